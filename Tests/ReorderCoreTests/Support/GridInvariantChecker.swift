import ReorderCore

/// Runs a grid scenario event by event through `DragSession<GridLayout>` and checks, after
/// every event, the invariants of DESIGN.md that apply to grids (numbered as
/// ``InvariantChecker`` numbers them; 0 is "an effect was malformed"):
///
/// 0. Every data effect is valid in the data as it stands just before it; `willMove`, `ended`
///    and `cancelled` name the dragged item; `moved` and `swapped` involve only the dragged
///    item; drop commit reports no data effect before the drop and commits what it last showed.
/// 1. The model's items are the original items (none lost, none duplicated).
/// 2. The model (the original data with every reported effect applied) equals the data the
///    engine implies (its committed layout, plus the arrangement in live insert drags); every
///    cell and header frame of the session's layout in its arrangement equals that of a fresh
///    grid built for the data as shown; a hit test at each cell's centre finds it (the gap at
///    the slot); the render state lists cells in order with the layout's frames, hides only
///    the slot and floats a copy exactly while dragging.
/// 3. A cancel restores the order the drag began with.
/// 4. While dragging, the same pointer again (later) and a tick without auto-scroll change
///    nothing.
/// 5. Pinned cells keep their index and section; the session's pinned set agrees.
/// 6. The content offset stays within its bounds along the axis for the grid's content size,
///    and does not move across it.
struct GridInvariantChecker {
  let scenario: GridScenario
  /// Whether to run the at-rest probe (invariant 4).
  var checkRest = true

  init(_ scenario: GridScenario, checkRest: Bool = true) {
    self.scenario = scenario
    self.checkRest = checkRest
  }

  /// The first violation, or nil when the whole stream keeps every invariant.
  func firstViolation() -> Violation? {
    do {
      try run()
      return nil
    } catch {
      return error
    }
  }

  private func fail(_ invariant: Int, _ index: Int, _ message: String) -> Violation {
    Violation(invariant: invariant, eventIndex: index, message: message)
  }

