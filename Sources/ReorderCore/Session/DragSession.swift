/// An input to a ``DragSession``. Points are in **viewport** coordinates; `time` is in seconds
/// and only ever comes from events.
public enum PointerEvent: Sendable, Equatable {
  /// The pointer went down.
  case down(Point, time: Double)
  /// The pointer moved.
  case move(Point, time: Double)
  /// The pointer lifted.
  case up(Point, time: Double)
  /// The system took the touch away.
  case cancel(time: Double)
  /// A display frame: drives long-press timing and auto-scroll.
  case tick(time: Double)

  /// The event's time.
  public var time: Double {
    switch self {
    case .down(_, let t), .move(_, let t), .up(_, let t), .cancel(let t), .tick(let t): return t
    }
  }
}

/// The drag engine: a pure state machine over a layout. Each input returns the effects the host
/// must perform, in order; the same inputs always give the same effects.
///
/// States: idle → pressing → dragging → idle. Events that make no sense in the current state
/// (a move before any press, a second press during a drag, a release with nothing pressed) are
/// ignored and return no effects. Times that go backwards are taken as the last time seen;
/// events with a non-finite coordinate or time are ignored with ``DragRefusal/nonFiniteInput``.
///
/// Positions in effects follow `UITableView.moveRow(at:to:)`: each is in the data as it stands
/// just before that effect.
public struct DragSession<Layout: ReorderLayout>: PressFlow {
  /// The committed geometry (the data as the data source holds it after the last drop).
  public internal(set) var layout: Layout
  /// Pinned positions in the committed data.
  public internal(set) var pinned: PinnedItems
  /// The viewport; its content offset moves with auto-scroll.
  public var viewport: Viewport
  /// Modes, rules and strategies. Changing it mid-drag takes effect at the next event, except
  /// `mode` and `commit`: a drag keeps the ones it began with, so that what the data source heard
  /// and what the drop commits always agree.
  public var configuration: DragConfiguration
  /// The time of the latest event.
  @inlinable public var lastTime: Double { clock.lastTime }
  /// The latest time seen and the activation rules (see `Kernel/PressClock.swift`).
  @usableFromInline var clock = PressClock()

  /// Where the state machine stands: the one source of truth for the press or drag in progress.
  @usableFromInline var state: State = .idle
  /// Animation bookkeeping: the lift, recent slot changes, the copy settling after a drag.
  @usableFromInline var motion = MotionState()
  /// The selected items, in the committed data, sorted (see `DragSession+Selection.swift`).
  @usableFromInline var selection = SelectionSet()
  /// What the latest drop did (see ``DropRecord``): nil before any drop, during a drag and
  /// after a cancelled one.
  public var lastDrop: DropRecord? { dropRecord.isSet ? dropRecord.record : nil }
  /// ``lastDrop``, stored without an optional (releasing an optional record at the first lift
  /// looks up its type metadata at run time: about 9,000 instructions once, 6 per event in
  /// `Scripts/bench-callgrind.sh`).
  @usableFromInline var dropRecord = DropRecordSlot()

  /// The states of the session (see ``SessionState``).
  @usableFromInline typealias State = SessionState
  @usableFromInline typealias Drag = SessionDrag

  /// Moves the state machine to `next`, asserting (debug builds) that the transition exists.
  @inlinable
  mutating func transition(to next: State) {
    assert(
      state.allows(next), "DragSession: no transition from \(state.name) to \(next.name)")
    state = next
  }

  /// The box of the drag in progress, or nil: reading one field through it copies that field,
  /// not the whole drag.
  @inlinable var dragBox: DragBox? {
    if case .dragging(let box) = state { return box }
    return nil
  }

  /// The drag in progress (a copy), or nil.
  @inlinable var currentDrag: Drag? {
    if case .dragging(let box) = state { return box.drag }
    return nil
  }

