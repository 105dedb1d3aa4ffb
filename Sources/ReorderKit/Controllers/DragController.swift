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
///
/// **Results.** Every entry point that returns a `Bool` returns `true` exactly when it was
/// accepted: it changed something, or the engine took it up (a pointer-down that starts a
/// press, a move during a press, a tick while something needs frames). It returns `false` when
/// refused; nothing changed, ``lastRefusal`` says why, and the delegate hears
/// ``DragDelegate/dragController(_:didRefuse:)``. A queued call returns `true`: it was
/// accepted, and runs once the callbacks are delivered.
@MainActor
public class DragController<Item> {
  /// The controller's host core: made by its kind over that kind's engine (the kind keeps it
  /// typed too), so this class forwards to it without knowing the engine.
  let core: any HostCoring<Item>

  /// Takes the host core its kind made; the kind then sets itself as the core's owner and
  /// reads the data source once (``reloadData()``): every kind of controller is born this way.
  init(core: any HostCoring<Item>) {
    self.core = core
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
  public var isDragging: Bool { core.readout.isDragging }

  /// Why the latest refused call was refused (it returned `false`, or a selection change that
  /// is not one); nil after an accepted call. Each entry point's documentation lists its
  /// refusals.
  public var lastRefusal: ControllerRefusal? { core.lastRefusal }

  /// Where the dragged item stands in the data as the data source holds it (drop commit: where
  /// it was picked up, until the drop; live commit: after every step so far), or nil.
  public var draggedIndexPath: IndexPath? { core.readout.dataSourcePath.map { IndexPath($0) } }

  /// The dragged item, or nil.
  public var draggedItem: Item? { core.readout.dataSourcePath.flatMap { core.data.item(at: $0) } }

  /// Whether the host must keep feeding display-frame ticks: true while a press waits to become
  /// a drag, while a pointer drag is in progress (auto-scroll) and while an animation runs;
  /// false at rest. The delegate hears every change
  /// (``DragDelegate/dragController(_:needsFramesDidChange:)``), so a host can start and stop
  /// its display link there.
  public var needsFrames: Bool { core.readout.needsFrames }

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
  /// - Returns: `true` when the engine took the event up: a down that starts a press, any
  ///   event during a press or a pointer drag, a tick while something needs frames, or an
  ///   event with callbacks. `false` when refused (``lastRefusal``): ``ControllerRefusal/busy``
  ///   (called from a callback), ``ControllerRefusal/nonFiniteInput`` (a NaN or infinite point
  ///   or time), ``ControllerRefusal/notOverItem`` and ``ControllerRefusal/notMovable`` (the
  ///   move or tick that would lift the pressed item refuses it),
  ///   ``ControllerRefusal/dragInProgress`` (a down during a press or drag: a keyboard drag
  ///   too), ``ControllerRefusal/nothingInProgress`` (a move, up, cancel or tick with nothing
  ///   to act on).
  /// - Complexity: O(log n) per event; the drop's data change is O(k) for the k items of the
  ///   sections involved.
  @discardableResult
  public func handle(_ event: PointerEvent) -> Bool { core.handle(event) }

  /// The pointer went down at `location`. Returns as ``handle(_:)-(PointerEvent)``: `true` when
  /// it starts a press.
  @discardableResult
  public func pointerDown(at location: PointerLocation, time: TimeInterval) -> Bool {
    handle(.down(location.viewportPoint(contentOffset: core.viewport.contentOffset), time: time))
  }

  /// The pointer moved to `location`. Returns as ``handle(_:)-(PointerEvent)``: `true` during
  /// a press or a pointer drag.
  @discardableResult
  public func pointerMoved(to location: PointerLocation, time: TimeInterval) -> Bool {
    handle(.move(location.viewportPoint(contentOffset: core.viewport.contentOffset), time: time))
  }

  /// The pointer lifted at `location`. Returns as ``handle(_:)-(PointerEvent)``: `true` when
  /// it ends a press (a tap) or a pointer drag (a drop).
  @discardableResult
  public func pointerUp(at location: PointerLocation, time: TimeInterval) -> Bool {
    handle(.up(location.viewportPoint(contentOffset: core.viewport.contentOffset), time: time))
  }

  /// The system took the touch away: a drag is cancelled. Returns as
  /// ``handle(_:)-(PointerEvent)``: `true` when a press or a drag (a keyboard one too) ended.
  @discardableResult
  public func pointerCancelled(time: TimeInterval) -> Bool {
    handle(.cancel(time: time))
  }

  /// A display frame: completes long presses and drives auto-scroll. Needed only while
  /// ``needsFrames`` is true. Returns as ``handle(_:)-(PointerEvent)``: `true` while something
  /// needed frames; `false` at rest (``ControllerRefusal/nothingInProgress``).
  @discardableResult
  public func tick(time: TimeInterval) -> Bool {
    handle(.tick(time: time))
  }

  // MARK: Keyboard and accessibility

  /// Feeds one keyboard command: pick up the focused item, move it, drop it, cancel. The
  /// delegate hears the same callbacks as for a pointer drag, plus an announcement.
  ///
  /// - Returns: `true` when the command was taken up: it had callbacks or an announcement (a
  ///   declined move at an edge is announced, so it counts; a host lets the other keys
  ///   through). `false` when refused (``lastRefusal``): ``ControllerRefusal/busy``,
  ///   ``ControllerRefusal/outOfRange(_:)`` (a pick-up of no item),
  ///   ``ControllerRefusal/notMovable`` (a pinned or vetoed item; announced as not movable),
  ///   ``ControllerRefusal/dragInProgress`` (a pick-up during a press or drag),
  ///   ``ControllerRefusal/nothingInProgress`` (a move or drop with no keyboard drag, a cancel
  ///   with no drag).
  @discardableResult
  public func handle(_ command: KeyboardCommand) -> Bool { core.handle(command) }

  /// The accessibility actions for the item at `indexPath` (data as the data source holds it),
  /// each with its name and how many items it moves: exactly the actions that
  /// ``performAccessibilityAction(_:onItemAt:)`` performs, each moving what its name says; any
  /// other action is refused. For a selected item with others selected the actions move the
  /// whole selection as one block (their names say how many items, such as "Move 3 items up").
  ///
  /// Listed only at rest (a grid in editing mode at rest included): empty while a press waits
  /// to become a drag, during any drag (pointer, keyboard, interactive movement), while a grid's
  /// corner button is held, and while the controller delivers callbacks. On a board the
  /// actions move cards (see ``AccessibilityMoveAction`` for their meaning there).
  ///
  /// - Complexity: O(S × log n): one trial move per action, for S sections.
  public func accessibilityActions(forItemAt indexPath: IndexPath) -> [DragAccessibilityAction] {
    guard let path = ItemPath(indexPath) else { return [] }
    return core.accessibilityActions(forItemAt: path)
  }

  /// Performs an accessibility action on the item at `indexPath` (data as the data source
  /// holds it): picks it up (with the selection when it is selected with others), moves it and
  /// drops it, with the delegate hearing the same callbacks as a keyboard drag. Performs
  /// exactly the actions ``accessibilityActions(forItemAt:)`` lists; any other is refused: it
  /// changes nothing, and the delegate hears at most the declined step and the announcement
  /// of why.
  ///
  /// - Returns: `true` when the item moved. `false` when refused (``lastRefusal``):
  ///   ``ControllerRefusal/busy``, ``ControllerRefusal/outOfRange(_:)``,
  ///   ``ControllerRefusal/notMovable``, ``ControllerRefusal/declined(_:)`` (the move would
  ///   not change anything; announced), ``ControllerRefusal/dragInProgress``,
  ///   ``ControllerRefusal/unsupported`` (not one of the actions listed for the item).
  @discardableResult
  public func performAccessibilityAction(
    _ action: AccessibilityMoveAction, onItemAt indexPath: IndexPath
  ) -> Bool {
    guard let path = ItemPath(indexPath) else { return core.refuse(.outOfRange(indexPath)) }
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
  ///   ``lastRefusal`` is ``ControllerRefusal/selection(_:)`` after a refusal
  ///   (``ControllerRefusal/busy`` when called from a callback), ``ControllerRefusal/noChange``
  ///   after `unchanged`.
  /// - Complexity: O(k) for k selected items.
  @discardableResult
  public func select(at indexPath: IndexPath) -> SelectionChange {
    guard let path = ItemPath(indexPath) else { return noted(.refused(.notAnItem)) }
    return noted(core.select(at: path))
  }

  /// Records the result of a selection call: a refusal (or no change) as ``lastRefusal``.
  private func noted(_ change: SelectionChange) -> SelectionChange {
    switch change {
    case .selected, .deselected: _ = core.accept()
    case .unchanged: _ = core.refuse(.noChange)
    case .refused(.busy) where core.isBusy: _ = core.refuse(.busy)
    case .refused(let reason): _ = core.refuse(.selection(reason))
    }
    return change
  }

  /// Removes the item at `indexPath` (data as the data source holds it) from the selection;
  /// refused during a press or drag. ``lastRefusal`` as for ``select(at:)``.
  ///
  /// - Complexity: O(k) for k selected items.
  @discardableResult
  public func deselect(at indexPath: IndexPath) -> SelectionChange {
    guard let path = ItemPath(indexPath) else { return noted(.refused(.notAnItem)) }
    return noted(core.deselect(at: path))
  }

  /// Empties the selection.
  ///
  /// - Returns: `true` when it was not empty. `false` when refused (``lastRefusal``):
  ///   ``ControllerRefusal/busy``, ``ControllerRefusal/selection(_:)`` with
  ///   ``SelectionRefusal/busy`` (during a press or drag), ``ControllerRefusal/noChange`` (it
  ///   was empty).
  @discardableResult
  public func clearSelection() -> Bool {
    if core.isBusy { return core.refuse(.busy) }
    if core.readout.isEngaged { return core.refuse(.selection(.busy)) }
    if core.selectedPaths.isEmpty { return core.refuse(.noChange) }
    return core.clearSelection() ? core.accept() : core.refuse(.selection(.busy))
  }

  /// The pointer's selection input (a tap in selection mode, or a ⌘-click): toggles the item
  /// under `location` (viewport or content coordinates, as the location says). Over no item,
  /// during a press or drag, or with a non-finite point or time it changes nothing (the
  /// refusal says why). `time` (seconds, the events' clock) advances the animations' clock.
  /// ``lastRefusal`` as for ``select(at:)``.
  ///
  /// - Complexity: O(log n + k) for k selected items.
  @discardableResult
  public func select(atPoint location: PointerLocation, time: TimeInterval) -> SelectionChange {
    noted(
      core.select(
        atViewportPoint: location.viewportPoint(contentOffset: core.viewport.contentOffset),
        time: time))
  }

  /// The keyboard's selection toggle (a host maps a modifier with Space to it): selects the
  /// focused item at `indexPath` (data as the data source holds it), or deselects it if it is
  /// selected, and announces it through
  /// ``DragDelegate/dragController(_:announce:for:)`` (the announcement's `itemCount` is how
  /// many are selected now; a pinned or vetoed item is announced as not movable). A later
  /// ``KeyboardCommand/pickUp(_:)`` on a selected item lifts the whole block.
  ///
  /// - Returns: `true` when the item was selected or deselected. `false` when refused
  ///   (``lastRefusal``): ``ControllerRefusal/busy``, ``ControllerRefusal/outOfRange(_:)``,
  ///   ``ControllerRefusal/selection(_:)`` with ``SelectionRefusal/busy`` (during a press or
  ///   drag), ``ControllerRefusal/notMovable`` (a pinned item, or one the delegate's
  ///   `canSelectItemAt` vetoes; announced as not movable).
  /// - Complexity: O(k) for k selected items.
  @discardableResult
  public func toggleSelection(ofFocusedItemAt indexPath: IndexPath) -> Bool {
    guard let path = ItemPath(indexPath), core.data.item(at: path) != nil else {
      return core.refuse(core.isBusy ? .busy : .outOfRange(indexPath))
    }
    if core.isBusy { return core.refuse(.busy) }
    if core.readout.isEngaged { return core.refuse(.selection(.busy)) }
    return core.toggleSelectionOfFocused(at: path) ? core.accept() : core.refuse(.notMovable)
  }

  // MARK: Changes from the host

  /// Cancels the drag in progress from the host's side: the item goes back, and the delegate
  /// hears `didCancelMovingItemAt` with ``DragCancelReason/cancelled``. A press waiting to
  /// become a drag is dropped. Called from inside a callback, it is queued and runs once the
  /// current callbacks are delivered.
  ///
  /// - Returns: `true` when a press or drag was cancelled, or the cancel was queued (it then
  ///   cancels what is in progress when it runs, if anything). `false` when nothing was pressed
  ///   or dragged (``ControllerRefusal/nothingInProgress``).
  @discardableResult
  public func cancelDrag() -> Bool {
    core.cancelDrag()
  }

  /// Reads the data source again (the data, every size and, with a delegate, every
  /// `isPinnedItemAt`). During a drag, `Identifiable` items are followed by `id`: found, the
  /// drag continues from where the item now stands; gone, it ends with
  /// ``DragCancelReason/itemRemoved``. Without identity it ends with
  /// ``DragCancelReason/itemNotTracked``. Queued when called from a callback. It has no result:
  /// a reload is never refused, and it leaves ``lastRefusal`` as it is.
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
  /// Its name, from the controller's ``DragController/announcementTexts``
  /// (``AnnouncementTexts/name(of:itemCount:)``).
  public var name: String
  /// How many items it moves: the selection's count for a selected item with others selected,
  /// 1 otherwise.
  public var itemCount: Int

  /// Creates an action that moves `itemCount` items.
  public init(action: AccessibilityMoveAction, name: String, itemCount: Int = 1) {
    self.action = action
    self.name = name
    self.itemCount = itemCount
  }
}
