import Foundation
import ReorderCore
import ReorderKit
import Testing

/// A value without identity: the controller identifies it by position.
struct Tag: Sendable {
  var serial: Int
  var title: String
}

/// Identity never comes from `==`: duplicates are legal and nothing is lost or duplicated.
@MainActor
@Suite struct DragTableIdentityTests {
  @Test func equalTitlesWithDistinctIdsLoseNothing() {
    let (host, table) = recordedTable(titles: [["A", "A", "B", "A"]])
    table.dragRow(0, through: [1, 2, 3])
    #expect(
      host.log == [
        .willMove(ip(0, 0)), .didMove(ip(0, 0), ip(0, 1)), .didMove(ip(0, 1), ip(0, 2)),
        .didMove(ip(0, 2), ip(0, 3)), .newData([["A", "B", "A", "A"]]), .ended(ip(0, 3)),
      ])
    #expect(host.data.map { $0.map(\.id) } == [[2, 3, 4, 1]])
    #expect(table.sections.map { $0.map(\.id) } == [[2, 3, 4, 1]])
  }

  @Test func duplicateValuesWithoutIdentityLoseNothing() {
    let tags = [
      [Tag(serial: 1, title: "x"), Tag(serial: 2, title: "x"), Tag(serial: 3, title: "x")]
    ]
    let host = RecordingHost(tags, label: \.title)
    let table = recordedTable(host)
    table.dragRow(2, through: [1, 0])
    #expect(host.data.map { $0.map(\.serial) } == [[3, 1, 2]])
    #expect(table.sections.map { $0.map(\.serial) } == [[3, 1, 2]])
  }

  @Test func lookupsDuringALiveDragFollowTheSteps() {
    let host = RecordingHost(cards([["1", "2", "3", "4", "5"]]), label: \.title)
    let table = recordedTable(host)
    table.pickUp(atY: rowY(0))
    table.drag(through: [rowY(1), rowY(2)])
    #expect(table.draggedIndexPath == ip(0, 2))
    #expect(table.draggedItem?.id == 1)
    #expect((0..<5).map { table.item(at: ip(0, $0))?.id } == [2, 3, 1, 4, 5])
    #expect(table.item(at: ip(0, 5)) == nil)
    #expect(table.item(at: IndexPath(indexes: [0])) == nil)
    #expect(table.sections.map { $0.map(\.id) } == [[2, 3, 1, 4, 5]])
  }

  @Test func lookupsDuringADropCommitDragStayAtTheHostsOrder() {
    let host = RecordingHost(cards([["1", "2", "3", "4", "5"]]), label: \.title)
    let table = recordedTable(host, DragConfiguration(commit: .drop))
    table.pickUp(atY: rowY(0))
    table.drag(through: [rowY(1), rowY(2)])
    #expect(table.draggedIndexPath == ip(0, 0))
    #expect((0..<5).map { table.item(at: ip(0, $0))?.id } == [1, 2, 3, 4, 5])
    // The render state shows the preview: the gap (hidden) at row 2.
    let rendered = table.renderState.items
    #expect(rendered.map(\.displayedIndexPath) == (0..<5).map { ip(0, $0) })
    #expect(rendered.map(\.committedPath.item) == [1, 2, 0, 3, 4])
    // The cell to fetch for each drawn row is where the data source still holds its item.
    #expect(rendered.map(\.dataSourceIndexPath) == [1, 2, 0, 3, 4].map { ip(0, $0) })
    #expect(rendered.map(\.isHidden) == [false, false, true, false, false])
  }
}
