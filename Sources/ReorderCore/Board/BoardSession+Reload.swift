/// What a host reads from a board session (the drag's commit mode, where its data source stands,
/// whether it needs frames), and the reload it performs.
extension BoardSession {
  /// The commit mode of the drag in progress (card or lane): the configuration's `commit` when
  /// the drag began; nil when no drag is in progress.
  public var dragCommit: CommitMode? { cardBox?.drag.commit ?? laneBox?.drag.commit }

  /// The dragged card's position `[lane, card]` in the board as the data source holds it now:
  /// its current slot in a live-commit insert drag, where the drag began otherwise. Nil when no
  /// card is dragged (a lane drag included).
  ///
  /// - Complexity: O(1).
  public var dataSourcePath: ItemPath? { dataSourceArrangement?.slot }

  /// The dragged lane's index in the lanes as the data source holds them now: where its last
  /// step put it in a live-commit drag, where the drag began otherwise. Nil when no lane is
  /// dragged.
  ///
  /// - Complexity: O(1).
  public var dataSourceLaneIndex: Int? { dataSourceLaneArrangement?.slot }

  /// Where the host's data source stands during a card drag, as an arrangement of the committed
  /// board: the drag's own arrangement in a live insert drag, `.unmoved(lifted)` otherwise.
  var dataSourceArrangement: Arrangement? {
    cardBox.map { $0.drag.facts.dataSource($0.drag.part.arrangement) }
  }

  /// The lane arrangement of the data source during a lane drag (live commit: the drag's own;
  /// drop commit: unmoved).
  var dataSourceLaneArrangement: LaneArrangement? {
    laneBox.map { $0.drag.facts.dataSource($0.drag.part) }
  }

  /// Whether the host must keep feeding ticks: while a long press waits to become a drag, and
  /// while a pointer drag (card or lane) runs with an auto-scroll strategy. Cards and lanes do
  /// not animate; a multi-card drag's floating stack does, and asks for frames through
  /// ``isAnimatingBlock(at:)``.
  public var needsFrames: Bool {
    switch pressStage {
    case .pressing:
      if case .longPress = configuration.activation.kind { return true }
      return false
    case .dragging(let keyboard):
      return !keyboard && !configuration.autoScroll.isNone
    case .idle, .refusedPress, .modifying:
      return false
    }
  }

  /// Whether the host must keep feeding ticks at `time`: ``needsFrames``, or a multi-card
  /// drag's floating stack animating then (its gather, its flight home after a drop or cancel:
  /// ``isAnimatingBlock(at:)``). What a host's display link follows.
  ///
  /// - Complexity: O(1).
  public func needsFrames(at time: Double) -> Bool { needsFrames || isAnimatingBlock(at: time) }

