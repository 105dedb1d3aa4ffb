import Foundation
import ReorderCore
import ReplayHost
import Testing

/// Grid scenarios: 2D moves under the pointer and center rules, the horizontal grid example with
/// its pinned "add" cell, moves across sections, as seen by the replay host's data source.
@MainActor @Suite struct GridReplayTests {
  // MARK: Vertical, 4 columns

  /// Cell 0 is grabbed near its top-left corner (20, 20), so the floating cell's centre is 29 pt
  /// right of and below the pointer. At (226, 94) the pointer is on cell 6 (column 2, row 1),
  /// the floating centre (255, 123) on cell 7 (column 3, row 1).
  private let offCentreDrag = gridDrag(from: pt(20, 20), through: [pt(226, 94)])

  @Test func pointerRuleMovesToTheCellUnderThePointer() throws {
    try expectReplay(
      gridJSON(events: offCentreDrag),
      .liveDrag(
        [["2", "3", "4", "5", "6", "7", "1", "8", "9", "10", "11", "12"]], from: at(0, 0),
        through: [at(0, 6)]))
  }

  @Test func centerRuleMovesToTheCellUnderTheFloatingCentre() throws {
    try expectReplay(
      gridJSON(options: #"{"target": "center"}"#, events: offCentreDrag),
      .liveDrag(
        [["2", "3", "4", "5", "6", "7", "8", "1", "9", "10", "11", "12"]], from: at(0, 0),
        through: [at(0, 7)]))
  }

  /// Backwards and up two rows: cell 10 (column 2, row 2) onto cell 1 (column 1, row 0); the
  /// cells between shift forward along their rows.
  @Test func moveBackUpTwoRows() throws {
    try expectReplay(
      gridJSON(events: gridDrag(from: pt(197, 197), through: [pt(123, 49)])),
      .liveDrag(
        [["1", "11", "2", "3", "4", "5", "6", "7", "8", "9", "10", "12"]], from: at(0, 10),
        through: [at(0, 1)]))
  }

  /// Step by step along a row and down a column: every step is one move, each reported.
  @Test func stepwiseDragReportsEveryMove() throws {
    try expectReplay(
      gridJSON(events: gridDrag(from: pt(49, 49), through: [pt(123, 49), pt(123, 123)])),
      .liveDrag(
        [["2", "3", "4", "5", "6", "1", "7", "8", "9", "10", "11", "12"]], from: at(0, 0),
        through: [at(0, 1), at(0, 5)]))
  }

  @Test func exchangeUnderThePointer() throws {
    try expectReplay(
      gridJSON(options: #"{"mode": "exchange"}"#, events: offCentreDrag),
      .dropAtTarget(
        [["7", "2", "3", "4", "5", "6", "1", "8", "9", "10", "11", "12"]], from: at(0, 0),
        targets: [at(0, 6)], operation: .swap(at(0, 0), at(0, 6))))
  }

  @Test func exchangeUnderTheFloatingCentre() throws {
    try expectReplay(
      gridJSON(options: #"{"mode": "exchange", "target": "center"}"#, events: offCentreDrag),
      .dropAtTarget(
        [["8", "2", "3", "4", "5", "6", "7", "1", "9", "10", "11", "12"]], from: at(0, 0),
        targets: [at(0, 7)], operation: .swap(at(0, 0), at(0, 7))))
  }

  /// Drop commit: the layout previews, the data source hears one move at the drop.
  @Test func dropCommitReportsOnceAtTheDrop() throws {
    try expectReplay(
      gridJSON(
        options: #"{"commit": "drop"}"#,
        events: gridDrag(from: pt(49, 49), through: [pt(123, 49), pt(123, 123)])),
      .dropAtTarget(
        [["2", "3", "4", "5", "6", "1", "7", "8", "9", "10", "11", "12"]], from: at(0, 0),
        targets: [at(0, 1), at(0, 5)], operation: .move(from: at(0, 0), to: at(0, 5))))
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
    try expectReplay(
      gridJSON(sections: sections, events: events),
      .unchanged([["1", "2", "3"]], callbacks: [.didSelect(at: at(0, 2))]))
  }

  // MARK: Seed 003: horizontal, 3 square cells per page width

  /// 375 × 260, cells 109 × 109 (three per 375 pt page with spacing 8 and inset 16), two rows
  /// (10 pt apart). Column-major: cell i at line i / 2 (x = 16 + 117 × line), row i % 2
  /// (y = 16 + 119 × row). Centres: x 70.5, 187.5, 304.5; y 70.5, 189.5. The last cell, "+",
  /// is pinned (an early grid example meant to pin it and never did).
  private let seed003Geometry = #"""
    "axis": "horizontal", "viewport": {"width": 375, "height": 260},
    "grid": {"itemSize": {"width": 109, "height": 109}}, "spacing": {"item": 8, "line": 8},
    "sectionInset": {"top": 16, "left": 16, "bottom": 16, "right": 16}
    """#
  private let seed003Sections = #"""
    [{"items": [{"id": "1"}, {"id": "2"}, {"id": "3"}, {"id": "4"}, {"id": "5"},
                {"id": "+", "movable": false}]}]
    """#

  private func seed003(options: String = "{}", _ events: [String]) -> String {
    gridJSON(
      sections: seed003Sections, geometry: seed003Geometry, options: options, events: events)
  }

  @Test func horizontalMoveAcrossLines() throws {
    try expectReplay(
      seed003(gridDrag(from: pt(70.5, 70.5), through: [pt(304.5, 70.5)])),
      .liveDrag([["2", "3", "4", "5", "1", "+"]], from: at(0, 0), through: [at(0, 4)]))
  }

  /// Down the first line, then back across: row 1 of line 0 is cell 1, row 0 of line 1 cell 2.
  @Test func horizontalStepsFollowColumnMajorOrder() throws {
    try expectReplay(
      seed003(
        options: #"{"target": "center"}"#,
        gridDrag(from: pt(70.5, 70.5), through: [pt(70.5, 189.5), pt(187.5, 189.5)])),
      .liveDrag([["2", "3", "4", "1", "5", "+"]], from: at(0, 0), through: [at(0, 1), at(0, 3)]))
  }

  /// Onto the pinned "+": the move would shift it, so it is declined and "1" stays put.
  @Test func theAddCellIsNeverShifted() throws {
    try expectReplay(
      seed003(gridDrag(from: pt(70.5, 70.5), through: [pt(304.5, 189.5)])),
      .unchanged(
        [["1", "2", "3", "4", "5", "+"]],
        callbacks: [.willMove(at: at(0, 0)), .didEnd(at: at(0, 0))]))
  }

  @Test func theAddCellCannotBePickedUp() throws {
    try expectReplay(
      seed003(gridDrag(from: pt(304.5, 189.5), through: [pt(70.5, 70.5)])),
      .unchanged([["1", "2", "3", "4", "5", "+"]]))
  }

  @Test func horizontalExchangeSkipsTheAddCell() throws {
    try expectReplay(
      seed003(
        options: #"{"mode": "exchange", "target": "center"}"#,
        gridDrag(from: pt(70.5, 189.5), through: [pt(187.5, 189.5), pt(304.5, 189.5)])),
      .unchanged(
        [["1", "2", "3", "4", "5", "+"]],
        callbacks: [
          .willMove(at: at(0, 1)), .targetChanged(at(0, 3)), .targetChanged(nil),
          .didEnd(at: at(0, 1)),
        ]))
  }

  // MARK: Sections

  /// Two sections with 30 pt headers. Section 0: header 0…30, cells at y 46…112, ends at 128;
  /// section 1: header 128…158, cells at y 174…240.
  private let twoSections = #"""
    [{"header": 30, "items": [{"id": "a1"}, {"id": "a2"}, {"id": "a3"}, {"id": "a4"}]},
     {"header": 30, "items": [{"id": "b1"}, {"id": "b2"}]}]
    """#

  @Test func moveIntoAnotherSectionAddsALine() throws {
    try expectReplay(
      gridJSON(sections: twoSections, events: gridDrag(from: pt(49, 207), through: [pt(197, 79)])),
      .liveDrag([["a1", "a2", "b1", "a3", "a4"], ["b2"]], from: at(1, 0), through: [at(0, 2)]))
  }

  @Test func sectionEmptiedByAMoveIsRemovedAtTheDrop() throws {
    let sections = #"""
      [{"header": 30, "items": [{"id": "a1"}, {"id": "a2"}]},
       {"header": 30, "items": [{"id": "b1"}]}]
      """#
    try expectReplay(
      gridJSON(
        sections: sections, options: #"{"emptySections": "remove"}"#,
        events: gridDrag(from: pt(49, 207), through: [pt(123, 79)])),
      .liveDrag([["a1", "b1", "a2"]], from: at(1, 0), through: [at(0, 1)], removingSection: 1))
  }

  /// An empty section with a header: its body (y 158…190) takes the item as its first.
  @Test func dropIntoAnEmptySection() throws {
    let sections = #"""
      [{"header": 30, "items": [{"id": "a1"}, {"id": "a2"}]}, {"header": 30, "items": []}]
      """#
    try expectReplay(
      gridJSON(sections: sections, events: gridDrag(from: pt(49, 79), through: [pt(100, 170)])),
      .liveDrag([["a2"], ["a1"]], from: at(0, 0), through: [at(1, 0)]))
  }
}
