import Testing

@testable import ReorderCore

/// The list layout's fast searches (started from a guess, hoisted per section, the slot after
/// found from the slot before, the nearest slot from boundaries) against oracles that scan
/// every slot's gap frame.
@Suite struct ListSearchTests {
  @Test func aSearchFromAGuessFindsWhatThePlainSearchFinds() {
    for count in 0...33 {
      for lo in [0, 3] {
        let hi = lo + count
        for threshold in lo...(hi + 1) {
          let plain = partitionPoint(lo, hi) { $0 >= threshold }
          for near in (lo - 3)...(hi + 3) {
            let guessed = partitionPoint(lo, hi, near: near) { $0 >= threshold }
            #expect(guessed == plain, "lo \(lo) hi \(hi) threshold \(threshold) near \(near)")
          }
        }
      }
    }
  }

  @Test func theGuessIsInRangeForAnyOffset() {
    let offsets = [-5.0, 0, 0.5, 9.99, 10, 11, .infinity, -.infinity, .nan]
    for count in [0, 1, 2, 10] {
      for offset in offsets {
        let g = guess(offset, of: 10, count: count)
        #expect(g >= 0 && g < max(count, 1), "offset \(offset) count \(count): \(g)")
      }
    }
    #expect(guess(5, of: 10, count: 10) == 5)
    #expect(guess(5, of: 0, count: 10) == 0)
    #expect(guess(5, of: .nan, count: 10) == 0)
  }

  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
  func insertionSlotsAndTheNearestSlotMatchAScanOfEverySlot(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    for _ in 0..<12 {
      let layout = randomLayout(&random)
      var lifts = [Arrangement]()
      for s in 0..<layout.sectionCount where layout.itemCount(inSection: s) > 0 {
        let item = random.int(0...(layout.itemCount(inSection: s) - 1))
        lifts.append(.unmoved(ItemPath(section: s, item: item)))
      }
      if let block = randomBlock(layout, &random) { lifts.append(.lifting(block)) }
      for a in lifts {
        let boundaries = slotBoundaries(layout, a)
        var positions = boundaries.map(\.1)
        positions += boundaries.map { $0.1 + 0.25 } + boundaries.map { $0.1 - 0.25 }
        for _ in 0..<40 { positions.append(random.double(-20...(layout.contentLength + 20))) }
        for p in positions {
          let slots = layout.insertionSlots(around: p, in: a)
          let before = boundaries.last { $0.1 <= p }?.0
          let after = boundaries.first { $0.1 >= p }?.0
          #expect(slots.before == before && slots.after == after, "\(a) at \(p)")
          #expect(
            layout.nearestSlot(to: p, in: a) == FramesOnly(layout).nearestSlot(to: p, in: a),
            "nearest slot for \(a) at \(p)")
        }
      }
    }
  }

  /// Every slot in data order with where its gap would start (from the gap's frame).
  func slotBoundaries(_ layout: ListLayout, _ a: Arrangement) -> [(ItemPath, Double)] {
    var result = [(ItemPath, Double)]()
    for s in 0..<layout.sectionCount {
      let n = a.countWithoutLifted(inSection: s, committedCount: layout.itemCount(inSection: s))
      for i in 0...n {
        let slot = ItemPath(section: s, item: i)
        result.append((slot, layout.frame(ofItemAt: slot, in: a.with(slot: slot)).minY))
      }
    }
    return result
  }

  /// The protocol's defaults (a total summed over sections, a block committed as its single
  /// moves) give what the list's own fast versions give.
  @Test(arguments: [UInt64(1), 2, 3, 4])
  func theProtocolDefaultsAgreeWithTheListsOwn(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    for _ in 0..<12 {
      let layout = randomLayout(&random)
      #expect(FramesOnly(layout).totalItemCount == layout.totalItemCount)
      guard let block = randomBlock(layout, &random) else { continue }
      let section = random.int(0...(layout.sectionCount - 1))
      let inRest =
        layout.itemCount(inSection: section) - block.paths.count { $0.section == section }
      let slot = ItemPath(section: section, item: random.int(0...max(0, inRest)))
      var own = layout
      var viaDefault = FramesOnly(layout)
      own._commitBlock(block, to: slot)
      viaDefault._commitBlock(block, to: slot)
      // The drop keeps every item.
      #expect(own.totalItemCount == layout.totalItemCount)
      #expect(viaDefault.totalItemCount == own.totalItemCount)
      for s in 0..<own.sectionCount {
        #expect(viaDefault.itemCount(inSection: s) == own.itemCount(inSection: s))
        for i in 0..<own.itemCount(inSection: s) {
          let p = ItemPath(section: s, item: i)
          #expect(viaDefault.frame(ofItemAt: p, in: nil) == own.frame(ofItemAt: p, in: nil), "\(p)")
        }
      }
    }
  }

  /// A layout that reports a negative section count has no items (and the total does not trap).
  @Test func aNegativeSectionCountTotalsNoItems() {
    var lying = FramesOnly(
      ListLayout(crossExtent: 320, sections: [ListSection(header: 0, footer: 0, itemExtents: [40])])
    )
    #expect(lying.totalItemCount == 1)
    lying.reportedSectionCount = -3
    #expect(lying.totalItemCount == 0)
  }

  /// Sections of 0 to 9 items (some of extent 0), headers and footers of 0 to 30 points.
  func randomLayout(_ random: inout SeededRandom) -> ListLayout {
    let sections = (0..<random.int(1...5)).map { _ in
      ListSection(
        header: random.pick([0, 0, 12, 30]), footer: random.pick([0, 8]),
        itemExtents: (0..<random.int(0...9)).map { _ in random.pick([0, 28, 44, 60, 120]) })
    }
    return ListLayout(crossExtent: 320, sections: sections)
  }

  /// A block of two to four items from anywhere, or nil when the list has fewer than two.
  func randomBlock(_ layout: ListLayout, _ random: inout SeededRandom) -> ItemBlock? {
    var all = [ItemPath]()
    for s in 0..<layout.sectionCount {
      for i in 0..<layout.itemCount(inSection: s) { all.append(ItemPath(section: s, item: i)) }
    }
    guard all.count >= 2 else { return nil }
    let paths = (0..<random.int(2...min(4, all.count))).map { _ in random.pick(all) }
    return ItemBlock(paths: paths, pressed: paths[0]) { layout.extent(ofItemAt: $0) }
  }
}

