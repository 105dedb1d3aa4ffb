import ReorderCore
import Testing

/// Multi-card drags on a board: the selection, a block lifted across lanes, pinned cards, the
/// cancel, reloads, the keyboard and the render state.
///
/// The board (see `BoardHarness`): lanes 280 wide, 20 apart (x 0, 300, 600), headers 40 tall,
/// cards 60 tall, so card i of a lane spans y 40 + 60i ..< 100 + 60i.
@Suite struct BoardMultiTests {
  /// Selects the cards with these ids (committed board), expecting each to be selected.
  static func select(_ ids: [String], in h: inout BoardHarness) {
    for id in ids {
      for (l, cards) in h.data.enumerated() {
        if let i = cards.firstIndex(of: id) {
          let change = h.session.select(at: lc(l, i))
          #expect(change == .selected(lc(l, i)))
        }
      }
    }
  }

  @Test func nonAdjacentCardsFromTwoLanesDropTogetherInAThird() {
    var h = BoardHarness([("todo", ["a", "b", "c", "d"]), ("doing", ["e", "f"]), ("done", ["g"])])
    Self.select(["b", "d", "f"], in: &h)
    #expect(h.session.selectedPaths == [lc(0, 1), lc(0, 3), lc(1, 1)])
    // Press d (y 220..<280): the others gather; the block stands where d would go alone in
    // the board without b and f: the end of todo (after a c).
    h.send(.down(vp(140, 250), time: 0))
    h.send(.tick(time: 0.5))
    #expect(h.session.arrangement?.cardArrangement?.slot == lc(0, 2))
    #expect(h.session.liftedBlockPaths == [lc(0, 1), lc(0, 3), lc(1, 1)])
    // Over g in done: the block goes before it.
    h.send(.move(vp(740, 70), time: 0.75))
    h.send(.up(vp(740, 70), time: 1))
    h.expect(
      order: "todo: a c | doing: e | done: b d f g",
      effects: [
        .drag(.willMoveItems(at: [lc(0, 1), lc(0, 3), lc(1, 1)])),
        .drag(.targetChanged(lc(2, 0))),
        .drag(.moved(from: lc(0, 1), to: lc(2, 0))),
        .drag(.moved(from: lc(0, 2), to: lc(2, 1))),
        .drag(.moved(from: lc(1, 1), to: lc(2, 2))),
        .drag(.ended(at: lc(2, 0))),
      ])
    #expect(h.session.selectedPaths.isEmpty)
    #expect((0..<3).map { h.session.layout.cardCount(inLane: $0) } == [2, 1, 4])
  }

  @Test func aBlockTravelsPastAPinnedCardAndADropThatWouldShiftItIsDeclined() {
    let lanes: [(String, [String])] = [("todo", ["a", "P", "b"]), ("done", ["c"])]
    var h = BoardHarness(lanes, pinnedCards: ["P"])
    let pinned = h.session.select(at: lc(0, 1))
    #expect(pinned == .refused(.pinned))
    Self.select(["b", "c"], in: &h)
    // Press c, pass over a (the block before a would push P down: allowed while travelling),
    // then below todo's last card: the end, after P.
    h.drag(from: vp(440, 70), through: [vp(140, 70), vp(140, 400)])
    h.expect(
      order: "todo: a P b c | done: ",
      effects: [
        .drag(.willMoveItems(at: [lc(0, 2), lc(1, 0)])),
        .drag(.targetChanged(lc(0, 0))), .drag(.targetChanged(lc(0, 2))),
        .drag(.moved(from: lc(1, 0), to: lc(0, 3))),
        .drag(.ended(at: lc(0, 2))),
      ])

    var declined = BoardHarness(lanes, pinnedCards: ["P"])
    Self.select(["b", "c"], in: &declined)
    declined.drag(from: vp(440, 70), through: [vp(140, 70)])
    declined.expect(
      order: "todo: a P b | done: c",
      effects: [
        .drag(.willMoveItems(at: [lc(0, 2), lc(1, 0)])),
        .drag(.targetChanged(lc(0, 0))),
        .drag(.declined(proposed: lc(0, 0), reason: .pinned)),
        .drag(.cancelled(at: lc(1, 0))),
      ])
    #expect(declined.session.selectedPaths == [lc(0, 2), lc(1, 0)])
  }

