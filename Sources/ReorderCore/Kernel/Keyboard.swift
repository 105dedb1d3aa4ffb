/// The keyboard's one command flow, for every engine (the list and grid session, the board
/// session): a command or an accessibility action runs the engine's own step (pick up, move,
/// drop, cancel), and what to announce follows from what the step did, the same way for all.
///
/// An engine answers only what differs (``KeyboardSurface``): its steps, where its announced
/// position stands, how it counts a block (``Announcer``), and whether a declined move is
/// announced (lists and grids: yes; boards: no, a host words it itself).
protocol KeyboardSurface: SelectionOwner {
  /// The engine's effect (``DragEffect`` or one that wraps it).
  associatedtype Effect: KeyboardEffect

  /// How announcements count a block: ``Announcer/items`` or ``Announcer/cards``.
  static var announcer: Announcer { get }
  /// Whether a declined move is announced (as ``Announcement/Kind/declined(_:)``).
  static var announcesDeclined: Bool { get }

  /// The item drag in progress as announcements see it: its arrangement, the announced
  /// position (current data) and its facts; nil when no item is dragged (a board's lane drag
  /// included).
  var announcedDrag: AnnouncedDrag? { get }
  /// Whether a keyboard (or accessibility) drag is in progress.
  var isKeyboardDrag: Bool { get }

  /// Picks up the item at `path` (committed data) for a keyboard drag: its effects, exactly
  /// `[refused(.notMovable)]` for a pinned or unmovable item.
  mutating func keyboardPickUp<P: DragPolicy>(_ path: ItemPath, policy: P) -> [Effect]
  /// One keyboard move: its effects, and why nothing moved (nil when it moved).
  mutating func keyboardStep<P: DragPolicy>(_ move: KeyboardMove, policy: P)
    -> (effects: [Effect], declined: DeclineReason?)
  /// Drops the keyboard drag where it stands (no effects without one).
  mutating func keyboardDrop<P: DragPolicy>(policy: P) -> [Effect]
  /// Cancels the drag in progress, keyboard or pointer.
  mutating func keyboardCancel() -> [Effect]
  /// Whether an accessibility action is declined before its keyboard move (an edge); default:
  /// never.
  func declinesForAccessibility(_ action: AccessibilityMoveAction) -> Bool
}

/// An effect that may carry a ``DragEffect`` (the announcements read those).
protocol KeyboardEffect: Sendable, Equatable {
  /// The drag effect inside, if it is one.
  var dragEffect: DragEffect? { get }
  /// The effect that carries `effect`.
  init(drag effect: DragEffect)
}

extension KeyboardSurface {
  func declinesForAccessibility(_ action: AccessibilityMoveAction) -> Bool { false }

  /// The announcement of `kind` for the item drag in progress; nil when none.
  ///
  /// - Complexity: O(1); O(log k) with a block of k items.
  func duringAnnouncement(_ kind: Announcement.Kind) -> Announcement? {
    announcedDrag.map {
      Self.announcer.during(
        kind, $0, committedCount: committedCount(inSection: $0.position.section))
    }
  }

  /// The announcement of a drag's end among `effects` (see ``Announcer/ending(_:in:itemCount:count:)``).
  ///
  /// - Complexity: O(e) for e effects.
  func endingAnnouncement(_ kind: Announcement.Kind, in effects: [Effect], itemCount: Int)
    -> Announcement?
  {
    Announcer.ending(kind, in: effects.lazy.compactMap { $0.dragEffect }, itemCount: itemCount) {
      committedCount(inSection: $0)
    }
  }

  /// What to announce after a step that produced `effects`: `kind` where the drag stands if it
  /// goes on (`cancelled` if they cancel it), else its end; nil for no effects.
  func announcement(after kind: Announcement.Kind, _ effects: [Effect], itemCount: Int)
    -> Announcement?
  {
    guard !effects.isEmpty else { return nil }
    guard announcedDrag != nil else {
      return endingAnnouncement(kind, in: effects, itemCount: itemCount)
    }
    let cancelled = effects.contains { if case .cancelled? = $0.dragEffect { true } else { false } }
    return duringAnnouncement(cancelled ? .cancelled : kind)
  }

  /// A declined move's announcement where the drag stands, when the engine announces those.
  func declinedAnnouncement(_ reason: DeclineReason) -> Announcement? {
    Self.announcesDeclined ? duringAnnouncement(.declined(reason)) : nil
  }

  /// The keyboard command flow: the step, then its announcement. A pick-up refused for a
  /// pinned or unmovable item is announced as ``Announcement/Kind/notMovable``.
  ///
  /// - Complexity: as the step.
  mutating func keyboardCommand<P: DragPolicy>(_ command: KeyboardCommand, policy: P)
    -> KeyboardOutcomeOf<Effect>
  {
    let moving = announcedDrag?.arrangement.itemCount ?? 1
    let effects: [Effect]
    let kind: Announcement.Kind
    switch command {
    case .pickUp(let path):
      effects = keyboardPickUp(path, policy: policy)
      return KeyboardOutcomeOf(
        effects: effects, announcement: pickUpAnnouncement(effects, at: path))
    case .move(let move):
      let step = keyboardStep(move, policy: policy)
      if let reason = step.declined {
        return KeyboardOutcomeOf(effects: step.effects, announcement: declinedAnnouncement(reason))
      }
      (effects, kind) = (step.effects, .moved)
    case .drop: (effects, kind) = (keyboardDrop(policy: policy), .dropped)
    case .cancel: (effects, kind) = (keyboardCancel(), .cancelled)
    }
    return KeyboardOutcomeOf(
      effects: effects, announcement: announcement(after: kind, effects, itemCount: moving))
  }

