import Foundation
import ReorderCore

/// Why a drag ended without a drop.
public enum DragCancelReason: Sendable, Equatable {
  /// The system took the touch away, the keyboard cancelled, or the host called `cancelDrag()`.
  /// The item is back where it was when the drag began (or, after a reload during the drag,
  /// where that reload put it).
  case cancelled
  /// A reload or batch update removed the dragged item from the data.
  case itemRemoved
  /// A reload could not tell where the dragged item went: its items are not `Identifiable` and
  /// the host reloaded without saying where it is (use `reloadData(draggedItemAt:)` or
  /// `performBatchUpdates(_:)`).
  case itemNotTracked
  /// A reload or batch update came during a board's lane drag: lanes are not followed through
  /// reloads, so the lane drag ends (the lane index given is where the lane stands in the lanes
  /// as the data source holds them: where it was lifted, or with live commit where its last
  /// step put it).
  /// Also a reload or batch update during a multi-item drag (the block is not followed: the
  /// drag ends with no position, every item back in the new data where it stands; the
  /// selection follows its items as at rest).
  case reloadedDuringDrag
}

/// A controller's delegate: it has a say over drags (the decisions) and hears about them (the
/// notifications). Every requirement has a default, so a host writes only what it needs.
///
/// Called on the main actor only, in the order the engine produced the events. Controllers hold
/// their delegate weakly.
///
/// **Positions** follow `UITableView.moveRow(at:to:)`: each index path is in the data as it
/// stands just before that callback's change, so applying every `didMove`, `didExchange` and
/// `didDeleteSection` to the host's data, in order, keeps it equal to the controller's.
///
/// **Re-entrancy.** Calling back into the controller from a callback is safe: reloads, batch
/// updates, `cancelDrag()` and editing-mode changes are queued and run, in order, once the
/// current event's callbacks are all delivered; pointer events, keyboard commands and ticks are
/// refused (they return `false` and change nothing).
@MainActor
public protocol DragDelegate<Controller>: AnyObject {
  /// The controller this delegate serves.
  associatedtype Controller: ReorderController

  // MARK: Decisions

  /// Whether the item at `indexPath` may be lifted. Asked when a press becomes a drag (and when
  /// the keyboard or an accessibility action picks the item up), so a changed answer is obeyed
  /// at once. As in UIKit, an item that cannot be lifted is still displaced by other items; to
  /// keep an item at its index, pin it (``dragController(_:isPinnedItemAt:)``).
  ///
  /// - Parameters:
  ///   - controller: the controller asking.
  ///   - indexPath: the item's position in the data as the data source holds it.
  func dragController(_ controller: Controller, canMoveItemAt indexPath: IndexPath) -> Bool

  /// Whether the item at `indexPath` is pinned: it can be neither lifted nor displaced, and
  /// keeps its index while the other items flow around it. Asked for every position at each
  /// reload (a pinned item never changes its index, so the answers stay true until the next
  /// reload).
  func dragController(_ controller: Controller, isPinnedItemAt indexPath: IndexPath) -> Bool

  /// The target to use instead of `proposed`, as `UICollectionView`'s
  /// `targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:`.
  /// Return `current` to stay. An answer that is not a valid destination, or one that would
  /// shift a pinned item, declines the step (``dragController(_:didDeclineMoveTo:reason:)``).
  ///
  /// - Parameters:
  ///   - controller: the controller asking.
  ///   - original: where the item was when the drag began (before removal).
  ///   - current: where it stands now (in exchange mode, `original`).
  ///   - proposed: where the engine would move it, as a `moveRow(at:to:)` destination (in
  ///     exchange mode, the item it would exchange with).
  func dragController(
    _ controller: Controller, targetIndexPathForMoveFrom original: IndexPath,
    at current: IndexPath, proposed: IndexPath
  ) -> IndexPath

  /// How the floating copy of the item at `indexPath` looks, asked once when its drag begins;
  /// nil uses the configuration's ``DragConfiguration/snapshotStyle``.
  func dragController(_ controller: Controller, snapshotStyleForItemAt indexPath: IndexPath)
    -> SnapshotStyle?

  /// Whether the item at `indexPath` (data as the data source holds it, at rest) may be
  /// selected for a multi-item drag. Asked at every selection request (`select(at:)`, the
  /// pointer's `select(atPoint:time:)`, the keyboard's toggle) and when a reload remaps the
  /// selection. Pinned items are refused before this is asked. On a board the positions are
  /// `[lane, card]`.
  func dragController(_ controller: Controller, canSelectItemAt indexPath: IndexPath) -> Bool

  // MARK: Notifications

  /// A drag began on the item at `indexPath`.
  func dragController(_ controller: Controller, willMoveItemAt indexPath: IndexPath)

