import ReorderCore
import Testing

/// Each strategy's distance over time in a running session: the copy enters the bottom zone at
/// 0.25 s and holds; ticks every 1/64 s (so the constant and proportional sums are exact in
/// binary floating point).
@Suite struct AutoScrollDistanceTests {
  /// The offsets after the ticks at 0.5, 0.75 and 1.25 s, and every offset seen.
  private func offsets(_ strategy: AutoScroll) -> (chosen: [Double], all: [Double]) {
    let layout = ListLayout(
      crossExtent: 320, sections: [ListSection(itemExtents: Array(repeating: 44, count: 100))])
    var s = DragSession(
      layout: layout, viewport: Viewport(size: Size(width: 320, height: 480)),
      configuration: DragConfiguration(activation: .immediate, autoScroll: strategy))
    _ = s.handle(.down(Point(x: 160, y: 22), time: 0))
    var chosen = [Double]()
    var all = [Double]()
    for k in 1...80 {
      let t = Double(k) / 64
      // Copy (grabbed at its centre) at 448...492, centre 470: across the 480 pt edge, 54 pt
      // deep into a 64 pt band.
      if t == 0.25 { _ = s.handle(.move(Point(x: 160, y: 470), time: t)) }
      _ = s.handle(.tick(time: t))
      all.append(s.viewport.contentOffset.y)
      if t == 0.5 || t == 0.75 || t == 1.25 { chosen.append(s.viewport.contentOffset.y) }
    }
    return (chosen, all)
  }

  @Test func constantIsExact() {
    let (chosen, all) = offsets(.constant(speed: 256))
    // Nothing before the copy crossed the edge; then 256 pt/s × (t - 0.25 s), 4 pt per tick.
    #expect(Array(all.prefix(16)) == [Double](repeating: 0, count: 16))
    #expect(Array(all.dropFirst(16)) == (1...64).map { Double($0) * 4 })
    #expect(chosen == [64, 128, 256])
  }

  @Test func proportionalIsExact() {
    // 1024 pt/s × 54/64 = 864 pt/s.
    let (chosen, all) = offsets(.proportional(edge: 64, maxSpeed: 1024))
    #expect(Array(all.prefix(16)) == [Double](repeating: 0, count: 16))
    #expect(chosen == [216, 432, 864])
  }

  @Test func acceleratingFollowsTheRamp() {
    // 864 pt/s at this depth, reached after a 0.5 s quadratic ramp: 864 × 0.5 × G(held / 0.5),
    // G(x) = x³/3 up to 1, then 1/3 + (x - 1).
    let (chosen, all) = offsets(.accelerating(edge: 64, maxSpeed: 1024, rampTime: 0.5))
    #expect(Array(all.prefix(16)) == [Double](repeating: 0, count: 16))
    let expected = [432.0 * (0.125 / 3), 432.0 / 3, 432.0 * (4.0 / 3)]
    #expect(chosen.count == 3)
    for (got, want) in zip(chosen, expected) { #expect(abs(got - want) < 1e-9) }
    // It accelerates: each tick's step is at least the one before.
    let steps = zip(all.dropFirst(), all).map { $0 - $1 }
    #expect(zip(steps.dropFirst(), steps).allSatisfy { $0 >= $1 - 1e-9 })
  }
}