  @Test func aCancelledBlockPutsEveryCardBackAndKeepsTheSelection() {
    var h = BoardHarness([("todo", ["a", "b", "c"]), ("done", ["d", "e"])])
    Self.select(["a", "c", "e"], in: &h)
    h.send(.down(vp(140, 70), time: 0))
    h.send(.tick(time: 0.5))
    h.send(.move(vp(440, 70), time: 0.75))
    h.send(.cancel(time: 1))
    h.expect(
      order: "todo: a b c | done: d e",
      effects: [
        .drag(.willMoveItems(at: [lc(0, 0), lc(0, 2), lc(1, 1)])),
        .drag(.targetChanged(lc(1, 0))),
        .drag(.cancelled(at: lc(0, 0))),
      ])
    #expect(h.session.selectedPaths == [lc(0, 0), lc(0, 2), lc(1, 1)])
    #expect(!h.session.isDragging)
    // The scatter: the cards fly home, then the board is at rest.
    let flying = h.session.renderState(at: 1.05)
    #expect(flying.block?.phase == .returning)
    #expect(flying.block?.items.map(\.path) == [lc(0, 2), lc(1, 1), lc(0, 0)])
    #expect(flying.isAnimating)
    #expect(h.session.renderState(at: 5).block == nil)
    // Frames are needed while the cards fly home, and only then: the session says so itself.
    #expect(!h.session.needsFrames)
    #expect(h.session.needsFrames(at: 1.05))
    #expect(!h.session.needsFrames(at: 5))
  }

  @Test func aDragOfAnUnselectedCardMovesItAloneAndTheSelectionFollowsItsCards() {
    var h = BoardHarness([("todo", ["a", "b", "c"]), ("done", ["d"])])
    Self.select(["c", "d"], in: &h)
    // Drag a (unselected) to the end of done.
    h.drag(from: vp(140, 70), through: [vp(440, 400)])
    // a moved alone; c moved up one and d stayed, both still selected.
    #expect(h.session.selectedPaths == [lc(0, 1), lc(1, 0)])
    let alone: [BoardEffect] = [
      .drag(.willMove(at: lc(0, 0))), .drag(.moved(from: lc(0, 0), to: lc(1, 1))),
      .drag(.ended(at: lc(1, 1))),
    ]
    h.expect(order: "todo: b c | done: d a", effects: alone)
    // A lane move carries its selected cards along.
    h.send(.down(vp(440, 20), time: 2))
    h.send(.tick(time: 2.5))
    h.send(.move(vp(140, 20), time: 2.75))
    h.send(.up(vp(140, 20), time: 3))
    #expect(h.order == "done: d a | todo: b c")
    #expect(h.session.selectedPaths == [lc(0, 0), lc(1, 1)])
  }

  @Test func theSelectionThroughAReloadIsKeptByPositionAndRemappedByIdentity() {
    var h = BoardHarness([("todo", ["a", "b", "c"]), ("done", ["d", "e"])])
    Self.select(["c", "e"], in: &h)
    // The host removes b and pins e: c is now at [0, 1], e is pinned.
    let data = [["a", "c"], ["d", "e"]]
    let layout = BoardLayout(
      viewportSize: Size(width: 900, height: 600), laneSpacing: 20,
      lanes: data.map { BoardLane(header: 40, cardExtents: Array(repeating: 60, count: $0.count)) })
    var pins = PinnedItems(sectionCount: 2)
    pins.pin(lc(1, 1))
    let effects = h.session.reload(
      layout: layout, pinnedCards: pins, pinnedLanes: [], draggedCardAt: nil,
      policy: DefaultBoardPolicy())
    #expect(effects.isEmpty)
    // By position: [0, 2] is gone, [1, 1] is pinned.
    #expect(h.session.selectedPaths.isEmpty)
    // The host follows its cards by identity: c and e; e is pinned and stays out.
    let replaced = h.session.replaceSelection(
      with: [lc(0, 1), lc(1, 1), lc(0, 1)], policy: DefaultBoardPolicy())
    #expect(replaced)
    #expect(h.session.selectedPaths == [lc(0, 1)])
  }

