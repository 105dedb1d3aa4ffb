import ReorderCore

/// A broken invariant: which one (DESIGN.md's numbering; 0 for "an effect was malformed"), after
/// which event, and what was seen.
struct Violation: Error, Equatable, CustomStringConvertible {
  var invariant: Int
  var eventIndex: Int
  var message: String

  var description: String { "invariant \(invariant) after events[\(eventIndex)]: \(message)" }
}

/// Runs a scenario of any layout kind event by event through its `DragSession` and checks,
/// after every event, invariants 1–6 of DESIGN.md plus the well-formedness of every effect:
///
/// 0. Every data effect is valid in the data as it stands just before it; `willMove`, `ended`
///    and `cancelled` name the dragged item; `moved` and `swapped` involve only the dragged
///    item; drop commit reports no data effect before the drop and commits what it last showed.
/// 1. The model's items are the original items (none lost, none duplicated).
/// 2. The model (the original data with every reported effect applied) equals the data the
///    engine implies: its committed layout, plus the arrangement in live insert drags; the
///    layout's geometry in its arrangement is what the kind expects for the data as shown
///    (``LayoutKind/geometryMismatch(_:in:shown:scenario:tolerance:)``: lists walk their
///    extents, grids compare with a fresh relayout; hit tests find every item); the render
///    state lists the visible items in order with the layout's frames, hides only the slot, and
///    floats a copy of the dragged item's size exactly while dragging, at a fixed offset from
///    the pointer (along the axis, and across it where the layout floats across).
/// 3. A cancel restores the order the drag began with.
/// 4. While dragging, the same pointer again (later) and a tick without auto-scroll change
///    nothing.
/// 5. Pinned items keep their index (and their section); the session's pinned set agrees.
/// 6. The content offset stays within its bounds along the axis and does not move across it.
///
/// The drop record: at `ended`, the session's ``DropRecord`` names the dragged items where the
/// drag found them, the `ended` position, the sections this drop removed, whether it exchanged,
/// and whether the order changed (the data after the drop differs from the data at the lift);
/// while a drag is in progress and after a cancel the session holds no record.
///
/// Multi-item drags (the scenario's `select` inputs): a select changes the selection only at
/// rest and never selects a pinned item or a position that is not an item; `willMoveItems` lifts
/// selected items; no data effect comes before the drop; the drop's `moved` effects move only
/// the block's items and leave them together, in their data order, at `ended(at:)`; a cancel
/// (or a declined drop) restores the order. While a block is lifted, the layout's geometry is
/// the data as shown (the block's items together at the slot) with the block as one gap.
struct InvariantChecker<Kind: LayoutKind> {
  let scenario: Scenario<Kind>
  /// Whether to run the at-rest probe (invariant 4).
  var checkRest = true
  /// How exact the geometry must be (``LayoutKind/resolution(of:)``).
  let tolerance: Tolerance
  /// The scenario's items in flat order (``ListModel`` keys index them).
  private let items: [ScenarioItem]

