import ReorderCore
import Testing

/// Random event streams over sectioned grids: after every event, the invariants of DESIGN.md
/// that apply to grids hold (see ``GridInvariantChecker``). A failure prints its seed and a
/// shrunk grid replay file.
@Suite struct PropertyGridTests {
  /// 10,000 streams (1,000,000 with `REORDER_SOAK=1`).
  @Test func randomGridStreamsKeepEveryInvariant() {
    GridPropertyRunner.check(GridScenarioGenerator(), seeds: PropertyRunner.firstSeed &+ 1 << 41)
  }
}
