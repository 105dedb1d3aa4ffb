import Foundation
import ReorderCore

/// A reorderable grid of any `Item`, with an editing mode (cells jiggle and show a corner
/// button; a long press enters it) and UIKit's interactive movement: the host feeds pointer,
/// keyboard and display-frame events (or runs its own gesture and calls the
/// interactive-movement methods), reads ``DragController/renderState`` and
/// ``appearance(ofItemAt:time:)``, and hears about everything through its ``DragGridDelegate``
/// and ``DragGridDataSource``.
///
/// Each cell's jiggle phase comes from a seed that travels with the cell through moves and is
/// the same in every run: the data source's
/// ``DragGridDataSource/dragController(_:jiggleSeedForItemAt:)`` when it answers; otherwise, for
/// `Identifiable` items, a stable hash of the `id` (an integer `id`'s own value, else the
/// 64-bit FNV-1a hash of the UTF-8 of `String(describing: id)`), the same through reloads; for
/// other items, the item's position in data order at the reload (0 for the first item of the
/// first section, counting on through the sections).
/// Reloads keep editing mode, and after each one the delegate hears `didResizeTo` with the
/// content size.
@MainActor
public final class DragGridController<Item>: DragController<Item>, ReorderController {
  /// Supplies the data. Held weakly.
  public weak var dataSource: (any DragGridDataSource<DragGridController<Item>>)?
  // (No dynamic exclusivity check: it is read on every event, always whole, never held across
  // a call; the check cost 39 instructions per pointer event, 1,707 against 1,668 per
  // controller event at 10^3 items in `Scripts/bench-calls.sh`.)
  /// Has a say over drags and editing, and hears about them. Held weakly.
  @exclusivity(unchecked) public weak var delegate:
    (any DragGridDelegate<DragGridController<Item>>)?
  /// The scroll axis.
  public let axis: Axis
  /// How cells are sized. Takes effect at the next reload.
  public var sizing: GridSizing
  /// The spacing between cells. Takes effect at the next reload.
  public var spacing: GridSpacing
  /// The inset of every section's cells. Takes effect at the next reload.
  public var sectionInset: EdgeInsets
  /// Whether the grid has an editing mode (default true). When false the grid only reorders,
  /// as a collection view without an editing mode: a long press lifts a cell straight into a
  /// drag, a tap on a cell selects it, ``beginEditing()`` does nothing, and editing mode never
  /// begins.
  ///
  /// It may change in any state, and ``isEditing`` always agrees with the callbacks heard:
  /// setting it to false while editing ends editing mode as ``endEditing()`` does (a drag in
  /// progress is cancelled first; the delegate hears `dragControllerDidEndEditing`); setting it
  /// to true never begins editing by itself (not even during a drag: the next long press, or
  /// ``beginEditing()``, does, with `dragControllerDidBeginEditing`). Set from inside a
  /// callback, the change reaches editing mode once the current callbacks are delivered.
  public var allowsEditing = true {
    didSet {
      if allowsEditing != oldValue {
        hostCore.submit { [allowsEditing] in $0.setAllowsEditing(allowsEditing) }
      }
    }
  }

  /// Each cell's jiggle seed, moved along with its item.
  private var seeds = SectionedData<UInt64>()
  /// The seed of an item when the data source gives none (nil: from its position at the
  /// reload).
  private let seedOf: ((Item) -> UInt64)?

  /// The grid's defaults: UIKit's drag (drop commit, proportional auto-scroll, a long press of
  /// 0.5 s within 10 points) entering editing mode, with a 3° jiggle.
  public static var defaultConfiguration: GridEditingConfiguration {
    GridEditingConfiguration(drag: DragConfiguration(commit: .drop, autoScroll: .proportional()))
  }

  /// The host core, typed (``DragController/core`` is the same object).
  let hostCore: HostCore<DragGridController<Item>>

  /// Feeds one pointer event, as ``DragController/handle(_:)-(PointerEvent)`` (viewport
  /// points, time in seconds) and returns the same, straight to this controller's typed host
  /// core (no protocol-witness thunk on the per-event path).
  @discardableResult
  public override func handle(_ event: PointerEvent) -> Bool { hostCore.handle(event) }

