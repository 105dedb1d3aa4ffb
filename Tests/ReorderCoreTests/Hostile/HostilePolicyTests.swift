import ReorderCore
import Testing

/// A host policy (`DragPolicy`) that answers out of range or onto a pinned position. Outcome
/// (the Reliability article): the step is declined — no effect, the item stays where it is — and
/// the drag goes on; `canMoveItem` false refuses the press with `notMovable`.
@Suite struct HostilePolicyTests {
  static func drag(_ policy: PolicySpec, mode: ReorderMode = .insert, pinFirst: Bool = false)
    -> Outcome<ListLayout>
  {
    var s = Scenario.list(5)
    if pinFirst { s.sections[0].items[0].movable = false }
    s.mode = mode
    s.policy = policy
    s.activation = .immediate
    // Item "2" (44..<88) dragged over item "4" (132..<176), dropped there.
    s.events = [.down(at(66), time: 0), .move(at(160), time: 0.1), .up(at(160), time: 0.2)]
    return s.outcome()
  }

  static let unchanged = [["1", "2", "3", "4", "5"]]

  /// `items` items of 44 points, the one at `pinned` pinned, picked up at once (no long press) at
  /// `from`, moved to `to` and dropped there (viewport y), with the default policy.
  static func drag(items: Int, pinning pinned: Int, from: Double, to: Double)
    -> Outcome<ListLayout>
  {
    var s = Scenario.list(items)
    s.sections[0].items[pinned].movable = false
    s.activation = .immediate
    s.events = [.down(at(from), time: 0), .move(at(to), time: 0.1), .up(at(to), time: 0.2)]
    return s.outcome()
  }

  /// Expects the whole outcome of a `drag` whose step to (0, 3) was declined for `reason`: the
  /// item picked up at (0, 1) ends there, and the order is unchanged.
  static func expectDeclinedInPlace(
    _ o: Outcome<ListLayout>, reason: StepDecline,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      o.effects == [
        .willMove(at: path(0, 1)), .declined(proposed: path(0, 3), reason: reason),
        .ended(at: path(0, 1)),
      ], sourceLocation: sourceLocation)
    #expect(o.ids == unchanged, sourceLocation: sourceLocation)
  }

  @Test(arguments: [PolicySpec.outOfRange, .shift(50), .shift(-5)])
  func outOfRangeAnswersAreDeclined(policy: PolicySpec) {
    Self.expectDeclinedInPlace(Self.drag(policy), reason: .outOfRange)
  }

  /// The rule proposes (0, 3); `shift(1)` answers (0, 4), the last valid destination (with the
  /// dragged item out, four items remain), so it is taken; `shift(2)` answers (0, 5), one past
  /// it, and is declined.
  @Test func answerAtTheEndIsTakenOnePastIsDeclined() {
    #expect(Self.drag(.shift(2)).ids == Self.unchanged)
    let o = Self.drag(.shift(1))
    // At the drop the rule proposes (0, 3) again and the policy redirects it to (0, 4) again:
    // that answer was taken already, so no declined step is reported.
    #expect(
      o.effects == [
        .willMove(at: path(0, 1)), .moved(from: path(0, 1), to: path(0, 4)), .ended(at: path(0, 4)),
      ])
    #expect(o.ids == [["1", "3", "4", "5", "2"]])
  }

  @Test func answerOntoAPinnedPositionIsDeclined() {
    Self.expectDeclinedInPlace(
      Self.drag(.pinnedPosition(path(0, 0)), pinFirst: true), reason: .pinned)
  }

  @Test func exchangeAnswersOutOfRangeOrPinnedClearTheTarget() {
    for (policy, reason) in [
      (PolicySpec.outOfRange, StepDecline.outOfRange), (.pinnedPosition(path(0, 0)), .pinned),
    ] {
      Self.expectDeclinedInPlace(Self.drag(policy, mode: .exchange, pinFirst: true), reason: reason)
    }
  }

  @Test func refusedItemCannotBePickedUp() {
    let o = Self.drag(.refuseItems(atItem: 1))
    #expect(o.effects == [.refused(.notMovable)])
    #expect(o.ids == Self.unchanged)
    #expect(!o.session.isDragging && !o.session.isPressing)
  }

  /// A pinned item is refused before the policy is asked.
  @Test func pinnedItemCannotBePickedUp() {
    let o = Self.drag(items: 3, pinning: 0, from: 22, to: 120)
    #expect(o.effects == [.refused(.notMovable)])
    #expect(o.ids == [["1", "2", "3"]])
  }

  /// A move across a pinned item is declined in insert mode, even when the policy agrees.
  @Test func moveAcrossAPinnedItemIsDeclined() {
    let o = Self.drag(items: 4, pinning: 1, from: 22, to: 154)
    #expect(
      o.effects == [
        .willMove(at: path(0, 0)), .declined(proposed: path(0, 3), reason: .pinned),
        .ended(at: path(0, 0)),
      ])
    #expect(o.ids == [["1", "2", "3", "4"]])
  }
}
