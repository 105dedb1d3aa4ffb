import ReorderCore
import Testing

/// Bad input to a board gets its documented outcome: negative, NaN or infinite numbers are taken
/// as 0, offsets are pulled into their bounds, non-finite events are refused, out-of-range
/// commands are ignored. Nothing crashes; nothing is lost.
@Suite struct BoardHostileInputTests {
  @Test func badNumbersInTheLayoutAreTakenAsZero() {
    let layout = BoardLayout(
      viewportSize: Size(width: .nan, height: 600), laneSpacing: -10,
      lanes: [
        BoardLane(width: -50, header: .nan, cardExtents: [.infinity, -3, 40], offset: .nan),
        BoardLane(width: 200, header: -1, cardExtents: [.nan, 30], offset: 1e9),
      ], boardOffset: -.infinity)
    #expect(layout.viewportSize == Size(width: 0, height: 600))
    #expect(layout.laneSpacing == 0)
    #expect((0..<2).map { layout.width(ofLane: $0) } == [0, 200])
    #expect((0..<2).map { layout.headerExtent(ofLane: $0) } == [0, 0])
    #expect(
      [lc(0, 0), lc(0, 1), lc(0, 2), lc(1, 0), lc(1, 1)].map { layout.extent(ofCardAt: $0) }
        == [0, 0, 40, 0, 30])
    // Offsets: NaN is 0; 1e9 is pulled to the lane's bound (30 of cards in a 600 body: 0).
    #expect(layout.laneOffsets == [0, 0])
    #expect(layout.boardOffset == 0)
    // A lane of width 0 is never hit; the 200-wide lane starts at 0 too.
    #expect(layout.hitTest(vp(10, 10), in: nil) == .card(lc(1, 1)))
    #expect(layout.hitTest(vp(10, 100), in: nil) == .laneEnd(1))
    #expect(layout.hitTest(vp(.nan, 10), in: nil) == .nothing)
  }

  @Test func nonFiniteEventsAreRefusedAndChangeNothing() {
    var h = BoardHarness([("todo", ["a", "b"]), ("done", [])])
    h.send(.down(vp(.nan, 70), time: 0))
    h.send(.down(vp(140, 70), time: .infinity))
    h.send(.down(vp(140, 70), time: 0))
    h.send(.tick(time: 0.5))
    h.send(.move(vp(440, .infinity), time: 0.6))
    h.send(.tick(time: .nan))
    h.send(.up(vp(440, 300), time: 0.7))
    #expect(h.order == "todo: b | done: a")
    #expect(
      h.effects == [
        .drag(.refused(.nonFiniteInput)), .drag(.refused(.nonFiniteInput)),
        .drag(.willMove(at: lc(0, 0))), .drag(.refused(.nonFiniteInput)),
        .drag(.refused(.nonFiniteInput)), .drag(.moved(from: lc(0, 0), to: lc(1, 0))),
        .drag(.ended(at: lc(1, 0))),
      ])
  }

  @Test func pressesOverNothingAndOutOfRangeCommandsAreRefusedOrIgnored() {
    var h = BoardHarness([("todo", ["a"]), ("done", [])])
    // The spacing between lanes, then an empty lane's body.
    h.send(.down(vp(290, 70), time: 0))
    h.send(.tick(time: 0.5))
    h.send(.up(vp(290, 70), time: 0.6))
    h.send(.down(vp(400, 300), time: 1))
    h.send(.tick(time: 1.5))
    h.send(.up(vp(400, 300), time: 1.6))
    h.apply(h.session.pickUpCard(lc(5, 0), policy: DefaultBoardPolicy()))
    h.apply(h.session.moveLifted(.right, policy: DefaultBoardPolicy()))
    h.apply(h.session.dropLifted(policy: DefaultBoardPolicy()))
    h.apply(h.session.cancelDrag())
    #expect(h.order == "todo: a | done: ")
    #expect(
      h.effects == [
        .drag(.refused(.notOverItem)), .drag(.refused(.notOverItem)),
        .drag(.refused(.notOverItem)),
      ])
  }

  @Test func anEmptyBoardAndAZeroViewportDoNotCrash() {
    var empty = BoardSession(layout: BoardLayout(viewportSize: .zero, lanes: []))
    #expect(empty.handle(.down(vp(0, 0), time: 0)).isEmpty)
    #expect(empty.handle(.tick(time: 1)) == [.drag(.refused(.notOverItem))])
    #expect(empty.renderState().lanes.isEmpty)
    var tiny = BoardHarness(
      [("todo", ["a", "b"])], viewport: .zero,
      configuration: DragConfiguration(activation: .immediate, autoScroll: .constant(speed: 500)))
    tiny.send(.down(vp(10, 0), time: 0))
    tiny.send(.tick(time: 1))
    tiny.send(.up(vp(10, 0), time: 1))
    // The press is on the header (y 0 < 40): a lane drag; with no viewport the board's whole
    // content (280) lies past it and the board scrolls there.
    #expect(tiny.order == "todo: a b")
    #expect(
      tiny.effects == [.willMoveLane(at: 0), .drag(.scrolled(to: vp(280, 0))), .laneEnded(at: 0)])
    #expect(tiny.session.layout.boardOffset == 280)
    #expect(tiny.session.layout.laneOffsets == [0])
  }

  @Test func hugeCountsAreCutAtTheDocumentedMaximum() {
    let layout = BoardLayout(
      viewportSize: Size(width: 900, height: 600), laneCount: 3, width: { _ in 100 },
      header: { _ in 0 }, cardCount: { $0 == 0 ? Int.max : -5 }, cardExtent: { _ in 1 })
    #expect(layout.cardCount(inLane: 0) == BoardLayout.maximumCardCount)
    #expect(layout.cardCount(inLane: 1) == 0)
    #expect(layout.totalCardCount == BoardLayout.maximumCardCount)
    let none = BoardLayout(
      viewportSize: Size(width: 900, height: 600), laneCount: -3, width: { _ in 100 },
      header: { _ in 0 }, cardCount: { _ in 1 }, cardExtent: { _ in 1 })
    #expect(none.laneCount == 0)
  }

  @Test func hostScrollsAndResizesStayWithinBounds() {
    let doing = (1...12).map { "d\($0)" }
    var h = BoardHarness([("todo", ["a"]), ("doing", doing), ("done", [])])
    let changes = [
      h.session.setBoardOffset(.nan), h.session.setBoardOffset(1e9),
      h.session.setLaneOffset(1e9, ofLane: 1), h.session.setLaneOffset(50, ofLane: 7),
    ]
    // The content (880) fits the 900 viewport: the board stays at 0.
    #expect(changes == [false, false, true, false])
    #expect(h.session.layout.boardOffset == 0)
    #expect(h.session.layout.laneOffsets == [0, 160, 0])
    // Lift a and carry it to doing's end: doing may now scroll to 220.
    h.send(.down(vp(140, 70), time: 0))
    h.send(.tick(time: 0.5))
    h.send(.move(vp(440, 590), time: 0.6))
    let changed = h.session.setLaneOffset(1e9, ofLane: 1)
    #expect(changed)
    #expect(h.session.layout.laneOffsets == [0, 220, 0])
    // A taller viewport: doing (13 cards, 780) in a 760 body may scroll to 20.
    let effects = h.session.setViewportSize(Size(width: 500, height: 800))
    #expect(effects == [.laneScrolled(lane: 1, offset: 20)])
    #expect(h.session.layout.boardOffset == 0)
    h.apply(h.session.cancelDrag())
    #expect(h.session.layout.laneOffsets == [0, 0, 0])
    #expect(h.order == "todo: a | doing: " + doing.joined(separator: " ") + " | done: ")
  }
}
