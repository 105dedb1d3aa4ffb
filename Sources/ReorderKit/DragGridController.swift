import Foundation
import ReorderCore

/// A reorderable grid of any `Item` with seed 002's editing mode and seed 003's interactive
/// movement: the host feeds pointer events (or runs its own gesture and calls the
/// interactive-movement methods), reads ``renderState`` and ``appearance(ofItemAt:time:)``, and
/// hears about everything through its ``DragGridDelegate`` and ``DragGridDataSource``.
///
/// The controller is bound to the main actor (it calls its data source and delegate there, as
/// UIKit does); the engine values it hands out are `Sendable`.
///
/// **Identity.** Items are never compared with `==`, so equal values are legal and distinct.
/// Identity only seeds each cell's jiggle phase, which travels with the cell through moves:
/// `Identifiable` items take it from their `id`, others from their position at the reload.
///
/// **Positions** are index paths `[section, item]` (`IndexPath(item:section:)`) in the data as
/// the data source holds it (live commit: after every step so far). Points are in **viewport**
/// coordinates when the host passes them in, and in **content** coordinates in the render
/// state.
///
/// **Reloads** keep editing mode, and after each one the delegate hears `didResizeTo` with the
/// content size. During a drag, `Identifiable` cells are followed by `id`: if the dragged cell is
/// still in the new data, the drag goes on from where it now stands (the delegate hears the new
/// target); if it is gone, the drag ends with `didCancelMovingItemAt(nil, reason: .itemRemoved)`.
/// Cells without identity cannot be followed: the drag ends with
/// ``DragCancelReason/itemNotTracked``.
@MainActor
public final class DragGridController<Item> {
  /// Supplies the data. Held weakly.
  public weak var dataSource: (any DragGridDataSource<Item>)?
  /// Hears about selections, editing and drags, and answers per-cell questions. Held weakly.
  public weak var delegate: (any DragGridDelegate<Item>)?
  /// The scroll axis.
  public let axis: Axis
  /// How cells are sized. Takes effect at the next reload.
  public var sizing: GridSizing
  /// The spacing between cells. Takes effect at the next reload.
  public var spacing: GridSpacing
  /// The inset of every section's cells. Takes effect at the next reload.
  public var sectionInset: EdgeInsets
  /// The visible window. The host sets its content offset when the user scrolls; a change of
  /// its size or insets reaches the layout at the next reload.
  public var viewport: Viewport

  /// The engine, parked (nil) only while it runs, so a callback reading the controller never
  /// overlaps the engine's own access.
  var engine: GridEditingSession?
  /// The data as the data source holds it.
  var storage: [[Item]] = []
  /// Each cell's jiggle seed, moved along with its item.
  var seeds: [[UInt64]] = []
  /// The seed of an item (nil: from its position at the reload).
  let seedOf: ((Item) -> UInt64)?
  /// Whether two items are the same item (`Identifiable` items: equal `id`s); nil when items
  /// have no identity, so a drag cannot be followed through a reload.
  let sameItem: ((Item, Item) -> Bool)?
  /// Whether the drag in progress has changed the data so far.
  var changedInDrag = false
  /// Whether a drag is in progress.
  var dragging = false
  /// How deep the controller is in its own work (events, reloads, callbacks).
  var depth = 0
  /// Work asked for while the controller was busy, in order.
  var pending: [Deferred] = []

  enum Deferred {
    case reload
    case beginEditing
    case endEditing
  }

  init(
    dataSource: any DragGridDataSource<Item>, delegate: (any DragGridDelegate<Item>)?,
    axis: Axis, sizing: GridSizing, spacing: GridSpacing, sectionInset: EdgeInsets,
    viewport: Viewport, configuration: GridEditingConfiguration, seedOf: ((Item) -> UInt64)?,
    sameItem: ((Item, Item) -> Bool)? = nil
  ) {
    self.dataSource = dataSource
    self.delegate = delegate
    self.axis = axis
    self.sizing = sizing
    self.spacing = spacing
    self.sectionInset = sectionInset
    self.viewport = viewport
    self.seedOf = seedOf
    self.sameItem = sameItem
    engine = GridEditingSession(
      layout: GridLayout(axis: axis, sizing: sizing, viewportSize: viewport.size, sections: []),
      viewport: viewport, configuration: configuration)
    submit(.reload)
  }

