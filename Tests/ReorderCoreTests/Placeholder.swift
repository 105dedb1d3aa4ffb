import ReorderCore
import Testing

@Suite struct QuickSmoke {
  @Test func seedInsert() {
    let layout = ListLayout(
      crossExtent: 320, sections: [ListSection(itemExtents: Array(repeating: 44, count: 5))])
    var s = DragSession(layout: layout, viewport: Viewport(size: Size(width: 320, height: 480)))
    var all = [DragEffect]()
    all += s.handle(.down(Point(x: 160, y: 22), time: 0))
    all += s.handle(.tick(time: 0.6))
    all += s.handle(.move(Point(x: 160, y: 198), time: 0.7))
    all += s.handle(.up(Point(x: 160, y: 198), time: 0.8))
    print(all)
    #expect(
      all == [
        .willMove(at: ItemPath(section: 0, item: 0)),
        .moved(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 4)),
        .ended(at: ItemPath(section: 0, item: 4)),
      ])
  }
}
