import Foundation
import ReorderCore
import ReorderKit
import Testing

/// A list host that logs what the controller tells it, announcements included, and keeps its
/// refusals; a test pins or vetoes items and calls back in from `willMove`.
@MainActor
private func refusalHost(_ data: [[String]]) -> ArrivalHost<DragTableController<String>> {
  let host = ArrivalHost<DragTableController<String>>(data, label: { $0 })
  host.logsAnnouncements = true
  return host
}

/// `[section, item]`, built without UIKit's initializer.
private func at(_ section: Int, _ item: Int) -> IndexPath {
  IndexPath(ItemPath(section: section, item: item))
}

/// A viewport point at row `row`'s centre (44-point rows).
private func row(_ row: Int) -> PointerLocation {
  .viewport(CGPoint(x: 160, y: 22 + 44 * Double(row)))
}

/// Every entry point's result means one thing: `true` when the call was accepted (it changed
/// something, or the engine took it up), `false` when refused, with the reason in
/// `lastRefusal` and told to the delegate once.
@MainActor
@Suite struct ReturnValueTests {
  fileprivate func table(_ host: ArrivalHost<DragTableController<String>>)
    -> DragTableController<String>
  {
    DragTableController(dataSource: host, delegate: host, viewport: testViewport)
  }

  // MARK: Pointer events and ticks

  @Test func aPointerDownThatStartsAPressIsAccepted() {
    let host = refusalHost([["a", "b", "c"]])
    let t = table(host)
    #expect(t.pointerDown(at: row(1), time: 0))
    #expect(t.lastRefusal == nil)
    #expect(t.needsFrames)
    #expect(host.refusals == [])
  }

  @Test func aNonFinitePointOrTimeIsRefused() {
    let host = refusalHost([["a", "b", "c"]])
    let t = table(host)
    #expect(!t.pointerDown(at: .viewport(CGPoint(x: CGFloat.nan, y: 22)), time: 0))
    #expect(t.lastRefusal == .nonFiniteInput)
    #expect(!t.pointerDown(at: .viewport(CGPoint(x: 160, y: CGFloat.infinity)), time: 0))
    #expect(!t.pointerDown(at: row(0), time: .nan))
    #expect(!t.handle(.down(Point(x: -.infinity, y: 0), time: 0)))
    #expect(host.refusals == Array(repeating: .nonFiniteInput, count: 4))
    #expect(!t.needsFrames)
    #expect(host.log == [])
    // An accepted call clears the refusal.
    #expect(t.pointerDown(at: row(0), time: 0))
    #expect(t.lastRefusal == nil)
  }

  @Test func aSecondPointerDownDuringAPressOrDragIsRefused() {
    let host = refusalHost([["a", "b", "c"]])
    let t = table(host)
    t.pointerDown(at: row(0), time: 0)
    #expect(!t.pointerDown(at: row(2), time: 0.1))
    #expect(t.lastRefusal == .dragInProgress)
    #expect(t.tick(time: 0.6))
    #expect(!t.pointerDown(at: row(2), time: 0.7))
    #expect(t.lastRefusal == .dragInProgress)
    #expect(host.log == ["willMove [0, 0]"])
  }

  @Test func movesLiftsAndCancelsWithNoPressAreRefused() {
    let host = refusalHost([["a", "b", "c"]])
    let t = table(host)
    #expect(!t.pointerMoved(to: row(1), time: 0))
    #expect(t.lastRefusal == .nothingInProgress)
    #expect(!t.pointerUp(at: row(1), time: 0))
    #expect(!t.pointerCancelled(time: 0))
    #expect(host.refusals == Array(repeating: .nothingInProgress, count: 3))
    // During a press they are taken up, even a move that changes nothing visible.
    #expect(t.pointerDown(at: row(1), time: 1))
    #expect(t.pointerMoved(to: row(1), time: 1.1))
    #expect(t.pointerUp(at: row(1), time: 1.2))
    #expect(host.log == ["tap [0, 1]"])
    #expect(t.pointerDown(at: row(1), time: 2))
    #expect(t.pointerCancelled(time: 2.1))
    #expect(t.lastRefusal == nil)
  }

