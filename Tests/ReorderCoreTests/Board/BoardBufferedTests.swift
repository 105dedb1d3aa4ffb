import ReorderCore
import Testing

/// `BoardSession.handle(_:policy:into:)`: the same effects, event by event, as
/// `handle(_:policy:)`, appended after whatever the caller's buffer already holds.
@Suite struct BoardBufferedTests {
  /// A card lifted with a long press, carried by moves and by both auto-scrollers (ticks with the
  /// pointer still in the corner), a tick with nothing to scroll, non-finite input mid-drag, a
  /// drop; then a second drag cancelled; then a tap.
  static let events: [PointerEvent] = [
    .down(vp(140, 70), time: 0), .tick(time: 0.3), .tick(time: 0.5),
    .move(vp(300, 200), time: 0.6), .move(vp(860, 560), time: 0.7), .tick(time: 0.8),
    .tick(time: 0.9), .move(vp(.nan, 10), time: 0.95), .tick(time: 1.0),
    .move(vp(450, 300), time: 1.1), .tick(time: 1.2), .up(vp(450, 300), time: 1.3),
    .down(vp(440, 70), time: 2), .tick(time: 2.5), .move(vp(40, 560), time: 2.6),
    .tick(time: 2.7), .cancel(time: 2.8), .tick(time: 3), .down(vp(140, 70), time: 4),
    .up(vp(140, 70), time: 4.05),
  ]

  @Test func bufferedEventsGiveTheSameEffectsAfterTheBufferContents() {
    let lanes = [
      ("l0", ["a", "b", "c"]), ("l1", ["d"]), ("l2", []),
      ("l3", (0..<12).map { "c\($0)" }), ("l4", []),
    ]
    let configuration = DragConfiguration(
      autoScroll: .proportional(edge: 80, maxSpeed: 800))
    var plain = BoardHarness(lanes, configuration: configuration)
    var buffered = BoardHarness(lanes, configuration: configuration)
    let earlier = BoardEffect.laneScrolled(lane: 99, offset: -1)
    var heard = [BoardEffect]()
    for event in Self.events {
      let expected = plain.session.handle(event, policy: DefaultBoardPolicy())
      var buffer = [earlier]
      buffered.session.handle(event, policy: DefaultBoardPolicy(), into: &buffer)
      #expect(buffer == [earlier] + expected, "\(event)")
      heard += expected
    }
    // The stream reached every path: scrolls of the board and of a lane, moves, the drop, the
    // cancel and the tap.
    #expect(
      Set(heard.map(Self.kind))
        == [
          "scrolled", "laneScrolled", "willMove", "moved", "ended", "cancelled", "tap", "refused",
        ])
  }

  /// The name of an effect's case (card effects by their drag effect's case).
  static func kind(_ effect: BoardEffect) -> String {
    switch effect {
    case .drag(.scrolled): return "scrolled"
    case .laneScrolled: return "laneScrolled"
    case .drag(.willMove): return "willMove"
    case .drag(.moved): return "moved"
    case .drag(.ended): return "ended"
    case .drag(.cancelled): return "cancelled"
    case .drag(.tap): return "tap"
    case .drag(.refused): return "refused"
    default: return "\(effect)"
    }
  }
}
