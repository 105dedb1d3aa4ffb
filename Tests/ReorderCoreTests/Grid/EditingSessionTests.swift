import ReorderCore
import Testing

private func p(_ s: Int, _ i: Int) -> ItemPath { ItemPath(section: s, item: i) }

/// A host's policy that answers from its own data, looked up by position at the time of the
/// call (so it can never go stale).
private struct IconPolicy: GridEditingPolicy {
  var data: [[String]]
  func id(_ path: ItemPath) -> String { data[path.section][path.item] }
  func canMoveItem(at path: ItemPath) -> Bool { id(path) != "h" }
  func canEditItem(at path: ItemPath) -> Bool { id(path) != "i" }
  func canShakeItem(at path: ItemPath) -> Bool { id(path) != "c" }
  func editingScale(ofItemAt path: ItemPath) -> Double { id(path) == "a" ? 1.5 : 1.1 }
  func cornerButton(ofItemAt path: ItemPath) -> CornerButton? {
    CornerButton(
      corner: id(path) == "e" ? .trailing : .leading, size: Size(width: 20, height: 20),
      hitSize: Size(width: 44, height: 44))
  }
}

/// A session and a host that applies every data effect to its data and its policy.
private struct Host {
  var session: GridEditingSession
  var policy: IconPolicy
  var time = 0.0
  var log = [GridEditingEffect]()

  init(configuration: GridEditingConfiguration = GridEditingConfiguration()) {
    session = GridEditingSession(
      layout: gridThreeByThree(), viewport: Viewport(size: Size(width: 320, height: 480)),
      configuration: configuration)
    policy = IconPolicy(data: [["a", "b", "c", "d", "e", "f", "g", "h", "i"]])
  }

  mutating func send(_ event: PointerEvent) -> [GridEditingEffect] {
    let effects = session.handle(event, policy: policy)
    applyDataEffects(
      effects.compactMap { if case .drag(let e) = $0 { e } else { nil } }, to: &policy.data)
    return effects
  }

  mutating func tap(_ x: Double, _ y: Double) -> [GridEditingEffect] {
    time += 1
    return send(.down(Point(x: x, y: y), time: time))
      + send(.up(Point(x: x, y: y), time: time + 0.1))
  }

  mutating func longPress(_ x: Double, _ y: Double) -> [GridEditingEffect] {
    time += 1
    let effects = send(.down(Point(x: x, y: y), time: time)) + send(.tick(time: time + 0.6))
    time += 0.6
    return effects
  }

  mutating func move(_ x: Double, _ y: Double) -> [GridEditingEffect] {
    time += 0.1
    return send(.move(Point(x: x, y: y), time: time))
  }

  mutating func up(_ x: Double, _ y: Double) -> [GridEditingEffect] {
    time += 0.1
    return send(.up(Point(x: x, y: y), time: time))
  }
}

@Suite struct EditingSessionTests {
  /// Seed 002's whole flow: select, long press into editing and drag, taps that do not select,
  /// a corner button (its tap area reaching into the spacing), a tap on empty space to end.
  @Test func wholeFlow() {
    var host = Host()
    #expect(host.tap(160, 50) == [.didSelect(p(0, 1))])
    #expect(host.tap(160, 400) == [])
    #expect(host.session.isEditing == false)

    #expect(host.longPress(50, 50) == [.beginEditing, .drag(.willMove(at: p(0, 0)))])
    #expect(host.session.isEditing)
    #expect(host.move(160, 160) == [.drag(.moved(from: p(0, 0), to: p(0, 4)))])
    #expect(host.up(160, 160) == [.drag(.ended(at: p(0, 4)))])
    #expect(host.session.isEditing)
    #expect(host.policy.data == [["b", "c", "d", "e", "a", "f", "g", "h", "i"]])

    // A tap on a cell in editing mode selects nothing.
    #expect(host.tap(160, 50) == [])
    // Cell (0, 2) spans x 220..<320; its leading button's 44-point tap area reaches x 198.
    #expect(host.tap(215, 5) == [.cornerButton(at: p(0, 2))])
    #expect(host.tap(199, 21) == [.cornerButton(at: p(0, 2))])
    // Cell (0, 3) holds "e", whose button is on the trailing corner (100, 110); where its tap
    // area overlaps that of "a" at (0, 4) (corner (110, 110)), the later cell is on top.
    #expect(host.tap(80, 112) == [.cornerButton(at: p(0, 3))])
    #expect(host.tap(105, 112) == [.cornerButton(at: p(0, 4))])
    #expect(host.tap(5, 112) == [])
    // A non-editable cell ("i" at (0, 8)) has no button: its corner is spacing, which ends.
    #expect(host.tap(215, 225) == [.endEditing])
    #expect(host.session.isEditing == false)
    #expect(host.tap(160, 50) == [.didSelect(p(0, 1))])
  }

