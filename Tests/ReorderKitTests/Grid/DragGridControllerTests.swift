import Foundation
import ReorderCore
import ReorderKit
import Testing

private struct Icon: Identifiable {
  let id: String
}

private func text(_ p: IndexPath?) -> String {
  guard let p else { return "nil" }
  return "[\(p[0]), \(p[1])]"
}

/// A host that keeps its own data, answers per-cell questions from it (by position, at the time
/// of the call) and logs every callback.
@MainActor
private final class IconHost: DragGridDataSource, DragGridDelegate {
  typealias Item = Icon

  var data: [[Icon]]
  var log = [String]()
  var fixed: Set<String> = []
  var still: Set<String> = []
  var locked: Set<String> = []
  var onCornerButton: ((DragGridController<Icon>, IndexPath) -> Void)?
  var onMove: ((DragGridController<Icon>) -> Void)?

  init(_ ids: [[String]]) {
    data = ids.map { $0.map(Icon.init) }
  }

  func id(_ p: IndexPath) -> String { data[p[0]][p[1]].id }
  var ids: [[String]] { data.map { $0.map(\.id) } }

  func sections(in dragGrid: DragGridController<Icon>) -> [[Icon]] { data }

  func dragController(
    _ dragGrid: DragGridController<Icon>, newDataSourceAfterMove sections: [[Icon]]
  ) {
    log.append("newDataSource " + sections.map { $0.map(\.id).joined() }.joined(separator: "|"))
  }

  func dragController(_ dragGrid: DragGridController<Icon>, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    !fixed.contains(id(indexPath))
  }

  func dragController(_ dragGrid: DragGridController<Icon>, isPinnedItemAt indexPath: IndexPath)
    -> Bool
  {
    fixed.contains(id(indexPath))
  }

  func dragController(_ dragGrid: DragGridController<Icon>, canEditItemAt indexPath: IndexPath)
    -> Bool
  {
    !locked.contains(id(indexPath))
  }

  func dragController(_ dragGrid: DragGridController<Icon>, canShakeItemAt indexPath: IndexPath)
    -> Bool
  {
    !still.contains(id(indexPath))
  }

  func dragController(
    _ dragGrid: DragGridController<Icon>, editingScaleForItemAt indexPath: IndexPath
  ) -> CGFloat {
    id(indexPath) == "a" ? 1.5 : 1.1
  }

  func dragController(
    _ dragGrid: DragGridController<Icon>, cornerButtonForItemAt indexPath: IndexPath
  ) -> CornerButton? {
    CornerButton(size: Size(width: 20, height: 20), hitSize: Size(width: 44, height: 44))
  }

  func dragController(_ dragGrid: DragGridController<Icon>, didSelectItemAt indexPath: IndexPath) {
    log.append("didSelect \(text(indexPath))")
  }

  func dragController(
    _ dragGrid: DragGridController<Icon>, didTapCornerButtonOfItemAt indexPath: IndexPath
  ) {
    log.append("didTapCornerButton \(text(indexPath))")
    onCornerButton?(dragGrid, indexPath)
  }

  func dragControllerDidBeginEditing(_ dragGrid: DragGridController<Icon>) {
    log.append("didBeginEditing")
  }

  func dragControllerDidEndEditing(_ dragGrid: DragGridController<Icon>) {
    log.append("didEndEditing")
  }

  func dragController(_ dragGrid: DragGridController<Icon>, didResizeTo contentSize: CGSize) {
    log.append("didResize \(Int(contentSize.width))x\(Int(contentSize.height))")
  }

  func dragController(_ dragGrid: DragGridController<Icon>, willMoveItemAt indexPath: IndexPath) {
    log.append("willMove \(text(indexPath))")
  }

  func dragController(
    _ dragGrid: DragGridController<Icon>, didMoveItemFrom source: IndexPath,
    to destination: IndexPath
  ) {
    let icon = data[source[0]].remove(at: source[1])
    data[destination[0]].insert(icon, at: destination[1])
    log.append("didMove \(text(source)) -> \(text(destination))")
    onMove?(dragGrid)
  }

  func dragController(_ dragGrid: DragGridController<Icon>, didChangeTargetTo indexPath: IndexPath?)
  {
    log.append("didChangeTarget \(text(indexPath))")
  }

