import ReorderCore
import Testing

/// A harness for multi-item drags in a list: the session, the host's data (changed only by the
/// data effects), every effect heard.
extension SessionHarness {
  /// Selects the items with these ids (committed data).
  mutating func selectIDs(_ ids: [String]) {
    for id in ids {
      for (s, items) in data.enumerated() {
        if let i = items.firstIndex(of: id) {
          let change = session.select(at: ip(s, i))
          #expect(change == .selected(ip(s, i)))
        }
      }
    }
  }
}

@Suite struct MultiDragTests {
  @Test func nonAdjacentItemsAcrossTwoSectionsDropAsOneBlock() {
    var h = SessionHarness([["a", "b", "c", "d"], ["e", "f", "g"]])
    h.selectIDs(["b", "d", "f"])
    #expect(h.session.selectedPaths == [ip(0, 1), ip(0, 3), ip(1, 1)])
    // Press d (y 132..<176). The others leave: the rest is [a c] [e g], and the block's gap
    // (132 points) stands where d would go alone: the end of section 0.
    h.pickUp(at: 154)
    #expect(h.session.arrangement?.slot == ip(0, 2))
    #expect(h.session.arrangement?.itemCount == 3)
    // Over e: the block passes e and stands between e and g.
    h.drag(through: [240, 240])
    h.expect(
      order: "a c | e b d f g",
      effects: blockDrop(
        [ip(0, 1), ip(0, 3), ip(1, 1)], targets: [ip(1, 1)],
        moves: [(ip(0, 1), ip(1, 1)), (ip(0, 2), ip(1, 2))], end: ip(1, 1)))
    #expect(h.session.selectedPaths.isEmpty)
    #expect(h.session.layout.itemCount(inSection: 0) == 2)
    #expect(h.session.layout.itemCount(inSection: 1) == 5)
  }

  @Test func aBlockEmptyingASectionRemovesItOnlyAtTheDrop() {
    var h = SessionHarness(
      [["a", "b"], ["c", "d"]], configuration: DragConfiguration(emptySections: .remove))
    h.selectIDs(["a", "b"])
    h.pickUp(at: 22)
    // While lifted, section 0 is empty but still there.
    #expect(h.session.layout.sectionCount == 2)
    h.drag(through: [170])
    h.expect(
      order: "c d a b",
      effects: blockDrop(
        [ip(0, 0), ip(0, 1)], targets: [ip(1, 2)],
        moves: [(ip(0, 0), ip(1, 2)), (ip(0, 0), ip(1, 3))], deletedSections: [0], end: ip(0, 2)))
    #expect(h.session.layout.sectionCount == 1)
  }

  @Test func aBlockTravelsPastAPinnedItemThatKeepsItsIndex() {
    // P is pinned at index 0; the block (b, d) passes c and e and lands at the end.
    var h = SessionHarness([["P", "a", "b", "c", "d", "e"]], pinned: ["P"])
    h.selectIDs(["b", "d"])
    let pinnedChange = h.session.select(at: ip(0, 0))
    #expect(pinnedChange == .refused(.pinned))
    h.pickUp(at: 110)  // b
    #expect(h.session.arrangement?.slot == ip(0, 2))
    // Up over P first: the block may stand before it while travelling (no decline on the way).
    h.move(to: 10)
    #expect(h.session.arrangement?.slot == ip(0, 0))
    h.drag(through: [260])
    h.expect(
      order: "P a c e b d",
      effects: blockDrop(
        [ip(0, 2), ip(0, 4)], targets: [ip(0, 0), ip(0, 4)],
        moves: [(ip(0, 2), ip(0, 5)), (ip(0, 3), ip(0, 5))], end: ip(0, 4)))
  }

  @Test func aDropThatWouldShiftAPinnedItemIsDeclinedAndEverythingGoesBack() {
    var h = SessionHarness([["a", "P", "b", "c", "d"]], pinned: ["P"])
    h.selectIDs(["a", "c"])
    h.drag(from: 154, through: [10])  // c
    h.expect(
      order: "a P b c d",
      effects: [
        .willMoveItems(at: [ip(0, 0), ip(0, 3)]),
        .targetChanged(ip(0, 0)),
        .declined(proposed: ip(0, 0), reason: .pinned),
        .cancelled(at: ip(0, 3)),
      ])
    // As after a cancel, the selection stays.
    #expect(h.session.selectedPaths == [ip(0, 0), ip(0, 3)])
    #expect(!h.session.isDragging)
  }

