import Foundation
import ReorderCore
import ReorderKit
import Testing

/// The data changing mid-drag: the drag follows the item by identity, or ends as a cancel.
@MainActor
@Suite struct DragTableReloadTests {
  static func table<Item>(
    _ host: RecordingHost<Item>, _ commit: CommitMode
  ) -> DragTableController<Item> {
    recordedTable(host, DragConfiguration(commit: commit))
  }

  static func identifiableTable(
    _ host: RecordingHost<Card>, _ commit: CommitMode
  ) -> DragTableController<Card> {
    recordedTable(host, DragConfiguration(commit: commit))
  }

  /// A recording host over one identifiable card per title, a table controller over it in
  /// `commit`, and a drag that has picked up row `row` and moved over each of `rows` (held).
  static func draggingCards(
    _ titles: [[String]], _ commit: CommitMode, row: Int = 0, through rows: [Int]
  ) -> (RecordingHost<Card>, DragTableController<Card>) {
    let host = RecordingHost(cards(titles), label: \.title)
    let controller = identifiableTable(host, commit)
    controller.pickUp(atY: rowY(row))
    controller.drag(through: rows.map(rowY))
    return (host, controller)
  }

  /// A recording host over five tags without identity ("1" … "5"), a table controller over it
  /// in `commit`, and a drag that has picked up row 0 and moved over each of `rows` (held).
  static func draggingTags(
    _ commit: CommitMode, through rows: [Int]
  ) -> (RecordingHost<Tag>, DragTableController<Tag>) {
    let host = RecordingHost([(1...5).map { Tag(serial: $0, title: "\($0)") }], label: \.title)
    let controller = table(host, commit)
    controller.pickUp(atY: rowY(0))
    controller.drag(through: rows.map(rowY))
    return (host, controller)
  }

  // MARK: Items