  func dragController(_ dragGrid: DragGridController<Icon>, didEndMovingItemAt indexPath: IndexPath)
  {
    log.append("didEnd \(text(indexPath))")
  }

  func dragController(
    _ dragGrid: DragGridController<Icon>, didCancelMovingItemAt indexPath: IndexPath?,
    reason: DragCancelReason
  ) {
    log.append("didCancel \(text(indexPath)) \(reason)")
  }

  /// Takes the log so far.
  func take() -> [String] {
    defer { log = [] }
    return log
  }
}

private let letters = [["a", "b", "c", "d", "e", "f", "g", "h", "i"]]

extension DragGridController {
  /// Presses at (`x`, `y`) (viewport coordinates) at `time` and holds for 0.6 s, past the long
  /// press, with a tick.
  func longPress(atX x: Double, y: Double, time: Double) {
    pointerDown(at: .viewport(CGPoint(x: x, y: y)), time: time)
    tick(time: time + 0.6)
  }
}

/// A fresh grid of `letters` (its setup callbacks taken) with `a` lifted by a long press at
/// (50, 50) and moved to (`x`, 50) at time 1.7 (viewport coordinates).
@MainActor
private func gridDraggingA(toX x: Double) -> (IconHost, DragGridController<Icon>) {
  let host = IconHost(letters)
  let grid = makeGrid(host)
  _ = host.take()
  grid.longPress(atX: 50, y: 50, time: 1)
  grid.pointerMoved(to: .viewport(CGPoint(x: x, y: 50)), time: 1.7)
  return (host, grid)
}

@MainActor
private func makeGrid(_ host: IconHost) -> DragGridController<Icon> {
  DragGridController(
    dataSource: host, delegate: host, sizing: .columns(3, aspectRatio: 1),
    spacing: GridSpacing(item: 10, line: 10),
    viewport: Viewport(size: Size(width: 320, height: 480)),
    configuration: GridEditingConfiguration())
}

@MainActor
@Suite struct DragGridControllerTests {
  @Test func creationReadsAndResizes() {
    let host = IconHost(letters)
    let grid = makeGrid(host)
    #expect(host.take() == ["didResize 320x320"])
    #expect(grid.numberOfSections == 1)
    #expect(grid.numberOfItems(inSection: 0) == 9)
    #expect(grid.item(at: ip(0, 4))?.id == "e")
    #expect(grid.item(at: ip(0, 9)) == nil)
    #expect(grid.item(at: IndexPath(index: 0)) == nil)
    #expect(grid.contentSize == CGSize(width: 320, height: 320))
  }

  /// Seed 002's whole flow through the controller, every callback in order.
  @Test func wholeEditingFlow() {
    let host = IconHost(letters)
    let grid = makeGrid(host)
    _ = host.take()
    grid.pointerDown(at: .viewport(CGPoint(x: 160, y: 50)), time: 0)
    grid.pointerUp(at: .viewport(CGPoint(x: 160, y: 50)), time: 0.1)
    #expect(host.take() == ["didSelect [0, 1]"])

    grid.longPress(atX: 50, y: 50, time: 1)
    #expect(host.take() == ["didBeginEditing", "willMove [0, 0]"])
    #expect(grid.isEditing && grid.isDragging)
    grid.pointerMoved(to: .viewport(CGPoint(x: 160, y: 160)), time: 1.7)
    #expect(host.take() == ["didMove [0, 0] -> [0, 4]"])
    #expect(grid.item(at: ip(0, 4))?.id == "a")
    grid.pointerUp(at: .viewport(CGPoint(x: 160, y: 160)), time: 1.8)
    #expect(host.take() == ["newDataSource bcdeafghi", "didEnd [0, 4]"])
    #expect(grid.isEditing && !grid.isDragging)

    // Editing: a tap on a cell selects nothing; a corner button deletes (the host reloads from
    // inside the callback: queued, then run).
    grid.pointerDown(at: .viewport(CGPoint(x: 160, y: 50)), time: 3)
    grid.pointerUp(at: .viewport(CGPoint(x: 160, y: 50)), time: 3.1)
    #expect(host.take() == [])
    host.onCornerButton = { grid, indexPath in
      host.data[indexPath[0]].remove(at: indexPath[1])
      grid.reloadData()
      host.log.append("reload asked")
    }
    grid.pointerDown(at: .viewport(CGPoint(x: 215, y: 5)), time: 4)
    grid.pointerUp(at: .viewport(CGPoint(x: 215, y: 5)), time: 4.1)
    #expect(host.take() == ["didTapCornerButton [0, 2]", "reload asked", "didResize 320x320"])
    #expect(grid.sections.map { $0.map(\.id) } == [["b", "c", "e", "a", "f", "g", "h", "i"]])
    #expect(grid.isEditing)

    grid.pointerDown(at: .viewport(CGPoint(x: 160, y: 400)), time: 5)
    grid.pointerUp(at: .viewport(CGPoint(x: 160, y: 400)), time: 5.1)
    #expect(host.take() == ["didEndEditing"])
    #expect(!grid.isEditing)
  }

