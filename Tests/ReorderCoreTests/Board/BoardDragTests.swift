import ReorderCore
import Testing

/// Card and lane drags on a board without auto-scroll: where a card lands, lane moves, pinned
/// cards and lanes, cancel, keyboard.
///
/// The board: lanes 280 wide, 20 apart (x 0, 300, 600, …), headers 40 tall, cards 60 tall, a
/// 900 × 600 viewport. A press at (140, 70) is on lane 0's first card.
@Suite struct BoardDragTests {
  static let three: [(String, [String])] = [
    ("todo", ["a", "b", "c"]), ("doing", []), ("done", ["d"]),
  ]

  /// Lifts the card or header under `point` with a long press (down at 0, tick at 0.5).
  func lift(_ h: inout BoardHarness, at point: Point) {
    h.send(.down(point, time: 0))
    h.send(.tick(time: 0.5))
  }

  @Test func cardIntoAnEmptyLaneGoesToSlotZero() {
    var h = BoardHarness(Self.three)
    h.drag(from: vp(140, 70), through: [vp(440, 300)])
    h.expect(
      order: "todo: b c | doing: a | done: d",
      effects: [
        .drag(.willMove(at: lc(0, 0))), .drag(.moved(from: lc(0, 0), to: lc(1, 0))),
        .drag(.ended(at: lc(1, 0))),
      ])
  }

  @Test func dropCommitPreviewsThenMovesOnce() {
    var h = BoardHarness(Self.three, configuration: DragConfiguration(commit: .drop))
    h.drag(from: vp(140, 70), through: [vp(440, 300), vp(740, 300)])
    h.expect(
      order: "todo: b c | doing:  | done: d a",
      effects: [
        .drag(.willMove(at: lc(0, 0))), .drag(.targetChanged(lc(1, 0))),
        .drag(.targetChanged(lc(2, 1))), .drag(.moved(from: lc(0, 0), to: lc(2, 1))),
        .drag(.ended(at: lc(2, 1))),
      ])
  }

  @Test func headerAndBelowTheLastCardGoToTheEndAndTheGapBetweenLanesStays() {
    var h = BoardHarness(Self.three)
    lift(&h, at: vp(140, 70))
    // Over done's header: its end, after d.
    h.send(.move(vp(740, 20), time: 0.75))
    // Over the spacing between doing and done: stays.
    h.send(.move(vp(590, 300), time: 0.8125))
    // Below todo's last card: its end.
    h.send(.move(vp(140, 500), time: 0.875))
    // Over todo's card b (current index 0 once a left): a goes before it.
    h.send(.move(vp(140, 70), time: 0.9375))
    h.send(.up(vp(140, 70), time: 1))
    h.expect(
      order: "todo: a b c | doing:  | done: d",
      effects: [
        .drag(.willMove(at: lc(0, 0))), .drag(.moved(from: lc(0, 0), to: lc(2, 1))),
        .drag(.moved(from: lc(2, 1), to: lc(0, 2))), .drag(.moved(from: lc(0, 2), to: lc(0, 0))),
        .drag(.ended(at: lc(0, 0))),
      ])
  }

  @Test func exchangeSwapsAcrossLanesAtTheDrop() {
    var h = BoardHarness(Self.three, configuration: DragConfiguration(mode: .exchange))
    h.drag(from: vp(140, 70), through: [vp(740, 70)])
    h.expect(
      order: "todo: d b c | doing:  | done: a",
      effects: [
        .drag(.willMove(at: lc(0, 0))), .drag(.targetChanged(lc(2, 0))),
        .drag(.swapped(lc(0, 0), lc(2, 0))), .drag(.ended(at: lc(2, 0))),
      ])
  }

