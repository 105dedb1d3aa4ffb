/// One visible item in a ``RenderState``.
///
/// An item has three positions while a drag runs, and they differ:
/// - ``path``, where it is **drawn**: its place in the order the drag previews (the current data);
/// - ``dataSourcePath``, where the **host's data source holds it** now: the position to fetch its
///   cell or model with (`cellForRow(at:)`, `sections[s][i]`);
/// - ``committedPath``, where the engine's layout has it: the data as it stood when the drag began.
///
/// In a live-commit insert drag of one item the data source has heard every step, so
/// `dataSourcePath == path`; in drop commit, exchange mode and multi-item drags it hears nothing
/// before the drop, so `dataSourcePath == committedPath`. With no drag in progress all three are
/// equal.
public struct RenderedItem: Sendable, Equatable {
  /// Where the item is drawn: its position in the current data, the order the drag previews.
  public var path: ItemPath
  /// Where the item stands in the engine's committed data (the data as it was when the drag
  /// began; the layout commits at the drop).
  public var committedPath: ItemPath
  /// Where the host's data source holds the item now: use it to find the item's cell or model.
  /// Equal to ``path`` in a live-commit insert drag of one item, to ``committedPath`` otherwise.
  public var dataSourcePath: ItemPath
  /// The frame in **content** coordinates, where it is drawn at the render state's time (mid
  /// displacement animation, between where it stood and where it goes).
  public var frame: Rect
  /// Whether the host should hide it: the dragged item's own slot, drawn by the floating copy
  /// (during the drag and while the copy settles home).
  public var isHidden: Bool
  /// Whether it is the exchange target (exchange mode).
  public var isTarget: Bool
  /// Whether it is selected for a multi-item drag (see ``DragSession/selectedPaths``).
  public var isSelected: Bool

  /// Creates a rendered item. `dataSourcePath` defaults to `committedPath`.
  public init(
    path: ItemPath, committedPath: ItemPath, dataSourcePath: ItemPath? = nil, frame: Rect,
    isHidden: Bool, isTarget: Bool, isSelected: Bool = false
  ) {
    self.path = path
    self.committedPath = committedPath
    self.dataSourcePath = dataSourcePath ?? committedPath
    self.frame = frame
    self.isHidden = isHidden
    self.isTarget = isTarget
    self.isSelected = isSelected
  }
}

/// One item of a ``FloatingBlock``: the floating copy of that item (it moves in the block's
/// ``FloatingBlock/phase``, which it has no phase of its own beside).
public struct FloatingBlockItem: Sendable, Equatable {
  /// Where the item was when the drag began (the committed data before the drag).
  public var committedPath: ItemPath
  /// Where the item stands once the drag is over, in the committed data after it: its place in
  /// the dropped block, or back at ``committedPath`` after a cancel; ``committedPath`` while
  /// the drag goes on.
  public var path: ItemPath
  /// The copy's frame, unscaled and unrotated: in **content** coordinates for lists and grids,
  /// in **viewport** coordinates for boards (as the render state's other frames).
  public var frame: Rect
  /// How the copy looks at the render state's time (the item's own snapshot style).
  public var appearance: SnapshotAppearance

  /// Creates a block item description.
  public init(
    committedPath: ItemPath, path: ItemPath, frame: Rect, appearance: SnapshotAppearance = .resting
  ) {
    self.committedPath = committedPath
    self.path = path
    self.frame = frame
    self.appearance = appearance
  }
}

/// The floating stack of a multi-item drag: every item of the block, drawn from the bottom of
/// the stack to its top (the pressed item last, on top), with a count badge. A host that draws
/// it does not draw ``RenderState/floating`` (the pressed item's copy, kept for hosts that draw
/// one copy only).
public struct FloatingBlock: Sendable, Equatable {
  /// The items, bottom of the stack first: each a floating copy of its item (see
  /// ``FloatingBlockItem``), in the block's ``phase``.
  public var items: [FloatingBlockItem]
  /// The number the badge shows: how many items move.
  public var count: Int
  /// What the block is doing: lifting (the gather), following, dropping (each item flying to
  /// its place in the dropped block) or returning (the scatter after a cancel).
  public var phase: FloatingCopy.Phase

  /// Creates a floating block description.
  public init(items: [FloatingBlockItem], count: Int, phase: FloatingCopy.Phase) {
    self.items = items
    self.count = count
    self.phase = phase
  }
}

