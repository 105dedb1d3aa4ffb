import Foundation
import ReorderCore

/// Long-press drag-to-reorder for a sectioned list of any `Item`: the host feeds pointer events,
/// reads ``renderState``, and hears about the drag through its ``DragTableDelegate`` and
/// ``DragTableDataSource``.
///
/// The controller is bound to the main actor (it calls its data source and delegate there, as
/// UIKit does); the engine values it hands out (`RenderState`, `DragEffect`, `ItemPath`) are
/// `Sendable`.
///
/// **Identity.** Items are never compared with `==`, so equal values are legal and distinct.
/// Created through the `Identifiable` initializer, an item is the same item wherever its `id`
/// is; otherwise an item is identified by its position at the last reload, and a reload during a
/// drag must say where the dragged item went (``reloadData(draggedItemAt:)`` or
/// ``performBatchUpdates(_:)``), or the drag ends as a cancel
/// (``DragCancelReason/itemNotTracked``).
///
/// **Positions** are index paths `[section, item]` (`IndexPath(item:section:)`) and follow
/// `UITableView.moveRow(at:to:)`: each callback's positions are in the data as it stands just
/// before that callback's change. Points are in **viewport** coordinates when the host passes
/// them in (pointer events) and in **content** coordinates in the render state.
///
/// **Cost.** During a drag the controller keeps its data as it was at the pick-up plus the
/// engine's ``Arrangement`` (O(1) lookups); it moves the item in its own copy once, at the drop.
/// Nothing copies the data per step unless the host opts into ``DataSourceUpdates/everyStep``.
@MainActor
public final class DragTableController<Item> {
  /// When the data source's `newDataSourceAfterMove` is called.
  public enum DataSourceUpdates: Sendable, Equatable {
    /// Once per drop that changed the order. No per-step cost.
    case atDrop
    /// After every live step as well (live commit only): each call builds a fresh copy of the
    /// whole data, O(n) time and memory per step. Prefer `didMoveItemFrom:to:` for per-step
    /// updates.
    case everyStep
  }

  /// Supplies the data and sizes. Held weakly.
  public weak var dataSource: (any DragTableDataSource<Item>)?
  /// Hears about drags and has a say over them. Held weakly.
  public weak var delegate: (any DragTableDelegate<Item>)?
  /// When `newDataSourceAfterMove` is called (default ``DataSourceUpdates/atDrop``).
  public var dataSourceUpdates: DataSourceUpdates = .atDrop
  /// The item extent the data source's default `extentForItemAt` answers (44 points, as
  /// `UITableView`'s default row height). Takes effect at the next reload.
  public var itemExtent: CGFloat = 44
  /// Modes, rules and strategies. A change takes effect at the next event; change the commit
  /// mode or the reorder mode only between drags.
  public var configuration: DragConfiguration
  /// The visible window. The host sets its content offset when the user scrolls; a change of
  /// its size or insets reaches the layout at the next reload.
  public var viewport: Viewport
  /// The scroll axis.
  public let axis: Axis

  /// The engine, parked (nil) only while it runs, so that a callback reading the controller
  /// never overlaps the engine's own access.
  var engine: DragSession<ListLayout>?
  /// The data as the engine's layout has it: as it was at the pick-up, during a drag.
  var storage: [[Item]] = []
  /// The dragged item's arrangement in the data as the data source holds it: in live commit
  /// the slot follows every step; in drop commit it stays at `lifted` until the drop. Nil when
  /// no drag is in progress.
  var tracked: Arrangement?
  /// Whether the drag in progress has changed the data so far.
  var changedInDrag = false
  /// Whether two items are the same item (nil: identity by position).
  let sameItem: ((Item, Item) -> Bool)?
  /// How deep the controller is in its own work (events, reloads, callbacks).
  var depth = 0
  /// Reloads and cancels asked for while the controller was busy, in order.
  var pending: [Deferred] = []

  enum Deferred {
    case reload(ReloadHint)
    case cancel
  }

