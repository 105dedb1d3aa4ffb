import ReorderCore

/// Sectioned grids (`GridLayout`): cells sized by column count or by cell size, spacings, a
/// section inset and section headers (no footers; cells take their size from the grid).
struct GridKind: LayoutKind {
  var sizing: GridSizing = .columns(4, aspectRatio: 1)
  var spacing = GridSpacing()
  var sectionInset = EdgeInsets.zero

  static let name = "grid"
  static let plain = GridKind()
  static let shape = StreamShape(
    along: [120, 200, 320, 480], across: [0, 60, 200, 320, 375], headerChance: 0.4,
    footers: false, sizedItems: false, itemCounts: [0, 1, 1, 1, 2, 3, 4, 5, 6, 8, 11],
    maxEvents: 20, movesAcross: true,
    mix: EventMix(
      down: 14, tick: 26, step: 22, pitch: 4, item: 10, edge: 4, wild: 3, up: 9, cancel: 3,
      nonFinite: 2, lateTick: 3))

  static func draw(_ rng: inout SeededRandom, style: StreamStyle) -> GridKind {
    var g = GridKind()
    switch style {
    case .streams, .slide:
      if rng.chance(0.5) {
        g.sizing = .columns(rng.pick([1, 2, 3, 4, 5]), aspectRatio: rng.pick([0.5, 1, 1, 1.5, 3]))
      } else {
        g.sizing = .itemSize(
          Size(width: rng.pick([20.0, 44, 66, 100, 400]), height: rng.pick([20.0, 44, 66, 109])))
      }
      if rng.chance(0.6) {
        g.spacing = GridSpacing(item: rng.pick([0, 4, 8, 20]), line: rng.pick([0, 4, 8, 20]))
      }
      if rng.chance(0.5) {
        g.sectionInset = EdgeInsets(
          top: rng.pick([0, 8, 16]), left: rng.pick([0, 8, 16]), bottom: rng.pick([0, 8, 16]),
          right: rng.pick([0, 8, 16]))
      }
    case .gestures:
      g.sizing =
        rng.chance(0.5)
        ? .columns(rng.int(1...4), aspectRatio: rng.double(0.5...1.5))
        : .itemSize(Size(width: rng.double(30...120), height: rng.double(30...120)))
      g.spacing = GridSpacing(item: rng.double(0...12), line: rng.double(0...12))
      g.sectionInset = EdgeInsets(
        top: rng.double(0...10), left: rng.double(0...10), bottom: rng.double(0...10),
        right: rng.double(0...10))
    }
    return g
  }

  func layout(axis: Axis, viewport: Size, inset: EdgeInsets, sections: [ScenarioSection])
    -> GridLayout
  {
    GridLayout(
      axis: axis, sizing: sizing, spacing: spacing, sectionInset: sectionInset,
      viewportSize: viewport, contentInset: inset,
      sections: sections.map { GridSection(header: $0.header, itemCount: $0.items.count) })
  }

  func pitch(in layout: GridLayout) -> Size { layout.cellSize }

  var simplerForms: [GridKind] {
    var noInset = self
    noInset.sectionInset = .zero
    var noSpacing = self
    noSpacing.spacing = GridSpacing()
    var plainSizing = self
    plainSizing.sizing = GridKind.plain.sizing
    return [noInset, noSpacing, plainSizing]
  }

  func replayFields(_ num: (Double) -> String) -> [String] {
    let grid =
      switch sizing {
      case .columns(let n, let ratio):
        "\"grid\": {\"columns\": \(n), \"aspectRatio\": \(num(ratio))}"
      case .itemSize(let size):
        "\"grid\": {\"itemSize\": {\"width\": \(num(size.width)), \"height\": \(num(size.height))}}"
      }
    return [
      grid, "\"spacing\": {\"item\": \(num(spacing.item)), \"line\": \(num(spacing.line))}",
      "\"sectionInset\": \(ReplayWriter.insets(sectionInset))",
    ]
  }

  static func resolution(of scenario: Scenario<GridKind>) -> Double { 0 }

  /// Every cell and header frame of `layout` in its arrangement equals that of a fresh grid
  /// built for the data as shown; a hit test at each cell's centre finds it (the gap at the
  /// slot); the content length is the fresh grid's.
  static func geometryMismatch(
    _ layout: GridLayout, in a: Arrangement?, shown: [ScenarioSection],
    scenario: Scenario<GridKind>, tolerance: Tolerance
  ) -> String? {
    let fresh = scenario.layout(of: shown)
    for (s, section) in shown.enumerated() {
      let header = layout.headerFrame(ofSection: s, in: a)
      let expected = fresh.headerFrame(ofSection: s, in: nil)
      if !tolerance.close(header, expected) {
        return "header \(s) at \(header), expected \(expected)"
      }
      for i in section.items.indices {
        let p = ItemPath(section: s, item: i)
        let f = layout.frame(ofItemAt: p, in: a)
        let e = fresh.frame(ofItemAt: p, in: nil)
        if !tolerance.close(f, e) {
          return "cell \(p) has frame \(f), expected \(e) in \(String(describing: a))"
        }
        let hit = layout.hitTest(f.center, in: a)
        let want = expectedHit(at: p, in: a)
        if hit != want { return "hit test at \(f.center) gives \(hit), expected \(want)" }
      }
    }
    let size = layout.contentSize(in: a).along(scenario.axis)
    if !tolerance.close(size, fresh.contentLength) {
      return "content length \(size), expected \(fresh.contentLength)"
    }
    return nil
  }

  /// Exactly the cells whose frames meet the visible rectangle (checked where the rectangle
  /// and the cells have area).
  static func visibility(in layout: GridLayout, visible: Rect, tolerance: Tolerance)
    -> ItemVisibility?
  {
    let cell = layout.cellSize
    guard visible.size.width > 0, visible.size.height > 0, cell.width > 0, cell.height > 0,
      visible.origin.x.isFinite, visible.origin.y.isFinite, visible.size.width.isFinite,
      visible.size.height.isFinite
    else { return nil }
    return ItemVisibility(counts: { _ in true }, shows: { $0.intersects(visible) })
  }
}
