import ReorderCore
import Testing

/// The host helpers for a focus that moves with nothing picked up: the walk through sectioned
/// data (`SectionedData.path(after:by:)`) and the scrolling that shows the focused item
/// (`DragSession.reveal(itemAt:)`, `BoardSession.reveal(cardAt:)`, `reveal(lane:)`).
@Suite struct HostStepTests {
  /// Sections of 2, none, 3 and none items.
  let data = SectionedData([[10, 11], [], [20, 21, 22], []])

  func p(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

  @Test func stepsCrossSectionsOverEmptyOnesAndStopAtTheEnds() {
    let forward = (0...6).map { data.path(after: p(0, 0), by: $0) }
    #expect(forward == [p(0, 0), p(0, 1), p(2, 0), p(2, 1), p(2, 2), p(2, 2), p(2, 2)])
    let back = (0...5).map { data.path(after: p(2, 2), by: -$0) }
    #expect(back == [p(2, 2), p(2, 1), p(2, 0), p(0, 1), p(0, 0), p(0, 0)])
    #expect(data.path(after: p(0, 1), by: .max) == p(2, 2))
    #expect(data.path(after: p(2, 0), by: .min) == p(0, 0))
  }

  @Test func anEmptySectionsStartStandsBetweenItsNeighbours() {
    #expect(data.path(after: p(1, 0), by: 1) == p(2, 0))
    #expect(data.path(after: p(1, 0), by: -1) == p(0, 1))
    #expect(data.path(after: p(1, 0), by: 0) == nil)
    #expect(data.path(after: p(3, 0), by: 1) == nil)
    #expect(data.path(after: p(3, 0), by: -2) == p(2, 1))
    let leadingEmpty = SectionedData([[], [5]])
    #expect(leadingEmpty.path(after: p(0, 0), by: -1) == nil)
    #expect(leadingEmpty.path(after: p(0, 0), by: 1) == p(1, 0))
  }

  @Test func aPositionThatIsNeitherAnItemNorAStartGoesNowhere() {
    #expect(data.path(after: p(0, 2), by: 1) == nil)
    #expect(data.path(after: p(4, 0), by: -1) == nil)
    #expect(data.path(after: p(-1, 0), by: 1) == nil)
    #expect(data.path(after: p(2, -1), by: 1) == nil)
    #expect(SectionedData<Int>().path(after: p(0, 0), by: 1) == nil)
  }

  /// A list of 2 sections of 10 rows of 40 under 20-point headers, in a 100-point viewport.
  func listSession() -> DragSession<ListLayout> {
    let layout = ListLayout(
      axis: .vertical, crossExtent: 300, sectionCount: 2, itemCount: { _ in 10 },
      header: { _ in 20 }, footer: { _ in 0 }, extent: { _ in 40 })
    return DragSession(layout: layout, viewport: Viewport(size: Size(width: 300, height: 100)))
  }

  @Test func aListRevealsTheItemWithTheHeaderOfAFirstItem() {
    var session = listSession()
    // Section 1 starts at 420 (its header), its rows at 440, 480, 520, ….
    #expect(session.reveal(itemAt: p(1, 0)) == [.scrolled(to: Point(x: 0, y: 380))])
    #expect(session.reveal(itemAt: p(1, 2)) == [.scrolled(to: Point(x: 0, y: 460))])
    // Back up to the first row: its header shows too.
    #expect(session.reveal(itemAt: p(1, 0)) == [.scrolled(to: Point(x: 0, y: 420))])
    #expect(session.reveal(itemAt: p(1, 0)) == [])
    #expect(session.reveal(itemAt: p(0, 0)) == [.scrolled(to: Point(x: 0, y: 0))])
    #expect(session.reveal(itemAt: p(0, 10)) == [])
    #expect(session.reveal(itemAt: p(2, 0)) == [])
    #expect(session.viewport.contentOffset == Point(x: 0, y: 0))
  }

  @Test func aListDoesNotRevealDuringADrag() {
    var session = listSession()
    _ = session.handle(.pickUp(p(0, 0)))
    #expect(session.isDragging)
    #expect(session.reveal(itemAt: p(1, 5)) == [])
    #expect(session.viewport.contentOffset == Point(x: 0, y: 0))
  }

  /// Three lanes of 200 with 10-point spacing and 50-point headers, ten cards of 100 each, in
  /// a 300 × 350 viewport (lane bodies of 300).
  func board() -> BoardSession {
    BoardSession(
      layout: BoardLayout(
        axis: .horizontal, viewportSize: Size(width: 300, height: 350), laneSpacing: 10,
        laneCount: 3, width: { _ in 200 }, header: { _ in 50 }, cardCount: { _ in 10 },
        cardExtent: { _ in 100 }))
  }

  @Test func aBoardRevealsTheCardsLaneAndTheCardInIt() {
    var session = board()
    // Lane 2 spans 420..<620; card 5 spans 500..<600 in the lane.
    let effects = session.reveal(cardAt: p(2, 5))
    #expect(
      effects == [.drag(.scrolled(to: Point(x: 320, y: 0))), .laneScrolled(lane: 2, offset: 300)])
    #expect(session.layout.boardOffset == 320)
    #expect(session.layout.laneOffsets == [0, 0, 300])
    #expect(session.reveal(cardAt: p(2, 5)) == [])
    #expect(session.reveal(lane: 0) == [.drag(.scrolled(to: Point(x: 0, y: 0)))])
    #expect(session.layout.laneOffsets == [0, 0, 300])
    #expect(session.reveal(cardAt: p(2, 10)) == [])
    #expect(session.reveal(lane: 3) == [])
    #expect(session.layout.boardOffset == 0)
  }
}