/// The floating copy of the dragged item.
public struct FloatingCopy: Sendable, Equatable {
  /// What the copy is doing.
  public enum Phase: Sendable, Equatable {
    /// Moving from the item's slot to the pointer (the lift animation).
    case lifting
    /// Held under the pointer.
    case following
    /// Settling into its slot after a drop.
    case dropping
    /// Flying back to where the drag began after a cancel.
    case returning
  }

  /// Where the dragged item was when the drag began (the committed data before the drag).
  public var committedPath: ItemPath
  /// Where the dragged item stands now (current data; after a drop, the committed data).
  public var path: ItemPath
  /// The copy's frame in **content** coordinates, unscaled and unrotated (apply
  /// ``SnapshotAppearance/scale`` and ``SnapshotAppearance/rotation`` about its centre).
  public var frame: Rect
  /// How the copy looks at the render state's time.
  public var appearance: SnapshotAppearance
  /// What the copy is doing.
  public var phase: Phase

  /// Creates a floating copy description.
  public init(
    committedPath: ItemPath, path: ItemPath, frame: Rect,
    appearance: SnapshotAppearance = .resting, phase: Phase = .following
  ) {
    self.committedPath = committedPath
    self.path = path
    self.frame = frame
    self.appearance = appearance
    self.phase = phase
  }
}

/// What the screen shows at one time: the visible range only, so its cost does not grow with
/// the data.
public struct RenderState: Sendable, Equatable {
  /// The content offset.
  public var contentOffset: Point
  /// The content size.
  public var contentSize: Size
  /// The items whose displayed frames meet the viewport, in data order.
  public var items: [RenderedItem]
  /// The floating copy, while dragging and while it settles after a drop or cancel.
  public var floating: FloatingCopy?
  /// Whether an animation is running at this time (the host keeps asking for frames while
  /// true).
  public var isAnimating: Bool
  /// The floating stack of a multi-item drag, while dragging and while its items fly to their
  /// places after a drop or cancel; nil otherwise.
  public var block: FloatingBlock?

  /// Creates a render state.
  public init(
    contentOffset: Point, contentSize: Size, items: [RenderedItem], floating: FloatingCopy?,
    isAnimating: Bool = false, block: FloatingBlock? = nil
  ) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.items = items
    self.floating = floating
    self.isAnimating = isAnimating
    self.block = block
  }
}

extension DragSession {
  /// The render state once every running animation has finished: items in their slots, the
  /// floating copy (while dragging) under the pointer with the full snapshot style, no copy
  /// after a drop or cancel. Hosts that animate use ``renderState(at:)``.
  ///
  /// - Complexity: O(log n + v) for v visible items.
  public func renderState() -> RenderState { renderState(at: .infinity) }

