import ReorderCore

/// Per-event figures of one commit mode at one size: medians over runs of the per-run figures.
struct ModeFigures {
  var medianNs: UInt64 = 0
  var p99Ns: UInt64 = 0
  var dropNs: UInt64 = 0
  var renderMedianNs: UInt64 = 0
  /// The median of the events that changed the slot.
  var stepMedianNs: UInt64 = 0
  /// The whole replay: the sum of its per-event times.
  var totalNs: UInt64 = 0
  var moves = 0
}

/// Everything measured at one list size.
struct SizeFigures {
  var items = 0
  var sections = 0
  var events = 0
  var live = ModeFigures()
  var drop = ModeFigures()
  var buildNsPerItem = 0.0
  var allocatedBytesPerItem: Double?
  var storageBytesPerItem = 0.0
  var consistent = true
  var scrolled = 0.0
  var draggedExtent = 0.0
  var baseline: BaselineFigures?
  /// The same script through a `DragTableController` with a delegate (drop commit).
  var controller = ModeFigures()

  /// The worse of the two commit modes.
  var medianNs: UInt64 { max(live.medianNs, drop.medianNs) }
  var p99Ns: UInt64 { max(live.p99Ns, drop.p99Ns) }
}

/// The naive baseline's figures at one size.
struct BaselineFigures {
  var medianNs: UInt64
  var p99Ns: UInt64
  var stepMedianNs: UInt64
  var totalNs: UInt64
  var steps: Int
  /// The whole scripted drag's time, baseline over engine (live commit): the speedup of running
  /// the same script. (The ratio of per-event medians is printed beside it.)
  var speedup: Double
  /// Baseline median per event over the engine's median per event, both in live commit.
  var medianRatio: Double
}

/// The whole run's outcome.
struct BenchReport {
  var sizes: [SizeFigures] = []
  var clockOverheadNs: UInt64 = 0
  /// Heap allocations per pointer move or tick in a drag's steady state (nil: not counted).
  var allocations:
    (
      session: Double, sessionLive: Double, controller: Double, controllerLive: Double
    )?
  /// The board benchmark's figures (see `BoardBench.swift`).
  var board: [BoardFigures] = []
  /// The multi-item benchmark's figures (see `MultiBench.swift`).
  var multi: [MultiFigures] = []
  /// The board block benchmark's figures (see `BoardMultiBench.swift`).
  var boardMulti: [MultiFigures] = []

  var consistent: Bool {
    sizes.allSatisfy(\.consistent) && board.allSatisfy(\.consistent)
      && multi.allSatisfy(\.consistent) && boardMulti.allSatisfy(\.consistent)
  }

  func figures(at n: Int) -> SizeFigures? { sizes.first { $0.items == n } }

  /// The summary object; figures not measured in this run are null.
  var jsonLine: String {
    let small = figures(at: 1_000)
    let large = figures(at: 1_000_000)
    func number(_ value: Double?) -> String {
      guard let value, value.isFinite else { return "null" }
      return format(value, decimals: value.magnitude >= 100 ? 0 : 2)
    }
    // Allocation counts are small fractions: three decimals, so 1 in 1,000 events shows.
    func fine(_ value: Double?) -> String {
      guard let value, value.isFinite else { return "null" }
      return format(value, decimals: 3)
    }
    func integer(_ value: UInt64?) -> String { value.map { String($0) } ?? "null" }
    var scaling: Double?
    if let small, let large {
      scaling = max(
        Double(large.live.medianNs) / Double(max(1, small.live.medianNs)),
        Double(large.drop.medianNs) / Double(max(1, small.drop.medianNs)))
    }
    var fields = [
      ("p99_ns_1e6", integer(large?.p99Ns)),
      ("median_ns_1e3", integer(small?.medianNs)),
      ("median_ns_1e6", integer(large?.medianNs)),
      ("scaling_1e6_over_1e3", number(scaling)),
      ("speedup_vs_baseline_1e5", number(figures(at: 100_000)?.baseline?.speedup)),
      ("bytes_per_item", number(large?.allocatedBytesPerItem ?? large?.storageBytesPerItem)),
      ("build_ns_per_item", number(large?.buildNsPerItem)),
      ("controller_median_ns_1e6", integer(large?.controller.medianNs)),
      (
        "controller_over_session_1e6",
        number(large.map { ratio($0.controller.medianNs, $0.drop.medianNs) })
      ),
      (
        "allocs_per_event",
        fine(allocations.map { max($0.session, $0.controller) })
      ),
      ("allocs_per_event_session", fine(allocations?.session)),
      ("allocs_per_event_session_live", fine(allocations?.sessionLive)),
      ("allocs_per_event_controller", fine(allocations?.controller)),
      ("allocs_per_event_controller_live", fine(allocations?.controllerLive)),
    ]
    fields += boardFields(number)
    for (key, figures) in [("multi_p99_ns_1e6", multi), ("board_multi_p99_ns_1e6", boardMulti)] {
      fields.append(
        (key, figures.first { $0.items == 1_000_000 }.map { String($0.p99Ns) } ?? "null"))
    }
    return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
  }

