import ReorderCore
import Testing

/// A policy that redirects every proposal, and can refuse pick-ups.
struct ScriptedPolicy: DragPolicy {
  var redirect: (ItemPath, ItemPath, ItemPath) -> ItemPath = { _, _, p in p }
  var movable: (ItemPath) -> Bool = { _ in true }
  func canMoveItem(at path: ItemPath) -> Bool { movable(path) }
  func targetIndexPath(forMoveFrom original: ItemPath, at current: ItemPath, proposed: ItemPath)
    -> ItemPath
  { redirect(original, current, proposed) }
}

@Suite struct NoFlickerTests {
  static let rules: [TargetRule] = [.pointer, .edgeCrossing, .center]

  /// Sweeps the pointer in small steps; at every position, repeats the same event and a tick,
  /// which must change nothing.
  static func sweep(_ h: inout SessionHarness, from: Double, to: Double, step: Double) {
    var y = from
    while step > 0 ? y <= to : y >= to {
      h.move(to: y)
      let before = h.order
      let again = h.move(to: y)
      h.time += 0.016
      let tick = h.send(.tick(time: h.time))
      #expect(again.isEmpty && tick.isEmpty, "pointer at rest at \(y) caused \(again + tick)")
      #expect(h.order == before)
      y += step
    }
  }

  @Test(arguments: rules, [CommitMode.live, .drop])
  func smallOverLargeAtRestNeverMoves(rule: TargetRule, commit: CommitMode) {
    var h = SessionHarness(
      [["s", "L", "m", "XL"]], extents: [[20, 100, 30, 150]],
      configuration: DragConfiguration(commit: commit, target: rule))
    h.pickUp(at: 10)
    Self.sweep(&h, from: 10, to: 299, step: 1.5)
    Self.sweep(&h, from: 299, to: 5, step: -1.5)
    h.drop(at: 5)
    #expect(h.order == "s L m XL")
  }

  @Test(arguments: rules, [ReorderMode.insert, .exchange])
  func largeOverSmallAtRestNeverMoves(rule: TargetRule, mode: ReorderMode) {
    var h = SessionHarness(
      [["XL", "a", "b", "c", "d"], ["e", "f"]], extents: [[150, 10, 20, 10, 30], [15, 60]],
      headers: [0, 12], configuration: DragConfiguration(mode: mode, target: rule))
    h.pickUp(at: 75)
    Self.sweep(&h, from: 75, to: 330, step: 2)
    Self.sweep(&h, from: 330, to: 0, step: -2)
    h.drop(at: 0)
  }

  @Test func smallOverLargeFollowsTheNearestGapCentreInTheDeadZone() {
    // Pointer rule: s (20) over L (100). Between 20 and 100 no slot is a fixed point of the rule
    // (the pointer lies over L whichever side of it the gap is), so the slot whose gap centre is
    // nearest the pointer wins: slot 0's centre is 10, slot 1's is 110, so s passes L at 60. The
    // answer depends on the pointer's position alone, so at rest nothing moves, and how often
    // the pointer was sampled on its way there does not matter.
    var h = SessionHarness([["s", "L"]], extents: [[20, 100]])
    h.pickUp(at: 10)
    #expect(h.order(afterMovingTo: 59.5) == "s L")
    #expect(h.order(afterMovingTo: 60) == "L s")
    #expect(h.order(afterMovingTo: 60) == "L s")
    #expect(h.order(afterMovingTo: 59.9) == "s L")
    h.drop(at: 59.9)
    #expect(
      h.effects == [
        .willMove(at: ip(0, 0)), .moved(from: ip(0, 0), to: ip(0, 1)),
        .moved(from: ip(0, 1), to: ip(0, 0)), .ended(at: ip(0, 0)),
      ])
  }

  @Test(arguments: [1.0 / 30, 1.0 / 60, 1.0 / 120])
  func aFastSweepEndsTheSameAtAnySamplingRate(step: Double) {
    // A 4 pt item swept from the end of 100 pt rows up to y = 40 over a quarter second.
    var h = SessionHarness([["a", "b", "c", "x"]], extents: [[100, 100, 100, 4]])
    h.pickUp(at: 302)
    var t = h.time
    let start = t
    while t - start < 0.25 {
      t += step
      let y = 302 + (40 - 302) * min(1, (t - start) / 0.25)
      h.send(.move(Point(x: 10, y: y), time: t))
    }
    h.send(.up(Point(x: 10, y: 40), time: t + 0.1))
    #expect(h.order == "x a b c")
  }
}

