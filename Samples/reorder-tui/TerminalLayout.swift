import ReorderCore

/// A layout the terminal host can build for its data and window: every item and header is one
/// terminal line high.
protocol TerminalLayout: ReorderLayout {
  /// Whether items are grid cells side by side rather than full-width rows.
  static var isGrid: Bool { get }
  /// The layout of sections with `counts` items, under one-line headers, in a window of
  /// `columns` × `rows` cells.
  static func make(counts: [Int], columns: Int, rows: Int) -> Self
}

extension ListLayout: TerminalLayout {
  /// Rows span the window.
  static var isGrid: Bool { false }

  /// Items are as wide as 10 000 cells, wider than any terminal, so a resize needs no relayout.
  static func make(counts: [Int], columns: Int, rows: Int) -> ListLayout {
    ListLayout(
      axis: .vertical, crossExtent: 10_000,
      sections: counts.map { ListSection(header: 1, itemExtents: Array(repeating: 1, count: $0)) })
  }
}
