/// Selection and multi-card drags on a board.
///
/// The session keeps a set of selected cards, by position `[lane, card]` in the committed
/// board. A card drag that begins on a selected card, with two or more selected, lifts them all
/// as one ``ItemBlock`` (lanes are its sections): the others leave their lanes (the cards
/// between close up) and one gap as long as all of them travels, across lanes too, as the
/// pressed card's slot would in the board without the others. Every target rule works on that
/// arrangement. Such a drag is always an insert drag that commits at the drop, whatever the
/// configuration says.
///
/// - At the lift: `.drag(.willMoveItems(at:))` in place of `willMove` (then a `laneScrolled`
///   for a lane left too long for its content).
/// - During the drag: `.drag(.targetChanged(_:))` as the block's slot changes (positions in the
///   board without the block, the block counting as one card); no data effect.
/// - At the drop: the `.drag(.moved(from:to:))` effects of ``ItemBlock/forEachMove(to:_:)``
///   (each in the data as it stands just before it, so ``SectionedData/apply(_:)-(BoardEffect)``
///   reproduces the board), then `laneScrolled` for lanes pulled back into bounds, then
///   `.drag(.ended(at:))` with the block's first position. The selection is cleared.
/// - A drop whose result would change the index of a pinned card is declined: one
///   `.drag(.declined(proposed: slot, reason: .pinned))`, then the effects of a cancel, and the
///   selection stays. (While the block travels, pinned cards do not decline its steps.)
/// - A cancel: `.drag(.cancelled(at:))` with the pressed card's position; no data effect is
///   owed, and the selection stays.
///
/// The selection follows its cards through drags of one card (live steps included: see
/// ``selectedPaths``), exchanges, lane moves and reloads (see
/// ``reload(layout:pinnedCards:pinnedLanes:draggedCardAt:selection:policy:)``). A drag that
/// begins on an unselected card, or with only one card selected, is a plain drag.
extension BoardSession {
  // MARK: Reading

  /// The selected cards' positions `[lane, card]` in the board as the data source holds it,
  /// sorted in data order (lane order, then card order): the committed board, or during a
  /// live-commit drag the committed board with the drag's moves so far (a card's `moved`, a
  /// lane's `movedLane`), so a host that applies each effect on arrival always finds the
  /// selected cards at these positions. Pinned cards are never among them.
  ///
  /// - Complexity: O(1) at rest; O(k log k) for k selected cards during a drag.
  public var selectedPaths: [ItemPath] {
    selectedDataSourcePaths(moved: isDragging)
  }

  /// Where the card at `path` (committed board) stands in the board as the data source holds
  /// it: moved by a live card drag or lane drag in progress, itself otherwise.
  ///
  /// - Complexity: O(1).
  func dataSourcePosition(ofCommitted path: ItemPath) -> ItemPath {
    if let a = dataSourceArrangement { return a.currentPath(forCommitted: path) }
    if let la = dataSourceLaneArrangement {
      return ItemPath(section: la.currentLane(forCommitted: path.section), item: path.item)
    }
    return path
  }

  /// The committed position of the card at `path` in the board as the data source holds it
  /// (the inverse of ``dataSourcePosition(ofCommitted:)``).
  ///
  /// - Complexity: O(1).
  func committedPosition(ofDataSource path: ItemPath) -> ItemPath {
    if let a = dataSourceArrangement { return a.committedPath(forCurrent: path) }
    if let la = dataSourceLaneArrangement {
      return ItemPath(section: la.committedLane(forCurrent: path.section), item: path.item)
    }
    return path
  }

  /// Whether the card at `path` (committed board) is selected.
  ///
  /// - Complexity: O(log k) for k selected cards.
  public func isSelected(_ path: ItemPath) -> Bool { selection.contains(path) }

  /// Whether a multi-card drag is in progress: the cards it carries, in data order (committed
  /// board); nil otherwise.
  public var liftedBlockPaths: [ItemPath]? { cardBox?.drag.part.arrangement.block?.paths }

