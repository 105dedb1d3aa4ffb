import Foundation
import ReorderKit
import Testing

@testable import ReplayHost

/// The repository's root folder.
private let root = repositoryRoot

/// Writes `text` to a fresh file named `name` in a fresh folder and returns its path.
private func temporaryFile(_ name: String, _ text: String) throws -> String {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("sample-host-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let file = folder.appendingPathComponent(name)
  try Data(text.utf8).write(to: file)
  return file.path
}

/// Errors about a scenario read from a file name the file; standard input stays as it was.
@MainActor @Suite struct FileErrorTests {
  @Test func replayErrorsNameTheFile() throws {
    let bad = #"{"layout": {"sections": []}, "events": [{"type": "drag"}]}"#
    let path = try temporaryFile("scenario.json", bad)
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(
      ReplayCommand.main(arguments: [path]) { Data() }
        == CommandOutcome(
          status: 2,
          standardError:
            path
            + #": events[0].type: unknown value "drag" (expected down, move, up, cancel, tick, select)"#
            + "\n"))
    // The same bytes on standard input: the place alone.
    #expect(
      ReplayCommand.main(arguments: ["-"]) { Data(bad.utf8) }.standardError
        == #"events[0].type: unknown value "drag" (expected down, move, up, cancel, tick, select)"#
        + "\n")
  }

  @Test func invalidJSONInAFileNamesTheFileInsteadOfInput() throws {
    let path = try temporaryFile("broken.json", "{")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let outcome = ReplayCommand.main(arguments: ["--svg", path]) { Data() }
    #expect(
      outcome
        == CommandOutcome(
          status: 2,
          standardError: path + ": invalid JSON at line 1, column 2: unexpected end of input\n"))
  }

  @Test func demoScenarioErrorsNameTheFile() throws {
    let path = try temporaryFile("demo.json", "[]")
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(
      DemoCommand.main(arguments: ["--scenario", path]) { Data() }
        == CommandOutcome(status: 2, standardError: path + ": (root): must be an object\n"))
  }

  @Test func errorDescriptions() {
    let error = ReplayError(place: "events[3].type", message: "must be a string")
    #expect(error.description == "events[3].type: must be a string")
    #expect(error.inFile("a.json").description == "a.json: events[3].type: must be a string")
    let bytes = ReplayError(place: "(input)", message: "invalid JSON at line 1, column 1")
    #expect(bytes.inFile("a.json").description == "a.json: invalid JSON at line 1, column 1")
  }
}

/// The README's filmstrip and its caption: where the dragged item really
/// ends.
@MainActor @Suite struct RecordingCaptionTests {
  @Test func exampleEndsInSectionCAsTheCaptionSays() throws {
    let example = try Data(
      contentsOf: root.appendingPathComponent("Docs/examples/autoscroll-drag.json"))
    let result = try Replayer.run(try Scenario.parse(json: example))
    #expect(
      result.sections == [
        ["A1", "A3", "A4", "A5", "A6", "A7", "A8"],
        ["B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8"],
        ["A2", "C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8"],
      ])
    #expect(result.callbacks.last == .didEnd(at: ItemPath(section: 2, item: 0)))
    let doc = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let words = doc.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("through section B into section C, where it is dropped at its top"))
  }
}

/// Grids go through the grid controller, which runs `edgeCrossing` as `center`, with or without
/// editing mode.
@MainActor @Suite struct GridTargetRuleTests {
  @Test func edgeCrossingRunsAsCenterInAPlainGrid() throws {
    func result(_ target: String) throws -> ReplayResult {
      try replay(
        gridJSON(
          ids: numbered(6), options: #"{"target": "\#(target)"}"#,
          events: gridDrag(from: pt(49, 49), through: [pt(197, 49)])))
    }
    let moved = ReplayResult(
      sections: [["2", "3", "1", "4", "5", "6"]],
      operations: [.move(from: at(0, 0), to: at(0, 2))],
      callbacks: [
        .willMove(at: at(0, 0)), .didMove(from: at(0, 0), to: at(0, 2)),
        .newDataSourceAfterMove, .didEnd(at: at(0, 2)),
      ],
      contentOffset: .zero)
    #expect(try result("edgeCrossing") == moved)
    #expect(try result("center") == moved)
  }
}

