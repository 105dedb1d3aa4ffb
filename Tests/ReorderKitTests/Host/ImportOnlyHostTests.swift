import Foundation
import ReorderKit
import Testing

// This file imports ReorderKit alone (no ReorderCore): every type a host needs must come
// through it. A list and a grid, each driven by pointer and by keyboard, must tell their
// delegates the same story.

/// The story a host hears, one line per callback.
@MainActor
final class StoryLog {
  var lines: [String] = []
}

/// A host of either controller: its data, and the story its delegate hears.
@MainActor
class StoryHost<Controller: ReorderController>: DragDataSource, DragDelegate
where Controller.Item == String {
  var data: [[String]]
  let story = StoryLog()
  init(_ data: [[String]]) { self.data = data }

  func sections(in controller: Controller) -> [[String]] { data }
  func dragController(_ controller: Controller, newDataSourceAfterMove sections: [[String]]) {
    data = sections
    story.lines.append("newData \(sections)")
  }
  func dragController(_ controller: Controller, willMoveItemAt indexPath: IndexPath) {
    story.lines.append("willMove \(indexPath)")
  }
  func dragController(
    _ controller: Controller, didMoveItemFrom source: IndexPath, to destination: IndexPath
  ) {
    story.lines.append("didMove \(source) \(destination)")
  }
  func dragController(_ controller: Controller, didEndMovingItemAt indexPath: IndexPath) {
    story.lines.append("didEnd \(indexPath)")
  }
  func dragController(
    _ controller: Controller, announce text: String, for announcement: Announcement
  ) {
    story.lines.append("announce \(text)")
  }
}

/// The list's host.
final class ListHost: StoryHost<DragTableController<String>>, DragTableDataSource {}

/// The grid's host.
final class GridHost: StoryHost<DragGridController<String>>, DragGridDataSource, DragGridDelegate {}

@MainActor
@Suite struct ImportOnlyHostTests {
  /// "a b c d" as a list of rows 100 points tall and as a one-column grid of 100-point cells, in
  /// a 100 × 400 viewport: the same geometry.
  static func listAndGrid() -> (
    ListHost, DragTableController<String>, GridHost, DragGridController<String>
  ) {
    let viewport = Viewport(size: Size(width: 100, height: 400))
    let list = ListHost([["a", "b", "c", "d"]])
    let table = DragTableController(dataSource: list, delegate: list, viewport: viewport)
    table.itemExtent = 100
    table.reloadData()
    let grid = GridHost([["a", "b", "c", "d"]])
    let cells = DragGridController(
      dataSource: grid, delegate: grid, sizing: .columns(1, aspectRatio: 1), viewport: viewport)
    return (list, table, grid, cells)
  }

  /// A list of rows 100 points tall and a one-column grid of 100-point cells have the same
  /// geometry: the same pointer drag moves the same item to the same place.
  @Test func pointerDragTellsTheSameStoryOnBothControllers() {
    let (list, table, grid, cells) = Self.listAndGrid()
    for controller in [table, cells] as [DragController<String>] {
      controller.pointerDown(at: .viewport(CGPoint(x: 50, y: 50)), time: 0)
      controller.tick(time: 0.6)
      controller.pointerMoved(to: .viewport(CGPoint(x: 50, y: 150)), time: 0.7)
      controller.pointerMoved(to: .viewport(CGPoint(x: 50, y: 250)), time: 0.8)
      controller.pointerUp(at: .viewport(CGPoint(x: 50, y: 250)), time: 0.9)
    }
    let expected = [
      "willMove [0, 0]", "didMove [0, 0] [0, 2]", #"newData [["b", "c", "a", "d"]]"#,
      "didEnd [0, 2]",
    ]
    #expect(list.story.lines == expected)
    #expect(grid.story.lines == expected)
    #expect(table.sections == [["b", "c", "a", "d"]])
    #expect(cells.sections == [["b", "c", "a", "d"]])
  }

  @Test func keyboardDragTellsTheSameStoryOnBothControllers() {
    let (list, table, grid, cells) = Self.listAndGrid()
    for controller in [table, cells] as [DragController<String>] {
      #expect(controller.handle(.pickUp(ItemPath(section: 0, item: 1))))
      #expect(controller.handle(.move(.down)))
      #expect(controller.handle(.move(.toSectionEnd)))
      #expect(controller.handle(.drop))
      #expect(controller.handle(.drop) == false)
    }
    let expected = [
      "willMove [0, 1]", "announce Picked up the item at position 2 of 4 in Section 1",
      "announce Moved to position 3 of 4 in Section 1",
      "announce Moved to position 4 of 4 in Section 1", "didMove [0, 1] [0, 3]",
      #"newData [["a", "c", "d", "b"]]"#, "didEnd [0, 3]",
      "announce Dropped at position 4 of 4 in Section 1",
    ]
    #expect(list.story.lines == expected)
    #expect(grid.story.lines == expected)
  }
}
