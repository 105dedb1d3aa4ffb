import Foundation

/// A value of a parsed JSON tree (Foundation's `JSONSerialization` output) together with the
/// path that leads to it, so every complaint can name its place.
///
/// Numbers are accepted only when they are finite and at most ``maximumMagnitude`` in size;
/// booleans are told apart from numbers by their class (`JSONSerialization` gives both as
/// `NSNumber`, and `NSNumber(1) as? Bool` succeeds, so a cast cannot tell them apart).
struct JSONNode {
  /// The raw value: `NSNumber`, `String`, `[Any]`, `[String: Any]` or `NSNull`.
  let value: Any
  /// Where it stands, as a chain of links (spelled out only when an error needs it, so a large
  /// input does not format a path per item).
  let location: JSONLocation

  /// Where it stands: `layout.sections[1].items[0]`; `(root)` for the top-level value.
  var path: String { location.description }

  /// The largest magnitude a number may have. Past 1e15 doubles stop holding every integer and
  /// sums of sizes or times stop being exact enough to replay; such numbers are input mistakes.
  static let maximumMagnitude = 1e15

  /// The class `JSONSerialization` uses for `true` and `false`.
  private static let booleanClass = ObjectIdentifier(type(of: NSNumber(value: true)))

  /// The root of the document in `data`.
  ///
  /// - Throws: ``ReplayError`` at `(input)` when the bytes are not one JSON value; the message
  ///   gives the line and column (1-based, in Unicode scalars) when the parser names a place.
  static func parse(_ data: Data) throws(ReplayError) -> JSONNode {
    do {
      let value = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      return JSONNode(value: value, location: JSONLocation(parent: nil, step: .root))
    } catch {
      throw describeSyntaxError(error, in: data)
    }
  }

  // MARK: Children

  /// The path of the member `key` of this object: `.key` for keys made of ASCII letters,
  /// digits and `_`; `["key"]` (JSON-escaped, so the path stays on one line) for any other.
  func path(forKey key: String) -> String {
    JSONLocation(parent: location, step: .key(key)).description
  }

  /// The node for the member `key` (with value `value`) of this object.
  func child(_ key: String, _ value: Any) -> JSONNode {
    JSONNode(value: value, location: JSONLocation(parent: location, step: .key(key)))
  }

  /// Reads this value as an object whose keys must all be in `allowed`.
  ///
  /// - Parameter context: words put after "unknown key" (`for type "tick"`), if any.
  /// - Throws: when it is not an object, or at the first unknown key in sorted order.
  func object(allowing allowed: [String], context: String? = nil) throws(ReplayError)
    -> JSONObject
  {
    guard let dictionary = value as? [String: Any] else { throw fail("must be an object") }
    // Sorting only when a key is wrong keeps the common case free of allocations.
    guard !dictionary.keys.allSatisfy({ allowed.contains($0) }) else {
      return JSONObject(node: self, members: dictionary)
    }
    for key in dictionary.keys.sorted() where !allowed.contains(key) {
      let words = context.map { "unknown key \($0)" } ?? "unknown key"
      throw ReplayError(
        place: path(forKey: key),
        message: "\(words) (expected \(allowed.joined(separator: ", ")))")
    }
    return JSONObject(node: self, members: dictionary)
  }

  /// Reads this value as an object whose keys must all be in `allowed`; a key in `foreign`
  /// (one that belongs to another kind of layout) fails with `message` instead of "unknown key".
  ///
  /// - Throws: when it is not an object, or at the first wrong key in sorted order.
  func object(allowing allowed: [String], foreign: [String], message: String)
    throws(ReplayError) -> JSONObject
  {
    if let dictionary = value as? [String: Any],
      let key = dictionary.keys.sorted().first(where: { !allowed.contains($0) }),
      foreign.contains(key)
    {
      throw ReplayError(place: path(forKey: key), message: message)
    }
    return try object(allowing: allowed)
  }