  /// Takes the drag in progress out of the state for an update in place: the state becomes
  /// `.modifying` until the caller puts the box back with `state = .dragging(box)`. The box is
  /// copied first if another session value shares it (copy on write), so the update never
  /// shows through a copy of the session.
  @inlinable @inline(__always)
  mutating func takeDrag() -> DragBox? {
    guard case .dragging(var box) = state else { return nil }
    state = .modifying
    if !isKnownUniquelyReferenced(&box) { box = DragBox(box.drag) }
    return box
  }

  /// Stores `d` as the drag in progress (from idle, pressing, or dragging), reusing the current
  /// box when this session owns it alone.
  @inlinable
  mutating func storeDrag(_ d: Drag) {
    if let box = takeDrag() {
      box.drag = d
      state = .dragging(box)
    } else {
      transition(to: .dragging(DragBox(d)))
    }
  }

  /// Creates a session over `layout`.
  ///
  /// - Parameters:
  ///   - layout: the committed geometry.
  ///   - pinned: pinned positions (defaults to none).
  ///   - viewport: the visible window.
  ///   - configuration: modes, rules and strategies.
  public init(
    layout: Layout, pinned: PinnedItems? = nil, viewport: Viewport,
    configuration: DragConfiguration = DragConfiguration()
  ) {
    self.layout = layout
    self.pinned = pinned ?? PinnedItems(sectionCount: layout.sectionCount)
    self.viewport = viewport
    self.configuration = configuration
  }

  // MARK: Reading the state

  /// Whether a drag is in progress.
  @inlinable
  public var isDragging: Bool {
    if case .dragging = state { return true }
    return false
  }

  /// Whether a press is waiting to become a drag.
  @inlinable public var isPressing: Bool { pressStage.isPressing }

  /// Whether pointer events have something to act on: a press (one that may still become a
  /// drag, or a refused one waiting for its release) or a pointer drag. False at rest and during
  /// a keyboard drag, which pointer events leave alone.
  @inlinable public var isTrackingPointer: Bool { pressStage.tracksPointer }

  /// The arrangement of the drag in progress: `lifted` in the committed data, `slot` where the
  /// item stands now (insert mode; in exchange mode the slot stays at `lifted`).
  public var arrangement: Arrangement? { dragBox?.drag.arrangement }

  /// The item the drop would exchange with (exchange mode), in the current data.
  public var exchangeTarget: ItemPath? { dragBox?.drag.exchangeTarget }

  /// The floating copy's frame in **content** coordinates, while dragging (in a multi-item
  /// drag, the pressed item's copy).
  public var floatingFrame: Rect? { currentDrag.map(copyFrame) }

  /// The last pointer position in **viewport** coordinates, while dragging.
  public var pointer: Point? { dragBox?.drag.pointer }

  /// The mode of the drag in progress: the configuration's `mode` when the drag began (a
  /// change of the configuration mid-drag leaves it alone); nil when no drag is in progress.
  public var dragMode: ReorderMode? { dragBox?.drag.mode }

  /// The commit mode of the drag in progress: the configuration's `commit` when the drag began;
  /// nil when no drag is in progress.
  @inlinable
  public var dragCommit: CommitMode? { dragBox?.drag.commit }

  /// Where the host's data source stands during the drag in progress, as an arrangement of the
  /// committed data: `lifted` is where the dragged item was when the drag began (committed
  /// data, before removal) and `slot` where the data source holds it now.
  ///
  /// - insert mode, live commit: the drag's ``arrangement`` (every step was a `moved` effect);
  /// - drop commit, and exchange mode: `.unmoved(lifted)` (the data source hears nothing before
  ///   the drop).
  ///
  /// Nil when no drag is in progress.
  public var dataSourceArrangement: Arrangement? {
    guard let box = dragBox else { return nil }
    return box.drag.facts.dataSource(box.drag.arrangement)
  }

  /// Where the data source stands during the drag in progress (see `Kernel/Facts.swift`); nil
  /// when no drag is in progress.
  var dragFacts: DragFacts? { dragBox?.drag.facts }