  /// The board figures of the summary: p99 at 10^6 cards and the median at 10^6 over the
  /// median at 10^3 (null when not measured).
  func boardFields(_ number: (Double?) -> String) -> [(String, String)] {
    let small = board.first { $0.cards == 1_000 }
    let large = board.first { $0.cards == 1_000_000 }
    var scaling: Double?
    if let small, let large { scaling = ratio(large.medianNs, small.medianNs) }
    return [
      ("board_p99_ns_1e6", large.map { String($0.p99Ns) } ?? "null"),
      ("board_scaling_1e6_over_1e3", number(scaling)),
    ]
  }

  /// The results as Markdown tables (what README and the Performance article show).
  var tables: [String] {
    var lines = [
      "| items | sections | events | commit | median ns/event | p99 ns/event | drop ns "
        + "| render ns | moves | build ns/item | bytes/item |",
      "|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for f in sizes {
      for (name, m) in [("live", f.live), ("drop", f.drop)] {
        let bytes = f.allocatedBytesPerItem.map { format($0, decimals: 2) } ?? "n/a"
        lines.append(
          "| \(grouped(f.items)) | \(f.sections) | \(f.events) | \(name) | \(m.medianNs) "
            + "| \(m.p99Ns) | \(grouped(Int(m.dropNs))) | \(m.renderMedianNs) | \(m.moves) "
            + "| \(format(f.buildNsPerItem, decimals: 1)) | \(bytes) |")
      }
    }
    let withBaseline = sizes.filter { $0.baseline != nil }
    if !withBaseline.isEmpty {
      lines.append("")
      lines.append(
        "| items | baseline median ns/event | baseline p99 ns/event | baseline steps "
          + "| engine median ns/event (live) | speedup (medians) | baseline ns/step "
          + "| engine ns/step | speedup (steps) | speedup (whole drag) |")
      lines.append("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
      for f in withBaseline {
        guard let b = f.baseline else { continue }
        lines.append(
          "| \(grouped(f.items)) | \(grouped(Int(b.medianNs))) | \(grouped(Int(b.p99Ns))) "
            + "| \(b.steps) | \(f.live.medianNs) | \(format(b.medianRatio, decimals: 0))x "
            + "| \(grouped(Int(b.stepMedianNs))) | \(f.live.stepMedianNs) "
            + "| \(format(ratio(b.stepMedianNs, f.live.stepMedianNs), decimals: 0))x "
            + "| \(format(b.speedup, decimals: 0))x |")
      }
    }
    return lines
  }
}

/// `a / b` as a real number (b taken as at least 1).
func ratio(_ a: UInt64, _ b: UInt64) -> Double { Double(a) / Double(max(1, b)) }

/// Formats with a fixed number of decimals (no Foundation).
func format(_ value: Double, decimals: Int) -> String {
  guard value.isFinite else { return "null" }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = (value.magnitude * scale).rounded()
  let whole = Int(scaled / scale)
  let fraction = Int(scaled - Double(whole) * scale)
  var text = (value < 0 && scaled > 0 ? "-" : "") + String(whole)
  if decimals > 0 {
    let digits = String(fraction)
    text += "." + String(repeating: "0", count: decimals - digits.count) + digits
  }
  return text
}

/// 1000000 → "1 000 000".
func grouped(_ value: Int) -> String {
  let digits = Array(String(value))
  var out = ""
  for (i, d) in digits.enumerated() {
    if i > 0 && (digits.count - i) % 3 == 0 { out += " " }
    out.append(d)
  }
  return out
}

/// Per-run figures of one commit mode at one size, gathered over the rounds.
struct ModeSamples {
  var times = RunTimes()
  var drops: [UInt64] = []
  var renders: [UInt64] = []
  var totals: [UInt64] = []
  var stepMedians: [UInt64] = []
  var moves = 0

