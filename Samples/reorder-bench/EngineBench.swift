import ReorderCore

/// What one replay of the script on the engine measured.
struct EngineRun {
  /// Nanoseconds per `handle` call, in script order (the drop included).
  var eventNs: [UInt64] = []
  /// Nanoseconds of the events that changed the slot (a `moved` or `targetChanged` effect).
  var stepNs: [UInt64] = []
  /// Nanoseconds of the final `up` event (the drop, which commits the move to the layout).
  var dropNs: UInt64 = 0
  /// Nanoseconds per `renderState()` call, one after each event.
  var renderNs: [UInt64] = []
  /// Nanoseconds to build the layout and the session.
  var buildNs: UInt64 = 0
  /// Bytes the allocator holds for the layout and the session, or nil if unmeasured.
  var allocatedBytes: Int?
  /// `ListLayout.storageBytes` at the start.
  var storageBytes = 0
  /// How far auto-scroll moved the content, points.
  var scrolled = 0.0
  /// The dragged item's extent, points.
  var draggedExtent = 0.0
  /// Data effects reported (`moved`).
  var moves = 0
  /// Whether the host's data, after applying every reported move, matches the engine's
  /// committed layout item for item, and nothing was lost or duplicated.
  var consistent = false
}

/// Replays `script` on a fresh engine over `fixture`.
///
/// The layout is built straight into the session, so nothing else holds its storage: a second
/// owner would make the drop's in-place commit copy the whole prefix sum (copy on write).
func runEngine(
  _ fixture: ListFixture, script: DragScript, commit: CommitMode, measureRender: Bool
) -> EngineRun {
  var run = EngineRun()
  let configuration = DragConfiguration(
    mode: .insert, commit: commit, target: .pointer, emptySections: .keep,
    activation: .longPress(minimumDuration: 0.5, allowableMovement: 10),
    autoScroll: .constant(speed: DragScript.scrollSpeed))
  let offset = fixture.startOffset(pressY: DragScript.pressPoint.y)
  let viewport = Viewport(size: ListFixture.viewport, contentOffset: Point(x: 0, y: offset))

  let bytesBefore = allocatedBytes()
  let start = monotonicNanoseconds()
  var session = DragSession(
    layout: fixture.makeLayout(), viewport: viewport, configuration: configuration)
  let end = monotonicNanoseconds()
  let bytesAfter = allocatedBytes()
  run.buildNs = end - start
  if let bytesBefore, let bytesAfter { run.allocatedBytes = bytesAfter - bytesBefore }
  run.storageBytes = session.layout.storageBytes

  // The host's data: item ids (flat indices) per section.
  var data = (0..<fixture.sectionCount).map { s in
    Array(Int32(fixture.sectionStarts[s])..<Int32(fixture.sectionStarts[s + 1]))
  }

  run.eventNs.reserveCapacity(script.events.count)
  if measureRender { run.renderNs.reserveCapacity(script.events.count) }
  // One effect buffer for the whole replay, as a host keeps one (no allocation per event).
  var effects = [DragEffect]()
  effects.reserveCapacity(16)
  for event in script.events {
    effects.removeAll(keepingCapacity: true)
    let before = monotonicNanoseconds()
    deliver(event, to: &session, into: &effects)
    let after = monotonicNanoseconds()
    run.eventNs.append(after - before)
    if case .up = event { run.dropNs = after - before }
    if measureRender {
      let renderStart = monotonicNanoseconds()
      let state = session.renderState()
      let renderEnd = monotonicNanoseconds()
      precondition(!state.items.isEmpty, "the viewport shows rows")
      run.renderNs.append(renderEnd - renderStart)
    }
    if let a = session.arrangement {
      run.draggedExtent = session.layout.extent(ofItemAt: a.lifted)
    }
    for effect in effects {
      if case .targetChanged = effect { run.stepNs.append(after - before) }
      if case .moved(let from, let to) = effect {
        if !(event.isUp) { run.stepNs.append(after - before) }
        let id = data[from.section].remove(at: from.item)
        data[to.section].insert(id, at: to.item)
        run.moves += 1
      }
    }
  }
  precondition(!session.isDragging, "the script ends with a drop")
  run.scrolled = session.viewport.contentOffset.y - offset

  // Outside timing: the host's order and the engine's committed geometry agree.
  var seen = [Bool](repeating: false, count: fixture.itemCount)
  var consistent = data.count == session.layout.sectionCount
  for s in 0..<min(data.count, session.layout.sectionCount) where consistent {
    consistent = data[s].count == session.layout.itemCount(inSection: s)
    for (i, id) in data[s].enumerated() where consistent {
      let extent = session.layout.extent(ofItemAt: ItemPath(section: s, item: i))
      consistent = !seen[Int(id)] && extent == fixture.sizes[Int(id)]
      seen[Int(id)] = true
    }
  }
  run.consistent = consistent && !seen.contains(false)
  return run
}

/// One event into the session: the timed call, kept out of line so that
/// `Scripts/bench-callgrind.sh` can count its instructions by name.
@inline(never)
func deliver(
  _ event: PointerEvent, to session: inout DragSession<ListLayout>,
  into effects: inout [DragEffect]
) {
  session.handle(event, into: &effects)
}

extension PointerEvent {
  /// Whether this is a release.
  var isUp: Bool {
    if case .up = self { return true }
    return false
  }
}
