import Foundation
import ReorderCore
import Testing

@testable import ReplayHost

/// A random scenario: 1–4 sections of 0–7 items (unique ids), some pinned, random options, and
/// a stream of presses, moves (some repeated at rest), ticks, releases and cancels.
private func randomScenario(_ rng: inout SplitMix) -> Scenario {
  let sections = randomSections(&rng, sections: 1...4, items: 0...7) { id, rng in
    Scenario.Item(
      id: id, size: [0, 20, 44, 44, 60, 100].randomElement(using: &rng)!,
      movable: Int.random(in: 0..<7, using: &rng) != 0)
  } section: { items, rng in
    Scenario.Section(
      header: [0, 20].randomElement(using: &rng)!, footer: [0, 0, 10].randomElement(using: &rng)!,
      items: items)
  }
  let configuration = randomConfiguration(
    &rng,
    activations: [
      .default, .distance(5), .immediate, .longPress(minimumDuration: 0.1, allowableMovement: 30),
    ])
  let height = Double(Int.random(in: 120...400, using: &rng))
  var events = [PointerEvent]()
  var t = 0.0
  for _ in 0..<Int.random(in: 1...3, using: &rng) {
    var point = Point(x: 160, y: Double.random(in: -10...(height + 10), using: &rng))
    events.append(.down(point, time: t))
    for _ in 0..<Int.random(in: 0...25, using: &rng) {
      t += Bool.random(using: &rng) ? 1.0 / 60 : 1.0 / 120
      switch Int.random(in: 0..<10, using: &rng) {
      case 0..<3: events.append(.tick(time: t))
      case 3: events.append(.move(point, time: t))
      default:
        point.y += Double.random(in: -60...60, using: &rng)
        point.x = Double.random(in: -10...330, using: &rng)
        events.append(.move(point, time: t))
      }
    }
    t += 0.1
    events.append(Int.random(in: 0..<4, using: &rng) == 0 ? .cancel(time: t) : .up(point, time: t))
  }
  if Int.random(in: 0..<4, using: &rng) == 0 {
    // The same stream on a horizontal list: x and y trade places.
    events = events.map { event in
      switch event {
      case .down(let p, let t): return .down(Point(x: p.y, y: p.x), time: t)
      case .move(let p, let t): return .move(Point(x: p.y, y: p.x), time: t)
      case .up(let p, let t): return .up(Point(x: p.y, y: p.x), time: t)
      default: return event
      }
    }
    return Scenario(
      axis: .horizontal, viewportSize: Size(width: height, height: 320),
      contentInset: EdgeInsets(left: [0, 20].randomElement(using: &rng)!),
      sections: sections, configuration: configuration, events: events)
  }
  return Scenario(
    viewportSize: Size(width: 320, height: height),
    contentInset: EdgeInsets(top: [0, 20].randomElement(using: &rng)!),
    sections: sections, configuration: configuration, events: events)
}

/// The design's invariants, checked after every event of random streams through the host.
/// Each batch plays 60 scenarios; set `REPLAY_ROUNDS` to play more (for a long local hunt).
@MainActor @Suite struct ReplayInvariantTests {
  @Test(arguments: 0..<8)
  func randomStreamsKeepTheInvariants(batch: Int) throws {
    var rng = SplitMix(state: UInt64(batch) &* 7919 &+ 17)
    for round in 0..<(ProcessInfo.processInfo.environment["REPLAY_ROUNDS"].flatMap(Int.init) ?? 60)
    {
      let scenario = randomScenario(&rng)
      try check(scenario, label: "batch \(batch) round \(round)")
    }
  }

  private func check(_ scenario: Scenario, label: String) throws {
    let host = Replayer(scenario)
    let original = scenario.ids
    let allIds = original.flatMap { $0 }.sorted()
    var sizes = [String: Double]()
    for section in scenario.sections {
      for item in section.items { sizes[item.id] = item.size }
    }
    let pinned = pinnedIndexes(of: scenario)
    var atDragStart = original
    for (index, event) in scenario.events.enumerated() {
      let before = host.sections
      let heard = try host.feed(event)
      let place = "\(label), event \(index) \(event)"
      // 1. Nothing lost or duplicated.
      #expect(host.sections.flatMap { $0 }.sorted() == allIds, "\(place)")
      // 1. The data has the engine's shape; 3. cancel restores the order the drag began with;
      // 4. a repeated pointer position changes nothing; 5. pinned items keep their index;
      // 6. the offset stays inside its bounds.
      try checkSharedInvariants(
        host, after: event, heard: heard, before: before, atDragStart: &atDragStart,
        pinned: pinned, place: place)
      // 2. The controller's geometry agrees with the data: each visible row's extent is its
      // item's, and every visible row maps to an id of the data.
      let axis = scenario.axis
      for item in host.controller.renderState.items {
        let id = host.id(atRendered: item)
        #expect(id != "?", "row \(item.path) has no id: \(place)")
        #expect(
          item.frame.size.along(axis) == sizes[id], "extent at \(item.path) for \(id): \(place)")
      }
    }
  }
}

/// Damaged scenario text never crashes the host: each run gives a result or an input error.
@MainActor @Suite struct DamagedInputTests {
  @Test func randomlyDamagedScenarios() {
    var rng = SplitMix(state: 2026)
    let base = scenarioJSON(
      sections: #"""
        [{"header": 20, "items": [{"id": "a", "size": 44}, {"id": "b", "size": 44, "movable": false}]},
         {"items": [{"id": "c", "size": 60}]}]
        """#,
      options: #"{"mode": "exchange", "activation": {"kind": "distance", "distance": 5}}"#,
      events: pressAndDrag(from: 42, through: [90, 150]))
    let pieces = [
      "", "0", "-1", "1e999", "true", "null", "\"x\"", "[", "]", "{", "}", ",", ":", "1e15",
      "\"type\"", "\"drag\"", "\"t\"", "-0.0", "9999999999999999999999", "\u{0}", "\\u0000",
    ]
    let bytes = Array(base.utf8)
    var kinds = [ReplayError.Kind: Int]()
    var successes = 0
    for _ in 0..<400 {
      var damaged = bytes
      for _ in 0..<Int.random(in: 1...3, using: &rng) {
        let at = Int.random(in: 0..<damaged.count, using: &rng)
        let length = min(damaged.count - at, Int.random(in: 0...4, using: &rng))
        let piece = Array(pieces.randomElement(using: &rng)!.utf8)
        damaged.replaceSubrange(at..<(at + length), with: piece)
      }
      switch ReplayHost.run(json: Data(damaged)) {
      case .success: successes += 1
      case .failure(let error):
        kinds[error.kind, default: 0] += 1
        #expect(!error.description.contains("\n"), "\(error)")
        #expect(error.kind == .input, "\(error) for \(String(decoding: damaged, as: UTF8.self))")
      }
    }
    #expect(kinds[.engine] == nil)
    #expect(successes + (kinds[.input] ?? 0) == 400)
  }
}
