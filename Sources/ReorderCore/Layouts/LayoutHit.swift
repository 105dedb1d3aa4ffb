/// What lies under a point in a layout.
public enum LayoutHit: Sendable, Equatable {
  /// An item, by its position in the current data.
  case item(ItemPath)
  /// The gap of the dragged item (its slot; the source slot before it moves).
  case gap(ItemPath)
  /// A section's header area.
  case header(Int)
  /// A section's footer area.
  case footer(Int)
  /// Nothing: spacing between grid cells, or outside the content.
  case nothing
}