  /// The dragged item's position in the data source's data as it stands now (the `slot` of
  /// ``dataSourceArrangement``): its current slot in a live-commit insert drag, where the drag
  /// began otherwise. Nil when no drag is in progress.
  @inlinable
  public var dataSourcePath: ItemPath? {
    guard let box = dragBox else { return nil }
    return box.drag.facts.dataSourcePath(box.drag.arrangement)
  }

  // MARK: Events

  /// Feeds one event.
  ///
  /// - Returns: the effects to perform, in order.
  /// - Complexity: O(log n) per event (O(d) at a drop, for the d items between the two
  ///   positions).
  @inlinable
  public mutating func handle<P: DragPolicy>(_ event: PointerEvent, policy: P) -> [DragEffect] {
    var effects = [DragEffect]()
    handle(event, policy: policy, into: &effects)
    return effects
  }

  /// Feeds one event and appends the effects to perform, in order, to `effects` (the caller's
  /// buffer: it is never cleared here). A host that keeps one buffer and empties it with
  /// `removeAll(keepingCapacity: true)` between events makes no heap allocation for a pointer
  /// move or tick in steady state (auto-scroll included).
  ///
  /// - Complexity: O(log n) per event (O(d) at a drop, for the d items between the two
  ///   positions).
  @inlinable
  public mutating func handle<P: DragPolicy>(
    _ event: PointerEvent, policy: P, into effects: inout [DragEffect]
  ) {
    flow(event, policy: policy, into: &effects)
  }

  /// Feeds one event with the default policy.
  @inlinable
  public mutating func handle(_ event: PointerEvent) -> [DragEffect] {
    handle(event, policy: DefaultDragPolicy())
  }

  /// Feeds one event with the default policy and appends the effects to `effects` (see
  /// ``handle(_:policy:into:)``).
  @inlinable
  public mutating func handle(_ event: PointerEvent, into effects: inout [DragEffect]) {
    handle(event, policy: DefaultDragPolicy(), into: &effects)
  }

  /// The pointer went down at `point` (viewport coordinates).
  @inlinable
  public mutating func press<P: DragPolicy>(at point: Point, time: Double, policy: P)
    -> [DragEffect]
  {
    handle(.down(point, time: time), policy: policy)
  }

  /// The pointer moved to `point` (viewport coordinates).
  @inlinable
  public mutating func move<P: DragPolicy>(to point: Point, time: Double, policy: P)
    -> [DragEffect]
  {
    handle(.move(point, time: time), policy: policy)
  }

  /// The pointer lifted at `point` (viewport coordinates): a drop, or a tap before activation.
  @inlinable
  public mutating func release<P: DragPolicy>(at point: Point, time: Double, policy: P)
    -> [DragEffect]
  {
    handle(.up(point, time: time), policy: policy)
  }

  /// The system cancelled the touch: a drag restores the original order.
  @inlinable
  public mutating func cancel(time: Double) -> [DragEffect] {
    handle(.cancel(time: time), policy: DefaultDragPolicy())
  }

  /// Cancels a drag in progress from the host's side (same effects as a system cancel, at the
  /// last time seen).
  public mutating func cancelDrag() -> [DragEffect] {
    cancel(time: lastTime.isFinite ? lastTime : 0)
  }

  /// A display frame at `time`: completes a long press whose duration has passed and drives
  /// auto-scroll, retargeting under a pointer at rest as the content moves.
  @inlinable
  public mutating func tick<P: DragPolicy>(time: Double, policy: P) -> [DragEffect] {
    handle(.tick(time: time), policy: policy)
  }

  // MARK: The press flow's answers (`Kernel/PressFlow.swift`)

  @inlinable
  var pressStage: PressStage {
    switch state {
    case .idle: return .idle
    case .pressing(let press): return .pressing(press)
    case .refusedPress: return .refusedPress
    case .dragging(let box): return .dragging(keyboard: box.drag.isKeyboard)
    case .modifying: return .modifying
    }
  }

  @inlinable mutating func advanceClock(_ time: Double, at point: Point?) -> Double? {
    clock.advance(time, at: point)
  }

