import ReorderCore
import Testing

/// Events in an order a real pointer never produces. Outcome (the Reliability article): ignored —
/// the event returns no effects and the state is unchanged; a time earlier than the last one
/// counts as the last one.
@Suite struct HostileEventOrderTests {
  static let press = Scenario.list(5)

  /// The outcome of `events` on `press` picked up at once (no long press).
  static func pickedUpAtOnce(_ events: [PointerEvent]) -> Outcome<ListLayout> {
    var s = press
    s.activation = .immediate
    s.events = events
    return s.outcome()
  }

  @Test func moveUpCancelAndTickWithoutAPressAreIgnored() {
    var s = Self.press
    s.events = [
      .move(at(100), time: 0), .up(at(100), time: 0.1), .cancel(time: 0.2), .tick(time: 0.3),
      .up(at(100), time: 0.4),
    ]
    let o = s.outcome()
    #expect(o.effects == [])
    #expect(o.ids == [["1", "2", "3", "4", "5"]])
    #expect(!o.session.isPressing && !o.session.isDragging)
    #expect(o.session.lastTime == 0.4)
  }

  /// A second down while pressing is ignored: the first press becomes the drag.
  @Test func secondDownWhilePressingIsIgnored() {
    var s = Self.press
    s.events = [.down(at(22), time: 0), .down(at(154), time: 0.1), .tick(time: 0.6)]
    #expect(s.outcome().effects == [.willMove(at: path(0, 0))])
  }

  /// A second down during a drag is ignored; the drag goes on and drops normally.
  @Test func secondDownWhileDraggingIsIgnored() {
    let o = Self.pickedUpAtOnce([
      .down(at(22), time: 0), .down(at(200), time: 0.1), .move(at(110), time: 0.2),
      .up(at(110), time: 0.3),
    ])
    #expect(
      o.effects == [
        .willMove(at: path(0, 0)), .moved(from: path(0, 0), to: path(0, 2)), .ended(at: path(0, 2)),
      ])
    #expect(o.ids == [["2", "3", "1", "4", "5"]])
  }

  /// Up twice: the second is ignored. Cancel after the drop is ignored too.
  @Test func upTwiceAndCancelAfterDropAreIgnored() {
    let o = Self.pickedUpAtOnce([
      .down(at(22), time: 0), .move(at(66), time: 0.1), .up(at(66), time: 0.2),
      .up(at(200), time: 0.3), .cancel(time: 0.4),
    ])
    #expect(
      o.effects == [
        .willMove(at: path(0, 0)), .moved(from: path(0, 0), to: path(0, 1)), .ended(at: path(0, 1)),
      ])
    #expect(o.ids == [["2", "1", "3", "4", "5"]])
  }

  /// Time going backwards counts as the last time seen: a tick "before" the press does not
  /// shorten the long press, and the press completes 0.5 s after the down.
  @Test func timeGoingBackwardsCountsAsTheLastTime() {
    var s = Self.press
    s.events = [
      .down(at(22), time: 10), .tick(time: 2), .tick(time: 10.4), .tick(time: 9), .tick(time: 10.5),
    ]
    let o = s.outcome()
    #expect(o.effects == [.willMove(at: path(0, 0))])
    #expect(o.session.lastTime == 10.5)
  }

  /// During auto-scroll, a tick back in time scrolls nothing (no negative time step).
  @Test func backwardsTickDoesNotScroll() {
    var s = Scenario.autoScrollingList(30, speed: 100)
    // The floating copy over the bottom edge (viewport 480): scroll at 100 pt/s.
    s.events = [
      .down(at(462), time: 1), .move(at(470), time: 1), .tick(time: 1.5), .tick(time: 0.2),
      .tick(time: 1.5),
    ]
    let o = s.outcome()
    #expect(o.session.viewport.contentOffset == Point(x: 0, y: 50))
    #expect(
      o.effects.filter {
        if case .scrolled = $0 { return true }
        return false
      } == [.scrolled(to: Point(x: 0, y: 50))])
  }

  /// Cancel mid-drag restores the order, in live and in drop commit.
  @Test(arguments: [CommitMode.live, .drop])
  func cancelRestoresTheOrder(commit: CommitMode) {
    var s = Self.press
    s.activation = .immediate
    s.commit = commit
    s.events = [.down(at(22), time: 0), .move(at(200), time: 0.1), .cancel(time: 0.2)]
    let o = s.outcome()
    let step: DragEffect =
      commit == .live ? .moved(from: path(0, 0), to: path(0, 4)) : .targetChanged(path(0, 4))
    let back: [DragEffect] = commit == .live ? [.moved(from: path(0, 4), to: path(0, 0))] : []
    #expect(o.effects == [.willMove(at: path(0, 0)), step] + back + [.cancelled(at: path(0, 0))])
    #expect(o.ids == [["1", "2", "3", "4", "5"]])
  }
}
