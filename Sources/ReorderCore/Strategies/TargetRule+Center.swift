/// The centre rule: the item under the floating copy's centre.
extension TargetRule {
  /// Insert mode: the slot of what lies under the floating copy's centre (`floating` in content
  /// coordinates) in arrangement `a`.
  @inlinable
  static func centerInsertProposal<L: ReorderLayout>(
    _ a: Arrangement, in layout: L, floating: Rect
  ) -> ItemPath? {
    slot(for: layout.hitTest(floating.center, in: a), a, in: layout)
  }

  /// Exchange mode: the item under the floating copy's centre, if any.
  @inlinable
  static func centerExchangeProposal<L: ReorderLayout>(
    _ a: Arrangement, in layout: L, floating: Rect
  ) -> ItemPath? {
    item(layout.hitTest(floating.center, in: a))
  }
}
