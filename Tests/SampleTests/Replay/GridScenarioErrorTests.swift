import Foundation
import ReplayHost
import Testing

/// A grid scenario whose `layout` has these members besides `kind` and `sections`.
private func gridLayout(_ members: String, sections: String = "[]") -> String {
  #"{"layout": {"kind": "grid", \#(members), "sections": \#(sections)}, "events": []}"#
}

/// A 4-column grid scenario with these sections.
private func gridSections(_ sections: String) -> String {
  gridLayout(#""grid": {"columns": 4}"#, sections: sections)
}

/// A 4-column grid scenario with these options.
private func gridOptions(_ options: String) -> String {
  #"""
  {"layout": {"kind": "grid", "grid": {"columns": 4}, "sections": []}, "options": \#(options),
   "events": []}
  """#
}

/// A list scenario with these layout members and options.
private func list(_ members: String = "", sections: String = "[]", options: String = "{}")
  -> String
{
  #"{"layout": {\#(members) "sections": \#(sections)}, "options": \#(options), "events": []}"#
}

/// Every way a grid scenario can be wrong, and the kind-specific keys used with the wrong kind.
private let gridErrorCases: [ErrorCase] = [
  ErrorCase.table([
    #"{"layout": {"kind": 1, "sections": []}, "events": []}"#: "layout.kind: must be a string",
    #"{"layout": {"kind": "grid", "sections": []}, "events": []}"#:
      #"layout.grid: is required for kind "grid""#,
  ]),
  ErrorCase.table(
    { gridLayout($0) },
    [
      #""grid": 4"#: "layout.grid: must be an object",
      #""grid": {}"#: #"layout.grid: give either "columns" or "itemSize""#,
      #""grid": {"columns": 4, "itemSize": {"width": 70, "height": 90}}"#:
        #"layout.grid: give either "columns" or "itemSize""#,
      #""grid": {"rows": 4}"#:
        "layout.grid.rows: unknown key (expected columns, aspectRatio, itemSize)",
      #""grid": {"columns": 0}"#: "layout.grid.columns: must be a positive integer",
      #""grid": {"columns": 2.5}"#: "layout.grid.columns: must be a positive integer",
      #""grid": {"columns": "4"}"#: "layout.grid.columns: must be a positive integer",
      #""grid": {"columns": true}"#: "layout.grid.columns: must be a positive integer",
      #""grid": {"columns": 100001}"#: "layout.grid.columns: must be at most 100000",
      #""grid": {"columns": 4, "aspectRatio": 0}"#:
        "layout.grid.aspectRatio: must be a positive number",
      #""grid": {"columns": 4, "aspectRatio": 1e16}"#:
        "layout.grid.aspectRatio: must be a number of magnitude at most 1e15",
      #""grid": {"itemSize": {"width": 70, "height": 90}, "aspectRatio": 1}"#:
        #"layout.grid.aspectRatio: only with "columns""#,
      #""grid": {"itemSize": 70}"#: "layout.grid.itemSize: must be an object",
      #""grid": {"itemSize": {"width": 70}}"#: "layout.grid.itemSize.height: is required",
      #""grid": {"itemSize": {"width": 0, "height": 90}}"#:
        "layout.grid.itemSize.width: must be a positive number",
      #""grid": {"itemSize": {"width": 70, "height": 90, "depth": 1}}"#:
        "layout.grid.itemSize.depth: unknown key (expected width, height)",
      #""grid": {"columns": 4}, "spacing": {"item": -8}"#:
        "layout.spacing.item: must be a non-negative number",
      #""grid": {"columns": 4}, "spacing": {"gap": 8}"#:
        "layout.spacing.gap: unknown key (expected item, line)",
      #""grid": {"columns": 4}, "sectionInset": {"top": "16"}"#:
        "layout.sectionInset.top: must be a non-negative number",
      #""grid": {"columns": 4}, "columns": 4"#:
        "layout.columns: unknown key (expected kind, axis, viewport, contentInset, grid, spacing, "
        + "sectionInset, sections)",
    ]),
  // Sections and cells of a grid.
  ErrorCase.table(
    gridSections,
    [
      #"[{"footer": 10}]"#: #"layout.sections[0].footer: only for layout.kind "list""#,
      #"[{"rows": []}]"#: "layout.sections[0].rows: unknown key (expected header, items)",
      #"[{"items": [{"id": "1"}, {"id": "2", "size": 44}]}]"#:
        #"layout.sections[0].items[1].size: only for layout.kind "list""#,
      #"[{"items": [{"id": "1", "editable": "no"}]}]"#:
        "layout.sections[0].items[0].editable: must be true or false",
      #"[{"items": [{"id": "1", "label": "x"}]}]"#:
        "layout.sections[0].items[0].label: unknown key (expected id, movable, editable)",
      #"[{"items": [{}]}]"#: "layout.sections[0].items[0].id: is required",
    ]),
  // Grid options.
  ErrorCase.table(
    gridOptions,
    [
      #"{"editing": 1}"#: "options.editing: must be true or false",
      #"{"speed": 1}"#:
        "options.speed: unknown key (expected mode, commit, target, emptySections, activation, "
        + "autoScroll, snapshotStyle, editing, cornerButton)",
      #"{"cornerButton": true}"#: "options.cornerButton: must be an object",
      #"{"cornerButton": {"corner": "bottom"}}"#:
        #"options.cornerButton.corner: unknown value "bottom" (expected leading, trailing)"#,
      #"{"cornerButton": {"size": {"width": -1, "height": 20}}}"#:
        "options.cornerButton.size.width: must be a non-negative number",
      #"{"cornerButton": {"hitSize": {"width": 44}}}"#:
        "options.cornerButton.hitSize.height: is required",
      #"{"cornerButton": {"shape": "round"}}"#:
        "options.cornerButton.shape: unknown key (expected corner, size, hitSize)",
    ]),
  // Grid keys in a list.
  ErrorCase.table(
    { list($0) },
    [
      #""grid": {"columns": 4},"#: #"layout.grid: only for layout.kind "grid""#,
      #""kind": "list", "spacing": {"item": 8},"#: #"layout.spacing: only for layout.kind "grid""#,
      #""sectionInset": {"top": 8},"#: #"layout.sectionInset: only for layout.kind "grid""#,
    ]),
  ErrorCase.table([
    list(sections: #"[{"items": [{"id": "1", "size": 44, "editable": false}]}]"#):
      #"layout.sections[0].items[0].editable: only for layout.kind "grid""#,
    list(options: #"{"editing": true}"#): #"options.editing: only for layout.kind "grid""#,
    list(options: #"{"cornerButton": {}}"#): #"options.cornerButton: only for layout.kind "grid""#,
  ]),
].flatMap { $0 }

/// Each wrong grid input, on its own, gives exactly one error naming its place.
@MainActor @Suite struct GridScenarioErrorTests {
  @Test(arguments: gridErrorCases)
  func wrongGridInputNamesItsPlace(_ errorCase: ErrorCase) {
    errorCase.expectTheError()
  }

  /// The command line prints the line on standard error, nothing on standard output, status 2.
  @Test func commandLineReportsAGridError() {
    let outcome = ReplayCommand.main(arguments: []) {
      Data(gridLayout(#""grid": {"columns": 0}"#).utf8)
    }
    #expect(
      outcome
        == CommandOutcome(
          status: 2, standardError: "layout.grid.columns: must be a positive integer\n"))
  }
}
