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
  /// - Parameter committedCount: the section's item count in the committed data.
  @inline(__always)
  @inlinable
  public func countWithoutLifted(inSection section: Int, committedCount: Int) -> Int {
    section == lifted.section ? committedCount - 1 : committedCount
  }

  /// The number of items in `section` as the data stands now.
  ///
  /// - Parameter committedCount: the section's item count in the committed data.
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

/// What lies under a point in a layout.
public enum LayoutHit: Sendable, Equatable {
  /// An item, by its position in the current data.
  case item(ItemPath)
  /// The gap of the dragged item (its slot; the source slot before it moves).
  case gap(ItemPath)
  /// A section's header area.
  case header(Int)
  /// A section's footer area.
  case footer(Int)
  /// Nothing: spacing between grid cells, or outside the content.
  case nothing
}

/// A layout the drag engine can reorder: geometry of positions, answered for the committed data
/// or for an ``Arrangement`` of it, without relayout.
///
/// All frames and points are in **content** coordinates (the viewport's origin plus the content
/// offset). All positions are in the current data (after re-insertion) unless said otherwise.
public protocol ReorderLayout {
  /// The scroll axis.
  var axis: Axis { get }
  /// The number of sections.
  var sectionCount: Int { get }
  /// The number of items in `section` in the committed data.
  func itemCount(inSection section: Int) -> Int
  /// The total number of items in the committed data.
  var totalItemCount: Int { get }
  /// The size of the content for an arrangement (`nil`: the committed data).
  func contentSize(in arrangement: Arrangement?) -> Size
  /// The frame of the item at `path` (current data) in content coordinates. In an arrangement,
  /// the slot's frame is the gap's.
  func frame(ofItemAt path: ItemPath, in arrangement: Arrangement?) -> Rect
  /// The frame of a section's header, in content coordinates.
  func headerFrame(ofSection section: Int, in arrangement: Arrangement?) -> Rect
  /// The frame of a section's footer, in content coordinates.
  func footerFrame(ofSection section: Int, in arrangement: Arrangement?) -> Rect
  /// What lies at `point` (content coordinates).
  func hitTest(_ point: Point, in arrangement: Arrangement?) -> LayoutHit
  /// Calls `body` with the position (current data) and frame of every item whose frame meets
  /// `rect` (content coordinates), in data order, the gap included.
  func forEachItem(in rect: Rect, in arrangement: Arrangement?, _ body: (ItemPath, Rect) -> Void)
  /// The insertion slots on either side of `position` along the axis (content coordinates), for
  /// the item lifted in `arrangement`: `before` is the last slot whose gap would start at or
  /// before `position`, `after` the first whose gap would start at or after it. Each is a
  /// position in the current data once the dragged item is re-inserted there.
  func insertionSlots(around position: Double, in arrangement: Arrangement) -> (
    before: ItemPath?, after: ItemPath?
  )
  /// Whether the floating copy follows the pointer across the axis too (grids) or only along it
  /// (lists).
  var floatsAcrossAxis: Bool { get }
  /// Commits a move to the geometry: the item at `source` goes to `destination`, positions as
  /// `UITableView.moveRow(at:to:)` has them.
  mutating func commitMove(from source: ItemPath, to destination: ItemPath)
  /// Commits an exchange of two items.
  mutating func commitSwap(_ first: ItemPath, _ second: ItemPath)
  /// Removes an empty section.
  mutating func removeSection(_ section: Int)
}
