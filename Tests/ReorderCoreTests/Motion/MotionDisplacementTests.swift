import ReorderCore
import Testing

/// Displacement: after each slot change the items between slide to their new places (seed
/// 001's 0.2 s; 0.25 s and linear here so the values are exact). Changes that overlap add up.
@Suite struct MotionDisplacementTests {
  private func session(_ extents: [Double], height: Double = 480) -> DragSession<ListLayout> {
    DragSession(
      layout: ListLayout(crossExtent: 320, sections: [ListSection(itemExtents: extents)]),
      viewport: Viewport(size: Size(width: 320, height: height)),
      configuration: DragConfiguration(activation: .immediate, animation: MotionLiftTests.linear))
  }

  /// The rendered items as (current item, committed item, y, extent, hidden).
  private func rows(_ state: RenderState) -> [[Double]] {
    state.items.map {
      [
        Double($0.path.item), Double($0.committedPath.item), $0.frame.minY, $0.frame.size.height,
        $0.isHidden ? 1 : 0,
      ]
    }
  }

  private func rest(_ ys: [Double], committed: [Int], hidden: Int) -> [[Double]] {
    (0..<ys.count).map { [Double($0), Double(committed[$0]), ys[$0], 44, $0 == hidden ? 1 : 0] }
  }

  @Test func itemsSlideToOpenTheGap() {
    var s = session(Array(repeating: 44, count: 10))
    _ = s.handle(.down(Point(x: 160, y: 22), time: 0))
    #expect(
      s.handle(.move(Point(x: 160, y: 66), time: 1)) == [
        .moved(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 1))
      ])
    let committed = [1, 0, 2, 3, 4, 5, 6, 7, 8, 9]
    let settled = (0..<10).map { 44 * Double($0) }
    // At the change, everything is still where it was (the gap at 0, item 1 at 44).
    var atStart = settled
    atStart[0] = 44
    atStart[1] = 0
    #expect(rows(s.renderState(at: 1)) == rest(atStart, committed: committed, hidden: 1))
    // Halfway: item 1 (now first) and the gap meet at 22.
    var half = settled
    half[0] = 22
    half[1] = 22
    #expect(rows(s.renderState(at: 1.125)) == rest(half, committed: committed, hidden: 1))
    #expect(s.renderState(at: 1.125).isAnimating)
    #expect(rows(s.renderState(at: 1.25)) == rest(settled, committed: committed, hidden: 1))
    #expect(!s.renderState(at: 1.25).isAnimating)
  }

  /// A second change before the first has finished adds its own slide to what is left of the
  /// first; nothing jumps.
  @Test func overlappingChangesAddUp() {
    var s = session(Array(repeating: 44, count: 10))
    _ = s.handle(.down(Point(x: 160, y: 22), time: 0))
    _ = s.handle(.move(Point(x: 160, y: 66), time: 1))
    let before = rows(s.renderState(at: 1.125))
    #expect(
      s.handle(.move(Point(x: 160, y: 110), time: 1.125)) == [
        .moved(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 0, item: 2))
      ])
    let committed = [1, 2, 0, 3, 4, 5, 6, 7, 8, 9]
    // Continuity: at the second change every item is where the first had it (by identity).
    let after = rows(s.renderState(at: 1.125))
    #expect(after.count == before.count)
    for row in after {
      #expect(before.first { $0[1] == row[1] }?[2] == row[2])
    }
    // At 1.1875 the first change has 1/4 left and the second 3/4:
    // item 1: 0 + 44 × 1/4 = 11; item 2: 44 + 44 × 3/4 = 77; the gap: 88 - 11 - 33 = 44.
    var ys = (0..<10).map { 44 * Double($0) }
    ys[0] = 11
    ys[1] = 77
    ys[2] = 44
    #expect(rows(s.renderState(at: 1.1875)) == rest(ys, committed: committed, hidden: 2))
    #expect(
      rows(s.renderState(at: 1.375))
        == rest((0..<10).map { 44 * Double($0) }, committed: committed, hidden: 2))
  }

  /// An item whose new place is off screen is still drawn while it slides out, and one that
  /// slides in is drawn only once it shows.
  @Test func itemsSlidingOutStayVisibleUntilTheyLeave() {
    // Five 10 pt items, then a 100 pt item, in a 120 pt viewport.
    var s = session([10, 10, 10, 10, 10, 100, 10, 10], height: 120)
    _ = s.handle(.down(Point(x: 160, y: 100), time: 0))  // item 5, grabbed 50 pt in
    #expect(
      s.handle(.move(Point(x: 160, y: 5), time: 1)) == [
        .moved(from: ItemPath(section: 0, item: 5), to: ItemPath(section: 0, item: 0))
      ])
    // Settled, items 0...4 sit at 100...150: only two of them show.
    let settled = s.renderState(at: 2).items.map { $0.committedPath.item }
    #expect(settled == [5, 0, 1])
    // Halfway, all five are still on screen, 50 pt down from where they were.
    let half = s.renderState(at: 1.125).items
    #expect(half.map { $0.committedPath.item } == [5, 0, 1, 2, 3, 4])
    #expect(half.map { $0.frame.minY } == [25, 50, 60, 70, 80, 90])
    #expect(half.map { $0.frame.size.height } == [100, 10, 10, 10, 10, 10])
  }

  /// Exchange drags move nothing until the drop, so they never displace.
  @Test func exchangeDragsDoNotDisplace() {
    var s = session(Array(repeating: 44, count: 10))
    s.configuration.mode = .exchange
    _ = s.handle(.down(Point(x: 160, y: 22), time: 0))
    #expect(
      s.handle(.move(Point(x: 160, y: 110), time: 1)) == [
        .targetChanged(ItemPath(section: 0, item: 2))
      ])
    let state = s.renderState(at: 1.125)
    #expect(state.items.map { $0.frame.minY } == (0..<10).map { 44 * Double($0) })
    #expect(state.items.map { $0.isTarget } == (0..<10).map { $0 == 2 })
    #expect(!state.isAnimating)
  }

  /// A reload replaces the data the recorded slides were about: they stop at once, and the
  /// copy keeps following the pointer.
  @Test func reloadEndsSlidesAtOnce() throws {
    var s = session(Array(repeating: 44, count: 10))
    _ = s.handle(.down(Point(x: 160, y: 22), time: 0))
    _ = s.handle(.move(Point(x: 160, y: 66), time: 1))
    #expect(s.renderState(at: 1.125).isAnimating)
    // The host inserted an item at the top; in live commit the dragged item is now at 2.
    let grown = ListLayout(
      crossExtent: 320, sections: [ListSection(itemExtents: Array(repeating: 44, count: 11))])
    _ = s.reload(layout: grown, pinned: nil, draggedItemAt: ItemPath(section: 0, item: 2))
    let state = s.renderState(at: 1.125)
    #expect(!state.isAnimating)
    #expect(state.items.map { $0.frame.minY } == (0..<11).map { 44 * Double($0) })
    let copy = try #require(state.floating)
    #expect(copy.frame.minY == 44)
    #expect(copy.phase == .following)
  }

  /// In a grid, a cell that wraps to the line before slides diagonally.
  @Test func gridCellsSlideAcrossLines() {
    let grid = GridLayout(
      sizing: .columns(3, aspectRatio: 1), viewportSize: Size(width: 300, height: 600),
      sections: [GridSection(itemCount: 9)])
    var s = DragSession(
      layout: grid, viewport: Viewport(size: Size(width: 300, height: 600)),
      configuration: DragConfiguration(activation: .immediate, animation: MotionLiftTests.linear))
    _ = s.handle(.down(Point(x: 50, y: 50), time: 0))
    #expect(
      s.handle(.move(Point(x: 50, y: 150), time: 1)) == [
        .moved(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 3))
      ])
    // Halfway: cells 1 and 2 are half a cell left of their old places; cell 3 is halfway from
    // the second line's start (0, 100) to the first line's end (200, 0); the gap (hidden) is
    // halfway down from (0, 0) to (0, 100).
    let half = s.renderState(at: 1.125).items.prefix(4).map { [$0.frame.minX, $0.frame.minY] }
    #expect(half == [[50, 0], [150, 0], [100, 50], [0, 50]])
    let settled = s.renderState(at: 1.25).items.prefix(4).map { [$0.frame.minX, $0.frame.minY] }
    #expect(settled == [[0, 0], [100, 0], [200, 0], [0, 100]])
  }

  /// Keyboard moves slide the items too, from the time of the latest event.
  @Test func keyboardMovesSlide() {
    var s = session(Array(repeating: 44, count: 10))
    _ = s.handle(.tick(time: 1))
    _ = s.handle(.pickUp(ItemPath(section: 0, item: 0)))
    _ = s.handle(.move(.down))
    #expect(s.arrangement?.slot == ItemPath(section: 0, item: 1))
    let half = s.renderState(at: 1.125)
    #expect(Array(half.items.prefix(3).map { $0.frame.minY }) == [22, 22, 88])
    #expect(half.isAnimating)
    #expect(!s.renderState(at: 1.25).isAnimating)
  }
}
