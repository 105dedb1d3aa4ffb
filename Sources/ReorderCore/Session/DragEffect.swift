/// What the host must do or hear after an event. Positions are in the data as it stands just
/// before the effect (so applying the data effects in order to the data reproduces the engine's
/// order at every step).
public enum DragEffect: Sendable, Equatable {
  /// A press was released before it became a drag, within the allowed movement: a tap on what
  /// lay under the press (content coordinates at the time of the press).
  case tap(LayoutHit)
  /// A drag began on the item at `at` (willMove).
  case willMove(at: ItemPath)
  /// A multi-item drag began: the selected items at these positions (committed data, in data
  /// order, the pressed one among them) were lifted together as one block (willMoveItems). It
  /// comes in place of `willMove`. No data effect follows before the drop: a multi-item drag
  /// always commits at the drop, with `moved` effects and then `ended(at:)` naming the block's
  /// first position.
  case willMoveItems(at: [ItemPath])
  /// Data: remove the item at `from` and insert it so that it ends at `to`, as
  /// `UITableView.moveRow(at:to:)` (didMove).
  case moved(from: ItemPath, to: ItemPath)
  /// Data: the items at the two positions trade places.
  case swapped(ItemPath, ItemPath)
  /// Data: the empty section at this index is removed.
  case deletedSection(Int)
  /// Preview only (no data change): the insert slot (drop commit) or the exchange target is now
  /// this position, or none.
  case targetChanged(ItemPath?)
  /// The content offset changed (auto-scroll), to this value.
  case scrolled(to: Point)
  /// The drag ended with a drop; the item now stands at `at` (data after every effect above).
  case ended(at: ItemPath)
  /// The drag was cancelled; the item is back where it began, at `at`.
  case cancelled(at: ItemPath)
  /// A press or drag was refused: the reason says why (for logs and tests; nothing changed).
  case refused(DragRefusal)
  /// A step of the drag was declined: the target rule (pointer drags) or a keyboard command
  /// proposed moving the item to `proposed`, and the item stayed where it was. Nothing changed;
  /// the effect only says why.
  ///
  /// `proposed` is in the current data: an insert slot (a `moveRow(at:to:)` destination) in
  /// insert mode, the item to exchange with in exchange mode.
  ///
  /// A pointer drag reports a declined proposal once: while the rule keeps proposing the same
  /// declined position (a pointer at rest, ticks), nothing more is reported; a different
  /// declined proposal, or the same one after an accepted step or a proposal that keeps the
  /// item where it is, is reported again. Each keyboard command that is declined for one of
  /// these reasons reports it.
  case declined(proposed: ItemPath, reason: StepDecline)
}

/// Why a step of a drag was declined (see ``DragEffect/declined(proposed:reason:)``).
public enum StepDecline: Sendable, Equatable {
  /// The move (or exchange) would shift a pinned item, or exchange with one.
  case pinned
  /// The ``DragPolicy`` answered with the position the item already holds (in exchange mode:
  /// the dragged item itself, or the target already chosen) although something else was
  /// proposed.
  case targetPolicy
  /// The ``DragPolicy``'s answer is not a valid position: out of range in the current data.
  case outOfRange
}

/// Why an event changed nothing.
public enum DragRefusal: Sendable, Equatable {
  /// The press was not over an item.
  case notOverItem
  /// The item is pinned or the policy said it cannot move.
  case notMovable
  /// A coordinate or time was NaN or infinite.
  case nonFiniteInput
}
