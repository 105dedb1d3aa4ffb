import Foundation
import ReorderKit
import ReplayJSON

/// The `reorder-demo` sample: plays drags step by step through the replay hosts (a
/// `DragTableController` or a `DragGridController` with the host as data source and delegate)
/// and draws each step as text, with the calls the host heard.
@MainActor
public enum Demo {
  /// The basic example: items `1…12`, 44 pt each, in a 320×480 viewport; item 1 is pressed,
  /// held past the long-press duration, dragged row by row onto item 5 and released there.
  public static func seedScenario(mode: ReorderMode) -> Scenario {
    let items = (1...12).map { Scenario.Item(id: String($0), size: 44) }
    var configuration = DragConfiguration()
    configuration.mode = mode
    let x = 160.0
    var events: [PointerEvent] = [.down(Point(x: x, y: 22), time: 0), .tick(time: 0.6)]
    for (y, t) in [(66.0, 0.7), (110, 0.8), (154, 0.9), (198, 1.0)] {
      events.append(.move(Point(x: x, y: y), time: t))
    }
    events.append(.up(Point(x: x, y: 198), time: 1.1))
    return Scenario(
      viewportSize: Size(width: 320, height: 480), sections: [Scenario.Section(items: items)],
      configuration: configuration, events: events)
  }

  /// One played scenario: its picture lines and its result.
  public struct Playback: Sendable {
    /// The text: a title line, then per event a step line and the picture after it.
    public var lines: [String]
    /// What the host's data source holds and heard.
    public var result: ReplayResult
  }

  /// Plays `scenario` through a ``Replayer`` (the same host `reorder-replay` uses), drawing the
  /// list after every event.
  ///
  /// - Throws: ``ReplayError/Kind/engine`` if the calls heard do not fit the data.
  public static func play(_ scenario: Scenario, title: String) throws(ReplayError) -> Playback {
    let host = Replayer(scenario)
    return try play(host, title: title, start: []) { TextPicture.lines(of: host) }
  }

  /// Plays `host` drawing `picture()` once before the first event (after a `start` line) and
  /// after every event: the way grids and boards are shown.
  /// With `collapsesRepeats`, a picture equal to the one before is written as one line,
  /// `  (picture unchanged)`.
  static func playFromStart<C>(
    _ host: ReplayRecorder<C>, title: String, collapsesRepeats: Bool = false,
    picture: () -> [String]
  ) throws(ReplayError) -> Playback {
    let first = picture()
    guard collapsesRepeats else {
      return try play(host, title: title, start: ["start"] + first, picture: picture)
    }
    var last = first
    return try play(host, title: title, start: ["start"] + first) {
      let now = picture()
      defer { last = now }
      return now == last ? ["  (picture unchanged)"] : now
    }
  }

  /// A built-in run: `intro`, a blank line, the playback's lines, a blank line and `order`
  /// (by default the final order as one line, `final:    …`).
  static func run(intro: [String], _ playback: Playback, order: [String]? = nil) -> [String] {
    intro + [""] + playback.lines + [""]
      + (order ?? [orderLine("final:", playback.result.sections)])
  }

