import Foundation
import ReorderCore

/// What every controller shares: pointer, keyboard and accessibility entry points, display-frame
/// ticks, reloads, and the read-outs of the drag. ``DragTableController``,
/// ``DragGridController`` and ``DragBoardController`` are its kinds; hosts create those, never
/// this class.
///
/// The controller is bound to the main actor (it calls its data source and delegate there, as
/// UIKit does); the engine values it hands out (`RenderState`, `DragEffect`, `ItemPath`) are
/// `Sendable`.
///
/// **Positions** are index paths `[section, item]` (`IndexPath(item:section:)`) in the data as
/// the data source holds it, and follow `UITableView.moveRow(at:to:)`: each callback's positions
/// are in the data as it stands just before that callback's change.
///
/// **Coordinates.** Pointer entry points take a ``PointerLocation`` that says its space:
/// `.viewport(_:)` (origin at the visible area's top-left) or `.content(_:)` (origin at the
/// content's top-left, as UIKit's `location(in: scrollView)`). ``handle(_:)-(PointerEvent)``
/// takes viewport points. A table's and a grid's ``renderState`` is in content coordinates; a
/// board's ``DragBoardController/boardRenderState(at:)`` is in viewport coordinates (each lane
/// scrolls on its own, so no single content space holds them all).
///
/// **Identity.** Items are never compared with `==`, so equal values are legal and distinct.
/// Created through an `Identifiable` initializer, an item is the same item wherever its `id` is,
/// so a drag survives any reload that keeps it; otherwise a reload during a drag must say where
/// the dragged item went (``reloadData(draggedItemAt:)`` or ``performBatchUpdates(_:)``), or the
/// drag ends with ``DragCancelReason/itemNotTracked``.
///
/// **Re-entrancy.** A callback may call back in: reloads, batch updates, ``cancelDrag()`` and
/// editing changes are queued and run once the current callbacks are delivered; events are
/// refused (they return `false` and change nothing).
@MainActor
public class DragController<Item> {
  let core: AnyHostCore<Item>

  /// Creates the controller's host core over `engine`, attaches it, and reads the data source
  /// once: every kind of controller is born this way.
  init<Kind: HostedController>(
    _ kind: Kind.Type, engine: Kind.Engine, viewport: Viewport,
    sameItem: ((Item, Item) -> Bool)?
  ) where Kind.Item == Item {
    let core = HostCore<Kind>(engine: engine, viewport: viewport, sameItem: sameItem)
    self.core = core
    // The controller is a `Kind` (each kind passes its own type).
    core.owner = unsafeDowncast(self, to: Kind.self)
    reloadData()
  }

  // MARK: Reading

  /// The visible window. The host sets its content offset when the user scrolls; a change of
  /// its size or insets reaches the layout at the next reload.
  public var viewport: Viewport {
    get { core.viewport }
    set { core.viewport = newValue }
  }

  /// The content offset (the content point at the viewport's origin), as a `CGPoint`.
  public var contentOffset: CGPoint {
    get { CGPoint(core.viewport.contentOffset) }
    set { core.viewport.contentOffset = Point(newValue) }
  }

  /// When the data source hears `newDataSourceAfterMove` (default ``DataSourceUpdates/atDrop``).
  public var dataSourceUpdates: DataSourceUpdates {
    get { core.dataSourceUpdates }
    set { core.dataSourceUpdates = newValue }
  }

  /// The words of announcements and accessibility action names: English by default
  /// (``EnglishAnnouncements``); set your own type to localise or to name items.
  public var announcementTexts: any AnnouncementTexts {
    get { core.texts }
    set { core.texts = newValue }
  }

  /// Whether a drag (pointer, keyboard or interactive) is in progress.
  public var isDragging: Bool { core.isDragging }

  /// Where the dragged item stands in the data as the data source holds it (drop commit: where
  /// it was picked up, until the drop; live commit: after every step so far), or nil.
  public var draggedIndexPath: IndexPath? { core.dataSourcePath.map { IndexPath($0) } }

  /// The dragged item, or nil.
  public var draggedItem: Item? { core.dataSourcePath.flatMap { core.data.item(at: $0) } }

  /// Whether the host must keep feeding display-frame ticks: true while a press waits to become
  /// a drag, while a pointer drag is in progress (auto-scroll) and while an animation runs;
  /// false at rest. The delegate hears every change
  /// (``DragDelegate/dragController(_:needsFramesDidChange:)``), so a host can start and stop
  /// its display link there.
  public var needsFrames: Bool { core.needsFrames() }

  /// The number of sections.
  public var numberOfSections: Int { core.data.sectionCount }

  /// The number of items in `section`; 0 out of range.
  public func numberOfItems(inSection section: Int) -> Int {
    core.data.itemCount(inSection: section)
  }

  /// The item at `indexPath` in the data as the data source holds it, or nil out of range.
  ///
  /// - Complexity: O(1).
  public func item(at indexPath: IndexPath) -> Item? {
    ItemPath(indexPath).flatMap { core.data.item(at: $0) }
  }