  @Test func liveInsertAboveContinuesByIdentity() {
    let (host, table) = Self.draggingCards([["1", "2", "3", "4", "5"]], .live, through: [1, 2])
    // Host: 2 3 1 4 5 → N 2 3 1 4 5. The pointer is over row 2, so the item moves there.
    host.data[0].insert(Card(id: 99, title: "N"), at: 0)
    table.reloadData()
    #expect(table.draggedItem?.id == 1)
    table.drag(through: [rowY(3), rowY(4)], from: 1)
    table.drop(atY: rowY(4))
    #expect(
      host.log == [
        .willMove(ip(0, 0)), .didMove(ip(0, 0), ip(0, 1)), .didMove(ip(0, 1), ip(0, 2)),
        .didMove(ip(0, 3), ip(0, 2)),
        .didMove(ip(0, 2), ip(0, 3)), .didMove(ip(0, 3), ip(0, 4)),
        .newData([["N", "2", "3", "4", "1", "5"]]), .ended(ip(0, 4)),
      ])
    #expect(host.titles == [["N", "2", "3", "4", "1", "5"]])
    #expect(table.sections.map { $0.map(\.id) } == [[99, 2, 3, 4, 1, 5]])
  }

  /// After a reload, the new data is the reference: a live drag dropped where the reload found
  /// its item has changed nothing, so the data source hears no new data.
  @Test func aDropWhereTheReloadFoundTheItemTellsNoNewData() {
    let (host, table) = Self.draggingCards([["1", "2", "3", "4", "5"]], .live, through: [1, 2])
    // Host: 2 3 1 4 5 → N 2 3 1 4 5: the reload finds 1 at row 3, the pointer over row 2
    // moves it there; back over row 3 and dropped.
    host.data[0].insert(Card(id: 99, title: "N"), at: 0)
    table.reloadData()
    host.log = []
    table.drag(through: [rowY(3)], from: 1)
    table.drop(atY: rowY(3))
    #expect(host.log == [.didMove(ip(0, 2), ip(0, 3)), .ended(ip(0, 3))])
    #expect(host.titles == [["N", "2", "3", "1", "4", "5"]])
  }

  @Test func dropCommitInsertAboveContinuesByIdentity() {
    let (host, table) = Self.draggingCards([["1", "2", "3", "4", "5"]], .drop, through: [1, 2])
    // Host: 1 2 3 4 5 (nothing moved yet) → N 1 2 3 4 5.
    host.data[0].insert(Card(id: 99, title: "N"), at: 0)
    table.reloadData()
    table.drag(through: [rowY(3), rowY(4)], from: 1)
    table.drop(atY: rowY(4))
    #expect(
      host.log == [
        .willMove(ip(0, 0)), .target(ip(0, 1)), .target(ip(0, 2)),
        .target(ip(0, 2)),
        .target(ip(0, 3)), .target(ip(0, 4)),
        .didMove(ip(0, 1), ip(0, 4)), .newData([["N", "2", "3", "4", "1", "5"]]),
        .ended(ip(0, 4)),
      ])
    #expect(host.titles == [["N", "2", "3", "4", "1", "5"]])
  }

  @Test(arguments: [CommitMode.live, .drop])
  func deletingTheDraggedItemCancels(commit: CommitMode) {
    let (host, table) = Self.draggingCards([["1", "2", "3", "4", "5"]], commit, through: [1])
    host.log = []
    host.data[0].removeAll { $0.id == 1 }
    table.reloadData()
    table.drag(through: [rowY(3)], from: 1)
    table.drop(atY: rowY(3))
    #expect(host.log == [.cancelled(nil, .itemRemoved)])
    #expect(!table.isDragging)
    #expect(host.titles == [["2", "3", "4", "5"]])
    #expect(table.sections.map { $0.map(\.id) } == [[2, 3, 4, 5]])
    // The next drag works on the new data.
    table.pickUp(atY: rowY(3), time: 5)
    table.drag(through: [rowY(2), rowY(1), rowY(0)], from: 5.7)
    table.drop(atY: rowY(0), time: 6)
    #expect(host.titles == [["5", "2", "3", "4"]])
  }

  @Test(arguments: [CommitMode.live, .drop])
  func reorderingEverythingContinuesByIdentity(commit: CommitMode) {
    let (host, table) = Self.draggingCards([["1", "2", "3", "4", "5"]], commit, through: [1, 2])
    host.data[0].reverse()
    table.reloadData()
    #expect(table.draggedIndexPath == (commit == .live ? ip(0, 2) : ip(0, 4)))
    table.drag(through: [rowY(3), rowY(4)], from: 1)
    table.drop(atY: rowY(4))
    // live: 2 3 1 4 5 reversed is 5 4 1 3 2; drop: 1 2 3 4 5 reversed is 5 4 3 2 1.
    let expected: [Call] =
      commit == .live
      ? [
        .willMove(ip(0, 0)), .didMove(ip(0, 0), ip(0, 1)), .didMove(ip(0, 1), ip(0, 2)),
        .didMove(ip(0, 2), ip(0, 3)), .didMove(ip(0, 3), ip(0, 4)),
        .newData([["5", "4", "3", "2", "1"]]), .ended(ip(0, 4)),
      ]
      : [
        .willMove(ip(0, 0)), .target(ip(0, 1)), .target(ip(0, 2)), .target(ip(0, 2)),
        .target(ip(0, 3)), .target(ip(0, 4)), .ended(ip(0, 4)),
      ]
    #expect(host.log == expected)
    #expect(host.titles == [["5", "4", "3", "2", "1"]])
  }

  // MARK: Sections

  @Test(arguments: [CommitMode.live, .drop])
  func sectionInsertedAboveContinues(commit: CommitMode) {
    let (host, table) = Self.draggingCards([["1", "2", "3"], ["4", "5"]], commit, through: [1])
    host.log = []
    host.data.insert([Card(id: 90, title: "S1"), Card(id: 91, title: "S2")], at: 0)
    table.reloadData()
    // The pointer (y = 66) is over the new section's row 1: the item goes there.
    let expectedLog: [Call] =
      commit == .live
      ? [.didMove(ip(1, 1), ip(0, 1))]
      : [.target(ip(0, 1))]
    #expect(host.log == expectedLog)
    host.log = []
    table.drop(atY: rowY(1))
    let dropLog: [Call] =
      commit == .live
      ? [.newData([["S1", "1", "S2"], ["2", "3"], ["4", "5"]]), .ended(ip(0, 1))]
      : [
        .didMove(ip(1, 0), ip(0, 1)), .newData([["S1", "1", "S2"], ["2", "3"], ["4", "5"]]),
        .ended(ip(0, 1)),
      ]
    #expect(host.log == dropLog)
    #expect(host.titles == [["S1", "1", "S2"], ["2", "3"], ["4", "5"]])
  }

  @Test(arguments: [CommitMode.live, .drop])
  func deletingTheDraggedItemsSectionCancels(commit: CommitMode) {
    let (host, table) = Self.draggingCards([["1", "2"], ["3", "4"]], commit, through: [1])
    host.log = []
    host.data.remove(at: 0)
    table.reloadData()
    #expect(host.log == [.cancelled(nil, .itemRemoved)])
    #expect(table.sections.map { $0.map(\.id) } == [[3, 4]])
  }

  @Test(arguments: [CommitMode.live, .drop])
  func deletingASectionAboveShiftsTheDrag(commit: CommitMode) {
    // Sections: [1 2] [3 4 5]; drag 3 (row 2 overall) down one row, then delete section 0.
    let (host, table) = Self.draggingCards(
      [["1", "2"], ["3", "4", "5"]], commit, row: 2, through: [3])
    host.data.remove(at: 0)
    table.reloadData()
    #expect(table.draggedItem?.id == 3)
    table.drop(atY: rowY(1))
    #expect(host.titles == [["4", "3", "5"]])
    #expect(table.sections.map { $0.map(\.id) } == [[4, 3, 5]])
    // After the reload the pointer (row 3) lies past the end of the three remaining rows, so
    // the item follows it to the last slot; the drop at row 1 brings it back. Live: the host
    // applied each step itself, so no new data at the drop. Drop commit: one move at the drop.
    let expected: [Call] =
      commit == .live
      ? [
        .willMove(ip(1, 0)), .didMove(ip(1, 0), ip(1, 1)), .didMove(ip(0, 1), ip(0, 2)),
        .didMove(ip(0, 2), ip(0, 1)), .ended(ip(0, 1)),
      ]
      : [
        .willMove(ip(1, 0)), .target(ip(1, 1)), .target(ip(0, 2)), .target(ip(0, 1)),
        .didMove(ip(0, 0), ip(0, 1)),
        .newData([["4", "3", "5"]]), .ended(ip(0, 1)),
      ]
    #expect(host.log == expected)
  }

  // MARK: Items without identity

  @Test(arguments: [CommitMode.live, .drop])
  func plainReloadCannotTrackItemsWithoutIdentity(commit: CommitMode) {
    let (host, table) = Self.draggingTags(commit, through: [1])
    host.log = []
    table.reloadData()
    #expect(host.log == [.cancelled(nil, .itemNotTracked)])
    #expect(!table.isDragging)
  }

  @Test(arguments: [CommitMode.live, .drop])
  func hostSaysWhereTheItemWent(commit: CommitMode) {
    let (host, table) = Self.draggingTags(commit, through: [1, 2])
    let at = table.draggedIndexPath!
    host.data[0].insert(Tag(serial: 99, title: "N"), at: 0)
    table.reloadData(draggedItemAt: IndexPath(item: at[1] + 1, section: 0))
    table.drag(through: [rowY(3), rowY(4)], from: 1)
    table.drop(atY: rowY(4))
    #expect(host.titles == [["N", "2", "3", "4", "1", "5"]])
    #expect(host.log.last == .ended(ip(0, 4)))
  }

  @Test(arguments: [CommitMode.live, .drop])
  func batchUpdatesTrackItemsWithoutIdentity(commit: CommitMode) {
    let (host, table) = Self.draggingTags(commit, through: [1, 2])
    host.data[0].insert(Tag(serial: 99, title: "N"), at: 0)
    host.data[0].removeLast()
    table.performBatchUpdates([.insertItem(at: ip(0, 0)), .deleteItem(at: ip(0, 5))])
    table.drag(through: [rowY(3), rowY(4)], from: 1)
    table.drop(atY: rowY(4))
    #expect(host.titles == [["N", "2", "3", "4", "1"]])
    #expect(host.log.last == .ended(ip(0, 4)))
  }

  @Test(arguments: [CommitMode.live, .drop])
  func batchUpdateDeletingTheDraggedItemCancels(commit: CommitMode) {
    let (host, table) = Self.draggingTags(commit, through: [1])
    let at = table.draggedIndexPath!
    host.data[0].remove(at: at[1])
    host.log = []
    table.performBatchUpdates([.deleteItem(at: at)])
    #expect(host.log == [.cancelled(nil, .itemRemoved)])
    #expect(table.sections.map { $0.map(\.serial) } == [[2, 3, 4, 5]])
  }

  @Test func identityOverridesAWrongHint() {
    let host = RecordingHost(cards([["1", "2", "3"]]), label: \.title)
    let table = Self.identifiableTable(host, .drop)
    table.pickUp(atY: rowY(0))
    host.data[0].insert(Card(id: 99, title: "N"), at: 0)
    // The host forgot to list its insert: the id still finds the item at row 1.
    table.performBatchUpdates([])
    #expect(table.draggedIndexPath == ip(0, 1))
    #expect(table.draggedItem?.id == 1)
  }

  @Test func reloadAtRestPicksUpTheNewData() {
    let host = RecordingHost(cards([["1", "2"]]), label: \.title)
    let table = Self.identifiableTable(host, .live)
    host.data = cards([["a", "b"], ["c"]])
    table.reloadData()
    #expect(host.log == [])
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfItems(inSection: 1) == 1)
    #expect(table.renderState.items.map(\.displayedIndexPath) == [ip(0, 0), ip(0, 1), ip(1, 0)])
  }

  // MARK: Exchange mode and sections moved

  @Test func exchangeDragFollowsTheItemAndRetargets() {
    let (host, table) = recordedTable(
      titles: [["1", "2", "3", "4", "5"]], DragConfiguration(mode: .exchange))
    table.pickUp(atY: rowY(0))
    table.drag(through: [rowY(2)])
    // Host: 1 2 3 4 5 → N 1 2 3 4 5. The pointer (row 2) is now over "2".
    host.data[0].insert(Card(id: 99, title: "N"), at: 0)
    table.reloadData()
    table.drop(atY: rowY(2))
    #expect(
      host.log == [
        .willMove(ip(0, 0)), .target(ip(0, 2)), .target(ip(0, 2)),
        .didExchange(ip(0, 1), ip(0, 2)), .newData([["N", "2", "1", "3", "4", "5"]]),
        .ended(ip(0, 2)),
      ])
    #expect(host.titles == [["N", "2", "1", "3", "4", "5"]])
  }

  @Test func sectionMovesAreFollowedWithoutIdentity() {
    let tags = [
      [Tag(serial: 1, title: "1"), Tag(serial: 2, title: "2")],
      [Tag(serial: 3, title: "3"), Tag(serial: 4, title: "4")],
    ]
    let host = RecordingHost(tags, label: \.title)
    let table = Self.table(host, .drop)
    table.pickUp(atY: rowY(0))
    host.data.swapAt(0, 1)
    table.performBatchUpdates([.moveSection(at: 1, to: 0)])
    #expect(table.draggedIndexPath == ip(1, 0))
    #expect(table.draggedItem?.serial == 1)
    // The pointer (row 0) is over "3" now: the preview slot is (0, 0).
    #expect(host.log == [.willMove(ip(0, 0)), .target(ip(0, 0))])
    table.drop(atY: rowY(0))
    #expect(host.titles == [["1", "3", "4"], ["2"]])
  }

  @Test func releasedDataSourceReadsAsNoData() {
    var host: RecordingHost<Card>? = RecordingHost(cards([["1", "2"]]), label: \.title)
    let delegate = RecordingHost<Card>([], label: \.title)
    let table = DragTableController(
      dataSource: host!, delegate: delegate, viewport: testViewport,
      configuration: DragConfiguration())
    table.pickUp(atY: rowY(0))
    host = nil
    table.reloadData()
    #expect(delegate.log == [.willMove(ip(0, 0)), .cancelled(nil, .itemRemoved)])
    #expect(table.numberOfSections == 0)
    #expect(table.renderState.items == [])
  }
}
