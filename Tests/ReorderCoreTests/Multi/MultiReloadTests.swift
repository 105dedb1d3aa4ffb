import ReorderCore
import Testing

@Suite struct MultiReloadTests {
  static func list(_ count: Int) -> ListLayout {
    ListLayout(
      crossExtent: 320,
      sections: [ListSection(itemExtents: Array(repeating: 44, count: count))])
  }

  @Test func aReloadKeepsTheSelectionByPositionAndTheHostRemapsItByIdentity() {
    var h = SessionHarness([["a", "b", "c", "d", "e"]])
    h.selectIDs(["b", "d", "e"])
    // The host deletes a: its data is now b c d e. By position the selection still names
    // 1, 3 and 4; 4 is no longer an item and leaves it.
    h.data = [["b", "c", "d", "e"]]
    let reloaded = h.session.reload(layout: Self.list(4), pinned: nil, draggedItemAt: nil)
    #expect(reloaded == .notDragging)
    #expect(h.session.selectedPaths == [ip(0, 1), ip(0, 3)])
    // Following its items by identity, the host says where b, d and e are now.
    let replaced = h.session.replaceSelection(
      with: [ip(0, 3), ip(0, 0), ip(0, 2), ip(0, 0)], policy: DefaultDragPolicy())
    #expect(replaced)
    #expect(h.session.selectedPaths == [ip(0, 0), ip(0, 2), ip(0, 3)])
    // The block is b, d, e: pressed on b and dropped at the end.
    h.drag(from: 22, through: [170])
    h.expect(
      order: "c b d e",
      effects: blockDrop(
        [ip(0, 0), ip(0, 2), ip(0, 3)], targets: [ip(0, 1)], moves: [(ip(0, 0), ip(0, 1))],
        end: ip(0, 1)))
  }

  @Test func aReloadDuringABlockDragCancelsItAndOwesNoDataEffect() {
    var h = SessionHarness([["a", "b", "c", "d"]])
    h.selectIDs(["a", "c"])
    h.pickUp(at: 22)
    h.move(to: 160)
    let outcome = h.session.reload(layout: Self.list(4), pinned: nil, draggedItemAt: ip(0, 0))
    #expect(outcome == .cancelled)
    #expect(!h.session.isDragging)
    #expect(h.order == "a b c d")
    #expect(h.effects == [.willMoveItems(at: [ip(0, 0), ip(0, 2)]), .targetChanged(ip(0, 2))])
    #expect(h.session.selectedPaths == [ip(0, 0), ip(0, 2)])
  }

  @Test func pinnedPositionsLeaveTheSelectionAtAReload() {
    var h = SessionHarness([["a", "b", "c"]])
    h.selectIDs(["a", "b"])
    var pins = PinnedItems(sectionCount: 1)
    pins.pin(ip(0, 1))
    _ = h.session.reload(layout: Self.list(3), pinned: pins, draggedItemAt: nil)
    #expect(h.session.selectedPaths == [ip(0, 0)])
  }
}
