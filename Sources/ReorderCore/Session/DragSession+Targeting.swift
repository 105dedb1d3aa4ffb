extension DragSession {
  /// Re-evaluates the target for the current pointer and applies an accepted change.
  mutating func retarget<P: DragPolicy>(policy: P) -> [DragEffect] {
    guard case .dragging = stage else { return [] }
    var effects = [DragEffect]()
    retargetActive(policy: policy, into: &effects)
    return effects
  }

  /// Re-evaluates the target of the drag in progress (`active`, updated in place) for its
  /// pointer, applies an accepted change to it and appends the effects to `effects`.
  @inlinable
  mutating func retargetActive<P: DragPolicy>(policy: P, into effects: inout [DragEffect]) {
    let pointer = viewport.contentPoint(active.pointer)
    let floating = activeFloatingFrame
    switch active.mode {
    case .insert:
      let a = active.arrangement
      guard let proposal = stableProposal(a, pointer: pointer, floating: floating) else {
        return
      }
      let answer = policy.targetIndexPath(
        forMoveFrom: a.lifted, at: a.slot, proposed: proposal)
      guard isValidSlot(answer, a), answer != a.slot,
        !pinned.blocksMove(from: a.lifted, to: answer)
      else { return }
      // A redirected answer is taken only if, from there, the rule keeps proposing the same
      // slot (or nothing): otherwise the next event at rest would ask again and the item would
      // creep with the pointer still.
      if answer != proposal {
        let there = Arrangement(lifted: a.lifted, slot: answer)
        if let again = stableProposal(there, pointer: pointer, floating: floating),
          again != proposal
        {
          return
        }
      }
      let old = a.slot
      active.arrangement.slot = answer
      if active.commit == .live {
        effects.append(.moved(from: old, to: answer))
      } else {
        effects.append(.targetChanged(answer))
      }
    case .exchange:
      let lifted = active.arrangement.lifted
      var target = exchangeProposal(active.arrangement, pointer: pointer, floating: floating)
      if let proposal = target {
        let answer = policy.targetIndexPath(
          forMoveFrom: lifted, at: lifted, proposed: proposal)
        target =
          isValidItem(answer) && answer != lifted
            && !pinned.blocksSwap(lifted, answer) ? answer : nil
      }
      guard target != active.exchangeTarget else { return }
      active.exchangeTarget = target
      effects.append(.targetChanged(target))
    }
  }

  /// Whether `path` is a valid `moveRow(at:to:)` destination for the lifted item.
  @inlinable
  func isValidSlot(_ path: ItemPath, _ a: Arrangement) -> Bool {
    guard path.section >= 0, path.section < layout.sectionCount, path.item >= 0 else {
      return false
    }
    let n = a.countWithoutLifted(
      inSection: path.section, committedCount: layout.itemCount(inSection: path.section))
    return path.item <= n
  }

  /// Whether an item exists at `path` in the committed data.
  @inlinable
  func isValidItem(_ path: ItemPath) -> Bool {
    path.section >= 0 && path.section < layout.sectionCount && path.item >= 0
      && path.item < layout.itemCount(inSection: path.section)
  }

  /// The rule's proposal, taken only if it is a fixed point of the rule (see ``TargetRule``).
  ///
  /// When the rule has no fixed point near the pointer (a small item over a much larger one:
  /// only the last few points of the larger item would hold it), the pointer and centre rules
  /// of a list fall back to the slot whose gap centre lies nearest the probe point: a function
  /// of the probe alone, so the outcome does not depend on how often the pointer was sampled on
  /// its way there.
  @inlinable
  func stableProposal(_ a: Arrangement, pointer: Point, floating: Rect) -> ItemPath? {
    let probe: Double
    switch configuration.target.kind {
    case .pointer: probe = pointer.along(layout.axis)
    case .center: probe = floating.center.along(layout.axis)
    default: probe = .nan
    }
    switch fixedPoint(from: a, pointer: pointer, floating: floating) {
    case .stay: return nil
    case .overNothing:
      // Over nothing (past the content's ends, in an inset, beside a list), a list's pointer
      // and centre rules still follow the probe along the axis, so a flick past the end ends
      // in the last slot whatever the sampling. (Custom rules have no probe: they stay.)
      break
    case .found(let slot): return slot
    case .none: break
    }
    guard !layout.floatsAcrossAxis, probe.isFinite else { return nil }
    guard let nearest = nearestSlot(to: probe, a), nearest != a.slot else { return nil }
    // From the nearest slot the rule may still settle on a fixed point: go there at once, so a
    // pointer at rest never moves twice.
    let from = Arrangement(lifted: a.lifted, slot: nearest)
    if case .found(let settled) = fixedPoint(from: from, pointer: pointer, floating: floating) {
      return settled
    }
    return nearest
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
  @inlinable
  func fixedPoint(from a: Arrangement, pointer: Point, floating: Rect)
    -> FixedPointSearch
  {
    guard let first = insertProposal(a, pointer: pointer, floating: floating) else {
      return .overNothing
    }
    guard isValidSlot(first, a), first != a.slot else { return .stay }
    var candidate = first
    for _ in 0..<2 {
      let trial = Arrangement(lifted: a.lifted, slot: candidate)
      guard let again = insertProposal(trial, pointer: pointer, floating: floating),
        isValidSlot(again, a)
      else { return .found(candidate) }
      if again == candidate { return .found(candidate) }
      if again == a.slot { return .none }
      candidate = again
    }
    return .none
  }

  /// The slot whose gap, were the item dropped there, would have its centre nearest `position`
  /// (content coordinates along the axis); ties go to the later slot.
  ///
  /// - Complexity: O(log n).
  @inlinable
  func nearestSlot(to position: Double, _ a: Arrangement) -> ItemPath? {
    let axis = layout.axis
    let extent = layout.frame(ofItemAt: a.slot, in: a).size.along(axis)
    let start = position - extent / 2
    let (lo, hi) = bracket(layout.insertionSlots(around: start, in: a))
    guard let lo, let hi else { return lo ?? hi }
    func boundary(_ slot: ItemPath) -> Double {
      layout.frame(ofItemAt: slot, in: Arrangement(lifted: a.lifted, slot: slot)).minAlong(axis)
    }
    return abs(start - boundary(lo)) < abs(boundary(hi) - start) ? lo : hi
  }

  /// What the configured rule proposes as the insert slot in arrangement `a`.
  @inlinable
  func insertProposal(_ a: Arrangement, pointer: Point, floating: Rect) -> ItemPath? {
    switch configuration.target.kind {
    case .pointer:
      return slot(for: layout.hitTest(pointer, in: a), a)
    case .center:
      return slot(for: layout.hitTest(floating.center, in: a), a)
    case .edgeCrossing:
      // Forward, the last slot whose gap would start at or before the leading edge; back, the
      // first at or after it. Stay anywhere between the two (when the edge sits on several equal
      // boundaries they come reversed, and every one of them counts as reached).
      let slots = layout.insertionSlots(around: floating.minAlong(layout.axis), in: a)
      let (lo, hi) = bracket(slots)
      if let before = slots.before, let lo, a.slot < lo { return before }
      if let after = slots.after, let hi, hi < a.slot { return after }
      return a.slot
    case .custom(let rule):
      return rule(query(a, pointer: pointer, floating: floating))
    }
  }

  /// The slots around a position, ordered: `lo` is the smaller of the two, `hi` the larger (they
  /// come reversed when the position sits on several equal boundaries).
  @inlinable
  func bracket(_ slots: (before: ItemPath?, after: ItemPath?)) -> (lo: ItemPath?, hi: ItemPath?) {
    guard let before = slots.before, let after = slots.after else {
      return (slots.after ?? slots.before, slots.before ?? slots.after)
    }
    return before < after ? (before, after) : (after, before)
  }

  /// The insert slot a hit stands for, in arrangement `a`.
  @inlinable
  func slot(for hit: LayoutHit, _ a: Arrangement) -> ItemPath? {
    switch hit {
    case .item(let p): return p
    case .gap: return a.slot
    case .header(let s): return ItemPath(section: s, item: 0)
    case .footer(let s):
      let n = a.countWithoutLifted(inSection: s, committedCount: layout.itemCount(inSection: s))
      return ItemPath(section: s, item: n)
    case .nothing: return nil
    }
  }

  /// What the configured rule proposes as the exchange target (nothing moves during an
  /// exchange drag, so every rule is stable here).
  @inlinable
  func exchangeProposal(_ a: Arrangement, pointer: Point, floating: Rect) -> ItemPath? {
    func item(_ hit: LayoutHit) -> ItemPath? {
      if case .item(let p) = hit { return p }
      return nil
    }
    switch configuration.target.kind {
    case .pointer:
      return item(layout.hitTest(pointer, in: a))
    case .center:
      return item(layout.hitTest(floating.center, in: a))
    case .edgeCrossing:
      // The last item the floating copy has passed completely, in the direction it went.
      let slots = layout.insertionSlots(around: floating.minAlong(layout.axis), in: a)
      let (lo, hi) = bracket(slots)
      if let before = slots.before, let lo, a.lifted < lo, before.item > 0 {
        return a.committedPath(
          forWithoutLifted: ItemPath(section: before.section, item: before.item - 1))
      }
      if let after = slots.after, let hi, hi < a.lifted,
        after.item
          < a.countWithoutLifted(
            inSection: after.section, committedCount: layout.itemCount(inSection: after.section))
      {
        return a.committedPath(forWithoutLifted: after)
      }
      return nil
    case .custom(let rule):
      return rule(query(a, pointer: pointer, floating: floating))
    }
  }

  @usableFromInline
  func query(_ a: Arrangement, pointer: Point, floating: Rect) -> TargetQuery {
    TargetQuery(
      mode: active.mode, pointer: pointer, floatingFrame: floating,
      direction: active.direction, lifted: a.lifted, current: a.slot,
      hitAtPointer: layout.hitTest(pointer, in: a),
      hitAtCenter: layout.hitTest(floating.center, in: a),
      slotsAroundLeadingEdge: layout.insertionSlots(around: floating.minAlong(layout.axis), in: a))
  }
}
