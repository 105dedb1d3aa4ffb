import ReorderCore
import Testing

/// Cross-checks every answer a list gives for an arrangement against a list rebuilt from the
/// moved data: the O(log n) arithmetic must equal a full relayout.
@Suite struct ArrangementGeometryTests {
  static let shapes: [([[Double]], [Double], [Double])] = [
    ([[44, 44, 44, 44, 44]], [0], [0]),
    ([[10, 80, 25], [40], [5, 5]], [12, 0, 7], [3, 9, 0]),
    ([[30], [], [15, 60]], [4, 6, 8], [2, 2, 2]),
    ([[0, 20, 0], [33]], [0, 10], [5, 0]),
    ([[44, 44], [44], [], [10]], [0, 0, 0, 0], [0, 0, 0, 0]),
  ]

  static func moved(_ sections: [[Double]], from a: ItemPath, to b: ItemPath) -> [[Double]] {
    var s = sections
    let value = s[a.section].remove(at: a.item)
    s[b.section].insert(value, at: b.item)
    return s
  }

  static func allArrangements(_ sections: [[Double]]) -> [Arrangement] {
    var result = [Arrangement]()
    for (ls, items) in sections.enumerated() {
      for li in items.indices {
        for ts in sections.indices {
          let n = sections[ts].count - (ts == ls ? 1 : 0)
          for ti in 0...n {
            result.append(
              Arrangement(
                lifted: ItemPath(section: ls, item: li), slot: ItemPath(section: ts, item: ti)))
          }
        }
      }
    }
    return result
  }

  @Test(arguments: 0..<shapes.count, [Axis.vertical, .horizontal])
  func arrangementEqualsRelayout(shape: Int, axis: Axis) {
    let (sections, headers, footers) = Self.shapes[shape]
    let layout = makeList(sections, headers: headers, footers: footers, axis: axis, cross: 50)
    for a in Self.allArrangements(sections) {
      let movedSections = Self.moved(sections, from: a.lifted, to: a.slot)
      let rebuilt = makeList(
        movedSections, headers: headers, footers: footers, axis: axis, cross: 50)
      for (s, items) in movedSections.enumerated() {
        #expect(
          layout.headerFrame(ofSection: s, in: a) == rebuilt.headerFrame(ofSection: s, in: nil))
        #expect(
          layout.footerFrame(ofSection: s, in: a) == rebuilt.footerFrame(ofSection: s, in: nil))
        for i in items.indices {
          let p = ItemPath(section: s, item: i)
          #expect(
            layout.frame(ofItemAt: p, in: a) == rebuilt.frame(ofItemAt: p, in: nil),
            "arrangement \(a), item \(p)")
          #expect(a.currentPath(forCommitted: a.committedPath(forCurrent: p)) == p)
        }
      }
      // Hit tests at many points agree, the gap standing for the slot.
      var y = -2.0
      while y < rebuilt.contentLength + 2 {
        let point = Point(along: y, across: 10, axis: axis)
        var expected = rebuilt.hitTest(point, in: nil)
        if expected == .item(a.slot) { expected = .gap(a.slot) }
        #expect(layout.hitTest(point, in: a) == expected, "arrangement \(a), at \(y)")
        y += 0.5
      }
      // Committing the move gives the same geometry as the rebuild.
      var committed = layout
      committed.commitMove(from: a.lifted, to: a.slot)
      for (s, items) in movedSections.enumerated() {
        for i in items.indices {
          let p = ItemPath(section: s, item: i)
          #expect(committed.frame(ofItemAt: p, in: nil) == rebuilt.frame(ofItemAt: p, in: nil))
        }
      }
    }
  }

  @Test(arguments: 0..<shapes.count)
  func insertionSlotsBracketThePosition(shape: Int) {
    let (sections, headers, footers) = Self.shapes[shape]
    let layout = makeList(sections, headers: headers, footers: footers)
    for a in Self.allArrangements(sections) {
      // Boundaries of every slot: where the gap would start.
      var slots = [(ItemPath, Double)]()
      for s in sections.indices {
        let n = sections[s].count - (s == a.lifted.section ? 1 : 0)
        for i in 0...n {
          let slot = ItemPath(section: s, item: i)
          let trial = Arrangement(lifted: a.lifted, slot: slot)
          slots.append((slot, layout.frame(ofItemAt: slot, in: trial).minY))
        }
      }
      var y = -3.0
      while y < layout.contentLength + 3 {
        let got = layout.insertionSlots(around: y, in: a)
        let before = slots.last { $0.1 <= y }?.0
        let after = slots.first { $0.1 >= y }?.0
        #expect(got.before == before, "before at \(y) for \(a)")
        #expect(got.after == after, "after at \(y) for \(a)")
        y += 0.5
      }
    }
  }

  @Test func swapEqualsRelayout() {
    let sections: [[Double]] = [[10, 80, 25], [40], [5, 5]]
    let layout = makeList(sections, headers: [3, 0, 1], footers: [0, 2, 0])
    let paths = sections.enumerated().flatMap { s, items in
      items.indices.map { ItemPath(section: s, item: $0) }
    }
    for x in paths {
      for y in paths {
        var swapped = sections
        let t = swapped[x.section][x.item]
        swapped[x.section][x.item] = swapped[y.section][y.item]
        swapped[y.section][y.item] = t
        let rebuilt = makeList(swapped, headers: [3, 0, 1], footers: [0, 2, 0])
        var committed = layout
        committed.commitSwap(x, y)
        for p in paths {
          #expect(committed.frame(ofItemAt: p, in: nil) == rebuilt.frame(ofItemAt: p, in: nil))
        }
      }
    }
  }
}
