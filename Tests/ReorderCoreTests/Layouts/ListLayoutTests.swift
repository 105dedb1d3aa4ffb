import ReorderCore
import Testing

/// Builds the layout of `sections` (extents) with given headers and footers.
func makeList(
  _ sections: [[Double]], headers: [Double]? = nil, footers: [Double]? = nil,
  axis: Axis = .vertical, cross: Double = 320
) -> ListLayout {
  ListLayout(
    axis: axis, crossExtent: cross,
    sections: sections.enumerated().map { s, extents in
      ListSection(header: headers?[s] ?? 0, footer: footers?[s] ?? 0, itemExtents: extents)
    })
}

@Suite struct ListLayoutTests {
  @Test func framesFollowHeadersItemsAndFooters() {
    let layout = makeList([[44, 20], [], [10]], headers: [30, 5, 0], footers: [8, 7, 2])
    #expect(layout.sectionCount == 3)
    #expect(layout.totalItemCount == 3)
    #expect(layout.contentLength == 30 + 44 + 20 + 8 + 5 + 7 + 10 + 2)
    #expect(layout.headerFrame(ofSection: 0, in: nil) == Rect(x: 0, y: 0, width: 320, height: 30))
    #expect(
      layout.frame(ofItemAt: ItemPath(section: 0, item: 0), in: nil)
        == Rect(x: 0, y: 30, width: 320, height: 44))
    #expect(
      layout.frame(ofItemAt: ItemPath(section: 0, item: 1), in: nil)
        == Rect(x: 0, y: 74, width: 320, height: 20))
    #expect(layout.footerFrame(ofSection: 0, in: nil) == Rect(x: 0, y: 94, width: 320, height: 8))
    #expect(layout.headerFrame(ofSection: 1, in: nil) == Rect(x: 0, y: 102, width: 320, height: 5))
    #expect(layout.footerFrame(ofSection: 1, in: nil) == Rect(x: 0, y: 107, width: 320, height: 7))
    #expect(
      layout.frame(ofItemAt: ItemPath(section: 2, item: 0), in: nil)
        == Rect(x: 0, y: 114, width: 320, height: 10))
    #expect(layout.contentSize(in: nil) == Size(width: 320, height: 126))
  }

  @Test func horizontalAxisSwapsCoordinates() {
    let layout = makeList([[50, 30]], headers: [10], axis: .horizontal, cross: 100)
    #expect(
      layout.frame(ofItemAt: ItemPath(section: 0, item: 1), in: nil)
        == Rect(x: 60, y: 0, width: 30, height: 100))
    #expect(layout.hitTest(Point(x: 65, y: 50), in: nil) == .item(ItemPath(section: 0, item: 1)))
    #expect(layout.hitTest(Point(x: 5, y: 50), in: nil) == .header(0))
    #expect(layout.hitTest(Point(x: 65, y: 100), in: nil) == .nothing)
    #expect(layout.contentSize(in: nil) == Size(width: 90, height: 100))
  }

  @Test(arguments: [
    (-1.0, LayoutHit.nothing), (0, .header(0)), (29.9, .header(0)),
    (30, .item(ItemPath(section: 0, item: 0))), (73.9, .item(ItemPath(section: 0, item: 0))),
    (74, .item(ItemPath(section: 0, item: 1))), (94, .footer(0)), (102, .header(1)),
    (107, .footer(1)), (114, .item(ItemPath(section: 2, item: 0))), (124, .footer(2)),
    (126, .nothing),
  ])
  func hitTestsEveryRegion(y: Double, expected: LayoutHit) {
    let layout = makeList([[44, 20], [], [10]], headers: [30, 5, 0], footers: [8, 7, 2])
    #expect(layout.hitTest(Point(x: 10, y: y), in: nil) == expected)
  }

  @Test func zeroSizedItemsAreNeverHit() {
    let layout = makeList([[10, 0, 0, 10]])
    #expect(layout.hitTest(Point(x: 1, y: 10), in: nil) == .item(ItemPath(section: 0, item: 3)))
    #expect(layout.hitTest(Point(x: 1, y: 9.99), in: nil) == .item(ItemPath(section: 0, item: 0)))
  }

  @Test func badSizesAreClampedToZero() {
    let layout = makeList([[-5, .nan, .infinity, 12]], headers: [-3], footers: [.nan])
    #expect(layout.contentLength == 12)
    #expect(
      layout.frame(ofItemAt: ItemPath(section: 0, item: 3), in: nil)
        == Rect(x: 0, y: 0, width: 320, height: 12))
  }

  @Test func emptyLayoutAnswersNothing() {
    let layout = makeList([])
    #expect(layout.hitTest(Point(x: 1, y: 1), in: nil) == .nothing)
    #expect(layout.contentLength == 0)
    var visited = 0
    layout.forEachItem(in: Rect(x: 0, y: 0, width: 320, height: 480), in: nil) { _, _ in
      visited += 1
    }
    #expect(visited == 0)
  }

  @Test func forEachItemWalksTheVisibleRangeOnly() {
    let layout = makeList([Array(repeating: 44, count: 100)])
    var seen = [Int]()
    layout.forEachItem(in: Rect(x: 0, y: 100, width: 320, height: 100), in: nil) { p, f in
      seen.append(p.item)
      #expect(f.minY == Double(p.item) * 44)
    }
    #expect(seen == [2, 3, 4])
  }

  @Test func removeSectionDropsItsChrome() {
    var layout = makeList([[10], [], [20]], headers: [1, 2, 3], footers: [4, 5, 6])
    layout.removeSection(1)
    #expect(layout.sectionCount == 2)
    #expect(layout.contentLength == 1 + 10 + 4 + 3 + 20 + 6)
    #expect(
      layout.frame(ofItemAt: ItemPath(section: 1, item: 0), in: nil)
        == Rect(x: 0, y: 18, width: 320, height: 20))
    // A non-empty section is left alone.
    layout.removeSection(0)
    #expect(layout.sectionCount == 2)
  }
}
