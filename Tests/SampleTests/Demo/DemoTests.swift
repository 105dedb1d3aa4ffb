import Foundation
import ReorderCore
import ReplayHost
import Testing

/// The demo: the classic drag drawn step by step, and its final orders.
@MainActor @Suite struct DemoTests {
  @Test func builtInRunEndsWithTheSeedOrders() throws {
    expectDemo(
      [], printing: try Demo.builtIn(),
      endingWith: [
        "insert:   2 3 4 5 1 6 7 8 9 10 11 12", "exchange: 5 2 3 4 1 6 7 8 9 10 11 12",
      ])
  }

  /// After the third move in insert mode the gap (blank) is at row 4 with `[1]` beside it.
  @Test func insertStepPicture() throws {
    #expect(
      try demoLines(Demo.builtIn(), from: "step 5  move (160, 154)", count: 7) == [
        "step 5  move (160, 154)  t=0.9  → didMove [0, 2]→[0, 3], newDataSourceAfterMove",
        "     0 │ 2   │",
        "    44 │ 3   │",
        "    88 │ 4   │",
        "   132 │     │ [1]",
        "   176 │ 5   │",
        "   220 │ 6   │",
      ])
  }

  /// In exchange mode the source slot stays blank and the target is marked where `[1]` hovers;
  /// the drop is told as the exchange the delegate heard, not as a move.
  @Test func exchangeStepPicture() throws {
    let playback = try Demo.play(Demo.seedScenario(mode: .exchange), title: "x")
    #expect(
      try demoLines(playback.lines, from: "step 6 ", count: 13) == [
        "step 6  move (160, 198)  t=1  → targetChanged [0, 4]",
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
        "step 7  up (160, 198)  t=1.1  → didExchange [0, 0]↔[0, 4], newDataSourceAfterMove, "
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

  // MARK: The grid demo

  @Test func gridRunEndsWithTheFinalOrder() throws {
    expectDemo(
      ["grid"], printing: try Demo.gridBuiltIn(),
      endingWith: ["final:    Mail News Note Shop Bank Chat Maps Game Wifi"])
  }

  /// Every step's line: the tap selects, the long press begins editing and picks `Maps` up,
  /// two moves, the drop, the corner button deletes `Clip`, the tap on empty space ends editing.
  @Test func gridRunStepLines() throws {
    let steps = try Demo.gridBuiltIn().filter { $0.hasPrefix("step ") }
    #expect(
      steps == [
        "step 1  down (271, 49)  t=0",
        "step 2  up (271, 49)  t=0.1  → didSelect [0, 3]",
        "step 3  down (123, 49)  t=1",
        "step 4  tick  t=1.6  → beginEditing, willMove [0, 1]",
        "step 5  move (197, 49)  t=1.7  → didMove [0, 1]→[0, 2], newDataSourceAfterMove",
        "step 6  move (197, 123)  t=1.8  → didMove [0, 2]→[0, 6], newDataSourceAfterMove",
        "step 7  up (197, 123)  t=1.9  → didEnd [0, 6]",
        "step 8  down (240, 92)  t=3",
        "step 9  up (240, 92)  t=3.1  → cornerButton [0, 7], delete [0, 7] (Clip)",
        "step 10  down (160, 400)  t=4",
        "step 11  up (160, 400)  t=4.1  → endEditing",
      ])
  }

  /// While dragging in editing mode: `~` on every jiggling cell, `x` on each editable one
  /// (`Mail` is not), the held cell's slot blank under the floating `[Maps]`.
  @Test func gridEditingPicture() throws {
    let lines = try Demo.gridBuiltIn()
    #expect(
      try demoLines(lines, from: "step 6 ", count: 4).dropFirst() == [
        "    16 │  Mail~  xNews~  xNote~  xShop~ │",
        "    90 │ xBank~  xChat~  [Maps]  xClip~ │",
        "   164 │ xGame~  xWifi~                 │",
      ])
    #expect(
      try demoLines(lines, from: "step 11 ", count: 4).dropFirst() == [
        "    16 │  Mail    News    Note    Shop  │",
        "    90 │  Bank    Chat    Maps    Game  │",
        "   164 │  Wifi                          │",
      ])
  }

  @Test func gridScenarioFilePlaysAsAGrid() throws {
    let text = gridJSON(
      ids: ["a", "b", "c"], events: gridDrag(from: pt(49, 49), through: [pt(197, 49)]))
    let lines = try Demo.scenarioFile(Data(text.utf8))
    #expect(lines.first == "== scenario (grid, insert mode) ==")
    #expect(lines.contains("    16 │  b      c     [a]   │"))
    #expect(lines.last == "final:    b c a")
  }

  /// A horizontal exchange (the horizontal grid example): rows of text are rows of cells; the target is
  /// `(4)`, and the floating `[2]`, whose centre is over it, is drawn beside its row.
  @Test func gridExchangePicture() throws {
    let text = gridJSON(
      sections: #"[{"items": \#(cellsJSON(["1", "2", "3", "4", "5", "+"]))}]"#,
      geometry: #"""
        "axis": "horizontal", "viewport": {"width": 375, "height": 260},
        "grid": {"itemSize": {"width": 109, "height": 109}}, "spacing": {"item": 8, "line": 8},
        "sectionInset": {"top": 16, "left": 16, "bottom": 16, "right": 16}
        """#,
      options: #"{"mode": "exchange", "target": "center"}"#,
      events: gridDrag(from: pt(70.5, 189.5), through: [pt(187.5, 189.5)]))
    let lines = try Demo.scenarioFile(Data(text.utf8))
    #expect(
      try demoLines(lines, from: "step 3 ", count: 6) == [
        "step 3  move (187.5, 189.5)  t=0.7  → targetChanged [0, 3]",
        "    16 │  1      3      5    │",
        "   135 │        (4)     +    │ [2]",
        "step 4  up (187.5, 189.5)  t=0.8  → didExchange [0, 1]↔[0, 3], "
          + "newDataSourceAfterMove, didEnd [0, 3]",
        "    16 │  1      3      5    │",
        "   135 │  4      2      +    │",
      ])
    #expect(lines.last == "final:    1 4 3 2 5 +")
  }

  @Test func gridArgumentMistakes() {
    #expect(
      DemoCommand.main(arguments: ["grid", "grid"]) { Data() }
        == CommandOutcome(
          status: 2, standardError: "reorder-demo: grid given twice\n" + DemoCommand.usage))
    #expect(
      DemoCommand.main(arguments: ["grid", "--scenario", "x.json"]) { Data() }
        == CommandOutcome(
          status: 2,
          standardError: "reorder-demo: grid, autoscroll, board and --scenario cannot be combined\n"
            + DemoCommand.usage))
    #expect(
      DemoCommand.usage.contains("reorder-demo [grid | autoscroll | board | --scenario FILE]"))
  }

  @Test func badScenarioFileIsOneLineAndStatusTwo() {
    let outcome = DemoCommand.main(arguments: ["--scenario", "-"]) { Data("[]".utf8) }
    #expect(outcome == CommandOutcome(status: 2, standardError: "(root): must be an object\n"))
  }
}

/// `reorder-demo autoscroll`: a still finger at the bottom edge keeps inserting as the list
/// scrolls, across two section boundaries.
@MainActor @Suite struct AutoScrollDemoTests {
  @Test func autoScrollRunCarriesTheItemIntoTheThirdSection() throws {
    expectDemo(
      ["autoscroll"], printing: try Demo.autoScrollBuiltIn(),
      endingWith: [
        "final:    A1 A3 A4 A5 A6 A7 A8 | B1 B2 B3 B4 B5 B6 B7 B8 | C1 C2 A2 C3 C4 C5 C6 C7 C8"
      ])
  }

  /// 600 pt/s × 45 / 60 of the band = 450 pt/s: 45 pt per 0.1 s tick, every tick while held.
  @Test func eachTickScrollsTheSameDistance() throws {
    let steps = try Demo.autoScrollBuiltIn().filter { $0.hasPrefix("step ") }
    #expect(
      steps[4]
        == "step 5  tick  t=0.9  → didMove [0, 4]→[0, 5], newDataSourceAfterMove  (offset 0, 45)")
    #expect(
      steps[17]
        == "step 18  tick  t=2.2  → didMove [2, 1]→[2, 2], newDataSourceAfterMove  (offset 0, 630)")
    #expect(steps[18] == "step 19  up (160, 225)  t=2.25  → didEnd [2, 2]  (offset 0, 630)")
  }

  @Test func commandsCannotBeCombined() {
    #expect(
      DemoCommand.main(arguments: ["grid", "autoscroll"]) { Data() }
        == CommandOutcome(
          status: 2,
          standardError: "reorder-demo: grid, autoscroll, board and --scenario cannot be combined\n"
            + DemoCommand.usage))
  }
}
