/// What became of a drag when the committed data was replaced under it (see
/// ``DragSession/reload(layout:pinned:draggedItemAt:policy:)``).
public enum ReloadOutcome: Sendable, Equatable {
  /// No drag was in progress: the new layout and pinned set simply took effect. A press still
  /// waiting to become a drag keeps waiting (it hit-tests when it activates).
  case notDragging
  /// The drag goes on with the item at its new position. The effects are in the new data, in
  /// order, as every other event's are (see the reload's documentation for which ones come).
  case continued([DragEffect])
  /// The dragged item is gone from the new data (or pinned there), so the drag ended as a
  /// cancel. The session is idle; no data effect is owed, since the data no longer holds the
  /// item.
  case cancelled
}

extension DragSession {
  /// Replaces the committed geometry, during a drag or at rest: the host inserted, deleted or
  /// reordered items or sections.
  ///
  /// `draggedItemAt` is where the dragged item stands in the **new** data *as the data source
  /// holds it*:
  /// - in live commit, the host's data already holds the item at its slot (every step was a
  ///   `moved` effect), so this is the item's current position, updated by the host's changes;
  /// - in drop commit and in exchange mode, the host's data still holds the item where the drag
  ///   began, so this is that position, updated by the host's changes.
  ///
  /// When the drag continues, the new arrangement lifts the item at `draggedItemAt`, the
  /// floating copy stays under the pointer (same grab offset; its size follows the item's new
  /// extent), and the target is chosen again for the pointer as it stands, asking `policy`:
  /// - insert, live commit: a `moved(from: draggedItemAt, to: slot)` if the new slot differs;
  /// - insert, drop commit: always one `targetChanged(slot)` (the preview in the new data);
  /// - exchange: always one `targetChanged(target)` (nil when nothing is under the pointer).
  ///
  /// A later cancel returns the item to `draggedItemAt` (the order before the reload no longer
  /// exists); a later drop commits from there.
  ///
  /// The drag ends as ``ReloadOutcome/cancelled`` when `draggedItemAt` is nil, is not an item of
  /// the new layout, or is pinned in `pinned`, and always for a multi-item drag (its data source
  /// has heard nothing but `willMoveItems`, so no data effect is owed).
  ///
  /// The selection becomes `selection`: the selected items' positions in the new data as the
  /// data source holds it (a host that follows its items by identity, or through its updates,
  /// says where they went; an item it left out has left the selection). Nil keeps the
  /// selection by position: the positions ``selectedPaths`` gave just before (the data as the
  /// data source held it, live moves included). Either way, positions that are not items of
  /// the new layout, are pinned there, or that `policy` will not let be selected
  /// (``DragPolicy/canSelectItem(at:)``, asked with the new positions) leave it, before the
  /// drag is retargeted (so its effects move the selection with them). The content offset is
  /// left as it is; auto-scroll clamps it again on its next step.
  ///
  /// - Parameters:
  ///   - newLayout: the new committed geometry.
  ///   - newPinned: the pinned positions in the new data (nil: none).
  ///   - draggedItemAt: the dragged item's position in the new data as the data source holds
  ///     it, or nil when it is gone. Ignored when no drag is in progress.
  ///   - newSelection: the selected items' positions in the new data, or nil to keep them by
  ///     position.
  ///   - policy: the host's say over the new target and the selection.
  /// - Returns: what became of the drag.
  /// - Complexity: O(log n + k log k) for k selected items, beyond building the arguments.
  public mutating func reload<P: DragPolicy>(
    layout newLayout: Layout, pinned newPinned: PinnedItems?, draggedItemAt: ItemPath?,
    selection newSelection: [ItemPath]?, policy: P
  ) -> ReloadOutcome {
    let kept = newSelection ?? selectedPaths
    layout = newLayout
    pinned = newPinned ?? PinnedItems(sectionCount: newLayout.sectionCount)
    // Recorded slot changes and a settling copy name positions in the old data.
    resetMotion()
    // The new committed data is the data source's: no arrangement stands between them yet.
    selection.replace(sorted: selectable(kept, throughDrag: false, policy: policy))
    guard var d = currentDrag else { return .notDragging }
    if d.arrangement.block != nil {
      // A multi-item drag has told the data source nothing yet: it ends as a cancel, and the
      // selection (set above) stays.
      motion.blockLift = nil
      transition(to: .idle)
      return .cancelled
    }
    guard let path = draggedItemAt, isValidItem(path), !pinned.contains(path) else {
      transition(to: .idle)
      return .cancelled
    }
    d.arrangement = .unmoved(path)
    let frame = layout.frame(ofItemAt: path, in: nil)
    let axis = layout.axis
    d.size = frame.size
    d.crossOrigin = frame.origin.across(axis)
    let along = min(max(0, d.grabOffset.along(axis)), frame.size.along(axis))
    d.grabOffset = Point(along: along, across: d.grabOffset.across(axis), axis: axis)
    // Retarget from a clean state; the announcement below replaces what it reports.
    d.exchangeTarget = nil
    d.lastDeclined = nil
    storeDrag(d)
    let retargeted = d.isKeyboard ? placeKeyboardCopy() : retarget(policy: policy)
    guard let after = currentDrag else { return .continued(retargeted) }
    switch (after.mode, after.commit) {
    case (.insert, .live):
      return .continued(retargeted)
    case (.insert, .drop):
      return .continued([.targetChanged(after.arrangement.slot)])
    default:  // (.exchange, _)
      return .continued([.targetChanged(after.exchangeTarget)])
    }
  }

  /// Replaces the committed geometry, keeping the selection by position (see
  /// ``reload(layout:pinned:draggedItemAt:selection:policy:)``).
  public mutating func reload<P: DragPolicy>(
    layout newLayout: Layout, pinned newPinned: PinnedItems?, draggedItemAt: ItemPath?,
    policy: P
  ) -> ReloadOutcome {
    reload(
      layout: newLayout, pinned: newPinned, draggedItemAt: draggedItemAt, selection: nil,
      policy: policy)
  }

  /// Replaces the committed geometry with the default policy, keeping the selection by
  /// position.
  public mutating func reload(
    layout newLayout: Layout, pinned newPinned: PinnedItems?, draggedItemAt: ItemPath?
  ) -> ReloadOutcome {
    reload(
      layout: newLayout, pinned: newPinned, draggedItemAt: draggedItemAt, selection: nil,
      policy: DefaultDragPolicy())
  }
}
