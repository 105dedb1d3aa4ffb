import ReorderCore
import Testing

private func p(_ s: Int, _ i: Int) -> ItemPath { ItemPath(section: s, item: i) }

/// A point (viewport coordinates).
private func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

/// Three columns of 100-point cells, 10 points apart both ways, in a 320-point viewport.
func gridThreeByThree(sections: [GridSection] = [GridSection(itemCount: 9)]) -> GridLayout {
  GridLayout(
    sizing: .columns(3, aspectRatio: 1), spacing: GridSpacing(item: 10, line: 10),
    viewportSize: Size(width: 320, height: 480), sections: sections)
}

/// Drives a session through one long-press drag and returns every effect, in order.
private func drag<L: ReorderLayout, P: DragPolicy>(
  _ session: inout DragSession<L>, from start: Point, through points: [Point], policy: P
) -> [DragEffect] {
  let t0 = session.lastTime.isFinite ? session.lastTime + 1 : 0
  var effects = session.handle(.down(start, time: t0), policy: policy)
  effects += session.handle(.tick(time: t0 + 0.6), policy: policy)
  var t = t0 + 0.7
  for point in points {
    effects += session.handle(.move(point, time: t), policy: policy)
    t += 0.1
  }
  effects += session.handle(.up(points.last ?? start, time: t), policy: policy)
  return effects
}

private func drag<L: ReorderLayout>(
  _ session: inout DragSession<L>, from start: Point, through points: [Point]
) -> [DragEffect] {
  drag(&session, from: start, through: points, policy: DefaultDragPolicy())
}

private let viewport = Viewport(size: Size(width: 320, height: 480))

/// Expects `effects`, applied as a data source would to `before` (the nine letters unless
/// given), to give `after`.
private func expectData(
  _ after: [[String]], from before: [[String]] = [letters], applying effects: [DragEffect],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  var data = before
  applyDataEffects(effects, to: &data)
  #expect(data == after, sourceLocation: sourceLocation)
}

/// A session on `layout` (three columns of nine 100-point cells unless given) in the
/// 320 × 480 viewport.
private func gridSession(
  _ configuration: DragConfiguration = DragConfiguration(),
  layout: GridLayout = gridThreeByThree()
) -> DragSession<GridLayout> {
  DragSession(layout: layout, viewport: viewport, configuration: configuration)
}
private let letters = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]

@Suite struct GridDragTests {
  @Test func pointerInsertForwardAcrossRows() {
    var session = gridSession()
    let effects = drag(&session, from: pt(50, 50), through: [pt(160, 160)])
    #expect(effects == liveDrag(p(0, 0), through: [p(0, 4)]))
    expectData([["b", "c", "d", "e", "a", "f", "g", "h", "i"]], applying: effects)
  }

  @Test func pointerInsertBackward() {
    var session = gridSession()
    let effects = drag(&session, from: pt(270, 270), through: [pt(200, 200), pt(160, 50)])
    #expect(effects == liveDrag(p(0, 8), through: [p(0, 4), p(0, 1)]))
    expectData([["a", "i", "b", "c", "d", "e", "f", "g", "h"]], applying: effects)
  }

  /// The spacing between cells targets nothing: the item stays where it last went.
  @Test func spacingTargetsNothing() {
    var session = gridSession()
    let effects = drag(
      &session, from: pt(50, 50),
      through: [pt(105, 50), pt(50, 105), pt(160, 50), pt(215, 50), pt(160, 105)])
    #expect(effects == liveDrag(p(0, 0), through: [p(0, 1)]))
  }

