/// The animations of a multi-item drag in a list or grid: the one floating stack
/// (`Render/FloatingStack.swift`) with the list's top copy, the pressed item where it stands
/// relative to the gap (content coordinates), while the items left close up and open up again
/// as displacements.
extension DragSession {
  /// How far each item below the top of the stack is moved, in points, right and down.
  public static var blockStackStep: Double { FloatingStack.step }

  /// Records the block's source frames and looks at its lift, and the closing-up of the items
  /// left as a slot change.
  mutating func motionBeginBlock<P: DragPolicy>(_ block: ItemBlock, time: Double, policy: P) {
    let lift = FloatingStack.gather(
      block.paths, pressed: block.pressedIndex, time: time,
      frame: { layout.frame(ofItemAt: $0, in: nil) },
      policy: policy, style: configuration.snapshotStyle)
    // Room for every slot change the displacement keeps, so that none allocates mid-drag.
    motion.history.reserveCapacity(MotionState.historyLimit)
    motion.blockLift = lift
    appendSlotChange(from: .unmoved(block.pressed), to: .lifting(block))
  }

  /// Each item's displayed stack frame and look at `time` during drag `d` (data order), with
  /// whether the gather is still running.
  func displayedBlock(_ d: Drag, _ block: ItemBlock, at time: Double) -> (
    frames: [Rect], appearances: [SnapshotAppearance], isGathering: Bool
  ) {
    let lift = motion.blockLift.flatMap {
      $0.time == d.startTime && $0.paths.count == block.count ? $0 : nil
    }
    return FloatingStack.held(
      block.paths, pressed: block.pressedIndex, top: displayedFloating(d, at: time).frame,
      gather: lift, timing: configuration.animation.lift, at: time
    ) { configuration.snapshotStyle.appearance(forItemAt: $0, size: $1) }
  }

  /// The flight of the block of drag `d` from where it is shown now, home to `droppedAt` (nil:
  /// each item to its own place).
  func blockFlight(_ d: Drag, _ block: ItemBlock, droppedAt: ItemPath?) -> BlockFlight {
    let shown = displayedBlock(d, block, at: lastTime)
    return BlockFlight(
      time: lastTime, paths: block.paths, pressedIndex: block.pressedIndex, frames: shown.frames,
      appearances: shown.appearances, droppedAt: droppedAt)
  }

  /// Records where the block's items start scattering home from, after a cancel or a declined
  /// drop.
  mutating func motionScatterBlock(_ d: Drag) {
    guard let block = d.arrangement.block else { return }
    motion.blockSettling = blockFlight(d, block, droppedAt: nil)
    motion.blockLift = nil
  }

  /// The block has been committed at `final` (committed data).
  mutating func motionAfterBlockDrop(
    _ d: Drag, _ block: ItemBlock, _ before: MotionState.BeforeDrop, final: ItemPath
  ) {
    motion.blockSettling = blockFlight(d, block, droppedAt: final)
    motion.history = []
    motion.lift = nil
    motion.blockLift = nil
    motion.settling = MotionState.Settling(
      isCancel: false, time: lastTime, fromFrame: before.frame,
      fromAppearance: before.appearance, originalPath: block.pressed,
      path: ItemPath(section: final.section, item: final.item + block.pressedIndex),
      swappedPath: nil, swappedFrom: .zero)
  }

  /// The floating block at `time` after the drag ended (items flying to their places), or nil
  /// once the flight is over.
  func settlingBlock(at time: Double) -> FloatingBlock? {
    guard !isDragging, let s = motion.blockSettling,
      let q = s.progress(configuration.animation, at: time)
    else { return nil }
    let phase: FloatingCopy.Phase = s.isCancel ? .returning : .dropping
    let items = FloatingStack.settling(s, progress: q) {
      isValidItem($0) ? layout.frame(ofItemAt: $0, in: nil) : nil
    }
    return FloatingBlock(items: items, count: s.paths.count, phase: phase)
  }

  /// Whether the item at `path` (committed data) is drawn by a settling block at `time`.
  func isSettlingInBlock(_ path: ItemPath, at time: Double) -> Bool {
    guard !isDragging, let s = motion.blockSettling,
      s.progress(configuration.animation, at: time) != nil
    else { return false }
    return s.isHome(path)
  }
}