  /// In editing mode a press that moves drags at once; one that stays is a tap.
  @Test func dragInEditingMode() {
    var host = Host()
    #expect(host.session.beginEditing() == [.beginEditing])
    #expect(host.session.beginEditing() == [])
    host.time = 10
    #expect(host.send(.down(Point(x: 50, y: 160), time: 10)) == [])
    #expect(host.move(65, 160) == [.drag(.willMove(at: p(0, 3)))])
    #expect(host.move(160, 160) == [.drag(.moved(from: p(0, 3), to: p(0, 4)))])
    #expect(host.move(270, 50) == [.drag(.moved(from: p(0, 4), to: p(0, 2)))])
    #expect(host.up(270, 50) == [.drag(.ended(at: p(0, 2)))])
    #expect(host.policy.data == [["a", "b", "d", "c", "e", "f", "g", "h", "i"]])
  }

  /// A press on a corner button that strays is abandoned; it never drags the cell.
  @Test func strayingButtonPress() {
    var host = Host()
    _ = host.session.beginEditing()
    host.time = 5
    #expect(host.send(.down(Point(x: 112, y: 2), time: 5)) == [])
    #expect(host.move(160, 160) == [])
    #expect(host.move(112, 2) == [])
    #expect(host.up(112, 2) == [])
    #expect(host.policy.data == [["a", "b", "c", "d", "e", "f", "g", "h", "i"]])
    #expect(host.send(.down(Point(x: 112, y: 2), time: 6)) == [])
    #expect(host.send(.cancel(time: 6.1)) == [])
    #expect(host.tap(112, 2) == [.cornerButton(at: p(0, 1))])
  }

  @Test func longPressOnAPinnedOrEmptySpot() {
    var host = Host()
    #expect(host.longPress(160, 400) == [.drag(.refused(.notOverItem))])
    #expect(host.up(160, 400) == [])
    #expect(host.session.isEditing == false)
    // "h" cannot move: the long press still enters editing.
    #expect(host.longPress(160, 270) == [.beginEditing, .drag(.refused(.notMovable))])
    #expect(host.up(160, 270) == [])
    #expect(host.session.isEditing)
  }

