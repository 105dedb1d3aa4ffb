import ReorderCore
import Testing

/// `BoardSession.reload`: the committed board replaced under a drag (lanes 280 wide, 20 apart,
/// headers 40, cards 60, a 900 × 600 viewport).
@Suite struct BoardReloadTests {
  /// Lifts `b` (the second card of lane 0, at viewport (140, 130)), then the host inserts "new"
  /// at the top of lane 0 and reloads with `b` at [0, 2]. Returns the reload's effects.
  static func liftBAndInsertACardAbove(_ h: inout BoardHarness) -> [BoardEffect] {
    h.send(.down(vp(140, 130), time: 0))
    h.send(.tick(time: 0.5))
    h.data[0].insert("new", at: 0)
    return h.session.reload(
      layout: layout(h.data), pinnedCards: nil, pinnedLanes: [], draggedCardAt: lc(0, 2),
      policy: DefaultBoardPolicy())
  }

  /// The board of the host's `data`.
  static func layout(_ data: [[String]]) -> BoardLayout {
    let lanes = data.map {
      BoardLane(width: 280, header: 40, cardExtents: Array(repeating: 60, count: $0.count))
    }
    return BoardLayout(viewportSize: Size(width: 900, height: 600), laneSpacing: 20, lanes: lanes)
  }

  @Test func aDropCommitCardDragGoesOnWithAFreshPreview() {
    var h = BoardHarness(
      [("l0", ["a", "b"]), ("l1", ["c"])], configuration: DragConfiguration(commit: .drop))
    let effects = Self.liftBAndInsertACardAbove(&h)
    // The pointer (lane position 90) is over `a`, now at [0, 1].
    #expect(effects == [.drag(.targetChanged(lc(0, 1)))])
    #expect(h.session.arrangement == .cards(Arrangement(lifted: lc(0, 2), slot: lc(0, 1))))
    h.send(.up(vp(140, 130), time: 0.6))
    #expect(h.order == "l0: new b a | l1: c")
  }

  @Test func aLiveCardDragMovesToThePointerAtOnce() {
    var h = BoardHarness([("l0", ["a", "b"]), ("l1", ["c"])])
    let effects = Self.liftBAndInsertACardAbove(&h)
    #expect(effects == [.drag(.moved(from: lc(0, 2), to: lc(0, 1)))])
    h.apply(effects)
    h.send(.up(vp(140, 130), time: 0.6))
    #expect(h.order == "l0: new b a | l1: c")
  }

  @Test func aGoneOrPinnedCardEndsTheDragWithoutMovingBack() {
    for pinned in [false, true] {
      var h = BoardHarness([("l0", ["a", "b"]), ("l1", ["c"])])
      h.send(.down(vp(140, 70), time: 0))
      h.send(.tick(time: 0.5))
      h.send(.move(vp(440, 70), time: 0.6))
      var pins = PinnedItems(sectionCount: 2)
      if pinned { pins.pin(lc(1, 0)) }
      let layout = Self.layout(h.data)
      let effects = h.session.reload(
        layout: layout, pinnedCards: pins, pinnedLanes: [],
        draggedCardAt: pinned ? lc(1, 0) : nil, policy: DefaultBoardPolicy())
      #expect(effects == [.drag(.cancelled(at: lc(0, 0)))])
      #expect(!h.session.isDragging)
    }
  }

  @Test func aLaneDragEndsAndAPressKeepsWaiting() {
    var h = BoardHarness([("l0", ["a"]), ("l1", ["b"])])
    h.send(.down(vp(140, 20), time: 0))
    h.send(.tick(time: 0.5))
    let layout = Self.layout(h.data)
    #expect(
      h.session.reload(
        layout: layout, pinnedCards: nil, pinnedLanes: [], draggedCardAt: nil,
        policy: DefaultBoardPolicy()) == [.laneCancelled(at: 0)])
    #expect(!h.session.isDragging)
    h.send(.down(vp(140, 70), time: 1))
    #expect(
      h.session.reload(
        layout: layout, pinnedCards: nil, pinnedLanes: [], draggedCardAt: nil,
        policy: DefaultBoardPolicy()) == [])
    #expect(h.session.isPressing)
    #expect(h.send(.tick(time: 1.5)) == [.drag(.willMove(at: lc(0, 0)))])
  }
}
