/// What a session remembers so that ``DragSession/renderState(at:)`` can animate: when and from
/// where the copy was lifted, the recent slot changes (for displacement), the settling copy
/// after a drop or cancel.
///
/// Kept apart from the drag itself so the state machine's own state stays small; every field is
/// written by a hook the session calls at one place.
@usableFromInline
struct MotionState: Sendable {
  /// The lift of the drag in progress.
  struct Lift {
    /// When the drag began.
    var time: Double
    /// The item's frame when it was lifted, content coordinates.
    var sourceFrame: Rect
    /// The fully lifted appearance (the snapshot style's answer for this item).
    var appearance: SnapshotAppearance
  }

  /// One change of the insert slot. Both arrangements lift the same item of the layout as it
  /// stands now (after a drop they are re-expressed on the committed result).
  ///
  /// A plain record (no references), so that recording and dropping changes on the per-event
  /// path copies bytes and releases nothing: an arrangement's block is the history's
  /// ``MotionState/historyBlock``, flagged per side.
  @usableFromInline
  struct SlotChange: Sendable {
    /// When the slot changed.
    @usableFromInline var time: Double
    /// The lifted item of the arrangement before, and its slot.
    @usableFromInline var fromLifted: ItemPath
    @usableFromInline var fromSlot: ItemPath
    /// The lifted item of the arrangement after, and its slot.
    @usableFromInline var toLifted: ItemPath
    @usableFromInline var toSlot: ItemPath
    /// Whether the arrangement before, and after, lifts the history's block.
    @usableFromInline var fromBlock: Bool
    @usableFromInline var toBlock: Bool

    /// The record of a change from `from` to `to` (whose blocks, if any, are the history's).
    @inlinable
    init(time: Double, from: Arrangement, to: Arrangement) {
      self.time = time
      fromLifted = from.lifted
      fromSlot = from.slot
      toLifted = to.lifted
      toSlot = to.slot
      fromBlock = from.block != nil
      toBlock = to.block != nil
    }

    /// The arrangement before, with `block` as the history's block.
    func from(_ block: ItemBlock?) -> Arrangement {
      Arrangement(lifted: fromLifted, slot: fromSlot, block: fromBlock ? block : nil)
    }

    /// The arrangement after, with `block` as the history's block.
    func to(_ block: ItemBlock?) -> Arrangement {
      Arrangement(lifted: toLifted, slot: toSlot, block: toBlock ? block : nil)
    }
  }

  /// The copy flying home after the drag ended.
  struct Settling {
    /// Whether the drag was cancelled (the cancel-return timing) rather than dropped.
    var isCancel: Bool
    /// When the drag ended.
    var time: Double
    /// The copy's displayed frame when the drag ended, content coordinates.
    var fromFrame: Rect
    /// The copy's displayed appearance when the drag ended.
    var fromAppearance: SnapshotAppearance
    /// Where the item was when the drag began (the committed data before the drag).
    var originalPath: ItemPath
    /// Where the item stands now, in the committed data.
    var path: ItemPath
    /// After an exchange: where the exchanged item stands now.
    var swappedPath: ItemPath?
    /// The exchanged item's frame before the swap, content coordinates.
    var swappedFrom: Rect
  }

  /// A slot change still sliding at some time.
  struct Slide {
    /// The arrangement before.
    var from: Arrangement
    /// The arrangement after.
    var to: Arrangement
    /// The share of the slide still to run: 1 − eased progress.
    var remaining: Double
  }

  /// What a drop captures before the geometry commits.
  struct BeforeDrop {
    /// The copy's displayed frame, content coordinates.
    var frame: Rect
    /// The copy's displayed appearance.
    var appearance: SnapshotAppearance
    /// The exchange target's frame before the swap (zero without one).
    var targetFrame: Rect
    /// The number of sections before the drop.
    var sectionCount: Int
  }

  /// The most slot changes kept; older ones finish at once (a jump) when more arrive within one
  /// displacement duration.
  @usableFromInline static let historyLimit = 64

  var lift: Lift? { didSet { liftTime = lift?.time } }
  /// The lift's time, kept beside it so that the per-event needs-frames check reads a scalar
  /// (reading it through the optional record copies the record).
  @usableFromInline private(set) var liftTime: Double?
  @usableFromInline var history: [SlotChange] = []
  /// The block the history's multi-item arrangements lift (every recorded change belongs to
  /// the drag in progress or the last one, so there is at most one).
  @usableFromInline var historyBlock: ItemBlock?
  var settling: Settling? {
    didSet { settlingEnd = settling.map { FlightEnd(time: $0.time, isCancel: $0.isCancel) } }
  }
  var blockLift: BlockFlight?
  var blockSettling: BlockFlight? {
    didSet {
      blockSettlingEnd = blockSettling.map { FlightEnd(time: $0.time, isCancel: $0.isCancel) }
    }
  }
  /// When the settling copy, and the settling block, began flying home and on which timing,
  /// kept beside them for the needs-frames check (as ``liftTime``).
  @usableFromInline private(set) var settlingEnd: FlightEnd?
  @usableFromInline private(set) var blockSettlingEnd: FlightEnd?

