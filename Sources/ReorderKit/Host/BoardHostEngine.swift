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

  func needsFrames(at time: Double) -> Bool { needsFrames || isAnimatingBlock(at: time) }

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

  static func applyOther<Item>(_ effect: BoardEffect, to data: inout SectionedData<Item>) -> Bool {
    data.apply(effect)
  }

  /// Cards by keyboard: `pickUp` a card (a selected one lifts the whole selection), arrows
  /// within and across lanes, drop, cancel; each card step is announced with how many cards
  /// move (lane drags are not announced).
  mutating func hostHandle(_ command: KeyboardCommand, policy: HostDecisions)
    -> HostOutcome<BoardEffect>
  {
    let before = liftedBlockPaths?.count ?? 1
    let effects: [BoardEffect]
    let kind: Announcement.Kind
    switch command {
    case .pickUp(let path):
      effects = pickUpCard(path, policy: policy)
      if let refusal = notMovableOutcome(effects, at: path) { return refusal }
      kind = .pickedUp
    case .move(let move):
      effects = moveLifted(move, policy: policy)
      kind = .moved
    case .drop:
      effects = dropLifted(policy: policy)
      kind = .dropped
    case .cancel:
      effects = cancelDrag()
      kind = .cancelled
    }
    return HostOutcome(
      effects: effects, announcement: cardAnnouncement(kind, effects, itemCount: before))
  }

  /// A pick-up refused because the card at `path` cannot move, announced as such; nil for any
  /// other effects.
  func notMovableOutcome(_ effects: [BoardEffect], at path: ItemPath) -> HostOutcome<BoardEffect>? {
    guard effects == [.drag(.refused(.notMovable))] else { return nil }
    return HostOutcome(
      effects: effects,
      announcement: Announcement(
        kind: .notMovable, position: path, count: layout.cardCount(inLane: path.section),
        dataPath: path))
  }

  /// The announcement of a keyboard card step that produced `effects`: where the card (or the
  /// block's first card) stands and how many move; nil when nothing a card did happened.
  func cardAnnouncement(_ kind: Announcement.Kind, _ effects: [BoardEffect], itemCount: Int)
    -> Announcement?
  {
    var at: ItemPath?
    var announced = kind
    for case .drag(let e) in effects {
      switch e {
      case .ended(let p): at = p
      case .cancelled(let p):
        at = p
        announced = .cancelled
      default: break
      }
    }
    guard !effects.isEmpty, !isDraggingLane else { return nil }
    if let a = arrangement?.cardArrangement {
      return Announcement(
        kind: announced, position: a.slot,
        count: layout.cardCount(inLane: a.slot.section, in: a),
        dataPath: dataSourceArrangement?.slot ?? a.lifted, itemCount: a.itemCount)
    }
    guard let p = at else { return nil }
    return Announcement(
      kind: announced, position: p, count: layout.cardCount(inLane: p.section), dataPath: p,
      itemCount: itemCount)
  }

  /// The card's accessibility actions (lanes have none).
  func accessibilityActions(forItemAt path: ItemPath, policy: HostDecisions)
    -> [AccessibilityMoveAction]
  { accessibilityActions(forCardAt: path, policy: policy) }

  /// Performs a card's accessibility action, announced as a keyboard drop is (kind
  /// ``Announcement/Kind/moved``, with how many cards moved); a refused pick-up is announced as
  /// the keyboard's is.
  mutating func hostPerform(
    _ action: AccessibilityMoveAction, onItemAt path: ItemPath, policy: HostDecisions
  ) -> HostOutcome<BoardEffect> {
    let count = accessibilityItemCount(forItemAt: path)
    let effects = perform(action, onCardAt: path, policy: policy)
    if let refusal = notMovableOutcome(effects, at: path) { return refusal }
    guard effects.contains(where: { if case .drag(.ended) = $0 { true } else { false } }) else {
      return HostOutcome(effects: effects)
    }
    return HostOutcome(
      effects: effects, announcement: cardAnnouncement(.moved, effects, itemCount: count))
  }

  mutating func perform(_ command: EngineCommand) -> [BoardEffect] { [] }

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
