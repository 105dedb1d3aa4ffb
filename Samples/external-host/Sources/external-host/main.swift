import Foundation
import ReorderKit

// Runs the same pointer drag and the same keyboard drag on a table and on a one-column grid of
// the same geometry, and prints what each delegate heard: the two stories must be equal.

@MainActor
final class Story {
  var lines: [String] = []
  func add(_ line: String) { lines.append(line) }
}

@MainActor
final class TableHost: DragTableDataSource, DragDelegate {
  var data = [["a", "b", "c", "d"]]
  let story = Story()
  func sections(in controller: DragTableController<String>) -> [[String]] { data }
  func dragController(
    _ controller: DragTableController<String>, newDataSourceAfterMove sections: [[String]]
  ) { data = sections }
  func dragController(
    _ controller: DragTableController<String>, willMoveItemAt indexPath: IndexPath
  ) { story.add("willMove \(indexPath)") }
  func dragController(
    _ controller: DragTableController<String>, didMoveItemFrom source: IndexPath,
    to destination: IndexPath
  ) { story.add("didMove \(source) -> \(destination)") }
  func dragController(
    _ controller: DragTableController<String>, didEndMovingItemAt indexPath: IndexPath
  ) { story.add("didEnd \(indexPath) \(data)") }
  func dragController(
    _ controller: DragTableController<String>, announce text: String, for announcement: Announcement
  ) { story.add("announce \(text)") }
}

@MainActor
final class GridHost: DragGridDataSource, DragGridDelegate {
  var data = [["a", "b", "c", "d"]]
  let story = Story()
  func sections(in controller: DragGridController<String>) -> [[String]] { data }
  func dragController(
    _ controller: DragGridController<String>, newDataSourceAfterMove sections: [[String]]
  ) { data = sections }
  func dragController(_ controller: DragGridController<String>, willMoveItemAt indexPath: IndexPath)
  { story.add("willMove \(indexPath)") }
  func dragController(
    _ controller: DragGridController<String>, didMoveItemFrom source: IndexPath,
    to destination: IndexPath
  ) { story.add("didMove \(source) -> \(destination)") }
  func dragController(
    _ controller: DragGridController<String>, didEndMovingItemAt indexPath: IndexPath
  ) { story.add("didEnd \(indexPath) \(data)") }
  func dragController(
    _ controller: DragGridController<String>, announce text: String, for announcement: Announcement
  ) { story.add("announce \(text)") }
}

@MainActor
func drive(_ controller: DragController<String>) {
  controller.pointerDown(at: .viewport(CGPoint(x: 50, y: 50)), time: 0)
  controller.tick(time: 0.6)
  controller.pointerMoved(to: .viewport(CGPoint(x: 50, y: 250)), time: 0.7)
  controller.pointerUp(at: .viewport(CGPoint(x: 50, y: 250)), time: 0.8)
  controller.handle(.pickUp(ItemPath(section: 0, item: 0)))
  controller.handle(.move(.down))
  controller.handle(.drop)
}

@MainActor
func main() -> Int32 {
  let viewport = Viewport(size: Size(width: 100, height: 400))
  let tableHost = TableHost()
  let table = DragTableController(dataSource: tableHost, delegate: tableHost, viewport: viewport)
  table.itemExtent = 100
  table.reloadData()
  let gridHost = GridHost()
  let grid = DragGridController(
    dataSource: gridHost, delegate: gridHost, sizing: .columns(1, aspectRatio: 1),
    viewport: viewport)
  drive(table)
  drive(grid)
  print("table:")
  for line in tableHost.story.lines { print("  " + line) }
  print("grid:")
  for line in gridHost.story.lines { print("  " + line) }
  let same = tableHost.story.lines == gridHost.story.lines && !tableHost.story.lines.isEmpty
  print(same ? "same story: yes" : "same story: NO")
  return same ? 0 : 1
}

exit(MainActor.assumeIsolated { main() })
