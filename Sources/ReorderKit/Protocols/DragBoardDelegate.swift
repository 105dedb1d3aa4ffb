import Foundation
import ReorderCore

/// A controller of lanes of items: ``DragBoardController``. Its `Lane` is the type of the
/// host's lane values (a column of a Kanban board: its title, its colour, …).
@MainActor
public protocol LaneReorderController: ReorderController {
  /// The type of the lanes.
  associatedtype Lane
}

/// Supplies a ``DragBoardController``'s lanes, their cards and their sizes.
///
/// The cards are the data source's ``DragDataSource/sections(in:)``: one section per lane, in
/// lane order, positions `[lane, card]` (`IndexPath(item: card, section: lane)`). Extra sections
/// past the last lane are ignored; a lane without a section is empty. Sizes are in points,
/// asked once per lane or card at every reload; negative, NaN and infinite answers count as 0.
@MainActor
public protocol DragBoardDataSource<Controller>: DragDataSource
where Controller: LaneReorderController {
  /// The lanes, in order. Asked at creation and at every reload.
  func lanes(in controller: Controller) -> [Controller.Lane]

  /// The extent of lane `lane` along the board's axis (its width on a horizontal board).
  func dragController(_ controller: Controller, widthOfLane lane: Int) -> CGFloat

  /// The extent of lane `lane`'s header along the lane's axis (its height on a horizontal
  /// board). A long press on the header lifts the lane.
  func dragController(_ controller: Controller, headerExtentOfLane lane: Int) -> CGFloat

  /// The extent along the lane's axis of the card at `indexPath` (`[lane, card]`).
  func dragController(_ controller: Controller, extentForItemAt indexPath: IndexPath) -> CGFloat
}

extension DragBoardDataSource {
  /// Returns 280 points by default.
  public func dragController(_ controller: Controller, widthOfLane lane: Int) -> CGFloat { 280 }

  /// Returns 0 (no header: the lane cannot be lifted by the pointer) by default.
  public func dragController(_ controller: Controller, headerExtentOfLane lane: Int) -> CGFloat {
    0
  }

  /// Returns 60 points by default.
  public func dragController(_ controller: Controller, extentForItemAt indexPath: IndexPath)
    -> CGFloat
  { 60 }
}

/// A ``DragBoardController``'s delegate: everything a ``DragDelegate`` has for cards (positions
/// `[lane, card]`, as `moveRow(at:to:)`), plus the lanes: whether one may be lifted, which are
/// pinned, where one may go, and what happened to them (positions as
/// `UITableView.moveSection(_:toSection:)`, each in the lanes as they stand just before the
/// call's change), and each lane's own scrolling.
///
/// `didScrollTo` (from ``DragDelegate``) is the **board's** offset, along its axis (the other
/// coordinate is 0).
@MainActor
public protocol DragBoardDelegate<Controller>: DragDelegate
where Controller: LaneReorderController {
  /// Whether lane `lane` may be lifted (by a long press on its header, or by
  /// ``DragBoardController/pickUpLane(at:)``). Asked when a press becomes a lane drag.
  func dragController(_ controller: Controller, canMoveLaneAt lane: Int) -> Bool

  /// Whether lane `lane` is pinned: it can be neither lifted nor displaced. Asked for every
  /// lane at each reload.
  func dragController(_ controller: Controller, isPinnedLaneAt lane: Int) -> Bool

  /// The lane slot to use instead of `proposed` (a `moveSection(_:toSection:)` destination).
  /// Return `current` to stay. An answer out of range, or one that would shift a pinned lane,
  /// declines the step.
  ///
  /// - Parameters:
  ///   - controller: the controller asking.
  ///   - original: where the lane was when its drag began.
  ///   - current: where it stands now.
  ///   - proposed: where the pointer would move it.
  func dragController(
    _ controller: Controller, targetLaneForMoveFrom original: Int, at current: Int,
    proposed: Int
  ) -> Int

  /// A lane drag began on lane `lane`.
  func dragController(_ controller: Controller, willMoveLaneAt lane: Int)

  /// The lane moved, as `UITableView.moveSection(_:toSection:)`: remove it at `source`, insert
  /// it so that it ends at `destination`, its cards with it. With drop commit this comes once,
  /// at the drop; with live commit at every step.
  func dragController(_ controller: Controller, didMoveLaneFrom source: Int, to destination: Int)

  /// Preview only (drop commit): the dragged lane's slot is now `lane`.
  func dragController(_ controller: Controller, didChangeLaneTargetTo lane: Int)

  /// The lane drag ended with a drop; the lane now stands at `lane`.
  func dragController(_ controller: Controller, didEndMovingLaneAt lane: Int)

  /// The lane drag ended without a drop; the lane stands at `lane` (where it was lifted).
  func dragController(
    _ controller: Controller, didCancelMovingLaneAt lane: Int, reason: DragCancelReason)

  /// Lane `lane` (current index) scrolled to `offset` (points along the lane's axis, from the
  /// top of its cards): auto-scroll, a keyboard move bringing a card into view, or a lane whose
  /// cards shrank pulled back into its bounds. Set that lane's scroll view there.
  func dragController(_ controller: Controller, didScrollLane lane: Int, to offset: CGFloat)
}

extension DragBoardDelegate {
  /// Returns `true` by default.
  public func dragController(_ controller: Controller, canMoveLaneAt lane: Int) -> Bool { true }

  /// Returns `false` by default.
  public func dragController(_ controller: Controller, isPinnedLaneAt lane: Int) -> Bool { false }

  /// Returns `proposed` by default.
  public func dragController(
    _ controller: Controller, targetLaneForMoveFrom original: Int, at current: Int,
    proposed: Int
  ) -> Int { proposed }

  /// Does nothing by default.
  public func dragController(_ controller: Controller, willMoveLaneAt lane: Int) {}

  /// Does nothing by default.
  public func dragController(
    _ controller: Controller, didMoveLaneFrom source: Int, to destination: Int
  ) {}

  /// Does nothing by default.
  public func dragController(_ controller: Controller, didChangeLaneTargetTo lane: Int) {}

  /// Does nothing by default.
  public func dragController(_ controller: Controller, didEndMovingLaneAt lane: Int) {}

  /// Does nothing by default.
  public func dragController(
    _ controller: Controller, didCancelMovingLaneAt lane: Int, reason: DragCancelReason
  ) {}

  /// Does nothing by default.
  public func dragController(_ controller: Controller, didScrollLane lane: Int, to offset: CGFloat)
  {}
}
