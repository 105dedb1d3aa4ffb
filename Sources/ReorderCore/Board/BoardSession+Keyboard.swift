/// Keyboard drags of cards: the same drag as a pointer's, driven by commands.
///
/// On a horizontal board `up`/`down` (and `previous`/`next`) step one card within the lane and
/// `left`/`right` (and `previousSection`/`nextSection`) go to the neighbouring lane, keeping
/// the card's index where that lane has room (its end otherwise); a vertical board swaps the
/// two key pairs. `toSectionStart`/`toSectionEnd` go to the lane's first or last slot,
/// `toSection(l)` to lane `l`'s end. `pageUp`/`pageDown` are declined (no effects). A step that
/// would shift a pinned card, or that the policy declines, changes nothing. After each move the
/// board and the card's lane scroll, within their bounds, just enough to show the card.
///
/// A lane picked up with ``pickUpLane(_:policy:)`` moves along the board's axis: `left`/`right`
/// on a horizontal board (`up`/`down` on a vertical one), `previous`/`next`,
/// `previousSection`/`nextSection` step one lane; `toSectionStart`/`toSectionEnd` go to the
/// first or last slot and `toSection(l)` to slot `l`. A move that would change a pinned lane's
/// index is declined.
extension BoardSession {
  /// Picks up the card at `path` (`[lane, card]`, committed data) for a keyboard drag.
  ///
  /// Ignored unless the session is idle; a path out of range is refused with
  /// ``DragRefusal/notOverItem``, a pinned card or one the policy will not move with
  /// ``DragRefusal/notMovable``.
  public mutating func pickUpCard<P: DragPolicy>(_ path: ItemPath, policy: P) -> [BoardEffect] {
    guard isAtRest else { return [] }
    guard isValidCard(path) else { return [.drag(.refused(.notOverItem))] }
    guard !pinnedCards.contains(path), policy.canMoveItem(at: path) else {
      return [.drag(.refused(.notMovable))]
    }
    var effects = [BoardEffect]()
    let a = liftCard(at: path, pointer: nil, time: keyboardTime, policy: policy, into: &effects)
      .part.arrangement
    reveal(a.slot, in: a, into: &effects)
    return effects
  }

  /// Moves the card of the keyboard drag in progress (see the rules above); returns the
  /// effects, none when the move is declined or no keyboard drag is in progress.
  ///
  /// - Complexity: O(log pinned) per move.
  public mutating func moveLifted<P: DragPolicy>(_ move: KeyboardMove, policy: P)
    -> [BoardEffect]
  {
    guard isKeyboardDrag else { return [] }
    var effects = [BoardEffect]()
    if let box = takeCard() {
      moveCard(&box.drag, move, policy: policy, into: &effects)
      state = .card(box)
    } else if let box = takeLane() {
      moveLane(&box.drag, move, policy: policy, into: &effects)
      state = .lane(box)
    }
    return effects
  }

  /// Moves the card of keyboard drag `d` (updated in place) and appends the effects, none when
  /// the move is declined.
  mutating func moveCard<P: DragPolicy>(
    _ d: inout CardDrag, _ move: KeyboardMove, policy: P, into effects: inout [BoardEffect]
  ) {
    let a = d.part.arrangement
    let cursor = d.part.mode == .insert ? a.slot : (d.part.exchangeTarget ?? a.lifted)
    let horizontal = layout.axis == .horizontal
    var lane = cursor.section
    var item = cursor.item
    var toEnd = false
    switch move {
    case .previous: item -= 1
    case .next: item += 1
    case .up: if horizontal { item -= 1 } else { lane -= 1 }
    case .down: if horizontal { item += 1 } else { lane += 1 }
    case .left: if horizontal { lane -= 1 } else { item -= 1 }
    case .right: if horizontal { lane += 1 } else { item += 1 }
    case .previousSection: lane -= 1
    case .nextSection: lane += 1
    case .toSectionStart: item = 0
    case .toSectionEnd: toEnd = true
    case .toSection(let l):
      lane = l
      toEnd = true
    case .pageUp, .pageDown: return
    }
    guard lane >= 0, lane < layout.laneCount, item >= 0 else { return }
    switch d.part.mode {
    case .insert:
      let n = a.countWithoutLifted(inSection: lane, committedCount: layout.cardCount(inLane: lane))
      if toEnd || lane != cursor.section && item > n { item = n }
      guard item <= n else { return }
      let proposed = ItemPath(section: lane, item: item)
      let answer = policy.targetIndexPath(forMoveFrom: a.lifted, at: a.slot, proposed: proposed)
      guard isValidSlot(answer, a), answer != a.slot,
        a.block != nil || !pinnedCards.blocksMove(from: a.lifted, to: answer)
      else { return }
      d.part.arrangement.slot = answer
      effects.append(
        d.commit == .live
          ? .drag(.moved(from: a.slot, to: answer)) : .drag(.targetChanged(answer)))
      if answer.section != a.slot.section {
        clampLane(a.slot.section, in: d.part.arrangement, into: &effects)
      }
      reveal(answer, in: d.part.arrangement, into: &effects)
    default:  // .exchange
      let n = layout.cardCount(inLane: lane)
      if toEnd || lane != cursor.section && item >= n { item = n - 1 }
      guard item >= 0, item < n else { return }
      let proposed = ItemPath(section: lane, item: item)
      let answer = policy.targetIndexPath(forMoveFrom: a.lifted, at: a.lifted, proposed: proposed)
      let target: ItemPath? =
        answer == a.lifted
        ? nil
        : isValidCard(answer) && !pinnedCards.blocksSwap(a.lifted, answer)
          ? answer : d.part.exchangeTarget
      guard target != d.part.exchangeTarget else { return }
      d.part.exchangeTarget = target
      effects.append(.drag(.targetChanged(target)))
      reveal(target ?? a.lifted, in: a, into: &effects)
    }
  }

