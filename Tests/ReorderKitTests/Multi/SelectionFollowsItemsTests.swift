import Foundation
import ReorderCore
import ReorderKit
import Testing

/// The centre (viewport) of the item at `path` as the controller draws it now.
@MainActor
private func centre<Item>(_ c: DragController<Item>, _ path: IndexPath) -> Point {
  c.renderState.items.first { $0.path == ItemPath(section: path[0], item: path[1]) }!.frame.center
}

private let live = DragConfiguration(commit: .live)

@MainActor
@Suite struct SelectionFollowsItemsTests {
  /// Live commit: H, selected at [2, 3], is dragged to the top; every `didMove` the host
  /// applies on arrival, and the selection names H wherever the data source holds it.
  @Test func liveDragInATableCarriesTheSelection() {
    let (host, c) = arrivalTable([["A", "B"], ["C", "D"], ["E", "F", "G", "H"]], live)
    c.select(at: ip(2, 3))
    c.pickUp(atY: rowY(7))
    c.drag(through: (0...6).reversed().map(rowY))
    #expect(
      host.take() == [
        "willMove [2, 3]", "didMove [2, 3] -> [2, 2]", "batch [2, 3]->[2, 2] deleting []",
        "didMove [2, 2] -> [2, 1]", "batch [2, 2]->[2, 1] deleting []", "didMove [2, 1] -> [2, 0]",
        "batch [2, 1]->[2, 0] deleting []", "didMove [2, 0] -> [1, 1]",
        "batch [2, 0]->[1, 1] deleting []", "didMove [1, 1] -> [1, 0]",
        "batch [1, 1]->[1, 0] deleting []", "didMove [1, 0] -> [0, 1]",
        "batch [1, 0]->[0, 1] deleting []", "didMove [0, 1] -> [0, 0]",
        "batch [0, 1]->[0, 0] deleting []",
      ])
    #expect(c.selectedIndexPaths == [ip(0, 0)])
    #expect(host.selectedTitles(c) == ["H"])
    c.drop(atY: rowY(0))
    #expect(host.take() == ["newData HAB|CD|EFG", "ended [0, 0]"])
    #expect(c.selectedIndexPaths == [ip(0, 0)])
    #expect(host.mismatches == [])
  }

  /// Live commit, an item that is not selected moves past two selected ones: the selection
  /// names the same items during the drag and after the drop; a pinned item is never named.
  @Test func liveDragPastSelectedItemsInATable() {
    let (host, c) = arrivalTable([["A", "B", "C", "D", "E"]], live)
    host.pinned = ["E"]
    c.reloadData()
    c.select(at: ip(0, 1))
    c.select(at: ip(0, 3))
    c.pickUp(atY: rowY(0))
    c.drag(through: [rowY(1), rowY(2), rowY(3)])
    #expect(c.selectedIndexPaths == [ip(0, 0), ip(0, 2)])
    #expect(host.selectedTitles(c) == ["B", "D"])
    c.drop(atY: rowY(3))
    #expect(host.titles == [["B", "C", "D", "A", "E"]])
    #expect(host.selectedTitles(c) == ["B", "D"])
    #expect(host.mismatches == [])
  }

  /// The keyboard with live commit: each step is a `didMove`, and the selection follows it.
  @Test func keyboardMovesWithLiveCommit() {
    let (host, c) = arrivalTable([["A", "B", "C", "D"]], live)
    c.select(at: ip(0, 0))
    c.select(at: ip(0, 3))
    #expect(c.handle(.pickUp(ItemPath(section: 0, item: 2))))
    #expect(c.handle(.move(.previous)))
    #expect(c.handle(.move(.previous)))
    #expect(
      host.take() == [
        "willMove [0, 2]", "didMove [0, 2] -> [0, 1]", "batch [0, 2]->[0, 1] deleting []",
        "didMove [0, 1] -> [0, 0]", "batch [0, 1]->[0, 0] deleting []",
      ])
    #expect(c.selectedIndexPaths == [ip(0, 1), ip(0, 3)])
    #expect(host.selectedTitles(c) == ["A", "D"])
    #expect(c.handle(.drop))
    #expect(host.selectedTitles(c) == ["A", "D"])
    #expect(host.mismatches == [])
  }

  /// An accessibility action moves the selected item and another that displaces a selected one.
  @Test func accessibilityActionMoves() {
    let (host, c) = arrivalTable([["A", "B", "C"], ["D"]], live)
    c.select(at: ip(0, 2))
    #expect(c.performAccessibilityAction(.moveToTop, onItemAt: ip(0, 2)))
    #expect(host.selectedTitles(c) == ["C"])
    #expect(c.performAccessibilityAction(.moveToSection(0), onItemAt: ip(1, 0)))
    #expect(host.titles == [["C", "A", "B", "D"], []])
    #expect(c.selectedIndexPaths == [ip(0, 0)])
    #expect(host.mismatches == [])
  }

  /// Exchange mode: the selected item and the one it trades places with.
  @Test func exchangeMode() {
    let (host, c) = arrivalTable([["A", "B", "C"]], DragConfiguration(mode: .exchange))
    c.select(at: ip(0, 0))
    c.pickUp(atY: rowY(0))
    c.drag(through: [rowY(1), rowY(2)])
    c.drop(atY: rowY(2))
    #expect(host.titles == [["C", "B", "A"]])
    #expect(c.selectedIndexPaths == [ip(0, 2)])
    #expect(host.selectedTitles(c) == ["A"])
    #expect(host.mismatches == [])
  }

  /// A live drag empties section 0, which the drop removes: the selected item below keeps
  /// its name during the drag (the section still stands) and after the drop.
  @Test func sectionDeletion() {
    let (host, c) = arrivalTable(
      [["A"], ["B", "C"], ["D"]], DragConfiguration(commit: .live, emptySections: .remove))
    c.select(at: ip(2, 0))
    c.pickUp(atY: rowY(0))
    c.drag(through: [rowY(1), rowY(2)])
    #expect(
      host.take() == [
        "willMove [0, 0]", "didMove [0, 0] -> [1, 1]", "batch [0, 0]->[1, 1] deleting []",
        "didMove [1, 1] -> [1, 2]", "batch [1, 1]->[1, 2] deleting []",
      ])
    #expect(c.selectedIndexPaths == [ip(2, 0)])
    c.drop(atY: rowY(2))
    #expect(
      host.take() == ["didDeleteSection 0", "batch  deleting [0]", "newData BCA|D", "ended [0, 2]"])
    #expect(host.titles == [["B", "C", "A"], ["D"]])
    #expect(c.selectedIndexPaths == [ip(1, 0)])
    #expect(host.selectedTitles(c) == ["D"])
    #expect(host.mismatches == [])
  }

  /// A reload in the middle of a live drag: the selection is followed by `id` from where the
  /// data source holds the items, and keeps following the drag after it.
  @Test func reloadDuringALiveDrag() {
    let (host, c) = arrivalTable([["A", "B", "C", "D"]], live)
    c.select(at: ip(0, 1))
    c.pickUp(atY: rowY(0))
    c.drag(through: [rowY(1), rowY(2)])
    #expect(host.selectedTitles(c) == ["B"])
    host.data[0].append(Card(id: 9, title: "Z"))
    c.performBatchUpdates([.insertItem(at: ip(0, 4))])
    #expect(host.selectedTitles(c) == ["B"])
    c.drag(through: [rowY(3)], from: 1)
    #expect(host.selectedTitles(c) == ["B"])
    c.drop(atY: rowY(3))
    #expect(host.titles == [["B", "C", "D", "A", "Z"]])
    #expect(host.selectedTitles(c) == ["B"])
    #expect(host.mismatches == [])
  }

  /// Select #6 at [2, 0]; a batch update; a pointer down; a batch that deletes #6: #6 leaves
  /// the selection, which never passes to #7 (refused by `canSelectItemAt`).
  @Test func aBatchDuringAPressDropsTheDeletedItem() {
    let (host, c) = arrivalTable(
      [["1", "2"], ["3", "4", "5"], ["6", "7"]], DragTableController<Card>.defaultConfiguration)
    host.unselectable = ["7"]
    #expect(c.select(at: ip(2, 0)) == .selected(ItemPath(section: 2, item: 0)))
    host.data[0].insert(Card(id: 10, title: "0"), at: 0)
    c.performBatchUpdates([.insertItem(at: ip(0, 0))])
    #expect(c.selectedIndexPaths == [ip(2, 0)])
    c.pointerDown(at: .viewport(CGPoint(x: 160, y: rowY(0))), time: 0)
    host.data[2].remove(at: 0)
    c.performBatchUpdates([.deleteItem(at: ip(2, 0))])
    #expect(c.selectedIndexPaths == [])
    c.pointerUp(at: .viewport(CGPoint(x: 160, y: rowY(0))), time: 0.1)
    #expect(c.selectedIndexPaths == [])
  }

  /// The same on a board, during a card drag.
  @Test func aBatchDuringABoardDragDropsTheDeletedCard() {
    let (host, c) = arrivalBoard([("l0", ["1", "2"]), ("l1", ["3"]), ("l2", ["6", "7"])], live)
    host.unselectable = ["7"]
    #expect(c.select(at: lc(2, 0)) == .selected(ItemPath(section: 2, item: 0)))
    c.handle(.down(Point(x: 140, y: 70), time: 0))
    c.handle(.tick(time: 0.5))
    #expect(host.take() == ["willMove [0, 0]"])
    host.data[2].remove(at: 0)
    c.performBatchUpdates([.deleteItem(at: lc(2, 0))])
    #expect(c.selectedIndexPaths == [])
    c.handle(.up(Point(x: 140, y: 70), time: 1))
    #expect(c.selectedIndexPaths == [])
  }

  /// A plain reload of items without identity keeps positions, but drops the ones that are
  /// out of range, pinned or refused by `canSelectItemAt` now.
  @Test func plainReloadDropsWhatMayNotBeSelected() {
    let host = ArrivalHost<DragTableController<String>>([["a", "b", "c", "d", "e"]], label: { $0 })
    let c = DragTableController(dataSource: host, delegate: host, viewport: testViewport)
    host.controller = c
    for k in [1, 2, 3, 4] { c.select(at: ip(0, k)) }
    host.data = [["v", "w", "x", "y"]]
    host.pinned = ["x"]
    host.unselectable = ["w"]
    c.reloadData()
    #expect(c.selectedIndexPaths == [ip(0, 3)])
  }

  /// A grid of items without identity keeps its selection by position through a plain reload.
  @Test func plainReloadOfAGridKeepsPositions() {
    let host = ArrivalHost<DragGridController<String>>([["a", "b", "c"]], label: { $0 })
    let c = DragGridController(
      dataSource: host, delegate: host, sizing: .columns(3, aspectRatio: 1),
      viewport: Viewport(size: Size(width: 300, height: 600)))
    c.select(at: ip(0, 1))
    host.unselectable = ["c"]
    c.select(at: ip(0, 2))
    host.data = [["x", "y", "z", "w"]]
    c.reloadData()
    #expect(c.selectedIndexPaths == [ip(0, 1)])
  }

  /// A live drag in a grid, then another in editing mode: the selection follows both.
  @Test func liveDragsInAGrid() {
    let (host, c) = arrivalGrid([["A", "B", "C"], ["D", "E", "F"]], live)
    c.select(at: ip(1, 2))
    let f = centre(c, ip(1, 2))
    let a = centre(c, ip(0, 0))
    c.pointerDown(at: .viewport(CGPoint(x: f.x, y: f.y)), time: 0)
    c.tick(time: 0.6)
    c.pointerMoved(to: .viewport(CGPoint(x: a.x, y: a.y)), time: 0.7)
    #expect(
      host.take() == [
        "willMove [1, 2]", "didMove [1, 2] -> [0, 0]", "batch [1, 2]->[0, 0] deleting []",
      ])
    #expect(c.selectedIndexPaths == [ip(0, 0)])
    #expect(host.selectedTitles(c) == ["F"])
    c.pointerUp(at: .viewport(CGPoint(x: a.x, y: a.y)), time: 0.8)
    #expect(c.isEditing)
    #expect(host.titles == [["F", "A", "B", "C"], ["D", "E"]])
    // In editing mode a press that moves drags: B (not selected) goes before F.
    let b = centre(c, ip(0, 2))
    c.pointerDown(at: .viewport(CGPoint(x: b.x, y: b.y)), time: 2)
    c.pointerMoved(to: .viewport(CGPoint(x: b.x - 20, y: b.y)), time: 2.1)
    c.pointerMoved(to: .viewport(CGPoint(x: a.x, y: a.y)), time: 2.2)
    #expect(host.titles == [["B", "F", "A", "C"], ["D", "E"]])
    #expect(c.selectedIndexPaths == [ip(0, 1)])
    c.pointerUp(at: .viewport(CGPoint(x: a.x, y: a.y)), time: 2.3)
    #expect(host.selectedTitles(c) == ["F"])
    #expect(host.mismatches == [])
  }

  /// A live card drag on a board, then a live lane move: the selection follows the card and
  /// its lane.
  @Test func liveCardDragAndLaneMoveOnABoard() {
    let (host, c) = arrivalBoard([("l0", ["a", "b"]), ("l1", ["c", "d"])], live)
    c.select(at: lc(1, 1))
    // Press d (lane 1, second card), move it over a (lane 0, first card).
    c.handle(.down(Point(x: 440, y: 130), time: 0))
    c.handle(.tick(time: 0.5))
    c.handle(.move(Point(x: 140, y: 70), time: 0.6))
    #expect(
      host.take() == [
        "willMove [1, 1]", "didMove [1, 1] -> [0, 0]", "batch [1, 1]->[0, 0] deleting []",
      ])
    #expect(c.selectedIndexPaths == [lc(0, 0)])
    #expect(host.selectedTitles(c) == ["d"])
    c.handle(.up(Point(x: 140, y: 70), time: 0.7))
    #expect(host.selectedTitles(c) == ["d"])
    // Lift lane 0 by its header and carry it right, past lane 1.
    c.handle(.down(Point(x: 140, y: 20), time: 2))
    c.handle(.tick(time: 2.5))
    c.handle(.move(Point(x: 440, y: 20), time: 2.6))
    #expect(host.log.contains("didMoveLane 0 -> 1"))
    #expect(c.selectedIndexPaths == [lc(1, 0)])
    #expect(host.selectedTitles(c) == ["d"])
    c.handle(.up(Point(x: 440, y: 20), time: 2.7))
    #expect(host.selectedTitles(c) == ["d"])
    #expect(host.mismatches == [])
  }
}
