import ReorderCore
import Testing

/// The random streams' selections reach every part of a multi-item drag (the invariants
/// themselves are checked by the property suites of each layout kind).
@Suite struct MultiPropertyTests {
  /// What the generated streams of a kind reach: block lifts, block drops (and their
  /// `ended`), cancelled blocks, and drops declined for a pinned item.
  static func reach<Kind: LayoutKind>(_ generator: ScenarioGenerator<Kind>, seeds: Range<UInt64>)
    -> (lifts: Int, drops: Int, cancels: Int, declined: Int, withSelects: Int)
  {
    var out = (lifts: 0, drops: 0, cancels: 0, declined: 0, withSelects: 0)
    for seed in seeds {
      let s = generator.scenario(seed: seed)
      if !s.selects.isEmpty { out.withSelects += 1 }
      var inBlock = false
      for effect in s.run() {
        switch effect {
        case .willMoveItems:
          out.lifts += 1
          inBlock = true
        case .ended where inBlock:
          out.drops += 1
          inBlock = false
        case .declined(_, .pinned) where inBlock:
          out.declined += 1
        case .cancelled where inBlock:
          out.cancels += 1
          inBlock = false
        case .ended, .cancelled:
          inBlock = false
        default: break
        }
      }
    }
    return out
  }

  @Test func listStreamsReachEveryPartOfABlockDrag() {
    let r = Self.reach(ScenarioGenerator<ListKind>(), seeds: 0..<2_000)
    #expect(r.withSelects > 600 && r.withSelects < 1_000)
    #expect(r.lifts > 60 && r.drops > 20 && r.cancels > 15 && r.declined > 0)
  }

  @Test func gridStreamsReachEveryPartOfABlockDrag() {
    let r = Self.reach(ScenarioGenerator<GridKind>(), seeds: (1 << 41)..<((1 << 41) + 2_000))
    #expect(r.withSelects > 600 && r.withSelects < 1_000)
    #expect(r.lifts > 50 && r.drops > 15 && r.cancels > 8 && r.declined > 0)
  }

  /// Select inputs are written between the events, as the replay format has them.
  @Test func theReplayWriterWritesSelectInputs() {
    var s = Scenario.list(3)
    s.events = [.down(Point(x: 160, y: 68), time: 1)]
    s.selects = [ScenarioSelect(before: 0, point: Point(x: 160, y: 22), time: 0.5)]
    #expect(
      ReplayWriter.json(s).contains(
        """
            {"t": 0.5, "type": "select", "x": 160, "y": 22},
            {"t": 1, "type": "down", "x": 160, "y": 68}
        """))
  }
}
