import AllocCounter
import ReorderCore

/// The multi-item benchmark: per-event cost of dragging a block of 1 000 selected items (the
/// pressed one last, the others spread evenly over the items before it) with the list benchmark's script
/// (long press, sweeps with auto-scroll, a hold, a drop), through the buffered
/// `handle(_:policy:into:)`, at 10^6 items (10^4 with `--smoke`). The board block benchmark
/// (`BoardMultiBench.swift`) reports the same figures.
struct MultiFigures: TimedFigures {
  var items = 0
  /// Sections (a board's lanes).
  var sections = 0
  var selected = 0
  var events = 0
  var times = RunTimes()
  /// The drop (the block's `moved` effects and the layout's commit), nanoseconds.
  var dropNs: UInt64 = 0
  var steps = 0
  /// `scrolled` effects (a board's own scrolling; a list's content offset).
  var scrolls = 0
  /// `laneScrolled` effects (boards).
  var laneScrolls = 0
  /// Heap allocations per pointer move or tick in the drag's steady state (nil: not counted).
  var allocationsPerEvent: Double?
  var consistent = true

  /// Replays `run` `runs` times, keeping each run's per-event times and the median drop.
  mutating func measure(runs: Int, _ run: () -> BlockReplay) {
    var drops = [UInt64]()
    var last = BlockReplay()
    var consistent = true
    times = RunTimes.measure(runs: runs) {
      last = run()
      drops.append(last.dropNs)
      consistent = consistent && last.consistent
      return last.eventNs
    }
    dropNs = medianOf(drops)
    (steps, scrolls, laneScrolls) = (last.steps, last.scrolls, last.laneScrolls)
    allocationsPerEvent = last.allocations
    self.consistent = self.consistent && consistent
  }

  /// The log line's figures, after its subject: times, drop, slot changes, allocations and the
  /// consistency check.
  var summary: String {
    let allocations = allocationsPerEvent.map { format($0, decimals: 3) } ?? "not counted"
    return
      "median \(medianNs) ns, p99 \(p99Ns) ns per event over \(events) events; drop "
      + "\(grouped(Int(dropNs))) ns; \(steps) slot changes; allocations per steady event "
      + "\(allocations); " + (consistent ? "data and layout agree" : "DATA AND LAYOUT DISAGREE")
  }
}

/// The selection: the pressed item and `count − 1` others spread evenly over the items before
/// it, so the block's gap reaches up from the pointer and the script's sweeps down and its hold
/// at the bottom edge (auto-scroll) move the block's slot item by item.
///
/// `sectionStarts[s]` is the flat index of section s's first item (S + 1 entries).
func multiSelection(sectionStarts: [Int], pressed: ItemPath, count: Int) -> [ItemPath] {
  let pressedFlat = sectionStarts[pressed.section] + pressed.item
  var paths = [pressed]
  let stride = max(1, pressedFlat / max(1, count - 1))
  var flat = stride / 2
  var s = 0
  while paths.count < count && flat < pressedFlat {
    while sectionStarts[s + 1] <= flat { s += 1 }
    paths.append(ItemPath(section: s, item: flat - sectionStarts[s]))
    flat += stride
  }
  return paths
}

/// Whether `AllocCounter` counts this process's allocations: it must see one it is shown (a
/// sanitizer build keeps its own allocator).
func allocationsAreCounted() -> Bool {
  let start = alloc_counter_allocations()
  let probe = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 8)
  probe.deallocate()
  return alloc_counter_allocations() > start
}

/// One replay of a block drag: per-event times, the drop, and what the host saw.
struct BlockReplay {
  var eventNs: [UInt64] = []
  /// The `up` event's time, nanoseconds.
  var dropNs: UInt64 = 0
  /// Heap allocations per pointer move or tick after the lift, until the drop (nil: not counted).
  var allocations: Double?
  /// Whether the block was lifted (`willMoveItems`).
  var lifted = false
  var steps = 0
  var scrolls = 0
  var laneScrolls = 0
  var consistent = false
}

/// Replays `events` through `deliver`, which appends an event's effects to the buffer it is
/// given (emptied before each event, capacity kept); times each call, counts the allocations of
/// the steady events (after the lift, before the drop), then hands each effect to `observe`
/// outside the timing. `observe` says whether the effect is the block's lift.
func replayBlockDrag<Effect>(
  _ events: [PointerEvent], buffer effects: inout [Effect],
  deliver: (PointerEvent, inout [Effect]) -> Void, observe: (Effect) -> Bool
) -> BlockReplay {
  var run = BlockReplay()
  run.eventNs.reserveCapacity(events.count)
  var allocations: UInt64 = 0
  var counted = 0
  let counting = allocationsAreCounted()
  for event in events {
    effects.removeAll(keepingCapacity: true)
    let steady = run.lifted && !event.isUp
    let allocBefore = alloc_counter_allocations()
    let before = monotonicNanoseconds()
    deliver(event, &effects)
    let after = monotonicNanoseconds()
    if steady {
      allocations += alloc_counter_allocations() - allocBefore
      counted += 1
    }
    run.eventNs.append(after - before)
    if event.isUp { run.dropNs = after - before }
    for effect in effects where observe(effect) { run.lifted = true }
  }
  run.allocations = counting && counted > 0 ? Double(allocations) / Double(counted) : nil
  return run
}