  /// Reads this value as an array of nodes.
  func array() throws(ReplayError) -> [JSONNode] {
    guard let elements = value as? [Any] else { throw fail("must be an array") }
    var nodes = [JSONNode]()
    nodes.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      nodes.append(
        JSONNode(value: element, location: JSONLocation(parent: location, step: .index(index))))
    }
    return nodes
  }

  /// Reads this value as a string.
  func string() throws(ReplayError) -> String {
    guard let text = value as? String else { throw fail("must be a string") }
    return text
  }

  /// Reads this value as `true` or `false` (the numbers 0 and 1 are not booleans).
  func bool() throws(ReplayError) -> Bool {
    guard let number = value as? NSNumber, Self.isBoolean(number) else {
      throw fail("must be true or false")
    }
    return number.boolValue
  }

  /// Reads this value as a finite number of magnitude at most ``maximumMagnitude``.
  func number() throws(ReplayError) -> Double {
    guard let number = value as? NSNumber, !Self.isBoolean(number) else {
      throw fail("must be a number")
    }
    return try checked(number.doubleValue)
  }

  /// Reads this value as a finite number in `0...maximumMagnitude`.
  func nonNegativeNumber() throws(ReplayError) -> Double {
    guard let number = value as? NSNumber, !Self.isBoolean(number), number.doubleValue >= 0
    else { throw fail("must be a non-negative number") }
    return try checked(number.doubleValue)
  }

  /// Reads this value as a finite number greater than 0 and at most ``maximumMagnitude``.
  func positiveNumber() throws(ReplayError) -> Double {
    guard let number = value as? NSNumber, !Self.isBoolean(number), number.doubleValue > 0
    else { throw fail("must be a positive number") }
    return try checked(number.doubleValue)
  }

  /// Reads this value as a whole number in `1...limit`.
  func positiveInteger(atMost limit: Int) throws(ReplayError) -> Int {
    guard let number = value as? NSNumber, !Self.isBoolean(number),
      number.doubleValue >= 1, number.doubleValue.rounded() == number.doubleValue
    else { throw fail("must be a positive integer") }
    guard number.doubleValue <= Double(limit) else { throw fail("must be at most \(limit)") }
    return Int(number.doubleValue)
  }

  /// Reads this value as one of the strings in `choices` and returns its meaning.
  func choice<T>(_ choices: KeyValuePairs<String, T>) throws(ReplayError) -> T {
    let text = try string()
    for (name, meaning) in choices where name == text { return meaning }
    let names = choices.map(\.key).joined(separator: ", ")
    throw fail("unknown value \(quoted(text)) (expected \(names))")
  }

  /// An input error at this node.
  func fail(_ message: String) -> ReplayError {
    ReplayError(place: path, message: message)
  }

  private func checked(_ value: Double) throws(ReplayError) -> Double {
    guard value.isFinite else { throw fail("must be a finite number") }
    guard abs(value) <= Self.maximumMagnitude else {
      throw fail("must be a number of magnitude at most 1e15")
    }
    return value
  }

  /// Whether `number` is a JSON `true` or `false` rather than a numeral.
  static func isBoolean(_ number: NSNumber) -> Bool {
    ObjectIdentifier(type(of: number)) == booleanClass
  }
}

/// A JSON object whose keys have been checked against the allowed ones.
struct JSONObject {
  /// The object itself.
  let node: JSONNode
  /// Its members.
  let members: [String: Any]

  /// The member `key`, if present. A `null` member counts as present (and then fails its type).
  func optional(_ key: String) -> JSONNode? {
    guard let value = members[key] else { return nil }
    return node.child(key, value)
  }

  /// The member `key`.
  ///
  /// - Parameter context: words put after "is required" (`for type "down"`), if any.
  /// - Throws: `<path>.key: is required` when it is missing.
  func required(_ key: String, context: String? = nil) throws(ReplayError) -> JSONNode {
    guard let member = optional(key) else {
      let words = context.map { "is required \($0)" } ?? "is required"
      throw ReplayError(place: node.path(forKey: key), message: words)
    }
    return member
  }
}

/// A place in a JSON document: a chain of steps from the root.
final class JSONLocation: CustomStringConvertible {
  /// One step down.
  enum Step {
    /// The top-level value.
    case root
    /// An object member.
    case key(String)
    /// An array element.
    case index(Int)
  }

