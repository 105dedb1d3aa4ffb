import ReorderCore

/// Selection for multi-item drags, as the host core asks it of an engine. Lists, grids and
/// boards forward to their engine's own selection API (``SelectionEngine``).
@MainActor
protocol SelectingHostEngine {
  /// The effects the engine returns.
  associatedtype Effect
  /// The selected items' positions in the data as the data source holds it (live moves
  /// included), sorted in data order.
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
  /// The keyboard's selection toggle of the focused item at `path`, with its announcement.
  mutating func hostToggleSelectionOfFocused(at path: ItemPath, policy: HostDecisions)
    -> HostOutcome<Effect>
  /// The engine's keyboard toggle of the focused item at `path` (committed data): its
  /// announcement (it has no effects).
  mutating func focusedToggle(at path: ItemPath, policy: HostDecisions) -> Announcement?
}

/// The selection API every engine has over its own committed data (positions as index paths;
/// a board's are `[lane, card]`), which the host core's requests forward to.
protocol SelectionEngine {
  /// The selected positions in the data as the data source holds it, sorted in data order.
  var selectedPaths: [ItemPath] { get }
  /// Adds the item at `path` to the selection.
  mutating func select<P: DragPolicy>(at path: ItemPath, policy: P) -> SelectionChange
  /// Removes the item at `path` from the selection.
  mutating func deselect(at path: ItemPath) -> SelectionChange
  /// Selects the item at `path` if it is not selected, deselects it if it is.
  mutating func toggleSelection<P: DragPolicy>(at path: ItemPath, policy: P) -> SelectionChange
  /// The pointer-style toggle at `point` (viewport coordinates).
  mutating func select<P: DragPolicy>(atViewportPoint point: Point, time: Double, policy: P)
    -> SelectionChange
  /// Empties the selection; false while a press or drag is in progress.
  mutating func clearSelection() -> Bool
  /// Replaces the selection (data as the data source holds it), keeping only positions that
  /// may be selected.
  mutating func replaceSelection<P: DragPolicy>(with paths: [ItemPath], policy: P) -> Bool
}

extension SelectingHostEngine where Self: SelectionEngine {
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

  /// The engine's keyboard toggle: no effects, the engine's announcement.
  mutating func hostToggleSelectionOfFocused(at path: ItemPath, policy: HostDecisions)
    -> HostOutcome<Effect>
  { HostOutcome(announcement: focusedToggle(at: path, policy: policy)) }
}

extension DragSession: SelectingHostEngine, SelectionEngine where Layout == ListLayout {
  mutating func focusedToggle(at path: ItemPath, policy: HostDecisions) -> Announcement? {
    toggleSelectionOfFocused(at: path, policy: policy).announcement
  }
}

extension GridEditingSession: SelectingHostEngine, SelectionEngine {
  mutating func focusedToggle(at path: ItemPath, policy: HostDecisions) -> Announcement? {
    toggleSelectionOfFocused(at: path, policy: policy).announcement
  }
}

extension BoardSession: SelectingHostEngine, SelectionEngine {
  mutating func focusedToggle(at path: ItemPath, policy: HostDecisions) -> Announcement? {
    toggleSelectionOfFocused(at: path, policy: policy).announcement
  }
}
