import Foundation
import ReorderCore
import Testing

@testable import ReplayHost

/// `options.editing`: the home-screen editing mode through the replay host — taps, the long press
/// into editing, drags, corner buttons deleting cells, and the tap that ends editing.
@MainActor @Suite struct GridEditingReplayTests {
  /// Items 1…12 in the default 4-column grid (cell (c, r) at (16 + 74c, 16 + 74r), 66 pt), with
  /// item 4 not editable (no corner button).
  private let sections = #"""
    [{"items": [{"id": "1"}, {"id": "2"}, {"id": "3"}, {"id": "4", "editable": false},
                {"id": "5"}, {"id": "6"}, {"id": "7"}, {"id": "8"}, {"id": "9"}, {"id": "10"},
                {"id": "11"}, {"id": "12"}]}]
    """#

  /// The whole flow, with every callback and operation.
  @Test func editingFlow() throws {
    var events = tap(pt(197, 49), t: 0)  // not editing: selects cell 2
    // Long press on cell 0: editing begins and the cell is picked up; dropped on cell 6.
    events += gridDrag(from: pt(49, 49), through: [pt(197, 123)], t: 1)
    events += tap(pt(123, 123), t: 2)  // editing: a tap on a cell does nothing
    // Editing: a press that moves 10 pt drags at once (no long press): "2" onto cell 1.
    events += [
      event("down", 49, 49, t: 2.5), event("move", 123, 49, t: 2.6), event("up", 123, 49, t: 2.7),
    ]
    events += tap(pt(166, 18), t: 3)  // cell 2 ("4") is not editable: no button, a cell tap
    // A press on cell 3's button that strays 42 pt is abandoned.
    events += [
      event("down", 240, 18, t: 3.5), event("move", 240, 60, t: 3.6), event("up", 240, 60, t: 3.7),
    ]
    events += tap(pt(240, 18), t: 4)  // cell 3's button: the host deletes "5"
    events += tap(pt(160, 400), t: 5)  // empty space: editing ends
    events += tap(pt(49, 49), t: 6)  // selecting works again
    let result = try replay(
      gridJSON(sections: sections, options: #"{"editing": true}"#, events: events))
    #expect(
      result
        == ReplayResult(
          sections: [["3", "2", "4", "6", "7", "1", "8", "9", "10", "11", "12"]],
          operations: [
            .move(from: at(0, 0), to: at(0, 6)), .move(from: at(0, 0), to: at(0, 1)),
            .delete(at: at(0, 3)),
          ],
          callbacks: [
            .didSelect(at: at(0, 2)),
            .beginEditing, .willMove(at: at(0, 0)), .didMove(from: at(0, 0), to: at(0, 6)),
            .newDataSourceAfterMove, .didEnd(at: at(0, 6)),
            .willMove(at: at(0, 0)), .didMove(from: at(0, 0), to: at(0, 1)),
            .newDataSourceAfterMove, .didEnd(at: at(0, 1)),
            .cornerButton(at: at(0, 3)),
            .endEditing,
            .didSelect(at: at(0, 0)),
          ],
          contentOffset: .zero))
    let input = [numbered(12)]
    #expect(apply(result.operations, to: input) == result.sections)
  }

  /// Without `editing`, the same long press only drags: no editing callbacks, and a press on
  /// where a corner button would be is an ordinary tap on the cell.
  @Test func withoutEditingThereAreNoButtons() throws {
    let events =
      gridDrag(from: pt(49, 49), through: [pt(197, 123)]) + tap(pt(240, 18), t: 2)
    var expected = ReplayResult.liveDrag(
      [["2", "3", "4", "5", "6", "7", "1", "8", "9", "10", "11", "12"]], from: at(0, 0),
      through: [at(0, 6)])
    expected.callbacks.append(.didSelect(at: at(0, 3)))
    try expectReplay(gridJSON(sections: sections, events: events), expected)
  }

  /// A long press on a pinned cell still enters editing (nothing is picked up).
  @Test func longPressOnAPinnedCellStillEntersEditing() throws {
    let pinned = #"[{"items": [{"id": "1", "movable": false}, {"id": "2"}]}]"#
    try expectReplay(
      gridJSON(
        sections: pinned, options: #"{"editing": true}"#,
        events: gridDrag(from: pt(49, 49), through: [pt(123, 49)])),
      .unchanged([["1", "2"]], callbacks: [.beginEditing]))
  }

  /// `options.cornerButton`: a small trailing button answers at the top-right corner only.
  @Test func trailingCornerButton() throws {
    let options = #"""
      {"editing": true, "cornerButton": {"corner": "trailing",
        "size": {"width": 10, "height": 10}, "hitSize": {"width": 12, "height": 12}}}
      """#
    var events = gridDrag(from: pt(49, 49), through: [])  // editing on, cell 0 back in place
    events += tap(pt(20, 20), t: 2)  // the leading corner: a cell tap, nothing
    events += tap(pt(86, 12), t: 3)  // 4 pt off cell 0's top-right corner (82, 16)
    try expectReplay(
      gridJSON(ids: ["a", "b", "c"], options: options, events: events),
      ReplayResult(
        sections: [["b", "c"]], operations: [.delete(at: at(0, 0))],
        callbacks: [
          .beginEditing, .willMove(at: at(0, 0)), .didEnd(at: at(0, 0)),
          .cornerButton(at: at(0, 0)),
        ],
        contentOffset: .zero))
  }

  /// Deleting goes by position: of two cells with the same id only the tapped one goes (seed
  /// 003's `removeObject:` lost both). The engine is reloaded, so the next drag sees 3 cells.
  @Test func deleteByPositionKeepsEqualIds() throws {
    var events = gridDrag(from: pt(49, 49), through: [])
    events += tap(pt(92, 18), t: 2)  // cell 1's button (its corner is at (90, 16))
    // Cell 3 ("z") is now cell 2: dragged onto cell 0.
    events += [
      event("down", 197, 49, t: 3), event("move", 49, 49, t: 3.1), event("up", 49, 49, t: 3.2),
    ]
    try expectReplay(
      gridJSON(ids: ["a", "a", "a", "z"], options: #"{"editing": true}"#, events: events),
      ReplayResult(
        sections: [["z", "a", "a"]],
        operations: [.delete(at: at(0, 1)), .move(from: at(0, 2), to: at(0, 0))],
        callbacks: [
          .beginEditing, .willMove(at: at(0, 0)), .didEnd(at: at(0, 0)),
          .cornerButton(at: at(0, 1)),
          .willMove(at: at(0, 2)), .didMove(from: at(0, 2), to: at(0, 0)),
          .newDataSourceAfterMove, .didEnd(at: at(0, 0)),
        ],
        contentOffset: .zero))
  }

  /// The output text of a delete and the editing callbacks.
  @Test func deleteAndEditingCallbacksInTheOutput() throws {
    let events = gridDrag(from: pt(49, 49), through: []) + tap(pt(92, 18), t: 2)
    let text = try ReplayHost.run(
      json: Data(gridJSON(ids: ["a", "b"], options: #"{"editing": true}"#, events: events).utf8)
    ).get()
    #expect(
      text == """
        {
          "sections": [
            ["a"]
          ],
          "operations": [
            {"op": "delete", "at": [0, 1]}
          ],
          "callbacks": [
            {"name": "beginEditing"},
            {"name": "willMove", "at": [0, 0]},
            {"name": "didEnd", "at": [0, 0]},
            {"name": "cornerButton", "at": [0, 1]}
          ],
          "contentOffset": {"x": 0, "y": 0}
        }