  /// Creates a controller. Reads the data source once (and, with a delegate, `canMoveItemAt`
  /// for every item); the delegate hears `didResizeTo`.
  ///
  /// - Parameters:
  ///   - dataSource: supplies the data (held weakly).
  ///   - delegate: hears about everything and answers per-cell questions (held weakly).
  ///   - axis: the scroll axis (vertical: rows fill left to right; horizontal: columns fill top
  ///     to bottom).
  ///   - sizing: by column count or by cell size.
  ///   - spacing: item and line spacing.
  ///   - sectionInset: the inset of every section's cells.
  ///   - viewport: the visible window.
  ///   - configuration: modes, activations and the jiggle.
  /// - Complexity: O(n + S).
  public convenience init(
    dataSource: any DragGridDataSource<Item>, delegate: (any DragGridDelegate<Item>)? = nil,
    axis: Axis = .vertical, sizing: GridSizing, spacing: GridSpacing = GridSpacing(),
    sectionInset: EdgeInsets = .zero, viewport: Viewport,
    configuration: GridEditingConfiguration = GridEditingConfiguration()
  ) {
    self.init(
      dataSource: dataSource, delegate: delegate, axis: axis, sizing: sizing, spacing: spacing,
      sectionInset: sectionInset, viewport: viewport, configuration: configuration, seedOf: nil)
  }

  // MARK: Reading

  /// Whether editing mode is on.
  public var isEditing: Bool { engine?.isEditing ?? false }

  /// Whether a drag (or interactive movement) is in progress.
  public var isDragging: Bool { dragging }

  /// The number of sections.
  public var numberOfSections: Int { storage.count }

  /// The number of items in `section`; 0 out of range.
  public func numberOfItems(inSection section: Int) -> Int {
    guard section >= 0, section < storage.count else { return 0 }
    return storage[section].count
  }

  /// The item at `indexPath` in the data as the data source holds it, or nil out of range.
  public func item(at indexPath: IndexPath) -> Item? {
    guard let p = ItemPath(indexPath), p.section >= 0, p.section < storage.count,
      p.item >= 0, p.item < storage[p.section].count
    else { return nil }
    return storage[p.section][p.item]
  }

  /// The whole data as the data source holds it.
  public var sections: [[Item]] { storage }

  /// The content size, as a `CGSize` (the committed data; during a drag across sections the
  /// render state's content size is the live one).
  public var contentSize: CGSize {
    guard let e = engine else { return .zero }
    let size = e.layout.contentSize(in: nil)
    return CGSize(size)
  }

  /// The content offset (the content point at the viewport's origin), as a `CGPoint`.
  public var contentOffset: CGPoint {
    get { CGPoint(viewport.contentOffset) }
    set { viewport.contentOffset = Point(newValue) }
  }

  /// What the screen shows now: visible cells (content coordinates, the dragged cell's slot
  /// hidden), the floating copy and the content offset. While the controller asks the delegate
  /// during an event, this reads as an empty state at the current offset.
  ///
  /// - Complexity: O(log S + v) for v visible cells.
  public var renderState: RenderState {
    guard var e = engine else {
      return RenderState(
        contentOffset: viewport.contentOffset, contentSize: .zero, items: [], floating: nil)
    }
    e.setViewport(viewport)
    return e.renderState()
  }

  /// How the cell at `indexPath` looks at `time` (seconds, the host's display clock): its jiggle
  /// rotation (radians), its scale (the held cell's editing scale), and its corner button's frame
  /// in **content** coordinates. Asks the delegate `canShakeItemAt`, `canEditItemAt`,
  /// `cornerButtonForItemAt` and `editingScaleForItemAt` by the cell's position now.
  public func appearance(ofItemAt indexPath: IndexPath, time: TimeInterval) -> CellAppearance {
    guard let e = engine, let p = ItemPath(indexPath), p.section >= 0,
      p.section < seeds.count, p.item >= 0, p.item < seeds[p.section].count
    else { return CellAppearance() }
    return e.appearance(
      ofItemAt: p, time: time, seed: seeds[p.section][p.item],
      policy: GridHostPolicy(controller: self))
  }

  /// Seed 002's height helper: the extent of a grid section of `itemCount` cells in `columns`
  /// columns, with `margin` before the first line and after the last.
  public static func height(
    ofItemCount itemCount: Int, columns: Int, cellHeight: CGFloat, lineSpacing: CGFloat,
    margin: CGFloat = 0
  ) -> CGFloat {
    CGFloat(
      GridLayout.length(
        itemCount: itemCount, columns: columns, cellExtent: Double(cellHeight),
        lineSpacing: Double(lineSpacing), insetStart: Double(margin), insetEnd: Double(margin)))
  }

