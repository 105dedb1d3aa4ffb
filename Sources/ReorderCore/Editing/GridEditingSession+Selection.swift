/// Selection for multi-item drags, on the grid session's drag engine (see
/// `DragSession+Selection.swift`): the same calls, positions in the committed data. A drag that
/// begins on a selected cell, with two or more selected, moves them all as one block along
/// reading order.
extension GridEditingSession: SelectionEngine {
  /// The selected cells' positions in the committed data, sorted in data order.
  public var selectedPaths: [ItemPath] { session.selectedPaths }

  /// Whether the cell at `path` (committed data) is selected.
  ///
  /// - Complexity: O(log k) for k selected cells.
  public func isSelected(_ path: ItemPath) -> Bool { session.isSelected(path) }

  /// The selection's hook (see ``SelectionEngine``): the drag engine's.
  public mutating func _setSelected<P: DragPolicy>(_ path: ItemPath, _ wanted: Bool, policy: P)
    -> SelectionChange
  { session._setSelected(path, wanted, policy: policy) }

  /// The selection's hook (see ``SelectionEngine``): the drag engine's.
  public mutating func _clearSelection() -> Bool { session._clearSelection() }

  /// The pointer-style selection input: toggles the cell under `point` (**viewport**
  /// coordinates); nothing during a press or drag, or over no cell.
  @discardableResult
  public mutating func select<P: DragPolicy>(atViewportPoint point: Point, time: Double, policy: P)
    -> SelectionChange
  {
    session.select(atViewportPoint: point, time: time, policy: policy)
  }

  /// Replaces the selection (see ``DragSession/replaceSelection(with:policy:)``).
  @discardableResult
  public mutating func replaceSelection<P: DragPolicy>(with paths: [ItemPath], policy: P) -> Bool {
    session.replaceSelection(with: paths, policy: policy)
  }
}

extension GridEditingSession {
  /// The keyboard's selection command on the focused cell at `path` (committed data): the list
  /// session's (see ``DragSession/toggleSelectionOfFocused(at:policy:)``), with its
  /// announcement.
  public mutating func toggleSelectionOfFocused<P: DragPolicy>(at path: ItemPath, policy: P)
    -> KeyboardOutcome
  {
    session.toggleSelectionOfFocused(at: path, policy: policy)
  }
}
