#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// reorder-bench: per-event cost of the drag engine on lists of 10^3 ... 10^6 items, against a
// naive baseline (a copy of the data and a row swap per step). See the Performance article.
// The last line of output is one JSON object.

/// Writes a line straight to a file descriptor (unbuffered, so progress shows when piped).
func writeLine(_ text: String, to descriptor: Int32) {
  var line = text + "\n"
  line.withUTF8 { bytes in
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written <= 0 { return }
      offset += written
    }
  }
}

var options = BenchOptions()
do {
  options = try BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  writeLine("reorder-bench: \(error.message)\n\(BenchOptions.usage)", to: 2)
  exit(2)
}
if options.calls {
  let reached = runCallsProbe()
  let verdict = reached ? "reached" : "did not reach"
  writeLine("reorder-bench: probe \(verdict) a delegate callback", to: 1)
  exit(reached ? 0 : 1)
}
let report = runBenchmark(options) { writeLine($0, to: 1) }
writeLine(report.jsonLine, to: 1)
exit(report.consistent ? 0 : 1)
