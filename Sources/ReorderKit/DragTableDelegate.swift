import Foundation
import ReorderCore

/// Why a drag ended without a drop.
public enum DragCancelReason: Sendable, Equatable {
  /// The system took the touch away, or the host called
  /// ``DragTableController/cancelDrag()``. The item is back where it was when the drag began
  /// (or, after a reload during the drag, where that reload put it).
  case cancelled
  /// A reload or batch update removed the dragged item from the data.
  case itemRemoved
  /// A reload could not tell where the dragged item went: its items are not `Identifiable` and
  /// the host called ``DragTableController/reloadData()`` without saying where it is (use
  /// ``DragTableController/reloadData(draggedItemAt:)`` or
  /// ``DragTableController/performBatchUpdates(_:)``).
  case itemNotTracked
}

/// Hears about a ``DragTableController``'s drags and has a say over them.
///
/// Called on the main actor only, in the order the engine produced the events. The controller
/// holds its delegate weakly.
///
/// Positions follow `UITableView.moveRow(at:to:)`: each index path is in the data as it stands
/// just before that callback's change (so applying every `didMove`, `didExchange` and
/// `didDeleteSection` to the host's data, in order, keeps it equal to the controller's).
///
/// Calling back into the controller from a callback is safe: reloads, batch updates and
/// ``DragTableController/cancelDrag()`` are queued and run, in order, once the current event's
/// callbacks are all delivered; pointer events are refused (they return `false` and change
/// nothing). See `Docs/HostAPI.md`.
@MainActor
public protocol DragTableDelegate<Item>: AnyObject {
  /// The type of the items.
  associatedtype Item

  /// Whether the item at `indexPath` may be picked up. Asked for every position at each reload
  /// (an item that cannot move is pinned: it keeps its index while the others flow around it),
  /// and asked again at each pick-up, so an answer never goes stale.
  ///
  /// - Parameters:
  ///   - dragTable: the controller asking.
  ///   - indexPath: the item's position in the current data.
  func dragTable(_ dragTable: DragTableController<Item>, canMoveItemAt indexPath: IndexPath)
    -> Bool

  /// The target to use instead of `proposed`, as `UICollectionView`'s
  /// `targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:`.
  /// Return `current` to stay. An answer that is not a valid destination (wrong section or item,
  /// an index path that is not `[section, item]`), or one that would shift a pinned item,
  /// declines the step: the item stays where it is.
  ///
  /// - Parameters:
  ///   - dragTable: the controller asking.
  ///   - original: where the item was when the drag began (before removal).
  ///   - current: where it is now (in exchange mode, `original`).
  ///   - proposed: where the engine would move it, as a `moveRow(at:to:)` destination (in
  ///     exchange mode, the item it would exchange with).
  func dragTable(
    _ dragTable: DragTableController<Item>, targetIndexPathForMoveFrom original: IndexPath,
    at current: IndexPath, proposed: IndexPath
  ) -> IndexPath

  /// A drag began on the item at `indexPath`.
  func dragTable(_ dragTable: DragTableController<Item>, willMoveItemAt indexPath: IndexPath)

  /// The item moved, as `UITableView.moveRow(at:to:)`: remove it at `source`, insert it so that
  /// it ends at `destination`. In live commit this comes at every step; in drop commit once, at
  /// the drop. Update the host's data here (or take ``DragTableDataSource`` 's
  /// `newDataSourceAfterMove`).
  func dragTable(
    _ dragTable: DragTableController<Item>, didMoveItemFrom source: IndexPath,
    to destination: IndexPath)

  /// The items at the two positions traded places (exchange mode, at the drop).
  func dragTable(
    _ dragTable: DragTableController<Item>, didExchangeItemAt first: IndexPath,
    withItemAt second: IndexPath)

  /// The empty section at `section` was removed (``EmptySectionPolicy/remove``, at the drop).
  func dragTable(_ dragTable: DragTableController<Item>, didDeleteSection section: Int)

  /// Preview only, no data change: the insert slot (drop commit) or the exchange target is now
  /// `indexPath`, in the current data (nil: no exchange target).
  func dragTable(_ dragTable: DragTableController<Item>, didChangeTargetTo indexPath: IndexPath?)

  /// Auto-scroll moved the content: set the scroll view's content offset to `contentOffset`.
  func dragTable(_ dragTable: DragTableController<Item>, didScrollTo contentOffset: CGPoint)

  /// The drag ended with a drop; the item now stands at `indexPath` (data after every change
  /// reported before).
  func dragTable(_ dragTable: DragTableController<Item>, didEndMovingItemAt indexPath: IndexPath)

  /// The drag ended without a drop.
  ///
  /// - Parameters:
  ///   - dragTable: the controller telling.
  ///   - indexPath: where the item stands now, or nil when it is gone
  ///     (``DragCancelReason/itemRemoved``, ``DragCancelReason/itemNotTracked``).
  ///   - reason: why.
  func dragTable(
    _ dragTable: DragTableController<Item>, didCancelMovingItemAt indexPath: IndexPath?,
    reason: DragCancelReason)

  /// A press lifted before it became a drag, over the item at `indexPath`.
  func dragTable(_ dragTable: DragTableController<Item>, didTapItemAt indexPath: IndexPath)
}

extension DragTableDelegate {
  /// Returns `true` by default: every item can move.
  public func dragTable(_ dragTable: DragTableController<Item>, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    true
  }

  /// Returns `proposed` by default.
  public func dragTable(
    _ dragTable: DragTableController<Item>, targetIndexPathForMoveFrom original: IndexPath,
    at current: IndexPath, proposed: IndexPath
  ) -> IndexPath {
    proposed
  }

  /// Does nothing by default.
  public func dragTable(_ dragTable: DragTableController<Item>, willMoveItemAt indexPath: IndexPath)
  {}

  /// Does nothing by default.
  public func dragTable(
    _ dragTable: DragTableController<Item>, didMoveItemFrom source: IndexPath,
    to destination: IndexPath
  ) {}

  /// Does nothing by default.
  public func dragTable(
    _ dragTable: DragTableController<Item>, didExchangeItemAt first: IndexPath,
    withItemAt second: IndexPath
  ) {}

  /// Does nothing by default.
  public func dragTable(_ dragTable: DragTableController<Item>, didDeleteSection section: Int) {}

  /// Does nothing by default.
  public func dragTable(
    _ dragTable: DragTableController<Item>, didChangeTargetTo indexPath: IndexPath?
  ) {}

  /// Does nothing by default.
  public func dragTable(_ dragTable: DragTableController<Item>, didScrollTo contentOffset: CGPoint)
  {}

  /// Does nothing by default.
  public func dragTable(
    _ dragTable: DragTableController<Item>, didEndMovingItemAt indexPath: IndexPath
  ) {}

  /// Does nothing by default.
  public func dragTable(
    _ dragTable: DragTableController<Item>, didCancelMovingItemAt indexPath: IndexPath?,
    reason: DragCancelReason
  ) {}

  /// Does nothing by default.
  public func dragTable(_ dragTable: DragTableController<Item>, didTapItemAt indexPath: IndexPath) {
  }
}
