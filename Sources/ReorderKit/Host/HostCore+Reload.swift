import Foundation
import ReorderCore

extension HostCore {
  /// Reads the data source again and hands the engine the new geometry, following the dragged
  /// item into the new data (runs only when the core is free: `submit` queues it otherwise).
  ///
  /// The dragged item is looked for where the hint says, then confirmed (or found) by identity
  /// for `Identifiable` items. Found, the drag goes on from there; not found, it ends with
  /// `didCancelMovingItemAt(nil, reason:)`: ``DragCancelReason/itemRemoved``, or
  /// ``DragCancelReason/itemNotTracked`` when items have no identity and the hint said nothing.
  ///
  /// - Complexity: O(n) to read the data and build the layout, plus O(n) to find the dragged
  ///   item by identity when it moved.
  func performReload(_ hint: ReloadHint) {
    guard let owner else { return }
    let newData = SectionedData(owner.readSections())
    var dragged: ItemPath?
    var lostReason = DragCancelReason.itemRemoved
    if let old = readout.dataSourcePath, let item = data.item(at: old) {
      var guess: ItemPath?
      switch hint {
      case .identity:
        if sameItem == nil { lostReason = .itemNotTracked }
        guess = old
      case .position(let p):
        guess = p
      case .updates(let list):
        guess = list.reduce(Optional(old)) { p, update in p.flatMap { update.position(after: $0) } }
      }
      if let same = sameItem {
        if let g = guess, let there = newData.item(at: g), same(there, item) {
          dragged = g
        } else {
          dragged = newData.firstPath { same($0, item) }
        }
      } else if case .identity = hint {
        dragged = nil
      } else if let g = guess, newData.contains(g) {
        dragged = g
      }
    }
    // A multi-item drag always ends at a reload (its block is not followed), whatever became
    // of its items.
    if engine?.isDraggingBlock == true { lostReason = .reloadedDuringDrag }
    let selection = followSelection(into: newData, hint: hint)
    data = newData
    owner.didReload(newData)
    let layout = owner.makeLayout(for: newData)
    var pinned: PinnedItems?
    if let delegate = owner.hostDelegate {
      pinned = PinnedItems(
        sectionCount: newData.sectionCount, itemCount: { newData.itemCount(inSection: $0) },
        isPinned: { $0 != dragged && delegate.dragController(owner, isPinnedItemAt: IndexPath($0)) }
      )
    }
    let effects = run([]) { engine, policy in
      engine.hostReload(
        layout, pinned: pinned, draggedItemAt: dragged, selection: selection,
        policy: policy)
    }
    // A drag that cannot go on ends as a cancel; its move back (live commit) names positions
    // in the old data, which no longer exists, so only the cancel is told.
    let cancelled = effects.contains {
      if case .cancelled = Engine.dragEffect(of: $0) { return true }
      return false
    }
    isReloading = true
    defer { isReloading = false }
    deliver(
      cancelled
        ? effects.filter {
          guard let drag = Engine.dragEffect(of: $0) else { return true }
          if case .cancelled = drag { return true }
          return false
        } : effects,
      lostReason: lostReason)
  }

  /// Where the selected items stand in `newData`, or nil to keep the selection by position
  /// (either way the engine's reload then drops positions that are not items, are pinned, or
  /// that `canSelectItemAt` refuses). The selection is read as the data source holds it (a
  /// live drag's moves included), the same data as `data`. `Identifiable` items are followed
  /// by `id` (looked for first where they were); otherwise the host's batch updates say where
  /// each went. An item that is gone leaves the selection: it never passes to another item.
  ///
  /// - Complexity: O(k) when the selected items kept their positions; O(k × n) at worst for
  ///   k selected items that all moved.
  func followSelection(into newData: SectionedData<Item>, hint: ReloadHint) -> [ItemPath]? {
    let selected = selectedPaths
    guard !selected.isEmpty else { return nil }
    if let same = sameItem {
      var kept = [ItemPath]()
      kept.reserveCapacity(selected.count)
      for old in selected {
        guard let item = data.item(at: old) else { continue }
        if let there = newData.item(at: old), same(there, item) {
          kept.append(old)
        } else if let found = newData.firstPath(where: { same($0, item) }) {
          kept.append(found)
        }
      }
      return kept
    }
    if case .updates(let list) = hint {
      return selected.compactMap { old in
        list.reduce(Optional(old)) { p, update in p.flatMap { update.position(after: $0) } }
      }
    }
    return nil
  }
}
