/// The floating stack of a multi-item drag, written once for lists, grids and boards. Each
/// engine passes its own top copy (a list's pressed item where it stands relative to the gap, a
/// board's pressed card inside the held frame) and its own frames (a list's content
/// coordinates, a board's viewport); the formulas are these.
///
/// - the gather: at the lift, every item flies from its place to the stack (the lift timing);
/// - the stack: item i of the block, counted from the top (the pressed item, at depth 0), sits
///   at the top copy's frame moved by ``step`` × min(i, 3) right and down, at the top's size;
/// - the scatter: after a cancel (or a declined drop) each item flies from the stack back to
///   its own place (the cancel timing);
/// - the drop: each item flies from the stack to its place in the dropped block (the drop
///   timing).
enum FloatingStack {
  /// How far each item below the top of the stack is moved, in points, right and down.
  static var step: Double { 4 }

  /// Data-order indices from the bottom of the stack to its top (the pressed item last).
  ///
  /// - Complexity: O(k).
  static func order(count: Int, pressed: Int) -> [Int] {
    var order = [Int]()
    order.reserveCapacity(count)
    for i in 0..<count where i != pressed { order.append(i) }
    order.append(pressed)
    return order
  }

  /// The stack frame of the item at `index` (data order) of a block of `count` items whose
  /// pressed item is at `pressed`, under the top copy's frame `top`.
  static func frame(_ index: Int, pressed: Int, count: Int, top: Rect) -> Rect {
    let below = index == pressed ? 0 : (index < pressed ? count - 1 - index : count - index)
    let shift = step * Double(min(below, 3))
    return Rect(origin: Point(x: top.minX + shift, y: top.minY + shift), size: top.size)
  }

  /// Where a block's items start their gather at `time`: each item's frame (`frame`) and its
  /// fully lifted look (the policy's snapshot style for it, else `style`), data order.
  ///
  /// - Complexity: O(k), and one `snapshotStyle` question per item.
  static func gather<P: DragPolicy>(
    _ paths: [ItemPath], pressed: Int, time: Double, frame: (ItemPath) -> Rect,
    policy: P, style: SnapshotStyle
  ) -> BlockFlight {
    var frames = [Rect]()
    frames.reserveCapacity(paths.count)
    var looks = [SnapshotAppearance]()
    looks.reserveCapacity(paths.count)
    for p in paths {
      let f = frame(p)
      frames.append(f)
      looks.append(
        (policy.snapshotStyle(forItemAt: p) ?? style).appearance(forItemAt: p, size: f.size))
    }
    return BlockFlight(
      time: time, paths: paths, pressedIndex: pressed, frames: frames, appearances: looks,
      droppedAt: nil)
  }

  /// Each item's displayed frame and look (data order) at `time` while the block is held with
  /// its top copy at `top`, with whether the gather still runs: flying from `gather` under the
  /// lift `timing`, or stacked with `look` (asked with the item's position and the top's size)
  /// when there is no gather.
  ///
  /// - Complexity: O(k).
  static func held(
    _ paths: [ItemPath], pressed: Int, top: Rect, gather: BlockFlight?, timing: AnimationTiming,
    at time: Double, look: (ItemPath, Size) -> SnapshotAppearance
  ) -> (frames: [Rect], appearances: [SnapshotAppearance], isGathering: Bool) {
    let elapsed = time - (gather?.time ?? time)
    let p = gather == nil ? 1 : timing.progress(elapsed: elapsed)
    var frames = [Rect]()
    frames.reserveCapacity(paths.count)
    var looks = [SnapshotAppearance]()
    looks.reserveCapacity(paths.count)
    for i in paths.indices {
      let stacked = frame(i, pressed: pressed, count: paths.count, top: top)
      if let gather {
        frames.append(lerpRect(gather.frames[i], stacked, p))
        looks.append(.resting.interpolated(to: gather.appearances[i], fraction: p))
      } else {
        frames.append(stacked)
        looks.append(look(paths[i], stacked.size))
      }
    }
    return (frames, looks, gather != nil && !timing.isFinished(elapsed: elapsed))
  }

  /// The block's items in stack order (bottom first), from their frames and
  /// looks in data order.
  ///
  /// - Complexity: O(k).
  static func items(
    _ paths: [ItemPath], pressed: Int, frames: [Rect], appearances: [SnapshotAppearance]
  ) -> [FloatingBlockItem] {
    var items = [FloatingBlockItem]()
    items.reserveCapacity(paths.count)
    for i in order(count: paths.count, pressed: pressed) {
      items.append(
        FloatingBlockItem(
          committedPath: paths[i], path: paths[i], frame: frames[i],
          appearance: appearances[i]))
    }
    return items
  }

  /// The items of flight `s` (a drop or a scatter) at progress `q` of its timing, in stack
  /// order: flying to their homes (the dropped block's positions, or their own),
  /// `home` giving a home's frame (nil: no such item any more, it is left out).
  ///
  /// - Complexity: O(k).
  static func settling(
    _ s: BlockFlight, progress q: Double, home: (ItemPath) -> Rect?
  ) -> [FloatingBlockItem] {
    var items = [FloatingBlockItem]()
    items.reserveCapacity(s.paths.count)
    for i in order(count: s.paths.count, pressed: s.pressedIndex) {
      let path = s.droppedAt.map { ItemPath(section: $0.section, item: $0.item + i) } ?? s.paths[i]
      guard let to = home(path) else { continue }
      items.append(
        FloatingBlockItem(
          committedPath: s.paths[i], path: path, frame: lerpRect(s.frames[i], to, q),
          appearance: s.appearances[i].interpolated(to: .resting, fraction: q)))
    }
    return items
  }
}

/// A multi-item flight: the gather at the lift (from the items' places to the stack), or the
/// flight home after a drop or a cancel (from the stack to the items' places).
struct BlockFlight: Sendable, Equatable {
  /// When the flight began.
  var time: Double
  /// The block's items, committed data before the drag, in data order.
  var paths: [ItemPath]
  /// The index in `paths` of the pressed item.
  var pressedIndex: Int
  /// Each item's frame when the flight began (a list's content coordinates, a board's
  /// viewport), data order.
  var frames: [Rect]
  /// Each item's look when the flight began (the gather: the look it flies to), data order.
  var appearances: [SnapshotAppearance]
  /// Where the first item stands after a drop (committed data); nil for the gather and after a
  /// cancel (each item flies back to its own path).
  var droppedAt: ItemPath?

  /// Whether the flight goes home after a cancel (or a declined drop).
  var isCancel: Bool { droppedAt == nil }

  /// The progress at `time` of a flight home (the cancel or drop timing of `animation`), or
  /// nil once it is over.
  func progress(_ animation: DragAnimation, at time: Double) -> Double? {
    let timing = isCancel ? animation.cancel : animation.drop
    let elapsed = time - self.time
    return timing.isFinished(elapsed: elapsed) ? nil : timing.progress(elapsed: elapsed)
  }

  /// Whether the item at `path` (committed data after the flight began) is one of the flying
  /// items' homes.
  ///
  /// - Complexity: O(log k).
  func isHome(_ path: ItemPath) -> Bool {
    if let at = droppedAt {
      return path.section == at.section && path.item >= at.item
        && path.item < at.item + paths.count
    }
    let i = partitionPoint(0, paths.count) { paths[$0] >= path }
    return i < paths.count && paths[i] == path
  }
}
