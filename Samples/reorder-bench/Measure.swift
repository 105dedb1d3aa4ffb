#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Nanoseconds from a monotonic clock (`CLOCK_MONOTONIC`).
@inline(__always)
func monotonicNanoseconds() -> UInt64 {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
}

/// The nanoseconds `body` takes, by the monotonic clock around it.
@inline(__always)
func timed(_ body: () -> Void) -> UInt64 {
  let before = monotonicNanoseconds()
  body()
  return monotonicNanoseconds() - before
}

/// The median cost of one `monotonicNanoseconds()` pair with nothing between (the floor under
/// every per-event sample).
func clockOverheadNanoseconds() -> UInt64 {
  var samples = [UInt64]()
  samples.reserveCapacity(10_001)
  for _ in 0..<10_001 {
    let start = monotonicNanoseconds()
    let end = monotonicNanoseconds()
    samples.append(end &- start)
  }
  return Summary(samples).median
}

/// Bytes the C allocator has handed out and not yet taken back (glibc `mallinfo2()`:
/// `uordblks + hblkhd`), or nil where it cannot be read.
///
/// The Glibc module does not import `<malloc.h>`, so the function is looked up with `dlsym` and
/// called through the x86-64 System V convention for a large returned struct: the caller passes
/// the result buffer as a hidden first argument. Other architectures report nil.
func allocatedBytes() -> Int? {
  #if os(Linux) && arch(x86_64)
    typealias MallInfo2 = @convention(c) (UnsafeMutablePointer<Int>) -> UnsafeMutableRawPointer?
    guard let symbol = dlsym(nil, "mallinfo2") else { return nil }
    let call = unsafeBitCast(symbol, to: MallInfo2.self)
    // struct mallinfo2: arena, ordblks, smblks, hblks, hblkhd, usmblks, fsmblks, uordblks,
    // fordblks, keepcost (ten size_t).
    var fields = [Int](repeating: 0, count: 10)
    fields.withUnsafeMutableBufferPointer { _ = call($0.baseAddress!) }
    return fields[4] + fields[7]
  #else
    return nil
  #endif
}

/// The per-event times of repeated runs: each run's median and 99th percentile, and their
/// medians over the runs.
struct RunTimes {
  var medians: [UInt64] = []
  var p99s: [UInt64] = []

  /// Runs `run` `runs` times, adding the per-event times each run returns.
  static func measure(runs: Int, _ run: () -> [UInt64]) -> RunTimes {
    var times = RunTimes()
    for _ in 0..<runs { times.add(run()) }
    return times
  }

  /// Adds one run's per-event times.
  mutating func add(_ eventNs: [UInt64]) {
    let summary = Summary(eventNs)
    medians.append(summary.median)
    p99s.append(summary.p99)
  }

  /// The median over the runs of each run's median.
  var medianNs: UInt64 { medianOf(medians) }
  /// The median over the runs of each run's 99th percentile.
  var p99Ns: UInt64 { medianOf(p99s) }
}

/// Figures that keep the per-event times of their runs, and report their medians.
protocol TimedFigures {
  /// The per-event times of the runs.
  var times: RunTimes { get }
}

extension TimedFigures {
  /// The median over the runs of each run's median per-event time, nanoseconds.
  var medianNs: UInt64 { times.medianNs }
  /// The median over the runs of each run's 99th-percentile per-event time, nanoseconds.
  var p99Ns: UInt64 { times.p99Ns }
}

/// Median and 99th percentile (nearest rank) of a set of samples.
struct Summary {
  var median: UInt64
  var p99: UInt64
  var count: Int

  init(_ samples: [UInt64]) {
    let sorted = samples.sorted()
    count = sorted.count
    guard !sorted.isEmpty else {
      median = 0
      p99 = 0
      return
    }
    median = Summary.rank(sorted, 0.5)
    p99 = Summary.rank(sorted, 0.99)
  }

  /// Nearest-rank percentile of sorted samples.
  static func rank(_ sorted: [UInt64], _ fraction: Double) -> UInt64 {
    let index = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(sorted.count - 1, max(0, index))]
  }
}

/// The median of a few per-run figures (the lower middle for an even count).
func medianOf(_ values: [UInt64]) -> UInt64 {
  let sorted = values.sorted()
  return sorted.isEmpty ? 0 : sorted[(sorted.count - 1) / 2]
}

/// The median of a few per-run figures.
func medianOf(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? 0 : sorted[(sorted.count - 1) / 2]
}
