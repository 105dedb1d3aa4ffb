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
  /// The slot whose gap, were the item lifted in `arrangement` dropped there, would have its
  /// centre nearest `position` (content coordinates along the axis); ties go to the later slot.
  /// Nil when there is no slot. The fallback of a list's pointer and centre rules.
  ///
  /// The default finds the two slots around the gap's start with
  /// ``insertionSlots(around:in:)`` and compares their gaps' frames; a layout may answer
  /// faster from its own geometry (``ListLayout`` does).
  ///
  /// - Complexity: O(log n) for the default.
  func nearestSlot(to position: Double, in arrangement: Arrangement) -> ItemPath?
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
  /// Commits a multi-item drop: the block's items (committed positions) leave their places and
  /// stand together, in their data order, at `slot` (a position in the data without them; the
  /// block's first position after the drop). Sections the block emptied stay (empty) here.
  ///
  /// An engine hook with a default (the sequence of ``commitMove(from:to:)`` of
  /// ``ItemBlock/forEachMove(to:_:)``): a layout implements it only to commit a whole block at
  /// once, as the layouts of ReorderCore do (their public `commitBlock(_:to:)`).
  mutating func _commitBlock(_ block: ItemBlock, to slot: ItemPath)
  /// How much shorter along the axis (a negative number) `section` grows, beyond its items'
  /// own extents, once `removed` of its items are lifted out in a block: a grid's emptied
  /// lines. Asked once per section when a multi-item drag begins (see
  /// ``ItemBlock/shrinkPrefix``).
  ///
  /// An engine hook with a default of 0 (lists); ``GridLayout`` answers its
  /// ``GridLayout/lengthChange(ofSection:removing:)``.
  func _lengthChange(ofSection section: Int, removing removed: Int) -> Double
}

extension ReorderLayout {
  /// The slot whose gap centre lies nearest `position` (see the requirement), from
  /// ``insertionSlots(around:in:)`` and the gaps' frames.
  ///
  /// - Complexity: O(log n) plus three frames.
  @inlinable
  public func nearestSlot(to position: Double, in arrangement: Arrangement) -> ItemPath? {
    let extent = frame(ofItemAt: arrangement.slot, in: arrangement).size.along(axis)
    let start = position - extent / 2
    let (lo, hi) = TargetRule.bracket(insertionSlots(around: start, in: arrangement))
    guard let lo, let hi else { return lo ?? hi }
    func boundary(_ slot: ItemPath) -> Double {
      frame(ofItemAt: slot, in: arrangement.with(slot: slot)).minAlong(axis)
    }
    return abs(start - boundary(lo)) < abs(boundary(hi) - start) ? lo : hi
  }

  /// The total number of items in the committed data.
  ///
  /// A negative ``sectionCount`` counts as no sections.
  ///
  /// - Complexity: O(S) for S sections (``ListLayout`` answers in O(1)).
  public var totalItemCount: Int {
    var total = 0
    for section in 0..<max(0, sectionCount) { total += itemCount(inSection: section) }
    return total
  }

  /// No change beyond the items' extents (lists).
  public func _lengthChange(ofSection section: Int, removing removed: Int) -> Double { 0 }

  /// Commits a multi-item drop as the sequence of single moves of
  /// ``ItemBlock/forEachMove(to:_:)``.
  ///
  /// - Complexity: k calls of ``commitMove(from:to:)``.
  public mutating func _commitBlock(_ block: ItemBlock, to slot: ItemPath) {
    var moves = [(ItemPath, ItemPath)]()
    moves.reserveCapacity(block.count)
    block.forEachMove(to: slot) { moves.append(($0, $1)) }
    for (from, to) in moves { commitMove(from: from, to: to) }
  }
}
