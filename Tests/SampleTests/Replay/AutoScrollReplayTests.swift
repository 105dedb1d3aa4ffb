import Foundation
import ReplayHost
import Testing

/// The replay's `options.autoScroll` strategies reach the engine with their documented speeds.
@MainActor @Suite struct AutoScrollReplayTests {
  /// Picks up row 1 (centre 22), moves its centre to y = 470 (50 pt deep into a 60 pt zone at
  /// the bottom of a 480 pt viewport) at 0.7 s, then ticks at 60 Hz for `hold` seconds.
  static func hold(_ strategy: String, seconds hold: Double) throws -> Double {
    var events = [
      event("down", 160, 22, t: 0), event("tick", t: 0.6), event("move", 160, 470, t: 0.7),
    ]
    let frames = Int((hold * 60).rounded())
    for k in 1...frames { events.append(event("tick", t: 0.7 + Double(k) / 60)) }
    let result = try replay(
      scenarioJSON(
        ids: numbered(100), options: #"{"autoScroll": \#(strategy)}"#, events: events))
    return result.contentOffset.y
  }

  @Test func proportionalScrollsAtMaxSpeedTimesDepthOverEdge() throws {
    // 1200 × 50 / 60 = 1000 pt/s for 0.5 s.
    let offset = try Self.hold(
      #"{"strategy": "proportional", "edge": 60, "maxSpeed": 1200}"#, seconds: 0.5)
    #expect(abs(offset - 500) < 1e-6)
  }

  @Test func acceleratingRampsInThenHoldsItsSpeed() throws {
    // 1500 × 50 / 60 = 1250 pt/s at full ramp; the ramp (τ² over 1 s) covers a third of a
    // second's travel, then one more second at full speed: 1250 × (1/3 + 1).
    let offset = try Self.hold(
      #"{"strategy": "accelerating", "edge": 60, "maxSpeed": 1500, "rampTime": 1}"#, seconds: 2)
    #expect(abs(offset - 1250 * (1.0 / 3 + 1)) < 1e-6)
  }
}