  init(
    dataSource: any DragGridDataSource<DragGridController<Item>>,
    delegate: (any DragGridDelegate<DragGridController<Item>>)?,
    axis: Axis, sizing: GridSizing, spacing: GridSpacing, sectionInset: EdgeInsets,
    viewport: Viewport, configuration: GridEditingConfiguration, seedOf: ((Item) -> UInt64)?,
    sameItem: ((Item, Item) -> Bool)?
  ) {
    self.dataSource = dataSource
    self.delegate = delegate
    self.axis = axis
    self.sizing = sizing
    self.spacing = spacing
    self.sectionInset = sectionInset
    self.seedOf = seedOf
    let engine = GridEditingSession(
      layout: GridLayout(axis: axis, sizing: sizing, viewportSize: viewport.size, sections: []),
      viewport: viewport, configuration: configuration)
    hostCore = HostCore(engine: engine, viewport: viewport, sameItem: sameItem)
    super.init(core: hostCore)
    hostCore.owner = self
    reloadData()
  }

  /// Creates a controller for items without identity. Reads the data source once; the delegate
  /// hears `didResizeTo`.
  ///
  /// - Parameters:
  ///   - dataSource: supplies the data (held weakly).
  ///   - delegate: has a say and hears about everything (held weakly).
  ///   - axis: the scroll axis (vertical: rows fill left to right; horizontal: columns fill top
  ///     to bottom).
  ///   - sizing: by column count or by cell size.
  ///   - spacing: item and line spacing.
  ///   - sectionInset: the inset of every section's cells.
  ///   - viewport: the visible window.
  ///   - configuration: modes, activations and the jiggle.
  /// - Complexity: O(n + S).
  public convenience init(
    dataSource: any DragGridDataSource<DragGridController<Item>>,
    delegate: (any DragGridDelegate<DragGridController<Item>>)? = nil,
    axis: Axis = .vertical, sizing: GridSizing, spacing: GridSpacing = GridSpacing(),
    sectionInset: EdgeInsets = .zero, viewport: Viewport,
    configuration: GridEditingConfiguration = DragGridController.defaultConfiguration
  ) {
    self.init(
      dataSource: dataSource, delegate: delegate, axis: axis, sizing: sizing, spacing: spacing,
      sectionInset: sectionInset, viewport: viewport, configuration: configuration, seedOf: nil,
      sameItem: nil)
  }

  // MARK: Reading

  /// Whether editing mode is on: true from `dragControllerDidBeginEditing` until
  /// `dragControllerDidEndEditing`, never otherwise (so always false while ``allowsEditing`` is
  /// false, once a change made from a callback has run).
  public var isEditing: Bool { hostCore.engine?.isEditing == true }

  /// The content size, as a `CGSize` (the committed data; during a drag across sections the
  /// render state's content size is the live one).
  public var contentSize: CGSize {
    CGSize(hostCore.engine?.layout.contentSize(in: nil) ?? .zero)
  }

  /// How the cell at `indexPath` (data as the data source holds it) looks at `time` (seconds,
  /// the host's display clock): its jiggle rotation (radians), its scale (the held cell's
  /// editing scale), and its corner button's frame in **content** coordinates. Asks the
  /// delegate `canShakeItemAt`, `canEditItemAt`, `cornerButtonForItemAt` and
  /// `editingScaleForItemAt` by the cell's position now.
  public func appearance(ofItemAt indexPath: IndexPath, time: TimeInterval) -> CellAppearance {
    guard let engine = hostCore.engine, let p = ItemPath(indexPath),
      let seed = seeds.item(at: p)
    else { return CellAppearance() }
    return engine.appearance(
      ofItemAt: p, time: time, seed: seed, policy: HostDecisions(source: self))
  }

  /// The extent of a grid section of `itemCount` cells in `columns` columns, with `margin`
  /// before the first line and after the last (for sizing a scroll view before any layout).
  ///
  /// - Complexity: O(1).
  public static func height(
    ofItemCount itemCount: Int, columns: Int, cellHeight: CGFloat, lineSpacing: CGFloat,
    margin: CGFloat = 0
  ) -> CGFloat {
    CGFloat(
      GridLayout.length(
        itemCount: itemCount, columns: columns, cellExtent: Double(cellHeight),
        lineSpacing: Double(lineSpacing), insetStart: Double(margin), insetEnd: Double(margin)))
  }

