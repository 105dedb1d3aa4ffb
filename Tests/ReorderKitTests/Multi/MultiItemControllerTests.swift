import Foundation
import ReorderCore
import ReorderKit
import Testing

private typealias MultiTableHost = ArrivalHost<DragTableController<Card>>
private typealias MultiGridHost = ArrivalHost<DragGridController<Card>>

@MainActor
private func makeTable(_ host: MultiTableHost) -> DragTableController<Card> {
  DragTableController(dataSource: host, delegate: host, viewport: testViewport)
}

/// Presses at `y` (viewport, x = 160) at `time` and holds for the long press.
@MainActor
private func press(_ controller: DragController<Card>, y: Double, at time: Double) {
  controller.pointerDown(at: .viewport(CGPoint(x: 160, y: y)), time: time)
  controller.tick(time: time + 0.6)
}

/// Moves through every y in `ys` (x = 160), 0.01 s apart from `time`.
@MainActor
private func move(_ controller: DragController<Card>, through ys: [Double], from time: Double) {
  for (k, y) in ys.enumerated() {
    controller.pointerMoved(to: .viewport(CGPoint(x: 160, y: y)), time: time + Double(k) * 0.01)
  }
}

/// A host over one card per title, a table controller over it, and the items at `selected`
/// selected in turn.
@MainActor
private func selectingTable(
  _ titles: [[String]], _ selected: [IndexPath]
) -> (MultiTableHost, DragTableController<Card>) {
  let host = MultiTableHost(cards(titles), label: \.title)
  let table = makeTable(host)
  for path in selected { table.select(at: path) }
  return (host, table)
}

/// Expects the host's data to hold `titles`, the controller to show the same data, and the
/// controller's selection to be `selection`.
@MainActor
private func expectData<C>(
  _ host: ArrivalHost<C>, _ controller: DragController<Card>, _ titles: [[String]],
  selection: [IndexPath], sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(host.titles == titles, sourceLocation: sourceLocation)
  #expect(controller.sections.map { $0.map(\.title) } == titles, sourceLocation: sourceLocation)
  #expect(controller.selectedIndexPaths == selection, sourceLocation: sourceLocation)
}

private func path(_ section: Int, _ item: Int) -> ItemPath {
  ItemPath(section: section, item: item)
}

