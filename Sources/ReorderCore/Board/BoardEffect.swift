/// What the host must do or hear after an event of a ``BoardSession``. Card positions are
/// `[lane, card]` and lane positions are lane indices, each in the data as it stands just
/// before the effect (so applying the data effects in order reproduces the engine's order at
/// every step).
public enum BoardEffect: Sendable, Equatable {
  /// A card effect, with ``DragEffect``'s meaning: `willMove`, `moved` (`moveRow(at:to:)`
  /// positions `[lane, card]`), `swapped`, `targetChanged`, `ended`, `cancelled`, `tap`,
  /// `refused`; `scrolled(to:)` is the **board's** offset (its coordinate along the board's
  /// axis; the other coordinate is 0). `deletedSection` never occurs: lanes are never removed.
  case drag(DragEffect)
  /// A lane drag began on the lane at this index (willMoveLane).
  case willMoveLane(at: Int)
  /// Data: the lane at `from` moves so that it ends at `to`, as
  /// `UITableView.moveSection(_:toSection:)` (didMoveLane).
  case movedLane(from: Int, to: Int)
  /// Preview only (drop commit): the dragged lane's slot is now this index.
  case laneTargetChanged(Int)
  /// The offset of the lane at `lane` (current index) changed, to `offset` (lane positions):
  /// auto-scroll, or a lane whose content shrank pulled back into its bounds.
  case laneScrolled(lane: Int, offset: Double)
  /// A lane drag ended with a drop; the lane now stands at `at`.
  case laneEnded(at: Int)
  /// A lane drag was cancelled; the lane is back at `at`.
  case laneCancelled(at: Int)
}

/// The host's say over a board drag, asked synchronously by the session: ``DragPolicy``'s
/// questions, the card ones with positions `[lane, card]` and the lane ones
/// (``DragPolicy/canMoveLane(_:)``, ``DragPolicy/targetLane(forMoveFrom:at:proposed:)``).
public protocol BoardPolicy: DragPolicy {}

/// The policy that allows everything: every unpinned card and lane moves, every proposal stands.
public struct DefaultBoardPolicy: BoardPolicy, Sendable {
  /// Creates the policy.
  public init() {}
}