  /// A pointer at rest never moves anything twice, whatever the rule.
  @Test(arguments: [TargetRule.pointer, .center])
  func noFlickerAtRest(rule: TargetRule) {
    var session = gridSession(DragConfiguration(target: rule))
    var effects = session.handle(.down(pt(50, 50), time: 0))
    effects += session.handle(.tick(time: 0.6))
    effects += session.handle(.move(pt(160, 160), time: 0.7))
    #expect(effects == [.willMove(at: p(0, 0)), .moved(from: p(0, 0), to: p(0, 4))])
    for k in 0..<5 {
      let t = 0.8 + Double(k) / 10
      #expect(session.handle(.move(pt(160, 160), time: t)) == [])
      #expect(session.handle(.tick(time: t + 0.05)) == [])
    }
    #expect(session.arrangement == Arrangement(lifted: p(0, 0), slot: p(0, 4)))
  }

  /// Centre rule: the floating cell's centre, not the pointer, picks the target.
  @Test func centerRule() {
    var session = gridSession(DragConfiguration(target: .center))
    // Grabbed 90 points in: the pointer reaches cell 1 long before the centre does.
    let effects = drag(&session, from: pt(90, 90), through: [pt(130, 90), pt(160, 90)])
    #expect(effects == liveDrag(p(0, 0), through: [p(0, 1)]))
    #expect(session.layout.itemCount(inSection: 0) == 9)
  }

  /// A horizontal grid reads column-major: under the centre rule the item lands where the
  /// floating cell's centre is.
  @Test func horizontalCenterRule() {
    var session = DragSession(
      layout: gridSeed003Layout(itemCount: 9),
      viewport: Viewport(size: Size(width: 375, height: 350)),
      configuration: DragConfiguration(target: .center))
    // Item 0 spans (16, 0)–(122, 106); grabbed at (30, 20), its centre is 39 right, 33 down.
    let effects = drag(&session, from: pt(30, 20), through: [pt(130, 120), pt(250, 20)])
    // (130, 120): centre (169, 153), item 4 (column 1, row 1). (250, 20): centre (289, 53),
    // item 6.
    #expect(effects == liveDrag(p(0, 0), through: [p(0, 4), p(0, 6)]))
  }

  /// A raw session's edgeCrossing reads the grid's line-granular slots: the item moves a line
  /// at a time, to the end of a line going forward and to its start going back.
  @Test func edgeCrossingMovesALineAtATime() {
    var session = gridSession(DragConfiguration(target: .edgeCrossing))
    // The floating cell's top: 50 (into line 0 → its end), 120 (line 1 → its end), the same
    // across, exactly 0 (on line 0's start: back from line 1 → the line's first slot), -1
    // (before the section: already at its start, nothing moves).
    let effects = drag(
      &session, from: pt(50, 50),
      through: [pt(50, 100), pt(50, 170), pt(200, 170), pt(50, 50), pt(50, 49)])
    #expect(effects == liveDrag(p(0, 0), through: [p(0, 2), p(0, 5), p(0, 0)]))
  }