/// The host's ids for a block benchmark: 0..<n in flat order, section by section
/// (`sectionStarts`, S + 1 entries).
func blockBenchData(sectionStarts starts: [Int]) -> [[Int32]] {
  starts.indices.dropLast().map { s in Array(Int32(starts[s])..<Int32(starts[s + 1])) }
}

/// Whether the host's data after a block drag is whole and agrees with the engine: each
/// section holds as many ids as the engine's layout has items there (`engineCount`), every id
/// of 0..<n stands exactly once, and the block's ids (`block`: its positions before the drag,
/// data order, flat through `sectionStarts`) stand together in one section, in that order.
///
/// - Complexity: O(n) for n items.
func blockDataConsistent(
  _ data: [[Int32]], sectionStarts starts: [Int], block: [ItemPath], engineCount: (Int) -> Int
) -> Bool {
  guard let n = starts.last, data.count == starts.count - 1, !block.isEmpty else { return false }
  var seen = [Bool](repeating: false, count: n)
  var total = 0
  for (s, ids) in data.enumerated() {
    guard engineCount(s) == ids.count else { return false }
    for id in ids {
      guard id >= 0, Int(id) < n, !seen[Int(id)] else { return false }
      seen[Int(id)] = true
    }
    total += ids.count
  }
  guard total == n else { return false }
  let ids = block.map { Int32(starts[$0.section] + $0.item) }
  for section in data {
    guard let first = section.firstIndex(of: ids[0]) else { continue }
    return section.count - first >= ids.count
      && section[first..<(first + ids.count)].elementsEqual(ids)
  }
  return false
}

/// Replays the script once with a block of `count` selected items.
func runMulti(_ fixture: ListFixture, script: DragScript, count: Int) -> BlockReplay {
  let configuration = DragConfiguration(
    mode: .insert, commit: .drop, target: .pointer, emptySections: .keep,
    activation: .longPress(minimumDuration: 0.5, allowableMovement: 10),
    autoScroll: .constant(speed: DragScript.scrollSpeed))
  let offset = fixture.startOffset(pressY: DragScript.pressPoint.y)
  let viewport = Viewport(size: ListFixture.viewport, contentOffset: Point(x: 0, y: offset))
  var session = DragSession(
    layout: fixture.makeLayout(), viewport: viewport, configuration: configuration)
  guard
    case .item(let pressed) = session.layout.hitTest(
      session.viewport.contentPoint(DragScript.pressPoint), in: nil)
  else { return BlockReplay() }
  let starts = fixture.sectionStarts
  let selection = multiSelection(sectionStarts: starts, pressed: pressed, count: count)
  _ = session.replaceSelection(with: selection, policy: DefaultDragPolicy())
  let selected = session.selectedPaths

  var data = blockBenchData(sectionStarts: starts)
  var effects = [DragEffect]()
  effects.reserveCapacity(2 * count + 16)
  var steps = 0
  var run = replayBlockDrag(script.events, buffer: &effects) { event, effects in
    deliverMulti(event, to: &session, into: &effects)
  } observe: { effect in
    switch effect {
    case .willMoveItems: return true
    case .targetChanged: steps += 1
    case .moved(let from, let to):
      let id = data[from.section].remove(at: from.item)
      data[to.section].insert(id, at: to.item)
    default: break
    }
    return false
  }
  run.steps = steps
  // The data the host holds and the engine's layout agree, the block stands together in its
  // data order, and nothing was lost or duplicated.
  run.consistent =
    run.lifted && !session.isDragging && session.selectedPaths.isEmpty
    && blockDataConsistent(data, sectionStarts: starts, block: selected) {
      session.layout.itemCount(inSection: $0)
    }
  return run
}

/// One event into the session through the buffered entry point, kept out of line as
/// `deliver` is.
@inline(never)
func deliverMulti(
  _ event: PointerEvent, to session: inout DragSession<ListLayout>,
  into effects: inout [DragEffect]
) {
  session.handle(event, policy: DefaultDragPolicy(), into: &effects)
}

/// Runs the multi-item benchmark at 10^6 items (10^4 with `--smoke`), printing one line.
func runMultiBenchmark(_ options: BenchOptions, log: (String) -> Void) -> [MultiFigures] {
  let n = options.smoke ? 10_000 : 1_000_000
  let count = 1_000
  let fixture = ListFixture(itemCount: n, seed: 0xB0B)
  let script = DragScript(seed: 0x5EED)
  var f = MultiFigures()
  f.items = n
  f.sections = fixture.sectionCount
  f.selected = count
  f.events = script.events.count
  f.measure(runs: options.runs) { runMulti(fixture, script: script, count: count) }
  log("multi \(grouped(count)) of \(grouped(n)) items: \(f.summary)")
  return [f]
}
