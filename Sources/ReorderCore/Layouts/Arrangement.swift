/// How the items stand while one of them is dragged: the committed data with the item at
/// `lifted` taken out and re-inserted at `slot`.
///
/// This is the whole of a drag's effect on positions, so no relayout is needed while dragging:
/// layouts answer frames and hit tests for "the committed geometry, one item lifted out, a gap
/// at the slot" in O(log n) or better.
///
/// - `lifted` is a position in the data as committed before the drag (before removal).
/// - `slot` is a position in the data as it stands now, after re-insertion: the item index the
///   dragged item has when it sits in the gap. It is a valid destination for
///   `UITableView.moveRow(at:to:)` from `lifted`.
///
/// When `slot == lifted`, nothing has moved.
///
/// A multi-item drag lifts an ``ItemBlock`` instead: every item of the block is taken out and
/// one gap as long as all of them stands at `slot`. `lifted` is then the pressed item, "the
/// items left once the dragged item is out" are the rest (the data without the block), and the
/// block counts as one item of the current data, at `slot` (see ``ItemBlock``). Every mapping
/// below answers for the block in O(log k) for its k items.
public struct Arrangement: Sendable, Equatable {
  /// Where the dragged item was in the committed data (before removal). In a multi-item drag,
  /// the pressed item.
  public var lifted: ItemPath
  /// Where the dragged item is now (in the current data, after re-insertion). In a multi-item
  /// drag, the block's position in the rest (where its first item stands after a drop there).
  public var slot: ItemPath
  /// The items lifted together in a multi-item drag; nil for a drag of one item.
  public var block: ItemBlock?

  /// Creates an arrangement.
  @inlinable
  public init(lifted: ItemPath, slot: ItemPath, block: ItemBlock? = nil) {
    self.lifted = lifted
    self.slot = slot
    self.block = block
  }

  /// The same arrangement (same lifted item or block) with the gap at `slot`.
  @inline(__always)
  @inlinable
  public func with(slot: ItemPath) -> Arrangement {
    var copy = self
    copy.slot = slot
    return copy
  }

  /// The arrangement in which the block is lifted out and stands where its pressed item would
  /// take its place alone, in the rest: the start of a multi-item drag.
  ///
  /// - Complexity: O(log k).
  @inlinable
  public static func lifting(_ block: ItemBlock) -> Arrangement {
    Arrangement(
      lifted: block.pressed, slot: block.restPath(forCommitted: block.pressed), block: block)
  }

  /// The number of items that move together: the block's, or 1.
  @inlinable
  public var itemCount: Int { block?.count ?? 1 }

  /// The arrangement in which the item at `path` is lifted and put back where it was.
  @inlinable
  public static func unmoved(_ path: ItemPath) -> Arrangement {
    Arrangement(lifted: path, slot: path)
  }

  /// The number of items in `section` once the dragged item is taken out (before re-insertion).
  ///
  /// - Parameters:
  ///   - section: the section's index.
  ///   - committedCount: the section's item count in the committed data.
  /// - Complexity: O(1); O(log k) with a block of k items.
  @inline(__always)
  @inlinable
  public func countWithoutLifted(inSection section: Int, committedCount: Int) -> Int {
    ArrangementView(self).countWithoutLifted(inSection: section, committedCount: committedCount)
  }

  /// The number of items in `section` as the data stands now.
  ///
  /// - Parameters:
  ///   - section: the section's index.
  ///   - committedCount: the section's item count in the committed data.
  /// - Complexity: O(1); O(log k) with a block of k items.
  @inline(__always)
  @inlinable
  public func currentCount(inSection section: Int, committedCount: Int) -> Int {
    ArrangementView(self).currentCount(inSection: section, committedCount: committedCount)
  }

  /// Maps a position in the current data to the committed position of the item there.
  /// The slot maps to `lifted`.
  ///
  /// - Complexity: O(1); O(log k) with a block of k items.
  @inline(__always)
  @inlinable
  public func committedPath(forCurrent path: ItemPath) -> ItemPath {
    ArrangementView(self).committedPath(forCurrent: path)
  }

  /// Maps a committed position to where that item stands in the current data.
  /// `lifted` (and every item of a block) maps to the slot.
  ///
  /// - Complexity: O(1); O(log k) with a block of k items.
  @inline(__always)
  @inlinable
  public func currentPath(forCommitted path: ItemPath) -> ItemPath {
    ArrangementView(self).currentPath(forCommitted: path)
  }

  /// Maps a committed position (not `lifted`, not in the block) to its index among the items
  /// left once the dragged item (or block) is taken out.
  ///
  /// - Complexity: O(1); O(log k) with a block of k items.
  @inline(__always)
  @inlinable
  public func pathWithoutLifted(forCommitted path: ItemPath) -> ItemPath {
    ArrangementView(self).pathWithoutLifted(forCommitted: path)
  }

