// reorder-tui: long-press drag-to-reorder and keyboard reordering in a terminal.
//
// Usage: reorder-tui [--dump-order FILE]
//   With --dump-order, the final order is written to FILE on exit (one section per line).
import Glibc

/// Writes a message to standard error.
func printError(_ message: String) {
  let bytes = Array("reorder-tui: \(message)\n".utf8)
  bytes.withUnsafeBufferPointer { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
}

var dumpPath: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--dump-order":
    guard let path = arguments.popFirst() else {
      printError("--dump-order needs a file")
      exit(2)
    }
    dumpPath = path
  case "-h", "--help":
    print("usage: reorder-tui [--dump-order FILE]")
    exit(0)
  default:
    printError("unknown argument \(argument)")
    exit(2)
  }
}

/// Runs until `q`, Ctrl+C, the end of input, or `g` (the app's `switchLayout`).
@MainActor func run<C>(_ app: App<C>) throws(TerminalError) {
  var parser = InputParser()
  var dirty = true
  Terminal.write("\u{1B}[2J")
  while !app.quit && !app.switchLayout {
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

do {
  try Terminal.enter()
  let size = Terminal.size()
  var list = ListApp(columns: size.columns, rows: size.rows)
  do {
    while true {
      try run(list)
      finalOrder = list.orderText()
      if list.quit { break }
      var size = Terminal.size()
      let grid = GridApp(
        titles: list.titles, data: list.data.sections, columns: size.columns, rows: size.rows)
      grid.focus = list.focus
      grid.status = "Grid mode (g: back to the list)"
      try run(grid)
      finalOrder = grid.orderText()
      if grid.quit { break }
      size = Terminal.size()
      list = ListApp(
        titles: grid.titles, data: grid.data.sections, columns: size.columns, rows: size.rows)
      list.focus = grid.focus
      list.status = "List mode (g: grid)"
    }
  } catch {
    restoreTerminal()
    dumpOrder(finalOrder.isEmpty ? list.orderText() : finalOrder, to: dumpPath)
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
