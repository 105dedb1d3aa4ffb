import ReorderCore
import Testing

/// Invariant 6 for every strategy, on both axes, with insets: the offset never leaves
/// `[-inset.start, contentLength - viewportLength + inset.end]`, reaches each end exactly, and
/// content that fits never scrolls.
@Suite struct AutoScrollBoundsTests {
  typealias Strategy = AutoScrollKind

  static let cases: [(Axis, Strategy)] = [Axis.vertical, .horizontal].flatMap { axis in
    Strategy.allCases.map { (axis, $0) }
  }

  /// A list of `count` 40 pt items in a viewport 300 pt long and 100 pt across, inset 30 at
  /// the start and 50 at the end of the axis.
  private func session(_ axis: Axis, _ strategy: Strategy, count: Int) -> DragSession<ListLayout> {
    let layout = ListLayout(
      axis: axis, crossExtent: 100,
      sections: [ListSection(itemExtents: Array(repeating: 40, count: count))])
    let insets =
      axis == .vertical ? EdgeInsets(top: 30, bottom: 50) : EdgeInsets(left: 30, right: 50)
    return DragSession(
      layout: layout,
      viewport: Viewport(size: Size(along: 300, across: 100, axis: axis), contentInset: insets),
      configuration: DragConfiguration(
        activation: .immediate, autoScroll: strategy.value(speed: 2000, rampTime: 0.2)))
  }

  /// Holds the pointer at `along` (viewport) from `start` for 3 s of 60 Hz ticks; returns the
  /// effects.
  private func hold(
    _ s: inout DragSession<ListLayout>, at along: Double, from start: Double
  ) -> [DragEffect] {
    let axis = s.layout.axis
    var effects = s.handle(.move(Point(along: along, across: 50, axis: axis), time: start))
    for k in 1...180 { effects += s.handle(.tick(time: start + Double(k) / 60)) }
    return effects
  }

  private func offsets(_ effects: [DragEffect], _ axis: Axis) -> [Double] {
    effects.compactMap {
      if case .scrolled(let p) = $0 { return p.along(axis) }
      return nil
    }
  }

  @Test(arguments: cases)
  func offsetStaysInBoundsAndReachesBothEnds(_ c: (Axis, Strategy)) {
    let (axis, strategy) = c
    var s = session(axis, strategy, count: 30)
    // Press item 0 at content 22 (viewport 52, as the offset starts at -30).
    #expect(
      s.handle(.down(Point(along: 52, across: 50, axis: axis), time: 0)) == [
        .willMove(at: ItemPath(section: 0, item: 0))
      ])
    // 1200 pt of content in 300 pt: the offset runs -30...950.
    let down = offsets(hold(&s, at: 245, from: 0), axis)
    #expect(!down.isEmpty)
    #expect(down.allSatisfy { $0 >= -30 && $0 <= 950 })
    #expect(down == down.sorted())
    #expect(down.last == 950)
    #expect(s.viewport.contentOffset.along(axis) == 950)
    #expect(s.viewport.contentOffset.across(axis) == 0)

    let up = offsets(hold(&s, at: 35, from: 3), axis)
    #expect(!up.isEmpty)
    #expect(up.allSatisfy { $0 >= -30 && $0 <= 950 })
    #expect(up == up.sorted(by: >))
    #expect(up.last == -30)
    #expect(s.viewport.contentOffset.along(axis) == -30)
    // The dragged item travelled to the end and back to the start with the content.
    #expect(s.arrangement?.slot == ItemPath(section: 0, item: 0))
  }

  @Test(arguments: cases)
  func contentThatFitsNeverScrolls(_ c: (Axis, Strategy)) {
    let (axis, strategy) = c
    // 160 pt of content in 300 - 30 - 50 = 220 visible points.
    var s = session(axis, strategy, count: 4)
    var effects = s.handle(.down(Point(along: 52, across: 50, axis: axis), time: 0))
    effects += hold(&s, at: 245, from: 0)
    effects += hold(&s, at: 35, from: 3)
    #expect(offsets(effects, axis) == [])
    #expect(s.viewport.contentOffset == Point(along: -30, across: 0, axis: axis))
  }
}
