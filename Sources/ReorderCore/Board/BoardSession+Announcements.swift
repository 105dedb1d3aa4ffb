/// Announcements of card and lane drags. A card's position is `[lane, card]`; a block counts
/// as one card in its lane's count. A lane is named by where the data source holds it.
extension BoardSession {
  /// Feeds one keyboard command: `pickUp` a card (a selected one lifts the whole selection),
  /// `move` the card or lane picked up (see ``moveLifted(_:policy:)``), `drop`, `cancel` (any
  /// drag, as ``cancelDrag()``). Each card step is announced with how many cards move; a move
  /// that changes nothing returns no effects and no announcement (a host that words it asks
  /// ``announcement(_:)`` for ``Announcement/Kind/declined(_:)``); a refused pick-up of a
  /// pinned or unmovable card is announced as ``Announcement/Kind/notMovable``.
  ///
  /// - Complexity: as the command's own call.
  public mutating func command<P: DragPolicy>(_ command: KeyboardCommand, policy: P)
    -> BoardKeyboardOutcome
  {
    guard isDraggingLane, isKeyboardDrag else { return keyboardCommand(command, policy: policy) }
    let outcome = keyboardCommand(command, policy: policy)
    if case .move = command, outcome.effects.isEmpty, let la = arrangement?.laneArrangement {
      // A step that moved nothing: at an edge, or held back by a pinned lane.
      return BoardKeyboardOutcome(announcement: laneAnnouncement(.declined(.atEdge), at: la.slot))
    }
    return BoardKeyboardOutcome(
      effects: outcome.effects, announcement: laneAnnouncement(after: outcome.effects))
  }

  /// Picks up the lane at `lane` for a keyboard drag (see ``pickUpLane(_:policy:)``), with its
  /// announcement: "Picked up lane …", or "Lane … cannot be moved" for a pinned lane or one
  /// the policy will not move.
  ///
  /// - Complexity: as ``pickUpLane(_:policy:)``.
  public mutating func pickUpLaneAnnounced<P: DragPolicy>(_ lane: Int, policy: P)
    -> BoardKeyboardOutcome
  {
    let effects = pickUpLane(lane, policy: policy)
    if effects == [.drag(.refused(.notMovable))] {
      return BoardKeyboardOutcome(
        effects: effects, announcement: laneAnnouncement(.notMovable, at: lane))
    }
    return BoardKeyboardOutcome(effects: effects, announcement: laneAnnouncement(after: effects))
  }

  /// The announcement a lane drag's effects stand for, the last one that says something: a
  /// pick-up (`willMoveLane`), a step (`laneTargetChanged`, or a live drag's `movedLane`), a
  /// drop (`laneEnded`) or a cancel (`laneCancelled`); nil when none of them is among
  /// `effects`. For hosts that announce pointer lane drags too (keyboard commands carry theirs).
  /// Call it with the effects just returned: the lane is named from the data as the data
  /// source holds it after them.
  ///
  /// - Complexity: O(e) for e effects.
  public func laneAnnouncement(after effects: [BoardEffect]) -> Announcement? {
    var result: Announcement?
    for effect in effects {
      let kind: Announcement.Kind
      let index: Int
      switch effect {
      case .willMoveLane(let l): (kind, index) = (.pickedUp, l)
      case .laneTargetChanged(let l): (kind, index) = (.moved, l)
      case .movedLane(_, let to) where isDraggingLane: (kind, index) = (.moved, to)
      case .laneEnded(let l): (kind, index) = (.dropped, l)
      case .laneCancelled(let l): (kind, index) = (.cancelled, l)
      default: continue
      }
      result = laneAnnouncement(kind, at: index)
    }
    return result
  }

  /// The announcement of `kind` about the lane standing at `index` (current lanes), named from
  /// the data source's lanes: where a lane drag in progress has it there, else at `index`.
  ///
  /// - Complexity: O(1).
  func laneAnnouncement(_ kind: Announcement.Kind, at index: Int) -> Announcement {
    Announcement(
      laneKind: kind, index: index, count: layout.laneCount,
      dataIndex: dataSourceLaneIndex ?? index)
  }

  /// Performs a card's accessibility action (see ``perform(_:onCardAt:policy:)``), announced
  /// as ``Announcement/Kind/moved`` at the card's final position with how many cards moved; a
  /// refused pick-up is announced as the keyboard's is; an action that did not perform is not
  /// announced.
  ///
  /// - Complexity: as ``perform(_:onCardAt:policy:)``.
  public mutating func performAnnounced<P: DragPolicy>(
    _ action: AccessibilityMoveAction, onCardAt path: ItemPath, policy: P
  ) -> BoardKeyboardOutcome {
    accessibilityPerform(action, onItemAt: path, policy: policy)
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
    duringAnnouncement(kind)
  }

  /// The announcement of a card drag's end among `effects` (data after them):
  /// ``Announcement/Kind/dropped`` at the `ended` position or ``Announcement/Kind/cancelled``
  /// at the `cancelled` one, about `itemCount` cards; nil when they do not end a card drag.
  ///
  /// - Complexity: O(e) for e effects.
  public func endAnnouncement(in effects: [BoardEffect], itemCount: Int) -> Announcement? {
    endingAnnouncement(.dropped, in: effects, itemCount: itemCount)
  }
}

/// The board's answers to the keyboard's one command flow (`Kernel/Keyboard.swift`): a block
/// counts once, the announced position is the slot (the lifted card in exchange mode), a
/// declined move is not announced, and lane drags are not announced at all.
extension BoardSession: KeyboardSurface {
  static var announcer: Announcer { .cards }
  static var announcesDeclined: Bool { false }

  var announcedDrag: AnnouncedDrag? {
    guard let d = cardBox?.drag else { return nil }
    let a = d.part.arrangement
    return AnnouncedDrag(arrangement: a, position: a.slot, facts: d.facts)
  }

  mutating func keyboardPickUp<P: DragPolicy>(_ path: ItemPath, policy: P) -> [BoardEffect] {
    pickUpCard(path, policy: policy)
  }

  mutating func keyboardStep<P: DragPolicy>(_ move: KeyboardMove, policy: P)
    -> (effects: [BoardEffect], declined: DeclineReason?)
  {
    let effects = moveLifted(move, policy: policy)
    return (effects, effects.isEmpty ? .atEdge : nil)
  }

  mutating func keyboardDrop<P: DragPolicy>(policy: P) -> [BoardEffect] {
    dropLifted(policy: policy)
  }

  mutating func keyboardCancel() -> [BoardEffect] { cancelDrag() }
}
