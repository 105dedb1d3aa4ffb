import ReorderCore
import Testing

/// The classic examples of drag-to-reorder and the flaws this engine exists to avoid.
@Suite struct SeedBehaviourTests {
  /// The whole effect list of a drag of the first item to index 4 in one step.
  static let firstToIndexFourInOneStep: [DragEffect] = [
    .willMove(at: ip(0, 0)), .moved(from: ip(0, 0), to: ip(0, 4)), .ended(at: ip(0, 4)),
  ]

  @Test func seed000InsertMovesTheFirstOntoTheFifth() {
    var h = SessionHarness([ids(5)])
    h.drag(from: 22, through: [198])
    #expect(h.order == "2 3 4 5 1")
    #expect(h.effects == Self.firstToIndexFourInOneStep)
  }

  @Test func seed000ExchangeTradesAtTheDrop() {
    var h = SessionHarness([ids(5)], configuration: DragConfiguration(mode: .exchange))
    h.pickUp(at: 22)
    h.move(to: 198)
    #expect(h.order == "1 2 3 4 5", "exchange changes nothing before the drop")
    h.drop(at: 198)
    h.expect(
      order: "5 2 3 4 1",
      effects: [
        .willMove(at: ip(0, 0)), .targetChanged(ip(0, 4)), .swapped(ip(0, 0), ip(0, 4)),
        .ended(at: ip(0, 4)),
      ])
  }

  @Test func seed000LiveInsertShiftsEachCellPassed() {
    var h = SessionHarness([ids(5)])
    h.pickUp(at: 22)
    for y in stride(from: 30.0, through: 200, by: 10) { h.move(to: y) }
    h.drop(at: 200)
    h.expect(
      order: "2 3 4 5 1",
      effects: [
        .willMove(at: ip(0, 0)), .moved(from: ip(0, 0), to: ip(0, 1)),
        .moved(from: ip(0, 1), to: ip(0, 2)), .moved(from: ip(0, 2), to: ip(0, 3)),
        .moved(from: ip(0, 3), to: ip(0, 4)), .ended(at: ip(0, 4)),
      ])
  }

  @Test func seed000PressOverHeaderStartsNoDrag() {
    var h = SessionHarness([ids(3), ids(2)], headers: [30, 30])
    #expect(h.pickUp(at: 10) == [.refused(.notOverItem)])
    h.drag(through: [200])
    #expect(h.order == "1 2 3 | 1 2")
    #expect(h.effects == [.refused(.notOverItem)])
  }

  @Test func seed000EmptiedSectionIsRemovedAtTheDropOnly() {
    // Sections: [A] [B C]; A moves into the second section, leaving the first empty.
    var h = SessionHarness(
      [["A"], ["B", "C"]], headers: [20, 20],
      configuration: DragConfiguration(emptySections: .remove))
    h.pickUp(at: 40)  // A spans 20..<64
    h.move(to: 150)  // over C
    #expect(h.order == " | B C A")
    #expect(h.session.layout.sectionCount == 2, "the emptied section lives on during the drag")
    h.drop(at: 150)
    h.expect(
      order: "B C A",
      effects: [
        .willMove(at: ip(0, 0)), .moved(from: ip(0, 0), to: ip(1, 2)), .deletedSection(0),
        .ended(at: ip(0, 2)),
      ])
  }

  @Test func seed000FlawAvoidedAnEmptiedSectionCanBeMovedBackInto() {
    var h = SessionHarness(
      [["A"], ["B", "C"]], headers: [20, 20],
      configuration: DragConfiguration(emptySections: .remove))
    h.pickUp(at: 40)
    #expect(h.order(afterMovingTo: 150) == " | B C A")
    // Section 0 is empty now: its header (0..<20) targets its item 0.
    #expect(h.order(afterMovingTo: 10) == "A | B C")
    h.drop(at: 10)
    h.expect(
      order: "A | B C",
      effects: [
        .willMove(at: ip(0, 0)), .moved(from: ip(0, 0), to: ip(1, 2)),
        .moved(from: ip(1, 2), to: ip(0, 0)), .ended(at: ip(0, 0)),
      ])
  }