  /// The whole data as the data source holds it (every change the delegate heard, applied).
  ///
  /// - Complexity: O(1) (shared copy-on-write).
  public var sections: [[Item]] { core.data.sections }

  /// What the screen shows once every animation has finished: visible items (content
  /// coordinates, the dragged item's slot hidden), the floating copy and the content offset.
  /// While the controller asks the delegate a decision, the engine is busy and this reads as an
  /// empty state at the current offset.
  ///
  /// - Complexity: O(log n + v) for v visible items.
  public var renderState: RenderState { core.renderState(at: .infinity) }

  /// What the screen shows at `time` (seconds, the events' clock): as ``renderState``, with
  /// the lift, displacement, drop and return animations part-way, as they stand at that time
  /// (draw this every display frame while ``needsFrames`` is true; also for a recording or a
  /// filmstrip). Times before the latest event
  /// show the animations it started at their beginning; a NaN time counts as the latest
  /// event's.
  ///
  /// - Complexity: O(log n + v × r) for v visible items and r recent slot changes.
  public func renderState(at time: TimeInterval) -> RenderState { core.renderState(at: time) }

  // MARK: Pointer events and ticks

  /// Feeds one pointer event (points in **viewport** coordinates, time in seconds from the
  /// event) and delivers its callbacks, in order.
  ///
  /// - Returns: `false` when refused because the controller is delivering callbacks (nothing
  ///   changed); `true` otherwise.
  /// - Complexity: O(log n) per event; the drop's data change is O(k) for the k items of the
  ///   sections involved.
  @discardableResult
  public func handle(_ event: PointerEvent) -> Bool { core.handle(event) }

  /// The pointer went down at `location`.
  @discardableResult
  public func pointerDown(at location: PointerLocation, time: TimeInterval) -> Bool {
    handle(.down(location.viewportPoint(contentOffset: core.viewport.contentOffset), time: time))
  }

  /// The pointer moved to `location`.
  @discardableResult
  public func pointerMoved(to location: PointerLocation, time: TimeInterval) -> Bool {
    handle(.move(location.viewportPoint(contentOffset: core.viewport.contentOffset), time: time))
  }

  /// The pointer lifted at `location`.
  @discardableResult
  public func pointerUp(at location: PointerLocation, time: TimeInterval) -> Bool {
    handle(.up(location.viewportPoint(contentOffset: core.viewport.contentOffset), time: time))
  }

  /// The system took the touch away: a drag is cancelled.
  @discardableResult
  public func pointerCancelled(time: TimeInterval) -> Bool {
    handle(.cancel(time: time))
  }

  /// A display frame: completes long presses and drives auto-scroll. Needed only while
  /// ``needsFrames`` is true.
  @discardableResult
  public func tick(time: TimeInterval) -> Bool {
    handle(.tick(time: time))
  }

  // MARK: Keyboard and accessibility

  /// Feeds one keyboard command: pick up the focused item, move it, drop it, cancel. The
  /// delegate hears the same callbacks as for a pointer drag, plus an announcement.
  ///
  /// - Returns: whether the command did anything (a host lets unhandled keys through); `false`
  ///   also when refused because the controller is delivering callbacks.
  @discardableResult
  public func handle(_ command: KeyboardCommand) -> Bool { core.handle(command) }

  /// The accessibility actions for the item at `indexPath` (data as the data source holds it,
  /// at rest), each with its name: only the moves that would change something.
  ///
  /// - Complexity: O(S × log n): one trial move per action.
  public func accessibilityActions(forItemAt indexPath: IndexPath) -> [DragAccessibilityAction] {
    guard let path = ItemPath(indexPath) else { return [] }
    return core.accessibilityActions(forItemAt: path).map {
      DragAccessibilityAction(action: $0, name: core.texts.name(of: $0))
    }
  }

  /// Performs an accessibility action on the item at `indexPath`: picks it up, moves it and
  /// drops it, with the delegate hearing the same callbacks as a keyboard drag.
  ///
  /// - Returns: whether the item moved.
  @discardableResult
  public func performAccessibilityAction(
    _ action: AccessibilityMoveAction, onItemAt indexPath: IndexPath
  ) -> Bool {
    guard let path = ItemPath(indexPath) else { return false }
    return core.perform(action, onItemAt: path)
  }

  // MARK: Selection (multi-item drags)

  /// The selected items' positions in the data as the data source holds it, in data order.
  /// A pointer drag or a keyboard pick-up that begins on one of them, with two or more
  /// selected, lifts them all as one block (see
  /// ``DragDelegate/dragController(_:willMoveItemsAt:)``); the drop clears the selection.
  /// Through reloads, `Identifiable` items are followed by `id`; other items keep their
  /// positions (or follow ``performBatchUpdates(_:)``). On a board: cards, `[lane, card]`.
  public var selectedIndexPaths: [IndexPath] { core.selectedPaths.map { IndexPath($0) } }