  @inlinable mutating func beginPress(_ press: Press) { transition(to: .pressing(press)) }

  @inlinable mutating func refusePress() { transition(to: .refusedPress) }

  @inlinable mutating func endPress() { transition(to: .idle) }

  @inlinable static func flowEffect(_ effect: DragEffect) -> DragEffect { effect }

  /// A list hit-tests the content point under the press, as it stood at the press.
  @inlinable func pressHitPoint(_ point: Point) -> Point { viewport.contentPoint(point) }

  @inlinable func tapHit(_ point: Point) -> LayoutHit { layout.hitTest(point, in: nil) }

  @inlinable
  mutating func stepAfterActivation<P: DragPolicy>(
    to point: Point, policy: P, into effects: inout [DragEffect]
  ) {
    drag(to: point, policy: policy, into: &effects)
  }

  /// The hot path: a pointer move during a pointer drag. The drag is taken out of the state,
  /// updated in place and put back. Auto-scroll runs up to this event with the pointer where it
  /// was, so moves between ticks neither lose nor add scroll time.
  @inlinable @inline(__always)
  mutating func dragMoved<P: DragPolicy>(
    to point: Point, time t: Double, policy: P, into effects: inout [DragEffect]
  ) {
    guard let box = takeDrag() else { return }
    if autoScrollStep(&box.drag, time: t) {
      effects.append(.scrolled(to: viewport.contentOffset))
    }
    dragStep(&box.drag, to: point, policy: policy, into: &effects)
    state = .dragging(box)
  }

  /// A display tick during a pointer drag: auto-scroll, and a step under the pointer at rest
  /// when the content moved.
  @inlinable
  mutating func dragTicked<P: DragPolicy>(
    time t: Double, policy: P, into effects: inout [DragEffect]
  ) {
    guard let box = takeDrag() else { return }
    if autoScrollStep(&box.drag, time: t) {
      effects.append(.scrolled(to: viewport.contentOffset))
      dragStep(&box.drag, to: box.drag.pointer, policy: policy, into: &effects)
    }
    state = .dragging(box)
  }

  @inlinable
  mutating func dropDrag<P: DragPolicy>(
    at point: Point?, policy: P, into effects: inout [DragEffect]
  ) {
    drop(at: point, policy: policy, into: &effects)
  }

  /// The system cancelled the touch: the drag's data goes back as it was.
  @usableFromInline
  mutating func cancelDragging(into effects: inout [DragEffect]) {
    guard let d = currentDrag else { return }
    motionAfterCancel(d)
    transition(to: .idle)
    // A block's gathering, or a move across sections that added a line, can lengthen a
    // grid's content and auto-scroll may have followed it: back at rest, the offset returns
    // within bounds. (A list's length never changes during a drag: nothing to do.)
    if (d.arrangement.block != nil || lengthened(d.arrangement)) && clampContentOffset() {
      effects.append(.scrolled(to: viewport.contentOffset))
    }
    cancelEffects(d, into: &effects)
  }