  /// Picks up the lane at `lane` for a keyboard drag (ignored unless idle; an index out of
  /// range is refused with ``DragRefusal/notOverItem``, a pinned lane or one the policy will
  /// not move with ``DragRefusal/notMovable``).
  public mutating func pickUpLane<P: DragPolicy>(_ lane: Int, policy: P) -> [BoardEffect] {
    guard isAtRest else { return [] }
    guard lane >= 0, lane < layout.laneCount else { return [.drag(.refused(.notOverItem))] }
    guard !pinnedLanes.contains(ItemPath(section: 0, item: lane)), policy.canMoveLane(lane) else {
      return [.drag(.refused(.notMovable))]
    }
    let d = liftLane(lane, pointer: nil, time: keyboardTime)
    var effects: [BoardEffect] = [.willMoveLane(at: lane)]
    revealLane(lane, in: d.part, into: &effects)
    return effects
  }

  /// Moves the lane of keyboard lane drag `d` (updated in place) and appends the effects, none
  /// when the move is declined.
  mutating func moveLane<P: DragPolicy>(
    _ d: inout LaneDrag, _ move: KeyboardMove, policy: P, into effects: inout [BoardEffect]
  ) {
    let la = d.part
    let horizontal = layout.axis == .horizontal
    var slot = la.slot
    switch move {
    case .previous, .previousSection: slot -= 1
    case .next, .nextSection: slot += 1
    case .left: if horizontal { slot -= 1 } else { return }
    case .right: if horizontal { slot += 1 } else { return }
    case .up: if horizontal { return } else { slot -= 1 }
    case .down: if horizontal { return } else { slot += 1 }
    case .toSectionStart: slot = 0
    case .toSectionEnd: slot = layout.laneCount - 1
    case .toSection(let l): slot = l
    case .pageUp, .pageDown: return
    }
    guard slot >= 0, slot < layout.laneCount, slot != la.slot else { return }
    let answer = policy.targetLane(forMoveFrom: la.lifted, at: la.slot, proposed: slot)
    guard answer >= 0, answer < layout.laneCount, answer != la.slot,
      !pinnedLanes.blocksMove(
        from: ItemPath(section: 0, item: la.lifted), to: ItemPath(section: 0, item: answer))
    else { return }
    d.part.slot = answer
    effects.append(
      d.commit == .live ? .movedLane(from: la.slot, to: answer) : .laneTargetChanged(answer))
    revealLane(answer, in: d.part, into: &effects)
  }

  /// When a keyboard drag begins: the last time seen (0 before any event).
  var keyboardTime: Double { lastTime.isFinite ? lastTime : 0 }

  /// Scrolls the board, within its bounds, just enough to show current lane `lane` (lanes
  /// arranged by `la`, the lane drag in progress, if any).
  mutating func revealLane(
    _ lane: Int, in la: LaneArrangement? = nil, into effects: inout [BoardEffect]
  ) {
    let c = la?.committedLane(forCurrent: lane) ?? lane
    let start = layout.laneStart(lane, in: la)
    revealBoard(start, start + layout.width(ofLane: c), into: &effects)
  }

  /// Scrolls the board, within its bounds, just enough to show `start..<end` (board
  /// coordinates along its axis).
  mutating func revealBoard(_ start: Double, _ end: Double, into effects: inout [BoardEffect]) {
    let view = layout.viewportSize.along(layout.axis)
    var board = layout.boardOffset
    if end > board + view { board = end - view }
    if start < board { board = start }
    if layout.setBoardOffset(board) {
      effects.append(
        .drag(.scrolled(to: Point(along: layout.boardOffset, across: 0, axis: layout.axis))))
    }
  }

  /// Drops the card or lane of the keyboard drag in progress where it stands: the same effects
  /// as a pointer drop there. Ignored when no keyboard drag is in progress.
  public mutating func dropLifted<P: DragPolicy>(policy: P) -> [BoardEffect] {
    guard isKeyboardDrag else { return [] }
    var effects = [BoardEffect]()
    dropDrag(at: nil, policy: policy, into: &effects)
    return effects
  }

  /// Scrolls the board and the card's lane, within their bounds, just enough to show the card
  /// at `path` (current data of card arrangement `a`, the drag in progress, or committed data
  /// when `a` is nil).
  mutating func reveal(
    _ path: ItemPath, in a: Arrangement? = nil, into effects: inout [BoardEffect]
  ) {
    let start = layout.laneStart(path.section)
    revealBoard(start, start + layout.width(ofLane: path.section), into: &effects)
    let cardStart = layout.cardStart(path, in: a)
    let cardEnd = cardStart + layout.extent(ofCardAt: path, in: a)
    let body = layout.bodyLength(ofLane: path.section)
    var offset = layout.laneOffsets[path.section]
    if cardEnd > offset + body { offset = cardEnd - body }
    if cardStart < offset { offset = cardStart }
    if layout.setLaneOffset(offset, ofLane: path.section, in: a) {
      effects.append(
        .laneScrolled(lane: path.section, offset: layout.laneOffsets[path.section]))
    }
  }
}