  // MARK: Changing the selection

  /// The selection's hook (see ``SelectionEngine``).
  public mutating func _setSelected<P: DragPolicy>(_ path: ItemPath, _ wanted: Bool, policy: P)
    -> SelectionChange
  { setSelected(path, wanted, policy: policy) }

  /// The selection's hook (see ``SelectionEngine``).
  public mutating func _clearSelection() -> Bool { clearSelectionAtRest() }

  /// Replaces the selection with `paths` (positions `[lane, card]` in the board as the data
  /// source holds it, as ``selectedPaths`` has them), keeping only the positions that are
  /// cards, not pinned, and allowed by the policy (asked with those positions); duplicates
  /// count once. A host that follows cards by identity remaps its selection with this (or hands
  /// the new positions to ``reload(layout:pinnedCards:pinnedLanes:draggedCardAt:selection:policy:)``).
  ///
  /// Allowed at rest, while a press waits, and during a drag of one card or of a lane;
  /// refused (returns false, nothing changes) during a multi-card drag, whose block is the
  /// selection.
  ///
  /// - Complexity: O(m log m + m log p) for m positions.
  @discardableResult
  public mutating func replaceSelection<P: DragPolicy>(with paths: [ItemPath], policy: P)
    -> Bool
  {
    guard liftedBlockPaths == nil else { return false }
    selection.replace(sorted: selectable(paths, throughDrag: true, policy: policy))
    return true
  }

  /// The pointer-style selection input (a tap in selection mode, or a modifier-click): toggles
  /// the card under `point` (**viewport** coordinates). During a drag, while the pointer is
  /// down, or over no card (a header, a lane's end, between lanes), it changes nothing. The
  /// time only advances the session's clock.
  @discardableResult
  public mutating func select<P: DragPolicy>(
    atViewportPoint point: Point, time: Double, policy: P
  ) -> SelectionChange {
    guard clock.advance(time, at: point) != nil else { return .refused(.nonFiniteInput) }
    guard case .idle = state else { return .refused(.busy) }
    guard case .card(let path) = layout.hitTest(point, in: nil) else {
      return .refused(.notAnItem)
    }
    return toggleSelection(at: path, policy: policy)
  }

  // MARK: The block

  /// The block a card drag beginning on `pressed` lifts: every selected card the policy lets
  /// move now (the others stay where they are, still selected), when the pressed one is
  /// selected and at least two may move; nil for a plain drag.
  ///
  /// - Complexity: O(k log k), and one `canMoveItem` question per selected card.
  func liftedBlock<P: DragPolicy>(pressed: ItemPath, policy: P) -> ItemBlock? {
    guard let movable = selection.blockPaths(pressed: pressed, canMove: policy.canMoveItem(at:))
    else { return nil }
    return ItemBlock(paths: movable, pressed: pressed, extent: { layout.extent(ofCardAt: $0) })
  }

