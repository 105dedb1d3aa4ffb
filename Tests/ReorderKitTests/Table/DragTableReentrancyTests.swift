import Foundation
import ReorderCore
import ReorderKit
import Testing

/// A delegate that calls back into the controller: reloads and cancels are queued until the
/// current callbacks are delivered; pointer events are refused.
@MainActor
@Suite struct DragTableReentrancyTests {
  @Test func reloadInsideDidMoveIsQueued() {
    let (host, table) = recordedTable(titles: [["1", "2", "3", "4", "5"]])
    var countsSeenInside: [Int] = []
    var once = true
    host.onDidMove = { table in
      guard once else { return }
      once = false
      host.data[0].insert(Card(id: 99, title: "N"), at: 0)
      table.reloadData()
      // Not run yet: the controller still has five items.
      countsSeenInside.append(table.numberOfItems(inSection: 0))
    }
    table.pickUp(atY: rowY(0))
    table.drag(through: [rowY(1)])
    // After the step's callbacks, the reload ran: N 2 1 3 4 5, the pointer over row 1.
    #expect(countsSeenInside == [5])
    #expect(
      host.log == [
        .willMove(ip(0, 0)), .didMove(ip(0, 0), ip(0, 1)), .didMove(ip(0, 2), ip(0, 1)),
      ])
    #expect(host.titles == [["N", "1", "2", "3", "4", "5"]])
    table.drop(atY: rowY(1))
    #expect(host.log.last == .ended(ip(0, 1)))
    #expect(table.sections.map { $0.map(\.id) } == [[99, 1, 2, 3, 4, 5]])
  }

  @Test func pointerDownInsideDidMoveIsRefused() {
    let (host, table) = recordedTable(titles: [["1", "2", "3"]])
    var answers: [Bool] = []
    host.onDidMove = { table in
      answers.append(table.pointerDown(at: .viewport(CGPoint(x: 160, y: rowY(2))), time: 0.75))
      answers.append(table.pointerUp(at: .viewport(CGPoint(x: 160, y: rowY(2))), time: 0.76))
    }
    table.dragRow(0, through: [1, 2])
    #expect(answers == [false, false, false, false])
    #expect(
      host.log == [
        .willMove(ip(0, 0)), .didMove(ip(0, 0), ip(0, 1)), .didMove(ip(0, 1), ip(0, 2)),
        .newData([["2", "3", "1"]]), .ended(ip(0, 2)),
      ])
  }

  @Test func newDragInsideDidEndIsRefusedAndWorksAfterwards() {
    let (host, table) = recordedTable(titles: [["1", "2", "3"]])
    var answers: [Bool] = []
    host.onEnd = { table in
      answers.append(table.pointerDown(at: .viewport(CGPoint(x: 160, y: rowY(0))), time: 2))
    }
    table.dragRow(0, through: [1])
    #expect(answers == [false])
    host.onEnd = nil
    host.log = []
    table.pickUp(atY: rowY(0), time: 5)
    table.drag(through: [rowY(2)], from: 5.7)
    table.drop(atY: rowY(2), time: 6)
    #expect(
      host.log == [
        .willMove(ip(0, 0)), .didMove(ip(0, 0), ip(0, 2)), .newData([["1", "3", "2"]]),
        .ended(ip(0, 2)),
      ])
  }

  @Test func cancelInsideDidMoveIsQueued() {
    let (host, table) = recordedTable(titles: [["1", "2", "3"]])
    var once = true
    host.onDidMove = { table in
      guard once else { return }
      once = false
      table.cancelDrag()
      #expect(table.isDragging)
    }
    table.pickUp(atY: rowY(0))
    table.drag(through: [rowY(1)])
    #expect(
      host.log == [
        .willMove(ip(0, 0)), .didMove(ip(0, 0), ip(0, 1)), .didMove(ip(0, 1), ip(0, 0)),
        .cancelled(ip(0, 0), .cancelled),
      ])
    #expect(!table.isDragging)
    #expect(host.titles == [["1", "2", "3"]])
  }

  @Test func reloadRemovingTheItemInsideDidMoveCancelsAfterTheStep() {
    let (host, table) = recordedTable(titles: [["1", "2", "3"]])
    host.onDidMove = { table in
      host.data[0].removeAll { $0.id == 1 }
      table.reloadData()
    }
    table.dragRow(0, through: [1, 2])
    #expect(
      host.log == [
        .willMove(ip(0, 0)), .didMove(ip(0, 0), ip(0, 1)), .cancelled(nil, .itemRemoved),
      ])
    #expect(host.titles == [["2", "3"]])
    #expect(table.sections.map { $0.map(\.id) } == [[2, 3]])
  }

  @Test func delegateAskedMidEngineCanReadAndQueue() {
    let (host, table) = recordedTable(titles: [["1", "2", "3"]])
    var seen: [String] = []
    host.retarget = { [unowned table] _, current, proposed in
      seen.append(table.item(at: current)?.title ?? "-")
      seen.append("\(table.renderState.items.count)")
      table.reloadData()
      return proposed
    }
    table.dragRow(0, through: [1])
    // The item lookup works; the render state reads empty while the engine runs; the queued
    // reloads found the item by identity and changed nothing.
    #expect(seen.prefix(2) == ["1", "0"])
    #expect(host.titles == [["2", "1", "3"]])
    #expect(host.log.first == .willMove(ip(0, 0)))
    #expect(host.log.last == .ended(ip(0, 1)))
    #expect(!host.log.contains { if case .cancelled = $0 { return true } else { return false } })
  }
}
