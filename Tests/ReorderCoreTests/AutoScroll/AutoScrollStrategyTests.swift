import ReorderCore
import Testing

/// The strategies as pure functions of one stretch: what each returns for a floating copy at a
/// given place, held for a given time.
@Suite struct AutoScrollStrategyTests {
  /// A 480 pt viewport; the floating copy is 44 pt long with its centre at `center`.
  private func context(
    center: Double, from: Double = 0, to: Double = 0.5, insetStart: Double = 0,
    insetEnd: Double = 0, viewport: Double = 480
  ) -> AutoScrollContext {
    AutoScrollContext(
      viewportLength: viewport, insetStart: insetStart, insetEnd: insetEnd,
      floatingStart: center - 22, floatingEnd: center + 22, minOffset: 0, maxOffset: 10_000,
      previousTime: from, time: to)
  }

  private func delta(_ strategy: AutoScroll, _ context: AutoScrollContext) -> Double {
    var memory = AutoScrollMemory()
    return strategy.offsetDelta(context, memory: &memory)
  }

  @Test func noneNeverScrolls() {
    #expect(delta(.none, context(center: 470)) == 0)
    #expect(delta(.none, context(center: 5)) == 0)
  }

  /// Seed 000: a fixed speed once the frame crosses the visible edge; the insets move the edge.
  @Test(arguments: [
    // (centre, insetStart, insetEnd, expected delta over 0.5 s at 300 pt/s)
    (458.0, 0.0, 0.0, 0.0),  // trailing edge exactly at 480: not crossed
    (459.0, 0.0, 0.0, 150.0),  // trailing edge at 481: crossed
    (420.0, 0.0, 40.0, 150.0),  // the bottom inset moves the edge to 440
    (417.0, 0.0, 40.0, 0.0),
    (22.0, 0.0, 0.0, 0.0),  // leading edge exactly at 0
    (21.0, 0.0, 0.0, -150.0),
    (60.0, 40.0, 0.0, -150.0),  // the top inset moves the edge to 40
    (62.0, 40.0, 0.0, 0.0),
    (240.0, 0.0, 0.0, 0.0),
  ])
  func constantCrossesTheVisibleEdge(_ c: (Double, Double, Double, Double)) {
    let d = delta(.constant(speed: 300), context(center: c.0, insetStart: c.1, insetEnd: c.2))
    #expect(d == c.3)
  }

  /// Seed 001: maxSpeed × depth / band, the depth of the centre in the band, capped at the band.
  @Test(arguments: [
    // (centre, insetStart, insetEnd, expected delta over 0.5 s at 1200 pt/s in a 60 pt band)
    (420.0, 0.0, 0.0, 0.0),  // the band's inner boundary
    (435.0, 0.0, 0.0, 150.0),  // depth 15 of 60
    (450.0, 0.0, 0.0, 300.0),  // half depth
    (480.0, 0.0, 0.0, 600.0),  // full depth
    (530.0, 0.0, 0.0, 600.0),  // beyond the edge: capped
    (30.0, 0.0, 0.0, -300.0),
    (-40.0, 0.0, 0.0, -600.0),
    (90.0, 60.0, 0.0, -300.0),  // the top inset moves the band to 60...120
    (385.0, 0.0, 50.0, 150.0),  // the bottom inset moves the band to 370...430
    (240.0, 0.0, 0.0, 0.0),
  ])
  func proportionalToTheCentresDepth(_ c: (Double, Double, Double, Double)) {
    let strategy = AutoScroll.proportional(edge: 60, maxSpeed: 1200)
    let d = delta(strategy, context(center: c.0, insetStart: c.1, insetEnd: c.2))
    #expect(d == c.3)
  }

