import Foundation
import ReorderCore
import ReplayHost
import Testing

/// Pinned items, sections, cancel, commit modes, activation kinds and auto-scroll, as seen by
/// the replay host's data source.
@MainActor @Suite struct ReplayBehaviourTests {
  private let pinnedThird = #"""
    [{"items": [{"id": "1", "size": 44}, {"id": "2", "size": 44},
                {"id": "3", "size": 44, "movable": false},
                {"id": "4", "size": 44}, {"id": "5", "size": 44}]}]
    """#

  // MARK: Pinned

  /// A move that would shift the pinned item is declined; the item stays where it got to.
  @Test func moveAcrossAPinnedItemIsDeclined() throws {
    try expectReplay(
      scenarioJSON(sections: pinnedThird, events: pressAndDrag(from: 22, through: [66, 198])),
      .liveDrag([["2", "1", "3", "4", "5"]], from: at(0, 0), through: [at(0, 1)]))
  }

  /// A pinned item cannot be picked up, and a long press on it is no tap either.
  @Test func pinnedItemCannotBePickedUp() throws {
    try expectReplay(
      scenarioJSON(sections: pinnedThird, events: pressAndDrag(from: 110, through: [198])),
      .unchanged([numbered(5)]))
  }

  /// In exchange mode the pinned item is never a target.
  @Test func pinnedItemIsNoExchangeTarget() throws {
    try expectReplay(
      scenarioJSON(
        sections: pinnedThird, options: #"{"mode": "exchange"}"#,
        events: pressAndDrag(from: 22, through: [110])),
      .unchanged([numbered(5)], callbacks: [.willMove(at: at(0, 0)), .didEnd(at: at(0, 0))]))
  }

  // MARK: Sections

  /// Two sections with 20 pt headers: a1 20..64, a2 64..108, header 108..128, b1 128..172.
  private let twoSections = #"""
    [{"header": 20, "items": [{"id": "a1", "size": 44}, {"id": "a2", "size": 44}]},
     {"header": 20, "items": [{"id": "b1", "size": 44}]}]
    """#

  @Test func crossSectionMoveKeepsTheEmptySection() throws {
    try expectReplay(
      scenarioJSON(sections: twoSections, events: pressAndDrag(from: 150, through: [70])),
      .liveDrag([["a1", "b1", "a2"], []], from: at(1, 0), through: [at(0, 1)]))
  }

  @Test func crossSectionMoveRemovesTheEmptySectionAtTheDrop() throws {
    try expectReplay(
      scenarioJSON(
        sections: twoSections, options: #"{"emptySections": "remove"}"#,
        events: pressAndDrag(from: 150, through: [70])),
      .liveDrag([["a1", "b1", "a2"]], from: at(1, 0), through: [at(0, 1)], removingSection: 1))
  }

  @Test func crossSectionMoveWithDropCommitReportsOnceAtTheDrop() throws {
    try expectReplay(
      scenarioJSON(
        sections: twoSections, options: #"{"emptySections": "remove", "commit": "drop"}"#,
        events: pressAndDrag(from: 150, through: [70])),
      .dropAtTarget(
        [["a1", "b1", "a2"]], from: at(1, 0), targets: [at(0, 1)],
        operation: .move(from: at(1, 0), to: at(0, 1)), removingSection: 1))
  }

  /// Seed 000's flaw avoided: a section emptied during a drag can take the item back.
  @Test func itemCanGoBackIntoTheSectionItLeft() throws {
    try expectReplay(
      scenarioJSON(
        sections: twoSections, options: #"{"emptySections": "remove"}"#,
        events: pressAndDrag(from: 150, through: [70, 165])),
      .liveDrag([["a1", "a2"], ["b1"]], from: at(1, 0), through: [at(0, 1), at(1, 0)]))
  }

  /// A kept empty section's header targets its item 0.
  @Test func emptySectionHeaderTakesAnItem() throws {
    let sections = #"""
      [{"header": 20, "items": [{"id": "a1", "size": 44}, {"id": "a2", "size": 44}]},
       {"header": 20, "items": []}]
      """#
    let result = try replay(
      scenarioJSON(sections: sections, events: pressAndDrag(from: 42, through: [118])))
    #expect(result.sections == [["a2"], ["a1"]])
    #expect(result.operations == [.move(from: at(0, 0), to: at(1, 0))])
  }

  // MARK: Cancel

  @Test func cancelInLiveCommitMovesTheItemBack() throws {
    // Two live moves, then one back to the start: the cancel is a move too, then the cancel.
    var expected = ReplayResult.liveDrag(
      [numbered(5)], from: at(0, 0), through: [at(0, 1), at(0, 2), at(0, 0)])
    expected.callbacks[expected.callbacks.count - 1] = .didCancel(at: at(0, 0))
    try expectReplay(
      scenarioJSON(events: pressAndDrag(from: 22, through: [66, 110], cancel: true)), expected)
  }

  @Test(arguments: [#"{"commit": "drop"}"#, #"{"mode": "exchange"}"#])
  func cancelWithoutLiveChangesTouchesNoData(options: String) throws {
    try expectReplay(
      scenarioJSON(
        options: options, events: pressAndDrag(from: 22, through: [66, 110], cancel: true)),
      .unchanged(
        [numbered(5)],
        callbacks: [
          .willMove(at: at(0, 0)), .targetChanged(at(0, 1)), .targetChanged(at(0, 2)),
          .didCancel(at: at(0, 0)),
        ]))
  }

  // MARK: Commit modes

  @Test func liveCommitReportsEveryStep() throws {
    try expectReplay(
      scenarioJSON(events: pressAndDrag(from: 22, through: [66, 110, 154])),
      .liveDrag(
        [["2", "3", "4", "1", "5"]], from: at(0, 0), through: [at(0, 1), at(0, 2), at(0, 3)]))
  }

  @Test func dropCommitReportsOneMoveAtTheDrop() throws {
    try expectReplay(
      scenarioJSON(
        options: #"{"commit": "drop"}"#, events: pressAndDrag(from: 22, through: [66, 110, 154])),
      .dropAtTarget(
        [["2", "3", "4", "1", "5"]], from: at(0, 0), targets: [at(0, 1), at(0, 2), at(0, 3)],
        operation: .move(from: at(0, 0), to: at(0, 3))))
  }

  // MARK: Activation

  @Test func quickReleaseIsATap() throws {
    try expectReplay(
      scenarioJSON(events: [event("down", 160, 66, t: 0), event("up", 161, 67, t: 0.1)]),
      .unchanged([numbered(5)], callbacks: [.didSelect(at: at(0, 1))]))
  }

  /// Moving past `allowableMovement` before the duration ends the press: no drag, no tap.
  @Test func movingTooEarlyCancelsThePress() throws {
    let events = [
      event("down", 160, 22, t: 0), event("move", 160, 40, t: 0.2), event("tick", t: 0.6),
      event("move", 160, 198, t: 0.7), event("up", 160, 198, t: 0.8),
    ]
    try expectReplay(scenarioJSON(events: events), .unchanged([numbered(5)]))
  }

  /// `minimumPressDuration` decides whether a 0.2 s hold is a drag or a tap.
  @Test(arguments: [
    (#"{"activation": {"minimumPressDuration": 0.2}}"#, true),
    (#"{"activation": {"allowableMovement": 2}}"#, false),
  ])
  func pressDurationDecides(options: String, drags: Bool) throws {
    let events = [
      event("down", 160, 22, t: 0), event("tick", t: 0.2), event("up", 160, 22, t: 0.25),
    ]
    let result = try replay(scenarioJSON(options: options, events: events))
    let expected: [ReplayCallback] =
      drags ? [.willMove(at: at(0, 0)), .didEnd(at: at(0, 0))] : [.didSelect(at: at(0, 0))]
    #expect(result.callbacks == expected)
  }

  @Test func distanceActivationStartsOnceThePointerHasMovedFar() throws {
    let events = [
      event("down", 160, 22, t: 0), event("move", 160, 25, t: 0.01),
      event("move", 160, 28, t: 0.02), event("move", 160, 198, t: 0.03),
      event("up", 160, 198, t: 0.04),
    ]
    try expectReplay(
      scenarioJSON(
        options: #"{"activation": {"kind": "distance", "distance": 5}}"#, events: events),
      .liveDrag([["2", "3", "4", "5", "1"]], from: at(0, 0), through: [at(0, 4)]))
  }

  @Test func immediateActivationStartsAtThePress() throws {
    let events = [
      event("down", 160, 22, t: 0), event("move", 160, 198, t: 0.01),
      event("up", 160, 198, t: 0.02),
    ]
    let result = try replay(
      scenarioJSON(options: #"{"activation": {"kind": "immediate"}}"#, events: events))
    #expect(result.sections == [["2", "3", "4", "5", "1"]])
    #expect(result.callbacks.first == .willMove(at: at(0, 0)))
  }

  // MARK: Auto-scroll, axis, insets

  /// Item 10 held at the bottom edge: 480 pt/s for a 0.1 s tick scrolls 48 pt (the whole range),
  /// and the item keeps moving under the still pointer.
  @Test func constantAutoScrollMovesTheContentAndRetargets() throws {
    let events = [
      event("down", 160, 418, t: 0), event("tick", t: 0.6), event("move", 160, 470, t: 0.7),
      event("tick", t: 0.8), event("tick", t: 0.9), event("up", 160, 470, t: 1.0),
    ]
    try expectReplay(
      scenarioJSON(
        ids: numbered(12), options: #"{"autoScroll": {"strategy": "constant", "speed": 480}}"#,
        events: events),
      .liveDrag(
        [["1", "2", "3", "4", "5", "6", "7", "8", "9", "11", "12", "10"]], from: at(0, 9),
        through: [at(0, 10), at(0, 11)], contentOffset: Point(x: 0, y: 48)))
  }

  @Test func noAutoScrollLeavesTheOffset() throws {
    let events = [
      event("down", 160, 418, t: 0), event("tick", t: 0.6), event("move", 160, 470, t: 0.7),
      event("tick", t: 0.8), event("up", 160, 470, t: 0.9),
    ]
    let result = try replay(
      scenarioJSON(
        ids: numbered(12), options: #"{"autoScroll": {"strategy": "none"}}"#, events: events))
    #expect(result.operations == [.move(from: at(0, 9), to: at(0, 10))])
    #expect(result.contentOffset == .zero)
  }

  @Test func horizontalListReordersAlongX() throws {
    let events = [
      event("down", 22, 50, t: 0), event("tick", t: 0.6), event("move", 198, 50, t: 0.7),
      event("up", 198, 50, t: 0.8),
    ]
    let text = #"""
      {"layout": {"axis": "horizontal", "viewport": {"width": 480, "height": 100},
                  "sections": [{"items": \#(itemsJSON(numbered(5)))}]},
       "events": [\#(events.joined(separator: ", "))]}
      """#
    let result = try replay(text)
    #expect(result.sections == [["2", "3", "4", "5", "1"]])
    #expect(result.operations == [.move(from: at(0, 0), to: at(0, 4))])
  }

  /// With a 20 pt top inset the content rests at offset -20, and viewport y 42 is item 1.
  @Test func contentInsetShiftsTheRestingOffset() throws {
    let text = #"""
      {"layout": {"contentInset": {"top": 20},
                  "sections": [{"items": \#(itemsJSON(numbered(5)))}]},
       "events": [\#(event("down", 160, 42, t: 0)), \#(event("up", 160, 42, t: 0.1))]}
      """#
    let result = try replay(text)
    #expect(result.callbacks == [.didSelect(at: at(0, 0))])
    #expect(result.contentOffset == Point(x: 0, y: -20))
  }

  // MARK: Ids and sizes of input

  /// Repeated ids are kept apart by position: none is lost or duplicated.
  @Test func repeatedIdsSurvive() throws {
    let result = try replay(
      scenarioJSON(ids: ["a", "a", "b"], events: pressAndDrag(from: 22, through: [110])))
    #expect(result.sections == [["a", "b", "a"]])
    #expect(result.operations == [.move(from: at(0, 0), to: at(0, 2))])
  }

  /// 20 000 items and 5 000 ticks replay without trouble.
  @Test func hugeCountsReplay() throws {
    let ids = numbered(20_000)
    var events = [event("down", 160, 22, t: 0)]
    for tick in 1...5_000 { events.append(event("tick", t: Double(tick) * 0.001)) }
    events += [event("move", 160, 198, t: 11), event("up", 160, 198, t: 12)]
    let result = try replay(scenarioJSON(ids: ids, events: events))
    #expect(result.sections == [Array(ids[1...4]) + ["1"] + Array(ids[5...])])
    #expect(result.operations == [.move(from: at(0, 0), to: at(0, 4))])
  }

  /// Events can omit `t`: each then happens at the previous event's time (0 for the first).
  @Test func missingTimesRepeatThePreviousOne() throws {
    let text = scenarioJSON(events: [
      #"{"type": "down", "x": 160, "y": 22}"#, #"{"type": "tick", "t": 0.5}"#,
      #"{"type": "move", "x": 160, "y": 198}"#, #"{"type": "up", "x": 160, "y": 198}"#,
    ])
    let scenario = try Scenario.parse(json: Data(text.utf8))
    #expect(scenario.events.map(\.time) == [0, 0.5, 0.5, 0.5])
    #expect(try replay(text).sections == [["2", "3", "4", "5", "1"]])
  }
}

/// Invariant 7 through the host: the same held drag at 60 Hz and at 120 Hz ends in the same
/// order and offset.
@MainActor @Suite struct FrameRateTests {
  private func heldAtBottomEdge(rate: Int) throws -> ReplayResult {
    var events = [event("down", 160, 66, t: 0), event("tick", t: 0.6)]
    events.append(event("move", 160, 470, t: 0.6))
    for frame in 1...rate { events.append(event("tick", t: 0.6 + Double(frame) / Double(rate))) }
    events.append(event("up", 160, 470, t: 1.75))
    return try replay(
      scenarioJSON(
        ids: numbered(30), options: #"{"autoScroll": {"strategy": "constant", "speed": 480}}"#,
        events: events))
  }

  @Test func sixtyAndOneTwentyHertzAgree() throws {
    let slow = try heldAtBottomEdge(rate: 60)
    let fast = try heldAtBottomEdge(rate: 120)
    #expect(slow.sections == fast.sections)
    #expect(abs(slow.contentOffset.y - fast.contentOffset.y) <= 1)
    // 480 pt/s for one second, from rest at 0.
    #expect(abs(slow.contentOffset.y - 480) <= 1)
    // Item 2 ends under the still pointer: content y 470 + 480 = 950 is row 21 (924..968).
    #expect(slow.sections[0].firstIndex(of: "2") == 21)
  }
}
