/// The edge-crossing rule: the floating copy's leading edge against the insertion slots.
extension TargetRule {
  /// Insert mode: forward, the last slot whose gap would start at or before the floating copy's
  /// leading edge (`floating` in content coordinates); back, the first at or after it. The slot
  /// stays anywhere between the two (when the edge sits on several equal boundaries they come
  /// reversed, and every one of them counts as reached).
  @inlinable
  static func edgeCrossingInsertProposal<L: ReorderLayout>(
    _ a: Arrangement, in layout: L, floating: Rect
  ) -> ItemPath? {
    edgeCrossingSlot(a, leadingEdgeSlots(a, in: layout, floating: floating))
  }

  /// Insert mode, given the slots `s` around the leading edge (see ``leadingEdgeSlots(_:)``):
  /// the rule above, which a board asks in a lane's own coordinates.
  @inlinable @inline(__always)
  static func edgeCrossingSlot(
    _ a: Arrangement, _ s: (before: ItemPath?, after: ItemPath?, lo: ItemPath?, hi: ItemPath?)
  ) -> ItemPath {
    if let before = s.before, let lo = s.lo, a.slot < lo { return before }
    if let after = s.after, let hi = s.hi, hi < a.slot { return after }
    return a.slot
  }

  /// Exchange mode: the last item the floating copy has passed completely, in the direction it
  /// went (positions in the current data, which is the committed data during an exchange drag).
  @inlinable
  static func edgeCrossingExchangeProposal<L: ReorderLayout>(
    _ a: Arrangement, in layout: L, floating: Rect
  ) -> ItemPath? {
    edgeCrossingExchange(a, leadingEdgeSlots(a, in: layout, floating: floating)) {
      layout.itemCount(inSection: $0)
    }
  }

  /// Exchange mode, given the slots `s` around the leading edge, a section holding `count(s)`
  /// items in the committed data: the rule above, which a board asks in a lane's coordinates.
  @inlinable @inline(__always)
  static func edgeCrossingExchange(
    _ a: Arrangement, _ s: (before: ItemPath?, after: ItemPath?, lo: ItemPath?, hi: ItemPath?),
    count: (Int) -> Int
  ) -> ItemPath? {
    if let before = s.before, let lo = s.lo, a.lifted < lo, before.item > 0 {
      return a.committedPath(
        forWithoutLifted: ItemPath(section: before.section, item: before.item - 1))
    }
    if let after = s.after, let hi = s.hi, hi < a.lifted,
      after.item
        < a.countWithoutLifted(inSection: after.section, committedCount: count(after.section))
    {
      return a.committedPath(forWithoutLifted: after)
    }
    return nil
  }

  /// The insertion slots just before and after the floating copy's leading edge (`floating` in
  /// content coordinates; positions in the current data), and the two ordered (see
  /// ``bracket(_:)``).
  ///
  /// - Complexity: one layout query, O(log n).
  @inlinable @inline(__always)
  static func leadingEdgeSlots<L: ReorderLayout>(_ a: Arrangement, in layout: L, floating: Rect)
    -> (before: ItemPath?, after: ItemPath?, lo: ItemPath?, hi: ItemPath?)
  {
    leadingEdgeSlots(layout.insertionSlots(around: floating.minAlong(layout.axis), in: a))
  }

  /// The slots `slots` around a leading edge, and the two ordered (see ``bracket(_:)``).
  @inlinable @inline(__always)
  static func leadingEdgeSlots(_ slots: (before: ItemPath?, after: ItemPath?))
    -> (before: ItemPath?, after: ItemPath?, lo: ItemPath?, hi: ItemPath?)
  {
    let (lo, hi) = bracket(slots)
    return (slots.before, slots.after, lo, hi)
  }
}
