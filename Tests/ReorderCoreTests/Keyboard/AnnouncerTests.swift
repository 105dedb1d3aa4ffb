import ReorderCore
import Testing

/// The engines' own announcements that hosts read instead of building them: a board's keyboard
/// commands and selection toggle, the announcement of the drag in progress and of a drag's end
/// (for hosts that announce pointer drags too), and pointer-style selection changes.
@Suite struct AnnouncerTests {
  static func words(_ a: Announcement?) -> String? {
    a.map { EnglishAnnouncements().text(for: $0) }
  }

  @Test func aBoardAnnouncesItsKeyboardBlockCountingTheBlockAsOneCard() {
    var h = BoardHarness([("todo", ["a", "b", "c"]), ("done", ["d"])])
    for p in [lc(0, 0), lc(0, 2)] { h.session.select(at: p) }
    var plain = h
    let policy = DefaultBoardPolicy()
    var heard = [String?]()
    for command in [KeyboardCommand.pickUp(lc(0, 2)), .move(.right), .drop] {
      let outcome = h.session.command(command, policy: policy)
      h.apply(outcome.effects)
      heard.append(Self.words(outcome.announcement))
    }
    // The same effects as the separate calls.
    plain.apply(plain.session.pickUpCard(lc(0, 2), policy: policy))
    plain.apply(plain.session.moveLifted(.right, policy: policy))
    plain.apply(plain.session.dropLifted(policy: policy))
    #expect(plain.effects.count == 5)
    h.expect(order: "todo: b | done: d a c", effects: plain.effects)
    // The block stands where c would alone (todo without a: b c), one card of two.
    #expect(
      heard == [
        "Picked up 2 items, position 2 of 2 in Section 1",
        "Moved to position 2 of 2 in Section 2",
        "Dropped 2 items at position 2 of 3 in Section 2",
      ])
  }

  @Test func aBoardMoveThatChangesNothingIsSilentUntilTheHostAsksForTheDecline() {
    var h = BoardHarness([("todo", ["a", "b"]), ("done", ["c"])])
    let policy = DefaultBoardPolicy()
    h.apply(h.session.command(.pickUp(lc(0, 0)), policy: policy).effects)
    let step = h.session.command(.move(.left), policy: policy)
    #expect(step == BoardKeyboardOutcome())
    #expect(
      Self.words(h.session.announcement(.declined(.atEdge)))
        == "Cannot move further, at position 1 of 2 in Section 1")
    let cancel = h.session.command(.cancel, policy: policy)
    #expect(cancel.effects == [.drag(.cancelled(at: lc(0, 0)))])
    #expect(
      Self.words(cancel.announcement)
        == "Cancelled, the item is back at position 1 of 2 in Section 1")
    #expect(h.session.announcement(.moved) == nil)
  }

  @Test func aBoardTogglesTheFocusedCardsSelectionWithItsAnnouncement() {
    var h = BoardHarness([("todo", ["a", "b", "c"]), ("done", ["d"])], pinnedCards: ["b"])
    let policy = DefaultBoardPolicy()
    let selected = h.session.toggleSelectionOfFocused(at: lc(0, 2), policy: policy)
    #expect(selected.effects.isEmpty)
    #expect(
      Self.words(selected.announcement) == "Selected position 3 of 3 in Section 1, 1 item selected")
    let pinned = h.session.toggleSelectionOfFocused(at: lc(0, 1), policy: policy)
    #expect(pinned.announcement?.kind == .notMovable)
    #expect(h.session.selectedPaths == [lc(0, 2)])
    // A pointer-style change names its card; a refusal names none, so it is not announced.
    #expect(h.session.announcement(for: .refused(.pinned)) == nil)
    #expect(
      Self.words(h.session.announcement(for: .deselected(lc(1, 0))))
        == "Deselected position 1 of 1 in Section 2, 1 item selected")
  }

  @Test func aBoardAccessibilityActionIsAnnouncedAsMovedWhereTheCardLands() {
    var h = BoardHarness([("todo", ["a", "b"]), ("done", ["c"])])
    let outcome = h.session.performAnnounced(
      .moveToSection(1), onCardAt: lc(0, 0), policy: DefaultBoardPolicy())
    h.apply(outcome.effects)
    #expect(h.data == [["b"], ["c", "a"]])
    #expect(Self.words(outcome.announcement) == "Moved to position 2 of 2 in Section 2")
  }

  @Test func aListAnnouncesTheDragInProgressAndItsEndAsTheKeyboardDoes() {
    var session = keyboardSession([4, 2], height: 40)
    for i in [0, 2] { session.select(at: at(0, i)) }
    let up = session.handle(.pickUp(at(0, 2)))
    // A list's block counts as all of its items.
    #expect(
      Self.words(session.announcement(.pickedUp))
        == "Picked up 2 items, position 2 of 4 in Section 1")
    #expect(session.announcement(.pickedUp) == up.announcement)
    let drop = session.handle(.drop)
    #expect(session.announcement(.dropped) == nil)
    #expect(session.endAnnouncement(in: drop.effects, itemCount: 2) == drop.announcement)
    #expect(Self.words(drop.announcement) == "Dropped 2 items at position 2 of 4 in Section 1")
    #expect(
      Self.words(session.endAnnouncement(in: [.cancelled(at: at(1, 1))], itemCount: 1))
        == "Cancelled, the item is back at position 2 of 2 in Section 2")
    #expect(session.endAnnouncement(in: [.scrolled(to: .zero)], itemCount: 1) == nil)
    let change = session.select(at: at(1, 0))
    #expect(
      Self.words(session.announcement(for: change))
        == "Selected position 1 of 2 in Section 2, 1 item selected")
  }
}
