import ReorderCore
import Testing

/// PageUp and PageDown move by one visible length; every move keeps the item in view.
@Suite struct KeyboardPageTests {
  @Test func pageDownMovesByOneViewportAndScrollsTheItemIntoView() {
    var (s, model) = keyboardPickUp(at(0, 0))
    // A1's centre (1.5) plus the 8-point page lands on B3.
    let down = model.send(.move(.pageDown), to: &s)
    #expect(
      down.effects == [.moved(from: at(0, 0), to: at(1, 2)), .scrolled(to: Point(x: 0, y: 1))])
    #expect(
      down.announcement
        == Announcement(kind: .moved, position: at(1, 2), count: 6, dataPath: at(1, 2)))
    #expect(model.sections[1] == ["B1", "B2", "A1", "B3", "B4", "B5"])
    // Back up one page: over section A's header, so its first slot.
    let up = model.send(.move(.pageUp), to: &s)
    #expect(up.effects == [.moved(from: at(1, 2), to: at(0, 0))])
    #expect(model == KeyboardModel())
    #expect(s.handle(.move(.pageUp)).announcement?.kind == .declined(.atEdge))
  }

  @Test func pageDownPastTheContentGoesToTheLastSlot() {
    var s = keyboardSession()
    #expect(
      s.handle(.pickUp(at(2, 3))).effects == [
        .willMove(at: at(2, 3)), .scrolled(to: Point(x: 0, y: 9)),
      ])
    #expect(
      s.handle(.move(.pageDown)).effects == [
        .moved(from: at(2, 3), to: at(2, 4)), .scrolled(to: Point(x: 0, y: 10)),
      ])
    #expect(s.handle(.move(.pageDown)).announcement?.kind == .declined(.atEdge))
  }

  @Test func thePageIsTheViewportLessItsInsets() {
    var s = DragSession(
      layout: keyboardList(),
      viewport: Viewport(
        size: Size(width: 10, height: 8), contentInset: EdgeInsets(top: 1, bottom: 1)))
    #expect(s.viewport.contentOffset == Point(x: 0, y: -1))
    _ = s.handle(.pickUp(at(0, 0)))
    // 1.5 + 6 = 7.5: B1. Its gap (6..7 once A1 is out) ends below the visible 0..6.
    #expect(
      s.handle(.move(.pageDown)).effects == [
        .moved(from: at(0, 0), to: at(1, 0)),
        .scrolled(to: Point(x: 0, y: 0)),
      ])
    // 6.5 + 6 = 12.5: section C's header, so C's first slot (gap 12..13, visible from 6).
    #expect(
      s.handle(.move(.pageDown)).effects == [
        .moved(from: at(1, 0), to: at(2, 0)), .scrolled(to: Point(x: 0, y: 6)),
      ])
  }

  @Test func aMoveUpScrollsBackMinimally() {
    var s = keyboardSession()
    s.viewport.contentOffset = Point(x: 0, y: 10)
    _ = s.handle(.pickUp(at(2, 0)))
    // C1 at 13..14 is visible in 10..18; the previous section's end (B6 slot, 12..13) too.
    #expect(s.handle(.move(.up)).effects == [.moved(from: at(2, 0), to: at(1, 5))])
    #expect(
      s.handle(.move(.toSectionStart)).effects == [
        .moved(from: at(1, 5), to: at(1, 0)), .scrolled(to: Point(x: 0, y: 7)),
      ])
  }

  @Test func anItemLongerThanTheViewportShowsItsLeadingEdge() {
    let layout = ListLayout(
      crossExtent: 10, sections: [ListSection(header: 1, itemExtents: [1, 20, 1])])
    var s = DragSession(layout: layout, viewport: Viewport(size: Size(width: 10, height: 8)))
    s.viewport.contentOffset = Point(x: 0, y: 14)
    #expect(
      s.handle(.pickUp(at(0, 1))).effects == [
        .willMove(at: at(0, 1)), .scrolled(to: Point(x: 0, y: 2)),
      ])
  }

  @Test func scrollingStaysWithinTheOffsetBounds() {
    // Content of 18 in a viewport of 30: the only offset is 0, so nothing scrolls.
    var s = keyboardSession(height: 30)
    _ = s.handle(.pickUp(at(2, 4)))
    #expect(s.handle(.move(.toSection(0))).effects == [.moved(from: at(2, 4), to: at(0, 5))])
    #expect(s.viewport.contentOffset == Point(x: 0, y: 0))
  }
}