@Suite struct ActivationTests {
  @Test func shortPressIsATap() {
    var h = SessionHarness([ids(3)])
    h.send(.down(Point(x: 10, y: 50), time: 0))
    h.send(.tick(time: 0.3))
    let out = h.send(.up(Point(x: 12, y: 52), time: 0.4))
    #expect(out == [.tap(.item(ip(0, 1)))])
    #expect(h.effects == [.tap(.item(ip(0, 1)))])
  }

  @Test func pressThatMovesBeyondTheSlackNeverDrags() {
    var h = SessionHarness([ids(5)])
    h.send(.down(Point(x: 10, y: 22), time: 0))
    h.send(.move(Point(x: 10, y: 33), time: 0.2))  // 11 pt > 10 pt
    h.send(.tick(time: 0.7))
    h.send(.move(Point(x: 10, y: 200), time: 0.8))
    h.send(.up(Point(x: 10, y: 200), time: 0.9))
    #expect(h.effects.isEmpty)
    #expect(h.order == "1 2 3 4 5")
  }

  @Test func longPressActivatesAtTheFirstEventPastTheDuration() {
    var h = SessionHarness([ids(5)])
    h.send(.down(Point(x: 10, y: 22), time: 0))
    #expect(h.send(.tick(time: 0.49)).isEmpty)
    #expect(h.send(.move(Point(x: 10, y: 30), time: 0.5)) == [.willMove(at: ip(0, 0))])
  }

  @Test func longPressReleasedAfterTheDurationDropsInPlace() {
    var h = SessionHarness([ids(3)])
    h.send(.down(Point(x: 10, y: 22), time: 0))
    #expect(
      h.send(.up(Point(x: 10, y: 22), time: 0.6)) == [
        .willMove(at: ip(0, 0)), .ended(at: ip(0, 0)),
      ])
  }

  @Test func customDurationAndSlack() {
    let config = DragConfiguration(
      activation: .longPress(minimumDuration: 0.3, allowableMovement: 2))
    var h = SessionHarness([ids(3)], configuration: config)
    h.send(.down(Point(x: 10, y: 22), time: 0))
    #expect(h.send(.tick(time: 0.3)) == [.willMove(at: ip(0, 0))])
    var g = SessionHarness([ids(3)], configuration: config)
    g.send(.down(Point(x: 10, y: 22), time: 0))
    g.send(.move(Point(x: 10, y: 25), time: 0.1))
    #expect(g.send(.tick(time: 0.4)).isEmpty)
  }

  @Test func distanceActivation() {
    var h = SessionHarness([ids(5)], configuration: DragConfiguration(activation: .distance(5)))
    h.send(.down(Point(x: 10, y: 22), time: 0))
    #expect(h.send(.move(Point(x: 10, y: 25), time: 0.01)).isEmpty)
    #expect(
      h.send(.move(Point(x: 10, y: 27), time: 0.02)) == [.willMove(at: ip(0, 0))])
    h.send(.move(Point(x: 10, y: 110), time: 0.03))
    h.send(.up(Point(x: 10, y: 110), time: 0.04))
    #expect(h.order == "2 3 1 4 5")
  }

  @Test func immediateActivationAndItsTapFreeRelease() {
    var h = SessionHarness([ids(3)], configuration: DragConfiguration(activation: .immediate))
    #expect(h.send(.down(Point(x: 10, y: 66), time: 0)) == [.willMove(at: ip(0, 1))])
    #expect(h.send(.up(Point(x: 10, y: 66), time: 0.01)) == [.ended(at: ip(0, 1))])
  }
}

