import ReorderCore
import Testing

/// Multi-item drags in a grid: the block flows along reading order, one cell per item.
@Suite struct MultiGridTests {
  static let viewport = Viewport(size: Size(width: 320, height: 480))

  @Test func aColumnDroppedAtTheStartFlowsAlongTheFirstRow() {
    // Cells of 100 points, 10 apart: cell i at column i % 3, row i / 3.
    var session = DragSession(layout: gridThreeByThree(), viewport: Self.viewport)
    for i in [1, 4, 7] { session.select(at: ip(0, i)) }
    var data = [Array(0..<9)]
    // Press 4 (the centre). The rest is 0 2 3 5 6 8; the block stands at rest index 3, so its
    // cells are 3, 4 and 5: the pressed item's own cell is one of them.
    var effects = session.handle(.down(Point(x: 160, y: 160), time: 0))
    effects += session.handle(.tick(time: 0.6))
    #expect(session.arrangement?.slot == ip(0, 3))
    #expect(
      session.layout.hitTest(Point(x: 160, y: 160), in: session.arrangement) == .gap(ip(0, 3)))
    #expect(
      session.layout.hitTest(Point(x: 270, y: 160), in: session.arrangement) == .gap(ip(0, 3)))
    #expect(
      session.layout.hitTest(Point(x: 50, y: 270), in: session.arrangement) == .item(ip(0, 4)))
    #expect(
      session.layout.frame(ofItemAt: ip(0, 4), in: session.arrangement)
        == Rect(x: 0, y: 220, width: 100, height: 100))
    effects += session.handle(.move(Point(x: 50, y: 50), time: 0.7))
    effects += session.handle(.up(Point(x: 50, y: 50), time: 0.8))
    applyDataEffects(effects, to: &data)
    #expect(data == [[1, 4, 7, 0, 2, 3, 5, 6, 8]])
    #expect(
      effects
        == blockDrop(
          [ip(0, 1), ip(0, 4), ip(0, 7)], targets: [ip(0, 0)],
          moves: [(ip(0, 1), ip(0, 0)), (ip(0, 4), ip(0, 1)), (ip(0, 7), ip(0, 2))], end: ip(0, 0)))
    #expect(session.selectedPaths.isEmpty)
  }

  @Test func aBlockAcrossSectionsChangesTheLinesOfBoth() {
    // Two sections of 4 cells (two lines each). Taking 3 out of the first leaves one line.
    var session = DragSession(
      layout: gridThreeByThree(sections: [GridSection(itemCount: 4), GridSection(itemCount: 4)]),
      viewport: Self.viewport)
    for i in [0, 1, 3] { session.select(at: ip(0, i)) }
    var data = [[0, 1, 2, 3], [4, 5, 6, 7]]
    // Press item 3 (row 1, column 0 of section 0).
    var effects = session.handle(.down(Point(x: 50, y: 160), time: 0))
    effects += session.handle(.tick(time: 0.6))
    let a = session.arrangement
    #expect(a?.slot == ip(0, 1))
    // Section 0 shows 2, then the block's 3 cells: two lines (210 points); section 1 starts
    // right after them.
    #expect(session.layout.headerFrame(ofSection: 1, in: a).minY == 210)
    #expect(session.layout.contentSize(in: a).height == 420)
    // Into section 1, over its item 5. Once the block stands before 5, section 0 keeps one line
    // and the pointer lies over the block's cells: the slot after 5 is the rule's fixed point.
    effects += session.handle(.move(Point(x: 160, y: 260), time: 0.7))
    effects += session.handle(.up(Point(x: 160, y: 260), time: 0.8))
    applyDataEffects(effects, to: &data)
    #expect(data == [[2], [4, 5, 0, 1, 3, 6, 7]])
    #expect(
      effects
        == blockDrop(
          [ip(0, 0), ip(0, 1), ip(0, 3)], targets: [ip(1, 2)],
          moves: [(ip(0, 0), ip(1, 2)), (ip(0, 0), ip(1, 3)), (ip(0, 1), ip(1, 4))], end: ip(1, 2)))
    #expect(session.layout.itemCount(inSection: 0) == 1)
    #expect(session.layout.itemCount(inSection: 1) == 7)
  }

  @Test func theEditingSessionSelectsAndDragsABlock() {
    var session = GridEditingSession(layout: gridThreeByThree(), viewport: Self.viewport)
    let policy = DefaultGridEditingPolicy()
    let first = session.select(at: ip(0, 8), policy: policy)
    #expect(first == .selected(ip(0, 8)))
    let second = session.select(atViewportPoint: Point(x: 50, y: 50), time: 0, policy: policy)
    #expect(second == .selected(ip(0, 0)))
    #expect(session.selectedPaths == [ip(0, 0), ip(0, 8)])
    var data = [Array(0..<9)]
    var effects = [DragEffect]()
    // Press 8 (bottom right) and drag it to cell 4: the block (0, 8) lands there.
    for event: PointerEvent in [
      .down(Point(x: 270, y: 270), time: 1), .tick(time: 1.6),
      .move(Point(x: 160, y: 160), time: 1.7), .up(Point(x: 160, y: 160), time: 1.8),
    ] {
      for effect in session.handle(event, policy: policy) {
        if case .drag(let e) = effect { effects.append(e) }
      }
    }
    applyDataEffects(effects, to: &data)
    #expect(data == [[1, 2, 3, 4, 0, 8, 5, 6, 7]])
    #expect(
      effects
        == blockDrop(
          [ip(0, 0), ip(0, 8)], targets: [ip(0, 4)],
          moves: [(ip(0, 0), ip(0, 4)), (ip(0, 8), ip(0, 5))], end: ip(0, 4)))
    #expect(session.selectedPaths.isEmpty)
  }

  @Test func afterADropTheBlocksItemsFlyIntoTheirNewCells() {
    var session = DragSession(layout: gridThreeByThree(), viewport: Self.viewport)
    for i in [0, 2] { session.select(at: ip(0, i)) }
    _ = session.handle(.down(Point(x: 50, y: 50), time: 0))
    _ = session.handle(.tick(time: 0.6))
    _ = session.handle(.move(Point(x: 160, y: 270), time: 0.7))
    _ = session.handle(.up(Point(x: 160, y: 270), time: 0.8))
    // The block (0 and 2) now stands at cells 6 and 7.
    let settling = session.renderState(at: 0.8)
    #expect(settling.block?.phase == .dropping)
    #expect(settling.block?.items.map(\.path) == [ip(0, 7), ip(0, 6)])
    #expect(settling.items.filter(\.isHidden).map(\.path) == [ip(0, 6), ip(0, 7)])
    let done = session.renderState()
    #expect(done.block == nil)
    #expect(done.items.allSatisfy { !$0.isHidden && !$0.isSelected })
    #expect(!session.needsFrames(at: 10))
  }
}
