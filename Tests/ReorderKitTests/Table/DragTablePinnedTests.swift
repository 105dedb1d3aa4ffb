import Foundation
import ReorderKit
import Testing

/// `canMoveItemAt` says what UIKit's does (the item cannot be lifted, but others displace it);
/// `isPinnedItemAt` pins an item at its index.
@MainActor
@Suite struct DragTablePinnedTests {
  /// UIKit's meaning: row 3 cannot be lifted, yet a drag past it shifts it.
  @Test func aRowThatCannotMoveIsStillDisplaced() {
    let host = RecordingHost(cards([["1", "2", "3", "4", "5"]]), label: \.title)
    host.canMove = { [unowned host] in host.titles[$0[0]][$0[1]] != "3" }
    let table = DragTableController(dataSource: host, delegate: host, viewport: testViewport)
    #expect(host.canMoveAsked == [])
    table.dragRow(0, through: [1, 2, 3, 4])
    #expect(
      host.log == [
        .willMove(ip(0, 0)), .target(ip(0, 1)), .target(ip(0, 2)), .target(ip(0, 3)),
        .target(ip(0, 4)), .didMove(ip(0, 0), ip(0, 4)), .newData([["2", "3", "4", "5", "1"]]),
        .ended(ip(0, 4)),
      ])
    #expect(host.canMoveAsked == [ip(0, 0)])
    // And it cannot be lifted itself: its press changes nothing.
    host.log = []
    table.pickUp(atY: rowY(1), time: 5)
    table.drag(through: [rowY(3)], from: 5.7)
    table.drop(atY: rowY(3), time: 6)
    #expect(host.log == [])
    #expect(host.titles == [["2", "3", "4", "5", "1"]])
  }

  @Test func pinnedItemKeepsItsIndex() {
    let host = RecordingHost(cards([["1", "2", "3", "4", "5"]]), label: \.title)
    host.pinned = { $0 == ip(0, 2) }
    let table = recordedTable(host)
    // Collected once at the reload: one question per position.
    #expect(host.pinnedAsked == (0..<5).map { ip(0, $0) })
    table.dragRow(0, through: [1, 2, 3, 4])
    #expect(host.log.first == .willMove(ip(0, 0)))
    #expect(host.log.contains(.didMove(ip(0, 0), ip(0, 1))))
    #expect(host.log.suffix(2) == [.newData([["2", "1", "3", "4", "5"]]), .ended(ip(0, 1))])
    #expect(host.titles == [["2", "1", "3", "4", "5"]])
  }

  @Test func pinnedItemCannotBePickedUp() {
    let host = RecordingHost(cards([["1", "2", "3"]]), label: \.title)
    host.pinned = { $0 == ip(0, 1) }
    let table = DragTableController(dataSource: host, delegate: host, viewport: testViewport)
    table.dragRow(1, through: [2])
    #expect(host.log == [])
    #expect(!table.isDragging)
  }

  /// `canMoveItemAt` is asked at the press, so a changed answer counts at once, both ways.
  @Test func canMoveIsObeyedAtOnceInBothDirections() {
    let host = RecordingHost(cards([["1", "2", "3"]]), label: \.title)
    host.canMove = { $0 != ip(0, 0) }
    let table = DragTableController(dataSource: host, delegate: host, viewport: testViewport)
    table.dragRow(0, through: [2])
    #expect(host.log == [])
    // Now it may move: no reload in between.
    host.canMove = nil
    table.pickUp(atY: rowY(0), time: 5)
    table.drag(through: [rowY(2)], from: 5.7)
    table.drop(atY: rowY(2), time: 6)
    #expect(
      host.log == [
        .willMove(ip(0, 0)), .target(ip(0, 2)), .didMove(ip(0, 0), ip(0, 2)),
        .newData([["2", "3", "1"]]), .ended(ip(0, 2)),
      ])
    #expect(host.canMoveAsked == [ip(0, 0), ip(0, 0)])
  }

  @Test func pinsCollectedAtTheReloadHoldUntilTheNext() {
    let host = RecordingHost(cards([["1", "2", "3"]]), label: \.title)
    host.pinned = { $0 == ip(0, 1) }
    let table = DragTableController(dataSource: host, delegate: host, viewport: testViewport)
    host.pinned = nil
    // Still pinned: dragging row 0 past row 1 is declined.
    table.dragRow(0, through: [1, 2])
    #expect(host.log.first == .willMove(ip(0, 0)))
    #expect(host.log.last == .ended(ip(0, 0)))
    #expect(host.titles == [["1", "2", "3"]])
    table.reloadData()
    host.log = []
    table.pickUp(atY: rowY(0), time: 5)
    table.drag(through: [rowY(1), rowY(2)], from: 5.7)
    table.drop(atY: rowY(2), time: 6)
    #expect(
      host.log == [
        .willMove(ip(0, 0)), .target(ip(0, 1)), .target(ip(0, 2)), .didMove(ip(0, 0), ip(0, 2)),
        .newData([["2", "3", "1"]]), .ended(ip(0, 2)),
      ])
  }
}
