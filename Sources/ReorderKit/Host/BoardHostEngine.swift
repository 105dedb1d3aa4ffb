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

  var isDraggingBlock: Bool { liftedBlockPaths != nil }

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

  /// The visible cards as a flat render state at `time`, in **viewport** coordinates (content
  /// offset zero), with a multi-card drag's floating stack: the board's own picture, lanes
  /// included, is the `BoardRenderState` of the same name.
  func renderState(at time: Double) -> RenderState {
    let board: BoardRenderState = renderState(at: time)
    return RenderState(
      contentOffset: .zero, contentSize: layout.viewportSize, items: board.cards,
      floating: board.floating, isAnimating: board.isAnimating, block: board.block)
  }

  static func dragEffect(of effect: BoardEffect) -> DragEffect? {
    if case .drag(let e) = effect { return e }
    return nil
  }

  static func applyKindEffect<Item>(_ effect: BoardEffect, to data: inout SectionedData<Item>)
    -> Bool
  {
    data.apply(effect)
  }

  /// Cards by keyboard, announced by the engine (see ``BoardSession/command(_:policy:)``).
  mutating func hostHandle(_ command: KeyboardCommand, policy: HostDecisions)
    -> HostOutcome<BoardEffect>
  {
    let outcome = self.command(command, policy: policy)
    return HostOutcome(effects: outcome.effects, announcement: outcome.announcement)
  }

  /// The card's accessibility actions (lanes have none).
  func accessibilityActions(forItemAt path: ItemPath, policy: HostDecisions)
    -> [AccessibilityMoveAction]
  { accessibilityActions(forCardAt: path, policy: policy) }

  /// Performs a card's accessibility action, announced by the engine (see
  /// ``BoardSession/performAnnounced(_:onCardAt:policy:)``).
  mutating func hostPerform(
    _ action: AccessibilityMoveAction, onItemAt path: ItemPath, policy: HostDecisions
  ) -> HostOutcome<BoardEffect> {
    let outcome = performAnnounced(action, onCardAt: path, policy: policy)
    return HostOutcome(effects: outcome.effects, announcement: outcome.announcement)
  }

  /// Replaces the board: a card drag goes on from `draggedItemAt`, a lane drag ends.
  mutating func reload(
    layout: BoardGeometry, pinned: PinnedItems?, draggedItemAt: ItemPath?,
    selection: [ItemPath]?, policy: HostDecisions
  ) -> [BoardEffect] {
    reload(
      layout: layout.layout, pinnedCards: pinned, pinnedLanes: layout.pinnedLanes,
      draggedCardAt: draggedItemAt, selection: selection, policy: policy)
  }
}