  @Test func aCancelledBlockPutsEverythingBackAndKeepsTheSelection() {
    var h = SessionHarness([["a", "b", "c", "d", "e"]])
    h.selectIDs(["a", "c", "e"])
    h.pickUp(at: 110)  // c
    h.move(to: 200)
    h.send(.cancel(time: h.time + 0.1))
    h.expect(
      order: "a b c d e",
      effects: [
        .willMoveItems(at: [ip(0, 0), ip(0, 2), ip(0, 4)]),
        .targetChanged(ip(0, 2)),
        .cancelled(at: ip(0, 2)),
      ])
    #expect(h.session.selectedPaths == [ip(0, 0), ip(0, 2), ip(0, 4)])
    // The items scatter home: right after the cancel the block flies back.
    let state = h.session.renderState(at: h.time + 0.1)
    #expect(state.block?.phase == .returning)
    #expect(state.block?.items.map(\.path) == [ip(0, 0), ip(0, 4), ip(0, 2)])
    #expect(h.session.renderState().block == nil)
  }

  @Test func aDragOnAnUnselectedItemMovesItAloneAndTheSelectionFollowsItsItems() {
    var h = SessionHarness([["a", "b", "c", "d"]])
    h.selectIDs(["a", "c"])
    h.drag(from: 66, through: [160])  // b
    h.expect(
      order: "a c d b",
      effects: [
        .willMove(at: ip(0, 1)), .moved(from: ip(0, 1), to: ip(0, 3)), .ended(at: ip(0, 3)),
      ])
    // a and c, now at 0 and 1.
    #expect(h.session.selectedPaths == [ip(0, 0), ip(0, 1)])
  }

  @Test func aSelectionOfOneIsAPlainDrag() {
    var h = SessionHarness([["a", "b", "c"]])
    h.selectIDs(["a"])
    h.drag(from: 22, through: [120])
    h.expect(
      order: "b c a",
      effects: [
        .willMove(at: ip(0, 0)), .moved(from: ip(0, 0), to: ip(0, 2)), .ended(at: ip(0, 2)),
      ])
    #expect(h.session.selectedPaths == [ip(0, 2)])
  }

  @Test func theSelectEventTogglesTheItemUnderThePointAndNothingWhileBusy() {
    var h = SessionHarness([["a", "b", "c"]])
    let policy = ScriptedSelectPolicy(refused: [ip(0, 2)])
    var change = h.session.select(atViewportPoint: Point(x: 10, y: 50), time: 0, policy: policy)
    #expect(change == .selected(ip(0, 1)))
    change = h.session.select(atViewportPoint: Point(x: 10, y: 100), time: 0, policy: policy)
    #expect(change == .refused(.policy))
    change = h.session.select(atViewportPoint: Point(x: 10, y: 500), time: 0, policy: policy)
    #expect(change == .refused(.notAnItem))
    change = h.session.select(atViewportPoint: Point(x: 10, y: 10), time: 0, policy: policy)
    #expect(change == .selected(ip(0, 0)))
    // The pointer is down: a select changes nothing.
    h.send(.down(Point(x: 10, y: 10), time: 1))
    change = h.session.select(atViewportPoint: Point(x: 10, y: 50), time: 1, policy: policy)
    #expect(change == .refused(.busy))
    h.send(.up(Point(x: 10, y: 10), time: 1.1))
    change = h.session.select(atViewportPoint: Point(x: 10, y: 50), time: 2, policy: policy)
    #expect(change == .deselected(ip(0, 1)))
    #expect(h.session.selectedPaths == [ip(0, 0)])
    let cleared = h.session.clearSelection()
    #expect(cleared)
    #expect(h.session.selectedPaths.isEmpty)
  }

  @Test func theRenderStateFlagsSelectedItemsAndStacksTheBlock() {
    var h = SessionHarness([["a", "b", "c", "d"]])
    h.selectIDs(["a", "c"])
    let rest = h.session.renderState()
    #expect(rest.items.map(\.isSelected) == [true, false, true, false])
    h.pickUp(at: 110)  // c, grabbed 22 points below its top
    let t = h.time
    // At the lift the others are where they were; once gathered they sit in the stack.
    let start = h.session.renderState(at: t)
    #expect(start.block?.phase == .lifting)
    #expect(start.block?.items.map(\.committedPath) == [ip(0, 0), ip(0, 2)])
    #expect(start.block?.items[0].frame == Rect(x: 0, y: 0, width: 320, height: 44))
    let held = h.session.renderState()
    #expect(held.block?.count == 2)
    #expect(held.block?.phase == .following)
    #expect(held.block?.items[1].frame == Rect(x: 0, y: 88, width: 320, height: 44))
    #expect(held.block?.items[0].frame == Rect(x: 4, y: 92, width: 320, height: 44))
    // The rest closed up: b at 0, the gap (88 points) at 44, d at 132; only the gap is hidden.
    #expect(held.items.map(\.path) == [ip(0, 0), ip(0, 1), ip(0, 2)])
    #expect(held.items.map(\.frame.origin.y) == [0, 44, 132])
    #expect(held.items.map(\.isHidden) == [false, true, false])
  }
}

/// A policy that refuses selecting some positions.
struct ScriptedSelectPolicy: DragPolicy {
  var refused: [ItemPath]
  func canSelectItem(at path: ItemPath) -> Bool { !refused.contains(path) }
}
