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
func replay(_ text: String) throws -> ReplayResult {
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
