/// The board drag engine: a pure state machine over a ``BoardLayout``. Each input returns the
/// effects the host must perform, in order; the same inputs always give the same effects. Time
/// only ever comes from events.
///
/// A press becomes a drag by the configured ``Activation``. Pressed on a card, the card is
/// lifted and moves within its lane and between lanes (positions `[lane, card]`, as
/// `UITableView.moveRow(at:to:)`), with the configured mode, commit and target rule; pressed on
/// a lane's header, the whole lane is lifted and lanes reorder along the board's axis
/// (`moveSection(_:toSection:)` positions; a lane drag always inserts). Lanes are never
/// removed. Pinned cards and lanes never change their index: a step that would shift one is
/// declined.
///
/// Where a card goes: over a card, the rule's slot (see ``TargetRule``; the same fixed-point
/// guard as lists keeps it flicker-free at rest); over a lane's header or below its last card,
/// that lane's end; over an empty lane, its slot 0; over the gap between lanes or outside every
/// lane, it stays where it is.
///
/// Auto-scroll is nested: during a card drag the lane under the pointer scrolls along its axis
/// and the board along its own, each by ``DragConfiguration/autoScroll`` against its own visible
/// edges (the lane's body; the viewport), both on the same tick. When the board's scroll carries
/// another lane under a still pointer, that lane takes over at the moment it arrives (the tick's
/// stretch of time is split there), so ticks at 30, 60 or 120 Hz agree (exactly when the board's
/// speed is constant over each stretch, as for `constant` and `proportional`). A lane drag
/// scrolls the board only. Each lane keeps its offset after the drag; a lane whose content
/// shrinks is pulled back into its bounds (a ``BoardEffect/laneScrolled(lane:offset:)``).
///
/// Events that make no sense in the current state are ignored (no effects); times that go
/// backwards are taken as the last time seen; events with a non-finite coordinate or time are
/// refused with ``DragRefusal/nonFiniteInput``.
public struct BoardSession: Sendable, PressFlow {
  /// The committed board (the data as the data source holds it after the last drop) and its
  /// offsets, which auto-scroll moves.
  public internal(set) var layout: BoardLayout
  /// Pinned cards, `[lane, card]` in the committed data.
  public internal(set) var pinnedCards: PinnedItems
  /// Pinned lanes: section 0, item = committed lane index.
  public internal(set) var pinnedLanes: PinnedItems
  /// Modes, rules and strategies (`emptySections` is ignored: lanes are never removed). A drag
  /// keeps the `mode` and `commit` it began with.
  public var configuration: DragConfiguration
  /// The time of the latest event.
  public var lastTime: Double { clock.lastTime }
  /// The latest time seen and the activation rules (see `Kernel/PressClock.swift`).
  var clock = PressClock()

  /// Where the board stands: the press, or the drag (a card's or a lane's) inside its case.
  var state = BoardState.idle
  /// The selected cards, committed board, sorted (see `BoardSession+Selection.swift`).
  var selection = SelectionSet()
  /// The flight home of the last multi-card drag's cards, after its drop or cancel.
  var blockSettling: BlockFlight?
  /// What the latest drop did (see ``DropRecord``): nil before any drop, during a drag and
  /// after a cancelled one.
  public internal(set) var lastDrop: DropRecord?
  /// Whether the host scrolled or resized during the drag: the next tick retargets even if
  /// auto-scroll moved nothing.
  var hostMoved = false

  /// The box of the card drag in progress, or nil: reading one field through it copies that
  /// field, not the whole drag.
  var cardBox: CardBox? { if case .card(let box) = state { box } else { nil } }

  /// The box of the lane drag in progress, or nil.
  var laneBox: LaneBox? { if case .lane(let box) = state { box } else { nil } }

  /// Takes the card drag in progress out of `state` for an update in place: `state` is
  /// `modifying` until the caller puts the box back with `state = .card(box)`; nil (and
  /// nothing changes) unless a card is dragged. The box is copied first if another session
  /// value shares it (copy on write), so the update never shows through a copy of the session.
  mutating func takeCard() -> CardBox? {
    guard case .card(var box) = state else { return nil }
    state = .modifying
    if !isKnownUniquelyReferenced(&box) { box = CardBox(box.drag) }
    return box
  }

