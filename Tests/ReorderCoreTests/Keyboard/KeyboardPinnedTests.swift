import ReorderCore
import Testing

/// Keyboard moves never shift a pinned item.
@Suite struct KeyboardPinnedTests {
  @Test func aStepTowardsAPinnedNeighbourIsDeclined() {
    var s = keyboardSession(pinned: [at(0, 1)])
    _ = s.handle(.pickUp(at(0, 2)))
    let out = s.handle(.move(.up))
    #expect(out.effects == [.declined(proposed: at(0, 1), reason: .pinned)])
    #expect(
      out.announcement
        == Announcement(
          kind: .declined(.pinned), position: at(0, 2), count: 5, dataPath: at(0, 2)))
    #expect(s.arrangement == .unmoved(at(0, 2)))
  }

  @Test func homeAndEndStopBeforeAPinnedItem() {
    var s = keyboardSession(pinned: [at(0, 1)])
    _ = s.handle(.pickUp(at(0, 4)))
    #expect(s.handle(.move(.toSectionStart)).effects == [.moved(from: at(0, 4), to: at(0, 2))])
    #expect(s.handle(.move(.toSectionStart)).announcement?.kind == .declined(.pinned))

    var t = keyboardSession(pinned: [at(0, 3)])
    _ = t.handle(.pickUp(at(0, 0)))
    #expect(t.handle(.move(.toSectionEnd)).effects == [.moved(from: at(0, 0), to: at(0, 2))])
    #expect(t.handle(.move(.down)).announcement?.kind == .declined(.pinned))
  }

  @Test func anItemWithAPinnedItemAfterItCannotLeaveItsSection() {
    var s = keyboardSession(pinned: [at(1, 4)])
    _ = s.handle(.pickUp(at(1, 0)))
    for (move, proposed): (KeyboardMove, ItemPath) in [
      (.up, at(0, 5)), (.previousSection, at(0, 5)), (.nextSection, at(2, 0)),
      (.toSection(0), at(0, 5)), (.toSection(2), at(2, 0)), (.pageUp, at(0, 0)),
    ] {
      let out = s.handle(.move(move))
      #expect(out.effects == [.declined(proposed: proposed, reason: .pinned)], "\(move)")
      #expect(out.announcement?.kind == .declined(.pinned), "\(move)")
    }
    #expect(s.arrangement == .unmoved(at(1, 0)))
    // It still moves inside its section, up to the pinned item.
    #expect(
      s.handle(.move(.toSectionEnd)).effects == [
        .moved(from: at(1, 0), to: at(1, 3)), .scrolled(to: Point(x: 0, y: 3)),
      ])
  }

  @Test func anotherSectionIsEnteredOnlyAfterItsLastPinnedItem() {
    var s = keyboardSession(pinned: [at(1, 0), at(1, 1)])
    var model = KeyboardModel()
    model.send(.pickUp(at(0, 2)), to: &s)
    let next = model.send(.move(.nextSection), to: &s)
    #expect(
      next.effects == [.moved(from: at(0, 2), to: at(1, 2)), .scrolled(to: Point(x: 0, y: 1))])
    #expect(s.handle(.move(.up)).announcement?.kind == .declined(.pinned))
    model.send(.drop, to: &s)
    #expect(model.sections[1] == ["B1", "B2", "A3", "B3", "B4", "B5"])
  }

  @Test func aStepForwardIntoAPinnedSectionStartIsDeclined() {
    var s = keyboardSession(pinned: [at(1, 0)])
    _ = s.handle(.pickUp(at(0, 4)))
    let out = s.handle(.move(.down))
    #expect(out.effects == [.declined(proposed: at(1, 0), reason: .pinned)])
    #expect(out.announcement?.kind == .declined(.pinned))
  }

  @Test func aPageForwardStopsAtTheEndOfTheSectionBeforeABlockedStart() {
    var s = keyboardSession(pinned: [at(1, 0), at(1, 1), at(1, 2)])
    _ = s.handle(.pickUp(at(0, 0)))
    // The page lands on B3, inside section B's pinned prefix: stop at the end of section A.
    #expect(s.handle(.move(.pageDown)).effects == [.moved(from: at(0, 0), to: at(0, 4))])
  }

  @Test func aPinnedItemCannotBePickedUp() {
    var s = keyboardSession(pinned: [at(2, 0)])
    let out = s.handle(.pickUp(at(2, 0)))
    #expect(out.effects == [.refused(.notMovable)])
    #expect(
      out.announcement
        == Announcement(kind: .notMovable, position: at(2, 0), count: 5, dataPath: at(2, 0)))
    #expect(!s.isDragging)
  }

  @Test func exchangeModeJumpsOverPinnedItems() {
    var s = keyboardSession(mode: .exchange, pinned: [at(0, 3), at(0, 4)])
    var model = KeyboardModel()
    model.send(.pickUp(at(0, 2)), to: &s)
    let next = s.handle(.move(.down))
    #expect(next.effects == [.targetChanged(at(1, 0))])
    model.apply(next.effects)
    model.send(.drop, to: &s)
    #expect(model.sections[0] == ["A1", "A2", "B1", "A4", "A5"])
    #expect(model.sections[1] == ["A3", "B2", "B3", "B4", "B5"])
  }

  /// A small deterministic generator (SplitMix64), so the sequence is the same on every run.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
  }

  @Test(arguments: [CommitMode.live, .drop], [UInt64(1), 2, 3, 4])
  func randomCommandsNeverShiftAPinnedItemNorLoseOne(commit: CommitMode, seed: UInt64) {
    var g = Generator(state: seed)
    let counts = [6, 0, 4, 7]
    var pinnedPaths = [ItemPath]()
    for (s, n) in counts.enumerated() where n > 0 {
      for i in 0..<n where g.next(4) == 0 { pinnedPaths.append(at(s, i)) }
    }
    var session = keyboardSession(counts, commit: commit, pinned: pinnedPaths, height: 5)
    var model = KeyboardModel(counts)
    let start = model
    let moves: [KeyboardMove] = [
      .up, .down, .left, .right, .previous, .next, .toSectionStart, .toSectionEnd, .pageUp,
      .pageDown, .previousSection, .nextSection, .toSection(3), .toSection(0), .toSection(1),
    ]
    for _ in 0..<400 {
      let command: KeyboardCommand
      if !session.isDragging {
        let s = g.next(counts.count)
        command = .pickUp(at(s, g.next(max(1, model.sections[s].count))))
      } else {
        switch g.next(12) {
        case 0: command = .drop
        case 1: command = .cancel
        default: command = .move(moves[g.next(moves.count)])
        }
      }
      let out = model.send(command, to: &session)
      for p in pinnedPaths {
        #expect(model.sections[p.section][p.item] == start.sections[p.section][p.item])
      }
      #expect(model.flat.sorted() == start.flat.sorted())
      if commit == .live, let a = session.arrangement, let name = out.announcement?.dataPath {
        #expect(name == a.slot)
      }
    }
  }
}
