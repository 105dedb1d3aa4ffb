import Foundation
import ReorderCore

/// Supplies a ``DragGridController``'s data and hears about the new data after a drag.
///
/// Called on the main actor only. The controller holds its data source weakly; a data source
/// that has gone away reads as no sections.
///
/// Positions are index paths `[section, item]` (`IndexPath(item:section:)`) in the data as the
/// data source holds it. Extents are in points along the grid's scroll axis.
@MainActor
public protocol DragGridDataSource<Item>: AnyObject {
  /// The type of the items.
  associatedtype Item

  /// The data, as sections of items. Asked at creation and at every reload; the controller keeps
  /// its own copy and never compares items with `==`.
  ///
  /// - Parameter dragGrid: the controller asking.
  func sections(in dragGrid: DragGridController<Item>) -> [[Item]]

  /// The extent along the scroll axis of a section's header, asked once per section at every
  /// reload. Negative, NaN and infinite answers are taken as 0.
  ///
  /// - Parameters:
  ///   - dragGrid: the controller asking.
  ///   - section: the section's index.
  func dragGrid(_ dragGrid: DragGridController<Item>, headerExtentForSection section: Int)
    -> CGFloat

  /// The whole data after a drag changed it: once per drop (or interactive movement's end) that
  /// changed the order, never per step and never for a cancel.
  ///
  /// - Parameters:
  ///   - dragGrid: the controller telling.
  ///   - sections: the data in its new order.
  func dragGrid(_ dragGrid: DragGridController<Item>, newDataSourceAfterMove sections: [[Item]])
}

extension DragGridDataSource {
  /// Returns 0 (no header) by default.
  public func dragGrid(_ dragGrid: DragGridController<Item>, headerExtentForSection section: Int)
    -> CGFloat
  {
    0
  }

  /// Does nothing by default.
  public func dragGrid(
    _ dragGrid: DragGridController<Item>, newDataSourceAfterMove sections: [[Item]]
  ) {}
}
