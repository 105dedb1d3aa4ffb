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
  ErrorCase("", "(input): invalid JSON at line 1, column 1: unexpected end of input"),
  ErrorCase(#"{"layout": }"#, "(input): invalid JSON at line 1, column 12: invalid value"),
  ErrorCase(
    "{\n  \"layout\": 1e999\n}",
    "(input): invalid JSON at line 2, column 13: number 1e999 is not a finite double"),
  ErrorCase(
    #"{"layout": {"sections": []}, "events": [-1e400]}"#,
    "(input): invalid JSON at line 1, column 41: number -1e400 is not a finite double"),
  ErrorCase(
    #"{"layout": {"sections": []}, "events": []} x"#,
    "(input): invalid JSON at line 1, column 44: invalid value"),
  ErrorCase(
    "[\n[\n  1,,\n]]", "(input): invalid JSON at line 3, column 5: invalid value"),
  ErrorCase(
    String(repeating: "[", count: 600),
    "(input): invalid JSON at line 1, column 514: too many nested arrays or dictionaries"),
  // The top level.
  ErrorCase("[]", "(root): must be an object"),
  ErrorCase("null", "(root): must be an object"),
  ErrorCase(#"{"events": []}"#, "layout: is required"),
  ErrorCase(#"{"layout": {"sections": []}}"#, "events: is required"),
  ErrorCase(
    #"{"layout": {"sections": []}, "events": [], "extra": 1}"#,
    "extra: unknown key (expected layout, options, events, record)"),
  ErrorCase(
    #"{"layout": {"sections": []}, "events": [], "a\nb": 1}"#,
    #"["a\nb"]: unknown key (expected layout, options, events, record)"#),
  ErrorCase(
    #"{"layout": {"sections": [], "view port": 1}, "events": []}"#,
    #"layout["view port"]: unknown key (expected kind, axis, viewport, contentInset, sections)"#),
  ErrorCase(
    withOptions(#"{"mode": "\#(String(repeating: "x", count: 100))"}"#),
    #"options.mode: unknown value "\#(String(repeating: "x", count: 60))"… (expected insert, "#
      + "exchange)"),
  // The layout.
  ErrorCase(#"{"layout": [], "events": []}"#, "layout: must be an object"),
  ErrorCase(
    #"{"layout": {"sections": [], "kind": "table"}, "events": []}"#,
    #"layout.kind: unknown value "table" (expected list, grid, board)"#),
  ErrorCase(
    #"{"layout": {"sections": [], "axis": 1}, "events": []}"#, "layout.axis: must be a string"),
  ErrorCase(
    #"{"layout": {"sections": [], "axis": "diagonal"}, "events": []}"#,
    #"layout.axis: unknown value "diagonal" (expected vertical, horizontal)"#),
  ErrorCase(
    #"{"layout": {"sections": [], "axes": "vertical"}, "events": []}"#,
    "layout.axes: unknown key (expected kind, axis, viewport, contentInset, sections)"),
  ErrorCase(
    #"{"layout": {"sections": [], "viewport": {"width": -1}}, "events": []}"#,
    "layout.viewport.width: must be a non-negative number"),
  ErrorCase(
    #"{"layout": {"sections": [], "viewport": {"height": "480"}}, "events": []}"#,
    "layout.viewport.height: must be a non-negative number"),
  ErrorCase(
    #"{"layout": {"sections": [], "viewport": {"depth": 1}}, "events": []}"#,
    "layout.viewport.depth: unknown key (expected width, height)"),
  ErrorCase(
    #"{"layout": {"sections": [], "contentInset": {"top": true}}, "events": []}"#,
    "layout.contentInset.top: must be a non-negative number"),
  ErrorCase(
    #"{"layout": {"sections": [], "contentInset": {"start": 0}}, "events": []}"#,
    "layout.contentInset.start: unknown key (expected top, left, bottom, right)"),
  ErrorCase(#"{"layout": {}, "events": []}"#, "layout.sections: is required"),
  ErrorCase(withSections("{}"), "layout.sections: must be an array"),
  ErrorCase(withSections("[{}, 3]"), "layout.sections[1]: must be an object"),
  ErrorCase(
    withSections(#"[{"header": -3}]"#), "layout.sections[0].header: must be a non-negative number"
  ),
  ErrorCase(
    withSections(#"[{"footer": null}]"#),
    "layout.sections[0].footer: must be a non-negative number"),
  ErrorCase(
    withSections(#"[{"rows": []}]"#),
    "layout.sections[0].rows: unknown key (expected header, footer, items)"),
  ErrorCase(withSections(#"[{"items": {}}]"#), "layout.sections[0].items: must be an array"),
  ErrorCase(withSections(#"[{"items": ["1"]}]"#), "layout.sections[0].items[0]: must be an object"),
  ErrorCase(
    withSections(#"[{"items": [{"size": 44}]}]"#), "layout.sections[0].items[0].id: is required"),
  ErrorCase(
    withSections(#"[{"items": [{"id": 7, "size": 44}]}]"#),
    "layout.sections[0].items[0].id: must be a string"),
  ErrorCase(
    withSections(#"[{"items": [{"id": "1"}]}]"#), "layout.sections[0].items[0].size: is required"),
  ErrorCase(
    withSections(#"[{"items": []}, {"items": [{"id": "1", "size": -1}]}]"#),
    "layout.sections[1].items[0].size: must be a non-negative number"),
  ErrorCase(
    withSections(#"[{"items": [{"id": "1", "size": "44"}]}]"#),
    "layout.sections[0].items[0].size: must be a non-negative number"),
  ErrorCase(
    withSections(#"[{"items": [{"id": "1", "size": true}]}]"#),
    "layout.sections[0].items[0].size: must be a non-negative number"),
  ErrorCase(
    withSections(#"[{"items": [{"id": "1", "size": 1e16}]}]"#),
    "layout.sections[0].items[0].size: must be a number of magnitude at most 1e15"),
  ErrorCase(
    withSections(#"[{"items": [{"id": "1", "size": 123456789012345678901234567890}]}]"#),
    "layout.sections[0].items[0].size: must be a number of magnitude at most 1e15"),
  ErrorCase(
    withSections(#"[{"items": [{"id": "1", "size": 44, "movable": 1}]}]"#),
    "layout.sections[0].items[0].movable: must be true or false"),
  ErrorCase(
    withSections(#"[{"items": [{"id": "1", "size": 44, "movable": "no"}]}]"#),
    "layout.sections[0].items[0].movable: must be true or false"),
  ErrorCase(
    withSections(#"[{"items": [{"id": "1", "size": 44, "label": "x"}]}]"#),
    "layout.sections[0].items[0].label: unknown key (expected id, size, movable)"),
  // The options.
  ErrorCase(withOptions("[]"), "options: must be an object"),
  ErrorCase(
    withOptions(#"{"speed": 1}"#),
    "options.speed: unknown key (expected mode, commit, target, emptySections, activation, "
      + "autoScroll, snapshotStyle)"),
  ErrorCase(
    withOptions(#"{"mode": "swap"}"#),
    #"options.mode: unknown value "swap" (expected insert, exchange)"#),
  ErrorCase(withOptions(#"{"mode": false}"#), "options.mode: must be a string"),
  ErrorCase(
    withOptions(#"{"commit": "later"}"#),
    #"options.commit: unknown value "later" (expected live, drop)"#),
  ErrorCase(
    withOptions(#"{"target": "closest"}"#),
    #"options.target: unknown value "closest" (expected pointer, edgeCrossing, center)"#),
  ErrorCase(
    withOptions(#"{"emptySections": "delete"}"#),
    #"options.emptySections: unknown value "delete" (expected keep, remove)"#),
  ErrorCase(withOptions(#"{"activation": 0.5}"#), "options.activation: must be an object"),
  ErrorCase(
    withOptions(#"{"activation": {"kind": "tap"}}"#),
    #"options.activation.kind: unknown value "tap" (expected longPress, distance, immediate)"#),
  ErrorCase(
    withOptions(#"{"activation": {"minimumPressDuration": -0.1}}"#),
    "options.activation.minimumPressDuration: must be a non-negative number"),
  ErrorCase(
    withOptions(#"{"activation": {"allowableMovement": "10"}}"#),
    "options.activation.allowableMovement: must be a non-negative number"),
  ErrorCase(
    withOptions(#"{"activation": {"distance": 4}}"#),
    #"options.activation.distance: unknown key for kind "longPress" (expected kind, "#
      + "minimumPressDuration, allowableMovement)"),
  ErrorCase(
    withOptions(#"{"activation": {"kind": "distance"}}"#),
    #"options.activation.distance: is required for kind "distance""#),
  ErrorCase(
    withOptions(#"{"activation": {"kind": "distance", "distance": -5}}"#),
    "options.activation.distance: must be a non-negative number"),
  ErrorCase(
    withOptions(#"{"activation": {"kind": "immediate", "allowableMovement": 3}}"#),
    #"options.activation.allowableMovement: unknown key for kind "immediate" (expected kind)"#),
  ErrorCase(
    withOptions(#"{"autoScroll": {"strategy": "wobble"}}"#),
    #"options.autoScroll.strategy: unknown value "wobble" (expected none, constant, "#
      + "proportional, accelerating)"),
  ErrorCase(
    withOptions(#"{"autoScroll": {"strategy": "none", "speed": 1}}"#),
    #"options.autoScroll.speed: unknown key for strategy "none" (expected strategy)"#),
  ErrorCase(
    withOptions(#"{"autoScroll": {"strategy": "constant"}}"#),
    #"options.autoScroll.speed: is required for strategy "constant""#),
  ErrorCase(
    withOptions(#"{"autoScroll": {"strategy": "constant", "speed": -480}}"#),
    "options.autoScroll.speed: must be a non-negative number"),
  ErrorCase(
    withOptions(#"{"autoScroll": {"strategy": "proportional", "edge": -40, "maxSpeed": 900}}"#),
    "options.autoScroll.edge: must be a non-negative number"),
  ErrorCase(
    withOptions(#"{"autoScroll": {"strategy": "accelerating", "edge": 40, "maxSpeed": 900}}"#),
    #"options.autoScroll.rampTime: is required for strategy "accelerating""#),
  ErrorCase(
    withOptions(#"{"autoScroll": {"strategy": "proportional", "edge": 40, "speed": 1}}"#),
    #"options.autoScroll.speed: unknown key for strategy "proportional" (expected strategy, "#
      + "edge, maxSpeed)"),
  // The events.
  ErrorCase(withEvents("{}"), "events: must be an array"),
  ErrorCase(withEvents("[5]"), "events[0]: must be an object"),
  ErrorCase(withEvents(#"[{"t": 0}]"#), "events[0].type: is required"),
  ErrorCase(
    withEvents(
      #"[{"type": "tick"}, {"type": "tick"}, {"type": "tick"}, {"type": "drag", "x": 1, "y": 1}]"#
    ),
    #"events[3].type: unknown value "drag" (expected down, move, up, cancel, tick, select)"#),
  ErrorCase(withEvents(#"[{"type": true}]"#), "events[0].type: must be a string"),
  ErrorCase(
    withEvents(#"[{"type": "down", "y": 1}]"#), #"events[0].x: is required for type "down""#),
  ErrorCase(withEvents(#"[{"type": "up", "x": 1}]"#), #"events[0].y: is required for type "up""#),
  ErrorCase(
    withEvents(#"[{"type": "tick", "x": 1}]"#),
    #"events[0].x: unknown key for type "tick" (expected t, type)"#),
  ErrorCase(
    withEvents(#"[{"type": "cancel", "y": 1}]"#),
    #"events[0].y: unknown key for type "cancel" (expected t, type)"#),
  ErrorCase(
    withEvents(#"[{"type": "move", "x": 1, "y": 2, "z": 3}]"#),
    #"events[0].z: unknown key for type "move" (expected t, type, x, y)"#),
  ErrorCase(
    withEvents(#"[{"type": "tick", "t": 0.5}, {"type": "tick", "t": 0.25}]"#),
    "events[1].t: must not be less than the previous event's t (0.5)"),
  ErrorCase(
    withEvents(#"[{"type": "tick", "t": 1}, {"type": "tick"}, {"type": "tick", "t": 0}]"#),
    "events[2].t: must not be less than the previous event's t (1)"),
  ErrorCase(withEvents(#"[{"type": "tick", "t": "0"}]"#), "events[0].t: must be a number"),
  ErrorCase(withEvents(#"[{"type": "move", "x": null, "y": 0}]"#), "events[0].x: must be a number"),
  ErrorCase(
    withEvents(#"[{"type": "move", "x": 0, "y": -1e300}]"#),
    "events[0].y: must be a number of magnitude at most 1e15"),
]

/// Each wrong input, on its own, gives exactly one error naming its place.
@MainActor @Suite struct ScenarioErrorTests {
  @Test(arguments: errorCases)
  func wrongInputNamesItsPlace(_ errorCase: ErrorCase) {
    let outcome = ReplayHost.run(json: Data(errorCase.input.utf8))
    #expect(
      outcome == .failure(ReplayError(place: place(of: errorCase), message: text(of: errorCase))))
    if case .failure(let error) = outcome {
      #expect(error.description == errorCase.message)
      #expect(error.exitStatus == 2)
    }
  }

  /// The part of the expected line before the first ": ".
  private func place(of errorCase: ErrorCase) -> String {
    String(errorCase.message[..<errorCase.message.range(of: ": ")!.lowerBound])
  }

  /// The part of the expected line after the first ": ".
  private func text(of errorCase: ErrorCase) -> String {
    String(errorCase.message[errorCase.message.range(of: ": ")!.upperBound...])
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

  /// A duplicated key is not an error: the last value wins (documented in Docs/Replay.md).
  @Test func duplicateKeysKeepTheLastValue() throws {
    let result = try replay(
      #"{"layout": {"sections": [{"items": []}], "sections": [{}, {}]}, "events": []}"#)
    #expect(result.sections == [[], []])
  }
}