  /// Turns `press` into a drag (or a refused press) and appends the effects.
  @usableFromInline
  mutating func activate<P: DragPolicy>(
    _ press: Press, pointer: Point, time: Double, policy: P, into effects: inout [DragEffect]
  ) {
    guard case .item(let path) = layout.hitTest(press.hitPoint, in: nil) else {
      transition(to: .refusedPress)
      effects.append(.refused(.notOverItem))
      return
    }
    guard !pinned.contains(path), policy.canMoveItem(at: path) else {
      transition(to: .refusedPress)
      effects.append(.refused(.notMovable))
      return
    }
    let frame = layout.frame(ofItemAt: path, in: nil)
    let contentPointer = viewport.contentPoint(pointer)
    let axis = layout.axis
    var memory = AutoScrollMemory()
    memory.isFirstTick = true
    let block = liftedBlock(pressed: path, policy: policy)
    var d = Drag(
      arrangement: block.map { Arrangement.lifting($0) } ?? .unmoved(path), exchangeTarget: nil,
      grabOffset: contentPointer - frame.origin, crossOrigin: frame.origin.across(axis),
      size: frame.size, pointer: pointer, direction: 0,
      lastAlong: contentPointer.along(axis), startTime: time, lastTickTime: time,
      scrollMemory: memory, mode: block == nil ? configuration.mode : .insert,
      commit: block == nil ? configuration.commit : .drop)
    if block != nil { holdBlock(&d, pressedFrame: frame, contentPointer: contentPointer) }
    transition(to: .dragging(DragBox(d)))
    forgetDrop()
    motionBegin(path: path, frame: frame, time: time, policy: policy)
    if let block {
      motionBeginBlock(block, time: time, policy: policy)
      effects.append(.willMoveItems(at: block.paths))
      // Where the gathering left the pointer off a fixed point of the rule (a grid whose lines
      // moved), the block settles at once, so a pointer at rest never moves it later.
      drag(to: pointer, policy: policy, into: &effects)
    } else {
      effects.append(.willMove(at: path))
    }
  }

  /// The floating copy's frame (content coordinates) of drag `d`: what the target rules see.
  /// In a multi-item drag in a list, the whole block's (as long as its gap).
  @inlinable
  func floatingFrame(_ d: Drag) -> Rect {
    floatingFrame(
      pointer: d.pointer, grabOffset: d.grabOffset, crossOrigin: d.crossOrigin, size: d.size)
  }

  /// The dragged item's own copy (content coordinates): the floating frame, or in a
  /// multi-item drag in a list the pressed item's place inside the block's frame.
  @inlinable
  func copyFrame(_ d: Drag) -> Rect {
    let f = floatingFrame(d)
    guard let size = d.copySize else { return f }
    let axis = layout.axis
    return Rect(
      origin: Point(
        along: f.minAlong(axis) + d.copyOffset, across: f.origin.across(axis), axis: axis),
      size: size)
  }

  /// A multi-item drag in a list holds the whole block: its floating frame is the gap's (so at
  /// the lift every rule sees the block where it stands) and the pressed item's copy sits in it
  /// where the item stood.
  @usableFromInline
  func holdBlock(_ d: inout Drag, pressedFrame: Rect, contentPointer: Point) {
    guard !layout.floatsAcrossAxis else { return }
    let axis = layout.axis
    let gap = layout.frame(ofItemAt: d.arrangement.slot, in: d.arrangement)
    d.grabOffset = contentPointer - gap.origin
    d.size = gap.size
    d.crossOrigin = gap.origin.across(axis)
    d.copyOffset = pressedFrame.minAlong(axis) - gap.minAlong(axis)
    d.copySize = pressedFrame.size
  }

  /// The floating copy's frame (content coordinates) for a pointer (viewport coordinates) held
  /// at `grabOffset` from the copy's origin.
  @inlinable
  func floatingFrame(pointer: Point, grabOffset: Point, crossOrigin: Double, size: Size) -> Rect {
    let axis = layout.axis
    let content = viewport.contentPoint(pointer)
    let along = content.along(axis) - grabOffset.along(axis)
    let across =
      layout.floatsAcrossAxis ? content.across(axis) - grabOffset.across(axis) : crossOrigin
    return Rect(origin: Point(along: along, across: across, axis: axis), size: size)
  }

  /// Moves the pointer of the drag in progress to `point` (viewport coordinates) and appends
  /// the effects; does nothing unless a drag is in progress.
  @inlinable
  mutating func drag<P: DragPolicy>(
    to point: Point, policy: P, into effects: inout [DragEffect]
  ) {
    guard let box = takeDrag() else { return }
    dragStep(&box.drag, to: point, policy: policy, into: &effects)
    state = .dragging(box)
  }

