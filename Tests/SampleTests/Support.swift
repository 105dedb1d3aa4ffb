import Foundation
import ReorderCore
import Testing

@testable import ReplayHost

/// The repository's root folder: the nearest folder above this file that holds `Package.swift`
/// (so a test file may sit at any depth under `Tests/SampleTests`).
let repositoryRoot: URL = {
  var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  let files = FileManager.default
  while !files.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
    folder.pathComponents.count > 1
  {
    folder.deleteLastPathComponent()
  }
  return folder
}()

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

/// Replays `text` in-process and expects its whole result: the final data, every data-source
/// operation and every callback in order, and the content offset at the end.
@MainActor func expectReplay(
  _ text: String, _ expected: ReplayResult, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let result = try replay(text)
  #expect(result == expected, sourceLocation: sourceLocation)
}

extension ReplayResult {
  /// The result of a live-commit drag that picks up the item at `start`, moves it to each of
  /// `steps` in turn (each move an operation, reported with a new data source) and drops it at
  /// the last step (at `start` when there is none), ending with `sections`. With
  /// `removingSection`, the drop also deletes that emptied section, with one more new data source.
  static func liveDrag(
    _ sections: [[String]], from start: ItemPath, through steps: [ItemPath],
    removingSection: Int? = nil, contentOffset: Point = .zero
  ) -> ReplayResult {
    var operations: [ReplayOperation] = []
    var callbacks: [ReplayCallback] = [.willMove(at: start)]
    var from = start
    for step in steps {
      operations.append(.move(from: from, to: step))
      callbacks += [.didMove(from: from, to: step), .newDataSourceAfterMove]
      from = step
    }
    if let removingSection {
      operations.append(.deleteSection(removingSection))
      callbacks.append(.newDataSourceAfterMove)
    }
    callbacks.append(.didEnd(at: from))
    return ReplayResult(
      sections: sections, operations: operations, callbacks: callbacks,
      contentOffset: contentOffset)
  }

  /// The result of a drag whose data changes once, at the drop (drop commit or exchange): the
  /// item at `start` targets each of `targets` in turn, and the drop at the last one performs
  /// `operation` (a move or a swap from `start` to it), ending with `sections`. With
  /// `removingSection`, the drop also deletes that emptied section.
  static func dropAtTarget(
    _ sections: [[String]], from start: ItemPath, targets: [ItemPath],
    operation: ReplayOperation, removingSection: Int? = nil
  ) -> ReplayResult {
    let end = targets.last ?? start
    return ReplayResult(
      sections: sections,
      operations: [operation] + (removingSection.map { [.deleteSection($0)] } ?? []),
      callbacks: [.willMove(at: start)] + targets.map { .targetChanged($0) } + [
        .didMove(from: start, to: end), .newDataSourceAfterMove, .didEnd(at: end),
      ],
      contentOffset: .zero)
  }

