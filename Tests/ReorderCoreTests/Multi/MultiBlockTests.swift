import ReorderCore
import Testing

/// `ItemBlock`, block arrangements and the layouts' block commits, against data computed
/// independently: the rest (the data without the block) with the block's items inserted at the
/// slot in their data order.
@Suite struct MultiBlockTests {
  /// A random sectioned data set of item ids, a random block in it (the pressed item among
  /// them) and a random slot in the rest.
  struct Case {
    var data: [[Int]]
    var paths: [ItemPath]
    var pressed: ItemPath
    var slot: ItemPath

    init(seed: UInt64) {
      var rng = SeededRandom(seed: seed)
      var next = 0
      data = (0..<rng.int(1...4)).map { _ in
        (0..<rng.int(0...6)).map { _ in
          defer { next += 1 }
          return next
        }
      }
      let all = data.enumerated().flatMap { s, ids in
        ids.indices.map { ItemPath(section: s, item: $0) }
      }
      if all.isEmpty {
        data[0] = [0]
        paths = [ItemPath(section: 0, item: 0)]
      } else {
        paths = all.filter { _ in rng.chance(0.4) }
        if paths.isEmpty { paths = [rng.pick(all)] }
      }
      pressed = rng.pick(paths)
      let chosen = paths
      let sectioned = data
      let restCounts = sectioned.indices.map { s in
        sectioned[s].count - chosen.filter { $0.section == s }.count
      }
      let s = rng.int(0...(sectioned.count - 1))
      slot = ItemPath(section: s, item: rng.int(0...restCounts[s]))
    }

    /// The data after the drop, computed without the engine.
    var expected: [[Int]] {
      var out = data
      let ids = paths.map { data[$0.section][$0.item] }
      for p in paths.reversed() { out[p.section].remove(at: p.item) }
      out[slot.section].insert(contentsOf: ids, at: slot.item)
      return out
    }

    var block: ItemBlock {
      ItemBlock(paths: paths.shuffledDeterministically(), pressed: pressed) { Double($0.item + 1) }!
    }
  }

  @Test func theBlocksMovesReplayToTheDroppedOrder() {
    for seed in 0..<UInt64(3_000) {
      let c = Case(seed: seed)
      var data = c.data
      var moves = [DragEffect]()
      c.block.forEachMove(to: c.slot) { moves.append(.moved(from: $0, to: $1)) }
      applyDataEffects(moves, to: &data)
      #expect(data == c.expected, "seed \(seed): \(c)")
      #expect(moves.count <= c.paths.count)
    }
  }

  @Test func blockArrangementsMapEveryPosition() {
    for seed in 0..<UInt64(2_000) {
      let c = Case(seed: seed)
      let block = c.block
      let a = Arrangement(lifted: c.pressed, slot: c.slot, block: block)
      // The current data: the rest, with the block as one item (the pressed one) at the slot.
      var current = c.expected
      current[c.slot.section].removeSubrange(c.slot.item..<(c.slot.item + c.paths.count))
      current[c.slot.section].insert(c.data[c.pressed.section][c.pressed.item], at: c.slot.item)
      for (s, ids) in current.enumerated() {
        #expect(a.currentCount(inSection: s, committedCount: c.data[s].count) == ids.count)
        for (i, id) in ids.enumerated() {
          let committed = a.committedPath(forCurrent: ItemPath(section: s, item: i))
          #expect(c.data[committed.section][committed.item] == id, "seed \(seed)")
          #expect(a.currentPath(forCommitted: committed) == ItemPath(section: s, item: i))
        }
      }
      for p in c.paths { #expect(a.currentPath(forCommitted: p) == c.slot) }
    }
  }

  @Test func aListCommitsABlockAsItsMovesWould() {
    for seed in 0..<UInt64(2_000) {
      let c = Case(seed: seed)
      // Each item's extent is its id + 1, so the order shows in the geometry.
      func layout(_ data: [[Int]]) -> ListLayout {
        ListLayout(
          crossExtent: 100,
          sections: data.enumerated().map { s, ids in
            ListSection(header: Double(s), footer: 1, itemExtents: ids.map { Double($0 + 1) })
          })
      }
      var committed = layout(c.data)
      let block = ItemBlock(paths: c.paths, pressed: c.pressed) {
        committed.extent(ofItemAt: $0)
      }!
      // The arrangement's geometry equals the dropped data's, the block as one gap.
      let a = Arrangement(lifted: c.pressed, slot: c.slot, block: block)
      let dropped = layout(c.expected)
      let gap = committed.frame(ofItemAt: c.slot, in: a)
      let first = dropped.frame(ofItemAt: c.slot, in: nil)
      #expect(gap.minY == first.minY && gap.size.height == block.totalExtent, "seed \(seed)")
      committed.commitBlock(block, to: c.slot)
      for (s, ids) in c.expected.enumerated() {
        #expect(committed.itemCount(inSection: s) == ids.count)
        for i in ids.indices {
          let p = ItemPath(section: s, item: i)
          #expect(committed.frame(ofItemAt: p, in: nil) == dropped.frame(ofItemAt: p, in: nil))
        }
      }
    }
  }

  @Test func aGridCommitsABlockAsItsMovesWould() {
    for seed in 0..<UInt64(500) {
      let c = Case(seed: seed)
      var grid = gridThreeByThree(
        sections: c.data.map { GridSection(header: 5, itemCount: $0.count) })
      let block = ItemBlock(paths: c.paths, pressed: c.pressed) { _ in 100 }!
      grid.commitBlock(block, to: c.slot)
      let expected = gridThreeByThree(
        sections: c.expected.map { GridSection(header: 5, itemCount: $0.count) })
      #expect(grid.contentLength == expected.contentLength)
      for s in c.expected.indices {
        #expect(grid.itemCount(inSection: s) == c.expected[s].count, "seed \(seed)")
      }
    }
  }

  @Test func aBlockIsBuiltSortedAndOnce() {
    let block = ItemBlock(
      paths: [
        ItemPath(section: 1, item: 0), ItemPath(section: 0, item: 2), ItemPath(section: 0, item: 2),
      ],
      pressed: ItemPath(section: 1, item: 0)
    ) { _ in 10 }
    #expect(block?.paths == [ItemPath(section: 0, item: 2), ItemPath(section: 1, item: 0)])
    #expect(block?.pressedIndex == 1)
    #expect(block?.extentPrefix == [0, 10, 20])
    #expect(block?.sections == [0, 1])
    #expect(ItemBlock(paths: [], pressed: ItemPath(section: 0, item: 0)) { _ in 1 } == nil)
  }
}

extension Array {
  /// The elements in a fixed scrambled order (the block sorts what it is given).
  func shuffledDeterministically() -> [Element] {
    var out = self
    if out.count > 1 { out.swapAt(0, out.count - 1) }
    return out.reversed()
  }
}