  // MARK: Editing mode

  /// Turns editing mode on (a host's "Edit" button); the delegate hears
  /// `dragControllerDidBeginEditing`. Does nothing without ``allowsEditing`` or when editing
  /// already. Queued when called from a callback.
  public func beginEditing() {
    hostCore.submit { $0.beginEditing() }
  }

  /// Turns editing mode off (a host's "Done" button); a drag in progress is cancelled first.
  /// The delegate hears `dragControllerDidEndEditing`. Queued when called from a callback.
  public func endEditing() {
    hostCore.submit { $0.endEditing() }
  }

  // MARK: Interactive movement

  /// Begins moving the item at `indexPath` for a host that runs its own gesture (as
  /// `UICollectionView.beginInteractiveMovementForItem(at:)`).
  ///
  /// - Returns: `true` when the movement began. `false` when refused (``DragController/lastRefusal``):
  ///   ``ControllerRefusal/busy`` (called from a callback), ``ControllerRefusal/outOfRange(_:)``,
  ///   ``ControllerRefusal/notMovable`` (pinned, or `canMoveItemAt` said no),
  ///   ``ControllerRefusal/dragInProgress`` (a press or another drag is in progress).
  @discardableResult
  public func beginInteractiveMovement(at indexPath: IndexPath) -> Bool {
    guard let p = ItemPath(indexPath), item(at: indexPath) != nil else {
      return core.refuse(core.isBusy ? .busy : .outOfRange(indexPath))
    }
    let inProgress = core.readout.isEngaged
    return hostCore.runNow(path: indexPath) { engine, policy in
      engine.beginInteractiveMovement(at: p, policy: policy)
    } refusal: { _ in
      inProgress ? .dragInProgress : nil
    }
  }

  /// Moves the cell of an interactive movement so that its centre is at `location`, as
  /// `updateInteractiveMovementTargetPosition(_:)`.
  ///
  /// - Returns: `true` during an interactive movement (whether or not the cell's target
  ///   changed). `false` when refused (``DragController/lastRefusal``): ``ControllerRefusal/busy``,
  ///   ``ControllerRefusal/nonFiniteInput``, ``ControllerRefusal/noInteractiveMovement``.
  @discardableResult
  public func updateInteractiveMovement(to location: PointerLocation) -> Bool {
    let target = location.viewportPoint(contentOffset: viewport.contentOffset)
    return interactiveStep { engine, policy in
      engine.updateInteractiveMovement(to: target, policy: policy)
    }
  }

  /// Ends an interactive movement: the delegate hears the move (if any), the data source the
  /// new data, then the drop.
  ///
  /// - Returns: `true` when a movement ended. `false` when refused (``DragController/lastRefusal``):
  ///   ``ControllerRefusal/busy``, ``ControllerRefusal/noInteractiveMovement``.
  @discardableResult
  public func endInteractiveMovement() -> Bool {
    interactiveStep { engine, policy in engine.endInteractiveMovement(policy: policy) }
  }

  /// Cancels an interactive movement: nothing changes in the data.
  ///
  /// - Returns: `true` when a movement was cancelled. `false` when refused (``DragController/lastRefusal``):
  ///   ``ControllerRefusal/busy``, ``ControllerRefusal/noInteractiveMovement``.
  @discardableResult
  public func cancelInteractiveMovement() -> Bool {
    interactiveStep { engine, _ in engine.cancelInteractiveMovement() }
  }

  /// Runs a step of the interactive movement in progress; refused when none is.
  private func interactiveStep(
    _ body: (inout GridEditingSession, HostDecisions) -> [GridEditingEffect]
  ) -> Bool {
    let moving = hostCore.engine?.isMovingInteractively == true
    return hostCore.runNow(body) { _ in moving ? nil : .noInteractiveMovement }
  }
}

