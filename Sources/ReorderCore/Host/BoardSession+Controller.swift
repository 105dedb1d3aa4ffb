/// What a host core reads from a board session, and the reload it performs.
extension BoardSession {
  /// The commit mode of the drag in progress (card or lane): the configuration's `commit` when
  /// the drag began; nil when no drag is in progress.
  public var dragCommit: CommitMode? { isDragging ? drag.commit : nil }

  /// Where the host's data source stands during a card drag, as an arrangement of the committed
  /// board (positions `[lane, card]`): the drag's own arrangement in a live insert drag,
  /// `.unmoved(lifted)` otherwise. Nil when no card is dragged (a lane drag included).
  public var dataSourceArrangement: Arrangement? {
    guard stage == .card else { return nil }
    return drag.mode == .insert && drag.commit == .live ? drag.cards : .unmoved(drag.cards.lifted)
  }

  /// The lane arrangement of the data source during a lane drag (live commit: the drag's own;
  /// drop commit: unmoved). Nil when no lane is dragged.
  public var dataSourceLaneArrangement: LaneArrangement? {
    guard stage == .lane else { return nil }
    let la = drag.lanes
    return drag.commit == .live ? la : LaneArrangement(lifted: la.lifted, slot: la.lifted)
  }

  /// Whether the host must keep feeding ticks: while a long press waits to become a drag, and
  /// while a pointer drag (card or lane) runs with an auto-scroll strategy. The board session
  /// has no animations, so a drop or cancel needs no further frames.
  public var needsFrames: Bool {
    switch stage {
    case .pressing:
      if case .longPress = configuration.activation.kind { return true }
      return false
    case .card, .lane:
      return !drag.isKeyboard && !configuration.autoScroll.isNone
    case .idle, .refusedPress:
      return false
    }
  }

  /// Replaces the committed board (a host's reload): the layout with its offsets, the pinned
  /// cards and the pinned lanes. The board engine does not carry a drag through a reload: a
  /// drag in progress ends with its plain end, `cancelled(at:)` for a card (its committed
  /// position before the reload) or `laneCancelled(at:)` for a lane, without moving anything
  /// back (the host's new data is the reference). A press waiting to become a drag is dropped.
  /// The time of the latest event is kept.
  ///
  /// - Parameters:
  ///   - layout: the new committed board and its offsets.
  ///   - pinnedCards: pinned cards, `[lane, card]` (nil: none).
  ///   - pinnedLanes: indices of pinned lanes (out-of-range indices are ignored).
  /// - Returns: the end of the drag in progress, if any.
  /// - Complexity: O(lanes) plus the cost of building the pinned sets.
  public mutating func reload(
    layout: BoardLayout, pinnedCards: PinnedItems?, pinnedLanes: [Int]
  ) -> [BoardEffect] {
    var effects = [BoardEffect]()
    switch stage {
    case .card: effects.append(.drag(.cancelled(at: drag.cards.lifted)))
    case .lane: effects.append(.laneCancelled(at: drag.lanes.lifted))
    case .idle, .pressing, .refusedPress: break
    }
    let time = _lastTime
    self = BoardSession(
      layout: layout, pinnedCards: pinnedCards, pinnedLanes: pinnedLanes,
      configuration: configuration)
    _lastTime = time
    return effects
  }
}

extension BoardRenderState {
  /// An empty board scrolled to `boardOffset` (a host's placeholder while nothing is laid out).
  public init(emptyAt boardOffset: Double) {
    self.init(
      boardOffset: boardOffset, contentLength: 0, lanes: [], cards: [], floating: nil,
      floatingLane: nil)
  }
}
