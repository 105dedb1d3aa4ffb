/// The items of a multi-item drag, lifted out together: their positions in the committed data
/// (before removal), sorted in data order, and their extents along the axis.
///
/// An ``Arrangement`` with a block describes "the committed data with every item of the block
/// taken out, and one gap as long as all of them at `slot`". In such an arrangement the block
/// counts as **one** item of the current data, at `slot`: positions after it are `count − 1`
/// lower than in the data after the drop. `slot` is therefore also the position of the block's
/// first item once it is dropped there. The items left once the block is out are called the
/// *rest*.
///
/// Kept sorted, so every question below is a binary search: O(log k) for k items. A block is
/// immutable and shared by reference, so copying an arrangement that holds one costs one
/// reference count, whatever its size.
public final class ItemBlock: Sendable, Equatable {
  /// The block's items in the committed data (before removal), sorted in data order. Never
  /// empty.
  public let paths: [ItemPath]
  /// The index in ``paths`` of the item the drag began on (the pressed item).
  public let pressedIndex: Int
  /// `extentPrefix[i]` is the total extent along the axis of `paths[0..<i]`; count k + 1.
  public let extentPrefix: [Double]
  /// The sections the block's items lie in, sorted, each once (m of them).
  public let sections: [Int]
  /// `shrinkPrefix[j]` is the total change of length along the axis of `sections[0..<j]` once
  /// the block's items are out of them, as the layout measured it at the lift (grids: lines
  /// that empty; lists: 0, their items' extents are in ``extentPrefix``); count m + 1.
  public let shrinkPrefix: [Double]

  /// Creates a block.
  ///
  /// - Parameters:
  ///   - paths: the items' positions in the committed data; sorted and deduplicated here.
  ///   - pressed: the item the drag began on; must be one of `paths` (otherwise the first item
  ///     counts as pressed).
  ///   - extent: each item's extent along the axis (asked once per item; negative or
  ///     non-finite extents count as 0).
  ///   - sectionChange: the change of a section's length along the axis once this many of its
  ///     items are out (asked once per section; non-finite answers count as 0). Defaults to 0.
  /// - Returns: nil when `paths` is empty.
  /// - Complexity: O(k log k).
  public init?(
    paths: [ItemPath], pressed: ItemPath, extent: (ItemPath) -> Double,
    sectionChange: (_ section: Int, _ removed: Int) -> Double = { _, _ in 0 }
  ) {
    var sorted = paths.sorted()
    var unique = 0
    for i in sorted.indices where i == 0 || sorted[i] != sorted[unique - 1] {
      sorted[unique] = sorted[i]
      unique += 1
    }
    sorted.removeLast(sorted.count - unique)
    guard !sorted.isEmpty else { return nil }
    var prefix = [Double]()
    prefix.reserveCapacity(sorted.count + 1)
    prefix.append(0)
    var running = 0.0
    for p in sorted {
      let e = extent(p)
      running += e.isFinite && e > 0 ? e : 0
      prefix.append(running)
    }
    var sections = [Int]()
    var shrink = [0.0]
    var i = 0
    while i < sorted.count {
      let s = sorted[i].section
      var j = i
      while j < sorted.count && sorted[j].section == s { j += 1 }
      let change = sectionChange(s, j - i)
      sections.append(s)
      shrink.append(shrink[shrink.count - 1] + (change.isFinite ? change : 0))
      i = j
    }
    self.sections = sections
    self.shrinkPrefix = shrink
    let at = partitionPoint(0, sorted.count) { sorted[$0] >= pressed }
    self.paths = sorted
    self.pressedIndex = at < sorted.count && sorted[at] == pressed ? at : 0
    self.extentPrefix = prefix
  }

  /// Whether two blocks hold the same items, pressed item and measures (the same block, or
  /// equal ones).
  public static func == (lhs: ItemBlock, rhs: ItemBlock) -> Bool {
    lhs === rhs
      || (lhs.paths == rhs.paths && lhs.pressedIndex == rhs.pressedIndex
        && lhs.extentPrefix == rhs.extentPrefix && lhs.sections == rhs.sections
        && lhs.shrinkPrefix == rhs.shrinkPrefix)
  }