/// What the samples needed from the controllers: a render state at any time, and a grid
/// without an editing mode.
@MainActor @Suite struct ControllerAdditionsTests {
  /// A list whose data source and delegate hear everything, by name.
  final class ListHost: DragTableDataSource, DragDelegate {
    var data = [["a", "b", "c"]]
    func sections(in controller: DragTableController<String>) -> [[String]] { data }
  }

  @Test func renderStateAtATimeShowsTheLiftPartWay() throws {
    let host = ListHost()
    var configuration = DragConfiguration(commit: .live, activation: .immediate)
    configuration.snapshotStyle = .lifted()
    let controller = DragTableController(
      dataSource: host, delegate: host,
      viewport: Viewport(size: Size(width: 320, height: 480)), configuration: configuration)
    controller.pointerDown(at: .viewport(CGPoint(x: 10, y: 22)), time: 1)
    controller.pointerMoved(to: .viewport(CGPoint(x: 10, y: 30)), time: 1)
    let settled = try #require(controller.renderState.floating)
    let start = try #require(controller.renderState(at: 1).floating)
    let later = try #require(controller.renderState(at: 10).floating)
    #expect(start.appearance.scale == 1)
    #expect(start.phase == .lifting)
    #expect(later.appearance == settled.appearance)
    #expect(later.appearance.scale > 1)
  }

  /// A grid of four cells in one line, 80 pt square, whose delegate logs what it hears.
  final class GridHost: DragGridDataSource, DragGridDelegate {
    var data = [["a", "b", "c", "d"]]
    var heard: [String] = []
    func sections(in controller: DragGridController<String>) -> [[String]] { data }
    func dragController(_ controller: DragGridController<String>, willMoveItemAt p: IndexPath) {
      heard.append("willMove \(p.item)")
    }
    func dragController(
      _ controller: DragGridController<String>, didMoveItemFrom source: IndexPath,
      to destination: IndexPath
    ) {
      heard.append("didMove \(source.item)→\(destination.item)")
      data[0].insert(data[0].remove(at: source.item), at: destination.item)
    }
    func dragController(_ controller: DragGridController<String>, didEndMovingItemAt p: IndexPath) {
      heard.append("didEnd \(p.item)")
    }
    func dragController(_ controller: DragGridController<String>, didSelectItemAt p: IndexPath) {
      heard.append("didSelect \(p.item)")
    }
    func dragControllerDidBeginEditing(_ controller: DragGridController<String>) {
      heard.append("beginEditing")
    }
    func dragControllerDidEndEditing(_ controller: DragGridController<String>) {
      heard.append("endEditing")
    }
  }

  private func grid(_ host: GridHost, editing: Bool) -> DragGridController<String> {
    let controller = DragGridController(
      dataSource: host, delegate: host, sizing: .itemSize(Size(width: 80, height: 80)),
      viewport: Viewport(size: Size(width: 320, height: 480)),
      configuration: GridEditingConfiguration(drag: DragConfiguration(commit: .live)))
    controller.allowsEditing = editing
    return controller
  }

  /// Long press on `a`, drag onto `c`, drop; then a tap on `d`.
  private func dragThenTap(_ controller: DragGridController<String>) {
    func at(_ x: Double) -> PointerLocation { .viewport(CGPoint(x: x, y: 40)) }
    controller.pointerDown(at: at(40), time: 0)
    controller.tick(time: 0.6)
    controller.pointerMoved(to: at(200), time: 0.7)
    controller.pointerUp(at: at(200), time: 0.8)
    controller.pointerDown(at: at(280), time: 2)
    controller.pointerUp(at: at(280), time: 2.1)
  }

  @Test func gridWithoutEditingDragsAndThenSelects() {
    let host = GridHost()
    let controller = grid(host, editing: false)
    dragThenTap(controller)
    #expect(host.heard == ["willMove 0", "didMove 0→2", "didEnd 2", "didSelect 3"])
    #expect(host.data == [["b", "c", "a", "d"]])
    #expect(!controller.isEditing)
    controller.beginEditing()
    #expect(!controller.isEditing)
    #expect(host.heard.count == 4)
  }

  @Test func gridWithEditingEntersItAndATapOnACellSelectsNothing() {
    let host = GridHost()
    let controller = grid(host, editing: true)
    dragThenTap(controller)
    #expect(host.heard == ["beginEditing", "willMove 0", "didMove 0→2", "didEnd 2"])
    #expect(controller.isEditing)
  }
}
