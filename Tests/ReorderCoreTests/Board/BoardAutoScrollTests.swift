import ReorderCore
import Testing

/// Nested auto-scroll on a board: five lanes 280 wide, 20 apart (x 0, 300, 600, 900, 1200;
/// content 1480, board offset up to 580), headers 40, cards 60, a 900 × 600 viewport, and the
/// proportional strategy over an 80 pt band at 800 pt/s. A card lifted at (140, 70) keeps its
/// centre under the pointer, so a pointer 40 pt into a band scrolls at 400 pt/s.
@Suite struct BoardAutoScrollTests {
  static let strategy = AutoScroll.proportional(edge: 80, maxSpeed: 800)

  static func cards(_ prefix: String, _ n: Int) -> [String] { (0..<n).map { "\(prefix)\($0)" } }

  static let immediate = DragConfiguration(activation: .immediate, autoScroll: strategy)

  /// The board's offset, then each lane's.
  static func offsets(_ h: BoardHarness) -> [Double] {
    [h.session.layout.boardOffset] + h.session.layout.laneOffsets
  }

  /// The corner board: a in l0, `n` cards in l3, the board at 100, immediate activation; a is
  /// lifted at once (its centre at viewport x 40) and the pointer goes to the bottom-right
  /// corner (over l3, content x 960, lane position 520) at time 0.
  static func corner(_ n: Int) -> BoardHarness {
    var h = BoardHarness(
      [("l0", ["a"]), ("l1", []), ("l2", []), ("l3", cards("c", n)), ("l4", [])],
      boardOffset: 100, configuration: immediate)
    h.send(.down(vp(40, 70), time: 0))
    h.send(.move(vp(860, 560), time: 0))
    return h
  }

  func lift(_ h: inout BoardHarness) {
    h.send(.down(vp(140, 70), time: 0))
    h.send(.tick(time: 0.5))
  }

