import ReorderCore
import Testing

/// A uniform grid for tests: `columns` cells of 1 × 1 per row, each section under a 1-point
/// header, no spacing. Frames depend only on positions, so arrangements are easy to answer.
struct TestGrid: ReorderLayout {
  var columns: Int
  var counts: [Int]
  /// Spacing after every line of cells (hit tests there find nothing).
  var lineSpacing = 0.0

  var axis: Axis { .vertical }
  var sectionCount: Int { counts.count }
  func itemCount(inSection section: Int) -> Int {
    section >= 0 && section < counts.count ? counts[section] : 0
  }
  var totalItemCount: Int { counts.reduce(0, +) }
  var floatsAcrossAxis: Bool { true }

  func count(_ s: Int, _ a: Arrangement?) -> Int {
    a?.currentCount(inSection: s, committedCount: counts[s]) ?? counts[s]
  }
  func rows(_ s: Int, _ a: Arrangement?) -> Int { (count(s, a) + columns - 1) / columns }
  func origin(_ s: Int, _ a: Arrangement?) -> Double {
    (0..<s).reduce(0.0) { $0 + 1 + Double(rows($1, a)) * (1 + lineSpacing) }
  }

  func contentSize(in arrangement: Arrangement?) -> Size {
    Size(width: Double(columns), height: origin(counts.count, arrangement))
  }
  func frame(ofItemAt path: ItemPath, in arrangement: Arrangement?) -> Rect {
    Rect(
      x: Double(path.item % columns),
      y: origin(path.section, arrangement) + 1 + Double(path.item / columns) * (1 + lineSpacing),
      width: 1, height: 1)
  }
  func headerFrame(ofSection section: Int, in arrangement: Arrangement?) -> Rect {
    Rect(x: 0, y: origin(section, arrangement), width: Double(columns), height: 1)
  }
  func footerFrame(ofSection section: Int, in arrangement: Arrangement?) -> Rect {
    Rect(x: 0, y: origin(section + 1, arrangement), width: Double(columns), height: 0)
  }
  func hitTest(_ point: Point, in arrangement: Arrangement?) -> LayoutHit {
    guard point.x >= 0, point.x < Double(columns), point.y >= 0 else { return .nothing }
    for s in 0..<counts.count {
      let top = origin(s, arrangement)
      guard point.y < origin(s + 1, arrangement) else { continue }
      if point.y < top + 1 { return .header(s) }
      let local = point.y - top - 1
      let row = Int(local / (1 + lineSpacing))
      if local - Double(row) * (1 + lineSpacing) >= 1 { return .nothing }
      let i = row * columns + Int(point.x)
      guard i < count(s, arrangement) else { return .footer(s) }
      let p = ItemPath(section: s, item: i)
      return arrangement?.slot == p ? .gap(p) : .item(p)
    }
    return .nothing
  }
  func forEachItem(
    in rect: Rect, in arrangement: Arrangement?, _ body: (ItemPath, Rect) -> Void
  ) {
    for s in 0..<counts.count {
      for i in 0..<count(s, arrangement) {
        let p = ItemPath(section: s, item: i)
        let f = frame(ofItemAt: p, in: arrangement)
        if f.intersects(rect) { body(p, f) }
      }
    }
  }
  func insertionSlots(around position: Double, in arrangement: Arrangement) -> (
    before: ItemPath?, after: ItemPath?
  ) { (nil, nil) }
  mutating func commitMove(from source: ItemPath, to destination: ItemPath) {
    counts[source.section] -= 1
    counts[destination.section] += 1
  }
  mutating func commitSwap(_ first: ItemPath, _ second: ItemPath) {}
  mutating func removeSection(_ section: Int) { counts.remove(at: section) }
}

/// Arrow keys in a grid: left and right by one position, up and down by one row, with the row
/// length read from the layout's frames.
@Suite struct KeyboardGridTests {
  func session(_ counts: [Int] = [7, 4], columns: Int = 3) -> DragSession<TestGrid> {
    DragSession(
      layout: TestGrid(columns: columns, counts: counts),
      viewport: Viewport(size: Size(width: Double(columns), height: 20)))
  }

