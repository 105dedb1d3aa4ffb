import ReorderCore

/// What a board controller's reload hands its engine: the committed board and its pinned lanes.
struct BoardGeometry {
  /// The board, with the offsets it keeps.
  var layout: BoardLayout
  /// Indices of the pinned lanes.
  var pinnedLanes: [Int]
}

extension BoardSession: HostEngine {
  typealias Effect = BoardEffect
  typealias Geometry = BoardGeometry

  /// The board's visible window: its size, and the board's offset as the content offset (along
  /// the board's axis; the other coordinate is 0). Setting it resizes the board (offsets pulled
  /// back silently: ``DragBoardController/setViewportSize(_:)`` tells them) and scrolls it, as
  /// the user's own scrolling.
  var hostViewport: Viewport {
    get {
      Viewport(
        size: layout.viewportSize,
        contentOffset: Point(along: layout.boardOffset, across: 0, axis: layout.axis))
    }
    set {
      if newValue.size != layout.viewportSize { _ = setViewportSize(newValue.size) }
      setBoardOffset(newValue.contentOffset.along(layout.axis))
    }
  }

  func needsFrames(at time: Double) -> Bool { needsFrames }

  /// The visible cards as a flat render state, in **viewport** coordinates (content offset
  /// zero): the board's own picture, lanes included, is ``renderState()``.
  func renderState(at time: Double) -> RenderState {
    let board = renderState()
    return RenderState(
      contentOffset: .zero, contentSize: layout.viewportSize, items: board.cards,
      floating: board.floating)
  }

  static func dragEffect(of effect: BoardEffect) -> DragEffect? {
    if case .drag(let e) = effect { return e }
    return nil
  }

  static func effect(_ drag: DragEffect) -> BoardEffect { .drag(drag) }

  static func applyOther<Item>(_ effect: BoardEffect, to data: inout SectionedData<Item>) -> Bool {
    data.apply(effect)
  }

  mutating func handle(
    _ event: PointerEvent, policy: HostDecisions, into effects: inout [BoardEffect]
  ) {
    effects += handle(event, policy: policy)
  }

  mutating func step(
    _ event: PointerEvent, viewport: inout Viewport, decisions: HostDecisions,
    drag: inout [DragEffect], others: inout [BoardEffect], otherPositions: inout [Int]
  ) -> HostReadout {
    drag.removeAll(keepingCapacity: true)
    others.removeAll(keepingCapacity: true)
    otherPositions.removeAll(keepingCapacity: true)
    hostViewport = viewport
    handle(event, policy: decisions, into: &others)
    viewport = hostViewport
    Self.split(&others, drag: &drag, positions: &otherPositions)
    return readout
  }

  /// Cards by keyboard: `pickUp` a card, arrows within and across lanes, drop, cancel (no
  /// announcements: the board engine has none yet).
  mutating func hostHandle(_ command: KeyboardCommand, policy: HostDecisions)
    -> HostOutcome<BoardEffect>
  {
    switch command {
    case .pickUp(let path): return HostOutcome(effects: pickUpCard(path, policy: policy))
    case .move(let move): return HostOutcome(effects: moveLifted(move, policy: policy))
    case .drop: return HostOutcome(effects: dropLifted(policy: policy))
    case .cancel: return HostOutcome(effects: cancelDrag())
    }
  }

  /// Boards offer no accessibility actions yet.
  func accessibilityActions(forItemAt path: ItemPath, policy: HostDecisions)
    -> [AccessibilityMoveAction]
  { [] }

  mutating func hostPerform(
    _ action: AccessibilityMoveAction, onItemAt path: ItemPath, policy: HostDecisions
  ) -> HostOutcome<BoardEffect> { HostOutcome() }

  mutating func perform(_ command: EngineCommand) -> [BoardEffect] { [] }

  /// Replaces the board: a card drag goes on from `draggedItemAt`, a lane drag ends.
  mutating func reload(
    layout: BoardGeometry, pinned: PinnedItems?, draggedItemAt: ItemPath?, policy: HostDecisions
  ) -> [BoardEffect] {
    reload(
      layout: layout.layout, pinnedCards: pinned, pinnedLanes: layout.pinnedLanes,
      draggedCardAt: draggedItemAt, policy: policy)
  }
}