  /// Maps a position among the items left once the dragged item (or block) is out back to the
  /// committed position.
  ///
  /// - Complexity: O(1); O(log k) with a block of k items.
  @inline(__always)
  @inlinable
  public func committedPath(forWithoutLifted path: ItemPath) -> ItemPath {
    ArrangementView(self).committedPath(forWithoutLifted: path)
  }
}

/// The per-event form of an ``Arrangement``: the same positions, and its block (if any) by an
/// unowned reference, so that copying one is copying a few integers: no reference counting and
/// no value-witness calls on the hot path, where an arrangement is passed through every rule,
/// hit test and frame.
///
/// A view does not keep its block alive: it is made from an arrangement at the start of a call
/// and used only within that call, while the arrangement it came from (borrowed by the call)
/// holds the block. It never escapes a call and is never stored.
@usableFromInline
struct ArrangementView {
  /// As ``Arrangement/lifted``.
  @usableFromInline let lifted: ItemPath
  /// As ``Arrangement/slot``.
  @usableFromInline let slot: ItemPath
  /// The arrangement's block, unowned (see above).
  @usableFromInline let blockRef: Unmanaged<ItemBlock>?

  /// The view of `arrangement`, valid while `arrangement` is.
  @inline(__always)
  @inlinable
  init(_ arrangement: Arrangement) {
    lifted = arrangement.lifted
    slot = arrangement.slot
    if let block = arrangement.block {
      blockRef = Unmanaged.passUnretained(block)
    } else {
      blockRef = nil
    }
  }

  /// The view of `arrangement`, or nil when there is none; valid while `arrangement` is.
  @inline(__always)
  @inlinable
  init?(_ arrangement: Arrangement?) {
    guard let lifted = arrangement?.lifted, let slot = arrangement?.slot else { return nil }
    self.lifted = lifted
    self.slot = slot
    if let block = arrangement?.block {
      blockRef = Unmanaged.passUnretained(block)
    } else {
      blockRef = nil
    }
  }

  /// The block, if any (borrowed from the arrangement the view was made from).
  @inline(__always)
  @inlinable
  var block: ItemBlock? { blockRef?.takeUnretainedValue() }

  /// The number of items in `section` once the dragged item is taken out (before re-insertion).
  ///
  /// - Parameters:
  ///   - section: the section's index.
  ///   - committedCount: the section's item count in the committed data.
  @inline(__always)
  @inlinable
  func countWithoutLifted(inSection section: Int, committedCount: Int) -> Int {
    if let block { return committedCount - block.count(inSection: section) }
    return section == lifted.section ? committedCount - 1 : committedCount
  }

  /// The number of items in `section` as the data stands now.
  ///
  /// - Parameters:
  ///   - section: the section's index.
  ///   - committedCount: the section's item count in the committed data.
  @inline(__always)
  @inlinable
  func currentCount(inSection section: Int, committedCount: Int) -> Int {
    countWithoutLifted(inSection: section, committedCount: committedCount)
      + (section == slot.section ? 1 : 0)
  }

  /// Maps a position in the current data to the committed position of the item there.
  /// The slot maps to `lifted`.
  ///
  /// - Complexity: O(1); O(log k) with a block of k items.
  @inline(__always)
  @inlinable
  func committedPath(forCurrent path: ItemPath) -> ItemPath {
    if path == slot { return lifted }
    var item = path.item
    if path.section == slot.section && item > slot.item { item -= 1 }
    if let block {
      return block.committedPath(forRest: ItemPath(section: path.section, item: item))
    }
    if path.section == lifted.section && item >= lifted.item { item += 1 }
    return ItemPath(section: path.section, item: item)
  }

  /// Maps a committed position to where that item stands in the current data.
  /// `lifted` (and every item of a block) maps to the slot.
  ///
  /// - Complexity: O(1); O(log k) with a block of k items.
  @inline(__always)
  @inlinable
  func currentPath(forCommitted path: ItemPath) -> ItemPath {
    if path == lifted { return slot }
    var item = path.item
    if let block {
      if block.contains(path) { return slot }
      item = block.restPath(forCommitted: path).item
    } else if path.section == lifted.section && item > lifted.item {
      item -= 1
    }
    if path.section == slot.section && item >= slot.item { item += 1 }
    return ItemPath(section: path.section, item: item)
  }

  /// Maps a committed position (not `lifted`) to its index among the items left once the
  /// dragged item is taken out.
  @inline(__always)
  @inlinable
  func pathWithoutLifted(forCommitted path: ItemPath) -> ItemPath {
    if let block { return block.restPath(forCommitted: path) }
    var item = path.item
    if path.section == lifted.section && item > lifted.item { item -= 1 }
    return ItemPath(section: path.section, item: item)
  }

  /// Maps a position among the items left once the dragged item is out back to the committed
  /// position.
  @inline(__always)
  @inlinable
  func committedPath(forWithoutLifted path: ItemPath) -> ItemPath {
    if let block { return block.committedPath(forRest: path) }
    var item = path.item
    if path.section == lifted.section && item >= lifted.item { item += 1 }
    return ItemPath(section: path.section, item: item)
  }
}
