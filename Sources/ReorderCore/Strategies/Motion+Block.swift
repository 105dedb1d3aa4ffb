/// The animations of a multi-item drag, pure functions of time like the rest of the motion:
///
/// - the gather: at the lift, every item of the block flies from its place to the stack under
///   the pointer (the lift timing), while the items left close up (a displacement);
/// - the stack: item i of the block, counted from the top (the pressed item, at depth 0), sits
///   at the floating copy's frame moved by ``blockStackStep`` × min(i, 3) along both
///   coordinates, at the floating copy's size;
/// - the scatter: after a cancel (or a declined drop) each item flies from the stack back to its
///   own place (the cancel timing), while the items left open up again;
/// - the drop: each item flies from the stack to its place in the dropped block (the drop
///   timing).
extension DragSession {
  /// How far each item below the top of the stack is moved, in points, right and down.
  public static var blockStackStep: Double { 4 }

  /// Records the block's source frames and looks at its lift, and the closing-up of the items
  /// left as a slot change.
  mutating func motionBeginBlock<P: DragPolicy>(_ block: ItemBlock, time: Double, policy: P) {
    var frames = [Rect]()
    frames.reserveCapacity(block.count)
    var looks = [SnapshotAppearance]()
    looks.reserveCapacity(block.count)
    for p in block.paths {
      let frame = layout.frame(ofItemAt: p, in: nil)
      frames.append(frame)
      let style = policy.snapshotStyle(forItemAt: p) ?? configuration.snapshotStyle
      looks.append(style.appearance(forItemAt: p, size: frame.size))
    }
    // Room for every slot change the displacement keeps, so that none allocates mid-drag.
    motion.history.reserveCapacity(MotionState.historyLimit)
    motion.blockLift = MotionState.BlockLift(
      time: time, paths: block.paths, pressedIndex: block.pressedIndex, sourceFrames: frames,
      appearances: looks)
    appendSlotChange(from: .unmoved(block.pressed), to: .lifting(block))
  }

  /// The stack frame of the item at `index` (data order) of a block whose top copy is at
  /// `top`.
  func stackFrame(index: Int, pressedIndex: Int, count: Int, top: Rect) -> Rect {
    // Stack order: data order with the pressed item moved to the top.
    let stackIndex = index == pressedIndex ? count - 1 : (index < pressedIndex ? index : index - 1)
    let depth = Double(min(count - 1 - stackIndex, 3))
    let step = Self.blockStackStep * depth
    return Rect(
      x: top.minX + step, y: top.minY + step, width: top.size.width,
      height: top.size.height)
  }

  /// Each item's displayed stack frame and look at `time` during drag `d` (data order), with
  /// whether the gather is still running.
  func displayedBlock(_ d: Drag, _ block: ItemBlock, at time: Double) -> (
    frames: [Rect], appearances: [SnapshotAppearance], isGathering: Bool
  ) {
    let top = displayedFloating(d, at: time).frame
    var frames = [Rect]()
    frames.reserveCapacity(block.count)
    var looks = [SnapshotAppearance]()
    looks.reserveCapacity(block.count)
    let lift = motion.blockLift.flatMap {
      $0.time == d.startTime && $0.paths.count == block.count ? $0 : nil
    }
    let timing = configuration.animation.lift
    let elapsed = time - (lift?.time ?? time)
    let p = lift == nil ? 1 : timing.progress(elapsed: elapsed)
    for i in 0..<block.count {
      let stack = stackFrame(
        index: i, pressedIndex: block.pressedIndex, count: block.count, top: top)
      if let lift {
        frames.append(lerpRect(lift.sourceFrames[i], stack, p))
        looks.append(SnapshotAppearance.resting.interpolated(to: lift.appearances[i], fraction: p))
      } else {
        frames.append(stack)
        looks.append(
          configuration.snapshotStyle.appearance(forItemAt: block.paths[i], size: stack.size))
      }
    }
    return (frames, looks, lift != nil && !timing.isFinished(elapsed: elapsed))
  }

