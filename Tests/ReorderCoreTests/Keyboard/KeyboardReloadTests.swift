import ReorderCore
import Testing

/// A keyboard drag survives the data changing under it: the item stays at its new data
/// position (no pointer to retarget for) and the floating copy moves with it.
@Suite struct KeyboardReloadTests {
  @Test(arguments: [CommitMode.live, .drop])
  func aReloadKeepsTheKeyboardItemWhereTheDataHasIt(commit: CommitMode) {
    var s = keyboardSession(commit: commit)
    _ = s.handle(.pickUp(at(0, 3)))
    _ = s.handle(.move(.down))
    // The host inserted three items at the top of section A; the item now stands at (0, 7)
    // in live commit (it was at its slot, 4) and at (0, 6) in drop commit (the data still
    // holds it where it began, 3).
    let held = commit == .live ? at(0, 7) : at(0, 6)
    let outcome = s.reload(
      layout: keyboardList([8, 5, 5]), pinned: nil, draggedItemAt: held,
      policy: DefaultDragPolicy())
    #expect(
      outcome == .continued(commit == .live ? [] : [.targetChanged(held)]))
    #expect(s.arrangement == .unmoved(held))
    #expect(s.isKeyboardDrag)
    #expect(s.floatingFrame == s.layout.frame(ofItemAt: held, in: nil))
    // Keys go on from there.
    let next = s.handle(.move(.up))
    #expect(
      next.effects.first
        == (commit == .live
          ? .moved(from: held, to: at(0, held.item - 1)) : .targetChanged(at(0, held.item - 1))))
  }
}
