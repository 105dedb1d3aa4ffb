import ReorderCore

/// A small JSON emitter with a fixed layout, so the same result always prints the same bytes.
///
/// Numbers: integral values within ±1e15 print as integers (`0`, `-44`, never `-0` or `44.0`);
/// others print as the shortest decimal that reads back as the same double (`0.5`, `1e+20`).
/// Non-finite values cannot occur in a result; they would print as `null`.
enum JSONWriter {
  /// `value` as a JSON number.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == 0 { return "0" }
    if value.rounded() == value && abs(value) <= 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  /// Appends `text` with JSON string escapes (quote, backslash, control characters) to `out`.
  static func appendEscaped(_ text: String, to out: inout String) {
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
  static func string(_ text: String) -> String {
    var out = "\""
    appendEscaped(text, to: &out)
    out += "\""
    return out
  }

  /// A position as `[section, item]`.
  static func path(_ path: ItemPath) -> String { "[\(path.section), \(path.item)]" }

  /// An object on one line from ordered members whose values are already JSON.
  static func object(_ members: KeyValuePairs<String, String>) -> String {
    "{" + members.map { "\(string($0.key)): \($0.value)" }.joined(separator: ", ") + "}"
  }

  /// An array laid out one element per line (indented by `indent` spaces), or `[]`.
  static func block(_ elements: [String], indent: Int) -> String {
    guard !elements.isEmpty else { return "[]" }
    let pad = String(repeating: " ", count: indent)
    let closing = String(repeating: " ", count: max(0, indent - 2))
    return "[\n" + elements.map { pad + $0 }.joined(separator: ",\n") + "\n" + closing + "]"
  }
}

extension ReplayOperation {
  /// The operation as a one-line JSON object: `op` first, then its positions.
  var json: String {
    switch self {
    case .move(let from, let to):
      return JSONWriter.object([
        "op": "\"move\"", "from": JSONWriter.path(from), "to": JSONWriter.path(to),
      ])
    case .swap(let first, let second):
      return JSONWriter.object([
        "op": "\"swap\"", "from": JSONWriter.path(first), "to": JSONWriter.path(second),
      ])
    case .deleteSection(let section):
      return JSONWriter.object(["op": "\"deleteSection\"", "section": String(section)])
    case .delete(let at):
      return JSONWriter.object(["op": "\"delete\"", "at": JSONWriter.path(at)])
    }
  }
}

extension ReplayCallback {
  /// The call's name as the output writes it.
  public var name: String {
    switch self {
    case .willMove: return "willMove"
    case .didMove: return "didMove"
    case .newDataSourceAfterMove: return "newDataSourceAfterMove"
    case .didEnd: return "didEnd"
    case .didCancel: return "didCancel"
    case .didSelect: return "didSelect"
    case .targetChanged: return "targetChanged"
    case .cornerButton: return "cornerButton"
    case .beginEditing: return "beginEditing"
    case .endEditing: return "endEditing"
    }
  }

  /// The call as a one-line JSON object: `name` first, then its positions.
  var json: String {
    let name = JSONWriter.string(self.name)
    switch self {
    case .willMove(let at), .didEnd(let at), .didCancel(let at), .didSelect(let at),
      .cornerButton(let at):
      return JSONWriter.object(["name": name, "at": JSONWriter.path(at)])
    case .didMove(let from, let to):
      return JSONWriter.object([
        "name": name, "from": JSONWriter.path(from), "to": JSONWriter.path(to),
      ])
    case .newDataSourceAfterMove, .beginEditing, .endEditing:
      return JSONWriter.object(["name": name])
    case .targetChanged(let at):
      return JSONWriter.object(["name": name, "at": at.map(JSONWriter.path) ?? "null"])
    }
  }
}

extension ReplayResult {
  /// The result as the replay format's output: keys in the order `sections`, `operations`,
  /// `callbacks`, `contentOffset`; one section, operation or call per line; a final newline.
  ///
  /// - Complexity: O(size of the output).
  public func json() -> String {
    let sectionLines = sections.map { ids in
      "[" + ids.map(JSONWriter.string).joined(separator: ", ") + "]"
    }
    let offset = JSONWriter.object([
      "x": JSONWriter.number(contentOffset.x), "y": JSONWriter.number(contentOffset.y),
    ])
    return """
      {
        "sections": \(JSONWriter.block(sectionLines, indent: 4)),
        "operations": \(JSONWriter.block(operations.map(\.json), indent: 4)),
        "callbacks": \(JSONWriter.block(callbacks.map(\.json), indent: 4)),
        "contentOffset": \(offset)
      }

      """
  }
}