  /// Per-cell answers follow the cells, and each cell's jiggle phase travels with it.
  @Test func appearanceByCurrentPosition() {
    let host = IconHost(letters)
    host.still = ["c"]
    host.locked = ["i"]
    let grid = makeGrid(host)
    grid.beginEditing()
    #expect(host.take() == ["didResize 320x320", "didBeginEditing"])
    let bBefore = grid.appearance(ofItemAt: ip(0, 1), time: 2.5)
    #expect(bBefore.rotation != 0)
    #expect(abs(bBefore.rotation) <= Jiggle.threeDegrees)
    #expect(bBefore.cornerButton == Rect(CGRect(x: 100, y: -10, width: 20, height: 20)))

    grid.pointerDown(at: .viewport(CGPoint(x: 50, y: 50)), time: 3)
    grid.pointerMoved(to: .viewport(CGPoint(x: 160, y: 160)), time: 3.1)
    #expect(host.take() == ["willMove [0, 0]", "didMove [0, 0] -> [0, 4]"])
    // "a", held at (0, 4): its own scale. "b" now at (0, 0): same rotation as before the move.
    #expect(grid.appearance(ofItemAt: ip(0, 4), time: 2.5) == CellAppearance(scale: 1.5))
    let bAfter = grid.appearance(ofItemAt: ip(0, 0), time: 2.5)
    #expect(bAfter.rotation == bBefore.rotation)
    #expect(bAfter.cornerButton == Rect(CGRect(x: -10, y: -10, width: 20, height: 20)))
    // "c" at (0, 1) is still; "i" at (0, 8) shows no button.
    #expect(grid.appearance(ofItemAt: ip(0, 1), time: 2.5).rotation == 0)
    #expect(grid.appearance(ofItemAt: ip(0, 8), time: 2.5).cornerButton == nil)
    #expect(grid.appearance(ofItemAt: ip(3, 0), time: 2.5) == CellAppearance())

    grid.endEditing()
    #expect(
      host.take() == ["didMove [0, 4] -> [0, 0]", "didCancel [0, 0] cancelled", "didEndEditing"])
    #expect(host.ids == letters)
    #expect(grid.appearance(ofItemAt: ip(0, 1), time: 2.5) == CellAppearance())
  }

  /// Seed 003: a horizontal grid, its last "add" cell fixed, moved through the host's own
  /// gesture; the data source hears the move at the end.
  @Test func seed003InteractiveMovement() {
    let host = IconHost([["1", "2", "3", "4", "5", "6", "7", "8", "+"]])
    host.fixed = ["+"]
    let w = (375.0 - 2 * 8 - 2 * 20.5) / 3
    let grid = DragGridController(
      dataSource: host, delegate: host, axis: .horizontal,
      sizing: .itemSize(Size(width: w, height: w)), spacing: GridSpacing(item: 8, line: 8),
      sectionInset: EdgeInsets(left: 16, right: 16),
      viewport: Viewport(size: Size(width: 375, height: 350)),
      configuration: GridEditingConfiguration())
    #expect(host.take() == ["didResize 366x350"])
    #expect(grid.beginInteractiveMovement(at: ip(0, 8)) == false)
    #expect(grid.beginInteractiveMovement(at: ip(0, 0)))
    #expect(grid.beginInteractiveMovement(at: ip(0, 1)) == false)
    #expect(grid.updateInteractiveMovement(to: .viewport(CGPoint(x: 183, y: 175))))
    grid.updateInteractiveMovement(to: .viewport(CGPoint(x: 297, y: 297)))
    #expect(host.take() == ["willMove [0, 0]", "didChangeTarget [0, 4]"])
    #expect(host.ids == [["1", "2", "3", "4", "5", "6", "7", "8", "+"]])
    grid.endInteractiveMovement()
    #expect(
      host.take() == ["didMove [0, 0] -> [0, 4]", "newDataSource 23451678+", "didEnd [0, 4]"])
    #expect(host.ids == [["2", "3", "4", "5", "1", "6", "7", "8", "+"]])

    #expect(grid.beginInteractiveMovement(at: ip(0, 2)))
    grid.updateInteractiveMovement(to: .viewport(CGPoint(x: 297, y: 175)))
    grid.cancelInteractiveMovement()
    #expect(
      host.take() == ["willMove [0, 2]", "didChangeTarget [0, 7]", "didCancel [0, 2] cancelled"])
    #expect(host.ids == [["2", "3", "4", "5", "1", "6", "7", "8", "+"]])
  }

  /// Calls from inside a callback: pointer events are refused, reloads wait their turn.
  @Test func reentrancy() {
    let host = IconHost(letters)
    let grid = makeGrid(host)
    _ = host.take()
    var refused: Bool?
    host.onMove = { grid in
      refused = grid.pointerMoved(to: .viewport(CGPoint(x: 270, y: 270)), time: 9)
      #expect(grid.beginInteractiveMovement(at: ip(0, 1)) == false)
      #expect(grid.renderState.items.isEmpty == false)
    }
    grid.longPress(atX: 50, y: 50, time: 1)
    grid.pointerMoved(to: .viewport(CGPoint(x: 160, y: 50)), time: 1.7)
    #expect(refused == false)
    #expect(host.take() == ["didBeginEditing", "willMove [0, 0]", "didMove [0, 0] -> [0, 1]"])
    // A reload during the drag keeps it: the dragged cell is found again by its id.
    host.onMove = nil
    grid.reloadData()
    #expect(host.take() == ["didResize 320x320"])
    #expect(grid.isDragging)
    grid.pointerUp(at: .viewport(CGPoint(x: 160, y: 50)), time: 1.8)
    // The host's data after the reload already held the move: the drop changes nothing more.
    #expect(host.take() == ["didEnd [0, 1]"])
    #expect(grid.sections.map { $0.map(\.id) } == [["b", "a", "c", "d", "e", "f", "g", "h", "i"]])
  }

  /// The host inserts a cell before the dragged one mid-drag: the drag follows `a` by id to its
  /// new position and goes on; the drop lands where the pointer is, in the new data.
  @Test func reloadDuringADragFollowsTheCellById() {
    let (host, grid) = gridDraggingA(toX: 160)
    #expect(host.take() == ["didBeginEditing", "willMove [0, 0]", "didMove [0, 0] -> [0, 1]"])
    host.data[0].insert(Icon(id: "z"), at: 0)
    grid.reloadData()
    // `a` now stands at [0, 2]; the pointer is over the middle cell of the first row, [0, 1].
    #expect(host.take() == ["didMove [0, 2] -> [0, 1]", "didResize 320x430"])
    #expect(grid.isDragging)
    grid.pointerUp(at: .viewport(CGPoint(x: 160, y: 50)), time: 1.8)
    #expect(host.take() == ["newDataSource zabcdefghi", "didEnd [0, 1]"])
    #expect(host.ids == [["z", "a", "b", "c", "d", "e", "f", "g", "h", "i"]])
    #expect(grid.sections.map { $0.map(\.id) } == host.ids)
  }

  /// The host deletes the dragged cell mid-drag: the drag ends as a cancel that says so.
  @Test func reloadThatRemovesTheDraggedCellCancels() {
    let (host, grid) = gridDraggingA(toX: 160)
    _ = host.take()
    host.data[0].remove(at: 1)
    grid.reloadData()
    #expect(host.take() == ["didCancel nil itemRemoved", "didResize 320x320"])
    #expect(!grid.isDragging)
    #expect(grid.sections.map { $0.map(\.id) } == [["b", "c", "d", "e", "f", "g", "h", "i"]])
  }

  /// Seed 002's height helper.
  @Test func heightHelper() {
    #expect(
      DragGridController<Icon>.height(
        ofItemCount: 9, columns: 4, cellHeight: 77, lineSpacing: 4, margin: 10) == 259)
  }

  /// A data source that went away reads as no sections.
  @Test func releasedDataSource() {
    var host: IconHost? = IconHost(letters)
    let grid = makeGrid(host!)
    host = nil
    grid.reloadData()
    #expect(grid.numberOfSections == 0)
    #expect(grid.contentSize == CGSize(width: 320, height: 0))
  }
}