  @Test func boardScrollCarriesTheCardToAnOffScreenLaneUnderAStillPointer() {
    var h = BoardHarness(
      [("l0", ["a", "b", "c"]), ("l1", ["d"]), ("l2", ["g"]), ("l3", ["h"]), ("l4", [])],
      configuration: DragConfiguration(autoScroll: Self.strategy))
    lift(&h)
    // Near the right edge, over l2's body below g: a goes to l2's end.
    h.send(.move(vp(860, 300), time: 0.75))
    // The pointer stays; each half second the board scrolls 200 and the lane now under the
    // pointer takes the card: l3 (content x 1060), then the off-screen, empty l4 (1260).
    h.send(.tick(time: 1.25))
    h.send(.tick(time: 1.75))
    // The board stops at its end (580); the card stays in l4.
    h.send(.tick(time: 2.25))
    h.send(.tick(time: 2.75))
    h.send(.up(vp(860, 300), time: 2.75))
    #expect(h.order == "l0: b c | l1: d | l2: g | l3: h | l4: a")
    #expect(h.session.layout.boardOffset == 580)
    #expect(
      h.effects == [
        .drag(.willMove(at: lc(0, 0))), .drag(.moved(from: lc(0, 0), to: lc(2, 1))),
        .drag(.scrolled(to: vp(200, 0))), .drag(.moved(from: lc(2, 1), to: lc(3, 1))),
        .drag(.scrolled(to: vp(400, 0))), .drag(.moved(from: lc(3, 1), to: lc(4, 0))),
        .drag(.scrolled(to: vp(580, 0))), .drag(.ended(at: lc(4, 0))),
      ])
  }

  @Test func bothScrollersMoveOnTheSameTickInACorner() {
    // Bottom-right corner, over l3 (content x 960) at lane position 520: card c8.
    var h = Self.corner(20)
    // One tick: the board scrolls 200 and l3 scrolls 200, both on this tick; the pointer is now
    // over c11 (lane position 720), so a goes before it.
    h.send(.tick(time: 0.5))
    h.send(.up(vp(860, 560), time: 0.5))
    #expect(h.data[3].firstIndex(of: "a") == 12)
    #expect(Self.offsets(h) == [300, 0, 0, 0, 200, 0])
    #expect(
      h.effects == [
        .drag(.willMove(at: lc(0, 0))), .drag(.moved(from: lc(0, 0), to: lc(3, 8))),
        .drag(.scrolled(to: vp(300, 0))), .laneScrolled(lane: 3, offset: 200),
        .drag(.moved(from: lc(3, 8), to: lc(3, 12))), .drag(.ended(at: lc(3, 12))),
      ])
  }

  @Test func aLaneAtItsEndStopsWhileTheBoardKeepsGoing() {
    var h = Self.corner(11)
    // l3 with a holds 720 in a 560 body: it stops at 160 while the board goes on to 300.
    h.send(.tick(time: 0.5))
    // The board goes on to 500 and brings the empty l4 under the pointer: a goes there, and l3,
    // shorter again, is pulled back to 100.
    h.send(.tick(time: 1))
    // The board reaches its end.
    h.send(.tick(time: 1.5))
    h.send(.up(vp(860, 560), time: 1.5))
    #expect(
      h.order == "l0:  | l1:  | l2:  | l3: " + Self.cards("c", 11).joined(separator: " ")
        + " | l4: a")
    #expect(Self.offsets(h) == [580, 0, 0, 0, 100, 0])
    #expect(
      h.effects == [
        .drag(.willMove(at: lc(0, 0))), .drag(.moved(from: lc(0, 0), to: lc(3, 8))),
        .drag(.scrolled(to: vp(300, 0))), .laneScrolled(lane: 3, offset: 160),
        .drag(.moved(from: lc(3, 8), to: lc(3, 11))),
        .drag(.scrolled(to: vp(500, 0))), .drag(.moved(from: lc(3, 11), to: lc(4, 0))),
        .laneScrolled(lane: 3, offset: 100),
        .drag(.scrolled(to: vp(580, 0))), .drag(.ended(at: lc(4, 0))),
      ])
  }

  @Test func aLaneDragScrollsTheBoardOnly() {
    var h = BoardHarness(
      [("l0", Self.cards("a", 20)), ("l1", []), ("l2", []), ("l3", []), ("l4", [])],
      configuration: DragConfiguration(autoScroll: Self.strategy))
    h.send(.down(vp(140, 20), time: 0))
    h.send(.tick(time: 0.5))
    // Bottom-right corner: only the board scrolls.
    h.send(.move(vp(860, 560), time: 0.75))
    h.send(.tick(time: 1.25))
    h.send(.up(vp(860, 560), time: 1.25))
    #expect(h.lanes == ["l1", "l2", "l3", "l0", "l4"])
    #expect(h.session.layout.laneOffsets == [0, 0, 0, 0, 0])
    #expect(
      h.effects == [
        .willMoveLane(at: 0), .movedLane(from: 0, to: 2), .drag(.scrolled(to: vp(200, 0))),
        .movedLane(from: 2, to: 3), .laneEnded(at: 3),
      ])
  }

  /// A drag through a corner with lanes handing over under a still pointer, ticks at `rate` Hz:
  /// the final order and every offset.
  func corner(rate: Int, strategy: AutoScroll) -> (order: String, board: Double, lanes: [Double]) {
    var h = BoardHarness(
      (0..<5).map { ("l\($0)", Self.cards("c\($0)-", 30)) }, boardOffset: 0,
      configuration: DragConfiguration(activation: .immediate, autoScroll: strategy))
    h.send(.down(vp(140, 70), time: 0))
    let moves: [(Double, Point)] = [(0.1037, vp(600, 300)), (0.2213, vp(870, 575))]
    var pending = moves[...]
    var last = vp(140, 70)
    for k in 1...(3 * rate) {
      let t = Double(k) / Double(rate)
      while let next = pending.first, next.0 <= t {
        h.send(.move(next.1, time: next.0))
        last = next.1
        pending.removeFirst()
      }
      h.send(.tick(time: t))
    }
    h.send(.up(last, time: 3))
    return (h.order, h.session.layout.boardOffset, h.session.layout.laneOffsets)
  }

  @Test func frameRateIndependence() {
    for strategy in [Self.strategy, .constant(speed: 300)] {
      let results = [30, 60, 120].map { corner(rate: $0, strategy: strategy) }
      for r in results.dropFirst() {
        #expect(r.order == results[0].order)
        #expect(abs(r.board - results[0].board) < 1e-6)
        for (a, b) in zip(r.lanes, results[0].lanes) { #expect(abs(a - b) < 1e-6) }
      }
      // The board reached its end and several lanes scrolled on the way.
      #expect(results[0].board == 580)
      #expect(results[0].lanes.filter { $0 > 0 }.count >= 2)
    }
  }
}
