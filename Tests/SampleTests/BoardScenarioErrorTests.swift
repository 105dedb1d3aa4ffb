import Foundation
import ReplayHost
import Testing

/// A board scenario whose `layout` has these members besides `kind`.
private func boardLayout(_ members: String) -> String {
  #"{"layout": {"kind": "board", \#(members)}, "events": []}"#
}

/// A board with these lanes.
private func boardLanes(_ lanes: String) -> String { boardLayout(#""lanes": \#(lanes)"#) }

/// Every way a board scenario can be wrong, each with its one located line.
private let boardErrorCases: [ErrorCase] = [
  ErrorCase(boardLayout(#""viewport": {"width": 900}"#), "layout.lanes: is required"),
  ErrorCase(boardLanes("{}"), "layout.lanes: must be an array"),
  ErrorCase(boardLanes(#"[{"width": 280}]"#), "layout.lanes[0].id: is required"),
  ErrorCase(boardLanes(#"[{"id": 7}]"#), "layout.lanes[0].id: must be a string"),
  ErrorCase(
    boardLanes(#"[{"id": "a"}, {"id": "b"}, {"id": "a"}]"#),
    #"layout.lanes[2].id: duplicate lane id "a" (also lanes[0])"#),
  ErrorCase(
    boardLanes(#"[{"id": "a", "width": -1}]"#),
    "layout.lanes[0].width: must be a non-negative number"),
  ErrorCase(
    boardLanes(#"[{"id": "a", "header": -40}]"#),
    "layout.lanes[0].header: must be a non-negative number"),
  ErrorCase(
    boardLanes(#"[{"id": "a", "offset": "top"}]"#), "layout.lanes[0].offset: must be a number"),
  ErrorCase(
    boardLanes(#"[{"id": "a", "movable": 0}]"#), "layout.lanes[0].movable: must be true or false"),
  ErrorCase(
    boardLanes(#"[{"id": "a", "cards": []}]"#),
    "layout.lanes[0].cards: unknown key (expected id, width, header, offset, movable, items)"),
  ErrorCase(
    boardLanes(#"[{"id": "a", "items": [{"id": "x"}]}]"#),
    "layout.lanes[0].items[0].size: is required"),
  ErrorCase(
    boardLanes(#"[{"id": "a", "items": [{"id": "x", "size": -5}]}]"#),
    "layout.lanes[0].items[0].size: must be a non-negative number"),
  ErrorCase(
    boardLanes(#"[{"id": "a", "items": [{"id": "x", "size": 5, "editable": true}]}]"#),
    #"layout.lanes[0].items[0].editable: only for layout.kind "grid""#),
  ErrorCase(
    boardLayout(#""laneSpacing": -20, "lanes": []"#),
    "layout.laneSpacing: must be a non-negative number"),
  ErrorCase(
    boardLayout(#""contentOffset": [0, 0], "lanes": []"#), "layout.contentOffset: must be an object"
  ),
  ErrorCase(
    boardLayout(#""viewport": {"width": -900}, "lanes": []"#),
    "layout.viewport.width: must be a non-negative number"),
  ErrorCase(
    boardLayout(#""sections": [], "lanes": []"#), #"layout.sections: not for layout.kind "board""#),
  ErrorCase(
    boardLayout(#""axis": "diagonal", "lanes": []"#),
    #"layout.axis: unknown value "diagonal" (expected horizontal, vertical)"#),
  ErrorCase(
    #"{"layout": {"kind": "board", "lanes": []}, "options": {"editing": true}, "events": []}"#,
    #"options.editing: only for layout.kind "grid""#),
]

/// Each wrong board input, on its own, gives exactly one error naming its place, status 2.
@MainActor @Suite struct BoardScenarioErrorTests {
  @Test(arguments: boardErrorCases)
  func wrongBoardInputNamesItsPlace(_ errorCase: ErrorCase) {
    let outcome = ReplayCommand.main(arguments: []) { Data(errorCase.input.utf8) }
    #expect(outcome == CommandOutcome(status: 2, standardError: errorCase.message + "\n"))
  }
}
