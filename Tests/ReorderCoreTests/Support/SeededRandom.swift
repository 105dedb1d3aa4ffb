import ReorderCore

/// The engine's deterministic generator (SplitMix64), so that a seed printed by a failing
/// property test regenerates exactly the same stream on every platform.
typealias SeededRandom = SplitMix64

/// The property tests' draws.
extension SplitMix64 {
  /// True with probability `p`.
  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

  /// A uniformly chosen element of a non-empty array.
  mutating func pick<T>(_ options: [T]) -> T {
    options[Int.random(in: 0..<options.count, using: &self)]
  }

  /// An integer in `range`.
  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

  /// A double in `range`.
  mutating func double(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }
}
