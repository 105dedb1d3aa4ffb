import Foundation
import ReplayHost
import Testing

/// One wrong input and the exact line it must produce.
struct ErrorCase: Sendable, CustomTestStringConvertible {
  var input: String
  var message: String

  init(_ input: String, _ message: String) {
    self.input = input
    self.message = message
  }

  var testDescription: String { message }

  /// One case for each pair of the table: the input `wrap`ped into a whole scenario, and the
  /// line it must produce.
  static func table(
    _ wrap: (String) -> String, _ pairs: KeyValuePairs<String, String>
  ) -> [ErrorCase] {
    pairs.map { ErrorCase(wrap($0.key), $0.value) }
  }

  /// One case for each pair of the table: the whole input, and the line it must produce.
  static func table(_ pairs: KeyValuePairs<String, String>) -> [ErrorCase] {
    table({ $0 }, pairs)
  }

  /// Runs the input and expects exactly this one error: its place (the part of ``message``
  /// before the first ": ") and its text (the rest), the whole line, and exit status 2.
  @MainActor func expectTheError(sourceLocation: SourceLocation = #_sourceLocation) {
    let split = message.range(of: ": ")!
    let outcome = ReplayHost.run(json: Data(input.utf8))
    #expect(
      outcome
        == .failure(
          ReplayError(
            place: String(message[..<split.lowerBound]),
            message: String(message[split.upperBound...]))),
      sourceLocation: sourceLocation)
    if case .failure(let error) = outcome {
      #expect(error.description == message, sourceLocation: sourceLocation)
      #expect(error.exitStatus == 2, sourceLocation: sourceLocation)
    }
  }
}

/// A scenario with `layout.sections` set to `sections`.
private func withSections(_ sections: String) -> String {
  #"{"layout": {"sections": \#(sections)}, "events": []}"#
}

/// A scenario with one empty section and these `options`.
private func withOptions(_ options: String) -> String {
  #"{"layout": {"sections": [{}]}, "options": \#(options), "events": []}"#
}

/// A scenario with one empty section and these events.
private func withEvents(_ events: String) -> String {
  #"{"layout": {"sections": [{}]}, "events": \#(events)}"#
}

