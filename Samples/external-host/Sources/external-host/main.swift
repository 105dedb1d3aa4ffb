import Foundation
import ReorderKit

// Runs the same pointer drag and the same keyboard drag on a table and on a one-column grid of
// the same geometry, and prints what each delegate heard: the two stories must be equal.

/// The data and the story of one host: the same callbacks whatever the controller, written once
/// over the controller type.
@MainActor
class Host<Controller: ReorderController>: DragDataSource, DragDelegate
where Controller.Item == String {
  var data = [["a", "b", "c", "d"]]
  var lines: [String] = []
  func add(_ line: String) { lines.append(line) }
  func sections(in controller: Controller) -> [[String]] { data }
  func dragController(_ controller: Controller, newDataSourceAfterMove sections: [[String]]) {
    data = sections
  }
  func dragController(_ controller: Controller, willMoveItemAt indexPath: IndexPath) {
    add("willMove \(indexPath)")
  }
  func dragController(
    _ controller: Controller, didMoveItemFrom source: IndexPath, to destination: IndexPath
  ) { add("didMove \(source) -> \(destination)") }
  func dragController(_ controller: Controller, didEndMovingItemAt indexPath: IndexPath) {
    add("didEnd \(indexPath) \(data)")
  }
  func dragController(
    _ controller: Controller, announce text: String, for announcement: Announcement
  ) { add("announce \(text)") }
}

final class TableHost: Host<DragTableController<String>>, DragTableDataSource {}

final class GridHost: Host<DragGridController<String>>, DragGridDataSource, DragGridDelegate {}

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
  for line in tableHost.lines { print("  " + line) }
  print("grid:")
  for line in gridHost.lines { print("  " + line) }
  let same = tableHost.lines == gridHost.lines && !tableHost.lines.isEmpty
  print(same ? "same story: yes" : "same story: NO")
  return same ? 0 : 1
}

exit(MainActor.assumeIsolated { main() })