  /// In a short viewport the band shrinks to half the visible length, so zones never overlap.
  @Test func proportionalBandsNeverOverlap() {
    let strategy = AutoScroll.proportional(edge: 60, maxSpeed: 100)
    // Visible length 80: bands of 40; the middle is in neither.
    #expect(delta(strategy, context(center: 40, to: 1, viewport: 80)) == 0)
    #expect(delta(strategy, context(center: 60, to: 1, viewport: 80)) == 50)
    #expect(delta(strategy, context(center: 20, to: 1, viewport: 80)) == -50)
    // No visible length at all: nothing.
    #expect(
      delta(strategy, context(center: 0, to: 1, insetStart: 40, insetEnd: 40, viewport: 80)) == 0)
  }

  /// maxSpeed × depth fraction × min(1, held / ramp)², integrated: ramp × (τ³/3) up to the
  /// ramp, then linear.
  @Test(arguments: [
    // (stretch end in s, expected distance at full depth, 600 pt/s, ramp 1 s)
    (0.5, 25.0),  // 600 × 0.5³ / 3
    (1.0, 200.0),  // 600 × 1 / 3
    (2.0, 800.0),  // 600 × (1/3 + 1)
  ])
  func acceleratingDistanceOverTime(_ c: (Double, Double)) {
    let strategy = AutoScroll.accelerating(edge: 60, maxSpeed: 600, rampTime: 1)
    var memory = AutoScrollMemory()
    let d = strategy.offsetDelta(context(center: 480, from: 0, to: c.0), memory: &memory)
    #expect(abs(d - c.1) < 1e-9)
    #expect(memory.zoneEnteredAt == 0)
    #expect(memory.zoneSide == 1)
    #expect(memory.startedInZone)
  }

  /// The same two seconds cut into ticks at 30, 60 and 120 Hz sum to the same distance.
  @Test(arguments: [30, 60, 120])
  func acceleratingIntegralIgnoresTickSize(_ rate: Int) {
    let strategy = AutoScroll.accelerating(edge: 60, maxSpeed: 600, rampTime: 1)
    var memory = AutoScrollMemory()
    var total = 0.0
    var previous = 0.0
    for k in 1...(2 * rate) {
      let t = Double(k) / Double(rate)
      // Half depth: the centre 30 pt into the bottom band.
      total += strategy.offsetDelta(context(center: 450, from: previous, to: t), memory: &memory)
      memory.isFirstTick = false
      previous = t
    }
    #expect(abs(total - 400) < 1e-9)
  }

  /// Leaving the zone forgets the time held; coming back ramps from zero again.
  @Test func acceleratingRestartsTheRampOnReentry() {
    let strategy = AutoScroll.accelerating(edge: 60, maxSpeed: 600, rampTime: 1)
    var memory = AutoScrollMemory()
    _ = strategy.offsetDelta(context(center: 480, from: 0, to: 1), memory: &memory)
    memory.isFirstTick = false
    #expect(strategy.offsetDelta(context(center: 240, from: 1, to: 2), memory: &memory) == 0)
    #expect(memory.zoneEnteredAt == nil)
    #expect(memory.zoneSide == 0)
    let again = strategy.offsetDelta(context(center: 480, from: 2, to: 2.5), memory: &memory)
    #expect(abs(again - 25) < 1e-9)
    #expect(memory.zoneEnteredAt == 2)
    // Switching from the end zone to the start zone also restarts the ramp.
    let other = strategy.offsetDelta(context(center: 0, from: 2.5, to: 3), memory: &memory)
    #expect(abs(other + 25) < 1e-9)
    #expect(memory.zoneSide == -1)
  }

  /// A drag that begins near an edge ramps in (react-beautiful-dnd) where the proportional
  /// strategy would start at its full depth speed.
  @Test func acceleratingRampsInWhenTheDragStartsInTheZone() {
    let accelerating = AutoScroll.accelerating(edge: 60, maxSpeed: 1200, rampTime: 1)
    let proportional = AutoScroll.proportional(edge: 60, maxSpeed: 1200)
    let first = context(center: 480, from: 0, to: 0.1)
    var memory = AutoScrollMemory()
    let ramped = accelerating.offsetDelta(first, memory: &memory)
    #expect(abs(ramped - 1200 * 0.001 / 3) < 1e-9)  // 0.4 pt in the first 100 ms
    #expect(delta(proportional, first) == 120)
    #expect(memory.startedInZone)
  }

  /// With no ramp time, accelerating is proportional.
  @Test func acceleratingWithoutRampIsProportional() {
    let strategy = AutoScroll.accelerating(edge: 60, maxSpeed: 1200, rampTime: 0)
    #expect(delta(strategy, context(center: 450)) == 300)
  }

  /// Nonsense parameters scroll nothing rather than crash or run away.
  @Test func badParametersScrollNothing() {
    let c = context(center: 480)
    #expect(delta(.constant(speed: -.infinity), c) == 0)
    #expect(delta(.constant(speed: .nan), c) == 0)
    #expect(delta(.proportional(edge: -60, maxSpeed: 1200), c) == 0)
    #expect(delta(.proportional(edge: 60, maxSpeed: .nan), c) == 0)
    #expect(delta(.accelerating(edge: .nan, maxSpeed: 1200, rampTime: 1), c) == 0)
    // Time that goes backwards is no time.
    #expect(delta(.constant(speed: 300), context(center: 480, from: 1, to: 0.5)) == 0)
  }

  private struct Fixed: AutoScrollStrategy {
    var speed: Double
    func offsetDelta(_ context: AutoScrollContext, memory: inout AutoScrollMemory) -> Double {
      memory.zoneSide = 1
      return speed * context.duration
    }
  }

  /// Custom strategies: a closure over the stretch, a conforming type, a position-only velocity.
  @Test func customStrategies() {
    let closure = AutoScroll.custom { context, memory in
      memory.zoneEnteredAt = context.previousTime
      return context.floatingCenter - 240
    }
    var memory = AutoScrollMemory()
    #expect(closure.offsetDelta(context(center: 250, from: 0.25), memory: &memory) == 10)
    #expect(memory.zoneEnteredAt == 0.25)

    var typed = AutoScrollMemory()
    #expect(
      AutoScroll.custom(Fixed(speed: 100)).offsetDelta(context(center: 0), memory: &typed) == 50)
    #expect(typed.zoneSide == 1)

    let velocity = AutoScroll.custom(velocity: { $0.floatingCenter > 400 ? 80 : 0 })
    #expect(delta(velocity, context(center: 450, from: 1, to: 1.25)) == 20)
    #expect(delta(velocity, context(center: 300, from: 1, to: 1.25)) == 0)
  }
}
