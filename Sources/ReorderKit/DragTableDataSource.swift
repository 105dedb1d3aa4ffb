import Foundation
import ReorderCore

/// Supplies a ``DragTableController``'s data and sizes, and hears about the new data after a
/// drag.
///
/// Called on the main actor only. The controller holds its data source weakly; a data source
/// that has gone away reads as no sections.
///
/// Positions are index paths `[section, item]` (`IndexPath(item:section:)`) in the data as the
/// data source holds it. Extents are in points along the table's axis (heights for a vertical
/// table).
@MainActor
public protocol DragTableDataSource<Item>: AnyObject {
  /// The type of the items.
  associatedtype Item

  /// The data, as sections of items. Asked at creation and at every reload; the controller keeps
  /// its own copy and never compares items with `==`.
  ///
  /// - Parameter dragTable: the controller asking.
  func sections(in dragTable: DragTableController<Item>) -> [[Item]]

  /// The extent along the axis of the item at `indexPath`, asked once per item at every reload.
  /// Negative, NaN and infinite answers are taken as 0.
  ///
  /// - Parameters:
  ///   - dragTable: the controller asking.
  ///   - indexPath: the item's position in the data just returned by ``sections(in:)``.
  func dragTable(_ dragTable: DragTableController<Item>, extentForItemAt indexPath: IndexPath)
    -> CGFloat

  /// The extent along the axis of a section's header, asked once per section at every reload.
  ///
  /// - Parameters:
  ///   - dragTable: the controller asking.
  ///   - section: the section's index.
  func dragTable(_ dragTable: DragTableController<Item>, headerExtentForSection section: Int)
    -> CGFloat

  /// The extent along the axis of a section's footer, asked once per section at every reload.
  ///
  /// - Parameters:
  ///   - dragTable: the controller asking.
  ///   - section: the section's index.
  func dragTable(_ dragTable: DragTableController<Item>, footerExtentForSection section: Int)
    -> CGFloat

  /// The whole data after a drag changed it (seed 001's `newDataSourceArrayAfterMove`).
  ///
  /// With ``DragTableController/DataSourceUpdates/atDrop`` (the default) this comes once per
  /// drop that changed the order, never per step, and never for a cancel. With
  /// ``DragTableController/DataSourceUpdates/everyStep`` it also comes after every live step:
  /// each of those is a fresh O(n) copy of the data (see the option).
  ///
  /// Handing the array over costs nothing (it is shared copy-on-write); storing it and
  /// mutating the store later costs one copy then.
  ///
  /// - Parameters:
  ///   - dragTable: the controller telling.
  ///   - sections: the data in its new order.
  func dragTable(_ dragTable: DragTableController<Item>, newDataSourceAfterMove sections: [[Item]])
}

extension DragTableDataSource {
  /// Returns the controller's ``DragTableController/itemExtent`` by default.
  public func dragTable(
    _ dragTable: DragTableController<Item>, extentForItemAt indexPath: IndexPath
  )
    -> CGFloat
  {
    dragTable.itemExtent
  }

  /// Returns 0 (no header) by default.
  public func dragTable(_ dragTable: DragTableController<Item>, headerExtentForSection section: Int)
    -> CGFloat
  {
    0
  }

  /// Returns 0 (no footer) by default.
  public func dragTable(_ dragTable: DragTableController<Item>, footerExtentForSection section: Int)
    -> CGFloat
  {
    0
  }

  /// Does nothing by default.
  public func dragTable(
    _ dragTable: DragTableController<Item>, newDataSourceAfterMove sections: [[Item]]
  ) {}
}
