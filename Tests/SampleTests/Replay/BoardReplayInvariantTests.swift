import Foundation
import ReorderCore
import Testing

@testable import ReplayHost

/// A random board scenario: 1–5 lanes of 0–7 cards (unique ids; some cards and lanes pinned),
/// either axis, random widths, headers, spacing and starting offsets, random options, and a
/// stream of presses (on cards and headers), moves (some repeated at rest, some near the
/// edges), ticks, releases and cancels, with `select` events (some presses then land where a
/// select did, so blocks of cards are dragged).
private func randomBoard(_ rng: inout SplitMix) -> Scenario {
  let laneCount = Int.random(in: 1...5, using: &rng)
  var lanes = [Scenario.Lane]()
  var cards = [[Scenario.Item]]()
  for l in 0..<laneCount {
    lanes.append(
      Scenario.Lane(
        id: "L\(l)", width: [120.0, 200, 280].randomElement(using: &rng)!,
        header: [0.0, 30, 40].randomElement(using: &rng)!,
        offset: [0.0, 50, 1000].randomElement(using: &rng)!,
        movable: Int.random(in: 0..<6, using: &rng) != 0))
    cards.append(
      (0..<Int.random(in: 0...7, using: &rng)).map { i in
        Scenario.Item(
          id: "L\(l)c\(i)", size: [40.0, 60, 90].randomElement(using: &rng)!,
          movable: Int.random(in: 0..<7, using: &rng) != 0)
      })
  }
  var configuration = DragConfiguration()
  configuration.mode = Int.random(in: 0..<4, using: &rng) == 0 ? .exchange : .insert
  configuration.commit = Bool.random(using: &rng) ? .live : .drop
  configuration.target = [.pointer, .edgeCrossing, .center].randomElement(using: &rng)!
  configuration.activation = [.default, .distance(5), .immediate].randomElement(using: &rng)!
  configuration.autoScroll =
    [.none, .constant(speed: 480), .proportional(edge: 60, maxSpeed: 800)]
    .randomElement(using: &rng)!
  let axis: Axis = Int.random(in: 0..<3, using: &rng) == 0 ? .vertical : .horizontal
  let size = Size(
    width: Double(Int.random(in: 300...700, using: &rng)),
    height: Double(Int.random(in: 200...500, using: &rng)))
  let board = Scenario.Board(
    laneSpacing: [0.0, 20].randomElement(using: &rng)!,
    contentOffset: Point(x: [0.0, 150].randomElement(using: &rng)!, y: 0), lanes: lanes)
  var events = [PointerEvent]()
  var selects = [SelectEvent]()
  var t = 0.0
  var point = Point.zero
  func anywhere(_ rng: inout SplitMix) -> Point {
    Point(
      x: Double.random(in: 0...size.width, using: &rng),
      y: Double.random(in: 0...size.height, using: &rng))
  }
  if Int.random(in: 0..<5, using: &rng) < 3 {
    for _ in 0..<Int.random(in: 2...5, using: &rng) {
      selects.append(SelectEvent(before: 0, point: anywhere(&rng), time: 0))
    }
  }
  for _ in 0..<Int.random(in: 5...40, using: &rng) {
    t += [0, 0.05, 0.1, 0.6].randomElement(using: &rng)!
    switch Int.random(in: 0..<10, using: &rng) {
    case 0, 1:
      let onSelected = !selects.isEmpty && Int.random(in: 0..<3, using: &rng) != 0
      point = onSelected ? selects.randomElement(using: &rng)!.point : anywhere(&rng)
      events.append(.down(point, time: t))
      // Most presses are held into a drag.
      if Int.random(in: 0..<4, using: &rng) != 0 {
        t += 0.6
        events.append(.tick(time: t))
      }
    case 2, 3, 4:
      if Int.random(in: 0..<4, using: &rng) != 0 {
        point = Point(
          x: Double.random(in: -10...(size.width + 10), using: &rng),
          y: Double.random(in: -10...(size.height + 10), using: &rng))
      }
      events.append(.move(point, time: t))
    case 5, 6, 7: events.append(.tick(time: t))
    case 8: events.append(.up(point, time: t))
    default:
      if Bool.random(using: &rng) {
        events.append(.cancel(time: t))
      } else {
        selects.append(SelectEvent(before: events.count, point: anywhere(&rng), time: t))
      }
    }
  }
  events.append(.up(point, time: t + 0.1))
  var scenario = Scenario(
    axis: axis, viewportSize: size, board: board, cards: cards, configuration: configuration,
    events: events)
  scenario.selects = selects
  return scenario
}