  // MARK: Events

  /// Feeds one pointer event (points in **viewport** coordinates, time in seconds from the
  /// event) and delivers its callbacks, in order.
  ///
  /// - Returns: `false` when refused because the controller is delivering callbacks (nothing
  ///   changed); `true` otherwise.
  @discardableResult
  public func handle(_ event: PointerEvent) -> Bool {
    run { engine, policy in engine.handle(event, policy: policy) }
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

  /// Turns editing mode on (a host's "Edit" button); the delegate hears
  /// `dragGridDidBeginEditing`. Queued when called from a callback.
  public func beginEditing() {
    submit(.beginEditing)
  }

  /// Turns editing mode off (a host's "Done" button); a drag in progress is cancelled first.
  /// The delegate hears `dragGridDidEndEditing`. Queued when called from a callback.
  public func endEditing() {
    submit(.endEditing)
  }

  /// Reads the data source again (and, with a delegate, `canMoveItemAt` for every item). A drag
  /// in progress is cancelled; the delegate hears `didResizeTo`. Queued when called from a
  /// callback.
  ///
  /// - Complexity: O(n + S).
  public func reloadData() {
    submit(.reload)
  }

  // MARK: Interactive movement (seed 003)

  /// Begins moving the item at `indexPath` for a host that runs its own gesture (as
  /// `UICollectionView.beginInteractiveMovementForItem(at:)`).
  ///
  /// - Returns: whether the movement began (false: pinned, cannot move, out of range, another
  ///   drag in progress, or called from a callback).
  @discardableResult
  public func beginInteractiveMovement(at indexPath: IndexPath) -> Bool {
    guard !dragging, let p = ItemPath(indexPath) else { return false }
    return run { engine, policy in engine.beginInteractiveMovement(at: p, policy: policy) }
      && dragging
  }

  /// Moves the cell of an interactive movement so that its centre is at `point` (**viewport**
  /// coordinates), as `updateInteractiveMovementTargetPosition(_:)`.
  @discardableResult
  public func updateInteractiveMovement(to point: CGPoint) -> Bool {
    let target = Point(point)
    return run { engine, policy in engine.updateInteractiveMovement(to: target, policy: policy) }
  }

  /// Ends an interactive movement: the delegate hears the move (if any), the data source the
  /// new data, then the drop.
  @discardableResult
  public func endInteractiveMovement() -> Bool {
    run { engine, policy in engine.endInteractiveMovement(policy: policy) }
  }

  /// Cancels an interactive movement: nothing changes in the data.
  @discardableResult
  public func cancelInteractiveMovement() -> Bool {
    run { engine, _ in engine.cancelInteractiveMovement() }
  }

  // MARK: Internals

  /// Runs the engine parked, delivers its effects, then the work queued meanwhile.
  private func run(
    _ body: (inout GridEditingSession, GridHostPolicy<Item>) -> [GridEditingEffect]
  ) -> Bool {
    guard depth == 0 else { return false }
    depth += 1
    deliver(runEngine(body))
    depth -= 1
    drain()
    return true
  }

  private func runEngine(
    _ body: (inout GridEditingSession, GridHostPolicy<Item>) -> [GridEditingEffect]
  ) -> [GridEditingEffect] {
    guard var e = engine else { return [] }
    engine = nil
    e.setViewport(viewport)
    let effects = body(&e, GridHostPolicy(controller: self))
    viewport = e.session.viewport
    engine = e
    return effects
  }

  private func submit(_ work: Deferred) {
    pending.append(work)
    guard depth == 0 else { return }
    drain()
  }

  private func drain() {
    while !pending.isEmpty {
      let work = pending.removeFirst()
      depth += 1
      switch work {
      case .reload: performReload()
      case .beginEditing: deliver(runEngine { engine, _ in engine.beginEditing() })
      case .endEditing: deliver(runEngine { engine, _ in engine.endEditing() })
      }
      depth -= 1
    }
  }

  private func performReload() {
    let data = dataSource?.sections(in: self) ?? []
    var sections = [GridSection]()
    sections.reserveCapacity(data.count)
    var pinned = PinnedItems(sectionCount: data.count)
    var newSeeds = [[UInt64]]()
    newSeeds.reserveCapacity(data.count)
    var counter: UInt64 = 0
    for (s, items) in data.enumerated() {
      let header = dataSource?.dragGrid(self, headerExtentForSection: s) ?? 0
      sections.append(GridSection(header: Double(header), itemCount: items.count))
      var row = [UInt64]()
      row.reserveCapacity(items.count)
      for (i, item) in items.enumerated() {
        if let delegate,
          !delegate.dragGrid(self, canMoveItemAt: IndexPath(item: i, section: s))
        {
          pinned.pin(ItemPath(section: s, item: i))
        }
        if let seedOf {
          row.append(seedOf(item))
        } else {
          row.append(counter)
          counter += 1
        }
      }
      newSeeds.append(row)
    }
    let layout = GridLayout(
      axis: axis, sizing: sizing, spacing: spacing, sectionInset: sectionInset,
      viewportSize: viewport.size, contentInset: viewport.contentInset, sections: sections)
    // During a drag, `Identifiable` cells are followed by `id`: found in the new data, the drag
    // goes on from there; gone, it ends with `.itemRemoved`. Without identity it ends with
    // `.itemNotTracked`.
    var draggedItemAt: ItemPath?
    var lostReason = DragCancelReason.itemNotTracked
    if dragging, let same = sameItem, let old = engine?.dataSourcePath,
      old.section < storage.count, old.item < storage[old.section].count
    {
      let item = storage[old.section][old.item]
      lostReason = .itemRemoved
      if old.section < data.count, old.item < data[old.section].count,
        same(data[old.section][old.item], item)
      {
        draggedItemAt = old
      } else {
        outer: for (s, items) in data.enumerated() {
          for (i, candidate) in items.enumerated() where same(candidate, item) {
            draggedItemAt = ItemPath(section: s, item: i)
            break outer
          }
        }
      }
    }
    // The new data stands as given before the engine runs, so the policy's answers (asked by
    // position) read it.
    storage = data
    seeds = newSeeds
    let effects = runEngine { engine, policy in
      engine.reload(layout: layout, pinned: pinned, draggedItemAt: draggedItemAt, policy: policy)
    }
    // The reloaded data stands as given: of a cancelled drag, only the cancel is told; a drag
    // that goes on reports its new target (and, in live commit, the move to it).
    let cancelled = effects.contains {
      if case .drag(.cancelled) = $0 { return true }
      return false
    }
    for effect in effects {
      switch effect {
      case .drag(.cancelled):
        dragging = false
        changedInDrag = false
        delegate?.dragGrid(self, didCancelMovingItemAt: nil, reason: lostReason)
      case .drag where cancelled:
        break
      default:
        deliver([effect])
      }
    }
  }

  /// Applies a move to the controller's copy, as `moveItem(at:to:)`.
  private func applyMove(from: ItemPath, to: ItemPath) {
    let item = storage[from.section].remove(at: from.item)
    storage[to.section].insert(item, at: to.item)
    let seed = seeds[from.section].remove(at: from.item)
    seeds[to.section].insert(seed, at: to.item)
  }

  /// Performs the engine's effects: updates the controller's data and calls the delegate and
  /// data source, in order.
  private func deliver(_ effects: [GridEditingEffect]) {
    for effect in effects {
      switch effect {
      case .didSelect(let p):
        delegate?.dragGrid(self, didSelectItemAt: IndexPath(p))
      case .cornerButton(let p):
        delegate?.dragGrid(self, didTapCornerButtonOfItemAt: IndexPath(p))
      case .beginEditing:
        delegate?.dragGridDidBeginEditing(self)
      case .endEditing:
        delegate?.dragGridDidEndEditing(self)
      case .resized(let size):
        delegate?.dragGrid(self, didResizeTo: CGSize(size))
      case .drag(let drag):
        deliver(drag)
      }
    }
  }

  private func deliver(_ effect: DragEffect) {
    switch effect {
    case .willMove(let p):
      dragging = true
      changedInDrag = false
      delegate?.dragGrid(self, willMoveItemAt: IndexPath(p))
    case .moved(let from, let to):
      applyMove(from: from, to: to)
      changedInDrag = true
      delegate?.dragGrid(self, didMoveItemFrom: IndexPath(from), to: IndexPath(to))
    case .swapped(let a, let b):
      let first = storage[a.section][a.item]
      storage[a.section][a.item] = storage[b.section][b.item]
      storage[b.section][b.item] = first
      let seed = seeds[a.section][a.item]
      seeds[a.section][a.item] = seeds[b.section][b.item]
      seeds[b.section][b.item] = seed
      changedInDrag = true
      delegate?.dragGrid(self, didExchangeItemAt: IndexPath(a), withItemAt: IndexPath(b))
    case .deletedSection(let s):
      if s >= 0 && s < storage.count && storage[s].isEmpty {
        storage.remove(at: s)
        seeds.remove(at: s)
        changedInDrag = true
      }
      delegate?.dragGrid(self, didDeleteSection: s)
    case .targetChanged(let p):
      delegate?.dragGrid(self, didChangeTargetTo: p.map(IndexPath.init))
    case .scrolled(let offset):
      delegate?.dragGrid(self, didScrollTo: CGPoint(offset))
    case .ended(let p):
      dragging = false
      if changedInDrag { dataSource?.dragGrid(self, newDataSourceAfterMove: storage) }
      changedInDrag = false
      delegate?.dragGrid(self, didEndMovingItemAt: IndexPath(p))
    case .cancelled(let p):
      dragging = false
      changedInDrag = false
      delegate?.dragGrid(self, didCancelMovingItemAt: IndexPath(p), reason: .cancelled)
    case .tap, .refused, .declined:
      break
    }
  }

  // MARK: Policy answers

  func canMove(_ path: ItemPath) -> Bool {
    delegate?.dragGrid(self, canMoveItemAt: IndexPath(path)) ?? true
  }

  func target(original: ItemPath, current: ItemPath, proposed: ItemPath) -> ItemPath {
    guard let delegate else { return proposed }
    let answer = delegate.dragGrid(
      self, targetIndexPathForMoveFrom: IndexPath(original), at: IndexPath(current),
      proposed: IndexPath(proposed))
    // Not a [section, item] path: an answer out of range, which the engine declines.
    return ItemPath(answer) ?? ItemPath(section: -1, item: -1)
  }

  func canEdit(_ path: ItemPath) -> Bool {
    delegate?.dragGrid(self, canEditItemAt: IndexPath(path)) ?? true
  }

  func canShake(_ path: ItemPath) -> Bool {
    delegate?.dragGrid(self, canShakeItemAt: IndexPath(path)) ?? true
  }

  func scale(_ path: ItemPath) -> Double {
    Double(delegate?.dragGrid(self, editingScaleForItemAt: IndexPath(path)) ?? 1.2)
  }

  func cornerButton(_ path: ItemPath) -> CornerButton? {
    delegate?.dragGrid(self, cornerButtonForItemAt: IndexPath(path))
  }
}

extension DragGridController where Item: Identifiable {
  /// Creates a controller for `Identifiable` items: each cell's jiggle phase comes from its
  /// `id`, so it survives reloads as well as moves. Reads the data source once (and, with a
  /// delegate, `canMoveItemAt` for every item); the delegate hears `didResizeTo`.
  ///
  /// - Parameters:
  ///   - dataSource: supplies the data (held weakly).
  ///   - delegate: hears about everything and answers per-cell questions (held weakly).
  ///   - axis: the scroll axis.
  ///   - sizing: by column count or by cell size.
  ///   - spacing: item and line spacing.
  ///   - sectionInset: the inset of every section's cells.
  ///   - viewport: the visible window.
  ///   - configuration: modes, activations and the jiggle.
  /// - Complexity: O(n + S).
  public convenience init(
    dataSource: any DragGridDataSource<Item>, delegate: (any DragGridDelegate<Item>)? = nil,
    axis: Axis = .vertical, sizing: GridSizing, spacing: GridSpacing = GridSpacing(),
    sectionInset: EdgeInsets = .zero, viewport: Viewport,
    configuration: GridEditingConfiguration = GridEditingConfiguration()
  ) {
    self.init(
      dataSource: dataSource, delegate: delegate, axis: axis, sizing: sizing, spacing: spacing,
      sectionInset: sectionInset, viewport: viewport, configuration: configuration,
      seedOf: { UInt64(bitPattern: Int64($0.id.hashValue)) }, sameItem: { $0.id == $1.id })
  }
}

/// The host's say, asked by the engine while it runs on the main actor.
struct GridHostPolicy<Item>: GridEditingPolicy {
  let controller: DragGridController<Item>

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

  func canEditItem(at path: ItemPath) -> Bool {
    MainActor.assumeIsolated { controller.canEdit(path) }
  }

  func canShakeItem(at path: ItemPath) -> Bool {
    MainActor.assumeIsolated { controller.canShake(path) }
  }

  func editingScale(ofItemAt path: ItemPath) -> Double {
    MainActor.assumeIsolated { controller.scale(path) }
  }

  func cornerButton(ofItemAt path: ItemPath) -> CornerButton? {
    MainActor.assumeIsolated { controller.cornerButton(path) }
  }
}
