import Foundation
import ReorderCore
import ReorderKit
import Testing

/// Keyboard drags on a `DragBoardController`: the same delegate path as a pointer drag.
@MainActor
@Suite struct DragBoardKeyboardTests {
  @Test func leftAndRightGoToTheNeighbouringLane() {
    let host = BoardTestHost([("l0", ["a", "b"]), ("l1", ["c"]), ("l2", ["d", "e", "f"])])
    let c = host.makeController()
    #expect(c.handle(.pickUp(ItemPath(section: 0, item: 1))))
    #expect(c.handle(.move(.right)))
    #expect(c.handle(.move(.right)))
    #expect(c.handle(.move(.left)))
    #expect(c.handle(.move(.right)))
    #expect(c.handle(.drop))
    #expect(
      host.log == [
        .willMove(lc(0, 1)), .target(lc(1, 1)), .target(lc(2, 1)), .target(lc(1, 1)),
        .target(lc(2, 1)), .didMove(lc(0, 1), lc(2, 1)),
        .newData([["a"], ["c"], ["d", "b", "e", "f"]]), .ended(lc(2, 1)),
      ])
    #expect(host.order == "l0: a | l1: c | l2: d b e f")
  }

  @Test func aLaneMovesByKeyboard() {
    let host = BoardTestHost([("l0", ["a"]), ("l1", ["b"]), ("l2", ["c"])])
    let c = host.makeController()
    #expect(c.pickUpLane(at: 0))
    c.handle(.move(.right))
    c.handle(.move(.right))
    c.handle(.drop)
    #expect(
      host.log == [
        .willMoveLane(0), .laneTarget(1), .laneTarget(2), .didMoveLane(0, 2),
        .newData([["b"], ["c"], ["a"]]), .laneEnded(2),
      ])
    #expect(host.order == "l1: b | l2: c | l0: a")
    // Each step is announced, the lane named by its index in the data as the data source
    // holds it (drop commit: where it began until the drop).
    #expect(
      host.announcements == [
        "Picked up lane Section 1, position 1 of 3", "Moved lane Section 1 to position 2 of 3",
        "Moved lane Section 1 to position 3 of 3", "Dropped lane Section 3 at position 3 of 3",
      ])
  }

  @Test func aPinnedLaneCannotBePickedUpOrPassed() {
    let host = BoardTestHost([("l0", ["a"]), ("l1", ["b"]), ("l2", ["c"])])
    host.pinnedLanes = ["l1"]
    let c = host.makeController()
    #expect(!c.pickUpLane(at: 1))
    #expect(c.pickUpLane(at: 0))
    c.handle(.move(.right))
    c.handle(.cancel)
    #expect(host.log == [.willMoveLane(0), .laneCancelled(0, .cancelled)])
    #expect(host.order == "l0: a | l1: b | l2: c")
    // The refusal, the step held back by the pinned lane and the cancel are announced too.
    #expect(
      host.announcements == [
        "Lane Section 2 cannot be moved", "Picked up lane Section 1, position 1 of 3",
        "Cannot move lane Section 1 further, at position 1 of 3",
        "Cancelled, lane Section 1 is back at position 1 of 3",
      ])
  }
}
