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
  ErrorCase.table(
    boardLayout,
    [
      #""viewport": {"width": 900}"#: "layout.lanes: is required"
    ]),
  ErrorCase.table(
    boardLanes,
    [
      "{}": "layout.lanes: must be an array",
      #"[{"width": 280}]"#: "layout.lanes[0].id: is required",
      #"[{"id": 7}]"#: "layout.lanes[0].id: must be a string",
      #"[{"id": "a"}, {"id": "b"}, {"id": "a"}]"#:
        #"layout.lanes[2].id: duplicate lane id "a" (also lanes[0])"#,
      #"[{"id": "a", "width": -1}]"#: "layout.lanes[0].width: must be a non-negative number",
      #"[{"id": "a", "header": -40}]"#: "layout.lanes[0].header: must be a non-negative number",
      #"[{"id": "a", "offset": "top"}]"#: "layout.lanes[0].offset: must be a number",
      #"[{"id": "a", "movable": 0}]"#: "layout.lanes[0].movable: must be true or false",
      #"[{"id": "a", "cards": []}]"#:
        "layout.lanes[0].cards: unknown key (expected id, width, header, offset, movable, items)",
      #"[{"id": "a", "items": [{"id": "x"}]}]"#: "layout.lanes[0].items[0].size: is required",
      #"[{"id": "a", "items": [{"id": "x", "size": -5}]}]"#:
        "layout.lanes[0].items[0].size: must be a non-negative number",
      #"[{"id": "a", "items": [{"id": "x", "size": 5, "editable": true}]}]"#:
        #"layout.lanes[0].items[0].editable: only for layout.kind "grid""#,
    ]),
  ErrorCase.table(
    boardLayout,
    [
      #""laneSpacing": -20, "lanes": []"#: "layout.laneSpacing: must be a non-negative number",
      #""contentOffset": [0, 0], "lanes": []"#: "layout.contentOffset: must be an object",
      #""viewport": {"width": -900}, "lanes": []"#:
        "layout.viewport.width: must be a non-negative number",
      #""sections": [], "lanes": []"#: #"layout.sections: not for layout.kind "board""#,
      #""axis": "diagonal", "lanes": []"#:
        #"layout.axis: unknown value "diagonal" (expected horizontal, vertical)"#,
    ]),
  ErrorCase.table([
    #"{"layout": {"kind": "board", "lanes": []}, "options": {"editing": true}, "events": []}"#:
      #"options.editing: only for layout.kind "grid""#
  ]),
].flatMap { $0 }

/// Each wrong board input, on its own, gives exactly one error naming its place, status 2.
@MainActor @Suite struct BoardScenarioErrorTests {
  @Test(arguments: boardErrorCases)
  func wrongBoardInputNamesItsPlace(_ errorCase: ErrorCase) {
    errorCase.expectTheError()
    // The command line prints just that line on standard error, with status 2.
    let outcome = ReplayCommand.main(arguments: []) { Data(errorCase.input.utf8) }
    #expect(outcome == CommandOutcome(status: 2, standardError: errorCase.message + "\n"))
  }
}