  /// Feeds `host` every event of its scenario, writing a step line per event (the event, the
  /// calls heard, the offset when it is not the rest offset) followed by `picture()`. Each
  /// `select` event is fed before the event it precedes, with a line saying what it did to the
  /// selection (the next picture shows it).
  static func play<C>(
    _ host: ReplayRecorder<C>, title: String, start: [String], picture: () -> [String]
  ) throws(ReplayError) -> Playback {
    let rest = host.scenario.makeViewport().contentOffset
    var lines = ["== \(title) =="] + start
    var selects = host.scenario.selects[...]
    func feedSelects(before index: Int) {
      while let select = selects.first, select.before <= index {
        selects.removeFirst()
        lines.append("select \(describe(select))  → \(describe(host.feed(select)))")
      }
    }
    for (index, event) in host.scenario.events.enumerated() {
      feedSelects(before: index)
      let changesBefore = host.operations.count
      let dataBefore = host.sections
      let heard = try host.feed(event)
      var line = "step \(index + 1)  \(describe(event))"
      let told = describe(
        heard, operations: Array(host.operations[changesBefore...]), dataBefore: dataBefore)
      if !told.isEmpty { line += "  → " + told.joined(separator: ", ") }
      let offset = host.contentOffset
      if offset != rest {
        // Shown to a thousandth of a point, as times are: the pictures are for people.
        func shown(_ value: Double) -> String { JSONWriter.number((value * 1000).rounded() / 1000) }
        line += "  (offset \(shown(offset.x)), \(shown(offset.y)))"
      }
      lines.append(line)
      lines += picture()
    }
    feedSelects(before: Int.max)
    if host.scenario.selects.last.map({ $0.before >= host.scenario.events.count }) == true {
      lines += picture()
    }
    try host.checkShape()
    return Playback(lines: lines, result: host.result)
  }

  /// The final order as one line: `label` padded to 10 columns, then the ids separated by
  /// spaces, sections by ` | `.
  public static func orderLine(_ label: String, _ sections: [[String]]) -> String {
    let head = label + String(repeating: " ", count: max(1, 10 - label.count))
    return head + sections.map { $0.joined(separator: " ") }.joined(separator: " | ")
  }

  /// The whole built-in run: the seed example in insert mode, then in exchange mode, then the
  /// two final orders (`insert:   2 3 4 5 1 6 7 8 9 10 11 12`,
  /// `exchange: 5 2 3 4 1 6 7 8 9 10 11 12`).
  public static func builtIn() throws(ReplayError) -> [String] {
    var lines = [
      "reorder-demo: items 1…12 (44 pt each) in a 320×480 viewport; item 1 is dragged onto item 5.",
      "Rows: position │ item │; blank: the dragged item's hidden slot; [1]: the floating copy;",
      "(5): the exchange target.",
      "",
    ]
    let insert = try play(seedScenario(mode: .insert), title: "insert mode (live commit)")
    let exchange = try play(seedScenario(mode: .exchange), title: "exchange mode")
    lines += insert.lines + [""] + exchange.lines + [""]
    lines.append(orderLine("insert:", insert.result.sections))
    lines.append(orderLine("exchange:", exchange.result.sections))
    return lines
  }

  /// Plays a scenario file the same visual way, ending with its final order (`final:    …`).
  public static func scenarioFile(_ data: Data) throws(ReplayError) -> [String] {
    let scenario = try Scenario.parse(json: data)
    let mode = scenario.configuration.mode == .insert ? "insert" : "exchange"
    let playback =
      scenario.board != nil
      ? try playBoard(scenario, title: "scenario (board, \(mode) mode)")
      : scenario.grid != nil
        ? try playGrid(scenario, title: "scenario (grid, \(mode) mode)")
        : try play(scenario, title: "scenario (\(mode) mode)")
    return playback.lines + ["", orderLine("final:", playback.result.sections)]
  }

  // MARK: The auto-scroll demo

  /// An auto-scrolling drag across sections: three sections of eight 44 pt rows under 24 pt
  /// headers in a 320 × 240 viewport, with proportional auto-scroll (a 60 pt band,
  /// up to 600 pt/s). `A2` is picked up, carried to the bottom edge and held there: the list
  /// scrolls under the still finger and the item keeps moving down through section B into C,
  /// then it is dropped. Ticks come at 10 Hz: the speed is per second, so the frame rate does
  /// not change how far it goes.
  public static func autoScrollScenario() -> Scenario {
    let sections = ["A", "B", "C"].map { name in
      Scenario.Section(
        header: 24, items: (1...8).map { Scenario.Item(id: "\(name)\($0)", size: 44) })
    }
    var configuration = DragConfiguration()
    configuration.autoScroll = .proportional(edge: 60, maxSpeed: 600)
    var events: [PointerEvent] = [
      .down(Point(x: 160, y: 90), time: 0), .tick(time: 0.6),
      .move(Point(x: 160, y: 150), time: 0.7), .move(Point(x: 160, y: 225), time: 0.8),
    ]
    var t = 0.8
    for _ in 0..<14 {
      t += 0.1
      events.append(.tick(time: (t * 10).rounded() / 10))
    }
    events.append(.up(Point(x: 160, y: 225), time: (t * 10).rounded() / 10 + 0.05))
    return Scenario(
      viewportSize: Size(width: 320, height: 240), sections: sections,
      configuration: configuration, events: events)
  }

