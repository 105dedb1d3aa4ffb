/// Accessibility actions of cards: each a whole keyboard drag in one step (pick up, move,
/// drop), listed exactly when it performs (see ``AccessibilityMoveAction`` for what each means
/// on a board). A selected card with others selected moves the whole selection as one block.
/// Actions are listed and performed only at rest: while a press waits, during a card or lane
/// drag, nothing is listed and every action is refused. Lanes have no accessibility actions.
extension BoardSession {
  /// How many cards the accessibility actions of the card at `path` (`[lane, card]`, committed
  /// board) move: the whole selection when the card is selected with at least one other, 1
  /// otherwise.
  ///
  /// - Complexity: O(log k) for k selected cards.
  public func accessibilityItemCount(forItemAt path: ItemPath) -> Int {
    selection.carriedCount(forItemAt: path)
  }

  /// The actions that move the card at `path` (`[lane, card]`, committed board), in menu
  /// order: up, down, top, bottom, then each other lane in order. Each listed action performs
  /// (``perform(_:onCardAt:policy:)`` moves what it says); the others are refused. Steps a
  /// pinned card or the policy would decline are left out, as is a block move whose drop would
  /// shift a pinned card; a pinned or unmovable card has none. Empty unless the session is idle.
  ///
  /// - Complexity: O(L) trial moves for L lanes, each on a copy of the session, plus O(p log k)
  ///   each for a block of k cards and p pinned cards.
  public func accessibilityActions<P: DragPolicy>(forCardAt path: ItemPath, policy: P)
    -> [AccessibilityMoveAction]
  {
    accessibilityMenu(forItemAt: path, sectionCount: layout.laneCount, policy: policy)
  }

  /// Performs `action` on the card at `path` (`[lane, card]`, committed board): the pick-up, the
  /// move and the drop of a keyboard drag, their effects in order. Performs exactly when
  /// ``accessibilityActions(forCardAt:policy:)`` lists `action`; otherwise it returns the
  /// pick-up's refusal (`refused(.notOverItem)` or `refused(.notMovable)`), the block drop's
  /// `declined(proposed:reason: .pinned)`, or nothing (a step declined, or the session not
  /// idle), and changes nothing.
  ///
  /// - Complexity: as a keyboard pick-up, one move and a drop.
  public mutating func perform<P: DragPolicy>(
    _ action: AccessibilityMoveAction, onCardAt path: ItemPath, policy: P
  ) -> [BoardEffect] {
    accessibilityPerform(action, onItemAt: path, policy: policy).effects
  }

  /// The card's own lane is not another lane (a keyboard `toSection` there means its end,
  /// which is `moveToBottom`).
  func declinesForAccessibility(_ action: AccessibilityMoveAction) -> Bool {
    cardBox.map { action == .moveToSection($0.drag.part.arrangement.lifted.section) } ?? false
  }
}
