import ReorderCore

extension GridLayout: TerminalLayout {
  /// Cells sit side by side.
  static var isGrid: Bool { true }

  /// Cells of 5 × 1 with one blank column between them, as many as fit the window's width
  /// (the grid's width is trimmed to a whole number of cells, so every cell starts on a
  /// column).
  static func make(counts: [Int], columns: Int, rows: Int) -> GridLayout {
    let perLine = max(1, (columns + 1) / 6)
    return GridLayout(
      axis: .vertical, sizing: .itemSize(Size(width: 5, height: 1)),
      spacing: GridSpacing(item: 1, line: 0),
      viewportSize: Size(width: Double(perLine * 6 - 1), height: Double(max(1, rows))),
      sections: counts.map { GridSection(header: 1, itemCount: $0) })
  }
}
