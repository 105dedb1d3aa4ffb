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
public struct DragSession<Layout: ReorderLayout> {
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
  @inlinable public var lastTime: Double { _lastTime }
  @usableFromInline var _lastTime: Double = -Double.infinity

  /// Where the state machine stands. The drag in progress is kept apart, in `active`, so the
  /// hot path updates it in place instead of copying it out of an enum payload and back.
  @usableFromInline var stage: Stage = .idle
  /// The drag in progress while `stage` is `.dragging`; stale (and never read) otherwise.
  @usableFromInline var active = Drag.placeholder
  /// Animation bookkeeping: the lift, recent slot changes, the copy settling after a drag.
  var motion = MotionState()

  /// The state with the drag folded in, for code off the per-event path (keyboard, reload,
  /// rendering): reading it copies the drag, setting it stores it.
  @inlinable var phase: Phase {
    get {
      switch stage {
      case .idle: return .idle
      case .pressing(let press): return .pressing(press)
      case .refusedPress: return .refusedPress
      case .dragging: return .dragging(active)
      }
    }
    set {
      switch newValue {
      case .idle: stage = .idle
      case .pressing(let press): stage = .pressing(press)
      case .refusedPress: stage = .refusedPress
      case .dragging(let d):
        active = d
        stage = .dragging
      }
    }
  }

  /// The states, the drag's own state held apart (in `active`).
  @usableFromInline enum Stage: Sendable {
    /// Nothing pressed.
    case idle
    /// A press that may still become a drag.
    case pressing(Press)
    /// A press that will not become a drag; waits for the release.
    case refusedPress
    /// A drag in progress: its state is `active`.
    case dragging
  }

  @usableFromInline enum Phase: Sendable {
    /// Nothing pressed.
    case idle
    /// A press that may still become a drag.
    case pressing(Press)
    /// A press that will not become a drag (moved too far or not over a movable item); waits
    /// for the release.
    case refusedPress
    /// A drag in progress.
    case dragging(Drag)
  }

  @usableFromInline struct Press: Sendable {
    @usableFromInline var start: Point
    @usableFromInline var time: Double
    @usableFromInline var contentStart: Point

    @inlinable init(start: Point, time: Double, contentStart: Point) {
      self.start = start
      self.time = time
      self.contentStart = contentStart
    }
  }

  @usableFromInline struct Drag: Sendable {
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

