import ReorderCore
import Testing

/// Lists and boards share one press clock: at exactly a distance activation's threshold both
/// activate on a move and neither reports a tap on a release; just short of it both wait and
/// tap. (Boards used to activate only beyond the threshold and tap at it.)
@Suite struct PressClockTests {
  let distance = DragConfiguration(activation: .distance(5))

  @Test func aBoardCardActivatesAtExactlyTheDistanceThreshold() {
    var h = BoardHarness(BoardDragTests.three, configuration: distance)
    h.send(.down(vp(140, 70), time: 0))
    #expect(h.send(.move(vp(140, 74.5), time: 0.1)).isEmpty)
    #expect(h.send(.move(vp(140, 75), time: 0.2)) == [.drag(.willMove(at: lc(0, 0)))])
    h.send(.up(vp(140, 75), time: 0.3))
    #expect(h.effects == [.drag(.willMove(at: lc(0, 0))), .drag(.ended(at: lc(0, 0)))])
  }

  @Test func aBoardReleaseAtExactlyTheDistanceThresholdIsNoTap() {
    var h = BoardHarness(BoardDragTests.three, configuration: distance)
    h.send(.down(vp(140, 70), time: 0))
    #expect(h.send(.up(vp(143, 74), time: 0.1)).isEmpty)
    h.send(.down(vp(140, 70), time: 0.2))
    #expect(h.send(.up(vp(140, 74.5), time: 0.3)) == [.drag(.tap(.item(lc(0, 0))))])
    #expect(h.effects == [.drag(.tap(.item(lc(0, 0))))])
  }

  @Test func aListBehavesTheSameAtTheThreshold() {
    var h = SessionHarness([ids(3)], configuration: distance)
    h.send(.down(Point(x: 10, y: 22), time: 0))
    #expect(h.send(.up(Point(x: 13, y: 26), time: 0.1)).isEmpty)
    h.send(.down(Point(x: 10, y: 22), time: 0.2))
    #expect(h.send(.move(Point(x: 10, y: 26.5), time: 0.3)).isEmpty)
    #expect(h.send(.up(Point(x: 10, y: 26.5), time: 0.4)) == [.tap(.item(ip(0, 0)))])
    h.send(.down(Point(x: 10, y: 22), time: 0.5))
    #expect(h.send(.move(Point(x: 10, y: 27), time: 0.6)) == [.willMove(at: ip(0, 0))])
  }
}