  /// Moves the pointer of drag `d` (taken out of the state, updated in place) to `point`
  /// (viewport coordinates), retargets, appends the effects to `effects`, and records the slot
  /// change for the displacement animation.
  @inlinable
  mutating func dragStep<P: DragPolicy>(
    _ d: inout Drag, to point: Point, policy: P, into effects: inout [DragEffect]
  ) {
    let along = viewport.contentPoint(point).along(layout.axis)
    if along > d.lastAlong {
      d.direction = 1
    } else if along < d.lastAlong {
      d.direction = -1
    }
    d.lastAlong = along
    d.pointer = point
    // Retargeting moves the slot only (the lifted item and the block stay), so the slot is what
    // is kept: copying the whole arrangement cost two calls and a retain per event
    // (Scripts/bench-calls.sh).
    var before = d.arrangement.slot
    retarget(&d, policy: policy, into: &effects)
    // In a grid, a move across sections can empty a line and shorten the content: the offset is
    // pulled back in bounds, which moves the content under the pointer, so the target is asked
    // again (a few rounds at most) until the pointer rests.
    var rounds = 0
    while before != d.arrangement.slot {
      appendSlotChange(from: d.arrangement.with(slot: before), to: d.arrangement)
      guard rounds < 3, clampContentOffset(in: d.arrangement) else { break }
      effects.append(.scrolled(to: viewport.contentOffset))
      rounds += 1
      before = d.arrangement.slot
      retarget(&d, policy: policy, into: &effects)
    }
  }

  /// Drops the drag in progress; `point` (viewport) retargets first, `nil` drops at the slot.
  @usableFromInline
  mutating func drop<P: DragPolicy>(at point: Point?, policy: P) -> [DragEffect] {
    var effects = [DragEffect]()
    drop(at: point, policy: policy, into: &effects)
    return effects
  }

  /// Drops the drag in progress and appends the effects; `point` (viewport) retargets first,
  /// `nil` drops at the slot.
  @usableFromInline
  mutating func drop<P: DragPolicy>(
    at point: Point?, policy: P, into effects: inout [DragEffect]
  ) {
    if let point { drag(to: point, policy: policy, into: &effects) }
    guard let d = currentDrag else { return }
    if let block = d.arrangement.block {
      dropBlock(d, block, into: &effects)
      return
    }
    let shown = motionBeforeDrop(d)
    let a = d.arrangement
    var final = a.lifted
    var removed: Int?
    switch d.mode {
    case .insert:
      if a.slot != a.lifted {
        selection.remap(afterMoveFrom: a.lifted, to: a.slot)
        if d.commit == .drop { effects.append(.moved(from: a.lifted, to: a.slot)) }
        let emptied =
          a.lifted.section != a.slot.section && layout.itemCount(inSection: a.lifted.section) == 1
        layout.commitMove(from: a.lifted, to: a.slot)
        final = a.slot
        if emptied && configuration.emptySections == .remove {
          layout.removeSection(a.lifted.section)
          pinned.removeSection(a.lifted.section)
          selection.remap(afterRemovingSection: a.lifted.section)
          effects.append(.deletedSection(a.lifted.section))
          removed = a.lifted.section
          if final.section > a.lifted.section { final.section -= 1 }
        }
      }
    default:  // .exchange
      if let target = d.exchangeTarget {
        effects.append(.swapped(a.lifted, target))
        layout.commitSwap(a.lifted, target)
        selection.remap(afterSwapping: a.lifted, target)
        final = target
      }
    }
    motionAfterDrop(d, shown, final: final)
    dropRecord.set(
      DropRecord(
        part: .items, from: a.lifted, to: final, exchange: d.mode != .insert,
        removedSection: removed))
    // A removed section (or a grid line emptied by a move across sections) can shorten the
    // content: keep the offset in bounds.
    if clampContentOffset() { effects.append(.scrolled(to: viewport.contentOffset)) }
    effects.append(.ended(at: final))
    transition(to: .idle)
  }

  /// Clears ``lastDrop`` at a lift.
  @usableFromInline
  mutating func forgetDrop() { dropRecord.isSet = false }

