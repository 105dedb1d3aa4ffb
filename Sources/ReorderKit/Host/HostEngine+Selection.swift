import ReorderCore

// The keyboard's selection toggle of each engine, as the host core asks it (the rest of the
// selection API is the engines' own, ``SelectionEngine``).

@MainActor
extension DragSession where Layout == ListLayout {
  mutating func focusedToggle(at path: ItemPath, policy: HostDecisions) -> Announcement? {
    toggleSelectionOfFocused(at: path, policy: policy).announcement
  }
}

@MainActor
extension GridEditingSession {
  mutating func focusedToggle(at path: ItemPath, policy: HostDecisions) -> Announcement? {
    toggleSelectionOfFocused(at: path, policy: policy).announcement
  }
}

@MainActor
extension BoardSession {
  mutating func focusedToggle(at path: ItemPath, policy: HostDecisions) -> Announcement? {
    toggleSelectionOfFocused(at: path, policy: policy).announcement
  }
}
