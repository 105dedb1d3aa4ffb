import Foundation
import ReorderCore
import ReplayHost
import Testing

/// Engine behaviour first found through the replay host, pinned end to end now that it is fixed.
@MainActor @Suite struct EngineFindingsTests {
  /// A host that ticks only while it needs to (a display link started only when the
  /// floating copy reaches the edge) pauses its frames mid-drag. The first auto-scroll step
  /// after such a pause is `speed × (time since the previous tick)`, counting time in which the
  /// floating copy was nowhere near the edge: here 480 pt/s × 2.42 s ≈ 1160 pt in one frame,
  /// where one frame at the edge is 480 / 60 = 8 pt.
  @Test func firstScrollAfterPausedTicksCountsOnlyTimeAtTheEdge() throws {
    let events = [
      event("down", 160, 22, t: 0), event("tick", t: 0.6),  // drag begins; last tick 0.6
      event("move", 160, 470, t: 3.0),  // reaches the bottom edge at 3.0
      event("tick", t: 3.0 + 1.0 / 60),  // the next frame
    ]
    let result = try replay(
      scenarioJSON(
        ids: numbered(100), options: #"{"autoScroll": {"strategy": "constant", "speed": 480}}"#,
        events: events))
    // Auto-scroll runs up to each move with the pointer where it was, so only the frame spent
    // at the edge counts.
    #expect(abs(result.contentOffset.y - 8) <= 1, "offset \(result.contentOffset.y)")
  }
}