  mutating func add(_ run: EngineRun) {
    times.add(run.eventNs)
    drops.append(run.dropNs)
    renders.append(Summary(run.renderNs).median)
    totals.append(run.eventNs.reduce(0, +))
    stepMedians.append(Summary(run.stepNs).median)
    moves = run.moves
  }

  var figures: ModeFigures {
    ModeFigures(
      medianNs: times.medianNs, p99Ns: times.p99Ns, dropNs: medianOf(drops),
      renderMedianNs: medianOf(renders), stepMedianNs: medianOf(stepMedians),
      totalNs: medianOf(totals), moves: moves)
  }
}

/// Everything gathered at one size over the rounds.
struct SizeSamples {
  var fixture: ListFixture
  var live = ModeSamples()
  var drop = ModeSamples()
  var builds: [Double] = []
  var bytes: [Double] = []
  var storageBytes = 0
  var scrolled = 0.0
  var draggedExtent = 0.0
  var consistent = true
  var baseline: [BaselineRun] = []
  var controller = ModeSamples()
  var controllerConsistent = true

  mutating func add(_ run: ControllerRun) {
    controller.times.add(run.eventNs)
    controller.totals.append(run.eventNs.reduce(0, +))
    controllerConsistent = controllerConsistent && run.consistent
  }

  mutating func add(_ run: EngineRun, commit: CommitMode) {
    if commit == .live { live.add(run) } else { drop.add(run) }
    let n = Double(fixture.itemCount)
    builds.append(Double(run.buildNs) / n)
    if let b = run.allocatedBytes { bytes.append(Double(b) / n) }
    storageBytes = run.storageBytes
    scrolled = run.scrolled
    draggedExtent = run.draggedExtent
    consistent = consistent && run.consistent
  }