  /// Whether arrangement `a` of a single-item drag makes the content longer than the committed
  /// data's (a grid cell moved into a section where it opens a line).
  ///
  /// - Complexity: O(1).
  @usableFromInline
  func lengthened(_ a: Arrangement) -> Bool {
    guard a.slot.section != a.lifted.section else { return false }
    let axis = layout.axis
    return layout.contentSize(in: a).along(axis) > layout.contentSize(in: nil).along(axis)
  }

  /// Appends the effects of cancelling drag `d`.
  @usableFromInline
  func cancelEffects(_ d: Drag, into effects: inout [DragEffect]) {
    let a = d.arrangement
    if d.facts.dataFollowsPreview && a.slot != a.lifted {
      effects.append(.moved(from: a.slot, to: a.lifted))
    }
    effects.append(.cancelled(at: a.lifted))
  }

  /// Pulls the content offset along the axis back inside its bounds for the committed layout
  /// (after the content shrank); returns whether it changed. An offset the host set out of
  /// bounds while no content shrank is left alone elsewhere; here the engine itself shortened
  /// the content, so it restores the invariant.
  @inlinable
  mutating func clampContentOffset(in arrangement: Arrangement? = nil) -> Bool {
    let axis = layout.axis
    let bounds = viewport.offsetBounds(
      contentLength: layout.contentSize(in: arrangement).along(axis), axis: axis)
    let offset = viewport.contentOffset.along(axis)
    let clamped = min(bounds.max, max(bounds.min, offset))
    guard clamped != offset, offset >= bounds.min else { return false }
    let across = viewport.contentOffset.across(axis)
    viewport.contentOffset = Point(along: clamped, across: across, axis: axis)
    return true
  }

  /// Moves the content for one tick of drag `d` (updated in place); returns whether the offset
  /// changed.
  @inlinable @inline(__always)
  mutating func autoScrollStep(_ d: inout Drag, time: Double) -> Bool {
    let axis = layout.axis
    let length = layout.contentSize(in: d.arrangement).along(axis)
    let bounds = viewport.offsetBounds(contentLength: length, axis: axis)
    let offset = viewport.contentOffset.along(axis)
    // Auto-scroll follows the copy the user sees (in a multi-item drag, the pressed item's).
    let floating = copyFrame(d)
    let context = AutoScrollContext(
      viewportLength: viewport.size.along(axis),
      insetStart: viewport.contentInset.start(axis), insetEnd: viewport.contentInset.end(axis),
      floatingStart: floating.minAlong(axis) - offset,
      floatingEnd: floating.maxAlong(axis) - offset,
      contentOffset: offset, minOffset: bounds.min, maxOffset: bounds.max,
      previousTime: d.lastTickTime, time: time, dragStartTime: d.startTime)
    let newOffset = configuration.autoScroll.step(context, memory: &d.scrollMemory).offset
    d.lastTickTime = time
    guard newOffset != offset else { return false }
    let across = viewport.contentOffset.across(axis)
    viewport.contentOffset = Point(along: newOffset, across: across, axis: axis)
    return true
  }
}

/// The states of the session.
///
/// The transitions: idle → pressing (a pointer went down) → dragging (the press activated)
/// or refusedPress (it moved too far, or was not over a movable item) → idle (released or
/// cancelled); idle → dragging (a keyboard pick-up); dragging → idle (a drop, a cancel, or a
/// reload that lost the item). Any other change fails an assertion in debug builds.
@usableFromInline enum SessionState: Sendable {
  /// Nothing pressed, nothing dragged.
  case idle
  /// A press that may still become a drag.
  case pressing(Press)
  /// A press that will not become a drag; waits for the release.
  case refusedPress
  /// A drag in progress.
  case dragging(DragBox)
  /// A drag whose state has been taken out to be updated in place (the per-event path): the
  /// code that took it out puts it back as `.dragging` before it returns. Seen anywhere else,
  /// it is a bug.
  case modifying

  /// The state's name, for assertion messages.
  @usableFromInline var name: String {
    switch self {
    case .idle: return "idle"
    case .pressing: return "pressing"
    case .refusedPress: return "refusedPress"
    case .dragging: return "dragging"
    case .modifying: return "modifying"
    }
  }

