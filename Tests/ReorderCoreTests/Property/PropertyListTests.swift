import ReorderCore
import Testing

/// Random event streams over sectioned lists: after every event, invariants 1–6 of DESIGN.md
/// hold (see ``InvariantChecker``). A failure prints its seed and a shrunk replay file.
@Suite struct PropertyListTests {
  /// 10,000 streams (1,000,000 with `REORDER_SOAK=1`) with the standard host policy.
  @Test func randomStreamsKeepEveryInvariant() {
    PropertyRunner.check(ScenarioGenerator<ListKind>())
  }

  /// The same with hostile host policies: answers shifted, out of range, onto pinned positions,
  /// kept in the section, or refusing some items.
  @Test func randomStreamsWithHostilePoliciesKeepEveryInvariant() {
    PropertyRunner.check(
      ScenarioGenerator<ListKind>(policies: true), count: max(1, PropertyRunner.streamCount / 4),
      seeds: PropertyRunner.firstSeed &+ 1 << 40)
  }

  /// The checker itself notices a broken stream: a model that a wrong effect would corrupt.
  @Test func checkerRejectsEffectsThatLoseAnItem() throws {
    var model = ListModel(
      Scenario(sections: [
        ScenarioSection(items: [
          ScenarioItem(id: "a", size: 44), ScenarioItem(id: "b", size: 44),
        ])
      ]))
    #expect(throws: DataEffectRejection.self) {
      try model.apply(
        .moved(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 2)))
    }
    try model.apply(.moved(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 1)))
    #expect(model.sections == [[1, 0]])
  }

  /// The list geometry check notices a layout that disagrees with the data it is said to show:
  /// items of 10 and 20 pt laid out in one order and shown in the other.
  @Test func geometryCheckNoticesAnotherOrder() {
    let s = Scenario(sections: [
      ScenarioSection(items: [ScenarioItem(id: "a", size: 10), ScenarioItem(id: "b", size: 20)])
    ])
    let swapped = [ScenarioSection(items: s.sections[0].items.reversed())]
    expectGeometryCheck(
      s, shown: swapped,
      finds: "item \(path(0, 0)) (id b) has frame \(Rect(x: 0, y: 0, width: 320, height: 10)), "
        + "expected origin 0.0 extent 20.0 in nil")
  }

  /// The shrinker cuts a failing scenario down to what the failure needs: here "a down below
  /// y = 100, later a tick at or after t = 1, over a list holding an item sized 300".
  @Test func shrinkerFindsTheSmallestFailingScenario() {
    let fails: (ListScenario) -> Bool = { s in
      s.flatItems.contains { $0.size == 300 } && s.ticks(atOrAfter: 1, afterADown: { $0.y > 100 })
    }
    var s = Scenario(sections: [
      ScenarioSection(header: 20, items: [ScenarioItem(id: "a", size: 10)]),
      ScenarioSection(items: [ScenarioItem(id: "b", size: 300), ScenarioItem(id: "c", size: 5)]),
    ])
    s.mode = .exchange
    s.autoScroll = .constant(speed: 300)
    s.events = [
      .tick(time: 0), .down(Point(x: 3.3, y: 20), time: 0.1), .move(Point(x: 1, y: 2), time: 0.2),
      .down(Point(x: 7.6, y: 150.4), time: 0.3), .tick(time: 0.5),
      .up(Point(x: 1, y: 1), time: 0.9),
      .tick(time: 1.234), .cancel(time: 2),
    ]
    #expect(fails(s))
    let small = Shrinker().shrink(s, while: fails)
    var expected = Scenario(sections: [ScenarioSection(items: [ScenarioItem(id: "1", size: 300)])])
    expected.events = [.down(Point(x: 8, y: 150), time: 0.3), .tick(time: 1.23)]
    #expect(small == expected)
  }

  /// The replay writer's output for a small scenario, in full.
  @Test func replayWriterWritesTheFormat() {
    var s = Scenario(sections: [
      ScenarioSection(
        header: 10,
        items: [
          ScenarioItem(id: "a\"b", size: 44), ScenarioItem(id: "2", size: 20.5, movable: false),
        ])
    ])
    s.events = [.down(Point(x: 1, y: 2), time: 0), .tick(time: .nan)]
    #expect(
      ReplayWriter.json(s) == """
        {
          "layout": {
            "kind": "list",
            "axis": "vertical",
            "viewport": {"width": 320, "height": 480},
            "contentInset": {"top": 0, "left": 0, "bottom": 0, "right": 0},
            "sections": [
              {"header": 10, "footer": 0, "items": [{"id": "a\\"b", "size": 44}, {"id": "2", "size": 20.5, "movable": false}]}
            ]
          },
          "options": {
            "mode": "insert",
            "commit": "live",
            "target": "pointer",
            "emptySections": "keep",
            "activation": {"minimumPressDuration": 0.5, "allowableMovement": 10},
            "autoScroll": {"strategy": "none"}
          },
          "events": [
            {"t": 0, "type": "down", "x": 1, "y": 2},
            {"t": "nan", "type": "tick"}
          ]
        }

        """)
  }
}

/// Expects the exact geometry check (no tolerance) to pass `scenario`'s layout, out of a drag,
/// against the scenario's own sections, and to find `mismatch` against `shown`.
func expectGeometryCheck<Kind: LayoutKind>(
  _ scenario: Scenario<Kind>, shown: [ScenarioSection], finds mismatch: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let exact = Tolerance(resolution: 0)
  let layout = scenario.layout
  #expect(
    Kind.geometryMismatch(
      layout, in: nil, shown: scenario.sections, scenario: scenario, tolerance: exact) == nil,
    sourceLocation: sourceLocation)
  #expect(
    Kind.geometryMismatch(layout, in: nil, shown: shown, scenario: scenario, tolerance: exact)
      == mismatch, sourceLocation: sourceLocation)
}
