import ReorderCore

/// An engine a controller hosts through ``HostCore``: Core's ``HostEngine`` (the list session,
/// the editing grid session, the board session) with its per-event step compiled for the
/// controllers' own policy, ``HostDecisions``. Kind effects are told by the controller
/// (``HostedController/deliverKindEffect(_:)``).
///
/// It refines ``SelectionEngine`` only, not ``HostEngine`` (a host core's engine is both):
/// refining Core's protocol, the list's step reached its witness table through a lazy accessor
/// on every event (23 calls and 2,145 instructions per controller event against 22 and 2,136,
/// `Scripts/bench-calls.sh`).
@MainActor
protocol ControllerEngine: SelectionEngine {
  /// The effects it returns (``HostEngine/Effect``).
  associatedtype Effect
  /// Feeds one pointer event with the host's decisions.
  mutating func handle(
    _ event: PointerEvent, policy: HostDecisions, into effects: inout [Effect])

  /// One pointer event, start to end: the host's viewport in, the event handled with the
  /// host's decisions, the viewport and the read-outs out. This is the per-event path: drag
  /// effects go into `drag`; any other effect into `kindEffects`, with `kindEffectPositions` saying
  /// before which drag effect each comes (its index in `drag`). All three buffers are emptied
  /// first and keep their capacity.
  mutating func step(
    _ event: PointerEvent, viewport: inout Viewport, decisions: HostDecisions,
    drag: inout [DragEffect], kindEffects: inout [Effect], kindEffectPositions: inout [Int]
  ) -> HostReadout
}

extension DragEffect {
  /// Whether the effect changes the data (a move, a swap, a section removed).
  var changesData: Bool {
    switch self {
    case .moved, .swapped, .deletedSection: return true
    default: return false
    }
  }
}

/// What the host core reads from its engine after each run: the answers it gives while the
/// engine is parked (decisions asked mid-run read the state before the event) and the
/// needs-frames signal.
struct HostReadout {
  var isDragging = false
  /// Whether pointer events have a press or a pointer drag to act on.
  var tracksPointer = false
  var dataSourcePath: ItemPath?
  var dragCommit: CommitMode?
  var needsFrames = false
  /// Whether a drag is in progress or pointer events have a press to act on.
  var isEngaged: Bool { isDragging || tracksPointer }
}

extension ControllerEngine where Self: HostEngine {
  /// Moves the drag effects of `raw` into `drag` and keeps the engine's other effects in `raw`,
  /// each with its place (the index in `drag` it comes before) in `positions`: the split of
  /// ``step(_:viewport:decisions:drag:kindEffects:kindEffectPositions:)`` for engines with effects of
  /// their own.
  static func split(_ raw: inout [Effect], drag: inout [DragEffect], positions: inout [Int]) {
    var kept = 0
    for k in raw.indices {
      if let d = dragEffect(of: raw[k]) {
        drag.append(d)
      } else {
        raw.swapAt(kept, k)
        positions.append(drag.count)
        kept += 1
      }
    }
    raw.removeLast(raw.count - kept)
  }

  /// ``step(_:viewport:decisions:drag:kindEffects:kindEffectPositions:)`` for engines with effects of
  /// their own (grids, boards): the viewport in, the event handled into `kindEffects`, the viewport
  /// out, then ``split(_:drag:positions:)``. Each conformance's witness is specialized for its
  /// engine (the list session has its own, without the split).
  mutating func step(
    _ event: PointerEvent, viewport: inout Viewport, decisions: HostDecisions,
    drag: inout [DragEffect], kindEffects: inout [Effect], kindEffectPositions: inout [Int]
  ) -> HostReadout {
    drag.removeAll(keepingCapacity: true)
    kindEffects.removeAll(keepingCapacity: true)
    kindEffectPositions.removeAll(keepingCapacity: true)
    hostViewport = viewport
    handle(event, policy: decisions, into: &kindEffects)
    viewport = hostViewport
    Self.split(&kindEffects, drag: &drag, positions: &kindEffectPositions)
    return readout
  }

  /// The read-outs the host core keeps between runs.
  var readout: HostReadout {
    HostReadout(
      isDragging: isDragging, tracksPointer: isTrackingPointer,
      dataSourcePath: dataSourcePath,
      dragCommit: dragCommit, needsFrames: needsFrames(at: lastTime.isFinite ? lastTime : 0))
  }
}

extension DragSession: ControllerEngine where Layout == ListLayout {
  // Inlined into its protocol witness: one call fewer per event (Scripts/bench-calls.sh).
  @inline(__always)
  mutating func step(
    _ event: PointerEvent, viewport: inout Viewport, decisions: HostDecisions,
    drag: inout [DragEffect], kindEffects: inout [DragEffect], kindEffectPositions: inout [Int]
  ) -> HostReadout {
    // (One at a time: an event leaves one or two effects, and removing them as a range went
    // through the generic range replacement, 1,513 against 1,461 instructions per controller
    // event at 10^3 items in Scripts/bench-calls.sh.)
    while !drag.isEmpty { drag.removeLast() }
    self.viewport = viewport
    handle(event, policy: decisions, into: &drag)
    viewport = self.viewport
    // The read-outs spelled out here, from the engine's inlinable accessors: read inside this
    // mutating step, they copy nothing (a call to the generic getter would copy the session).
    return HostReadout(
      isDragging: isDragging, tracksPointer: isTrackingPointer, dataSourcePath: dataSourcePath,
      dragCommit: dragCommit,
      needsFrames: needsFrames(at: lastTime.isFinite ? lastTime : 0))
  }
}

extension GridEditingSession: ControllerEngine {}

extension BoardSession: ControllerEngine {}
