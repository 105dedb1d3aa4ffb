import Foundation
import ReorderCore

/// Long-press drag-to-reorder for a sectioned list of any `Item`: the host feeds pointer,
/// keyboard and display-frame events, reads ``DragController/renderState``, and hears about the
/// drag through its ``DragDelegate`` and ``DragTableDataSource``.
///
/// Its defaults are UIKit's: drop commit (`moveRow(at:to:)` comes once, at the drop),
/// proportional auto-scroll at the edges, a long press of 0.5 s within 10 points, and an item
/// whose `canMoveItemAt` is false cannot be lifted but is displaced by others (pin it with
/// `isPinnedItemAt` to keep its index). See ``DragTableController/defaultConfiguration``.
///
/// **Cost.** The controller keeps the data as the data source holds it. With drop commit
/// nothing changes in it until the drop; with live commit every step moves one item (O(k) for
/// the k items of the sections involved).
@MainActor
public final class DragTableController<Item>: DragController<Item>, ItemExtentProviding {
  /// Supplies the data and sizes. Held weakly.
  public weak var dataSource: (any DragTableDataSource<DragTableController<Item>>)?
  // (No dynamic exclusivity check: it is read on every event, always whole, never held across
  // a call; the check cost 39 instructions per pointer event, 1,707 against 1,668 per
  // controller event at 10^3 items in `Scripts/bench-calls.sh`.)
  /// Has a say over drags and hears about them. Held weakly.
  @exclusivity(unchecked) public weak var delegate: (any DragDelegate<DragTableController<Item>>)?
  /// The extent of an item whose data source does not give one (44 points, as `UITableView`'s
  /// default row height). Takes effect at the next reload.
  public var itemExtent: CGFloat = 44
  /// Modes, rules and strategies. A change takes effect at the next event; a drag keeps the
  /// reorder mode and commit it began with.
  public var configuration: DragConfiguration {
    didSet { hostCore.configurationChanged = true }
  }
  /// The scroll axis.
  public let axis: Axis

  /// The controllers' defaults, UIKit's: insert mode, drop commit, a long press of 0.5 s within
  /// 10 points, proportional auto-scroll at the edges, the pointer target rule.
  public static var defaultConfiguration: DragConfiguration {
    DragConfiguration(commit: .drop, autoScroll: .proportional())
  }

  /// The host core, typed (``DragController/core`` is the same object).
  let hostCore: HostCore<DragTableController<Item>>

  /// Feeds one pointer event, as ``DragController/handle(_:)-(PointerEvent)`` (viewport
  /// points, time in seconds) and returns the same, straight to this controller's typed host
  /// core (no protocol-witness thunk on the per-event path).
  @discardableResult
  public override func handle(_ event: PointerEvent) -> Bool { hostCore.handle(event) }

  init(
    dataSource: any DragTableDataSource<DragTableController<Item>>,
    delegate: (any DragDelegate<DragTableController<Item>>)?, axis: Axis, viewport: Viewport,
    configuration: DragConfiguration, sameItem: ((Item, Item) -> Bool)?
  ) {
    self.dataSource = dataSource
    self.delegate = delegate
    self.axis = axis
    self.configuration = configuration
    let engine = DragSession(
      layout: ListLayout(axis: axis, crossExtent: 0, sections: []), viewport: viewport,
      configuration: configuration)
    hostCore = HostCore(engine: engine, viewport: viewport, sameItem: sameItem)
    super.init(core: hostCore)
    hostCore.owner = self
    reloadData()
  }

  /// Creates a controller for items without identity: an item is identified by its position at
  /// the last reload. Reads the data source once.
  ///
  /// - Parameters:
  ///   - dataSource: supplies the data and sizes (held weakly).
  ///   - delegate: has a say over drags and hears about them (held weakly).
  ///   - axis: the scroll axis.
  ///   - viewport: the visible window.
  ///   - configuration: modes, rules and strategies (UIKit's defaults).
  /// - Complexity: O(n): one extent (and, with a delegate, one `isPinnedItemAt`) per item.
  public convenience init(
    dataSource: any DragTableDataSource<DragTableController<Item>>,
    delegate: (any DragDelegate<DragTableController<Item>>)? = nil,
    axis: Axis = .vertical, viewport: Viewport,
    configuration: DragConfiguration = DragTableController.defaultConfiguration
  ) {
    self.init(
      dataSource: dataSource, delegate: delegate, axis: axis, viewport: viewport,
      configuration: configuration, sameItem: nil)
  }
}

extension DragTableController where Item: Identifiable {
  /// Creates a controller for `Identifiable` items: an item is the same item wherever its `id`
  /// is, so a drag survives any reload that keeps the dragged item's `id`. Reads the data source
  /// once.
  ///
  /// - Parameters:
  ///   - dataSource: supplies the data and sizes (held weakly).
  ///   - delegate: has a say over drags and hears about them (held weakly).
  ///   - axis: the scroll axis.
  ///   - viewport: the visible window.
  ///   - configuration: modes, rules and strategies (UIKit's defaults).
  /// - Complexity: O(n): one extent (and, with a delegate, one `isPinnedItemAt`) per item.
  public convenience init(
    dataSource: any DragTableDataSource<DragTableController<Item>>,
    delegate: (any DragDelegate<DragTableController<Item>>)? = nil,
    axis: Axis = .vertical, viewport: Viewport,
    configuration: DragConfiguration = DragTableController.defaultConfiguration
  ) {
    self.init(
      dataSource: dataSource, delegate: delegate, axis: axis, viewport: viewport,
      configuration: configuration, sameItem: { $0.id == $1.id })
  }
}

extension DragTableController: HostedController {
  typealias Engine = DragSession<ListLayout>

  var hostDelegate: (any DragDelegate<DragTableController<Item>>)? {
    @inline(__always) get { delegate }
  }

  var hostDataSource: (any DragDataSource<DragTableController<Item>>)? { dataSource }

  func prepare(_ engine: inout DragSession<ListLayout>) {
    engine.configuration = configuration
  }

  func makeLayout(for data: SectionedData<Item>) -> ListLayout {
    let viewport = core.viewport
    let cross = viewport.size.across(axis) - viewport.contentInset.acrossTotal(axis)
    let source = dataSource
    return ListLayout(
      axis: axis, crossExtent: cross, sectionCount: data.sectionCount,
      itemCount: { data.itemCount(inSection: $0) },
      header: { Double(source?.dragController(self, headerExtentForSection: $0) ?? 0) },
      footer: { Double(source?.dragController(self, footerExtentForSection: $0) ?? 0) },
      extent: { Double(source?.dragController(self, extentForItemAt: IndexPath($0)) ?? 0) })
  }
}