/// Cells without identity cannot be followed through a reload: the drag ends, saying why.
@MainActor
private final class PlainHost: DragGridDataSource, DragGridDelegate {
  typealias Item = String
  var data: [[String]] = [["a", "b", "c", "d"]]
  var log = [String]()
  func sections(in dragGrid: DragGridController<String>) -> [[String]] { data }
  func dragController(
    _ dragGrid: DragGridController<String>, didCancelMovingItemAt indexPath: IndexPath?,
    reason: DragCancelReason
  ) {
    log.append("didCancel \(text(indexPath)) \(reason)")
  }
}

@MainActor
@Suite struct DragGridControllerPlainItemTests {
  @Test func reloadDuringADragOfPlainItemsEndsIt() {
    let host = PlainHost()
    let grid = DragGridController(
      dataSource: host, delegate: host, sizing: .columns(2, aspectRatio: 1),
      viewport: Viewport(size: Size(width: 200, height: 400)),
      configuration: GridEditingConfiguration())
    grid.longPress(atX: 50, y: 50, time: 1)
    #expect(grid.isDragging)
    grid.reloadData()
    #expect(host.log == ["didCancel nil itemNotTracked"])
    #expect(!grid.isDragging)
  }
}

/// The grid has what the table has: a host-side cancel and batch updates that follow cells
/// without identity.
@MainActor
@Suite struct DragGridControllerParityTests {
  @Test func cancelDragPutsTheCellBack() {
    let (host, grid) = gridDraggingA(toX: 270)
    #expect(host.take() == ["didBeginEditing", "willMove [0, 0]", "didMove [0, 0] -> [0, 2]"])
    grid.cancelDrag()
    #expect(host.take() == ["didMove [0, 2] -> [0, 0]", "didCancel [0, 0] cancelled"])
    #expect(!grid.isDragging)
    #expect(grid.isEditing)
    #expect(host.ids == letters)
    #expect(grid.sections.map { $0.map(\.id) } == letters)
  }