  /// Takes the lane drag in progress out of `state` (see ``takeCard()``).
  mutating func takeLane() -> LaneBox? {
    guard case .lane(var box) = state else { return nil }
    state = .modifying
    if !isKnownUniquelyReferenced(&box) { box = LaneBox(box.drag) }
    return box
  }

  /// Where the data source stands during the drag in progress (card or lane); nil at rest.
  var dragFacts: DragFacts? { cardBox?.drag.facts ?? laneBox?.drag.facts }

  /// Creates a session.
  ///
  /// - Parameters:
  ///   - layout: the committed board and its starting offsets.
  ///   - pinnedCards: pinned cards, `[lane, card]` (defaults to none).
  ///   - pinnedLanes: indices of pinned lanes (out-of-range indices are ignored).
  ///   - configuration: modes, rules and strategies.
  public init(
    layout: BoardLayout, pinnedCards: PinnedItems? = nil, pinnedLanes: [Int] = [],
    configuration: DragConfiguration = DragConfiguration()
  ) {
    self.layout = layout
    self.pinnedCards = pinnedCards ?? PinnedItems(sectionCount: layout.laneCount)
    var lanes = PinnedItems(sectionCount: 1)
    for l in pinnedLanes where l >= 0 && l < layout.laneCount {
      lanes.pin(ItemPath(section: 0, item: l))
    }
    self.pinnedLanes = lanes
    self.configuration = configuration
  }

  // MARK: Reading the state

  /// Whether a card or lane drag is in progress.
  public var isDragging: Bool { cardBox != nil || laneBox != nil }
  /// Whether a lane drag is in progress.
  public var isDraggingLane: Bool { laneBox != nil }
  /// Whether a press is waiting to become a drag.
  public var isPressing: Bool { pressStage.isPressing }
  /// Whether pointer events have something to act on: a press (one that may still become a
  /// drag, or a refused one waiting for its release) or a pointer drag of a card or a lane.
  /// False at rest and during a keyboard drag, which pointer events leave alone.
  public var isTrackingPointer: Bool { pressStage.tracksPointer }
  /// Whether a keyboard drag is in progress.
  public var isKeyboardDrag: Bool { pressStage.isKeyboardDrag }

  /// The drag's arrangement: a card's (`lifted` committed, `slot` now) or a lane's.
  public var arrangement: BoardArrangement? {
    if let box = cardBox { return .cards(box.drag.part.arrangement) }
    return laneBox.map { .lanes($0.drag.part) }
  }

  /// The card the drop would exchange with (exchange mode), current data.
  public var exchangeTarget: ItemPath? { cardBox?.drag.part.exchangeTarget }

  /// The floating copy's frame in **viewport** coordinates, while dragging (a card keeps the
  /// offset from the pointer it had when lifted; a lifted lane follows the pointer along the
  /// board's axis only).
  public var floatingFrame: Rect? {
    if let box = cardBox { return floatingFrame(box.drag) }
    return laneBox.map { floatingFrame($0.drag) }
  }

  /// The pointer, **viewport** coordinates, while dragging.
  public var pointer: Point? { cardBox?.drag.pointer ?? laneBox?.drag.pointer }

  /// The floating card of card drag `d` (viewport): where the pointer holds it.
  func floatingFrame(_ d: CardDrag) -> Rect { Rect(origin: d.pointer - d.grab, size: d.size) }

  /// The floating lane of lane drag `d` (viewport): along the board's axis only.
  func floatingFrame(_ d: LaneDrag) -> Rect {
    let axis = layout.axis
    let along = d.pointer.along(axis) - d.grab.along(axis)
    return Rect(origin: Point(along: along, across: 0, axis: axis), size: d.size)
  }

  // MARK: Events

  /// Feeds one event (points in **viewport** coordinates).
  ///
  /// - Returns: the effects to perform, in order.
  /// - Complexity: O(log lanes + log cards) per event, plus O(k log lanes) for k lanes the
  ///   board's auto-scroll carries past the pointer in one tick; a drop is O(cards in the two
  ///   lanes) for a card, O(lanes) for a lane.
  public mutating func handle<P: DragPolicy>(_ event: PointerEvent, policy: P) -> [BoardEffect] {
    var effects = [BoardEffect]()
    flow(event, policy: policy, into: &effects)
    return effects
  }

