import Foundation
import ReorderCore

/// The `reorder-demo` sample: plays drags step by step and draws each step as text.
public enum Demo {
  /// The seeds' example: items `1…12`, 44 pt each, in a 320×480 viewport; item 1 is pressed,
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
  /// - Throws: ``ReplayError/Kind/engine`` if the engine's effects do not fit the data.
  public static func play(_ scenario: Scenario, title: String) throws(ReplayError) -> Playback {
    var host = Replayer(scenario)
    var lines = ["== \(title) =="]
    for (index, event) in scenario.events.enumerated() {
      let before = host.callbacks.count
      try host.feed(event)
      var line = "step \(index + 1)  \(describe(event))"
      let heard = host.callbacks[before...].map(describe)
      if !heard.isEmpty { line += "  → " + heard.joined(separator: ", ") }
      let offset = host.session.viewport.contentOffset
      if offset != scenario.makeViewport().contentOffset {
        line += "  (offset \(JSONWriter.number(offset.x)), \(JSONWriter.number(offset.y)))"
      }
      lines.append(line)
      lines += TextPicture.lines(of: host)
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
    let playback = try play(scenario, title: "scenario (\(mode) mode)")
    return playback.lines + ["", orderLine("final:", playback.result.sections)]
  }

  private static func describe(_ event: PointerEvent) -> String {
    func point(_ p: Point) -> String {
      "(\(JSONWriter.number(p.x)), \(JSONWriter.number(p.y)))"
    }
    let time = "t=\(JSONWriter.number(event.time))"
    switch event {
    case .down(let p, _): return "down \(point(p))  \(time)"
    case .move(let p, _): return "move \(point(p))  \(time)"
    case .up(let p, _): return "up \(point(p))  \(time)"
    case .cancel: return "cancel  \(time)"
    case .tick: return "tick  \(time)"
    }
  }

  private static func describe(_ callback: ReplayCallback) -> String {
    switch callback {
    case .willMove(let at): return "willMove \(JSONWriter.path(at))"
    case .didMove(let from, let to):
      return "didMove \(JSONWriter.path(from))→\(JSONWriter.path(to))"
    case .newDataSourceAfterMove: return "newDataSourceAfterMove"
    case .didEnd(let at): return "didEnd \(JSONWriter.path(at))"
    case .didCancel(let at): return "didCancel \(JSONWriter.path(at))"
    case .didSelect(let at): return "didSelect \(JSONWriter.path(at))"
    case .targetChanged(let at): return "targetChanged \(at.map(JSONWriter.path) ?? "none")"
    }
  }
}

/// The `reorder-demo` command line, runnable in-process.
public enum DemoCommand {
  /// The usage text.
  public static let usage = """
    usage: reorder-demo [--scenario FILE]
      Without options: drags item 1 onto item 5 of items 1…12, in insert mode and then in
      exchange mode, drawing the list after every event, and prints the final orders.
    options:
      --scenario FILE   play a replay scenario (Docs/Replay.md) the same way ("-": stdin)
      -h, --help        show this text

    """

  /// Runs the demo with `arguments` (without the program name).
  ///
  /// - Parameter readStandardInput: reads all of standard input; called only for `-`.
  public static func main(arguments: [String], readStandardInput: () -> Data) -> CommandOutcome {
    var scenarioPath: String?
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
      // LEAD: the `grid` subcommand and the `autoscroll` demo go here.
      default:
        return usageError("unknown argument \(quoted(argument))")
      }
    }
    do throws(ReplayError) {
      let lines: [String]
      if let scenarioPath {
        let data = try readInput(scenarioPath, readStandardInput: readStandardInput).get()
        lines = try Demo.scenarioFile(data)
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