  func run() throws(Violation) {
    let items = scenario.flatItems
    let policy = ScenarioPolicy(spec: .standard)
    var session = scenario.makeSession()
    let original = ListModel(scenario.listScenario)
    var model = original
    var committed = original
    var dragStart: ListModel?
    var draggedKey: Int?
    var grab: Point?
    var previewTarget: ItemPath?
    let pinnedHome: [Int: (section: Int, item: Int)] = {
      var homes = [Int: (section: Int, item: Int)]()
      for (s, keys) in original.sections.enumerated() {
        for (i, k) in keys.enumerated() where !items[k].movable { homes[k] = (s, i) }
      }
      return homes
    }()
    let axis = scenario.axis
    let acrossOffset = session.viewport.contentOffset.across(axis)
    try checkState(session, model: model, committed: committed, index: -1)

    for (index, event) in scenario.events.enumerated() {
      let wasDragging = session.isDragging
      let effects = session.handle(event, policy: policy)
      let hasEnd = effects.contains {
        if case .ended = $0 { return true }
        return false
      }
      for effect in effects {
        switch effect {
        case .willMove(let at):
          guard draggedKey == nil, model.contains(at) else {
            throw fail(0, index, "willMove(\(at)) while dragging or out of range")
          }
          guard items[model[at]].movable else {
            throw fail(5, index, "willMove(\(at)) picked up a pinned cell")
          }
          draggedKey = model[at]
          dragStart = model
          previewTarget = nil
        case .moved(let from, let to):
          guard let key = draggedKey, model.contains(from), model[from] == key else {
            throw fail(0, index, "\(effect) does not move the dragged cell")
          }
          if scenario.commit == .drop && !hasEnd {
            throw fail(0, index, "drop commit reported \(effect) before the drop")
          }
          if scenario.commit == .drop && to != (previewTarget ?? from) {
            throw fail(
              0, index,
              "drop committed \(effect), the preview showed \(String(describing: previewTarget))")
          }
          do { try model.apply(effect) } catch { throw fail(0, index, "\(error)") }
        case .swapped(let a, let b):
          guard let key = draggedKey, model.contains(a), model.contains(b),
            model[a] == key || model[b] == key
          else { throw fail(0, index, "\(effect) does not involve the dragged cell") }
          let other = model[a] == key ? b : a
          if other != previewTarget {
            throw fail(
              0, index,
              "drop swapped with \(other), the preview showed \(String(describing: previewTarget))")
          }
          do { try model.apply(effect) } catch { throw fail(0, index, "\(error)") }
        case .deletedSection:
          do { try model.apply(effect) } catch { throw fail(0, index, "\(error)") }
        case .ended(let at):
          guard let key = draggedKey, model.contains(at), model[at] == key else {
            throw fail(0, index, "ended(at: \(at)) does not name the dragged cell")
          }
          draggedKey = nil
          dragStart = nil
        case .cancelled(let at):
          guard let key = draggedKey, model.contains(at), model[at] == key else {
            throw fail(0, index, "cancelled(at: \(at)) does not name the dragged cell")
          }
          if let start = dragStart, start != model {
            throw fail(
              3, index, "cancel left \(model.sections), the drag began with \(start.sections)")
          }
          draggedKey = nil
          dragStart = nil
        case .targetChanged(let target):
          guard draggedKey != nil, scenario.commit == .drop || scenario.mode == .exchange else {
            throw fail(0, index, "\(effect) outside a drop-commit or exchange drag")
          }
          if target == previewTarget {
            throw fail(0, index, "\(effect) repeats the target already shown")
          }
          previewTarget = target
        case .scrolled(let to):
          guard session.isDragging || wasDragging else {
            throw fail(0, index, "scrolled(to: \(to)) without a drag")
          }
        case .tap, .refused, .declined:
          break
        }
      }
      if session.isDragging != (draggedKey != nil) {
        throw fail(0, index, "isDragging is \(session.isDragging) but effects say otherwise")
      }
      if !session.isDragging { committed = model }

      // 1. Nothing lost or duplicated.
      let keys = model.sections.flatMap { $0 }.sorted()
      if keys != Array(0..<items.count) {
        throw fail(
          1, index, "cells are now \(model.sections), expected each of 0..<\(items.count) once")
      }
      // 5. Pinned cells keep their index and section.
      for (key, home) in pinnedHome {
        guard let p = model.position(of: key) else { continue }
        if p.item != home.item || model.sectionKeys[p.section] != home.section {
          throw fail(5, index, "pinned cell \(key) moved from \(home) to \(p)")
        }
        if !session.pinned.contains(p) {
          throw fail(5, index, "the session lost pinned position \(p)")
        }
      }
      if session.pinned.count != pinnedHome.count {
        throw fail(5, index, "the session holds \(session.pinned.count) pinned positions")
      }
      // 6. Offset within bounds for the grid's content size.
      let length = session.layout.contentSize(in: session.arrangement).along(axis)
      let bounds = session.viewport.offsetBounds(contentLength: length, axis: axis)
      let offset = session.viewport.contentOffset
      if !(offset.along(axis) >= bounds.min - 1e-9 && offset.along(axis) <= bounds.max + 1e-9) {
        throw fail(6, index, "offset \(offset) outside \(bounds) (content length \(length))")
      }
      if offset.across(axis) != acrossOffset {
        throw fail(6, index, "offset moved across the axis to \(offset)")
      }
      // 2. Model equals the engine's data; geometry agrees.
      try checkState(session, model: model, committed: committed, index: index)
      if !session.isDragging { grab = nil }
      try checkRenderState(session, index: index, grab: &grab)
      // 4. At rest, nothing more happens.
      if checkRest, session.isDragging, let pointer = session.pointer {
        var probe = session
        probe.configuration.autoScroll = .none
        let t = probe.lastTime + 0.25
        let again =
          probe.handle(.move(pointer, time: t), policy: policy)
          + probe.handle(.tick(time: t + 0.25), policy: policy)
        if let bad = again.first(where: { e in
          switch e {
          case .moved, .swapped, .targetChanged, .deletedSection, .ended, .cancelled: return true
          default: return false
          }
        }) {
          throw fail(4, index, "pointer at rest at \(pointer) caused \(bad)")
        }
      }
    }
  }