@MainActor
@Suite struct MultiItemControllerTests {
  /// B, D (section 0) and F (section 1) move as one block to the end of section 1: one
  /// willMoveItems, targets in the data without the block, one batch at the drop (which the
  /// host applies as UIKit's performBatchUpdates), the new data once, then the end.
  @Test func nonAdjacentBlockAcrossTwoSections() {
    let host = MultiTableHost(cards([["A", "B", "C", "D"], ["E", "F", "G"]]), label: \.title)
    let table = makeTable(host)
    #expect(table.select(at: ip(0, 1)) == .selected(path(0, 1)))
    #expect(table.select(at: ip(0, 3)) == .selected(path(0, 3)))
    #expect(table.select(at: ip(1, 1)) == .selected(path(1, 1)))
    #expect(table.select(at: ip(1, 1)) == .unchanged(path(1, 1)))
    #expect(table.selectedIndexPaths == [ip(0, 1), ip(0, 3), ip(1, 1)])
    press(table, y: rowY(1), at: 0)
    move(table, through: [rowY(2), rowY(4), rowY(6)], from: 0.7)
    table.pointerUp(at: .viewport(CGPoint(x: 160, y: rowY(6))), time: 2)
    #expect(
      host.take() == [
        "willMoveItems [0, 1] [0, 3] [1, 1]", "target [0, 2]", "target [1, 2]",
        "didMoveItems [0, 1] [0, 3] [1, 1] -> [1, 2] [1, 3] [1, 4]", "newData AC|EGBDF",
        "ended [1, 2]",
      ])
    expectData(host, table, [["A", "C"], ["E", "G", "B", "D", "F"]], selection: [])
  }

  /// The block travels past a pinned item (no step is declined while it travels); a drop
  /// that would shift the pinned item is declined and cancelled (the selection stays), one
  /// that keeps it at its index goes through.
  @Test func blockPastPinnedItem() {
    let host = MultiTableHost(cards([["A", "B", "C", "D", "E", "F"]]), label: \.title)
    host.pinned = ["B"]
    let table = makeTable(host)
    #expect(table.select(at: ip(0, 1)) == .refused(.pinned))
    table.select(at: ip(0, 4))
    table.select(at: ip(0, 5))
    press(table, y: rowY(4), at: 0)
    move(table, through: [rowY(3), rowY(2), rowY(1), rowY(0)], from: 0.7)
    table.pointerUp(at: .viewport(CGPoint(x: 160, y: rowY(0))), time: 2)
    #expect(
      host.take() == [
        "willMoveItems [0, 4] [0, 5]", "target [0, 3]", "target [0, 2]", "target [0, 1]",
        "target [0, 0]", "declined [0, 0] pinned", "cancelled [0, 4] cancelled",
      ])
    #expect(host.titles == [["A", "B", "C", "D", "E", "F"]])
    #expect(table.selectedIndexPaths == [ip(0, 4), ip(0, 5)])

    press(table, y: rowY(4), at: 10)
    move(table, through: [rowY(3), rowY(2)], from: 10.7)
    table.pointerUp(at: .viewport(CGPoint(x: 160, y: rowY(2))), time: 12)
    #expect(
      host.take() == [
        "willMoveItems [0, 4] [0, 5]", "target [0, 3]", "target [0, 2]",
        "didMoveItems [0, 4] [0, 5] -> [0, 2] [0, 3]", "newData ABEFCD", "ended [0, 2]",
      ])
    expectData(host, table, [["A", "B", "E", "F", "C", "D"]], selection: [])
  }

  /// A cancel puts every item back: no data callback, the pressed item's cancel, the
  /// selection kept.
  @Test func blockCancelled() {
    let (host, table) = selectingTable([["A", "B", "C", "D", "E"]], [ip(0, 0), ip(0, 2)])
    press(table, y: rowY(2), at: 0)
    move(table, through: [rowY(3), rowY(4)], from: 0.7)
    table.pointerCancelled(time: 1)
    #expect(
      host.take() == [
        "willMoveItems [0, 0] [0, 2]", "target [0, 2]", "target [0, 3]",
        "cancelled [0, 2] cancelled",
      ])
    expectData(host, table, [["A", "B", "C", "D", "E"]], selection: [ip(0, 0), ip(0, 2)])
    #expect(!table.isDragging)
  }

  /// A grid (live commit for single drags) moves a block along reading order, committing at the
  /// drop.
  @Test func blockInAGrid() {
    let host = MultiGridHost(
      cards([["a", "b", "c", "d", "e", "f", "g", "h", "i"]]), label: \.title)
    let grid = DragGridController(
      dataSource: host, delegate: host, sizing: .columns(3, aspectRatio: 1),
      spacing: GridSpacing(item: 10, line: 10),
      viewport: Viewport(size: Size(width: 320, height: 480)),
      configuration: GridEditingConfiguration())
    _ = host.take()
    #expect(grid.select(at: ip(0, 0)) == .selected(path(0, 0)))
    // The pointer input: toggles the cell under the point (c, at the top right).
    #expect(
      grid.select(atPoint: .viewport(CGPoint(x: 270, y: 50)), time: 0) == .selected(path(0, 2)))
    #expect(grid.selectedIndexPaths == [ip(0, 0), ip(0, 2)])
    grid.pointerDown(at: .viewport(CGPoint(x: 50, y: 50)), time: 1)
    grid.tick(time: 1.6)
    grid.pointerMoved(to: .viewport(CGPoint(x: 160, y: 160)), time: 1.7)
    grid.pointerMoved(to: .viewport(CGPoint(x: 160, y: 270)), time: 1.8)
    let during = host.titles
    grid.pointerUp(at: .viewport(CGPoint(x: 160, y: 270)), time: 1.9)
    #expect(
      host.take() == [
        "willMoveItems [0, 0] [0, 2]", "target [0, 3]", "target [0, 6]",
        "didMoveItems [0, 0] [0, 2] -> [0, 6] [0, 7]", "newData bdefghaci", "ended [0, 6]",
      ])
    #expect(during == [["a", "b", "c", "d", "e", "f", "g", "h", "i"]])
    expectData(host, grid, [["b", "d", "e", "f", "g", "h", "a", "c", "i"]], selection: [])
  }

  /// Identifiable items: the selection follows its items by `id` through a reload that
  /// reorders and removes; a removed item leaves it.
  @Test func selectionFollowsIdentityThroughAReload() {
    let (host, table) = selectingTable(
      [["A", "B", "C", "D", "E"]], [ip(0, 1), ip(0, 3), ip(0, 4)])
    host.data[0].reverse()  // E D C B A
    host.data[0].remove(at: 0)  // D C B A
    table.reloadData()
    #expect(table.selectedIndexPaths == [ip(0, 0), ip(0, 2)])
    #expect(table.selectedIndexPaths.map { table.item(at: $0)?.title } == ["D", "B"])
    // The followed selection lifts as a block.
    press(table, y: rowY(0), at: 0)
    table.pointerUp(at: .viewport(CGPoint(x: 160, y: rowY(0))), time: 1)
    #expect(
      host.take() == [
        "willMoveItems [0, 0] [0, 2]", "didMoveItems [0, 0] [0, 2] -> [0, 0] [0, 1]",
        "newData DBCA", "ended [0, 0]",
      ])
    #expect(host.titles == [["D", "B", "C", "A"]])
  }

  /// Items without identity: a plain reload keeps the selection by position (dropping
  /// positions past the end); batch updates carry it along.
  @Test func selectionWithoutIdentityFollowsPositionsAndUpdates() {
    let host = ArrivalHost<DragTableController<String>>([["A", "B", "C", "D"]], label: { $0 })
    let table = DragTableController(dataSource: host, delegate: host, viewport: testViewport)
    table.select(at: ip(0, 1))
    table.select(at: ip(0, 3))
    host.data[0].insert("Z", at: 0)  // Z A B C D
    table.performBatchUpdates([.insertItem(at: ip(0, 0))])
    #expect(table.selectedIndexPaths == [ip(0, 2), ip(0, 4)])
    host.data[0].removeLast()  // Z A B C
    table.reloadData()
    #expect(table.selectedIndexPaths == [ip(0, 2)])
  }

  /// The delegate's veto, pinned items, out-of-range positions, deselecting and clearing.
  @Test func refusalsAndClearing() {
    let host = MultiTableHost(cards([["A", "B", "C"]]), label: \.title)
    host.unselectable = ["C"]
    host.pinned = ["A"]
    let table = makeTable(host)
    #expect(table.select(at: ip(0, 2)) == .refused(.policy))
    #expect(table.select(at: ip(0, 0)) == .refused(.pinned))
    #expect(table.select(at: ip(0, 3)) == .refused(.notAnItem))
    #expect(table.select(at: IndexPath(index: 0)) == .refused(.notAnItem))
    #expect(
      table.select(atPoint: .viewport(CGPoint(x: 160, y: 400)), time: 0) == .refused(.notAnItem))
    #expect(
      table.select(atPoint: .content(CGPoint(x: 160, y: rowY(1))), time: 0) == .selected(path(0, 1))
    )
    #expect(table.deselect(at: ip(0, 1)) == .deselected(path(0, 1)))
    #expect(table.deselect(at: ip(0, 1)) == .unchanged(path(0, 1)))
    table.select(at: ip(0, 1))
    // During a press, the selection does not change.
    table.pointerDown(at: .viewport(CGPoint(x: 160, y: rowY(2))), time: 1)
    #expect(table.deselect(at: ip(0, 1)) == .refused(.busy))
    #expect(
      table.select(atPoint: .viewport(CGPoint(x: 160, y: rowY(2))), time: 1.1) == .refused(.busy))
    #expect(!table.clearSelection())
    table.pointerUp(at: .viewport(CGPoint(x: 160, y: rowY(2))), time: 1.2)
    #expect(table.clearSelection())
    #expect(table.selectedIndexPaths == [])
    #expect(host.take() == ["tap [0, 2]"])
  }

  /// The keyboard: toggle two items (announced with the count), pick up a selected one (the
  /// block lifts), move, drop.
  @Test func keyboardFlow() {
    let host = MultiTableHost(cards([["A", "B", "C", "D", "E"]]), label: \.title)
    host.logsAnnouncements = true
    let table = makeTable(host)
    #expect(table.toggleSelection(ofFocusedItemAt: ip(0, 0)))
    #expect(table.toggleSelection(ofFocusedItemAt: ip(0, 2)))
    #expect(table.toggleSelection(ofFocusedItemAt: ip(0, 2)))
    #expect(table.toggleSelection(ofFocusedItemAt: ip(0, 1)))
    #expect(!table.toggleSelection(ofFocusedItemAt: ip(0, 9)))
    #expect(table.selectedIndexPaths == [ip(0, 0), ip(0, 1)])
    table.handle(.pickUp(path(0, 1)))
    table.handle(.move(.down))
    table.handle(.move(.down))
    table.handle(.drop)
    #expect(
      host.take() == [
        "announce Selected position 1 of 5 in Section 1, 1 item selected",
        "announce Selected position 3 of 5 in Section 1, 2 items selected",
        "announce Deselected position 3 of 5 in Section 1, 1 item selected",
        "announce Selected position 2 of 5 in Section 1, 2 items selected",
        "willMoveItems [0, 0] [0, 1]", "announce Picked up 2 items, position 1 of 5 in Section 1",
        "target [0, 1]", "announce Moved to position 2 of 5 in Section 1", "target [0, 2]",
        "announce Moved to position 3 of 5 in Section 1",
        "didMoveItems [0, 0] [0, 1] -> [0, 2] [0, 3]", "newData CDABE", "ended [0, 2]",
        "announce Dropped 2 items at position 3 of 5 in Section 1",
      ])
    #expect(host.titles == [["C", "D", "A", "B", "E"]])
    #expect(table.sections.map { $0.map(\.title) } == host.titles)
  }

  /// A reload during a multi-item drag ends it (`reloadedDuringDrag`, no position); the
  /// selection follows its items into the new data. Selection calls from inside a callback are
  /// refused.
  @Test func reloadDuringABlockDrag() {
    let (host, table) = selectingTable([["A", "B", "C", "D"]], [ip(0, 0), ip(0, 2)])
    press(table, y: rowY(0), at: 0)
    #expect(table.isDragging)
    #expect(table.select(at: ip(0, 3)) == .refused(.busy))
    host.data[0].insert(Card(id: 99, title: "Z"), at: 0)  // Z A B C D
    table.reloadData()
    #expect(
      host.take() == ["willMoveItems [0, 0] [0, 2]", "cancelled nil reloadedDuringDrag"])
    #expect(!table.isDragging)
    #expect(table.selectedIndexPaths == [ip(0, 1), ip(0, 3)])
    #expect(table.sections.map { $0.map(\.title) } == [["Z", "A", "B", "C", "D"]])
  }

  /// A block from one section is also told as SwiftUI's `onMove` says it: applied with
  /// `move(fromOffsets:toOffset:)`, the offsets give the same order.
  @Test func blockInOneSectionAlsoToldAsOffsets() {
    let host = MultiTableHost(cards([["A", "B", "C", "D", "E", "F"]]), label: \.title)
    host.logsOffsets = true
    let table = makeTable(host)
    table.select(at: ip(0, 0))
    table.select(at: ip(0, 2))
    table.select(at: ip(0, 5))
    press(table, y: rowY(2), at: 0)
    move(table, through: [rowY(3), rowY(4)], from: 0.7)
    table.pointerUp(at: .viewport(CGPoint(x: 160, y: rowY(4))), time: 2)
    let log = host.take()
    #expect(
      log == [
        "willMoveItems [0, 0] [0, 2] [0, 5]", "target [0, 2]",
        "didMoveItems [0, 0] [0, 2] [0, 5] -> [0, 2] [0, 3] [0, 4]", "offsets [0, 2, 5] -> 4 in 0",
        "newData BDACFE", "ended [0, 2]",
      ])
    var swiftUI = ["A", "B", "C", "D", "E", "F"]
    swiftUI.move(fromOffsets: IndexSet([0, 2, 5]), toOffset: 4)
    #expect(swiftUI == host.titles[0])
    #expect(host.titles == [["B", "D", "A", "C", "F", "E"]])
  }
}