  /// What the screen shows at `time` (seconds, the events' clock): every visible item's frame
  /// with displacement animations applied, the floating copy's frame and appearance with the
  /// lift, drop or cancel-return animation applied, and the content offset.
  ///
  /// Animations are pure functions of time over the session's current state, so any time may
  /// be asked; times before the latest event show the animations it started at their
  /// beginning. A NaN time counts as the latest event's time.
  ///
  /// During a multi-item drag (and while its items fly home after it) ``RenderState/block``
  /// holds the floating stack; selected items carry ``RenderedItem/isSelected``.
  ///
  /// - Complexity: O(log n + v × h + k) for v visible items, h slot changes within the last
  ///   displacement duration and k items in a multi-item drag (O(log n + v) when nothing is
  ///   displacing and no block is lifted).
  public func renderState(at time: Double) -> RenderState {
    let t = time.isNaN ? lastTime : time
    var base: Arrangement?
    var hidden: ItemPath?
    var floating: FloatingCopy?
    var animating = false
    let target = exchangeTarget
    var slides = [MotionState.Slide]()
    var block: FloatingBlock?
    if let d = currentDrag {
      base = d.arrangement
      hidden = d.arrangement.slot
      slides = activeSlides(at: t, lifted: d.arrangement.lifted)
      let shown = displayedFloating(d, at: t)
      floating = FloatingCopy(
        committedPath: d.arrangement.lifted, path: d.arrangement.slot, frame: shown.frame,
        appearance: shown.appearance, phase: shown.isLifting ? .lifting : .following)
      if shown.isLifting { animating = true }
      if let lifted = d.arrangement.block {
        let stack = displayedBlock(d, lifted, at: t)
        let phase: FloatingCopy.Phase = stack.isGathering ? .lifting : .following
        let items = FloatingStack.items(
          lifted.paths, pressed: lifted.pressedIndex, frames: stack.frames,
          appearances: stack.appearances)
        block = FloatingBlock(items: items, count: lifted.count, phase: phase)
        if stack.isGathering { animating = true }
      }
    } else if let s = motion.settling, isValidItem(s.path) {
      slides = activeSlides(at: t, lifted: s.path)
      let timing = s.isCancel ? configuration.animation.cancel : configuration.animation.drop
      let elapsed = t - s.time
      if !timing.isFinished(elapsed: elapsed) {
        base = .unmoved(s.path)
        hidden = s.path
        animating = true
        let q = timing.progress(elapsed: elapsed)
        let home = layout.frame(ofItemAt: s.path, in: base).offsetBy(
          displacement(ofCommitted: s.path, slides))
        floating = FloatingCopy(
          committedPath: s.originalPath, path: s.path, frame: lerpRect(s.fromFrame, home, q),
          appearance: s.fromAppearance.interpolated(to: .resting, fraction: q),
          phase: s.isCancel ? .returning : .dropping)
      }
    }
    if block == nil, let settlingBlock = settlingBlock(at: t) {
      block = settlingBlock
      animating = true
    }
    if !slides.isEmpty { animating = true }
    let swap = swapAnimation(at: t)
    if swap != nil { animating = true }

    let visible = viewport.visibleContentRect
    var items = [RenderedItem]()
    // Room for a screenful at once: growing from empty would reallocate and copy the array
    // about six times for the 40 rows of a phone or browser window.
    items.reserveCapacity(64)
    let reach = displacementReach(slides) + (swap?.reach ?? 0)
    let walk =
      reach > 0
      ? Rect(
        x: visible.minX - reach, y: visible.minY - reach, width: visible.size.width + 2 * reach,
        height: visible.size.height + 2 * reach)
      : visible
    let axis = layout.axis
    // The data source follows the preview only in a live-commit insert drag of one item.
    let dataFollowsPreview = currentDrag?.facts.dataFollowsPreview ?? false
    layout.forEachItem(in: walk, in: base) { path, frame in
      let committed = base?.committedPath(forCurrent: path) ?? path
      var shown = frame
      if !slides.isEmpty { shown = shown.offsetBy(displacement(ofCommitted: committed, slides)) }
      if let swap, swap.path == path { shown = shown.offsetBy(swap.shift) }
      if reach > 0 && !meets(shown, visible, axis) { return }
      let isHidden =
        path == hidden || (!isDragging && block != nil && isSettlingInBlock(committed, at: t))
      items.append(
        RenderedItem(
          path: path, committedPath: committed,
          dataSourcePath: dataFollowsPreview ? path : committed, frame: shown, isHidden: isHidden,
          isTarget: path == target, isSelected: !selection.isEmpty && isSelected(committed)))
    }
    return RenderState(
      contentOffset: viewport.contentOffset, contentSize: layout.contentSize(in: base),
      items: items, floating: floating, isAnimating: animating, block: block)
  }

  /// After an exchange drop: the exchanged item's remaining offset from its new frame, and how
  /// far that reaches.
  func swapAnimation(at time: Double) -> (path: ItemPath, shift: Point, reach: Double)? {
    guard !isDragging, let s = motion.settling, let path = s.swappedPath, isValidItem(path) else {
      return nil
    }
    let p = configuration.animation.displacement.progress(elapsed: time - s.time)
    guard p < 1 else { return nil }
    let now = layout.frame(ofItemAt: path, in: nil)
    let w = 1 - p
    let shift = Point(
      x: (s.swappedFrom.minX - now.minX) * w, y: (s.swappedFrom.minY - now.minY) * w)
    return (path, shift, abs(shift.x) + abs(shift.y))
  }

  /// Whether a displayed frame meets the visible rectangle (zero-extent frames count when their
  /// origin lies inside, as the layouts' walks count them).
  func meets(_ frame: Rect, _ visible: Rect, _ axis: Axis) -> Bool {
    let lo = visible.minAlong(axis)
    let hi = visible.maxAlong(axis)
    let start = frame.minAlong(axis)
    let end = frame.maxAlong(axis)
    guard start < hi, end > lo || (frame.size.along(axis) == 0 && start >= lo) else {
      return false
    }
    let acrossLo = visible.origin.across(axis)
    let acrossHi = acrossLo + visible.size.across(axis)
    let a0 = frame.origin.across(axis)
    let a1 = a0 + frame.size.across(axis)
    return a0 < acrossHi && (a1 > acrossLo || (frame.size.across(axis) == 0 && a0 >= acrossLo))
  }
}
