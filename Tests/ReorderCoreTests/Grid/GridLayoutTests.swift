import ReorderCore
import Testing

private func p(_ s: Int, _ i: Int) -> ItemPath { ItemPath(section: s, item: i) }

private func allFrames(_ layout: GridLayout, _ a: Arrangement? = nil) -> [ItemPath: Rect] {
  var result = [ItemPath: Rect]()
  for s in 0..<layout.sectionCount {
    let n =
      a?.currentCount(inSection: s, committedCount: layout.itemCount(inSection: s))
      ?? layout.itemCount(inSection: s)
    for i in 0..<n { result[p(s, i)] = layout.frame(ofItemAt: p(s, i), in: a) }
  }
  return result
}

@Suite struct GridLayoutFrameTests {
  /// Seed 002: four columns across 320 points, spacing 4, square cells.
  @Test func byColumnCountVertical() {
    let layout = GridLayout(
      sizing: .columns(4, aspectRatio: 1), spacing: GridSpacing(item: 4, line: 4),
      viewportSize: Size(width: 320, height: 480), sections: [GridSection(itemCount: 6)])
    #expect(layout.columns == 4)
    #expect(layout.cellSize == Size(width: 77, height: 77))
    #expect(layout.columnSpacing == 4)
    #expect(
      layout.frames(ofFirst: 6) == [
        Rect(x: 0, y: 0, width: 77, height: 77), Rect(x: 81, y: 0, width: 77, height: 77),
        Rect(x: 162, y: 0, width: 77, height: 77), Rect(x: 243, y: 0, width: 77, height: 77),
        Rect(x: 0, y: 81, width: 77, height: 77), Rect(x: 81, y: 81, width: 77, height: 77),
      ])
    #expect(layout.contentSize(in: nil) == Size(width: 320, height: 158))
  }

  /// Section insets, headers, an aspect ratio and two sections.
  @Test func byColumnCountWithInsetsAndHeaders() {
    let layout = GridLayout(
      sizing: .columns(4, aspectRatio: 1.5), spacing: GridSpacing(item: 4, line: 6),
      sectionInset: EdgeInsets(top: 10, left: 8, bottom: 12, right: 8),
      viewportSize: Size(width: 320, height: 480),
      sections: [GridSection(header: 30, itemCount: 5), GridSection(header: 20, itemCount: 2)])
    // W = 304, width = (304 - 12) / 4 = 73, height = 109.5.
    #expect(layout.cellSize == Size(width: 73, height: 109.5))
    let cell = Size(width: 73, height: 109.5)
    #expect(layout.headerFrame(ofSection: 0, in: nil) == Rect(x: 0, y: 0, width: 320, height: 30))
    #expect(
      layout.frame(ofItemAt: p(0, 0), in: nil) == Rect(origin: Point(x: 8, y: 40), size: cell))
    #expect(
      layout.frame(ofItemAt: p(0, 3), in: nil) == Rect(origin: Point(x: 239, y: 40), size: cell))
    #expect(
      layout.frame(ofItemAt: p(0, 4), in: nil) == Rect(origin: Point(x: 8, y: 155.5), size: cell))
    // Section 0: 30 + 10 + 2 lines (219 + 6) + 12 = 277.
    #expect(
      layout.headerFrame(ofSection: 1, in: nil) == Rect(x: 0, y: 277, width: 320, height: 20))
    #expect(
      layout.frame(ofItemAt: p(1, 1), in: nil) == Rect(origin: Point(x: 85, y: 307), size: cell))
    #expect(
      layout.footerFrame(ofSection: 1, in: nil) == Rect(x: 0, y: 428.5, width: 320, height: 0))
    #expect(layout.contentSize(in: nil) == Size(width: 320, height: 428.5))
  }

  /// By cell size: as many columns as fit, the spacing between them adapting.
  @Test func byItemSizeVertical() {
    let layout = GridLayout(
      sizing: .itemSize(Size(width: 70, height: 90)), spacing: GridSpacing(item: 10, line: 5),
      sectionInset: EdgeInsets(left: 10, right: 10), viewportSize: Size(width: 320, height: 480),
      sections: [GridSection(itemCount: 4)])
    // W = 300: 3 columns fit (3 × 70 + 2 × 10 = 230; 4 would need 310); spacing (300 - 210) / 2.
    #expect(layout.columns == 3)
    #expect(layout.columnSpacing == 45)
    #expect(
      layout.frames(ofFirst: 4) == [
        Rect(x: 10, y: 0, width: 70, height: 90), Rect(x: 125, y: 0, width: 70, height: 90),
        Rect(x: 240, y: 0, width: 70, height: 90), Rect(x: 10, y: 95, width: 70, height: 90),
      ])
  }

  /// An exact fit keeps its last column.
  @Test func byItemSizeExactFit() {
    let layout = GridLayout(
      sizing: .itemSize(Size(width: 1.4, height: 1)), spacing: GridSpacing(item: 0.1),
      viewportSize: Size(width: 3 * 1.4 + 2 * 0.1, height: 100),
      sections: [GridSection(itemCount: 1)])
    #expect(layout.columns == 3)
  }

  /// A horizontal grid is the vertical one transposed: columns fill top to bottom.
  @Test func byColumnCountHorizontal() {
    let layout = GridLayout(
      axis: .horizontal, sizing: .columns(3, aspectRatio: 2),
      spacing: GridSpacing(item: 6, line: 4),
      sectionInset: EdgeInsets(top: 3, left: 5, bottom: 3, right: 7),
      viewportSize: Size(width: 400, height: 300), sections: [GridSection(header: 10, itemCount: 4)]
    )
    // Across (height) W = 294, cell height = (294 - 12) / 3 = 94, width = 188.
    #expect(layout.cellSize == Size(width: 188, height: 94))
    #expect(
      layout.frames(ofFirst: 4) == [
        Rect(x: 15, y: 3, width: 188, height: 94), Rect(x: 15, y: 103, width: 188, height: 94),
        Rect(x: 15, y: 203, width: 188, height: 94), Rect(x: 207, y: 3, width: 188, height: 94),
      ])
    #expect(layout.headerFrame(ofSection: 0, in: nil) == Rect(x: 0, y: 0, width: 10, height: 300))
    #expect(layout.contentSize(in: nil) == Size(width: 10 + 5 + 188 * 2 + 4 + 7, height: 300))
  }

  /// Seed 003: horizontal flow, square items w = (375 - 57) / 3 = 106, spacing 8, inset 16.
  @Test func seed003HorizontalItemSize() {
    let layout = gridSeed003Layout(itemCount: 7)
    // Across 350: (350 + 8) / 114 → 3 rows, spacing (350 - 318) / 2 = 16.
    #expect(layout.columns == 3)
    #expect(layout.columnSpacing == 16)
    let frames = (0..<7).map { layout.frame(ofItemAt: p(0, $0), in: nil) }
    let size = Size(width: 106, height: 106)
    #expect(
      frames == [
        Rect(origin: Point(x: 16, y: 0), size: size),
        Rect(origin: Point(x: 16, y: 122), size: size),
        Rect(origin: Point(x: 16, y: 244), size: size),
        Rect(origin: Point(x: 130, y: 0), size: size),
        Rect(origin: Point(x: 130, y: 122), size: size),
        Rect(origin: Point(x: 130, y: 244), size: size),
        Rect(origin: Point(x: 244, y: 0), size: size),
      ])
    #expect(layout.contentSize(in: nil) == Size(width: 16 + 3 * 106 + 2 * 8 + 16, height: 350))
  }

  /// Seed 002's height helper agrees with the layout.
  @Test(arguments: [0, 1, 4, 5, 8, 9])
  func heightHelper(count: Int) {
    let height = GridLayout.length(
      itemCount: count, columns: 4, cellExtent: 77, lineSpacing: 4, insetStart: 10, insetEnd: 10)
    let lines = count == 0 ? 0 : (count + 3) / 4
    #expect(height == 20 + Double(lines) * 77 + Double(max(0, lines - 1)) * 4)
    let layout = GridLayout(
      sizing: .columns(4, aspectRatio: 1), spacing: GridSpacing(item: 4, line: 4),
      sectionInset: EdgeInsets(top: 10, bottom: 10), viewportSize: Size(width: 320, height: 100),
      sections: [GridSection(itemCount: count)])
    #expect(layout.contentLength == height)
  }

  @Test func heightHelperClamps() {
    #expect(
      GridLayout.length(itemCount: 3, columns: 0, cellExtent: 10, lineSpacing: -5, header: .nan)
        == 30)
    #expect(GridLayout.length(itemCount: -3, columns: 2, cellExtent: 10, lineSpacing: 1) == 0)
  }

  /// Bad values clamp as documented and never trap.
  @Test func clamps() {
    let zero = GridLayout(
      sizing: .columns(0, aspectRatio: .nan), spacing: GridSpacing(item: -4, line: .infinity),
      sectionInset: EdgeInsets(top: .nan, left: -3), viewportSize: Size(width: 100, height: 100),
      sections: [GridSection(header: -1, itemCount: -2), GridSection(itemCount: 2)])
    #expect(zero.columns == 1)
    #expect(zero.sizing == .columns(1, aspectRatio: 1))
    #expect(zero.spacing == GridSpacing(item: 0, line: 0))
    #expect(zero.cellSize == Size(width: 100, height: 100))
    #expect(zero.itemCount(inSection: 0) == 0)
    #expect(zero.frame(ofItemAt: p(1, 1), in: nil) == Rect(x: 0, y: 100, width: 100, height: 100))

    let tiny = GridLayout(
      sizing: .columns(1_000_000_000, aspectRatio: 1), viewportSize: Size(width: 0, height: 0),
      sections: [GridSection(itemCount: 3)])
    #expect(tiny.columns == GridLayout.maximumColumns)
    #expect(tiny.cellSize == Size(width: 1, height: 1))

    let huge = GridLayout(
      sizing: .itemSize(Size(width: .nan, height: -1)), viewportSize: Size(width: 1e300, height: 1),
      sections: [GridSection(itemCount: 3)])
    #expect(huge.columns == GridLayout.maximumColumns)
    #expect(huge.cellSize == Size(width: 1, height: 1))
    #expect(huge.hitTest(Point(x: 1e299, y: 0.5), in: nil) == .nothing)

    let wide = GridLayout(
      sizing: .itemSize(Size(width: 500, height: 10)), viewportSize: Size(width: 100, height: 1),
      sections: [GridSection(itemCount: 2)])
    #expect(wide.columns == 1)
    #expect(wide.frame(ofItemAt: p(0, 1), in: nil) == Rect(x: 0, y: 10, width: 500, height: 10))
  }

  /// Out-of-range questions answer empty frames; a foreign arrangement counts as none.
  @Test func outOfRange() {
    let layout = gridThreeByThree(sections: [GridSection(header: 20, itemCount: 4)])
    #expect(layout.frame(ofItemAt: p(1, 0), in: nil) == .zero)
    #expect(layout.frame(ofItemAt: p(-1, 0), in: nil) == .zero)
    #expect(layout.headerFrame(ofSection: 5, in: nil) == .zero)
    #expect(layout.footerFrame(ofSection: -1, in: nil) == .zero)
    #expect(layout.headerExtent(ofSection: 2) == 0)
    let foreign = Arrangement(lifted: p(0, 0), slot: p(7, 0))
    #expect(
      layout.frame(ofItemAt: p(0, 3), in: foreign) == layout.frame(ofItemAt: p(0, 3), in: nil))
    #expect(layout.contentSize(in: foreign) == layout.contentSize(in: nil))
  }

  /// The content inset across the axis narrows the grid.
  @Test func contentInsetAcross() {
    let layout = GridLayout(
      sizing: .columns(2, aspectRatio: 1), viewportSize: Size(width: 220, height: 100),
      contentInset: EdgeInsets(top: 50, left: 10, bottom: 50, right: 10),
      sections: [GridSection(itemCount: 2)])
    #expect(layout.crossExtent == 200)
    #expect(layout.cellSize == Size(width: 100, height: 100))
  }
}