        """)
  }

  /// A 200 pt tall viewport on 20 cells (5 rows, content 394 pt): a drop-commit drag held at
  /// the bottom edge scrolls to the end (offset 194) and is cancelled; then the four cells of
  /// the last row are deleted one by one through the same button (viewport (18, 120) is cell
  /// 16's top-left corner). The content shrinks to 320 pt and the offset comes back to 120.
  @Test func deletingTheLastRowBringsTheOffsetBack() throws {
    var events = [
      event("down", 49, 49, t: 0), event("tick", t: 0.6), event("move", 49, 190, t: 0.7),
    ]
    events += (1...40).map { event("tick", t: 0.7 + Double($0) / 60) }
    events.append(event("cancel", t: 2))
    for k in 0..<4 { events += tap(pt(18, 120), t: 3 + Double(k)) }
    let text = gridJSON(
      ids: numbered(20),
      geometry: #"""
        "viewport": {"width": 320, "height": 200}, "grid": {"columns": 4},
        "spacing": {"item": 8, "line": 8},
        "sectionInset": {"top": 16, "left": 16, "bottom": 16, "right": 16}
        """#,
      options: #"""
        {"editing": true, "commit": "drop", "autoScroll": {"strategy": "constant", "speed": 480}}
        """#,
      events: events)
    try expectReplay(
      text,
      ReplayResult(
        sections: [numbered(16)],
        operations: Array(repeating: .delete(at: at(0, 16)), count: 4),
        callbacks: [
          .beginEditing, .willMove(at: at(0, 0)), .targetChanged(at(0, 8)),
          .targetChanged(at(0, 12)), .targetChanged(at(0, 16)), .didCancel(at: at(0, 0)),
        ] + Array(repeating: .cornerButton(at: at(0, 16)), count: 4),
        contentOffset: Point(x: 0, y: 120)))
  }
}
