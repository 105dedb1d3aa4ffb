import ReorderCore
import Testing

/// A small deterministic generator (SplitMix64) so every failing seed replays.
private struct SplitMix {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func int(_ range: Range<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }
  mutating func double(_ range: Range<Double>) -> Double {
    range.lowerBound + Double(next() >> 11) / Double(UInt64(1) << 53)
      * (range.upperBound - range.lowerBound)
  }
  mutating func bool() -> Bool { next() & 1 == 0 }
}

/// The design's invariants under random grids, configurations and event streams: nothing lost
/// or duplicated, pinned cells keep their index, cancel restores, a pointer at rest moves
/// nothing, every cell of every arrangement hits itself, and the render walk sees exactly the
/// visible cells.
@Suite struct GridInvariantTests {
  @Test(arguments: 0..<60)
  func randomStreams(seed: Int) {
    var rng = SplitMix(state: UInt64(seed))
    let axis: Axis = rng.bool() ? .vertical : .horizontal
    let viewport = Size(width: rng.double(150..<400), height: rng.double(150..<400))
    let sizing: GridSizing =
      rng.bool()
      ? .columns(rng.int(1..<5), aspectRatio: rng.double(0.5..<1.5))
      : .itemSize(Size(width: rng.double(30..<120), height: rng.double(30..<120)))
    let sectionCount = rng.int(1..<4)
    var data = [[String]]()
    var sections = [GridSection]()
    var pinned = PinnedItems(sectionCount: sectionCount)
    var serial = 0
    for s in 0..<sectionCount {
      let n = rng.int(0..<8)
      var ids = [String]()
      for i in 0..<n {
        serial += 1
        if rng.int(0..<6) == 0 {
          pinned.pin(ItemPath(section: s, item: i))
          ids.append("P\(serial)")
        } else {
          ids.append("m\(serial)")
        }
      }
      data.append(ids)
      sections.append(GridSection(header: rng.bool() ? 0 : rng.double(0..<30), itemCount: n))
    }
    let layout = GridLayout(
      axis: axis, sizing: sizing,
      spacing: GridSpacing(item: rng.double(0..<12), line: rng.double(0..<12)),
      sectionInset: EdgeInsets(
        top: rng.double(0..<10), left: rng.double(0..<10), bottom: rng.double(0..<10),
        right: rng.double(0..<10)),
      viewportSize: viewport, sections: sections)
    let rules: [TargetRule] = [.pointer, .center, .edgeCrossing]
    let config = DragConfiguration(
      mode: rng.int(0..<4) == 0 ? .exchange : .insert, commit: rng.bool() ? .live : .drop,
      target: rules[rng.int(0..<3)], emptySections: rng.bool() ? .keep : .remove)
    var session = DragSession(
      layout: layout, pinned: pinned, viewport: Viewport(size: viewport), configuration: config)
    let original = data.flatMap { $0 }.sorted()
    var atDragStart = data
    var time = 0.0
    // Gestures: a press on a cell (or anywhere), a long-press tick, moves mostly onto cell
    // centres (or anywhere: spacing, headers, outside), then a release or a cancel.
    var events = [PointerEvent]()
    func somePoint(_ rng: inout SplitMix) -> Point {
      let total = layout.totalItemCount
      if total > 0 && rng.int(0..<4) != 0 {
        var k = rng.int(0..<total)
        for s in 0..<layout.sectionCount {
          let n = layout.itemCount(inSection: s)
          if k < n {
            let c = layout.frame(ofItemAt: ItemPath(section: s, item: k), in: nil).center
            return Point(x: c.x + rng.double(-5..<5), y: c.y + rng.double(-5..<5))
          }
          k -= n
        }
      }
      return Point(
        x: rng.double(-10..<viewport.width + 10), y: rng.double(-10..<viewport.height + 10))
    }
    for _ in 0..<12 {
      time += 1
      let start = somePoint(&rng)
      events.append(.down(start, time: time))
      time += 0.6
      events.append(.tick(time: time))
      for _ in 0..<rng.int(1..<8) {
        time += 0.1
        events.append(rng.int(0..<5) == 0 ? .tick(time: time) : .move(somePoint(&rng), time: time))
      }
      time += 0.1
      events.append(rng.int(0..<5) == 0 ? .cancel(time: time) : .up(somePoint(&rng), time: time))
    }
    for event in events {
      let wasDragging = session.isDragging
      let effects = session.handle(event)
      if !wasDragging && session.isDragging { atDragStart = data }
      gridApply(effects, to: &data)
      #expect(data.flatMap { $0 }.sorted() == original, "seed \(seed): lost or duplicated")
      if effects.contains(where: { if case .cancelled = $0 { true } else { false } }) {
        #expect(data == atDragStart, "seed \(seed): cancel did not restore")
      }
      for s in 0..<data.count {
        for i in 0..<data[s].count {
          #expect(
            data[s][i].hasPrefix("P") == session.pinned.contains(ItemPath(section: s, item: i)),
            "seed \(seed): pinned cell moved")
        }
      }
      if case .move(let p, _) = event, session.isDragging {
        var again = session
        let repeated =
          again.handle(.move(p, time: time + 0.01)) + again.handle(.tick(time: time + 0.02))
        #expect(repeated == [], "seed \(seed): flicker at rest")
      }
      checkGeometry(session, seed: seed)
    }
  }

  private func checkGeometry(_ session: DragSession<GridLayout>, seed: Int) {
    let layout = session.layout
    let a = session.arrangement
    var visible = [ItemPath]()
    let rect = session.viewport.visibleContentRect
    for s in 0..<layout.sectionCount {
      let n =
        a?.currentCount(inSection: s, committedCount: layout.itemCount(inSection: s))
        ?? layout.itemCount(inSection: s)
      for i in 0..<n {
        let path = ItemPath(section: s, item: i)
        let frame = layout.frame(ofItemAt: path, in: a)
        let hit = layout.hitTest(frame.center, in: a)
        let expected: LayoutHit = a.map { $0.slot == path } == true ? .gap(path) : .item(path)
        #expect(hit == expected, "seed \(seed): \(path) does not hit itself")
        if frame.intersects(rect) { visible.append(path) }
      }
    }
    #expect(session.renderState().items.map(\.path) == visible, "seed \(seed): render walk")
  }
}
