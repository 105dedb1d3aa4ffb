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
public struct Arrangement: Sendable, Equatable {
  /// Where the dragged item was in the committed data (before removal).
  public var lifted: ItemPath
  /// Where the dragged item is now (in the current data, after re-insertion).
  public var slot: ItemPath

  /// Creates an arrangement.
  @inlinable
  public init(lifted: ItemPath, slot: ItemPath) {
    self.lifted = lifted
    self.slot = slot
  }

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
  @inline(__always)
  @inlinable
  public func countWithoutLifted(inSection section: Int, committedCount: Int) -> Int {
    section == lifted.section ? committedCount - 1 : committedCount
  }

  /// The number of items in `section` as the data stands now.
  ///
  /// - Parameters:
  ///   - section: the section's index.
  ///   - committedCount: the section's item count in the committed data.
  @inline(__always)
  @inlinable
  public func currentCount(inSection section: Int, committedCount: Int) -> Int {
    countWithoutLifted(inSection: section, committedCount: committedCount)
      + (section == slot.section ? 1 : 0)
  }

  /// Maps a position in the current data to the committed position of the item there.
  /// The slot maps to `lifted`.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  @inlinable
  public func committedPath(forCurrent path: ItemPath) -> ItemPath {
    if path == slot { return lifted }
    var item = path.item
    if path.section == slot.section && item > slot.item { item -= 1 }
    if path.section == lifted.section && item >= lifted.item { item += 1 }
    return ItemPath(section: path.section, item: item)
  }

  /// Maps a committed position to where that item stands in the current data.
  /// `lifted` maps to the slot.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  @inlinable
  public func currentPath(forCommitted path: ItemPath) -> ItemPath {
    if path == lifted { return slot }
    var item = path.item
    if path.section == lifted.section && item > lifted.item { item -= 1 }
    if path.section == slot.section && item >= slot.item { item += 1 }
    return ItemPath(section: path.section, item: item)
  }

  /// Maps a committed position (not `lifted`) to its index among the items left once the
  /// dragged item is taken out.
  @inline(__always)
  @inlinable
  public func pathWithoutLifted(forCommitted path: ItemPath) -> ItemPath {
    var item = path.item
    if path.section == lifted.section && item > lifted.item { item -= 1 }
    return ItemPath(section: path.section, item: item)
  }

  /// Maps a position among the items left once the dragged item is out back to the committed
  /// position.
  @inline(__always)
  @inlinable
  public func committedPath(forWithoutLifted path: ItemPath) -> ItemPath {
    var item = path.item
    if path.section == lifted.section && item >= lifted.item { item += 1 }
    return ItemPath(section: path.section, item: item)
  }
}