func gridSeed003Layout(itemCount: Int) -> GridLayout {
  let w = (375.0 - 2 * 8 - 2 * 20.5) / 3
  return GridLayout(
    axis: .horizontal, sizing: .itemSize(Size(width: w, height: w)),
    spacing: GridSpacing(item: 8, line: 8), sectionInset: EdgeInsets(left: 16, right: 16),
    viewportSize: Size(width: 375, height: 350), sections: [GridSection(itemCount: itemCount)])
}

@Suite struct GridLayoutHitTests {
  let layout = GridLayout(
    sizing: .columns(4, aspectRatio: 1), spacing: GridSpacing(item: 4, line: 4),
    sectionInset: EdgeInsets(top: 10, left: 8, bottom: 10, right: 8),
    viewportSize: Size(width: 320, height: 480),
    sections: [
      GridSection(header: 30, itemCount: 5), GridSection(header: 20, itemCount: 0),
      GridSection(itemCount: 3),
    ])
  // Cells 73 × 73, pitch 77; section 0: 0..<30 header, lines at 40 and 117, ends 200.
  // Section 1: header 200..<220, body 220..<240. Section 2: lines at 250, ends 333.

  @Test func cells() {
    #expect(layout.hitTest(Point(x: 8, y: 40), in: nil) == .item(p(0, 0)))
    #expect(layout.hitTest(Point(x: 80.9, y: 112.9), in: nil) == .item(p(0, 0)))
    #expect(layout.hitTest(Point(x: 240, y: 60), in: nil) == .item(p(0, 3)))
    #expect(layout.hitTest(Point(x: 20, y: 117), in: nil) == .item(p(0, 4)))
    #expect(layout.hitTest(Point(x: 170, y: 300), in: nil) == .item(p(2, 2)))
  }

