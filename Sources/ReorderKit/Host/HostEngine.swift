import ReorderCore

/// What a keyboard command or an accessibility action did, in an engine's own effects.
struct HostOutcome<Effect> {
  /// The effects, in order.
  var effects: [Effect] = []
  /// What to announce, if anything.
  var announcement: Announcement?
}

/// An engine a controller hosts through ``HostCore``: the list session, the editing grid
/// session and the board session. It answers in ``DragEffect`` values, wrapped in its own
/// effect type where it has more to say (editing mode, selection by tap, resizes, lanes): those
/// are its *kind effects*, which its controller tells (``HostedController/deliverKindEffect(_:)``).
@MainActor
protocol HostEngine: SelectionEngine {
  /// The effects it returns.
  associatedtype Effect
  /// Its committed geometry.
  associatedtype Layout
  /// What a reload hands it: the geometry, and for boards the pinned lanes too.
  associatedtype Geometry

  /// The visible window, with the content offset auto-scroll moves.
  var hostViewport: Viewport { get set }
  /// The committed geometry.
  var layout: Layout { get }
  /// Whether a drag is in progress.
  var isDragging: Bool { get }
  /// Whether pointer events have a press or a pointer drag to act on.
  var isTrackingPointer: Bool { get }
  /// The commit mode of the drag in progress.
  var dragCommit: CommitMode? { get }
  /// The time of the latest event.
  var lastTime: Double { get }
  /// Where the dragged item stands in the data as the data source holds it.
  var dataSourcePath: ItemPath? { get }
  /// What the latest drop did (the engine's record; nil during a drag and after a cancel).
  var lastDrop: DropRecord? { get }
  /// Whether the drag in progress carries a block of several items.
  var isDraggingBlock: Bool { get }
  /// The engine's keyboard toggle of the focused item at `path` (committed data): its
  /// announcement (it has no effects).
  mutating func focusedToggle(at path: ItemPath, policy: HostDecisions) -> Announcement?
  /// Whether the host must keep feeding ticks at `time`.
  func needsFrames(at time: Double) -> Bool
  /// The render state of the visible range, animations as they stand at `time`.
  func renderState(at time: Double) -> RenderState
  /// The drag effect inside an effect, if it is one.
  static func dragEffect(of effect: Effect) -> DragEffect?

  mutating func handle(
    _ event: PointerEvent, policy: HostDecisions, into effects: inout [Effect])
  /// Feeds one keyboard command.
  mutating func hostHandle(_ command: KeyboardCommand, policy: HostDecisions)
    -> HostOutcome<Effect>
  /// The accessibility actions of the item at `path`: exactly those ``hostPerform(_:onItemAt:policy:)``
  /// performs.
  func accessibilityActions(forItemAt path: ItemPath, policy: HostDecisions)
    -> [AccessibilityMoveAction]
  /// How many items the accessibility actions of the item at `path` move.
  func accessibilityItemCount(forItemAt path: ItemPath) -> Int
  /// Performs an accessibility action.
  mutating func hostPerform(
    _ action: AccessibilityMoveAction, onItemAt path: ItemPath, policy: HostDecisions
  ) -> HostOutcome<Effect>
  /// Cancels the drag in progress (pointer, keyboard or interactive) from the host's side.
  mutating func cancelDrag() -> [Effect]
  /// Replaces the committed geometry; `draggedItemAt` and `selection` as
  /// ``DragSession/reload(layout:pinned:draggedItemAt:selection:policy:)``.
  mutating func reload(
    layout: Geometry, pinned: PinnedItems?, draggedItemAt: ItemPath?, selection: [ItemPath]?,
    policy: HostDecisions
  ) -> [Effect]
  /// Applies the data change of an effect that is not a drag effect (a board's lane move) to
  /// the host's data; the default changes nothing.
  static func applyKindEffect<Item>(_ effect: Effect, to data: inout SectionedData<Item>) -> Bool

  /// One pointer event, start to end: the host's viewport in, the event handled with the
  /// host's decisions, the viewport and the read-outs out. This is the per-event path: drag
  /// effects go into `drag`; any other effect into `kindEffects`, with `kindEffectPositions` saying
  /// before which drag effect each comes (its index in `drag`). All three buffers are emptied
  /// first and keep their capacity.
  mutating func step(
    _ event: PointerEvent, viewport: inout Viewport, decisions: HostDecisions,
    drag: inout [DragEffect], kindEffects: inout [Effect], kindEffectPositions: inout [Int]
  ) -> HostReadout

