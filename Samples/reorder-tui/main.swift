// reorder-tui: long-press drag-to-reorder and keyboard reordering in a terminal.
//
// Usage: reorder-tui [--board] [--dump-order FILE]
//   With --board, it starts in the board mode (lanes as columns) rather than the list.
//   With --dump-order, the final order is written to FILE on exit (one section per line).
import Glibc
import ReorderKit

/// Writes a message to standard error.
func printError(_ message: String) {
  let bytes = Array("reorder-tui: \(message)\n".utf8)
  bytes.withUnsafeBufferPointer { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

var dumpPath: String?
var startsOnBoard = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--dump-order":
    guard let path = arguments.popFirst() else {
      printError("--dump-order needs a file")
      exit(2)
    }
    dumpPath = path
  case "--board":
    startsOnBoard = true
  case "-h", "--help":
    print("usage: reorder-tui [--board] [--dump-order FILE]")
    exit(0)
  default:
    printError("unknown argument \(argument)")
    exit(2)
  }
}

/// What the main loop runs: the list, the grid or the board.
@MainActor
protocol TerminalApp: AnyObject {
  /// Set by `q`, Ctrl+C or the end of input.
  var quit: Bool { get set }
  /// Whether the user asked for another mode (`g`, `b`).
  var isLeaving: Bool { get }
  /// Whether a press or a pointer drag needs display-frame ticks.
  var pointerNeedsFrames: Bool { get }
  /// Follows a new window size.
  func resize(columns: Int, rows: Int)
  /// Handles one key or mouse report at `time` (monotonic seconds).
  func handle(_ event: InputEvent, time: Double)
  /// Feeds a display-frame tick; returns whether the screen may have changed.
  func tick(time: Double) -> Bool
  /// The whole screen as escape sequences and text.
  func render() -> String
  /// The order, one section (or lane) per line, for `--dump-order`.
  func orderText() -> String
}

/// Runs until `q`, Ctrl+C, the end of input, or `g` / `b` (the app's `isLeaving`).
@MainActor func run(_ app: some TerminalApp) throws(TerminalError) {
  var parser = InputParser()
  var dirty = true
  Terminal.write("\u{1B}[2J")
  while !app.quit && !app.isLeaving {
    if resizePending != 0 {
      resizePending = 0
      let size = Terminal.size()
      app.resize(columns: size.columns, rows: size.rows)
      Terminal.write("\u{1B}[2J")
      dirty = true
    }
    if dirty {
      Terminal.write(app.render())
      dirty = false
    }
    let wait: Int32 = app.pointerNeedsFrames ? 20 : (parser.hasPending ? 30 : 500)
    guard let bytes = try Terminal.read(waiting: wait) else {
      app.quit = true
      break
    }
    let now = Terminal.now()
    for event in parser.feed(bytes, flush: bytes.isEmpty) {
      app.handle(event, time: now)
      dirty = true
    }
    if app.tick(time: now) { dirty = true }
  }
}

func dumpOrder(_ text: String, to path: String?) {
  guard let path, let file = fopen(path, "w") else { return }
  fputs(text, file)
  fclose(file)
}

/// The order text of whichever app ran last, for `--dump-order`.
var finalOrder = ""

/// The modes the user switches between.
enum Mode {
  case list, grid, board
}

/// The app running now, for the order written when an error ends the run.
var current: (any TerminalApp)?

do {
  try Terminal.enter()
  var mode = startsOnBoard ? Mode.board : .list
  var titles = ["Section A", "Section B", "Section C"]
  var sections = ["A", "B", "C"].map { letter in (1...30).map { "\(letter)\($0)" } }
  var focus = ItemPath(section: 0, item: 0)
  var status: String?
  do {
    while true {
      let size = Terminal.size()
      switch mode {
      case .list:
        let list = ListApp(titles: titles, data: sections, columns: size.columns, rows: size.rows)
        list.focus = focus
        if let status { list.status = status }
        current = list
        try run(list)
        finalOrder = list.orderText()
        if list.quit { break }
        (titles, sections, focus) = (list.titles, list.data.sections, list.focus)
        mode = list.switchToBoard ? .board : .grid
        status = list.switchToBoard ? nil : "Grid mode (g: back to the list)"
      case .grid:
        let grid = GridApp(titles: titles, data: sections, columns: size.columns, rows: size.rows)
        grid.focus = focus
        if let status { grid.status = status }
        current = grid
        try run(grid)
        finalOrder = grid.orderText()
        if grid.quit { break }
        (titles, sections, focus) = (grid.titles, grid.data.sections, grid.focus)
        mode = grid.switchToBoard ? .board : .list
        status = grid.switchToBoard ? nil : "List mode (g: grid)"
      case .board:
        let board = BoardApp(
          titles: titles, data: sections, columns: size.columns, rows: size.rows)
        board.focus = focus
        board.revealFocus()
        current = board
        try run(board)
        finalOrder = board.orderText()
        if board.quit { break }
        (titles, sections, focus) = (board.titles, board.data.sections, board.focus)
        mode = .list
        status = "List mode (g: grid, b: board)"
      }
      if current?.quit == true { break }
    }
  } catch {
    restoreTerminal()
    dumpOrder(finalOrder.isEmpty ? current?.orderText() ?? "" : finalOrder, to: dumpPath)
    printError("\(error)")
    exit(1)
  }
  restoreTerminal()
  dumpOrder(finalOrder, to: dumpPath)
} catch {
  restoreTerminal()
  printError("\(error)")
  exit(1)
}