@Suite struct PolicyTests {
  @Test func theDelegateRetargetsEveryProposal() {
    // Only even positions are allowed: proposals round down to an even index.
    let policy = ScriptedPolicy(redirect: { _, _, p in
      ItemPath(section: p.section, item: p.item & ~1)
    })
    var h = SessionHarness([ids(6)])
    h.pickUp(at: 22)
    for y in stride(from: 30.0, through: 250, by: 10) {
      h.time += 0.016
      h.send(.move(Point(x: 10, y: y), time: h.time), policy: policy)
    }
    h.send(.up(Point(x: 10, y: 250), time: h.time + 0.1), policy: policy)
    #expect(h.order == "2 3 4 5 1 6")
    // Each odd proposal is sent back to the slot the item holds: declined by the policy, once.
    #expect(
      h.effects == [
        .willMove(at: ip(0, 0)), .declined(proposed: ip(0, 1), reason: .targetPolicy),
        .moved(from: ip(0, 0), to: ip(0, 2)), .declined(proposed: ip(0, 3), reason: .targetPolicy),
        .moved(from: ip(0, 2), to: ip(0, 4)), .declined(proposed: ip(0, 5), reason: .targetPolicy),
        .ended(at: ip(0, 4)),
      ])
  }

  @Test(arguments: [ip(0, 7), ip(0, -1), ip(3, 0), ip(-1, 0), ip(0, 6)])
  func outOfRangeAnswersDeclineTheStep(answer: ItemPath) {
    let policy = ScriptedPolicy(redirect: { _, _, _ in answer })
    var h = SessionHarness([ids(6)])
    h.dragFirstItem(to: 200, policy: policy)
    h.expectDeclinedInPlace(proposed: ip(0, 4), reason: .outOfRange, order: "1 2 3 4 5 6")
  }

  @Test func anAnswerThatShiftsAPinnedItemIsDeclined() {
    let policy = ScriptedPolicy(redirect: { _, _, _ in ip(0, 3) })
    var h = SessionHarness([ids(5)], pinned: ["3"])
    h.dragFirstItem(to: 60, policy: policy)
    h.expectDeclinedInPlace(proposed: ip(0, 1), reason: .pinned, order: "1 2 3 4 5")
  }

  @Test func canMoveIsAskedByCurrentPositionAtPickUp() {
    final class Log { var asked = [ItemPath]() }
    let log = Log()
    let policy = ScriptedPolicy(movable: { p in
      log.asked.append(p)
      return p.item != 1
    })
    var h = SessionHarness([ids(3)])
    // First drag: 1 moves below 2, so "2" now stands at index 0 and "1" at index 1.
    h.send(.down(Point(x: 10, y: 22), time: 0), policy: policy)
    h.send(.tick(time: 0.6), policy: policy)
    h.send(.move(Point(x: 10, y: 66), time: 0.7), policy: policy)
    h.send(.up(Point(x: 10, y: 66), time: 0.8), policy: policy)
    #expect(h.order == "2 1 3")
    // Pressing index 1 now asks about index 1 (the item "1"), which the policy refuses.
    h.send(.down(Point(x: 10, y: 66), time: 1), policy: policy)
    #expect(h.send(.tick(time: 1.6), policy: policy) == [.refused(.notMovable)])
    h.send(.up(Point(x: 10, y: 66), time: 1.7), policy: policy)
    #expect(h.order == "2 1 3")
    #expect(log.asked == [ip(0, 0), ip(0, 1)])
  }
}

