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
    let axis = layout.axis
    let extent = layout.frame(ofItemAt: a.slot, in: a).size.along(axis)
    let start = position - extent / 2
    let (lo, hi) = bracket(layout.insertionSlots(around: start, in: a))
    guard let lo, let hi else { return lo ?? hi }
    func boundary(_ slot: ItemPath) -> Double {
      layout.frame(ofItemAt: slot, in: a.with(slot: slot)).minAlong(axis)
    }
    return abs(start - boundary(lo)) < abs(boundary(hi) - start) ? lo : hi
  }
}
