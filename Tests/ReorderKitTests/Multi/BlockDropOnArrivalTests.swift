import Foundation
import ReorderCore
import ReorderKit
import Testing

private typealias ATableHost = ArrivalHost<DragTableController<Card>>
private typealias AGridHost = ArrivalHost<DragGridController<Card>>

private let removing = DragConfiguration(commit: .drop, emptySections: .remove)

@MainActor
private func table(_ titles: [[String]], _ configuration: DragConfiguration = removing) -> (
  ATableHost, DragTableController<Card>
) {
  arrivalTable(titles, configuration)
}

@MainActor
private func grid(_ titles: [[String]]) -> (AGridHost, DragGridController<Card>) {
  arrivalGrid(titles, removing)
}

/// Expects the host's copy (every callback applied on arrival), its batched copy (every batch
/// applied with `apply(to:)`) and the controller's data all to hold `titles`, with no moment
/// where the host's copy and the controller's data differed.
@MainActor
private func expectAgreement<C>(
  _ host: ArrivalHost<C>, _ c: DragController<C.Item>, _ titles: [[String]],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(host.titles == titles, sourceLocation: sourceLocation)
  #expect(host.batchedTitles == titles, sourceLocation: sourceLocation)
  #expect(c.sections.map { $0.map(host.label) } == titles, sourceLocation: sourceLocation)
  #expect(host.mismatches == [], sourceLocation: sourceLocation)
  #expect(host.batchFailures == 0, sourceLocation: sourceLocation)
}

/// Expects the host to have heard `calls` since the last take (its `target` calls left out)
/// and then the agreement of ``expectAgreement(_:_:_:sourceLocation:)`` on `titles`.
@MainActor
private func expectHeard<C>(
  _ host: ArrivalHost<C>, _ c: DragController<C.Item>, _ calls: [String],
  leaving titles: [[String]], sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(host.take().filter { !$0.hasPrefix("target") } == calls, sourceLocation: sourceLocation)
  expectAgreement(host, c, titles, sourceLocation: sourceLocation)
}