  /// The auto-scroll demo: the scenario drawn after every event, then its final order.
  public static func autoScrollBuiltIn() throws(ReplayError) -> [String] {
    run(
      intro: [
        "reorder-demo autoscroll: sections A, B, C of eight 44 pt rows in a 320×240 viewport;",
        "A2 is carried to the bottom edge and held there while the list scrolls (proportional",
        "auto-scroll, 60 pt band, up to 600 pt/s); it is dropped after 1.4 s at the edge.",
      ], try play(autoScrollScenario(), title: "auto-scroll across sections"))
  }

  // MARK: The grid demo

  /// The icons of the grid demo, in their first order. `Mail` cannot be deleted.
  public static let gridIcons = [
    "Mail", "Maps", "News", "Note", "Shop", "Bank", "Chat", "Clip", "Game", "Wifi",
  ]

  /// A home-screen flow on a 4-column icon grid (320 × 480 viewport, square cells, spacing 8,
  /// section inset 16, so 66 pt cells 74 pt apart, the first at (16, 16)), with editing on and
  /// the home-screen hit rule (`center`: the floating cell's centre inside a cell):
  /// a tap selects `Note`; a long press on `Maps` enters editing and picks it up; it is dragged
  /// over `News` and then down onto `Chat`'s place; the corner button of `Clip` deletes it; a
  /// tap on empty space ends editing.
  public static func gridScenario() -> Scenario {
    let items = gridIcons.map { Scenario.Item(id: $0, editable: $0 != "Mail") }
    func cell(_ column: Double, _ row: Double) -> Point {
      Point(x: 49 + 74 * column, y: 49 + 74 * row)
    }
    let events: [PointerEvent] = [
      .down(cell(3, 0), time: 0), .up(cell(3, 0), time: 0.1),
      .down(cell(1, 0), time: 1), .tick(time: 1.6),
      .move(cell(2, 0), time: 1.7), .move(cell(2, 1), time: 1.8), .up(cell(2, 1), time: 1.9),
      .down(Point(x: 240, y: 92), time: 3), .up(Point(x: 240, y: 92), time: 3.1),
      .down(Point(x: 160, y: 400), time: 4), .up(Point(x: 160, y: 400), time: 4.1),
    ]
    var configuration = DragConfiguration()
    configuration.target = .center  // the dragged cell's centre in a cell
    return Scenario(
      viewportSize: Size(width: 320, height: 480), sections: [Scenario.Section(items: items)],
      configuration: configuration, events: events,
      grid: Scenario.Grid(
        sizing: .columns(4, aspectRatio: 1), spacing: GridSpacing(item: 8, line: 8),
        sectionInset: EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)),
      editing: true)
  }

  /// Plays a grid `scenario` through a ``GridReplayer`` (the host `reorder-replay` uses for
  /// grids), drawing the grid before the first event and after every event.
  ///
  /// - Throws: ``ReplayError/Kind/engine`` if the calls heard do not fit the data.
  public static func playGrid(_ scenario: Scenario, title: String) throws(ReplayError)
    -> Playback
  {
    let host = GridReplayer(scenario)
    return try playFromStart(host, title: title) { GridPicture.lines(of: host) }
  }

  /// The whole grid run (`reorder-demo grid`): the home-screen flow, drawn step by step, then the
  /// final order (`final:    Mail News Note Shop Bank Chat Maps Game Wifi`).
  public static func gridBuiltIn() throws(ReplayError) -> [String] {
    run(
      intro: [
        "reorder-demo grid: 10 icons in 4 columns (66 pt square cells, spacing 8, inset 16) in a",
        "320×480 viewport; a home-screen flow: a tap, a long press into editing, a drag, a delete.",
        "Cells: x: its corner (delete) button shows; ~: it jiggles (both in editing mode only);",
        "blank: the held cell's slot; [Maps]: the floating cell, in the slot when its centre is",
        "there, else beside the row its centre is over.",
      ], try playGrid(gridScenario(), title: "icon grid (editing, live insert, center rule)"))
  }

  /// A `select` event as its line says it: the point and the time.
  static func describe(_ event: SelectEvent) -> String {
    let p = event.point
    return "(\(JSONWriter.number(p.x)), \(JSONWriter.number(p.y)))  "
      + "t=\(JSONWriter.number((event.time * 1000).rounded() / 1000))"
  }

  /// What a `select` did to the selection, by position (committed data).
  static func describe(_ change: SelectionChange) -> String {
    switch change {
    case .selected(let at): return "selected \(JSONWriter.path(at))"
    case .deselected(let at): return "deselected \(JSONWriter.path(at))"
    case .unchanged(let at): return "unchanged \(JSONWriter.path(at))"
    case .refused(let reason): return "refused (\(reason))"
    }
  }

  static func describe(_ event: PointerEvent) -> String {
    func point(_ p: Point) -> String {
      "(\(JSONWriter.number(p.x)), \(JSONWriter.number(p.y)))"
    }
    // Shown to the millisecond: the pictures are for people, not for round-tripping.
    let time = "t=\(JSONWriter.number((event.time * 1000).rounded() / 1000))"
    switch event {
    case .down(let p, _): return "down \(point(p))  \(time)"
    case .move(let p, _): return "move \(point(p))  \(time)"
    case .up(let p, _): return "up \(point(p))  \(time)"
    case .cancel: return "cancel  \(time)"
    case .tick: return "tick  \(time)"
    }
  }

  /// The calls heard during one step, as the step line says them: a data change as the
  /// operation it made (a move as `didMove from→to`, an exchange as `didExchange a↔b`, a
  /// corner button's delete with the id it removed), the other calls by name.
  ///
  /// - Parameters:
  ///   - heard: the calls of the replay format heard during the step.
  ///   - operations: the data changes of the step, in order (one per `didMove`, plus the
  ///     host's deletes).
  ///   - dataBefore: the data before the step, to name deleted items.
  static func describe(
    _ heard: [ReplayCallback], operations: [ReplayOperation], dataBefore: [[String]]
  ) -> [String] {
    var changes = operations.filter {
      if case .delete = $0 { return false }
      return true
    }[...]
    var told = [String]()
    for callback in heard {
      switch callback {
      case .willMove(let at): told.append("willMove \(JSONWriter.path(at))")
      case .willMoveItems(let at):
        told.append("willMoveItems " + at.map(JSONWriter.path).joined(separator: " "))
      case .didMove(let from, let to):
        if case .swap = changes.popFirst() {
          told.append("didExchange \(JSONWriter.path(from))↔\(JSONWriter.path(to))")
        } else {
          told.append("didMove \(JSONWriter.path(from))→\(JSONWriter.path(to))")
        }
      case .newDataSourceAfterMove: told.append("newDataSourceAfterMove")
      case .didEnd(let at): told.append("didEnd \(JSONWriter.path(at))")
      case .didCancel(let at): told.append("didCancel \(JSONWriter.path(at))")
      case .didSelect(let at): told.append("didSelect \(JSONWriter.path(at))")
      case .targetChanged(let at): told.append("targetChanged \(at.map(JSONWriter.path) ?? "none")")
      case .cornerButton(let at): told.append("cornerButton \(JSONWriter.path(at))")
      case .beginEditing: told.append("beginEditing")
      case .endEditing: told.append("endEditing")
      case .willMoveLane(let at): told.append("willMoveLane \(at)")
      case .didMoveLane(let from, let to):
        _ = changes.popFirst()
        told.append("didMoveLane \(from)→\(to)")
      case .didEndLane(let lane): told.append("didEnd lane \(lane)")
      case .didCancelLane(let lane): told.append("didCancel lane \(lane)")
      case .laneTargetChanged(let lane): told.append("targetChanged lane \(lane)")
      }
    }
    for case .delete(let at) in operations {
      told.append("delete \(JSONWriter.path(at)) (\(dataBefore[at.section][at.item]))")
    }
    return told
  }
}