  /// The number of items.
  @inlinable public var count: Int { paths.count }
  /// The item the drag began on (committed data).
  @inlinable public var pressed: ItemPath { paths[pressedIndex] }
  /// The total extent along the axis of every item: the gap's length in a list.
  @inlinable public var totalExtent: Double { extentPrefix[extentPrefix.count - 1] }

  /// The index in ``paths`` of the first item at or after `path`.
  ///
  /// - Complexity: O(log k).
  @inlinable
  public func lowerBound(_ path: ItemPath) -> Int {
    partitionPoint(0, paths.count) { paths[$0] >= path }
  }

  /// The index in ``paths`` of the first item in `section` or a later section.
  ///
  /// - Complexity: O(log k).
  @inlinable
  public func firstIndex(inSection section: Int) -> Int {
    partitionPoint(0, paths.count) { paths[$0].section >= section }
  }

  /// The total change of length of the sections before `section` once the block's items are
  /// out of them (see ``shrinkPrefix``).
  ///
  /// - Complexity: O(log m) for the m sections the block lies in.
  @inlinable
  public func shrink(before section: Int) -> Double {
    shrinkPrefix[partitionPoint(0, sections.count) { sections[$0] >= section }]
  }

  /// The number of the block's items in `section`.
  ///
  /// - Complexity: O(log k).
  @inlinable
  public func count(inSection section: Int) -> Int {
    firstIndex(inSection: section + 1) - firstIndex(inSection: section)
  }

  /// Whether the item at `path` (committed data) belongs to the block.
  ///
  /// - Complexity: O(log k).
  @inlinable
  public func contains(_ path: ItemPath) -> Bool {
    let i = lowerBound(path)
    return i < paths.count && paths[i] == path
  }

  /// The total extent of the block's items before `path` in data order (committed data).
  ///
  /// - Complexity: O(log k).
  @inlinable
  public func extentBefore(_ path: ItemPath) -> Double { extentPrefix[lowerBound(path)] }

  /// Maps a committed position (not in the block) to its position in the rest.
  ///
  /// - Complexity: O(log k).
  @inlinable
  public func restPath(forCommitted path: ItemPath) -> ItemPath {
    let before = lowerBound(path) - firstIndex(inSection: path.section)
    return ItemPath(section: path.section, item: path.item - before)
  }

  /// Maps a position in the rest back to the committed position of the item there.
  ///
  /// - Complexity: O(log k).
  @inlinable
  public func committedPath(forRest path: ItemPath) -> ItemPath {
    let lo = firstIndex(inSection: path.section)
    let hi = firstIndex(inSection: path.section + 1)
    let passed =
      partitionPoint(lo, hi) { paths[$0].item - ($0 - lo) > path.item } - lo
    return ItemPath(section: path.section, item: path.item + passed)
  }

  /// The moves that drop the block at `slot` (a position in the rest: the block's first
  /// position in the data after the drop), as `UITableView.moveRow(at:to:)` has them, each in
  /// the data as it stands just before it. Moves that change nothing are left out.
  ///
  /// The sequence: the block's items in data order, each moved to stand just after the ones
  /// already placed (the first to `slot`), so after the i-th move the first i + 1 items stand
  /// together at `slot` and the others where they were.
  ///
  /// - Complexity: O(k + log k).
  @inlinable
  public func forEachMove(to slot: ItemPath, _ body: (ItemPath, ItemPath) -> Void) {
    let ts = slot.section
    let tj = slot.item
    // The block's items in the target section whose rest position is before the slot: a
    // prefix of that section's run. Those not yet placed stand before the placed ones.
    let runLo = firstIndex(inSection: ts)
    let runHi = firstIndex(inSection: ts + 1)
    let prefixEnd = partitionPoint(runLo, runHi) { paths[$0].item - ($0 - runLo) >= tj }
    var sectionLo = 0
    var currentSection = Int.min
    for i in 0..<paths.count {
      let p = paths[i]
      if p.section != currentSection {
        currentSection = p.section
        sectionLo = i
      }
      let rest = p.item - (i - sectionLo)
      let fromItem = rest + (p.section == ts && tj <= rest ? i : 0)
      let waiting = i + 1 >= prefixEnd ? 0 : prefixEnd - max(i + 1, runLo)
      let from = ItemPath(section: p.section, item: fromItem)
      let to = ItemPath(section: ts, item: tj + waiting + i)
      if from != to { body(from, to) }
    }
  }
}
