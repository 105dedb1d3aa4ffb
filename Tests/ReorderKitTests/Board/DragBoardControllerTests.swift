import Foundation
import ReorderCore
import ReorderKit
import Testing

/// `DragBoardController` through its data source and delegate: lanes 280 wide and 20 apart
/// (x 0, 300, 600, 900, 1200), headers 40, cards 60, a 900 × 600 viewport. A card pressed at
/// (140, 70) is lane 0's first.
@MainActor
@Suite struct DragBoardControllerTests {
  static let autoScroll = AutoScroll.proportional(edge: 80, maxSpeed: 800)

  @Test func cardIntoAnEmptyLane() {
    let host = BoardTestHost([("l0", ["a", "b"]), ("l1", []), ("l2", ["c"])])
    let c = host.makeController()
    host.lift(140, 70)
    // Over the empty l1's body: slot 0.
    c.handle(.move(Point(x: 440, y: 300), time: 0.6))
    c.handle(.up(Point(x: 440, y: 300), time: 0.7))
    #expect(
      host.log == [
        .willMove(lc(0, 0)), .target(lc(1, 0)), .didMove(lc(0, 0), lc(1, 0)),
        .newData([["b"], ["a"], ["c"]]), .ended(lc(1, 0)),
      ])
    #expect(host.order == "l0: b | l1: a | l2: c")
    #expect(c.sections == [["b"], ["a"], ["c"]])
  }

  @Test func cardAcrossLanesCarriedByTheBoardUnderAStillPointer() {
    let host = BoardTestHost([
      ("l0", ["a", "b", "c"]), ("l1", ["d"]), ("l2", ["g"]), ("l3", ["h"]), ("l4", []),
    ])
    let c = host.makeController(DragConfiguration(autoScroll: Self.autoScroll))
    host.lift(140, 70)
    c.handle(.move(Point(x: 860, y: 300), time: 0.75))
    for t in [1.25, 1.75, 2.25, 2.75] { c.handle(.tick(time: t)) }
    c.handle(.up(Point(x: 860, y: 300), time: 2.75))
    #expect(
      host.log == [
        .willMove(lc(0, 0)), .didMove(lc(0, 0), lc(2, 1)), .scrolled(200),
        .didMove(lc(2, 1), lc(3, 1)), .scrolled(400), .didMove(lc(3, 1), lc(4, 0)),
        .scrolled(580), .newData([["b", "c"], ["d"], ["g"], ["h"], ["a"]]), .ended(lc(4, 0)),
      ])
    #expect(host.order == "l0: b c | l1: d | l2: g | l3: h | l4: a")
    #expect(c.boardOffset == 580)
    #expect(c.contentOffset == CGPoint(x: 580, y: 0))
  }

  @Test func bothScrollersMoveOnTheSameTickInACorner() {
    let many = (0..<20).map { "c\($0)" }
    let host = BoardTestHost([("l0", ["a"]), ("l1", []), ("l2", []), ("l3", many), ("l4", [])])
    let c = host.makeController(
      DragConfiguration(commit: .drop, activation: .immediate, autoScroll: Self.autoScroll))
    c.setBoardOffset(100)
    c.handle(.down(Point(x: 40, y: 70), time: 0))
    c.handle(.move(Point(x: 860, y: 560), time: 0))
    c.handle(.tick(time: 0.5))
    c.handle(.up(Point(x: 860, y: 560), time: 0.5))
    #expect(
      host.log == [
        .willMove(lc(0, 0)), .target(lc(3, 8)), .scrolled(300), .laneScrolled(3, 200),
        .target(lc(3, 12)), .didMove(lc(0, 0), lc(3, 12)),
        .newData([[], [], [], Array(many[0..<12]) + ["a"] + Array(many[12...]), []]),
        .ended(lc(3, 12)),
      ])
    #expect(c.laneOffsets == [0, 0, 0, 200, 0])
    #expect(c.boardOffset == 300)
  }

  @Test func laneReorderByItsHeader() {
    let host = BoardTestHost([("l0", ["a"]), ("l1", ["b"]), ("l2", ["c"])])
    let c = host.makeController()
    host.lift(140, 20)
    #expect(c.draggedLaneIndex == 0)
    c.handle(.move(Point(x: 740, y: 20), time: 0.6))
    c.handle(.up(Point(x: 740, y: 20), time: 0.7))
    #expect(
      host.log == [
        .willMoveLane(0), .laneTarget(2), .didMoveLane(0, 2), .newData([["b"], ["c"], ["a"]]),
        .laneEnded(2),
      ])
    #expect(host.order == "l1: b | l2: c | l0: a")
    #expect(c.lanes == host.lanes)
    #expect(c.sections == [["b"], ["c"], ["a"]])
  }

  @Test func aLiveLaneDragBackWhereItBeganHandsOverNoNewData() {
    let host = BoardTestHost([("l0", ["a"]), ("l1", ["b"]), ("l2", ["c"])])
    host.lanes[1].title = "m"
    let c = host.makeController(DragConfiguration())
    host.drag(140, 20, to: (440, 20), release: false)
    c.handle(.move(Point(x: 140, y: 20), time: 0.7))
    c.handle(.up(Point(x: 140, y: 20), time: 0.8))
    host.drag(140, 20, to: (440, 20), at: 1)
    #expect(
      host.log == [
        .willMoveLane(0), .didMoveLane(0, 1), .didMoveLane(1, 0), .laneEnded(0),
        .willMoveLane(0), .didMoveLane(0, 1), .newData([["b"], ["a"], ["c"]]), .laneEnded(1),
      ])
    #expect(host.order == "m: b | l0: a | l2: c")
    #expect(c.lanes.map(\.title) == ["m", "l0", "l2"])
  }

  @Test func pinnedLaneAndPinnedCardKeepTheirIndex() {
    let host = BoardTestHost([("l0", ["a", "p", "b"]), ("l1", ["c"]), ("l2", ["d"])])
    host.pinnedLanes = ["l1"]
    host.pinnedCards = ["p"]
    let c = host.makeController()
    // A pinned lane cannot be lifted, and lane l0 cannot pass it.
    host.lift(440, 20)
    c.handle(.up(Point(x: 440, y: 20), time: 0.6))
    host.lift(140, 20, at: 1)
    c.handle(.move(Point(x: 740, y: 20), time: 1.7))
    c.handle(.up(Point(x: 740, y: 20), time: 1.8))
    // A pinned card cannot be lifted, and a moving one cannot shift it.
    host.lift(140, 130, at: 2)
    c.handle(.up(Point(x: 140, y: 130), time: 2.6))
    host.lift(140, 70, at: 3)
    c.handle(.move(Point(x: 140, y: 190), time: 3.7))
    c.handle(.up(Point(x: 140, y: 190), time: 3.8))
    #expect(
      host.log == [
        .willMoveLane(0), .laneEnded(0), .willMove(lc(0, 0)), .ended(lc(0, 0)),
      ])
    #expect(host.order == "l0: a p b | l1: c | l2: d")
  }

  @Test func cancelPutsTheCardAndTheLaneBack() {
    let host = BoardTestHost([("l0", ["a", "b"]), ("l1", ["c"])])
    let c = host.makeController(DragConfiguration())
    host.drag(140, 70, to: (440, 70), release: false)
    c.handle(.cancel(time: 0.7))
    host.drag(140, 20, to: (440, 20), at: 1, release: false)
    c.cancelDrag()
    #expect(
      host.log == [
        .willMove(lc(0, 0)), .didMove(lc(0, 0), lc(1, 0)), .didMove(lc(1, 0), lc(0, 0)),
        .cancelled(lc(0, 0), .cancelled), .willMoveLane(0), .didMoveLane(0, 1),
        .didMoveLane(1, 0), .laneCancelled(0, .cancelled),
      ])
    #expect(host.order == "l0: a b | l1: c")
    #expect(c.sections == [["a", "b"], ["c"]])
    #expect(!c.isDragging)
  }

  @Test func reentrantCallsAreQueuedAndEventsRefused() {
    let host = BoardTestHost([("l0", ["a"]), ("l1", [])])
    let c = host.makeController()
    var refused: Bool?
    host.onEnd = { controller in
      refused = !controller.handle(.down(Point(x: 140, y: 70), time: 1))
      controller.reloadData()
    }
    host.drag(140, 70, to: (440, 300))
    #expect(refused == true)
    #expect(
      host.log == [
        .willMove(lc(0, 0)), .target(lc(1, 0)), .didMove(lc(0, 0), lc(1, 0)),
        .newData([[], ["a"]]), .ended(lc(1, 0)),
      ])
    // A cancel asked from inside `willMove` runs once that callback is delivered.
    host.log = []
    host.onEnd = nil
    host.onWillMove = { $0.cancelDrag() }
    host.lift(440, 70, at: 1)
    #expect(host.log == [.willMove(lc(1, 0)), .cancelled(lc(1, 0), .cancelled)])
    #expect(!c.isDragging)
  }

  @Test func aCardDragGoesOnThroughAReloadFromWhereTheCardNowStands() {
    let host = BoardTestHost([("l0", ["a", "b"]), ("l1", ["c"])])
    let c = host.makeController()
    host.lift(140, 130)
    host.cards[0].insert("new", at: 0)
    c.reloadData(draggedItemAt: lc(0, 2))
    #expect(c.isDragging)
    #expect(c.draggedIndexPath == lc(0, 2))
    c.handle(.move(Point(x: 440, y: 300), time: 0.6))
    c.handle(.up(Point(x: 440, y: 300), time: 0.7))
    #expect(
      host.log == [
        .willMove(lc(0, 1)), .target(lc(0, 1)), .target(lc(1, 1)), .didMove(lc(0, 2), lc(1, 1)),
        .newData([["new", "a"], ["c", "b"]]), .ended(lc(1, 1)),
      ])
    #expect(host.order == "l0: new a | l1: c b")
  }

  @Test func batchUpdatesFollowTheCardAndARemovedCardEndsTheDrag() {
    let host = BoardTestHost([("l0", ["a", "b"]), ("l1", ["c"])])
    let c = host.makeController(DragConfiguration())
    host.drag(140, 70, to: (440, 70), release: false)
    // Live commit: the host holds a at [1, 0]; it inserts a card before it.
    host.cards[1].insert("z", at: 0)
    c.performBatchUpdates([.insertItem(at: lc(1, 0))])
    // Found at [1, 1]; the pointer, still over the lane's first card, takes it back to [1, 0].
    #expect(c.draggedIndexPath == lc(1, 0))
    #expect(host.cards == [["b"], ["a", "z", "c"]])
    host.cards[1].remove(at: 0)
    c.performBatchUpdates([.deleteItem(at: lc(1, 0))])
    #expect(!c.isDragging)
    #expect(
      host.log == [
        .willMove(lc(0, 0)), .didMove(lc(0, 0), lc(1, 0)), .didMove(lc(1, 1), lc(1, 0)),
        .cancelled(nil, .itemRemoved),
      ])
    #expect(c.sections == [["b"], ["z", "c"]])
  }

  @Test func aReloadEndsALaneDrag() {
    let host = BoardTestHost([("l0", ["a"]), ("l1", ["b"])])
    let c = host.makeController()
    host.lift(140, 20)
    c.reloadData()
    #expect(host.log == [.willMoveLane(0), .laneCancelled(0, .reloadedDuringDrag)])
    #expect(!c.isDragging)
  }

  @Test func aResizedViewportPullsTheOffsetsBackAndSaysSo() {
    let many = (0..<20).map { "c\($0)" }
    let host = BoardTestHost([("l0", []), ("l1", []), ("l2", []), ("l3", many), ("l4", [])])
    let c = host.makeController()
    c.setBoardOffset(580)
    c.setOffset(640, ofLane: 3)
    #expect(c.setViewportSize(Size(width: 1200, height: 900)))
    #expect(host.log == [.scrolled(280), .laneScrolled(3, 340)])
    #expect(c.boardOffset == 280)
    #expect(c.laneOffsets == [0, 0, 0, 340, 0])
    // The inherited viewport resizes too, silently, at the next event.
    host.log = []
    c.viewport = Viewport(size: Size(width: 900, height: 600))
    c.handle(.tick(time: 1))
    #expect(host.log == [])
    #expect(c.viewport.size == Size(width: 900, height: 600))
    c.setBoardOffset(9999)
    #expect(c.boardOffset == 580)
  }

  @Test func needsFramesThroughADrag() {
    let host = BoardTestHost([("l0", ["a"]), ("l1", [])])
    host.logsFrames = true
    let c = host.makeController(DragConfiguration(commit: .drop, autoScroll: Self.autoScroll))
    c.handle(.down(Point(x: 140, y: 70), time: 0))
    #expect(c.needsFrames)
    c.handle(.tick(time: 0.5))
    c.handle(.up(Point(x: 140, y: 70), time: 0.6))
    #expect(!c.needsFrames)
    #expect(
      host.log == [.needsFrames(true), .willMove(lc(0, 0)), .ended(lc(0, 0)), .needsFrames(false)])
  }

  @Test func boardRenderStateShowsLanesAndTheFloatingCard() {
    let host = BoardTestHost([("l0", ["a", "b"]), ("l1", ["c"]), ("l2", []), ("l3", [])])
    let c = host.makeController()
    host.lift(140, 70)
    let state = c.boardRenderState
    #expect(state.lanes.map(\.index) == [0, 1, 2])
    #expect(
      state.cards.map(\.path) == [
        ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 1), ItemPath(section: 1, item: 0),
      ])
    #expect(state.floating?.frame == Rect(x: 0, y: 40, width: 280, height: 60))
    #expect(c.renderState.items == state.cards)
  }
}
