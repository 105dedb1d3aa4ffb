/// What a host's reload hands a board: the committed board and its pinned lanes.
public struct BoardGeometry {
  /// The board, with the offsets it keeps.
  public var layout: BoardLayout
  /// Indices of the pinned lanes.
  public var pinnedLanes: [Int]

  /// Creates the geometry.
  public init(layout: BoardLayout, pinnedLanes: [Int]) {
    self.layout = layout
    self.pinnedLanes = pinnedLanes
  }
}

extension BoardSession: HostEngine {
  /// The board's visible window: its size, and the board's offset as the content offset (along
  /// the board's axis; the other coordinate is 0). Setting it resizes the board (offsets pulled
  /// back silently) and scrolls it, as the user's own scrolling.
  public var hostViewport: Viewport {
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

  /// Whether the card drag carries a block.
  public var isDraggingBlock: Bool { liftedBlockPaths != nil }

  /// The visible cards as a flat render state at `time`, in **viewport** coordinates (content
  /// offset zero), with a multi-card drag's floating stack (the board's own picture, lanes
  /// included, is ``renderState(at:)``).
  public func hostRenderState(at time: Double) -> RenderState {
    let board: BoardRenderState = renderState(at: time)
    return RenderState(
      contentOffset: .zero, contentSize: layout.viewportSize, items: board.cards,
      floating: board.floating, isAnimating: board.isAnimating, block: board.block)
  }

  /// The card's accessibility actions (lanes have none).
  public func accessibilityActions<P: GridEditingPolicy>(forItemAt path: ItemPath, policy: P)
    -> [AccessibilityMoveAction]
  { accessibilityActions(forCardAt: path, policy: policy) }

  /// The card effect of ``BoardEffect/drag(_:)``.
  public static func dragEffect(of effect: BoardEffect) -> DragEffect? {
    if case .drag(let e) = effect { return e }
    return nil
  }

  /// A lane move, applied (``SectionedData/apply(_:)-(BoardEffect)``).
  public static func applyKindEffect<Item>(
    _ effect: BoardEffect, to data: inout SectionedData<Item>
  ) -> Bool { data.apply(effect) }

  /// Cards by keyboard, announced (``command(_:policy:)``).
  public mutating func handle<P: GridEditingPolicy>(_ command: KeyboardCommand, policy: P)
    -> BoardKeyboardOutcome
  { self.command(command, policy: policy) }

  /// A card's accessibility action, announced (``performAnnounced(_:onCardAt:policy:)``).
  public mutating func perform<P: GridEditingPolicy>(
    _ action: AccessibilityMoveAction, onItemAt path: ItemPath, policy: P
  ) -> BoardKeyboardOutcome { performAnnounced(action, onCardAt: path, policy: policy) }

  /// Replaces the board: a card drag goes on from `draggedItemAt`, a lane drag ends.
  public mutating func hostReload<P: GridEditingPolicy>(
    _ geometry: BoardGeometry, pinned: PinnedItems?, draggedItemAt: ItemPath?,
    selection: [ItemPath]?, policy: P
  ) -> [BoardEffect] {
    reload(
      layout: geometry.layout, pinnedCards: pinned, pinnedLanes: geometry.pinnedLanes,
      draggedCardAt: draggedItemAt, selection: selection, policy: policy)
  }
}
