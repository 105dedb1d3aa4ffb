import Foundation
import Testing

@testable import ReplayHost

/// `reorder-demo board --block`: two cards selected in two lanes, lifted as one block and
/// dropped in a third lane, told step by step with the orders before and after and the
/// multi-card calls heard; `reorder-demo board` alone stays the single-card run.
@MainActor @Suite struct BoardBlockDemoTests {
  /// The whole story, as `reorder-demo board --block` prints it.
  static let story = """
    reorder-demo board --block: lanes todo, doing, review (180 wide, 20 apart) in a 600×225
    viewport, drop commit; t2 (todo) and d1 (doing) are selected, t2 is pressed and the two
    are lifted as one block, carried over review between r1 and r2, and dropped there.
    Pictures as in `reorder-demo board`; `[*id]`: a selected card; the floating stack is
    drawn card by card, bottom first, the top one `{id ×n}` with the badge's count n; a
    picture equal to the one before is not drawn again.

    == board block drag (drop commit) ==
    start
      board ↔0 · lanes ↕ todo 0, doing 0, review 0
      │= todo ↕0        =  = doing ↕0       =  = review ↕0      =  │
      │[t1              ]  [d1              ]  [r1              ]  │
      │[                ]  [                ]  [                ]  │
      │[t2              ]  [d2              ]  [r2              ]  │
      │[                ]  [                ]  [                ]  │
      │[t3              ]                                          │
      │[                ]                                          │
      │                                                            │
      │                                                            │
    select (90, 100)  t=0  → selected [0, 1]
    select (290, 50)  t=0.1  → selected [1, 0]
    step 1  tick  t=0.5
      board ↔0 · lanes ↕ todo 0, doing 0, review 0
      │= todo ↕0        =  = doing ↕0       =  = review ↕0      =  │
      │[t1              ]  [*d1             ]  [r1              ]  │
      │[                ]  [                ]  [                ]  │
      │[*t2             ]  [d2              ]  [r2              ]  │
      │[                ]  [                ]  [                ]  │
      │[t3              ]                                          │
      │[                ]                                          │
      │                                                            │
      │                                                            │
    step 2  down (90, 100)  t=1
      (picture unchanged)
    step 3  tick  t=1.5  → willMoveItems [0, 1] [1, 0]
      board ↔0 · lanes ↕ todo 0, doing 0, review 0
      │= todo ↕0        =  = doing ↕0       =  = review ↕0      =  │
      │[t1              ]  [d2              ]  [r1              ]  │
      │[                ]  [                ]  [                ]  │
      │{t2 ×2           }                      [r2              ]  │
      │{                }                      [                ]  │
      │                                                            │
      │                                                            │
      │[t3              ]                                          │
      │[                ]                                          │
    step 4  tick  t=1.6
      (picture unchanged)
    step 5  move (490, 90)  t=1.7  → targetChanged [2, 1]
      board ↔0 · lanes ↕ todo 0, doing 0, review 0
      │= todo ↕0        =  = doing ↕0       =  = review ↕0      =  │
      │[t1              ]  [d2              ]  [r1              ]  │
      │[                ]  [                ]  [                ]  │
      │[t3              ]                      {t2 ×2           }  │
      │[                ]                      {                }  │
      │                                                            │
      │                                                            │
      │                                        [r2              ]  │
      │                                        [                ]  │
    step 6  tick  t=1.8
      (picture unchanged)
    step 7  up (490, 90)  t=1.9  → didMove [1, 0]→[2, 1], didMove [0, 1]→[2, 1], newDataSourceAfterMove, didEnd [2, 1]
      board ↔0 · lanes ↕ todo 0, doing 0, review 0
      │= todo ↕0        =  = doing ↕0       =  = review ↕0      =  │
      │[t1              ]  [d2              ]  [r1              ]  │
      │[                ]  [                ]  [                ]  │
      │[t3              ]                      [t2              ]  │
      │[                ]                      [                ]  │
      │                                        [d1              ]  │
      │                                        [                ]  │
      │                                        [r2              ]  │
      │                                        [                ]  │

    before:
      todo:     t1 t2 t3
      doing:    d1 d2
      review:   r1 r2
    heard (multi-card calls):
      willMoveItems [0, 1] [1, 0]
      didMoveItems [0, 1] [1, 0] → [2, 1] [2, 2]
      newDataSourceAfterMove
    after:
      todo:     t1 t3
      doing:    d2
      review:   r1 t2 d1 r2

    """

  @Test func theWholeStory() {
    let outcome = DemoCommand.main(arguments: ["board", "--block"]) { Data() }
    #expect(outcome == CommandOutcome(status: 0, standardOutput: Self.story))
    // The flag's place does not matter.
    #expect(DemoCommand.main(arguments: ["--block", "board"]) { Data() } == outcome)
  }

  @Test func theBlockLandsTogetherAndNothingIsLostOrDuplicated() throws {
    let lines = try Demo.boardBlockBuiltIn()
    let after = Array(lines.suffix(3))
    #expect(after == ["  todo:     t1 t3", "  doing:    d2", "  review:   r1 t2 d1 r2"])
    let ids = after.flatMap { $0.split(separator: " ").dropFirst().map(String.init) }
    #expect(ids.sorted() == ["d1", "d2", "r1", "r2", "t1", "t2", "t3"])
  }

  @Test func theSingleCardRunIsUnchanged() throws {
    let outcome = DemoCommand.main(arguments: ["board"]) { Data() }
    #expect(outcome.standardOutput == (try Demo.boardBuiltIn()).joined(separator: "\n") + "\n")
    #expect(!outcome.standardOutput.contains("[*"))
    #expect(!outcome.standardOutput.contains("willMoveItems"))
  }

  @Test func blockGoesWithBoardOnly() {
    let mistakes = [
      (["--block"], "--block goes with board"), (["grid", "--block"], "--block goes with board"),
      (["board", "--block", "--block"], "--block given twice"),
    ]
    for (arguments, message) in mistakes {
      let usage = "reorder-demo: \(message)\n" + DemoCommand.usage
      #expect(
        DemoCommand.main(arguments: arguments) { Data() } == .init(status: 2, standardError: usage))
    }
  }
}
