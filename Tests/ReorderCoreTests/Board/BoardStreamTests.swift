import ReorderCore
import Testing

/// Random streams over boards (see `Support/BoardStreams.swift`): 5,000 streams per run, each
/// checked after every input, and each played twice to check that it is deterministic.
@Suite struct BoardStreamTests {
  static let streamCount = 5_000

  @Test func randomStreamsKeepEveryInvariant() {
    var failures = [String]()
    var drags = 0
    var laneDrags = 0
    var laneScrolls = 0
    var blockDrags = 0
    for seed in 0..<UInt64(Self.streamCount) {
      let stream = BoardStream(seed: seed &* 0x9E37_79B9 &+ 17)
      let runner = BoardStreamRunner(stream: stream)
      let first = runner.run()
      if let failure = first.failure {
        failures.append("seed \(stream.seed): \(failure)")
        continue
      }
      if runner.run() != first { failures.append("seed \(stream.seed): not deterministic") }
      for effect in first.effects {
        switch effect {
        case .drag(.willMove): drags += 1
        case .willMoveLane: laneDrags += 1
        case .laneScrolled: laneScrolls += 1
        case .drag(.willMoveItems): blockDrags += 1
        default: break
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures; first: \(failures.prefix(3))")
    // The streams reach what they are meant to test.
    #expect(drags > 1_000)
    #expect(laneDrags > 200)
    #expect(laneScrolls > 200)
    #expect(blockDrags > 100, "\(blockDrags) multi-card drags")
  }
}