/// Random board streams through `DragBoardController` and the board replay host: after each
/// whole stream the host's data is the controller's (checked by the replay), the operations
/// replay the input to the output, pinned lanes and cards keep their places, every offset is
/// within its bounds, and the same stream gives the same output.
@MainActor @Suite struct BoardReplayInvariantTests {
  @Test func randomBoardStreamsKeepTheInvariants() throws {
    var rng = SplitMix(state: 0xB0A2_D5EE_D000_0011)
    var cardMoves = 0
    var laneMoves = 0
    var blocks = 0
    for index in 0..<500 {
      let scenario = randomBoard(&rng)
      let result = try Replayer.run(scenario)
      blocks +=
        result.callbacks.filter { if case .willMoveItems = $0 { true } else { false } }.count
      for operation in result.operations {
        if case .moveLane = operation { laneMoves += 1 } else { cardMoves += 1 }
      }
      let lanes = try #require(scenario.board?.lanes)
      let input = scenario.ids
      // Operations replay the input's lanes and cards to the output.
      var ids = lanes.map(\.id)
      for case .moveLane(let from, let to) in result.operations {
        ids.insert(ids.remove(at: from), at: to)
      }
      #expect(result.lanes == ids, "stream \(index)")
      #expect(apply(result.operations, to: input) == result.sections, "stream \(index)")
      #expect(
        result.sections.flatMap { $0 }.sorted() == input.flatMap { $0 }.sorted(),
        "stream \(index)")
      // Pinned lanes keep their index; pinned cards their lane and index.
      for (l, lane) in lanes.enumerated() where !lane.movable {
        #expect(result.lanes?[l] == lane.id, "stream \(index)")
      }
      for (l, lane) in scenario.sections.enumerated() {
        for (i, card) in lane.items.enumerated() where !card.movable {
          let final = try #require(result.lanes?.firstIndex(of: lanes[l].id))
          #expect(result.sections[final].firstIndex(of: card.id) == i, "stream \(index)")
        }
      }
      // Offsets within their bounds.
      let along = scenario.viewportSize.along(scenario.axis)
      let across = scenario.viewportSize.across(scenario.axis)
      let spacing = scenario.board?.laneSpacing ?? 0
      let content =
        lanes.map(\.width).reduce(0, +) + spacing * Double(max(0, lanes.count - 1))
      let boardOffset = result.contentOffset.along(scenario.axis)
      #expect(boardOffset >= 0 && boardOffset <= max(0, content - along), "stream \(index)")
      let sizes = Dictionary(
        uniqueKeysWithValues: scenario.sections.flatMap(\.items).map { ($0.id, $0.size) })
      for (position, offset) in (result.laneOffsets ?? []).enumerated() {
        let lane = try #require(lanes.first { $0.id == result.lanes?[position] })
        let length = result.sections[position].reduce(0) { $0 + (sizes[$1] ?? 0) }
        let body = max(0, across - lane.header)
        #expect(offset >= 0 && offset <= max(0, length - body) + 1e-9, "stream \(index)")
      }
      // Deterministic.
      #expect(try Replayer.run(scenario) == result, "stream \(index)")
    }
    // The streams do move cards and lanes (the checks above are not vacuous).
    #expect(cardMoves > 100, "\(cardMoves) card changes")
    #expect(laneMoves > 10)
    #expect(blocks > 40, "\(blocks) blocks lifted")
  }
}
