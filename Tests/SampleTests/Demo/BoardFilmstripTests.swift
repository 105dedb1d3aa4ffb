import Foundation
import ReorderCore
import Testing

@testable import ReplayHost

/// The board filmstrip: each panel draws the lanes with their own offsets in their headers and
/// names the board's offset, and the README's picture is what `reorder-replay --svg` makes of
/// the example board today.
@MainActor @Suite struct BoardFilmstripTests {
  static let root = repositoryRoot

  func example() throws -> Data {
    try Data(contentsOf: Self.root.appendingPathComponent("Docs/examples/board-drag.json"))
  }

  @Test func panelsShowBothOffsets() throws {
    let data = try example()
    let outcome = ReplayCommand.main(arguments: ["--svg", "-"]) { data }
    #expect(outcome.status == 0)
    let svg = outcome.standardOutput
    // 18 ticks, sampled to 12 panels; the first at the lift, the last at the board's end.
    #expect(svg.components(separatedBy: "<g class=\"frame\"").count - 1 == 12)
    #expect(svg.contains(">t = 0.5 s · board offset 0</text>"))
    #expect(svg.contains(">t = 2.4 s · board offset 380</text>"))
    #expect(svg.contains(">done ↕ 175</text>"))
    #expect(svg.contains(">qa ↕ 125</text>"))
    #expect(svg.components(separatedBy: "<g").count == svg.components(separatedBy: "</g>").count)
  }

  @Test func recordedFramesCarryTheLanes() throws {
    let scenario = try Scenario.parse(json: try example())
    let recording = try Replayer.record(scenario)
    let last = try #require(recording.frames.last)
    #expect(last.contentOffset == Point(x: 380, y: 0))
    #expect(last.lanes?.map(\.id) == ["review", "qa", "done"])
    #expect(last.lanes?.map(\.offset) == [0, 125, 175])
    #expect(recording.json().contains(#""lanes": [{"id": "review""#))
  }

  @Test func readmeBoardFilmstripIsCurrent() throws {
    let data = try example()
    let committed = try String(
      contentsOf: Self.root.appendingPathComponent("Docs/board-drag.svg"), encoding: .utf8)
    let outcome = ReplayCommand.main(arguments: ["--svg", "-"]) { data }
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput == committed)
  }
}
