import Foundation
import ReorderCore
import Testing

@testable import ReplayHost

/// `reorder-demo board`: a card carried from the first lane into a lane off-screen to the right
/// while the board and the lane under the still finger both scroll.
@MainActor @Suite struct BoardDemoTests {
  @Test func boardRunEndsWithTheCardInTheLastLane() throws {
    expectDemo(
      ["board"], printing: try Demo.boardBuiltIn(),
      endingWith: [
        "todo:     t2 t3 t4", "doing:    d1 d2 d3", "review:   r1 r2",
        "qa:       q1 q2 q3 q4 q5 q6 q7 q8", "done:     x1 x2 x3 x4 x5 x6 x7 x8 t1",
      ])
  }

  /// On one tick under the still finger both scrollers move: the board (the step's offset) and
  /// the lane under the finger (its header's `↕`), and the card moves down in that lane.
  @Test func bothScrollersMoveOnOneTick() throws {
    let lines = try Demo.boardBuiltIn()
    #expect(
      try demoLines(lines, from: "step 6 ", count: 4) == [
        "step 6  tick  t=0.9  → didMove [3, 5]→[3, 6], newDataSourceAfterMove  (offset 53.333, 0)",
        "  board ↔53 · lanes ↕ todo 0, doing 0, review 0, qa 39, done 0",
        "  │o ↕0        =  = doing ↕0       =  = review ↕0      =  = qa │",
        "  │            ]  [d1              ]  [r1              ]  [q2  │",
      ])
    // The last lane was off-screen at the start and is on screen, scrolled, at the end.
    let first = try #require(lines.firstIndex { $0 == "start" })
    #expect(!lines[first + 2].contains("done"))
    let drop = try #require(lines.firstIndex { $0.hasPrefix("step 22  up (580, 287)") })
    #expect(lines[drop].hasSuffix("→ didEnd [4, 8]  (offset 380, 0)"))
    #expect(lines[drop + 1] == "  board ↔380 · lanes ↕ todo 0, doing 0, review 0, qa 125, done 175")
    #expect(lines[drop + 12] == "  │                      [q8              ]  [t1              ]│")
  }

  /// The example scenario under Docs/examples is the demo's board, as a replay file.
  @Test func theExampleFileIsTheDemoBoard() throws {
    let root = repositoryRoot
    let file = try Data(contentsOf: root.appendingPathComponent("Docs/examples/board-drag.json"))
    let lines = try Demo.scenarioFile(file)
    let builtIn = try Demo.playBoard(Demo.boardScenario(), title: "x")
    #expect(lines.count == builtIn.lines.count + 2)
    #expect(
      Array(lines.dropFirst().prefix(builtIn.lines.count - 1)) == Array(builtIn.lines.dropFirst()))
  }
}