  @Test func spacingInsetsAndAfterTheLastCellHitNothing() {
    #expect(layout.hitTest(Point(x: 82, y: 60), in: nil) == .nothing)  // between columns
    #expect(layout.hitTest(Point(x: 20, y: 114), in: nil) == .nothing)  // between lines
    #expect(layout.hitTest(Point(x: 4, y: 60), in: nil) == .nothing)  // left inset
    #expect(layout.hitTest(Point(x: 316, y: 60), in: nil) == .nothing)  // right inset
    #expect(layout.hitTest(Point(x: 20, y: 35), in: nil) == .nothing)  // top inset
    #expect(layout.hitTest(Point(x: 20, y: 195), in: nil) == .nothing)  // bottom inset
    #expect(layout.hitTest(Point(x: 100, y: 130), in: nil) == .nothing)  // after the last cell
    #expect(layout.hitTest(Point(x: 20, y: 333), in: nil) == .nothing)  // content end
    #expect(layout.hitTest(Point(x: -1, y: 60), in: nil) == .nothing)
    #expect(layout.hitTest(Point(x: 320, y: 60), in: nil) == .nothing)
    #expect(layout.hitTest(Point(x: .nan, y: 60), in: nil) == .nothing)
    #expect(layout.hitTest(Point(x: 20, y: -.infinity), in: nil) == .nothing)
  }

