import Foundation
import ReorderCore

/// Hears about a ``DragGridController``'s selections, editing mode and drags, and has a per-cell
/// say over them.
///
/// Called on the main actor only, in the order the engine produced the events. The controller
/// holds its delegate weakly.
///
/// Every `can…` question is asked when it matters, by the cell's position in the data as the
/// data source holds it at that moment (nothing is cached), so answers never go stale after a
/// reorder. Positions in data callbacks follow `UICollectionView.moveItem(at:to:)`: each index
/// path is in the data as it stands just before that callback's change.
///
/// Calling back into the controller from a callback is safe: reloads and editing-mode changes
/// are queued and run once the current event's callbacks are delivered; pointer events and
/// interactive-movement calls are refused (they return `false` and change nothing).
@MainActor
public protocol DragGridDelegate<Item>: AnyObject {
  /// The type of the items.
  associatedtype Item

  /// Whether the item at `indexPath` may be picked up. Asked for every position at each reload
  /// (an item that cannot move is pinned: it keeps its index while the others flow around it,
  /// like seed 003's "add" cell), and asked again at each pick-up.
  ///
  /// - Parameters:
  ///   - dragGrid: the controller asking.
  ///   - indexPath: the item's position.
  func dragGrid(_ dragGrid: DragGridController<Item>, canMoveItemAt indexPath: IndexPath) -> Bool

  /// The target to use instead of `proposed`, as `UICollectionView`'s
  /// `targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:`.
  /// Return `current` to stay, `original` to send the item back. An answer that is not a valid
  /// destination, or one that would shift a pinned item, declines the step.
  ///
  /// - Parameters:
  ///   - dragGrid: the controller asking.
  ///   - original: where the item was when the drag began (before removal).
  ///   - current: where it is now (in exchange mode, `original`).
  ///   - proposed: where the engine would move it, as a `moveItem(at:to:)` destination (in
  ///     exchange mode, the item it would exchange with).
  func dragGrid(
    _ dragGrid: DragGridController<Item>, targetIndexPathForMoveFrom original: IndexPath,
    at current: IndexPath, proposed: IndexPath
  ) -> IndexPath

  /// Whether the cell at `indexPath` is editable: in editing mode it shows its corner button.
  func dragGrid(_ dragGrid: DragGridController<Item>, canEditItemAt indexPath: IndexPath) -> Bool

  /// Whether the cell at `indexPath` jiggles in editing mode.
  func dragGrid(_ dragGrid: DragGridController<Item>, canShakeItemAt indexPath: IndexPath) -> Bool

  /// The factor by which the cell at `indexPath` scales up while it is held.
  func dragGrid(
    _ dragGrid: DragGridController<Item>, editingScaleForItemAt indexPath: IndexPath
  ) -> CGFloat

  /// The corner button of the cell at `indexPath` in editing mode, or nil for none.
  func dragGrid(
    _ dragGrid: DragGridController<Item>, cornerButtonForItemAt indexPath: IndexPath
  ) -> CornerButton?

  /// A tap outside editing mode selected the cell at `indexPath`.
  func dragGrid(_ dragGrid: DragGridController<Item>, didSelectItemAt indexPath: IndexPath)

  /// A tap in editing mode hit the corner button of the cell at `indexPath` (delete it here,
  /// then reload).
  func dragGrid(
    _ dragGrid: DragGridController<Item>, didTapCornerButtonOfItemAt indexPath: IndexPath)

  /// Editing mode began.
  func dragGridDidBeginEditing(_ dragGrid: DragGridController<Item>)

  /// Editing mode ended.
  func dragGridDidEndEditing(_ dragGrid: DragGridController<Item>)

  /// After a reload: the content size, so the host can size its scroll view.
  func dragGrid(_ dragGrid: DragGridController<Item>, didResizeTo contentSize: CGSize)

  /// A drag began on the item at `indexPath`.
  func dragGrid(_ dragGrid: DragGridController<Item>, willMoveItemAt indexPath: IndexPath)

  /// The item moved, as `UICollectionView.moveItem(at:to:)`: remove it at `source`, insert it so
  /// that it ends at `destination`. In live commit this comes at every step; in drop commit (and
  /// interactive movement) once, at the end. Update the host's data here.
  func dragGrid(
    _ dragGrid: DragGridController<Item>, didMoveItemFrom source: IndexPath,
    to destination: IndexPath)

  /// The items at the two positions traded places (exchange mode, at the drop).
  func dragGrid(
    _ dragGrid: DragGridController<Item>, didExchangeItemAt first: IndexPath,
    withItemAt second: IndexPath)

  /// The empty section at `section` was removed (``EmptySectionPolicy/remove``, at the drop).
  func dragGrid(_ dragGrid: DragGridController<Item>, didDeleteSection section: Int)

