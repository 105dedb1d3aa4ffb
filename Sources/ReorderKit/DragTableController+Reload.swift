import Foundation
import ReorderCore

/// How a reload learns where the dragged item went.
enum ReloadHint {
  /// By identity only (`Identifiable` items); items without identity cannot be tracked.
  case identity
  /// The host said where the item is (nil: gone).
  case position(ItemPath?)
  /// Through the host's sequential updates, from where the item stood before them.
  case updates([DragTableUpdate])
}

extension DragTableController {
  /// Reads the data source again: the data, every extent and (with a delegate) every
  /// `canMoveItemAt`.
  ///
  /// During a drag, `Identifiable` items are tracked by `id`: if the dragged item's `id` is
  /// still in the data, the drag continues from where it now stands (the floating copy stays
  /// under the pointer and the target is chosen again); if not, the drag ends and the delegate
  /// hears `didCancelMovingItemAt(nil, reason: .itemRemoved)`. Items without identity cannot be
  /// tracked this way: the drag ends with ``DragCancelReason/itemNotTracked`` (say where the item
  /// went with ``reloadData(draggedItemAt:)`` or ``performBatchUpdates(_:)`` instead).
  ///
  /// Called from inside a callback, the reload is queued and runs once the current callbacks
  /// are delivered.
  ///
  /// - Complexity: O(n) for n items, plus O(n) to find the dragged item's `id` when it moved.
  public func reloadData() {
    submit(.reload(.identity))
  }

  /// Reads the data source again, saying where the dragged item now stands.
  ///
  /// - Parameter indexPath: the dragged item's position in the new data as the data source holds
  ///   it (live commit: the item is where the last `didMoveItemFrom:to:` put it, moved by the
  ///   host's own changes; drop commit and exchange mode: where it was picked up, moved by the
  ///   host's changes), or nil when the host removed it. For `Identifiable` items this is a hint:
  ///   the `id` decides, and an item whose `id` is elsewhere is found there. Ignored when no drag
  ///   is in progress.
  /// - Complexity: O(n) for n items.
  public func reloadData(draggedItemAt indexPath: IndexPath?) {
    submit(.reload(.position(indexPath.flatMap { ItemPath($0) })))
  }

  /// Tells the controller what the host changed in its data, then reads the data source again.
  /// Change the data first; list the changes in the order made (each update's positions count
  /// in the data after the updates before it). The dragged item is followed through the
  /// updates (and, for `Identifiable` items, confirmed by `id`); a deleted dragged item ends the
  /// drag with ``DragCancelReason/itemRemoved``.
  ///
  /// - Parameter updates: the changes, in order.
  /// - Complexity: O(u) to follow the dragged item through u updates, plus a reload's O(n).
  public func performBatchUpdates(_ updates: [DragTableUpdate]) {
    submit(.reload(.updates(updates)))
  }

  /// Reloads now (the controller is not busy elsewhere: `depth` counts this work).
  func performReload(_ hint: ReloadHint) {
    let data = dataSource?.sections(in: self) ?? []
    var dragged: ItemPath?
    var lostReason = DragCancelReason.itemRemoved
    if let t = tracked {
      let item = storage[t.lifted.section][t.lifted.item]
      var guess: ItemPath?
      switch hint {
      case .identity:
        if sameItem == nil { lostReason = .itemNotTracked }
        guess = t.slot
      case .position(let p):
        guess = p
      case .updates(let list):
        guess = list.reduce(Optional(t.slot)) { p, update in
          p.flatMap { update.position(after: $0) }
        }
      }
      if let same = sameItem {
        if let g = guess, Self.contains(data, g), same(data[g.section][g.item], item) {
          dragged = g
        } else {
          dragged = Self.find(item, in: data, by: same)
        }
      } else if case .identity = hint {
        dragged = nil
      } else if let g = guess, Self.contains(data, g) {
        dragged = g
      }
    }
    storage = data
    let cross = viewport.size.across(axis) - viewport.contentInset.acrossTotal(axis)
    let source = dataSource
    let layout = ListLayout(
      axis: axis, crossExtent: cross, sectionCount: data.count, itemCount: { data[$0].count },
      header: { Double(source?.dragTable(self, headerExtentForSection: $0) ?? 0) },
      footer: { Double(source?.dragTable(self, footerExtentForSection: $0) ?? 0) },
      extent: { Double(source?.dragTable(self, extentForItemAt: IndexPath($0)) ?? 0) })
    var pinned: PinnedItems?
    if delegate != nil {
      pinned = PinnedItems(
        sectionCount: data.count, itemCount: { data[$0].count },
        isPinned: { $0 != dragged && !canMove($0) })
    }
    let wasDragging = tracked != nil
    tracked = dragged.map { Arrangement.unmoved($0) }
    changedInDrag = false
    let outcome = runEngine { session, policy in
      session.reload(layout: layout, pinned: pinned, draggedItemAt: dragged, policy: policy)
    }
    switch outcome {
    case .notDragging:
      break
    case .continued(let effects):
      deliver(effects)
    case .cancelled:
      tracked = nil
      if wasDragging {
        delegate?.dragTable(self, didCancelMovingItemAt: nil, reason: lostReason)
      }
    }
  }

  static func contains(_ data: [[Item]], _ p: ItemPath) -> Bool {
    p.section >= 0 && p.section < data.count && p.item >= 0 && p.item < data[p.section].count
  }

  /// The first position holding the same item as `item`.
  ///
  /// - Complexity: O(n).
  static func find(_ item: Item, in data: [[Item]], by same: (Item, Item) -> Bool) -> ItemPath? {
    for (s, section) in data.enumerated() {
      if let i = section.firstIndex(where: { same($0, item) }) {
        return ItemPath(section: s, item: i)
      }
    }
    return nil
  }
}