  var figures: SizeFigures {
    let n = fixture.itemCount
    var f = SizeFigures()
    f.items = n
    f.sections = fixture.sectionCount
    f.live = live.figures
    f.drop = drop.figures
    f.buildNsPerItem = medianOf(builds)
    f.allocatedBytesPerItem = bytes.max()
    f.storageBytesPerItem = Double(storageBytes) / Double(n)
    f.scrolled = scrolled
    f.draggedExtent = draggedExtent
    f.controller = controller.figures
    f.consistent = consistent && controllerConsistent && baseline.allSatisfy(\.intact)
    if !baseline.isEmpty {
      let median = medianOf(baseline.map { Summary($0.eventNs).median })
      let total = medianOf(baseline.map { $0.eventNs.reduce(0, +) })
      f.baseline = BaselineFigures(
        medianNs: median, p99Ns: medianOf(baseline.map { Summary($0.eventNs).p99 }),
        stepMedianNs: medianOf(baseline.map { Summary($0.stepNs).median }),
        totalNs: total, steps: baseline[0].steps, speedup: ratio(total, f.live.totalNs),
        medianRatio: ratio(median, f.live.medianNs))
    }
    return f
  }
}

/// Runs every size, printing progress lines, and returns the report.
///
/// The runs go in rounds: each round replays every size (live, drop, then the baseline while it
/// has runs left), so a change in the machine's load touches all sizes alike.
@MainActor
func runBenchmark(_ options: BenchOptions, log: (String) -> Void) -> BenchReport {
  var report = BenchReport()
  report.clockOverheadNs = clockOverheadNanoseconds()
  let script = DragScript(seed: 0x5EED)
  log(
    "reorder-bench: \(script.events.count) events per replay; \(options.runs) runs per size "
      + "and commit mode, in rounds; clock overhead \(report.clockOverheadNs) ns per sample "
      + "(included in every figure)")
  var all = options.sizes.map { SizeSamples(fixture: ListFixture(itemCount: $0, seed: 0xB0B)) }
  // One baseline run at 10^6 (about 2.5 s each); a few below.
  func baselineRuns(_ n: Int) -> Int {
    n > options.baselineMax ? 0 : n >= 1_000_000 ? 1 : min(options.baselineRuns, options.runs)
  }
  for round in 0..<options.runs {
    for i in all.indices {
      for commit in [CommitMode.live, .drop] {
        all[i].add(
          runEngine(all[i].fixture, script: script, commit: commit, measureRender: true),
          commit: commit)
      }
      all[i].add(runController(all[i].fixture, script: script))
      if round < baselineRuns(all[i].fixture.itemCount) {
        all[i].baseline.append(runBaseline(all[i].fixture, script: script))
      }
    }
    log("round \(round + 1) of \(options.runs) done")
  }
  for samples in all {
    var f = samples.figures
    f.events = script.events.count
    let n = f.items
    log(
      "engine \(grouped(n)) items: live median \(f.live.medianNs) ns, p99 \(f.live.p99Ns) ns; "
        + "drop median \(f.drop.medianNs) ns, p99 \(f.drop.p99Ns) ns; build "
        + "\(format(f.buildNsPerItem, decimals: 1)) ns/item; "
        + "\(f.allocatedBytesPerItem.map { format($0, decimals: 2) } ?? "n/a") bytes/item "
        + "(storage \(format(f.storageBytesPerItem, decimals: 2))); "
        + "dragged a \(format(f.draggedExtent, decimals: 0)) pt row, auto-scroll "
        + "\(format(f.scrolled, decimals: 0)) pt; "
        + (f.consistent ? "data and layout agree" : "DATA AND LAYOUT DISAGREE"))
    log(
      "controller \(grouped(n)) items: median \(f.controller.medianNs) ns, p99 "
        + "\(f.controller.p99Ns) ns (drop commit, a delegate applying every move); "
        + "\(format(ratio(f.controller.medianNs, f.drop.medianNs), decimals: 2))x the session's "
        + "drop-commit median")
    if let b = f.baseline {
      log(
        "baseline \(grouped(n)) items: median \(b.medianNs) ns, p99 \(b.p99Ns) ns, "
          + "\(b.stepMedianNs) ns per step, \(b.steps) steps; speedup "
          + "\(format(b.speedup, decimals: 0))x (whole drag), "
          + "\(format(b.medianRatio, decimals: 0))x (per-event medians)")
    } else {
      log("baseline \(grouped(n)) items: skipped (above --baseline-max \(options.baselineMax))")
    }
    report.sizes.append(f)
  }
  if let fixture = all.last?.fixture {
    report.allocations = allocationsPerEvent(fixture, count: 2_000)
    if let a = report.allocations {
      log(
        "allocations per pointer move or tick, steady drag at \(grouped(fixture.itemCount)) "
          + "items: session \(format(a.session, decimals: 3)) (drop commit), "
          + "\(format(a.sessionLive, decimals: 3)) (live commit), controller "
          + "\(format(a.controller, decimals: 3)) (drop commit), "
          + "\(format(a.controllerLive, decimals: 3)) (live commit)")
    } else {
      log("allocations: not counted (the allocator is not replaceable in this build)")
    }
  }
  report.board = runBoardBenchmark(options, log: log)
  report.multi = runMultiBenchmark(options, log: log)
  report.boardMulti = runBoardMultiBenchmark(options, log: log)
  log("")
  for line in report.tables { log(line) }
  log("")
  return report
}
