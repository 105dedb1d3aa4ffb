import Foundation

/// A value of a parsed JSON document together with its place, so every complaint can name it.
///
/// Numbers are accepted only when they are finite and at most ``maximumMagnitude`` in size;
/// `true` and `false` are never numbers and numbers are never booleans.
public struct JSONNode {
  /// The document the value belongs to.
  let document: JSONDocument
  /// The value's node in `document` (0 for the top-level value).
  let index: Int

  /// Where it stands: `layout.sections[1].items[0]`; `(root)` for the top-level value. Spelled
  /// out only when an error needs it, so a large input does not format a path per item.
  public var path: String { describePath(document.steps(to: index)) }

  /// The value as a plain tree (tests).
  public var value: JSONValue { document.value(index) }

  /// The largest magnitude a number may have. Past 1e15 doubles stop holding every integer and
  /// sums of sizes or times stop being exact enough to replay; such numbers are input mistakes.
  public static let maximumMagnitude = 1e15

  /// The root of the document in `data`.
  ///
  /// - Throws: ``ReplayError`` at `(input)` when the bytes are not one JSON value; the message
  ///   gives the line and column (1-based, in Unicode scalars) of the problem.
  /// - Complexity: O(size of the input).
  public static func parse(_ data: Data) throws(ReplayError) -> JSONNode {
    let document: JSONDocument
    do throws(JSONSyntaxError) {
      document = try JSONDocument.parse(data)
    } catch {
      let (line, column) = lineAndColumn(ofByte: error.offset, in: data)
      throw ReplayError(
        place: "(input)",
        message: "invalid JSON at line \(line), column \(column): \(error.reason)")
    }
    return JSONNode(document: document, index: 0)
  }

  // MARK: Children

  /// The path of the member `key` of this object: `.key` for keys made of ASCII letters,
  /// digits and `_`; `["key"]` (JSON-escaped, so the path stays on one line) for any other.
  public func path(forKey key: String) -> String {
    describePath(document.steps(to: index) + [.key(key)])
  }

  /// Reads this value as an object whose keys must all be in `allowed`.
  ///
  /// - Parameter context: words put after "unknown key" (`for type "tick"`), if any.
  /// - Throws: when it is not an object, or at the first unknown key in sorted order.
  public func object(allowing allowed: [String], context: String? = nil) throws(ReplayError)
    -> JSONObject
  {
    guard document.kind(index) == .object else { throw fail("must be an object") }
    let members = document.memberRange(index)
    // Sorting only when a key is wrong keeps the common case free of allocations.
    guard let key = firstUnknownKey(members, allowed) else {
      return JSONObject(node: self, members: members)
    }
    let words = context.map { "unknown key \($0)" } ?? "unknown key"
    throw ReplayError(
      place: path(forKey: key),
      message: "\(words) (expected \(allowed.joined(separator: ", ")))")
  }

  /// Reads this value as an object whose keys must all be in `allowed`; a key in `foreign`
  /// (one that belongs to another kind of layout) fails with `message` instead of "unknown key".
  /// `message` is worked out only when it is needed (this runs once per item).
  ///
  /// - Throws: when it is not an object, or at the first wrong key in sorted order.
  public func object(
    allowing allowed: [String], foreign: [String], message: @autoclosure () -> String
  ) throws(ReplayError) -> JSONObject {
    if document.kind(index) == .object,
      let key = firstUnknownKey(document.memberRange(index), allowed), foreign.contains(key)
    {
      throw ReplayError(place: path(forKey: key), message: message())
    }
    return try object(allowing: allowed)
  }

  /// The first key of `members` in sorted order that is not in `allowed`, if any.
  private func firstUnknownKey(_ members: Range<Int>, _ allowed: [String]) -> String? {
    let allKnown = members.allSatisfy { member in
      allowed.contains { document.keyEquals(member, $0) }
    }
    guard !allKnown else { return nil }
    return members.map { document.key($0) }.sorted().first { !allowed.contains($0) }
  }

  /// The member `key` of this object, read before its keys are checked (for the member that
  /// decides which other keys are allowed).
  ///
  /// - Throws: `must be an object` when this is not an object.
  public func peek(_ key: String) throws(ReplayError) -> JSONNode? {
    guard document.kind(index) == .object else { throw fail("must be an object") }
    return JSONObject(node: self, members: document.memberRange(index)).optional(key)
  }

  /// Reads this value as an array of nodes.
  public func array() throws(ReplayError) -> [JSONNode] {
    guard document.kind(index) == .array else { throw fail("must be an array") }
    return document.elementRange(index).map {
      JSONNode(document: document, index: Int(document.elements[$0]))
    }
  }