  @Test func seed001EdgeCrossingWaitsForTheFarEdge() {
    // Rows of 40 and 80: moving down, row 1 (40) passes row 2 (80) only when its bottom edge
    // reaches row 2's bottom edge.
    var h = SessionHarness(
      [["a", "b", "c"]], extents: [[40, 40, 80]],
      configuration: DragConfiguration(target: .edgeCrossing))
    h.pickUp(at: 60)  // b, grabbed 20 below its top
    h.move(to: 100)  // floating 80..<120: over c's upper half, not yet at its bottom (160)
    #expect(h.order == "a b c")
    h.move(to: 139)  // floating bottom 159 < 160
    #expect(h.order == "a b c")
    h.move(to: 140)  // floating bottom 160 reaches c's bottom
    #expect(h.order == "a c b")
    h.move(to: 139)  // a step back does not undo it (hysteresis): top 119 > c's top 40
    #expect(h.order == "a c b")
    h.move(to: 60)  // top 40 reaches c's top edge
    #expect(h.order == "a b c")
    h.drop(at: 60)
    #expect(
      h.effects == [
        .willMove(at: ip(0, 1)), .moved(from: ip(0, 1), to: ip(0, 2)),
        .moved(from: ip(0, 2), to: ip(0, 1)), .ended(at: ip(0, 1)),
      ])
  }

  @Test(arguments: [TargetRule.pointer, .edgeCrossing, .center])
  func seed001FlawAvoidedAFastPointerInsertsInsteadOfSwapping(rule: TargetRule) {
    var h = SessionHarness([ids(6)], configuration: DragConfiguration(target: rule))
    h.drag(from: 22, through: [22 + 44 * 4])  // one event, four rows away
    #expect(h.order == "2 3 4 5 1 6")
    #expect(h.effects == Self.firstToIndexFourInOneStep)
  }

  @Test func seed001DropCommitHandsOverOnceInsteadOfEveryStep() {
    var h = SessionHarness([ids(5)], configuration: DragConfiguration(commit: .drop))
    h.pickUp(at: 22)
    for y in stride(from: 30.0, through: 200, by: 10) { h.move(to: y) }
    #expect(h.order == "1 2 3 4 5", "the data source hears nothing before the drop")
    h.drop(at: 200)
    h.expect(
      order: "2 3 4 5 1",
      effects: [
        .willMove(at: ip(0, 0)), .targetChanged(ip(0, 1)), .targetChanged(ip(0, 2)),
        .targetChanged(ip(0, 3)), .targetChanged(ip(0, 4)), .moved(from: ip(0, 0), to: ip(0, 4)),
        .ended(at: ip(0, 4)),
      ])
  }

  @Test func seed002CentreInsideAnotherCellInsertsThere() {
    var h = SessionHarness([ids(4)], configuration: DragConfiguration(target: .center))
    h.pickUp(at: 10)  // item 1 grabbed 10 below its top: centre = pointer + 12
    h.move(to: 31)  // centre 43: still inside its own slot
    #expect(h.order == "1 2 3 4")
    h.move(to: 32)  // centre 44: inside item 2
    #expect(h.order == "2 1 3 4")
    h.drop(at: 32)
  }

  @Test func seed003PinnedLastItemNeverMoves() {
    var h = SessionHarness([["a", "b", "c", "add"]], pinned: ["add"])
    // The pinned cell cannot be picked up.
    #expect(h.pickUp(at: 150) == [.refused(.notMovable)])
    h.drop(at: 150)
    // Dragging another item towards it moves past b and c; onto it is declined, so it keeps
    // index 3 and the dragged item stays where it was.
    h.pickUp(at: 22)
    for y in stride(from: 40.0, through: 170, by: 10) { h.move(to: y) }
    #expect(h.order == "b c a add")
    h.drop(at: 170)
    #expect(h.order == "b c a add")
    // The step onto the pinned cell is reported once, however many moves and the drop keep
    // proposing it.
    #expect(
      h.effects == [
        .refused(.notMovable), .willMove(at: ip(0, 0)), .moved(from: ip(0, 0), to: ip(0, 1)),
        .moved(from: ip(0, 1), to: ip(0, 2)), .declined(proposed: ip(0, 3), reason: .pinned),
        .ended(at: ip(0, 2)),
      ])
  }

  @Test func aJumpOntoAPinnedItemIsDeclinedWhole() {
    var h = SessionHarness([["a", "b", "c", "add"]], pinned: ["add"])
    h.drag(from: 22, through: [154])
    h.expect(
      order: "a b c add",
      effects: [
        .willMove(at: ip(0, 0)), .declined(proposed: ip(0, 3), reason: .pinned),
        .ended(at: ip(0, 0)),
      ])
  }

  @Test func seed003FlawAvoidedDuplicateValuesAreNeverLost() {
    var h = SessionHarness([["x", "x", "y", "x"]])
    h.drag(from: 22, through: [154])
    #expect(h.order == "x y x x")
    #expect(h.data[0].filter { $0 == "x" }.count == 3)
  }
}