  @Test func arrowsWalkTheGridAndCrossSections() {
    // Section 0: rows [0 1 2] [3 4 5] [6]; section 1: [0 1 2] [3].
    var s = session()
    var model = KeyboardModel([7, 4])
    var all = [DragEffect]()
    let moves: [KeyboardMove] = [.down, .down, .down, .up, .left, .right, .right, .up, .up, .up]
    model.send(.pickUp(at(0, 1)), to: &s)
    for move in moves {
      let out = model.send(.move(move), to: &s)
      all += out.effects
    }
    #expect(
      all == [
        .moved(from: at(0, 1), to: at(0, 4)),  // down a row
        .moved(from: at(0, 4), to: at(0, 6)),  // no cell below: the section's last position
        .moved(from: at(0, 6), to: at(1, 0)),  // last row: the next section's start
        .moved(from: at(1, 0), to: at(0, 6)),  // first row: the previous section's end
        .moved(from: at(0, 6), to: at(0, 5)),  // left
        .moved(from: at(0, 5), to: at(0, 6)),  // right
        .moved(from: at(0, 6), to: at(1, 0)),  // right off the section's end
        .moved(from: at(1, 0), to: at(0, 6)),  // up from the first row
        .moved(from: at(0, 6), to: at(0, 3)),
        .moved(from: at(0, 3), to: at(0, 0)),
      ])
    #expect(s.handle(.move(.up)).announcement?.kind == .declined(.atEdge))
    model.send(.drop, to: &s)
    #expect(
      model.sections == [["A2", "A1", "A3", "A4", "A5", "A6", "A7"], ["B1", "B2", "B3", "B4"]])
  }

  @Test func aSingleColumnGridBehavesAsAList() {
    var s = session([3], columns: 1)
    _ = s.handle(.pickUp(at(0, 0)))
    #expect(s.handle(.move(.right)).announcement?.kind == .declined(.atEdge))
    #expect(s.handle(.move(.down)).effects == [.moved(from: at(0, 0), to: at(0, 1))])
  }

  @Test func aPageInAGridHitTestsOneViewportDown() {
    // A 4-point viewport: from A2's centre (1.5, 1.5) the probe at y 5.5 is in section B's
    // first row (B's header at 4), column 1. With A2 there, A has two rows and B's first row
    // is at 4..5, so the content scrolls by 1.
    var s = DragSession(
      layout: TestGrid(columns: 3, counts: [7, 4]),
      viewport: Viewport(size: Size(width: 3, height: 4)))
    _ = s.handle(.pickUp(at(0, 1)))
    #expect(
      s.handle(.move(.pageDown)).effects == [
        .moved(from: at(0, 1), to: at(1, 1)), .scrolled(to: Point(x: 0, y: 1)),
      ])
    // Back from 4.5 to 0.5: section A's header, so A's first position.
    #expect(s.handle(.move(.pageUp)).effects == [.moved(from: at(1, 1), to: at(0, 0))])
  }

  @Test func aPageProbeBetweenLinesIsRetriedAtTheItemsEdges() {
    // Lines of 1 with 0.75 of spacing: section A's rows at 1, 2.75 and 4.5, spacing after
    // each. A2's centre (1.5) plus a 4.25 page is 5.75, between rows; A2's leading edge plus
    // the page (5.25) is in row 2, so the item goes to row 2, column 1 (not one row, as a
    // fallback line step would).
    var layout = TestGrid(columns: 3, counts: [9, 3])
    layout.lineSpacing = 0.75
    var s = DragSession(layout: layout, viewport: Viewport(size: Size(width: 3, height: 4.25)))
    _ = s.handle(.pickUp(at(0, 1)))
    #expect(
      s.handle(.move(.pageDown)).effects == [
        .moved(from: at(0, 1), to: at(0, 7)), .scrolled(to: Point(x: 0, y: 1.25)),
      ])
  }

  @Test func thePreviousAndNextMovesIgnoreRows() {
    var s = session()
    _ = s.handle(.pickUp(at(0, 2)))
    #expect(s.handle(.move(.next)).effects == [.moved(from: at(0, 2), to: at(0, 3))])
    #expect(s.handle(.move(.previous)).effects == [.moved(from: at(0, 3), to: at(0, 2))])
  }
}

/// The same keys on the engine's own ``GridLayout``, with spacing and section insets, in both
/// scroll directions (rows for a vertical grid, columns for a horizontal one).
@Suite struct KeyboardGridLayoutTests {
  /// 4 cells of 21 per line (100 wide, insets 5, spacing 2 across and 3 along), headers of 10:
  /// section A's lines are [0 1 2 3] [4 5 6 7] [8 9]; section B has 6 items.
  func session(_ axis: Axis) -> DragSession<GridLayout> {
    let layout = GridLayout(
      axis: axis, sizing: .columns(4, aspectRatio: 1), spacing: GridSpacing(item: 2, line: 3),
      sectionInset: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5),
      viewportSize: Size(width: 100, height: 100),
      sections: [GridSection(header: 10, itemCount: 10), GridSection(header: 10, itemCount: 6)])
    return DragSession(layout: layout, viewport: Viewport(size: Size(width: 100, height: 100)))
  }

  @Test(arguments: [Axis.vertical, .horizontal])
  func linesCellsAndPages(axis: Axis) {
    var s = session(axis)
    var model = KeyboardModel([10, 6])
    let back: KeyboardMove = axis == .vertical ? .up : .left
    let forward: KeyboardMove = axis == .vertical ? .down : .right
    let before: KeyboardMove = axis == .vertical ? .left : .up
    let after: KeyboardMove = axis == .vertical ? .right : .down
    func scrolled(_ along: Double) -> DragEffect {
      .scrolled(to: Point(along: along, across: 0, axis: axis))
    }
    model.send(.pickUp(at(0, 1)), to: &s)
    var all = [[DragEffect]]()
    for move in [forward, forward, forward, back, before, after, back, .pageDown, .pageUp] {
      let out = model.send(.move(move), to: &s)
      all.append(out.effects)
    }
    #expect(
      all == [
        [.moved(from: at(0, 1), to: at(0, 5))],
        [.moved(from: at(0, 5), to: at(0, 9))],
        // B's first line starts at 104 (A: 10 + 5 + 69 + 5; B's header 10, inset 5).
        [.moved(from: at(0, 9), to: at(1, 0)), scrolled(25)],
        [.moved(from: at(1, 0), to: at(0, 9))],
        [.moved(from: at(0, 9), to: at(0, 8))],
        [.moved(from: at(0, 8), to: at(0, 9))],
        [.moved(from: at(0, 9), to: at(0, 5))],
        // A page of 100 from the centre of A's second line lands on B's second line.
        [.moved(from: at(0, 5), to: at(1, 5)), scrolled(49)],
        [.moved(from: at(1, 5), to: at(0, 5)), scrolled(39)],
      ])
    model.send(.drop, to: &s)
    #expect(model.sections[0] == ["A1", "A3", "A4", "A5", "A6", "A2", "A7", "A8", "A9", "A10"])
  }
}