  /// Feeds one event with the default policy.
  public mutating func handle(_ event: PointerEvent) -> [BoardEffect] {
    handle(event, policy: DefaultBoardPolicy())
  }

  /// Feeds one event (points in **viewport** coordinates) and appends the effects to perform,
  /// in order, to `effects` (the caller's buffer: it is never cleared here). The effects are
  /// those ``handle(_:policy:)-(PointerEvent,_)`` returns. A host that keeps one buffer and empties it with
  /// `removeAll(keepingCapacity: true)` between events makes no heap allocation for a pointer
  /// move or tick of a pointer drag in steady state (both auto-scrollers included).
  ///
  /// - Complexity: as ``handle(_:policy:)-(PointerEvent,_)``.
  public mutating func handle<P: DragPolicy>(
    _ event: PointerEvent, policy: P, into effects: inout [BoardEffect]
  ) {
    flow(event, policy: policy, into: &effects)
  }

  /// A pointer move during a pointer drag: auto-scroll up to `t`, then the drag step.
  @usableFromInline
  mutating func dragMoved<P: DragPolicy>(
    to point: Point, time t: Double, policy: P, into effects: inout [BoardEffect]
  ) {
    dragStep(to: point, time: t, policy: policy, into: &effects)
  }

  /// A display tick during a pointer drag: auto-scroll, and a drag step under the pointer at
  /// rest when the content moved (by auto-scroll or by the host); nothing otherwise.
  @usableFromInline
  mutating func dragTicked<P: DragPolicy>(
    time t: Double, policy: P, into effects: inout [BoardEffect]
  ) {
    dragStep(to: nil, time: t, policy: policy, into: &effects)
  }

  /// One step of the drag in progress, updated in place: auto-scroll up to `time` (nil: none),
  /// then the pointer to `point` (viewport) and the retarget; with a nil `point`, the retarget
  /// under the pointer at rest, only if the content moved (by auto-scroll or by the host).
  mutating func dragStep<P: DragPolicy>(
    to point: Point?, time: Double?, policy: P, into effects: inout [BoardEffect]
  ) {
    if let box = takeCard() {
      let scrolled = time.map { autoScrollStep(&box.drag, time: $0, into: &effects) } ?? false
      if let to = point ?? (scrolled || hostMoved ? box.drag.pointer : nil) {
        dragStep(&box.drag, to: to, policy: policy, into: &effects)
      }
      state = .card(box)
    } else if let box = takeLane() {
      let scrolled = time.map { autoScrollStep(&box.drag, time: $0, into: &effects) } ?? false
      if let to = point ?? (scrolled || hostMoved ? box.drag.pointer : nil) {
        retargetLane(&box.drag, to: to, policy: policy, into: &effects)
      }
      state = .lane(box)
    }
  }

  /// Cancels the drag in progress from the host's side: the data goes back as it was (a live
  /// insert drag reports the move back), lanes left too long for their content are pulled
  /// back into bounds, and the drag ends with `cancelled` (or `laneCancelled`).
  public mutating func cancelDrag() -> [BoardEffect] {
    var effects = [BoardEffect]()
    cancelDragging(into: &effects)
    return effects
  }

  /// The system cancelled the touch, or the host cancelled: see ``cancelDrag()``.
  @usableFromInline
  mutating func cancelDragging(into effects: inout [BoardEffect]) {
    if let d = laneBox?.drag {
      state = .idle
      let la = d.part
      if la.slot != la.lifted && d.commit == .live {
        effects.append(.movedLane(from: la.slot, to: la.lifted))
      }
      effects.append(.laneCancelled(at: la.lifted))
    } else if let d = cardBox?.drag {
      state = .idle
      cancelCard(d, into: &effects)
    }
  }