  /// Ending on request cancels a drag in progress first.
  @Test func endEditingDuringADrag() {
    var host = Host()
    #expect(host.longPress(50, 50) == [.beginEditing, .drag(.willMove(at: p(0, 0)))])
    #expect(host.move(270, 270) == [.drag(.moved(from: p(0, 0), to: p(0, 8)))])
    let effects = host.session.endEditing()
    #expect(
      effects == [
        .drag(.moved(from: p(0, 8), to: p(0, 0))), .drag(.cancelled(at: p(0, 0))), .endEditing,
      ])
    #expect(host.session.endEditing() == [])
    #expect(host.session.session.isDragging == false)
    // Back to the long press: a quick press and move does not drag.
    #expect(host.send(.down(Point(x: 50, y: 50), time: 20)) == [])
    #expect(host.send(.move(Point(x: 80, y: 50), time: 20.1)) == [])
  }

  /// Jiggle, button and scale answers follow the cells' current positions after a reorder.
  @Test func appearanceFollowsCurrentPositions() {
    var host = Host()
    let jiggle = host.session.configuration.jiggle
    #expect(
      host.session.appearance(ofItemAt: p(0, 0), time: 1, seed: 7, policy: host.policy)
        == CellAppearance())
    _ = host.longPress(50, 50)
    _ = host.move(160, 160)
    // "a" is held at (0, 4): scaled by its own factor, still, no button.
    #expect(
      host.session.appearance(ofItemAt: p(0, 4), time: 1, seed: 7, policy: host.policy)
        == CellAppearance(scale: 1.5))
    // (0, 1) now holds "c", which does not shake; (0, 0) holds "b", which does.
    #expect(
      host.session.appearance(ofItemAt: p(0, 1), time: 1, seed: 3, policy: host.policy)
        == CellAppearance(cornerButton: Rect(x: 100, y: -10, width: 20, height: 20)))
    #expect(
      host.session.appearance(ofItemAt: p(0, 0), time: 1, seed: 3, policy: host.policy)
        == CellAppearance(
          rotation: jiggle.angle(at: 1, seed: 3),
          cornerButton: Rect(x: -10, y: -10, width: 20, height: 20)))
    _ = host.up(160, 160)
    // Out of range: still, and the policy (which would trap) is not asked.
    #expect(
      host.session.appearance(ofItemAt: p(0, 9), time: 2, seed: 1, policy: host.policy)
        == CellAppearance())
    #expect(
      host.session.appearance(ofItemAt: p(1, 0), time: 2, seed: 1, policy: host.policy)
        == CellAppearance())
    // (0, 8) holds "i": not editable, so no button.
    #expect(
      host.session.appearance(ofItemAt: p(0, 8), time: 2, seed: 1, policy: host.policy)
        == CellAppearance(rotation: jiggle.angle(at: 2, seed: 1)))
  }

  /// In drop commit the data source keeps the committed order until the drop, so the policy is
  /// asked by committed positions.
  @Test func dropCommitAsksByDataSourcePositions() {
    var config = GridEditingConfiguration()
    config.drag.commit = .drop
    var host = Host(configuration: config)
    _ = host.longPress(50, 50)
    #expect(host.move(160, 160) == [.drag(.targetChanged(p(0, 4)))])
    #expect(host.session.dataSourcePath(forCurrent: p(0, 4)) == p(0, 0))
    #expect(host.session.dataSourcePath(forCurrent: p(0, 0)) == p(0, 1))
    #expect(
      host.session.appearance(ofItemAt: p(0, 4), time: 0, seed: 0, policy: host.policy)
        == CellAppearance(scale: 1.5))
  }

  @Test func edgeCrossingRunsAsCenter() {
    let session = GridEditingSession(
      layout: gridThreeByThree(), viewport: Viewport(size: Size(width: 320, height: 480)),
      configuration: GridEditingConfiguration(drag: DragConfiguration(target: .edgeCrossing)))
    #expect(session.configuration.drag.target.isSameBuiltIn(as: .center))
    #expect(session.session.configuration.target.isSameBuiltIn(as: .center))
  }

  /// After every reload the host hears the content size; a drag in progress is cancelled.
  @Test func reload() {
    var host = Host()
    _ = host.longPress(50, 50)
    _ = host.move(160, 50)
    let bigger = gridThreeByThree(sections: [GridSection(itemCount: 10)])
    #expect(
      host.session.reload(layout: bigger) == [
        .drag(.moved(from: p(0, 1), to: p(0, 0))), .drag(.cancelled(at: p(0, 0))),
        .resized(Size(width: 320, height: 430)),
      ])
    #expect(host.session.isEditing)
    #expect(
      host.session.reload(layout: gridThreeByThree()) == [.resized(Size(width: 320, height: 320))])
    #expect(host.session.layout.totalItemCount == 9)
  }
}

@Suite struct EditingInteractiveMovementTests {
  private func seed003() -> (GridEditingSession, IconPolicy) {
    var pinned = PinnedItems(sectionCount: 1)
    pinned.pin(p(0, 8))
    let session = GridEditingSession(
      layout: gridSeed003Layout(itemCount: 9), pinned: pinned,
      viewport: Viewport(size: Size(width: 375, height: 350)))
    return (session, IconPolicy(data: [["a", "b", "c", "d", "e", "f", "g", "x", "+"]]))
  }

