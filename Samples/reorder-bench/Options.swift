/// Command-line options.
struct BenchOptions {
  static let usage = """
    usage: reorder-bench [--smoke] [--runs N] [--sizes N,N,...] [--baseline-max N] [--calls]
      --smoke           10^4 items only (and 10^3 for the scaling figure), baseline at 10^3,
                        one run: a few seconds, for CI (no timing assertions)
      --runs N          replays per list size and commit mode (default 5; the median of the
                        per-run figures is reported)
      --sizes LIST      list sizes (default 1000,10000,100000,1000000)
      --baseline-max N  largest size the naive baseline runs at (default 1000000; one run at 10^6)
      --calls           only the probe of Scripts/bench-calls.sh: one pointer move of a table
                        drag to its first delegate callback
    """

  struct Failure: Error {
    var message: String
  }

  var sizes = [1_000, 10_000, 100_000, 1_000_000]
  var runs = 5
  var baselineMax = 1_000_000
  var baselineRuns = 3
  var smoke = false
  var calls = false

  init() {}

  init(arguments: [String]) throws(Failure) {
    var rest = arguments[...]
    func value(_ flag: String) throws(Failure) -> Int {
      guard let text = rest.popFirst(), let n = Int(text), n > 0 else {
        throw Failure(message: "\(flag) needs a positive whole number")
      }
      return n
    }
    while let flag = rest.popFirst() {
      switch flag {
      case "--smoke":
        smoke = true
        sizes = [1_000, 10_000]
        runs = 1
        baselineRuns = 1
        baselineMax = 1_000
      case "--runs":
        runs = try value(flag)
      case "--baseline-max":
        baselineMax = try value(flag)
      case "--sizes":
        guard let text = rest.popFirst() else { throw Failure(message: "--sizes needs a list") }
        let parsed = text.split(separator: ",").compactMap { Int($0) }
        guard !parsed.isEmpty, parsed.allSatisfy({ $0 > 0 }) else {
          throw Failure(message: "--sizes needs positive whole numbers, comma-separated")
        }
        sizes = parsed
      case "--calls":
        calls = true
      case "-h", "--help":
        throw Failure(message: "help")
      default:
        throw Failure(message: "unknown option \(flag)")
      }
    }
  }
}
