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

  var stage: Stage = .idle
  var drag = Drag()
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

  enum Stage: Sendable, Equatable {
    case idle
    case pressing(Press)
    case refusedPress
    case card
    case lane
  }

  struct Drag: Sendable, Equatable {
    var cardArrangement = Arrangement.unmoved(ItemPath(section: 0, item: 0))
    var laneArrangement = LaneArrangement(lifted: 0, slot: 0)
    var exchangeTarget: ItemPath?
    /// The pointer's offset from the floating copy's origin (viewport).
    var grab = Point.zero
    var size = Size.zero
    /// The pointer, viewport coordinates.
    var pointer = Point.zero
    var direction = 0
    var startTime = 0.0
    var lastTickTime = 0.0
    var boardMemory = AutoScrollMemory()
    var laneMemory = AutoScrollMemory()
    var mode = ReorderMode.insert
    var commit = CommitMode.live
    var isKeyboard = false
    /// The gather of a multi-card drag: where its cards were at the lift.
    var gather: BlockFlight?

    /// Where the data source stands during a card drag (see `Kernel/Facts.swift`).
    var cardFacts: DragFacts {
      DragFacts(mode: mode, commit: commit, isBlock: cardArrangement.block != nil)
    }
    /// Where the data source stands during a lane drag: lanes always insert, one at a time.
    var laneFacts: DragFacts { DragFacts(mode: .insert, commit: commit, isBlock: false) }
  }

  /// Where the data source stands during the drag in progress (card or lane); nil at rest.
  var dragFacts: DragFacts? {
    switch stage {
    case .card: return drag.cardFacts
    case .lane: return drag.laneFacts
    case .idle, .pressing, .refusedPress: return nil
    }
  }

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
  public var isDragging: Bool { stage == .card || stage == .lane }
  /// Whether a lane drag is in progress.
  public var isDraggingLane: Bool { stage == .lane }
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
    switch stage {
    case .card: return .cards(drag.cardArrangement)
    case .lane: return .lanes(drag.laneArrangement)
    default: return nil
    }
  }

  /// The card the drop would exchange with (exchange mode), current data.
  public var exchangeTarget: ItemPath? { stage == .card ? drag.exchangeTarget : nil }

  /// The floating copy's frame in **viewport** coordinates, while dragging (a card keeps the
  /// offset from the pointer it had when lifted; a lifted lane follows the pointer along the
  /// board's axis only).
  public var floatingFrame: Rect? { isDragging ? activeFloatingFrame : nil }

  /// The pointer, **viewport** coordinates, while dragging.
  public var pointer: Point? { isDragging ? drag.pointer : nil }

  var activeFloatingFrame: Rect {
    let axis = layout.axis
    if stage == .lane {
      let along = drag.pointer.along(axis) - drag.grab.along(axis)
      return Rect(origin: Point(along: along, across: 0, axis: axis), size: drag.size)
    }
    return Rect(origin: drag.pointer - drag.grab, size: drag.size)
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
    autoScrollStep(time: t, into: &effects)
    dragStep(to: point, policy: policy, into: &effects)
  }

  /// A display tick during a pointer drag: auto-scroll, and a drag step under the pointer at
  /// rest when the content moved (by auto-scroll or by the host); nothing otherwise.
  @usableFromInline
  mutating func dragTicked<P: DragPolicy>(
    time t: Double, policy: P, into effects: inout [BoardEffect]
  ) {
    let mark = effects.count
    guard autoScrollStep(time: t, into: &effects) || hostMoved else {
      effects.removeSubrange(mark...)
      return
    }
    dragStep(to: drag.pointer, policy: policy, into: &effects)
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
    if stage == .lane {
      let la = drag.laneArrangement
      if la.slot != la.lifted && drag.commit == .live {
        effects.append(.movedLane(from: la.slot, to: la.lifted))
      }
      effects.append(.laneCancelled(at: la.lifted))
    } else if stage == .card {
      let a = drag.cardArrangement
      if a.block != nil { blockSettling = blockScatter() }
      if drag.cardFacts.dataFollowsPreview && a.slot != a.lifted {
        effects.append(.drag(.moved(from: a.slot, to: a.lifted)))
      }
      clampLane(a.slot.section, in: nil, into: &effects)
      effects.append(.drag(.cancelled(at: a.lifted)))
    } else {
      return
    }
    stage = .idle
  }

  // MARK: The press flow's answers (`Kernel/PressFlow.swift`)

  @usableFromInline
  var pressStage: PressStage {
    switch stage {
    case .idle: return .idle
    case .pressing(let press): return .pressing(press)
    case .refusedPress: return .refusedPress
    case .card, .lane: return .dragging(keyboard: drag.isKeyboard)
    }
  }

  @usableFromInline
  mutating func advanceClock(_ time: Double, at point: Point?) -> Double? {
    clock.advance(time, at: point)
  }

  @usableFromInline
  mutating func beginPress(_ press: Press) { stage = .pressing(press) }

  @usableFromInline
  mutating func refusePress() { stage = .refusedPress }

  @usableFromInline
  mutating func endPress() { stage = .idle }

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
    if isDragging { dragStep(to: point, policy: policy, into: &effects) }
  }

  @usableFromInline
  mutating func dropDrag<P: DragPolicy>(
    at point: Point?, policy: P, into effects: inout [BoardEffect]
  ) {
    effects += drop(at: point, policy: policy)
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
    var d = Drag()
    d.pointer = pointer
    d.startTime = time
    d.lastTickTime = time
    d.mode = configuration.mode
    d.commit = configuration.commit
    switch layout.hitTest(press.hitPoint, in: nil) {
    case .card(let path):
      guard !pinnedCards.contains(path), policy.canMoveItem(at: path) else {
        stage = .refusedPress
        return effects.append(.drag(.refused(.notMovable)))
      }
      let frame = layout.cardFrame(at: path, in: nil)
      let lift = liftCards(at: path, into: &d, policy: policy)
      let held = heldFrame(d.cardArrangement, pressedFrame: frame)
      d.grab = pointer - held.origin
      d.size = held.size
      d.direction = 0
      drag = d
      stage = .card
      effects.append(lift)
      clampLanesLeftByBlock(into: &effects)
    case .header(let lane):
      guard !pinnedLanes.contains(ItemPath(section: 0, item: lane)), policy.canMoveLane(lane)
      else {
        stage = .refusedPress
        return effects.append(.drag(.refused(.notMovable)))
      }
      let frame = layout.laneFrame(lane, in: nil)
      d.laneArrangement = LaneArrangement(lifted: lane, slot: lane)
      d.grab = pointer - frame.origin
      d.size = frame.size
      d.mode = .insert
      drag = d
      stage = .lane
      lastDrop = nil
      effects.append(.willMoveLane(at: lane))
    default:
      stage = .refusedPress
      effects.append(.drag(.refused(.notOverItem)))
    }
  }

  /// Moves the pointer of the drag in progress to `point` (viewport) and retargets.
  mutating func dragStep<P: DragPolicy>(
    to point: Point, policy: P, into effects: inout [BoardEffect]
  ) {
    let laneAxis = layout.laneAxis
    let along = point.along(laneAxis)
    let last = drag.pointer.along(laneAxis)
    if along > last { drag.direction = 1 } else if along < last { drag.direction = -1 }
    drag.pointer = point
    hostMoved = false
    if stage == .lane {
      retargetLane(policy: policy, into: &effects)
      return
    }
    // A card leaving a lane can shorten it: its offset is pulled back into bounds, which moves
    // the content under the pointer when it is over that lane, so the target is asked again (a
    // few rounds at most).
    var rounds = 0
    while retargetCard(policy: policy, into: &effects), rounds < 3 {
      rounds += 1
    }
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

  /// Drops the drag in progress; `point` (viewport) retargets first, `nil` drops at the slot.
  mutating func drop<P: DragPolicy>(at point: Point?, policy: P) -> [BoardEffect] {
    var effects = [BoardEffect]()
    if let point { dragStep(to: point, policy: policy, into: &effects) }
    if stage == .lane {
      let la = drag.laneArrangement
      if la.slot != la.lifted {
        if drag.commit == .drop { effects.append(.movedLane(from: la.lifted, to: la.slot)) }
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
    } else if stage == .card {
      let a = drag.cardArrangement
      if let block = a.block {
        dropBlock(block, into: &effects)
        return effects
      }
      var final = a.lifted
      switch drag.mode {
      case .insert:
        if a.slot != a.lifted {
          if drag.commit == .drop { effects.append(.drag(.moved(from: a.lifted, to: a.slot))) }
          layout.commitCardMove(from: a.lifted, to: a.slot)
          selection.remap(afterMoveFrom: a.lifted, to: a.slot)
          final = a.slot
        }
      default:  // .exchange
        if let target = drag.exchangeTarget {
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
      lastDrop = DropRecord(part: .items, from: a.lifted, to: final, exchange: drag.mode != .insert)
      effects.append(.drag(.ended(at: final)))
    }
    stage = .idle
    return effects
  }
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