  /// The read-outs the host core keeps between runs.
  var readout: HostReadout { get }
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
}

extension HostEngine {
  static func applyKindEffect<Item>(_ effect: Effect, to data: inout SectionedData<Item>) -> Bool {
    false
  }

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

  var readout: HostReadout {
    HostReadout(
      isDragging: isDragging, tracksPointer: isTrackingPointer,
      dataSourcePath: dataSourcePath,
      dragCommit: dragCommit, needsFrames: needsFrames(at: lastTime.isFinite ? lastTime : 0))
  }
}

extension DragSession: HostEngine where Layout == ListLayout {
  typealias Effect = DragEffect
  typealias Geometry = ListLayout

  var isDraggingBlock: Bool { arrangement?.block != nil }

  mutating func hostHandle(_ command: KeyboardCommand, policy: HostDecisions)
    -> HostOutcome<DragEffect>
  {
    let outcome = handle(command, policy: policy)
    return HostOutcome(effects: outcome.effects, announcement: outcome.announcement)
  }

  mutating func hostPerform(
    _ action: AccessibilityMoveAction, onItemAt path: ItemPath, policy: HostDecisions
  ) -> HostOutcome<DragEffect> {
    let outcome = perform(action, onItemAt: path, policy: policy)
    return HostOutcome(effects: outcome.effects, announcement: outcome.announcement)
  }

  var hostViewport: Viewport {
    get { viewport }
    set { viewport = newValue }
  }

  static func dragEffect(of effect: DragEffect) -> DragEffect? { effect }

  // Inlined into its protocol witness: one call fewer per event (Scripts/bench-calls.sh).
  @inline(__always)
  mutating func step(
    _ event: PointerEvent, viewport: inout Viewport, decisions: HostDecisions,
    drag: inout [DragEffect], kindEffects: inout [DragEffect], kindEffectPositions: inout [Int]
  ) -> HostReadout {
    if !drag.isEmpty { drag.removeAll(keepingCapacity: true) }
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

  mutating func reload(
    layout: ListLayout, pinned: PinnedItems?, draggedItemAt: ItemPath?, selection: [ItemPath]?,
    policy: HostDecisions
  ) -> [DragEffect] {
    let wasDragging = isDragging
    let outcome: ReloadOutcome = reload(
      layout: layout, pinned: pinned, draggedItemAt: draggedItemAt, selection: selection,
      policy: policy)
    switch outcome {
    case .notDragging: return []
    case .continued(let effects): return effects
    case .cancelled:
      return wasDragging ? [.cancelled(at: draggedItemAt ?? ItemPath(section: -1, item: -1))] : []
    }
  }
}

extension GridEditingSession: HostEngine {
  typealias Effect = GridEditingEffect
  typealias Geometry = GridLayout

  var isDraggingBlock: Bool { session.arrangement?.block != nil }

  mutating func hostHandle(_ command: KeyboardCommand, policy: HostDecisions)
    -> HostOutcome<GridEditingEffect>
  {
    let outcome = handle(command, policy: policy)
    return HostOutcome(
      effects: outcome.effects.map { .drag($0) }, announcement: outcome.announcement)
  }

  mutating func hostPerform(
    _ action: AccessibilityMoveAction, onItemAt path: ItemPath, policy: HostDecisions
  ) -> HostOutcome<GridEditingEffect> {
    let outcome = perform(action, onItemAt: path, policy: policy)
    return HostOutcome(
      effects: outcome.effects.map { .drag($0) }, announcement: outcome.announcement)
  }

  var hostViewport: Viewport {
    get { session.viewport }
    set { setViewport(newValue) }
  }

  var isDragging: Bool { session.isDragging }

  var lastTime: Double { session.lastTime }

  func renderState(at time: Double) -> RenderState { session.renderState(at: time) }

  static func dragEffect(of effect: GridEditingEffect) -> DragEffect? {
    if case .drag(let e) = effect { return e }
    return nil
  }

}
