import Foundation
import ReorderKit
import Testing

/// The host layer's entry points beyond the pointer: content coordinates, keyboard,
/// accessibility, per-item snapshot styles, SwiftUI offsets, the grid's cancel and batch updates.
@MainActor
@Suite struct HostLayerTests {
  /// A UIKit host passes `location(in: tableView)`: content coordinates. On a table scrolled by
  /// 200 points, content y 222 is row 5 (viewport y 22), and the drag lands where it would with
  /// the same viewport points.
  @Test func contentCoordinatesOnAScrolledTable() {
    let titles = (1...20).map { "\($0)" }
    let host = RecordingHost(cards([titles]), label: \.title)
    let table = recordedTable(host, DragConfiguration(commit: .drop))
    table.contentOffset = CGPoint(x: 0, y: 200)
    table.pointerDown(at: .content(CGPoint(x: 160, y: 222 + 4)), time: 0)
    table.tick(time: 0.6)
    table.pointerMoved(to: .content(CGPoint(x: 160, y: 222 + 88)), time: 0.7)
    table.pointerUp(at: .content(CGPoint(x: 160, y: 222 + 88)), time: 0.8)
    #expect(
      host.log == [
        .willMove(ip(0, 5)), .target(ip(0, 7)), .didMove(ip(0, 5), ip(0, 7)),
        .newData([["1", "2", "3", "4", "5", "7", "8", "6"] + (9...20).map { "\($0)" }]),
        .ended(ip(0, 7)),
      ])
    // The same gesture in viewport points gives the same story.
    let viewportHost = RecordingHost(cards([titles]), label: \.title)
    let other = DragTableController(
      dataSource: viewportHost, delegate: viewportHost, viewport: testViewport,
      configuration: DragConfiguration(commit: .drop))
    other.contentOffset = CGPoint(x: 0, y: 200)
    other.pointerDown(at: .viewport(CGPoint(x: 160, y: 22 + 4)), time: 0)
    other.tick(time: 0.6)
    other.pointerMoved(to: .viewport(CGPoint(x: 160, y: 22 + 88)), time: 0.7)
    other.pointerUp(at: .viewport(CGPoint(x: 160, y: 22 + 88)), time: 0.8)
    #expect(viewportHost.log == host.log)
  }

  @Test func keyboardDragHearsThePointersCallbacksAndAnnouncements() {
    let host = RecordingHost(cards([["1", "2", "3"], ["4"]]), label: \.title)
    host.logsAnnouncements = true
    let table = DragTableController(dataSource: host, delegate: host, viewport: testViewport)
    #expect(table.handle(.pickUp(ItemPath(section: 0, item: 0))))
    #expect(table.isDragging)
    #expect(table.handle(.move(.nextSection)))
    #expect(table.handle(.drop))
    #expect(
      host.log == [
        .willMove(ip(0, 0)), .announce("Picked up the item at position 1 of 3 in Section 1"),
        .target(ip(1, 0)), .announce("Moved to position 1 of 2 in Section 2"),
        .didMove(ip(0, 0), ip(1, 0)), .newData([["2", "3"], ["1", "4"]]), .ended(ip(1, 0)),
        .announce("Dropped at position 1 of 2 in Section 2"),
      ])
    #expect(!table.isDragging)
  }

  @Test func keyboardCancelPutsTheItemBack() {
    let host = RecordingHost(cards([["1", "2", "3"]]), label: \.title)
    let table = DragTableController(dataSource: host, delegate: host, viewport: testViewport)
    table.handle(.pickUp(ItemPath(section: 0, item: 2)))
    table.handle(.move(.toSectionStart))
    #expect(table.handle(.cancel))
    #expect(
      host.log == [
        .willMove(ip(0, 2)), .target(ip(0, 0)), .cancelled(ip(0, 2), .cancelled),
      ])
    #expect(host.titles == [["1", "2", "3"]])
  }

  /// Announcements come in the host's words when it replaces the texts.
  @Test func announcementTextsAreReplaceable() {
    struct Terse: AnnouncementTexts {
      func text(for announcement: Announcement) -> String {
        "\(announcement.kind) \(announcement.position.item + 1)/\(announcement.count)"
      }
      func name(of action: AccessibilityMoveAction) -> String { "\(action)" }
    }
    let host = RecordingHost(cards([["1", "2", "3"]]), label: \.title)
    host.logsAnnouncements = true
    let table = DragTableController(dataSource: host, delegate: host, viewport: testViewport)
    table.announcementTexts = Terse()
    table.handle(.pickUp(ItemPath(section: 0, item: 0)))
    table.handle(.cancel)
    #expect(
      host.log == [
        .willMove(ip(0, 0)), .announce("pickedUp 1/3"), .cancelled(ip(0, 0), .cancelled),
        .announce("cancelled 1/3"),
      ])
    #expect(
      table.accessibilityActions(forItemAt: ip(0, 0)).map(\.name) == ["moveDown", "moveToBottom"])
  }

  @Test func accessibilityActionsAreTheMovesThatChangeSomething() {
    let host = RecordingHost(cards([["1", "2", "3"], ["4"]]), label: \.title)
    host.logsAnnouncements = true
    let table = DragTableController(dataSource: host, delegate: host, viewport: testViewport)
    #expect(
      table.accessibilityActions(forItemAt: ip(0, 0)) == [
        DragAccessibilityAction(action: .moveDown, name: "Move down"),
        DragAccessibilityAction(action: .moveToBottom, name: "Move to bottom"),
        DragAccessibilityAction(action: .moveToSection(1), name: "Move to Section 2"),
      ])
    #expect(table.performAccessibilityAction(.moveToBottom, onItemAt: ip(0, 0)))
    #expect(host.titles == [["2", "3", "1"], ["4"]])
    #expect(
      host.log == [
        .willMove(ip(0, 0)), .target(ip(0, 2)), .didMove(ip(0, 0), ip(0, 2)),
        .newData([["2", "3", "1"], ["4"]]), .ended(ip(0, 2)),
        .announce("Moved to position 3 of 3 in Section 1"),
      ])
    // Nothing to do from the top of the list: no "Move up".
    #expect(!table.performAccessibilityAction(.moveUp, onItemAt: ip(0, 0)))
  }

  /// The delegate styles each floating copy; nil falls back to the configuration's style.
  @Test func snapshotStylePerItem() {
    final class Styler: DragTableDataSource, DragDelegate {
      var asked: [IndexPath] = []
      func sections(in controller: DragTableController<String>) -> [[String]] { [["a", "b"]] }
      func dragController(
        _ controller: DragTableController<String>, snapshotStyleForItemAt indexPath: IndexPath
      ) -> SnapshotStyle? {
        asked.append(indexPath)
        return indexPath == ip(0, 1) ? .lifted(scale: 1.5) : nil
      }
    }
    let host = Styler()
    let table = DragTableController(
      dataSource: host, delegate: host, viewport: testViewport,
      configuration: DragConfiguration(snapshotStyle: .lifted(scale: 1.1)))
    table.pickUp(atY: rowY(1))
    #expect(table.renderState.floating?.appearance.scale == 1.5)
    table.pointerCancelled(time: 1)
    table.pickUp(atY: rowY(0), time: 5)
    #expect(table.renderState.floating?.appearance.scale == 1.1)
    #expect(host.asked == [ip(0, 1), ip(0, 0)])
  }

  /// Same-section moves are also told as SwiftUI's `onMove` offsets, which
  /// `move(fromOffsets:toOffset:)` applies.
  @Test func swiftUIOffsetsFollowEachSameSectionMove() {
    let host = RecordingHost(cards([["1", "2", "3", "4"], ["5"]]), label: \.title)
    host.logsOffsets = true
    let table = recordedTable(host)
    table.pickUp(atY: rowY(0))
    table.drag(through: [rowY(1), rowY(2)])
    table.drag(through: [rowY(1)], from: 1)
    table.drag(through: [rowY(4) + 44], from: 1.5)
    table.drop(atY: rowY(4) + 44)
    #expect(
      host.log == [
        .willMove(ip(0, 0)), .didMove(ip(0, 0), ip(0, 1)), .offsets([0], 2, section: 0),
        .didMove(ip(0, 1), ip(0, 2)), .offsets([1], 3, section: 0),
        .didMove(ip(0, 2), ip(0, 1)), .offsets([2], 1, section: 0),
        .didMove(ip(0, 1), ip(1, 1)), .newData([["2", "3", "4"], ["5", "1"]]), .ended(ip(1, 1)),
      ])
    var swiftUI = ["1", "2", "3", "4"]
    swiftUI.move(fromOffsets: [0], toOffset: 2)
    #expect(swiftUI == ["2", "1", "3", "4"])
  }

  @Test(
    arguments: [
      ([1], 0, ["b", "a", "c", "d"]), ([0], 4, ["b", "c", "d", "a"]),
      ([0, 2], 4, ["b", "d", "a", "c"]), ([3], 1, ["a", "d", "b", "c"]),
      ([1, 3], 0, ["b", "d", "a", "c"]), ([9], 0, ["a", "b", "c", "d"]),
      ([2], 99, ["a", "b", "d", "c"]),
    ] as [([Int], Int, [String])])
  func moveFromOffsetsMatchesSwiftUI(offsets: [Int], destination: Int, expected: [String]) {
    var items = ["a", "b", "c", "d"]
    items.move(fromOffsets: IndexSet(offsets), toOffset: destination)
    #expect(items == expected)
  }
}

