// DOCS: getting-started-begin
import Foundation
import ReorderKit

/// A to-do list the user reorders with a long press.
@MainActor
final class TodoList: DragTableDataSource, DragDelegate {
  var tasks = [
    Todo(id: 1, title: "Buy milk"), Todo(id: 2, title: "Call Ann"), Todo(id: 3, title: "Pay rent"),
  ]
  lazy var controller = DragTableController(
    dataSource: self, delegate: self, viewport: Viewport(size: Size(width: 320, height: 480)))

  func sections(in controller: DragTableController<Todo>) -> [[Todo]] { [tasks] }

  // One call per drop, with UITableView.moveRow(at:to:) positions.
  func dragController(
    _ controller: DragTableController<Todo>, didMoveItemFrom source: IndexPath,
    to destination: IndexPath
  ) {
    tasks.insert(tasks.remove(at: source.item), at: destination.item)
  }
}

struct Todo: Identifiable {
  let id: Int
  var title: String
}

/// Rows are 44 points tall: a long press on the first, a move to the third, the lift.
@MainActor
func firstDrag(of list: TodoList) {
  list.controller.pointerDown(at: .viewport(CGPoint(x: 160, y: 22)), time: 0)
  list.controller.tick(time: 0.6)  // held for 0.5 s: the drag begins
  list.controller.pointerMoved(to: .viewport(CGPoint(x: 160, y: 110)), time: 0.7)
  list.controller.pointerUp(at: .viewport(CGPoint(x: 160, y: 110)), time: 0.8)
}
// DOCS: getting-started-end

// DOCS: swiftui-begin
@MainActor
final class Playlist: DragTableDataSource, DragDelegate {
  var songs = ["Intro", "Verse", "Chorus", "Bridge", "Outro"]
  lazy var controller = DragTableController(
    dataSource: self, delegate: self, viewport: Viewport(size: Size(width: 320, height: 480)))

  func sections(in controller: DragTableController<String>) -> [[String]] { [songs] }

  // The same move as didMoveItemFrom:to:, in SwiftUI's onMove terms.
  func dragController(
    _ controller: DragTableController<String>, didMoveItemsAtOffsets offsets: IndexSet,
    toOffset destination: Int, inSection section: Int
  ) {
    songs.move(fromOffsets: offsets, toOffset: destination)
  }
}
// DOCS: swiftui-end

// DOCS: grid-begin
@MainActor
final class HomeScreen: DragGridDataSource, DragGridDelegate {
  var apps = ["Mail", "Maps", "Note", "Shop", "Bank", "Chat"].map(App.init)
  lazy var grid = DragGridController(
    dataSource: self, delegate: self, sizing: .columns(3, aspectRatio: 1),
    spacing: GridSpacing(item: 8, line: 8),
    viewport: Viewport(size: Size(width: 320, height: 480)))

  func sections(in grid: DragGridController<App>) -> [[App]] { [apps] }

  func dragController(
    _ grid: DragGridController<App>, didMoveItemFrom source: IndexPath, to destination: IndexPath
  ) {
    apps.insert(apps.remove(at: source.item), at: destination.item)
  }

  // Every app but Mail shows a delete button in editing mode.
  func dragController(_ grid: DragGridController<App>, cornerButtonForItemAt indexPath: IndexPath)
    -> CornerButton?
  {
    apps[indexPath.item].id == "Mail" ? nil : CornerButton(size: Size(width: 20, height: 20))
  }

  func dragController(
    _ grid: DragGridController<App>, didTapCornerButtonOfItemAt indexPath: IndexPath
  ) {
    apps.remove(at: indexPath.item)
    grid.reloadData()  // runs once the tap's callbacks are delivered
  }
}

struct App: Identifiable {
  let id: String
}
// DOCS: grid-end

// DOCS: keyboard-begin
@MainActor
final class SpokenList: DragTableDataSource, DragDelegate {
  var rows = [["A1", "A2", "A3"], ["B1", "B2"]]
  var spoken: [String] = []
  lazy var controller = DragTableController(
    dataSource: self, delegate: self, viewport: Viewport(size: Size(width: 320, height: 480)))

  func sections(in controller: DragTableController<String>) -> [[String]] { rows }

  func dragController(
    _ controller: DragTableController<String>, didMoveItemFrom source: IndexPath,
    to destination: IndexPath
  ) {
    rows[destination.section].insert(
      rows[source.section].remove(at: source.item), at: destination.item)
  }

  // Post it as an accessibility announcement (or write it into an aria-live region).
  func dragController(
    _ controller: DragTableController<String>, announce text: String,
    for announcement: Announcement
  ) {
    spoken.append(text)
  }

