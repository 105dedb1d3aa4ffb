extension DragSession {
  /// Re-evaluates the target for the current pointer and applies an accepted change.
  mutating func retarget<P: DragPolicy>(policy: P) -> [DragEffect] {
    guard case .dragging(var d) = phase else { return [] }
    let pointer = viewport.contentPoint(d.pointer)
    let floating = floatingFrame(d)
    var effects = [DragEffect]()
    switch configuration.mode {
    case .insert:
      let a = d.arrangement
      guard let proposal = stableProposal(d, pointer: pointer, floating: floating) else {
        return []
      }
      let answer = policy.targetIndexPath(
        forMoveFrom: a.lifted, at: a.slot, proposed: proposal)
      guard isValidSlot(answer, a), answer != a.slot,
        !pinned.blocksMove(from: a.lifted, to: answer)
      else { return [] }
      let old = a.slot
      d.arrangement.slot = answer
      if configuration.commit == .live {
        effects.append(.moved(from: old, to: answer))
      } else {
        effects.append(.targetChanged(answer))
      }
    case .exchange:
      var target = exchangeProposal(d, pointer: pointer, floating: floating)
      if let proposal = target {
        let answer = policy.targetIndexPath(
          forMoveFrom: d.arrangement.lifted, at: d.arrangement.lifted, proposed: proposal)
        target =
          isValidItem(answer) && answer != d.arrangement.lifted
            && !pinned.blocksSwap(d.arrangement.lifted, answer) ? answer : nil
      }
      guard target != d.exchangeTarget else { return [] }
      d.exchangeTarget = target
      effects.append(.targetChanged(target))
    }
    phase = .dragging(d)
    return effects
  }

  /// Whether `path` is a valid `moveRow(at:to:)` destination for the lifted item.
  func isValidSlot(_ path: ItemPath, _ a: Arrangement) -> Bool {
    guard path.section >= 0, path.section < layout.sectionCount, path.item >= 0 else {
      return false
    }
    let n = a.countWithoutLifted(
      inSection: path.section, committedCount: layout.itemCount(inSection: path.section))
    return path.item <= n
  }

  /// Whether an item exists at `path` in the committed data.
  func isValidItem(_ path: ItemPath) -> Bool {
    path.section >= 0 && path.section < layout.sectionCount && path.item >= 0
      && path.item < layout.itemCount(inSection: path.section)
  }

  /// The rule's proposal, taken only if it is a fixed point of the rule (see ``TargetRule``).
  func stableProposal(_ d: Drag, pointer: Point, floating: Rect) -> ItemPath? {
    let a = d.arrangement
    guard let first = insertProposal(d, a, pointer: pointer, floating: floating),
      isValidSlot(first, a), first != a.slot
    else { return nil }
    var candidate = first
    for _ in 0..<2 {
      let trial = Arrangement(lifted: a.lifted, slot: candidate)
      guard let again = insertProposal(d, trial, pointer: pointer, floating: floating),
        isValidSlot(again, a)
      else { return candidate }
      if again == candidate { return candidate }
      if again == a.slot { return nil }
      candidate = again
    }
    return nil
  }

  /// What the configured rule proposes as the insert slot in arrangement `a`.
  func insertProposal(_ d: Drag, _ a: Arrangement, pointer: Point, floating: Rect) -> ItemPath? {
    switch configuration.target.kind {
    case .pointer:
      return slot(for: layout.hitTest(pointer, in: a), a)
    case .center:
      return slot(for: layout.hitTest(floating.center, in: a), a)
    case .edgeCrossing:
      let slots = layout.insertionSlots(around: floating.minAlong(layout.axis), in: a)
      if let before = slots.before, a.slot < before { return before }
      if let after = slots.after, after < a.slot { return after }
      return a.slot
    case .custom(let rule):
      return rule(query(d, a, pointer: pointer, floating: floating))
    }
  }

  /// The insert slot a hit stands for, in arrangement `a`.
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
  func exchangeProposal(_ d: Drag, pointer: Point, floating: Rect) -> ItemPath? {
    let a = d.arrangement
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
      if let before = slots.before, a.lifted < before, before.item > 0 {
        return a.committedPath(
          forWithoutLifted: ItemPath(section: before.section, item: before.item - 1))
      }
      if let after = slots.after, after < a.lifted,
        after.item
          < a.countWithoutLifted(
            inSection: after.section, committedCount: layout.itemCount(inSection: after.section))
      {
        return a.committedPath(forWithoutLifted: after)
      }
      return nil
    case .custom(let rule):
      return rule(query(d, a, pointer: pointer, floating: floating))
    }
  }

  func query(_ d: Drag, _ a: Arrangement, pointer: Point, floating: Rect) -> TargetQuery {
    TargetQuery(
      mode: configuration.mode, pointer: pointer, floatingFrame: floating,
      direction: d.direction, lifted: a.lifted, current: a.slot,
      hitAtPointer: layout.hitTest(pointer, in: a),
      hitAtCenter: layout.hitTest(floating.center, in: a),
      slotsAroundLeadingEdge: layout.insertionSlots(around: floating.minAlong(layout.axis), in: a))
  }
}