  /// Auto-scroll runs on the grid's content size; a pointer at rest retargets as the content
  /// moves under it.
  @Test func autoScrollRetargets() {
    var session = gridSession(
      DragConfiguration(autoScroll: .constant(speed: 100)),
      layout: gridThreeByThree(sections: [GridSection(itemCount: 30)]))
    var effects = session.handle(.down(pt(50, 50), time: 0))
    effects += session.handle(.tick(time: 0.5))
    // The floating cell's bottom edge at 490, past the viewport's 480: it scrolls at 100 pt/s,
    // counted from the move into the zone (0.625). The pointer's content y: 440 (line 4), then
    // 452.5, 477.5, 502.5, 527.5 (line 4 ends at 540) and 552.5 (line 5).
    effects += session.handle(.move(pt(50, 440), time: 0.625))
    for k in 1...5 { effects += session.handle(.tick(time: 0.5 + Double(k) * 0.25)) }
    #expect(
      effects == [
        .willMove(at: p(0, 0)), .moved(from: p(0, 0), to: p(0, 12)),
        .scrolled(to: pt(0, 12.5)), .scrolled(to: pt(0, 37.5)),
        .scrolled(to: pt(0, 62.5)), .scrolled(to: pt(0, 87.5)),
        .scrolled(to: pt(0, 112.5)), .moved(from: p(0, 12), to: p(0, 15)),
      ])
  }

  /// The floating cell follows the pointer on both axes.
  @Test func floatingCellFollowsBothAxes() {
    var session = gridSession()
    _ = session.handle(.down(pt(50, 50), time: 0))
    _ = session.handle(.tick(time: 0.6))
    _ = session.handle(.move(pt(65, 42), time: 0.7))
    #expect(session.floatingFrame == Rect(x: 15, y: -8, width: 100, height: 100))
  }

  @Test func exchange() {
    var session = gridSession(DragConfiguration(mode: .exchange))
    let effects = drag(
      &session, from: pt(50, 50), through: [pt(160, 160), pt(105, 160), pt(270, 160)])
    #expect(
      effects == [
        .willMove(at: p(0, 0)), .targetChanged(p(0, 4)), .targetChanged(nil),
        .targetChanged(p(0, 5)), .swapped(p(0, 0), p(0, 5)), .ended(at: p(0, 5)),
      ])
    expectData([["f", "b", "c", "d", "e", "a", "g", "h", "i"]], applying: effects)
  }

  @Test func dropCommit() {
    var session = gridSession(DragConfiguration(commit: .drop))
    let effects = drag(&session, from: pt(50, 50), through: [pt(160, 160), pt(50, 270)])
    #expect(
      effects == [
        .willMove(at: p(0, 0)), .targetChanged(p(0, 4)), .targetChanged(p(0, 6)),
        .moved(from: p(0, 0), to: p(0, 6)), .ended(at: p(0, 6)),
      ])
  }

  @Test func cancelRestores() {
    var session = gridSession()
    var effects = session.handle(.down(pt(50, 50), time: 0))
    effects += session.handle(.tick(time: 0.6))
    effects += session.handle(.move(pt(270, 270), time: 0.7))
    effects += session.handle(.cancel(time: 0.8))
    #expect(
      effects == [
        .willMove(at: p(0, 0)), .moved(from: p(0, 0), to: p(0, 8)),
        .moved(from: p(0, 8), to: p(0, 0)),
        .cancelled(at: p(0, 0)),
      ])
    expectData([letters], applying: effects)
  }

  /// Across sections: leaving a line's lone cell pulls the next section up a line; the item
  /// still lands under the pointer.
  @Test func acrossSections() {
    let layout = gridThreeByThree(sections: [
      GridSection(header: 20, itemCount: 4), GridSection(header: 20, itemCount: 2),
    ])
    // Section 0: header 0..<20, lines at 20 and 130, ends 230. Section 1: header 230..<250,
    // line at 250.
    var session = gridSession(layout: layout)
    let effects = drag(
      &session, from: pt(50, 180), through: [pt(160, 300), pt(160, 190), pt(270, 190)])
    // Out of section 0, section 1 starts at 120: its line at 140..<240, so (160, 190) is the
    // gap at (1, 1), and (270, 190) is (1, 2).
    #expect(effects == liveDrag(p(0, 3), through: [p(1, 1), p(1, 2)]))
    expectData(
      [["a", "b", "c"], ["e", "f", "d"]], from: [["a", "b", "c", "d"], ["e", "f"]],
      applying: effects)
    #expect(session.layout.itemCount(inSection: 1) == 3)
    #expect(session.layout.contentLength == 20 + 100 + 20 + 100)
  }

  /// A header targets its section's first slot; a section emptied by the drop is removed.
  @Test func intoAnotherSectionAndRemoveTheEmptiedOne() {
    let layout = gridThreeByThree(sections: [
      GridSection(header: 20, itemCount: 3), GridSection(header: 20, itemCount: 1),
    ])
    var session = gridSession(DragConfiguration(emptySections: .remove), layout: layout)
    let effects = drag(&session, from: pt(50, 190), through: [pt(50, 10), pt(160, 70)])
    #expect(
      effects == [
        .willMove(at: p(1, 0)), .moved(from: p(1, 0), to: p(0, 0)),
        .moved(from: p(0, 0), to: p(0, 1)),
        .deletedSection(1), .ended(at: p(0, 1)),
      ])
    expectData([["a", "d", "b", "c"]], from: [["a", "b", "c"], ["d"]], applying: effects)
    #expect(session.layout.sectionCount == 1)
  }

  /// An empty section's body takes the item.
  @Test func intoAnEmptySection() {
    let layout = GridLayout(
      sizing: .columns(3, aspectRatio: 1), spacing: GridSpacing(item: 10, line: 10),
      sectionInset: EdgeInsets(top: 10, bottom: 10), viewportSize: Size(width: 320, height: 480),
      sections: [GridSection(header: 20, itemCount: 2), GridSection(header: 20, itemCount: 0)])
    // Section 0: 0..<140 (cells at 30). Section 1: header 140..<160, body 160..<180.
    var session = gridSession(layout: layout)
    let effects = drag(&session, from: pt(50, 50), through: [pt(300, 170)])
    #expect(effects == liveDrag(p(0, 0), through: [p(1, 0)]))
  }

  /// Seed 003: a horizontal grid whose last "add" cell is pinned: it cannot be picked up and no
  /// move shifts it.
  @Test func seed003PinnedLastCell() {
    let layout = gridSeed003Layout(itemCount: 9)
    var pinned = PinnedItems(sectionCount: 1)
    pinned.pin(p(0, 8))
    let vp = Viewport(size: Size(width: 375, height: 350))
    var session = DragSession(layout: layout, pinned: pinned, viewport: vp)
    // Item i: x = 16 + (i / 3) × 114, y = (i % 3) × 122, 106 square. Item 8 at (244, 244).
    #expect(
      drag(&session, from: pt(300, 300), through: [pt(50, 50)]) == [
        .refused(.notMovable)
      ])
    let effects = drag(
      &session, from: pt(50, 50), through: [pt(300, 300), pt(300, 170), pt(300, 300)])
    // The step onto the pinned cell is declined each time the pointer comes back to it.
    #expect(
      effects == [
        .willMove(at: p(0, 0)), .declined(proposed: p(0, 8), reason: .pinned),
        .moved(from: p(0, 0), to: p(0, 7)), .declined(proposed: p(0, 8), reason: .pinned),
        .ended(at: p(0, 7)),
      ])
    expectData(
      [["2", "3", "4", "5", "6", "7", "8", "1", "+"]],
      from: [["1", "2", "3", "4", "5", "6", "7", "8", "+"]], applying: effects)
  }

  /// Seed 003's own policy, done right: the last cell cannot move, and a proposal onto it is
  /// answered with the original position (so the item goes back there).
  @Test func seed003Policy() {
    struct LastCellStays: DragPolicy {
      let count: Int
      func canMoveItem(at path: ItemPath) -> Bool { path.item < count - 1 }
      func targetIndexPath(forMoveFrom original: ItemPath, at current: ItemPath, proposed: ItemPath)
        -> ItemPath
      { canMoveItem(at: proposed) ? proposed : original }
    }
    let policy = LastCellStays(count: 9)
    var session = DragSession(
      layout: gridSeed003Layout(itemCount: 9),
      viewport: Viewport(size: Size(width: 375, height: 350)))
    #expect(
      drag(&session, from: pt(300, 300), through: [pt(50, 50)], policy: policy)
        == [.refused(.notMovable)])
    let effects = drag(
      &session, from: pt(50, 50), through: [pt(300, 170), pt(300, 300)], policy: policy)
    #expect(effects == liveDrag(p(0, 0), through: [p(0, 7), p(0, 0)]))
  }
}