  /// The result of a run that leaves `sections` as they were, with no operation: only
  /// `callbacks` are heard.
  static func unchanged(_ sections: [[String]], callbacks: [ReplayCallback] = []) -> ReplayResult {
    ReplayResult(sections: sections, operations: [], callbacks: callbacks, contentOffset: .zero)
  }
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

/// The random list and grid scenarios' sections: a count drawn from `sections`, each with a
/// count of items drawn from `items`, ids unique ("s0i0", "s0i1", …). `item` makes each item
/// from its id and `section` each section from its items, drawing the rest from `rng`.
func randomSections(
  _ rng: inout SplitMix, sections: ClosedRange<Int>, items: ClosedRange<Int>,
  item: (String, inout SplitMix) -> Scenario.Item,
  section: ([Scenario.Item], inout SplitMix) -> Scenario.Section
) -> [Scenario.Section] {
  (0..<Int.random(in: sections, using: &rng)).map { s in
    let cells = (0..<Int.random(in: items, using: &rng)).map { i in item("s\(s)i\(i)", &rng) }
    return section(cells, &rng)
  }
}

/// Each pinned item's index in its section, by id, as `scenario` starts.
func pinnedIndexes(of scenario: Scenario) -> [String: Int] {
  var pinned = [String: Int]()
  for section in scenario.sections {
    for (index, item) in section.items.enumerated() where !item.movable {
      pinned[item.id] = index
    }
  }
  return pinned
}

/// The replay format's invariants that lists and grids share, checked after `event` (which
/// `host` has just been fed, hearing `heard`; `before` is the data before it):
/// - the host's data has the controller's shape;
/// - a cancel restores the order the drag began with (`atDragStart`, updated at each pick-up);
/// - the same pointer position again changes nothing (fed here, while a drag runs);
/// - every pinned item stands at its index of `pinned`;
/// - the content offset stays inside its bounds.
@MainActor func checkSharedInvariants<Controller>(
  _ host: ReplayRecorder<Controller>, after event: PointerEvent, heard: [ReplayCallback],
  before: [[String]], atDragStart: inout [[String]], pinned: [String: Int], place: String
) throws {
  try host.checkShape()
  if heard.contains(where: { if case .willMove = $0 { true } else { false } }) {
    atDragStart = before
  }
  if heard.contains(where: { if case .didCancel = $0 { true } else { false } }) {
    #expect(host.sections == atDragStart, "cancel did not restore: \(place)")
  }
  if case .move(let point, let time) = event, host.controller.isDragging {
    let calls = host.heard.count
    try host.feed(.move(point, time: time))
    #expect(host.heard.count == calls, "pointer at rest gave \(host.heard[calls...]): \(place)")
  }
  for (sectionIndex, ids) in host.sections.enumerated() {
    for (itemIndex, id) in ids.enumerated() where pinned[id] != nil {
      #expect(pinned[id] == itemIndex, "pinned \(id) at [\(sectionIndex), \(itemIndex)]: \(place)")
    }
  }
  let axis = host.scenario.axis
  let viewport = host.controller.viewport
  let bounds = viewport.offsetBounds(
    contentLength: host.controller.renderState.contentSize.along(axis), axis: axis)
  let offset = viewport.contentOffset.along(axis)
  #expect(offset >= bounds.min && offset <= bounds.max, "offset \(offset): \(place)")
}

/// A random drag configuration, drawn in this order: mode, commit, target rule, empty
/// sections, one of `activations`, and auto-scroll off or constant at 480 pt/s.
func randomConfiguration(_ rng: inout SplitMix, activations: [Activation]) -> DragConfiguration {
  var configuration = DragConfiguration()
  configuration.mode = Bool.random(using: &rng) ? .insert : .exchange
  configuration.commit = Bool.random(using: &rng) ? .live : .drop
  configuration.target = [.pointer, .edgeCrossing, .center].randomElement(using: &rng)!
  configuration.emptySections = Bool.random(using: &rng) ? .keep : .remove
  configuration.activation = activations.randomElement(using: &rng)!
  configuration.autoScroll = Bool.random(using: &rng) ? .none : .constant(speed: 480)
  return configuration
}

/// Expects `reorder-demo` run with `arguments` to print exactly `lines` (a built-in run's
/// lines) with status 0 and nothing on standard error, and `lines` to end with `ending`.
@MainActor func expectDemo(
  _ arguments: [String], printing lines: [String], endingWith ending: [String],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(Array(lines.suffix(ending.count)) == ending, sourceLocation: sourceLocation)
  #expect(
    DemoCommand.main(arguments: arguments) { Data() }
      == CommandOutcome(status: 0, standardOutput: lines.joined(separator: "\n") + "\n"),
    sourceLocation: sourceLocation)
}

/// The `count` lines of a demo's output from the first that starts with `prefix` (a step's
/// line, then its picture).
func demoLines(_ lines: [String], from prefix: String, count: Int) throws -> [String] {
  let start = try #require(lines.firstIndex { $0.hasPrefix(prefix) })
  return Array(lines[start..<min(lines.count, start + count)])
}
