// reorder-tui: long-press drag-to-reorder and keyboard reordering in a terminal.
//
// Usage: reorder-tui [--board] [--dump-order FILE]
//   With --board, it starts in the board mode (lanes as columns) rather than the list.
//   With --dump-order, the final order is written to FILE on exit (one section per line).
import ReorderKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
  /// The section (or lane) titles.
  var titles: [String] { get }
  /// The data as the data source holds it.
  var data: SectionedData<String> { get }
  /// The focused item when no drag is in progress.
  var focus: ItemPath { get set }
  /// The status line.
  var status: String { get set }
  /// Whether the user asked for the board (`b`).
  var switchToBoard: Bool { get }
}

extension TerminalApp {
  /// The board is never asked to switch to itself.
  var switchToBoard: Bool { false }
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

/// What one mode hands the next: the titles, the data, the focus, and the status line the next
/// mode opens with (nil: its own help text).
struct Handover {
  var titles: [String]
  var sections: [[String]]
  var focus: ItemPath
  var status: String?
}

/// The app running now, for the order written when an error ends the run.
var current: (any TerminalApp)?

/// Runs `app`, the app of `mode`, from `handover` until the user quits (nil) or asks for another
/// mode: returns that mode and what this one hands it.
@MainActor func play(_ app: any TerminalApp, in mode: Mode, from handover: Handover)
  throws(TerminalError) -> (Mode, Handover)?
{
  app.focus = handover.focus
  if let status = handover.status { app.status = status }
  // The board scrolls its lanes to the handed-over focus before its first frame.
  (app as? BoardApp)?.revealFocus()
  current = app
  try run(app)
  finalOrder = app.orderText()
  if app.quit { return nil }
  let next: Mode
  let status: String?
  switch mode {
  case _ where app.switchToBoard: (next, status) = (.board, nil)
  case .list: (next, status) = (.grid, "Grid mode (g: back to the list)")
  case .grid: (next, status) = (.list, "List mode (g: grid)")
  case .board: (next, status) = (.list, "List mode (g: grid, b: board)")
  }
  return (
    next,
    Handover(titles: app.titles, sections: app.data.sections, focus: app.focus, status: status)
  )
}

do {
  try Terminal.enter()
  var mode = startsOnBoard ? Mode.board : .list
  var handover = Handover(
    titles: ["Section A", "Section B", "Section C"],
    sections: ["A", "B", "C"].map { letter in (1...30).map { "\(letter)\($0)" } },
    focus: ItemPath(section: 0, item: 0), status: nil)
  do {
    while true {
      let (columns, rows) = Terminal.size()
      let (titles, data) = (handover.titles, handover.sections)
      let app: any TerminalApp
      switch mode {
      case .list: app = ListApp(titles: titles, data: data, columns: columns, rows: rows)
      case .grid: app = GridApp(titles: titles, data: data, columns: columns, rows: rows)
      case .board: app = BoardApp(titles: titles, data: data, columns: columns, rows: rows)
      }
      guard let next = try play(app, in: mode, from: handover) else { break }
      (mode, handover) = next
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
