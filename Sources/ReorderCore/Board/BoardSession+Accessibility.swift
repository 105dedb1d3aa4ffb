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
  public func accessibilityActions<P: BoardPolicy>(forCardAt path: ItemPath, policy: P)
    -> [AccessibilityMoveAction]
  {
    guard stage == .idle, isValidCard(path), let lifted = liftForAccessibility(path, policy: policy)
    else { return [] }
    var actions = [AccessibilityMoveAction]()
    for action in AccessibilityMoveAction.menu(sectionCount: layout.laneCount, from: path) {
      var trial = lifted.session
      if case .moved = trial.moveForAccessibility(action, policy: policy) {
        actions.append(action)
      }
    }
    return actions
  }

  /// Performs `action` on the card at `path` (`[lane, card]`, committed board): the pick-up, the
  /// move and the drop of a keyboard drag, their effects in order. Performs exactly when
  /// ``accessibilityActions(forCardAt:policy:)`` lists `action`; otherwise it returns the
  /// pick-up's refusal (`refused(.notOverItem)` or `refused(.notMovable)`), the block drop's
  /// `declined(proposed:reason: .pinned)`, or nothing (a step declined, or the session not
  /// idle), and changes nothing.
  ///
  /// - Complexity: as a keyboard pick-up, one move and a drop.
  public mutating func perform<P: BoardPolicy>(
    _ action: AccessibilityMoveAction, onCardAt path: ItemPath, policy: P
  ) -> [BoardEffect] {
    guard stage == .idle else { return [] }
    guard isValidCard(path) else { return [.drag(.refused(.notOverItem))] }
    guard let trial = liftForAccessibility(path, policy: policy) else {
      return [.drag(.refused(.notMovable))]
    }
    var session = trial.session
    switch session.moveForAccessibility(action, policy: policy) {
    case .moved(let moved):
      self = session
      return trial.picked + moved + dropLifted(policy: policy)
    case .dropDeclined(let slot):
      return [.drag(.declined(proposed: slot, reason: .pinned))]
    case .stepDeclined:
      return []
    }
  }

  /// What an accessibility move on a trial came to.
  enum AccessibilityStep {
    /// Moved: the move's effects; the drop performs the action.
    case moved([BoardEffect])
    /// The keyboard step was declined (an edge, a pinned card, the policy).
    case stepDeclined
    /// The block could move there, but its drop at this slot would shift a pinned card.
    case dropDeclined(ItemPath)
  }

  /// A copy of the session with the card at `path` picked up as the keyboard picks it up (the
  /// block, for a selected card with others selected), and the pick-up's effects; nil when it
  /// cannot be picked up.
  func liftForAccessibility<P: BoardPolicy>(_ path: ItemPath, policy: P)
    -> (session: BoardSession, picked: [BoardEffect])?
  {
    var trial = self
    let picked = trial.pickUpCard(path, policy: policy)
    guard trial.stage == .card, trial.isKeyboardDrag else { return nil }
    return (trial, picked)
  }

  /// Moves the lifted card (or block) of a keyboard drag as `action` says, and checks that its
  /// drop there performs (the session is left mid-drag either way).
  ///
  /// - Complexity: one keyboard move, plus O(p log k) for a block.
  mutating func moveForAccessibility<P: BoardPolicy>(
    _ action: AccessibilityMoveAction, policy: P
  ) -> AccessibilityStep {
    // The card's own lane is not another lane (a keyboard `toSection` there means its end,
    // which is `moveToBottom`).
    if case .moveToSection(let lane) = action, lane == drag.cards.lifted.section {
      return .stepDeclined
    }
    let effects = moveLifted(action.keyboardMove, policy: policy)
    guard !effects.isEmpty else { return .stepDeclined }
    if let block = drag.cards.block, block.dropMovesPinned(to: drag.cards.slot, pinnedCards) {
      return .dropDeclined(drag.cards.slot)
    }
    return .moved(effects)
  }
}
