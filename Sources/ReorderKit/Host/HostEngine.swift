import ReorderCore

/// An engine a controller hosts through ``HostCore``: the list session and the editing grid
/// session (and the board session next). It answers in ``DragEffect`` values, wrapped in its
/// own effect type where it has more to say (editing mode, selection by tap, resizes).
protocol HostEngine {
  /// The effects it returns.
  associatedtype Effect
  /// Its committed geometry.
  associatedtype Layout: ReorderLayout

  /// The visible window, with the content offset auto-scroll moves.
  var hostViewport: Viewport { get set }
  /// The committed geometry.
  var layout: Layout { get }
  /// Whether a drag is in progress.
  var isDragging: Bool { get }
  /// The commit mode of the drag in progress.
  var dragCommit: CommitMode? { get }
  /// The time of the latest event.
  var lastTime: Double { get }
  /// Where the dragged item stands in the data as the data source holds it.
  var dataSourceArrangement: Arrangement? { get }
  /// Whether the host must keep feeding ticks at `time`.
  func needsFrames(at time: Double) -> Bool
  /// The render state of the visible range.
  func renderState() -> RenderState
  /// The render state of the visible range at `time` (animations part-way).
  func renderState(at time: Double) -> RenderState
  /// The drag effect inside an effect, if it is one.
  static func dragEffect(of effect: Effect) -> DragEffect?
  /// Wraps a drag effect.
  static func effect(_ drag: DragEffect) -> Effect

  mutating func handle<P: GridEditingPolicy>(
    _ event: PointerEvent, policy: P, into effects: inout [Effect])
  mutating func handle<P: GridEditingPolicy>(_ command: KeyboardCommand, policy: P)
    -> KeyboardOutcome
  func accessibilityActions<P: GridEditingPolicy>(forItemAt path: ItemPath, policy: P)
    -> [AccessibilityMoveAction]
  mutating func perform<P: GridEditingPolicy>(
    _ action: AccessibilityMoveAction, onItemAt path: ItemPath, policy: P
  ) -> KeyboardOutcome
  /// Cancels the drag in progress (pointer, keyboard or interactive) from the host's side.
  mutating func cancelDrag() -> [Effect]
  /// Performs a queued engine command.
  mutating func perform(_ command: EngineCommand) -> [Effect]
  /// Replaces the committed geometry; `draggedItemAt` as ``DragSession/reload(layout:pinned:draggedItemAt:policy:)``.
  mutating func reload<P: GridEditingPolicy>(
    layout: Layout, pinned: PinnedItems?, draggedItemAt: ItemPath?, policy: P
  ) -> [Effect]
}

extension DragSession: HostEngine where Layout == ListLayout {
  typealias Effect = DragEffect

  var hostViewport: Viewport {
    get { viewport }
    set { viewport = newValue }
  }

  var dataSourceArrangement: Arrangement? {
    guard let a = arrangement, let mode = dragMode, let commit = dragCommit else { return nil }
    return mode == .insert && commit == .live ? a : .unmoved(a.lifted)
  }

  static func dragEffect(of effect: DragEffect) -> DragEffect? { effect }

  mutating func perform(_ command: EngineCommand) -> [DragEffect] { [] }
  static func effect(_ drag: DragEffect) -> DragEffect { drag }

  mutating func handle<P: GridEditingPolicy>(
    _ event: PointerEvent, policy: P, into effects: inout [DragEffect]
  ) {
    effects += handle(event, policy: policy)
  }

  mutating func reload<P: GridEditingPolicy>(
    layout: ListLayout, pinned: PinnedItems?, draggedItemAt: ItemPath?, policy: P
  ) -> [DragEffect] {
    let wasDragging = isDragging
    let outcome: ReloadOutcome = reload(
      layout: layout, pinned: pinned, draggedItemAt: draggedItemAt, policy: policy)
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

  var hostViewport: Viewport {
    get { session.viewport }
    set { setViewport(newValue) }
  }

  var isDragging: Bool { session.isDragging }

  var lastTime: Double { session.lastTime }

  var dragCommit: CommitMode? { session.dragCommit }

  mutating func perform(_ command: EngineCommand) -> [GridEditingEffect] {
    switch command {
    case .beginEditing: return beginEditing()
    case .endEditing: return endEditing()
    }
  }

  var dataSourceArrangement: Arrangement? { session.dataSourceArrangement }

  func needsFrames(at time: Double) -> Bool { session.needsFrames(at: time) }

  func renderState(at time: Double) -> RenderState { session.renderState(at: time) }

  static func dragEffect(of effect: GridEditingEffect) -> DragEffect? {
    if case .drag(let e) = effect { return e }
    return nil
  }

  static func effect(_ drag: DragEffect) -> GridEditingEffect { .drag(drag) }

  mutating func handle<P: GridEditingPolicy>(
    _ event: PointerEvent, policy: P, into effects: inout [GridEditingEffect]
  ) {
    effects += handle(event, policy: policy)
  }

  func accessibilityActions<P: GridEditingPolicy>(forItemAt path: ItemPath, policy: P)
    -> [AccessibilityMoveAction]
  {
    session.accessibilityActions(forItemAt: path, policy: policy)
  }
}