extension DragGridController where Item: Identifiable {
  /// Creates a controller for `Identifiable` items: each cell's jiggle phase comes from a
  /// stable hash of its `id` (the same in every run; see ``DragGridController``), and a drag
  /// follows its cell by `id` through reloads. Reads the data source once; the
  /// delegate hears `didResizeTo`.
  ///
  /// - Parameters:
  ///   - dataSource: supplies the data (held weakly).
  ///   - delegate: has a say and hears about everything (held weakly).
  ///   - axis: the scroll axis.
  ///   - sizing: by column count or by cell size.
  ///   - spacing: item and line spacing.
  ///   - sectionInset: the inset of every section's cells.
  ///   - viewport: the visible window.
  ///   - configuration: modes, activations and the jiggle.
  /// - Complexity: O(n + S).
  public convenience init(
    dataSource: any DragGridDataSource<DragGridController<Item>>,
    delegate: (any DragGridDelegate<DragGridController<Item>>)? = nil,
    axis: Axis = .vertical, sizing: GridSizing, spacing: GridSpacing = GridSpacing(),
    sectionInset: EdgeInsets = .zero, viewport: Viewport,
    configuration: GridEditingConfiguration = DragGridController.defaultConfiguration
  ) {
    self.init(
      dataSource: dataSource, delegate: delegate, axis: axis, sizing: sizing, spacing: spacing,
      sectionInset: sectionInset, viewport: viewport, configuration: configuration,
      seedOf: { jiggleSeed(ofID: $0.id) }, sameItem: { $0.id == $1.id })
  }
}

extension DragGridController: HostedController {
  typealias Engine = GridEditingSession

  var hostDelegate: (any DragDelegate<DragGridController<Item>>)? {
    @inline(__always) get { delegate }
  }

  var hostDataSource: (any DragDataSource<DragGridController<Item>>)? { dataSource }

  func makeLayout(for data: SectionedData<Item>) -> GridLayout {
    let viewport = core.viewport
    let sections = (0..<data.sectionCount).map { s in
      GridSection(
        header: Double(dataSource?.dragController(self, headerExtentForSection: s) ?? 0),
        itemCount: data.itemCount(inSection: s))
    }
    return GridLayout(
      axis: axis, sizing: sizing, spacing: spacing, sectionInset: sectionInset,
      viewportSize: viewport.size, contentInset: viewport.contentInset, sections: sections)
  }

  func didReload(_ data: SectionedData<Item>) {
    var counter: UInt64 = 0
    seeds = SectionedData(
      data.sections.enumerated().map { s, items in
        items.enumerated().map { i, item in
          counter += 1
          let path = IndexPath(ItemPath(section: s, item: i))
          return dataSource?.dragController(self, jiggleSeedForItemAt: path) ?? seedOf?(item)
            ?? counter - 1
        }
      })
  }

  func didApply(_ effect: DragEffect) {
    seeds.apply(effect)
  }

  func deliverKindEffect(_ effect: GridEditingEffect) {
    switch effect {
    case .didSelect(let p):
      delegate?.dragController(self, didSelectItemAt: IndexPath(p))
    case .cornerButton(let p):
      delegate?.dragController(self, didTapCornerButtonOfItemAt: IndexPath(p))
    case .beginEditing:
      delegate?.dragControllerDidBeginEditing(self)
    case .endEditing:
      delegate?.dragControllerDidEndEditing(self)
    case .resized(let size):
      delegate?.dragController(self, didResizeTo: CGSize(size))
    case .drag:
      break
    }
  }

  func canEditItem(at path: ItemPath) -> Bool {
    delegate?.dragController(self, canEditItemAt: IndexPath(path)) ?? true
  }

  func canShakeItem(at path: ItemPath) -> Bool {
    delegate?.dragController(self, canShakeItemAt: IndexPath(path)) ?? true
  }

  func editingScale(ofItemAt path: ItemPath) -> Double {
    Double(delegate?.dragController(self, editingScaleForItemAt: IndexPath(path)) ?? 1.2)
  }

  func cornerButton(ofItemAt path: ItemPath) -> CornerButton? {
    delegate?.dragController(self, cornerButtonForItemAt: IndexPath(path))
  }
}
