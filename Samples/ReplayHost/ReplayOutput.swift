import ReorderKit
import ReplayJSON

extension JSONWriter {
  /// A position as `[section, item]`.
  static func path(_ path: ItemPath) -> String { "[\(path.section), \(path.item)]" }
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
    case .moveLane(let from, let to):
      return JSONWriter.object(["op": "\"moveLane\"", "from": String(from), "to": String(to)])
    }
  }
}

extension ReplayCallback {
  /// The call's name as the output writes it.
  public var name: String {
    switch self {
    case .willMove: return "willMove"
    case .willMoveItems: return "willMoveItems"
    case .didMove: return "didMove"
    case .newDataSourceAfterMove: return "newDataSourceAfterMove"
    case .didEnd: return "didEnd"
    case .didCancel: return "didCancel"
    case .didSelect: return "didSelect"
    case .targetChanged: return "targetChanged"
    case .cornerButton: return "cornerButton"
    case .beginEditing: return "beginEditing"
    case .endEditing: return "endEditing"
    case .willMoveLane: return "willMoveLane"
    case .didMoveLane: return "didMoveLane"
    case .didEndLane: return "didEnd"
    case .didCancelLane: return "didCancel"
    case .laneTargetChanged: return "targetChanged"
    }
  }

  /// The call as a one-line JSON object: `name` first, then its positions.
  var json: String {
    let name = JSONWriter.string(self.name)
    switch self {
    case .willMove(let at), .didEnd(let at), .didCancel(let at), .didSelect(let at),
      .cornerButton(let at):
      return JSONWriter.object(["name": name, "at": JSONWriter.path(at)])
    case .willMoveItems(let at):
      return JSONWriter.object([
        "name": name, "at": "[" + at.map(JSONWriter.path).joined(separator: ", ") + "]",
      ])
    case .didMove(let from, let to):
      return JSONWriter.object([
        "name": name, "from": JSONWriter.path(from), "to": JSONWriter.path(to),
      ])
    case .newDataSourceAfterMove, .beginEditing, .endEditing:
      return JSONWriter.object(["name": name])
    case .targetChanged(let at):
      return JSONWriter.object(["name": name, "at": at.map(JSONWriter.path) ?? "null"])
    case .willMoveLane(let at):
      return JSONWriter.object(["name": name, "at": String(at)])
    case .didMoveLane(let from, let to):
      return JSONWriter.object(["name": name, "from": String(from), "to": String(to)])
    case .didEndLane(let lane), .didCancelLane(let lane), .laneTargetChanged(let lane):
      return JSONWriter.object(["name": name, "lane": String(lane)])
    }
  }
}

extension ReplayResult {
  /// The result as the replay format's output: keys in the order `sections`, (boards:
  /// `lanes`, `laneOffsets`,) `operations`, `callbacks`, `contentOffset`; one section,
  /// operation or call per line; a final newline.
  ///
  /// - Complexity: O(size of the output).
  public func json() -> String {
    let sectionLines = sections.map { ids in
      "[" + ids.map(JSONWriter.string).joined(separator: ", ") + "]"
    }
    let offset = JSONWriter.object([
      "x": JSONWriter.number(contentOffset.x), "y": JSONWriter.number(contentOffset.y),
    ])
    var board = ""
    if let lanes, let laneOffsets {
      board = """
          "lanes": [\(lanes.map(JSONWriter.string).joined(separator: ", "))],
          "laneOffsets": [\(laneOffsets.map(JSONWriter.number).joined(separator: ", "))],

        """
    }
    return """
      {
        "sections": \(JSONWriter.block(sectionLines, indent: 4)),
      \(board)  "operations": \(JSONWriter.block(operations.map(\.json), indent: 4)),
        "callbacks": \(JSONWriter.block(callbacks.map(\.json), indent: 4)),
        "contentOffset": \(offset)
      }

      """
  }
}
