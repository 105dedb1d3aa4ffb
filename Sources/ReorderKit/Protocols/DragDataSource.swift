import Foundation
import ReorderCore

/// Supplies a controller's data and hears about the new data after a drag.
///
/// Called on the main actor only. Controllers hold their data source weakly; a data source that
/// has gone away reads as no sections. Positions are index paths `[section, item]`
/// (`IndexPath(item:section:)`) in the data as the data source holds it. Controllers never
/// compare items with `==`: equal values are distinct items.
///
/// ``DragTableDataSource`` and ``DragGridDataSource`` add the sizes of their layouts.
@MainActor
public protocol DragDataSource<Controller>: AnyObject {
  /// The controller this data source serves.
  associatedtype Controller: ReorderController

  /// The data, as sections of items. Asked at creation and at every reload; the controller
  /// keeps its own copy.
  ///
  /// - Parameter controller: the controller asking.
  /// - Complexity: called once per reload; the controller then walks the n items once, O(n).
  func sections(in controller: Controller) -> [[Controller.Item]]

  /// The whole data after a drag changed it, once per drop that changed the order (never for a
  /// cancel; with ``DataSourceUpdates/everyStep`` also after every live step, each an O(n)
  /// copy).
  ///
  /// Handing the array over costs nothing (it is shared copy-on-write); storing it and mutating
  /// the store later costs one copy then.
  ///
  /// - Parameters:
  ///   - controller: the controller telling.
  ///   - sections: the data in its new order.
  func dragController(
    _ controller: Controller, newDataSourceAfterMove sections: [[Controller.Item]])
}

extension DragDataSource {
  /// Does nothing by default.
  public func dragController(
    _ controller: Controller, newDataSourceAfterMove sections: [[Controller.Item]]
  ) {}
}

/// When a controller's data source hears `newDataSourceAfterMove`.
public enum DataSourceUpdates: Sendable, Equatable {
  /// Once per drop that changed the order. No per-step cost.
  case atDrop
  /// After every live step as well (live commit only): each call builds a fresh copy of the
  /// whole data, O(n) time and memory per step. Prefer `didMoveItemFrom:to:` for per-step
  /// updates.
  case everyStep
}

/// A controller whose items share a default extent that its data source can fall back on.
@MainActor
public protocol ItemExtentProviding: ReorderController {
  /// The extent along the axis of an item whose data source does not say otherwise.
  var itemExtent: CGFloat { get }
}

/// Supplies a ``DragTableController``'s data and the extents of its items, headers and footers.
///
/// Extents are in points along the table's axis (heights for a vertical table), asked once per
/// item or section at every reload. Negative, NaN and infinite answers are taken as 0.
@MainActor
public protocol DragTableDataSource<Controller>: DragDataSource
where Controller: ItemExtentProviding {
  /// The extent of the item at `indexPath` (data just returned by ``DragDataSource/sections(in:)``).
  func dragController(_ controller: Controller, extentForItemAt indexPath: IndexPath) -> CGFloat

  /// The extent of a section's header.
  func dragController(_ controller: Controller, headerExtentForSection section: Int) -> CGFloat

  /// The extent of a section's footer.
  func dragController(_ controller: Controller, footerExtentForSection section: Int) -> CGFloat
}

extension DragTableDataSource {
  /// Returns the controller's ``ItemExtentProviding/itemExtent`` by default (44 points unless
  /// the host set it).
  public func dragController(_ controller: Controller, extentForItemAt indexPath: IndexPath)
    -> CGFloat
  { controller.itemExtent }

  /// Returns 0 (no header) by default.
  public func dragController(_ controller: Controller, headerExtentForSection section: Int)
    -> CGFloat
  { 0 }

  /// Returns 0 (no footer) by default.
  public func dragController(_ controller: Controller, footerExtentForSection section: Int)
    -> CGFloat
  { 0 }
}

/// Supplies a ``DragGridController``'s data and the extents of its section headers.
@MainActor
public protocol DragGridDataSource<Controller>: DragDataSource {
  /// The extent along the grid's axis of a section's header, asked once per section at every
  /// reload. Negative, NaN and infinite answers are taken as 0.
  func dragController(_ controller: Controller, headerExtentForSection section: Int) -> CGFloat

  /// The seed of the jiggle phase of the cell at `indexPath` (data as the data source holds it,
  /// at the reload), asked for every cell at every reload; the seed then travels with the cell
  /// through moves until the next reload. Cells with different seeds jiggle out of step. Answer
  /// something that belongs to the item and is the same in every run (never `hashValue`, which
  /// Swift randomises per process), or nil for the controller's rule (see
  /// ``DragGridController``).
  func dragController(_ controller: Controller, jiggleSeedForItemAt indexPath: IndexPath)
    -> UInt64?
}

extension DragGridDataSource {
  /// Returns 0 (no header) by default.
  public func dragController(_ controller: Controller, headerExtentForSection section: Int)
    -> CGFloat
  { 0 }

  /// Returns nil (the controller's rule: a stable hash of an `Identifiable` item's `id`, else
  /// the item's position in data order at the reload) by default.
  public func dragController(_ controller: Controller, jiggleSeedForItemAt indexPath: IndexPath)
    -> UInt64?
  { nil }
}
