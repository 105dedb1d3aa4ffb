/// The generic step of targeting: the configured ``TargetRule`` proposes (its logic lives
/// beside it, in `Strategies/TargetRule+*.swift`); the session takes a proposal only if it is a
/// fixed point of the rule, asks the ``DragPolicy``, checks the answer against the data and the
/// pinned items, and applies it.
extension DragSession {
  /// Re-evaluates the target of the drag in progress for its pointer and returns the effects.
  mutating func retarget<P: DragPolicy>(policy: P) -> [DragEffect] {
    guard let box = takeDrag() else { return [] }
    var effects = [DragEffect]()
    retarget(&box.drag, policy: policy, into: &effects)
    state = .dragging(box)
    return effects
  }

  /// Re-evaluates the target of drag `d` (updated in place) for its pointer, applies an
  /// accepted change to it and appends the effects to `effects`.
  ///
  /// Not `mutating` (it changes only `d` and `effects`) and inlined into the drag step with the
  /// searches and verdicts it calls: a non-mutating call out of a mutating one would copy the
  /// whole session to pass it.
  @inlinable @inline(__always)
  func retarget<P: DragPolicy>(
    _ d: inout Drag, policy: P, into effects: inout [DragEffect]
  ) {
    let pointer = viewport.contentPoint(d.pointer)
    let floating = floatingFrame(
      pointer: d.pointer, grabOffset: d.grabOffset, crossOrigin: d.crossOrigin, size: d.size)
    let rule = configuration.target
    switch d.mode {
    case .insert:
      let a = d.arrangement
      guard
        let proposal = stableProposal(
          a, rule: rule, pointer: pointer, floating: floating, direction: d.direction)
      else {
        d.lastDeclined = nil
        return
      }
      let answer = policy.targetIndexPath(
        forMoveFrom: a.lifted, at: a.slot, proposed: proposal)
      switch insertVerdict(answer: answer, proposal: proposal, a) {
      case .accept: break
      case .stay:
        d.lastDeclined = nil
        return
      case .decline(let reason):
        noteDecline(&d, proposal: proposal, reason: reason, into: &effects)
        return
      }
      // A redirected answer is taken only if, from there, the rule keeps proposing the same
      // slot (or nothing): otherwise the next event at rest would ask again and the item would
      // creep with the pointer still.
      if answer != proposal {
        let there = a.with(slot: answer)
        if let again = stableProposal(
          there, rule: rule, pointer: pointer, floating: floating, direction: d.direction),
          again != proposal
        {
          return
        }
      }
      // A redirected proposal has had its answer: asked again at rest, the policy sends it to
      // where the item now is, which is no news.
      d.lastDeclined = answer != proposal ? proposal : nil
      let old = a.slot
      d.arrangement.slot = answer
      if d.commit == .live {
        effects.append(.moved(from: old, to: answer))
      } else {
        effects.append(.targetChanged(answer))
      }
    default:  // .exchange
      let lifted = d.arrangement.lifted
      var target = rule.exchangeProposal(
        d.arrangement, in: layout, pointer: pointer, floating: floating, direction: d.direction)
      if let proposal = target {
        let answer = policy.targetIndexPath(
          forMoveFrom: lifted, at: lifted, proposed: proposal)
        switch exchangeVerdict(answer: answer, proposal: proposal, lifted: lifted) {
        case .accept:
          d.lastDeclined = nil
          target = answer
        case .stay:
          d.lastDeclined = nil
          target = nil
        case .decline(let reason):
          noteDecline(&d, proposal: proposal, reason: reason, into: &effects)
          target = nil
        }
      } else {
        d.lastDeclined = nil
      }
      guard target != d.exchangeTarget else { return }
      d.exchangeTarget = target
      effects.append(.targetChanged(target))
    }
  }

  /// Reports a declined proposal of a pointer drag once: nothing while the rule keeps
  /// proposing the position last reported.
  @inlinable @inline(__always)
  func noteDecline(
    _ d: inout Drag, proposal: ItemPath, reason: StepDecline, into effects: inout [DragEffect]
  ) {
    guard d.lastDeclined != proposal else { return }
    d.lastDeclined = proposal
    effects.append(.declined(proposed: proposal, reason: reason))
  }

  /// What becomes of a proposed step once the policy has answered.
  @usableFromInline
  enum StepVerdict: Equatable {
    /// The answer stands: the item goes there.
    case accept
    /// Nothing was proposed beyond where the item already is.
    case stay
    /// The step is declined, for this reason.
    case decline(StepDecline)
  }

  /// The verdict on the policy's `answer` to an insert `proposal` in arrangement `a` (slots in
  /// the current data).
  @inlinable @inline(__always)
  func insertVerdict(answer: ItemPath, proposal: ItemPath, _ a: Arrangement) -> StepVerdict {
    guard isValidSlot(answer, a) else { return .decline(.outOfRange) }
    if answer == a.slot { return proposal == a.slot ? .stay : .decline(.targetPolicy) }
    // A block's pinned items are checked once, at the drop (see `DragSession+Selection.swift`):
    // the gathering itself may already shift them on screen.
    if a.block == nil && pinned.blocksMove(from: a.lifted, to: answer) {
      return .decline(.pinned)
    }
    return .accept
  }

  /// The verdict on the policy's `answer` to an exchange `proposal` for the item at `lifted`
  /// (items in the current data, which an exchange drag leaves as committed).
  @inlinable @inline(__always)
  func exchangeVerdict(answer: ItemPath, proposal: ItemPath, lifted: ItemPath) -> StepVerdict {
    guard isValidItem(answer) else { return .decline(.outOfRange) }
    if answer == lifted { return proposal == lifted ? .stay : .decline(.targetPolicy) }
    if pinned.blocksSwap(lifted, answer) { return .decline(.pinned) }
    return .accept
  }

