import Foundation
import ReorderCore

/// A ``DragGridController``'s delegate: everything a ``DragDelegate`` has, plus the grid's
/// editing mode (jiggle, corner buttons, tap to select) and its size.
///
/// Every `can…` question is asked when it matters, by the cell's position in the data as the
/// data source holds it at that moment (nothing is cached), so answers never go stale after a
/// reorder.
@MainActor
public protocol DragGridDelegate<Controller>: DragDelegate {
  /// Whether the cell at `indexPath` is editable: in editing mode it shows its corner button.
  func dragController(_ controller: Controller, canEditItemAt indexPath: IndexPath) -> Bool

  /// Whether the cell at `indexPath` jiggles in editing mode.
  func dragController(_ controller: Controller, canShakeItemAt indexPath: IndexPath) -> Bool

  /// The factor by which the cell at `indexPath` scales up while it is held.
  func dragController(_ controller: Controller, editingScaleForItemAt indexPath: IndexPath)
    -> CGFloat

  /// The corner button of the cell at `indexPath` in editing mode, or nil for none.
  func dragController(_ controller: Controller, cornerButtonForItemAt indexPath: IndexPath)
    -> CornerButton?

  /// A tap outside editing mode selected the cell at `indexPath`.
  func dragController(_ controller: Controller, didSelectItemAt indexPath: IndexPath)

  /// A tap in editing mode hit the corner button of the cell at `indexPath` (delete the item
  /// here, then reload).
  func dragController(_ controller: Controller, didTapCornerButtonOfItemAt indexPath: IndexPath)

  /// Editing mode began.
  func dragControllerDidBeginEditing(_ controller: Controller)

  /// Editing mode ended.
  func dragControllerDidEndEditing(_ controller: Controller)

  /// After a reload: the content size, so the host can size its scroll view.
  func dragController(_ controller: Controller, didResizeTo contentSize: CGSize)
}

extension DragGridDelegate {
  /// Returns `true` by default.
  public func dragController(_ controller: Controller, canEditItemAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Returns `true` by default.
  public func dragController(_ controller: Controller, canShakeItemAt indexPath: IndexPath) -> Bool
  { true }

  /// Returns 1.2 by default.
  public func dragController(_ controller: Controller, editingScaleForItemAt indexPath: IndexPath)
    -> CGFloat
  { 1.2 }

  /// Returns nil (no corner button) by default.
  public func dragController(_ controller: Controller, cornerButtonForItemAt indexPath: IndexPath)
    -> CornerButton?
  { nil }

  /// Does nothing by default.
  public func dragController(_ controller: Controller, didSelectItemAt indexPath: IndexPath) {}

  /// Does nothing by default.
  public func dragController(
    _ controller: Controller, didTapCornerButtonOfItemAt indexPath: IndexPath
  ) {}

  /// Does nothing by default.
  public func dragControllerDidBeginEditing(_ controller: Controller) {}

  /// Does nothing by default.
  public func dragControllerDidEndEditing(_ controller: Controller) {}

  /// Does nothing by default.
  public func dragController(_ controller: Controller, didResizeTo contentSize: CGSize) {}
}
