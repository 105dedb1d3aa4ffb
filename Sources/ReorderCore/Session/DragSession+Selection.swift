/// What a selection request did (see ``DragSession/select(at:policy:)``).
public enum SelectionChange: Sendable, Equatable {
  /// The item at this position (committed data) is now selected.
  case selected(ItemPath)
  /// The item at this position (committed data) is no longer selected.
  case deselected(ItemPath)
  /// Nothing changed: the item already stood as asked (selected for `select`, not selected for
  /// `deselect`).
  case unchanged(ItemPath)
  /// Nothing changed, for this reason.
  case refused(SelectionRefusal)
}

/// Why a selection request changed nothing.
public enum SelectionRefusal: Sendable, Equatable {
  /// A press or a drag is in progress: the selection only changes at rest.
  case busy
  /// There is no item there (a position out of range, or a point over no item).
  case notAnItem
  /// The item is pinned: pinned items cannot be selected.
  case pinned
  /// The ``DragPolicy`` answered false to ``DragPolicy/canSelectItem(at:)``.
  case policy
  /// A coordinate or time was NaN or infinite.
  case nonFiniteInput
}

/// Selection and multi-item drags.
///
/// The session keeps a set of selected items, by position in the committed data. A drag that
/// begins on a selected item, with two or more selected, lifts them all as one ``ItemBlock``:
/// the others leave their places (the items between close up) and one gap as long as all of
/// them travels as the pressed item's slot would in the data without the others. Every target
/// rule works unchanged on that arrangement (see ``Arrangement``). Such a drag is always an
/// insert drag that commits at the drop, whatever the configuration says.
///
/// - At the lift: ``DragEffect/willMoveItems(at:)`` in place of `willMove`.
/// - During the drag: `targetChanged` effects as the block's slot changes (positions in the
///   data without the block, the block counting as one item); no data effect.
/// - At the drop: the `moved` effects of ``ItemBlock/forEachMove(to:_:)`` (each in the data as
///   it stands just before it), then `deletedSection` for every section the block emptied (with
///   ``EmptySectionPolicy/remove``; highest index first), then `ended(at:)` with the block's
///   first position. The selection is cleared.
/// - A drop whose result would change the index of a pinned item is declined: one
///   `declined(proposed: slot, reason: .pinned)`, then `cancelled(at:)` as after a cancel, and
///   the selection stays. (While the block travels, pinned items do not decline its steps.)
/// - A cancel: `cancelled(at:)` with the pressed item's position; no data effect is owed, and
///   the selection stays.
///
/// The selection follows its items through drags of one item (live steps included: see
/// ``selectedPaths``), exchanges, removed sections and reloads (see
/// ``reload(layout:pinned:draggedItemAt:selection:policy:)``). A drag that begins on an
/// unselected item, or with only one item selected, is a plain drag.
extension DragSession {
  // MARK: Reading

  /// The selected items' positions in the data as the data source holds it, sorted in data
  /// order: the committed data, or during a live-commit insert drag the committed data with
  /// the drag's moves so far (every `moved` effect told), so a host that applies each effect on
  /// arrival always finds the selected items at these positions. Pinned positions are never
  /// among them.
  ///
  /// - Complexity: O(1) at rest and in drop commit; O(k log k) for k selected items during a
  ///   live drag whose item has moved.
  public var selectedPaths: [ItemPath] {
    selectedDataSourcePaths(moved: dataSourceArrangement.map { $0.slot != $0.lifted } ?? false)
  }

  /// Whether the item at `path` (committed data) is selected.
  ///
  /// - Complexity: O(log k) for k selected items.
  public func isSelected(_ path: ItemPath) -> Bool { selection.contains(path) }

  /// Whether the session is idle: no press waiting, no drag in progress.
  var isIdle: Bool {
    if case .idle = state { return true }
    return false
  }

  // MARK: Changing the selection

  /// The selection's hook (see ``SelectionEngine``).
  public mutating func _setSelected<P: DragPolicy>(_ path: ItemPath, _ wanted: Bool, policy: P)
    -> SelectionChange
  { setSelected(path, wanted, policy: policy) }

  /// The selection's hook (see ``SelectionEngine``).
  public mutating func _clearSelection() -> Bool { clearSelectionAtRest() }

