import ReorderCore
import Testing

// MARK: Shared fixtures for the keyboard suites

/// Shorthand for a position.
func at(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

/// Sections of 1-point items under 1-point headers, labelled A1…, B1…, C1…
/// (content coordinates: section A's header at 0, A1 at 1, …).
func keyboardList(_ counts: [Int] = [5, 5, 5]) -> ListLayout {
  ListLayout(
    crossExtent: 10,
    sections: counts.map { ListSection(header: 1, itemExtents: Array(repeating: 1, count: $0)) })
}

/// The data a host keeps, changed only by the effects it is handed.
struct KeyboardModel: Equatable {
  var sections: [[String]]

  init(_ counts: [Int] = [5, 5, 5]) {
    let letters = ["A", "B", "C", "D", "E", "F"]
    sections = counts.enumerated().map { s, n in (0..<n).map { "\(letters[s])\($0 + 1)" } }
  }

  init(sections: [[String]]) { self.sections = sections }

  /// Applies the data effects (see ``applyDataEffect(_:to:)``).
  mutating func apply(_ effects: [DragEffect]) { applyDataEffects(effects, to: &sections) }

  var flat: [String] { sections.flatMap { $0 } }

  /// Sends `command` to `session`, applies its data effects and returns its outcome.
  @discardableResult
  mutating func send<L: ReorderLayout>(
    _ command: KeyboardCommand, to session: inout DragSession<L>
  ) -> KeyboardOutcome {
    let out = session.handle(command)
    apply(out.effects)
    return out
  }

  /// Sends `commands` to `session` in turn, applying the data effects of each; returns all the
  /// effects, in order.
  mutating func play(
    _ commands: [KeyboardCommand], on session: inout DragSession<ListLayout>
  ) -> [DragEffect] {
    var all = [DragEffect]()
    for command in commands { all += send(command, to: &session).effects }
    return all
  }
}

/// A session over ``keyboardList(_:)`` with an 8-point-high viewport.
func keyboardSession(
  _ counts: [Int] = [5, 5, 5], commit: CommitMode = .live, mode: ReorderMode = .insert,
  pinned: [ItemPath] = [], height: Double = 8
) -> DragSession<ListLayout> {
  var set = PinnedItems(sectionCount: counts.count)
  for p in pinned { set.pin(p) }
  return DragSession(
    layout: keyboardList(counts), pinned: set,
    viewport: Viewport(size: Size(width: 10, height: height)),
    configuration: DragConfiguration(mode: mode, commit: commit))
}

/// A ``keyboardSession(_:commit:mode:pinned:height:)`` (default arguments but `commit`) that
/// has picked up the item at `path`, and the host's data after it.
func keyboardPickUp(
  _ path: ItemPath, commit: CommitMode = .live
) -> (session: DragSession<ListLayout>, model: KeyboardModel) {
  var session = keyboardSession(commit: commit)
  var model = KeyboardModel()
  model.send(.pickUp(path), to: &session)
  return (session, model)
}

/// Redirects every proposal to a fixed answer.
struct RedirectPolicy: DragPolicy {
  var answer: ItemPath
  func targetIndexPath(forMoveFrom original: ItemPath, at current: ItemPath, proposed: ItemPath)
    -> ItemPath
  { answer }
}

/// Refuses to pick up anything in section 0.
struct LockSectionZero: DragPolicy {
  func canMoveItem(at path: ItemPath) -> Bool { path.section != 0 }
}

// MARK: Steps, drops and cancels

@Suite struct KeyboardDragTests {
  @Test func pickUpStepDownTwiceAndDropLive() {
    var s = keyboardSession()
    var model = KeyboardModel()
    let all = model.play([.pickUp(at(0, 1)), .move(.down), .move(.down), .drop], on: &s)
    #expect(
      all == [
        .willMove(at: at(0, 1)),
        .moved(from: at(0, 1), to: at(0, 2)),
        .moved(from: at(0, 2), to: at(0, 3)),
        .ended(at: at(0, 3)),
      ])
    #expect(model.sections[0] == ["A1", "A3", "A4", "A2", "A5"])
    #expect(!s.isDragging)
    #expect(s.layout.itemCount(inSection: 0) == 5)
  }

  @Test func dropCommitPreviewsThenMovesOnceAtTheDrop() {
    var s = keyboardSession(commit: .drop)
    var model = KeyboardModel()
    let all = model.play([.pickUp(at(0, 1)), .move(.down), .move(.down), .drop], on: &s)
    #expect(
      all == [
        .willMove(at: at(0, 1)),
        .targetChanged(at(0, 2)),
        .targetChanged(at(0, 3)),
        .moved(from: at(0, 1), to: at(0, 3)),
        .ended(at: at(0, 3)),
      ])
    #expect(model.sections[0] == ["A1", "A3", "A4", "A2", "A5"])
  }

  @Test func stepUpFromASectionsFirstItemGoesToThePreviousSectionsEnd() {
    var (s, model) = keyboardPickUp(at(1, 0))
    let out = model.send(.move(.up), to: &s)
    #expect(out.effects == [.moved(from: at(1, 0), to: at(0, 5))])
    #expect(model.sections[0] == ["A1", "A2", "A3", "A4", "A5", "B1"])
    let back = model.send(.move(.down), to: &s)
    #expect(back.effects == [.moved(from: at(0, 5), to: at(1, 0))])
    #expect(model == KeyboardModel())
  }

  @Test func declinedAtTheVeryStartAndEnd() {
    var s = keyboardSession()
    _ = s.handle(.pickUp(at(0, 0)))
    let up = s.handle(.move(.up))
    #expect(up.effects == [])
    #expect(up.announcement?.kind == .declined(.atEdge))
    #expect(s.arrangement == .unmoved(at(0, 0)))

    var t = keyboardSession()
    _ = t.handle(.pickUp(at(2, 4)))
    let down = t.handle(.move(.down))
    #expect(down.effects == [])
    #expect(down.announcement?.kind == .declined(.atEdge))
  }

  @Test func leftAndRightDoNothingInAVerticalList() {
    var s = keyboardSession()
    _ = s.handle(.pickUp(at(0, 2)))
    for move: KeyboardMove in [.left, .right] {
      let out = s.handle(.move(move))
      #expect(out.effects == [])
      #expect(out.announcement?.kind == .declined(.atEdge))
    }
    #expect(s.arrangement == .unmoved(at(0, 2)))
  }

  @Test func aHorizontalListMovesWithLeftAndRight() {
    let layout = ListLayout(
      axis: .horizontal, crossExtent: 10,
      sections: [ListSection(itemExtents: [1, 1, 1])])
    var s = DragSession(layout: layout, viewport: Viewport(size: Size(width: 8, height: 10)))
    _ = s.handle(.pickUp(at(0, 1)))
    #expect(s.handle(.move(.right)).effects == [.moved(from: at(0, 1), to: at(0, 2))])
    #expect(s.handle(.move(.left)).effects == [.moved(from: at(0, 2), to: at(0, 1))])
    #expect(s.handle(.move(.up)).announcement?.kind == .declined(.atEdge))
    #expect(s.handle(.move(.down)).announcement?.kind == .declined(.atEdge))
  }

  @Test func homeAndEndStayInTheSection() {
    var (s, model) = keyboardPickUp(at(1, 2))
    let home = model.send(.move(.toSectionStart), to: &s)
    #expect(home.effects == [.moved(from: at(1, 2), to: at(1, 0))])
    #expect(model.sections[1] == ["B3", "B1", "B2", "B4", "B5"])
    #expect(s.handle(.move(.toSectionStart)).announcement?.kind == .declined(.atEdge))
    let end = model.send(.move(.toSectionEnd), to: &s)
    #expect(
      end.effects == [.moved(from: at(1, 0), to: at(1, 4)), .scrolled(to: Point(x: 0, y: 4))])
    #expect(model.sections[1] == ["B1", "B2", "B4", "B5", "B3"])
  }

  @Test func sectionMovesGoToThePreviousEndAndTheNextStart() {
    var (s, model) = keyboardPickUp(at(1, 2))
    let previous = model.send(.move(.previousSection), to: &s)
    #expect(previous.effects == [.moved(from: at(1, 2), to: at(0, 5))])
    #expect(s.handle(.move(.previousSection)).announcement?.kind == .declined(.atEdge))
    var next = model.send(.move(.nextSection), to: &s)
    #expect(next.effects == [.moved(from: at(0, 5), to: at(1, 0))])
    next = s.handle(.move(.nextSection))
    model.apply(next.effects)
    #expect(
      next.effects == [.moved(from: at(1, 0), to: at(2, 0)), .scrolled(to: Point(x: 0, y: 5))])
    #expect(s.handle(.move(.nextSection)).announcement?.kind == .declined(.atEdge))
    model.send(.drop, to: &s)
    #expect(
      model.sections == [
        ["A1", "A2", "A3", "A4", "A5"], ["B1", "B2", "B4", "B5"],
        ["B3", "C1", "C2", "C3", "C4", "C5"],
      ])
  }

  @Test func toSectionGoesToTheEndOfAnEarlierAndTheStartOfALaterSection() {
    var s = keyboardSession()
    _ = s.handle(.pickUp(at(1, 2)))
    #expect(s.handle(.move(.toSection(0))).effects == [.moved(from: at(1, 2), to: at(0, 5))])
    #expect(
      s.handle(.move(.toSection(2))).effects == [
        .moved(from: at(0, 5), to: at(2, 0)), .scrolled(to: Point(x: 0, y: 5)),
      ])
    #expect(s.handle(.move(.toSection(2))).announcement?.kind == .declined(.atEdge))
    #expect(s.handle(.move(.toSection(3))).announcement?.kind == .declined(.refused))
    #expect(s.handle(.move(.toSection(-1))).announcement?.kind == .declined(.refused))
    #expect(s.arrangement == Arrangement(lifted: at(1, 2), slot: at(2, 0)))
  }

  @Test func anEmptySectionCanBeEnteredAndIsRemovedWhenLeftEmptyAtTheDrop() {
    var s = DragSession(
      layout: keyboardList([2, 0, 1]), viewport: Viewport(size: Size(width: 10, height: 8)),
      configuration: DragConfiguration(emptySections: .remove))
    var model = KeyboardModel([2, 0, 1])
    model.send(.pickUp(at(2, 0)), to: &s)
    let up = model.send(.move(.up), to: &s)
    #expect(up.effects == [.moved(from: at(2, 0), to: at(1, 0))])
    let drop = model.send(.drop, to: &s)
    #expect(drop.effects == [.deletedSection(2), .ended(at: at(1, 0))])
    #expect(model.sections == [["A1", "A2"], ["C1"]])
    #expect(s.layout.sectionCount == 2)
    #expect(
      drop.announcement
        == Announcement(
          kind: .dropped, position: at(1, 0), count: 1, dataPath: at(1, 0)))
  }

  @Test func cancelRestoresTheOrderInLiveCommit() {
    var (s, model) = keyboardPickUp(at(0, 0))
    model.send(.move(.down), to: &s)
    model.send(.move(.nextSection), to: &s)
    let cancel = model.send(.cancel, to: &s)
    #expect(cancel.effects == [.moved(from: at(1, 0), to: at(0, 0)), .cancelled(at: at(0, 0))])
    #expect(model == KeyboardModel())
    #expect(
      cancel.announcement
        == Announcement(kind: .cancelled, position: at(0, 0), count: 5, dataPath: at(0, 0)))
    #expect(!s.isDragging)
  }

  @Test func cancelScrollsBackToTheItemBeforeItsLastEffect() {
    var s = keyboardSession(commit: .drop)
    _ = s.handle(.pickUp(at(0, 0)))
    #expect(
      s.handle(.move(.toSection(2))).effects == [
        .targetChanged(at(2, 0)), .scrolled(to: Point(x: 0, y: 5)),
      ])
    #expect(
      s.handle(.cancel).effects == [.scrolled(to: Point(x: 0, y: 1)), .cancelled(at: at(0, 0))])
  }

  @Test func cancelInDropCommitHasNoDataEffect() {
    var s = keyboardSession(commit: .drop)
    _ = s.handle(.pickUp(at(0, 0)))
    _ = s.handle(.move(.down))
    #expect(s.handle(.cancel).effects == [.cancelled(at: at(0, 0))])
  }

  @Test func pointerEventsAndTicksLeaveAKeyboardDragAlone() {
    var s = keyboardSession()
    s.configuration.autoScroll = .constant(speed: 100)
    _ = s.handle(.pickUp(at(0, 2)))
    _ = s.handle(.move(.down))
    #expect(s.handle(.down(Point(x: 1, y: 1), time: 1)) == [])
    #expect(s.handle(.move(Point(x: 1, y: 7.5), time: 2)) == [])
    #expect(s.handle(.tick(time: 3)) == [])
    #expect(s.handle(.up(Point(x: 1, y: 7.5), time: 4)) == [])
    #expect(s.isKeyboardDrag)
    #expect(s.arrangement == Arrangement(lifted: at(0, 2), slot: at(0, 3)))
    #expect(s.viewport.contentOffset == Point(x: 0, y: 0))
    // A system cancel still cancels.
    #expect(
      s.handle(.cancel(time: 5)) == [
        .moved(from: at(0, 3), to: at(0, 2)), .cancelled(at: at(0, 2)),
      ])
  }

  @Test func theFloatingCopySitsOnTheSlot() {
    var s = keyboardSession()
    _ = s.handle(.pickUp(at(0, 1)))
    #expect(s.floatingFrame == Rect(x: 0, y: 2, width: 10, height: 1))
    _ = s.handle(.move(.down))
    #expect(s.floatingFrame == Rect(x: 0, y: 3, width: 10, height: 1))
    let render = s.renderState()
    #expect(
      render.floating
        == FloatingCopy(
          committedPath: at(0, 1), path: at(0, 2),
          frame: Rect(
            x: 0, y: 3, width: 10, height: 1)))
    #expect(render.items.filter(\.isHidden).map(\.path) == [at(0, 2)])
  }

  @Test func commandsOutOfPlaceAreIgnoredOrRefused() {
    var s = keyboardSession()
    #expect(s.handle(.move(.down)) == KeyboardOutcome())
    #expect(s.handle(.drop) == KeyboardOutcome())
    #expect(s.handle(.cancel) == KeyboardOutcome())
    #expect(s.handle(.pickUp(at(0, 5))).effects == [.refused(.notOverItem)])
    #expect(s.handle(.pickUp(at(3, 0))).effects == [.refused(.notOverItem)])
    #expect(s.handle(.pickUp(at(-1, 0))).effects == [.refused(.notOverItem)])
    #expect(s.handle(.pickUp(at(0, 0))).effects == [.willMove(at: at(0, 0))])
    #expect(s.handle(.pickUp(at(0, 1))) == KeyboardOutcome())
    #expect(s.arrangement == .unmoved(at(0, 0)))
  }

  @Test func aPointerDragIgnoresKeyboardMovesAndDropButNotCancel() {
    var s = keyboardSession()
    s.configuration.activation = .immediate
    #expect(s.handle(.down(Point(x: 1, y: 1.5), time: 0)) == [.willMove(at: at(0, 0))])
    #expect(s.handle(.pickUp(at(0, 1))) == KeyboardOutcome())
    #expect(s.handle(.move(.down)) == KeyboardOutcome())
    #expect(s.handle(.drop) == KeyboardOutcome())
    #expect(s.handle(.cancel).effects == [.cancelled(at: at(0, 0))])
  }

  @Test func thePolicyRedirectsAndDeclinesKeyboardMoves() {
    var s = keyboardSession()
    _ = s.pickUp(at(0, 0), policy: DefaultDragPolicy())
    let redirected = s.moveLifted(.down, policy: RedirectPolicy(answer: at(0, 3)))
    #expect(redirected.effects == [.moved(from: at(0, 0), to: at(0, 3))])
    let invalid = s.moveLifted(.down, policy: RedirectPolicy(answer: at(0, 9)))
    #expect(invalid.effects == [.declined(proposed: at(0, 4), reason: .outOfRange)])
    #expect(invalid.announcement?.kind == .declined(.refused))
    let same = s.moveLifted(.down, policy: RedirectPolicy(answer: at(0, 3)))
    #expect(same.effects == [.declined(proposed: at(0, 4), reason: .targetPolicy)])
    #expect(same.announcement?.kind == .declined(.refused))
    #expect(s.arrangement == Arrangement(lifted: at(0, 0), slot: at(0, 3)))
  }

  @Test func thePolicyCanRefuseThePickUp() {
    var s = keyboardSession()
    let out = s.pickUp(at(0, 1), policy: LockSectionZero())
    #expect(out.effects == [.refused(.notMovable)])
    #expect(
      out.announcement
        == Announcement(kind: .notMovable, position: at(0, 1), count: 5, dataPath: at(0, 1)))
    #expect(!s.isDragging)
    #expect(
      s.pickUp(at(1, 1), policy: LockSectionZero()).effects == [
        .willMove(at: at(1, 1)), .scrolled(to: Point(x: 0, y: 1)),
      ])
  }

  @Test func exchangeModeMovesTheTargetAndSwapsAtTheDrop() {
    var s = keyboardSession(mode: .exchange)
    var model = KeyboardModel()
    let all = model.play(
      [
        .pickUp(at(0, 1)), .move(.down), .move(.down), .move(.up), .move(.toSectionEnd), .drop,
      ], on: &s)
    #expect(
      all == [
        .willMove(at: at(0, 1)),
        .targetChanged(at(0, 2)),
        .targetChanged(at(0, 3)),
        .targetChanged(at(0, 2)),
        .targetChanged(at(0, 4)),
        .swapped(at(0, 1), at(0, 4)),
        .ended(at: at(0, 4)),
      ])
    #expect(model.sections[0] == ["A1", "A5", "A3", "A4", "A2"])
  }

  @Test func exchangeModeClearsTheTargetBackOnTheItem() {
    var s = keyboardSession(mode: .exchange)
    _ = s.handle(.pickUp(at(0, 1)))
    #expect(s.handle(.move(.down)).effects == [.targetChanged(at(0, 2))])
    #expect(s.handle(.move(.up)).effects == [.targetChanged(nil)])
    #expect(s.handle(.drop).effects == [.ended(at: at(0, 1))])
  }
}