  /// Preview only, no data change: the insert slot (drop commit) or the exchange target is now
  /// `indexPath` (nil: no exchange target).
  func dragGrid(_ dragGrid: DragGridController<Item>, didChangeTargetTo indexPath: IndexPath?)

  /// Auto-scroll moved the content: set the scroll view's content offset to `contentOffset`.
  func dragGrid(_ dragGrid: DragGridController<Item>, didScrollTo contentOffset: CGPoint)

  /// The drag ended with a drop; the item now stands at `indexPath`.
  func dragGrid(_ dragGrid: DragGridController<Item>, didEndMovingItemAt indexPath: IndexPath)

  /// The drag ended without a drop.
  ///
  /// - Parameters:
  ///   - dragGrid: the controller telling.
  ///   - indexPath: where the item stands now (back where the drag began), or nil when a reload
  ///     during the drag ended it.
  ///   - reason: ``DragCancelReason/cancelled`` (the system, ``DragGridController/endEditing()``
  ///     or ``DragGridController/cancelInteractiveMovement()``), or
  ///     ``DragCancelReason/itemNotTracked`` when a reload ended the drag (a grid does not
  ///     follow the dragged item through reloads; the reloaded data stands as given).
  func dragGrid(
    _ dragGrid: DragGridController<Item>, didCancelMovingItemAt indexPath: IndexPath?,
    reason: DragCancelReason)
}

extension DragGridDelegate {
  /// Returns `true` by default: every item can move.
  public func dragGrid(_ dragGrid: DragGridController<Item>, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    true
  }

  /// Returns `proposed` by default.
  public func dragGrid(
    _ dragGrid: DragGridController<Item>, targetIndexPathForMoveFrom original: IndexPath,
    at current: IndexPath, proposed: IndexPath
  ) -> IndexPath {
    proposed
  }

  /// Returns `true` by default: every cell is editable.
  public func dragGrid(_ dragGrid: DragGridController<Item>, canEditItemAt indexPath: IndexPath)
    -> Bool
  {
    true
  }

  /// Returns `true` by default: every cell jiggles.
  public func dragGrid(_ dragGrid: DragGridController<Item>, canShakeItemAt indexPath: IndexPath)
    -> Bool
  {
    true
  }

  /// Returns 1.2 by default.
  public func dragGrid(
    _ dragGrid: DragGridController<Item>, editingScaleForItemAt indexPath: IndexPath
  ) -> CGFloat {
    1.2
  }

  /// Returns nil (no corner button) by default.
  public func dragGrid(
    _ dragGrid: DragGridController<Item>, cornerButtonForItemAt indexPath: IndexPath
  ) -> CornerButton? {
    nil
  }

  /// Does nothing by default.
  public func dragGrid(_ dragGrid: DragGridController<Item>, didSelectItemAt indexPath: IndexPath) {
  }

  /// Does nothing by default.
  public func dragGrid(
    _ dragGrid: DragGridController<Item>, didTapCornerButtonOfItemAt indexPath: IndexPath
  ) {}

  /// Does nothing by default.
  public func dragGridDidBeginEditing(_ dragGrid: DragGridController<Item>) {}

  /// Does nothing by default.
  public func dragGridDidEndEditing(_ dragGrid: DragGridController<Item>) {}

  /// Does nothing by default.
  public func dragGrid(_ dragGrid: DragGridController<Item>, didResizeTo contentSize: CGSize) {}

  /// Does nothing by default.
  public func dragGrid(_ dragGrid: DragGridController<Item>, willMoveItemAt indexPath: IndexPath) {}

  /// Does nothing by default.
  public func dragGrid(
    _ dragGrid: DragGridController<Item>, didMoveItemFrom source: IndexPath,
    to destination: IndexPath
  ) {}

  /// Does nothing by default.
  public func dragGrid(
    _ dragGrid: DragGridController<Item>, didExchangeItemAt first: IndexPath,
    withItemAt second: IndexPath
  ) {}

  /// Does nothing by default.
  public func dragGrid(_ dragGrid: DragGridController<Item>, didDeleteSection section: Int) {}

  /// Does nothing by default.
  public func dragGrid(
    _ dragGrid: DragGridController<Item>, didChangeTargetTo indexPath: IndexPath?
  ) {}

  /// Does nothing by default.
  public func dragGrid(_ dragGrid: DragGridController<Item>, didScrollTo contentOffset: CGPoint) {}

  /// Does nothing by default.
  public func dragGrid(
    _ dragGrid: DragGridController<Item>, didEndMovingItemAt indexPath: IndexPath
  ) {}

  /// Does nothing by default.
  public func dragGrid(
    _ dragGrid: DragGridController<Item>, didCancelMovingItemAt indexPath: IndexPath?,
    reason: DragCancelReason
  ) {}
}