@MainActor
@Suite struct BlockDropOnArrivalTests {
  /// Sections [[1, 2], [3], [4, 5]], 1 and 3 selected, the block carried to the end of the
  /// last section and dropped: section 1 empties and goes. Applied on arrival, every callback
  /// fits: `didMoveItems` lands in the data before the section goes, `didDeleteSection`
  /// removes it, and the batch (UIKit's convention) gives the same data in one go.
  @Test func aBlockThatEmptiesASectionAppliesOnArrival() {
    let (host, c) = table([["1", "2"], ["3"], ["4", "5"]])
    c.select(at: ip(0, 0))
    c.select(at: ip(1, 0))
    c.pickUp(atY: rowY(0))
    c.drag(through: [rowY(1), rowY(2), rowY(3), rowY(4)])
    c.drop(atY: rowY(4))
    #expect(
      host.take() == [
        "willMoveItems [0, 0] [1, 0]", "target [0, 1]", "target [2, 1]", "target [2, 2]",
        "didMoveItems [0, 0] [1, 0] -> [2, 2] [2, 3]", "didDeleteSection 1",
        "batch [0, 0]->[1, 2] [1, 0]->[1, 3] deleting [1]", "newData 2|4513", "ended [1, 2]",
      ])
    expectAgreement(host, c, [["2"], ["4", "5", "1", "3"]])
    #expect(c.selectedIndexPaths == [])
  }

  /// Two sections emptied by one block, told highest first, each in the data just before it.
  @Test func aBlockThatEmptiesTwoSections() {
    let (host, c) = table([["1"], ["2"], ["3", "4"]])
    c.select(at: ip(0, 0))
    c.select(at: ip(1, 0))
    #expect(c.handle(.pickUp(ItemPath(section: 1, item: 0))))
    #expect(c.handle(.move(.toSection(2))))
    #expect(c.handle(.drop))
    expectHeard(
      host, c,
      [
        "willMoveItems [0, 0] [1, 0]", "didMoveItems [0, 0] [1, 0] -> [2, 0] [2, 1]",
        "didDeleteSection 1", "didDeleteSection 0",
        "batch [0, 0]->[0, 0] [1, 0]->[0, 1] deleting [0, 1]", "newData 1234", "ended [0, 0]",
      ], leaving: [["1", "2", "3", "4"]])
  }

  /// An accessibility action on a selected item moves the whole block to another section.
  @Test func anAccessibilityDropOfABlock() {
    let (host, c) = table([["1", "2"], ["3"], ["4"]])
    c.select(at: ip(1, 0))
    c.select(at: ip(2, 0))
    #expect(c.performAccessibilityAction(.moveToSection(0), onItemAt: ip(1, 0)))
    expectHeard(
      host, c,
      [
        "willMoveItems [1, 0] [2, 0]", "didMoveItems [1, 0] [2, 0] -> [0, 2] [0, 3]",
        "didDeleteSection 2", "didDeleteSection 1",
        "batch [1, 0]->[0, 2] [2, 0]->[0, 3] deleting [1, 2]", "newData 1234", "ended [0, 2]",
      ], leaving: [["1", "2", "3", "4"]])
  }

  /// One item whose drop empties its section (drop commit): its move, the section's removal,
  /// then the batch with the destination counted after the removal.
  @Test func aSingleItemDropThatEmptiesASection() {
    let (host, c) = table([["a"], ["b", "c"]])
    c.pickUp(atY: rowY(0))
    c.drag(through: [rowY(1), rowY(2)])
    c.drop(atY: rowY(2))
    #expect(
      host.take() == [
        "willMove [0, 0]", "target [1, 1]", "target [1, 2]", "didMove [0, 0] -> [1, 2]",
        "didDeleteSection 0", "batch [0, 0]->[0, 2] deleting [0]", "newData bca", "ended [0, 2]",
      ])
    expectAgreement(host, c, [["b", "c", "a"]])
  }

  /// Live commit: every step is its own batch; the drop's batch holds only the removed
  /// section.
  @Test func liveStepsAndTheDropsRemoval() {
    let (host, c) = table(
      [["a"], ["b", "c"]], DragConfiguration(commit: .live, emptySections: .remove))
    c.pickUp(atY: rowY(0))
    c.drag(through: [rowY(1), rowY(2)])
    c.drop(atY: rowY(2))
    #expect(
      host.take() == [
        "willMove [0, 0]", "didMove [0, 0] -> [1, 1]", "batch [0, 0]->[1, 1] deleting []",
        "didMove [1, 1] -> [1, 2]", "batch [1, 1]->[1, 2] deleting []", "didDeleteSection 0",
        "batch  deleting [0]", "newData bca", "ended [0, 2]",
      ])
    expectAgreement(host, c, [["b", "c", "a"]])
  }

  /// Exchange mode: the swap, and its batch of two moves.
  @Test func anExchange() {
    let (host, c) = table([["a", "b"], ["c"]], DragConfiguration(mode: .exchange))
    c.pickUp(atY: rowY(0))
    c.drag(through: [rowY(1), rowY(2)])
    c.drop(atY: rowY(2))
    expectHeard(
      host, c,
      [
        "willMove [0, 0]", "didExchange [0, 0] [1, 0]",
        "batch [0, 0]->[1, 0] [1, 0]->[0, 0] deleting []", "newData cb|a", "ended [1, 0]",
      ], leaving: [["c", "b"], ["a"]])
  }

  /// A grid: a block from two sections, carried by the keyboard to the end of the last one.
  @Test func aGridBlockThatEmptiesASection() {
    let (host, c) = grid([["A", "B"], ["C"], ["D", "E"]])
    c.select(at: ip(0, 0))
    c.select(at: ip(1, 0))
    #expect(c.handle(.pickUp(ItemPath(section: 0, item: 0))))
    #expect(c.handle(.move(.toSection(2))))
    #expect(c.handle(.move(.toSectionEnd)))
    #expect(c.handle(.drop))
    expectHeard(
      host, c,
      [
        "willMoveItems [0, 0] [1, 0]", "didMoveItems [0, 0] [1, 0] -> [2, 2] [2, 3]",
        "didDeleteSection 1", "batch [0, 0]->[1, 2] [1, 0]->[1, 3] deleting [1]",
        "newData B|DEAC", "ended [1, 2]",
      ], leaving: [["B"], ["D", "E", "A", "C"]])
  }

  /// A grid: one cell whose keyboard drop empties its section.
  @Test func aGridCellThatEmptiesASection() {
    let (host, c) = grid([["A"], ["B", "C"]])
    #expect(c.handle(.pickUp(ItemPath(section: 0, item: 0))))
    #expect(c.handle(.move(.toSection(1))))
    #expect(c.handle(.drop))
    #expect(
      host.take() == [
        "willMove [0, 0]", "target [1, 0]", "didMove [0, 0] -> [1, 0]", "didDeleteSection 0",
        "batch [0, 0]->[0, 0] deleting [0]", "newData ABC", "ended [0, 0]",
      ])
    expectAgreement(host, c, [["A", "B", "C"]])
  }

  /// A board: a block from two lanes, and a single card; lanes are never removed.
  @Test func boardDrops() {
    let (host, c) = arrivalBoard(
      [("l0", ["a", "b"]), ("l1", ["c"]), ("l2", ["d"])], DragConfiguration(commit: .drop))
    c.select(at: lc(0, 0))
    c.select(at: lc(1, 0))
    #expect(c.handle(.pickUp(ItemPath(section: 0, item: 0))))
    #expect(c.handle(.move(.right)))
    #expect(c.handle(.move(.right)))
    #expect(c.handle(.drop))
    expectHeard(
      host, c,
      [
        "willMoveItems [0, 0] [1, 0]", "didMoveItems [0, 0] [1, 0] -> [2, 0] [2, 1]",
        "batch [0, 0]->[2, 0] [1, 0]->[2, 1] deleting []", "newData b||acd", "ended [2, 0]",
      ], leaving: [["b"], [], ["a", "c", "d"]])
    #expect(c.handle(.pickUp(ItemPath(section: 2, item: 2))))
    #expect(c.handle(.move(.left)))
    #expect(c.handle(.drop))
    expectHeard(
      host, c,
      [
        "willMove [2, 2]", "didMove [2, 2] -> [1, 0]", "batch [2, 2]->[1, 0] deleting []",
        "newData b|d|ac", "ended [1, 0]",
      ], leaving: [["b"], ["d"], ["a", "c"]])
  }

  /// The host's own check: a callback that does not fit its copy is recorded and is an issue
  /// of the running test.
  @Test func aCallbackThatDoesNotFitTheHostIsAnIssue() {
    let (host, c) = table([["a"], ["b"]])
    withKnownIssue {
      host.dragController(c, didDeleteSection: 0)
    }
    #expect(host.mismatches == [#"didDeleteSection 0: not an empty section of [["a"], ["b"]]"#])
    #expect(host.titles == [["a"], ["b"]])
  }

  /// `apply(to:)` refuses a batch that does not fit and leaves the data as it was.
  @Test func applyRefusesWhatDoesNotFit() {
    var data = [["a", "b"], ["c"]]
    let outOfRange = DragBatchUpdate(moves: [.init(from: ip(0, 2), to: ip(1, 0))])
    #expect(!outOfRange.apply(to: &data))
    let twice = DragBatchUpdate(
      moves: [.init(from: ip(0, 0), to: ip(1, 0)), .init(from: ip(0, 0), to: ip(1, 1))])
    #expect(!twice.apply(to: &data))
    let notEmpty = DragBatchUpdate(
      moves: [.init(from: ip(0, 0), to: ip(0, 1))], deletedSections: IndexSet(integer: 1))
    #expect(!notEmpty.apply(to: &data))
    let tooFar = DragBatchUpdate(moves: [.init(from: ip(0, 0), to: ip(1, 5))])
    #expect(!tooFar.apply(to: &data))
    #expect(data == [["a", "b"], ["c"]])
    let fine = DragBatchUpdate(
      moves: [.init(from: ip(1, 0), to: ip(0, 0))], deletedSections: IndexSet(integer: 1))
    #expect(fine.apply(to: &data))
    #expect(data == [["c", "a", "b"]])
  }
}
