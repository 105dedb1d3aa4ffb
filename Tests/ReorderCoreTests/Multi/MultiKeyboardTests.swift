import ReorderCore
import Testing

@Suite struct MultiKeyboardTests {
  @Test func selectPickUpMoveAndDropABlockWithTheKeyboard() {
    var session = keyboardSession([5, 5], height: 40)
    var model = KeyboardModel([5, 5])
    let texts = EnglishAnnouncements()
    let policy = DefaultDragPolicy()
    var heard = [String]()
    var effects = [DragEffect]()
    func note(_ outcome: KeyboardOutcome) {
      effects += outcome.effects
      model.apply(outcome.effects)
      if let a = outcome.announcement { heard.append(texts.text(for: a)) }
    }
    note(session.toggleSelectionOfFocused(at: at(0, 1), policy: policy))
    note(session.toggleSelectionOfFocused(at: at(0, 3), policy: policy))
    note(session.toggleSelectionOfFocused(at: at(1, 0), policy: policy))
    note(session.toggleSelectionOfFocused(at: at(1, 0), policy: policy))
    #expect(session.selectedPaths == [at(0, 1), at(0, 3)])
    // Picking up a selected item lifts the block; the moves and the drop are as for one item.
    note(session.handle(.pickUp(at(0, 3))))
    note(session.handle(.move(.next)))
    note(session.handle(.move(.next)))
    note(session.handle(.drop))
    #expect(model.sections == [["A1", "A3", "A5"], ["A2", "A4", "B1", "B2", "B3", "B4", "B5"]])
    #expect(
      effects
        == blockDrop(
          [at(0, 1), at(0, 3)], targets: [at(0, 3), at(1, 0)],
          moves: [(at(0, 1), at(1, 0)), (at(0, 2), at(1, 1))], end: at(1, 0)))
    #expect(
      heard == [
        "Selected position 2 of 5 in Section 1, 1 item selected",
        "Selected position 4 of 5 in Section 1, 2 items selected",
        "Selected position 1 of 5 in Section 2, 3 items selected",
        "Deselected position 1 of 5 in Section 2, 2 items selected",
        "Picked up 2 items, position 3 of 5 in Section 1",
        "Moved to position 4 of 5 in Section 1",
        "Moved to position 1 of 7 in Section 2",
        "Dropped 2 items at position 1 of 7 in Section 2",
      ])
    #expect(session.selectedPaths.isEmpty)
  }

  @Test func aCancelledKeyboardBlockSaysHowManyAreBack() {
    var session = keyboardSession([4], height: 40)
    for i in [0, 2] { session.select(at: at(0, i)) }
    let up = session.handle(.pickUp(at(0, 2)))
    #expect(up.effects == [.willMoveItems(at: [at(0, 0), at(0, 2)])])
    let moved = session.handle(.move(.toSectionStart))
    #expect(moved.effects == [.targetChanged(at(0, 0))])
    let cancel = session.handle(.cancel)
    #expect(cancel.effects == [.cancelled(at: at(0, 2))])
    #expect(
      cancel.announcement.map { EnglishAnnouncements().text(for: $0) }
        == "Cancelled, 2 items are back where they were")
    #expect(session.selectedPaths == [at(0, 0), at(0, 2)])
  }

  @Test func pinnedItemsCannotBeSelectedFromTheKeyboard() {
    var session = keyboardSession([4], pinned: [at(0, 1)], height: 40)
    let outcome = session.toggleSelectionOfFocused(at: at(0, 1), policy: DefaultDragPolicy())
    #expect(outcome.effects.isEmpty)
    #expect(outcome.announcement?.kind == .notMovable)
    #expect(session.selectedPaths.isEmpty)
  }
}