/// The `reorder-demo` command line, runnable in-process.
public enum DemoCommand {
  /// The usage text.
  public static let usage = """
    usage: reorder-demo [grid | autoscroll | board | --scenario FILE]
      Without options: drags item 1 onto item 5 of items 1…12, in insert mode and then in
      exchange mode, drawing the list after every event, and prints the final orders.
    commands:
      grid              an icon grid: a tap, a long press into editing mode, a drag,
                        a delete by corner button, drawn after every event; ends with the
                        final order
      autoscroll        an auto-scrolling drag across sections: an item carried to the
                        bottom edge and held while the list scrolls under it
      board             a Kanban board: a card carried from the first lane to a lane
                        off-screen to the right while the board and the lane under the
                        finger both scroll under it
    options:
      --block           with board: a multi-card drag instead: two cards selected in
                        different lanes, lifted as one block and dropped in a third lane
      --scenario FILE   play a replay scenario (list, grid or board; the replay format article) the same way
                        ("-": stdin)
      -h, --help        show this text

    """

  /// Runs the demo with `arguments` (without the program name).
  ///
  /// - Parameter readStandardInput: reads all of standard input; called only for `-`.
  @MainActor
  public static func main(arguments: [String], readStandardInput: () -> Data) -> CommandOutcome {
    var scenarioPath: String?
    // The words that choose a demo, each allowed once.
    let modes: Set<String> = ["grid", "autoscroll", "board", "--block"]
    var chosen = Set<String>()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "-h", "--help":
        return CommandOutcome(status: 0, standardOutput: usage)
      case "--scenario":
        guard let path = rest.popFirst(), scenarioPath == nil else {
          return usageError("--scenario takes one FILE")
        }
        scenarioPath = path
      case let mode where modes.contains(mode):
        guard chosen.insert(mode).inserted else { return usageError("\(mode) given twice") }
      default:
        return usageError("unknown argument \(quoted(argument))")
      }
    }
    let grid = chosen.contains("grid")
    let autoscroll = chosen.contains("autoscroll")
    let board = chosen.contains("board")
    let block = chosen.contains("--block")
    if [grid, autoscroll, board, scenarioPath != nil].filter({ $0 }).count > 1 {
      return usageError("grid, autoscroll, board and --scenario cannot be combined")
    }
    if block && !board { return usageError("--block goes with board") }
    do throws(ReplayError) {
      let lines: [String]
      if grid {
        lines = try Demo.gridBuiltIn()
      } else if autoscroll {
        lines = try Demo.autoScrollBuiltIn()
      } else if board {
        lines = try block ? Demo.boardBlockBuiltIn() : Demo.boardBuiltIn()
      } else if let scenarioPath {
        let data = try readInput(scenarioPath, readStandardInput: readStandardInput).get()
        do throws(ReplayError) {
          lines = try Demo.scenarioFile(data)
        } catch {
          throw error.about(scenarioPath)
        }
      } else {
        lines = try Demo.builtIn()
      }
      return CommandOutcome(status: 0, standardOutput: lines.joined(separator: "\n") + "\n")
    } catch {
      return CommandOutcome(status: error.exitStatus, standardError: "\(error)\n")
    }
  }

  private static func usageError(_ message: String) -> CommandOutcome {
    CommandOutcome(status: 2, standardError: "reorder-demo: \(message)\n" + usage)
  }
}