  /// Appends the effects of cancelling card drag `d` (already out of the state).
  mutating func cancelCard(_ d: CardDrag, into effects: inout [BoardEffect]) {
    let a = d.part.arrangement
    if a.block != nil { blockSettling = blockFlight(d, droppedAt: nil) }
    if d.facts.dataFollowsPreview && a.slot != a.lifted {
      effects.append(.drag(.moved(from: a.slot, to: a.lifted)))
    }
    clampLane(a.slot.section, in: nil, into: &effects)
    effects.append(.drag(.cancelled(at: a.lifted)))
  }

  // MARK: The press flow's answers (`Kernel/PressFlow.swift`)

  @usableFromInline
  var pressStage: PressStage {
    switch state {
    case .idle: return .idle
    case .pressing(let press): return .pressing(press)
    case .refusedPress: return .refusedPress
    case .card(let box): return .dragging(keyboard: box.drag.isKeyboard)
    case .lane(let box): return .dragging(keyboard: box.drag.isKeyboard)
    case .modifying: return .modifying
    }
  }

  @usableFromInline
  mutating func advanceClock(_ time: Double, at point: Point?) -> Double? {
    clock.advance(time, at: point)
  }

  @usableFromInline
  mutating func beginPress(_ press: Press) { state = .pressing(press) }

  @usableFromInline
  mutating func refusePress() { state = .refusedPress }

  @usableFromInline
  mutating func endPress() { state = .idle }

  @usableFromInline
  static func flowEffect(_ effect: DragEffect) -> BoardEffect { .drag(effect) }

  /// A board hit-tests the viewport point, with the offsets as they stand at the activation.
  @usableFromInline
  func pressHitPoint(_ point: Point) -> Point { point }

  @usableFromInline
  func tapHit(_ point: Point) -> LayoutHit { layoutHit(layout.hitTest(point, in: nil)) }

  @usableFromInline
  mutating func stepAfterActivation<P: DragPolicy>(
    to point: Point, policy: P, into effects: inout [BoardEffect]
  ) {
    dragStep(to: point, time: nil, policy: policy, into: &effects)
  }

  /// The ``LayoutHit`` a board hit stands for (a lane's header as a section header, its end as
  /// a section footer).
  func layoutHit(_ hit: BoardHit) -> LayoutHit {
    switch hit {
    case .card(let p): return .item(p)
    case .gap(let p): return .gap(p)
    case .header(let l): return .header(l)
    case .laneEnd(let l): return .footer(l)
    case .nothing: return .nothing
    }
  }

  /// Turns `press` (its hit point in viewport coordinates) into a card or lane drag (or a
  /// refused press), the pointer at `pointer` (viewport).
  @usableFromInline
  mutating func activate<P: DragPolicy>(
    _ press: Press, pointer: Point, time: Double, policy: P, into effects: inout [BoardEffect]
  ) {
    hostMoved = false
    switch layout.hitTest(press.hitPoint, in: nil) {
    case .card(let path):
      guard !pinnedCards.contains(path), policy.canMoveItem(at: path) else {
        state = .refusedPress
        return effects.append(.drag(.refused(.notMovable)))
      }
      liftCard(at: path, pointer: pointer, time: time, policy: policy, into: &effects)
    case .header(let lane):
      guard !pinnedLanes.contains(ItemPath(section: 0, item: lane)), policy.canMoveLane(lane)
      else {
        state = .refusedPress
        return effects.append(.drag(.refused(.notMovable)))
      }
      liftLane(lane, pointer: pointer, time: time)
      effects.append(.willMoveLane(at: lane))
    default:
      state = .refusedPress
      effects.append(.drag(.refused(.notOverItem)))
    }
  }

  /// Lifts the lane at `lane` (committed) from `time`, held at `pointer` (viewport; nil: a
  /// keyboard drag, held at the lane's origin): the lane drag in progress from now, returned.
  @discardableResult
  mutating func liftLane(_ lane: Int, pointer: Point?, time: Double) -> LaneDrag {
    lastDrop = nil
    let frame = layout.laneFrame(lane, in: nil)
    let at = pointer ?? frame.origin
    let d = LaneDrag(
      part: LaneArrangement(lifted: lane, slot: lane), grab: at - frame.origin, size: frame.size,
      pointer: at, startTime: time, lastTickTime: time, commit: configuration.commit,
      isKeyboard: pointer == nil)
    state = .lane(LaneBox(d))
    return d
  }

