import ReorderCore

/// A broken invariant: which one (DESIGN.md's numbering; 0 for "an effect was malformed"), after
/// which event, and what was seen.
struct Violation: Error, Equatable, CustomStringConvertible {
  var invariant: Int
  var eventIndex: Int
  var message: String

  var description: String { "invariant \(invariant) after events[\(eventIndex)]: \(message)" }
}

/// Runs a scenario event by event through `DragSession<ListLayout>` and checks, after every
/// event, invariants 1–6 of DESIGN.md plus the well-formedness of every effect:
///
/// 0. Every data effect is valid in the data as it stands just before it; `willMove`, `ended`
///    and `cancelled` name the dragged item; `moved` only moves the dragged item; drop commit
///    reports no data effect before the drop.
/// 1. The model's items are the original items (none lost, none duplicated).
/// 2. The model (the original data with every reported effect applied) equals the data the
///    engine implies: its committed layout, plus the arrangement in live commit; and every item's
///    frame in the layout (by key: extent and origin) and its hit test agree with the model.
/// 3. A cancel restores the order the drag began with.
/// 4. While dragging, the same pointer again (later) and a tick without auto-scroll change
///    nothing.
/// 5. Pinned items keep their index (and their section); the session's pinned set agrees.
/// 6. The content offset stays within its bounds along the axis and does not move across it.
struct InvariantChecker {
  let scenario: Scenario
  /// Whether to run the at-rest probe (invariant 4).
  var checkRest = true

  /// The absolute error geometry may carry: the layout adds and subtracts whole extents
  /// (prefix sums, removed space), so every position is only as exact as the list's total
  /// length allows (relative 1e-7; matters only for absurd extents such as 1e300 next to 1).
  let resolution: Double

