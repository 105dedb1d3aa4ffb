/// Where a drag engine stands, as its one press flow sees it (see ``PressFlow``).
@usableFromInline enum PressStage {
  /// Nothing pressed, nothing dragged.
  case idle
  /// A press that may still become a drag.
  case pressing(Press)
  /// A press that will not become a drag: it waits for the release.
  case refusedPress
  /// A drag in progress; a keyboard drag is left alone by pointer events and ticks.
  case dragging(keyboard: Bool)
  /// The drag is taken out of the engine's state for an update in place (a list's per-event
  /// path): no event arrives then (one that does fails an assertion in debug builds).
  case modifying
}

extension PressStage {
  /// Whether a press is waiting to become a drag.
  @inlinable var isPressing: Bool {
    if case .pressing = self { return true }
    return false
  }

  /// Whether pointer events have something to act on: a press (one that may still become a
  /// drag, or a refused one waiting for its release) or a pointer drag; not a keyboard drag.
  @inlinable var tracksPointer: Bool {
    switch self {
    case .pressing, .refusedPress: return true
    case .dragging(let keyboard): return !keyboard
    case .idle, .modifying: return false
    }
  }

  /// Whether a keyboard drag is in progress.
  @inlinable var isKeyboardDrag: Bool {
    if case .dragging(true) = self { return true }
    return false
  }
}

/// The one press lifecycle of every drag engine (lists, grids, a board's cards and lanes):
/// a press, its activation by the configured ``Activation`` (on a move, a release or a tick),
/// a tap, the pointer drag's moves and ticks, the drop at the release and the cancel, with the
/// refusal of non-finite input and the clock that never goes back. An engine answers what
/// differs per kind: how a press hit-tests, what a tap reports, and what its drag does at the
/// lift, on each move and tick, at the drop and at a cancel. Every engine's
/// `handle(_:policy:into:)` is ``flow(_:policy:into:)``.
@usableFromInline protocol PressFlow {
  /// The effects the engine appends.
  associatedtype FlowEffect
  /// Advances the engine's press clock (`Kernel/PressClock.swift`) to `time`: nil when
  /// `time` or `point` (nil for an event without one) is not finite, else the time the event
  /// takes. (A method, not the clock itself: a clock reached through a settable requirement
  /// costs a coroutine call per event.)
  mutating func advanceClock(_ time: Double, at point: Point?) -> Double?
  /// The activation and the rest of the configuration.
  var configuration: DragConfiguration { get }
  /// Where the engine stands.
  var pressStage: PressStage { get }
  /// Enters the pressing stage with `press` (from idle).
  mutating func beginPress(_ press: Press)
  /// Marks the press as one that will not become a drag (from pressing).
  mutating func refusePress()
  /// Back to idle from a press (pressing or refused).
  mutating func endPress()
  /// A drag effect in the engine's own effect type.
  static func flowEffect(_ effect: DragEffect) -> FlowEffect
  /// The point a press at `point` (**viewport**) hit-tests later: what it lifts or taps.
  func pressHitPoint(_ point: Point) -> Point
  /// What a tap of a press that hit-tests at `point` (``pressHitPoint(_:)``) reports.
  func tapHit(_ point: Point) -> LayoutHit
  /// Turns `press` into a drag (or a refused press), the pointer at `pointer` (viewport).
  mutating func activate<P: DragPolicy>(
    _ press: Press, pointer: Point, time: Double, policy: P, into effects: inout [FlowEffect])
  /// The first step of a drag just activated by a move to `point` (viewport); nothing if the
  /// press was refused.
  mutating func stepAfterActivation<P: DragPolicy>(
    to point: Point, policy: P, into effects: inout [FlowEffect])
  /// A pointer move of the pointer drag in progress: auto-scroll up to `time`, then the step.
  mutating func dragMoved<P: DragPolicy>(
    to point: Point, time: Double, policy: P, into effects: inout [FlowEffect])
  /// A display tick of the pointer drag in progress.
  mutating func dragTicked<P: DragPolicy>(time: Double, policy: P, into effects: inout [FlowEffect])
  /// Drops the drag in progress; `point` (viewport) retargets first, nil drops at the slot.
  mutating func dropDrag<P: DragPolicy>(
    at point: Point?, policy: P, into effects: inout [FlowEffect])
  /// Cancels the drag in progress (the system took the touch).
  mutating func cancelDragging(into effects: inout [FlowEffect])
}

