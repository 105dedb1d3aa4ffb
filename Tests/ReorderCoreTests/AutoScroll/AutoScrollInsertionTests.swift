import ReorderCore
import Testing

/// Targeting goes on while the content scrolls: under a still finger, rows pass and the dragged
/// item keeps being inserted under it (as early table controllers did).
@Suite struct AutoScrollInsertionTests {
  private func path(_ item: Int) -> ItemPath { ItemPath(section: 0, item: item) }

  @Test func stillFingerKeepsInserting() {
    // Ten 44 pt rows (440 pt) in a 220 pt viewport: the offset runs 0...220.
    let layout = ListLayout(
      crossExtent: 320, sections: [ListSection(itemExtents: Array(repeating: 44, count: 10))])
    var session = DragSession(
      layout: layout, viewport: Viewport(size: Size(width: 320, height: 220)),
      configuration: DragConfiguration(
        activation: .immediate, autoScroll: .constant(speed: 352)))
    var effects = [DragEffect]()
    effects += session.handle(.down(Point(x: 160, y: 22), time: 0))
    // The copy (grabbed at its centre) now spans 178...222: it crosses the bottom edge.
    effects += session.handle(.move(Point(x: 160, y: 200), time: 0))
    // Ticks every 1/16 s: 352 pt/s × 1/16 s = 22 pt, half a row, per tick.
    for k in 1...10 {
      effects += session.handle(.tick(time: Double(k) / 16))
    }
    #expect(session.floatingFrame.map { $0.minY - session.viewport.contentOffset.y } == 178)
    effects += session.handle(.up(Point(x: 160, y: 200), time: 0.75))

    func scrolled(_ y: Double) -> DragEffect { .scrolled(to: Point(x: 0, y: y)) }
    func moved(_ from: Int, _ to: Int) -> DragEffect { .moved(from: path(from), to: path(to)) }
    #expect(
      effects == [
        .willMove(at: path(0)),
        moved(0, 4),
        scrolled(22), moved(4, 5),  // the pointer, at content 222, enters row 5
        scrolled(44),  // 244: still inside the gap (220...264)
        scrolled(66), moved(5, 6),
        scrolled(88),
        scrolled(110), moved(6, 7),
        scrolled(132),
        scrolled(154), moved(7, 8),
        scrolled(176),
        scrolled(198), moved(8, 9),
        scrolled(220),  // the end of the content: no tick after this one scrolls
        .ended(at: path(9)),
      ])
    var order = Array(1...10)
    for case .moved(let from, let to) in effects {
      order.insert(order.remove(at: from.item), at: to.item)
    }
    #expect(order == [2, 3, 4, 5, 6, 7, 8, 9, 10, 1])
    #expect(session.viewport.contentOffset == Point(x: 0, y: 220))
  }

  /// The copy stays under a still pointer in viewport coordinates while the content moves under
  /// it, on both axes.
  @Test(arguments: [Axis.vertical, .horizontal])
  func copyStaysUnderTheStillPointer(_ axis: Axis) throws {
    let layout = ListLayout(
      axis: axis, crossExtent: 100,
      sections: [ListSection(itemExtents: Array(repeating: 40, count: 30))])
    let size = Size(along: 300, across: 100, axis: axis)
    var session = DragSession(
      layout: layout, viewport: Viewport(size: size),
      configuration: DragConfiguration(activation: .immediate, autoScroll: .constant(speed: 160)))
    _ = session.handle(.down(Point(along: 10, across: 50, axis: axis), time: 0))
    _ = session.handle(.move(Point(along: 290, across: 50, axis: axis), time: 0))
    for k in 1...8 {
      _ = session.handle(.tick(time: Double(k) / 8))
      let frame = try #require(session.floatingFrame)
      let offset = session.viewport.contentOffset.along(axis)
      #expect(offset == 20 * Double(k))
      #expect(frame.minAlong(axis) - offset == 280)  // pointer 290 less the 10 pt grab
    }
    // The pointer has passed from row 7 (content 290) to row 11 (content 450).
    #expect(session.arrangement?.slot == ItemPath(section: 0, item: 11))
  }
}
