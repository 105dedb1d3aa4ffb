import ReorderCore
import Testing

/// Easing curves and timings: pure functions of progress and elapsed time.
@Suite struct MotionCurveTests {
  static let curves: [(String, AnimationCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ("bezier", .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)),
    ("custom", .custom { $0 * $0 }),
  ]

  @Test func everyCurveRunsFromZeroToOne() {
    for (name, curve) in Self.curves {
      #expect(curve.value(at: 0) == 0, "\(name)")
      #expect(curve.value(at: 1) == 1, "\(name)")
      #expect(curve.value(at: -3) == 0, "\(name)")
      #expect(curve.value(at: 7) == 1, "\(name)")
      #expect(curve.value(at: .nan) == 0, "\(name)")
      // Monotonic for these curves.
      let samples = (0...100).map { curve.value(at: Double($0) / 100) }
      #expect(zip(samples.dropFirst(), samples).allSatisfy { $0 >= $1 }, "\(name)")
    }
  }

  @Test func linearAndCustomValues() {
    #expect(AnimationCurve.linear.value(at: 0.25) == 0.25)
    #expect(AnimationCurve.custom { $0 * $0 }.value(at: 0.5) == 0.25)
    // A custom curve answering nonsense counts as finished.
    #expect(AnimationCurve.custom { _ in .nan }.value(at: 0.5) == 1)
  }

  /// Ease-in-out is symmetric about its middle; ease-in is ease-out turned half a turn.
  @Test(arguments: [0.1, 0.25, 0.4, 0.5, 0.7, 0.9])
  func bezierSymmetries(_ x: Double) {
    let inOut = AnimationCurve.easeInOut
    #expect(abs(inOut.value(at: x) + inOut.value(at: 1 - x) - 1) < 1e-9)
    #expect(
      abs(AnimationCurve.easeIn.value(at: x) - (1 - AnimationCurve.easeOut.value(at: 1 - x)))
        < 1e-9)
    #expect(AnimationCurve.easeIn.value(at: x) < x)
    #expect(AnimationCurve.easeOut.value(at: x) > x)
  }

  /// The solver agrees with a brute-force walk of the Bézier's parameter.
  @Test(arguments: [0.05, 0.3, 0.6, 0.95])
  func bezierAgreesWithBruteForce(_ x: Double) {
    let (x1, y1, x2, y2) = (0.25, 0.1, 0.25, 1.0)
    func point(_ s: Double) -> (Double, Double) {
      let u = 1 - s
      return (
        3 * u * u * s * x1 + 3 * u * s * s * x2 + s * s * s,
        3 * u * u * s * y1 + 3 * u * s * s * y2 + s * s * s
      )
    }
    var best = (distance: Double.infinity, y: 0.0)
    for k in 0...200_000 {
      let (px, py) = point(Double(k) / 200_000)
      if abs(px - x) < best.distance { best = (abs(px - x), py) }
    }
    let curve = AnimationCurve.cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
    #expect(abs(curve.value(at: x) - best.y) < 1e-4)
  }

  @Test func timingProgress() {
    let t = AnimationTiming(duration: 0.25, curve: .linear)
    #expect(t.progress(elapsed: -0.1) == 0)
    #expect(t.progress(elapsed: 0) == 0)
    #expect(t.progress(elapsed: 0.0625) == 0.25)
    #expect(t.progress(elapsed: 0.25) == 1)
    #expect(t.progress(elapsed: .infinity) == 1)
    #expect(t.progress(elapsed: .nan) == 0)
    #expect(!t.isFinished(elapsed: 0.2))
    #expect(t.isFinished(elapsed: 0.25))
    // No duration (or a nonsense one): the end state at once.
    for d in [0, -1, Double.nan, Double.infinity] {
      let none = AnimationTiming(duration: d)
      #expect(none.progress(elapsed: 0) == 1)
      #expect(none.isFinished(elapsed: 0))
      #expect(none.effectiveDuration == 0)
    }
  }

  /// The defaults: a 0.2 s displacement (as classic table controllers slide rows), dnd-kit's 250 ms drop.
  @Test func defaultDurations() {
    let a = DragAnimation.default
    #expect(
      [a.lift, a.displacement, a.drop, a.cancel].map { $0.duration } == [0.25, 0.2, 0.25, 0.25])
    #expect(abs(a.displacement.curve.value(at: 0.5) - 0.5) < 1e-9)
    let none = DragAnimation.none
    #expect(
      [none.lift, none.displacement, none.drop, none.cancel].map { $0.effectiveDuration }
        == [0, 0, 0, 0])
  }

  /// With no animations, the render state at the event's own time is already the end state.
  @Test func noAnimationsShowTheEndStateAtOnce() {
    var s = DragSession(
      layout: ListLayout(
        crossExtent: 320, sections: [ListSection(itemExtents: Array(repeating: 44, count: 5))]),
      viewport: Viewport(size: Size(width: 320, height: 480)),
      configuration: DragConfiguration(activation: .immediate, animation: .none))
    _ = s.handle(.down(Point(x: 160, y: 22), time: 0))
    _ = s.handle(.move(Point(x: 160, y: 110), time: 1))
    #expect(s.renderState(at: 1) == s.renderState())
    #expect(!s.renderState(at: 1).isAnimating)
    _ = s.handle(.up(Point(x: 160, y: 120), time: 2))
    #expect(s.renderState(at: 2).floating == nil)
    #expect(s.renderState(at: 2) == s.renderState())
  }
}