/// Every way the input can be wrong, each with its exact message.
private let errorCases: [ErrorCase] = [
  // Not JSON.
  ErrorCase.table([
    "": "(input): invalid JSON at line 1, column 1: unexpected end of input",
    #"{"layout": }"#: "(input): invalid JSON at line 1, column 12: invalid value",
    "{\n  \"layout\": 1e999\n}":
      "(input): invalid JSON at line 2, column 13: number 1e999 is not a finite double",
    #"{"layout": {"sections": []}, "events": [-1e400]}"#:
      "(input): invalid JSON at line 1, column 41: number -1e400 is not a finite double",
    #"{"layout": {"sections": []}, "events": []} x"#:
      "(input): invalid JSON at line 1, column 44: invalid value",
    "[\n[\n  1,,\n]]": "(input): invalid JSON at line 3, column 5: invalid value",
    String(repeating: "[", count: 600):
      "(input): invalid JSON at line 1, column 514: too many nested arrays or dictionaries",
    // The top level.
    "[]": "(root): must be an object",
    "null": "(root): must be an object",
    #"{"events": []}"#: "layout: is required",
    #"{"layout": {"sections": []}}"#: "events: is required",
    #"{"layout": {"sections": []}, "events": [], "extra": 1}"#:
      "extra: unknown key (expected layout, options, events, record)",
    #"{"layout": {"sections": []}, "events": [], "a\nb": 1}"#:
      #"["a\nb"]: unknown key (expected layout, options, events, record)"#,
    #"{"layout": {"sections": [], "view port": 1}, "events": []}"#:
      #"layout["view port"]: unknown key (expected kind, axis, viewport, contentInset, sections)"#,
  ]),
  ErrorCase.table(
    withOptions,
    [
      #"{"mode": "\#(String(repeating: "x", count: 100))"}"#:
        #"options.mode: unknown value "\#(String(repeating: "x", count: 60))"… (expected insert, "#
        + "exchange)"
    ]),
  // The layout.
  ErrorCase.table([
    #"{"layout": [], "events": []}"#: "layout: must be an object",
    #"{"layout": {"sections": [], "kind": "table"}, "events": []}"#:
      #"layout.kind: unknown value "table" (expected list, grid, board)"#,
    #"{"layout": {"sections": [], "axis": 1}, "events": []}"#: "layout.axis: must be a string",
    #"{"layout": {"sections": [], "axis": "diagonal"}, "events": []}"#:
      #"layout.axis: unknown value "diagonal" (expected vertical, horizontal)"#,
    #"{"layout": {"sections": [], "axes": "vertical"}, "events": []}"#:
      "layout.axes: unknown key (expected kind, axis, viewport, contentInset, sections)",
    #"{"layout": {"sections": [], "viewport": {"width": -1}}, "events": []}"#:
      "layout.viewport.width: must be a non-negative number",
    #"{"layout": {"sections": [], "viewport": {"height": "480"}}, "events": []}"#:
      "layout.viewport.height: must be a non-negative number",
    #"{"layout": {"sections": [], "viewport": {"depth": 1}}, "events": []}"#:
      "layout.viewport.depth: unknown key (expected width, height)",
    #"{"layout": {"sections": [], "contentInset": {"top": true}}, "events": []}"#:
      "layout.contentInset.top: must be a non-negative number",
    #"{"layout": {"sections": [], "contentInset": {"start": 0}}, "events": []}"#:
      "layout.contentInset.start: unknown key (expected top, left, bottom, right)",
    #"{"layout": {}, "events": []}"#: "layout.sections: is required",
  ]),
  ErrorCase.table(
    withSections,
    [
      "{}": "layout.sections: must be an array",
      "[{}, 3]": "layout.sections[1]: must be an object",
      #"[{"header": -3}]"#: "layout.sections[0].header: must be a non-negative number",
      #"[{"footer": null}]"#: "layout.sections[0].footer: must be a non-negative number",
      #"[{"rows": []}]"#: "layout.sections[0].rows: unknown key (expected header, footer, items)",
      #"[{"items": {}}]"#: "layout.sections[0].items: must be an array",
      #"[{"items": ["1"]}]"#: "layout.sections[0].items[0]: must be an object",
      #"[{"items": [{"size": 44}]}]"#: "layout.sections[0].items[0].id: is required",
      #"[{"items": [{"id": 7, "size": 44}]}]"#: "layout.sections[0].items[0].id: must be a string",
      #"[{"items": [{"id": "1"}]}]"#: "layout.sections[0].items[0].size: is required",
      #"[{"items": []}, {"items": [{"id": "1", "size": -1}]}]"#:
        "layout.sections[1].items[0].size: must be a non-negative number",
      #"[{"items": [{"id": "1", "size": "44"}]}]"#:
        "layout.sections[0].items[0].size: must be a non-negative number",
      #"[{"items": [{"id": "1", "size": true}]}]"#:
        "layout.sections[0].items[0].size: must be a non-negative number",
      #"[{"items": [{"id": "1", "size": 1e16}]}]"#:
        "layout.sections[0].items[0].size: must be a number of magnitude at most 1e15",
      #"[{"items": [{"id": "1", "size": 123456789012345678901234567890}]}]"#:
        "layout.sections[0].items[0].size: must be a number of magnitude at most 1e15",
      #"[{"items": [{"id": "1", "size": 44, "movable": 1}]}]"#:
        "layout.sections[0].items[0].movable: must be true or false",
      #"[{"items": [{"id": "1", "size": 44, "movable": "no"}]}]"#:
        "layout.sections[0].items[0].movable: must be true or false",
      #"[{"items": [{"id": "1", "size": 44, "label": "x"}]}]"#:
        "layout.sections[0].items[0].label: unknown key (expected id, size, movable)",
    ]),
  // The options.
  ErrorCase.table(
    withOptions,
    [
      "[]": "options: must be an object",
      #"{"speed": 1}"#:
        "options.speed: unknown key (expected mode, commit, target, emptySections, activation, "
        + "autoScroll, snapshotStyle)",
      #"{"mode": "swap"}"#: #"options.mode: unknown value "swap" (expected insert, exchange)"#,
      #"{"mode": false}"#: "options.mode: must be a string",
      #"{"commit": "later"}"#: #"options.commit: unknown value "later" (expected live, drop)"#,
      #"{"target": "closest"}"#:
        #"options.target: unknown value "closest" (expected pointer, edgeCrossing, center)"#,
      #"{"emptySections": "delete"}"#:
        #"options.emptySections: unknown value "delete" (expected keep, remove)"#,
      #"{"activation": 0.5}"#: "options.activation: must be an object",
      #"{"activation": {"kind": "tap"}}"#:
        #"options.activation.kind: unknown value "tap" (expected longPress, distance, immediate)"#,
      #"{"activation": {"minimumPressDuration": -0.1}}"#:
        "options.activation.minimumPressDuration: must be a non-negative number",
      #"{"activation": {"allowableMovement": "10"}}"#:
        "options.activation.allowableMovement: must be a non-negative number",
      #"{"activation": {"distance": 4}}"#:
        #"options.activation.distance: unknown key for kind "longPress" (expected kind, "#
        + "minimumPressDuration, allowableMovement)",
      #"{"activation": {"kind": "distance"}}"#:
        #"options.activation.distance: is required for kind "distance""#,
      #"{"activation": {"kind": "distance", "distance": -5}}"#:
        "options.activation.distance: must be a non-negative number",
      #"{"activation": {"kind": "immediate", "allowableMovement": 3}}"#:
        #"options.activation.allowableMovement: unknown key for kind "immediate" (expected kind)"#,
      #"{"autoScroll": {"strategy": "wobble"}}"#:
        #"options.autoScroll.strategy: unknown value "wobble" (expected none, constant, "#
        + "proportional, accelerating)",
      #"{"autoScroll": {"strategy": "none", "speed": 1}}"#:
        #"options.autoScroll.speed: unknown key for strategy "none" (expected strategy)"#,
      #"{"autoScroll": {"strategy": "constant"}}"#:
        #"options.autoScroll.speed: is required for strategy "constant""#,
      #"{"autoScroll": {"strategy": "constant", "speed": -480}}"#:
        "options.autoScroll.speed: must be a non-negative number",
      #"{"autoScroll": {"strategy": "proportional", "edge": -40, "maxSpeed": 900}}"#:
        "options.autoScroll.edge: must be a non-negative number",
      #"{"autoScroll": {"strategy": "accelerating", "edge": 40, "maxSpeed": 900}}"#:
        #"options.autoScroll.rampTime: is required for strategy "accelerating""#,
      #"{"autoScroll": {"strategy": "proportional", "edge": 40, "speed": 1}}"#:
        #"options.autoScroll.speed: unknown key for strategy "proportional" (expected strategy, "#
        + "edge, maxSpeed)",
    ]),
  // The events.
  ErrorCase.table(
    withEvents,
    [
      "{}": "events: must be an array",
      "[5]": "events[0]: must be an object",
      #"[{"t": 0}]"#: "events[0].type: is required",
      #"[{"type": "tick"}, {"type": "tick"}, {"type": "tick"}, {"type": "drag", "x": 1, "y": 1}]"#:
        #"events[3].type: unknown value "drag" (expected down, move, up, cancel, tick, select)"#,
      #"[{"type": true}]"#: "events[0].type: must be a string",
      #"[{"type": "down", "y": 1}]"#: #"events[0].x: is required for type "down""#,
      #"[{"type": "up", "x": 1}]"#: #"events[0].y: is required for type "up""#,
      #"[{"type": "tick", "x": 1}]"#:
        #"events[0].x: unknown key for type "tick" (expected t, type)"#,
      #"[{"type": "cancel", "y": 1}]"#:
        #"events[0].y: unknown key for type "cancel" (expected t, type)"#,
      #"[{"type": "move", "x": 1, "y": 2, "z": 3}]"#:
        #"events[0].z: unknown key for type "move" (expected t, type, x, y)"#,
      #"[{"type": "tick", "t": 0.5}, {"type": "tick", "t": 0.25}]"#:
        "events[1].t: must not be less than the previous event's t (0.5)",
      #"[{"type": "tick", "t": 1}, {"type": "tick"}, {"type": "tick", "t": 0}]"#:
        "events[2].t: must not be less than the previous event's t (1)",
      #"[{"type": "tick", "t": "0"}]"#: "events[0].t: must be a number",
      #"[{"type": "move", "x": null, "y": 0}]"#: "events[0].x: must be a number",
      #"[{"type": "move", "x": 0, "y": -1e300}]"#:
        "events[0].y: must be a number of magnitude at most 1e15",
    ]),
].flatMap { $0 }

/// Each wrong input, on its own, gives exactly one error naming its place.
@MainActor @Suite struct ScenarioErrorTests {
  @Test(arguments: errorCases)
  func wrongInputNamesItsPlace(_ errorCase: ErrorCase) {
    errorCase.expectTheError()
  }

  /// Bytes that are not UTF-8 are refused as invalid JSON, not crashed on.
  @Test func bytesThatAreNotText() {
    let outcome = ReplayHost.run(json: Data([0x7B, 0xFF, 0xFE, 0x7D]))
    guard case .failure(let error) = outcome else {
      Issue.record("expected an error, got \(outcome)")
      return
    }
    #expect(error.place == "(input)")
    #expect(error.message.hasPrefix("invalid JSON"))
    #expect(!error.description.contains("\n"))
  }

  /// A duplicated key is not an error: the last value wins (documented in the replay format article).
  @Test func duplicateKeysKeepTheLastValue() throws {
    let result = try replay(
      #"{"layout": {"sections": [{"items": []}], "sections": [{}, {}]}, "events": []}"#)
    #expect(result.sections == [[], []])
  }
}
