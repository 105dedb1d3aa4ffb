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
        let host = RecordingHost(cards([["1", "2", "3", "4", "5"]]), label: \.title)
        let table = recordedTable(host)
        table.pickUp(atY: rowY(0))
        table.drag(through: [rowY(4)])
        table.drop(atY: rowY(4))
        return host.titles
      }
    }.value
    #expect(titles == [["2", "3", "4", "5", "1"]])
  }
}
