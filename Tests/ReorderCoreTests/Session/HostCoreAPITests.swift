import ReorderCore
import Testing

/// What a host core reads from the engine: the drag's mode and commit, and where the data source
/// stands.
@Suite struct DataSourceStateTests {
  @Test(arguments: [ReorderMode.insert, .exchange], [CommitMode.live, .drop])
  func theDataSourcePositionFollowsTheDrag(mode: ReorderMode, commit: CommitMode) {
    var h = SessionHarness([ids(5)], configuration: DragConfiguration(mode: mode, commit: commit))
    #expect(h.session.dragMode == nil && h.session.dragCommit == nil)
    #expect(h.session.dataSourceArrangement == nil && h.session.dataSourcePath == nil)
    h.pickUp(at: 22)
    // Over item 3 (132..<176).
    h.move(to: 154)
    // A change of the configuration mid-drag leaves the drag's own mode and commit alone.
    h.session.configuration.mode = mode == .insert ? .exchange : .insert
    h.session.configuration.commit = commit == .live ? .drop : .live
    #expect(h.session.dragMode == mode)
    #expect(h.session.dragCommit == commit)
    let live = mode == .insert && commit == .live
    let expected = live ? Arrangement(lifted: ip(0, 0), slot: ip(0, 3)) : .unmoved(ip(0, 0))
    #expect(h.session.dataSourceArrangement == expected)
    #expect(h.session.dataSourcePath == expected.slot)
    // The host's data (the harness applies every data effect) holds the dragged item there.
    #expect(h.data[0][expected.slot.item] == "1")
    h.drop(at: 154)
    #expect(h.session.dragMode == nil && h.session.dragCommit == nil)
    #expect(h.session.dataSourceArrangement == nil && h.session.dataSourcePath == nil)
  }

  @Test func theGridSessionSaysTheSame() {
    var session = GridEditingSession(
      layout: gridSeed003Layout(itemCount: 9),
      viewport: Viewport(size: Size(width: 375, height: 350)))
    #expect(session.dataSourcePath == nil && session.dragMode == nil)
    // Interactive movement runs in drop commit: the data source keeps the cell where it was.
    _ = session.beginInteractiveMovement(at: ItemPath(section: 0, item: 0), policy: IconFree())
    _ = session.updateInteractiveMovement(to: Point(x: 183, y: 175), policy: IconFree())
    #expect(session.dragMode == .insert)
    #expect(session.dragCommit == .drop)
    #expect(
      session.session.arrangement
        == Arrangement(lifted: ItemPath(section: 0, item: 0), slot: ItemPath(section: 0, item: 4)))
    #expect(session.dataSourceArrangement == .unmoved(ItemPath(section: 0, item: 0)))
    #expect(session.dataSourcePath == ItemPath(section: 0, item: 0))
    _ = session.endInteractiveMovement(policy: IconFree())
    #expect(session.dataSourcePath == nil && session.dragCommit == nil)
  }

  /// A copy of a session taken mid-drag is a value: driving one leaves the other as it was.
  @Test func aCopyTakenMidDragIsIndependent() {
    var h = SessionHarness([ids(5)])
    h.pickUp(at: 22)
    let copy = h.session
    let moved = h.move(to: 154)
    #expect(moved == [.moved(from: ip(0, 0), to: ip(0, 3))])
    #expect(copy.arrangement == .unmoved(ip(0, 0)))
    #expect(h.session.arrangement == Arrangement(lifted: ip(0, 0), slot: ip(0, 3)))
    var other = copy
    #expect(
      other.handle(.move(Point(x: 10, y: 154), time: h.time))
        == [.moved(from: ip(0, 0), to: ip(0, 3))])
    #expect(copy.arrangement == .unmoved(ip(0, 0)))
  }
}

/// Copies of one session taken mid-drag, driven at the same time in two tasks: each copy takes
/// its own drag (the shared one is copied before either changes it), and the value left behind
/// is untouched.
@Suite struct SharedDragTests {
  @Test func twoCopiesOfADragRunInTwoTasks() async {
    var h = SessionHarness([ids(5)])
    h.pickUp(at: 22)
    let start = h.session
    func drive(_ session: DragSession<ListLayout>, to y: Double) -> [DragEffect] {
      var s = session
      var effects = [DragEffect]()
      for step in 1...20 {
        s.handle(.move(Point(x: 10, y: y), time: 1 + Double(step) / 100), into: &effects)
      }
      s.handle(.up(Point(x: 10, y: y), time: 2), policy: DefaultDragPolicy(), into: &effects)
      return effects
    }
    async let down = Task.detached { drive(start, to: 154) }.value
    async let stay = Task.detached { drive(start, to: 22) }.value
    let (a, b) = await (down, stay)
    #expect(a == [.moved(from: ip(0, 0), to: ip(0, 3)), .ended(at: ip(0, 3))])
    #expect(b == [.ended(at: ip(0, 0))])
    #expect(start.arrangement == .unmoved(ip(0, 0)))
  }
}

