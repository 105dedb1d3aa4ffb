/// A screen's worth of characters with one attribute per cell, written out as escape sequences.
struct Canvas {
  /// Cell attributes.
  enum Style: Equatable {
    case plain, bold, reverse
  }

  let columns: Int
  let rows: Int
  private var cells: [[Character]]
  private var styles: [[Style]]

  init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    cells = Array(repeating: Array(repeating: " ", count: self.columns), count: self.rows)
    styles = Array(repeating: Array(repeating: .plain, count: self.columns), count: self.rows)
  }

  /// Writes `text` from `column` on `row`, cut to `width` cells and to the screen; with
  /// `fill`, pads the rest of the width with the style.
  mutating func put(
    _ text: String, row: Int, column: Int, width: Int, style: Style = .plain, fill: Bool = false
  ) {
    guard row >= 0, row < rows else { return }
    var c = column
    let end = min(columns, column + width)
    for ch in text {
      guard c < end else { break }
      if c >= 0 {
        cells[row][c] = ch
        styles[row][c] = style
      }
      c += 1
    }
    while fill && c < end {
      if c >= 0 {
        cells[row][c] = " "
        styles[row][c] = style
      }
      c += 1
    }
  }

  /// The whole screen: each row positioned absolutely, styles switched where they change.
  func output() -> String {
    var out = ""
    for r in 0..<rows {
      out += "\u{1B}[\(r + 1);1H\u{1B}[0m"
      var current = Style.plain
      for c in 0..<columns {
        let style = styles[r][c]
        if style != current {
          switch style {
          case .plain: out += "\u{1B}[0m"
          case .bold: out += "\u{1B}[0;1m"
          case .reverse: out += "\u{1B}[0;7m"
          }
          current = style
        }
        out.append(cells[r][c])
      }
    }
    return out + "\u{1B}[0m"
  }
}
