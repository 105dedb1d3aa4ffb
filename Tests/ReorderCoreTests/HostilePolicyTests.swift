import ReorderCore
import Testing

/// A host policy (`DragPolicy`) that answers out of range or onto a pinned position. Outcome
/// (Docs/Reliability.md): the step is declined — no effect, the item stays where it is — and
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

  @Test(arguments: [PolicySpec.outOfRange, .shift(50), .shift(-5)])
  func outOfRangeAnswersAreDeclined(policy: PolicySpec) {
    let o = Self.drag(policy)
    #expect(
      o.effects == [
        .willMove(at: path(0, 1)), .declined(proposed: path(0, 3), reason: .outOfRange),
        .ended(at: path(0, 1)),
      ])
    #expect(o.ids == Self.unchanged)
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
    let o = Self.drag(.pinnedPosition(path(0, 0)), pinFirst: true)
    #expect(
      o.effects == [
        .willMove(at: path(0, 1)), .declined(proposed: path(0, 3), reason: .pinned),
        .ended(at: path(0, 1)),
      ])
    #expect(o.ids == Self.unchanged)
  }

  @Test func exchangeAnswersOutOfRangeOrPinnedClearTheTarget() {
    for (policy, reason) in [
      (PolicySpec.outOfRange, StepDecline.outOfRange), (.pinnedPosition(path(0, 0)), .pinned),
    ] {
      let o = Self.drag(policy, mode: .exchange, pinFirst: true)
      #expect(
        o.effects == [
          .willMove(at: path(0, 1)), .declined(proposed: path(0, 3), reason: reason),
          .ended(at: path(0, 1)),
        ])
      #expect(o.ids == Self.unchanged)
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
    var s = Scenario.list(3)
    s.sections[0].items[0].movable = false
    s.activation = .immediate
    s.events = [.down(at(22), time: 0), .move(at(120), time: 0.1), .up(at(120), time: 0.2)]
    let o = s.outcome()
    #expect(o.effects == [.refused(.notMovable)])
    #expect(o.ids == [["1", "2", "3"]])
  }

  /// A move across a pinned item is declined in insert mode, even when the policy agrees.
  @Test func moveAcrossAPinnedItemIsDeclined() {
    var s = Scenario.list(4)
    s.sections[0].items[1].movable = false
    s.activation = .immediate
    s.events = [.down(at(22), time: 0), .move(at(154), time: 0.1), .up(at(154), time: 0.2)]
    let o = s.outcome()
    #expect(
      o.effects == [
        .willMove(at: path(0, 0)), .declined(proposed: path(0, 3), reason: .pinned),
        .ended(at: path(0, 0)),
      ])
    #expect(o.ids == [["1", "2", "3", "4"]])
  }
}