  @Test func aTickIsAcceptedOnlyWhileSomethingNeedsFrames() {
    let host = refusalHost([["a", "b", "c"]])
    let t = table(host)
    #expect(!t.tick(time: 0))
    #expect(t.lastRefusal == .nothingInProgress)
    t.pointerDown(at: row(0), time: 1)
    #expect(t.tick(time: 1.2))  // the press waits
    #expect(t.tick(time: 1.6))  // the press lifts
    t.pointerMoved(to: row(2), time: 1.7)
    t.pointerUp(at: row(2), time: 1.8)
    // The drop animates: frames are needed until it has settled, then a tick is refused.
    #expect(t.needsFrames)
    #expect(t.tick(time: 10))
    #expect(!t.needsFrames)
    #expect(!t.tick(time: 11))
    #expect(t.lastRefusal == .nothingInProgress)
    #expect(host.data == [["b", "c", "a"]])
  }

  @Test func aLongPressOnAPinnedOrVetoedItemOrOnNoItemIsRefusedAtTheLift() {
    let host = refusalHost([["a", "b", "c"]])
    host.pinned = ["a"]
    host.unmovable = ["b"]
    let t = table(host)
    #expect(t.pointerDown(at: row(0), time: 0))
    #expect(!t.tick(time: 0.6))
    #expect(t.lastRefusal == .notMovable)
    // The refused press waits for its release, which is taken up.
    #expect(t.pointerUp(at: row(0), time: 0.7))
    #expect(t.pointerDown(at: row(1), time: 1))
    #expect(!t.tick(time: 1.6))
    #expect(t.lastRefusal == .notMovable)
    t.pointerUp(at: row(1), time: 1.7)
    #expect(t.pointerDown(at: row(8), time: 2))
    #expect(!t.tick(time: 2.6))
    #expect(t.lastRefusal == .notOverItem)
    #expect(host.refusals == [.notMovable, .notMovable, .notOverItem])
    #expect(host.log == [])
  }

  // MARK: Keyboard