  /// Replaces the committed board (a host's reload): the layout with its offsets, the pinned
  /// cards and the pinned lanes, during a drag or at rest.
  ///
  /// A **card drag** goes on when `draggedCardAt` names a card of the new board that is not
  /// pinned: that is where the card stands in the new data *as the data source holds it* (in
  /// live insert drags its current slot; otherwise where the drag began), updated by the host's
  /// changes. The new arrangement lifts the card there, the floating copy stays under the pointer
  /// (same grab offset, within the card's new size), and the target is chosen again for the
  /// pointer as it stands, asking `policy`:
  /// - insert, live commit: a `moved(from: draggedCardAt, to: slot)` if the new slot differs;
  /// - insert, drop commit: one `targetChanged(slot)` (the preview in the new data);
  /// - exchange: one `targetChanged(target)` (nil when no card is under the pointer);
  /// each with the `laneScrolled` effects of lanes pulled back into their new bounds. A later
  /// cancel returns the card to `draggedCardAt`. Otherwise (the card is gone or pinned) the
  /// drag ends with `cancelled(at:)` at its position before the reload, and nothing moves back.
  ///
  /// A **multi-card drag** ends with `cancelled(at:)` at the pressed card's position before the
  /// reload (it commits only at the drop, so the host owes nothing back). The **selection**
  /// becomes `selection` (the selected cards' positions in the new board as the data source
  /// holds it: a host that follows its cards by identity, or through its updates, says where
  /// they went; a card it left out has left the selection), or with nil is kept by position
  /// (the positions ``selectedPaths`` gave just before). Either way, positions that are not
  /// cards of the new board, are pinned there, or that `policy` will not let be selected leave
  /// it, before the drag is retargeted.
  ///
  /// A **lane drag** ends with `laneCancelled(at:)` at the lane's index before the reload (lanes
  /// have no identity here; with live commit, where its last step put it), nothing moving back. A press waiting to become a drag keeps
  /// waiting. The time of the latest event is kept.
  ///
  /// - Parameters:
  ///   - layout: the new committed board and its offsets.
  ///   - pinnedCards: pinned cards, `[lane, card]` in the new data (nil: none).
  ///   - pinnedLanes: indices of pinned lanes (out-of-range indices are ignored).
  ///   - draggedCardAt: where the dragged card stands in the new data as the data source holds
  ///     it, or nil when it is gone. Ignored unless a card is dragged.
  ///   - newSelection: the selected cards' positions in the new board, or nil to keep them by
  ///     position.
  ///   - policy: the host's say over the new target and the selection.
  /// - Returns: the effects, in the new data, in order.
  /// - Complexity: O(lanes + k log k) for k selected cards, plus the cost of building the
  ///   pinned sets, plus one retarget.
  public mutating func reload<P: DragPolicy>(
    layout: BoardLayout, pinnedCards: PinnedItems?, pinnedLanes: [Int], draggedCardAt: ItemPath?,
    selection newSelection: [ItemPath]?, policy: P
  ) -> [BoardEffect] {
    let kept = newSelection ?? selectedPaths
    let fresh = BoardSession(
      layout: layout, pinnedCards: pinnedCards, pinnedLanes: pinnedLanes,
      configuration: configuration)
    self.layout = fresh.layout
    self.pinnedCards = fresh.pinnedCards
    self.pinnedLanes = fresh.pinnedLanes
    hostMoved = false
    blockSettling = nil
    // The new committed board is the data source's: no drag stands between them yet.
    selection.replace(sorted: selectable(kept, throughDrag: false, policy: policy))
    if let la = dataSourceLaneArrangement {
      state = .idle
      // Where the lane stands in the host's lanes: a live drag's steps have moved it there.
      return [.laneCancelled(at: la.slot)]
    }
    guard let box = takeCard() else { return [] }
    guard box.drag.part.arrangement.block == nil, let path = draggedCardAt, isValidCard(path),
      !self.pinnedCards.contains(path)
    else {
      state = .idle
      return [.drag(.cancelled(at: box.drag.part.arrangement.lifted))]
    }
    let effects = continueCardDrag(&box.drag, at: path, policy: policy)
    state = .card(box)
    return effects
  }

  /// Replaces the committed board, keeping the selection by position (see
  /// ``reload(layout:pinnedCards:pinnedLanes:draggedCardAt:selection:policy:)``).
  public mutating func reload<P: DragPolicy>(
    layout: BoardLayout, pinnedCards: PinnedItems?, pinnedLanes: [Int], draggedCardAt: ItemPath?,
    policy: P
  ) -> [BoardEffect] {
    reload(
      layout: layout, pinnedCards: pinnedCards, pinnedLanes: pinnedLanes,
      draggedCardAt: draggedCardAt, selection: nil, policy: policy)
  }

  /// Lifts the card at `path` (new committed data) for card drag `d` (updated in place) and
  /// retargets it for the pointer as it stands.
  mutating func continueCardDrag<P: DragPolicy>(
    _ d: inout CardDrag, at path: ItemPath, policy: P
  ) -> [BoardEffect] {
    d.part.arrangement = .unmoved(path)
    d.part.exchangeTarget = nil
    let frame = layout.cardFrame(at: path, in: nil)
    d.size = frame.size
    d.grab = Point(
      x: min(max(0, d.grab.x), frame.size.width), y: min(max(0, d.grab.y), frame.size.height))
    var effects = [BoardEffect]()
    if d.isKeyboard {
      d.pointer = frame.origin
      reveal(path, in: d.part.arrangement, into: &effects)
      return effects
    }
    let pointer = d.pointer
    dragStep(&d, to: pointer, policy: policy, into: &effects)
    if d.facts.dataFollowsPreview { return effects }
    // The preview in the new data, whatever the retarget said.
    var result = effects.filter {
      if case .drag(.targetChanged) = $0 { return false }
      return true
    }
    result.append(
      .drag(
        .targetChanged(d.part.mode == .insert ? d.part.arrangement.slot : d.part.exchangeTarget)))
    return result
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
