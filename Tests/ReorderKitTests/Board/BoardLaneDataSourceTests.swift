import Foundation
import ReorderCore
import ReorderKit
import Testing

/// A Kanban host in one piece: lanes that hold their cards. It never applies a callback; it
/// keeps the board the controller hands back, and logs what it hears.
@MainActor
private final class KanbanHost: DragBoardLaneDataSource, DragBoardDelegate {
  typealias Controller = DragBoardController<TestLane, String>
  typealias Lane = DragBoardLane<TestLane, String>

  var board: [Lane]
  var log = [String]()
  var reads = 0

  init(_ board: [(String, [String])]) {
    self.board = board.map { DragBoardLane(TestLane(title: $0.0), cards: $0.1) }
  }

  /// The board as `l0: a b | l1: …`.
  static func text(_ board: [Lane]) -> String {
    board.map { ([$0.lane.title + ":"] + $0.cards).joined(separator: " ") }
      .joined(separator: " | ")
  }

  var order: String { Self.text(board) }

  func take() -> [String] {
    defer { log = [] }
    return log
  }

  func board(in controller: Controller) -> [Lane] {
    reads += 1
    return board
  }

  func dragController(_ controller: Controller, headerExtentOfLane lane: Int) -> CGFloat { 40 }

  func dragController(_ controller: Controller, newBoardAfterMove board: [Lane]) {
    log.append("newBoard " + Self.text(board))
    self.board = board
  }

  func dragController(
    _ controller: Controller, didMoveItemFrom source: IndexPath, to destination: IndexPath
  ) {
    log.append("didMove [\(source[0]), \(source[1])] -> [\(destination[0]), \(destination[1])]")
  }

  func dragController(_ controller: Controller, didMoveLaneFrom source: Int, to destination: Int) {
    log.append("didMoveLane \(source) -> \(destination)")
  }

  func dragController(_ controller: Controller, didEndMovingItemAt indexPath: IndexPath) {
    log.append("ended [\(indexPath[0]), \(indexPath[1])]")
  }

  func dragController(_ controller: Controller, didEndMovingLaneAt lane: Int) {
    log.append("laneEnded \(lane)")
  }

  func dragController(
    _ controller: Controller, didCancelMovingItemAt indexPath: IndexPath?,
    reason: DragCancelReason
  ) {
    log.append("cancelled")
  }
}

@MainActor
private func makeBoard(
  _ host: KanbanHost, _ configuration: DragConfiguration = DragConfiguration(commit: .drop)
) -> DragBoardController<TestLane, String> {
  DragBoardController(
    dataSource: host, delegate: host, laneSpacing: 20,
    viewportSize: Size(width: 900, height: 600), configuration: configuration)
}

/// A long press at `from`, a move to `to` and the release there (viewport points).
@MainActor
private func drag(_ board: DragBoardController<TestLane, String>, from: Point, to: Point) {
  board.handle(.down(from, time: 0))
  board.handle(.tick(time: 0.6))
  board.handle(.move(to, time: 0.7))
  board.handle(.up(to, time: 0.8))
}

/// A drop-commit board of `lanes` and a drag on it from `from` to `to`: expects the host to
/// hear `heard` and to hold `kept` afterwards (the board it was handed, kept as it came).
/// Returns the host (the board's data source, held weakly) and the board.
@MainActor
private func dropOnBoard(
  _ lanes: [(String, [String])], from: Point, to: Point, hears heard: [String],
  keeps kept: String, sourceLocation: SourceLocation = #_sourceLocation
) -> (KanbanHost, DragBoardController<TestLane, String>) {
  let host = KanbanHost(lanes)
  let board = makeBoard(host)
  drag(board, from: from, to: to)
  #expect(host.take() == heard, sourceLocation: sourceLocation)
  #expect(host.order == kept, sourceLocation: sourceLocation)
  return (host, board)
}

