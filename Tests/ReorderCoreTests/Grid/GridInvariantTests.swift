import ReorderCore
import Testing

/// The design's invariants under random grids with fractional sizes, spacings and insets, and
/// streams of whole gestures (a press, a tick past the long press, moves mostly onto cell
/// centres, a release or a cancel): nothing lost or duplicated, pinned cells keep their index,
/// cancel restores, a pointer at rest moves nothing, every cell of every arrangement hits
/// itself, and the render state lists exactly the visible cells (see ``InvariantChecker``).
@Suite struct GridInvariantTests {
  /// 60 scenarios of twelve gestures each.
  @Test func randomGesturesKeepEveryInvariant() {
    PropertyRunner.check(
      ScenarioGenerator<GridKind>(style: .gestures, targets: [.pointer, .center]), count: 60,
      seeds: PropertyRunner.firstSeed &+ 3 << 40)
  }

  /// The same streams with `edgeCrossing` (over fractional grids a cell picked up with that
  /// rule used to move at rest; see
  /// `PropertyGridTests.edgeCrossingFindingFractionalGridPickupMovesCellAtRest`).
  @Test func edgeCrossingGesturesKeepEveryInvariant() {
    PropertyRunner.check(
      ScenarioGenerator<GridKind>(style: .gestures, targets: [.edgeCrossing]), count: 60,
      seeds: PropertyRunner.firstSeed &+ 3 << 40)
  }

  /// The gesture streams at soak length, every rule: `PropertyRunner.streamCount` scenarios
  /// (`REORDER_SOAK=<n>`: n of them) from the seeds of the tests above. Skipped unless
  /// `REORDER_SOAK` is set, so a plain `swift test` takes no longer.
  @Test(.enabled(if: PropertyRunner.isSoak)) func soakGesturesKeepEveryInvariant() {
    PropertyRunner.check(
      ScenarioGenerator<GridKind>(style: .gestures), seeds: PropertyRunner.firstSeed &+ 3 << 40)
  }

  /// The gesture style draws what the suite needs: both sizings, pinned cells, fractional
  /// sizes, and streams that pick cells up (or are refused), move and exchange them, empty and
  /// delete sections, show drop targets, cancel and drop.
  @Test func gesturesReachDragsOverBothSizings() {
    var seen = Set<String>()
    let generator = ScenarioGenerator<GridKind>(style: .gestures)
    for seed in 0..<UInt64(60) {
      let s = generator.scenario(seed: seed &+ 3 << 40)
      switch s.kind.sizing {
      case .columns: seen.insert("columns")
      case .itemSize: seen.insert("itemSize")
      }
      if !s.pinnedPaths.isEmpty { seen.insert("pinned") }
      if s.viewport.width != s.viewport.width.rounded() { seen.insert("fractional") }
      seen.formUnion(s.run().map(\.caseName))
    }
    #expect(
      seen == [
        "columns", "itemSize", "pinned", "fractional", "willMove", "willMoveItems", "moved",
        "swapped", "deletedSection", "targetChanged", "cancelled", "ended", "refused", "declined",
      ])
  }
}
