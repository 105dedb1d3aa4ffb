import ReorderCore
import Testing

@Suite struct MultiTargetRuleTests {
  /// A custom rule: the slot of the item under the pointer; the gap keeps the slot.
  static let underPointer = TargetRule.custom { q in
    switch q.hitAtPointer {
    case .item(let p): return p
    case .gap: return q.current
    default: return nil
    }
  }

  /// Each rule, and the pointer positions at which the block passes c, e and f. The rest is
  /// a c e f with the block's gap (88 points) after a; b is held 22 points below its top.
  /// - pointer and the custom rule: when the pointer enters the next item, which then sits
  ///   before the gap as a fixed point;
  /// - edge crossing: when the block's leading edge reaches where the gap would start past the
  ///   next item (44 points further on each time);
  /// - centre: when the block's centre (the floating frame is the whole block's, as long as
  ///   its gap) enters the next item: the same points here.
  static let rules: [(TargetRule, [Double])] = [
    (.pointer, [134, 178, 222]), (.edgeCrossing, [110, 154, 198]), (.center, [110, 154, 198]),
    (underPointer, [134, 178, 222]),
  ]

  @Test(arguments: 0..<4)
  func everyRuleCarriesTheBlock(rule index: Int) {
    let (rule, expectedSteps) = Self.rules[index]
    var h = SessionHarness(
      [["a", "b", "c", "d", "e", "f"]], configuration: DragConfiguration(target: rule))
    h.selectIDs(["b", "d"])
    h.pickUp(at: 66)  // b
    var y = 66.0
    var steps = [Double]()
    while y < 250 {
      y += 4
      if !h.move(to: y).isEmpty { steps.append(y) }
    }
    h.drop(at: y)
    #expect(steps == expectedSteps)
    h.expect(
      order: "a c e f b d",
      effects: blockDrop(
        [ip(0, 1), ip(0, 3)], targets: [ip(0, 2), ip(0, 3), ip(0, 4)],
        moves: [(ip(0, 1), ip(0, 5)), (ip(0, 2), ip(0, 5))], end: ip(0, 4)))
    // Back up to the top: the block passes every item again and lands first.
    var back = SessionHarness(
      [["a", "b", "c", "d", "e", "f"]], configuration: DragConfiguration(target: rule))
    back.selectIDs(["d", "f"])
    back.pickUp(at: 154)  // d
    var up = 154.0
    while up > 5 {
      up -= 4
      back.move(to: up)
    }
    back.drop(at: up)
    back.expect(
      order: "d f a b c e",
      effects: blockDrop(
        [ip(0, 3), ip(0, 5)], targets: [ip(0, 2), ip(0, 1), ip(0, 0)],
        moves: [(ip(0, 3), ip(0, 0)), (ip(0, 5), ip(0, 1))], end: ip(0, 0)))
  }
}
