import AllocCounter
import ReorderCore

/// The multi-item benchmark: per-event cost of dragging a block of 1 000 selected items (the
/// pressed one last, the others spread evenly over the items before it) with the list benchmark's script
/// (long press, sweeps with auto-scroll, a hold, a drop), through the buffered
/// `handle(_:policy:into:)`, at 10^6 items (10^4 with `--smoke`).
struct MultiFigures: TimedFigures {
  var items = 0
  var selected = 0
  var events = 0
  var times = RunTimes()
  /// The drop (the block's `moved` effects and the layout's commit), nanoseconds.
  var dropNs: UInt64 = 0
  var steps = 0
  /// Heap allocations per pointer move or tick in the drag's steady state (nil: not counted).
  var allocationsPerEvent: Double?
  var consistent = true
}

/// The selection: the pressed item and `count − 1` others spread evenly over the items before
/// it, so the block's gap reaches up from the pointer and the script's sweeps down and its hold
/// at the bottom edge (auto-scroll) move the block's slot item by item.
func multiSelection(_ fixture: ListFixture, pressed: ItemPath, count: Int) -> [ItemPath] {
  let pressedFlat = fixture.sectionStarts[pressed.section] + pressed.item
  var paths = [pressed]
  let stride = max(1, pressedFlat / max(1, count - 1))
  var flat = stride / 2
  var s = 0
  while paths.count < count && flat < pressedFlat {
    while fixture.sectionStarts[s + 1] <= flat { s += 1 }
    paths.append(ItemPath(section: s, item: flat - fixture.sectionStarts[s]))
    flat += stride
  }
  return paths
}

/// Replays the script once with a block of `count` selected items.
func runMulti(_ fixture: ListFixture, script: DragScript, count: Int) -> (
  eventNs: [UInt64], dropNs: UInt64, steps: Int, allocations: Double?, consistent: Bool
) {
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
  else { return ([], 0, 0, nil, false) }
  let selection = multiSelection(fixture, pressed: pressed, count: count)
  _ = session.replaceSelection(with: selection, policy: DefaultDragPolicy())
  let selected = session.selectedPaths

  var data = (0..<fixture.sectionCount).map { s in
    Array(Int32(fixture.sectionStarts[s])..<Int32(fixture.sectionStarts[s + 1]))
  }
  var eventNs = [UInt64]()
  eventNs.reserveCapacity(script.events.count)
  var effects = [DragEffect]()
  effects.reserveCapacity(2 * count + 16)
  var dropNs: UInt64 = 0
  var steps = 0
  var lifted = false
  // Steady-state allocations: counted over the moves and ticks after the lift, until the drop.
  var allocations: UInt64 = 0
  var counted = 0
  let probeStart = alloc_counter_allocations()
  let probe = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 8)
  probe.deallocate()
  let counting = alloc_counter_allocations() > probeStart
  for event in script.events {
    effects.removeAll(keepingCapacity: true)
    let steady = lifted && !event.isUp
    let allocBefore = alloc_counter_allocations()
    let before = monotonicNanoseconds()
    deliverMulti(event, to: &session, into: &effects)
    let after = monotonicNanoseconds()
    if steady {
      allocations += alloc_counter_allocations() - allocBefore
      counted += 1
    }
    eventNs.append(after - before)
    if event.isUp { dropNs = after - before }
    for effect in effects {
      switch effect {
      case .willMoveItems: lifted = true
      case .targetChanged: steps += 1
      case .moved(let from, let to):
        let id = data[from.section].remove(at: from.item)
        data[to.section].insert(id, at: to.item)
      default: break
      }
    }
  }
  // The data the host holds and the engine's layout agree, the block stands together in its
  // data order, and nothing was lost or duplicated.
  var consistent = lifted && !session.isDragging && session.selectedPaths.isEmpty
  var seen = 0
  for (s, ids) in data.enumerated() {
    if session.layout.itemCount(inSection: s) != ids.count { consistent = false }
    seen += ids.count
  }
  if seen != fixture.itemCount { consistent = false }
  let flatIDs = selected.map { Int32(fixture.sectionStarts[$0.section] + $0.item) }
  let joined = data.flatMap { $0 }
  if let first = joined.firstIndex(of: flatIDs[0]) {
    if Array(joined[first..<min(joined.count, first + flatIDs.count)]) != flatIDs {
      consistent = false
    }
  } else {
    consistent = false
  }
  let perEvent = counting && counted > 0 ? Double(allocations) / Double(counted) : nil
  return (eventNs, dropNs, steps, perEvent, consistent)
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
  f.selected = count
  f.events = script.events.count
  var drops = [UInt64]()
  f.times =
    RunTimes.measure(runs: options.runs) {
      let run = runMulti(fixture, script: script, count: count)
      drops.append(run.dropNs)
      (f.steps, f.allocationsPerEvent) = (run.steps, run.allocations)
      f.consistent = f.consistent && run.consistent
      return run.eventNs
    }
  f.dropNs = medianOf(drops)
  let allocations = f.allocationsPerEvent.map { format($0, decimals: 3) } ?? "not counted"
  log(
    "multi \(grouped(count)) of \(grouped(n)) items: median \(f.medianNs) ns, p99 \(f.p99Ns) ns "
      + "per event over \(f.events) events; drop \(grouped(Int(f.dropNs))) ns; \(f.steps) "
      + "slot changes; allocations per steady event \(allocations); "
      + (f.consistent ? "data and layout agree" : "DATA AND LAYOUT DISAGREE"))
  return [f]
}