  /// Replaces the selection with `paths` (positions in the data as the data source holds it,
  /// as ``selectedPaths`` has them), keeping only the positions that are items, not pinned,
  /// and allowed by the policy (asked with those positions); duplicates count once. A host
  /// that follows items by identity remaps its selection with this (or hands the new positions
  /// to ``reload(layout:pinned:draggedItemAt:selection:policy:)``, which asks the same).
  ///
  /// Allowed at rest, while a press waits and during a drag of one item (its positions then
  /// count the live moves told so far); refused (returns false, nothing changes) during a
  /// multi-item drag, whose block is the selection.
  ///
  /// - Complexity: O(m log m + m log p) for m positions.
  @discardableResult
  public mutating func replaceSelection<P: DragPolicy>(with paths: [ItemPath], policy: P) -> Bool {
    guard currentDrag?.arrangement.block == nil else { return false }
    selection.replace(sorted: selectable(paths, throughDrag: true, policy: policy))
    return true
  }

  /// The pointer-style selection input (a tap in selection mode, or a modifier-click): toggles
  /// the item under `point` (**viewport** coordinates). During a drag, while the pointer is
  /// down, or over no item, it changes nothing. The time only advances the session's clock.
  @discardableResult
  public mutating func select<P: DragPolicy>(atViewportPoint point: Point, time: Double, policy: P)
    -> SelectionChange
  {
    guard clock.advance(time, at: point) != nil else { return .refused(.nonFiniteInput) }
    guard isIdle else { return .refused(.busy) }
    guard case .item(let path) = layout.hitTest(viewport.contentPoint(point), in: nil) else {
      return .refused(.notAnItem)
    }
    return toggleSelection(at: path, policy: policy)
  }

  // MARK: The block

  /// The block a drag beginning on the item at `pressed` lifts: every selected item the policy
  /// lets move now (the others stay where they are, still selected), when the pressed one is
  /// selected and at least two may move; nil for a plain drag.
  ///
  /// - Complexity: O(k log k), and one `canMoveItem` question per selected item.
  func liftedBlock<P: DragPolicy>(pressed: ItemPath, policy: P) -> ItemBlock? {
    guard let movable = selection.blockPaths(pressed: pressed, canMove: policy.canMoveItem(at:))
    else { return nil }
    let axis = layout.axis
    return ItemBlock(
      paths: movable, pressed: pressed,
      extent: { layout.frame(ofItemAt: $0, in: nil).size.along(axis) },
      sectionChange: { layout._lengthChange(ofSection: $0, removing: $1) })
  }

  /// Drops the multi-item drag `d` and appends the effects (see the extension's documentation).
  mutating func dropBlock(_ d: Drag, _ block: ItemBlock, into effects: inout [DragEffect]) {
    let a = d.arrangement
    if block.dropMovesPinned(to: a.slot, pinned) {
      effects.append(.declined(proposed: a.slot, reason: .pinned))
      motionAfterCancel(d)
      transition(to: .idle)
      if clampContentOffset() { effects.append(.scrolled(to: viewport.contentOffset)) }
      cancelEffects(d, into: &effects)
      return
    }
    let shown = motionBeforeDrop(d)
    let before = effects.count
    block.forEachMove(to: a.slot) { effects.append(.moved(from: $0, to: $1)) }
    let moved = effects.count > before
    layout._commitBlock(block, to: a.slot)
    var final = a.slot
    var removed = [Int]()
    if configuration.emptySections == .remove {
      var i = block.count - 1
      while i >= 0 {
        let s = block.paths[i].section
        if s != a.slot.section && layout.itemCount(inSection: s) == 0 {
          layout.removeSection(s)
          pinned.removeSection(s)
          effects.append(.deletedSection(s))
          removed.append(s)
          if final.section > s { final.section -= 1 }
        }
        i = block.firstIndex(inSection: s) - 1
      }
    }
    selection.removeAll()
    motionAfterBlockDrop(d, block, shown, final: final)
    dropRecord.set(
      DropRecord(
        part: .items, sources: block.paths, destination: final, removedSections: removed,
        changedOrder: moved))
    if clampContentOffset() { effects.append(.scrolled(to: viewport.contentOffset)) }
    effects.append(.ended(at: final))
    transition(to: .idle)
  }
}

/// The list session's answers to the one selection core (`Kernel/Selection.swift`).
extension DragSession: SelectionOwner, SelectionEngine {
  var isAtRest: Bool { isIdle }
  func isItem(_ path: ItemPath) -> Bool { isValidItem(path) }
  var selectionPinned: PinnedItems { pinned }
  func dataSourcePosition(ofCommitted path: ItemPath) -> ItemPath {
    dataSourceArrangement?.currentPath(forCommitted: path) ?? path
  }
  func committedPosition(ofDataSource path: ItemPath) -> ItemPath {
    dataSourceArrangement?.committedPath(forCurrent: path) ?? path
  }
  func committedCount(inSection section: Int) -> Int { layout.itemCount(inSection: section) }
}
