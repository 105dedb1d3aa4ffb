import Foundation

/// Why some bytes are not one JSON value: the reason and the byte offset it was found at
/// (`offset` equals the input's length when the input ended too soon).
struct JSONSyntaxError: Error, Equatable {
  /// The byte offset of the problem in the input.
  var offset: Int
  /// What is wrong, in lower case, without a final period (`invalid value`).
  var reason: String
}

/// A JSON value as a plain tree: what a ``JSONDocument`` node holds, for tests and small uses.
/// Object members keep their order and any repeated key.
public enum JSONValue: Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, as the double nearest to its literal.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object's members in input order.
  case object([JSONMember])
}

/// One member of a ``JSONValue/object(_:)``.
public struct JSONMember: Equatable, Sendable {
  /// The key.
  public var key: String
  /// The value.
  public var value: JSONValue

  /// Creates a member.
  public init(_ key: String, _ value: JSONValue) {
    self.key = key
    self.value = value
  }
}

/// A parsed JSON document (RFC 8259, UTF-8) kept in a few flat arrays rather than a tree of
/// boxed values, so 10^6 small objects take tens of megabytes, not gigabytes.
///
/// Every value is a node, numbered in input order (the top-level value is node 0). A node
/// records its kind, its parent and a payload: a number's bits, a string's bytes in `strings`,
/// or a container's run of children in `elements` (arrays) or `members` (objects). Object
/// members keep their input order, including a repeated key (readers take the last one).
final class JSONDocument {
  /// What a node is.
  enum Kind: UInt8 {
    /// `null`.
    case null
    /// `false`.
    case falseValue
    /// `true`.
    case trueValue
    /// A number; the payload is the double's bit pattern.
    case number
    /// A string; the payload packs its start and length in `strings`.
    case string
    /// An array; the payload packs its start and count in `elements`.
    case array
    /// An object; the payload packs its start and count in `members`.
    case object
  }

  /// One value (16 bytes).
  struct Node {
    /// The number's bits, or a start (low 32 bits) and a count (high 32 bits).
    var payload: UInt64
    /// The containing node, `UInt32.max` for the top-level value.
    var parent: UInt32
    /// What the node is.
    var kind: Kind
  }

  /// One object member: a key in `strings` and the value's node.
  struct Member {
    /// The key's first byte in `strings`.
    var keyStart: UInt32
    /// The key's length in bytes.
    var keyCount: UInt32
    /// The value's node.
    var value: UInt32
  }

  /// The deepest nesting of arrays and objects accepted (the top-level container is level 1).
  static let maximumDepth = 512
  /// The largest input accepted, in bytes (offsets are kept in 32 bits).
  static let maximumSize = Int(Int32.max)

  /// The values, in input order.
  let nodes: [Node]
  /// The arrays' children, each array's run in order.
  let elements: [UInt32]
  /// The objects' members, each object's run in order.
  let members: [Member]
  /// The decoded UTF-8 bytes of every string and key, one after another.
  let strings: [UInt8]

  private init(nodes: [Node], elements: [UInt32], members: [Member], strings: [UInt8]) {
    self.nodes = nodes
    self.elements = elements
    self.members = members
    self.strings = strings
  }

