import Foundation
import ReorderCore
import ReorderKit
import Testing

/// A board of `Identifiable` cards whose host reloads without saying where the dragged card went.
@MainActor
private final class CardBoardHost: DragBoardDataSource, DragBoardDelegate {
  typealias Controller = DragBoardController<TestLane, Card>
  var cards: [[Card]]
  var log: [String] = []

  init(_ cards: [[Card]]) { self.cards = cards }

  func lanes(in controller: Controller) -> [TestLane] {
    cards.indices.map { TestLane(title: "l\($0)") }
  }
  func sections(in controller: Controller) -> [[Card]] { cards }
  func dragController(_ controller: Controller, headerExtentOfLane lane: Int) -> CGFloat { 40 }
  func dragController(_ controller: Controller, widthOfLane lane: Int) -> CGFloat { 280 }
  func dragController(
    _ controller: Controller, didMoveItemFrom source: IndexPath, to destination: IndexPath
  ) {
    log.append("move \(source) \(destination)")
    cards[destination.section].insert(
      cards[source.section].remove(at: source.item), at: destination.item)
  }
  func dragController(_ controller: Controller, didEndMovingItemAt indexPath: IndexPath) {
    log.append("end \(indexPath)")
  }
  func dragController(
    _ controller: Controller, didCancelMovingItemAt indexPath: IndexPath?,
    reason: DragCancelReason
  ) {
    log.append("cancel \(String(describing: indexPath)) \(reason)")
  }
}

@MainActor
@Suite struct DragBoardIdentityTests {
  @Test func aReloadFollowsTheDraggedCardByID() {
    let host = CardBoardHost([
      [Card(id: 1, title: "a"), Card(id: 2, title: "a")], [Card(id: 3, title: "c")],
    ])
    let c = DragBoardController(
      dataSource: host, delegate: host, laneSpacing: 20,
      viewportSize: Size(width: 900, height: 600))
    c.handle(.down(Point(x: 140, y: 130), time: 0))
    c.handle(.tick(time: 0.5))
    // The host moves card 2 to the other lane itself, equal titles and all.
    host.cards = [[Card(id: 1, title: "a")], [Card(id: 3, title: "c"), Card(id: 2, title: "a")]]
    c.reloadData()
    #expect(c.draggedIndexPath == IndexPath(item: 1, section: 1))
    c.handle(.move(Point(x: 140, y: 300), time: 0.6))
    c.handle(.up(Point(x: 140, y: 300), time: 0.7))
    #expect(host.log == ["move [1, 1] [0, 1]", "end [0, 1]"])
    #expect(host.cards.map { $0.map(\.id) } == [[1, 2], [3]])
    // Gone at the next reload: the drag ends with itemRemoved.
    c.handle(.down(Point(x: 140, y: 130), time: 1))
    c.handle(.tick(time: 1.5))
    host.cards[0].removeLast()
    c.reloadData()
    #expect(host.log.last == "cancel nil itemRemoved")
    #expect(!c.isDragging)
  }

  @Test func theSelectionFollowsCardsByIDThroughAReload() {
    let host = CardBoardHost([
      [Card(id: 1, title: "a"), Card(id: 2, title: "b")],
      [Card(id: 3, title: "c"), Card(id: 4, title: "d")],
    ])
    let c = DragBoardController(
      dataSource: host, delegate: host, laneSpacing: 20,
      viewportSize: Size(width: 900, height: 600))
    c.select(at: IndexPath(item: 1, section: 0))
    c.select(at: IndexPath(item: 0, section: 1))
    c.select(at: IndexPath(item: 1, section: 1))
    // The host puts a new card at the top of lane 0, removes card 3 and moves card 4 first.
    host.cards = [
      [
        Card(id: 4, title: "d"), Card(id: 9, title: "x"), Card(id: 1, title: "a"),
        Card(id: 2, title: "b"),
      ],
      [],
    ]
    c.reloadData()
    #expect(
      c.selectedIndexPaths == [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)])
  }
}
