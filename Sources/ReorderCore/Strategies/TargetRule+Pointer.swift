/// The pointer rule: the item under the pointer.
extension TargetRule {
  /// Insert mode: the slot of what lies under the pointer (`pointer` in content coordinates) in
  /// arrangement `a`; over a header, the section's first slot; over a footer, its last.
  @inlinable @inline(__always)
  static func pointerInsertProposal<L: ReorderLayout>(
    _ a: Arrangement, in layout: L, pointer: Point
  ) -> ItemPath? {
    slot(for: layout.hitTest(pointer, in: a), a, in: layout)
  }

  /// Exchange mode: the item under the pointer (`pointer` in content coordinates), if any.
  @inlinable
  static func pointerExchangeProposal<L: ReorderLayout>(
    _ a: Arrangement, in layout: L, pointer: Point
  ) -> ItemPath? {
    item(layout.hitTest(pointer, in: a))
  }
}
