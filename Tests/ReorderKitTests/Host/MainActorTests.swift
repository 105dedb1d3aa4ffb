import Foundation
import ReorderCore
import ReorderKit
import Testing

/// The controllers are main-actor bound (they call UI-style delegates); work that starts on
/// another task reaches them by hopping to the main actor. Calling them from a non-isolated
/// context without `await MainActor.run` does not compile.
@Suite struct MainActorTests {
  @Test func aBackgroundTaskDrivesTheTableThroughTheMainActor() async {
    let titles = await Task.detached { () -> [[String]] in
      await MainActor.run {
        let (host, table) = recordedTable(titles: [["1", "2", "3", "4", "5"]])
        table.dragRow(0, through: [4])
        return host.titles
      }
    }.value
    #expect(titles == [["2", "3", "4", "5", "1"]])
  }
}
