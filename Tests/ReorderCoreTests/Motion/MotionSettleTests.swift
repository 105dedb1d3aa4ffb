import ReorderCore
import Testing

/// After the drag: the copy settles into its slot (drop) or flies back to where it began
/// (cancel-return) while the look returns to rest; then it is gone.
@Suite struct MotionSettleTests {
  private func path(_ item: Int) -> ItemPath { ItemPath(section: 0, item: item) }

  private func session(_ mode: ReorderMode = .insert) -> DragSession<ListLayout> {
    DragSession(
      layout: ListLayout(
        crossExtent: 320, sections: [ListSection(itemExtents: Array(repeating: 44, count: 10))]),
      viewport: Viewport(size: Size(width: 320, height: 480)),
      configuration: DragConfiguration(
        mode: mode, activation: .immediate, snapshotStyle: .shadow,
        animation: MotionLiftTests.linear))
  }

  /// The shadow style a fraction `f` of the way back to rest.
  private func fading(_ f: Double) -> SnapshotAppearance {
    MotionLiftTests.shadow.interpolated(to: .resting, fraction: f)
  }

  private func copy(
    from: Int, at: Int, y: Double, _ look: SnapshotAppearance, _ phase: FloatingCopy.Phase
  ) -> FloatingCopy {
    FloatingCopy(
      committedPath: path(from), path: path(at), frame: Rect(x: 0, y: y, width: 320, height: 44),
      appearance: look, phase: phase)
  }

  private func ys(_ state: RenderState) -> [Double] { state.items.map { $0.frame.minY } }
  private func hidden(_ state: RenderState) -> [Int] {
    state.items.filter { $0.isHidden }.map { $0.path.item }
  }

  @Test func dropSettlesIntoTheSlot() {
    var s = session()
    _ = s.handle(.down(Point(x: 160, y: 22), time: 0))
    _ = s.handle(.move(Point(x: 160, y: 110), time: 1))
    // Released 10 pt below the slot's place (still over the gap): the copy is at 98.
    #expect(s.handle(.up(Point(x: 160, y: 120), time: 2)) == [.ended(at: path(2))])
    #expect(!s.isDragging)

    let quarter = s.renderState(at: 2.0625)
    #expect(quarter.floating == copy(from: 0, at: 2, y: 95.5, fading(0.25), .dropping))
    let look = quarter.floating?.appearance
    #expect(abs((look?.shadowOpacity ?? 0) - 0.3) < 1e-12)
    #expect(look?.shadowRadius == 3.75)
    #expect(look?.shadowOffset == Point(x: -3.75, y: 0))
    #expect(look?.shadowColor == .gray)
    #expect(ys(quarter) == (0..<10).map { 44 * Double($0) })
    #expect(hidden(quarter) == [2])
    #expect(quarter.items.map { $0.committedPath } == quarter.items.map { $0.path })
    #expect(quarter.isAnimating)

    let done = s.renderState(at: 2.25)
    #expect(done.floating == nil)
    #expect(hidden(done) == [])
    #expect(!done.isAnimating)
    #expect(done == s.renderState())
  }

  /// A drop while the items are still sliding: they go on sliding (now in the committed data)
  /// and the copy heads for where its slot is drawn.
  @Test func dropDuringDisplacement() {
    var s = session()
    _ = s.handle(.down(Point(x: 160, y: 22), time: 0))
    _ = s.handle(.move(Point(x: 160, y: 66), time: 1))
    let during = ys(s.renderState(at: 1.0625))
    #expect(s.handle(.up(Point(x: 160, y: 66), time: 1.0625)) == [.ended(at: path(1))])
    // Continuity across the drop.
    #expect(ys(s.renderState(at: 1.0625)) == during)
    // At 1.125 the slide is half done: item 0 and the dropped item's slot are drawn at 22.
    let state = s.renderState(at: 1.125)
    #expect(Array(ys(state).prefix(3)) == [22, 22, 88])
    #expect(hidden(state) == [1])
    // The copy left 44 a quarter of the drop ago, towards the slot drawn at 22.
    #expect(state.floating == copy(from: 0, at: 1, y: 38.5, fading(0.25), .dropping))
    #expect(ys(s.renderState(at: 1.3125)) == (0..<10).map { 44 * Double($0) })
    #expect(s.renderState(at: 1.3125).floating == nil)
  }

  @Test func cancelReturnsHome() {
    var s = session()
    _ = s.handle(.down(Point(x: 160, y: 22), time: 0))
    _ = s.handle(.move(Point(x: 160, y: 110), time: 1))
    #expect(
      s.handle(.cancel(time: 2)) == [.moved(from: path(2), to: path(0)), .cancelled(at: path(0))])

    // 1/8 s in: the items are halfway back (item 1 at 22, item 2 at 66); the home slot is drawn
    // at 44; the copy has gone a quarter of the way from 88 towards it.
    let early = s.renderState(at: 2.125)
    var expected = (0..<10).map { 44 * Double($0) }
    expected[0] = 44
    expected[1] = 22
    expected[2] = 66
    #expect(ys(early) == expected)
    #expect(hidden(early) == [0])
    #expect(early.floating == copy(from: 0, at: 0, y: 77, fading(0.25), .returning))

    // 3/8 s in: the items are home; the copy is three quarters of the way to 0.
    let late = s.renderState(at: 2.375)
    #expect(ys(late) == (0..<10).map { 44 * Double($0) })
    #expect(late.floating == copy(from: 0, at: 0, y: 22, fading(0.75), .returning))

    #expect(s.renderState(at: 2.5).floating == nil)
    #expect(!s.renderState(at: 2.5).isAnimating)
  }

  /// An exchange: the other item slides into the dragged item's old place while the copy
  /// settles into the other's.
  @Test func exchangeDropSlidesTheOtherItem() {
    var s = session(.exchange)
    _ = s.handle(.down(Point(x: 160, y: 22), time: 0))
    _ = s.handle(.move(Point(x: 160, y: 110), time: 1))
    #expect(
      s.handle(.up(Point(x: 160, y: 110), time: 2)) == [
        .swapped(path(0), path(2)), .ended(at: path(2)),
      ])
    let state = s.renderState(at: 2.125)
    var expected = (0..<10).map { 44 * Double($0) }
    expected[0] = 44  // halfway from 88 to 0
    #expect(ys(state) == expected)
    #expect(hidden(state) == [2])
    #expect(state.floating == copy(from: 0, at: 2, y: 88, fading(0.5), .dropping))
    #expect(ys(s.renderState(at: 2.25)) == (0..<10).map { 44 * Double($0) })
  }

  /// A new drag during the settle takes over at once: the old copy is gone.
  @Test func newDragDuringSettle() {
    var s = session()
    _ = s.handle(.down(Point(x: 160, y: 22), time: 0))
    _ = s.handle(.move(Point(x: 160, y: 110), time: 1))
    _ = s.handle(.up(Point(x: 160, y: 120), time: 2))
    #expect(s.handle(.down(Point(x: 160, y: 300), time: 2.0625)) == [.willMove(at: path(6))])
    let state = s.renderState(at: 2.0625)
    #expect(state.floating == copy(from: 6, at: 6, y: 264, .resting, .lifting))
    #expect(hidden(state) == [6])
  }
}
