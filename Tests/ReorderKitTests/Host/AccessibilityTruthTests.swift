import Foundation
import ReorderCore
import ReorderKit
import Testing

private typealias TableCardHost = ArrivalHost<DragTableController<Card>>
private typealias GridCardHost = ArrivalHost<DragGridController<Card>>

/// A controller driven into some state, seen through what the sweep needs.
@MainActor
private struct Rig {
  var list: (IndexPath) -> [DragAccessibilityAction]
  var perform: (AccessibilityMoveAction, IndexPath) -> Bool
  /// The host's data (it applies every change it hears).
  var hostTitles: () -> [[String]]
  /// The controller's own copy of the data.
  var titles: () -> [[String]]
  var selection: () -> [IndexPath]
  var isDragging: () -> Bool
  /// Whether the rig is a board (whose moves stay within a lane).
  var isBoard = false
}

/// One state a rig can be driven into, and whether actions are offered in it.
private struct RigState {
  var name: String
  var atRest: Bool
  var drive: @MainActor (Rig, AnyObject) -> Void
}

private let sweepTitles = [["a", "b", "c"], ["d", "e", "f"]]

@MainActor
private func tableRig(_ select: [IndexPath]) -> (Rig, AnyObject) {
  let host = TableCardHost(cards(sweepTitles), label: \.title)
  let table = DragTableController(dataSource: host, delegate: host, viewport: testViewport)
  for p in select { table.select(at: p) }
  return (rig(table, host), table)
}

@MainActor
private func gridRig(_ select: [IndexPath]) -> (Rig, AnyObject) {
  let host = GridCardHost(cards(sweepTitles), label: \.title)
  let grid = threeColumnGrid(host)
  for p in select { grid.select(at: p) }
  return (rig(grid, host), grid)
}

@MainActor
private func rig<C>(_ controller: DragController<Card>, _ host: ArrivalHost<C>) -> Rig {
  Rig(
    list: { controller.accessibilityActions(forItemAt: $0) },
    perform: { controller.performAccessibilityAction($0, onItemAt: $1) },
    hostTitles: { host.titles }, titles: { controller.sections.map { $0.map(\.title) } },
    selection: { controller.selectedIndexPaths }, isDragging: { controller.isDragging })
}

@MainActor
private func boardRig(_ select: [IndexPath]) -> (Rig, AnyObject) {
  let host = BoardTestHost(zip(["l0", "l1"], sweepTitles).map { ($0, $1) })
  let board = host.makeController()
  for p in select { board.select(at: p) }
  let rig = Rig(
    list: { board.accessibilityActions(forItemAt: $0) },
    perform: { board.performAccessibilityAction($0, onItemAt: $1) },
    hostTitles: { host.cards }, titles: { board.sections }, selection: { board.selectedIndexPaths },
    isDragging: { board.isDragging }, isBoard: true)
  return (rig, board)
}

/// What performing `action` on the item at `pressed` must leave, by the action's name: the item
/// (or the selection, when it is selected with others) taken out, then put back as one run at
/// the slot the name says, in the data without it (nil: nothing to do, so not offered).
private func expected(
  _ data: [[String]], selection: [IndexPath], pressed: IndexPath, _ action: AccessibilityMoveAction,
  board: Bool
) -> [[String]]? {
  let block = selection.count >= 2 && selection.contains(pressed) ? selection.sorted() : [pressed]
  let moving = block.map { data[$0.section][$0.item] }
  var rest = data
  for p in block.sorted(by: >) { rest[p.section].remove(at: p.item) }
  let s = pressed.section
  let item = block.filter { $0.section == s && $0.item < pressed.item }.count
  let slot = pressed.item - item
  let count = rest[s].count
  var target: (Int, Int)?
  switch action {
  case .moveUp:
    if slot > 0 {
      target = (s, slot - 1)
    } else if !board && s > 0 {
      target = (s - 1, rest[s - 1].count)
    }
  case .moveDown:
    if slot < count {
      target = (s, slot + 1)
    } else if !board && s + 1 < data.count {
      target = (s + 1, 0)
    }
  case .moveToTop: target = slot > 0 ? (s, 0) : nil
  case .moveToBottom: target = slot < count ? (s, count) : nil
  case .moveToSection(let t):
    guard t != s, t >= 0, t < data.count else { return nil }
    target = (t, board || t < s ? rest[t].count : 0)
  }
  guard let (ts, ti) = target else { return nil }
  rest[ts].insert(contentsOf: moving, at: ti)
  return rest
}

private func candidates(sections: Int) -> [AccessibilityMoveAction] {
  [.moveUp, .moveDown, .moveToTop, .moveToBottom] + (0..<sections).map { .moveToSection($0) }
}

