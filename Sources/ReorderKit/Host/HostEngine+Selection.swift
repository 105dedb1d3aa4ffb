import ReorderCore

/// Selection for multi-item drags, as the host core asks it of an engine. Lists and grids
/// forward to their drag session; boards have no selection and refuse every request.
@MainActor
protocol SelectingHostEngine {
  /// The effects the engine returns.
  associatedtype Effect
  /// The selected items' positions in the committed data, sorted in data order.
  var hostSelectedPaths: [ItemPath] { get }
  /// Adds the item at `path` (committed data) to the selection.
  mutating func hostSelect(at path: ItemPath, policy: HostDecisions) -> SelectionChange
  /// Removes the item at `path` (committed data) from the selection.
  mutating func hostDeselect(at path: ItemPath) -> SelectionChange
  /// The pointer-style toggle at `point` (viewport coordinates).
  mutating func hostSelect(atViewportPoint point: Point, time: Double, policy: HostDecisions)
    -> SelectionChange
  /// Empties the selection; false while a press or drag is in progress.
  mutating func hostClearSelection() -> Bool
  /// Replaces the selection (a reload that followed items by identity or through updates).
  mutating func hostReplaceSelection(with paths: [ItemPath], policy: HostDecisions) -> Bool
  /// The keyboard's selection toggle of the focused item at `path`, with its announcement.
  mutating func hostToggleSelectionOfFocused(at path: ItemPath, policy: HostDecisions)
    -> HostOutcome<Effect>
}

extension DragSession: SelectingHostEngine where Layout == ListLayout {
  var hostSelectedPaths: [ItemPath] { selectedPaths }

  mutating func hostSelect(at path: ItemPath, policy: HostDecisions) -> SelectionChange {
    select(at: path, policy: policy)
  }

  mutating func hostDeselect(at path: ItemPath) -> SelectionChange { deselect(at: path) }

  mutating func hostSelect(atViewportPoint point: Point, time: Double, policy: HostDecisions)
    -> SelectionChange
  {
    select(atViewportPoint: point, time: time, policy: policy)
  }

  mutating func hostClearSelection() -> Bool { clearSelection() }

  mutating func hostReplaceSelection(with paths: [ItemPath], policy: HostDecisions) -> Bool {
    replaceSelection(with: paths, policy: policy)
  }

  mutating func hostToggleSelectionOfFocused(at path: ItemPath, policy: HostDecisions)
    -> HostOutcome<DragEffect>
  {
    let outcome = toggleSelectionOfFocused(at: path, policy: policy)
    return HostOutcome(effects: outcome.effects, announcement: outcome.announcement)
  }
}

extension GridEditingSession: SelectingHostEngine {
  var hostSelectedPaths: [ItemPath] { selectedPaths }

  mutating func hostSelect(at path: ItemPath, policy: HostDecisions) -> SelectionChange {
    select(at: path, policy: policy)
  }

  mutating func hostDeselect(at path: ItemPath) -> SelectionChange { deselect(at: path) }

  mutating func hostSelect(atViewportPoint point: Point, time: Double, policy: HostDecisions)
    -> SelectionChange
  {
    select(atViewportPoint: point, time: time, policy: policy)
  }

  mutating func hostClearSelection() -> Bool { clearSelection() }

  mutating func hostReplaceSelection(with paths: [ItemPath], policy: HostDecisions) -> Bool {
    replaceSelection(with: paths, policy: policy)
  }

  /// As the list session's keyboard toggle: the grid engine has no keyboard selection command
  /// of its own, so the announcement is built here the same way.
  mutating func hostToggleSelectionOfFocused(at path: ItemPath, policy: HostDecisions)
    -> HostOutcome<GridEditingEffect>
  {
    let change = toggleSelection(at: path, policy: policy)
    let kind: Announcement.Kind
    switch change {
    case .selected: kind = .selected
    case .deselected: kind = .deselected
    case .refused(.pinned), .refused(.policy): kind = .notMovable
    case .unchanged, .refused: return HostOutcome()
    }
    return HostOutcome(
      announcement: Announcement(
        kind: kind, position: path, count: layout.itemCount(inSection: path.section),
        dataPath: path, itemCount: selectedPaths.count))
  }
}

extension BoardSession: SelectingHostEngine {
  /// Boards have no selection.
  var hostSelectedPaths: [ItemPath] { [] }

  mutating func hostSelect(at path: ItemPath, policy: HostDecisions) -> SelectionChange {
    .refused(.policy)
  }

  mutating func hostDeselect(at path: ItemPath) -> SelectionChange { .refused(.policy) }

  mutating func hostSelect(atViewportPoint point: Point, time: Double, policy: HostDecisions)
    -> SelectionChange
  { .refused(.policy) }

  mutating func hostClearSelection() -> Bool { true }

  mutating func hostReplaceSelection(with paths: [ItemPath], policy: HostDecisions) -> Bool {
    true
  }

  mutating func hostToggleSelectionOfFocused(at path: ItemPath, policy: HostDecisions)
    -> HostOutcome<BoardEffect>
  { HostOutcome() }
}