  @Test func keyboardCommandsSayWhatHappened() {
    let host = refusalHost([["a", "b", "c"]])
    host.pinned = ["c"]
    host.unmovable = ["b"]
    let t = table(host)
    #expect(!t.handle(.pickUp(ItemPath(section: 0, item: 9))))
    #expect(t.lastRefusal == .outOfRange(at(0, 9)))
    #expect(!t.handle(.pickUp(ItemPath(section: 3, item: 0))))
    #expect(t.lastRefusal == .outOfRange(at(3, 0)))
    #expect(!t.handle(.pickUp(ItemPath(section: 0, item: 2))))
    #expect(t.lastRefusal == .notMovable)
    #expect(!t.handle(.pickUp(ItemPath(section: 0, item: 1))))
    #expect(t.lastRefusal == .notMovable)
    #expect(!t.handle(.move(.down)))
    #expect(t.lastRefusal == .nothingInProgress)
    #expect(!t.handle(.drop))
    #expect(!t.handle(.cancel))
    #expect(t.lastRefusal == .nothingInProgress)
    #expect(!t.isDragging)
    // The refused pick-ups of unmovable items are still announced, as not movable.
    #expect(
      host.log == [
        "announce This item cannot be moved", "announce This item cannot be moved",
      ])
    host.log = []
    #expect(t.handle(.pickUp(ItemPath(section: 0, item: 0))))
    #expect(t.lastRefusal == nil)
    #expect(!t.handle(.pickUp(ItemPath(section: 0, item: 0))))
    #expect(t.lastRefusal == .dragInProgress)
    // A declined move (at the top) is announced: taken up.
    #expect(t.handle(.move(.up)))
    #expect(t.lastRefusal == nil)
    #expect(t.handle(.drop))
    #expect(
      host.refusals == [
        .outOfRange(at(0, 9)), .outOfRange(at(3, 0)), .notMovable, .notMovable,
        .nothingInProgress, .nothingInProgress, .nothingInProgress, .dragInProgress,
      ])
  }

  // MARK: Accessibility

  @Test func accessibilityActionsSayWhetherTheItemMoved() {
    let host = refusalHost([["a", "b", "c"]])
    host.pinned = ["c"]
    let t = table(host)
    #expect(!t.performAccessibilityAction(.moveDown, onItemAt: at(0, 7)))
    #expect(t.lastRefusal == .outOfRange(at(0, 7)))
    #expect(!t.performAccessibilityAction(.moveDown, onItemAt: IndexPath(index: 0)))
    #expect(t.lastRefusal == .outOfRange(IndexPath(index: 0)))
    #expect(!t.performAccessibilityAction(.moveUp, onItemAt: at(0, 2)))
    #expect(t.lastRefusal == .notMovable)
    #expect(!t.performAccessibilityAction(.moveUp, onItemAt: at(0, 0)))
    #expect(t.lastRefusal == .declined(.atEdge))
    #expect(!t.performAccessibilityAction(.moveDown, onItemAt: at(0, 1)))
    #expect(t.lastRefusal == .declined(.pinned))
    #expect(host.data == [["a", "b", "c"]])
    #expect(t.performAccessibilityAction(.moveDown, onItemAt: at(0, 0)))
    #expect(t.lastRefusal == nil)
    #expect(host.data == [["b", "a", "c"]])
    t.pointerDown(at: row(0), time: 0)
    #expect(!t.performAccessibilityAction(.moveDown, onItemAt: at(0, 0)))
    #expect(t.lastRefusal == .dragInProgress)
  }

  // MARK: Re-entrant calls, cancelDrag

  @Test func callsFromInsideACallbackAreRefusedAsBusyOrQueued() {
    let host = refusalHost([["a", "b", "c"]])
    let t = table(host)
    var inside: [Bool] = []
    host.onWillMove = { t in
      inside.append(t.pointerDown(at: row(2), time: 0.6))
      inside.append(t.handle(.drop))
      inside.append(t.performAccessibilityAction(.moveDown, onItemAt: at(0, 1)))
      inside.append(t.cancelDrag())  // queued: accepted
    }
    t.pointerDown(at: row(0), time: 0)
    // The tick lifted the item; its queued cancel then ran: the tick was accepted.
    #expect(t.tick(time: 0.6))
    #expect(inside == [false, false, false, true])
    #expect(host.refusals == [.busy, .busy, .busy])
    #expect(t.lastRefusal == nil)
    #expect(host.log == ["willMove [0, 0]", "cancelled [0, 0] cancelled"])
    #expect(!t.isDragging)
  }

  @Test func aCallFromDidRefuseIsNotToldAgain() {
    @MainActor final class Retrying: DragTableDataSource, DragDelegate {
      typealias Controller = DragTableController<String>
      var heard: [ControllerRefusal] = []
      var retried: [Bool] = []
      func sections(in controller: Controller) -> [[String]] { [["a"]] }
      func dragController(_ controller: Controller, newDataSourceAfterMove: [[String]]) {}
      func dragController(_ controller: Controller, didRefuse refusal: ControllerRefusal) {
        heard.append(refusal)
        retried.append(controller.tick(time: 0))
      }
    }
    let host = Retrying()
    let t = DragTableController(
      dataSource: host, delegate: host, viewport: Viewport(size: Size(width: 320, height: 480)))
    #expect(!t.pointerUp(at: row(0), time: 0))
    #expect(host.heard == [.nothingInProgress])
    #expect(host.retried == [false])
    // The call's own refusal stands, not the retry's.
    #expect(t.lastRefusal == .nothingInProgress)
  }

  @Test func cancelDragSaysWhetherAnythingWasCancelled() {
    let host = refusalHost([["a", "b", "c"]])
    let t = table(host)
    #expect(!t.cancelDrag())
    #expect(t.lastRefusal == .nothingInProgress)
    t.pointerDown(at: row(0), time: 0)
    #expect(t.cancelDrag())
    #expect(!t.needsFrames)
    t.pointerDown(at: row(0), time: 1)
    t.tick(time: 1.6)
    #expect(t.cancelDrag())
    #expect(t.lastRefusal == nil)
    #expect(host.log == ["willMove [0, 0]", "cancelled [0, 0] cancelled"])
  }

  // MARK: Selection

  @Test func selectionCallsRecordTheirRefusals() {
    let host = refusalHost([["a", "b", "c"]])
    host.pinned = ["c"]
    let t = table(host)
    #expect(t.select(at: at(0, 9)) == .refused(.notAnItem))
    #expect(t.lastRefusal == .selection(.notAnItem))
    #expect(t.select(at: at(0, 2)) == .refused(.pinned))
    #expect(t.lastRefusal == .selection(.pinned))
    #expect(t.select(at: at(0, 0)) == .selected(ItemPath(section: 0, item: 0)))
    #expect(t.lastRefusal == nil)
    #expect(t.select(at: at(0, 0)) == .unchanged(ItemPath(section: 0, item: 0)))
    #expect(t.lastRefusal == .noChange)
    #expect(!t.toggleSelection(ofFocusedItemAt: at(0, 5)))
    #expect(t.lastRefusal == .outOfRange(at(0, 5)))
    #expect(!t.toggleSelection(ofFocusedItemAt: at(0, 2)))
    #expect(t.lastRefusal == .notMovable)
    #expect(t.toggleSelection(ofFocusedItemAt: at(0, 1)))
    #expect(t.selectedIndexPaths == [at(0, 0), at(0, 1)])
    #expect(t.clearSelection())
    #expect(!t.clearSelection())
    #expect(t.lastRefusal == .noChange)
    t.pointerDown(at: row(0), time: 0)
    #expect(!t.clearSelection())
    #expect(t.lastRefusal == .selection(.busy))
    #expect(!t.toggleSelection(ofFocusedItemAt: at(0, 1)))
    #expect(t.lastRefusal == .selection(.busy))
    #expect(
      host.refusals == [
        .selection(.notAnItem), .selection(.pinned), .noChange, .outOfRange(at(0, 5)),
        .notMovable, .noChange, .selection(.busy), .selection(.busy),
      ])
  }

  // MARK: Grid: interactive movement

  @Test func interactiveMovementWithNoneBegunIsRefused() {
    // A grid host with one pinned cell ("p").
    let host = ArrivalHost<DragGridController<String>>([["a", "b", "p", "d"]], label: { $0 })
    host.pinned = ["p"]
    let grid = DragGridController(
      dataSource: host, delegate: host, sizing: .columns(2, aspectRatio: 1),
      viewport: Viewport(size: Size(width: 320, height: 480)))
    #expect(!grid.updateInteractiveMovement(to: .viewport(CGPoint(x: 10, y: 10))))
    #expect(grid.lastRefusal == .noInteractiveMovement)
    #expect(!grid.endInteractiveMovement())
    #expect(!grid.cancelInteractiveMovement())
    #expect(!grid.beginInteractiveMovement(at: at(0, 4)))
    #expect(grid.lastRefusal == .outOfRange(at(0, 4)))
    #expect(!grid.beginInteractiveMovement(at: at(0, 2)))
    #expect(grid.lastRefusal == .notMovable)
    #expect(
      host.refusals == [
        .noInteractiveMovement, .noInteractiveMovement, .noInteractiveMovement,
        .outOfRange(at(0, 4)), .notMovable,
      ])
    #expect(grid.beginInteractiveMovement(at: at(0, 0)))
    #expect(!grid.beginInteractiveMovement(at: at(0, 1)))
    #expect(grid.lastRefusal == .dragInProgress)
    #expect(!grid.updateInteractiveMovement(to: .viewport(CGPoint(x: CGFloat.nan, y: 0))))
    #expect(grid.lastRefusal == .nonFiniteInput)
    #expect(grid.updateInteractiveMovement(to: .viewport(CGPoint(x: 240, y: 80))))
    #expect(grid.endInteractiveMovement())
    #expect(grid.lastRefusal == nil)
    #expect(host.data == [["b", "a", "p", "d"]])
    #expect(!grid.endInteractiveMovement())
    #expect(grid.lastRefusal == .noInteractiveMovement)
  }

  // MARK: Board

  @Test func boardCallsSayWhatHappened() {
    let host = BoardTestHost([("l0", ["a"]), ("l1", ["b"]), ("l2", []), ("l3", ["c"])])
    host.pinnedLanes = ["l3"]
    let board = host.makeController()
    #expect(board.setBoardOffset(100))
    #expect(board.lastRefusal == nil)
    #expect(!board.setBoardOffset(100))
    #expect(board.lastRefusal == .noChange)
    #expect(!board.setOffset(10, ofLane: 9))
    #expect(board.lastRefusal == .laneOutOfRange(9))
    #expect(!board.setOffset(10, ofLane: 0))  // one card: nothing to scroll
    #expect(board.lastRefusal == .noChange)
    #expect(!board.setViewportSize(Size(width: 900, height: 600)))
    #expect(board.lastRefusal == .noChange)
    #expect(!board.setViewportSize(Size(width: .nan, height: 600)))
    #expect(board.lastRefusal == .nonFiniteInput)
    #expect(board.setViewportSize(Size(width: 800, height: 600)))
    #expect(!board.pickUpLane(at: 4))
    #expect(board.lastRefusal == .laneOutOfRange(4))
    #expect(!board.pickUpLane(at: 3))
    #expect(board.lastRefusal == .notMovable)
    #expect(!board.performAccessibilityAction(.moveDown, onItemAt: lc(0, 0)))
    #expect(board.lastRefusal == .unsupported)
    #expect(board.pickUpLane(at: 0))
    #expect(!board.pickUpLane(at: 1))
    #expect(board.lastRefusal == .dragInProgress)
    #expect(board.handle(.cancel))
    #expect(host.log.contains(.laneCancelled(0, .cancelled)))
  }
}