  @Test func headersAndEmptySections() {
    #expect(layout.hitTest(Point(x: 300, y: 0), in: nil) == .header(0))
    #expect(layout.hitTest(Point(x: 5, y: 210), in: nil) == .header(1))
    // The body of an empty section targets it.
    #expect(layout.hitTest(Point(x: 5, y: 225), in: nil) == .footer(1))
  }

  /// The walk visits exactly the cells meeting the rectangle, in data order.
  @Test(arguments: [
    Rect(x: 0, y: 0, width: 320, height: 480), Rect(x: 85, y: 50, width: 1, height: 1),
    Rect(x: 82, y: 114, width: 2, height: 2), Rect(x: 81, y: 113, width: 80, height: 200),
    Rect(x: 0, y: 199, width: 320, height: 60), Rect(x: -50, y: -50, width: 10, height: 10),
    Rect(x: 239, y: 0, width: 1, height: 400), Rect(x: 160, y: 0, width: 0, height: 400),
  ])
  func forEachItemMatchesBruteForce(rect: Rect) {
    for a in [
      nil, Arrangement(lifted: p(0, 1), slot: p(2, 3)), Arrangement(lifted: p(2, 0), slot: p(0, 5)),
    ] {
      var walked = [ItemPath]()
      layout.forEachItem(in: rect, in: a) { path, frame in
        walked.append(path)
        #expect(frame == layout.frame(ofItemAt: path, in: a))
      }
      let expected = allFrames(layout, a).filter { $0.value.intersects(rect) }.keys.sorted()
      #expect(walked == expected)
    }
  }

