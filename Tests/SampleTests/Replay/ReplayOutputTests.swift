import Foundation
import ReorderCore
import Testing

@testable import ReplayHost
@testable import ReplayJSON

/// The output text: its fixed layout, number forms and string escapes.
@MainActor @Suite struct ReplayOutputTests {
  @Test func seedInsertPrintsTheFormatsExample() throws {
    let text = try ReplayHost.run(
      json: Data(scenarioJSON(events: pressAndDrag(from: 22, through: [198])).utf8)
    ).get()
    #expect(
      text == """
        {
          "sections": [
            ["2", "3", "4", "5", "1"]
          ],
          "operations": [
            {"op": "move", "from": [0, 0], "to": [0, 4]}
          ],
          "callbacks": [
            {"name": "willMove", "at": [0, 0]},
            {"name": "didMove", "from": [0, 0], "to": [0, 4]},
            {"name": "newDataSourceAfterMove"},
            {"name": "didEnd", "at": [0, 4]}
          ],
          "contentOffset": {"x": 0, "y": 0}
        }

        """)
  }

  @Test func everyOperationAndCallbackShape() {
    let result = ReplayResult(
      sections: [[], ["a"]],
      operations: [
        .move(from: at(0, 1), to: at(1, 0)), .swap(at(0, 0), at(0, 2)), .deleteSection(3),
        .delete(at: at(1, 4)),
      ],
      callbacks: [
        .willMove(at: at(0, 1)), .didMove(from: at(0, 1), to: at(1, 0)), .newDataSourceAfterMove,
        .didEnd(at: at(1, 0)), .didCancel(at: at(0, 0)), .didSelect(at: at(2, 5)),
        .targetChanged(at(0, 3)), .targetChanged(nil), .beginEditing, .cornerButton(at: at(1, 4)),
        .endEditing,
      ],
      contentOffset: Point(x: -0.0, y: 12.5))
    #expect(
      result.json() == """
        {
          "sections": [
            [],
            ["a"]
          ],
          "operations": [
            {"op": "move", "from": [0, 1], "to": [1, 0]},
            {"op": "swap", "from": [0, 0], "to": [0, 2]},
            {"op": "deleteSection", "section": 3},
            {"op": "delete", "at": [1, 4]}
          ],
          "callbacks": [
            {"name": "willMove", "at": [0, 1]},
            {"name": "didMove", "from": [0, 1], "to": [1, 0]},
            {"name": "newDataSourceAfterMove"},
            {"name": "didEnd", "at": [1, 0]},
            {"name": "didCancel", "at": [0, 0]},
            {"name": "didSelect", "at": [2, 5]},
            {"name": "targetChanged", "at": [0, 3]},
            {"name": "targetChanged", "at": null},
            {"name": "beginEditing"},
            {"name": "cornerButton", "at": [1, 4]},
            {"name": "endEditing"}
          ],
          "contentOffset": {"x": 0, "y": 12.5}
        }

        """)
  }

  @Test func emptyListsPrintAsEmptyArrays() {
    let result = ReplayResult(sections: [], operations: [], callbacks: [], contentOffset: .zero)
    #expect(
      result.json() == """
        {
          "sections": [],
          "operations": [],
          "callbacks": [],
          "contentOffset": {"x": 0, "y": 0}
        }

        """)
  }

  @Test(arguments: [
    (0.0, "0"), (-0.0, "0"), (44.0, "44"), (-20.0, "-20"), (0.5, "0.5"), (12.25, "12.25"),
    (1e15, "1000000000000000"), (1e20, "1e+20"), (0.1, "0.1"), (Double.nan, "null"),
  ])
  func numbers(value: Double, text: String) {
    #expect(JSONWriter.number(value) == text)
  }

  /// Ids with quotes, backslashes, control characters and non-ASCII text read back unchanged.
  @Test func idsRoundTrip() throws {
    let ids = ["a\"b", "back\\slash", "line\nbreak", "tab\t", "bell\u{07}", "é 漢字 🙂", ""]
    let result = ReplayResult(sections: [ids], operations: [], callbacks: [], contentOffset: .zero)
    let parsed = try JSONSerialization.jsonObject(with: Data(result.json().utf8))
    let object = try #require(parsed as? [String: Any])
    #expect(object["sections"] as? [[String]] == [ids])
    #expect(result.json().contains(#""bell\u0007""#))
  }
}

/// Booleans and numbers are distinct kinds in the replay's JSON tree: `true` is never the
/// number 1, nor 1 a boolean.
@MainActor @Suite struct JSONBooleanTests {
  @Test func booleansAreNotNumbers() throws {
    let root = try JSONNode.parse(Data("[true, false, 1, 0, 1.0]".utf8))
    let elements = try root.array()
    #expect(try elements[0].bool() == true)
    #expect(try elements[1].bool() == false)
    for index in 2..<5 {
      #expect(throws: ReplayError(place: "(root)[\(index)]", message: "must be true or false")) {
        try elements[index].bool()
      }
      #expect(try elements[index].number() == (index == 3 ? 0 : 1))
    }
    for index in 0..<2 {
      #expect(throws: ReplayError(place: "(root)[\(index)]", message: "must be a number")) {
        try elements[index].number()
      }
    }
  }

  @Test func lineAndColumnCountScalars() {
    let data = Data("{\n  \"é\": x".utf8)
    #expect(lineAndColumn(ofByte: data.count - 1, in: data) == (2, 8))
  }
}
