/// What the host changes itself: the user scrolling the board or a lane, the viewport resized.
/// Every offset stays within its bounds as the data stands now (a lane holding the dragged card
/// counts it).
extension BoardSession {
  /// Scrolls the board to `offset` (along its axis), pulled into its bounds (NaN counts as 0);
  /// returns whether it changed. During a drag the target follows at the next event (a tick
  /// included).
  @discardableResult
  public mutating func setBoardOffset(_ offset: Double) -> Bool {
    noteHostMove(layout.setBoardOffset(offset))
  }

  /// Remembers that the content moved under the pointer of a drag in progress.
  mutating func noteHostMove(_ changed: Bool) -> Bool {
    if changed && isDragging { hostMoved = true }
    return changed
  }

  /// Scrolls the lane at `lane` (current index; a lane being dragged keeps its own offset) to
  /// `offset` (lane positions), pulled into its bounds (NaN counts as 0); returns whether it
  /// changed. A lane out of range is ignored.
  @discardableResult
  public mutating func setLaneOffset(_ offset: Double, ofLane lane: Int) -> Bool {
    guard lane >= 0, lane < layout.laneCount else { return false }
    switch arrangement {
    case .cards(let a)?:
      return noteHostMove(layout.setLaneOffset(offset, ofLane: lane, in: a))
    case .lanes(let la)?:
      return layout.setLaneOffset(offset, ofLane: la.committedLane(forCurrent: lane), in: nil)
    case nil:
      return layout.setLaneOffset(offset, ofLane: lane, in: nil)
    }
  }

  /// Changes the viewport's size and pulls every offset back into its bounds (during a drag the
  /// target follows at the next event, a tick included); returns the scroll effects (a board `scrolled(to:)`, a `laneScrolled` per lane that moved, lanes by
  /// current index).
  ///
  /// - Complexity: O(lanes).
  public mutating func setViewportSize(_ size: Size) -> [BoardEffect] {
    let before = layout.laneOffsets
    let board = layout.boardOffset
    layout.setViewportSize(size)
    var effects = [BoardEffect]()
    if layout.boardOffset != board {
      effects.append(
        .drag(.scrolled(to: Point(along: layout.boardOffset, across: 0, axis: layout.axis))))
    }
    let cards = arrangement?.cardArrangement
    let la = arrangement?.laneArrangement
    for lane in 0..<layout.laneCount {
      let c = la?.committedLane(forCurrent: lane) ?? lane
      // Bounds as the data stands now: a lane holding the dragged card counts it.
      let bounds = layout.laneOffsetBounds(c, in: cards)
      layout.laneOffsets[c] = min(bounds.max, max(bounds.min, before[c]))
      if layout.laneOffsets[c] != before[c] {
        effects.append(.laneScrolled(lane: lane, offset: layout.laneOffsets[c]))
      }
    }
    hostMoved = isDragging
    return effects
  }
}
