import Foundation
import ReorderCore
import ReorderKit
import Testing

/// Live vs drop commit, and what `newDataSourceAfterMove` costs.
/// A table controller over `host` (its data source and delegate) in `testViewport`, running
/// `configuration` (the engine's defaults unless given, not the controller's UIKit defaults).
/// Items are the same item only where they are at the same index path.
@MainActor
func recordedTable<Item>(
  _ host: RecordingHost<Item>, _ configuration: DragConfiguration = DragConfiguration()
) -> DragTableController<Item> {
  DragTableController(
    dataSource: host, delegate: host, viewport: testViewport, configuration: configuration)
}

/// `recordedTable` for `Identifiable` items: the controller follows an item by its `id`.
@MainActor
func recordedTable<Item: Identifiable>(
  _ host: RecordingHost<Item>, _ configuration: DragConfiguration = DragConfiguration()
) -> DragTableController<Item> {
  DragTableController(
    dataSource: host, delegate: host, viewport: testViewport, configuration: configuration)
}

/// A recording host over one card per title and a table controller over it (see
/// `recordedTable(_:_:)`).
@MainActor
func recordedTable(
  titles: [[String]], _ configuration: DragConfiguration = DragConfiguration()
) -> (RecordingHost<Card>, DragTableController<Card>) {
  let host = RecordingHost(cards(titles), label: \.title)
  return (host, recordedTable(host, configuration))
}

extension DragTableController {
  /// Picks up row `row` of a one-section list of 44-point rows (viewport, x = 160), moves over
  /// every row in `rows` (0.01 s apart) and drops over the last of them.
  func dragRow(_ row: Int, through rows: [Int]) {
    pickUp(atY: rowY(row))
    drag(through: rows.map(rowY))
    drop(atY: rowY(rows.last ?? row))
  }
}

@MainActor
@Suite struct DragTableCommitTests {
  @Test(arguments: [CommitMode.live, .drop])
  func newDataComesOncePerDrop(commit: CommitMode) {
    let (host, table) = recordedTable(
      titles: [["1", "2", "3", "4", "5"]], DragConfiguration(commit: commit))
    for round in 0..<3 {
      let t = Double(round) * 10
      table.pickUp(atY: rowY(0), time: t)
      table.drag(through: [rowY(1), rowY(2), rowY(3), rowY(4)], from: t + 0.7)
      table.drop(atY: rowY(4), time: t + 2)
    }
    #expect(host.newDataCount == 3)
    #expect(host.titles == [["4", "5", "1", "2", "3"]])
  }

  @Test(arguments: [CommitMode.live, .drop])
  func noNewDataForACancelOrADropInPlace(commit: CommitMode) {
    let (host, table) = recordedTable(titles: [["1", "2", "3"]], DragConfiguration(commit: commit))
    table.pickUp(atY: rowY(0))
    table.drag(through: [rowY(1), rowY(2)])
    table.pointerCancelled(time: 1)
    table.pickUp(atY: rowY(0), time: 5)
    table.drag(through: [rowY(1), rowY(0)], from: 5.7)
    table.drop(atY: rowY(0), time: 6)
    #expect(host.newDataCount == 0)
    #expect(host.titles == [["1", "2", "3"]])
  }

  @Test func everyStepDeliversACopyPerLiveStepAndOneAtTheDrop() {
    let (host, table) = recordedTable(titles: [["1", "2", "3"]])
    table.dataSourceUpdates = .everyStep
    table.dragRow(0, through: [1, 2])
    #expect(
      host.log == [
        .willMove(ip(0, 0)),
        .didMove(ip(0, 0), ip(0, 1)), .newData([["2", "1", "3"]]),
        .didMove(ip(0, 1), ip(0, 2)), .newData([["2", "3", "1"]]),
        .newData([["2", "3", "1"]]), .ended(ip(0, 2)),
      ])
  }

  @Test func everyStepHasNoStepsToCopyInDropCommit() {
    let (host, table) = recordedTable(titles: [["1", "2", "3"]], DragConfiguration(commit: .drop))
    table.dataSourceUpdates = .everyStep
    table.dragRow(0, through: [1, 2])
    #expect(host.newDataCount == 1)
  }

  @Test func hostThatOnlyTakesNewDataStaysInStep() {
    // Seed 001's style: the host ignores didMove and stores what newDataSourceAfterMove gives.
    let host = RecordingHost(cards([["1", "2", "3", "4", "5"]]), label: \.title)
    host.takesNewData = true
    let table = recordedTable(host, DragConfiguration(commit: .drop))
    table.dragRow(4, through: [3, 2, 1])
    #expect(host.titles == [["1", "5", "2", "3", "4"]])
  }

  @Test(arguments: [CommitMode.live, .drop])
  func emptiedSectionIsDeletedAtTheDrop(commit: CommitMode) {
    let (host, table) = recordedTable(
      titles: [["a"], ["b", "c"]], DragConfiguration(commit: commit, emptySections: .remove))
    table.pickUp(atY: 22)
    table.drag(through: [66])
    table.drop(atY: 66)
    let steps: [Call] =
      commit == .live
      ? [.didMove(ip(0, 0), ip(1, 1))]
      : [.target(ip(1, 1)), .didMove(ip(0, 0), ip(1, 1))]
    #expect(
      host.log
        == [.willMove(ip(0, 0))] + steps + [
          .didDeleteSection(0), .newData([["b", "a", "c"]]), .ended(ip(0, 1)),
        ])
    #expect(host.titles == [["b", "a", "c"]])
    #expect(table.numberOfSections == 1)
    #expect(table.sections.map { $0.map(\.id) } == [[2, 1, 3]])
  }
}
