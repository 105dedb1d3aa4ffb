import ReorderCore
import Testing

/// The host changes `configuration` in the middle of a drag ("takes effect at the next event",
/// says `DragSession.configuration`). Whatever it changes, the data source must end up with
/// the order the engine holds: no item lost, cancel restores the order the drag began with.
///
/// All three fail today: the session reads `mode` and `commit` at each event instead of
/// keeping the values the drag began with.
/// - live → drop, then cancel: the data source heard `moved(0→3)` but the cancel sends no move
///   back (drop commit "has nothing to undo"); the data source keeps the move, the layout does
///   not.
/// - drop → live, then drop: the layout commits the move, but no `moved` is sent (live commit
///   "already sent it"); the data source never hears of it, and `ended(at: (0, 3))` names an
///   item that is not the dragged one.
/// - insert → exchange, then drop: the data source heard `moved(0→3)`; the exchange drop has no
///   target, commits nothing and reports `ended(at: (0, 0))`, where the data source has "2".
@Suite struct HostileReconfigurationTests {
  /// Runs a drag of item "1" to the slot of "4" with `before`, switches to `after`, then ends
  /// with `end`; returns the effects and the data source's final order.
  static func run(
    before: (inout DragConfiguration) -> Void, after: (inout DragConfiguration) -> Void,
    end: PointerEvent
  ) -> (effects: [DragEffect], ids: [String], layoutMatches: Bool) {
    var s = Scenario.list(5)
    s.activation = .immediate
    var session = s.makeSession()
    before(&session.configuration)
    var model = ListModel(s)
    var effects = session.handle(.down(at(22), time: 0))
    effects += session.handle(.move(at(154), time: 0.1))
    after(&session.configuration)
    effects += session.handle(end)
    for e in effects { try? model.apply(e) }
    // The committed layout must describe the data source's order (all 44 pt here, so compare
    // counts and that nothing is mid-drag).
    let matches = !session.isDragging && session.layout.itemCount(inSection: 0) == 5
    return (effects, model.sections[0].map { String($0 + 1) }, matches)
  }

  @Test func liveToDropThenCancelRestoresTheOrder() {
    let r = Self.run(
      before: { $0.commit = .live }, after: { $0.commit = .drop }, end: .cancel(time: 0.2))
    #expect(r.ids == ["1", "2", "3", "4", "5"])
    #expect(r.effects.last == .cancelled(at: path(0, 0)))
  }

  @Test func dropToLiveThenDropTellsTheDataSource() {
    let r = Self.run(
      before: { $0.commit = .drop }, after: { $0.commit = .live }, end: .up(at(154), time: 0.2))
    // The engine's layout now has "1" at index 3; the data source must too.
    #expect(r.effects.last == .ended(at: path(0, 3)))
    #expect(r.ids == ["2", "3", "4", "1", "5"])
  }

  @Test func insertToExchangeThenDropKeepsDataAndLayoutTogether() {
    let r = Self.run(
      before: { $0.mode = .insert }, after: { $0.mode = .exchange }, end: .up(at(154), time: 0.2))
    // Whatever the drop does, "ended(at:)" must name where "1" stands in the data source.
    guard case .ended(let at)? = r.effects.last else {
      Issue.record("no ended effect: \(r.effects)")
      return
    }
    #expect(r.ids[at.item] == "1")
  }
}
