import Foundation
import ReorderCore
import ReplayHost
import Testing

/// The classic examples of the format: the 1st of `1 2 3 4 5` dropped on the 5th gives `2 3 4 5 1`
/// in insert mode and `5 2 3 4 1` in exchange mode; the same on `1…12`.
@MainActor @Suite struct ReplaySeedTests {
  @Test func insertOneJumpOnFiveItems() throws {
    try expectReplay(
      scenarioJSON(events: pressAndDrag(from: 22, through: [198])),
      .liveDrag([["2", "3", "4", "5", "1"]], from: at(0, 0), through: [at(0, 4)]))
  }

  @Test func exchangeOneJumpOnFiveItems() throws {
    try expectReplay(
      scenarioJSON(
        options: #"{"mode": "exchange"}"#, events: pressAndDrag(from: 22, through: [198])),
      .dropAtTarget(
        [["5", "2", "3", "4", "1"]], from: at(0, 0), targets: [at(0, 4)],
        operation: .swap(at(0, 0), at(0, 4))))
  }

  @Test func insertRowByRowOnTwelveItems() throws {
    try expectReplay(
      scenarioJSON(
        ids: numbered(12), events: pressAndDrag(from: 22, through: [66, 110, 154, 198])),
      .liveDrag(
        [["2", "3", "4", "5", "1", "6", "7", "8", "9", "10", "11", "12"]], from: at(0, 0),
        through: (1...4).map { at(0, $0) }))
  }

  @Test func exchangeRowByRowOnTwelveItems() throws {
    try expectReplay(
      scenarioJSON(
        ids: numbered(12), options: #"{"mode": "exchange"}"#,
        events: pressAndDrag(from: 22, through: [66, 110, 154, 198])),
      .dropAtTarget(
        [["5", "2", "3", "4", "1", "6", "7", "8", "9", "10", "11", "12"]], from: at(0, 0),
        targets: (1...4).map { at(0, $0) }, operation: .swap(at(0, 0), at(0, 4))))
  }

  /// The demo's in-code scenario and the JSON one give the same result.
  @Test(arguments: [ReorderMode.insert, .exchange])
  func demoScenarioMatchesTheJSONOne(mode: ReorderMode) throws {
    let json = try replay(
      scenarioJSON(
        ids: numbered(12), options: mode == .insert ? "{}" : #"{"mode": "exchange"}"#,
        events: pressAndDrag(from: 22, through: [66, 110, 154, 198])))
    #expect(try Replayer.run(Demo.seedScenario(mode: mode)) == json)
  }
}