  init(_ scenario: Scenario<Kind>, checkRest: Bool = true) {
    self.scenario = scenario
    self.checkRest = checkRest
    tolerance = Tolerance(resolution: Kind.resolution(of: scenario))
    items = scenario.flatItems
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

  /// The floating copy's offset from the pointer (content coordinates) when the drag's first
  /// event was checked, and the largest coordinate seen since (the offset is as exact as that).
  private struct Grab {
    var offset: Point
    var scale: Double
  }

  /// What the checker follows from event to event.
  private struct Tracking {
    var model: ListModel
    var committed: ListModel
    var dragStart: ListModel?
    var draggedKey: Int?
    /// The keys of a multi-item drag's items, in data order (nil for a drag of one item).
    var blockKeys: [Int]?
    /// The last `targetChanged` of the drag in progress.
    var previewTarget: ItemPath?
    var grab: Grab?

    /// Forgets the drag that just ended (its item, its block and its starting data).
    mutating func forgetDrag() {
      draggedKey = nil
      blockKeys = nil
      dragStart = nil
    }
  }

  func run() throws(Violation) {
    let policy = ScenarioPolicy(spec: scenario.policy)
    var session = scenario.makeSession()
    let original = ListModel(scenario)
    var state = Tracking(model: original, committed: original)
    var pinnedHome = [Int: (section: Int, item: Int)]()
    for (s, keys) in original.sections.enumerated() {
      for (i, k) in keys.enumerated() where !items[k].movable { pinnedHome[k] = (s, i) }
    }
    let axis = scenario.axis
    let acrossOffset = session.viewport.contentOffset.across(axis)
    try checkState(session, model: state.model, committed: state.committed, index: -1)

    for (index, event) in scenario.events.enumerated() {
      for select in scenario.selects where select.before == index {
        try feed(select, to: &session, policy: policy, index: index)
      }
      let wasDragging = session.isDragging
      let effects = session.handle(event, policy: policy)
      try follow(effects, of: session, wasDragging: wasDragging, &state, index: index)
      if session.isDragging != (state.draggedKey != nil) {
        throw fail(0, index, "isDragging is \(session.isDragging) but effects say otherwise")
      }
      if !session.isDragging { state.committed = state.model }
      if session.isDragging, let record = session.lastDrop {
        throw fail(0, index, "a drag in progress holds the drop record \(record)")
      }
      let model = state.model

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
      try checkState(session, model: model, committed: state.committed, index: index)
      if !session.isDragging { state.grab = nil }
      try checkRenderState(session, index: index, grab: &state.grab)
      // 4. At rest, nothing more happens.
      if checkRest, session.isDragging, let pointer = session.pointer {
        var probe = session
        probe.configuration.autoScroll = .none
        let t = probe.lastTime + 0.25
        let again =
          probe.handle(.move(pointer, time: t), policy: policy)
          + probe.handle(.tick(time: t + 0.25), policy: policy)
        if let bad = again.first(where: Self.changesTheDrag) {
          throw fail(4, index, "pointer at rest at \(pointer) caused \(bad)")
        }
      }
    }
  }

  /// Feeds a `select` input and checks the selection: it changes only at rest, and holds only
  /// unpinned items, sorted, each once.
  private func feed(
    _ select: ScenarioSelect, to session: inout DragSession<Kind.Layout>,
    policy: ScenarioPolicy, index: Int
  ) throws(Violation) {
    let before = session.selectedPaths
    let busy = session.isDragging || session.isPressing
    let change = session.select(atViewportPoint: select.point, time: select.time, policy: policy)
    let after = session.selectedPaths
    if busy && (after != before || change != .refused(.busy)) {
      throw fail(0, index, "select during a press or drag changed the selection: \(change)")
    }
    // Positions in the data as the data source holds it: a live drag's moves included.
    let live = session.dataSourceArrangement
    for (k, p) in after.enumerated() {
      let committed = session.layout.itemCount(inSection: p.section)
      let count = live?.currentCount(inSection: p.section, committedCount: committed) ?? committed
      if session.pinned.contains(p) || p.section >= session.layout.sectionCount
        || p.item >= count || (k > 0 && !(after[k - 1] < p))
      {
        throw fail(5, index, "selection \(after) holds \(p): pinned, out of range or repeated")
      }
    }
  }

  /// Whether an effect moves, retargets or ends a drag (what a pointer at rest must not do).
  private static func changesTheDrag(_ effect: DragEffect) -> Bool {
    switch effect {
    // A decline is told once per declined target: told again at rest, it is noise.
    case .moved, .swapped, .targetChanged, .deletedSection, .ended, .cancelled, .declined:
      return true
    case .tap, .willMove, .willMoveItems, .scrolled, .refused: return false
    }
  }

  /// Invariants 0, 3 and 5 for one event's effects, applying the data effects to the model.
  private func follow(
    _ effects: [DragEffect], of session: DragSession<Kind.Layout>, wasDragging: Bool,
    _ state: inout Tracking, index: Int
  ) throws(Violation) {
    let hasEnd = effects.contains {
      if case .ended = $0 { return true }
      return false
    }
    let removed = effects.compactMap { effect -> Int? in
      if case .deletedSection(let s) = effect { return s }
      return nil
    }
    let exchanged = effects.contains {
      if case .swapped = $0 { return true }
      return false
    }
    /// The drop record the tracked data says the drop ending at `at` must leave.
    func checkRecord(endedAt at: ItemPath) throws(Violation) {
      guard let start = state.dragStart else { return }
      let keys = state.blockKeys ?? state.draggedKey.map { [$0] } ?? []
      let expected = DropRecord(
        part: .items, sources: keys.compactMap { start.position(of: $0) }, destination: at,
        exchanged: exchanged, removedSections: removed, changedOrder: start != state.model)
      if session.lastDrop != expected {
        throw fail(
          0, index, "the drop left \(String(describing: session.lastDrop)), expected \(expected)")
      }
    }
    func apply(_ effect: DragEffect) throws(Violation) {
      do { try state.model.apply(effect) } catch { throw fail(0, index, "\(error)") }
    }
    for effect in effects {
      let model = state.model
      switch effect {
      case .willMove(let at):
        guard state.draggedKey == nil, model.contains(at) else {
          throw fail(0, index, "willMove(\(at)) while dragging or out of range")
        }
        guard items[model[at]].movable else {
          throw fail(5, index, "willMove(\(at)) picked up a pinned item")
        }
        state.draggedKey = model[at]
        state.dragStart = model
        state.previewTarget = nil
      case .moved(let from, _) where state.blockKeys != nil:
        guard let block = state.blockKeys, model.contains(from), block.contains(model[from]),
          hasEnd
        else {
          throw fail(0, index, "\(effect) moves no lifted item, or comes before the drop")
        }
        try apply(effect)
      case .moved(let from, let to):
        guard let key = state.draggedKey, model.contains(from), model[from] == key else {
          throw fail(0, index, "\(effect) does not move the dragged item")
        }
        if scenario.commit == .drop && !hasEnd {
          throw fail(0, index, "drop commit reported \(effect) before the drop")
        }
        // What the preview showed is what the drop does.
        if scenario.commit == .drop && to != (state.previewTarget ?? from) {
          throw fail(
            0, index,
            "drop committed \(effect), the preview showed \(String(describing: state.previewTarget))"
          )
        }
        try apply(effect)
      case .swapped(let a, let b):
        guard let key = state.draggedKey, model.contains(a), model.contains(b),
          model[a] == key || model[b] == key
        else { throw fail(0, index, "\(effect) does not involve the dragged item") }
        let other = model[a] == key ? b : a
        if other != state.previewTarget {
          throw fail(
            0, index,
            "drop swapped with \(other), the preview showed \(String(describing: state.previewTarget))"
          )
        }
        try apply(effect)
      case .deletedSection:
        try apply(effect)
      case .ended(let at) where state.blockKeys != nil:
        let block = state.blockKeys ?? []
        let together =
          model.contains(at) && at.item + block.count <= model.sections[at.section].count
          && Array(model.sections[at.section][at.item..<(at.item + block.count)]) == block
        guard together else {
          throw fail(
            0, index, "ended(at: \(at)): the block \(block) is not there in \(model.sections)")
        }
        try checkRecord(endedAt: at)
        state.forgetDrag()
      case .ended(let at):
        guard let key = state.draggedKey, model.contains(at), model[at] == key else {
          throw fail(0, index, "ended(at: \(at)) does not name the dragged item")
        }
        try checkRecord(endedAt: at)
        state.forgetDrag()
      case .cancelled(let at):
        guard let key = state.draggedKey, model.contains(at),
          model[at] == key || state.blockKeys?.contains(model[at]) == true
        else {
          throw fail(0, index, "cancelled(at: \(at)) does not name the dragged item")
        }
        if let start = state.dragStart, start != model {
          throw fail(
            3, index, "cancel left \(model.sections), the drag began with \(start.sections)")
        }
        if let record = session.lastDrop {
          throw fail(0, index, "a cancelled drag left the drop record \(record)")
        }
        state.forgetDrag()
      case .targetChanged(let target):
        guard state.draggedKey != nil,
          scenario.commit == .drop || scenario.mode == .exchange || state.blockKeys != nil
        else {
          throw fail(0, index, "\(effect) outside a drop-commit or exchange drag")
        }
        if target == state.previewTarget {
          throw fail(0, index, "\(effect) repeats the target already shown")
        }
        state.previewTarget = target
      case .scrolled(let to):
        guard session.isDragging || wasDragging else {
          throw fail(0, index, "scrolled(to: \(to)) without a drag")
        }
      case .willMoveItems(let paths):
        guard state.draggedKey == nil, paths.count >= 2, paths.allSatisfy(model.contains),
          paths == paths.sorted()
        else {
          throw fail(0, index, "\(effect) while dragging, or not items in data order")
        }
        guard paths.allSatisfy({ items[model[$0]].movable }) else {
          throw fail(5, index, "\(effect) lifted a pinned item")
        }
        state.blockKeys = paths.map { model[$0] }
        state.draggedKey = state.blockKeys?.first
        state.dragStart = model
        state.previewTarget = nil
      case .tap, .refused, .declined:
        break
      }
    }
  }

  /// Invariant 2: the model against the session's committed layout and arrangement, and the
  /// session's geometry against what the kind expects for the data as shown.
  private func checkState(
    _ session: DragSession<Kind.Layout>, model: ListModel, committed: ListModel, index: Int
  ) throws(Violation) {
    let layout = session.layout
    let a = session.arrangement
    // The data the engine implies, and the data its layout currently shows.
    var shown = committed
    if let a {
      if !committed.contains(a.lifted) {
        throw fail(2, index, "arrangement \(a) lifts no committed item")
      }
      if scenario.mode == .exchange && a.block == nil && a.slot != a.lifted {
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
    let implied =
      scenario.commit == .live && scenario.mode == .insert && a?.block == nil ? shown : committed
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
      throw fail(2, index, "layout section \(s) has \(layout.itemCount(inSection: s)) items")
    }
    if let a, let block = a.block {
      if let message = blockGeometryMismatch(
        layout, a, block, shown: shown.sections(of: scenario, items: items))
      {
        throw fail(2, index, message)
      }
    } else if let message = Kind.geometryMismatch(
      layout, in: a, shown: shown.sections(of: scenario, items: items), scenario: scenario,
      tolerance: tolerance)
    {
      throw fail(2, index, message)
    }
  }

  /// A block arrangement's geometry against a fresh layout of the data as shown (the block's
  /// items together at the slot): every other position has its frame there (the block counting
  /// as one position), the slot starts where the block's first item does and, in a list, is as
  /// long as all of them; a hit test at the centre of each position with an extent finds it.
  private func blockGeometryMismatch(
    _ layout: Kind.Layout, _ a: Arrangement, _ block: ItemBlock, shown: [ScenarioSection]
  ) -> String? {
    let fresh = scenario.layout(of: shown)
    let axis = scenario.axis
    for p in layout.currentPaths(in: a) {
      let expanded =
        p.section == a.slot.section && p.item > a.slot.item
        ? ItemPath(section: p.section, item: p.item + block.count - 1) : p
      let frame = layout.frame(ofItemAt: p, in: a)
      var expected = fresh.frame(ofItemAt: expanded, in: nil)
      if p == a.slot && !layout.floatsAcrossAxis {
        let last = fresh.frame(
          ofItemAt: ItemPath(section: p.section, item: p.item + block.count - 1), in: nil)
        expected.size = Size(
          along: last.maxAlong(axis) - expected.minAlong(axis), across: expected.size.across(axis),
          axis: axis)
      }
      if !tolerance.close(frame, expected) {
        return "block arrangement \(a): position \(p) has frame \(frame), expected \(expected)"
      }
      if frame.size.width > 4 * tolerance.resolution && frame.size.height > 4 * tolerance.resolution
      {
        let hit = layout.hitTest(frame.center, in: a)
        if hit != expectedHit(at: p, in: a) {
          return "block arrangement \(a): a hit test at \(p)'s centre finds \(hit)"
        }
      }
    }
    return nil
  }

  /// The render state agrees with the layout: visible items in data order, each once, with the
  /// layout's frames; only the slot hidden; a floating copy exactly while dragging, the dragged
  /// item's size, at a fixed offset from the pointer.
  private func checkRenderState(
    _ session: DragSession<Kind.Layout>, index: Int, grab: inout Grab?
  ) throws(Violation) {
    let state = session.renderState()
    let layout = session.layout
    let a = session.arrangement
    var previous: ItemPath?
    for item in state.items {
      if let previous, !(previous < item.path) {
        throw fail(2, index, "render state lists \(item.path) after \(previous)")
      }
      previous = item.path
      let frame = layout.frame(ofItemAt: item.path, in: a)
      if item.frame != frame || item.isHidden != (a?.slot == item.path)
        || item.committedPath != (a?.committedPath(forCurrent: item.path) ?? item.path)
      {
        throw fail(2, index, "render state item \(item) disagrees with the layout (\(frame))")
      }
    }
    // Exactly the visible items are listed.
    if let visibility = Kind.visibility(
      in: layout, visible: session.viewport.visibleContentRect, tolerance: tolerance)
    {
      let expected =
        visibility.showsAny
        ? layout.currentPaths(in: a).filter {
          let frame = layout.frame(ofItemAt: $0, in: a)
          return visibility.counts(frame) && visibility.shows(frame)
        } : []
      let listed = state.items.filter { visibility.counts($0.frame) }.map(\.path)
      if listed != expected {
        throw fail(2, index, "render state lists \(listed), the visible items are \(expected)")
      }
    }
    if (state.floating != nil) != session.isDragging {
      throw fail(
        2, index,
        "floating copy \(String(describing: state.floating)) while dragging is \(session.isDragging)"
      )
    }
    // The floating copy keeps its grab offset: it has the dragged item's size (along the axis,
    // and across it where the layout floats across) and sits at a fixed distance from the
    // pointer for the whole drag.
    guard let floating = state.floating, let pointer = session.pointer, let a else {
      grab = nil
      return
    }
    let axis = scenario.axis
    let across = layout.floatsAcrossAxis
    let size = layout.frame(ofItemAt: a.lifted, in: nil).size
    if floating.frame.size.along(axis) != size.along(axis)
      || (across && floating.frame.size.across(axis) != size.across(axis))
    {
      throw fail(2, index, "floating copy \(floating.frame) is not the dragged item's size \(size)")
    }
    let content = session.viewport.contentPoint(pointer)
    var offset = Point(
      x: content.x - floating.frame.origin.x, y: content.y - floating.frame.origin.y)
    var scale = abs(content.along(axis))
    if across {
      scale = max(scale, abs(content.across(axis)))
    } else {
      offset = Point(along: offset.along(axis), across: 0, axis: axis)
    }
    // Huge pointer coordinates absorb the grab offset; compare at the largest scale seen.
    if let g = grab {
      scale = max(scale, g.scale)
      if !tolerance.close(g.offset.x, offset.x, scale: scale)
        || !tolerance.close(g.offset.y, offset.y, scale: scale)
      {
        throw fail(2, index, "floating copy left the pointer: grab \(offset), was \(g.offset)")
      }
      grab?.scale = scale
    } else {
      grab = Grab(offset: offset, scale: scale)
    }
  }
}
