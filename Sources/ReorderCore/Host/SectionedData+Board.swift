extension SectionedData {
  /// Applies one board effect, the lanes being the sections: a card's `moved` or `swapped`
  /// (positions `[lane, card]`) and a lane's `movedLane` (`moveSection(_:toSection:)`
  /// positions) change the data; every other effect (previews, scrolling, the ends of a drag)
  /// changes nothing. This is where a board host's lanes and cards are applied.
  ///
  /// - Returns: whether the data changed (false, and nothing changed, for positions that do not
  ///   fit the data).
  /// - Complexity: O(k) for the k cards of the lanes involved; O(lanes) for a lane move.
  @discardableResult
  public mutating func apply(_ effect: BoardEffect) -> Bool {
    switch effect {
    case .drag(let drag): return apply(drag)
    case .movedLane(let from, let to): return moveSection(from: from, to: to)
    default: return false
    }
  }
}
