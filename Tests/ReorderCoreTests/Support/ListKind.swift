import ReorderCore

/// Sectioned lists (`ListLayout`): items sized along the axis, section headers and footers.
/// Lists have no parameters of their own.
struct ListKind: LayoutKind {
  static let name = "list"
  static let plain = ListKind()
  static let shape = StreamShape(
    along: [120, 200, 320, 480, 800], across: [0, 44, 320, 320, 375], headerChance: 0.35,
    footers: true, sizedItems: true, itemCounts: [0, 1, 2, 3, 4, 5, 6, 8], maxEvents: 30,
    movesAcross: false,
    mix: EventMix(
      down: 12, tick: 30, step: 28, pitch: 0, item: 8, edge: 4, wild: 3, up: 8, cancel: 3,
      nonFinite: 2, lateTick: 2))

  static func draw(_ rng: inout SeededRandom, style: StreamStyle) -> ListKind { ListKind() }

  func layout(axis: Axis, viewport: Size, inset: EdgeInsets, sections: [ScenarioSection])
    -> ListLayout
  {
    ListLayout(
      axis: axis, crossExtent: viewport.across(axis) - inset.acrossTotal(axis),
      sections: sections.map {
        ListSection(header: $0.header, footer: $0.footer, itemExtents: $0.items.map(\.size))
      })
  }

  func pitch(in layout: ListLayout) -> Size { .zero }

  var simplerForms: [ListKind] { [] }

  func replayFields(_ num: (Double) -> String) -> [String] { [] }

  /// The layout adds and subtracts whole extents (prefix sums, removed space), so every
  /// position is only as exact as the list's total length allows (relative 1e-7; this matters
  /// only for absurd extents such as 1e300 next to 1).
  static func resolution(of scenario: Scenario<ListKind>) -> Double {
    let total =
      scenario.flatItems.reduce(0) { $0 + clean($1.size) }
      + scenario.sections.reduce(0) { $0 + clean($1.header) + clean($1.footer) }
    return 1e-7 * max(1, total.isFinite ? total : .greatestFiniteMagnitude)
  }

  /// An extent as the layout takes it: negative and non-finite ones count as none.
  private static func clean(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }

  /// Walks the shown data along the axis: every header, item and footer starts where the one
  /// before ended and has its own extent; a hit test at each item's centre finds it (the gap at
  /// the slot); the content ends after the last footer.
  static func geometryMismatch(
    _ layout: ListLayout, in a: Arrangement?, shown: [ScenarioSection],
    scenario: Scenario<ListKind>, tolerance: Tolerance
  ) -> String? {
    let axis = scenario.axis
    var along = 0.0
    /// Whether `frame` starts where the walk stands and spans `extent` along the axis. Prefix
    /// sums carry an absolute error proportional to the running total: an extent is only as
    /// exact as its origin.
    func fits(_ frame: Rect, _ extent: Double) -> Bool {
      tolerance.close(frame.minAlong(axis), along)
        && tolerance.close(frame.size.along(axis), extent, scale: along + extent)
    }
    for (s, section) in shown.enumerated() {
      let header = layout.headerFrame(ofSection: s, in: a)
      let h = clean(section.header)
      if !fits(header, h) { return "header \(s) at \(header), expected at \(along)" }
      along += h
      for (i, item) in section.items.enumerated() {
        let p = ItemPath(section: s, item: i)
        let f = layout.frame(ofItemAt: p, in: a)
        let e = clean(item.size)
        if !fits(f, e) {
          return
            "item \(p) (id \(item.id)) has frame \(f), expected origin \(along) extent \(e) in \(String(describing: a))"
        }
        // Only where the extent is resolvable at the list's scale (the layout's removed-space
        // arithmetic adds and subtracts whole extents) and the centre lies strictly inside.
        let mid = along + e / 2
        if e > tolerance.resolution && scenario.crossExtent > 0 && mid > along && mid < along + e {
          let centre = Point(along: mid, across: scenario.crossExtent / 2, axis: axis)
          let hit = layout.hitTest(centre, in: a)
          let expected = expectedHit(at: p, in: a)
          if hit != expected { return "hit test at \(centre) gives \(hit), expected \(expected)" }
        }
        along += e
      }
      let footer = layout.footerFrame(ofSection: s, in: a)
      let f = clean(section.footer)
      if !fits(footer, f) { return "footer \(s) at \(footer), expected at \(along)" }
      along += f
    }
    if !tolerance.close(layout.contentSize(in: a).along(axis), along) {
      return "content length \(layout.contentSize(in: a)), expected \(along)"
    }
    return nil
  }

  /// Of the items with extent (extents below the resolution count as none), exactly those
  /// whose frames meet the visible range along the axis, when the items' cross extent meets it
  /// too. Not checked for absurd lists, longer than 1e7 pt, whose frames are only exact to
  /// more than 1 pt.
  static func visibility(in layout: ListLayout, visible: Rect, tolerance: Tolerance)
    -> ItemVisibility?
  {
    let axis = layout.axis
    let resolution = tolerance.resolution
    guard resolution <= 1 else { return nil }
    let lo = visible.minAlong(axis)
    let hi = visible.maxAlong(axis)
    let acrossLo = visible.origin.across(axis)
    let acrossHi = acrossLo + visible.size.across(axis)
    let meets =
      lo < hi && lo.isFinite && hi.isFinite && acrossLo < layout.crossExtent && acrossHi > 0
    return ItemVisibility(
      showsAny: meets, counts: { $0.size.along(axis) > resolution },
      shows: { $0.minAlong(axis) < hi && $0.maxAlong(axis) > lo })
  }
}
