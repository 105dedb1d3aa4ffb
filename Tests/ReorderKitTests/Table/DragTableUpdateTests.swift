import Foundation
import ReorderCore
import ReorderKit
import Testing

/// Following one item through the host's sequential updates.
@Suite struct DragDataUpdateTests {
  static let tracked = ItemPath(section: 1, item: 2)

  @Test(arguments: [
    (DragDataUpdate.insertItem(at: IndexPath(item: 0, section: 1)), ItemPath(section: 1, item: 3)),
    (.insertItem(at: IndexPath(item: 2, section: 1)), ItemPath(section: 1, item: 3)),
    (.insertItem(at: IndexPath(item: 3, section: 1)), ItemPath(section: 1, item: 2)),
    (.insertItem(at: IndexPath(item: 0, section: 0)), ItemPath(section: 1, item: 2)),
    (.deleteItem(at: IndexPath(item: 0, section: 1)), ItemPath(section: 1, item: 1)),
    (.deleteItem(at: IndexPath(item: 4, section: 1)), ItemPath(section: 1, item: 2)),
    (.deleteItem(at: IndexPath(item: 0, section: 2)), ItemPath(section: 1, item: 2)),
    (
      .moveItem(at: IndexPath(item: 2, section: 1), to: IndexPath(item: 0, section: 3)),
      ItemPath(section: 3, item: 0)
    ),
    (
      .moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 5, section: 1)),
      ItemPath(section: 1, item: 1)
    ),
    (
      .moveItem(at: IndexPath(item: 4, section: 1), to: IndexPath(item: 0, section: 1)),
      ItemPath(section: 1, item: 3)
    ),
    (
      .moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1)),
      ItemPath(section: 1, item: 3)
    ),
    (.insertSection(0), ItemPath(section: 2, item: 2)),
    (.insertSection(1), ItemPath(section: 2, item: 2)),
    (.insertSection(2), ItemPath(section: 1, item: 2)),
    (.deleteSection(0), ItemPath(section: 0, item: 2)),
    (.deleteSection(2), ItemPath(section: 1, item: 2)),
    (.moveSection(at: 1, to: 4), ItemPath(section: 4, item: 2)),
    (.moveSection(at: 0, to: 3), ItemPath(section: 0, item: 2)),
    (.moveSection(at: 3, to: 0), ItemPath(section: 2, item: 2)),
    (.insertItem(at: IndexPath(indexes: [1])), ItemPath(section: 1, item: 2)),
  ])
  func followsTheItem(update: DragDataUpdate, expected: ItemPath) {
    #expect(update.position(after: Self.tracked) == expected)
  }

  @Test(arguments: [
    DragDataUpdate.deleteItem(at: IndexPath(item: 2, section: 1)), .deleteSection(1),
  ])
  func deletesTheItem(update: DragDataUpdate) {
    #expect(update.position(after: Self.tracked) == nil)
  }
}
