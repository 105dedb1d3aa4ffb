import ReorderCore
import Testing

/// `DragSession.reload`: the committed data replaced under a drag.
@Suite struct ReloadTests {
  static let viewport = Viewport(size: Size(width: 320, height: 480))

  static func list(_ counts: [Int], extent: Double = 44) -> ListLayout {
    ListLayout(
      crossExtent: 320,
      sections: counts.map { ListSection(itemExtents: Array(repeating: extent, count: $0)) })
  }

  static func y(_ row: Int) -> Double { 22 + 44 * Double(row) }

  static func p(_ s: Int, _ i: Int) -> ItemPath { ItemPath(section: s, item: i) }

  /// A session dragging row 0 of five down to slot 2 (pointer over row 2).
  static func draggingToSlotTwo(_ configuration: DragConfiguration) -> (
    DragSession<ListLayout>, [DragEffect]
  ) {
    var s = DragSession(layout: list([5]), viewport: viewport, configuration: configuration)
    var effects = s.handle(.down(Point(x: 160, y: y(0)), time: 0))
    effects += s.handle(.tick(time: 0.6))
    effects += s.handle(.move(Point(x: 160, y: y(1)), time: 0.7))
    effects += s.handle(.move(Point(x: 160, y: y(2)), time: 0.8))
    return (s, effects)
  }