  init(
    dataSource: any DragTableDataSource<Item>, delegate: (any DragTableDelegate<Item>)?,
    axis: Axis, viewport: Viewport, configuration: DragConfiguration,
    sameItem: ((Item, Item) -> Bool)?
  ) {
    self.dataSource = dataSource
    self.delegate = delegate
    self.axis = axis
    self.viewport = viewport
    self.configuration = configuration
    self.sameItem = sameItem
    self.engine = DragSession(
      layout: ListLayout(axis: axis, crossExtent: 0, sections: []), viewport: viewport,
      configuration: configuration)
    submit(.reload(.identity))
  }

  /// Creates a controller for items without identity: an item is identified by its position at
  /// the last reload. Reads the data source once.
  ///
  /// - Parameters:
  ///   - dataSource: supplies the data and sizes (held weakly).
  ///   - delegate: hears about drags (held weakly).
  ///   - axis: the scroll axis.
  ///   - viewport: the visible window.
  ///   - configuration: modes, rules and strategies.
  /// - Complexity: O(n): one extent (and, with a delegate, one `canMoveItemAt`) per item.
  public convenience init(
    dataSource: any DragTableDataSource<Item>, delegate: (any DragTableDelegate<Item>)? = nil,
    axis: Axis = .vertical, viewport: Viewport,
    configuration: DragConfiguration = DragConfiguration()
  ) {
    self.init(
      dataSource: dataSource, delegate: delegate, axis: axis, viewport: viewport,
      configuration: configuration, sameItem: nil)
  }

  // MARK: Reading

  /// Whether a drag is in progress.
  public var isDragging: Bool { tracked != nil }

  /// Where the dragged item stands in the data as the data source holds it (live commit: after
  /// every step so far; drop commit: where it was picked up, until the drop).
  public var draggedIndexPath: IndexPath? { tracked.map { IndexPath($0.slot) } }

  /// The dragged item.
  public var draggedItem: Item? {
    guard let t = tracked else { return nil }
    return storage[t.lifted.section][t.lifted.item]
  }

  /// The number of sections.
  public var numberOfSections: Int { storage.count }

  /// The number of items in `section` in the data as the data source holds it; 0 out of range.
  public func numberOfItems(inSection section: Int) -> Int {
    guard section >= 0, section < storage.count else { return 0 }
    return tracked?.currentCount(inSection: section, committedCount: storage[section].count)
      ?? storage[section].count
  }

  /// The item at `indexPath` in the data as the data source holds it (see
  /// ``draggedIndexPath``), or nil out of range.
  ///
  /// - Complexity: O(1), also during a drag.
  public func item(at indexPath: IndexPath) -> Item? {
    guard let p = ItemPath(indexPath), p.item >= 0, p.item < numberOfItems(inSection: p.section)
    else { return nil }
    let c = tracked?.committedPath(forCurrent: p) ?? p
    return storage[c.section][c.item]
  }

  /// The whole data as the data source holds it.
  ///
  /// - Complexity: O(1) at rest (shared copy-on-write); O(n) during a drag whose item has moved
  ///   (a copy with the move applied).
  public var sections: [[Item]] {
    guard let t = tracked, t.slot != t.lifted else { return storage }
    var copy = storage
    Self.move(&copy, t)
    return copy
  }

  /// What the screen shows now: the visible items (content coordinates, the dragged item's slot
  /// hidden), the floating copy and the content offset. While the controller asks the delegate
  /// `canMoveItemAt` or `targetIndexPathForMoveFrom`, the engine is busy and this reads as an
  /// empty state at the current offset.
  ///
  /// - Complexity: O(log n + v) for v visible items.
  public var renderState: RenderState {
    guard var s = engine else {
      return RenderState(
        contentOffset: viewport.contentOffset, contentSize: .zero, items: [], floating: nil)
    }
    s.viewport = viewport
    return s.renderState()
  }

  /// The content offset (the content point at the viewport's origin), as a `CGPoint`.
  public var contentOffset: CGPoint {
    get { CGPoint(viewport.contentOffset) }
    set { viewport.contentOffset = Point(newValue) }
  }

  // MARK: Events

