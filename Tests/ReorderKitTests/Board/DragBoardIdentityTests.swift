import Foundation
import ReorderCore
import ReorderKit
import Testing

@MainActor
@Suite struct DragBoardIdentityTests {
  @Test func aReloadFollowsTheDraggedCardByID() {
    // A board of `Identifiable` cards whose host reloads without saying where the dragged card
    // went.
    let (host, c) = arrivalBoard([("l0", ["a", "a"]), ("l1", ["c"])])
    c.handle(.down(Point(x: 140, y: 130), time: 0))
    c.handle(.tick(time: 0.5))
    // The host moves card 2 to the other lane itself, equal titles and all.
    host.data = [[Card(id: 1, title: "a")], [Card(id: 3, title: "c"), Card(id: 2, title: "a")]]
    c.reloadData()
    #expect(c.draggedIndexPath == IndexPath(item: 1, section: 1))
    c.handle(.move(Point(x: 140, y: 300), time: 0.6))
    c.handle(.up(Point(x: 140, y: 300), time: 0.7))
    #expect(
      host.log == [
        "willMove [0, 1]", "target [0, 1]", "didMove [1, 1] -> [0, 1]",
        "batch [1, 1]->[0, 1] deleting []", "newData aa|c", "ended [0, 1]",
      ])
    #expect(host.data.map { $0.map(\.id) } == [[1, 2], [3]])
    // Gone at the next reload: the drag ends with itemRemoved.
    c.handle(.down(Point(x: 140, y: 130), time: 1))
    c.handle(.tick(time: 1.5))
    host.data[0].removeLast()
    c.reloadData()
    #expect(host.log.last == "cancelled nil itemRemoved")
    #expect(!c.isDragging)
  }

  @Test func theSelectionFollowsCardsByIDThroughAReload() {
    let (host, c) = arrivalBoard([("l0", ["a", "b"]), ("l1", ["c", "d"])])
    c.select(at: IndexPath(item: 1, section: 0))
    c.select(at: IndexPath(item: 0, section: 1))
    c.select(at: IndexPath(item: 1, section: 1))
    // The host puts a new card at the top of lane 0, removes card 3 and moves card 4 first.
    host.data = [
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