private func paths(_ data: [[String]]) -> [IndexPath] {
  data.indices.flatMap { s in data[s].indices.map { ip(s, $0) } }
}

/// Checks, for every item and every action, on a fresh rig driven into `state`: the action is
/// listed exactly when it performs, a listed one moves what its name says (the whole data and
/// selection after it), and one not listed changes nothing (data, selection, drag).
@MainActor
private func sweep(
  _ make: @MainActor ([IndexPath]) -> (Rig, AnyObject), _ state: RigState,
  select: [IndexPath] = [], sourceLocation: SourceLocation = #_sourceLocation
) {
  for path in paths(sweepTitles) {
    for action in candidates(sections: sweepTitles.count) {
      let (rig, controller) = make(select)
      state.drive(rig, controller)
      let before = (rig.hostTitles(), rig.selection(), rig.isDragging())
      let listed = rig.list(path)
      let performed = rig.perform(action, path)
      let label = "\(state.name) \(path) \(action)"
      #expect(
        listed.contains { $0.action == action } == performed, "\(label)",
        sourceLocation: sourceLocation)
      let want =
        state.atRest
        ? expected(
          sweepTitles, selection: select, pressed: path, action, board: rig.isBoard) : nil
      if let want {
        #expect(performed, "\(label)", sourceLocation: sourceLocation)
        #expect(rig.hostTitles() == want, "\(label)", sourceLocation: sourceLocation)
        #expect(rig.titles() == want, "\(label)", sourceLocation: sourceLocation)
        // A block's drop clears the selection; a single item's move carries it along.
        let count = select.count >= 2 && select.contains(path) ? select.count : 1
        let kept = count > 1 ? [] : select.map { sweepTitles[$0.section][$0.item] }
        let selection = paths(want).filter { kept.contains(want[$0.section][$0.item]) }
        #expect(rig.selection() == selection, "\(label)", sourceLocation: sourceLocation)
        #expect(
          listed.first { $0.action == action }?.itemCount == count, "\(label)",
          sourceLocation: sourceLocation)
      } else {
        #expect(!performed, "\(label)", sourceLocation: sourceLocation)
        #expect(
          (rig.hostTitles(), rig.selection(), rig.isDragging()) == before, "\(label)",
          sourceLocation: sourceLocation)
        #expect(rig.titles() == sweepTitles, "\(label)", sourceLocation: sourceLocation)
      }
    }
  }
}

private let idle = RigState(name: "idle", atRest: true) { _, _ in }

/// A pointer down on the first item, not yet activated (a bare press).
private func pressing(at point: CGPoint) -> RigState {
  RigState(name: "pressing", atRest: false) { _, c in
    (c as! DragController<Card>).pointerDown(at: .viewport(point), time: 0)
  }
}

private func pointerDrag(at point: CGPoint) -> RigState {
  RigState(name: "pointer drag", atRest: false) { _, c in
    let controller = c as! DragController<Card>
    controller.pointerDown(at: .viewport(point), time: 0)
    controller.tick(time: 0.6)
  }
}

private let keyboardDrag = RigState(name: "keyboard drag", atRest: false) { _, c in
  (c as! DragController<Card>).handle(.pickUp(ItemPath(section: 1, item: 2)))
}