extension PressFlow {
  /// Feeds one pointer event and appends the effects, in order: the one event path of every
  /// engine. Events that make no sense in the current stage are ignored; a non-finite
  /// coordinate or time appends `refused(.nonFiniteInput)` and changes nothing.
  ///
  /// - Complexity: O(1) plus the engine's own work for the stage.
  @inlinable @inline(__always)
  mutating func flow<P: DragPolicy>(
    _ event: PointerEvent, policy: P, into effects: inout [FlowEffect]
  ) {
    switch event {
    case .down(let p, let t): flowPress(at: p, time: t, policy: policy, into: &effects)
    case .move(let p, let t): flowMove(to: p, time: t, policy: policy, into: &effects)
    case .up(let p, let t): flowRelease(at: p, time: t, policy: policy, into: &effects)
    case .cancel(let t): flowCancel(time: t, into: &effects)
    case .tick(let t): flowTick(time: t, policy: policy, into: &effects)
    }
  }

  /// Checks an event's input: with a non-finite `time` or `point` (viewport; nil for an
  /// event without one), appends `refused(.nonFiniteInput)` and returns nil; otherwise
  /// advances the clock and returns the time the event takes (never before the last).
  @inlinable @inline(__always)
  mutating func advance(_ time: Double, at point: Point?, into effects: inout [FlowEffect])
    -> Double?
  {
    guard let t = advanceClock(time, at: point) else {
      effects.append(Self.flowEffect(.refused(.nonFiniteInput)))
      return nil
    }
    return t
  }

  @inlinable @inline(__always)
  mutating func flowPress<P: DragPolicy>(
    at point: Point, time: Double, policy: P, into effects: inout [FlowEffect]
  ) {
    guard let t = advance(time, at: point, into: &effects) else { return }
    guard case .idle = pressStage else { return }
    let press = Press(start: point, hitPoint: pressHitPoint(point), time: t)
    beginPress(press)
    if case .immediate = configuration.activation.kind {
      activate(press, pointer: point, time: t, policy: policy, into: &effects)
    }
  }

  @inlinable @inline(__always)
  mutating func flowMove<P: DragPolicy>(
    to point: Point, time: Double, policy: P, into effects: inout [FlowEffect]
  ) {
    guard let t = advance(time, at: point, into: &effects) else { return }
    switch pressStage {
    case .dragging(let keyboard):
      // Pointer events leave a keyboard drag alone.
      if !keyboard { dragMoved(to: point, time: t, policy: policy, into: &effects) }
    case .pressing(let press):
      switch press.decision(at: point, time: t, by: configuration.activation) {
      case .wait: return
      case .stray: return refusePress()
      case .activate: break
      }
      activate(press, pointer: point, time: t, policy: policy, into: &effects)
      stepAfterActivation(to: point, policy: policy, into: &effects)
    case .idle, .refusedPress:
      return
    case .modifying:
      assertionFailure("PressFlow: a pointer move while the drag is being modified")
    }
  }

  @inlinable @inline(__always)
  mutating func flowRelease<P: DragPolicy>(
    at point: Point, time: Double, policy: P, into effects: inout [FlowEffect]
  ) {
    guard let t = advance(time, at: point, into: &effects) else { return }
    switch pressStage {
    case .idle:
      return
    case .modifying:
      assertionFailure("PressFlow: a release while the drag is being modified")
    case .refusedPress:
      endPress()
    case .pressing(let press):
      let release = press.release(at: point, time: t, by: configuration.activation)
      if release == .activate {
        activate(press, pointer: point, time: t, policy: policy, into: &effects)
        if case .dragging = pressStage {
          dropDrag(at: point, policy: policy, into: &effects)
        } else {
          endPress()
        }
        return
      }
      endPress()
      if release == .tap { effects.append(Self.flowEffect(.tap(tapHit(press.hitPoint)))) }
    case .dragging(let keyboard):
      if !keyboard { dropDrag(at: point, policy: policy, into: &effects) }
    }
  }

  @inlinable @inline(__always)
  mutating func flowCancel(time: Double, into effects: inout [FlowEffect]) {
    guard advance(time, at: nil, into: &effects) != nil else { return }
    switch pressStage {
    case .idle: return
    case .modifying: assertionFailure("PressFlow: a cancel while the drag is being modified")
    case .pressing, .refusedPress: endPress()
    case .dragging: cancelDragging(into: &effects)
    }
  }

  @inlinable @inline(__always)
  mutating func flowTick<P: DragPolicy>(
    time: Double, policy: P, into effects: inout [FlowEffect]
  ) {
    guard let t = advance(time, at: nil, into: &effects) else { return }
    switch pressStage {
    case .idle, .refusedPress:
      return
    case .modifying:
      assertionFailure("PressFlow: a tick while the drag is being modified")
    case .pressing(let press):
      if press.isDue(at: t, by: configuration.activation) {
        activate(press, pointer: press.start, time: t, policy: policy, into: &effects)
      }
    case .dragging(let keyboard):
      if !keyboard { dragTicked(time: t, policy: policy, into: &effects) }
    }
  }
}
