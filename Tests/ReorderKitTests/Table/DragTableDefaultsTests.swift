import Foundation
import ReorderCore
import ReorderKit
import Testing

/// A host that implements only what it needs: every optional method has a default.
@MainActor
final class MinimalSource: DragTableDataSource {
  var data: [[String]]
  init(_ data: [[String]]) { self.data = data }
  func sections(in dragTable: DragTableController<String>) -> [[String]] { data }
}

@MainActor
final class MovesOnly: DragDelegate {
  var moves: [[IndexPath]] = []
  func dragController(
    _ dragTable: DragTableController<String>, didMoveItemFrom source: IndexPath,
    to destination: IndexPath
  ) {
    moves.append([source, destination])
  }
}

@MainActor
@Suite struct DragTableDefaultsTests {
  @Test func dataSourceAloneReordersWithDefaultExtents() {
    let source = MinimalSource([["a", "b", "c"]])
    let table = DragTableController(
      dataSource: source, viewport: testViewport, configuration: DragConfiguration())
    table.itemExtent = 44
    #expect(
      table.renderState.items.map(\.cgFrame)
        == (0..<3).map { CGRect(x: 0, y: 44 * Double($0), width: 320, height: 44) })
    table.dragRow(0, through: [1, 2])
    #expect(table.sections == [["b", "c", "a"]])
  }

  @Test func delegateWithOneMethodHearsOnlyThat() {
    let source = MinimalSource([["a", "b", "c"]])
    let delegate = MovesOnly()
    let table = DragTableController(
      dataSource: source, delegate: delegate, viewport: testViewport,
      configuration: DragConfiguration())
    table.dragRow(2, through: [1, 0])
    #expect(delegate.moves == [[ip(0, 2), ip(0, 1)], [ip(0, 1), ip(0, 0)]])
    #expect(table.sections == [["c", "a", "b"]])
  }

  @Test func itemExtentTakesEffectAtTheNextReload() {
    let source = MinimalSource([["a", "b"]])
    let table = DragTableController(
      dataSource: source, viewport: testViewport, configuration: DragConfiguration())
    table.itemExtent = 60
    #expect(table.renderState.cgContentSize.height == 88)
    table.reloadData()
    #expect(table.renderState.cgContentSize.height == 120)
  }
}
