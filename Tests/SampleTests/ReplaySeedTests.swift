import Foundation
import ReorderCore
import ReplayHost
import Testing

/// The seeds' examples (seed 000): the 1st of `1 2 3 4 5` dropped on the 5th gives `2 3 4 5 1`
/// in insert mode and `5 2 3 4 1` in exchange mode; the same on `1…12`.
@MainActor @Suite struct ReplaySeedTests {
  @Test func insertOneJumpOnFiveItems() throws {
    let result = try replay(scenarioJSON(events: pressAndDrag(from: 22, through: [198])))
    #expect(
      result
        == ReplayResult(
          sections: [["2", "3", "4", "5", "1"]],
          operations: [.move(from: at(0, 0), to: at(0, 4))],
          callbacks: [
            .willMove(at: at(0, 0)), .didMove(from: at(0, 0), to: at(0, 4)),
            .newDataSourceAfterMove, .didEnd(at: at(0, 4)),
          ],
          contentOffset: .zero))
  }

  @Test func exchangeOneJumpOnFiveItems() throws {
    let result = try replay(
      scenarioJSON(
        options: #"{"mode": "exchange"}"#, events: pressAndDrag(from: 22, through: [198])))
    #expect(
      result
        == ReplayResult(
          sections: [["5", "2", "3", "4", "1"]],
          operations: [.swap(at(0, 0), at(0, 4))],
          callbacks: [
            .willMove(at: at(0, 0)), .targetChanged(at(0, 4)),
            .didMove(from: at(0, 0), to: at(0, 4)), .newDataSourceAfterMove,
            .didEnd(at: at(0, 4)),
          ],
          contentOffset: .zero))
  }

  @Test func insertRowByRowOnTwelveItems() throws {
    let result = try replay(
      scenarioJSON(ids: numbered(12), events: pressAndDrag(from: 22, through: [66, 110, 154, 198])))
    var callbacks: [ReplayCallback] = [.willMove(at: at(0, 0))]
    var operations: [ReplayOperation] = []
    for step in 0..<4 {
      operations.append(.move(from: at(0, step), to: at(0, step + 1)))
      callbacks += [.didMove(from: at(0, step), to: at(0, step + 1)), .newDataSourceAfterMove]
    }
    callbacks.append(.didEnd(at: at(0, 4)))
    #expect(
      result
        == ReplayResult(
          sections: [["2", "3", "4", "5", "1", "6", "7", "8", "9", "10", "11", "12"]],
          operations: operations, callbacks: callbacks, contentOffset: .zero))
  }

  @Test func exchangeRowByRowOnTwelveItems() throws {
    let result = try replay(
      scenarioJSON(
        ids: numbered(12), options: #"{"mode": "exchange"}"#,
        events: pressAndDrag(from: 22, through: [66, 110, 154, 198])))
    #expect(
      result
        == ReplayResult(
          sections: [["5", "2", "3", "4", "1", "6", "7", "8", "9", "10", "11", "12"]],
          operations: [.swap(at(0, 0), at(0, 4))],
          callbacks: [
            .willMove(at: at(0, 0)), .targetChanged(at(0, 1)), .targetChanged(at(0, 2)),
            .targetChanged(at(0, 3)), .targetChanged(at(0, 4)),
            .didMove(from: at(0, 0), to: at(0, 4)), .newDataSourceAfterMove,
            .didEnd(at: at(0, 4)),
          ],
          contentOffset: .zero))
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