  @Test func cancelDragFromACallbackWaitsItsTurn() {
    let host = IconHost(letters)
    let grid = makeGrid(host)
    _ = host.take()
    host.onMove = { grid in grid.cancelDrag() }
    grid.longPress(atX: 50, y: 50, time: 1)
    grid.pointerMoved(to: .viewport(CGPoint(x: 160, y: 50)), time: 1.7)
    host.onMove = nil
    #expect(
      host.take() == [
        "didBeginEditing", "willMove [0, 0]", "didMove [0, 0] -> [0, 1]",
        "didMove [0, 1] -> [0, 0]", "didCancel [0, 0] cancelled",
      ])
  }

  /// Cells without identity: the host says what it changed, and the drag follows its cell.
  @Test func batchUpdatesFollowAPlainCell() {
    let host = PlainHost()
    let grid = DragGridController(
      dataSource: host, delegate: host, sizing: .columns(2, aspectRatio: 1),
      viewport: Viewport(size: Size(width: 200, height: 400)))
    grid.longPress(atX: 150, y: 50, time: 1)
    #expect(grid.draggedIndexPath == ip(0, 1))
    host.data[0].insert("z", at: 0)
    grid.performBatchUpdates([.insertItem(at: ip(0, 0))])
    #expect(grid.isDragging)
    #expect(grid.draggedIndexPath == ip(0, 2))
    #expect(grid.draggedItem == "b")
    // The pointer still rests over the second cell: the drop puts `b` there.
    grid.pointerUp(at: .viewport(CGPoint(x: 150, y: 50)), time: 1.8)
    #expect(grid.sections == [["z", "b", "a", "c", "d"]])
    #expect(host.log == [])
  }
}
