import Foundation
import ReorderCore
import ReorderKit
import Testing

/// Seed 000's two examples through the host API, with every callback the host hears.
@MainActor
@Suite struct DragTableSeedTests {
  @Test func insertLiveGivesTwoThreeFourFiveOne() {
    let (host, table) = recordedTable(titles: [["1", "2", "3", "4", "5"]])
    table.dragRow(0, through: [1, 2, 3, 4])
    #expect(
      host.log == [
        .willMove(ip(0, 0)),
        .didMove(ip(0, 0), ip(0, 1)), .didMove(ip(0, 1), ip(0, 2)),
        .didMove(ip(0, 2), ip(0, 3)), .didMove(ip(0, 3), ip(0, 4)),
        .newData([["2", "3", "4", "5", "1"]]),
        .ended(ip(0, 4)),
      ])
    #expect(host.titles == [["2", "3", "4", "5", "1"]])
    #expect(table.sections.map { $0.map(\.title) } == [["2", "3", "4", "5", "1"]])
    #expect(table.sections.map { $0.map(\.id) } == [[2, 3, 4, 5, 1]])
  }

  /// Drags row 0 of "1 2 3 4 5" over rows 1 to 4 under `configuration` and drops over row 4.
  /// Expects the host's data untouched until the drop, then the whole log: the pick-up, one
  /// target per row, `commit` (the one data change), `final` as the new data, the end at row 4;
  /// and `final` as the host's and the controller's data (ids in `finalIDs`).
  func dragFirstOverTheRestCommittingAtTheDrop(
    _ configuration: DragConfiguration, commit: Call, final: [String], finalIDs: [Int],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let (host, table) = recordedTable(titles: [["1", "2", "3", "4", "5"]], configuration)
    table.pickUp(atY: rowY(0))
    table.drag(through: [rowY(1), rowY(2), rowY(3), rowY(4)])
    #expect(host.titles == [["1", "2", "3", "4", "5"]], sourceLocation: sourceLocation)
    table.drop(atY: rowY(4))
    #expect(
      host.log == [
        .willMove(ip(0, 0)),
        .target(ip(0, 1)), .target(ip(0, 2)), .target(ip(0, 3)), .target(ip(0, 4)),
        commit, .newData([final]), .ended(ip(0, 4)),
      ], sourceLocation: sourceLocation)
    #expect(host.titles == [final], sourceLocation: sourceLocation)
    #expect(table.sections.map { $0.map(\.id) } == [finalIDs], sourceLocation: sourceLocation)
  }

  @Test func insertDropGivesTwoThreeFourFiveOne() {
    dragFirstOverTheRestCommittingAtTheDrop(
      DragConfiguration(commit: .drop), commit: .didMove(ip(0, 0), ip(0, 4)),
      final: ["2", "3", "4", "5", "1"], finalIDs: [2, 3, 4, 5, 1])
  }

  @Test func exchangeGivesFiveTwoThreeFourOne() {
    dragFirstOverTheRestCommittingAtTheDrop(
      DragConfiguration(mode: .exchange), commit: .didExchange(ip(0, 0), ip(0, 4)),
      final: ["5", "2", "3", "4", "1"], finalIDs: [5, 2, 3, 4, 1])
  }

  @Test func cancelRestoresTheOrderInLiveCommit() {
    let (host, table) = recordedTable(titles: [["1", "2", "3", "4", "5"]])
    table.pickUp(atY: rowY(0))
    table.drag(through: [rowY(1), rowY(2)])
    table.pointerCancelled(time: 1)
    #expect(
      host.log == [
        .willMove(ip(0, 0)),
        .didMove(ip(0, 0), ip(0, 1)), .didMove(ip(0, 1), ip(0, 2)),
        .didMove(ip(0, 2), ip(0, 0)),
        .cancelled(ip(0, 0), .cancelled),
      ])
    #expect(host.titles == [["1", "2", "3", "4", "5"]])
    #expect(table.sections.map { $0.map(\.id) } == [[1, 2, 3, 4, 5]])
    #expect(!table.isDragging)
  }

  @Test func tapReportsTheItem() {
    let (host, table) = recordedTable(titles: [["1", "2", "3"]])
    table.pointerDown(at: .viewport(CGPoint(x: 160, y: rowY(2))), time: 0)
    table.pointerUp(at: .viewport(CGPoint(x: 160, y: rowY(2))), time: 0.1)
    #expect(host.log == [.tap(ip(0, 2))])
  }
}
