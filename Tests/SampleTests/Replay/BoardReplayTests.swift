import Foundation
import ReorderCore
import Testing

@testable import ReplayHost

/// A board scenario: a 900 × 600 viewport, lanes 280 wide and 20 apart (x 0, 300, 600, 900,
/// 1200), headers 40, cards 60. `lanes` are (id, card ids, extra lane members).
func boardJSON(
  _ lanes: [(String, [String], String)], layout: String = "", options: String = "{}",
  events: [String]
) -> String {
  let laneList = lanes.map { id, cards, extra in
    #"{"id": "\#(id)", "width": 280, "header": 40, \#(extra)"items": \#(itemsJSON(cards, size: 60))}"#
  }
  return #"""
    {"layout": {"kind": "board", "viewport": {"width": 900, "height": 600}, "laneSpacing": 20,
                \#(layout)"lanes": [\#(laneList.joined(separator: ",\n"))]},
     "options": \#(options),
     "events": [\#(events.joined(separator: ",\n"))]}
    """#
}

/// `l0`, `l1`, … with these cards and no extra members.
func plainLanes(_ cards: [[String]]) -> [(String, [String], String)] {
  cards.enumerated().map { ("l\($0.offset)", $0.element, "") }
}

/// Replays board text in-process, as `reorder-replay` does.
@MainActor func replayBoard(_ text: String) throws -> ReplayResult {
  try Replayer.run(try Scenario.parse(json: Data(text.utf8)))
}

/// `"kind": "board"` through `DragBoardController`: what the host heard and holds.
@MainActor @Suite struct BoardReplayTests {
  static let autoScroll =
    #"{"autoScroll": {"strategy": "proportional", "edge": 80, "maxSpeed": 800}}"#

  @Test func cardIntoAnEmptyLaneIsTheWholeOutput() {
    let text = boardJSON(
      plainLanes([["a", "b"], [], ["c"]]), options: #"{"commit": "drop"}"#,
      events: [
        event("down", 140, 70, t: 0), event("tick", t: 0.5), event("move", 440, 300, t: 0.6),
        event("up", 440, 300, t: 0.7),
      ])
    let outcome = ReplayCommand.main(arguments: []) { Data(text.utf8) }
    #expect(outcome.status == 0)
    #expect(
      outcome.standardOutput == """
        {
          "sections": [
            ["b"],
            ["a"],
            ["c"]
          ],
          "lanes": ["l0", "l1", "l2"],
          "laneOffsets": [0, 0, 0],
          "operations": [
            {"op": "move", "from": [0, 0], "to": [1, 0]}
          ],
          "callbacks": [
            {"name": "willMove", "at": [0, 0]},
            {"name": "targetChanged", "at": [1, 0]},
            {"name": "didMove", "from": [0, 0], "to": [1, 0]},
            {"name": "newDataSourceAfterMove"},
            {"name": "didEnd", "at": [1, 0]}
          ],
          "contentOffset": {"x": 0, "y": 0}
        }

        """)
  }

  @Test func boardAutoScrollCarriesTheCardIntoAnOffScreenLane() throws {
    let text = boardJSON(
      plainLanes([["a", "b", "c"], ["d"], ["g"], ["h"], []]), options: Self.autoScroll,
      events: [
        event("down", 140, 70, t: 0), event("tick", t: 0.5), event("move", 860, 300, t: 0.75),
        event("tick", t: 1.25), event("tick", t: 1.75), event("tick", t: 2.25),
        event("tick", t: 2.75), event("up", 860, 300, t: 2.75),
      ])
    let result = try replayBoard(text)
    #expect(result.sections == [["b", "c"], ["d"], ["g"], ["h"], ["a"]])
    #expect(
      result.operations == [
        .move(from: at(0, 0), to: at(2, 1)), .move(from: at(2, 1), to: at(3, 1)),
        .move(from: at(3, 1), to: at(4, 0)),
      ])
    #expect(result.contentOffset == Point(x: 580, y: 0))
    #expect(result.laneOffsets == [0, 0, 0, 0, 0])
    #expect(result.callbacks.last == .didEnd(at: at(4, 0)))
    #expect(
      apply(result.operations, to: [["a", "b", "c"], ["d"], ["g"], ["h"], []]) == result.sections)
  }

  @Test func bothScrollersMoveInACorner() throws {
    let many = (0..<20).map { "c\($0)" }
    let text = boardJSON(
      plainLanes([["a"], [], [], many, []]), layout: #""contentOffset": {"x": 100, "y": 0}, "#,
      options:
        #"{"commit": "drop", "activation": {"kind": "immediate"}, "autoScroll": {"strategy": "proportional", "edge": 80, "maxSpeed": 800}}"#,
      events: [
        event("down", 40, 70, t: 0), event("move", 860, 560, t: 0), event("tick", t: 0.5),
        event("up", 860, 560, t: 0.5),
      ])
    let result = try replayBoard(text)
    #expect(result.contentOffset == Point(x: 300, y: 0))
    #expect(result.laneOffsets == [0, 0, 0, 200, 0])
    #expect(
      result.callbacks == [
        .willMove(at: at(0, 0)), .targetChanged(at(3, 8)), .targetChanged(at(3, 12)),
        .didMove(from: at(0, 0), to: at(3, 12)), .newDataSourceAfterMove, .didEnd(at: at(3, 12)),
      ])
    #expect(result.sections[3] == Array(many[0..<12]) + ["a"] + Array(many[12...]))
  }

  @Test func laneReorderByItsHeader() throws {
    let text = boardJSON(
      plainLanes([["a"], ["b"], ["c"]]), options: #"{"commit": "drop"}"#,
      events: [
        event("down", 140, 20, t: 0), event("tick", t: 0.5), event("move", 740, 20, t: 0.6),
        event("up", 740, 20, t: 0.7),
      ])
    let result = try replayBoard(text)
    #expect(result.lanes == ["l1", "l2", "l0"])
    #expect(result.sections == [["b"], ["c"], ["a"]])
    #expect(result.operations == [.moveLane(from: 0, to: 2)])
    #expect(
      result.callbacks == [
        .willMoveLane(at: 0), .laneTargetChanged(2), .didMoveLane(from: 0, to: 2),
        .newDataSourceAfterMove, .didEndLane(2),
      ])
    #expect(
      result.json().contains(
        """
            {"name": "willMoveLane", "at": 0},
            {"name": "targetChanged", "lane": 2},
            {"name": "didMoveLane", "from": 0, "to": 2},
            {"name": "newDataSourceAfterMove"},
            {"name": "didEnd", "lane": 2}
        """))
    #expect(result.json().contains(#"{"op": "moveLane", "from": 0, "to": 2}"#))
  }

  @Test func liveLaneMovesAndTheirCardsReplayToTheOutput() throws {
    let text = boardJSON(
      plainLanes([["a"], ["b"], ["c"], ["d"]]),
      events: [
        event("down", 140, 20, t: 0), event("tick", t: 0.5), event("move", 440, 20, t: 0.6),
        event("move", 1040, 20, t: 0.7), event("up", 1040, 20, t: 0.8),
      ])
    let result = try replayBoard(text)
    #expect(result.lanes == ["l1", "l2", "l3", "l0"])
    #expect(result.operations == [.moveLane(from: 0, to: 1), .moveLane(from: 1, to: 3)])
    #expect(apply(result.operations, to: [["a"], ["b"], ["c"], ["d"]]) == result.sections)
  }

  @Test func aPinnedLaneAndAPinnedCardKeepTheirIndex() throws {
    let lanes: [(String, [String], String)] = [
      ("l0", ["a", "p", "b"], ""), ("l1", ["c"], #""movable": false, "#), ("l2", ["d"], ""),
    ]
    var text = boardJSON(
      lanes, options: #"{"commit": "drop"}"#,
      events: [
        // The pinned lane cannot be lifted; l0 cannot pass it.
        event("down", 440, 20, t: 0), event("tick", t: 0.5), event("up", 440, 20, t: 0.6),
        event("down", 140, 20, t: 1), event("tick", t: 1.5), event("move", 740, 20, t: 1.6),
        event("up", 740, 20, t: 1.7),
        // The pinned card cannot be lifted; a cannot pass it.
        event("down", 140, 130, t: 2), event("tick", t: 2.5), event("up", 140, 130, t: 2.6),
        event("down", 140, 70, t: 3), event("tick", t: 3.5), event("move", 140, 190, t: 3.6),
        event("up", 140, 190, t: 3.7),
      ])
    text = text.replacingOccurrences(
      of: #"{"id": "p", "size": 60.0}"#, with: #"{"id": "p", "size": 60, "movable": false}"#)
    let result = try replayBoard(text)
    #expect(result.lanes == ["l0", "l1", "l2"])
    #expect(result.sections == [["a", "p", "b"], ["c"], ["d"]])
    #expect(result.operations == [])
    #expect(
      result.callbacks == [
        .willMoveLane(at: 0), .didEndLane(0), .willMove(at: at(0, 0)), .didEnd(at: at(0, 0)),
      ])
  }

  @Test func startingOffsetsArePulledIntoTheirBounds() throws {
    let many = (0..<20).map { "c\($0)" }
    let lanes: [(String, [String], String)] = [
      ("l0", many, #""offset": 5000, "#), ("l1", many, #""offset": 120, "#), ("l2", [], ""),
      ("l3", [], ""), ("l4", [], #""offset": 30, "#),
    ]
    let text = boardJSON(
      lanes, layout: #""contentOffset": {"x": 9999, "y": 7}, "#, events: [])
    let result = try replayBoard(text)
    #expect(result.laneOffsets == [640, 120, 0, 0, 0])
    #expect(result.contentOffset == Point(x: 580, y: 0))
  }

  @Test func aVerticalBoardMirrorsTheGeometry() throws {
    let text = """
      {"layout": {"kind": "board", "axis": "vertical", "viewport": {"width": 600, "height": 900},
        "laneSpacing": 20, "lanes": [
          {"id": "l0", "width": 280, "header": 40, "items": [{"id": "a", "size": 60}]},
          {"id": "l1", "width": 280, "header": 40, "items": []}]},
       "options": {"commit": "drop"},
       "events": [\(event("down", 70, 140, t: 0)), \(event("tick", t: 0.5)),
                  \(event("move", 300, 440, t: 0.6)), \(event("up", 300, 440, t: 0.7))]}
      """
    let result = try replayBoard(text)
    #expect(result.sections == [[], ["a"]])
    #expect(result.operations == [.move(from: at(0, 0), to: at(1, 0))])
  }

  @Test func listAndGridOutputsHaveNoLaneKeys() throws {
    let list = try replay(scenarioJSON(events: pressAndDrag(from: 22, through: [66])))
    #expect(list.lanes == nil)
    #expect(!list.json().contains("lanes"))
  }
}
