import Foundation
import Testing

@testable import ReplayHost
@testable import ReplayJSON

/// One document and what it must give: the tree of a valid one, or the exact error line of
/// an invalid one.
struct JSONCase<Expected: Sendable>: Sendable, CustomTestStringConvertible {
  var bytes: [UInt8]
  var expected: Expected

  init(_ text: String, _ expected: Expected) { self.init(bytes: Array(text.utf8), expected) }

  init(bytes: [UInt8], _ expected: Expected) {
    self.bytes = bytes
    self.expected = expected
  }

  /// An invalid document's error line, or the start of a valid document's text.
  var testDescription: String {
    expected as? String ?? String(decoding: bytes.prefix(60), as: UTF8.self)
  }
}

/// One valid document and the tree it must give.
typealias ValidJSON = JSONCase<JSONValue>

/// One invalid document and the exact error line it must give.
typealias InvalidJSON = JSONCase<String>

private func object(_ members: (String, JSONValue)...) -> JSONValue {
  .object(members.map { JSONMember($0.0, $0.1) })
}

private let validDocuments: [ValidJSON] = [
  ValidJSON("null", .null),
  ValidJSON("true", .bool(true)),
  ValidJSON("false", .bool(false)),
  ValidJSON("0", .number(0)),
  ValidJSON("-12", .number(-12)),
  ValidJSON("12.5", .number(12.5)),
  ValidJSON("1E3", .number(1000)),
  ValidJSON("1e-3", .number(0.001)),
  ValidJSON("-1.5e+2", .number(-150)),
  ValidJSON("0.0000001e-330", .number(0)),
  ValidJSON(#""""#, .string("")),
  ValidJSON(#""a\"b\\c\/d\b\f\n\r\t""#, .string("a\"b\\c/d\u{08}\u{0C}\n\r\t")),
  ValidJSON(#""\u00e9\u4E2D\u0041""#, .string("é中A")),
  ValidJSON(#""\ud83d\ude00 \uD83D\uDE00""#, .string("😀 😀")),
  ValidJSON(#""\u0000""#, .string("\u{0}")),
  ValidJSON("\"é漢🙂 \u{7F}\"", .string("é漢🙂 \u{7F}")),
  ValidJSON(#""a\u00e9b\nc""#, .string("aéb\nc")),
  ValidJSON("[]", .array([])),
  ValidJSON("{}", .object([])),
  ValidJSON(" \t\r\n[ 1 ,\n[ ] , { } ]\n ", .array([.number(1), .array([]), .object([])])),
  ValidJSON(
    #"{"a": 1, "b": [true, null, "x"], "a": 2}"#,
    object(("a", .number(1)), ("b", .array([.bool(true), .null, .string("x")])), ("a", .number(2)))),
  ValidJSON(
    #"[{"k": {"k": [[], {}]}}, -0.5]"#,
    .array([object(("k", object(("k", .array([.array([]), .object([])]))))), .number(-0.5)])),
  ValidJSON(#"{"é \"q\"": "\t"}"#, object(("é \"q\"", .string("\t")))),
  ValidJSON(bytes: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8), .array([.number(1)])),
]

private let invalidDocuments: [InvalidJSON] = [
  // Ends too soon.
  InvalidJSON("", "invalid JSON at line 1, column 1: unexpected end of input"),
  InvalidJSON("   ", "invalid JSON at line 1, column 4: unexpected end of input"),
  InvalidJSON("[1,", "invalid JSON at line 1, column 4: unexpected end of input"),
  InvalidJSON(#"{"a""#, "invalid JSON at line 1, column 5: unexpected end of input"),
  InvalidJSON(#"{"a":"#, "invalid JSON at line 1, column 6: unexpected end of input"),
  InvalidJSON(#""abc"#, "invalid JSON at line 1, column 5: unexpected end of input"),
  InvalidJSON("nul", "invalid JSON at line 1, column 4: unexpected end of input"),
  InvalidJSON("-", "invalid JSON at line 1, column 2: unexpected end of input"),
  InvalidJSON("1.", "invalid JSON at line 1, column 3: unexpected end of input"),
  InvalidJSON("1e+", "invalid JSON at line 1, column 4: unexpected end of input"),
  InvalidJSON(
    bytes: [0xEF, 0xBB, 0xBF], "invalid JSON at line 1, column 2: unexpected end of input"),
  // Structure.
  InvalidJSON(#"{"a" 1}"#, "invalid JSON at line 1, column 6: invalid value"),
  InvalidJSON("{1:2}", "invalid JSON at line 1, column 2: invalid value"),
  InvalidJSON("[1 2]", "invalid JSON at line 1, column 4: invalid value"),
  InvalidJSON("[,]", "invalid JSON at line 1, column 2: invalid value"),
  InvalidJSON("[1,]", "invalid JSON at line 1, column 4: invalid value"),
  InvalidJSON(#"{"a":1,}"#, "invalid JSON at line 1, column 8: invalid value"),
  InvalidJSON("[1}", "invalid JSON at line 1, column 3: invalid value"),
  InvalidJSON("[1]]", "invalid JSON at line 1, column 4: invalid value"),
  InvalidJSON("{} x", "invalid JSON at line 1, column 4: invalid value"),
  InvalidJSON("[1]\u{0}", "invalid JSON at line 1, column 4: invalid value"),
  InvalidJSON("[tru]", "invalid JSON at line 1, column 2: invalid value"),
  InvalidJSON("True", "invalid JSON at line 1, column 1: invalid value"),
  InvalidJSON("{\n  \"a\": [1,\n    2 3]}", "invalid JSON at line 3, column 7: invalid value"),
  InvalidJSON(#"["é", x]"#, "invalid JSON at line 1, column 7: invalid value"),
  InvalidJSON(bytes: [0x5B, 0xFF, 0x5D], "invalid JSON at line 1, column 2: invalid value"),
  // UTF-16 (with and without a byte order mark) is not UTF-8.
  InvalidJSON(
    bytes: [0xFF, 0xFE, 0x5B, 0x00, 0x31, 0x00, 0x5D, 0x00],
    "invalid JSON at line 1, column 1: invalid value"),
  InvalidJSON(
    bytes: [0x5B, 0x00, 0x31, 0x00, 0x5D, 0x00], "invalid JSON at line 1, column 2: invalid value"),
  // Numbers.
  InvalidJSON("01", "invalid JSON at line 1, column 2: number with leading zero"),
  InvalidJSON("[-01]", "invalid JSON at line 1, column 4: number with leading zero"),
  InvalidJSON("[-]", "invalid JSON at line 1, column 3: invalid value"),
  InvalidJSON("[1.]", "invalid JSON at line 1, column 4: invalid value"),
  InvalidJSON("1.e5", "invalid JSON at line 1, column 3: invalid value"),
  InvalidJSON("[1e]", "invalid JSON at line 1, column 4: invalid value"),
  InvalidJSON("[1e+]", "invalid JSON at line 1, column 5: invalid value"),
  InvalidJSON(".5", "invalid JSON at line 1, column 1: invalid value"),
  InvalidJSON("+1", "invalid JSON at line 1, column 1: invalid value"),
  InvalidJSON("[0x10]", "invalid JSON at line 1, column 3: invalid value"),
  InvalidJSON("1e999", "invalid JSON at line 1, column 1: number 1e999 is not a finite double"),
  InvalidJSON("[-1e400]", "invalid JSON at line 1, column 2: number -1e400 is not a finite double"),
  InvalidJSON(
    "1" + String(repeating: "0", count: 400),
    "invalid JSON at line 1, column 1: number 1\(String(repeating: "0", count: 59))… is not a "
      + "finite double"),
  // Strings.
  InvalidJSON(#""a\x""#, "invalid JSON at line 1, column 3: invalid escape sequence"),
  InvalidJSON(#""\u12G4""#, "invalid JSON at line 1, column 2: invalid escape sequence"),
  InvalidJSON(#""\u12""#, "invalid JSON at line 1, column 2: invalid escape sequence"),
  InvalidJSON(#""\u12"#, "invalid JSON at line 1, column 6: unexpected end of input"),
  InvalidJSON(#""\ud800""#, #"invalid JSON at line 1, column 2: unpaired surrogate \ud800"#),
  InvalidJSON(#""\udc00""#, #"invalid JSON at line 1, column 2: unpaired surrogate \udc00"#),
  InvalidJSON(#""\ud800\u0041""#, #"invalid JSON at line 1, column 2: unpaired surrogate \ud800"#),
  InvalidJSON(#""\uD800\uD800""#, #"invalid JSON at line 1, column 2: unpaired surrogate \uD800"#),
  InvalidJSON(#""x\ud800"#, #"invalid JSON at line 1, column 3: unpaired surrogate \ud800"#),
  InvalidJSON("\"a\u{01}b\"", "invalid JSON at line 1, column 3: unescaped control character"),
  InvalidJSON("\"\t\"", "invalid JSON at line 1, column 2: unescaped control character"),
  InvalidJSON("[\"\n\"]", "invalid JSON at line 1, column 3: unescaped control character"),
  // UTF-8: overlong, an encoded surrogate, past U+10FFFF, a stray continuation, cut short.
  InvalidJSON(bytes: [0x22, 0xC0, 0xAF, 0x22], "invalid JSON at line 1, column 2: invalid UTF-8"),
  InvalidJSON(
    bytes: [0x22, 0xE0, 0x80, 0xAF, 0x22], "invalid JSON at line 1, column 2: invalid UTF-8"),
  InvalidJSON(
    bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], "invalid JSON at line 1, column 2: invalid UTF-8"),
  InvalidJSON(
    bytes: [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "invalid JSON at line 1, column 2: invalid UTF-8"),
  InvalidJSON(bytes: [0x22, 0x80, 0x22], "invalid JSON at line 1, column 2: invalid UTF-8"),
  InvalidJSON(
    bytes: [0x22, 0xE2, 0x82, 0x22], "invalid JSON at line 1, column 2: invalid UTF-8"),
  InvalidJSON(bytes: [0x22, 0x61, 0xE2, 0x82], "invalid JSON at line 1, column 3: invalid UTF-8"),
  // Nesting: the error points just past the bracket that opens level 513.
  InvalidJSON(
    String(repeating: "[", count: 100_000),
    "invalid JSON at line 1, column 514: too many nested arrays or dictionaries"),
  InvalidJSON(
    String(repeating: #"{"a":"#, count: 100_000),
    "invalid JSON at line 1, column 2562: too many nested arrays or dictionaries"),
  InvalidJSON(
    String(repeating: "[", count: 513) + String(repeating: "]", count: 513),
    "invalid JSON at line 1, column 514: too many nested arrays or dictionaries"),
]

/// The JSON reader: the grammar of RFC 8259 over raw bytes, its tree, and its exact errors.
@MainActor @Suite struct JSONParserTests {
  @Test(arguments: validDocuments)
  func validDocumentGivesItsTree(_ document: ValidJSON) throws {
    let root = try JSONNode.parse(Data(document.bytes))
    #expect(root.value == document.expected)
  }

  @Test(arguments: invalidDocuments)
  func invalidDocumentGivesItsError(_ document: InvalidJSON) {
    #expect(throws: ReplayError(place: "(input)", message: document.expected)) {
      try JSONNode.parse(Data(document.bytes))
    }
  }

  /// Minus zero keeps its sign in the tree; the number readers give plain 0 (as before).
  @Test func minusZeroKeepsItsSignInTheTree() throws {
    let root = try JSONNode.parse(Data("[-0, -0.0, 0e5]".utf8))
    let signs = try root.array().map { node -> FloatingPointSign? in
      guard case .number(let value) = node.value else { return nil }
      return value.sign
    }
    #expect(signs == [.minus, .minus, .plus])
    #expect(try root.array().map { try $0.number().sign } == [.plus, .plus, .plus])
    #expect(try root.array().map { try $0.nonNegativeNumber().sign } == [.plus, .plus, .plus])
  }

  /// Every number literal gives exactly the double `Double(String)` gives: the short-literal
  /// path (one exact multiplication or division) and the long one agree bit for bit.
  @Test func numbersAreCorrectlyRounded() throws {
    var literals = [
      "0.1", "0.2", "0.30000000000000004", "2.2250738585072014e-308", "4.9e-324", "5e-324",
      "1.7976931348623157e308", "9007199254740992", "9007199254740993", "9007199254740995",
      "123456789012345678901234567890", "1e22", "1e23", "8.98846567431158e307", "3.14159265358979",
      "123456789.123456789e-5", "0.000001234", "1234567890123456789", "12345678901234567890",
      "-0.1e-22", "1e-22", "7e22", "9.999999999999999e22", "2.5", "-3.75e1", "0.5e-1",
      "100000000000000000000000e-23", "0.00000000000000000000000000001e29",
    ]
    // Seeded pseudo-random literals: up to 20 digits, a point anywhere, exponents ±40.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: UInt64) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % bound)
    }
    for _ in 0..<3000 {
      var digits = String(next(9) + 1)
      for _ in 0..<next(20) { digits += String(next(10)) }
      if next(2) == 0, digits.count > 1 {
        digits.insert(
          ".", at: digits.index(digits.startIndex, offsetBy: 1 + next(UInt64(digits.count - 1))))
      }
      if next(2) == 0 { digits += "e\(next(81) - 40)" }
      literals.append((next(3) == 0 ? "-" : "") + digits)
    }
    let root = try JSONNode.parse(Data(("[" + literals.joined(separator: ",") + "]").utf8))
    let values = try root.array().map { node -> Double in
      guard case .number(let value) = node.value else { return .nan }
      return value
    }
    #expect(values.count == literals.count)
    // The literals whose double differs from `Double(String)`'s in any bit (none).
    let wrong = zip(literals, values).filter { $0.1.bitPattern != Double($0.0)!.bitPattern }
    #expect(wrong.map(\.0) == [])
  }

  /// 512 nested arrays are fine; the limit is on depth, not length.
  @Test func nestingUpToTheLimit() throws {
    let depth = JSONDocument.maximumDepth
    let text = String(repeating: "[", count: depth) + "7" + String(repeating: "]", count: depth)
    var value = try JSONNode.parse(Data(text.utf8)).value
    var levels = 0
    while case .array(let elements) = value {
      levels += 1
      value = elements[0]
    }
    #expect(levels == depth)
    #expect(value == .number(7))
  }

  /// A smaller depth limit is honoured exactly (the parser keeps its stack on the heap).
  @Test func depthLimitIsAParameter() throws {
    #expect(throws: JSONSyntaxError(offset: 3, reason: "too many nested arrays or dictionaries")) {
      try JSONDocument.parse(Data("[[[1]]]".utf8), maximumDepth: 2)
    }
    let document = try JSONDocument.parse(Data("[[1]]".utf8), maximumDepth: 2)
    #expect(document.value(0) == .array([.array([.number(1)])]))
  }

  /// With the limit raised, 100 000 nested arrays parse without recursion (and without
  /// overflowing the stack); the innermost one's path is worked out by walking parent links.
  @Test func deepNestingUsesNoCallStack() throws {
    let depth = 100_000
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let document = try JSONDocument.parse(Data(text.utf8), maximumDepth: depth)
    #expect(document.nodes.count == depth)
    // The innermost array closes first, so its one child is filed first.
    let expectedElements = (1..<UInt32(depth)).reversed().map { $0 }
    #expect(document.elements == expectedElements)
    let steps = document.steps(to: depth - 1)
    #expect(steps.count == depth - 1 && steps.allSatisfy { $0 == .index(0) })
  }

  /// Inputs past the size limit are refused before any parsing.
  @Test func sizeLimit() {
    #expect(throws: JSONSyntaxError(offset: 0, reason: "input larger than 2 bytes")) {
      try JSONDocument.parse(Data("[1]".utf8), maximumSize: 2)
    }
  }

  /// A repeated key: the tree keeps both members; readers take the last (as documented).
  @Test func repeatedKeyReadsTheLastValue() throws {
    let root = try JSONNode.parse(Data(#"{"a": 1, "b": 2, "a": 3}"#.utf8))
    let object = try root.object(allowing: ["a", "b"])
    #expect(try object.required("a").number() == 3)
    #expect(try object.required("b").number() == 2)
    #expect(object.optional("c") == nil)
  }

  /// Keys compare by their bytes: an escaped key equals its plain spelling, a different
  /// normalization does not.
  @Test func keysCompareByTheirCodePoints() throws {
    let root = try JSONNode.parse(Data(#"{"\u0061": 1, "e\u0301": 2}"#.utf8))
    let object = try root.object(allowing: ["a", "e\u{301}"])
    #expect(try object.required("a").number() == 1)
    #expect(try object.required("e\u{301}").number() == 2)
    #expect(throws: ReplayError(place: "(root)", message: "must be an object")) {
      try JSONNode.parse(Data("[]".utf8)).peek("a")
    }
  }

  /// A node names its path, worked out from the document only when asked.
  @Test func pathsNameEveryStep() throws {
    let root = try JSONNode.parse(Data(#"{"a": [0, {"b c": [null, true]}], "d": {"e": 1}}"#.utf8))
    let top = try root.object(allowing: ["a", "d"])
    let inner = try top.required("a").array()[1].object(allowing: ["b c"])
    let element = try inner.required("b c").array()[1]
    #expect(element.path == #"a[1]["b c"][1]"#)
    #expect(try top.required("d").object(allowing: ["e"]).required("e").path == "d.e")
    #expect(inner.node.path(forKey: "f") == "a[1].f")
    #expect(root.path == "(root)")
    #expect(try JSONNode.parse(Data("[[1, 2]]".utf8)).array()[0].array()[1].path == "(root)[0][1]")
    #expect(throws: ReplayError(place: "a[1].x", message: "is required")) {
      try top.required("a").array()[1].object(allowing: ["b c"]).required("x")
    }
  }

  /// The tree's records stay small: 16 bytes a value, 12 a member.
  @Test func recordsAreCompact() {
    #expect(MemoryLayout<JSONDocument.Node>.stride == 16)
    #expect(MemoryLayout<JSONDocument.Member>.stride == 12)
  }
}
