import ReorderCore

/// A row of the naive table: what a simple host keeps in its data-source arrays.
struct NaiveItem {
  var id: Int32
  var height: Double
}

/// A naive drag-to-reorder table, written only for comparison. It does what the simplest
/// table-view reorder controllers do (the flaws this project exists to avoid):
///
/// - the data is an array of section arrays; every move step copies the whole of it (a delegate
///   asked for "the new data source after the move" hands over a fresh copy), performs the move on the copy,
///   and reloads: every frame is recomputed (`reloadData`, O(n));
/// - the row under a point is found by walking the frames from the top (O(n));
/// - the target is the row under the pointer (the plain pointer rule, with headers and footers taken
///   as the section's first and last slot, as the engine does), without the engine's
///   flicker guard;
/// - auto-scroll runs at a constant speed per second once the floating copy crosses an edge,
///   clamped to the content, exactly as the engine's `AutoScroll.constant`.
///
/// Activation and event handling mirror the engine's so both replay the same script.
struct NaiveTable {
  var data: [[NaiveItem]]
  /// Item origins along the axis, flat order, content coordinates (the "frames").
  var origins: [Double] = []
  /// Header origins per section.
  var headerOrigins: [Double] = []
  /// Footer origins per section.
  var footerOrigins: [Double] = []
  var contentLength = 0.0
  var offset: Double
  let viewportLength = ListFixture.viewport.height

  enum Phase {
    case idle
    case pressing(start: Point, time: Double)
    case refused
    case dragging(Drag)
  }

  struct Drag {
    /// Where the dragged row is now (current data).
    var selected: ItemPath
    var grabY: Double
    var height: Double
    var pointer: Point
    var lastTick: Double
  }

  var phase = Phase.idle
  var lastTime = -Double.infinity
  /// Data steps performed (copy + move + reload).
  var steps = 0

  init(_ fixture: ListFixture, offset: Double) {
    data = (0..<fixture.sectionCount).map { s in
      (fixture.sectionStarts[s]..<fixture.sectionStarts[s + 1]).map {
        NaiveItem(id: Int32($0), height: fixture.sizes[$0])
      }
    }
    self.offset = offset
    reloadData()
  }

  /// Recomputes every frame from the data.
  ///
  /// - Complexity: O(n).
  mutating func reloadData() {
    origins.removeAll(keepingCapacity: true)
    headerOrigins.removeAll(keepingCapacity: true)
    footerOrigins.removeAll(keepingCapacity: true)
    var y = 0.0
    for section in data {
      headerOrigins.append(y)
      y += ListFixture.header
      for item in section {
        origins.append(y)
        y += item.height
      }
      footerOrigins.append(y)
      y += ListFixture.footer
    }
    contentLength = y
  }

  enum Hit {
    case item(ItemPath)
    case header(Int)
    case footer(Int)
    case nothing
  }

  /// What lies at content position `y`, found by walking the frames from the top.
  ///
  /// - Complexity: O(n).
  func hitTest(x: Double, y: Double) -> Hit {
    guard x >= 0, x < ListFixture.viewport.width, y >= 0, y < contentLength else {
      return .nothing
    }
    var flat = 0
    for s in 0..<data.count {
      if y < headerOrigins[s] + ListFixture.header { return .header(s) }
      for i in 0..<data[s].count {
        if y < origins[flat] + data[s][i].height { return .item(ItemPath(section: s, item: i)) }
        flat += 1
      }
      if y < footerOrigins[s] + ListFixture.footer { return .footer(s) }
    }
    return .nothing
  }