  /// A key press: Space picks up the focused row or drops it, Escape cancels, the arrows, Home
  /// and End move it. Keys the controller does not use go on to the rest of the app.
  func keyPressed(_ key: String, focused: ItemPath) -> Bool {
    switch key {
    case " ": return controller.handle(controller.isDragging ? .drop : .pickUp(focused))
    case "Escape": return controller.handle(.cancel)
    case "ArrowUp": return controller.handle(.move(.up))
    case "ArrowDown": return controller.handle(.move(.down))
    case "Home": return controller.handle(.move(.toSectionStart))
    case "End": return controller.handle(.move(.toSectionEnd))
    default: return false
    }
  }
}
// DOCS: keyboard-end

// DOCS: mid-drag-begin
@MainActor
final class Inbox: DragTableDataSource, DragDelegate {
  var messages = [Mail(id: 1, subject: "Lunch?"), Mail(id: 2, subject: "Invoice")]
  var cancelled: [DragCancelReason] = []
  lazy var controller = DragTableController(
    dataSource: self, delegate: self, viewport: Viewport(size: Size(width: 320, height: 480)))

  func sections(in controller: DragTableController<Mail>) -> [[Mail]] { [messages] }

  func dragController(
    _ controller: DragTableController<Mail>, didMoveItemFrom source: IndexPath,
    to destination: IndexPath
  ) {
    messages.insert(messages.remove(at: source.item), at: destination.item)
  }

  func dragController(
    _ controller: DragTableController<Mail>, didCancelMovingItemAt indexPath: IndexPath?,
    reason: DragCancelReason
  ) {
    cancelled.append(reason)
  }

  /// A message arrives while the user may be dragging: change the data, then say what changed.
  func received(_ mail: Mail) {
    messages.insert(mail, at: 0)
    controller.performBatchUpdates([.insertItem(at: IndexPath(item: 0, section: 0))])
  }

  /// A message is deleted elsewhere: the same, or reload and let the ids tell.
  func deleted(id: Int) {
    messages.removeAll { $0.id == id }
    controller.reloadData()
  }
}

struct Mail: Identifiable {
  let id: Int
  var subject: String
}
// DOCS: mid-drag-end

// DOCS: motion-begin
/// The controllers' defaults with a bigger lift, a quicker drop and a ramped auto-scroll.
@MainActor
func springyConfiguration() -> DragConfiguration {
  var configuration = DragTableController<String>.defaultConfiguration
  configuration.autoScroll = .accelerating(edge: 80, maxSpeed: 1500, rampTime: 0.4)
  configuration.snapshotStyle = .lifted(scale: 1.05)
  configuration.animation.drop = AnimationTiming(duration: 0.15, curve: .easeOut)
  return configuration
}
// DOCS: motion-end

// DOCS: board-begin
/// Two lanes of 60-point cards; the first card of To do is carried to the top of Done.
func boardDrag() -> [BoardEffect] {
  let layout = BoardLayout(
    viewportSize: Size(width: 900, height: 600), laneSpacing: 20,
    lanes: [
      BoardLane(width: 280, header: 40, cardExtents: [60, 60, 60]),
      BoardLane(width: 280, header: 40, cardExtents: [60]),
    ])
  var board = BoardSession(layout: layout)
  return board.handle(.down(Point(x: 140, y: 70), time: 0))  // a card, in viewport points
    + board.handle(.tick(time: 0.6))  // [.drag(.willMove(at: [0, 0]))]
    + board.handle(.move(Point(x: 440, y: 50), time: 0.7))  // over Done's first card
    + board.handle(.up(Point(x: 440, y: 50), time: 0.8))
}
// DOCS: board-end

// DOCS: board-lanes-begin
/// A Kanban board whose model is lanes that hold their cards: it hands the board over in one
/// piece and keeps the board it is handed back after every drop.
@MainActor
final class Kanban: DragBoardLaneDataSource, DragBoardDelegate {
  typealias Controller = DragBoardController<String, String>

  var board = [
    DragBoardLane("To do", cards: ["Write", "Test", "Ship"]),
    DragBoardLane("Done", cards: ["Plan"]),
  ]
  lazy var controller = DragBoardController(
    dataSource: self, delegate: self, laneSpacing: 20,
    viewportSize: Size(width: 900, height: 600))

  func board(in controller: Controller) -> [DragBoardLane<String, String>] { board }

  func dragController(_ controller: Controller, headerExtentOfLane lane: Int) -> CGFloat { 40 }

  // After every drop that changed something, cards or lanes: the whole board.
  func dragController(
    _ controller: Controller, newBoardAfterMove board: [DragBoardLane<String, String>]
  ) {
    self.board = board
  }
}
// DOCS: board-lanes-end
