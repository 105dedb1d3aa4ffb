import ReorderCore
import Testing

/// The lift: the floating copy moves from its slot to its place under the pointer and takes on
/// the snapshot style, as a pure function of time.
@Suite struct MotionLiftTests {
  static let linear = DragAnimation(
    lift: AnimationTiming(duration: 0.25, curve: .linear),
    displacement: AnimationTiming(duration: 0.25, curve: .linear),
    drop: AnimationTiming(duration: 0.25, curve: .linear),
    cancel: AnimationTiming(duration: 0.5, curve: .linear))

  private func session(_ activation: Activation = .immediate) -> DragSession<ListLayout> {
    let layout = ListLayout(
      crossExtent: 320, sections: [ListSection(itemExtents: Array(repeating: 44, count: 10))])
    return DragSession(
      layout: layout, viewport: Viewport(size: Size(width: 320, height: 480)),
      configuration: DragConfiguration(
        activation: activation, snapshotStyle: .shadow, animation: Self.linear))
  }

  private func items(hidden: Int) -> [RenderedItem] {
    (0..<10).map {
      RenderedItem(
        path: ItemPath(section: 0, item: $0), committedPath: ItemPath(section: 0, item: $0),
        frame: Rect(x: 0, y: 44 * Double($0), width: 320, height: 44), isHidden: $0 == hidden,
        isTarget: false)
    }
  }

  private func state(copyY: Double, _ appearance: SnapshotAppearance, _ phase: FloatingCopy.Phase)
    -> RenderState
  {
    let origin = ItemPath(section: 0, item: 0)
    return RenderState(
      contentOffset: .zero, contentSize: Size(width: 320, height: 440), items: items(hidden: 0),
      floating: FloatingCopy(
        committedPath: origin, path: origin, frame: Rect(x: 0, y: copyY, width: 320, height: 44),
        appearance: appearance, phase: phase),
      isAnimating: phase == .lifting)
  }

  static let shadow = SnapshotAppearance(
    shadowColor: .gray, shadowOpacity: 0.4, shadowRadius: 5, shadowOffset: Point(x: -5, y: 0))

  @Test func copyMovesFromItsSlotToThePointer() {
    var s = session()
    _ = s.handle(.down(Point(x: 160, y: 22), time: 0))
    // 10 pt further down, still over the item's own slot: no move, the copy's target is y 10.
    #expect(s.handle(.move(Point(x: 160, y: 32), time: 0.0625)) == [])

    #expect(s.renderState(at: 0) == state(copyY: 0, .resting, .lifting))
    let half = SnapshotAppearance(
      shadowColor: .gray, shadowOpacity: 0.2, shadowRadius: 2.5,
      shadowOffset: Point(x: -2.5, y: 0))
    #expect(s.renderState(at: 0.125) == state(copyY: 5, half, .lifting))
    #expect(s.renderState(at: 0.25) == state(copyY: 10, Self.shadow, .following))
    #expect(s.renderState(at: 7) == state(copyY: 10, Self.shadow, .following))
    // Without a time: the state once the lift has finished.
    #expect(s.renderState() == state(copyY: 10, Self.shadow, .following))
  }

  /// A long press lifts the copy in place (the pointer is where it went down); only the look
  /// animates, from the activating tick's time.
  @Test func longPressLiftsInPlace() {
    var s = session(.longPress(minimumDuration: 0.5, allowableMovement: 10))
    _ = s.handle(.down(Point(x: 160, y: 22), time: 0))
    #expect(s.renderState(at: 0.25).floating == nil)
    #expect(s.handle(.tick(time: 0.5)) == [.willMove(at: ItemPath(section: 0, item: 0))])
    let quarter = SnapshotAppearance(
      shadowColor: .gray, shadowOpacity: 0.1, shadowRadius: 1.25,
      shadowOffset: Point(x: -1.25, y: 0))
    #expect(s.renderState(at: 0.5625) == state(copyY: 0, quarter, .lifting))
    #expect(s.renderState(at: 0.75) == state(copyY: 0, Self.shadow, .following))
  }

  /// With the default ease-in-out curve the middle of the lift is halfway too, and a quarter in
  /// it is less than a quarter of the way.
  @Test func easedLift() throws {
    var s = session()
    s.configuration.animation = .default
    _ = s.handle(.down(Point(x: 160, y: 22), time: 0))
    _ = s.handle(.move(Point(x: 160, y: 42), time: 0))
    let mid = try #require(s.renderState(at: 0.125).floating)
    #expect(abs(mid.frame.minY - 10) < 1e-9)
    #expect(abs(mid.appearance.shadowOpacity - 0.2) < 1e-9)
    let early = try #require(s.renderState(at: 0.0625).floating)
    #expect(early.frame.minY > 0 && early.frame.minY < 5)
  }
}