  @Test func aReloadDuringABlockDragCancelsItWithNothingOwed() {
    var h = BoardHarness([("todo", ["a", "b"]), ("done", ["c"])])
    Self.select(["a", "c"], in: &h)
    h.send(.down(vp(140, 70), time: 0))
    h.send(.tick(time: 0.5))
    let effects = h.session.reload(
      layout: h.session.layout, pinnedCards: nil, pinnedLanes: [], draggedCardAt: lc(0, 0),
      policy: DefaultBoardPolicy())
    #expect(effects == [.drag(.cancelled(at: lc(0, 0)))])
    #expect(h.session.selectedPaths == [lc(0, 0), lc(1, 0)])
    #expect(!h.session.isDragging)
  }

  @Test func theKeyboardLiftsTheSelectedBlockAndDropsItInTheNextLane() {
    var h = BoardHarness([("todo", ["a", "b", "c"]), ("done", ["d"])])
    Self.select(["a", "c"], in: &h)
    let policy = DefaultBoardPolicy()
    h.apply(h.session.pickUpCard(lc(0, 2), policy: policy))
    h.apply(h.session.moveLifted(.right, policy: policy))
    h.apply(h.session.dropLifted(policy: policy))
    h.expect(
      order: "todo: b | done: d a c",
      effects: [
        .drag(.willMoveItems(at: [lc(0, 0), lc(0, 2)])),
        .drag(.targetChanged(lc(1, 1))),
        .drag(.moved(from: lc(0, 0), to: lc(1, 1))),
        .drag(.moved(from: lc(0, 1), to: lc(1, 2))),
        .drag(.ended(at: lc(1, 1))),
      ])
  }

  @Test func theRenderStateShowsTheSelectionTheGatherAndTheStack() {
    var h = BoardHarness([("todo", ["a", "b", "c"]), ("done", ["d"])])
    Self.select(["a", "d"], in: &h)
    let rest = h.session.renderState()
    #expect(rest.cards.filter(\.isSelected).map(\.committedPath) == [lc(0, 0), lc(1, 0)])
    h.send(.down(vp(140, 70), time: 0))
    h.send(.tick(time: 0.5))
    // At the lift each card is where it stood; once the gather is over they form the stack
    // under the floating copy (d below, a on top), each step 4 points right and down.
    let lift = h.session.renderState(at: 0.5)
    #expect(lift.isAnimating)
    #expect(lift.block?.phase == .lifting)
    #expect(lift.block?.items.map(\.frame.origin) == [vp(300, 40), vp(0, 40)])
    let held = h.session.renderState(at: 2)
    #expect(!held.isAnimating)
    #expect(held.block?.count == 2)
    #expect(held.block?.phase == .following)
    #expect(held.block?.items.map(\.frame.origin) == [vp(4, 44), vp(0, 40)])
    // The rest: todo [gap b c], the gap as long as both cards.
    #expect(
      held.cards.map(\.frame) == [
        Rect(x: 0, y: 40, width: 280, height: 120), Rect(x: 0, y: 160, width: 280, height: 60),
        Rect(x: 0, y: 220, width: 280, height: 60),
      ])
    #expect(held.cards.map(\.isHidden) == [true, false, false])
  }
}
