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
    guard stage == .idle else { return [] }
    guard isValidCard(path) else { return [.drag(.refused(.notOverItem))] }
    guard !pinnedCards.contains(path), policy.canMoveItem(at: path) else {
      return [.drag(.refused(.notMovable))]
    }
    var d = keyboardDrag(from: layout.cardFrame(at: path, in: nil))
    d.mode = configuration.mode
    let lift = liftCards(at: path, into: &d, policy: policy)
    let held = heldFrame(d.cardArrangement, pressedFrame: layout.cardFrame(at: path, in: nil))
    d.size = held.size
    d.pointer = held.origin
    drag = d
    stage = .card
    var effects = [lift]
    clampLanesLeftByBlock(into: &effects)
    reveal(drag.cardArrangement.slot, into: &effects)
    return effects
  }

  /// Moves the card of the keyboard drag in progress (see the rules above); returns the
  /// effects, none when the move is declined or no keyboard drag is in progress.
  ///
  /// - Complexity: O(log pinned) per move.
  public mutating func moveLifted<P: DragPolicy>(_ move: KeyboardMove, policy: P)
    -> [BoardEffect]
  {
    if stage == .lane && drag.isKeyboard { return moveLiftedLane(move, policy: policy) }
    guard stage == .card, drag.isKeyboard else { return [] }
    let a = drag.cardArrangement
    let cursor = drag.mode == .insert ? a.slot : (drag.exchangeTarget ?? a.lifted)
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
    case .pageUp, .pageDown: return []
    }
    guard lane >= 0, lane < layout.laneCount, item >= 0 else { return [] }
    var effects = [BoardEffect]()
    switch drag.mode {
    case .insert:
      let n = a.countWithoutLifted(inSection: lane, committedCount: layout.cardCount(inLane: lane))
      if toEnd || lane != cursor.section && item > n { item = n }
      guard item <= n else { return [] }
      let proposed = ItemPath(section: lane, item: item)
      let answer = policy.targetIndexPath(forMoveFrom: a.lifted, at: a.slot, proposed: proposed)
      guard isValidSlot(answer, a), answer != a.slot,
        a.block != nil || !pinnedCards.blocksMove(from: a.lifted, to: answer)
      else { return [] }
      drag.cardArrangement.slot = answer
      effects.append(
        drag.commit == .live
          ? .drag(.moved(from: a.slot, to: answer)) : .drag(.targetChanged(answer)))
      if answer.section != a.slot.section {
        clampLane(a.slot.section, in: drag.cardArrangement, into: &effects)
      }
      reveal(answer, into: &effects)
    default:  // .exchange
      let n = layout.cardCount(inLane: lane)
      if toEnd || lane != cursor.section && item >= n { item = n - 1 }
      guard item >= 0, item < n else { return [] }
      let proposed = ItemPath(section: lane, item: item)
      let answer = policy.targetIndexPath(forMoveFrom: a.lifted, at: a.lifted, proposed: proposed)
      let target: ItemPath? =
        answer == a.lifted
        ? nil
        : isValidCard(answer) && !pinnedCards.blocksSwap(a.lifted, answer)
          ? answer : drag.exchangeTarget
      guard target != drag.exchangeTarget else { return [] }
      drag.exchangeTarget = target
      effects.append(.drag(.targetChanged(target)))
      reveal(target ?? a.lifted, into: &effects)
    }
    return effects
  }

  /// Picks up the lane at `lane` for a keyboard drag (ignored unless idle; an index out of
  /// range is refused with ``DragRefusal/notOverItem``, a pinned lane or one the policy will
  /// not move with ``DragRefusal/notMovable``).
  public mutating func pickUpLane<P: DragPolicy>(_ lane: Int, policy: P) -> [BoardEffect] {
    guard stage == .idle else { return [] }
    guard lane >= 0, lane < layout.laneCount else { return [.drag(.refused(.notOverItem))] }
    guard !pinnedLanes.contains(ItemPath(section: 0, item: lane)), policy.canMoveLane(lane) else {
      return [.drag(.refused(.notMovable))]
    }
    var d = keyboardDrag(from: layout.laneFrame(lane, in: nil))
    d.laneArrangement = LaneArrangement(lifted: lane, slot: lane)
    drag = d
    stage = .lane
    lastDrop = nil
    var effects: [BoardEffect] = [.willMoveLane(at: lane)]
    revealLane(lane, into: &effects)
    return effects
  }

  /// Moves the lane of the keyboard lane drag in progress.
  mutating func moveLiftedLane<P: DragPolicy>(_ move: KeyboardMove, policy: P) -> [BoardEffect] {
    let la = drag.laneArrangement
    let horizontal = layout.axis == .horizontal
    var slot = la.slot
    switch move {
    case .previous, .previousSection: slot -= 1
    case .next, .nextSection: slot += 1
    case .left: if horizontal { slot -= 1 } else { return [] }
    case .right: if horizontal { slot += 1 } else { return [] }
    case .up: if horizontal { return [] } else { slot -= 1 }
    case .down: if horizontal { return [] } else { slot += 1 }
    case .toSectionStart: slot = 0
    case .toSectionEnd: slot = layout.laneCount - 1
    case .toSection(let l): slot = l
    case .pageUp, .pageDown: return []
    }
    guard slot >= 0, slot < layout.laneCount, slot != la.slot else { return [] }
    let answer = policy.targetLane(forMoveFrom: la.lifted, at: la.slot, proposed: slot)
    guard answer >= 0, answer < layout.laneCount, answer != la.slot,
      !pinnedLanes.blocksMove(
        from: ItemPath(section: 0, item: la.lifted), to: ItemPath(section: 0, item: answer))
    else { return [] }
    drag.laneArrangement.slot = answer
    var effects: [BoardEffect] = [
      drag.commit == .live ? .movedLane(from: la.slot, to: answer) : .laneTargetChanged(answer)
    ]
    revealLane(answer, into: &effects)
    return effects
  }

  /// A keyboard drag of something whose frame (content coordinates) is `frame`: the floating
  /// copy starts where the thing stands, at the last time seen (0 before any event), with the
  /// configured commit. The caller says what is lifted.
  ///
  /// - Complexity: O(1).
  func keyboardDrag(from frame: Rect) -> Drag {
    var d = Drag()
    d.size = frame.size
    d.pointer = frame.origin
    d.commit = configuration.commit
    d.isKeyboard = true
    let time = lastTime.isFinite ? lastTime : 0
    d.startTime = time
    d.lastTickTime = time
    return d
  }

  /// Scrolls the board, within its bounds, just enough to show current lane `lane`.
  mutating func revealLane(_ lane: Int, into effects: inout [BoardEffect]) {
    let la: LaneArrangement? = stage == .lane ? drag.laneArrangement : nil
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
    return drop(at: nil, policy: policy)
  }

  /// Scrolls the board and the card's lane, within their bounds, just enough to show the card
  /// at `path` (current data of the drag in progress, or committed data when idle).
  mutating func reveal(_ path: ItemPath, into effects: inout [BoardEffect]) {
    let a: Arrangement? = stage == .card ? drag.cardArrangement : nil
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