  /// When a flight home began, and whether it follows a cancel (the cancel-return timing)
  /// rather than a drop.
  @usableFromInline
  struct FlightEnd: Sendable {
    @usableFromInline var time: Double
    @usableFromInline var isCancel: Bool

    /// Whether the flight is still running at `time` (the cancel-return or drop timing of
    /// `timings`).
    @inlinable
    func isRunning(at time: Double, _ timings: DragAnimation) -> Bool {
      !(isCancel ? timings.cancel : timings.drop).isFinished(elapsed: time - self.time)
    }
  }
}

extension DragSession {
  // MARK: Hooks called by the state machine

  /// A drag began on the item at `path` (committed data) whose frame was `frame`.
  mutating func motionBegin<P: DragPolicy>(
    path: ItemPath, frame: Rect, time: Double, policy: P
  ) {
    let style = policy.snapshotStyle(forItemAt: path) ?? configuration.snapshotStyle
    var fresh = MotionState()
    // Room for the whole history at the lift, so no event of the drag grows it.
    fresh.history.reserveCapacity(MotionState.historyLimit)
    fresh.lift = MotionState.Lift(
      time: time, sourceFrame: frame,
      appearance: style.appearance(forItemAt: path, size: frame.size))
    motion = fresh
  }

  /// Records a slot change if the drag's arrangement differs from `before`.
  mutating func motionNoteSlotChange(from before: Arrangement?) {
    guard let d = currentDrag, let before, before != d.arrangement else { return }
    appendSlotChange(from: before, to: d.arrangement)
  }

  /// Appends a slot change at the last event time, dropping finished ones first.
  @inlinable
  mutating func appendSlotChange(from before: Arrangement, to after: Arrangement) {
    let now = lastTime.isFinite ? lastTime : 0
    let duration = configuration.animation.displacement.effectiveDuration
    guard duration > 0 else {
      motion.history.removeAll(keepingCapacity: true)
      return
    }
    // Changes are recorded in time order (the session's clock never goes back), so the
    // finished ones are a prefix. Every reader skips finished changes, so they are dropped in
    // batches (a quarter of the limit at a time, or when the history is full): one shift of the
    // array per batch rather than one per change.
    var finished = 0
    while finished < motion.history.count && now - motion.history[finished].time >= duration {
      finished += 1
    }
    let overflow = motion.history.count - MotionState.historyLimit + 1
    if overflow > 0 || finished >= MotionState.historyLimit / 4 {
      motion.history.removeFirst(max(finished, overflow))
    }
    // A block the history does not know begins a new history (changes of an earlier drag's
    // block stop sliding at once; a drag lifts one block, so this is the lift).
    if let block = after.block ?? before.block, block !== motion.historyBlock {
      motion.history.removeAll(keepingCapacity: true)
      motion.historyBlock = block
    }
    motion.history.append(MotionState.SlotChange(time: now, from: before, to: after))
  }

  /// What the settle needs from the geometry before a drop commits it: the copy's displayed
  /// frame and appearance, the exchange target's frame, the section count.
  func motionBeforeDrop(_ d: Drag) -> MotionState.BeforeDrop {
    let shown = displayedFloating(d, at: lastTime)
    let target = d.exchangeTarget.map { layout.frame(ofItemAt: $0, in: nil) } ?? .zero
    return MotionState.BeforeDrop(
      frame: shown.frame, appearance: shown.appearance, targetFrame: target,
      sectionCount: layout.sectionCount)
  }

  /// The drop has been committed; the item stands at `final` in the committed data.
  mutating func motionAfterDrop(_ d: Drag, _ before: MotionState.BeforeDrop, final: ItemPath) {
    let sectionRemoved = layout.sectionCount != before.sectionCount
    var swappedPath: ItemPath?
    if d.mode == .exchange, let target = d.exchangeTarget, target == final {
      swappedPath = d.arrangement.lifted
    }
    if sectionRemoved || d.mode == .exchange {
      motion.history = []
    } else {
      // The data without the dragged item is the same before and after the commit, so each
      // recorded arrangement is re-expressed as "the item now at `final`, put at the same slot".
      motion.history = motion.history.map {
        MotionState.SlotChange(
          time: $0.time, from: Arrangement(lifted: final, slot: $0.fromSlot),
          to: Arrangement(lifted: final, slot: $0.toSlot))
      }
    }
    motion.lift = nil
    motion.settling = MotionState.Settling(
      isCancel: false, time: lastTime, fromFrame: before.frame, fromAppearance: before.appearance,
      originalPath: d.arrangement.lifted, path: final, swappedPath: swappedPath,
      swappedFrom: before.targetFrame)
  }