  init(_ scenario: Scenario, checkRest: Bool = true) {
    self.scenario = scenario
    self.checkRest = checkRest
    func clean(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }
    let total =
      scenario.flatItems.reduce(0) { $0 + clean($1.size) }
      + scenario.sections.reduce(0) { $0 + clean($1.header) + clean($1.footer) }
    resolution = 1e-7 * max(1, total.isFinite ? total : .greatestFiniteMagnitude)
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
    let policy = ScenarioPolicy(spec: scenario.policy)
    var session = scenario.makeSession()
    let original = ListModel(scenario)
    var model = original
    var committed = original
    var dragStart: ListModel?
    var draggedKey: Int?
    var grabAlong: (offset: Double, scale: Double)?
    /// The last `targetChanged` of the drag in progress.
    var previewTarget: ItemPath?
    let pinnedHome: [Int: (section: Int, item: Int)] = {
      var homes = [Int: (section: Int, item: Int)]()
      for (s, keys) in original.sections.enumerated() {
        for (i, k) in keys.enumerated() where !items[k].movable { homes[k] = (s, i) }
      }
      return homes
    }()
    let acrossOffset = session.viewport.contentOffset.across(scenario.axis)
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
            throw fail(5, index, "willMove(\(at)) picked up a pinned item")
          }
          draggedKey = model[at]
          dragStart = model
          previewTarget = nil
        case .moved(let from, let to):
          guard let key = draggedKey, model.contains(from), model[from] == key else {
            throw fail(0, index, "\(effect) does not move the dragged item")
          }
          if scenario.commit == .drop && !hasEnd {
            throw fail(0, index, "drop commit reported \(effect) before the drop")
          }
          // What the preview showed is what the drop does.
          if scenario.commit == .drop && to != (previewTarget ?? from) {
            throw fail(
              0, index,
              "drop committed \(effect), the preview showed \(String(describing: previewTarget))")
          }
          do { try model.apply(effect) } catch { throw fail(0, index, "\(error)") }
        case .swapped(let a, let b):
          guard let key = draggedKey, model.contains(a), model.contains(b),
            model[a] == key || model[b] == key
          else { throw fail(0, index, "\(effect) does not involve the dragged item") }
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
            throw fail(0, index, "ended(at: \(at)) does not name the dragged item")
          }
          draggedKey = nil
          dragStart = nil
        case .cancelled(let at):
          guard let key = draggedKey, model.contains(at), model[at] == key else {
            throw fail(0, index, "cancelled(at: \(at)) does not name the dragged item")
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
          1, index, "items are now \(model.sections), expected each of 0..<\(items.count) once")
      }
      // 5. Pinned items keep their index and section.
      for (key, home) in pinnedHome {
        guard let p = model.position(of: key) else { continue }
        if p.item != home.item || model.sectionKeys[p.section] != home.section {
          throw fail(5, index, "pinned item \(key) moved from \(home) to \(p)")
        }
        if !session.pinned.contains(p) {
          throw fail(5, index, "the session lost pinned position \(p)")
        }
      }
      if session.pinned.count != pinnedHome.count {
        throw fail(5, index, "the session holds \(session.pinned.count) pinned positions")
      }
      // 6. Offset within bounds.
      let axis = scenario.axis
      let length = session.layout.contentSize(in: session.arrangement).along(axis)
      let bounds = session.viewport.offsetBounds(contentLength: length, axis: axis)
      let offset = session.viewport.contentOffset
      if !(offset.along(axis) >= bounds.min - 1e-9 && offset.along(axis) <= bounds.max + 1e-9) {
        throw fail(6, index, "offset \(offset) outside \(bounds)")
      }
      if offset.across(axis) != acrossOffset {
        throw fail(6, index, "offset moved across the axis to \(offset)")
      }
      // 2. Model equals the engine's data; geometry agrees.
      try checkState(session, model: model, committed: committed, index: index)
      if !session.isDragging { grabAlong = nil }
      try checkRenderState(session, index: index, grabAlong: &grabAlong)
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

  /// Invariant 2: the model against the session's committed layout and arrangement.
  private func checkState(
    _ session: DragSession<ListLayout>, model: ListModel, committed: ListModel, index: Int
  ) throws(Violation) {
    let items = scenario.flatItems
    let layout = session.layout
    let a = session.arrangement
    // The data the engine implies, and the data its layout currently shows.
    var shown = committed
    if let a {
      if !committed.contains(a.lifted) {
        throw fail(2, index, "arrangement \(a) lifts no committed item")
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
    let axis = scenario.axis
    var along = 0.0
    let originalSections = scenario.sections
    let resolution = self.resolution
    for (s, keys) in shown.sections.enumerated() {
      if layout.itemCount(inSection: s) != committed.sections[s].count {
        throw fail(2, index, "layout section \(s) has \(layout.itemCount(inSection: s)) items")
      }
      let home = originalSections[committed.sectionKeys[s]]
      let header = layout.headerFrame(ofSection: s, in: a)
      if !close(header.minAlong(axis), along)
        || !close(header.size.along(axis), clean(home.header), scale: along + clean(home.header))
      {
        throw fail(2, index, "header \(s) at \(header), expected at \(along)")
      }
      along += clean(home.header)
      for (i, key) in keys.enumerated() {
        let p = ItemPath(section: s, item: i)
        let f = layout.frame(ofItemAt: p, in: a)
        let e = clean(items[key].size)
        // Prefix sums carry an absolute error proportional to the running total: an extent is
        // only as exact as its origin.
        if !close(f.minAlong(axis), along) || !close(f.size.along(axis), e, scale: along + e) {
          throw fail(
            2, index,
            "item \(p) (key \(key)) has frame \(f), expected origin \(along) extent \(e) in \(String(describing: a))"
          )
        }
        // Only where the extent is resolvable at the list's scale (the layout's removed-space
        // arithmetic adds and subtracts whole extents) and the centre lies strictly inside.
        let mid = along + e / 2
        if e > resolution && scenario.crossExtent > 0 && mid > along && mid < along + e {
          let centre = Point(along: mid, across: scenario.crossExtent / 2, axis: axis)
          let hit = layout.hitTest(centre, in: a)
          let expected: LayoutHit = a.map { $0.slot == p } == true ? .gap(p) : .item(p)
          if hit != expected {
            throw fail(2, index, "hit test at \(centre) gives \(hit), expected \(expected)")
          }
        }
        along += e
      }
      let footer = layout.footerFrame(ofSection: s, in: a)
      if !close(footer.minAlong(axis), along)
        || !close(footer.size.along(axis), clean(home.footer), scale: along + clean(home.footer))
      {
        throw fail(2, index, "footer \(s) at \(footer), expected at \(along)")
      }
      along += clean(home.footer)
    }
    if !close(layout.contentSize(in: a).along(axis), along) {
      throw fail(2, index, "content length \(layout.contentSize(in: a)), expected \(along)")
    }
  }

  /// The render state agrees with the layout: visible items in data order, each once, with the
  /// layout's frames; only the slot hidden; a floating copy exactly while dragging.
  private func checkRenderState(
    _ session: DragSession<ListLayout>, index: Int,
    grabAlong: inout (offset: Double, scale: Double)?
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
        throw fail(2, index, "render state item \(item) disagrees with the layout (\(frame))")
      }
    }
    // Exactly the items with extent whose frames meet the visible range are listed (extents
    // below the resolution count as none).
    let axis = scenario.axis
    let visible = session.viewport.visibleContentRect
    let lo = visible.minAlong(axis)
    let hi = visible.maxAlong(axis)
    let acrossLo = visible.origin.across(axis)
    let acrossHi = acrossLo + visible.size.across(axis)
    let layout = session.layout
    var expected = [ItemPath]()
    // (Skipped for absurd lists, longer than 1e7 pt, whose frames are only exact to > 1 pt.)
    if resolution <= 1, lo < hi, lo.isFinite, hi.isFinite, acrossLo < layout.crossExtent,
      acrossHi > 0
    {
      for s in 0..<layout.sectionCount {
        let count =
          a?.currentCount(inSection: s, committedCount: layout.itemCount(inSection: s))
          ?? layout.itemCount(inSection: s)
        for i in 0..<count {
          let f = layout.frame(ofItemAt: ItemPath(section: s, item: i), in: a)
          if f.size.along(axis) > resolution && f.minAlong(axis) < hi && f.maxAlong(axis) > lo {
            expected.append(ItemPath(section: s, item: i))
          }
        }
      }
    }
    let listed = state.items.filter { $0.frame.size.along(axis) > resolution }.map(\.path)
    if resolution <= 1 && listed != expected {
      throw fail(2, index, "render state lists \(listed), the visible items are \(expected)")
    }
    // The floating copy keeps its grab offset: its extent is the dragged item's, and it sits at
    // a fixed distance from the pointer along the axis for the whole drag.
    if let floating = state.floating, let pointer = session.pointer, let a {
      let content = session.viewport.contentPoint(pointer).along(axis)
      let along = content - floating.frame.minAlong(axis)
      let e = layout.frame(ofItemAt: a.lifted, in: nil).size.along(axis)
      if floating.frame.size.along(axis) != e {
        throw fail(2, index, "floating copy \(floating.frame) is not the dragged item's size \(e)")
      }
      // Huge pointer coordinates absorb the grab offset; compare at the larger scale seen.
      if let grab = grabAlong, !close(grab.offset, along, scale: max(abs(content), grab.scale)) {
        throw fail(2, index, "floating copy left the pointer: grab \(along), was \(grab.offset)")
      }
      grabAlong = (along, abs(content))
    } else {
      grabAlong = nil
    }
    if (state.floating != nil) != session.isDragging {
      throw fail(
        2, index,
        "floating copy \(String(describing: state.floating)) while dragging is \(session.isDragging)"
      )
    }
  }

  private func clean(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }

  private func close(_ a: Double, _ b: Double, scale: Double = 0) -> Bool {
    a == b || abs(a - b) <= max(resolution, 1e-7 * max(1, abs(a), abs(b), abs(scale)))
  }
}
