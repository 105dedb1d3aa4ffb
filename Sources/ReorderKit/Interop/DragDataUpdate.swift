import Foundation
import ReorderCore

/// One change the host made to its data, for a controller's `performBatchUpdates(_:)`.
///
/// Unlike `UICollectionView.performBatchUpdates(_:)`, updates are **sequential**: each one's
/// positions count in the data as it stands after the updates before it in the list (as
/// `moveRow(at:to:)` positions do), never in the data before the batch.
public enum DragDataUpdate: Sendable, Equatable {
  /// An item was inserted so that it stands at this index path.
  case insertItem(at: IndexPath)
  /// The item at this index path was deleted.
  case deleteItem(at: IndexPath)
  /// The item at `at` was moved so that it stands at `to` (`moveRow(at:to:)` positions).
  case moveItem(at: IndexPath, to: IndexPath)
  /// A section was inserted at this index.
  case insertSection(Int)
  /// The section at this index was deleted, with its items.
  case deleteSection(Int)
  /// The section at `at` was moved so that it stands at `to`.
  case moveSection(at: Int, to: Int)

  /// Where the item at `path` stands after this update, or nil when the update deleted it.
  /// Malformed index paths (not `[section, item]`) leave `path` where it is.
  ///
  /// - Complexity: O(1).
  public func position(after path: ItemPath) -> ItemPath? {
    var p = path
    switch self {
    case .insertItem(let at):
      guard let q = ItemPath(at) else { return p }
      if q.section == p.section && q.item <= p.item { p.item += 1 }
    case .deleteItem(let at):
      guard let q = ItemPath(at) else { return p }
      if q == p { return nil }
      if q.section == p.section && q.item < p.item { p.item -= 1 }
    case .moveItem(let at, let to):
      guard let a = ItemPath(at), let b = ItemPath(to) else { return p }
      if a == p { return b }
      guard let removed = DragDataUpdate.deleteItem(at: at).position(after: p) else { return nil }
      return DragDataUpdate.insertItem(at: IndexPath(b)).position(after: removed)
    case .insertSection(let s):
      if s <= p.section { p.section += 1 }
    case .deleteSection(let s):
      if s == p.section { return nil }
      if s < p.section { p.section -= 1 }
    case .moveSection(let a, let b):
      if a == p.section {
        p.section = b
        return p
      }
      guard let removed = DragDataUpdate.deleteSection(a).position(after: p) else { return nil }
      return DragDataUpdate.insertSection(b).position(after: removed)
    }
    return p
  }
}
