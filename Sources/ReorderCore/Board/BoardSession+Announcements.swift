/// What a keyboard command or an accessibility action did on a board: the effects and what to
/// announce.
public struct BoardKeyboardOutcome: Sendable, Equatable {
  /// The effects, in order (positions as ``BoardEffect`` documents them).
  public var effects: [BoardEffect]
  /// What to announce, if anything (turn it into text with ``AnnouncementTexts``).
  public var announcement: Announcement?

  /// Creates an outcome.
  public init(effects: [BoardEffect] = [], announcement: Announcement? = nil) {
    self.effects = effects
    self.announcement = announcement
  }
}

/// Announcements of card drags (lane drags are not announced: a host words them itself). A
/// card's position is `[lane, card]`; a block counts as one card in its lane's count.
extension BoardSession {
  /// Feeds one keyboard command: `pickUp` a card (a selected one lifts the whole selection),
  /// `move` the card or lane picked up (see ``moveLifted(_:policy:)``), `drop`, `cancel` (any
  /// drag, as ``cancelDrag()``). Each card step is announced with how many cards move; a move
  /// that changes nothing returns no effects and no announcement (a host that words it asks
  /// ``announcement(_:)`` for ``Announcement/Kind/declined(_:)``); a refused pick-up of a
  /// pinned or unmovable card is announced as ``Announcement/Kind/notMovable``.
  ///
  /// - Complexity: as the command's own call.
  public mutating func command<P: BoardPolicy>(_ command: KeyboardCommand, policy: P)
    -> BoardKeyboardOutcome
  {
    let moving = liftedBlockPaths?.count ?? 1
    let effects: [BoardEffect]
    let kind: Announcement.Kind
    switch command {
    case .pickUp(let path):
      effects = pickUpCard(path, policy: policy)
      if let refusal = notMovableOutcome(effects, at: path) { return refusal }
      kind = .pickedUp
    case .move(let move):
      effects = moveLifted(move, policy: policy)
      kind = .moved
    case .drop:
      effects = dropLifted(policy: policy)
      kind = .dropped
    case .cancel:
      effects = cancelDrag()
      kind = .cancelled
    }
    return BoardKeyboardOutcome(
      effects: effects, announcement: cardAnnouncement(kind, effects, itemCount: moving))
  }

  /// Performs a card's accessibility action (see ``perform(_:onCardAt:policy:)``), announced
  /// as ``Announcement/Kind/moved`` at the card's final position with how many cards moved; a
  /// refused pick-up is announced as the keyboard's is; an action that did not perform is not
  /// announced.
  ///
  /// - Complexity: as ``perform(_:onCardAt:policy:)``.
  public mutating func performAnnounced<P: BoardPolicy>(
    _ action: AccessibilityMoveAction, onCardAt path: ItemPath, policy: P
  ) -> BoardKeyboardOutcome {
    let moving = accessibilityItemCount(forItemAt: path)
    let effects = perform(action, onCardAt: path, policy: policy)
    if let refusal = notMovableOutcome(effects, at: path) { return refusal }
    guard effects.contains(where: { if case .drag(.ended) = $0 { true } else { false } }) else {
      return BoardKeyboardOutcome(effects: effects)
    }
    return BoardKeyboardOutcome(
      effects: effects, announcement: cardAnnouncement(.moved, effects, itemCount: moving))
  }

  /// The keyboard's selection command on the focused card at `path` (committed board): toggles
  /// it (see ``toggleSelection(at:policy:)``), announced as selected or deselected with how
  /// many cards are selected now, or as not movable for a pinned card or the policy's refusal.
  public mutating func toggleSelectionOfFocused<P: DragPolicy>(at path: ItemPath, policy: P)
    -> BoardKeyboardOutcome
  {
    let change = toggleSelection(at: path, policy: policy)
    return BoardKeyboardOutcome(announcement: selectionAnnouncement(change, focused: path))
  }

  /// The announcement of a pointer-style selection change (see
  /// ``select(atViewportPoint:time:policy:)``): selected or deselected at the card's position
  /// (committed board), with how many are selected now; nil for no change or a refusal.
  public func announcement(for change: SelectionChange) -> Announcement? {
    selectionAnnouncement(change, focused: nil)
  }

  /// The announcement of `kind` for the card drag in progress (keyboard or pointer), at the
  /// card's slot (the block's first card; in exchange mode the lifted card), current board; nil
  /// when no card is dragged.
  ///
  /// - Complexity: O(1); O(log k) with a block of k cards.
  public func announcement(_ kind: Announcement.Kind) -> Announcement? {
    guard stage == .card else { return nil }
    let a = drag.cards
    return Announcer.cards.during(
      kind, a, at: a.slot, committedCount: layout.cardCount(inLane: a.slot.section),
      facts: drag.cardFacts)
  }

  /// The announcement of a card drag's end among `effects` (data after them):
  /// ``Announcement/Kind/dropped`` at the `ended` position or ``Announcement/Kind/cancelled``
  /// at the `cancelled` one, about `itemCount` cards; nil when they do not end a card drag.
  ///
  /// - Complexity: O(e) for e effects.
  public func endAnnouncement(in effects: [BoardEffect], itemCount: Int) -> Announcement? {
    Announcer.ending(.dropped, in: effects.lazy.compactMap { $0.dragEffect }, itemCount: itemCount)
    {
      layout.cardCount(inLane: $0)
    }
  }

  /// A pick-up refused because the card at `path` cannot move, announced as such; nil for any
  /// other effects.
  func notMovableOutcome(_ effects: [BoardEffect], at path: ItemPath) -> BoardKeyboardOutcome? {
    guard effects == [.drag(.refused(.notMovable))] else { return nil }
    return BoardKeyboardOutcome(
      effects: effects,
      announcement: Announcement(
        kind: .notMovable, position: path, count: layout.cardCount(inLane: path.section),
        dataPath: path))
  }

  /// The announcement of a keyboard card step that produced `effects`: where the card (or the
  /// block's first card) stands and how many move; nil when nothing a card did happened.
  func cardAnnouncement(_ kind: Announcement.Kind, _ effects: [BoardEffect], itemCount: Int)
    -> Announcement?
  {
    guard !effects.isEmpty, !isDraggingLane else { return nil }
    if let a = announcement(kind) {
      for case .drag(.cancelled) in effects { return announcement(.cancelled) }
      return a
    }
    let dragEffects = effects.lazy.compactMap { $0.dragEffect }
    return Announcer.ending(kind, in: dragEffects, itemCount: itemCount) {
      layout.cardCount(inLane: $0)
    }
  }
}

extension BoardEffect {
  /// The drag effect inside, if it is one.
  var dragEffect: DragEffect? {
    if case .drag(let e) = self { return e }
    return nil
  }
}