@Suite struct DragLifecycleTests {
  @Test(arguments: [CommitMode.live, .drop])
  func cancelRestoresTheOriginalOrder(commit: CommitMode) {
    var h = SessionHarness([ids(3), ids(2)], configuration: DragConfiguration(commit: commit))
    h.pickUp(at: 22)
    h.move(to: 200)
    h.send(.cancel(time: h.time + 0.1))
    #expect(h.order == "1 2 3 | 1 2")
    let expected: [DragEffect] =
      commit == .live
      ? [
        .willMove(at: ip(0, 0)), .moved(from: ip(0, 0), to: ip(1, 2)),
        .moved(from: ip(1, 2), to: ip(0, 0)), .cancelled(at: ip(0, 0)),
      ]
      : [.willMove(at: ip(0, 0)), .targetChanged(ip(1, 2)), .cancelled(at: ip(0, 0))]
    #expect(h.effects == expected)
    #expect(h.session.layout.frame(ofItemAt: ip(1, 1), in: nil).minY == 176)
  }

  @Test func movesAcrossSectionsAndIntoAKeptEmptySection() {
    var h = SessionHarness([["a", "b"], [], ["c"]], headers: [10, 10, 10], footers: [5, 5, 5])
    // Layout: h0 0..<10, a 10..<54, b 54..<98, f0 98..<103, h1 103..<113, f1 113..<118,
    // h2 118..<128, c 128..<172, f2 172..<177.
    h.pickUp(at: 30)
    h.move(to: 108)  // the empty section's header targets its item 0
    #expect(h.order == "b | a | c")
    // Over c: the pointer rule settles where the pointer lies in the gap, after c.
    #expect(h.order(afterMovingTo: 150) == "b |  | c a")
    h.drop(at: 150)
    #expect(h.order == "b |  | c a")
    #expect(h.session.layout.sectionCount == 3)
    #expect(
      h.effects == [
        .willMove(at: ip(0, 0)), .moved(from: ip(0, 0), to: ip(1, 0)),
        .moved(from: ip(1, 0), to: ip(2, 1)), .ended(at: ip(2, 1)),
      ])
  }

  @Test func eventsInAStrangeOrderAreIgnored() {
    var h = SessionHarness([ids(3)])
    #expect(h.send(.move(Point(x: 10, y: 10), time: 0)).isEmpty)
    #expect(h.send(.up(Point(x: 10, y: 10), time: 0)).isEmpty)
    #expect(h.send(.cancel(time: 0)).isEmpty)
    h.send(.down(Point(x: 10, y: 22), time: 1))
    #expect(h.send(.down(Point(x: 10, y: 100), time: 1.1)).isEmpty)  // a second down
    #expect(h.send(.tick(time: 1.6)) == [.willMove(at: ip(0, 0))])
    #expect(h.send(.down(Point(x: 10, y: 100), time: 1.7)).isEmpty)
    // Time going backwards is taken as the last time seen.
    h.send(.move(Point(x: 10, y: 100), time: 0.2))
    #expect(h.session.lastTime == 1.7)
    h.send(.up(Point(x: 10, y: 100), time: 1.8))
    #expect(h.send(.up(Point(x: 10, y: 100), time: 1.9)).isEmpty)  // up twice
    h.expect(
      order: "2 3 1",
      effects: [
        .willMove(at: ip(0, 0)), .moved(from: ip(0, 0), to: ip(0, 2)), .ended(at: ip(0, 2)),
      ])
  }

  @Test func nonFiniteInputIsRefusedAndChangesNothing() {
    var h = SessionHarness([ids(3)])
    h.pickUp(at: 22)
    #expect(h.send(.move(Point(x: .nan, y: 100), time: 1)) == [.refused(.nonFiniteInput)])
    #expect(h.send(.move(Point(x: 10, y: .infinity), time: 1)) == [.refused(.nonFiniteInput)])
    #expect(h.send(.tick(time: .nan)) == [.refused(.nonFiniteInput)])
    #expect(h.send(.up(Point(x: 10, y: -.infinity), time: 2)) == [.refused(.nonFiniteInput)])
    #expect(h.session.isDragging)
    h.drop(at: 22)
    #expect(h.order == "1 2 3")
  }

  @Test func theFloatingCopyKeepsItsGrabOffsetAlongTheAxisOnly() {
    var h = SessionHarness([ids(5)])
    h.pickUp(at: 60, across: 100)  // item 2 (44..<88), grabbed 16 below its top
    h.move(to: 150, across: 250)
    #expect(h.session.floatingFrame == Rect(x: 0, y: 134, width: 320, height: 44))
    let state = h.session.renderState()
    #expect(
      state.floating
        == FloatingCopy(
          committedPath: ip(0, 1), path: ip(0, 3), frame: Rect(x: 0, y: 134, width: 320, height: 44)
        ))
    #expect(state.items.map(\.path.item) == [0, 1, 2, 3, 4])
    #expect(state.items.map(\.committedPath.item) == [0, 2, 3, 1, 4])
    #expect(state.items.map(\.isHidden) == [false, false, false, true, false])
    #expect(state.items.map(\.frame.minY) == [0, 44, 88, 132, 176])
  }

  @Test func renderStateListsTheVisibleRangeOnly() {
    var h = SessionHarness([ids(1000)], viewport: Size(width: 320, height: 100))
    h.session.viewport.contentOffset = Point(x: 0, y: 440)
    let state = h.session.renderState()
    #expect(state.items.map(\.path.item) == [10, 11, 12])
    #expect(state.contentSize == Size(width: 320, height: 44_000))
  }
}