  /// Reads this value as a string.
  public func string() throws(ReplayError) -> String {
    guard document.kind(index) == .string else { throw fail("must be a string") }
    return document.string(index)
  }

  /// Reads this value as `true` or `false` (the numbers 0 and 1 are not booleans).
  public func bool() throws(ReplayError) -> Bool {
    switch document.kind(index) {
    case .trueValue: return true
    case .falseValue: return false
    default: throw fail("must be true or false")
    }
  }

  /// Reads this value as a finite number of magnitude at most ``maximumMagnitude``.
  public func number() throws(ReplayError) -> Double {
    guard document.kind(index) == .number else { throw fail("must be a number") }
    return try checked(document.number(index))
  }

  /// Reads this value as a finite number in `0...maximumMagnitude`.
  public func nonNegativeNumber() throws(ReplayError) -> Double {
    guard document.kind(index) == .number, document.number(index) >= 0 else {
      throw fail("must be a non-negative number")
    }
    return try checked(document.number(index))
  }

  /// Reads this value as a finite number greater than 0 and at most ``maximumMagnitude``.
  public func positiveNumber() throws(ReplayError) -> Double {
    guard document.kind(index) == .number, document.number(index) > 0 else {
      throw fail("must be a positive number")
    }
    return try checked(document.number(index))
  }

  /// Reads this value as a whole number in `1...limit`.
  public func positiveInteger(atMost limit: Int) throws(ReplayError) -> Int {
    guard document.kind(index) == .number, case let value = document.number(index), value >= 1,
      value.rounded() == value
    else { throw fail("must be a positive integer") }
    guard value <= Double(limit) else { throw fail("must be at most \(limit)") }
    return Int(value)
  }

  /// Reads this value as one of the strings in `choices` and returns its meaning.
  public func choice<T>(_ choices: KeyValuePairs<String, T>) throws(ReplayError) -> T {
    let text = try string()
    for (name, meaning) in choices where name == text { return meaning }
    let names = choices.map(\.key).joined(separator: ", ")
    throw fail("unknown value \(quoted(text)) (expected \(names))")
  }

  /// An input error at this node.
  public func fail(_ message: String) -> ReplayError {
    ReplayError(place: path, message: message)
  }

  private func checked(_ value: Double) throws(ReplayError) -> Double {
    guard value.isFinite else { throw fail("must be a finite number") }
    guard abs(value) <= Self.maximumMagnitude else {
      throw fail("must be a number of magnitude at most 1e15")
    }
    // `-0` reads as 0, as it did from `JSONSerialization` (the tree keeps the sign).
    return value + 0
  }
}

/// A JSON object whose keys have been checked against the allowed ones.
public struct JSONObject {
  /// The object itself.
  let node: JSONNode
  /// Its members' positions in the document's `members`, in input order.
  let members: Range<Int>

  /// The member `key`, if present (the last one when the key repeats). A `null` member counts
  /// as present (and then fails its type).
  public func optional(_ key: String) -> JSONNode? {
    let document = node.document
    for member in members.reversed() where document.keyEquals(member, key) {
      return JSONNode(document: document, index: Int(document.members[member].value))
    }
    return nil
  }

  /// The member `key`.
  ///
  /// - Parameter context: words put after "is required" (`for type "down"`), if any.
  /// - Throws: `<path>.key: is required` when it is missing.
  public func required(_ key: String, context: String? = nil) throws(ReplayError) -> JSONNode {
    guard let member = optional(key) else {
      let words = context.map { "is required \($0)" } ?? "is required"
      throw ReplayError(place: node.path(forKey: key), message: words)
    }
    return member
  }
}

/// The path for `steps` from the root: `layout.sections[1].items[0]`, `(root)` for none. Keys
/// made of ASCII letters, digits and `_` are written `.key`; any other as `["key"]`,
/// JSON-escaped, so the path stays on one line.
func describePath(_ steps: [JSONStep]) -> String {
  var out = ""
  for step in steps {
    switch step {
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

/// `text` in double quotes for a message, with quotes, backslashes and control characters
/// escaped as JSON does (so a message stays on one line); past 60 characters it is cut and
/// followed by `…`.
public func quoted(_ text: String) -> String {
  let limit = 60
  let scalars = text.unicodeScalars
  let cut = scalars.count > limit
  var shown = String.UnicodeScalarView()
  shown.append(contentsOf: scalars.prefix(limit))
  return JSONWriter.string(String(shown)) + (cut ? "…" : "")
}

// MARK: Syntax errors

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
