import Foundation
import ReorderCore
import ReplayHost
import Testing

/// Grid scenarios: 2D moves under the pointer and center rules, seed 003's horizontal grid with
/// its pinned "add" cell, moves across sections, as seen by the replay host's data source.
@MainActor @Suite struct GridReplayTests {
  /// The drag of a list of ids moved from `from` to `to` in one step, live insert.
  private func moved(_ from: ItemPath, _ to: ItemPath) -> [ReplayCallback] {
    [.willMove(at: from), .didMove(from: from, to: to), .newDataSourceAfterMove, .didEnd(at: to)]
  }

  // MARK: Vertical, 4 columns

  /// Cell 0 is grabbed near its top-left corner (20, 20), so the floating cell's centre is 29 pt
  /// right of and below the pointer. At (226, 94) the pointer is on cell 6 (column 2, row 1),
  /// the floating centre (255, 123) on cell 7 (column 3, row 1).
  private let offCentreDrag = gridDrag(from: pt(20, 20), through: [pt(226, 94)])

  @Test func pointerRuleMovesToTheCellUnderThePointer() throws {
    let result = try replay(gridJSON(events: offCentreDrag))
    #expect(
      result
        == ReplayResult(
          sections: [["2", "3", "4", "5", "6", "7", "1", "8", "9", "10", "11", "12"]],
          operations: [.move(from: at(0, 0), to: at(0, 6))],
          callbacks: moved(at(0, 0), at(0, 6)), contentOffset: .zero))
  }

  @Test func centerRuleMovesToTheCellUnderTheFloatingCentre() throws {
    let result = try replay(gridJSON(options: #"{"target": "center"}"#, events: offCentreDrag))
    #expect(
      result
        == ReplayResult(
          sections: [["2", "3", "4", "5", "6", "7", "8", "1", "9", "10", "11", "12"]],
          operations: [.move(from: at(0, 0), to: at(0, 7))],
          callbacks: moved(at(0, 0), at(0, 7)), contentOffset: .zero))
  }

  /// Backwards and up two rows: cell 10 (column 2, row 2) onto cell 1 (column 1, row 0); the
  /// cells between shift forward along their rows.
  @Test func moveBackUpTwoRows() throws {
    let result = try replay(gridJSON(events: gridDrag(from: pt(197, 197), through: [pt(123, 49)])))
    #expect(
      result
        == ReplayResult(
          sections: [["1", "11", "2", "3", "4", "5", "6", "7", "8", "9", "10", "12"]],
          operations: [.move(from: at(0, 10), to: at(0, 1))],
          callbacks: moved(at(0, 10), at(0, 1)), contentOffset: .zero))
  }

  /// Step by step along a row and down a column: every step is one move, each reported.
  @Test func stepwiseDragReportsEveryMove() throws {
    let result = try replay(
      gridJSON(events: gridDrag(from: pt(49, 49), through: [pt(123, 49), pt(123, 123)])))
    #expect(
      result
        == ReplayResult(
          sections: [["2", "3", "4", "5", "6", "1", "7", "8", "9", "10", "11", "12"]],
          operations: [.move(from: at(0, 0), to: at(0, 1)), .move(from: at(0, 1), to: at(0, 5))],
          callbacks: [
            .willMove(at: at(0, 0)), .didMove(from: at(0, 0), to: at(0, 1)),
            .newDataSourceAfterMove, .didMove(from: at(0, 1), to: at(0, 5)),
            .newDataSourceAfterMove, .didEnd(at: at(0, 5)),
          ],
          contentOffset: .zero))
  }

  @Test func exchangeUnderThePointer() throws {
    let result = try replay(gridJSON(options: #"{"mode": "exchange"}"#, events: offCentreDrag))
    #expect(
      result
        == ReplayResult(
          sections: [["7", "2", "3", "4", "5", "6", "1", "8", "9", "10", "11", "12"]],
          operations: [.swap(at(0, 0), at(0, 6))],
          callbacks: [
            .willMove(at: at(0, 0)), .targetChanged(at(0, 6)),
            .didMove(from: at(0, 0), to: at(0, 6)), .newDataSourceAfterMove,
            .didEnd(at: at(0, 6)),
          ],
          contentOffset: .zero))
  }

  @Test func exchangeUnderTheFloatingCentre() throws {
    let result = try replay(
      gridJSON(options: #"{"mode": "exchange", "target": "center"}"#, events: offCentreDrag))
    #expect(
      result
        == ReplayResult(
          sections: [["8", "2", "3", "4", "5", "6", "7", "1", "9", "10", "11", "12"]],
          operations: [.swap(at(0, 0), at(0, 7))],
          callbacks: [
            .willMove(at: at(0, 0)), .targetChanged(at(0, 7)),
            .didMove(from: at(0, 0), to: at(0, 7)), .newDataSourceAfterMove,
            .didEnd(at: at(0, 7)),
          ],
          contentOffset: .zero))
  }

  /// Drop commit: the layout previews, the data source hears one move at the drop.
  @Test func dropCommitReportsOnceAtTheDrop() throws {
    let result = try replay(
      gridJSON(
        options: #"{"commit": "drop"}"#,
        events: gridDrag(from: pt(49, 49), through: [pt(123, 49), pt(123, 123)])))
    #expect(
      result
        == ReplayResult(
          sections: [["2", "3", "4", "5", "6", "1", "7", "8", "9", "10", "11", "12"]],
          operations: [.move(from: at(0, 0), to: at(0, 5))],
          callbacks: [
            .willMove(at: at(0, 0)), .targetChanged(at(0, 1)), .targetChanged(at(0, 5)),
            .didMove(from: at(0, 0), to: at(0, 5)), .newDataSourceAfterMove,
            .didEnd(at: at(0, 5)),
          ],
          contentOffset: .zero))
  }

  /// Without editing, a quick tap selects; a long press on a pinned cell does nothing; a press
  /// in the spacing between cells is no tap on anything.
  @Test func tapsSelectAndPinnedCellsStay() throws {
    let sections = #"""
      [{"items": [{"id": "1"}, {"id": "2", "movable": false}, {"id": "3"}]}]
      """#
    let events =
      tap(pt(197, 49), t: 0) + tap(pt(160, 49), t: 1)
      + gridDrag(from: pt(123, 49), through: [pt(197, 49)], t: 2)
    let result = try replay(gridJSON(sections: sections, events: events))
    #expect(
      result
        == ReplayResult(
          sections: [["1", "2", "3"]], operations: [], callbacks: [.didSelect(at: at(0, 2))],
          contentOffset: .zero))
  }

  // MARK: Seed 003: horizontal, 3 square cells per page width

  /// 375 × 260, cells 109 × 109 (three per 375 pt page with spacing 8 and inset 16), two rows
  /// (10 pt apart). Column-major: cell i at line i / 2 (x = 16 + 117 × line), row i % 2
  /// (y = 16 + 119 × row). Centres: x 70.5, 187.5, 304.5; y 70.5, 189.5. The last cell, "+",
  /// is pinned (seed 003 meant to pin it and never did).
  private let seed003Geometry = #"""
    "axis": "horizontal", "viewport": {"width": 375, "height": 260},
    "grid": {"itemSize": {"width": 109, "height": 109}}, "spacing": {"item": 8, "line": 8},
    "sectionInset": {"top": 16, "left": 16, "bottom": 16, "right": 16}
    """#
  private let seed003Sections = #"""
    [{"items": [{"id": "1"}, {"id": "2"}, {"id": "3"}, {"id": "4"}, {"id": "5"},
                {"id": "+", "movable": false}]}]
    """#

  private func seed003(options: String = "{}", _ events: [String]) throws -> ReplayResult {
    try replay(
      gridJSON(
        sections: seed003Sections, geometry: seed003Geometry, options: options, events: events))
  }

  @Test func horizontalMoveAcrossLines() throws {
    let result = try seed003(gridDrag(from: pt(70.5, 70.5), through: [pt(304.5, 70.5)]))
    #expect(
      result
        == ReplayResult(
          sections: [["2", "3", "4", "5", "1", "+"]],
          operations: [.move(from: at(0, 0), to: at(0, 4))],
          callbacks: moved(at(0, 0), at(0, 4)), contentOffset: .zero))
  }

  /// Down the first line, then back across: row 1 of line 0 is cell 1, row 0 of line 1 cell 2.
  @Test func horizontalStepsFollowColumnMajorOrder() throws {
    let result = try seed003(
      options: #"{"target": "center"}"#,
      gridDrag(from: pt(70.5, 70.5), through: [pt(70.5, 189.5), pt(187.5, 189.5)]))
    #expect(
      result
        == ReplayResult(
          sections: [["2", "3", "4", "1", "5", "+"]],
          operations: [.move(from: at(0, 0), to: at(0, 1)), .move(from: at(0, 1), to: at(0, 3))],
          callbacks: [
            .willMove(at: at(0, 0)), .didMove(from: at(0, 0), to: at(0, 1)),
            .newDataSourceAfterMove, .didMove(from: at(0, 1), to: at(0, 3)),
            .newDataSourceAfterMove, .didEnd(at: at(0, 3)),
          ],
          contentOffset: .zero))
  }

  /// Onto the pinned "+": the move would shift it, so it is declined and "1" stays put.
  @Test func theAddCellIsNeverShifted() throws {
    let result = try seed003(gridDrag(from: pt(70.5, 70.5), through: [pt(304.5, 189.5)]))
    #expect(
      result
        == ReplayResult(
          sections: [["1", "2", "3", "4", "5", "+"]], operations: [],
          callbacks: [.willMove(at: at(0, 0)), .didEnd(at: at(0, 0))], contentOffset: .zero))
  }

  @Test func theAddCellCannotBePickedUp() throws {
    let result = try seed003(gridDrag(from: pt(304.5, 189.5), through: [pt(70.5, 70.5)]))
    #expect(
      result
        == ReplayResult(
          sections: [["1", "2", "3", "4", "5", "+"]], operations: [], callbacks: [],
          contentOffset: .zero))
  }

  @Test func horizontalExchangeSkipsTheAddCell() throws {
    let result = try seed003(
      options: #"{"mode": "exchange", "target": "center"}"#,
      gridDrag(from: pt(70.5, 189.5), through: [pt(187.5, 189.5), pt(304.5, 189.5)]))
    #expect(
      result
        == ReplayResult(
          sections: [["1", "2", "3", "4", "5", "+"]], operations: [],
          callbacks: [
            .willMove(at: at(0, 1)), .targetChanged(at(0, 3)), .targetChanged(nil),
            .didEnd(at: at(0, 1)),
          ],
          contentOffset: .zero))
  }

  // MARK: Sections

  /// Two sections with 30 pt headers. Section 0: header 0…30, cells at y 46…112, ends at 128;
  /// section 1: header 128…158, cells at y 174…240.
  private let twoSections = #"""
    [{"header": 30, "items": [{"id": "a1"}, {"id": "a2"}, {"id": "a3"}, {"id": "a4"}]},
     {"header": 30, "items": [{"id": "b1"}, {"id": "b2"}]}]
    """#

  @Test func moveIntoAnotherSectionAddsALine() throws {
    let result = try replay(
      gridJSON(sections: twoSections, events: gridDrag(from: pt(49, 207), through: [pt(197, 79)])))
    #expect(
      result
        == ReplayResult(
          sections: [["a1", "a2", "b1", "a3", "a4"], ["b2"]],
          operations: [.move(from: at(1, 0), to: at(0, 2))],
          callbacks: moved(at(1, 0), at(0, 2)), contentOffset: .zero))
  }

  @Test func sectionEmptiedByAMoveIsRemovedAtTheDrop() throws {
    let sections = #"""
      [{"header": 30, "items": [{"id": "a1"}, {"id": "a2"}]},
       {"header": 30, "items": [{"id": "b1"}]}]
      """#
    let result = try replay(
      gridJSON(
        sections: sections, options: #"{"emptySections": "remove"}"#,
        events: gridDrag(from: pt(49, 207), through: [pt(123, 79)])))
    #expect(
      result
        == ReplayResult(
          sections: [["a1", "b1", "a2"]],
          operations: [.move(from: at(1, 0), to: at(0, 1)), .deleteSection(1)],
          callbacks: [
            .willMove(at: at(1, 0)), .didMove(from: at(1, 0), to: at(0, 1)),
            .newDataSourceAfterMove, .newDataSourceAfterMove, .didEnd(at: at(0, 1)),
          ],
          contentOffset: .zero))
  }

  /// An empty section with a header: its body (y 158…190) takes the item as its first.
  @Test func dropIntoAnEmptySection() throws {
    let sections = #"""
      [{"header": 30, "items": [{"id": "a1"}, {"id": "a2"}]}, {"header": 30, "items": []}]
      """#
    let result = try replay(
      gridJSON(sections: sections, events: gridDrag(from: pt(49, 79), through: [pt(100, 170)])))
    #expect(
      result
        == ReplayResult(
          sections: [["a2"], ["a1"]], operations: [.move(from: at(0, 0), to: at(1, 0))],
          callbacks: moved(at(0, 0), at(1, 0)), contentOffset: .zero))
  }
}
