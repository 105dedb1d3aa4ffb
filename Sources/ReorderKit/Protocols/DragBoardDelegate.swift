import Foundation
import ReorderCore

/// A controller of lanes of items: ``DragBoardController``. Its `Lane` is the type of the
/// host's lane values (a column of a Kanban board: its title, its colour, …).
@MainActor
public protocol LaneReorderController: ReorderController {
  /// The type of the lanes.
  associatedtype Lane

  /// The lanes as the data source holds them: every lane move the delegate heard, applied.
  var lanes: [Lane] { get }
}

/// One lane of a board with its cards, in order: the one-piece shape of a board's data (see
/// ``DragBoardLaneDataSource``). Positions `[lane, card]` index an array of these: the lane's
/// index in the array, then the card's index in ``cards``.
public struct DragBoardLane<Lane, Item> {
  /// The host's lane value (a Kanban column: its title, its colour, …).
  public var lane: Lane
  /// The lane's cards, top to bottom (in lane order along the lane's axis).
  public var cards: [Item]

  /// Creates a lane holding `cards`.
  public init(_ lane: Lane, cards: [Item]) {
    self.lane = lane
    self.cards = cards
  }
}

extension DragBoardLane: Sendable where Lane: Sendable, Item: Sendable {}

extension DragBoardLane: Equatable where Lane: Equatable, Item: Equatable {}

/// Supplies a ``DragBoardController``'s lanes, their cards and their sizes.
///
/// Two shapes of data source conform:
///
/// - **Lanes with their cards** (recommended): conform to ``DragBoardLaneDataSource`` and give
///   the whole board in one piece, ``DragBoardLane`` values; after a drop the data source hears
///   the whole board in the same shape. Nothing to keep in step.
/// - **Two arrays** (the alternative, kept for existing hosts): ``lanes(in:)`` and the cards
///   as ``DragDataSource/sections(in:)``, one section per lane, in lane order. Extra sections
///   past the last lane are ignored; a lane without a section is empty. The host keeps the two
///   in step itself: on every `didMoveLaneFrom:to:` it moves the lane and its section.
///
/// Positions are `[lane, card]` (`IndexPath(item: card, section: lane)`). Sizes are in points,
/// asked once per lane or card at every reload; negative, NaN and infinite answers count as 0.
@MainActor
public protocol DragBoardDataSource<Controller>: DragDataSource
where Controller: LaneReorderController {
  /// The lanes, in order. Asked at creation and at every reload (a ``DragBoardLaneDataSource``
  /// has it from its ``DragBoardLaneDataSource/board(in:)``).
  func lanes(in controller: Controller) -> [Controller.Lane]

  /// The lanes with their cards, as the controller reads them at creation and at every reload:
  /// no need to write it. For a ``DragBoardLaneDataSource`` it is
  /// ``DragBoardLaneDataSource/board(in:)``; for a two-array data source, ``lanes(in:)`` with
  /// the matching sections of ``DragDataSource/sections(in:)`` (extra sections ignored, missing
  /// ones empty).
  ///
  /// - Complexity: O(lanes) beyond the data source's own answers.
  func lanesWithCards(in controller: Controller) -> [DragBoardLane<
    Controller.Lane, Controller.Item
  >]

  /// The extent of lane `lane` along the board's axis (its width on a horizontal board).
  func dragController(_ controller: Controller, widthOfLane lane: Int) -> CGFloat

  /// The extent of lane `lane`'s header along the lane's axis (its height on a horizontal
  /// board). A long press on the header lifts the lane.
  func dragController(_ controller: Controller, headerExtentOfLane lane: Int) -> CGFloat

  /// The extent along the lane's axis of the card at `indexPath` (`[lane, card]`).
  func dragController(_ controller: Controller, extentForItemAt indexPath: IndexPath) -> CGFloat
}