  /// Feeds one event; returns the number of data steps it caused.
  mutating func handle(_ event: PointerEvent) -> Int {
    let t = max(lastTime, event.time)
    lastTime = t
    let before = steps
    switch (event, phase) {
    case (.down(let p, _), .idle):
      phase = .pressing(start: p, time: t)
    case (.move(let p, _), .pressing(let start, let pressTime)):
      let dx = p.x - start.x
      let dy = p.y - start.y
      if dx * dx + dy * dy > 100 {
        phase = .refused
      } else if t - pressTime >= 0.5 {
        begin(at: start, pointer: p, time: t)
        retarget()
      }
    case (.tick, .pressing(let start, let pressTime)) where t - pressTime >= 0.5:
      begin(at: start, pointer: start, time: t)
    case (.move(let p, _), .dragging(var d)):
      d.pointer = p
      phase = .dragging(d)
      retarget()
    case (.tick, .dragging(var d)):
      let dt = max(0, t - d.lastTick)
      d.lastTick = t
      phase = .dragging(d)
      let top = d.pointer.y - d.grabY
      var delta = 0.0
      if top < 0 {
        delta = -DragScript.scrollSpeed * dt
      } else if top + d.height > viewportLength {
        delta = DragScript.scrollSpeed * dt
      }
      let newOffset = min(max(0, contentLength - viewportLength), max(0, offset + delta))
      if newOffset != offset {
        offset = newOffset
        retarget()
      }
    case (.up(let p, _), .dragging(var d)):
      d.pointer = p
      phase = .dragging(d)
      retarget()
      phase = .idle
    case (.up, _), (.cancel, _):
      phase = .idle
    default:
      break
    }
    return steps - before
  }

  private mutating func begin(at start: Point, pointer: Point, time: Double) {
    guard case .item(let path) = hitTest(x: start.x, y: start.y + offset) else {
      phase = .refused
      return
    }
    let origin = origins[flatIndex(path)] - offset
    phase = .dragging(
      Drag(
        selected: path, grabY: start.y - origin, height: data[path.section][path.item].height,
        pointer: pointer, lastTick: time))
  }

  private func flatIndex(_ path: ItemPath) -> Int {
    var k = 0
    for s in 0..<path.section { k += data[s].count }
    return k + path.item
  }

  /// The row under the pointer becomes the dragged row's place: copy, move, reload.
  private mutating func retarget() {
    guard case .dragging(var d) = phase else { return }
    let proposal: ItemPath
    switch hitTest(x: d.pointer.x, y: d.pointer.y + offset) {
    case .item(let p): proposal = p
    case .header(let s): proposal = ItemPath(section: s, item: 0)
    case .footer(let s):
      proposal = ItemPath(
        section: s, item: data[s].count - (s == d.selected.section ? 1 : 0))
    case .nothing: return
    }
    guard proposal != d.selected else { return }
    var copy = data.map { section in section.map { $0 } }
    let item = copy[d.selected.section].remove(at: d.selected.item)
    copy[proposal.section].insert(item, at: proposal.item)
    data = copy
    reloadData()
    d.selected = proposal
    phase = .dragging(d)
    steps += 1
  }
}

/// What one replay of the script on the naive table measured.
struct BaselineRun {
  var eventNs: [UInt64] = []
  /// Nanoseconds of the events that performed a data step.
  var stepNs: [UInt64] = []
  var steps = 0
  /// Whether every id is still there exactly once.
  var intact = false
}

/// Replays `script` on a fresh naive table over `fixture`.
func runBaseline(_ fixture: ListFixture, script: DragScript) -> BaselineRun {
  var table = NaiveTable(fixture, offset: fixture.startOffset(pressY: DragScript.pressPoint.y))
  var run = BaselineRun()
  run.eventNs.reserveCapacity(script.events.count)
  for event in script.events {
    let before = monotonicNanoseconds()
    let steps = table.handle(event)
    let after = monotonicNanoseconds()
    run.eventNs.append(after - before)
    if steps > 0 { run.stepNs.append(after - before) }
  }
  run.steps = table.steps
  var seen = [Bool](repeating: false, count: fixture.itemCount)
  var intact = true
  for section in table.data {
    for item in section where intact {
      intact = !seen[Int(item.id)]
      seen[Int(item.id)] = true
    }
  }
  run.intact = intact && !seen.contains(false)
  return run
}
