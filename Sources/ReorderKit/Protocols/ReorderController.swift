import Foundation
import ReorderCore

/// A controller that reorders items of type `Item` for a host: ``DragTableController``,
/// ``DragGridController``, ``DragBoardController`` (whose items are its cards). It is the sender of every data-source and delegate call, so one
/// ``DragDelegate`` and one ``DragDataSource`` describe every controller.
///
/// A host object can be the delegate of one kind of controller per conformance: the
/// `Controller` associated type of ``DragDelegate`` names it.
@MainActor
public protocol ReorderController: AnyObject {
  /// The type of the items.
  associatedtype Item
}
