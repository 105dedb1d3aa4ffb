/// The list fallback of the pointer and centre rules.
///
/// When a rule has no fixed point near its probe (a small item over a much larger one: only the
/// last few points of the larger item would hold it), a list's pointer and centre rules fall
/// back to the slot whose gap centre lies nearest the probe point: a function of the probe
/// alone, so the outcome does not depend on how often the pointer was sampled on its way there.
extension TargetRule {
  /// The slot whose gap, were the item dropped there, would have its centre nearest `position`
  /// (content coordinates along the axis); ties go to the later slot.
  ///
  /// - Complexity: O(log n).
  @inlinable
  static func nearestSlot<L: ReorderLayout>(to position: Double, _ a: Arrangement, in layout: L)
    -> ItemPath?
  {
    layout.nearestSlot(to: position, in: a)
  }
}