  /// Parses `data` as one JSON value. A leading UTF-8 byte order mark is skipped.
  ///
  /// - Parameters:
  ///   - maximumDepth: nesting beyond this many arrays and objects is refused.
  ///   - maximumSize: inputs longer than this many bytes are refused (at most ``maximumSize``).
  /// - Throws: ``JSONSyntaxError`` at the first byte that does not fit the grammar.
  /// - Complexity: O(n) for n bytes; the nesting is followed with a heap stack, not recursion.
  static func parse(
    _ data: Data, maximumDepth: Int = maximumDepth, maximumSize: Int = maximumSize
  ) throws(JSONSyntaxError) -> JSONDocument {
    guard data.count <= min(maximumSize, Self.maximumSize) else {
      throw JSONSyntaxError(
        offset: 0, reason: "input larger than \(min(maximumSize, Self.maximumSize)) bytes")
    }
    let result = data.withUnsafeBytes { raw -> Result<JSONDocument, JSONSyntaxError> in
      var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self), maximumDepth: maximumDepth)
      do throws(JSONSyntaxError) {
        try parser.parse()
      } catch {
        return .failure(error)
      }
      return .success(
        JSONDocument(
          nodes: parser.nodes, elements: parser.elements, members: parser.members,
          strings: parser.strings))
    }
    return try result.get()
  }

  // MARK: Reading

  /// The kind of node `index`.
  func kind(_ index: Int) -> Kind { nodes[index].kind }

  /// The number at node `index` (a number node).
  func number(_ index: Int) -> Double { Double(bitPattern: nodes[index].payload) }

  /// The string at node `index` (a string node).
  func string(_ index: Int) -> String {
    let (start, count) = Self.unpack(nodes[index].payload)
    return text(start, count)
  }

  /// The positions in `elements` of the children of node `index` (an array node).
  func elementRange(_ index: Int) -> Range<Int> {
    let (start, count) = Self.unpack(nodes[index].payload)
    return start..<(start + count)
  }

  /// The positions in `members` of the members of node `index` (an object node).
  func memberRange(_ index: Int) -> Range<Int> {
    let (start, count) = Self.unpack(nodes[index].payload)
    return start..<(start + count)
  }

  /// The key of `members[member]`.
  func key(_ member: Int) -> String {
    text(Int(members[member].keyStart), Int(members[member].keyCount))
  }

  /// Whether the key of `members[member]` is `key`, comparing UTF-8 bytes (RFC 8259 § 8.3).
  func keyEquals(_ member: Int, _ key: String) -> Bool {
    let entry = members[member]
    let start = Int(entry.keyStart)
    let count = Int(entry.keyCount)
    var key = key
    return key.withUTF8 { wanted in
      guard wanted.count == count else { return false }
      return strings.withUnsafeBufferPointer { all in
        count == 0 || memcmp(all.baseAddress! + start, wanted.baseAddress!, count) == 0
      }
    }
  }

  /// The tree under node `index`, for tests and diagnostics.
  ///
  /// - Complexity: O(size of the subtree); recursion as deep as the nesting (at most
  ///   ``maximumDepth`` when parsed with the default limit).
  func value(_ index: Int) -> JSONValue {
    switch kind(index) {
    case .null: return .null
    case .falseValue: return .bool(false)
    case .trueValue: return .bool(true)
    case .number: return .number(number(index))
    case .string: return .string(string(index))
    case .array: return .array(elementRange(index).map { value(Int(elements[$0])) })
    case .object:
      return .object(
        memberRange(index).map { JSONMember(key($0), value(Int(members[$0].value))) })
    }
  }

  /// The steps from the top-level value down to node `index` (empty for the top-level value).
  ///
  /// - Complexity: O(depth × siblings): each step searches its parent's children (only error
  ///   messages need it).
  func steps(to index: Int) -> [JSONStep] {
    var steps = [JSONStep]()
    var node = index
    while nodes[node].parent != UInt32.max {
      let parent = Int(nodes[node].parent)
      if nodes[parent].kind == .array {
        let range = elementRange(parent)
        let position = range.first { Int(elements[$0]) == node } ?? range.lowerBound
        steps.append(.index(position - range.lowerBound))
      } else {
        let range = memberRange(parent)
        let position = range.first { Int(members[$0].value) == node } ?? range.lowerBound
        steps.append(.key(key(position)))
      }
      node = parent
    }
    return steps.reversed()
  }

  private func text(_ start: Int, _ count: Int) -> String {
    strings.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[start..<(start + count)]), as: UTF8.self)
    }
  }

  /// Packs a start and a count (each below 2^32) into one payload.
  static func pack(_ start: Int, _ count: Int) -> UInt64 {
    UInt64(truncatingIfNeeded: start) | UInt64(truncatingIfNeeded: count) << 32
  }

  /// The start and count packed by ``pack(_:_:)``.
  static func unpack(_ payload: UInt64) -> (start: Int, count: Int) {
    (Int(payload & 0xFFFF_FFFF), Int(payload >> 32))
  }
}

/// One step down a JSON tree.
enum JSONStep: Equatable {
  /// An object member.
  case key(String)
  /// An array element.
  case index(Int)
}

// MARK: The parser

/// The single pass over the bytes that builds a ``JSONDocument``: a loop with an explicit stack
/// of open containers, so nesting costs heap, never call stack.
private struct JSONParser {
  /// An open array or object.
  struct Frame {
    /// Its node.
    var node: UInt32
    /// Where its children start in `pendingElements` or `pendingMembers`.
    var pendingStart: Int
    /// Whether it is an object.
    var isObject: Bool
  }

