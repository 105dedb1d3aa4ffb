import Foundation
import ReorderCore
import ReplayHost

/// A position `[section, item]`.
func at(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

/// A JSON array of items with these ids, `size` points each.
func itemsJSON(_ ids: [String], size: Double = 44) -> String {
  "[" + ids.map { #"{"id": "\#($0)", "size": \#(size)}"# }.joined(separator: ", ") + "]"
}

/// The ids "1" … "n".
func numbered(_ n: Int) -> [String] { (1...n).map(String.init) }

/// A JSON event.
func event(_ type: String, _ x: Double? = nil, _ y: Double? = nil, t: Double) -> String {
  if let x, let y { return #"{"t": \#(t), "type": "\#(type)", "x": \#(x), "y": \#(y)}"# }
  return #"{"t": \#(t), "type": "\#(type)"}"#
}

/// A scenario with one section of `ids` (44 pt each) unless `sections` is given.
func scenarioJSON(
  ids: [String] = numbered(5), sections: String? = nil, options: String = "{}", events: [String]
) -> String {
  let sectionList = sections ?? #"[{"items": \#(itemsJSON(ids))}]"#
  return #"""
    {"layout": {"viewport": {"width": 320, "height": 480}, "sections": \#(sectionList)},
     "options": \#(options),
     "events": [\#(events.joined(separator: ",\n"))]}
    """#
}

/// Parses and replays scenario text in-process.
@MainActor func replay(_ text: String) throws -> ReplayResult {
  try Replayer.run(try Scenario.parse(json: Data(text.utf8)))
}

/// A long press on the row whose centre is at `y` (x = 160), activated by a tick at 0.6 s, then
/// moves to each of `path` 0.1 s apart, then a release at the last point (or a cancel).
func pressAndDrag(from y: Double, through path: [Double], cancel: Bool = false) -> [String] {
  var events = [event("down", 160, y, t: 0), event("tick", t: 0.6)]
  var t = 0.6
  for target in path {
    t += 0.1
    events.append(event("move", 160, target, t: t))
  }
  t += 0.1
  events.append(cancel ? event("cancel", t: t) : event("up", 160, path.last ?? y, t: t))
  return events
}

/// A point in a grid scenario (viewport coordinates).
func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

/// A JSON array of grid cells with these ids (no sizes).
func cellsJSON(_ ids: [String]) -> String {
  "[" + ids.map { #"{"id": "\#($0)"}"# }.joined(separator: ", ") + "]"
}

/// A grid scenario. The default grid is vertical, 320 × 480, 4 square columns, spacing 8 and
/// section inset 16: 66 pt cells 74 pt apart, cell (column c, row r) at (16 + 74c, 16 + 74r),
/// its centre at (49 + 74c, 49 + 74r).
func gridJSON(
  ids: [String] = numbered(12), sections: String? = nil,
  geometry: String = #"""
  "viewport": {"width": 320, "height": 480}, "grid": {"columns": 4, "aspectRatio": 1},
  "spacing": {"item": 8, "line": 8},
  "sectionInset": {"top": 16, "left": 16, "bottom": 16, "right": 16}
  """#,
  options: String = "{}", events: [String]
) -> String {
  let sectionList = sections ?? #"[{"items": \#(cellsJSON(ids))}]"#
  return #"""
    {"layout": {"kind": "grid", \#(geometry), "sections": \#(sectionList)},
     "options": \#(options),
     "events": [\#(events.joined(separator: ",\n"))]}
    """#
}

/// A long press at `start` (activated by a tick 0.6 s later), moves through `path` 0.1 s
/// apart, and a release at the last point; the clock starts at `t`.
func gridDrag(from start: Point, through path: [Point], t: Double = 0) -> [String] {
  var events = [event("down", start.x, start.y, t: t), event("tick", t: t + 0.6)]
  var time = t + 0.6
  for point in path {
    time += 0.1
    events.append(event("move", point.x, point.y, t: time))
  }
  let end = path.last ?? start
  events.append(event("up", end.x, end.y, t: time + 0.1))
  return events
}

/// A tap (down, up 0.1 s later) at `point`, starting at `t`.
func tap(_ point: Point, t: Double) -> [String] {
  [event("down", point.x, point.y, t: t), event("up", point.x, point.y, t: t + 0.1)]
}

/// `operations` performed in order on `sections` (the format's invariant: this gives the
/// output's `sections`).
func apply(_ operations: [ReplayOperation], to sections: [[String]]) -> [[String]] {
  var data = sections
  for operation in operations {
    switch operation {
    case .move(let from, let to):
      let id = data[from.section].remove(at: from.item)
      data[to.section].insert(id, at: to.item)
    case .swap(let a, let b):
      let id = data[a.section][a.item]
      data[a.section][a.item] = data[b.section][b.item]
      data[b.section][b.item] = id
    case .deleteSection(let section):
      data.remove(at: section)
    case .delete(let at):
      data[at.section].remove(at: at.item)
    case .moveLane(let from, let to):
      data.insert(data.remove(at: from), at: to)
    }
  }
  return data
}

/// The engine's deterministic generator (SplitMix64), so every run of the random replay tests
/// replays the same streams.
typealias SplitMix = SplitMix64

extension SplitMix64 {
  /// A generator starting from `state` (the seed), as the random replay tests name it.
  init(state: UInt64) { self.init(seed: state) }
}