  /// A multi-item drag began: the selected items at `indexPaths` (data as the data source
  /// holds it, in data order, the pressed item among them) were lifted together, in place of
  /// `willMoveItemAt`. Selected items whose `canMoveItemAt` is false are not lifted: they stay
  /// where they are (with fewer than two left, the drag is a plain one). Such a drag always commits at the drop: the data source hears nothing
  /// until then.
  func dragController(_ controller: Controller, willMoveItemsAt indexPaths: [IndexPath])

  /// A multi-item drop moved the block, told once in place of per-item `didMoveItemFrom`
  /// calls: `sources[i]` (in the data before the drop) went to `destinations[i]` (in the data
  /// once every item is moved, the block contiguous in its original data order, and *before*
  /// any section is removed). Apply it on arrival: take every source out, then insert every
  /// destination, lowest first. Sections the block emptied follow as `didDeleteSection` calls,
  /// highest first, each in the data as it stands just before it; then the whole drop once
  /// more as one ``DragBatchUpdate`` (``dragController(_:didPerformBatch:)``, UIKit's
  /// convention: destinations there count the deleted sections out). When every item came from
  /// one section, `didMoveItemsAtOffsets` follows this call with the same move as SwiftUI's
  /// `onMove` says it. Then the data source hears `newDataSourceAfterMove` once, then
  /// `didEndMovingItemAt`.
  func dragController(
    _ controller: Controller, didMoveItemsFrom sources: [IndexPath],
    to destinations: [IndexPath])

  /// The item moved, as `UITableView.moveRow(at:to:)`: remove it at `source`, insert it so that
  /// it ends at `destination`. With drop commit (the controllers' default, as UIKit) this comes
  /// once, at the drop; with live commit at every step.
  func dragController(
    _ controller: Controller, didMoveItemFrom source: IndexPath, to destination: IndexPath)

  /// The same move as the `didMoveItemFrom` (or the multi-item `didMoveItemsFrom`) just before
  /// it, said as SwiftUI's `onMove` says it, when every position is in one section: `offsets` are the moved items' offsets before the
  /// move, `destination` the offset to insert before, counted in the data *before* the move
  /// (so moving offset 0 to the end of 5 items gives `destination` 5). Apply it with
  /// `move(fromOffsets:toOffset:)`.
  func dragController(
    _ controller: Controller, didMoveItemsAtOffsets offsets: IndexSet, toOffset destination: Int,
    inSection section: Int)

  /// The items at the two positions traded places (exchange mode, at the drop).
  func dragController(
    _ controller: Controller, didExchangeItemAt first: IndexPath, withItemAt second: IndexPath)

  /// The empty section at `section` was removed (``EmptySectionPolicy/remove``, at the drop).
  /// `section` is an index in the data as it stands just before this call.
  func dragController(_ controller: Controller, didDeleteSection section: Int)

  /// The data change the callbacks just before told one by one, as one UIKit batch (see
  /// ``DragBatchUpdate`` for its convention): every drop, exchange, live step or cancel that
  /// moved items, with the sections it removed. Told once per change, after its
  /// `didMoveItemFrom` / `didMoveItemsFrom` / `didExchangeItemAt` / `didDeleteSection` calls
  /// and before `newDataSourceAfterMove` and the drag's end. A UIKit host may apply these
  /// batches (`performBatchUpdates`) **instead of** the individual callbacks; a host that
  /// applies the individual callbacks ignores them.
  func dragController(_ controller: Controller, didPerformBatch batch: DragBatchUpdate)

  /// Preview only, no data change: the insert slot (drop commit) or the exchange target is now
  /// `indexPath`, in the data as it stands on screen (nil: no exchange target).
  func dragController(_ controller: Controller, didChangeTargetTo indexPath: IndexPath?)

  /// A step was declined: the item stays where it is. Said once per declined target (a pointer
  /// resting over it does not repeat it).
  ///
  /// - Parameters:
  ///   - controller: the controller telling.
  ///   - proposed: where the engine proposed to move the item (a `moveRow(at:to:)` destination;
  ///     in exchange mode, the item it would have exchanged with).
  ///   - reason: why it stayed.
  func dragController(
    _ controller: Controller, didDeclineMoveTo proposed: IndexPath, reason: StepDecline)

  /// Auto-scroll (or a keyboard move bringing the item into view) moved the content: set the
  /// scroll view's content offset to `contentOffset` (the content point at the viewport's
  /// origin).
  func dragController(_ controller: Controller, didScrollTo contentOffset: CGPoint)

  /// The drag ended with a drop; the item now stands at `indexPath` (data after every change
  /// reported before).
  func dragController(_ controller: Controller, didEndMovingItemAt indexPath: IndexPath)

  /// The drag ended without a drop.
  ///
  /// - Parameters:
  ///   - controller: the controller telling.
  ///   - indexPath: where the item stands now, or nil when it is gone
  ///     (``DragCancelReason/itemRemoved``, ``DragCancelReason/itemNotTracked``).
  ///   - reason: why.
  func dragController(
    _ controller: Controller, didCancelMovingItemAt indexPath: IndexPath?,
    reason: DragCancelReason)