@MainActor
@Suite struct BoardLaneDataSourceTests {
  /// The board is read in one piece, once per reload.
  @Test func theBoardIsReadInOnePieceOncePerReload() {
    let host = KanbanHost([("todo", ["a", "b"]), ("done", ["c"])])
    let board = makeBoard(host)
    #expect(host.reads == 1)
    #expect(board.lanes.map(\.title) == ["todo", "done"])
    #expect(board.sections == [["a", "b"], ["c"]])
    host.board.append(DragBoardLane(TestLane(title: "later"), cards: ["d"]))
    board.reloadData()
    #expect(host.reads == 2)
    #expect(board.lanes.map(\.title) == ["todo", "done", "later"])
    #expect(board.sections == [["a", "b"], ["c"], ["d"]])
  }

  /// A card dragged to another lane: the host hears the whole board, lanes with their cards,
  /// and keeping it is all it has to do.
  @Test func aCardDropHandsBackTheWholeBoard() {
    let (_, board) = dropOnBoard(
      [("todo", ["a", "b"]), ("done", ["c"])], from: Point(x: 140, y: 70),
      to: Point(x: 440, y: 130),
      hears: ["didMove [0, 0] -> [1, 1]", "newBoard todo: b | done: c a", "ended [1, 1]"],
      keeps: "todo: b | done: c a")
    #expect(board.sections == [["b"], ["c", "a"]])
  }

  /// A lane dragged by its header: the lanes come back in their new order, each with its cards,
  /// although the host never moved a thing on `didMoveLane`.
  @Test func aLaneDropHandsBackTheLanesWithTheirCards() {
    let (host, board) = dropOnBoard(
      [("todo", ["a"]), ("doing", ["b", "c"]), ("done", [])], from: Point(x: 140, y: 20),
      to: Point(x: 740, y: 20),
      hears: ["didMoveLane 0 -> 2", "newBoard doing: b c | done: | todo: a", "laneEnded 2"],
      keeps: "doing: b c | done: | todo: a")
    #expect(board.lanes.map(\.title) == ["doing", "done", "todo"])
    // The next drag starts from the board the host kept: the card under (140, 70) is b.
    board.handle(.pickUp(ItemPath(section: 0, item: 0)))
    board.handle(.move(.toSection(2)))
    board.handle(.drop)
    #expect(host.order == "doing: c | done: | todo: a b")
    #expect(board.sections == [["c"], [], ["a", "b"]])
  }

  /// A cancel hands back nothing; with `everyStep`, live steps hand back the board at every
  /// step (and the drop once more, as for every data source).
  @Test func cancelsHandBackNothingAndLiveStepsEveryStep() {
    let host = KanbanHost([("todo", ["a", "b", "c"])])
    let board = makeBoard(host, DragConfiguration())
    board.dataSourceUpdates = .everyStep
    board.handle(.pickUp(ItemPath(section: 0, item: 0)))
    board.handle(.move(.down))
    board.handle(.move(.down))
    board.handle(.drop)
    #expect(
      host.take() == [
        "didMove [0, 0] -> [0, 1]", "newBoard todo: b a c", "didMove [0, 1] -> [0, 2]",
        "newBoard todo: b c a", "newBoard todo: b c a", "ended [0, 2]",
      ])
    board.handle(.pickUp(ItemPath(section: 0, item: 0)))
    board.handle(.cancel)
    #expect(host.take() == ["cancelled"])
    #expect(host.order == "todo: b c a")
  }

  /// The two-array data source still works, lanes and sections read separately: extra sections
  /// are ignored and a lane without one is empty.
  @Test func theTwoArrayDataSourceIsTheDocumentedAlternative() {
    let host = BoardTestHost([("l0", ["a"]), ("l1", ["b"])])
    host.cards.append(["extra"])
    let board = host.makeController()
    #expect(board.sections == [["a"], ["b"]])
    #expect(
      host.lanesWithCards(in: board) == [
        DragBoardLane(TestLane(title: "l0"), cards: ["a"]),
        DragBoardLane(TestLane(title: "l1"), cards: ["b"]),
      ])
    host.lanes.append(TestLane(title: "l2"))
    host.cards = [["a"]]
    board.reloadData()
    #expect(board.sections == [["a"], [], []])
    #expect(board.lanes.map(\.title) == ["l0", "l1", "l2"])
  }
}
