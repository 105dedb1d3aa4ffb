import ReorderCore
import Testing

/// Accessibility actions: the menu an item offers, and each action as a whole drag.
@Suite struct KeyboardAccessibilityTests {
  @Test func theMenuListsOnlyActionsThatMove() {
    let s = keyboardSession()
    #expect(
      s.accessibilityActions(forItemAt: at(0, 0)) == [
        .moveDown, .moveToBottom, .moveToSection(1), .moveToSection(2),
      ])
    #expect(
      s.accessibilityActions(forItemAt: at(1, 2)) == [
        .moveUp, .moveDown, .moveToTop, .moveToBottom, .moveToSection(0), .moveToSection(2),
      ])
    #expect(
      s.accessibilityActions(forItemAt: at(2, 4)) == [
        .moveUp, .moveToTop, .moveToSection(0), .moveToSection(1),
      ])
  }

  @Test func pinnedNeighboursAndPinnedItemsEmptyTheMenu() {
    let s = keyboardSession(pinned: [at(0, 1), at(0, 3)])
    #expect(s.accessibilityActions(forItemAt: at(0, 2)) == [])
    #expect(s.accessibilityActions(forItemAt: at(0, 1)) == [])
    #expect(s.accessibilityActions(forItemAt: at(0, 0)) == [])
    // Nothing pinned follows A5, so it may leave its section, but not pass A4.
    #expect(
      s.accessibilityActions(forItemAt: at(0, 4)) == [
        .moveDown, .moveToSection(1), .moveToSection(2),
      ])
    #expect(s.accessibilityActions(forItemAt: at(9, 0)) == [])
  }

  @Test func theMenuIsEmptyDuringADrag() {
    var s = keyboardSession()
    _ = s.handle(.pickUp(at(0, 0)))
    #expect(s.accessibilityActions(forItemAt: at(1, 0)) == [])
  }

  @Test func anActionIsAWholeDragThroughTheSameEffects() {
    var s = keyboardSession()
    var model = KeyboardModel()
    let out = s.perform(.moveDown, onItemAt: at(0, 1))
    model.apply(out.effects)
    #expect(
      out.effects == [
        .willMove(at: at(0, 1)), .moved(from: at(0, 1), to: at(0, 2)), .ended(at: at(0, 2)),
      ])
    #expect(
      out.announcement
        == Announcement(kind: .moved, position: at(0, 2), count: 5, dataPath: at(0, 2)))
    #expect(model.sections[0] == ["A1", "A3", "A2", "A4", "A5"])
    #expect(!s.isDragging)
    #expect(s.viewport.contentOffset == Point(x: 0, y: 0))
  }

  @Test func anActionInDropCommitMovesOnceAtTheDrop() {
    var s = keyboardSession(commit: .drop)
    var model = KeyboardModel()
    let out = s.perform(.moveToSection(2), onItemAt: at(0, 0))
    model.apply(out.effects)
    #expect(
      out.effects == [
        .willMove(at: at(0, 0)), .targetChanged(at(2, 0)), .scrolled(to: Point(x: 0, y: 5)),
        .moved(from: at(0, 0), to: at(2, 0)), .ended(at: at(2, 0)),
      ])
    #expect(model.sections[2] == ["A1", "C1", "C2", "C3", "C4", "C5"])
    #expect(
      out.announcement
        == Announcement(kind: .moved, position: at(2, 0), count: 6, dataPath: at(2, 0)))
  }

  @Test func aDeclinedActionChangesNothing() {
    var s = keyboardSession()
    let out = s.perform(.moveUp, onItemAt: at(0, 0))
    #expect(out.effects == [])
    #expect(out.announcement?.kind == .declined(.atEdge))
    #expect(!s.isDragging)
    #expect(s.viewport.contentOffset == Point(x: 0, y: 0))
    var pinned = keyboardSession(pinned: [at(0, 0)])
    let refused = pinned.perform(.moveDown, onItemAt: at(0, 0))
    #expect(refused.effects == [.refused(.notMovable)])
    #expect(refused.announcement?.kind == .notMovable)
  }

  @Test func moveToTopAndBottom() {
    var s = keyboardSession()
    var model = KeyboardModel()
    model.apply(s.perform(.moveToBottom, onItemAt: at(1, 1)).effects)
    model.apply(s.perform(.moveToTop, onItemAt: at(1, 2)).effects)
    #expect(model.sections[1] == ["B4", "B1", "B3", "B5", "B2"])
  }
}
