import Foundation
import ReorderCore
import ReplayHost
import Testing

/// The replay format's `select` event (1.1) and multi-item drags through the replay host.
@MainActor
@Suite struct MultiItemReplayTests {
  /// Two sections `[b0, X]` and `[Y, b1, Z]`: the block b0, b1 dropped after Z. Its batch
  /// becomes single moves that replay to the final order (b1 is not simply moved after b0).
  @Test func blockAcrossSectionsReplaysAsSingleMoves() throws {
    let sections =
      #"[{"items": \#(itemsJSON(["b0", "X"]))}, {"items": \#(itemsJSON(["Y", "b1", "Z"]))}]"#
    var events = [event("select", 160, 22, t: 0), event("select", 160, 154, t: 0)]
    events += pressAndDrag(from: 22, through: [66, 110, 154, 198, 230])
    let result = try replay(scenarioJSON(sections: sections, events: events))
    #expect(result.sections == [["X"], ["Y", "Z", "b0", "b1"]])
    #expect(
      result.operations == [
        .move(from: at(1, 1), to: at(1, 2)), .move(from: at(0, 0), to: at(1, 2)),
      ])
    #expect(
      result.callbacks == [
        .willMoveItems(at: [at(0, 0), at(1, 1)]), .targetChanged(at(0, 1)),
        .targetChanged(at(1, 1)), .targetChanged(at(1, 2)),
        .didMove(from: at(1, 1), to: at(1, 2)), .didMove(from: at(0, 0), to: at(1, 2)),
        .newDataSourceAfterMove, .didEnd(at: at(1, 2)),
      ])
    #expect(apply(result.operations, to: [["b0", "X"], ["Y", "b1", "Z"]]) == result.sections)
  }

  /// With `"remove"`, a section emptied by the block goes at the drop, after the moves.
  @Test func blockEmptyingASection() throws {
    let sections = #"""
      [{"items": \#(itemsJSON(["A", "B", "C"]))}, {"items": \#(itemsJSON(["D", "E"]))},
       {"items": \#(itemsJSON(["F", "G", "H"]))}]
      """#
    var events = [
      event("select", 160, 66, t: 0), event("select", 160, 154, t: 0),
      event("select", 160, 198, t: 0),
    ]
    events += pressAndDrag(from: 66, through: [110, 154, 198, 242, 286, 300])
    let result = try replay(
      scenarioJSON(sections: sections, options: #"{"emptySections": "remove"}"#, events: events))
    #expect(result.sections == [["A", "C"], ["F", "G", "B", "D", "E", "H"]])
    #expect(
      result.operations == [
        .move(from: at(1, 1), to: at(2, 2)), .move(from: at(1, 0), to: at(2, 2)),
        .move(from: at(0, 1), to: at(2, 2)), .deleteSection(1),
      ])
    #expect(
      result.callbacks == [
        .willMoveItems(at: [at(0, 1), at(1, 0), at(1, 1)]), .targetChanged(at(0, 2)),
        .targetChanged(at(2, 1)), .targetChanged(at(2, 2)),
        .didMove(from: at(1, 1), to: at(2, 2)), .didMove(from: at(1, 0), to: at(2, 2)),
        .didMove(from: at(0, 1), to: at(2, 2)), .newDataSourceAfterMove, .didEnd(at: at(1, 2)),
      ])
    #expect(
      apply(result.operations, to: [["A", "B", "C"], ["D", "E"], ["F", "G", "H"]])
        == result.sections)
  }

  /// `select` during a drag, over no item and on a pinned item change nothing: with item 3
  /// the only one selected, its drag moves it alone (`willMove`, not `willMoveItems`).
  @Test func refusedSelects() throws {
    let items = ["1", "2", "3", "4", "5"].map { id in
      #"{"id": "\#(id)", "size": 44\#(id == "2" ? #", "movable": false"# : "")}"#
    }
    let sections = #"[{"items": [\#(items.joined(separator: ", "))]}]"#
    let events = [
      event("select", 160, 110, t: 0),  // 3: selected
      event("select", 160, 66, t: 0),  // 2 is pinned: refused
      event("select", 160, 400, t: 0),  // over no item: refused
      event("down", 160, 154, t: 0.1), event("tick", t: 0.7),  // 4 lifted
      event("select", 160, 198, t: 0.8),  // during a drag: refused
      event("up", 160, 154, t: 0.9),
      event("down", 160, 110, t: 1), event("tick", t: 1.6), event("move", 160, 154, t: 1.7),
      event("move", 160, 198, t: 1.8), event("up", 160, 198, t: 1.9),
    ]
    let result = try replay(scenarioJSON(sections: sections, events: events))
    #expect(result.sections == [["1", "2", "4", "5", "3"]])
    #expect(
      result.operations == [
        .move(from: at(0, 2), to: at(0, 3)), .move(from: at(0, 3), to: at(0, 4)),
      ])
    #expect(
      result.callbacks == [
        .willMove(at: at(0, 3)), .didEnd(at: at(0, 3)), .willMove(at: at(0, 2)),
        .didMove(from: at(0, 2), to: at(0, 3)), .newDataSourceAfterMove,
        .didMove(from: at(0, 3), to: at(0, 4)), .newDataSourceAfterMove, .didEnd(at: at(0, 4)),
      ])
  }

  /// A grid: cells 1 and 3 selected by `select` events, the block dragged from cell 1 onto
  /// cell 7 (column 2, row 1) along reading order; one batch, replayed as moves.
  @Test func blockInAGrid() throws {
    var events = [event("select", 49, 49, t: 0), event("select", 197, 49, t: 0)]
    events += gridDrag(from: pt(49, 49), through: [pt(197, 123)], t: 1)
    let result = try replay(gridJSON(events: events))
    #expect(result.sections == [["2", "4", "5", "6", "7", "1", "3", "8", "9", "10", "11", "12"]])
    #expect(apply(result.operations, to: [numbered(12)]) == result.sections)
    #expect(result.callbacks.first == .willMoveItems(at: [at(0, 0), at(0, 2)]))
    #expect(result.callbacks.last == .didEnd(at: at(0, 5)))
  }

  @Test func selectNeedsAPoint() throws {
    let text = scenarioJSON(events: [#"{"t": 0, "type": "select", "x": 5}"#])
    #expect(throws: ReplayError.self) { try replay(text) }
  }
}

/// Random streams of `select` events and drags (drops and cancels, under every target rule,
/// with pinned items): nothing is lost or duplicated, the operations replay to the sections,
/// pinned items keep their index, and every drag that began on a selected item of a selection
/// of two or more is a block.
@MainActor
@Suite struct MultiItemReplayInvariantTests {
  @Test(arguments: ["pointer", "center", "edgeCrossing"])
  func randomSelectionsAndDrags(target: String) throws {
    var rng = SplitMix(state: 4242 &+ UInt64(target.count))
    var blocks = 0
    var blockDrops = 0
    for round in 0..<40 {
      let counts = [Int.random(in: 1...6, using: &rng), Int.random(in: 0...6, using: &rng)]
      var ids = [[String]]()
      var pinned = Set<String>()
      var json = [String]()
      for (s, n) in counts.enumerated() {
        var section = [String]()
        var items = [String]()
        for i in 0..<n {
          let id = "s\(s)i\(i)"
          section.append(id)
          let pin = Int.random(in: 0..<8, using: &rng) == 0
          if pin { pinned.insert(id) }
          items.append(#"{"id": "\#(id)", "size": 44\#(pin ? #", "movable": false"# : "")}"#)
        }
        ids.append(section)
        json.append(#"{"items": [\#(items.joined(separator: ", "))]}"#)
      }
      let rows = counts.reduce(0, +)
      var events = [String]()
      var t = 0.0
      for _ in 0..<6 {
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
          events.append(
            event("select", 160, 22 + 44 * Double(Int.random(in: 0...rows, using: &rng)), t: t))
        }
        t += 0.1
        let from = 22 + 44 * Double(Int.random(in: 0..<max(1, rows), using: &rng))
        events += [event("down", 160, from, t: t), event("tick", t: t + 0.6)]
        t += 0.6
        var y = from
        for _ in 0..<Int.random(in: 0...5, using: &rng) {
          t += 0.05
          y = max(0, min(470, y + Double(Int.random(in: -60...60, using: &rng))))
          events.append(event("move", 160, y, t: t))
          if Int.random(in: 0..<6, using: &rng) == 0 {
            events.append(event("select", 160, y, t: t))  // during the drag: changes nothing
          }
        }
        t += 0.05
        events.append(
          Int.random(in: 0..<5, using: &rng) == 0
            ? event("cancel", t: t) : event("up", 160, y, t: t))
        t += 1
      }
      let text = #"""
        {"layout": {"viewport": {"width": 320, "height": 480}, "sections": [\#(json.joined(separator: ", "))]},
         "options": {"target": "\#(target)"},
         "events": [\#(events.joined(separator: ",\n"))]}
        """#
      let result = try replay(text)
      let context = Comment(rawValue: "round \(round): \(text)")
      for (k, callback) in result.callbacks.enumerated() {
        guard case .willMoveItems(let at) = callback else { continue }
        #expect(at.count >= 2, context)
        blocks += 1
        let rest = result.callbacks[(k + 1)...]
        if let end = rest.firstIndex(where: {
          if case .didEnd = $0 { return true }
          if case .didCancel = $0 { return true }
          return false
        }), case .didEnd = result.callbacks[end] {
          blockDrops += 1
        }
      }
      #expect(result.sections.flatMap { $0 }.sorted() == ids.flatMap { $0 }.sorted(), context)
      #expect(apply(result.operations, to: ids) == result.sections, context)
      for (s, section) in ids.enumerated() {
        for (i, id) in section.enumerated() where pinned.contains(id) {
          #expect(result.sections[s][i] == id, context)
        }
      }
    }
    // The streams do exercise blocks, dropped and not.
    #expect(blocks > 5)
    #expect(blockDrops > 0 && blockDrops < blocks)
  }
}
