import ReorderCore
import Testing

/// NaN and infinite coordinates and times, and huge finite ones. Outcome (the Reliability article):
/// an event with a non-finite coordinate or time is rejected with
/// `refused(.nonFiniteInput)` and changes nothing (not even the last time); huge finite
/// coordinates hit nothing and move nothing.
@Suite struct HostileCoordinateTests {
  static let bad: [Double] = [.nan, .infinity, -.infinity]

  @Test(arguments: bad)
  func nonFiniteDownIsRefused(value: Double) {
    var session = Scenario.list(3).makeSession()
    #expect(session.handle(.down(Point(x: value, y: 10), time: 0)) == [.refused(.nonFiniteInput)])
    #expect(session.handle(.down(Point(x: 10, y: value), time: 0)) == [.refused(.nonFiniteInput)])
    #expect(session.handle(.down(at(10), time: value)) == [.refused(.nonFiniteInput)])
    #expect(!session.isPressing)
    #expect(session.lastTime == -.infinity)
  }

  /// During a drag, non-finite moves, ups, ticks and cancels are refused; the drag goes on
  /// from where it was and drops normally.
  @Test(arguments: bad)
  func nonFiniteEventsDuringADragChangeNothing(value: Double) {
    var s = Scenario.list(5)
    s.activation = .immediate
    s.events = [
      .down(at(22), time: 0), .move(at(66), time: 0.1),
      .move(Point(x: 160, y: value), time: 0.2), .move(at(154), time: value),
      .up(Point(x: value, y: 154), time: 0.3), .tick(time: value), .cancel(time: value),
      .up(at(66), time: 0.4),
    ]
    let o = s.outcome()
    let refused = DragEffect.refused(.nonFiniteInput)
    #expect(
      o.effects == [
        .willMove(at: path(0, 0)), .moved(from: path(0, 0), to: path(0, 1)), refused, refused,
        refused, refused, refused, .ended(at: path(0, 1)),
      ])
    #expect(o.ids == [["2", "1", "3", "4", "5"]])
    #expect(o.session.lastTime == 0.4)
  }

  /// Huge finite coordinates (far outside the content, both signs, both axes) count as
  /// "past that end of the list": a list's pointer rule follows the pointer along the axis to the
  /// nearest end slot, a pointer far to the side keeps its position along the axis, and the drop
  /// back at the start puts the item back. Nothing is lost.
  @Test(arguments: [Double.greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e12, -1e12])
  func hugeCoordinatesClampToTheEnds(value: Double) {
    for axis in [Axis.vertical, .horizontal] {
      var s = Scenario.list(5)
      s.axis = axis
      s.activation = .immediate
      s.autoScroll = .constant(speed: 300)
      let start = Point(along: 22, across: 100, axis: axis)
      s.events = [
        .down(start, time: 0), .move(Point(along: value, across: 100, axis: axis), time: 0.1),
        .move(Point(along: 22, across: value, axis: axis), time: 0.2), .up(start, time: 0.3),
      ]
      let o = s.outcome()
      #expect(o.ids == [["1", "2", "3", "4", "5"]])
      let expected: [DragEffect] =
        value > 0
        ? [
          .willMove(at: path(0, 0)), .moved(from: path(0, 0), to: path(0, 4)),
          .moved(from: path(0, 4), to: path(0, 0)), .ended(at: path(0, 0)),
        ]
        : [.willMove(at: path(0, 0)), .ended(at: path(0, 0))]
      #expect(o.effects == expected)
    }
  }

  /// A huge coordinate held during auto-scroll scrolls to the bound and stops there.
  @Test func hugeCoordinateAutoScrollStopsAtTheBound() {
    var s = Scenario.autoScrollingList(20, speed: 1e9)
    s.events = [
      .down(at(22), time: 0), .move(at(1e300), time: 0.1), .tick(time: 0.2), .tick(time: 0.3),
    ]
    let o = s.outcome()
    // 20 × 44 = 880 pt of content in a 480 pt viewport: the largest offset is 400. The item
    // follows the pointer to the last slot.
    #expect(o.session.viewport.contentOffset == Point(x: 0, y: 400))
    #expect(o.ids == [(2...20).map(String.init) + ["1"]])
  }
}
