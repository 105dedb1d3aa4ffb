import ReorderCore
import Testing

/// The commits that rewrite their prefix sums in place (a list item's move, a board lane's
/// move) and the data's own move (neighbour swaps for short moves within a section, removal
/// and insertion otherwise): after any sequence of moves each agrees with what is built afresh
/// from the moved data. Extents are whole numbers, so the sums are exact either way.
@Suite struct CommitInPlaceTests {
  /// A small deterministic generator (the tests' draws are reproducible).
  struct Draws {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  /// Where `moveRow(at:to:)` from `source` may go in `data` (the data after removal).
  static func destination(_ data: [[Int]], from source: ItemPath, _ draws: inout Draws)
    -> ItemPath
  {
    let s = draws.next(data.count)
    let count = data[s].count - (s == source.section ? 1 : 0)
    // Near the source half the time (the neighbour-swap path), anywhere otherwise.
    if s == source.section, draws.next(2) == 0 {
      let near = source.item + draws.next(33) - 16
      return ItemPath(section: s, item: min(max(0, near), count))
    }
    return ItemPath(section: s, item: draws.next(count + 1))
  }

  static func randomSource(_ data: [[Int]], _ draws: inout Draws) -> ItemPath? {
    let filled = data.indices.filter { !data[$0].isEmpty }
    guard !filled.isEmpty else { return nil }
    let s = filled[draws.next(filled.count)]
    return ItemPath(section: s, item: draws.next(data[s].count))
  }

  @Test func dataMovesAgreeWithRemovalAndInsertion() {
    var draws = Draws(state: 7)
    for round in 0..<40 {
      var expected = (0..<3).map { s in (0..<(5 + draws.next(60))).map { s * 1_000 + $0 } }
      var data = SectionedData(expected)
      for _ in 0..<60 {
        guard let source = Self.randomSource(expected, &draws) else { break }
        let destination = Self.destination(expected, from: source, &draws)
        let item = expected[source.section].remove(at: source.item)
        expected[destination.section].insert(item, at: destination.item)
        #expect(data.move(from: source, to: destination) == (source != destination))
        #expect(data.sections == expected, "round \(round), \(source) -> \(destination)")
      }
    }
  }

  @Test func listCommitsAgreeWithAFreshLayout() {
    var draws = Draws(state: 11)
    for round in 0..<30 {
      var extents = (0..<3).map { _ in
        (0..<(4 + draws.next(40))).map { _ in 20.0 + Double(draws.next(60)) }
      }
      var layout = ListLayout(
        axis: .vertical, crossExtent: 320,
        sections: extents.map { ListSection(header: 30, footer: 10, itemExtents: $0) })
      for _ in 0..<40 {
        let ids = extents.map { $0.indices.map { $0 } }
        guard let source = Self.randomSource(ids, &draws) else { break }
        let destination = Self.destination(ids, from: source, &draws)
        let e = extents[source.section].remove(at: source.item)
        extents[destination.section].insert(e, at: destination.item)
        layout.commitMove(from: source, to: destination)
        let fresh = ListLayout(
          axis: .vertical, crossExtent: 320,
          sections: extents.map { ListSection(header: 30, footer: 10, itemExtents: $0) })
        for s in extents.indices {
          #expect(layout.itemCount(inSection: s) == extents[s].count)
          #expect(
            layout.headerFrame(ofSection: s, in: nil) == fresh.headerFrame(ofSection: s, in: nil))
          for i in extents[s].indices {
            let p = ItemPath(section: s, item: i)
            #expect(
              layout.frame(ofItemAt: p, in: nil) == fresh.frame(ofItemAt: p, in: nil),
              "round \(round), \(source) -> \(destination), at \(p)")
          }
        }
        #expect(layout.contentSize(in: nil) == fresh.contentSize(in: nil))
      }
    }
  }

  @Test func boardLaneCommitsAgreeWithAFreshBoard() {
    var draws = Draws(state: 13)
    for round in 0..<30 {
      var lanes = (0..<(2 + draws.next(7))).map { _ in
        BoardLane(
          width: 200 + Double(draws.next(120)), header: 40 + Double(draws.next(20)),
          cardExtents: (0..<draws.next(6)).map { _ in 50 + Double(draws.next(40)) })
      }
      let viewport = Size(width: 1_000, height: 700)
      var board = BoardLayout(viewportSize: viewport, laneSpacing: 12, lanes: lanes)
      for _ in 0..<20 {
        let source = draws.next(lanes.count)
        let destination = draws.next(lanes.count)
        lanes.insert(lanes.remove(at: source), at: destination)
        board.commitLaneMove(from: source, to: destination)
        let fresh = BoardLayout(viewportSize: viewport, laneSpacing: 12, lanes: lanes)
        for l in lanes.indices {
          #expect(
            board.laneFrame(l, in: nil) == fresh.laneFrame(l, in: nil),
            "round \(round), lane \(source) -> \(destination), at \(l)")
          #expect(board.headerFrame(ofLane: l, in: nil) == fresh.headerFrame(ofLane: l, in: nil))
          for i in lanes[l].cardExtents.indices {
            let p = ItemPath(section: l, item: i)
            #expect(board.cardFrame(at: p, in: nil) == fresh.cardFrame(at: p, in: nil))
          }
        }
        #expect(board.contentLength == fresh.contentLength)
      }
    }
  }
}