  @Test func horizontalHitsAndWalk() {
    let h = gridSeed003Layout(itemCount: 7)
    #expect(h.hitTest(Point(x: 20, y: 5), in: nil) == .item(p(0, 0)))
    #expect(h.hitTest(Point(x: 20, y: 125), in: nil) == .item(p(0, 1)))
    #expect(h.hitTest(Point(x: 135, y: 5), in: nil) == .item(p(0, 3)))
    #expect(h.hitTest(Point(x: 20, y: 110), in: nil) == .nothing)
    #expect(h.hitTest(Point(x: 125, y: 5), in: nil) == .nothing)
    #expect(h.hitTest(Point(x: 250, y: 125), in: nil) == .nothing)
    var walked = [ItemPath]()
    h.forEachItem(in: Rect(x: 100, y: 100, width: 100, height: 100), in: nil) { path, _ in
      walked.append(path)
    }
    #expect(walked == [p(0, 0), p(0, 1), p(0, 3), p(0, 4)])
  }
}

@Suite struct GridLayoutArrangementTests {
  let layout = GridLayout(
    sizing: .columns(3, aspectRatio: 1), spacing: GridSpacing(item: 0, line: 0),
    viewportSize: Size(width: 300, height: 300),
    sections: [GridSection(header: 10, itemCount: 4), GridSection(header: 10, itemCount: 3)])
  // Cells 100 × 100. Section 0: 10 + 2 lines = 210. Section 1: 10 + 1 line, 210..<320.

  @Test func withinASectionCellsStayPut() {
    let a = Arrangement(lifted: p(0, 0), slot: p(0, 3))
    #expect(layout.frame(ofItemAt: p(0, 3), in: a) == layout.frame(ofItemAt: p(0, 3), in: nil))
    #expect(layout.contentSize(in: a) == layout.contentSize(in: nil))
    #expect(layout.hitTest(Point(x: 50, y: 150), in: a) == .gap(p(0, 3)))
    #expect(layout.hitTest(Point(x: 50, y: 50), in: a) == .item(p(0, 0)))
  }

