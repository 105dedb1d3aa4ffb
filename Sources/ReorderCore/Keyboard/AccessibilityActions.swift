/// A move a screen reader offers on an item (VoiceOver's custom actions). Each performs a whole
/// drag in one step: pick up, move, drop.
public enum AccessibilityMoveAction: Sendable, Hashable {
  /// One position earlier in data order (into the previous section from its first position).
  case moveUp
  /// One position later in data order (into the next section from its last position).
  case moveDown
  /// The first position of the item's section.
  case moveToTop
  /// The last position of the item's section.
  case moveToBottom
  /// Section `section`: its end if it comes before the item's section, its start if after.
  case moveToSection(Int)

  /// The keyboard move this action performs.
  public var keyboardMove: KeyboardMove {
    switch self {
    case .moveUp: return .previous
    case .moveDown: return .next
    case .moveToTop: return .toSectionStart
    case .moveToBottom: return .toSectionEnd
    case .moveToSection(let s): return .toSection(s)
    }
  }
}

extension DragSession {
  /// The actions that would move the item at `path` (committed data), in menu order: up, down,
  /// top, bottom, then each other section in order. Actions the item's pinned neighbours or the
  /// policy would decline are left out; a pinned or unmovable item has none. Empty while a drag
  /// is in progress.
  ///
  /// - Complexity: O(S · (log n + log p)) for S sections (each action is tried on a copy).
  public func accessibilityActions<P: DragPolicy>(forItemAt path: ItemPath, policy: P)
    -> [AccessibilityMoveAction]
  {
    guard case .idle = state, isValidItem(path) else { return [] }
    var candidates: [AccessibilityMoveAction] = [.moveUp, .moveDown, .moveToTop, .moveToBottom]
    for s in 0..<layout.sectionCount where s != path.section {
      candidates.append(.moveToSection(s))
    }
    var actions = [AccessibilityMoveAction]()
    for action in candidates {
      var trial = self
      guard trial.pickUp(path, policy: policy).effects.first == .willMove(at: path) else {
        return []
      }
      if trial.moveLifted(action.keyboardMove, policy: policy).announcement?.kind == .moved {
        actions.append(action)
      }
    }
    return actions
  }

  /// The actions for the item at `path` with the default policy.
  public func accessibilityActions(forItemAt path: ItemPath) -> [AccessibilityMoveAction] {
    accessibilityActions(forItemAt: path, policy: DefaultDragPolicy())
  }

  /// Performs `action` on the item at `path` (committed data): pick-up, move and drop, with the
  /// same effects a keyboard drag would give, in order. A declined action changes nothing: it
  /// returns the announcement of why and, when a pinned item or the policy declined it, the
  /// ``DragEffect/declined(proposed:reason:)`` effect (no pick-up or drop effects).
  ///
  /// The announcement of a performed action is ``Announcement/Kind/moved`` at the item's final
  /// position (data after every effect).
  ///
  /// - Complexity: as a keyboard pick-up, one move and a drop.
  public mutating func perform<P: DragPolicy>(
    _ action: AccessibilityMoveAction, onItemAt path: ItemPath, policy: P
  ) -> KeyboardOutcome {
    guard case .idle = state else { return KeyboardOutcome() }
    var trial = self
    let picked = trial.pickUp(path, policy: policy)
    guard trial.isKeyboardDrag else { return picked }
    let moved = trial.moveLifted(action.keyboardMove, policy: policy)
    guard moved.announcement?.kind == .moved else {
      // Declined: only the declined step (when a pinned item or the policy said no).
      return KeyboardOutcome(effects: moved.effects, announcement: moved.announcement)
    }
    self = trial
    let dropped = dropLifted(policy: policy)
    var announcement = dropped.announcement
    announcement?.kind = .moved
    return KeyboardOutcome(
      effects: picked.effects + moved.effects + dropped.effects, announcement: announcement)
  }

  /// Performs `action` with the default policy.
  public mutating func perform(_ action: AccessibilityMoveAction, onItemAt path: ItemPath)
    -> KeyboardOutcome
  {
    perform(action, onItemAt: path, policy: DefaultDragPolicy())
  }
}