extension DragBoardDataSource {
  /// ``lanes(in:)`` with the matching sections of ``DragDataSource/sections(in:)``: extra
  /// sections are ignored, a lane without a section is empty.
  public func lanesWithCards(in controller: Controller) -> [DragBoardLane<
    Controller.Lane, Controller.Item
  >] {
    let sections = self.sections(in: controller)
    return lanes(in: controller).enumerated().map { index, lane in
      DragBoardLane(lane, cards: index < sections.count ? sections[index] : [])
    }
  }

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

/// Supplies a ``DragBoardController``'s board in one piece: the lanes with their cards
/// (``DragBoardLane`` values), and hears the whole board in the same shape after a drop. The
/// recommended data source for a board: a Kanban model is lanes that hold their cards, and there
/// are no parallel arrays to keep in step.
///
/// ``DragBoardDataSource/lanes(in:)``, ``DragDataSource/sections(in:)`` and
/// ``DragDataSource/dragController(_:newDataSourceAfterMove:)`` come with it (from
/// ``board(in:)`` and, for the last, from the controller's lanes with the new cards, handed to
/// ``dragController(_:newBoardAfterMove:)``); do not write them. The sizes are
/// ``DragBoardDataSource``'s.
///
/// ```swift
/// final class Tasks: DragBoardLaneDataSource {
///   typealias Controller = DragBoardController<String, String>
///   var board = [
///     DragBoardLane("To do", cards: ["Write", "Test"]), DragBoardLane("Done", cards: ["Plan"]),
///   ]
///   func board(in controller: Controller) -> [DragBoardLane<String, String>] { board }
///   func dragController(
///     _ controller: Controller, newBoardAfterMove board: [DragBoardLane<String, String>]
///   ) { self.board = board }
/// }
/// ```
@MainActor
public protocol DragBoardLaneDataSource<Controller>: DragBoardDataSource {
  /// The whole board: the lanes in order, each with its cards in order. Asked once at creation
  /// and once at every reload.
  ///
  /// - Parameter controller: the controller asking.
  func board(in controller: Controller) -> [DragBoardLane<Controller.Lane, Controller.Item>]

  /// The whole board after a drag changed it, in the shape of ``board(in:)``: once per drop
  /// that changed the order, card or lane (never for a cancel; with
  /// ``DataSourceUpdates/everyStep`` also after every live card step). Keep it, and the next
  /// ``board(in:)`` returns it.
  ///
  /// - Parameters:
  ///   - controller: the controller telling.
  ///   - board: the lanes in their new order, each with its cards in their new order.
  /// - Complexity: O(lanes) to build (the card arrays are shared copy-on-write).
  func dragController(
    _ controller: Controller,
    newBoardAfterMove board: [DragBoardLane<
      Controller.Lane, Controller.Item
    >])
}

extension DragBoardLaneDataSource {
  /// ``board(in:)``.
  public func lanesWithCards(in controller: Controller) -> [DragBoardLane<
    Controller.Lane, Controller.Item
  >] { board(in: controller) }

  /// The lanes of ``board(in:)``.
  ///
  /// - Complexity: O(lanes) beyond ``board(in:)``.
  public func lanes(in controller: Controller) -> [Controller.Lane] {
    board(in: controller).map(\.lane)
  }

  /// The cards of ``board(in:)``, one section per lane.
  ///
  /// - Complexity: O(lanes) beyond ``board(in:)``.
  public func sections(in controller: Controller) -> [[Controller.Item]] {
    board(in: controller).map(\.cards)
  }

  /// Hands the new cards on with the controller's lanes (in their order after the drag) to
  /// ``dragController(_:newBoardAfterMove:)``.
  ///
  /// - Complexity: O(lanes).
  public func dragController(
    _ controller: Controller, newDataSourceAfterMove sections: [[Controller.Item]]
  ) {
    let lanes = controller.lanes
    dragController(
      controller,
      newBoardAfterMove: lanes.indices.map {
        DragBoardLane(lanes[$0], cards: $0 < sections.count ? sections[$0] : [])
      })
  }

  /// Does nothing by default.
  public func dragController(
    _ controller: Controller,
    newBoardAfterMove board: [DragBoardLane<
      Controller.Lane, Controller.Item
    >]
  ) {}
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
