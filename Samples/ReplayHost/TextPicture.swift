import ReorderKit
import ReplayJSON

/// Draws what a host would show as text: the visible items in order, one row each, from its
/// controller's ``DragController/renderState``.
///
/// A row is `position │ cell │`, where the position is the row's leading coordinate along the
/// axis (content coordinates). The dragged item's own slot is a blank cell (the host hides it);
/// the exchange target is in parentheses, `(5)`; the floating copy is drawn as `[1]` beside the
/// row its centre hovers (the nearest row when it hovers none). Sections begin with a
/// `── section N ──` line when there is more than one.
@MainActor
public enum TextPicture {
  /// The picture of `host`'s controller now.
  ///
  /// - Complexity: O(log n + v) for v visible items.
  public static func lines(of host: Replayer) -> [String] {
    let state = host.controller.renderState
    let axis = host.scenario.axis
    guard !state.items.isEmpty else { return ["  (nothing visible)"] }
    var hovered: Int?
    if let floating = state.floating {
      let center = floating.frame.minAlong(axis) + floating.frame.size.along(axis) / 2
      var best = Double.infinity
      for (index, item) in state.items.enumerated() {
        let low = item.frame.minAlong(axis)
        let high = item.frame.maxAlong(axis)
        let distance = center < low ? low - center : center >= high ? center - high : 0
        if distance < best {
          best = distance
          hovered = index
        }
      }
    }
    let cells = state.items.map { item -> String in
      if item.isHidden { return "" }
      let id = host.id(atRendered: item)
      return item.isTarget ? "(\(id))" : id
    }
    let width = max(3, cells.map(\.count).max() ?? 0)
    let floatingMark = state.floating.map { " [\(host.id(ofFloating: $0))]" } ?? ""
    let showSections = host.data.sectionCount > 1
    var lines = [String]()
    var section = -1
    for (index, item) in state.items.enumerated() {
      if showSections && item.path.section != section {
        section = item.path.section
        lines.append("  ── section \(section) ──")
      }
      let position = pad(JSONWriter.number(item.frame.minAlong(axis)), to: 6)
      let cell = cells[index] + String(repeating: " ", count: width - cells[index].count)
      lines.append("\(position) │ \(cell) │" + (index == hovered ? floatingMark : ""))
    }
    return lines
  }

  private static func pad(_ text: String, to width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }
}

extension Replayer {
  /// The id of a rendered item, looked up in the host's data (current positions when every
  /// change has reached the data, committed positions otherwise).
  public func id(atRendered item: RenderedItem) -> String {
    id(at: dataFollowsSlot ? item.path : item.committedPath)
  }

  /// The id of the dragged item.
  public func id(ofFloating floating: FloatingCopy) -> String {
    id(at: dataFollowsSlot ? floating.path : floating.committedPath)
  }

  /// Whether the data already holds the dragged item at its slot (live insert drags).
  private var dataFollowsSlot: Bool {
    scenario.configuration.mode == .insert && scenario.configuration.commit == .live
  }
}