    /// The value `active` holds while nothing is dragged.
    @usableFromInline static var placeholder: Drag {
      Drag(
        arrangement: .unmoved(ItemPath(section: 0, item: 0)), exchangeTarget: nil,
        grabOffset: .zero, crossOrigin: 0, size: .zero, pointer: .zero, direction: 0,
        lastAlong: 0, startTime: 0, lastTickTime: 0, scrollMemory: AutoScrollMemory(),
        mode: .insert, commit: .live)
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
  public var isDragging: Bool {
    if case .dragging = stage { return true }
    return false
  }

  /// Whether a press is waiting to become a drag.
  public var isPressing: Bool {
    if case .pressing = stage { return true }
    return false
  }

  /// The arrangement of the drag in progress: `lifted` in the committed data, `slot` where the
  /// item stands now (insert mode; in exchange mode the slot stays at `lifted`).
  public var arrangement: Arrangement? {
    if case .dragging = stage { return active.arrangement }
    return nil
  }

  /// The item the drop would exchange with (exchange mode), in the current data.
  public var exchangeTarget: ItemPath? {
    if case .dragging = stage { return active.exchangeTarget }
    return nil
  }

  /// The floating copy's frame in **content** coordinates, while dragging.
  public var floatingFrame: Rect? {
    if case .dragging = stage { return activeFloatingFrame }
    return nil
  }

  /// The last pointer position in **viewport** coordinates, while dragging.
  public var pointer: Point? {
    if case .dragging = stage { return active.pointer }
    return nil
  }

  // MARK: Events

  /// Feeds one event.
  ///
  /// - Returns: the effects to perform, in order.
  /// - Complexity: O(log n) per event (O(d) at a drop, for the d items between the two
  ///   positions).
  @inlinable
  public mutating func handle<P: DragPolicy>(_ event: PointerEvent, policy: P) -> [DragEffect] {
    switch event {
    case .down(let p, let t): return press(at: p, time: t, policy: policy)
    case .move(let p, let t): return move(to: p, time: t, policy: policy)
    case .up(let p, let t): return release(at: p, time: t, policy: policy)
    case .cancel(let t): return cancel(time: t)
    case .tick(let t): return tick(time: t, policy: policy)
    }
  }

  /// Feeds one event with the default policy.
  @inlinable
  public mutating func handle(_ event: PointerEvent) -> [DragEffect] {
    handle(event, policy: DefaultDragPolicy())
  }

  /// The pointer went down at `point` (viewport coordinates).
  @inlinable
  public mutating func press<P: DragPolicy>(at point: Point, time: Double, policy: P)
    -> [DragEffect]
  {
    guard point.isFinite, time.isFinite else { return [.refused(.nonFiniteInput)] }
    let t = advance(time)
    guard case .idle = stage else { return [] }
    let press = Press(start: point, time: t, contentStart: viewport.contentPoint(point))
    phase = .pressing(press)
    if case .immediate = configuration.activation.kind {
      return activate(press, pointer: point, time: t, policy: policy)
    }
    return []
  }

  /// The pointer moved to `point` (viewport coordinates).
  @inlinable
  public mutating func move<P: DragPolicy>(to point: Point, time: Double, policy: P)
    -> [DragEffect]
  {
    guard point.isFinite, time.isFinite else { return [.refused(.nonFiniteInput)] }
    let t = advance(time)
    switch stage {
    case .idle, .refusedPress:
      return []
    case .pressing(let press):
      switch configuration.activation.kind {
      case .longPress(let duration, let slack):
        if isFarther(point, than: slack, from: press.start) {
          phase = .refusedPress
          return []
        }
        guard t - press.time >= sanitized(duration) else { return [] }
        var effects = activate(press, pointer: point, time: t, policy: policy)
        if isDragging { effects += drag(to: point, policy: policy) }
        return effects
      case .distance(let threshold):
        let limit = sanitized(threshold)
        guard distanceSquared(point, press.start) >= limit * limit else { return [] }
        var effects = activate(press, pointer: point, time: t, policy: policy)
        if isDragging { effects += drag(to: point, policy: policy) }
        return effects
      case .immediate:
        return []
      }
    case .dragging:
      // Pointer events leave a keyboard drag alone (see `DragSession+Keyboard.swift`).
      if active.isKeyboard { return [] }
      // Auto-scroll runs up to this event with the pointer where it was, so moves between
      // ticks neither lose nor add scroll time. The drag is updated in place (this is the hot
      // path), and effects go into one array.
      var effects = [DragEffect]()
      if autoScrollStep(time: t) { effects.append(.scrolled(to: viewport.contentOffset)) }
      dragStep(to: point, policy: policy, into: &effects)
      return effects
    }
  }

  /// The pointer lifted at `point` (viewport coordinates): a drop, or a tap before activation.
  @inlinable
  public mutating func release<P: DragPolicy>(at point: Point, time: Double, policy: P)
    -> [DragEffect]
  {
    guard point.isFinite, time.isFinite else { return [.refused(.nonFiniteInput)] }
    let t = advance(time)
    if isKeyboardDrag { return [] }
    switch stage {
    case .idle:
      return []
    case .refusedPress:
      phase = .idle
      return []
    case .pressing(let press):
      var tapAllowed = true
      if case .longPress(let duration, let slack) = configuration.activation.kind {
        let within = !isFarther(point, than: slack, from: press.start)
        if within && t - press.time >= sanitized(duration) {
          var effects = activate(press, pointer: point, time: t, policy: policy)
          if isDragging { effects += drop(at: point, policy: policy) }
          phase = .idle
          return effects
        }
        tapAllowed = within
      } else if case .distance(let threshold) = configuration.activation.kind {
        tapAllowed =
          distanceSquared(point, press.start) < sanitized(threshold) * sanitized(threshold)
      }
      phase = .idle
      return tapAllowed ? [.tap(layout.hitTest(press.contentStart, in: nil))] : []
    case .dragging:
      let effects = drop(at: point, policy: policy)
      phase = .idle
      return effects
    }
  }

  /// The system cancelled the touch: a drag restores the original order.
  @inlinable
  public mutating func cancel(time: Double) -> [DragEffect] {
    guard time.isFinite else { return [.refused(.nonFiniteInput)] }
    _ = advance(time)
    switch stage {
    case .idle:
      return []
    case .pressing, .refusedPress:
      phase = .idle
      return []
    case .dragging:
      let d = active
      motionAfterCancel(d)
      phase = .idle
      return cancelEffects(d)
    }
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
    guard time.isFinite else { return [.refused(.nonFiniteInput)] }
    let t = advance(time)
    switch stage {
    case .idle, .refusedPress:
      return []
    case .pressing(let press):
      if case .longPress(let duration, _) = configuration.activation.kind,
        t - press.time >= sanitized(duration)
      {
        return activate(press, pointer: press.start, time: t, policy: policy)
      }
      return []
    case .dragging:
      if active.isKeyboard { return [] }
      guard autoScrollStep(time: t) else { return [] }
      var effects: [DragEffect] = [.scrolled(to: viewport.contentOffset)]
      dragStep(to: active.pointer, policy: policy, into: &effects)
      return effects
    }
  }

  // MARK: Internals

  @inlinable
  mutating func advance(_ time: Double) -> Double {
    if time > _lastTime { _lastTime = time }
    return _lastTime
  }

  @inlinable @inline(__always)
  func sanitized(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }

  @inlinable @inline(__always)
  func distanceSquared(_ a: Point, _ b: Point) -> Double {
    let dx = a.x - b.x
    let dy = a.y - b.y
    return dx * dx + dy * dy
  }

  /// Whether `a` lies more than `limit` points from `b` (no square root: the engine links
  /// nothing beyond the standard library).
  @inlinable @inline(__always)
  func isFarther(_ a: Point, than limit: Double, from b: Point) -> Bool {
    let l = sanitized(limit)
    return distanceSquared(a, b) > l * l
  }

  @usableFromInline
  mutating func activate<P: DragPolicy>(
    _ press: Press, pointer: Point, time: Double, policy: P
  ) -> [DragEffect] {
    guard case .item(let path) = layout.hitTest(press.contentStart, in: nil) else {
      phase = .refusedPress
      return [.refused(.notOverItem)]
    }
    guard !pinned.contains(path), policy.canMoveItem(at: path) else {
      phase = .refusedPress
      return [.refused(.notMovable)]
    }
    let frame = layout.frame(ofItemAt: path, in: nil)
    let contentPointer = viewport.contentPoint(pointer)
    let axis = layout.axis
    var memory = AutoScrollMemory()
    memory.isFirstTick = true
    let d = Drag(
      arrangement: .unmoved(path), exchangeTarget: nil,
      grabOffset: contentPointer - frame.origin, crossOrigin: frame.origin.across(axis),
      size: frame.size, pointer: pointer, direction: 0,
      lastAlong: contentPointer.along(axis), startTime: time, lastTickTime: time,
      scrollMemory: memory, mode: configuration.mode, commit: configuration.commit)
    phase = .dragging(d)
    motionBegin(path: path, frame: frame, time: time, policy: policy)
    return [.willMove(at: path)]
  }

  @inlinable
  func floatingFrame(_ d: Drag) -> Rect {
    floatingFrame(
      pointer: d.pointer, grabOffset: d.grabOffset, crossOrigin: d.crossOrigin, size: d.size)
  }

  /// The floating frame of the drag in progress (`active`), read field by field so that the
  /// drag is not copied.
  @inlinable
  var activeFloatingFrame: Rect {
    floatingFrame(
      pointer: active.pointer, grabOffset: active.grabOffset, crossOrigin: active.crossOrigin,
      size: active.size)
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

  @usableFromInline
  mutating func drag<P: DragPolicy>(to point: Point, policy: P) -> [DragEffect] {
    guard case .dragging = stage else { return [] }
    var effects = [DragEffect]()
    dragStep(to: point, policy: policy, into: &effects)
    return effects
  }

  /// Moves the pointer of the drag in progress (`active`, updated in place) to `point`
  /// (viewport coordinates), retargets, appends the effects to `effects`, and records the slot
  /// change for the displacement animation.
  @inlinable
  mutating func dragStep<P: DragPolicy>(
    to point: Point, policy: P, into effects: inout [DragEffect]
  ) {
    let along = viewport.contentPoint(point).along(layout.axis)
    if along > active.lastAlong {
      active.direction = 1
    } else if along < active.lastAlong {
      active.direction = -1
    }
    active.lastAlong = along
    active.pointer = point
    var before = active.arrangement
    retargetActive(policy: policy, into: &effects)
    // In a grid, a move across sections can empty a line and shorten the content: the offset is
    // pulled back in bounds, which moves the content under the pointer, so the target is asked
    // again (a few rounds at most) until the pointer rests.
    var rounds = 0
    while before != active.arrangement {
      appendSlotChange(from: before, to: active.arrangement)
      guard rounds < 3, clampContentOffset(in: active.arrangement) else { break }
      effects.append(.scrolled(to: viewport.contentOffset))
      rounds += 1
      before = active.arrangement
      retargetActive(policy: policy, into: &effects)
    }
  }

  /// Drops the drag in progress; `point` (viewport) retargets first, `nil` drops at the slot.
  @usableFromInline
  mutating func drop<P: DragPolicy>(at point: Point?, policy: P) -> [DragEffect] {
    var effects = point.map { drag(to: $0, policy: policy) } ?? []
    guard case .dragging = stage else { return effects }
    let d = active
    let shown = motionBeforeDrop(d)
    let a = d.arrangement
    var final = a.lifted
    switch d.mode {
    case .insert:
      if a.slot != a.lifted {
        if d.commit == .drop { effects.append(.moved(from: a.lifted, to: a.slot)) }
        let emptied =
          a.lifted.section != a.slot.section && layout.itemCount(inSection: a.lifted.section) == 1
        layout.commitMove(from: a.lifted, to: a.slot)
        final = a.slot
        if emptied && configuration.emptySections == .remove {
          layout.removeSection(a.lifted.section)
          pinned.removeSection(a.lifted.section)
          effects.append(.deletedSection(a.lifted.section))
          if final.section > a.lifted.section { final.section -= 1 }
        }
      }
    case .exchange:
      if let target = d.exchangeTarget {
        effects.append(.swapped(a.lifted, target))
        layout.commitSwap(a.lifted, target)
        final = target
      }
    }
    motionAfterDrop(d, shown, final: final)
    // A removed section (or a grid line emptied by a move across sections) can shorten the
    // content: keep the offset in bounds.
    if clampContentOffset() { effects.append(.scrolled(to: viewport.contentOffset)) }
    effects.append(.ended(at: final))
    phase = .idle
    return effects
  }

  @usableFromInline
  func cancelEffects(_ d: Drag) -> [DragEffect] {
    let a = d.arrangement
    var effects = [DragEffect]()
    if d.mode == .insert && a.slot != a.lifted && d.commit == .live {
      effects.append(.moved(from: a.slot, to: a.lifted))
    }
    effects.append(.cancelled(at: a.lifted))
    return effects
  }

  /// Pulls the content offset along the axis back inside its bounds for the committed layout
  /// (after the content shrank); returns whether it changed. An offset the host set out of
  /// bounds while no content shrank is left alone elsewhere; here the engine itself shortened
  /// the content, so it restores the invariant.
  @usableFromInline
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

  /// Moves the content for one tick (the drag in progress, `active`, updated in place); returns
  /// whether the offset changed.
  @inlinable
  mutating func autoScrollStep(time: Double) -> Bool {
    let axis = layout.axis
    let length = layout.contentSize(in: active.arrangement).along(axis)
    let bounds = viewport.offsetBounds(contentLength: length, axis: axis)
    let offset = viewport.contentOffset.along(axis)
    let floating = activeFloatingFrame
    let context = AutoScrollContext(
      viewportLength: viewport.size.along(axis),
      insetStart: viewport.contentInset.start(axis), insetEnd: viewport.contentInset.end(axis),
      floatingStart: floating.minAlong(axis) - offset,
      floatingEnd: floating.maxAlong(axis) - offset,
      contentOffset: offset, minOffset: bounds.min, maxOffset: bounds.max,
      previousTime: active.lastTickTime, time: time, dragStartTime: active.startTime)
    var delta = configuration.autoScroll.offsetDelta(context, memory: &active.scrollMemory)
    active.scrollMemory.isFirstTick = false
    active.lastTickTime = time
    if !delta.isFinite { delta = 0 }
    let clampedOffset = min(bounds.max, max(bounds.min, offset + delta))
    // Never push an offset that already sits outside its bounds further out.
    let newOffset = offset < bounds.min || offset > bounds.max ? offset : clampedOffset
    guard newOffset != offset else { return false }
    let across = viewport.contentOffset.across(axis)
    viewport.contentOffset = Point(along: newOffset, across: across, axis: axis)
    return true
  }
}

/// A session is a plain value: it may move between tasks whenever its layout may (every layout
/// in ReorderCore is `Sendable`). Nothing in ReorderCore is tied to an actor.
extension DragSession: Sendable where Layout: Sendable {}