  /// A pick-up's announcement: `notMovable` at `path` for its refusal, `pickedUp` otherwise.
  func pickUpAnnouncement(_ effects: [Effect], at path: ItemPath) -> Announcement? {
    guard effects == [Effect(drag: .refused(.notMovable))] else {
      return announcement(after: .pickedUp, effects, itemCount: 1)
    }
    return Announcement(
      kind: .notMovable, position: path, count: committedCount(inSection: path.section),
      dataPath: path)
  }

  // MARK: Accessibility actions

  /// The actions that perform on the item at `path` (committed data), in menu order, for an
  /// engine of `sectionCount` sections; empty unless at rest.
  ///
  /// - Complexity: O(S) trial moves for S sections, each on a copy of the engine.
  func accessibilityMenu<P: DragPolicy>(
    forItemAt path: ItemPath, sectionCount: Int, policy: P
  ) -> [AccessibilityMoveAction] {
    guard isAtRest, isItem(path), case .lifted(let lifted, _) = accessibilityLift(path, policy)
    else { return [] }
    var actions = [AccessibilityMoveAction]()
    for action in AccessibilityMoveAction.menu(sectionCount: sectionCount, from: path) {
      var trial = lifted
      if case .moved = trial.accessibilityMove(action, policy: policy) {
        actions.append(action)
      }
    }
    return actions
  }

  /// Performs `action` on the item at `path` (committed data): pick-up, move and drop, their
  /// effects in order, announced as ``Announcement/Kind/moved`` where the item ends. Refused
  /// (nothing changes): the pick-up's refusal, or the declined step and its announcement when
  /// the engine announces those; nothing unless at rest.
  ///
  /// - Complexity: as a keyboard pick-up, one move and a drop.
  mutating func accessibilityPerform<P: DragPolicy>(
    _ action: AccessibilityMoveAction, onItemAt path: ItemPath, policy: P
  ) -> KeyboardOutcomeOf<Effect> {
    guard isAtRest else { return KeyboardOutcomeOf() }
    let lift = accessibilityLift(path, policy)
    guard case .lifted(var trial, let picked) = lift else {
      if case .refused(let refusal) = lift { return refusal }
      return KeyboardOutcomeOf()
    }
    let moving = trial.announcedDrag?.arrangement.itemCount ?? 1
    let moved = trial.accessibilityMove(action, policy: policy)
    guard case .moved(let step) = moved else {
      if case .refused(let refusal) = moved { return refusal }
      return KeyboardOutcomeOf()
    }
    self = trial
    let dropped = keyboardDrop(policy: policy)
    return KeyboardOutcomeOf(
      effects: picked + step + dropped,
      announcement: endingAnnouncement(.moved, in: dropped, itemCount: moving))
  }

  /// A copy of the engine with the item at `path` picked up as the keyboard picks it up (the
  /// block, for a selected item with others selected), or the refused pick-up's result.
  func accessibilityLift<P: DragPolicy>(_ path: ItemPath, _ policy: P) -> AccessibilityTrial<
    Self
  > {
    var trial = self
    let picked = trial.keyboardPickUp(path, policy: policy)
    guard trial.isKeyboardDrag, trial.announcedDrag != nil else {
      return .refused(
        KeyboardOutcomeOf(effects: picked, announcement: pickUpAnnouncement(picked, at: path)))
    }
    return .lifted(trial, picked)
  }

  /// Moves the lifted item (or block) as `action` says and checks that its drop there
  /// performs; otherwise `.refused` with the declined step (an edge, a pinned item, the
  /// policy; a block whose drop would shift a pinned item), the engine left mid-drag.
  ///
  /// - Complexity: one keyboard move, plus O(p log k) for a block.
  mutating func accessibilityMove<P: DragPolicy>(_ action: AccessibilityMoveAction, policy: P)
    -> AccessibilityTrial<Self>
  {
    let before = duringAnnouncement(.pickedUp)
    if declinesForAccessibility(action) {
      return .refused(KeyboardOutcomeOf(announcement: declinedAnnouncement(.atEdge)))
    }
    let step = keyboardStep(action.keyboardMove, policy: policy)
    if let reason = step.declined {
      return .refused(
        KeyboardOutcomeOf(effects: step.effects, announcement: declinedAnnouncement(reason)))
    }
    if let a = announcedDrag?.arrangement, let block = a.block,
      block.dropMovesPinned(to: a.slot, selectionPinned)
    {
      var announcement = Self.announcesDeclined ? before : nil
      announcement?.kind = .declined(.pinned)
      return .refused(
        KeyboardOutcomeOf(
          effects: [Effect(drag: .declined(proposed: a.slot, reason: .pinned))],
          announcement: announcement))
    }
    return .moved(step.effects)
  }
}

/// What an accessibility trial came to.
enum AccessibilityTrial<Surface: KeyboardSurface> {
  /// Picked up, on a copy: the copy and the pick-up's effects.
  case lifted(Surface, [Surface.Effect])
  /// Moved, in place: the move's effects; the drop performs the action.
  case moved([Surface.Effect])
  /// Refused: what to return (no change).
  case refused(KeyboardOutcomeOf<Surface.Effect>)
}

extension DragEffect: KeyboardEffect {
  var dragEffect: DragEffect? { self }
  init(drag effect: DragEffect) { self = effect }
}

extension BoardEffect: KeyboardEffect {
  var dragEffect: DragEffect? {
    if case .drag(let e) = self { return e }
    return nil
  }
  init(drag effect: DragEffect) { self = .drag(effect) }
}