  /// Moves the pointer of card drag `d` (updated in place) to `point` (viewport) and retargets.
  mutating func dragStep<P: DragPolicy>(
    _ d: inout CardDrag, to point: Point, policy: P, into effects: inout [BoardEffect]
  ) {
    follow(&d, to: point)
    // A card leaving a lane can shorten it: its offset is pulled back into bounds, which moves
    // the content under the pointer when it is over that lane, so the target is asked again (a
    // few rounds at most).
    var rounds = 0
    while retargetCard(&d, policy: policy, into: &effects), rounds < 3 {
      rounds += 1
    }
  }

  /// Moves the pointer of drag `d` to `point`, noting its direction along the lane axis.
  mutating func follow<Part>(_ d: inout BoardDrag<Part>, to point: Point) {
    let laneAxis = layout.laneAxis
    let along = point.along(laneAxis)
    let last = d.pointer.along(laneAxis)
    if along > last { d.direction = 1 } else if along < last { d.direction = -1 }
    d.pointer = point
    hostMoved = false
  }

  /// Pulls committed lane `lane`'s offset back into its bounds in arrangement `a`, appending a
  /// `laneScrolled` effect when it changed; returns whether it did.
  @discardableResult
  mutating func clampLane(_ lane: Int, in a: Arrangement?, into effects: inout [BoardEffect])
    -> Bool
  {
    guard lane >= 0, lane < layout.laneCount else { return false }
    let offset = layout.laneOffsets[lane]
    let b = layout.laneOffsetBounds(lane, in: a)
    // An offset already inside its bounds stays; one past the new end is pulled back.
    guard offset > b.max else { return false }
    layout.laneOffsets[lane] = b.max
    effects.append(.laneScrolled(lane: lane, offset: b.max))
    return true
  }

  /// Drops the drag in progress and appends the effects; `point` (viewport) retargets first,
  /// `nil` drops at the slot.
  @usableFromInline
  mutating func dropDrag<P: DragPolicy>(
    at point: Point?, policy: P, into effects: inout [BoardEffect]
  ) {
    if let point { dragStep(to: point, time: nil, policy: policy, into: &effects) }
    if let d = laneBox?.drag {
      state = .idle
      dropLane(d, into: &effects)
    } else if let d = cardBox?.drag {
      state = .idle
      dropCard(d, into: &effects)
    }
  }

  /// Drops lane drag `d` (already out of the state) at its slot.
  mutating func dropLane(_ d: LaneDrag, into effects: inout [BoardEffect]) {
    let la = d.part
    if la.slot != la.lifted {
      if d.commit == .drop { effects.append(.movedLane(from: la.lifted, to: la.slot)) }
      layout.commitLaneMove(from: la.lifted, to: la.slot)
      pinnedCards.moveLane(from: la.lifted, to: la.slot)
      selection.remap {
        ItemPath(section: la.currentLane(forCommitted: $0.section), item: $0.item)
      }
    }
    lastDrop = DropRecord(
      part: .lanes, from: ItemPath(section: 0, item: la.lifted),
      to: ItemPath(section: 0, item: la.slot))
    effects.append(.laneEnded(at: la.slot))
  }

  /// Drops card drag `d` (already out of the state) at its slot, or on its exchange target.
  mutating func dropCard(_ d: CardDrag, into effects: inout [BoardEffect]) {
    let a = d.part.arrangement
    if let block = a.block { return dropBlock(d, block, into: &effects) }
    var final = a.lifted
    switch d.part.mode {
    case .insert:
      if a.slot != a.lifted {
        if d.commit == .drop { effects.append(.drag(.moved(from: a.lifted, to: a.slot))) }
        layout.commitCardMove(from: a.lifted, to: a.slot)
        selection.remap(afterMoveFrom: a.lifted, to: a.slot)
        final = a.slot
      }
    default:  // .exchange
      if let target = d.part.exchangeTarget {
        effects.append(.drag(.swapped(a.lifted, target)))
        layout.commitCardSwap(a.lifted, target)
        selection.remap(afterSwapping: a.lifted, target)
        final = target
        clampLane(a.lifted.section, in: nil, into: &effects)
        if target.section != a.lifted.section {
          clampLane(target.section, in: nil, into: &effects)
        }
      }
    }
    lastDrop = DropRecord(
      part: .items, from: a.lifted, to: final, exchange: d.part.mode != .insert)
    effects.append(.drag(.ended(at: final)))
  }
}

