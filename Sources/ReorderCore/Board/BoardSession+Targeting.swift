extension BoardSession {
  // MARK: Cards

  /// Re-evaluates the target of card drag `d` (updated in place) for its pointer, applies an
  /// accepted change and appends the effects; returns whether a lane's offset was pulled back
  /// into bounds (the content under the pointer moved, so the target should be asked again).
  mutating func retargetCard<P: DragPolicy>(
    _ d: inout CardDrag, policy: P, into effects: inout [BoardEffect]
  ) -> Bool {
    let probe = TargetProbe(pointer: d.pointer, floating: floatingFrame(d), direction: d.direction)
    let a = d.part.arrangement
    switch d.part.mode {
    case .insert:
      // Board steps report no decline (a block's drop does: `BoardSession+Selection.swift`).
      guard
        case .move(let answer, _) = Targeting.step(
          proposal: stableProposal(a, probe),
          answer: { policy.targetIndexPath(forMoveFrom: a.lifted, at: a.slot, proposed: $0) },
          verdict: { answer, proposal in
            // A block's pinned cards are checked once, at the drop (see
            // `BoardSession+Selection.swift`): while it travels, only the slot's validity counts.
            Targeting.verdict(
              answer: answer, proposal: proposal, current: a.slot,
              isValid: isValidSlot(answer, a),
              blocked: { a.block == nil && pinnedCards.blocksMove(from: a.lifted, to: answer) })
          },
          stable: { stableProposal(a.with(slot: $0), probe) })
      else { return false }
      d.part.arrangement.slot = answer
      effects.append(
        .drag(d.commit == .live ? .moved(from: a.slot, to: answer) : .targetChanged(answer)))
      guard a.slot.section != answer.section else { return false }
      return clampLane(a.slot.section, in: d.part.arrangement, into: &effects)
    default:  // .exchange
      let lifted = a.lifted
      var target: ItemPath?
      if case .move(let answer, _) = Targeting.step(
        proposal: exchangeProposal(a, probe),
        answer: { policy.targetIndexPath(forMoveFrom: lifted, at: lifted, proposed: $0) },
        verdict: { answer, proposal in
          Targeting.verdict(
            answer: answer, proposal: proposal, current: lifted, isValid: isValidCard(answer),
            blocked: { pinnedCards.blocksSwap(lifted, answer) })
        }, stable: { _ in nil })
      {
        target = answer
      }
      guard target != d.part.exchangeTarget else { return false }
      d.part.exchangeTarget = target
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

  /// The insert slot a hit stands for: a card its own position, a lane's header or end that
  /// lane's end slot, the gap the current slot, nothing nil.
  func slot(for hit: BoardHit, _ a: Arrangement) -> ItemPath? {
    TargetRule.slot(for: layoutHit(hit), a, headerIsEnd: true) { layout.cardCount(inLane: $0) }
  }

  /// The lane position (along the lane axis) of a viewport coordinate in committed lane `lane`.
  func lanePosition(_ viewport: Double, _ lane: Int) -> Double {
    viewport - layout.headerExtent(ofLane: lane) + layout.laneOffsets[lane]
  }

  /// What the configured rule proposes in arrangement `a` for `probe` (viewport; nil: over
  /// nothing).
  @usableFromInline
  func proposal(_ a: Arrangement, _ probe: TargetProbe) -> ItemPath? {
    let floating = probe.floating
    switch configuration.target.kind {
    case .pointer:
      return slot(for: layout.hitTest(probe.pointer, in: a), a)
    case .center:
      return slot(for: layout.hitTest(floating.center, in: a), a)
    case .edgeCrossing:
      let centre = floating.center
      let laneAxis = layout.laneAxis
      guard let lane = layout.committedLane(at: centre.along(layout.axis) + layout.boardOffset)
      else { return nil }
      if centre.along(laneAxis) < layout.headerExtent(ofLane: lane) {
        return slot(for: .laneEnd(lane), a)
      }
      let edge = lanePosition(floating.minAlong(laneAxis), lane)
      let s = TargetRule.leadingEdgeSlots(layout.insertionSlots(around: edge, inLane: lane, in: a))
      // Within the lane, the list rule.
      if lane == a.slot.section { return TargetRule.edgeCrossingSlot(a, s) }
      // Into another lane: the boundary nearest the leading edge, where the in-lane rule
      // then stays.
      guard let lo = s.lo, let hi = s.hi else { return s.lo ?? s.hi }
      let loStart = layout.cardStart(lo, in: a.with(slot: lo))
      let hiStart = layout.cardStart(hi, in: a.with(slot: hi))
      return edge - loStart < hiStart - edge ? lo : hi
    case .custom(let rule):
      return rule(query(a, probe, mode: .insert))
    }
  }

  /// Over nothing (a gap between lanes, outside every lane) a board's card stays.
  @usableFromInline
  var fallsBackOverNothing: Bool { false }

  /// Whether `slot` is a valid insert slot for the card lifted in `a`.
  @usableFromInline
  func isValidTarget(_ slot: ItemPath, _ a: Arrangement) -> Bool { isValidSlot(slot, a) }

  /// Where the pointer or centre rule has no fixed point (a small card over a much larger
  /// one), the slot of the lane under the probe whose gap centre lies nearest the probe: a
  /// function of the probe alone.
  @usableFromInline
  func nearestTarget(_ a: Arrangement, _ probe: TargetProbe) -> ItemPath? {
    let point: Point
    switch configuration.target.kind {
    case .pointer: point = probe.pointer
    case .center: point = probe.floating.center
    default: return nil
    }
    guard point.isFinite,
      let lane = layout.committedLane(at: point.along(layout.axis) + layout.boardOffset)
    else { return nil }
    let position = lanePosition(point.along(layout.laneAxis), lane)
    return layout.nearestSlot(to: position, inLane: lane, in: a)
  }

  /// What the configured rule proposes as the exchange target of the card lifted in `a` for
  /// `probe` (nothing moves during an exchange drag, so every rule is stable here).
  func exchangeProposal(_ a: Arrangement, _ probe: TargetProbe) -> ItemPath? {
    let floating = probe.floating
    func card(_ hit: BoardHit) -> ItemPath? { TargetRule.item(layoutHit(hit)) }
    switch configuration.target.kind {
    case .pointer:
      return card(layout.hitTest(probe.pointer, in: a))
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
      let s = TargetRule.leadingEdgeSlots(layout.insertionSlots(around: edge, inLane: lane, in: a))
      return TargetRule.edgeCrossingExchange(a, s) { layout.cardCount(inLane: $0) }
    case .custom(let rule):
      return rule(query(a, probe, mode: .exchange))
    }
  }

  /// What a custom rule sees. For a board, `pointer` and `floatingFrame` are in **viewport**
  /// coordinates; a lane's header stands as a section header, its end as a section footer; the
  /// slots around the leading edge are those of the lane under the floating copy's centre.
  func query(_ a: Arrangement, _ probe: TargetProbe, mode: ReorderMode) -> TargetQuery {
    let floating = probe.floating
    var slots: (before: ItemPath?, after: ItemPath?) = (nil, nil)
    if let lane = layout.committedLane(at: floating.center.along(layout.axis) + layout.boardOffset)
    {
      slots = layout.insertionSlots(
        around: lanePosition(floating.minAlong(layout.laneAxis), lane), inLane: lane, in: a)
    }
    return TargetQuery(
      mode: mode, pointer: probe.pointer, floatingFrame: floating,
      direction: probe.direction, lifted: a.lifted, current: a.slot,
      hitAtPointer: layoutHit(layout.hitTest(probe.pointer, in: a)),
      hitAtCenter: layoutHit(layout.hitTest(floating.center, in: a)),
      slotsAroundLeadingEdge: slots)
  }

  // MARK: Lanes

  /// Moves the pointer of lane drag `d` (updated in place) to `point` (viewport), re-evaluates
  /// its slot and applies an accepted change.
  mutating func retargetLane<P: DragPolicy>(
    _ d: inout LaneDrag, to point: Point, policy: P, into effects: inout [BoardEffect]
  ) {
    follow(&d, to: point)
    let la = d.part
    // The lanes' space for the fixed point: the pointer rule over the board's lanes.
    let laneTargets = LaneTargets(layout: layout, pointer: d.pointer)
    let lifted = ItemPath(section: 0, item: la.lifted)
    guard
      case .move(let answer, _) = Targeting.step(
        proposal: laneTargets.stableProposal(la, ()),
        answer: {
          ItemPath(
            section: 0,
            item: policy.targetLane(forMoveFrom: la.lifted, at: la.slot, proposed: $0.item))
        },
        verdict: { answer, proposal in
          Targeting.verdict(
            answer: answer, proposal: proposal, current: la.targetSlot,
            isValid: answer.item >= 0 && answer.item < layout.laneCount,
            blocked: { pinnedLanes.blocksMove(from: lifted, to: answer) })
        },
        stable: { laneTargets.stableProposal(la.with(targetSlot: $0), ()) })
    else { return }
    d.part.slot = answer.item
    effects.append(
      d.commit == .live
        ? .movedLane(from: la.slot, to: answer.item) : .laneTargetChanged(answer.item))
  }
}

extension BoardSession: TargetSpace {}

/// A board's lanes as a ``TargetSpace``: the lane under the pointer (viewport), lane slots as
/// `(0, slot)`; over nothing a lane stays.
struct LaneTargets: TargetSpace {
  /// The board.
  let layout: BoardLayout
  /// The pointer, viewport coordinates.
  let pointer: Point

  var fallsBackOverNothing: Bool { false }

  /// The lane the pointer proposes in lane arrangement `la` (nil: over nothing).
  func proposal(_ la: LaneArrangement, _: Void) -> ItemPath? {
    layout.lane(atBoardPosition: pointer.along(layout.axis) + layout.boardOffset, in: la)
      .map { ItemPath(section: 0, item: $0) }
  }

  /// Every lane the pointer proposes is one.
  func isValidTarget(_: ItemPath, _: LaneArrangement) -> Bool { true }

  /// The lane slot whose gap centre lies nearest the pointer.
  func nearestTarget(_ la: LaneArrangement, _: Void) -> ItemPath? {
    let n = layout.laneCount
    let w = layout.width(ofLane: la.lifted)
    let start = pointer.along(layout.axis) + layout.boardOffset - w / 2
    let f = partitionPoint(0, n) { layout.removedLaneStart($0, la) >= start }
    if f == 0 { return ItemPath(section: 0, item: 0) }
    if f >= n { return ItemPath(section: 0, item: n - 1) }
    let lo = layout.removedLaneStart(f - 1, la)
    let hi = layout.removedLaneStart(f, la)
    return ItemPath(section: 0, item: start - lo < hi - start ? f - 1 : f)
  }
}
