import Foundation
import ReorderKit
import TestSupport
import Testing

/// The model-based test of the three controllers: seeded sequences of pointer, keyboard,
/// accessibility, selection, reload, batch-update, configuration, editing, interactive-movement
/// and lane steps, through the public API only, with a host that applies every callback on
/// arrival; after every step each ``ModelCheck`` is checked. A failure is shrunk and printed
/// as a ``ModelScenario`` to paste into a test.
@MainActor
@Suite struct ControllerModelTests {
  @Test func tables() { ModelRunner.check(.table, count: ModelRunner.count(2_000)) }

  @Test func tablesOfDuplicateValues() {
    ModelRunner.check(.tableValues, count: ModelRunner.count(600))
  }

  @Test func grids() { ModelRunner.check(.grid, count: ModelRunner.count(2_000)) }

  @Test func boards() { ModelRunner.check(.board, count: ModelRunner.count(2_000)) }
}

/// Runs seeded model sequences and reports failures.
@MainActor
enum ModelRunner {
  /// Steps per sequence.
  static let length = 40

  /// `base` sequences per `swift test`; `REORDER_SOAK=1` makes it 100 times as many and
  /// `REORDER_SOAK=<n>` (n > 1) makes it n; `REORDER_SHARE=<fraction>` (the sanitizer runs use
  /// 0.1) runs that share of `base`. `REORDER_SEED=<n>` moves the first seed.
  static func count(_ base: Int) -> Int {
    guard let soak = ProcessInfo.processInfo.environment["REORDER_SOAK"] else {
      return seededShare(of: base)
    }
    if let n = Int(soak), n > 1 { return n }
    return base * 100
  }

  static var firstSeed: UInt64 {
    ProcessInfo.processInfo.environment["REORDER_SEED"].flatMap { UInt64($0) } ?? 0
  }

  /// The scenario of `seed`: its setup, and the steps generated against the controller as it
  /// ran, up to the first violation (nil: none).
  static func generate(_ kind: ModelKind, seed: UInt64) -> (ModelScenario, ModelViolation?) {
    var rng = SplitMix64(
      seed: seed &* 0x9E37_79B9 &+ UInt64(ModelKind.allCases.firstIndex(of: kind)!))
    let setup = ModelSetup.random(kind, &rng)
    switch kind {
    case .tableValues: return generate(ModelWorld<Int>.values(setup), setup, &rng)
    default: return generate(ModelWorld<ModelItem>.identified(setup), setup, &rng)
    }
  }

  private static func generate<Item>(
    _ world: ModelWorld<Item>, _ setup: ModelSetup, _ rng: inout SplitMix64
  ) -> (ModelScenario, ModelViolation?) {
    var ops = [ModelOp]()
    if let v = world.check(after: nil) { return (ModelScenario(setup: setup, ops: ops), v) }
    for _ in 0..<length {
      let op = world.nextOp(&rng)
      ops.append(op)
      world.perform(op)
      if let v = world.check(after: op) { return (ModelScenario(setup: setup, ops: ops), v) }
    }
    return (ModelScenario(setup: setup, ops: ops), nil)
  }

  /// Checks `count` sequences of `kind`; reports the first failure of each check shrunk, and
  /// a summary by check.
  static func check(
    _ kind: ModelKind, count: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var failing = [ModelCheck: [UInt64]]()
    var known = [KnownDefect: Int]()
    for k in 0..<UInt64(count) {
      let seed = firstSeed &+ k
      let (scenario, violation) = generate(kind, seed: seed)
      guard let violation else { continue }
      if let defect = violation.known {
        known[defect, default: 0] += 1
        continue
      }
      failing[violation.check, default: []].append(seed)
      guard failing[violation.check]?.count == 1 else { continue }
      let small = ModelShrinker.shrink(scenario, failing: violation.check)
      let again = small.firstViolation()?.violation ?? violation
      Issue.record(
        Comment(
          rawValue: """
            \(kind) seed \(seed): \(violation)
            shrunk (\(small.ops.count) of \(scenario.ops.count) steps): \(again)
            \(small)
            """), sourceLocation: sourceLocation)
    }
    if !known.isEmpty {
      print(
        "\(kind): sequences ended by gated known defects: "
          + known.sorted { $0.key.rawValue < $1.key.rawValue }.map {
            "\($0.key.rawValue) \($0.value)"
          }
          .joined(separator: ", "))
    }
    if !failing.isEmpty {
      let summary = failing.sorted { $0.key.rawValue < $1.key.rawValue }
        .map { "\($0.key.rawValue): \($0.value.count) (first seeds \($0.value.prefix(8)))" }
      Issue.record(
        "\(failing.values.map(\.count).reduce(0, +)) of \(count) \(kind) sequences failed: \(summary.joined(separator: "; "))",
        sourceLocation: sourceLocation)
    }
  }
}