/// The display link runs only while the engine needs ticks.
@MainActor
@Suite struct NeedsFramesTests {
  @Test func needsFramesThroughAWholeDrag() {
    let host = RecordingHost(cards([["1", "2", "3", "4"]]), label: \.title)
    host.logsFrames = true
    let table = DragTableController(dataSource: host, delegate: host, viewport: testViewport)
    #expect(!table.needsFrames)
    table.pointerDown(at: .viewport(CGPoint(x: 160, y: rowY(0))), time: 0)
    #expect(table.needsFrames)  // the long press is pending
    table.tick(time: 0.6)
    table.pointerMoved(to: .viewport(CGPoint(x: 160, y: rowY(2))), time: 0.7)
    #expect(table.needsFrames)  // dragging: auto-scroll may need ticks
    table.pointerUp(at: .viewport(CGPoint(x: 160, y: rowY(2))), time: 0.8)
    #expect(table.needsFrames)  // the drop animation runs
    var t = 0.8
    while table.needsFrames && t < 5 {
      t += 1.0 / 60
      table.tick(time: t)
    }
    #expect(!table.needsFrames)
    #expect(t > 0.8 && t < 2)
    #expect(
      host.log == [
        .needsFrames(true), .willMove(ip(0, 0)), .target(ip(0, 2)), .didMove(ip(0, 0), ip(0, 2)),
        .newData([["2", "3", "1", "4"]]), .ended(ip(0, 2)), .needsFrames(false),
      ])
  }

  /// A press that never becomes a drag stops needing frames when it ends.
  @Test func aTapNeedsFramesOnlyWhilePressed() {
    let host = RecordingHost(cards([["1", "2"]]), label: \.title)
    host.logsFrames = true
    let table = DragTableController(dataSource: host, delegate: host, viewport: testViewport)
    table.pointerDown(at: .viewport(CGPoint(x: 160, y: rowY(1))), time: 0)
    table.pointerUp(at: .viewport(CGPoint(x: 160, y: rowY(1))), time: 0.1)
    #expect(host.log == [.needsFrames(true), .tap(ip(0, 1)), .needsFrames(false)])
    #expect(!table.needsFrames)
  }
}
