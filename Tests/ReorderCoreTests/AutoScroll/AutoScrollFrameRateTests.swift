import ReorderCore
import Testing

/// Invariant 7: the same gesture with ticks at 30, 60 and 120 Hz ends at the same offset
/// (within 1 pt) and in the same order, for every strategy. Pointer events fall between ticks,
/// so a copy enters and leaves a zone mid-frame.
@Suite struct AutoScrollFrameRateTests {
  typealias Strategy = AutoScrollKind

  /// A pointer gesture: (time, viewport y) moves after a press at y 22 at time 0.
  typealias Gesture = [(time: Double, y: Double)]

  /// Enters the bottom zone between ticks and holds until the release at 1.5 s.
  static let hold: Gesture = [(0.1, 300), (0.2137, 470)]
  /// Enters between ticks, leaves between ticks, comes back to the top zone between ticks.
  static let enterAndLeave: Gesture = [(0.1, 300), (0.2137, 470), (0.9071, 240), (1.1234, 15)]

  /// Runs `gesture` with ticks at `rate` Hz from time 0 to 1.5 s; returns the final offset and
  /// order (ids 0..<100).
  func run(_ strategy: Strategy, _ gesture: Gesture, rate: Int) -> (offset: Double, order: [Int]) {
    let layout = ListLayout(
      crossExtent: 320, sections: [ListSection(itemExtents: Array(repeating: 44, count: 100))])
    var session = DragSession(
      layout: layout, viewport: Viewport(size: Size(width: 320, height: 480)),
      configuration: DragConfiguration(
        activation: .immediate,
        autoScroll: strategy.value(speed: 500, maxSpeed: 1200, rampTime: 0.8)))
    var effects = session.handle(.down(Point(x: 160, y: 22), time: 0))
    var moves = gesture[...]
    var last = 22.0
    for k in 1...(3 * rate / 2) {
      let t = Double(k) / Double(rate)
      while let next = moves.first, next.time <= t {
        effects += session.handle(.move(Point(x: 160, y: next.y), time: next.time))
        last = next.y
        moves.removeFirst()
      }
      effects += session.handle(.tick(time: t))
    }
    effects += session.handle(.up(Point(x: 160, y: last), time: 1.5))
    var order = Array(0..<100)
    for case .moved(let from, let to) in effects {
      order.insert(order.remove(at: from.item), at: to.item)
    }
    return (session.viewport.contentOffset.y, order)
  }

  @Test(arguments: Strategy.allCases)
  func holdIsFrameRateIndependent(_ strategy: Strategy) {
    let results = [30, 60, 120].map { run(strategy, Self.hold, rate: $0) }
    for r in results.dropFirst() {
      #expect(abs(r.offset - results[0].offset) < 1)
      #expect(abs(r.offset - results[0].offset) < 1e-6)  // in fact exact up to rounding
      #expect(r.order == results[0].order)
    }
    // The copy's centre sits 50 pt deep in the 60 pt band (trailing edge 492 past 480) from
    // 0.2137 s to 1.5 s.
    let held = 1.5 - 0.2137
    let expected: Double
    switch strategy {
    case .constant: expected = 500 * held
    case .proportional: expected = 1200 * (50.0 / 60) * held
    case .accelerating: expected = 1200 * (50.0 / 60) * 0.8 * (1.0 / 3 + (held / 0.8 - 1))
    }
    #expect(abs(results[0].offset - expected) < 1e-6)
    #expect(results[0].order.first != 0)  // the dragged item went down with the content
  }

  @Test(arguments: Strategy.allCases)
  func enterAndLeaveIsFrameRateIndependent(_ strategy: Strategy) {
    let results = [30, 60, 120].map { run(strategy, Self.enterAndLeave, rate: $0) }
    for r in results.dropFirst() {
      #expect(abs(r.offset - results[0].offset) < 1)
      #expect(r.order == results[0].order)
    }
    #expect(results[0].offset > 0)
  }
}