  /// Whether the machine may go from this state to `next`.
  @usableFromInline func allows(_ next: SessionState) -> Bool {
    switch (self, next) {
    case (.idle, .idle), (.idle, .pressing), (.idle, .dragging): return true
    case (.pressing, .idle), (.pressing, .refusedPress), (.pressing, .dragging): return true
    case (.refusedPress, .idle): return true
    case (.dragging, .idle), (.dragging, .dragging), (.dragging, .modifying): return true
    case (.modifying, .dragging): return true
    default: return false
    }
  }
}

/// The box that holds a drag in progress, so that the session's state stays small and the
/// per-event path updates the drag in place. A session copies the box before changing it when
/// another session value shares it (copy on write), so sessions keep value semantics.
///
/// `@unchecked Sendable`: a box is only ever mutated by the one session that owns it alone
/// (see `DragSession.takeDrag()`); a shared box is only read.
@usableFromInline final class DragBox: @unchecked Sendable {
  /// The drag.
  @exclusivity(unchecked) @usableFromInline var drag: SessionDrag

  @inlinable init(_ drag: SessionDrag) { self.drag = drag }
}

/// The state of a drag in progress.
@usableFromInline struct SessionDrag: Sendable {
  @usableFromInline var arrangement: Arrangement
  @usableFromInline var exchangeTarget: ItemPath?
  @usableFromInline var grabOffset: Point
  @usableFromInline var crossOrigin: Double
  @usableFromInline var size: Size
  @usableFromInline var pointer: Point
  @usableFromInline var direction: Int
  @usableFromInline var lastAlong: Double
  @usableFromInline var startTime: Double
  @usableFromInline var lastTickTime: Double
  @usableFromInline var scrollMemory: AutoScrollMemory
  /// The mode and commit the drag began with: changing `configuration` mid-drag leaves them
  /// alone, so what the data source heard and what the drop commits always agree.
  @usableFromInline var mode: ReorderMode
  @usableFromInline var commit: CommitMode
  /// Whether the drag was picked up with the keyboard: pointer events and ticks leave it alone
  /// (see `DragSession+Keyboard.swift`).
  @usableFromInline var isKeyboard = false
  /// In a multi-item drag in a list: the pressed item's copy's offset along the axis inside the
  /// block's floating frame, and its size (nil: the copy is the floating frame).
  @usableFromInline var copyOffset = 0.0
  @usableFromInline var copySize: Size?
  /// The last proposal of the pointer drag that the policy declined or redirected, while the
  /// rule keeps proposing it: a declined step is reported once, not on every event at rest.
  @usableFromInline var lastDeclined: ItemPath?

  @inlinable
  init(
    arrangement: Arrangement, exchangeTarget: ItemPath?, grabOffset: Point,
    crossOrigin: Double, size: Size, pointer: Point, direction: Int, lastAlong: Double,
    startTime: Double, lastTickTime: Double, scrollMemory: AutoScrollMemory,
    mode: ReorderMode, commit: CommitMode, isKeyboard: Bool = false
  ) {
    self.arrangement = arrangement
    self.exchangeTarget = exchangeTarget
    self.grabOffset = grabOffset
    self.crossOrigin = crossOrigin
    self.size = size
    self.pointer = pointer
    self.direction = direction
    self.lastAlong = lastAlong
    self.startTime = startTime
    self.lastTickTime = lastTickTime
    self.scrollMemory = scrollMemory
    self.mode = mode
    self.commit = commit
    self.isKeyboard = isKeyboard
  }

  /// Where the data source stands during this drag (see `Kernel/Facts.swift`).
  @inlinable var facts: DragFacts {
    DragFacts(mode: mode, commit: commit, isBlock: arrangement.block != nil)
  }
}

/// A session is a plain value: it may move between tasks whenever its layout may (every layout
/// in ReorderCore is `Sendable`). Nothing in ReorderCore is tied to an actor.
extension DragSession: Sendable where Layout: Sendable {}
