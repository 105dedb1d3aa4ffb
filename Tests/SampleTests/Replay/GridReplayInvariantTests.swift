import Foundation
import ReorderCore
import Testing

@testable import ReplayHost

/// A random grid scenario: 1–3 sections of 0–9 cells (unique ids; some pinned, some not
/// editable), either axis, either sizing, random options (editing on or off), and a stream of
/// taps, presses, 2D moves (some repeated at rest), ticks, releases and cancels.
private func randomGridScenario(_ rng: inout SplitMix) -> Scenario {
  let sections = randomSections(&rng, sections: 1...3, items: 0...9) { id, rng in
    Scenario.Item(
      id: id, movable: Int.random(in: 0..<7, using: &rng) != 0,
      editable: Int.random(in: 0..<4, using: &rng) != 0)
  } section: { items, rng in
    Scenario.Section(header: [0, 20].randomElement(using: &rng)!, items: items)
  }
  let sizing: GridSizing =
    Bool.random(using: &rng)
    ? .columns(
      Int.random(in: 1...5, using: &rng), aspectRatio: [0.5, 1, 1.5].randomElement(using: &rng)!)
    : .itemSize(
      [Size(width: 60, height: 60), Size(width: 70, height: 90), Size(width: 100, height: 50)]
        .randomElement(using: &rng)!)
  let spacing = [0.0, 8].randomElement(using: &rng)!
  let inset = [0.0, 16].randomElement(using: &rng)!
  let grid = Scenario.Grid(
    sizing: sizing, spacing: GridSpacing(item: spacing, line: spacing),
    sectionInset: EdgeInsets(top: inset, left: inset, bottom: inset, right: inset))
  let configuration = randomConfiguration(&rng, activations: [.default, .distance(5), .immediate])
  let axis: Axis = Int.random(in: 0..<3, using: &rng) == 0 ? .horizontal : .vertical
  let length = Double(Int.random(in: 200...480, using: &rng))
  let size = axis == .vertical ? Size(width: 320, height: length) : Size(width: length, height: 320)
  func randomPoint() -> Point {
    Point(
      x: Double.random(in: -10...(size.width + 10), using: &rng),
      y: Double.random(in: -10...(size.height + 10), using: &rng))
  }
  let layout = GridLayout(
    axis: axis, sizing: grid.sizing, spacing: grid.spacing, sectionInset: grid.sectionInset,
    viewportSize: size,
    sections: sections.map { GridSection(header: $0.header, itemCount: $0.items.count) })
  var events = [PointerEvent]()
  var t = 0.0
  for _ in 0..<Int.random(in: 1...8, using: &rng) {
    var point = randomPoint()
    let cells = layout.totalItemCount
    if cells > 0 && Bool.random(using: &rng) {
      // Near a cell's top-left corner, where its corner button is in editing mode.
      var section = 0
      var item = Int.random(in: 0..<cells, using: &rng)
      while item >= layout.itemCount(inSection: section) {
        item -= layout.itemCount(inSection: section)
        section += 1
      }
      let corner = layout.frame(ofItemAt: ItemPath(section: section, item: item), in: nil).origin
      point = Point(
        x: corner.x + Double.random(in: -8...8, using: &rng),
        y: corner.y + Double.random(in: -8...8, using: &rng))
    }
    events.append(.down(point, time: t))
    if Bool.random(using: &rng) {
      // A tap (a corner button when one is under it in editing mode).
      t += 0.05
      events.append(.up(point, time: t))
      t += 0.2
      continue
    }
    if Bool.random(using: &rng) {
      // Held still past the long press.
      t += 0.6
      events.append(.tick(time: t))
    }
    for _ in 0..<Int.random(in: 0...20, using: &rng) {
      t += Bool.random(using: &rng) ? 1.0 / 60 : 0.1
      switch Int.random(in: 0..<10, using: &rng) {
      case 0..<3: events.append(.tick(time: t))
      case 3: events.append(.move(point, time: t))
      default:
        point.x += Double.random(in: -80...80, using: &rng)
        point.y += Double.random(in: -80...80, using: &rng)
        events.append(.move(point, time: t))
      }
    }
    t += 0.1
    events.append(Int.random(in: 0..<5, using: &rng) == 0 ? .cancel(time: t) : .up(point, time: t))
    t += 0.1
  }
  return Scenario(
    axis: axis, viewportSize: size, sections: sections, configuration: configuration,
    events: events, grid: grid, editing: Int.random(in: 0..<3, using: &rng) != 0)
}

/// The replay format's invariants for grids, checked after every event of random streams.
@MainActor @Suite struct GridReplayInvariantTests {
  @Test(arguments: 0..<6)
  func randomGridStreamsKeepTheInvariants(batch: Int) throws {
    var rng = SplitMix(state: UInt64(batch) &* 104_729 &+ 3)
    var seen = [String: Int]()
    for round in 0..<40 {
      let callbacks = try check(randomGridScenario(&rng), label: "batch \(batch) round \(round)")
      for callback in callbacks { seen[callback.name, default: 0] += 1 }
    }
    // The streams reach every kind of call (so the checks above saw them happen).
    for name in ["didSelect", "beginEditing", "endEditing", "cornerButton", "willMove", "didMove"] {
      #expect(seen[name, default: 0] > 0, "batch \(batch) never saw \(name): \(seen)")
    }
  }

  /// Plays `scenario` checking the invariants after every event; returns the calls heard.
  private func check(_ scenario: Scenario, label: String) throws -> [ReplayCallback] {
    let host = GridReplayer(scenario)
    var remaining = Set(scenario.ids.flatMap { $0 })
    var pinned = pinnedIndexes(of: scenario)
    var atDragStart = scenario.ids
    var operationCount = 0
    for (index, event) in scenario.events.enumerated() {
      let before = host.sections
      let heard = try host.feed(event)
      let place = "\(label), event \(index) \(event)"
      // Applying the new operations to the data before the event gives the data after it.
      let operations = Array(host.operations[operationCount...])
      operationCount = host.operations.count
      var data = before
      for operation in operations {
        if case .delete(let at) = operation {
          let id = data[at.section][at.item]
          remaining.remove(id)
          for later in data[at.section][(at.item + 1)...] where pinned[later] != nil {
            pinned[later]! -= 1
          }
          pinned[id] = nil
        }
        data = apply([operation], to: data)
      }
      #expect(data == host.sections, "operations do not give the data: \(place)")
      // Nothing lost or duplicated but the deleted cells.
      #expect(host.sections.flatMap { $0 }.sorted() == remaining.sorted(), "\(place)")
      // The data has the engine's shape; cancel restores the order the drag began with; a
      // repeated pointer position changes nothing; pinned cells keep their index (deletes
      // before them shift them, as data changes); the offset stays inside its bounds.
      try checkSharedInvariants(
        host, after: event, heard: heard, before: before, atDragStart: &atDragStart,
        pinned: pinned, place: place)
    }
    // Editing ends only by a tap on empty space; a long press is the only way in.
    if !scenario.editing {
      #expect(!host.callbacks.contains(.beginEditing), "\(label)")
      #expect(!host.operations.contains { if case .delete = $0 { true } else { false } })
    }
    return host.callbacks
  }
}