  /// The place one step up (`nil` for the root).
  let parent: JSONLocation?
  /// The step from the parent.
  let step: Step

  init(parent: JSONLocation?, step: Step) {
    self.parent = parent
    self.step = step
  }

  /// The path: `layout.sections[1].items[0]`, `(root)` for the root. Keys made of ASCII
  /// letters, digits and `_` are written `.key`; any other as `["key"]`, JSON-escaped, so the
  /// path stays on one line.
  var description: String {
    var steps = [Step]()
    var link: JSONLocation? = self
    while let current = link {
      steps.append(current.step)
      link = current.parent
    }
    var out = ""
    for step in steps.reversed() {
      switch step {
      case .root:
        break
      case .index(let index):
        out += out.isEmpty ? "(root)[\(index)]" : "[\(index)]"
      case .key(let key):
        let plain =
          !key.isEmpty
          && key.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
          }
        if !plain {
          out += "[\(quoted(key))]"
        } else {
          out += out.isEmpty ? key : ".\(key)"
        }
      }
    }
    return out.isEmpty ? "(root)" : out
  }
}

/// `text` in double quotes for a message, with quotes, backslashes and control characters
/// escaped as JSON does (so a message stays on one line); past 60 characters it is cut and
/// followed by `…`.
func quoted(_ text: String) -> String {
  let limit = 60
  let scalars = text.unicodeScalars
  let cut = scalars.count > limit
  var shown = String.UnicodeScalarView()
  shown.append(contentsOf: scalars.prefix(limit))
  return JSONWriter.string(String(shown)) + (cut ? "…" : "")
}

// MARK: Syntax errors

/// Turns a `JSONSerialization` failure into a one-line error with a line and column.
private func describeSyntaxError(_ error: any Error, in data: Data) -> ReplayError {
  let unrepresentable = " is not representable in Swift."
  let debug = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
  var reason = debug
  var offset: Int?
  if debug.hasPrefix("Unexpected end of file") {
    reason = "unexpected end of input"
    offset = data.count
  } else if let range = debug.range(of: " around character ") {
    let digits = debug[range.upperBound...].prefix { $0.isNumber }
    offset = Int(digits)
    reason = String(debug[..<range.lowerBound])
  } else if debug.hasPrefix("Number "), debug.hasSuffix(unrepresentable) {
    let literal = String(debug.dropFirst("Number ".count).dropLast(unrepresentable.count))
    reason = "number \(literal) is not a finite double"
    offset = byteOffset(of: literal, in: data)
  }
  if reason.isEmpty { reason = "not valid JSON" }
  reason = reason.prefix(1).lowercased() + reason.dropFirst()
  if reason.hasSuffix(".") { reason.removeLast() }
  reason = reason.replacingOccurrences(of: "\n", with: " ")
  guard let offset, offset >= 0, offset <= data.count else {
    return ReplayError(place: "(input)", message: "invalid JSON: \(reason)")
  }
  let (line, column) = lineAndColumn(ofByte: offset, in: data)
  return ReplayError(
    place: "(input)", message: "invalid JSON at line \(line), column \(column): \(reason)")
}

/// The 1-based line and column (in Unicode scalars) of the byte at `offset`.
func lineAndColumn(ofByte offset: Int, in data: Data) -> (line: Int, column: Int) {
  let bytes = [UInt8](data.prefix(offset))
  var line = 1
  var lineStart = 0
  for (index, byte) in bytes.enumerated() where byte == 0x0A {
    line += 1
    lineStart = index + 1
  }
  let text = String(decoding: bytes[lineStart...], as: UTF8.self)
  return (line, text.unicodeScalars.count + 1)
}

/// The offset of the first occurrence of `literal` (ASCII) in `data`, if any.
private func byteOffset(of literal: String, in data: Data) -> Int? {
  let needle = [UInt8](literal.utf8)
  let bytes = [UInt8](data)
  guard !needle.isEmpty, needle.count <= bytes.count else { return nil }
  for start in 0...(bytes.count - needle.count)
  where bytes[start..<(start + needle.count)].elementsEqual(needle) {
    return start
  }
  return nil
}
