import ReorderCore
import Testing

/// Hostile geometry and counts. Outcomes (the Reliability article): negative, NaN and infinite
/// extents are clamped to 0; a list with no items, or a viewport with no width, refuses every
/// press with `notOverItem`; empty sections can be dropped into only where they have extent;
/// huge lists work; an out-of-bounds content offset is left alone by auto-scroll.
@Suite struct HostileLayoutTests {
  /// Negative, NaN and infinite extents count as 0, and such items still move without loss.
  @Test func badExtentsAreClampedToZero() {
    let layout = ListLayout(
      crossExtent: 320,
      sections: [
        ListSection(header: .nan, footer: -3, itemExtents: [-5, .nan, .infinity, 44, -.infinity])
      ])
    #expect(layout.contentLength == 44)
    #expect((0..<5).map { layout.extent(ofItemAt: path(0, $0)) } == [0, 0, 0, 44, 0])
    #expect(layout.frame(ofItemAt: path(0, 3), in: nil) == Rect(x: 0, y: 0, width: 320, height: 44))
    #expect(layout.hitTest(at(22), in: nil) == .item(path(0, 3)))

    var s = Scenario(sections: [
      ScenarioSection(
        items: [-5, .nan, .infinity, 44, -.infinity].enumerated().map {
          ScenarioItem(id: String($0.offset), size: $0.element)
        })
    ])
    s.activation = .immediate
    s.events = [.down(at(22), time: 0), .move(at(-10), time: 0.1), .up(at(-10), time: 0.2)]
    let o = s.outcome()
    // The pointer above the content is past the list's start: the item goes to the first slot
    // (before the zero-size items, which keep their order).
    #expect(
      o.effects == [
        .willMove(at: path(0, 3)), .moved(from: path(0, 3), to: path(0, 0)), .ended(at: path(0, 0)),
      ])
    #expect(o.ids == [["3", "0", "1", "2", "4"]])
  }

  /// A list without sections, or with only empty sections: every press is refused.
  @Test(arguments: [0, 3])
  func emptyListRefusesEveryPress(sections: Int) {
    var s = Scenario(
      sections: Array(repeating: ScenarioSection(header: 0, items: []), count: sections))
    s.events = [
      .down(at(10), time: 0), .tick(time: 0.6), .move(at(100), time: 0.7), .up(at(100), time: 0.8),
    ]
    let o = s.outcome()
    #expect(o.effects == [.refused(.notOverItem)])
    #expect(o.ids == Array(repeating: [], count: sections))
    #expect(!o.session.isDragging && !o.session.isPressing)
  }

  /// A viewport with zero or negative width leaves items no cross extent: nothing can be hit.
  @Test(arguments: [0.0, -50, .nan])
  func viewportWithoutWidthRefusesPresses(width: Double) {
    var s = Scenario.list(3)
    s.viewport = Size(width: width, height: 480)
    s.events = [.down(Point(x: 0, y: 10), time: 0), .tick(time: 0.6)]
    #expect(s.layout.crossExtent == 0)
    #expect(s.outcome().effects == [.refused(.notOverItem)])
  }

  /// Moving the only item out of a section: `remove` deletes the section at the drop, `keep`
  /// keeps it empty. Headers give the sections extent, so the drag reaches them.
  @Test(arguments: [EmptySectionPolicy.keep, .remove])
  func sectionEmptiedByADrag(policy: EmptySectionPolicy) {
    var s = Scenario(sections: [
      ScenarioSection(header: 20, items: [ScenarioItem(id: "a", size: 44)]),
      ScenarioSection(header: 20, items: [ScenarioItem(id: "b", size: 44)]),
    ])
    s.activation = .immediate
    s.emptySections = policy
    // "a" spans 20..<64, header 1 64..<84, "b" 84..<128.
    s.events = [.down(at(30), time: 0), .move(at(120), time: 0.1), .up(at(120), time: 0.2)]
    let o = s.outcome()
    if policy == .remove {
      #expect(
        o.effects == [
          .willMove(at: path(0, 0)), .moved(from: path(0, 0), to: path(1, 1)), .deletedSection(0),
          .ended(at: path(0, 1)),
        ])
      #expect(o.ids == [["b", "a"]])
    } else {
      #expect(
        o.effects == [
          .willMove(at: path(0, 0)), .moved(from: path(0, 0), to: path(1, 1)),
          .ended(at: path(1, 1)),
        ])
      #expect(o.ids == [[], ["b", "a"]])
    }
  }

  /// An empty section with a header: the pointer over the header targets its item 0.
  @Test func emptySectionHeaderTargetsItsFirstSlot() {
    var s = Scenario(sections: [
      ScenarioSection(items: [ScenarioItem(id: "a", size: 44), ScenarioItem(id: "b", size: 44)]),
      ScenarioSection(header: 30, items: []),
    ])
    s.activation = .immediate
    s.events = [.down(at(22), time: 0), .move(at(100), time: 0.1), .up(at(100), time: 0.2)]
    let o = s.outcome()
    #expect(
      o.effects == [
        .willMove(at: path(0, 0)), .moved(from: path(0, 0), to: path(1, 0)), .ended(at: path(1, 0)),
      ])
    #expect(o.ids == [["b"], ["a"]])
  }

  /// An empty section without header or footer has no extent: no point hits it, so the
  /// pointer rule never targets it (edge crossing can, through its slot boundary).
  @Test func emptySectionWithoutChromeIsNeverHit() {
    let s = Scenario(sections: [
      ScenarioSection(items: [ScenarioItem(id: "a", size: 44)]),
      ScenarioSection(items: []),
      ScenarioSection(items: [ScenarioItem(id: "b", size: 44)]),
    ])
    let layout = s.layout
    let hits = stride(from: -1.0, through: 90, by: 0.5).map { layout.hitTest(at($0), in: nil) }
    #expect(Set(hits.map { "\($0)" }).count == 3)
    #expect(hits.first == .nothing)
    #expect(hits.contains(.item(path(0, 0))) && hits.contains(.item(path(2, 0))))
    #expect(
      !hits.contains { hit in
        switch hit {
        case .item(let p): return p.section == 1
        case .header(1), .footer(1): return true
        default: return false
        }
      })
  }

  /// A million items: the first goes to the end in one drag, nothing lost, the layout agrees.
  @Test func aMillionItems() {
    let n = 1_000_000
    let layout = ListLayout(
      axis: .vertical, crossExtent: 320, sectionCount: 1, itemCount: { _ in n },
      header: { _ in 0 }, footer: { _ in 0 }, extent: { _ in 1 })
    var session = DragSession(
      layout: layout, viewport: Viewport(size: Size(width: 320, height: 2_000_000)),
      configuration: DragConfiguration(activation: .immediate))
    var effects = session.handle(.down(at(0.5), time: 0))
    effects += session.handle(.move(at(Double(n) - 0.5), time: 0.1))
    effects += session.handle(.up(at(Double(n) - 0.5), time: 0.2))
    #expect(
      effects == [
        .willMove(at: path(0, 0)), .moved(from: path(0, 0), to: path(0, n - 1)),
        .ended(at: path(0, n - 1)),
      ])
    #expect(session.layout.totalItemCount == n)
    #expect(session.layout.contentLength == Double(n))
    #expect(session.layout.frame(ofItemAt: path(0, n - 1), in: nil).minY == Double(n - 1))
  }

  /// Pinned positions beyond 2^31 must not alias small ones (a section of more than 2^31
  /// items). Found failing (indices were stored as `Int32(truncatingIfNeeded:)`, so pinning
  /// item 2^32 pinned item 0); fixed on main with full `Int` indices.
  @Test func pinnedIndicesBeyondInt32DoNotAlias() {
    var pinned = PinnedItems(sectionCount: 1)
    pinned.pin(path(0, 1 << 32))
    #expect(!pinned.contains(path(0, 0)))
    #expect(pinned.contains(path(0, 1 << 32)))
    var high = PinnedItems(sectionCount: 1)
    high.pin(path(0, 1 << 31))
    #expect(high.contains(path(0, 1 << 31)))
    #expect(high.blocksMove(from: path(0, 0), to: path(0, 5)) == false)
  }

  /// A host that asks for absurd counts gets the documented maxima (1 << 24 items, 1 << 20
  /// sections), not a trap. Found failing (the count overflowed the prefix-sum allocation);
  /// fixed on main. Run in a child process: the layout at the maximum holds 128 MB.
  @Test func absurdCountsAreCutAtTheMaxima() async {
    await #expect(processExitsWith: .success) {
      let items = ListLayout(
        axis: .vertical, crossExtent: 320, sectionCount: 2, itemCount: { _ in Int.max },
        header: { _ in 0 }, footer: { _ in 0 }, extent: { _ in 1 })
      precondition(items.totalItemCount == ListLayout.maximumItemCount)
      precondition(items.itemCount(inSection: 1) == 0)
      let sections = ListLayout(
        axis: .vertical, crossExtent: 320, sectionCount: Int.max, itemCount: { _ in 0 },
        header: { _ in 1 }, footer: { _ in 0 }, extent: { _ in 1 })
      precondition(sections.sectionCount == ListLayout.maximumSectionCount)
    }
  }

  /// A content offset the host left out of bounds is not pushed further by auto-scroll.
  @Test func outOfBoundsOffsetIsLeftAlone() {
    let s = Scenario.list(3)
    var session = DragSession(
      layout: s.layout,
      viewport: Viewport(size: s.viewport, contentOffset: Point(x: 0, y: -1_000)),
      configuration: DragConfiguration(activation: .immediate, autoScroll: .constant(speed: 500)))
    // Content y 22 is viewport y 1022.
    var effects = session.handle(.down(at(1_022), time: 0))
    effects += session.handle(.tick(time: 0.5))
    effects += session.handle(.tick(time: 1))
    #expect(effects == [.willMove(at: path(0, 0))])
    #expect(session.viewport.contentOffset == Point(x: 0, y: -1_000))
  }

  /// A NaN content offset makes every press miss: a tap on nothing, no drag.
  @Test func nanContentOffsetMakesPressesMiss() {
    let s = Scenario.list(3)
    var session = DragSession(
      layout: s.layout,
      viewport: Viewport(size: s.viewport, contentOffset: Point(x: .nan, y: .nan)))
    var effects = session.handle(.down(at(22), time: 0))
    effects += session.handle(.tick(time: 0.6))
    effects += session.handle(.up(at(22), time: 0.7))
    #expect(effects == [.refused(.notOverItem)])
    var tap = DragSession(
      layout: s.layout,
      viewport: Viewport(size: s.viewport, contentOffset: Point(x: .nan, y: .nan)))
    _ = tap.handle(.down(at(22), time: 0))
    #expect(tap.handle(.up(at(22), time: 0.1)) == [.tap(.nothing)])
  }
}