  /// Feeds one pointer event (points in **viewport** coordinates, time in seconds from the
  /// event) and delivers its callbacks, in order.
  ///
  /// - Returns: `false` when the event was refused because the controller is delivering
  ///   callbacks (a delegate feeding events re-entrantly); nothing changed then. `true`
  ///   otherwise.
  /// - Complexity: O(log n) per event; at a drop, O(S + k) to move the item in the
  ///   controller's copy (S sections; k items in the sections involved).
  @discardableResult
  public func handle(_ event: PointerEvent) -> Bool {
    guard depth == 0 else { return false }
    depth += 1
    let effects = runEngine { session, policy in session.handle(event, policy: policy) }
    deliver(effects)
    depth -= 1
    drain()
    return true
  }

  /// The pointer went down at `point` (**viewport** coordinates).
  @discardableResult
  public func pointerDown(at point: CGPoint, time: TimeInterval) -> Bool {
    handle(.down(Point(point), time: time))
  }

  /// The pointer moved to `point` (**viewport** coordinates).
  @discardableResult
  public func pointerMoved(to point: CGPoint, time: TimeInterval) -> Bool {
    handle(.move(Point(point), time: time))
  }

  /// The pointer lifted at `point` (**viewport** coordinates).
  @discardableResult
  public func pointerUp(at point: CGPoint, time: TimeInterval) -> Bool {
    handle(.up(Point(point), time: time))
  }

  /// The system took the touch away: a drag is cancelled.
  @discardableResult
  public func pointerCancelled(time: TimeInterval) -> Bool {
    handle(.cancel(time: time))
  }

  /// A display frame: completes long presses and drives auto-scroll.
  @discardableResult
  public func tick(time: TimeInterval) -> Bool {
    handle(.tick(time: time))
  }

  /// Cancels the drag in progress from the host's side: the item goes back, and the delegate
  /// hears `didCancelMovingItemAt` with ``DragCancelReason/cancelled``. Called from inside a
  /// callback, it is queued and runs once the current callbacks are delivered.
  public func cancelDrag() {
    submit(.cancel)
  }

  // MARK: Internals

  /// Runs the engine with the engine parked, so callbacks made from inside it can read the
  /// controller without overlapping accesses.
  func runEngine<R>(
    _ body: (inout DragSession<ListLayout>, HostPolicy<Item>) -> R
  ) -> R {
    var s = engine!
    engine = nil
    s.viewport = viewport
    s.configuration = configuration
    let result = body(&s, HostPolicy(controller: self))
    viewport = s.viewport
    engine = s
    return result
  }

  func submit(_ work: Deferred) {
    pending.append(work)
    guard depth == 0 else { return }
    drain()
  }

  func drain() {
    while !pending.isEmpty {
      let work = pending.removeFirst()
      depth += 1
      switch work {
      case .reload(let hint): performReload(hint)
      case .cancel: deliver(runEngine { session, _ in session.cancelDrag() })
      }
      depth -= 1
    }
  }

  func canMove(_ path: ItemPath) -> Bool {
    delegate?.dragTable(self, canMoveItemAt: IndexPath(path)) ?? true
  }

  func target(original: ItemPath, current: ItemPath, proposed: ItemPath) -> ItemPath {
    guard let delegate else { return proposed }
    let answer = delegate.dragTable(
      self, targetIndexPathForMoveFrom: IndexPath(original), at: IndexPath(current),
      proposed: IndexPath(proposed))
    // Not a [section, item] path: an answer out of range, which the engine declines.
    return ItemPath(answer) ?? ItemPath(section: -1, item: -1)
  }

  /// Moves the item `a.lifted` to `a.slot` in `data`, as `moveRow(at:to:)`.
  static func move(_ data: inout [[Item]], _ a: Arrangement) {
    let item = data[a.lifted.section].remove(at: a.lifted.item)
    data[a.slot.section].insert(item, at: a.slot.item)
  }

  /// Applies the tracked move to the controller's copy (once per drop).
  func commitTracked() {
    guard let t = tracked, t.slot != t.lifted else { return }
    Self.move(&storage, t)
    tracked = .unmoved(t.slot)
    changedInDrag = true
  }

