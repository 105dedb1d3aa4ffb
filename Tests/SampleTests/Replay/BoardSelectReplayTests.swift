import Foundation
import ReorderCore
import Testing

@testable import ReplayHost

/// The replay format's `select` event in board scenarios: cards selected by point, a block
/// lifted across lanes, its operations replaying to the final order.
///
/// The board (see `boardJSON`): lanes 280 wide, 20 apart (x 0, 300, 600), headers 40, cards 60.
@MainActor @Suite struct BoardSelectReplayTests {
  @Test func aBlockFromTwoLanesReplaysToTheFinalOrder() throws {
    let lanes = [["a", "b", "c"], ["d", "e"], ["f"]]
    let text = boardJSON(
      plainLanes(lanes),
      events: [
        event("select", 140, 70, t: 0), event("select", 140, 190, t: 0),
        event("select", 440, 130, t: 0),
        event("down", 140, 190, t: 1), event("tick", t: 1.5), event("move", 740, 70, t: 1.6),
        event("up", 740, 70, t: 1.7),
      ])
    let result = try replayBoard(text)
    #expect(result.sections == [["b"], ["d"], ["a", "c", "e", "f"]])
    #expect(result.lanes == ["l0", "l1", "l2"])
    #expect(
      result.callbacks == [
        .willMoveItems(at: [at(0, 0), at(0, 2), at(1, 1)]), .targetChanged(at(2, 0)),
        .didMove(from: at(1, 1), to: at(2, 0)), .didMove(from: at(0, 2), to: at(2, 0)),
        .didMove(from: at(0, 0), to: at(2, 0)), .newDataSourceAfterMove, .didEnd(at: at(2, 0)),
      ])
    #expect(apply(result.operations, to: lanes) == result.sections)
  }

  @Test func aSelectTwiceDeselectsAndAPinnedCardIsNotSelected() throws {
    // p is pinned: its select changes nothing; c is selected then deselected. So a is alone
    // and moves as a plain drag, to the end of l1.
    let lanes: [(String, [String], String)] = [("l0", ["a", "b"], ""), ("l1", ["p", "c"], "")]
    var text = boardJSON(
      lanes,
      events: [
        event("select", 140, 70, t: 0), event("select", 440, 70, t: 0),
        event("select", 440, 130, t: 0), event("select", 440, 130, t: 0),
        event("down", 140, 70, t: 1), event("tick", t: 1.5), event("move", 440, 400, t: 1.6),
        event("up", 440, 400, t: 1.7),
      ])
    text = text.replacingOccurrences(
      of: #"{"id": "p", "size": 60.0}"#, with: #"{"id": "p", "size": 60, "movable": false}"#)
    let result = try replayBoard(text)
    #expect(result.sections == [["b"], ["p", "c", "a"]])
    #expect(result.callbacks.first == .willMove(at: at(0, 0)))
    #expect(apply(result.operations, to: [["a", "b"], ["p", "c"]]) == result.sections)
  }

  @Test func aCancelledBlockChangesNothing() throws {
    let lanes = [["a", "b"], ["c"]]
    let text = boardJSON(
      plainLanes(lanes),
      events: [
        event("select", 140, 70, t: 0), event("select", 440, 70, t: 0),
        event("down", 140, 70, t: 1), event("tick", t: 1.5), event("move", 440, 400, t: 1.6),
        event("cancel", t: 1.7),
      ])
    let result = try replayBoard(text)
    #expect(result.sections == lanes)
    #expect(result.operations == [])
    #expect(
      result.callbacks == [
        .willMoveItems(at: [at(0, 0), at(1, 0)]), .targetChanged(at(1, 0)),
        .didCancel(at: at(0, 0)),
      ])
  }
}