  /// A press lifted before it became a drag, over the item at `indexPath`.
  func dragController(_ controller: Controller, didTapItemAt indexPath: IndexPath)

  /// Something to tell a screen-reader user about a keyboard or accessibility drag, in words
  /// (from the controller's ``AnnouncementTexts``; English by default). Post it as an
  /// accessibility announcement (or write it into an `aria-live` region).
  ///
  /// - Parameters:
  ///   - controller: the controller telling.
  ///   - text: the words.
  ///   - announcement: the same, as data.
  func dragController(
    _ controller: Controller, announce text: String, for announcement: Announcement)

  /// Whether the host must keep feeding display-frame ticks changed: start the display link
  /// when `needsFrames` turns true, stop it when it turns false (see the controller's
  /// `needsFrames`).
  func dragController(_ controller: Controller, needsFramesDidChange needsFrames: Bool)

  /// The controller refused a call the host made: the call returned `false` (a selection call,
  /// a change that is not one) and changed nothing; `refusal` says why, as
  /// ``DragController/lastRefusal`` does. Told once per refused call, after its other
  /// callbacks. A call made from here is re-entrant (events are refused, reloads queued), and
  /// a refusal of it is not told again.
  func dragController(_ controller: Controller, didRefuse refusal: ControllerRefusal)
}

extension DragDelegate {
  /// Returns `true` by default: every item can be lifted.
  public func dragController(_ controller: Controller, canMoveItemAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Returns `false` by default: nothing is pinned.
  public func dragController(_ controller: Controller, isPinnedItemAt indexPath: IndexPath)
    -> Bool
  { false }

  /// Returns `proposed` by default.
  public func dragController(
    _ controller: Controller, targetIndexPathForMoveFrom original: IndexPath,
    at current: IndexPath, proposed: IndexPath
  ) -> IndexPath { proposed }

  /// Returns nil by default: the configuration's style.
  public func dragController(_ controller: Controller, snapshotStyleForItemAt indexPath: IndexPath)
    -> SnapshotStyle?
  { nil }

  /// Returns `true` by default: every unpinned item can be selected.
  public func dragController(_ controller: Controller, canSelectItemAt indexPath: IndexPath)
    -> Bool
  { true }

  /// Does nothing by default.
  public func dragController(_ controller: Controller, willMoveItemAt indexPath: IndexPath) {}

  /// Does nothing by default.
  public func dragController(_ controller: Controller, willMoveItemsAt indexPaths: [IndexPath]) {}

  /// Does nothing by default.
  public func dragController(
    _ controller: Controller, didMoveItemsFrom sources: [IndexPath],
    to destinations: [IndexPath]
  ) {}

  /// Does nothing by default.
  public func dragController(
    _ controller: Controller, didMoveItemFrom source: IndexPath, to destination: IndexPath
  ) {}

  /// Does nothing by default.
  public func dragController(
    _ controller: Controller, didMoveItemsAtOffsets offsets: IndexSet, toOffset destination: Int,
    inSection section: Int
  ) {}

  /// Does nothing by default.
  public func dragController(
    _ controller: Controller, didExchangeItemAt first: IndexPath, withItemAt second: IndexPath
  ) {}

  /// Does nothing by default.
  public func dragController(_ controller: Controller, didDeleteSection section: Int) {}

  /// Does nothing by default.
  public func dragController(_ controller: Controller, didPerformBatch batch: DragBatchUpdate) {}

  /// Does nothing by default.
  public func dragController(_ controller: Controller, didChangeTargetTo indexPath: IndexPath?) {}

  /// Does nothing by default.
  public func dragController(
    _ controller: Controller, didDeclineMoveTo proposed: IndexPath, reason: StepDecline
  ) {}

  /// Does nothing by default.
  public func dragController(_ controller: Controller, didScrollTo contentOffset: CGPoint) {}

  /// Does nothing by default.
  public func dragController(_ controller: Controller, didEndMovingItemAt indexPath: IndexPath) {}

  /// Does nothing by default.
  public func dragController(
    _ controller: Controller, didCancelMovingItemAt indexPath: IndexPath?,
    reason: DragCancelReason
  ) {}

  /// Does nothing by default.
  public func dragController(_ controller: Controller, didTapItemAt indexPath: IndexPath) {}

  /// Does nothing by default.
  public func dragController(
    _ controller: Controller, announce text: String, for announcement: Announcement
  ) {}

  /// Does nothing by default.
  public func dragController(_ controller: Controller, needsFramesDidChange needsFrames: Bool) {}

  /// Does nothing by default.
  public func dragController(_ controller: Controller, didRefuse refusal: ControllerRefusal) {}
}
