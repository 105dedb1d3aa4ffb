import Foundation
import ReorderCore
import Testing

@testable import ReplayHost

/// Filmstrips of multi-item drags: selected items carry a mark, and during a block drag the
/// floating stack is drawn from the recorded render state (each item's frame and look, bottom
/// first, the count badge on the top one) in place of the single floating copy, on boards
/// (`reorder-demo board --block`'s scenario) and on lists.
@MainActor @Suite struct BlockFilmstripTests {
  /// Items i1…i6 (44 pt) in a 320×480 list, drop commit, lifted items scaled 1.1 with a
  /// shadow: i1 and i3 are selected, i1 is pressed at t = 1 and the block carried down.
  static let listJSON = scenarioJSON(
    ids: (1...6).map { "i\($0)" }, options: #"{"commit": "drop", "snapshotStyle": "lifted"}"#,
    events: [
      event("select", 160, 22, t: 0), event("select", 160, 110, t: 0.1), event("tick", t: 0.5),
      event("down", 160, 22, t: 1), event("tick", t: 1.5), event("move", 160, 200, t: 1.6),
      event("tick", t: 1.8), event("up", 160, 200, t: 1.9),
    ])

  /// The SVG from the last `<g class="block"` to the end of the document.
  func lastStack(_ svg: String) throws -> String {
    let start = try #require(svg.range(of: "<g class=\"block\"", options: .backwards))
    return String(svg[start.lowerBound...])
  }

  /// The panels of `svg`, each from its `<g class="frame"` on.
  func panels(_ svg: String) -> [String] {
    svg.components(separatedBy: "<g class=\"frame\"").dropFirst().map { $0 }
  }