/// The declined-step effect: why the item did not move.
@Suite struct DeclinedStepTests {
  /// Item "4" is pinned: a drag onto it is declined once however long the pointer stays, and
  /// again when it comes back after a step that was taken.
  @Test func aPointerAtRestReportsADeclinedStepOnce() {
    var h = SessionHarness([ids(5)], pinned: ["4"])
    h.pickUp(at: 22)
    h.move(to: 154)
    h.move(to: 155)
    h.move(to: 156)
    h.time += 0.1
    h.send(.tick(time: h.time))
    h.drag(through: [110, 154])
    h.expect(
      order: "2 3 1 4 5",
      effects: [
        .willMove(at: ip(0, 0)), .declined(proposed: ip(0, 3), reason: .pinned),
        .moved(from: ip(0, 0), to: ip(0, 2)), .declined(proposed: ip(0, 3), reason: .pinned),
        .ended(at: ip(0, 2)),
      ])
  }

  @Test func anExchangeWithAPinnedItemIsDeclinedOnce() {
    var h = SessionHarness(
      [ids(5)], pinned: ["4"], configuration: DragConfiguration(mode: .exchange))
    h.drag(from: 22, through: [154, 156, 110, 154])
    h.expect(
      order: "1 2 3 4 5",
      effects: [
        .willMove(at: ip(0, 0)), .declined(proposed: ip(0, 3), reason: .pinned),
        .targetChanged(ip(0, 2)), .declined(proposed: ip(0, 3), reason: .pinned),
        .targetChanged(nil), .ended(at: ip(0, 0)),
      ])
  }

  /// The policy's three ways to decline, in exchange mode: an answer out of range, the dragged
  /// item itself, a pinned item.
  @Test func theExchangePolicyDeclinesForEachReason() {
    for (answer, reason) in [
      (ip(0, 9), StepDecline.outOfRange), (ip(0, 0), .targetPolicy), (ip(0, 4), .pinned),
    ] {
      var h = SessionHarness(
        [ids(6)], pinned: ["5"], configuration: DragConfiguration(mode: .exchange))
      h.pickUp(at: 22)
      h.send(.move(Point(x: 10, y: 110), time: 1), policy: RedirectPolicy(answer: answer))
      h.send(.up(Point(x: 10, y: 110), time: 1.1), policy: RedirectPolicy(answer: answer))
      #expect(
        h.effects == [
          .willMove(at: ip(0, 0)), .declined(proposed: ip(0, 2), reason: reason),
          .ended(at: ip(0, 0)),
        ], "\(reason)")
      #expect(h.order == "1 2 3 4 5 6")
    }
  }

  /// Keyboard drags report a declined step on every command declined by a pinned item or the
  /// policy; a move against an edge is not a declined step.
  @Test func keyboardCommandsReportEachDeclinedStep() {
    var s = keyboardSession(pinned: [at(0, 1)])
    _ = s.handle(.pickUp(at(0, 2)))
    for _ in 0..<2 {
      #expect(s.handle(.move(.up)).effects == [.declined(proposed: at(0, 1), reason: .pinned)])
    }
    var t = keyboardSession([3])
    _ = t.handle(.pickUp(at(0, 2)))
    let atEdge = t.handle(.move(.down))
    #expect(atEdge.effects == [])
    #expect(atEdge.announcement?.kind == .declined(.atEdge))
  }

  /// An accessibility action that a pinned item declines returns the declined step and no
  /// pick-up or drop; the actions offered leave it out.
  @Test func anAccessibilityActionDeclinedByAPinnedItem() {
    var s = keyboardSession(pinned: [at(0, 1)])
    #expect(!s.accessibilityActions(forItemAt: at(0, 2)).contains(.moveUp))
    let out = s.perform(.moveUp, onItemAt: at(0, 2))
    #expect(out.effects == [.declined(proposed: at(0, 1), reason: .pinned)])
    #expect(out.announcement?.kind == .declined(.pinned))
    #expect(!s.isDragging)
  }
}

/// The needs-frames signal: when the host must keep its display link running.
@Suite struct NeedsFramesTests {
  /// Press → pressing (true) → drag with auto-scroll (true throughout) → drop (true until the
  /// settle ends at 1.35) → false.
  @Test func throughAWholePointerDrag() {
    var h = SessionHarness([ids(5)], configuration: DragConfiguration(autoScroll: .proportional()))
    #expect(!h.session.needsFrames(at: 0))
    h.send(.down(Point(x: 10, y: 22), time: 0))
    #expect(h.session.needsFrames(at: 0.1))
    h.send(.tick(time: 0.6))
    #expect(h.session.isDragging)
    #expect(h.session.needsFrames(at: 0.6))
    h.send(.move(Point(x: 10, y: 154), time: 1))
    // Long after the lift and the displacement: auto-scroll still needs ticks.
    #expect(h.session.needsFrames(at: 5))
    h.send(.up(Point(x: 10, y: 154), time: 1.1))
    #expect(!h.session.isDragging)
    #expect(h.session.needsFrames(at: 1.1))
    #expect(h.session.needsFrames(at: 1.34))
    #expect(!h.session.needsFrames(at: 1.36))
    #expect(h.effects.last == .ended(at: ip(0, 3)))
  }

