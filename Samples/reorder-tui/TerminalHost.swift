import ReorderKit

/// What every terminal host keeps, whatever it hosts (the list, the grid, the board): the data,
/// the keyboard focus, the status line, the window size, the pointer and the flags the run loop
/// reads. ``App`` and ``BoardApp`` are kinds of it; each adds its titles and its controller.
@MainActor
class TerminalHost {
  /// The data as the data source holds it, one section per section or lane (live commit: it
  /// follows every step of a drag).
  var data: SectionedData<String>
  /// The focused item (or card) when no drag is in progress.
  var focus = ItemPath(section: 0, item: 0)
  /// The last announcement or thing that happened (at first, the help text).
  var status: String
  /// The window width in cells.
  private(set) var columns: Int
  /// The window height in cells.
  private(set) var rows: Int
  /// Set by `q` or Ctrl+C.
  var quit = false
  /// Whether the drag in progress was picked up with the keyboard.
  var isKeyboardDrag = false
  /// The pointer, the clicks that select and multi-item drops.
  let pointer = PointerHost()

  /// A host of `data` in a window of `columns` × `rows` cells, showing `help` on its status line.
  init(data: SectionedData<String>, help: String, columns: Int, rows: Int) {
    self.data = data
    self.status = help
    self.columns = columns
    self.rows = rows
  }

  /// Follows a new window size; a kind then lays its controller out again.
  func resize(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }
}
