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
    let direction = d.direction
    switch d.mode {
    case .insert:
      let a = d.arrangement
      let probe = TargetProbe(pointer: pointer, floating: floating, direction: direction)
      let step = Targeting.step(
        proposal: stableProposal(a, probe),
        answer: { policy.targetIndexPath(forMoveFrom: a.lifted, at: a.slot, proposed: $0) },
        verdict: { insertVerdict(answer: $0, proposal: $1, a) },
        stable: { stableProposal(a.with(slot: $0), probe) })
      switch step {
      case .stay: d.lastDeclined = nil
      case .unsettled: break
      case .decline(let proposal, let reason):
        noteDecline(&d, proposal: proposal, reason: reason, into: &effects)
      case .move(let answer, let proposal):
        // A redirected proposal has had its answer: asked again at rest, the policy sends it
        // to where the item now is, which is no news.
        d.lastDeclined = answer != proposal ? proposal : nil
        d.arrangement.slot = answer
        effects.append(
          d.commit == .live ? .moved(from: a.slot, to: answer) : .targetChanged(answer))
      }
    default:  // .exchange
      let lifted = d.arrangement.lifted
      var target: ItemPath?
      switch Targeting.step(
        proposal: rule.exchangeProposal(
          d.arrangement, in: layout, pointer: pointer, floating: floating, direction: direction),
        answer: { policy.targetIndexPath(forMoveFrom: lifted, at: lifted, proposed: $0) },
        verdict: { exchangeVerdict(answer: $0, proposal: $1, lifted: lifted) }, stable: { _ in nil }
      )
      {
      case .move(let answer, _):
        d.lastDeclined = nil
        target = answer
      case .decline(let proposal, let reason):
        noteDecline(&d, proposal: proposal, reason: reason, into: &effects)
      case .stay, .unsettled: d.lastDeclined = nil
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
    guard Targeting.isNewDecline(proposal, last: &d.lastDeclined) else { return }
    effects.append(.declined(proposed: proposal, reason: reason))
  }

  /// The verdict on the policy's `answer` to an insert `proposal` in arrangement `a` (slots in
  /// the current data).
  @inlinable @inline(__always)
  func insertVerdict(answer: ItemPath, proposal: ItemPath, _ a: Arrangement) -> StepVerdict {
    // A block's pinned items are checked once, at the drop (see `DragSession+Selection.swift`):
    // the gathering itself may already shift them on screen.
    Targeting.verdict(
      answer: answer, proposal: proposal, current: a.slot, isValid: isValidSlot(answer, a),
      blocked: { a.block == nil && pinned.blocksMove(from: a.lifted, to: answer) })
  }

  /// The verdict on the policy's `answer` to an exchange `proposal` for the item at `lifted`
  /// (items in the current data, which an exchange drag leaves as committed).
  @inlinable @inline(__always)
  func exchangeVerdict(answer: ItemPath, proposal: ItemPath, lifted: ItemPath) -> StepVerdict {
    Targeting.verdict(
      answer: answer, proposal: proposal, current: lifted, isValid: isValidItem(answer),
      blocked: { pinned.blocksSwap(lifted, answer) })
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

  /// Over nothing (past the content's ends, in an inset, beside a list), a list's pointer and
  /// centre rules still follow the probe along the axis, so a flick past the end ends in the
  /// last slot whatever the sampling. (Custom rules have no probe: they stay.)
  @inlinable @inline(__always) var fallsBackOverNothing: Bool { true }

  /// What the configured rule proposes as the insert slot in arrangement `a` (see
  /// ``TargetRule``; content coordinates).
  @inlinable @inline(__always)
  func proposal(_ a: Arrangement, _ p: TargetProbe) -> ItemPath? {
    configuration.target.insertProposal(
      a, in: layout, pointer: p.pointer, floating: p.floating, direction: p.direction)
  }

  /// Whether `slot` is a valid insert slot for the item lifted in `a`.
  @inlinable @inline(__always)
  func isValidTarget(_ slot: ItemPath, _ a: Arrangement) -> Bool { isValidSlot(slot, a) }

  /// When the rule has no fixed point near its probe, a list falls back to the rule's nearest
  /// gap (see `TargetRule+NearestGap.swift`); grids that float across the axis do not.
  @inlinable @inline(__always)
  func nearestTarget(_ a: Arrangement, _ p: TargetProbe) -> ItemPath? {
    guard !layout.floatsAcrossAxis,
      let probe = configuration.target.fallbackProbe(
        pointer: p.pointer, floating: p.floating, axis: layout.axis),
      probe.isFinite
    else { return nil }
    return TargetRule.nearestSlot(to: probe, a, in: layout)
  }
}

extension DragSession: TargetSpace {}