  /// Without auto-scroll, a pointer drag at rest needs frames only while an animation runs.
  @Test func aPointerDragWithoutAutoScrollOnlyWhileAnimating() {
    var h = SessionHarness([ids(5)])
    h.pickUp(at: 22)
    // The lift began at 0.6 and lasts 0.25 s.
    #expect(h.session.needsFrames(at: 0.7))
    #expect(!h.session.needsFrames(at: 0.9))
    h.send(.move(Point(x: 10, y: 154), time: 1))
    // The items slide for 0.2 s after the slot changed.
    #expect(h.session.needsFrames(at: 1.1))
    #expect(!h.session.needsFrames(at: 1.21))
    h.send(.cancel(time: 2))
    // The copy flies back for 0.25 s.
    #expect(h.session.needsFrames(at: 2.2))
    #expect(!h.session.needsFrames(at: 2.26))
  }

  @Test func aKeyboardDragNeedsFramesOnlyForItsAnimations() {
    var still = keyboardSession()
    still.configuration.animation = .none
    _ = still.handle(.pickUp(at(0, 0)))
    _ = still.handle(.move(.down))
    #expect(still.isKeyboardDrag)
    #expect(!still.needsFrames(at: 0))
    var animated = keyboardSession()
    animated.configuration.autoScroll = .proportional()
    _ = animated.handle(.pickUp(at(0, 0)))
    #expect(animated.needsFrames(at: 0.1))
    #expect(!animated.needsFrames(at: 1))
  }

  @Test func aPressThatActivatesByDistanceNeedsNoFrames() {
    var h = SessionHarness([ids(3)], configuration: DragConfiguration(activation: .distance(10)))
    h.send(.down(Point(x: 10, y: 22), time: 0))
    #expect(h.session.isPressing)
    #expect(!h.session.needsFrames(at: 0.1))
  }

  @Test func anEditingGridNeedsFramesWhileItJiggles() {
    var session = GridEditingSession(
      layout: gridSeed003Layout(itemCount: 9),
      viewport: Viewport(size: Size(width: 375, height: 350)))
    #expect(!session.needsFrames(at: 0))
    _ = session.beginEditing()
    #expect(session.needsFrames(at: 0))
    _ = session.endEditing()
    #expect(!session.needsFrames(at: 0))
  }
}

/// The hot-path entry point that appends to a caller's buffer.
@Suite struct BufferedHandleTests {
  static let events: [PointerEvent] = [
    .down(Point(x: 10, y: 22), time: 0), .tick(time: 0.6), .move(Point(x: 10, y: 110), time: 0.7),
    .tick(time: 0.8), .move(Point(x: 10, y: 470), time: 0.9), .tick(time: 1.0),
    .up(Point(x: 10, y: 470), time: 1.1),
  ]

  @Test func appendsTheSameEffectsAsTheArrayForm() {
    var a = SessionHarness(
      [ids(30)], configuration: DragConfiguration(autoScroll: .proportional()))
    var b = a.session
    var buffer: [DragEffect] = [.tap(.nothing)]
    var expected: [DragEffect] = [.tap(.nothing)]
    for event in Self.events {
      expected += a.send(event)
      b.handle(event, policy: DefaultDragPolicy(), into: &buffer)
    }
    #expect(buffer == expected)
    #expect(expected.contains { if case .scrolled = $0 { return true } else { return false } })
    #expect(b.arrangement == nil && a.session.arrangement == nil)
  }

  @Test func theGridSessionAppendsTheSameEffectsAsTheArrayForm() {
    let session = GridEditingSession(
      layout: gridSeed003Layout(itemCount: 9),
      viewport: Viewport(size: Size(width: 375, height: 350)))
    var a = session
    var b = session
    var buffer: [GridEditingEffect] = [.endEditing]
    var expected: [GridEditingEffect] = [.endEditing]
    let events: [PointerEvent] = [
      .down(Point(x: 50, y: 50), time: 0), .tick(time: 0.6), .move(Point(x: 60, y: 60), time: 0.7),
      .move(Point(x: 183, y: 175), time: 0.8), .up(Point(x: 183, y: 175), time: 0.9),
    ]
    for event in events {
      expected += a.handle(event)
      b.handle(event, policy: DefaultGridEditingPolicy(), into: &buffer)
    }
    #expect(buffer == expected)
    #expect(expected.contains(.drag(.ended(at: ItemPath(section: 0, item: 4)))))
  }
}

/// A grid editing policy that allows everything.
struct IconFree: GridEditingPolicy {}
