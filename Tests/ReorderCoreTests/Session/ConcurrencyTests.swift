import ReorderCore
import Testing

/// Compiles only when `T` is `Sendable`: each call below is a compile-time check.
func requireSendable<T: Sendable>(_: T.Type) {}

/// Which engine types may cross concurrency domains (the Architecture article, "Concurrency").
@Suite struct ConcurrencyTests {
  @Test func engineValuesAreSendable() {
    requireSendable(Point.self)
    requireSendable(Size.self)
    requireSendable(Rect.self)
    requireSendable(EdgeInsets.self)
    requireSendable(ItemPath.self)
    requireSendable(Arrangement.self)
    requireSendable(LayoutHit.self)
    requireSendable(ListLayout.self)
    requireSendable(GridLayout.self)
    requireSendable(PinnedItems.self)
    requireSendable(Viewport.self)
    requireSendable(Activation.self)
    requireSendable(TargetRule.self)
    requireSendable(AutoScroll.self)
    requireSendable(SnapshotStyle.self)
    requireSendable(DragConfiguration.self)
    requireSendable(PointerEvent.self)
    requireSendable(DragEffect.self)
    requireSendable(StepDecline.self)
    requireSendable(RenderState.self)
    requireSendable(DragSession<ListLayout>.self)
    requireSendable(DragSession<GridLayout>.self)
    requireSendable(GridEditingSession.self)
  }

  /// A session built here is driven to its end in a detached task and handed back: the value
  /// crosses tasks both ways and keeps working, and the original copy is untouched.
  @Test func aSessionCrossesTasks() async {
    let layout = ListLayout(
      crossExtent: 320, sections: [ListSection(itemExtents: Array(repeating: 44, count: 5))])
    let start = DragSession(layout: layout, viewport: Viewport(size: Size(width: 320, height: 480)))
    let (finished, effects) = await Task.detached {
      var session = start
      var effects = [DragEffect]()
      effects += session.handle(.down(Point(x: 160, y: 22), time: 0))
      effects += session.handle(.tick(time: 0.6))
      effects += session.handle(.move(Point(x: 160, y: 198), time: 0.7))
      effects += session.handle(.up(Point(x: 160, y: 198), time: 0.8))
      return (session, effects)
    }.value
    #expect(
      effects == [
        .willMove(at: ItemPath(section: 0, item: 0)),
        .moved(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 4)),
        .ended(at: ItemPath(section: 0, item: 4)),
      ])
    // The returned session holds the committed move; the original value does not.
    #expect(finished.layout.extent(ofItemAt: ItemPath(section: 0, item: 4)) == 44)
    #expect(finished.lastTime == 0.8)
    #expect(start.lastTime == -.infinity)
  }
}