  @Test func setupMovesLiveToSlotTwo() {
    let (s, effects) = Self.draggingToSlotTwo(DragConfiguration())
    #expect(
      effects == [
        .willMove(at: Self.p(0, 0)), .moved(from: Self.p(0, 0), to: Self.p(0, 1)),
        .moved(from: Self.p(0, 1), to: Self.p(0, 2)),
      ])
    #expect(s.arrangement == Arrangement(lifted: Self.p(0, 0), slot: Self.p(0, 2)))
  }

  @Test func liveInsertAboveContinuesAndRetargetsUnderThePointer() {
    // Host data after the live steps: 2 3 1 4 5; it inserts 0 at the top: 0 2 3 1 4 5.
    var (s, _) = Self.draggingToSlotTwo(DragConfiguration())
    let before = s.floatingFrame
    let outcome = s.reload(layout: Self.list([6]), pinned: nil, draggedItemAt: Self.p(0, 3))
    // The pointer (y = 110) is over row 2 of the new data: the item moves there.
    #expect(outcome == .continued([.moved(from: Self.p(0, 3), to: Self.p(0, 2))]))
    #expect(s.arrangement == Arrangement(lifted: Self.p(0, 3), slot: Self.p(0, 2)))
    #expect(s.floatingFrame == before)
    #expect(
      s.handle(.up(Point(x: 160, y: Self.y(2)), time: 1)) == [.ended(at: Self.p(0, 2))])
    #expect(!s.isDragging)
  }

  @Test func liveCancelAfterReloadReturnsToTheReloadPosition() {
    var (s, _) = Self.draggingToSlotTwo(DragConfiguration())
    _ = s.reload(layout: Self.list([6]), pinned: nil, draggedItemAt: Self.p(0, 3))
    #expect(
      s.handle(.cancel(time: 1)) == [
        .moved(from: Self.p(0, 2), to: Self.p(0, 3)), .cancelled(at: Self.p(0, 3)),
      ])
  }

  @Test func dropCommitAnnouncesThePreviewInTheNewData() {
    // Host data is still 1 2 3 4 5 (drop commit); it deletes "5" and inserts 0 at the top:
    // 0 1 2 3 4, the dragged item at row 1.
    var (s, effects) = Self.draggingToSlotTwo(DragConfiguration(commit: .drop))
    #expect(effects.last == .targetChanged(Self.p(0, 2)))
    let outcome = s.reload(layout: Self.list([5]), pinned: nil, draggedItemAt: Self.p(0, 1))
    #expect(outcome == .continued([.targetChanged(Self.p(0, 2))]))
    #expect(s.arrangement == Arrangement(lifted: Self.p(0, 1), slot: Self.p(0, 2)))
    #expect(
      s.handle(.up(Point(x: 160, y: Self.y(2)), time: 1)) == [
        .moved(from: Self.p(0, 1), to: Self.p(0, 2)), .ended(at: Self.p(0, 2)),
      ])
  }

  @Test func dropCommitAnnouncesEvenAnUnmovedSlot() {
    var (s, _) = Self.draggingToSlotTwo(DragConfiguration(commit: .drop))
    // The host inserted two rows on top: the item is at row 2, right under the pointer.
    let outcome = s.reload(layout: Self.list([7]), pinned: nil, draggedItemAt: Self.p(0, 2))
    #expect(outcome == .continued([.targetChanged(Self.p(0, 2))]))
    #expect(s.handle(.up(Point(x: 160, y: Self.y(2)), time: 1)) == [.ended(at: Self.p(0, 2))])
  }

  @Test func exchangeAnnouncesTheTargetInTheNewData() {
    var (s, effects) = Self.draggingToSlotTwo(DragConfiguration(mode: .exchange))
    #expect(effects.last == .targetChanged(Self.p(0, 2)))
    // The host moved the dragged item to the end: 2 3 4 5 1.
    let outcome = s.reload(layout: Self.list([5]), pinned: nil, draggedItemAt: Self.p(0, 4))
    #expect(outcome == .continued([.targetChanged(Self.p(0, 2))]))
    #expect(
      s.handle(.up(Point(x: 160, y: Self.y(2)), time: 1)) == [
        .swapped(Self.p(0, 4), Self.p(0, 2)), .ended(at: Self.p(0, 2)),
      ])
  }

  @Test func exchangeTargetClearsWhenNothingIsUnderThePointer() {
    var (s, _) = Self.draggingToSlotTwo(DragConfiguration(mode: .exchange))
    // Two rows left; the pointer (y = 110) is below them.
    let outcome = s.reload(layout: Self.list([2]), pinned: nil, draggedItemAt: Self.p(0, 0))
    #expect(outcome == .continued([.targetChanged(nil)]))
    #expect(s.handle(.up(Point(x: 160, y: Self.y(2)), time: 1)) == [.ended(at: Self.p(0, 0))])
  }

  @Test(arguments: [CommitMode.live, .drop])
  func goneItemEndsAsACancel(commit: CommitMode) {
    var (s, _) = Self.draggingToSlotTwo(DragConfiguration(commit: commit))
    #expect(s.reload(layout: Self.list([4]), pinned: nil, draggedItemAt: nil) == .cancelled)
    #expect(!s.isDragging)
    #expect(s.handle(.move(Point(x: 160, y: Self.y(3)), time: 1)) == [])
    #expect(s.handle(.up(Point(x: 160, y: Self.y(3)), time: 1.1)) == [])
  }

  @Test(arguments: [
    ItemPath(section: 0, item: 4), ItemPath(section: 1, item: 0),
    ItemPath(section: -1, item: 0), ItemPath(section: 0, item: -1),
  ])
  func outOfRangePositionEndsAsACancel(path: ItemPath) {
    var (s, _) = Self.draggingToSlotTwo(DragConfiguration())
    #expect(s.reload(layout: Self.list([4]), pinned: nil, draggedItemAt: path) == .cancelled)
    #expect(!s.isDragging)
  }

  @Test func pinnedDraggedItemEndsAsACancel() {
    var (s, _) = Self.draggingToSlotTwo(DragConfiguration())
    var pinned = PinnedItems(sectionCount: 1)
    pinned.pin(Self.p(0, 2))
    #expect(
      s.reload(layout: Self.list([5]), pinned: pinned, draggedItemAt: Self.p(0, 2)) == .cancelled)
  }

  @Test func newPinnedItemsDeclineMoves() {
    var (s, _) = Self.draggingToSlotTwo(DragConfiguration())
    // Host data 2 3 1 4 5 unchanged; row 3 is now pinned.
    var pinned = PinnedItems(sectionCount: 1)
    pinned.pin(Self.p(0, 3))
    #expect(
      s.reload(layout: Self.list([5]), pinned: pinned, draggedItemAt: Self.p(0, 2))
        == .continued([]))
    #expect(
      s.handle(.move(Point(x: 160, y: Self.y(4)), time: 1)) == [
        .declined(proposed: Self.p(0, 4), reason: .pinned)
      ])
    #expect(
      s.handle(.move(Point(x: 160, y: Self.y(1)), time: 1.1)) == [
        .moved(from: Self.p(0, 2), to: Self.p(0, 1))
      ])
  }

  @Test func sectionsInsertedAboveShiftTheDrag() {
    var (s, _) = Self.draggingToSlotTwo(DragConfiguration())
    // A new 3-row section on top; the dragged item is at (1, 2), the pointer over (0, 2).
    let outcome = s.reload(layout: Self.list([3, 5]), pinned: nil, draggedItemAt: Self.p(1, 2))
    #expect(outcome == .continued([.moved(from: Self.p(1, 2), to: Self.p(0, 2))]))
    #expect(
      s.handle(.up(Point(x: 160, y: Self.y(2)), time: 1)) == [.ended(at: Self.p(0, 2))])
    #expect(s.layout.itemCount(inSection: 0) == 4)
    #expect(s.layout.itemCount(inSection: 1) == 4)
  }

  @Test func floatingCopyTakesTheNewSizeAndStaysUnderThePointer() {
    var (s, _) = Self.draggingToSlotTwo(DragConfiguration())
    // Same data, the dragged row now 10 points tall (grab offset 22 is clamped to 10).
    let layout = ListLayout(
      crossExtent: 320, sections: [ListSection(itemExtents: [44, 44, 10, 44, 44])])
    _ = s.reload(layout: layout, pinned: nil, draggedItemAt: Self.p(0, 2))
    #expect(s.floatingFrame == Rect(x: 0, y: 100, width: 320, height: 10))
  }

  @Test func reloadAtRestReplacesTheLayout() {
    var s = DragSession(layout: Self.list([5]), viewport: Self.viewport)
    #expect(
      s.reload(layout: Self.list([2, 2]), pinned: nil, draggedItemAt: Self.p(0, 0)) == .notDragging)
    #expect(s.layout.sectionCount == 2)
    #expect(s.handle(.down(Point(x: 160, y: Self.y(3)), time: 0)) == [])
    #expect(s.handle(.tick(time: 0.6)) == [.willMove(at: Self.p(1, 1))])
  }

  @Test func pressWaitingKeepsWaitingAndHitTestsTheNewData() {
    var s = DragSession(layout: Self.list([5]), viewport: Self.viewport)
    _ = s.handle(.down(Point(x: 160, y: Self.y(1)), time: 0))
    #expect(s.reload(layout: Self.list([1, 4]), pinned: nil, draggedItemAt: nil) == .notDragging)
    #expect(s.isPressing)
    #expect(s.handle(.tick(time: 0.6)) == [.willMove(at: Self.p(1, 0))])
  }

  @Test func policyIsAskedForTheNewTarget() {
    struct Stay: DragPolicy {
      func targetIndexPath(
        forMoveFrom original: ItemPath, at current: ItemPath, proposed: ItemPath
      ) -> ItemPath { current }
    }
    var (s, _) = Self.draggingToSlotTwo(DragConfiguration())
    let outcome = s.reload(
      layout: Self.list([6]), pinned: nil, draggedItemAt: Self.p(0, 3), policy: Stay())
    #expect(outcome == .continued([.declined(proposed: Self.p(0, 2), reason: .targetPolicy)]))
    #expect(s.arrangement == .unmoved(Self.p(0, 3)))
  }
}