  /// Seed 003: begin, update, end; the data source hears one move, at the end; the pinned
  /// "add" cell neither moves nor is displaced.
  @Test func beginUpdateEnd() {
    var (session, policy) = seed003()
    #expect(
      session.beginInteractiveMovement(at: p(0, 8), policy: policy) == [
        .drag(.refused(.notMovable))
      ])
    #expect(session.session.isDragging == false)
    #expect(
      session.beginInteractiveMovement(at: p(0, 0), policy: policy) == [
        .drag(.willMove(at: p(0, 0)))
      ])
    #expect(session.beginInteractiveMovement(at: p(0, 1), policy: policy) == [])
    // Item 4's centre is (183, 175); item 8's (297, 297).
    #expect(
      session.updateInteractiveMovement(to: Point(x: 183, y: 175), policy: policy) == [
        .drag(.targetChanged(p(0, 4)))
      ])
    // Item 8 is pinned: the step onto it is declined (reported once).
    #expect(
      session.updateInteractiveMovement(to: Point(x: 297, y: 297), policy: policy) == [
        .drag(.declined(proposed: p(0, 8), reason: .pinned))
      ])
    #expect(session.session.floatingFrame == Rect(x: 244, y: 244, width: 106, height: 106))
    #expect(
      session.endInteractiveMovement(policy: policy) == [
        .drag(.moved(from: p(0, 0), to: p(0, 4))), .drag(.ended(at: p(0, 4))),
      ])
    #expect(session.endInteractiveMovement(policy: policy) == [])
    // The configuration is back: a long-press drag commits live again.
    #expect(session.session.configuration.commit == .live)
    #expect(session.session.configuration.activation == .default)
  }

  @Test func cancel() {
    var (session, policy) = seed003()
    _ = session.beginInteractiveMovement(at: p(0, 2), policy: policy)
    _ = session.updateInteractiveMovement(to: Point(x: 183, y: 175), policy: policy)
    #expect(session.cancelInteractiveMovement() == [.drag(.cancelled(at: p(0, 2)))])
    #expect(session.cancelInteractiveMovement() == [])
    #expect(session.updateInteractiveMovement(to: Point(x: 10, y: 10), policy: policy) == [])
    #expect(session.beginInteractiveMovement(at: p(1, 0), policy: policy) == [])
    #expect(session.beginInteractiveMovement(at: p(0, 9), policy: policy) == [])
  }

  /// Seed 003's target rule, kept honest: a proposal onto the last cell answers the original.
  @Test func targetIndexPathAnswers() {
    struct KeepLast: GridEditingPolicy {
      func canMoveItem(at path: ItemPath) -> Bool { path.item < 8 }
      func targetIndexPath(forMoveFrom original: ItemPath, at current: ItemPath, proposed: ItemPath)
        -> ItemPath
      { proposed.item < 8 ? proposed : original }
    }
    let session0 = GridEditingSession(
      layout: gridSeed003Layout(itemCount: 9),
      viewport: Viewport(size: Size(width: 375, height: 350)))
    var session = session0
    _ = session.beginInteractiveMovement(at: p(0, 0), policy: KeepLast())
    #expect(
      session.updateInteractiveMovement(to: Point(x: 183, y: 175), policy: KeepLast())
        == [.drag(.targetChanged(p(0, 4)))])
    #expect(
      session.updateInteractiveMovement(to: Point(x: 297, y: 297), policy: KeepLast())
        == [.drag(.targetChanged(p(0, 0)))])
    #expect(session.endInteractiveMovement(policy: KeepLast()) == [.drag(.ended(at: p(0, 0)))])
  }
}

@Suite struct EditingJiggleTests {
  @Test func sineOfQuarterTurns() {
    let j = Jiggle(amplitude: 1, period: 1)
    // angle(at: t, seed) = sin(2π (t + phase)); pick t to cancel the phase.
    let phase = Jiggle.phase(forSeed: 42)
    for (turns, expected) in [
      (0.0, 0.0), (0.25, 1.0), (0.5, 0.0), (0.75, -1.0), (0.125, 0.5.squareRoot()),
    ] {
      #expect(abs(j.angle(at: turns - phase, seed: 42) - expected) < 1e-7)
      #expect(abs(j.angle(at: turns - phase + 3, seed: 42) - expected) < 1e-7)
      #expect(abs(j.angle(at: turns - phase - 7, seed: 42) - expected) < 1e-7)
    }
  }

  /// ±3° by default, every cell at its own phase.
  @Test func boundsAndPhases() {
    let j = Jiggle()
    #expect(j.amplitude == 3 * Double.pi / 180)
    var phases = Set<Double>()
    for seed in UInt64(0)..<16 {
      let phase = Jiggle.phase(forSeed: seed)
      #expect(phase >= 0 && phase < 1)
      phases.insert(phase)
      for step in 0..<40 {
        #expect(abs(j.angle(at: Double(step) * 0.013, seed: seed)) <= j.amplitude + 1e-12)
      }
    }
    #expect(phases.count == 16)
    #expect(j.angle(at: 0.3, seed: 1) != j.angle(at: 0.3, seed: 2))
  }

  @Test func degenerateValues() {
    #expect(Jiggle().angle(at: .nan, seed: 1) == 0)
    #expect(Jiggle(period: 0).angle(at: 1, seed: 1) == 0)
    #expect(Jiggle(amplitude: .nan, period: .infinity) == Jiggle())
    #expect(abs(Jiggle(amplitude: 1, period: 1e-300).angle(at: 1e300, seed: 0)) <= 1)
  }

  @Test func cornerButtonFrames() {
    let cell = Rect(x: 100, y: 50, width: 80, height: 80)
    let leading = CornerButton(
      size: Size(width: 20, height: 20), hitSize: Size(width: 10, height: 10))
    #expect(leading.hitSize == Size(width: 20, height: 20))
    #expect(leading.frame(inCell: cell) == Rect(x: 90, y: 40, width: 20, height: 20))
    let trailing = CornerButton(
      corner: .trailing, size: Size(width: 20, height: 20), hitSize: Size(width: 40, height: 30))
    #expect(trailing.frame(inCell: cell) == Rect(x: 170, y: 40, width: 20, height: 20))
    #expect(trailing.hitFrame(inCell: cell) == Rect(x: 160, y: 35, width: 40, height: 30))
  }
}
