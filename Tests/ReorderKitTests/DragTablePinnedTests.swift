import Foundation
import ReorderCore
import ReorderKit
import Testing

/// Items the delegate says cannot move are pinned: never picked up, never shifted.
@MainActor
@Suite struct DragTablePinnedTests {
  @Test func pinnedItemKeepsItsIndex() {
    let host = RecordingHost(cards([["1", "2", "3", "4", "5"]]), label: \.title)
    host.canMove = { $0 != ip(0, 2) }
    let table = DragTableController(dataSource: host, delegate: host, viewport: testViewport)
    // Collected once at the reload: one question per position.
    #expect(host.canMoveAsked == (0..<5).map { ip(0, $0) })
    host.canMoveAsked = []
    table.pickUp(atY: rowY(0))
    table.drag(through: [rowY(1), rowY(2), rowY(3), rowY(4)])
    table.drop(atY: rowY(4))
    #expect(
      host.log == [
        .willMove(ip(0, 0)), .didMove(ip(0, 0), ip(0, 1)), .newData([["2", "1", "3", "4", "5"]]),
        .ended(ip(0, 1)),
      ])
    // Asked again, fresh, at the pick-up only.
    #expect(host.canMoveAsked == [ip(0, 0)])
  }

  @Test func pinnedItemCannotBePickedUp() {
    let host = RecordingHost(cards([["1", "2", "3"]]), label: \.title)
    host.canMove = { $0 != ip(0, 1) }
    let table = DragTableController(dataSource: host, delegate: host, viewport: testViewport)
    table.pickUp(atY: rowY(1))
    table.drag(through: [rowY(2)])
    table.drop(atY: rowY(2))
    #expect(host.log == [])
    #expect(!table.isDragging)
  }

  @Test func pickUpAsksFreshEvenWithoutAReload() {
    let host = RecordingHost(cards([["1", "2", "3"]]), label: \.title)
    let table = DragTableController(dataSource: host, delegate: host, viewport: testViewport)
    host.canMove = { $0 != ip(0, 0) }
    table.pickUp(atY: rowY(0))
    table.drag(through: [rowY(2)])
    table.drop(atY: rowY(2))
    #expect(host.log == [])
    #expect(host.canMoveAsked.last == ip(0, 0))
  }

  @Test func pinsCollectedAtTheReloadHoldUntilTheNext() {
    let host = RecordingHost(cards([["1", "2", "3"]]), label: \.title)
    host.canMove = { $0 != ip(0, 1) }
    let table = DragTableController(dataSource: host, delegate: host, viewport: testViewport)
    host.canMove = nil
    // Still pinned: dragging row 0 past row 1 is declined.
    table.pickUp(atY: rowY(0))
    table.drag(through: [rowY(1), rowY(2)])
    table.drop(atY: rowY(2))
    #expect(host.log == [.willMove(ip(0, 0)), .ended(ip(0, 0))])
    table.reloadData()
    host.log = []
    table.pickUp(atY: rowY(0), time: 5)
    table.drag(through: [rowY(1), rowY(2)], from: 5.7)
    table.drop(atY: rowY(2), time: 6)
    #expect(
      host.log == [
        .willMove(ip(0, 0)), .didMove(ip(0, 0), ip(0, 1)), .didMove(ip(0, 1), ip(0, 2)),
        .newData([["2", "3", "1"]]), .ended(ip(0, 2)),
      ])
  }
}