  /// Whether `path` is a valid `moveRow(at:to:)` destination for the lifted item.
  @inlinable @inline(__always)
  func isValidSlot(_ path: ItemPath, _ a: Arrangement) -> Bool {
    guard path.section >= 0, path.section < layout.sectionCount, path.item >= 0 else {
      return false
    }
    let n = a.countWithoutLifted(
      inSection: path.section, committedCount: layout.itemCount(inSection: path.section))
    return path.item <= n
  }

  /// Whether an item exists at `path` in the committed data.
  @inlinable @inline(__always)
  func isValidItem(_ path: ItemPath) -> Bool {
    path.section >= 0 && path.section < layout.sectionCount && path.item >= 0
      && path.item < layout.itemCount(inSection: path.section)
  }

  /// The rule's insert proposal, taken only if it is a fixed point of the rule (see
  /// ``TargetRule``); when the rule has none near the probe, a list falls back to the rule's
  /// nearest gap (see `TargetRule+NearestGap.swift`).
  @inlinable @inline(__always)
  func stableProposal(
    _ a: Arrangement, rule: TargetRule, pointer: Point, floating: Rect, direction: Int
  ) -> ItemPath? {
    var memo = ProposalMemo()
    switch fixedPoint(
      from: a, rule: rule, pointer: pointer, floating: floating, direction: direction,
      memo: &memo)
    {
    case .stay: return nil
    case .overNothing:
      // Over nothing (past the content's ends, in an inset, beside a list), a list's pointer
      // and centre rules still follow the probe along the axis, so a flick past the end ends
      // in the last slot whatever the sampling. (Custom rules have no probe: they stay.)
      break
    case .found(let slot): return slot
    case .none: break
    }
    guard !layout.floatsAcrossAxis,
      let probe = rule.fallbackProbe(pointer: pointer, floating: floating, axis: layout.axis),
      probe.isFinite
    else { return nil }
    guard let nearest = TargetRule.nearestSlot(to: probe, a, in: layout), nearest != a.slot
    else { return nil }
    // From the nearest slot the rule may still settle on a fixed point: go there at once, so a
    // pointer at rest never moves twice.
    let from = a.with(slot: nearest)
    if case .found(let settled) = fixedPoint(
      from: from, rule: rule, pointer: pointer, floating: floating, direction: direction,
      memo: &memo)
    {
      return settled
    }
    return nearest
  }

  /// The rule's proposals already asked within one targeting step, by the slot of the
  /// arrangement they were asked in (everything else, the pointer, the floating frame and the
  /// lifted item, is the same throughout a step). The fallback's second search often starts
  /// where the first one went: its answers are not asked again. Holds four, inline (no heap).
  @usableFromInline
  struct ProposalMemo {
    @usableFromInline var slots = (
      ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 0),
      ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 0)
    )
    @usableFromInline var answers: (ItemPath?, ItemPath?, ItemPath?, ItemPath?) = (
      nil, nil, nil, nil
    )
    @usableFromInline var count = 0

    @inlinable init() {}

    /// The proposal in the arrangement whose slot is `slot`: remembered, or asked of `ask`
    /// and remembered while there is room.
    @inlinable @inline(__always)
    mutating func proposal(at slot: ItemPath, _ ask: () -> ItemPath?) -> ItemPath? {
      if count > 0 && slots.0 == slot { return answers.0 }
      if count > 1 && slots.1 == slot { return answers.1 }
      if count > 2 && slots.2 == slot { return answers.2 }
      if count > 3 && slots.3 == slot { return answers.3 }
      let answer = ask()
      switch count {
      case 0: (slots.0, answers.0) = (slot, answer)
      case 1: (slots.1, answers.1) = (slot, answer)
      case 2: (slots.2, answers.2) = (slot, answer)
      case 3: (slots.3, answers.3) = (slot, answer)
      default: return answer
      }
      count += 1
      return answer
    }
  }

  @usableFromInline
  enum FixedPointSearch {
    /// The rule keeps the current slot.
    case stay
    /// The rule proposes nothing: its probe is over nothing.
    case overNothing
    /// The rule settles on this slot.
    case found(ItemPath)
    /// The rule oscillates: no fixed point within three evaluations.
    case none
  }

  /// Follows the rule from arrangement `a` for up to three evaluations.
  @inlinable @inline(__always)
  func fixedPoint(
    from a: Arrangement, rule: TargetRule, pointer: Point, floating: Rect, direction: Int,
    memo: inout ProposalMemo
  ) -> FixedPointSearch {
    guard
      let first = memo.proposal(
        at: a.slot,
        {
          rule.insertProposal(
            a, in: layout, pointer: pointer, floating: floating, direction: direction)
        })
    else {
      return .overNothing
    }
    guard isValidSlot(first, a), first != a.slot else { return .stay }
    var candidate = first
    for _ in 0..<2 {
      let trial = a.with(slot: candidate)
      guard
        let again = memo.proposal(
          at: candidate,
          {
            rule.insertProposal(
              trial, in: layout, pointer: pointer, floating: floating, direction: direction)
          }),
        isValidSlot(again, a)
      else { return .found(candidate) }
      if again == candidate { return .found(candidate) }
      if again == a.slot { return .none }
      candidate = again
    }
    return .none
  }
}