  /// Lifts the card at `path` (committed board) from `time`, held at `pointer` (viewport; nil:
  /// a keyboard drag, held where the card stands): the whole selection as a block when the
  /// card is selected with others (insert, drop commit, with the gather recorded; the lanes its
  /// cards left are pulled back into bounds), the card alone otherwise. Appends the lift's
  /// effects; the card drag in progress from now is returned.
  ///
  /// - Complexity: O(k log k) for a block of k cards; O(1) otherwise.
  @discardableResult
  mutating func liftCard<P: DragPolicy>(
    at path: ItemPath, pointer: Point?, time: Double, policy: P,
    into effects: inout [BoardEffect]
  ) -> CardDrag {
    blockSettling = nil
    lastDrop = nil
    var part = CardPart(arrangement: .unmoved(path), mode: configuration.mode)
    var commit = configuration.commit
    if let block = liftedBlock(pressed: path, policy: policy) {
      part.arrangement = .lifting(block)
      part.mode = .insert
      commit = .drop
      part.gather = FloatingStack.gather(
        block.paths, pressed: block.pressedIndex, time: time,
        frame: { layout.cardFrame(at: $0, in: nil) },
        policy: policy, style: configuration.snapshotStyle)
      effects.append(.drag(.willMoveItems(at: block.paths)))
    } else {
      effects.append(.drag(.willMove(at: path)))
    }
    let held = heldFrame(part.arrangement, pressedFrame: layout.cardFrame(at: path, in: nil))
    let at = pointer ?? held.origin
    let d = CardDrag(
      part: part, grab: at - held.origin, size: held.size, pointer: at, startTime: time,
      lastTickTime: time, commit: commit, isKeyboard: pointer == nil)
    state = .card(CardBox(d))
    // The lanes a block's cards left are pulled back into bounds (after the held frame).
    for lane in part.arrangement.block?.sections ?? [] {
      clampLane(lane, in: part.arrangement, into: &effects)
    }
    return d
  }

  /// What a card drag holds under the pointer (**viewport**): the pressed card's frame, or for
  /// a block its whole gap where it stands at the lift, so that every rule sees the block where
  /// it is (the pressed card's copy sits inside it, see ``pressedCopyFrame(in:)``).
  ///
  /// - Complexity: O(log k).
  func heldFrame(_ a: Arrangement, pressedFrame: Rect) -> Rect {
    a.block == nil ? pressedFrame : layout.cardFrame(at: a.slot, in: .cards(a))
  }

  /// The pressed card's copy inside the held frame `held` (**viewport**) of a drag in
  /// arrangement `a`: the held frame itself for one card; for a block, the pressed card's place
  /// among the block's cards stacked in data order.
  ///
  /// - Complexity: O(1).
  func pressedCopyFrame(in held: Rect, _ a: Arrangement) -> Rect {
    guard let block = a.block else { return held }
    let axis = layout.axis
    return Rect(
      origin: Point(
        along: held.origin.along(axis),
        across: held.origin.across(axis) + block.extentPrefix[block.pressedIndex], axis: axis),
      size: Size(
        along: held.size.along(axis), across: layout.extent(ofCardAt: block.pressed), axis: axis))
  }

  /// Drops multi-card drag `d` (already out of the state) of `block` at its slot and appends
  /// the effects (see the extension's documentation).
  ///
  /// - Complexity: O(k + cards in the lanes involved + p log k).
  mutating func dropBlock(_ d: CardDrag, _ block: ItemBlock, into effects: inout [BoardEffect]) {
    let a = d.part.arrangement
    if block.dropMovesPinned(to: a.slot, pinnedCards) {
      effects.append(.drag(.declined(proposed: a.slot, reason: .pinned)))
      return cancelCard(d, into: &effects)
    }
    let flight = blockFlight(d, droppedAt: a.slot)
    let before = effects.count
    block.forEachMove(to: a.slot) { effects.append(.drag(.moved(from: $0, to: $1))) }
    layout.commitCardBlock(block, to: a.slot)
    for lane in block.sections { clampLane(lane, in: nil, into: &effects) }
    selection.removeAll()
    blockSettling = flight
    lastDrop = DropRecord(
      part: .items, sources: block.paths, destination: a.slot,
      changedOrder: effects.count > before)
    effects.append(.drag(.ended(at: a.slot)))
  }
}

/// The board's answers to the one selection core (`Kernel/Selection.swift`): cards only.
extension BoardSession: SelectionOwner, SelectionEngine {
  var isAtRest: Bool { if case .idle = state { true } else { false } }
  func isItem(_ path: ItemPath) -> Bool { isValidCard(path) }
  var selectionPinned: PinnedItems { pinnedCards }
  func committedCount(inSection lane: Int) -> Int { layout.cardCount(inLane: lane) }
}