@MainActor
@Suite struct AccessibilityTruthTests {
  /// A selected item, with another selected, lists the block moves that performing does, named
  /// for how many items they move; performing one moves the whole selection.
  @Test func aSelectedItemListsTheBlockMovesThatPerformingDoes() {
    let host = TableCardHost(cards([["a", "b", "c", "d", "e"]]), label: \.title)
    let table = DragTableController(dataSource: host, delegate: host, viewport: testViewport)
    table.select(at: ip(0, 1))
    table.select(at: ip(0, 3))
    #expect(
      table.accessibilityActions(forItemAt: ip(0, 1)).map(\.name) == [
        "Move 2 items up", "Move 2 items down", "Move 2 items to top", "Move 2 items to bottom",
      ])
    #expect(
      table.accessibilityActions(forItemAt: ip(0, 3)).map(\.action) == [
        .moveUp, .moveDown, .moveToTop, .moveToBottom,
      ])
    // An item outside the selection moves alone.
    #expect(
      table.accessibilityActions(forItemAt: ip(0, 0)).map(\.name) == [
        "Move down", "Move to bottom",
      ])
    _ = host.take()
    #expect(table.performAccessibilityAction(.moveDown, onItemAt: ip(0, 1)))
    #expect(
      host.take() == [
        "willMoveItems [0, 1] [0, 3]", "target [0, 2]",
        "didMoveItems [0, 1] [0, 3] -> [0, 2] [0, 3]", "newData acbde", "ended [0, 2]",
      ])
    #expect(host.titles == [["a", "c", "b", "d", "e"]])
    #expect(table.selectedIndexPaths == [])
  }

  /// A block move whose drop would shift a pinned item is not listed, and performing it is
  /// refused: only the declined step is told, nothing is picked up.
  @Test func aBlockMoveThatWouldShiftAPinnedItemIsNeitherListedNorPerformed() {
    let host = TableCardHost(cards([["a", "b", "c", "d", "e"]]), label: \.title)
    host.pinned = ["e"]
    let table = DragTableController(dataSource: host, delegate: host, viewport: testViewport)
    table.select(at: ip(0, 1))
    table.select(at: ip(0, 3))
    #expect(
      table.accessibilityActions(forItemAt: ip(0, 1)).map(\.action) == [
        .moveUp, .moveDown, .moveToTop,
      ])
    #expect(table.accessibilityActions(forItemAt: ip(0, 3)).map(\.action) == [.moveUp, .moveToTop])
    _ = host.take()
    #expect(!table.performAccessibilityAction(.moveToBottom, onItemAt: ip(0, 1)))
    #expect(host.take() == ["declined [0, 3] pinned"])
    #expect(host.titles == [["a", "b", "c", "d", "e"]])
    #expect(table.selectedIndexPaths == [ip(0, 1), ip(0, 3)])
    #expect(!table.isDragging)
  }

  /// After a system cancel ends an interactive movement, the grid is at rest: a listed action
  /// performs, and so does the keyboard.
  @Test func aPointerCancelThatEndsAnInteractiveMovementLeavesNothingBehind() {
    let host = GridCardHost(cards([["a", "b", "c", "d"]]), label: \.title)
    let grid = threeColumnGrid(host)
    #expect(grid.beginInteractiveMovement(at: ip(0, 0)))
    grid.pointerCancelled(time: 1)
    #expect(!grid.isDragging)
    #expect(
      grid.accessibilityActions(forItemAt: ip(0, 1)).map(\.action) == [
        .moveUp, .moveDown, .moveToTop, .moveToBottom,
      ])
    _ = host.take()
    #expect(grid.performAccessibilityAction(.moveDown, onItemAt: ip(0, 1)))
    #expect(
      host.take() == [
        "willMove [0, 1]", "target [0, 2]", "didMove [0, 1] -> [0, 2]", "newData acbd",
        "ended [0, 2]",
      ])
    #expect(grid.handle(.pickUp(ItemPath(section: 0, item: 0))))
    #expect(grid.isDragging)
  }

  /// The same after an interactive movement that a pointer release ended.
  @Test func aPointerReleaseThatEndsAnInteractiveMovementLeavesNothingBehind() {
    let host = GridCardHost(cards([["a", "b", "c", "d"]]), label: \.title)
    let grid = threeColumnGrid(host)
    #expect(grid.beginInteractiveMovement(at: ip(0, 0)))
    grid.pointerUp(at: .viewport(CGPoint(x: 50, y: 50)), time: 1)
    #expect(!grid.isDragging)
    _ = host.take()
    #expect(grid.performAccessibilityAction(.moveToBottom, onItemAt: ip(0, 0)))
    #expect(host.titles == [["b", "c", "d", "a"]])
  }

  /// A bare press (a pointer down not yet activated): nothing is listed and every action is
  /// refused, the press goes on untouched (it still becomes a drag); once it ends, the actions
  /// are back.
  @Test func aBarePressListsNothingAndRefusesEveryAction() {
    let host = TableCardHost(cards([["a", "b", "c"]]), label: \.title)
    let table = DragTableController(dataSource: host, delegate: host, viewport: testViewport)
    table.pointerDown(at: .viewport(CGPoint(x: 160, y: 22)), time: 0)
    #expect(table.accessibilityActions(forItemAt: ip(0, 1)) == [])
    #expect(!table.performAccessibilityAction(.moveDown, onItemAt: ip(0, 1)))
    #expect(host.take() == [])
    table.tick(time: 0.6)
    #expect(host.take() == ["willMove [0, 0]"])
    table.pointerUp(at: .viewport(CGPoint(x: 160, y: 22)), time: 0.7)
    #expect(host.take() == ["ended [0, 0]"])
    #expect(
      table.accessibilityActions(forItemAt: ip(0, 1)).map(\.name) == [
        "Move up", "Move down", "Move to top", "Move to bottom",
      ])
  }

  // MARK: Every state, every item, every action

  @Test func tableListsWhatItPerformsInEveryState() {
    let cell = CGPoint(x: 160, y: 22)
    for state in [idle, pressing(at: cell), pointerDrag(at: cell), keyboardDrag] {
      sweep(tableRig, state)
      sweep(tableRig, state, select: [ip(0, 1), ip(1, 1)])
    }
  }

  @Test func gridListsWhatItPerformsInEveryState() {
    let cell = CGPoint(x: 50, y: 50)
    let editing = RigState(name: "editing", atRest: true) { _, c in
      (c as! DragGridController<Card>).beginEditing()
    }
    let interactive = RigState(name: "interactive movement", atRest: false) { _, c in
      (c as! DragGridController<Card>).beginInteractiveMovement(at: ip(0, 0))
    }
    let cancelled = RigState(name: "interactive movement cancelled", atRest: true) { _, c in
      let grid = c as! DragGridController<Card>
      grid.beginInteractiveMovement(at: ip(0, 0))
      grid.pointerCancelled(time: 1)
    }
    let editingDrag = RigState(name: "editing drag", atRest: false) { _, c in
      let grid = c as! DragGridController<Card>
      grid.beginEditing()
      grid.pointerDown(at: .viewport(cell), time: 0)
      grid.pointerMoved(to: .viewport(CGPoint(x: 80, y: 80)), time: 0.1)
    }
    for state in [
      idle, pressing(at: cell), pointerDrag(at: cell), keyboardDrag, editing, interactive,
      cancelled, editingDrag,
    ] {
      sweep(gridRig, state)
      sweep(gridRig, state, select: [ip(0, 1), ip(1, 1)])
    }
  }

  @Test func boardListsWhatItPerformsInEveryState() {
    let card = Point(x: 140, y: 70)
    let pressing = RigState(name: "pressing", atRest: false) { _, c in
      (c as! DragBoardController<TestLane, String>).handle(.down(card, time: 0))
    }
    let cardDrag = RigState(name: "card drag", atRest: false) { _, c in
      let board = c as! DragBoardController<TestLane, String>
      board.handle(.down(card, time: 0))
      board.handle(.tick(time: 0.6))
    }
    let keyboard = RigState(name: "keyboard drag", atRest: false) { _, c in
      (c as! DragBoardController<TestLane, String>).handle(.pickUp(ItemPath(section: 1, item: 2)))
    }
    let laneDrag = RigState(name: "lane drag", atRest: false) { _, c in
      (c as! DragBoardController<TestLane, String>).pickUpLane(at: 1)
    }
    for state in [idle, pressing, cardDrag, keyboard, laneDrag] {
      sweep(boardRig, state)
      sweep(boardRig, state, select: [ip(0, 1), ip(1, 1)])
    }
  }

  /// Board cards: a selected card moves the selection, announced with how many moved.
  @Test func boardActionsMoveCardsAndBlocks() {
    let host = BoardTestHost([("l0", ["a", "b", "c"]), ("l1", ["d"])])
    let board = host.makeController()
    #expect(
      board.accessibilityActions(forItemAt: lc(0, 0)) == [
        DragAccessibilityAction(action: .moveDown, name: "Move down"),
        DragAccessibilityAction(action: .moveToBottom, name: "Move to bottom"),
        DragAccessibilityAction(action: .moveToSection(1), name: "Move to Section 2"),
      ])
    board.select(at: lc(0, 0))
    board.select(at: lc(0, 2))
    // C stands last once the block is out (after b): no "to bottom".
    #expect(
      board.accessibilityActions(forItemAt: lc(0, 2)) == [
        DragAccessibilityAction(action: .moveUp, name: "Move 2 items up", itemCount: 2),
        DragAccessibilityAction(action: .moveToTop, name: "Move 2 items to top", itemCount: 2),
        DragAccessibilityAction(
          action: .moveToSection(1), name: "Move 2 items to Section 2", itemCount: 2),
      ])
    host.log = []
    #expect(board.performAccessibilityAction(.moveToSection(1), onItemAt: lc(0, 2)))
    #expect(
      host.log == [
        .willMoveItems([lc(0, 0), lc(0, 2)]), .target(lc(1, 1)),
        .didMoveItems([lc(0, 0), lc(0, 2)], [lc(1, 1), lc(1, 2)]),
        .newData([["b"], ["d", "a", "c"]]), .ended(lc(1, 1)),
      ])
    #expect(host.cards == [["b"], ["d", "a", "c"]])
    #expect(host.announcements.last == "Moved to position 2 of 3 in Section 2")
  }
}