  @Test func laneReorderByItsHeaderCarriesItsCardsAndOffset() {
    let cards = (1...12).map { "t\($0)" }
    var h = BoardHarness(
      [("todo", cards), ("doing", ["x"]), ("done", ["y"])], laneOffsets: [30])
    h.drag(from: vp(140, 20), through: [vp(740, 20)])
    #expect(h.lanes == ["doing", "done", "todo"])
    #expect(h.data == [["x"], ["y"], cards])
    #expect(h.session.layout.laneOffsets == [0, 0, 30])
    #expect(
      h.effects == [.willMoveLane(at: 0), .movedLane(from: 0, to: 2), .laneEnded(at: 2)])
  }

  /// Where the data source stands mid-drag: a live drag's last step, a drop-commit drag's start;
  /// cards and lanes each answer only for their own drag.
  @Test(arguments: [CommitMode.live, .drop])
  func theDataSourcePositionsFollowTheCommit(_ commit: CommitMode) {
    var h = BoardHarness(Self.three, configuration: DragConfiguration(commit: commit))
    #expect(h.session.dataSourcePath == nil && h.session.dataSourceLaneIndex == nil)
    lift(&h, at: vp(140, 70))
    h.send(.move(vp(440, 300), time: 0.75))
    #expect(h.session.arrangement == .cards(Arrangement(lifted: lc(0, 0), slot: lc(1, 0))))
    #expect(h.session.dataSourcePath == (commit == .live ? lc(1, 0) : lc(0, 0)))
    #expect(h.session.dataSourceLaneIndex == nil)
    h.send(.cancel(time: 1))
    #expect(h.session.dataSourcePath == nil)
    h.send(.down(vp(740, 20), time: 2))
    h.send(.tick(time: 2.5))
    h.send(.move(vp(100, 20), time: 2.75))
    #expect(h.session.arrangement == .lanes(LaneArrangement(lifted: 2, slot: 0)))
    #expect(h.session.dataSourceLaneIndex == (commit == .live ? 0 : 2))
    #expect(h.session.dataSourcePath == nil)
    h.send(.up(vp(100, 20), time: 3))
    #expect(h.session.dataSourceLaneIndex == nil)
  }

  @Test func laneReorderInDropCommit() {
    var h = BoardHarness(Self.three, configuration: DragConfiguration(commit: .drop))
    h.drag(from: vp(740, 20), through: [vp(100, 20)])
    #expect(h.lanes == ["done", "todo", "doing"])
    #expect(
      h.effects == [
        .willMoveLane(at: 2), .laneTargetChanged(0), .movedLane(from: 2, to: 0),
        .laneEnded(at: 0),
      ])
  }

  @Test func pinnedLaneKeepsItsIndexAndCannotBeLifted() {
    var h = BoardHarness(Self.three, pinnedLanes: ["doing"])
    // Lane 0 over lane 2 would shift the pinned lane 1: declined.
    h.drag(from: vp(140, 20), through: [vp(740, 20)])
    // The pinned lane itself cannot be lifted.
    h.send(.down(vp(440, 20), time: 2))
    h.send(.tick(time: 2.5))
    h.send(.up(vp(440, 20), time: 2.6))
    #expect(h.lanes == ["todo", "doing", "done"])
    #expect(
      h.effects == [.willMoveLane(at: 0), .laneEnded(at: 0), .drag(.refused(.notMovable))])
  }

  @Test func pinnedCardKeepsItsIndexAndCannotBeLifted() {
    var h = BoardHarness(
      [("todo", ["a", "b"]), ("done", ["x", "y"])], pinnedCards: ["x"])
    lift(&h, at: vp(140, 70))
    // Over x (slot [1, 0]) would shift the pinned x: declined.
    h.send(.move(vp(440, 70), time: 0.75))
    // Over y (slot [1, 1]): x keeps index 0.
    h.send(.move(vp(440, 130), time: 0.875))
    h.send(.up(vp(440, 130), time: 1))
    // x cannot be lifted.
    h.send(.down(vp(440, 70), time: 2))
    h.send(.tick(time: 2.5))
    h.send(.up(vp(440, 70), time: 2.6))
    h.expect(
      order: "todo: b | done: x a y",
      effects: [
        .drag(.willMove(at: lc(0, 0))), .drag(.moved(from: lc(0, 0), to: lc(1, 1))),
        .drag(.ended(at: lc(1, 1))), .drag(.refused(.notMovable)),
      ])
  }

  @Test func cancelRestoresTheOrderAndPullsTheLaneBackIntoBounds() {
    // doing holds 9 cards (540) in a 560 body: with a it holds 600 and may scroll to 40.
    let doing = (1...9).map { "d\($0)" }
    var h = BoardHarness([("todo", ["a", "b"]), ("doing", doing)])
    lift(&h, at: vp(140, 70))
    h.send(.move(vp(440, 590), time: 0.75))
    h.apply(h.session.cancelDrag())
    #expect(h.order == "todo: a b | doing: " + doing.joined(separator: " "))
    #expect(h.session.layout.laneOffsets == [0, 0])
    #expect(
      h.effects == [
        .drag(.willMove(at: lc(0, 0))), .drag(.moved(from: lc(0, 0), to: lc(1, 9))),
        .drag(.moved(from: lc(1, 9), to: lc(0, 0))), .drag(.cancelled(at: lc(0, 0))),
      ])
  }

  @Test func cancelAfterTheLaneScrolledPullsItBack() {
    let doing = (1...9).map { "d\($0)" }
    var h = BoardHarness(
      [("todo", ["a", "b"]), ("doing", doing)],
      configuration: DragConfiguration(autoScroll: .proportional(edge: 80, maxSpeed: 800)))
    lift(&h, at: vp(140, 70))
    // Into doing's bottom zone (centre 40 deep: 400 pt/s), over d9 (lane position 520).
    h.send(.move(vp(440, 560), time: 0.75))
    // Half a second would scroll 200; doing (with a) can scroll 40, which brings the pointer
    // below d9: a goes after it.
    h.send(.tick(time: 1.25))
    h.send(.cancel(time: 1.3))
    #expect(h.order == "todo: a b | doing: " + doing.joined(separator: " "))
    #expect(h.session.layout.laneOffsets == [0, 0])
    #expect(
      h.effects == [
        .drag(.willMove(at: lc(0, 0))), .drag(.moved(from: lc(0, 0), to: lc(1, 8))),
        .laneScrolled(lane: 1, offset: 40), .drag(.moved(from: lc(1, 8), to: lc(1, 9))),
        .drag(.moved(from: lc(1, 9), to: lc(0, 0))), .laneScrolled(lane: 1, offset: 0),
        .drag(.cancelled(at: lc(0, 0))),
      ])
  }

  @Test func keyboardMovesWithinALaneAndToTheNeighbouringLane() {
    var h = BoardHarness(Self.three)
    h.apply(h.session.pickUpCard(lc(0, 0), policy: DefaultBoardPolicy()))
    h.apply(h.session.moveLifted(.down, policy: DefaultBoardPolicy()))
    h.apply(h.session.moveLifted(.right, policy: DefaultBoardPolicy()))
    h.apply(h.session.moveLifted(.right, policy: DefaultBoardPolicy()))
    h.apply(h.session.moveLifted(.up, policy: DefaultBoardPolicy()))
    h.apply(h.session.dropLifted(policy: DefaultBoardPolicy()))
    h.expect(
      order: "todo: b c | doing:  | done: a d",
      effects: [
        .drag(.willMove(at: lc(0, 0))), .drag(.moved(from: lc(0, 0), to: lc(0, 1))),
        // doing is empty: its end, slot 0.
        .drag(.moved(from: lc(0, 1), to: lc(1, 0))),
        // done has one card: index 0 is kept.
        .drag(.moved(from: lc(1, 0), to: lc(2, 0))),
        // Nothing above index 0: declined, no effect.
        .drag(.ended(at: lc(2, 0))),
      ])
  }

  @Test func renderStateShowsVisibleLanesAndCardsInViewportCoordinates() {
    var h = BoardHarness(Self.three, boardOffset: 0)
    lift(&h, at: vp(140, 70))
    h.send(.move(vp(440, 300), time: 0.75))
    let state = h.session.renderState()
    #expect(state.lanes.map(\.index) == [0, 1, 2])
    #expect(state.lanes.map(\.frame.origin.x) == [0, 300, 600])
    #expect(state.cards.map(\.path) == [lc(0, 0), lc(0, 1), lc(1, 0), lc(2, 0)])
    #expect(state.cards.map(\.isHidden) == [false, false, true, false])
    #expect(state.cards[2].frame == Rect(x: 300, y: 40, width: 280, height: 60))
    #expect(state.floating?.frame == Rect(x: 300, y: 270, width: 280, height: 60))
  }

  @Test func aVerticalBoardMirrorsTheHorizontalOne() {
    // Lanes stacked top to bottom (y 0, 300, 600 of a 900-tall viewport), headers 40 wide at
    // each lane's left, cards 60 wide side by side.
    var h = BoardHarness(
      Self.three, viewport: Size(width: 600, height: 900), axis: .vertical)
    h.drag(from: vp(70, 140), through: [vp(300, 440), vp(20, 740)])
    h.expect(
      order: "todo: b c | doing:  | done: d a",
      effects: [
        .drag(.willMove(at: lc(0, 0))), .drag(.moved(from: lc(0, 0), to: lc(1, 0))),
        .drag(.moved(from: lc(1, 0), to: lc(2, 1))), .drag(.ended(at: lc(2, 1))),
      ])
  }

  @Test func contentFramesAddTheOffsetsBack() {
    let cards = (1...12).map { "t\($0)" }
    let h = BoardHarness(
      [("todo", cards), ("doing", ["x"]), ("done", ["y"]), ("later", [])], laneOffsets: [100],
      boardOffset: 250)
    let layout = h.session.layout
    #expect(layout.cardFrame(at: lc(0, 2), in: nil) == Rect(x: -250, y: 60, width: 280, height: 60))
    #expect(
      layout.cardContentFrame(at: lc(0, 2), in: nil) == Rect(x: 0, y: 160, width: 280, height: 60))
    #expect(
      layout.laneContentFrame(2, in: nil) == Rect(x: 600, y: 0, width: 280, height: 600))
    #expect(layout.hitTest(vp(10, 70), in: nil) == .card(lc(0, 2)))
    #expect(layout.hitTest(vp(40, 300), in: nil) == .nothing)
    #expect(layout.hitTest(vp(360, 20), in: nil) == .header(2))
  }

  /// A policy that keeps lane 2 in place and sends every card proposal in lane 1 to its end.
  struct Policy: BoardPolicy {
    func canMoveLane(_ lane: Int) -> Bool { lane != 2 }
    func targetIndexPath(
      forMoveFrom original: ItemPath, at current: ItemPath, proposed: ItemPath
    ) -> ItemPath {
      proposed.section == 1 ? ItemPath(section: 1, item: 2) : proposed
    }
  }

  @Test func thePolicyRefusesLanesAndRedirectsCards() {
    var h = BoardHarness([("todo", ["a", "b"]), ("doing", ["x", "y"]), ("done", [])])
    let policy = Policy()
    h.apply(h.session.handle(.down(vp(740, 20), time: 0), policy: policy))
    h.apply(h.session.handle(.tick(time: 0.5), policy: policy))
    h.apply(h.session.handle(.up(vp(740, 20), time: 0.6), policy: policy))
    h.apply(h.session.handle(.down(vp(140, 70), time: 1), policy: policy))
    h.apply(h.session.handle(.tick(time: 1.5), policy: policy))
    // Over x (slot [1, 0]): the policy says [1, 2], where the pointer, at rest over x, would
    // ask for [1, 0] again: declined. Below y: [1, 2], taken.
    h.apply(h.session.handle(.move(vp(440, 70), time: 1.6), policy: policy))
    h.apply(h.session.handle(.move(vp(440, 400), time: 1.7), policy: policy))
    h.apply(h.session.handle(.up(vp(440, 400), time: 1.8), policy: policy))
    h.expect(
      order: "todo: b | doing: x y a | done: ",
      effects: [
        .drag(.refused(.notMovable)), .drag(.willMove(at: lc(0, 0))),
        .drag(.moved(from: lc(0, 0), to: lc(1, 2))), .drag(.ended(at: lc(1, 2))),
      ])
  }

  @Test func keyboardMovesALaneAndSkipsNothingPinned() {
    var h = BoardHarness(
      [("a", []), ("b", []), ("c", []), ("d", []), ("e", [])], pinnedLanes: ["e"])
    let policy = DefaultBoardPolicy()
    h.apply(h.session.pickUpLane(0, policy: policy))
    h.apply(h.session.moveLifted(.right, policy: policy))
    h.apply(h.session.moveLifted(.right, policy: policy))
    h.apply(h.session.moveLifted(.right, policy: policy))
    // Past d would shift the pinned e: declined.
    h.apply(h.session.moveLifted(.right, policy: policy))
    h.apply(h.session.dropLifted(policy: policy))
    h.apply(h.session.pickUpLane(4, policy: policy))
    #expect(h.lanes == ["b", "c", "d", "a", "e"])
    #expect(
      h.effects == [
        .willMoveLane(at: 0), .movedLane(from: 0, to: 1), .movedLane(from: 1, to: 2),
        // Slot 3 (x 900...1180) lies past the 900-wide viewport: the board shows it.
        .movedLane(from: 2, to: 3), .drag(.scrolled(to: vp(280, 0))), .laneEnded(at: 3),
        .drag(.refused(.notMovable)),
      ])
  }
}
