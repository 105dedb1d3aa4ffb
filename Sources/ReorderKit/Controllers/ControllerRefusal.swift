import Foundation
import ReorderCore

/// Why a controller refused a call: what ``DragController/lastRefusal`` and the delegate's
/// ``DragDelegate/dragController(_:didRefuse:)`` say when an entry point returns `false` (or,
/// for the selection calls, a change that is not one).
///
/// A refused call changed nothing in the data, the drag or the scroll position. What else it
/// did is told through its own callbacks: a grid enters editing mode at a long press on a cell
/// that cannot move, and a keyboard pick-up of such an item is announced as not movable.
public enum ControllerRefusal: Sendable, Equatable {
  /// Called while the controller was delivering callbacks (from inside a delegate or data
  /// source method): events and the calls that act at once are refused then. Reloads, batch
  /// updates, ``DragController/cancelDrag()`` and editing changes are queued instead (they
  /// return as accepted and run once the callbacks are delivered).
  case busy
  /// A point, time or size was NaN or infinite (the engine's
  /// ``DragRefusal/nonFiniteInput``).
  case nonFiniteInput
  /// The press lifted over no item: it became a long press (or moved far enough to lift)
  /// where no item is (the engine's ``DragRefusal/notOverItem``).
  case notOverItem
  /// The index path names no item in the data as the data source holds it (not two indexes
  /// `[section, item]`, or out of range).
  case outOfRange(IndexPath)
  /// The lane index names no lane of the board.
  case laneOutOfRange(Int)
  /// The item (or lane) is pinned, or the delegate's `canMoveItemAt` (`canMoveLaneAt`) said no
  /// (the engine's ``DragRefusal/notMovable``).
  case notMovable
  /// A press or a drag is already in progress: a second pointer going down, a keyboard pick-up,
  /// an accessibility action, an interactive movement or a lane pick-up while one is on.
  case dragInProgress
  /// Nothing was in progress for the call to act on: a pointer move, lift or cancel with no
  /// press or pointer drag; a tick with no press, drag or animation; a keyboard move or drop
  /// with no keyboard drag; a keyboard cancel or ``DragController/cancelDrag()`` with no drag.
  case nothingInProgress
  /// An interactive-movement update, end or cancel
  /// (``DragGridController/updateInteractiveMovement(to:)``,
  /// ``DragGridController/endInteractiveMovement()``,
  /// ``DragGridController/cancelInteractiveMovement()``) with no interactive movement begun.
  case noInteractiveMovement
  /// An accessibility action that would not move the item, for the engine's reason (an edge, a
  /// pinned item in the way, the delegate's target answer); it is announced too.
  case declined(DeclineReason)
  /// The call was valid and changed nothing: a scroll to the offset already set, the viewport
  /// size already set, a selection already as asked, an empty selection cleared.
  case noChange
  /// The action is not one of those listed for the item (see
  /// ``DragController/accessibilityActions(forItemAt:)``): it would do nothing, or not what its
  /// name says.
  case unsupported
  /// A selection call was refused, for the selection's reason (the ``SelectionChange`` the call
  /// returned says the same).
  case selection(SelectionRefusal)

  /// The controller's words for the engine's refusal of a press or pick-up; `path` is the
  /// index path the call named, if any (a pick-up of no item is then out of range).
  init(_ refusal: DragRefusal, path: IndexPath? = nil) {
    switch refusal {
    case .nonFiniteInput: self = .nonFiniteInput
    case .notMovable: self = .notMovable
    case .notOverItem: self = path.map { .outOfRange($0) } ?? .notOverItem
    }
  }
}
