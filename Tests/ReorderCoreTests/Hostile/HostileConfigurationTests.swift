import ReorderCore
import Testing

/// Hostile strategy parameters. Outcome (the Reliability article): negative, NaN and infinite
/// durations, distances, allowances and speeds are clamped to 0.
@Suite struct HostileConfigurationTests {
  /// A negative or NaN press duration is 0: the first event at the press's own time completes
  /// it.
  @Test(arguments: [-1.0, .nan, -.infinity, .infinity])
  func badMinimumDurationIsZero(duration: Double) {
    var s = Scenario.list(3)
    s.activation = .longPress(duration: duration, slack: 10)
    s.events = [.down(at(22), time: 0), .tick(time: 0)]
    #expect(s.outcome().effects == [.willMove(at: path(0, 0))])
  }

  /// A NaN or negative allowance is 0: any movement refuses the press; none keeps it.
  @Test(arguments: [-5.0, .nan])
  func badAllowableMovementIsZero(slack: Double) {
    var s = Scenario.list(3)
    s.activation = .longPress(duration: 0.5, slack: slack)
    s.events = [.down(at(22), time: 0), .move(at(22.5), time: 0.1), .tick(time: 0.6)]
    #expect(s.outcome().effects == [])
    s.events = [.down(at(22), time: 0), .move(at(22), time: 0.1), .tick(time: 0.6)]
    #expect(s.outcome().effects == [.willMove(at: path(0, 0))])
  }

  /// A NaN or negative activation distance is 0: the first move, even in place, starts the drag.
  @Test(arguments: [-5.0, .nan, -.infinity])
  func badDistanceIsZero(distance: Double) {
    var s = Scenario.list(3)
    s.activation = .distance(distance)
    s.events = [.down(at(22), time: 0), .move(at(22), time: 0.1)]
    #expect(s.outcome().effects == [.willMove(at: path(0, 0))])
  }

  /// A NaN, negative or infinite auto-scroll speed is 0: nothing scrolls.
  @Test(arguments: [-100.0, .nan, .infinity])
  func badSpeedIsZero(speed: Double) {
    var s = Scenario.autoScrollingList(30, speed: speed)
    s.events = [
      .down(at(462), time: 0), .move(at(478), time: 0.1), .tick(time: 0.5), .tick(time: 1),
    ]
    let o = s.outcome()
    #expect(o.session.viewport.contentOffset == Point(x: 0, y: 0))
    #expect(o.effects.first == .willMove(at: path(0, 10)))
  }
}