  /// Records where the block's items start scattering home from, after a cancel or a declined
  /// drop.
  mutating func motionScatterBlock(_ d: Drag) {
    guard let block = d.arrangement.block else { return }
    let shown = displayedBlock(d, block, at: lastTime)
    motion.blockLift = nil
    motion.blockSettling = MotionState.BlockSettling(
      isCancel: true, time: lastTime, paths: block.paths, pressedIndex: block.pressedIndex,
      droppedAt: nil, fromFrames: shown.frames, fromAppearances: shown.appearances)
  }

  /// The block has been committed at `final` (committed data).
  mutating func motionAfterBlockDrop(
    _ d: Drag, _ block: ItemBlock, _ before: MotionState.BeforeDrop, final: ItemPath
  ) {
    let shown = displayedBlock(d, block, at: lastTime)
    motion.history = []
    motion.lift = nil
    motion.blockLift = nil
    motion.settling = MotionState.Settling(
      isCancel: false, time: lastTime, fromFrame: before.frame,
      fromAppearance: before.appearance, originalPath: block.pressed,
      path: ItemPath(section: final.section, item: final.item + block.pressedIndex),
      swappedPath: nil, swappedFrom: .zero)
    motion.blockSettling = MotionState.BlockSettling(
      isCancel: false, time: lastTime, paths: block.paths, pressedIndex: block.pressedIndex,
      droppedAt: final, fromFrames: shown.frames, fromAppearances: shown.appearances)
  }

  /// The floating block at `time` after the drag ended (items flying to their places), or nil
  /// once the flight is over; with whether the item at `path` (committed data) is one of them.
  func settlingBlock(at time: Double) -> FloatingBlock? {
    guard !isDragging, let s = motion.blockSettling else { return nil }
    let timing = s.isCancel ? configuration.animation.cancel : configuration.animation.drop
    let elapsed = time - s.time
    guard !timing.isFinished(elapsed: elapsed) else { return nil }
    let q = timing.progress(elapsed: elapsed)
    let phase: FloatingCopy.Phase = s.isCancel ? .returning : .dropping
    var items = [FloatingBlockItem]()
    items.reserveCapacity(s.paths.count)
    for i in stackOrder(count: s.paths.count, pressedIndex: s.pressedIndex) {
      let home =
        s.droppedAt.map { ItemPath(section: $0.section, item: $0.item + i) } ?? s.paths[i]
      guard isValidItem(home) else { continue }
      let to = layout.frame(ofItemAt: home, in: nil)
      items.append(
        FloatingBlockItem(
          committedPath: s.paths[i], path: home, frame: lerpRect(s.fromFrames[i], to, q),
          appearance: s.fromAppearances[i].interpolated(to: .resting, fraction: q), phase: phase))
    }
    return FloatingBlock(items: items, count: s.paths.count, phase: phase)
  }

  /// Whether the item at `path` (committed data) is drawn by a settling block at `time`.
  func isSettlingInBlock(_ path: ItemPath, at time: Double) -> Bool {
    guard !isDragging, let s = motion.blockSettling else { return false }
    let timing = s.isCancel ? configuration.animation.cancel : configuration.animation.drop
    guard !timing.isFinished(elapsed: time - s.time) else { return false }
    if let at = s.droppedAt {
      return path.section == at.section && path.item >= at.item
        && path.item < at.item + s.paths.count
    }
    let i = partitionPoint(0, s.paths.count) { s.paths[$0] >= path }
    return i < s.paths.count && s.paths[i] == path
  }

  /// Data-order indices from the bottom of the stack to its top (the pressed item last).
  func stackOrder(count: Int, pressedIndex: Int) -> [Int] {
    var order = [Int]()
    order.reserveCapacity(count)
    for i in 0..<count where i != pressedIndex { order.append(i) }
    order.append(pressedIndex)
    return order
  }
}