  /// Moving the lone item of a line out of its section pulls the next sections up a line;
  /// moving one into a full line pushes them down.
  @Test func acrossSectionsLinesComeAndGo() {
    let out = Arrangement(lifted: p(0, 3), slot: p(1, 0))
    #expect(layout.headerFrame(ofSection: 1, in: out) == Rect(x: 0, y: 110, width: 300, height: 10))
    #expect(layout.frame(ofItemAt: p(1, 3), in: out) == Rect(x: 0, y: 220, width: 100, height: 100))
    #expect(layout.contentSize(in: out) == Size(width: 300, height: 320))
    #expect(layout.hitTest(Point(x: 50, y: 150), in: out) == .gap(p(1, 0)))
    #expect(layout.hitTest(Point(x: 50, y: 250), in: out) == .item(p(1, 3)))

    let into = Arrangement(lifted: p(1, 0), slot: p(0, 4))
    #expect(
      layout.headerFrame(ofSection: 1, in: into) == Rect(x: 0, y: 210, width: 300, height: 10))
    #expect(layout.contentSize(in: into) == Size(width: 300, height: 320))
    let fill = Arrangement(lifted: p(1, 0), slot: p(0, 0))
    #expect(
      layout.frame(ofItemAt: p(0, 4), in: fill) == Rect(x: 100, y: 110, width: 100, height: 100))
    #expect(layout.hitTest(Point(x: 50, y: 215), in: fill) == .header(1))

    // Every current cell hits itself (the slot as the gap).
    for a in [out, into, fill] {
      for (path, frame) in allFrames(layout, a) {
        let hit = layout.hitTest(frame.center, in: a)
        #expect(hit == (path == a.slot ? .gap(path) : .item(path)))
      }
    }
  }

  /// Slots in reading order: a line at a time, boundaries taken with the lifted item out.
  @Test func insertionSlotsByLine() {
    let a = Arrangement.unmoved(p(0, 0))
    // With (0, 0) out, section 0 holds 3 items in one line (10..<110), slot 3 starts line 1.
    #expect(layout.insertionSlots(around: 5, in: a) == (nil, p(0, 0)))
    // On a line's start every slot of the line has its gap there: the last and the first.
    #expect(layout.insertionSlots(around: 10, in: a) == (p(0, 2), p(0, 0)))
    #expect(layout.insertionSlots(around: 50, in: a) == (p(0, 2), p(0, 3)))
    #expect(layout.insertionSlots(around: 105, in: a) == (p(0, 2), p(0, 3)))
    // Section 1 starts at 110 once (0, 0) is out; its items at 120.
    #expect(layout.insertionSlots(around: 110, in: a) == (p(0, 3), p(0, 3)))
    #expect(layout.insertionSlots(around: 120, in: a) == (p(1, 2), p(1, 0)))
    #expect(layout.insertionSlots(around: 150, in: a) == (p(1, 2), p(1, 3)))
    #expect(layout.insertionSlots(around: 250, in: a) == (p(1, 3), nil))
    #expect(layout.insertionSlots(around: .nan, in: a) == (nil, nil))
    // The same whatever the slot.
    let moved = Arrangement(lifted: p(0, 0), slot: p(1, 1))
    #expect(layout.insertionSlots(around: 150, in: moved) == (p(1, 2), p(1, 3)))
  }

  @Test func commitMoveAndRemoveSection() {
    var l = layout
    l.commitMove(from: p(0, 3), to: p(1, 0))
    #expect(l.itemCount(inSection: 0) == 3)
    #expect(l.itemCount(inSection: 1) == 4)
    #expect(l.contentSize(in: nil) == Size(width: 300, height: 320))
    l.commitMove(from: p(0, 1), to: p(0, 2))
    #expect(l.itemCount(inSection: 0) == 3)
    l.commitSwap(p(0, 0), p(1, 1))
    #expect(l.totalItemCount == 7)
    l.removeSection(0)
    #expect(l.sectionCount == 2)
    for i in 0..<3 { l.commitMove(from: p(0, 0), to: p(1, i)) }
    l.removeSection(0)
    #expect(l.sectionCount == 1)
    #expect(l.itemCount(inSection: 0) == 7)
    #expect(l.contentSize(in: nil) == Size(width: 300, height: 310))
  }
}

extension GridLayout {
  /// The content frames of the first `count` items of section 0, in order (no item lifted).
  func frames(ofFirst count: Int) -> [Rect] {
    (0..<count).map { frame(ofItemAt: ItemPath(section: 0, item: $0), in: nil) }
  }
}