/// Draws a grid as text: one row of text per line of cells (vertical grids) or per row of
/// cells (horizontal grids), from its controller's ``DragController/renderState``.
///
/// A row is `position │ cells │`, where the position is the row's top (content coordinates).
/// A cell is its id between two marks: `x` before it when the cell shows its corner button
/// (editing mode), `~` after it when it jiggles (editing mode). The held cell's own slot is
/// blank; the floating cell is `[id]`, drawn in that slot when its centre is over it, and
/// otherwise beside the row of the cell its centre is over (or the nearest); an exchange
/// target is `(id)`. In vertical grids with more than one section, each section
/// begins with a `── section N ──` line.
@MainActor
public enum GridPicture {
  /// The picture of `host`'s grid now.
  ///
  /// - Complexity: O(v log v) for v visible cells.
  public static func lines(of host: GridReplayer) -> [String] {
    let state = host.controller.renderState
    guard !state.items.isEmpty else { return ["  (nothing visible)"] }
    let axis = host.scenario.axis
    let vertical = axis == .vertical
    // Text rows and columns from the frames: vertical grids have a row per line (by y) and a
    // column per grid column (by x, the columns that show cells being the first ones); horizontal
    // grids a row per grid row and a column per line (by x).
    let columnStarts = Array(Set(state.items.map { $0.frame.origin.across(axis) })).sorted()
    var columnIndex = [Double: Int]()
    for (index, start) in columnStarts.enumerated() { columnIndex[start] = index }
    let lineStarts = Array(Set(state.items.map { $0.frame.minAlong(axis) })).sorted()
    var lineIndex = [Double: Int]()
    for (index, start) in lineStarts.enumerated() { lineIndex[start] = index }
    func place(_ frame: Rect) -> (row: Int, column: Int) {
      let line = lineIndex[frame.minAlong(axis)] ?? 0
      let column = columnIndex[frame.origin.across(axis)] ?? 0
      return vertical ? (line, column) : (column, line)
    }
    var floatingAt: Int?
    if let floating = state.floating {
      let center = floating.frame.center
      var best = Double.infinity
      for (index, item) in state.items.enumerated() {
        let dx = max(item.frame.minX - center.x, 0, center.x - item.frame.maxX)
        let dy = max(item.frame.minY - center.y, 0, center.y - item.frame.maxY)
        if dx * dx + dy * dy < best {
          best = dx * dx + dy * dy
          floatingAt = index
        }
      }
    }
    // Positions in the host's data: current ones when every change has reached it (no drag,
    // or a live insert drag), committed ones otherwise.
    let configuration = host.scenario.configuration
    let current =
      !host.controller.isDragging
      || (configuration.mode == .insert && configuration.commit == .live)
    let floatingID = state.floating.map { host.id(at: current ? $0.path : $0.committedPath) }
    let paths = state.items.map { current ? $0.path : $0.committedPath }
    let ids = paths.map(host.id(at:))
    let width = max(3, (ids + (floatingID.map { [$0] } ?? [])).map(\.count).max() ?? 0)
    func padded(_ text: String) -> String {
      text + String(repeating: " ", count: max(0, width - text.count))
    }
    var rows = [Int: [Int: String]]()
    var rowTop = [Int: Double]()
    var rowSection = [Int: Int]()
    var besideRow: Int?
    for (index, item) in state.items.enumerated() {
      let (row, col) = place(item.frame)
      var field: String
      if index == floatingAt && !item.isHidden { besideRow = row }
      if let floatingID, index == floatingAt, item.isHidden {
        field =
          "[" + floatingID + "]" + String(repeating: " ", count: max(0, width - floatingID.count))
      } else if item.isHidden {
        field = " " + padded("") + " "
      } else if item.isTarget {
        field =
          "(" + ids[index] + ")" + String(repeating: " ", count: max(0, width - ids[index].count))
      } else {
        let button = host.isEditing && host.canEdit(at: paths[index]) ? "x" : " "
        field = button + padded(ids[index]) + (host.isEditing ? "~" : " ")
      }
      rows[row, default: [:]][col] = field
      rowTop[row] = min(rowTop[row] ?? .infinity, item.frame.minY)
      rowSection[row] = item.path.section
    }
    let columnCount = (rows.values.flatMap(\.keys).max() ?? 0) + 1
    let blank = String(repeating: " ", count: width + 2)
    let showSections = vertical && host.data.sectionCount > 1
    var lines = [String]()
    var section = -1
    for row in rows.keys.sorted() {
      if showSections, let s = rowSection[row], s != section {
        section = s
        lines.append("  ── section \(s) ──")
      }
      let fields = (0..<columnCount).map { rows[row]?[$0] ?? blank }
      let position = JSONWriter.number(rowTop[row] ?? 0)
      let head = String(repeating: " ", count: max(0, 6 - position.count)) + position
      let beside = row == besideRow ? floatingID.map { " [\($0)]" } ?? "" : ""
      lines.append("\(head) │ " + fields.joined(separator: "  ") + " │" + beside)
    }
    return lines
  }
}