  /// Performs the engine's effects: updates the controller's data and calls the delegate, in
  /// order.
  func deliver(_ effects: [DragEffect]) {
    for effect in effects {
      switch effect {
      case .tap(let hit):
        if case .item(let p) = hit { delegate?.dragTable(self, didTapItemAt: IndexPath(p)) }
      case .willMove(let p):
        tracked = .unmoved(p)
        changedInDrag = false
        delegate?.dragTable(self, willMoveItemAt: IndexPath(p))
      case .moved(let from, let to):
        assert(
          tracked?.slot == from,
          "moved(from: \(from)) while tracking \(String(describing: tracked))")
        if var t = tracked, t.slot == from {
          t.slot = to
          tracked = t
        }
        delegate?.dragTable(self, didMoveItemFrom: IndexPath(from), to: IndexPath(to))
        if dataSourceUpdates == .everyStep && configuration.commit == .live {
          dataSource?.dragTable(self, newDataSourceAfterMove: sections)
        }
      case .swapped(let a, let b):
        commitTracked()
        let first = storage[a.section][a.item]
        storage[a.section][a.item] = storage[b.section][b.item]
        storage[b.section][b.item] = first
        if let t = tracked {
          let dragged = t.slot == a ? b : (t.slot == b ? a : t.slot)
          tracked = .unmoved(dragged)
        }
        changedInDrag = true
        delegate?.dragTable(self, didExchangeItemAt: IndexPath(a), withItemAt: IndexPath(b))
      case .deletedSection(let s):
        commitTracked()
        if s >= 0 && s < storage.count && storage[s].isEmpty {
          storage.remove(at: s)
          if var t = tracked, t.slot.section > s {
            t.slot.section -= 1
            t.lifted = t.slot
            tracked = t
          }
          changedInDrag = true
        }
        delegate?.dragTable(self, didDeleteSection: s)
      case .targetChanged(let p):
        delegate?.dragTable(self, didChangeTargetTo: p.map { IndexPath($0) })
      case .scrolled(let offset):
        delegate?.dragTable(self, didScrollTo: CGPoint(offset))
      case .ended(let p):
        commitTracked()
        tracked = nil
        if changedInDrag { dataSource?.dragTable(self, newDataSourceAfterMove: storage) }
        changedInDrag = false
        delegate?.dragTable(self, didEndMovingItemAt: IndexPath(p))
      case .cancelled(let p):
        commitTracked()
        tracked = nil
        changedInDrag = false
        delegate?.dragTable(self, didCancelMovingItemAt: IndexPath(p), reason: .cancelled)
      case .refused, .declined:
        break
      }
    }
  }
}

extension DragTableController where Item: Identifiable {
  /// Creates a controller for `Identifiable` items: an item is the same item wherever its `id`
  /// is, so a drag survives any reload that keeps the dragged item's `id`. Reads the data source
  /// once.
  ///
  /// - Parameters:
  ///   - dataSource: supplies the data and sizes (held weakly).
  ///   - delegate: hears about drags (held weakly).
  ///   - axis: the scroll axis.
  ///   - viewport: the visible window.
  ///   - configuration: modes, rules and strategies.
  /// - Complexity: O(n): one extent (and, with a delegate, one `canMoveItemAt`) per item.
  public convenience init(
    dataSource: any DragTableDataSource<Item>, delegate: (any DragTableDelegate<Item>)? = nil,
    axis: Axis = .vertical, viewport: Viewport,
    configuration: DragConfiguration = DragConfiguration()
  ) {
    self.init(
      dataSource: dataSource, delegate: delegate, axis: axis, viewport: viewport,
      configuration: configuration, sameItem: { $0.id == $1.id })
  }
}

/// The host's say, asked by the engine while it runs on the main actor.
struct HostPolicy<Item>: DragPolicy {
  let controller: DragTableController<Item>

  func canMoveItem(at path: ItemPath) -> Bool {
    MainActor.assumeIsolated { controller.canMove(path) }
  }

  func targetIndexPath(forMoveFrom original: ItemPath, at current: ItemPath, proposed: ItemPath)
    -> ItemPath
  {
    MainActor.assumeIsolated {
      controller.target(original: original, current: current, proposed: proposed)
    }
  }
}
