import Foundation
import ReorderCore
import ReorderKit
import Testing

/// Multi-card drags on a `DragBoardController`: the selection API, the delegate's veto, the
/// block's callbacks (one batch at the drop), the keyboard flow and reloads.
///
/// Lanes 280 wide, 20 apart (x 0, 300, 600), headers 40 tall, cards 60 tall.
@MainActor
@Suite struct DragBoardMultiTests {
  @Test func aBlockFromTwoLanesDropsAsOneBatchAndClearsTheSelection() {
    let host = BoardTestHost([("l0", ["a", "b", "c"]), ("l1", ["d", "e"]), ("l2", ["f"])])
    let c = host.makeController()
    #expect(c.select(at: lc(0, 0)) == .selected(ItemPath(section: 0, item: 0)))
    #expect(c.select(at: lc(0, 2)) == .selected(ItemPath(section: 0, item: 2)))
    #expect(c.select(at: lc(1, 1)) == .selected(ItemPath(section: 1, item: 1)))
    #expect(c.selectedIndexPaths == [lc(0, 0), lc(0, 2), lc(1, 1)])
    // Press c, then over f in l2: the block goes before f.
    host.lift(140, 170)
    c.handle(.move(Point(x: 740, y: 70), time: 0.75))
    c.handle(.up(Point(x: 740, y: 70), time: 1))
    #expect(
      host.log == [
        .willMoveItems([lc(0, 0), lc(0, 2), lc(1, 1)]), .target(lc(2, 0)),
        .didMoveItems([lc(0, 0), lc(0, 2), lc(1, 1)], [lc(2, 0), lc(2, 1), lc(2, 2)]),
        .newData([["b"], ["d"], ["a", "c", "e", "f"]]), .ended(lc(2, 0)),
      ])
    #expect(host.order == "l0: b | l1: d | l2: a c e f")
    #expect(c.selectedIndexPaths.isEmpty)
  }

  @Test func pinnedAndVetoedCardsCannotBeSelectedAndAPlainClickToggles() {
    let host = BoardTestHost([("l0", ["a", "b", "c"]), ("l1", ["d"])])
    host.pinnedCards = ["a"]
    host.unselectable = ["b"]
    let c = host.makeController()
    #expect(c.select(at: lc(0, 0)) == .refused(.pinned))
    #expect(c.select(at: lc(0, 1)) == .refused(.policy))
    // The pointer's selection input: over d (lane 1, first card), then over d again.
    #expect(
      c.select(atPoint: .viewport(CGPoint(x: 440, y: 70)), time: 0)
        == .selected(ItemPath(section: 1, item: 0)))
    #expect(c.selectedIndexPaths == [lc(1, 0)])
    #expect(
      c.select(atPoint: .viewport(CGPoint(x: 440, y: 70)), time: 0.1)
        == .deselected(ItemPath(section: 1, item: 0)))
    // Over a header: nothing.
    #expect(c.select(atPoint: .viewport(CGPoint(x: 440, y: 10)), time: 0.2) == .refused(.notAnItem))
    #expect(c.select(at: lc(0, 2)) == .selected(ItemPath(section: 0, item: 2)))
    #expect(c.deselect(at: lc(0, 2)) == .deselected(ItemPath(section: 0, item: 2)))
    #expect(c.select(at: lc(0, 2)) == .selected(ItemPath(section: 0, item: 2)))
    #expect(c.clearSelection())
    #expect(c.selectedIndexPaths.isEmpty)
    #expect(host.log.isEmpty)
  }

  @Test func theKeyboardSelectsLiftsTheBlockAndAnnouncesHowManyMove() {
    let host = BoardTestHost([("l0", ["a", "b", "c"]), ("l1", ["d"])])
    let c = host.makeController()
    #expect(c.toggleSelection(ofFocusedItemAt: lc(0, 0)))
    #expect(c.toggleSelection(ofFocusedItemAt: lc(0, 2)))
    #expect(c.handle(.pickUp(ItemPath(section: 0, item: 2))))
    #expect(c.handle(.move(.right)))
    #expect(c.handle(.drop))
    #expect(
      host.log == [
        .willMoveItems([lc(0, 0), lc(0, 2)]), .target(lc(1, 1)),
        .didMoveItems([lc(0, 0), lc(0, 2)], [lc(1, 1), lc(1, 2)]),
        .newData([["b"], ["d", "a", "c"]]), .ended(lc(1, 1)),
      ])
    #expect(host.order == "l0: b | l1: d a c")
    #expect(
      host.announcements == [
        "Selected position 1 of 3 in Section 1, 1 item selected",
        "Selected position 3 of 3 in Section 1, 2 items selected",
        "Picked up 2 items, position 2 of 2 in Section 1",
        "Moved to position 2 of 2 in Section 2",
        "Dropped 2 items at position 2 of 3 in Section 2",
      ])
  }

  @Test func theFloatingStackGathersFliesHomeAndAsksForFramesMeanwhile() {
    let host = BoardTestHost([("l0", ["a", "b"]), ("l1", ["c"])])
    let c = host.makeController(DragConfiguration(commit: .drop))
    c.select(at: lc(0, 0))
    c.select(at: lc(1, 0))
    host.logsFrames = true
    host.drag(140, 70, to: (440, 300))
    // The drop's flight is running: frames are still needed until it ends.
    #expect(c.needsFrames)
    let flying = c.boardRenderState(at: 0.75)
    #expect(flying.block?.phase == .dropping)
    #expect(
      flying.block?.items.map(\.path) == [
        ItemPath(section: 1, item: 1), ItemPath(section: 1, item: 0),
      ])
    #expect(flying.isAnimating)
    c.tick(time: 5)
    #expect(!c.needsFrames)
    #expect(c.boardRenderState(at: 5).block == nil)
    #expect(
      host.log.filter { if case .needsFrames = $0 { true } else { false } } == [
        .needsFrames(true), .needsFrames(false),
      ])
    #expect(host.order == "l0: b | l1: a c")
  }
}
