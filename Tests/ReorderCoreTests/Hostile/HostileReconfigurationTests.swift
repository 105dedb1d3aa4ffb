import ReorderCore
import Testing

/// The host changes `configuration` in the middle of a drag ("takes effect at the next event",
/// says `DragSession.configuration`). Whatever it changes, the data source must end up with
/// the order the engine holds: no item lost, cancel restores the order the drag began with.
///
/// All three were found failing (the session read `mode` and `commit` at every event, so a drag
/// was cancelled or dropped under values other than those its steps were reported with) and are
/// fixed on main: a drag keeps the mode and commit it began with.
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