/// A list layout seen only through the protocol's requirements, so that its nearest slot,
/// total item count and block commit are the protocol's defaults.
struct FramesOnly: ReorderLayout {
  var list: ListLayout
  /// A section count to report instead of the list's (a host's layout that lies).
  var reportedSectionCount: Int?
  init(_ list: ListLayout) { self.list = list }
  var axis: Axis { list.axis }
  var sectionCount: Int { reportedSectionCount ?? list.sectionCount }
  func itemCount(inSection section: Int) -> Int { list.itemCount(inSection: section) }
  func contentSize(in a: Arrangement?) -> Size { list.contentSize(in: a) }
  func frame(ofItemAt path: ItemPath, in a: Arrangement?) -> Rect {
    list.frame(ofItemAt: path, in: a)
  }
  func headerFrame(ofSection s: Int, in a: Arrangement?) -> Rect {
    list.headerFrame(ofSection: s, in: a)
  }
  func footerFrame(ofSection s: Int, in a: Arrangement?) -> Rect {
    list.footerFrame(ofSection: s, in: a)
  }
  func hitTest(_ point: Point, in a: Arrangement?) -> LayoutHit { list.hitTest(point, in: a) }
  func forEachItem(in rect: Rect, in a: Arrangement?, _ body: (ItemPath, Rect) -> Void) {
    list.forEachItem(in: rect, in: a, body)
  }
  func insertionSlots(around position: Double, in a: Arrangement) -> (
    before: ItemPath?, after: ItemPath?
  ) {
    list.insertionSlots(around: position, in: a)
  }
  var floatsAcrossAxis: Bool { list.floatsAcrossAxis }
  mutating func commitMove(from source: ItemPath, to destination: ItemPath) {
    list.commitMove(from: source, to: destination)
  }
  mutating func commitSwap(_ first: ItemPath, _ second: ItemPath) {
    list.commitSwap(first, second)
  }
  mutating func removeSection(_ section: Int) { list.removeSection(section) }
}
