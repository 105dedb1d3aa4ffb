/// A move a screen reader offers on an item (VoiceOver's custom actions). Each performs a whole
/// drag in one step: pick up, move, drop.
///
/// **One truth.** What is listed is what performing does: an item's list holds exactly the
/// actions that perform (each one moves what its name says), and an action that is not listed
/// is refused and changes nothing. A selected item, with at least one other selected, moves the
/// whole selection as one block (as a drag that begins on it does): its actions are the moves of
/// that block, with the block's first item where the action says.
///
/// **States.** Actions are listed and performed only at rest (in a grid, editing mode at rest
/// counts as rest). While a press waits to become a drag (a pointer down not yet activated),
/// during any drag (pointer, keyboard, a grid's interactive movement) and while a grid's corner
/// button is held, nothing is listed and every action is refused: the user's own gesture goes
/// on untouched.
///
/// On a board, `moveUp`/`moveDown` step within the card's lane (they do not leave it),
/// `moveToTop`/`moveToBottom` go to the lane's first and last slot, and `moveToSection(l)` to
/// lane `l`'s end.
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

extension AccessibilityMoveAction {
  /// Every action an item at `path` could offer, in menu order: up, down, top, bottom, then each
  /// other of `sectionCount` sections in order.
  ///
  /// - Complexity: O(S) for S sections.
  static func menu(sectionCount: Int, from path: ItemPath) -> [AccessibilityMoveAction] {
    var actions: [AccessibilityMoveAction] = [.moveUp, .moveDown, .moveToTop, .moveToBottom]
    for s in 0..<max(0, sectionCount) where s != path.section {
      actions.append(.moveToSection(s))
    }
    return actions
  }
}

extension DragSession {
  /// How many items the accessibility actions of the item at `path` (committed data) move: the
  /// whole selection when the item is selected with at least one other, 1 otherwise.
  ///
  /// - Complexity: O(log k) for k selected items.
  public func accessibilityItemCount(forItemAt path: ItemPath) -> Int {
    selection.carriedCount(forItemAt: path)
  }

  /// The actions that would move the item at `path` (committed data), in menu order: up, down,
  /// top, bottom, then each other section in order. Each listed action performs
  /// (``perform(_:onItemAt:policy:)`` moves what it says); the others are refused. Actions the
  /// item's pinned neighbours or the policy would decline are left out; a pinned or unmovable
  /// item has none. For a selected item with others selected, the actions move the whole
  /// selection as one block (see ``accessibilityItemCount(forItemAt:)``); a block move whose
  /// drop would shift a pinned item is left out. Empty unless the session is idle (no press
  /// waiting, no drag).
  ///
  /// - Complexity: O(S · (log n + log p)) for S sections (each action is tried on a copy), plus
  ///   O(S · p log k) for a block of k items and p pinned items.
  public func accessibilityActions<P: DragPolicy>(forItemAt path: ItemPath, policy: P)
    -> [AccessibilityMoveAction]
  {
    accessibilityMenu(
      forItemAt: path, sectionCount: layout.sectionCount, policy: policy)
  }

  /// The actions for the item at `path` with the default policy.
  public func accessibilityActions(forItemAt path: ItemPath) -> [AccessibilityMoveAction] {
    accessibilityActions(forItemAt: path, policy: DefaultDragPolicy())
  }

  /// Performs `action` on the item at `path` (committed data): pick-up, move and drop, with the
  /// same effects a keyboard drag would give, in order (a selected item with others selected
  /// moves the whole selection: `willMoveItems`, then the block's drop). Performs exactly when
  /// ``accessibilityActions(forItemAt:policy:)`` lists `action`. A refused action changes
  /// nothing: it returns the announcement of why and, when a pinned item or the policy declined
  /// it, the ``DragEffect/declined(proposed:reason:)`` effect (no pick-up or drop effects).
  /// Unless the session is idle it returns no effects and no announcement.
  ///
  /// The announcement of a performed action is ``Announcement/Kind/moved`` at the item's final
  /// position (data after every effect; for a block, its first item's), with the number of
  /// items moved.
  ///
  /// - Complexity: as a keyboard pick-up, one move and a drop.
  public mutating func perform<P: DragPolicy>(
    _ action: AccessibilityMoveAction, onItemAt path: ItemPath, policy: P
  ) -> KeyboardOutcome {
    accessibilityPerform(action, onItemAt: path, policy: policy)
  }

  /// Performs `action` with the default policy.
  public mutating func perform(_ action: AccessibilityMoveAction, onItemAt path: ItemPath)
    -> KeyboardOutcome
  {
    perform(action, onItemAt: path, policy: DefaultDragPolicy())
  }
}
