import Foundation
import ReorderCore
import ReorderKit
import Testing

/// A controller's `configuration` changed after its initialization: the change takes effect at
/// the next event, and a drag keeps the mode and commit it began with (the rule every
/// controller with a settable configuration documents: the table's and the board's).
@MainActor
@Suite struct ConfigurationChangeTests {
  // MARK: Board

  /// Exchange mode set after init: the next card drag exchanges instead of inserting.
  @Test func aBoardTakesAModeSetAfterInit() {
    let host = BoardTestHost([("l0", ["a", "b"]), ("l1", ["c"])])
    let c = host.makeController()
    c.configuration.mode = .exchange
    host.drag(140, 70, to: (440, 70))
    #expect(
      host.log == [
        .willMove(lc(0, 0)), .target(lc(1, 0)), .didExchange(lc(0, 0), lc(1, 0)),
        .newData([["c", "b"], ["a"]]), .ended(lc(1, 0)),
      ])
    #expect(host.order == "l0: c b | l1: a")
    #expect(c.sections == [["c", "b"], ["a"]])
  }

  /// Immediate activation set after init: a press that moves at once drags (with the long
  /// press it began with, the move would have cancelled the press).
  @Test func aBoardTakesAnActivationSetAfterInit() {
    let host = BoardTestHost([("l0", ["a", "b"]), ("l1", []), ("l2", ["c"])])
    let c = host.makeController()
    c.configuration.activation = .immediate
    let press: [PointerEvent] = [
      .down(Point(x: 140, y: 70), time: 0), .move(Point(x: 440, y: 300), time: 0.1),
      .up(Point(x: 440, y: 300), time: 0.2),
    ]
    for event in press { c.handle(event) }
    #expect(
      host.log == [
        .willMove(lc(0, 0)), .target(lc(1, 0)), .didMove(lc(0, 0), lc(1, 0)),
        .newData([["b"], ["a"], ["c"]]), .ended(lc(1, 0)),
      ])
    #expect(host.order == "l0: b | l1: a | l2: c")
  }

  /// A change mid-drag (to exchange mode, live commit) leaves the drag in progress its insert
  /// mode and drop commit; the next drag runs with the change.
  @Test func aBoardDragKeepsTheModeAndCommitItBeganWith() {
    let host = BoardTestHost([("l0", ["a", "b"]), ("l1", ["c"])])
    let c = host.makeController(DragConfiguration(mode: .insert, commit: .drop))
    host.lift(140, 70)
    c.configuration = DragConfiguration(mode: .exchange, commit: .live)
    c.handle(.move(Point(x: 440, y: 70), time: 0.6))
    #expect(host.log == [.willMove(lc(0, 0)), .target(lc(1, 0))])
    c.handle(.up(Point(x: 440, y: 70), time: 0.7))
    #expect(
      host.log == [
        .willMove(lc(0, 0)), .target(lc(1, 0)), .didMove(lc(0, 0), lc(1, 0)),
        .newData([["b"], ["a", "c"]]), .ended(lc(1, 0)),
      ])
    host.log = []
    host.drag(140, 70, to: (440, 70), at: 10)
    #expect(
      host.log == [
        .willMove(lc(0, 0)), .target(lc(1, 0)), .didExchange(lc(0, 0), lc(1, 0)),
        .newData([["a"], ["b", "c"]]), .ended(lc(1, 0)),
      ])
    #expect(host.order == "l0: a | l1: b c")
  }

  // MARK: Table

  /// Exchange mode set after init: the next drag exchanges.
  @Test func aTableTakesAModeSetAfterInit() {
    let (host, table) = recordedTable(titles: [["a", "b", "c"]], DragConfiguration(commit: .drop))
    table.configuration.mode = .exchange
    table.dragRow(0, through: [1, 2])
    #expect(
      host.log == [
        .willMove(ip(0, 0)), .target(ip(0, 1)), .target(ip(0, 2)),
        .didExchange(ip(0, 0), ip(0, 2)), .newData([["c", "b", "a"]]), .ended(ip(0, 2)),
      ])
    #expect(host.titles == [["c", "b", "a"]])
  }

  /// A change mid-drag (to exchange mode, live commit) leaves the drag in progress its insert
  /// mode and drop commit; the next drag runs with the change.
  @Test func aTableDragKeepsTheModeAndCommitItBeganWith() {
    let (host, table) = recordedTable(titles: [["a", "b", "c"]], DragConfiguration(commit: .drop))
    table.pickUp(atY: rowY(0))
    table.configuration = DragConfiguration(mode: .exchange, commit: .live)
    table.drag(through: [rowY(1), rowY(2)])
    #expect(host.log == [.willMove(ip(0, 0)), .target(ip(0, 1)), .target(ip(0, 2))])
    table.drop(atY: rowY(2))
    #expect(
      host.log == [
        .willMove(ip(0, 0)), .target(ip(0, 1)), .target(ip(0, 2)),
        .didMove(ip(0, 0), ip(0, 2)), .newData([["b", "c", "a"]]), .ended(ip(0, 2)),
      ])
    host.log = []
    let second: [PointerEvent] = [
      .down(Point(x: 160, y: rowY(0)), time: 10), .tick(time: 10.6),
      .move(Point(x: 160, y: rowY(1)), time: 10.7), .up(Point(x: 160, y: rowY(1)), time: 12),
    ]
    for event in second { table.handle(event) }
    #expect(
      host.log == [
        .willMove(ip(0, 0)), .target(ip(0, 1)), .didExchange(ip(0, 0), ip(0, 1)),
        .newData([["c", "b", "a"]]), .ended(ip(0, 1)),
      ])
    #expect(host.titles == [["c", "b", "a"]])
  }
}