  /// The drag was cancelled: the items slide back and the copy returns to where it began.
  @usableFromInline
  mutating func motionAfterCancel(_ d: Drag) {
    motionScatterBlock(d)
    let shown = displayedFloating(d, at: lastTime)
    let back = Arrangement.unmoved(d.arrangement.lifted)
    if d.arrangement != back && d.mode == .insert {
      appendSlotChange(from: d.arrangement, to: back)
    }
    motion.lift = nil
    motion.settling = MotionState.Settling(
      isCancel: true, time: lastTime, fromFrame: shown.frame, fromAppearance: shown.appearance,
      originalPath: d.arrangement.lifted, path: d.arrangement.lifted, swappedPath: nil,
      swappedFrom: .zero)
  }

  /// Forgets every animation in flight except the lift (after the data was reloaded, say): the
  /// next render state shows the end state of each at once.
  mutating func resetMotion() {
    let lift = motion.lift
    let blockLift = motion.blockLift
    motion = MotionState()
    motion.lift = lift
    motion.blockLift = blockLift
  }

  // MARK: Evaluation

  /// The floating copy's displayed frame (content coordinates) and appearance at `time` during
  /// a drag: the lift interpolates from the item's slot and resting look to the pointer-held
  /// frame and the style's look. `isLifting` is true until the lift animation has finished.
  /// A drag begun without a lift record (or with one from another drag) shows the
  /// configuration's style at once.
  func displayedFloating(_ d: Drag, at time: Double) -> (
    frame: Rect, appearance: SnapshotAppearance, isLifting: Bool
  ) {
    let target = copyFrame(d)
    guard let lift = motion.lift, lift.time == d.startTime else {
      let look = configuration.snapshotStyle.appearance(
        forItemAt: d.arrangement.lifted, size: d.size)
      return (target, look, false)
    }
    let timing = configuration.animation.lift
    let elapsed = time - lift.time
    let p = timing.progress(elapsed: elapsed)
    return (
      lerpRect(lift.sourceFrame, target, p),
      SnapshotAppearance.resting.interpolated(to: lift.appearance, fraction: p),
      !timing.isFinished(elapsed: elapsed)
    )
  }

  /// Whether the arrangement's positions exist in the layout (stale records are skipped).
  func isUsable(_ a: Arrangement) -> Bool {
    isValidItem(a.lifted) && isValidSlot(a.slot, a)
  }

  /// The slot changes still sliding at `time` for the item lifted at `lifted` (the drag's, or
  /// the settling copy's position in the committed data), with the share of each slide still
  /// to run (1 − eased progress). Records about another item or stale positions are skipped.
  ///
  /// - Complexity: O(h) for h recorded changes (at most ``MotionState/historyLimit``).
  func activeSlides(at time: Double, lifted: ItemPath?) -> [MotionState.Slide] {
    guard let lifted, !motion.history.isEmpty else { return [] }
    let timing = configuration.animation.displacement
    var slides = [MotionState.Slide]()
    for change in motion.history {
      let elapsed = time - change.time
      guard !timing.isFinished(elapsed: elapsed), change.fromLifted == lifted,
        change.toLifted == lifted
      else { continue }
      let from = change.from(motion.historyBlock)
      let to = change.to(motion.historyBlock)
      guard isUsable(from), isUsable(to) else { continue }
      slides.append(
        MotionState.Slide(from: from, to: to, remaining: 1 - timing.progress(elapsed: elapsed)))
    }
    return slides
  }

  /// The displacement still to run for the item at `committed` (committed data): the sum over
  /// `slides` of (frame before − frame after) × the share still to run.
  ///
  /// - Complexity: O(s) frame queries for s slides.
  func displacement(ofCommitted committed: ItemPath, _ slides: [MotionState.Slide]) -> Point {
    var shift = Point.zero
    for slide in slides {
      let from = layout.frame(
        ofItemAt: slide.from.currentPath(forCommitted: committed), in: slide.from)
      let to = layout.frame(ofItemAt: slide.to.currentPath(forCommitted: committed), in: slide.to)
      shift =
        shift
        + Point(
          x: (from.minX - to.minX) * slide.remaining, y: (from.minY - to.minY) * slide.remaining)
    }
    return shift
  }

  /// How far, at most, `slides` can displace an item (a bound, to widen the visible walk): the
  /// dragged item's width plus height per slide.
  func displacementReach(_ slides: [MotionState.Slide]) -> Double {
    var reach = 0.0
    for slide in slides {
      let size = layout.frame(ofItemAt: slide.to.slot, in: slide.to).size
      reach += size.width + size.height
    }
    return reach
  }
}

/// The rectangle a fraction `f` of the way from `a` to `b` (origin and size linearly).
@inline(__always)
func lerpRect(_ a: Rect, _ b: Rect, _ f: Double) -> Rect {
  if f == 1 { return b }
  if f == 0 { return a }
  return Rect(
    x: lerp(a.minX, b.minX, f), y: lerp(a.minY, b.minY, f),
    width: lerp(a.size.width, b.size.width, f), height: lerp(a.size.height, b.size.height, f))
}