  @Test func boardRecordingCarriesTheSelectionAndTheStack() throws {
    let recording = try Replayer.record(Demo.boardBlockScenario())
    #expect(recording.frames.map(\.time) == [0.5, 1.5, 1.6, 1.8])
    // Each frame's items: `h` hidden (the block's slot), `*` selected.
    let items = recording.frames.map { frame in
      frame.items.map { "\($0.id)\($0.isHidden ? "h" : "")\($0.isSelected ? "*" : "")" }
    }
    #expect(
      items == [
        ["t1", "t2*", "t3", "d1*", "d2", "r1", "r2"], ["t1", "t2h*", "t3", "d2", "r1", "r2"],
        ["t1", "t2h*", "t3", "d2", "r1", "r2"], ["t1", "t3", "d2", "r1", "t2h*", "r2"],
      ])
    #expect(recording.frames[0].block == nil)
    let stacks = recording.frames.dropFirst().map { $0.block }
    #expect(stacks.map { $0?.items.map(\.id) } == [["d1", "t2"], ["d1", "t2"], ["d1", "t2"]])
    #expect(stacks.map { $0?.count } == [2, 2, 2])
    #expect(stacks.map { $0?.phase } == [.lifting, .lifting, .following])
    // At the lift each card still stands in its own place (the gather's start), content
    // coordinates: d1 first in doing, t2 second in todo.
    #expect(
      stacks[0]?.items.map(\.frame) == [
        Rect(x: 200, y: 25, width: 180, height: 50), Rect(x: 0, y: 75, width: 180, height: 50),
      ])
    #expect(recording.result.sections == [["t1", "t3"], ["d2"], ["r1", "t2", "d1", "r2"]])
  }

  @Test func boardPanelsMarkSelectedCards() throws {
    let svg = Filmstrip.svg(try Replayer.record(Demo.boardBlockScenario()))
    let first = try #require(panels(svg).first)
    // Each selected card's group and label, in drawing order: t2 (todo), d1 (doing).
    let marks = first.components(separatedBy: "<g class=\"selected\">\n").dropFirst().map {
      $0.components(separatedBy: "</text>\n")[0] + "</text>\n"
    }
    #expect(
      marks.joined() == """
        <rect x="0" y="37.5" width="90" height="25" fill="#cfe0ff" stroke="#1f5fbf" stroke-width="2"/>
        <circle cx="5" cy="42.5" r="3" fill="#1f5fbf"/>
        </g>
        <text x="45" y="54.2" font-size="12" text-anchor="middle">t2</text>
        <rect x="100" y="12.5" width="90" height="25" fill="#cfe0ff" stroke="#1f5fbf" stroke-width="2"/>
        <circle cx="105" cy="17.5" r="3" fill="#1f5fbf"/>
        </g>
        <text x="145" y="29.2" font-size="12" text-anchor="middle">d1</text>

        """)
    #expect(!first.contains("class=\"block\""))
    #expect(svg.components(separatedBy: "<g").count == svg.components(separatedBy: "</g>").count)
  }

  @Test func boardStackIsDrawnCardByCardWithItsBadge() throws {
    let svg = Filmstrip.svg(try Replayer.record(Demo.boardBlockScenario()))
    #expect(
      try lastStack(svg) == """
        <g class="block" data-count="2" data-phase="following">
        <g class="floating" opacity="1" transform="translate(247 47) rotate(0) scale(1.05) translate(-247 -47)">
        <filter id="blur3-0" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="2.5"/></filter>
        <rect x="202" y="36" width="90" height="25" rx="0" fill="#000000" fill-opacity="0.3" filter="url(#blur3-0)"/>
        <rect x="202" y="34.5" width="90" height="25" rx="0" fill="#ffe9a8" stroke="#b08a1e"/>
        <text x="247" y="51.2" font-size="12" text-anchor="middle">d1</text>
        </g>
        <g class="floating" opacity="1" transform="translate(245 45) rotate(0) scale(1.05) translate(-245 -45)">
        <filter id="blur3-1" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="2.5"/></filter>
        <rect x="200" y="34" width="90" height="25" rx="0" fill="#000000" fill-opacity="0.3" filter="url(#blur3-1)"/>
        <rect x="200" y="32.5" width="90" height="25" rx="0" fill="#ffe9a8" stroke="#b08a1e"/>
        <text x="245" y="49.2" font-size="12" text-anchor="middle">t2</text>
        <g class="badge">
        <circle cx="286.25" cy="36.25" r="7.5" fill="#c0392b" stroke="#ffffff"/>
        <text x="286.25" y="39.4" font-size="9" text-anchor="middle" fill="#ffffff">2</text>
        </g>
        </g>
        </g>
        </g>
        </g>
        </svg>

        """)
    // The stack replaces the single floating copy: one floating group per card, no more.
    let last = try #require(panels(svg).last)
    #expect(last.components(separatedBy: "<g class=\"floating\"").count - 1 == 2)
    #expect(last.components(separatedBy: "<g class=\"badge\">").count - 1 == 1)
  }

  @Test func listStackIsDrawnCardByCardWithItsBadge() throws {
    let recording = try Replayer.record(try Scenario.parse(json: Data(Self.listJSON.utf8)))
    #expect(recording.result.sections == [["i2", "i4", "i5", "i1", "i3", "i6"]])
    #expect(recording.frames[0].items.filter(\.isSelected).map(\.id) == ["i1", "i3"])
    let last = try #require(recording.frames.last?.block)
    #expect(last.items.map(\.id) == ["i3", "i1"])
    #expect(last.count == 2 && last.phase == .following)
    let svg = Filmstrip.svg(recording)
    #expect(panels(svg).first?.components(separatedBy: "<g class=\"selected\">").count == 3)
    let stack = try lastStack(svg)
    #expect(stack.hasPrefix("<g class=\"block\" data-count=\"2\" data-phase=\"following\">\n"))
    #expect(stack.components(separatedBy: "<g class=\"floating\"").count - 1 == 2)
    #expect(stack.components(separatedBy: "scale(1.1)").count - 1 == 2)
    // The badge, on the top item (i1), with the count inside.
    let badge = """
      <g class="badge">
      <circle cx="156.7" cy="92.3" r="6.6" fill="#c0392b" stroke="#ffffff"/>
      <text x="156.7" y="95.07" font-size="7.92" text-anchor="middle" fill="#ffffff">2</text>
      </g>
      </g>
      """
    #expect(stack.contains(badge))
  }

  @Test func singleItemDragsDrawNoStackNorMark() throws {
    let svg = Filmstrip.svg(try Replayer.record(Demo.seedScenario(mode: .insert)))
    #expect(!svg.contains("class=\"block\""))
    #expect(!svg.contains("class=\"badge\""))
    #expect(!svg.contains("class=\"selected\""))
    #expect(svg.contains("<g class=\"floating\""))
  }
}
