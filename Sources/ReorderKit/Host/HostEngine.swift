import ReorderCore

/// Every decision a hosted engine may ask: the list and grid questions and the board's lane
/// questions. ``HostPolicy`` answers them all through the controller.
protocol HostDecisions: GridEditingPolicy, BoardPolicy {}

/// What a keyboard command or an accessibility action did, in an engine's own effects.
struct HostOutcome<Effect> {
  /// The effects, in order.
  var effects: [Effect] = []
  /// What to announce, if anything.
  var announcement: Announcement?
}

/// An engine a controller hosts through ``HostCore``: the list session, the editing grid
/// session and the board session. It answers in ``DragEffect`` values, wrapped in its own
/// effect type where it has more to say (editing mode, selection by tap, resizes, lanes).
protocol HostEngine {
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
  /// The commit mode of the drag in progress.
  var dragCommit: CommitMode? { get }
  /// The time of the latest event.
  var lastTime: Double { get }
  /// Where the dragged item stands in the data as the data source holds it.
  var dataSourceArrangement: Arrangement? { get }
  /// Whether the host must keep feeding ticks at `time`.
  func needsFrames(at time: Double) -> Bool
  /// The render state of the visible range, animations as they stand at `time`.
  func renderState(at time: Double) -> RenderState
  /// The drag effect inside an effect, if it is one.
  static func dragEffect(of effect: Effect) -> DragEffect?
  /// Wraps a drag effect.
  static func effect(_ drag: DragEffect) -> Effect

  mutating func handle<P: HostDecisions>(
    _ event: PointerEvent, policy: P, into effects: inout [Effect])
  /// Feeds one keyboard command.
  mutating func hostHandle<P: HostDecisions>(_ command: KeyboardCommand, policy: P)
    -> HostOutcome<Effect>
  func accessibilityActions<P: HostDecisions>(forItemAt path: ItemPath, policy: P)
    -> [AccessibilityMoveAction]
  /// Performs an accessibility action.
  mutating func hostPerform<P: HostDecisions>(
    _ action: AccessibilityMoveAction, onItemAt path: ItemPath, policy: P
  ) -> HostOutcome<Effect>
  /// Cancels the drag in progress (pointer, keyboard or interactive) from the host's side.
  mutating func cancelDrag() -> [Effect]
  /// Performs a queued engine command.
  mutating func perform(_ command: EngineCommand) -> [Effect]
  /// Replaces the committed geometry; `draggedItemAt` as ``DragSession/reload(layout:pinned:draggedItemAt:policy:)``.
  mutating func reload<P: HostDecisions>(
    layout: Geometry, pinned: PinnedItems?, draggedItemAt: ItemPath?, policy: P
  ) -> [Effect]
  /// Applies the data change of an effect that is not a drag effect (a board's lane move) to
  /// the host's data; the default changes nothing.
  static func applyOther<Item>(_ effect: Effect, to data: inout SectionedData<Item>) -> Bool
}

extension HostEngine {
  static func applyOther<Item>(_ effect: Effect, to data: inout SectionedData<Item>) -> Bool {
    false
  }
}

extension DragSession: HostEngine where Layout == ListLayout {
  typealias Effect = DragEffect
  typealias Geometry = ListLayout

  mutating func hostHandle<P: HostDecisions>(_ command: KeyboardCommand, policy: P)
    -> HostOutcome<DragEffect>
  {
    let outcome = handle(command, policy: policy)
    return HostOutcome(effects: outcome.effects, announcement: outcome.announcement)
  }

  mutating func hostPerform<P: HostDecisions>(
    _ action: AccessibilityMoveAction, onItemAt path: ItemPath, policy: P
  ) -> HostOutcome<DragEffect> {
    let outcome = perform(action, onItemAt: path, policy: policy)
    return HostOutcome(effects: outcome.effects, announcement: outcome.announcement)
  }

  var hostViewport: Viewport {
    get { viewport }
    set { viewport = newValue }
  }

  static func dragEffect(of effect: DragEffect) -> DragEffect? { effect }

  mutating func perform(_ command: EngineCommand) -> [DragEffect] { [] }
  static func effect(_ drag: DragEffect) -> DragEffect { drag }

  mutating func reload<P: HostDecisions>(
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
  typealias Geometry = GridLayout

  mutating func hostHandle<P: HostDecisions>(_ command: KeyboardCommand, policy: P)
    -> HostOutcome<GridEditingEffect>
  {
    let outcome = handle(command, policy: policy)
    return HostOutcome(
      effects: outcome.effects.map { .drag($0) }, announcement: outcome.announcement)
  }

  mutating func hostPerform<P: HostDecisions>(
    _ action: AccessibilityMoveAction, onItemAt path: ItemPath, policy: P
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

  mutating func perform(_ command: EngineCommand) -> [GridEditingEffect] {
    switch command {
    case .beginEditing: return beginEditing()
    case .endEditing: return endEditing()
    }
  }

  static func dragEffect(of effect: GridEditingEffect) -> DragEffect? {
    if case .drag(let e) = effect { return e }
    return nil
  }

  static func effect(_ drag: DragEffect) -> GridEditingEffect { .drag(drag) }

  func accessibilityActions<P: HostDecisions>(forItemAt path: ItemPath, policy: P)
    -> [AccessibilityMoveAction]
  {
    session.accessibilityActions(forItemAt: path, policy: policy)
  }
}