  /// Invariant 2: the model against the session's committed layout and arrangement, and the
  /// session's geometry against a grid built afresh for the data as shown.
  private func checkState(
    _ session: DragSession<GridLayout>, model: ListModel, committed: ListModel, index: Int
  ) throws(Violation) {
    let items = scenario.flatItems
    let layout = session.layout
    let a = session.arrangement
    var shown = committed
    if let a {
      if !committed.contains(a.lifted) {
        throw fail(2, index, "arrangement \(a) lifts no committed cell")
      }
      if scenario.mode == .exchange && a.slot != a.lifted {
        throw fail(2, index, "exchange drag moved its slot: \(a)")
      }
      do { shown = try committed.applying(a) } catch {
        throw fail(2, index, "arrangement \(a) is not a valid move: \(error)")
      }
      if let target = session.exchangeTarget {
        if !committed.contains(target) || target == a.lifted
          || !items[committed[target]].movable
        {
          throw fail(5, index, "exchange target \(target) is out of range, lifted or pinned")
        }
      }
    }
    let implied = scenario.commit == .live && scenario.mode == .insert ? shown : committed
    if implied.sections != model.sections {
      throw fail(
        2, index,
        "replayed effects give \(model.sections), the engine implies \(implied.sections) (arrangement \(String(describing: a)))"
      )
    }
    guard layout.sectionCount == committed.sections.count else {
      throw fail(
        2, index, "layout has \(layout.sectionCount) sections, data \(committed.sections.count)")
    }
    for s in committed.sections.indices
    where layout.itemCount(inSection: s) != committed.sections[s].count {
      throw fail(2, index, "layout section \(s) has \(layout.itemCount(inSection: s)) cells")
    }
    // The grid the shown data would have if it were committed.
    let headers = shown.sectionKeys.map { scenario.sections[$0].header }
    let fresh = scenario.layout(counts: shown.sections.map(\.count), headers: headers)
    let axis = scenario.axis
    for s in shown.sections.indices {
      let header = layout.headerFrame(ofSection: s, in: a)
      let expected = fresh.headerFrame(ofSection: s, in: nil)
      if !close(header, expected) {
        throw fail(2, index, "header \(s) at \(header), expected \(expected)")
      }
      for i in shown.sections[s].indices {
        let p = ItemPath(section: s, item: i)
        let f = layout.frame(ofItemAt: p, in: a)
        let e = fresh.frame(ofItemAt: p, in: nil)
        if !close(f, e) {
          throw fail(
            2, index, "cell \(p) has frame \(f), expected \(e) in \(String(describing: a))")
        }
        let hit = layout.hitTest(f.center, in: a)
        let want: LayoutHit = a.map { $0.slot == p } == true ? .gap(p) : .item(p)
        if hit != want {
          throw fail(2, index, "hit test at \(f.center) gives \(hit), expected \(want)")
        }
      }
    }
    let size = layout.contentSize(in: a).along(axis)
    if !close(size, fresh.contentLength) {
      throw fail(2, index, "content length \(size), expected \(fresh.contentLength)")
    }
  }

  /// The render state agrees with the layout: visible cells in data order, each once, with the
  /// layout's frames; only the slot hidden; a floating copy exactly while dragging, the
  /// dragged cell's size, at a fixed offset from the pointer on both axes.
  private func checkRenderState(
    _ session: DragSession<GridLayout>, index: Int, grab: inout Point?
  ) throws(Violation) {
    let state = session.renderState()
    let a = session.arrangement
    var previous: ItemPath?
    for item in state.items {
      if let previous, !(previous < item.path) {
        throw fail(2, index, "render state lists \(item.path) after \(previous)")
      }
      previous = item.path
      let frame = session.layout.frame(ofItemAt: item.path, in: a)
      if item.frame != frame || item.isHidden != (a?.slot == item.path)
        || item.committedPath != (a?.committedPath(forCurrent: item.path) ?? item.path)
      {
        throw fail(2, index, "render state cell \(item) disagrees with the layout (\(frame))")
      }
    }
    if (state.floating != nil) != session.isDragging {
      throw fail(
        2, index,
        "floating copy \(String(describing: state.floating)) while dragging is \(session.isDragging)"
      )
    }
    if let floating = state.floating, let pointer = session.pointer {
      if floating.frame.size != session.layout.cellSize {
        throw fail(
          2, index,
          "floating copy \(floating.frame) is not a cell's size \(session.layout.cellSize)")
      }
      let content = session.viewport.contentPoint(pointer)
      let offset = Point(
        x: content.x - floating.frame.origin.x, y: content.y - floating.frame.origin.y)
      if let g = grab {
        let scale = max(abs(content.x), abs(content.y), 1)
        if !close(g.x, offset.x, scale: scale) || !close(g.y, offset.y, scale: scale) {
          throw fail(2, index, "floating copy left the pointer: grab \(offset), was \(g)")
        }
      } else {
        grab = offset
      }
    } else {
      grab = nil
    }
  }

  private func close(_ a: Double, _ b: Double, scale: Double = 0) -> Bool {
    a == b || abs(a - b) <= 1e-7 * max(1, abs(a), abs(b), abs(scale))
  }

  private func close(_ a: Rect, _ b: Rect) -> Bool {
    let scale = max(abs(a.origin.x), abs(a.origin.y), abs(b.origin.x), abs(b.origin.y))
    return close(a.origin.x, b.origin.x, scale: scale)
      && close(a.origin.y, b.origin.y, scale: scale)
      && close(a.size.width, b.size.width, scale: scale)
      && close(a.size.height, b.size.height, scale: scale)
  }
}
