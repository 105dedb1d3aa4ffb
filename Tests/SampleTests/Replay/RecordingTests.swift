import Foundation
import ReorderCore
import Testing

@testable import ReplayHost
@testable import ReplayJSON

/// `"record": true`: one frame per tick with the offset, the floating copy and the visible
/// items, named by the ids the host's data holds.
@MainActor @Suite struct RecordingTests {
  /// a, b, c (44 pt) in a 132 pt viewport: item a is picked up at 0, moved down one row at
  /// 0.25, dropped at 0.5; ticks at 0, 0.25, 0.5 (before and after the drop) and 0.75.
  static func scenario(commit: String = "live", record: String = "true") -> String {
    #"""
    {"layout": {"viewport": {"width": 320, "height": 132}, "sections": [{"items": \#(itemsJSON(["a", "b", "c"]))}]},
     "options": {"activation": {"kind": "immediate"}, "commit": "\#(commit)", "snapshotStyle": "shadow"},
     "record": \#(record),
     "events": [
      {"t": 0, "type": "down", "x": 160, "y": 22}, {"t": 0, "type": "tick"},
      {"t": 0.25, "type": "move", "x": 160, "y": 66}, {"t": 0.25, "type": "tick"},
      {"t": 0.5, "type": "tick"}, {"t": 0.5, "type": "up", "x": 160, "y": 66},
      {"t": 0.5, "type": "tick"}, {"t": 0.75, "type": "tick"}
     ]}
    """#
  }

  static func row(_ y: Double) -> Rect { Rect(x: 0, y: y, width: 320, height: 44) }

  static let shadow = SnapshotStyle.shadow.appearance(
    forItemAt: ItemPath(section: 0, item: 0), size: Size(width: 320, height: 44))

  static func item(_ id: String, _ y: Double, hidden: Bool = false) -> RecordedItem {
    RecordedItem(id: id, frame: row(y), isHidden: hidden)
  }

  static func copy(_ y: Double, _ look: SnapshotAppearance, _ phase: FloatingCopy.Phase)
    -> RecordedCopy
  {
    RecordedCopy(id: "a", frame: row(y), appearance: look, phase: phase)
  }

  /// The frames of the scenario above (the same in live and drop commit: ids come from the
  /// position the host's data holds each item at).
  static let expected: [RecordedFrame] = [
    // The lift begins: the copy on its slot, at rest.
    RecordedFrame(
      time: 0, contentOffset: .zero, floating: copy(0, .resting, .lifting),
      items: [item("a", 0, hidden: true), item("b", 44), item("c", 88)]),
    // The slot just changed: nothing has slid yet; the lift has finished.
    RecordedFrame(
      time: 0.25, contentOffset: .zero, floating: copy(44, shadow, .following),
      items: [item("b", 44), item("a", 0, hidden: true), item("c", 88)]),
    RecordedFrame(
      time: 0.5, contentOffset: .zero, floating: copy(44, shadow, .following),
      items: [item("b", 0), item("a", 44, hidden: true), item("c", 88)]),
    // Dropped: the copy starts settling (already over its slot), still styled.
    RecordedFrame(
      time: 0.5, contentOffset: .zero, floating: copy(44, shadow, .dropping),
      items: [item("b", 0), item("a", 44, hidden: true), item("c", 88)]),
    RecordedFrame(
      time: 0.75, contentOffset: .zero, floating: nil,
      items: [item("b", 0), item("a", 44), item("c", 88)]),
  ]

  @Test(arguments: ["live", "drop"])
  func oneFramePerTick(_ commit: String) throws {
    let recording = try Replayer.record(
      try Scenario.parse(json: Data(Self.scenario(commit: commit).utf8)))
    #expect(recording.frames == Self.expected)
    #expect(recording.result.sections == [["b", "a", "c"]])
    #expect(recording.viewportSize == Size(width: 320, height: 132))
  }

  @Test func outputGainsFramesAfterTheResult() throws {
    let plain = try ReplayHost.run(json: Data(Self.scenario(record: "false").utf8)).get()
    let recorded = try ReplayHost.run(json: Data(Self.scenario().utf8)).get()
    #expect(!plain.contains("frames"))
    #expect(recorded.hasPrefix(String(plain.dropLast(3)) + ",\n  \"frames\": [\n"))
    #expect(recorded.hasSuffix("\n  ]\n}\n"))
    let lines = recorded.split(separator: "\n")
    #expect(
      lines.contains(
        #"    {"t": 0.75, "contentOffset": {"x": 0, "y": 0}, "floating": null, "items": [{"id": "b", "frame": {"x": 0, "y": 0, "width": 320, "height": 44}}, {"id": "a", "frame": {"x": 0, "y": 44, "width": 320, "height": 44}}, {"id": "c", "frame": {"x": 0, "y": 88, "width": 320, "height": 44}}]}"#
      ))
    #expect(
      lines.contains(
        #"    {"t": 0, "contentOffset": {"x": 0, "y": 0}, "floating": {"id": "a", "frame": {"x": 0, "y": 0, "width": 320, "height": 44}, "appearance": {"scale": 1, "alpha": 1, "shadowColor": {"red": 0, "green": 0, "blue": 0, "alpha": 1}, "shadowOpacity": 0, "shadowRadius": 0, "shadowOffset": {"x": 0, "y": 0}, "cornerRadius": 0, "rotation": 0}, "phase": "lifting"}, "items": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 320, "height": 44}, "hidden": true}, {"id": "b", "frame": {"x": 0, "y": 44, "width": 320, "height": 44}}, {"id": "c", "frame": {"x": 0, "y": 88, "width": 320, "height": 44}}]},"#
      ))
    // The output is still valid JSON with the five frames.
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(recorded.utf8)) as? [String: Any])
    #expect((object["frames"] as? [Any])?.count == 5)
  }

  @Test func recordMustBeABoolean() {
    let result = ReplayHost.run(json: Data(Self.scenario(record: "1").utf8))
    #expect(throws: ReplayError.self) { try result.get() }
    if case .failure(let error) = result {
      #expect("\(error)" == "record: must be true or false")
      #expect(error.exitStatus == 2)
    }
  }

  /// Auto-scroll under a still finger: once lifted, the copy stays put on screen while the
  /// offset grows (352 pt/s from 0 s).
  @Test func framesFollowTheScroll() throws {
    let events = [
      event("down", 160, 22, t: 0), event("move", 160, 200, t: 0),
      event("tick", t: 0.25), event("tick", t: 0.3125),
    ]
    let text = scenarioJSON(
      ids: numbered(10),
      options:
        #"{"activation": {"kind": "immediate"}, "autoScroll": {"strategy": "constant", "speed": 352}}"#,
      events: events
    ).replacingOccurrences(
      of: #""viewport": {"width": 320, "height": 480}"#,
      with: #""viewport": {"width": 320, "height": 220}"#)
    let recording = try Replayer.record(try Scenario.parse(json: Data(text.utf8)))
    #expect(recording.frames.map(\.contentOffset.y) == [88, 110])
    #expect(
      recording.frames.map { ($0.floating?.frame.minY ?? 0) - $0.contentOffset.y } == [178, 178])
    #expect(recording.frames.map { $0.floating?.id } == ["1", "1"])
  }

  /// Grids record through the grid host: cells by id, the floating cell with its frame.
  @Test func gridsRecordToo() throws {
    let text = gridJSON(
      options: #"{"activation": {"kind": "immediate"}}"#,
      events: [
        event("down", 49, 49, t: 0), event("move", 123, 49, t: 0), event("tick", t: 1),
      ]
    ).replacingOccurrences(of: #""events":"#, with: #""record": true, "events":"#)
    let recording = try Replayer.record(try Scenario.parse(json: Data(text.utf8)))
    // 66 pt cells from (16, 16), 8 pt apart: the first cell moved to the second place.
    let cell = { (x: Double) in Rect(x: x, y: 16, width: 66, height: 66) }
    #expect(recording.frames.count == 1)
    let frame = try #require(recording.frames.first)
    #expect(
      frame.floating
        == RecordedCopy(id: "1", frame: cell(90), appearance: .resting, phase: .following))
    #expect(
      Array(frame.items.prefix(3)) == [
        RecordedItem(id: "2", frame: cell(16), isHidden: false),
        RecordedItem(id: "1", frame: cell(90), isHidden: true),
        RecordedItem(id: "3", frame: cell(164), isHidden: false),
      ])
    #expect(recording.result.sections.first?.prefix(3) == ["2", "1", "3"])
  }
}