@Suite struct ConstantAutoScrollTests {
  @Test func aStillFingerAtTheBottomScrollsAndKeepsInserting() {
    // 20 rows of 50 in a 200-high viewport, 100 pt/s.
    var h = SessionHarness(
      [ids(20)], extent: 50, viewport: Size(width: 100, height: 200),
      configuration: DragConfiguration(autoScroll: .constant(speed: 100)))
    h.pickUp(at: 25)
    h.move(to: 180)  // the floating copy (155..<205) crosses the bottom edge
    #expect(h.order.hasPrefix("2 3 4 1 5"))
    var t = h.time
    for _ in 0..<60 {
      t += 1.0 / 60
      h.send(.tick(time: t))
    }
    // One second at 100 pt/s.
    #expect(abs(h.session.viewport.contentOffset.y - 100) < 1e-9)
    #expect(h.order.hasPrefix("2 3 4 5 6 1 7"))
    // The floating copy stayed under the finger: viewport y of its top is 180 - 25.
    #expect(abs(h.session.floatingFrame!.minY - h.session.viewport.contentOffset.y - 155) < 1e-9)
    // Content end: 1000 - 200 = 800 is the largest offset, never passed.
    for _ in 0..<1000 {
      t += 1.0 / 60
      h.send(.tick(time: t))
    }
    #expect(h.session.viewport.contentOffset.y == 800)
    #expect(h.order == "2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 1")
  }
}

extension SessionHarness {
  /// Picks up the first item (at 22), moves to `y` at time 1 and lifts there at 1.1, asking
  /// `policy` on the move and the lift (viewport coordinates, x = 10).
  mutating func dragFirstItem<P: DragPolicy>(to y: Double, policy: P) {
    pickUp(at: 22)
    send(.move(Point(x: 10, y: y), time: 1), policy: policy)
    send(.up(Point(x: 10, y: y), time: 1.1), policy: policy)
  }

  /// Expects the whole outcome of a drag of the first item whose one step was declined: the
  /// order is `order` and the effects are the pick-up, the decline and the end in place.
  func expectDeclinedInPlace(
    proposed: ItemPath, reason: StepDecline, order: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(self.order == order, sourceLocation: sourceLocation)
    #expect(
      effects == [
        .willMove(at: ip(0, 0)), .declined(proposed: proposed, reason: reason),
        .ended(at: ip(0, 0)),
      ], sourceLocation: sourceLocation)
  }
}
