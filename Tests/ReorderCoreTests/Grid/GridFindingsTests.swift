import ReorderCore
import Testing

/// Grid findings of a longer soak of the grid property streams (more seeds than a test run
/// takes), each shrunk to what it needs and kept as a plain regression test: the whole effect
/// list, and where it matters the order and the offset afterwards.
@Suite struct GridFindingsTests {
  /// Invariant 4 (seed 2199023357675, shrunk): with `edgeCrossing`, a cell alone on its
  /// section's last line, before an empty section, moved into that section at rest when the
  /// line spacing was wider than what lies between the two (the section inset's end and the
  /// next header). A section's end slot that opens a line has its boundary a line spacing past
  /// the section's last line, after the next section's start: the search for the first slot at
  /// or after the copy's edge, which took boundaries to rise in reading order, missed it.
  /// One column of 20 × 44 cells, 8 pt apart: "2" stands at 52..<96; with it out, section 1
  /// starts at 44.
  @Test func edgeCrossingEndSlotPastNextSectionStaysAtRest() {
    var s = GridScenario(
      viewport: Size(width: 0, height: 200),
      kind: GridKind(
        sizing: .itemSize(Size(width: 20, height: 44)), spacing: GridSpacing(item: 0, line: 8)),
      sections: [
        ScenarioSection(items: [ScenarioItem(id: "1"), ScenarioItem(id: "2")]),
        ScenarioSection(items: []),
      ],
      target: .edgeCrossing, activation: .immediate)
    let grab = Point(x: 10, y: 74)
    s.events = [.down(grab, time: -0.48), .move(grab, time: -0.23), .tick(time: 0.02)]
    let o = s.outcome()
    #expect(o.effects == [.willMove(at: path(0, 1))])
    #expect(o.ids == [["1", "2"], []])
    #expect(o.session.arrangement?.slot == path(0, 1))
  }

  /// Invariant 4 (seed 2199023377717, shrunk): the same cause in a horizontal grid of five
  /// rows 20 pt apart: the eleventh cell, alone in the third column, moved into the empty
  /// section after it at rest.
  @Test func edgeCrossingLoneCellOfAHorizontalGridStaysAtRest() {
    var s = GridScenario(
      axis: .horizontal, viewport: Size(width: 120, height: 320),
      kind: GridKind(
        sizing: .columns(5, aspectRatio: 1.5), spacing: GridSpacing(item: 20, line: 20)),
      sections: [
        ScenarioSection(items: (1...11).map { ScenarioItem(id: String($0)) }),
        ScenarioSection(items: []),
      ],
      target: .edgeCrossing, activation: .immediate)
    let grab = Point(x: 233, y: 30)
    s.events = [.down(grab, time: 0.22), .move(grab, time: 0.47), .tick(time: 0.72)]
    let o = s.outcome()
    #expect(o.effects == [.willMove(at: path(0, 10))])
    let ids: [[String]] = [(1...11).map { String($0) }, []]
    #expect(o.ids == ids)
    #expect(o.session.arrangement?.slot == path(0, 10))
  }

  /// Invariant 6 (seed 2199023373523, shrunk): a cancel left the content offset past the end.
  /// Auto-scroll carried "10" into the last section, where it opens a line (400 pt of content
  /// become 480), and followed the content to its new end; the cancel put "10" back and the
  /// content back to 400 pt, but only a multi-item drag pulled the offset back in bounds.
  @Test func cancelAfterAMoveThatAddedALineKeepsTheOffsetInBounds() {
    var s = GridScenario(
      viewport: Size(width: 320, height: 200),
      sections: [
        ScenarioSection(items: (1...9).map { ScenarioItem(id: String($0)) }),
        ScenarioSection(items: (10...11).map { ScenarioItem(id: String($0)) }),
        ScenarioSection(items: (12...15).map { ScenarioItem(id: String($0)) }),
      ],
      target: .edgeCrossing, activation: .immediate, autoScroll: .constant(speed: 20_000))
    s.events = [
      .down(Point(x: 48, y: 266), time: 1.28), .tick(time: 1.9), .tick(time: 1.95),
      .cancel(time: 2),
    ]
    let o = s.outcome()
    #expect(
      o.effects == [
        .willMove(at: path(1, 0)), .scrolled(to: Point(x: 0, y: 200)),
        .moved(from: path(1, 0), to: path(2, 4)), .scrolled(to: Point(x: 0, y: 280)),
        .scrolled(to: Point(x: 0, y: 200)), .moved(from: path(2, 4), to: path(1, 0)),
        .cancelled(at: path(1, 0)),
      ])
    let ids: [[String]] = [
      (1...9).map { String($0) }, ["10", "11"], (12...15).map { String($0) },
    ]
    #expect(o.ids == ids)
    #expect(o.session.viewport.contentOffset == Point(x: 0, y: 200))
  }
}
