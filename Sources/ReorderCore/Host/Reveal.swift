/// Host scrolling for a keyboard focus that moves with nothing picked up: the offsets change,
/// within their bounds, just enough to show the focused item, as a keyboard drag reveals its
/// cursor.
extension DragSession {
  /// Scrolls just enough to show the item at `path` (committed data) inside the insets, with
  /// its section's header when it is the section's first item; the leading edge wins when that
  /// is longer than the visible length. Ignored during a drag (it owns the offset) and for a
  /// position that holds no item.
  ///
  /// - Returns: a `scrolled(to:)` effect if the offset changed.
  /// - Complexity: that of the layout's frames (O(1) for a ``ListLayout``).
  public mutating func reveal(itemAt path: ItemPath) -> [DragEffect] {
    guard !isDragging, path.section >= 0, path.section < layout.sectionCount, path.item >= 0,
      path.item < layout.itemCount(inSection: path.section)
    else { return [] }
    let axis = layout.axis
    var frame = layout.frame(ofItemAt: path, in: nil)
    if path.item == 0 {
      let top = layout.headerFrame(ofSection: path.section, in: nil).minAlong(axis)
      frame = Rect(
        origin: Point(along: top, across: frame.origin.across(axis), axis: axis),
        size: Size(
          along: frame.maxAlong(axis) - top, across: frame.size.across(axis), axis: axis))
    }
    return reveal(frame, in: nil)
  }
}

extension BoardSession {
  /// Scrolls the board just enough to show the lane of the card at `path` (committed board)
  /// and that lane just enough to show the card. Ignored during a drag (it owns the offsets)
  /// and for a position that holds no card.
  ///
  /// - Returns: the `scrolled(to:)` and `laneScrolled` effects of the offsets that changed.
  /// - Complexity: O(1).
  public mutating func reveal(cardAt path: ItemPath) -> [BoardEffect] {
    guard !isDragging, path.section >= 0, path.section < layout.laneCount, path.item >= 0,
      path.item < layout.cardCount(inLane: path.section, in: nil)
    else { return [] }
    var effects: [BoardEffect] = []
    reveal(path, into: &effects)
    return effects
  }

  /// Scrolls the board just enough to show the lane at `lane` (committed board). Ignored
  /// during a drag and for a lane out of range.
  ///
  /// - Returns: a `scrolled(to:)` effect if the board offset changed.
  /// - Complexity: O(1).
  public mutating func reveal(lane: Int) -> [BoardEffect] {
    guard !isDragging, lane >= 0, lane < layout.laneCount else { return [] }
    var effects: [BoardEffect] = []
    revealLane(lane, into: &effects)
    return effects
  }
}