  /// Adds the item at `indexPath` (data as the data source holds it) to the selection.
  ///
  /// - Returns: what changed: refused during a press or drag (``SelectionRefusal/busy``, also
  ///   while callbacks are being delivered), out of range (``SelectionRefusal/notAnItem``), for
  ///   a pinned item (``SelectionRefusal/pinned``) or when the delegate's
  ///   ``DragDelegate/dragController(_:canSelectItemAt:)`` says no (``SelectionRefusal/policy``).
  ///   Positions in the change are `[section, item]` (on a board, `[lane, card]`).
  /// - Complexity: O(k) for k selected items.
  @discardableResult
  public func select(at indexPath: IndexPath) -> SelectionChange {
    guard let path = ItemPath(indexPath) else { return .refused(.notAnItem) }
    return core.select(at: path)
  }

  /// Removes the item at `indexPath` (data as the data source holds it) from the selection;
  /// refused during a press or drag.
  ///
  /// - Complexity: O(k) for k selected items.
  @discardableResult
  public func deselect(at indexPath: IndexPath) -> SelectionChange {
    guard let path = ItemPath(indexPath) else { return .refused(.notAnItem) }
    return core.deselect(at: path)
  }

  /// Empties the selection. Returns false (nothing changes) during a press or drag, or while
  /// callbacks are being delivered.
  @discardableResult
  public func clearSelection() -> Bool { core.clearSelection() }

  /// The pointer's selection input (a tap in selection mode, or a ⌘-click): toggles the item
  /// under `location` (viewport or content coordinates, as the location says). Over no item,
  /// during a press or drag, or with a non-finite point or time it changes nothing (the
  /// refusal says why). `time` (seconds, the events' clock) advances the animations' clock.
  ///
  /// - Complexity: O(log n + k) for k selected items.
  @discardableResult
  public func select(atPoint location: PointerLocation, time: TimeInterval) -> SelectionChange {
    core.select(
      atViewportPoint: location.viewportPoint(contentOffset: core.viewport.contentOffset),
      time: time)
  }

  /// The keyboard's selection toggle (a host maps a modifier with Space to it): selects the
  /// focused item at `indexPath` (data as the data source holds it), or deselects it if it is
  /// selected, and announces it through
  /// ``DragDelegate/dragController(_:announce:for:)`` (the announcement's `itemCount` is how
  /// many are selected now; a pinned or vetoed item is announced as not movable). A later
  /// ``KeyboardCommand/pickUp(_:)`` on a selected item lifts the whole block.
  ///
  /// - Returns: whether anything was announced (false: refused during a drag, out of range, or
  ///   while callbacks are being delivered).
  /// - Complexity: O(k) for k selected items.
  @discardableResult
  public func toggleSelection(ofFocusedItemAt indexPath: IndexPath) -> Bool {
    guard let path = ItemPath(indexPath) else { return false }
    return core.toggleSelectionOfFocused(at: path)
  }

  // MARK: Changes from the host

  /// Cancels the drag in progress from the host's side: the item goes back, and the delegate
  /// hears `didCancelMovingItemAt` with ``DragCancelReason/cancelled``. Called from inside a
  /// callback, it is queued and runs once the current callbacks are delivered.
  public func cancelDrag() {
    core.submit(.cancel)
  }

  /// Reads the data source again (the data, every size and, with a delegate, every
  /// `isPinnedItemAt`). During a drag, `Identifiable` items are followed by `id`: found, the
  /// drag continues from where the item now stands; gone, it ends with
  /// ``DragCancelReason/itemRemoved``. Without identity it ends with
  /// ``DragCancelReason/itemNotTracked``. Queued when called from a callback.
  ///
  /// - Complexity: O(n), plus O(n) to find the dragged item's `id` when it moved.
  public func reloadData() {
    core.submit(.reload(.identity))
  }

  /// Reads the data source again, saying where the dragged item now stands in the new data as
  /// the data source holds it (see ``draggedIndexPath``), or nil when the host removed it. For
  /// `Identifiable` items this is a hint: the `id` decides. Ignored when no drag is in progress.
  ///
  /// - Complexity: O(n).
  public func reloadData(draggedItemAt indexPath: IndexPath?) {
    core.submit(.reload(.position(indexPath.flatMap { ItemPath($0) })))
  }

  /// Tells the controller what the host changed in its data, then reads the data source again.
  /// Change the data first; list the changes in the order made (each update's positions count
  /// in the data after the updates before it). The dragged item is followed through the
  /// updates (and, for `Identifiable` items, confirmed by `id`); a deleted dragged item ends the
  /// drag with ``DragCancelReason/itemRemoved``.
  ///
  /// - Complexity: O(u) to follow the dragged item through u updates, plus a reload's O(n).
  public func performBatchUpdates(_ updates: [DragDataUpdate]) {
    core.submit(.reload(.updates(updates)))
  }
}

/// An accessibility action of a controller's item, with its name for the screen reader.
public struct DragAccessibilityAction: Sendable, Equatable {
  /// The move.
  public var action: AccessibilityMoveAction
  /// Its name, from the controller's ``DragController/announcementTexts``.
  public var name: String

  /// Creates an action.
  public init(action: AccessibilityMoveAction, name: String) {
    self.action = action
    self.name = name
  }
}
