import ReorderCore
import Testing

/// The board's ``DropRecord``: what each drop (card, exchange, lane, block) did, none while a
/// drag is in progress, none after a cancel.
///
/// The board (see `BoardHarness`): lanes 280 wide, 20 apart (x 0, 300, 600), headers 40 tall,
/// cards 60 tall, so card i of a lane spans y 40 + 60i ..< 100 + 60i.
@Suite struct BoardDropRecordTests {
  static let three: [(String, [String])] = [
    ("todo", ["a", "b", "c"]), ("doing", []), ("done", ["d"]),
  ]

  @Test func aCardDropRecordsWhereItCameFromAndWentAndTheNextLiftClearsIt() {
    var h = BoardHarness(Self.three)
    #expect(h.session.lastDrop == nil)
    h.drag(from: vp(140, 70), through: [vp(440, 300)])
    #expect(h.order == "todo: b c | doing: a | done: d")
    #expect(
      h.session.lastDrop
        == DropRecord(part: .items, sources: [lc(0, 0)], destination: lc(1, 0), changedOrder: true))
    // The next lift (b, now todo's first card) clears the record while it drags.
    h.send(.down(vp(140, 70), time: 2))
    h.send(.tick(time: 2.5))
    #expect(h.session.isDragging)
    #expect(h.session.lastDrop == nil)
    // Dropped where it began: recorded, the order unchanged.
    h.send(.up(vp(140, 70), time: 3))
    #expect(
      h.session.lastDrop
        == DropRecord(part: .items, sources: [lc(0, 0)], destination: lc(0, 0), changedOrder: false)
    )
  }

  @Test func anExchangeRecordsTheTradeAndALiveLaneThatCameBackChangedNothing() {
    var h = BoardHarness(Self.three, configuration: DragConfiguration(mode: .exchange))
    h.drag(from: vp(140, 70), through: [vp(740, 70)])
    #expect(h.order == "todo: d b c | doing:  | done: a")
    #expect(
      h.session.lastDrop
        == DropRecord(
          part: .items, sources: [lc(0, 0)], destination: lc(2, 0), exchanged: true,
          changedOrder: true))
    // Live commit: todo's header over done and back; the data heard both moves.
    var lanes = BoardHarness(Self.three)
    lanes.drag(from: vp(140, 20), through: [vp(740, 20), vp(140, 20)])
    #expect(
      lanes.effects == [
        .willMoveLane(at: 0), .movedLane(from: 0, to: 2), .movedLane(from: 2, to: 0),
        .laneEnded(at: 0),
      ])
    #expect(
      lanes.session.lastDrop
        == DropRecord(
          part: .lanes, sources: [ItemPath(section: 0, item: 0)],
          destination: ItemPath(section: 0, item: 0), changedOrder: false))
  }

  @Test func aBlockDropRecordsEverySourceInDataOrderAndACancelLeavesNoRecord() {
    var h = BoardHarness([("todo", ["a", "b", "c", "d"]), ("doing", ["e", "f"]), ("done", ["g"])])
    for p in [lc(0, 1), lc(0, 3), lc(1, 1)] { #expect(h.session.select(at: p) == .selected(p)) }
    // Press d, over g in done: the block goes before it.
    h.drag(from: vp(140, 250), through: [vp(740, 70)])
    #expect(h.order == "todo: a c | doing: e | done: b d f g")
    #expect(
      h.session.lastDrop
        == DropRecord(
          part: .items, sources: [lc(0, 1), lc(0, 3), lc(1, 1)], destination: lc(2, 0),
          changedOrder: true))
    #expect(h.session.lastDrop?.isBlock == true)
    // A cancelled drag (c into doing, then cancelled) leaves no record.
    h.send(.down(vp(140, 130), time: 2))
    h.send(.tick(time: 2.5))
    h.send(.move(vp(440, 130), time: 2.75))
    h.send(.cancel(time: 3))
    #expect(h.order == "todo: a c | doing: e | done: b d f g")
    #expect(h.effects.last == .drag(.cancelled(at: lc(0, 1))))
    #expect(h.session.lastDrop == nil)
  }
}
