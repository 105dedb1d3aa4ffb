import ReorderCore
import Testing

// The README's engine example, which the ReorderCore article shows too (ReorderKitTests' README
// and article tests read it here).
// README: engine-begin
/// Twelve 44-point rows; the first is long-pressed and dropped over the fifth.
func firstDrag() -> [[DragEffect]] {
  let layout = ListLayout(
    crossExtent: 320, sections: [ListSection(itemExtents: Array(repeating: 44, count: 12))])
  var session = DragSession(layout: layout, viewport: Viewport(size: Size(width: 320, height: 480)))
  return [
    session.handle(.down(Point(x: 160, y: 22), time: 0)),  // []
    session.handle(.tick(time: 0.6)),  // [.willMove(at: [0, 0])]
    session.handle(.move(Point(x: 160, y: 198), time: 0.7)),  // [.moved(from: [0, 0], to: [0, 4])]
    session.handle(.up(Point(x: 160, y: 198), time: 0.8)),  // [.ended(at: [0, 4])]
  ]
}
// README: engine-end

@Suite struct ReadmeEngineSnippetTests {
  /// The README's engine example gives the effects its comments say.
  @Test func theReadmeDragGivesTheEffectsItShows() {
    let p = { ItemPath(section: 0, item: $0) }
    #expect(
      firstDrag() == [
        [], [.willMove(at: p(0))], [.moved(from: p(0), to: p(4))], [.ended(at: p(4))],
      ])
  }
}
