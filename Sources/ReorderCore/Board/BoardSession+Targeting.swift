extension BoardSession {
  /// What a rule proposes, or the outcome of following it.
  enum Search: Equatable {
    /// The rule keeps the current slot.
    case stay
    /// The rule's probe is over nothing (a gap between lanes, outside every lane): stay.
    case overNothing
    /// The rule settles on this slot.
    case found(ItemPath)
    /// The rule oscillates: no fixed point within three evaluations.
    case none
  }

  // MARK: Cards

  /// Re-evaluates the card target for the pointer, applies an accepted change and appends the
  /// effects; returns whether a lane's offset was pulled back into bounds (the content under
  /// the pointer moved, so the target should be asked again).
  mutating func retargetCard<P: BoardPolicy>(policy: P, into effects: inout [BoardEffect])
    -> Bool
  {
    let floating = activeFloatingFrame
    switch drag.mode {
    case .insert:
      let a = drag.cards
      guard let proposal = stableProposal(a, floating: floating) else { return false }
      let answer = policy.targetIndexPath(forMoveFrom: a.lifted, at: a.slot, proposed: proposal)
      // A block's pinned cards are checked once, at the drop (see
      // `BoardSession+Selection.swift`): while it travels, only the slot's validity counts.
      guard isValidSlot(answer, a), answer != a.slot,
        a.block != nil || !pinnedCards.blocksMove(from: a.lifted, to: answer)
      else { return false }
      if answer != proposal {
        let there = a.with(slot: answer)
        if let again = stableProposal(there, floating: floating), again != proposal {
          return false
        }
      }
      drag.cards.slot = answer
      if drag.commit == .live {
        effects.append(.drag(.moved(from: a.slot, to: answer)))
      } else {
        effects.append(.drag(.targetChanged(answer)))
      }
      guard a.slot.section != answer.section else { return false }
      return clampLane(a.slot.section, in: drag.cards, into: &effects)
    default:  // .exchange
      let lifted = drag.cards.lifted
      var target = exchangeProposal(floating: floating)
      if let proposal = target {
        let answer = policy.targetIndexPath(forMoveFrom: lifted, at: lifted, proposed: proposal)
        target =
          isValidCard(answer) && answer != lifted && !pinnedCards.blocksSwap(lifted, answer)
          ? answer : nil
      }
      guard target != drag.exchangeTarget else { return false }
      drag.exchangeTarget = target
      effects.append(.drag(.targetChanged(target)))
      return false
    }
  }

  /// Whether `path` is a valid `moveRow(at:to:)` destination for the lifted card.
  func isValidSlot(_ path: ItemPath, _ a: Arrangement) -> Bool {
    guard path.section >= 0, path.section < layout.laneCount, path.item >= 0 else { return false }
    return path.item
      <= a.countWithoutLifted(
        inSection: path.section, committedCount: layout.cardCount(inLane: path.section))
  }

  /// Whether a card exists at `path` in the committed data.
  func isValidCard(_ path: ItemPath) -> Bool {
    path.section >= 0 && path.section < layout.laneCount && path.item >= 0
      && path.item < layout.cardCount(inLane: path.section)
  }

  /// The end slot of `lane` for the lifted card (the card goes after every other card there).
  func endSlot(_ lane: Int, _ a: Arrangement) -> ItemPath {
    ItemPath(
      section: lane,
      item: a.countWithoutLifted(inSection: lane, committedCount: layout.cardCount(inLane: lane)))
  }

  /// The insert slot a hit stands for: a card its own position, a lane's header or end that
  /// lane's end slot, the gap the current slot, nothing nil.
  func slot(for hit: BoardHit, _ a: Arrangement) -> ItemPath? {
    switch hit {
    case .card(let p): return p
    case .gap: return a.slot
    case .header(let l), .laneEnd(let l): return endSlot(l, a)
    case .nothing: return nil
    }
  }

  /// The lane position (along the lane axis) of a viewport coordinate in committed lane `lane`.
  func lanePosition(_ viewport: Double, _ lane: Int) -> Double {
    viewport - layout.headerExtent(ofLane: lane) + layout.laneOffsets[lane]
  }

  /// What the configured rule proposes in arrangement `a` (nil: over nothing).
  func insertProposal(_ a: Arrangement, floating: Rect) -> ItemPath? {
    switch configuration.target.kind {
    case .pointer:
      return slot(for: layout.hitTest(drag.pointer, in: a), a)
    case .center:
      return slot(for: layout.hitTest(floating.center, in: a), a)
    case .edgeCrossing:
      let centre = floating.center
      let axis = layout.axis
      let laneAxis = layout.laneAxis
      guard let lane = layout.committedLane(at: centre.along(axis) + layout.boardOffset) else {
        return nil
      }
      if centre.along(laneAxis) < layout.headerExtent(ofLane: lane) { return endSlot(lane, a) }
      let edge = lanePosition(floating.minAlong(laneAxis), lane)
      let slots = layout.insertionSlots(around: edge, inLane: lane, in: a)
      let (lo, hi) = bracket(slots)
      if lane == a.slot.section {
        // Within the lane, the list rule: forward, the last slot whose gap would start at or
        // before the leading edge; back, the first at or after it; stay between the two.
        if let before = slots.before, let lo, a.slot < lo { return before }
        if let after = slots.after, let hi, hi < a.slot { return after }
        return a.slot
      }
      // Into another lane: the boundary nearest the leading edge, where the in-lane rule
      // then stays.
      guard let lo, let hi else { return lo ?? hi }
      let loStart = layout.cardStart(lo, in: a.with(slot: lo))
      let hiStart = layout.cardStart(hi, in: a.with(slot: hi))
      return edge - loStart < hiStart - edge ? lo : hi
    case .custom(let rule):
      return rule(query(a, floating: floating))
    }
  }

  /// The slots around a position, ordered.
  func bracket(_ slots: (before: ItemPath?, after: ItemPath?)) -> (lo: ItemPath?, hi: ItemPath?) {
    guard let before = slots.before, let after = slots.after else {
      return (slots.after ?? slots.before, slots.before ?? slots.after)
    }
    return before < after ? (before, after) : (after, before)
  }

  /// Follows the rule from arrangement `a` for up to three evaluations.
  func fixedPoint(from a: Arrangement, floating: Rect) -> Search {
    guard let first = insertProposal(a, floating: floating) else { return .overNothing }
    guard isValidSlot(first, a), first != a.slot else { return .stay }
    var candidate = first
    for _ in 0..<2 {
      let trial = a.with(slot: candidate)
      guard let again = insertProposal(trial, floating: floating), isValidSlot(again, a) else {
        return .found(candidate)
      }
      if again == candidate { return .found(candidate) }
      if again == a.slot { return .none }
      candidate = again
    }
    return .none
  }

  /// The rule's proposal, taken only if it is a fixed point of the rule. Where the pointer or
  /// centre rule has none (a small card over a much larger one), the slot of the lane under the
  /// probe whose gap centre lies nearest the probe wins: a function of the probe alone.
  func stableProposal(_ a: Arrangement, floating: Rect) -> ItemPath? {
    let probe: Point
    switch configuration.target.kind {
    case .pointer: probe = drag.pointer
    case .center: probe = floating.center
    default: probe = Point(x: .nan, y: .nan)
    }
    switch fixedPoint(from: a, floating: floating) {
    case .stay, .overNothing: return nil
    case .found(let slot): return slot
    case .none: break
    }
    guard probe.isFinite,
      let lane = layout.committedLane(at: probe.along(layout.axis) + layout.boardOffset)
    else { return nil }
    let position = lanePosition(probe.along(layout.laneAxis), lane)
    let nearest = layout.nearestSlot(to: position, inLane: lane, in: a)
    guard nearest != a.slot else { return nil }
    let from = a.with(slot: nearest)
    if case .found(let settled) = fixedPoint(from: from, floating: floating) { return settled }
    return nearest
  }

  /// What the configured rule proposes as the exchange target (nothing moves during an
  /// exchange drag, so every rule is stable here).
  func exchangeProposal(floating: Rect) -> ItemPath? {
    let a = drag.cards
    func card(_ hit: BoardHit) -> ItemPath? {
      if case .card(let p) = hit { return p }
      return nil
    }
    switch configuration.target.kind {
    case .pointer:
      return card(layout.hitTest(drag.pointer, in: a))
    case .center, .edgeCrossing:
      // Across lanes the centre decides; within the card's own lane, edge crossing asks for the
      // card the copy has passed completely, as in a list.
      let hit = layout.hitTest(floating.center, in: a)
      guard case .edgeCrossing = configuration.target.kind,
        let lane = layout.committedLane(
          at: floating.center.along(layout.axis) + layout.boardOffset),
        lane == a.lifted.section
      else { return card(hit) }
      let edge = lanePosition(floating.minAlong(layout.laneAxis), lane)
      let slots = layout.insertionSlots(around: edge, inLane: lane, in: a)
      let (lo, hi) = bracket(slots)
      if let before = slots.before, let lo, a.lifted < lo, before.item > 0 {
        return a.committedPath(
          forWithoutLifted: ItemPath(section: lane, item: before.item - 1))
      }
      if let after = slots.after, let hi, hi < a.lifted,
        after.item < layout.cardCount(inLane: lane) - 1
      {
        return a.committedPath(forWithoutLifted: after)
      }
      return nil
    case .custom(let rule):
      return rule(query(a, floating: floating))
    }
  }

  /// What a custom rule sees. For a board, `pointer` and `floatingFrame` are in **viewport**
  /// coordinates; a lane's header stands as a section header, its end as a section footer; the
  /// slots around the leading edge are those of the lane under the floating copy's centre.
  func query(_ a: Arrangement, floating: Rect) -> TargetQuery {
    var slots: (before: ItemPath?, after: ItemPath?) = (nil, nil)
    if let lane = layout.committedLane(at: floating.center.along(layout.axis) + layout.boardOffset)
    {
      slots = layout.insertionSlots(
        around: lanePosition(floating.minAlong(layout.laneAxis), lane), inLane: lane, in: a)
    }
    return TargetQuery(
      mode: drag.mode, pointer: drag.pointer, floatingFrame: floating,
      direction: drag.direction, lifted: a.lifted, current: a.slot,
      hitAtPointer: layoutHit(layout.hitTest(drag.pointer, in: a)),
      hitAtCenter: layoutHit(layout.hitTest(floating.center, in: a)),
      slotsAroundLeadingEdge: slots)
  }

  // MARK: Lanes

  /// The lane the pointer proposes in lane arrangement `la` (nil: over nothing).
  func laneProposal(_ la: LaneArrangement) -> Int? {
    layout.lane(
      atBoardPosition: drag.pointer.along(layout.axis) + layout.boardOffset, in: la)
  }

  /// Follows the pointer rule for lanes from `la` for up to three evaluations.
  func laneFixedPoint(from la: LaneArrangement) -> (search: Search, lane: Int) {
    guard let first = laneProposal(la) else { return (.overNothing, la.slot) }
    guard first != la.slot else { return (.stay, la.slot) }
    var candidate = first
    for _ in 0..<2 {
      let trial = LaneArrangement(lifted: la.lifted, slot: candidate)
      guard let again = laneProposal(trial), again != candidate else {
        return (.found(ItemPath(section: 0, item: candidate)), candidate)
      }
      if again == la.slot { return (.none, la.slot) }
      candidate = again
    }
    return (.none, la.slot)
  }

  /// The lane slot whose gap centre lies nearest the pointer.
  func nearestLaneSlot(_ la: LaneArrangement) -> Int {
    let n = layout.laneCount
    let w = layout.width(ofLane: la.lifted)
    let start = drag.pointer.along(layout.axis) + layout.boardOffset - w / 2
    let f = partitionPoint(0, n) { layout.removedLaneStart($0, la) >= start }
    if f == 0 { return 0 }
    if f >= n { return n - 1 }
    let lo = layout.removedLaneStart(f - 1, la)
    let hi = layout.removedLaneStart(f, la)
    return start - lo < hi - start ? f - 1 : f
  }

  /// Re-evaluates the lane slot for the pointer and applies an accepted change.
  mutating func retargetLane<P: BoardPolicy>(policy: P, into effects: inout [BoardEffect]) {
    let la = drag.lanes
    var proposal: Int
    let (search, lane) = laneFixedPoint(from: la)
    switch search {
    case .stay, .overNothing: return
    case .found: proposal = lane
    case .none:
      proposal = nearestLaneSlot(la)
      let (again, settled) = laneFixedPoint(
        from: LaneArrangement(lifted: la.lifted, slot: proposal))
      if case .found = again { proposal = settled }
    }
    guard proposal != la.slot else { return }
    let answer = policy.targetLane(forMoveFrom: la.lifted, at: la.slot, proposed: proposal)
    guard answer >= 0, answer < layout.laneCount, answer != la.slot,
      !pinnedLanes.blocksMove(
        from: ItemPath(section: 0, item: la.lifted), to: ItemPath(section: 0, item: answer))
    else { return }
    // A redirected answer is taken only if, from there, the pointer keeps proposing the same
    // lane (or nothing): otherwise the next event at rest would ask again.
    if answer != proposal {
      let (again, settled) = laneFixedPoint(from: LaneArrangement(lifted: la.lifted, slot: answer))
      if case .found = again, settled != proposal { return }
    }
    drag.lanes.slot = answer
    if drag.commit == .live {
      effects.append(.movedLane(from: la.slot, to: answer))
    } else {
      effects.append(.laneTargetChanged(answer))
    }
  }
}
