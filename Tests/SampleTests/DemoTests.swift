import Foundation
import ReorderCore
import ReplayHost
import Testing

/// The demo: the seeds' drag drawn step by step, and its final orders.
@Suite struct DemoTests {
  @Test func builtInRunEndsWithTheSeedOrders() throws {
    let lines = try Demo.builtIn()
    #expect(
      Array(lines.suffix(2)) == [
        "insert:   2 3 4 5 1 6 7 8 9 10 11 12",
        "exchange: 5 2 3 4 1 6 7 8 9 10 11 12",
      ])
  }

  /// After the third move in insert mode the gap (blank) is at row 4 with `[1]` beside it.
  @Test func insertStepPicture() throws {
    let lines = try Demo.builtIn()
    let start = try #require(lines.firstIndex { $0.hasPrefix("step 5  move (160, 154)") })
    #expect(
      lines[start]
        == "step 5  move (160, 154)  t=0.9  → didMove [0, 2]→[0, 3], newDataSourceAfterMove")
    #expect(
      Array(lines[(start + 1)...(start + 6)]) == [
        "     0 │ 2   │",
        "    44 │ 3   │",
        "    88 │ 4   │",
        "   132 │     │ [1]",
        "   176 │ 5   │",
        "   220 │ 6   │",
      ])
  }

  /// In exchange mode the source slot stays blank and the target is marked where `[1]` hovers.
  @Test func exchangeStepPicture() throws {
    let playback = try Demo.play(Demo.seedScenario(mode: .exchange), title: "x")
    let start = try #require(playback.lines.firstIndex { $0.hasPrefix("step 6 ") })
    #expect(playback.lines[start] == "step 6  move (160, 198)  t=1  → targetChanged [0, 4]")
    #expect(
      Array(playback.lines[(start + 1)...(start + 12)]) == [
        "     0 │     │",
        "    44 │ 2   │",
        "    88 │ 3   │",
        "   132 │ 4   │",
        "   176 │ (5) │ [1]",
        "   220 │ 6   │",
        "   264 │ 7   │",
        "   308 │ 8   │",
        "   352 │ 9   │",
        "   396 │ 10  │",
        "   440 │ 11  │",
        "step 7  up (160, 198)  t=1.1  → didMove [0, 0]→[0, 4], newDataSourceAfterMove, "
          + "didEnd [0, 4]",
      ])
  }

  @Test func scenarioFilePlaysTheSameWay() throws {
    let text = scenarioJSON(
      sections: #"""
        [{"header": 20, "items": [{"id": "a1", "size": 44}, {"id": "a2", "size": 44}]},
         {"header": 20, "items": [{"id": "b1", "size": 44}]}]
        """#,
      events: pressAndDrag(from: 150, through: [70]))
    let lines = try Demo.scenarioFile(Data(text.utf8))
    #expect(lines.first == "== scenario (insert mode) ==")
    #expect(lines.last == "final:    a1 b1 a2 | ")
    #expect(lines.contains("  ── section 1 ──"))
  }

  @Test func helpAndWrongArguments() {
    #expect(
      DemoCommand.main(arguments: ["--help"]) { Data() }
        == CommandOutcome(status: 0, standardOutput: DemoCommand.usage))
    #expect(
      DemoCommand.main(arguments: ["--fast"]) { Data() }
        == CommandOutcome(
          status: 2,
          standardError: #"reorder-demo: unknown argument "--fast""# + "\n" + DemoCommand.usage))
    #expect(
      DemoCommand.main(arguments: ["--scenario"]) { Data() }
        == CommandOutcome(
          status: 2,
          standardError: "reorder-demo: --scenario takes one FILE\n" + DemoCommand.usage))
  }

  @Test func badScenarioFileIsOneLineAndStatusTwo() {
    let outcome = DemoCommand.main(arguments: ["--scenario", "-"]) { Data("[]".utf8) }
    #expect(outcome == CommandOutcome(status: 2, standardError: "(root): must be an object\n"))
  }
}