/// Host scrolling of a list and a grid (`DragSession.scroll(to:)`,
/// `GridEditingSession.scroll(to:)`): within the bounds, never during a drag.
@Suite struct HostScrollTests {
  /// No corner buttons: a press on a cell may become a drag.
  struct Plain: GridEditingPolicy {}

  @Test func aListScrollsWithinItsBoundsAndNotDuringADrag() {
    var session = HostStepTests().listSession()
    // 840 points of content in a 100-point viewport.
    #expect(session.scroll(to: 300) == 300)
    #expect(session.scroll(to: 5000) == 740)
    #expect(session.scroll(to: -20) == 0)
    #expect(session.scroll(to: .nan) == 0)
    #expect(session.scroll(to: 200) == 200)
    _ = session.handle(.pickUp(ItemPath(section: 0, item: 5)))
    #expect(session.isDragging)
    #expect(session.scroll(to: 0) == 200)
    #expect(session.viewport.contentOffset == Point(x: 0, y: 200))
  }

  @Test func aGridScrollsWithinItsBoundsAndNotWhileAPressWaits() {
    let layout = GridLayout(
      axis: .vertical, sizing: .itemSize(Size(width: 84, height: 96)),
      spacing: GridSpacing(item: 12, line: 20),
      sectionInset: EdgeInsets(top: 24, left: 20, bottom: 24, right: 20),
      viewportSize: Size(width: 300, height: 1), sections: [GridSection(header: 0, itemCount: 30)])
    var session = GridEditingSession(
      layout: layout, viewport: Viewport(size: Size(width: 300, height: 480)))
    let end = layout.contentLength - 480
    #expect(end > 100)
    #expect(session.scroll(to: 100) == 100)
    #expect(session.scroll(to: .infinity) == 0)
    #expect(session.scroll(to: 1e9) == end)
    _ = session.handle(.down(Point(x: 60, y: 60), time: 0), policy: Plain())
    #expect(session.session.isPressing)
    #expect(session.scroll(to: 0) == end)
    #expect(session.session.viewport.contentOffset == Point(x: 0, y: end))
  }
}
