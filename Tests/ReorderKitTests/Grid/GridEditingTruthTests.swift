import Foundation
import ReorderCore
import ReorderKit
import Testing

/// A grid host that logs editing mode and the drag's callbacks, and keeps its data the UIKit
/// way. Its grid is a ``threeColumnGrid(_:)``.
@MainActor
private func editingHost(_ data: [[String]]) -> ArrivalHost<DragGridController<String>> {
  let host = ArrivalHost<DragGridController<String>>(data, label: { $0 })
  host.logsEditing = true
  return host
}

private func centre(_ i: Int) -> PointerLocation {
  .viewport(CGPoint(x: 50 + 110 * (i % 3), y: 50 + 110 * (i / 3)))
}

extension DragGridController {
  /// A long press on cell `i` (see ``centre(_:)``) at `time`: the pointer goes down, and the
  /// tick 0.6 s later, past the hold, lifts the cell.
  fileprivate func longPress(_ i: Int, at time: Double) {
    pointerDown(at: centre(i), time: time)
    tick(time: time + 0.6)
  }
}

@MainActor
@Suite struct GridEditingTruthTests {
  /// Editing mode allowed during a drag the grid began without it: editing mode does not begin
  /// by itself (isEditing stays false, no callback); the next long press begins it, heard.
  @Test func allowingEditingDuringADragDoesNotTurnEditingOnUnheard() {
    let host = editingHost([["a", "b", "c", "d"]])
    let grid = threeColumnGrid(host)
    grid.allowsEditing = false
    grid.longPress(0, at: 0)
    grid.allowsEditing = true
    #expect(!grid.isEditing)
    grid.pointerMoved(to: centre(1), time: 0.7)
    grid.pointerUp(at: centre(1), time: 0.8)
    #expect(!grid.isEditing)
    #expect(
      host.take() == [
        "willMove [0, 0]", "target [0, 1]", "didMove [0, 0] -> [0, 1]", "newData bacd",
        "ended [0, 1]",
      ])
    grid.longPress(2, at: 2)
    #expect(grid.isEditing)
    #expect(host.take() == ["begin", "willMove [0, 2]"])
  }

  /// Editing mode taken away while editing at rest: the delegate hears the end.
  @Test func disallowingEditingWhileEditingEndsItHeard() {
    let host = editingHost([["a", "b", "c"]])
    let grid = threeColumnGrid(host)
    grid.beginEditing()
    grid.allowsEditing = false
    #expect(!grid.isEditing)
    #expect(host.take() == ["begin", "end"])
    grid.beginEditing()
    #expect(!grid.isEditing)
    #expect(host.take() == [])
  }

  /// Editing mode taken away during a drag in editing mode: as `endEditing()`, the drag is
  /// cancelled, then the end is heard.
  @Test func disallowingEditingDuringAnEditingDragCancelsItThenEnds() {
    let host = editingHost([["a", "b", "c"]])
    let grid = threeColumnGrid(host)
    grid.longPress(0, at: 0)
    grid.pointerMoved(to: centre(1), time: 0.7)
    grid.allowsEditing = false
    #expect(!grid.isEditing)
    #expect(!grid.isDragging)
    #expect(
      host.take() == [
        "begin", "willMove [0, 0]", "target [0, 1]", "cancelled [0, 0] cancelled", "end",
      ])
    #expect(host.data == [["a", "b", "c"]])
  }

  /// Set from inside a callback, the change runs once the callbacks are delivered, and
  /// isEditing follows the callbacks.
  @Test func disallowingEditingFromACallbackIsHeardOnceDelivered() {
    final class Host: DragGridDataSource, DragGridDelegate {
      var log = [String]()
      func sections(in controller: DragGridController<String>) -> [[String]] { [["a", "b"]] }
      func dragControllerDidBeginEditing(_ controller: DragGridController<String>) {
        log.append("begin \(controller.isEditing)")
        controller.allowsEditing = false
        log.append("set \(controller.isEditing)")
      }
      func dragControllerDidEndEditing(_ controller: DragGridController<String>) {
        log.append("end \(controller.isEditing)")
      }
    }
    let host = Host()
    let grid = DragGridController(
      dataSource: host, delegate: host, sizing: .columns(2, aspectRatio: 1),
      viewport: Viewport(size: Size(width: 320, height: 480)))
    grid.beginEditing()
    #expect(host.log == ["begin true", "set true", "end false"])
    #expect(!grid.isEditing)
  }

  /// In every state, toggling allowsEditing any way keeps isEditing equal to what the
  /// callbacks said (begins minus ends), and begins and ends alternate.
  @Test func isEditingAgreesWithTheCallbacksWhateverTheToggles() {
    let states: [(String, @MainActor (DragGridController<String>) -> Void)] = [
      ("idle", { _ in }),
      ("editing", { $0.beginEditing() }),
      ("pressing", { $0.pointerDown(at: centre(0), time: 0) }),
      ("long-press drag", { $0.longPress(0, at: 0) }),
      (
        "editing drag",
        {
          $0.beginEditing()
          $0.pointerDown(at: centre(0), time: 0)
          $0.pointerMoved(to: centre(1), time: 0.1)
        }
      ),
      ("interactive", { $0.beginInteractiveMovement(at: IndexPath(item: 0, section: 0)) }),
      ("keyboard", { $0.handle(.pickUp(ItemPath(section: 0, item: 0))) }),
    ]
    let toggles: [[Bool]] = [
      [false], [true], [false, true], [true, false], [false, false, true],
    ]
    for (name, drive) in states {
      for start in [true, false] {
        for sequence in toggles {
          let host = editingHost([["a", "b", "c", "d"]])
          let grid = threeColumnGrid(host)
          grid.allowsEditing = start
          drive(grid)
          for value in sequence {
            grid.allowsEditing = value
            #expect(grid.isEditing == (host.editingDepth == 1), "\(name) \(start) \(sequence)")
            #expect(!grid.isEditing || grid.allowsEditing, "\(name) \(start) \(sequence)")
          }
          // Finish whatever is in progress, then a long press: still in agreement.
          grid.pointerUp(at: centre(1), time: 1)
          grid.handle(.drop)
          grid.endInteractiveMovement()
          grid.longPress(2, at: 2)
          #expect(grid.isEditing == (host.editingDepth == 1), "\(name) \(start) \(sequence)")
          #expect(grid.isEditing == grid.allowsEditing, "\(name) \(start) \(sequence)")
          let heard = host.log.filter { $0 == "begin" || $0 == "end" }
          #expect(
            heard == Array(["begin", "end"].cycled(heard.count)), "\(name) \(start) \(sequence)")
        }
      }
    }
  }

  /// As in UIKit, a cell that cannot be lifted (`canMoveItemAt` false) is displaced by the
  /// others; a pinned cell keeps its index (the move that would shift it is declined).
  @Test func anUnmovableCellIsDisplacedAndAPinnedOneKeepsItsIndex() {
    let host = editingHost([["a", "b", "c", "d"]])
    host.unmovable = ["b"]
    host.pinned = ["d"]
    let grid = threeColumnGrid(host)
    // b cannot be lifted.
    grid.longPress(1, at: 0)
    #expect(!grid.isDragging)
    grid.pointerUp(at: centre(1), time: 0.7)
    grid.endEditing()
    _ = host.take()
    // a passes b: b shifts from 1 to 0.
    grid.longPress(0, at: 1)
    grid.pointerMoved(to: centre(1), time: 1.7)
    grid.pointerMoved(to: centre(2), time: 1.8)
    // Over d, pinned: the step is declined and a stays at 2.
    grid.pointerMoved(to: centre(3), time: 1.9)
    grid.pointerUp(at: centre(3), time: 2.0)
    #expect(host.data == [["b", "c", "a", "d"]])
    #expect(
      host.take() == [
        "begin", "willMove [0, 0]", "target [0, 1]", "target [0, 2]", "declined [0, 3] pinned",
        "didMove [0, 0] -> [0, 2]", "newData bcad", "ended [0, 2]",
      ])
    // Accessibility says the same (editing mode at rest lists actions): a can pass b and c,
    // but not d.
    #expect(
      grid.accessibilityActions(forItemAt: IndexPath(item: 2, section: 0)).map(\.action) == [
        .moveUp, .moveToTop,
      ])
  }

  /// The grid article says what the engine does: an unmovable cell is displaced, a pinned one
  /// never changes index.
  @Test func theGridArticleSaysUnmovableCellsAreDisplaced() throws {
    let article = try String(
      contentsOf: ReadmeTests.root.appendingPathComponent(
        "Sources/ReorderKit/ReorderKit.docc/GridsAndEditing.md"), encoding: .utf8)
    #expect(
      article.contains(
        "A cell whose `canMoveItemAt` is false cannot be picked up, but it is displaced"))
    #expect(article.contains("A pinned cell (the delegate's `isPinnedItemAt`) cannot be picked up"))
  }
}

extension Array where Element == String {
  /// The first `count` elements of this array repeated.
  fileprivate func cycled(_ count: Int) -> [String] {
    (0..<count).map { self[$0 % self.count] }
  }
}
