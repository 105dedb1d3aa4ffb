import ReorderCore
import Testing

/// Runs seeded grid scenarios through ``GridInvariantChecker`` and reports each failure with
/// its seed and a shrunk grid replay file. Honours the same environment as ``PropertyRunner``:
/// `REORDER_SOAK`, `REORDER_SEED`, `REORDER_REPORTS`, `REORDER_INVARIANT`.
enum GridPropertyRunner {
  /// The report of one failing seed: the violation, then the shrunk stream as a replay file.
  static func report(seed: UInt64, scenario: GridScenario, violation: Violation) -> String {
    let small = GridShrinker().shrink(scenario, violation: violation)
    let again = GridInvariantChecker(small).firstViolation() ?? violation
    // Invariant 4 is seen by a probe the file does not hold: say how to add it.
    let probe =
      again.invariant == 4
      ? "(invariant 4: the probe repeats the last pointer 0.25 s later, then ticks; append that "
        + "move to the events to see it in reorder-replay's output)\n" : ""
    return """
      grid seed \(seed): \(violation)
      shrunk (\(small.events.count) of \(scenario.events.count) events): \(again)
      \(probe)\
      replay file (reorder-replay):
      \(GridReplayWriter.json(small))
      """
  }

  /// Checks `count` seeded scenarios from `generator`; records up to `maxReports` failures.
  /// Returns the failing seeds.
  @discardableResult
  static func check(
    _ generator: GridScenarioGenerator, count: Int = PropertyRunner.streamCount,
    seeds: UInt64 = PropertyRunner.firstSeed, maxReports: Int = PropertyRunner.reportCount,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> [UInt64] {
    var failing = [UInt64]()
    var byInvariant = [Int: Int]()
    let only = PropertyRunner.onlyInvariant
    for k in 0..<UInt64(count) {
      let seed = seeds &+ k
      let scenario = generator.scenario(seed: seed)
      guard let v = GridInvariantChecker(scenario).firstViolation(),
        only.map({ $0 == v.invariant }) ?? true
      else { continue }
      failing.append(seed)
      byInvariant[v.invariant, default: 0] += 1
      if failing.count <= maxReports {
        let text = report(seed: seed, scenario: scenario, violation: v)
        print(text)
        Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
      }
    }
    if failing.count > maxReports {
      Issue.record(
        """
        \(failing.count) of \(count) grid streams failed (by invariant: \
        \(byInvariant.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", "))); \
        first seeds \(failing.prefix(20))
        """,
        sourceLocation: sourceLocation)
    }
    return failing
  }
}
