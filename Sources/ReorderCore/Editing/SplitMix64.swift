/// A small, fast, seeded random number generator (SplitMix64): the same seed gives the same
/// stream on every platform and every run. The engine uses its output function to spread the
/// cells' jiggle phases (``Jiggle/phase(forSeed:)``); hosts, benchmarks and tests can use it
/// wherever a repeatable stream matters more than unpredictability. Not for anything secret.
public struct SplitMix64: RandomNumberGenerator, Sendable, Equatable {
  /// The generator's state: each draw adds a fixed odd constant to it and returns the mixed
  /// result, so the state alone fixes every later draw.
  public var state: UInt64

  /// Creates a generator whose whole output is fixed by `seed`.
  @inlinable
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  @inlinable
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return Self.mix(state)
  }

  /// SplitMix64's output function: a bijection of the 64-bit values under which nearby inputs
  /// land far apart.
  @inlinable
  public static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A uniform value in `0..<1`, from the top 53 bits of the next draw.
  @inlinable
  public mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }
}
