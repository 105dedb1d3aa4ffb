import Foundation

/// A small JSON emitter with a fixed layout, so the same result always prints the same bytes.
///
/// Numbers: integral values within ±1e15 print as integers (`0`, `-44`, never `-0` or `44.0`);
/// others print as the shortest decimal that reads back as the same double (`0.5`, `1e+20`).
/// Non-finite values cannot occur in a result; they would print as `null`.
public enum JSONWriter {
  /// `value` as a JSON number.
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == 0 { return "0" }
    if value.rounded() == value && abs(value) <= 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  /// Appends `text` with JSON string escapes (quote, backslash, control characters) to `out`.
  public static func appendEscaped(_ text: String, to out: inout String) {
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
  }

  /// `text` as a JSON string.
  public static func string(_ text: String) -> String {
    var out = "\""
    appendEscaped(text, to: &out)
    out += "\""
    return out
  }

  /// An object on one line from ordered members whose values are already JSON.
  public static func object(_ members: KeyValuePairs<String, String>) -> String {
    "{" + members.map { "\(string($0.key)): \($0.value)" }.joined(separator: ", ") + "}"
  }

  /// An array laid out one element per line (indented by `indent` spaces), or `[]`.
  public static func block(_ elements: [String], indent: Int) -> String {
    guard !elements.isEmpty else { return "[]" }
    let pad = String(repeating: " ", count: indent)
    let closing = String(repeating: " ", count: max(0, indent - 2))
    return "[\n" + elements.map { pad + $0 }.joined(separator: ",\n") + "\n" + closing + "]"
  }
}