  let bytes: UnsafeBufferPointer<UInt8>
  let maximumDepth: Int
  var position = 0
  var nodes = [JSONDocument.Node]()
  var elements = [UInt32]()
  var members = [JSONDocument.Member]()
  var strings = [UInt8]()
  /// Children of the open containers, moved to `elements` / `members` when each closes (so a
  /// container's run is contiguous).
  var pendingElements = [UInt32]()
  var pendingMembers = [JSONDocument.Member]()
  var stack = [Frame]()

  init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  // Byte values used by the grammar.
  static let quote: UInt8 = 0x22
  static let backslash: UInt8 = 0x5C
  static let comma: UInt8 = 0x2C
  static let colon: UInt8 = 0x3A
  static let openBrace: UInt8 = 0x7B
  static let closeBrace: UInt8 = 0x7D
  static let openBracket: UInt8 = 0x5B
  static let closeBracket: UInt8 = 0x5D
  static let minus: UInt8 = 0x2D
  static let plus: UInt8 = 0x2B
  static let dot: UInt8 = 0x2E
  static let zero: UInt8 = 0x30
  static let nine: UInt8 = 0x39

  var atEnd: Bool { position >= bytes.count }

  func fail(_ reason: String, at offset: Int) -> JSONSyntaxError {
    JSONSyntaxError(offset: offset, reason: reason)
  }

  var endOfInput: JSONSyntaxError { fail("unexpected end of input", at: bytes.count) }
  var invalidValue: JSONSyntaxError { fail("invalid value", at: position) }

  mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x0A, 0x0D, 0x09: position += 1
      default: return
      }
    }
  }

  mutating func addNode(_ kind: JSONDocument.Kind, _ payload: UInt64) -> UInt32 {
    let parent = stack.last?.node ?? UInt32.max
    nodes.append(JSONDocument.Node(payload: payload, parent: parent, kind: kind))
    return UInt32(truncatingIfNeeded: nodes.count - 1)
  }

  // MARK: Structure

  mutating func parse() throws(JSONSyntaxError) {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
    expectingValue: while true {
      skipWhitespace()
      guard !atEnd else { throw endOfInput }
      var value: UInt32
      switch bytes[position] {
      case Self.openBrace, Self.openBracket:
        let isObject = bytes[position] == Self.openBrace
        guard stack.count < maximumDepth else {
          throw fail("too many nested arrays or dictionaries", at: position + 1)
        }
        let node = addNode(isObject ? .object : .array, 0)
        stack.append(
          Frame(
            node: node, pendingStart: isObject ? pendingMembers.count : pendingElements.count,
            isObject: isObject))
        position += 1
        skipWhitespace()
        guard !atEnd else { throw endOfInput }
        if bytes[position] == (isObject ? Self.closeBrace : Self.closeBracket) {
          position += 1
          value = close()
        } else {
          if isObject { try parseKey() }
          continue expectingValue
        }
      case Self.quote:
        let (start, count) = try parseString()
        value = addNode(.string, JSONDocument.pack(start, count))
      case Self.minus, Self.zero...Self.nine:
        value = addNode(.number, try parseNumber().bitPattern)
      case UInt8(ascii: "t"):
        try parseLiteral("true")
        value = addNode(.trueValue, 0)
      case UInt8(ascii: "f"):
        try parseLiteral("false")
        value = addNode(.falseValue, 0)
      case UInt8(ascii: "n"):
        try parseLiteral("null")
        value = addNode(.null, 0)
      default:
        throw invalidValue
      }
      // A value is complete: file it under its container, then read a separator or closers.
      while true {
        guard let frame = stack.last else {
          skipWhitespace()
          guard atEnd else { throw invalidValue }
          return
        }
        if frame.isObject {
          pendingMembers[pendingMembers.count - 1].value = value
        } else {
          pendingElements.append(value)
        }
        skipWhitespace()
        guard !atEnd else { throw endOfInput }
        let byte = bytes[position]
        if byte == Self.comma {
          position += 1
          if frame.isObject { try parseKey() }
          continue expectingValue
        }
        guard byte == (frame.isObject ? Self.closeBrace : Self.closeBracket) else {
          throw invalidValue
        }
        position += 1
        value = close()
      }
    }
  }

  /// Closes the innermost container: moves its pending children into place.
  mutating func close() -> UInt32 {
    let frame = stack.removeLast()
    let payload: UInt64
    if frame.isObject {
      let count = pendingMembers.count - frame.pendingStart
      payload = JSONDocument.pack(members.count, count)
      members.append(contentsOf: pendingMembers[frame.pendingStart...])
      pendingMembers.removeSubrange(frame.pendingStart...)
    } else {
      let count = pendingElements.count - frame.pendingStart
      payload = JSONDocument.pack(elements.count, count)
      elements.append(contentsOf: pendingElements[frame.pendingStart...])
      pendingElements.removeSubrange(frame.pendingStart...)
    }
    nodes[Int(frame.node)].payload = payload
    return frame.node
  }

  /// Reads `"key" :` and files a member whose value is set once the value is read.
  mutating func parseKey() throws(JSONSyntaxError) {
    skipWhitespace()
    guard !atEnd else { throw endOfInput }
    guard bytes[position] == Self.quote else { throw invalidValue }
    let (start, count) = try parseString()
    skipWhitespace()
    guard !atEnd else { throw endOfInput }
    guard bytes[position] == Self.colon else { throw invalidValue }
    position += 1
    pendingMembers.append(
      JSONDocument.Member(
        keyStart: UInt32(truncatingIfNeeded: start), keyCount: UInt32(truncatingIfNeeded: count),
        value: 0))
  }

  mutating func parseLiteral(_ word: StaticString) throws(JSONSyntaxError) {
    let start = position
    let count = word.utf8CodeUnitCount
    for index in 0..<count {
      guard start + index < bytes.count else { throw endOfInput }
      guard bytes[start + index] == word.utf8Start[index] else {
        throw fail("invalid value", at: start)
      }
    }
    position += count
  }

  // MARK: Strings

  /// Reads a string (at its opening quote), appends its decoded bytes to `strings` and returns
  /// where they are.
  mutating func parseString() throws(JSONSyntaxError) -> (start: Int, count: Int) {
    position += 1
    let start = strings.count
    var runStart = position
    while position < bytes.count {
      let byte = bytes[position]
      if byte == Self.quote {
        strings.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
        position += 1
        return (start, strings.count - start)
      }
      if byte == Self.backslash {
        strings.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
        try parseEscape()
        runStart = position
      } else if byte < 0x20 {
        throw fail("unescaped control character", at: position)
      } else if byte < 0x80 {
        position += 1
      } else {
        try skipUTF8Sequence()
      }
    }
    throw endOfInput
  }

  /// Checks the multi-byte UTF-8 sequence at `position` (RFC 3629: no overlong forms, no
  /// surrogates, nothing past U+10FFFF) and steps over it.
  mutating func skipUTF8Sequence() throws(JSONSyntaxError) {
    let lead = bytes[position]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default: throw fail("invalid UTF-8", at: position)
    }
    guard position + length <= bytes.count else { throw fail("invalid UTF-8", at: position) }
    let second = bytes[position + 1]
    guard second >= low, second <= high else { throw fail("invalid UTF-8", at: position) }
    for index in 2..<max(2, length) where bytes[position + index] & 0xC0 != 0x80 {
      throw fail("invalid UTF-8", at: position)
    }
    position += length
  }

  /// Decodes the escape at `position` (a backslash) into `strings`.
  mutating func parseEscape() throws(JSONSyntaxError) {
    let start = position
    guard position + 1 < bytes.count else { throw endOfInput }
    let decoded: UInt8
    switch bytes[position + 1] {
    case Self.quote: decoded = Self.quote
    case Self.backslash: decoded = Self.backslash
    case UInt8(ascii: "/"): decoded = UInt8(ascii: "/")
    case UInt8(ascii: "b"): decoded = 0x08
    case UInt8(ascii: "f"): decoded = 0x0C
    case UInt8(ascii: "n"): decoded = 0x0A
    case UInt8(ascii: "r"): decoded = 0x0D
    case UInt8(ascii: "t"): decoded = 0x09
    case UInt8(ascii: "u"):
      var scalar = try hexEscape(at: start)
      position = start + 6
      if (0xDC00...0xDFFF).contains(scalar) {
        throw fail("unpaired surrogate \(escapeText(at: start))", at: start)
      }
      if (0xD800...0xDBFF).contains(scalar) {
        let next = position
        guard next + 1 < bytes.count, bytes[next] == Self.backslash,
          bytes[next + 1] == UInt8(ascii: "u")
        else { throw fail("unpaired surrogate \(escapeText(at: start))", at: start) }
        let trail = try hexEscape(at: next)
        guard (0xDC00...0xDFFF).contains(trail) else {
          throw fail("unpaired surrogate \(escapeText(at: start))", at: start)
        }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (trail - 0xDC00)
        position = next + 6
      }
      appendUTF8(scalar)
      return
    default:
      throw fail("invalid escape sequence", at: start)
    }
    strings.append(decoded)
    position += 2
  }

  /// The value of the four hex digits of the `\u` escape at `offset`.
  func hexEscape(at offset: Int) throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for index in (offset + 2)..<(offset + 6) {
      guard index < bytes.count else { throw endOfInput }
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case Self.zero...Self.nine: digit = byte - Self.zero
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw fail("invalid escape sequence", at: offset)
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// The six characters of the `\u` escape at `offset`, as written.
  func escapeText(at offset: Int) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<(offset + 6)]), as: UTF8.self)
  }

  mutating func appendUTF8(_ scalar: UInt32) {
    switch scalar {
    case 0..<0x80:
      strings.append(UInt8(scalar))
    case 0x80..<0x800:
      strings.append(UInt8(0xC0 | scalar >> 6))
      strings.append(UInt8(0x80 | scalar & 0x3F))
    case 0x800..<0x10000:
      strings.append(UInt8(0xE0 | scalar >> 12))
      strings.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      strings.append(UInt8(0x80 | scalar & 0x3F))
    default:
      strings.append(UInt8(0xF0 | scalar >> 18))
      strings.append(UInt8(0x80 | scalar >> 12 & 0x3F))
      strings.append(UInt8(0x80 | scalar >> 6 & 0x3F))
      strings.append(UInt8(0x80 | scalar & 0x3F))
    }
  }

  // MARK: Numbers

  /// Powers of ten that doubles hold exactly.
  static let exactPowersOfTen: [Double] = (0...22).map { exponent in
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }
    return value
  }

  func isDigit(_ offset: Int) -> Bool {
    offset < bytes.count && (Self.zero...Self.nine).contains(bytes[offset])
  }

  /// Reads a number (RFC 8259 grammar) and returns the double nearest to it.
  ///
  /// Short literals (at most 19 significant digits, the digits below 2^53, a power of ten
  /// within ±22) are one exact division or multiplication, which IEEE rounds correctly; any
  /// other goes through `Double(String)` on the literal as written.
  mutating func parseNumber() throws(JSONSyntaxError) -> Double {
    let start = position
    let negative = bytes[position] == Self.minus
    if negative { position += 1 }
    guard !atEnd else { throw endOfInput }
    var mantissa: UInt64 = 0
    var digits = 0
    var exponent = 0
    var exact = true
    if bytes[position] == Self.zero {
      position += 1
      if isDigit(position) { throw fail("number with leading zero", at: position) }
    } else if isDigit(position) {
      while isDigit(position) {
        if digits < 19 {
          mantissa = mantissa * 10 + UInt64(bytes[position] - Self.zero)
          digits += 1
        } else {
          exact = false
        }
        position += 1
      }
    } else {
      throw invalidValue
    }
    if !atEnd, bytes[position] == Self.dot {
      position += 1
      guard !atEnd else { throw endOfInput }
      guard isDigit(position) else { throw invalidValue }
      while isDigit(position) {
        let digit = UInt64(bytes[position] - Self.zero)
        if mantissa == 0 && digit == 0 {
          exponent -= 1
        } else if digits < 19 {
          mantissa = mantissa * 10 + digit
          digits += 1
          exponent -= 1
        } else {
          exact = false
        }
        position += 1
      }
    }
    if !atEnd, bytes[position] | 0x20 == UInt8(ascii: "e") {
      position += 1
      guard !atEnd else { throw endOfInput }
      var exponentNegative = false
      if bytes[position] == Self.minus || bytes[position] == Self.plus {
        exponentNegative = bytes[position] == Self.minus
        position += 1
        guard !atEnd else { throw endOfInput }
      }
      guard isDigit(position) else { throw invalidValue }
      var written = 0
      while isDigit(position) {
        written = min(written * 10 + Int(bytes[position] - Self.zero), 1_000_000)
        position += 1
      }
      exponent += exponentNegative ? -written : written
    }
    if exact && mantissa == 0 { return negative ? -0.0 : 0 }
    if exact && mantissa <= 1 << 53 && (-22...22).contains(exponent) {
      var value = Double(mantissa)
      if exponent < 0 {
        value /= Self.exactPowersOfTen[-exponent]
      } else {
        value *= Self.exactPowersOfTen[exponent]
      }
      return negative ? -value : value
    }
    let literal = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    guard let value = Double(literal), value.isFinite else {
      let shown = literal.count > 60 ? literal.prefix(60) + "…" : literal
      throw fail("number \(shown) is not a finite double", at: start)
    }
    return value
  }
}