/// Where a board stands. A drag lives inside its case, in a box updated in place (as a list
/// session's `DragBox`), so no board code reads a drag that is not in progress.
enum BoardState: Sendable {
  /// Nothing pressed, nothing dragged.
  case idle
  /// A press that may still become a drag.
  case pressing(Press)
  /// A press that will not become a drag: it waits for the release.
  case refusedPress
  /// A card drag (one card, or a multi-card block).
  case card(CardBox)
  /// A lane drag.
  case lane(LaneBox)
  /// The drag is taken out for an update in place (see ``BoardSession/takeCard()``).
  case modifying
}

/// The box of a card drag in progress (see ``BoardSession/takeCard()``). Not one generic box
/// shared with lists: a list session on a generic box ran 6 instructions per event more in
/// `Scripts/bench-callgrind.sh` (968/935 against 962/929; the generic class's metadata is
/// built at run time, at the first lift).
///
/// `@unchecked Sendable`: a box is only ever mutated by the one session that owns it alone; a
/// shared box is only read.
final class CardBox: @unchecked Sendable {
  @exclusivity(unchecked) var drag: CardDrag
  init(_ drag: CardDrag) { self.drag = drag }
}

/// The box of a lane drag in progress (see ``CardBox``).
final class LaneBox: @unchecked Sendable {
  @exclusivity(unchecked) var drag: LaneDrag
  init(_ drag: LaneDrag) { self.drag = drag }
}

/// A board drag: what a card's and a lane's share, and the `part` only one of them has.
struct BoardDrag<Part: Sendable>: Sendable {
  /// What the drag lifted: a card drag's ``CardPart``, a lane drag's arrangement.
  var part: Part
  /// The pointer's offset from the floating copy's origin (viewport).
  var grab: Point
  /// The floating copy's size.
  var size: Size
  /// The pointer, viewport coordinates.
  var pointer: Point
  /// The sign of the last pointer movement along the lane axis.
  var direction = 0
  /// When the drag began, and its last tick (or pointer event).
  var startTime, lastTickTime: Double
  var boardMemory = AutoScrollMemory()
  /// The commit the drag began with.
  var commit: CommitMode
  /// Whether the drag was picked up with the keyboard: pointer events and ticks leave it alone.
  var isKeyboard: Bool
}

/// What only a card drag has.
struct CardPart: Sendable {
  var arrangement: Arrangement
  /// The card the drop would exchange with (exchange mode).
  var exchangeTarget: ItemPath? = nil
  /// The mode the drag began with (a block always inserts).
  var mode: ReorderMode
  /// The lane scroller's memory, one for every lane.
  var laneMemory = AutoScrollMemory()
  /// The gather of a multi-card drag: where its cards were at the lift.
  var gather: BlockFlight? = nil
}

typealias CardDrag = BoardDrag<CardPart>
typealias LaneDrag = BoardDrag<LaneArrangement>

extension BoardDrag<CardPart> {
  /// Where the data source stands during this card drag (see `Kernel/Facts.swift`).
  var facts: DragFacts {
    DragFacts(mode: part.mode, commit: commit, isBlock: part.arrangement.block != nil)
  }
}

extension BoardDrag<LaneArrangement> {
  /// Where the data source stands during this lane drag: lanes always insert, one at a time.
  var facts: DragFacts { DragFacts(mode: .insert, commit: commit, isBlock: false) }
}

extension PinnedItems {
  /// Renumbers after a lane (section) moved from `source` to `destination`
  /// (`moveSection(_:toSection:)` positions); out-of-range indices are ignored.
  ///
  /// - Complexity: O(lanes).
  mutating func moveLane(from source: Int, to destination: Int) {
    guard source != destination, source >= 0, source < bySection.count, destination >= 0,
      destination < bySection.count
    else { return }
    bySection.insert(bySection.remove(at: source), at: destination)
  }
}
