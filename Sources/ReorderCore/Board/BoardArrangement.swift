/// How the lanes stand while one lane is dragged: the committed lanes with the lane at `lifted`
/// taken out and re-inserted at `slot`, as `UITableView.moveSection(_:toSection:)` has them.
///
/// - `lifted` is a lane index in the committed board (before removal).
/// - `slot` is the lane index the dragged lane has now, after re-insertion.
public struct LaneArrangement: Sendable, Equatable {
  /// Creates a lane arrangement: the lane at committed index `lifted` stands at `slot`.
  @inlinable
  public init(lifted: Int, slot: Int) {
    (self.lifted, self.slot) = (lifted, slot)
  }

  /// Where the dragged lane was in the committed board (before removal).
  public var lifted: Int
  /// Where the dragged lane is now (current lanes, after re-insertion).
  public var slot: Int

  /// Maps a current lane index to the committed index of the lane there. The slot maps to
  /// `lifted`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func committedLane(forCurrent lane: Int) -> Int {
    Self.index(lane, movedFrom: slot, to: lifted)
  }

  /// Maps a committed lane index to where that lane stands now. `lifted` maps to the slot.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func currentLane(forCommitted lane: Int) -> Int {
    Self.index(lane, movedFrom: lifted, to: slot)
  }

  /// Where index `index` stands once the element at `from` is taken out and re-inserted at
  /// `to` (indexes before the move in, after it out); `from` maps to `to`. Both maps of a lane
  /// arrangement are this move, one way or back.
  ///
  /// - Complexity: O(1).
  @inlinable
  static func index(_ index: Int, movedFrom from: Int, to: Int) -> Int {
    if index == from { return to }
    var i = index
    if i > from { i -= 1 }
    if i >= to { i += 1 }
    return i
  }
}

/// A drag's effect on a board's positions: a card lifted out of its lane and re-inserted (an
/// ``Arrangement`` whose sections are lanes), or a whole lane lifted and re-inserted.
public enum BoardArrangement: Sendable, Equatable {
  /// A card drag: positions are `[lane, card]`; lanes stay where they are.
  case cards(Arrangement)
  /// A lane drag: cards stay in their lanes; lanes move.
  case lanes(LaneArrangement)

  /// The card arrangement, if this is a card drag.
  @inlinable
  public var cardArrangement: Arrangement? {
    if case .cards(let a) = self { return a }
    return nil
  }

  /// The lane arrangement, if this is a lane drag.
  @inlinable
  public var laneArrangement: LaneArrangement? {
    if case .lanes(let a) = self { return a }
    return nil
  }
}

/// What lies under a point of a board (see ``BoardLayout/hitTest(_:in:)``).
public enum BoardHit: Sendable, Equatable {
  /// A card, by its position `[lane, card]` in the current data.
  case card(ItemPath)
  /// The dragged card's own gap (its slot).
  case gap(ItemPath)
  /// A lane's header (current lane index).
  case header(Int)
  /// A lane's body below its last card (or anywhere in an empty lane's body).
  case laneEnd(Int)
  /// The spacing between two lanes, or outside every lane along the board's axis.
  case nothing
}
