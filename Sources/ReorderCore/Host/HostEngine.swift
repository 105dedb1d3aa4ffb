/// An engine as a host drives it: ``DragSession`` (a host's list), ``GridEditingSession``
/// and ``BoardSession``. One contract, so a host's entry points, re-entrancy, data and
/// callbacks are written once over any of them. Each answers in ``DragEffect`` values, wrapped
/// in its own effect type where it has more to say (editing mode, taps that select, resizes,
/// lanes): those are its *kind effects*. Positions are in the engine's committed data (a
/// board's are `[lane, card]`). A host never conforms a type of its own.
public protocol HostEngine: SelectionEngine {
  /// The effects it returns.
  associatedtype Effect: Sendable & Equatable
  /// The effects its keyboard commands, accessibility actions and selection toggles return
  /// (a grid's are its drag's, ``Effect`` for the others).
  associatedtype CommandEffect: Sendable & Equatable
  /// What a reload hands it: its committed geometry (for a board, with the pinned lanes).
  associatedtype Geometry

  /// The visible window, with the content offset auto-scroll moves (a board's offset is its
  /// coordinate along the board's axis).
  var hostViewport: Viewport { get set }
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
  /// What the latest drop did (nil during a drag and after a cancel).
  var lastDrop: DropRecord? { get }
  /// Whether the drag in progress carries a block of several items.
  var isDraggingBlock: Bool { get }
  /// Whether the host must keep feeding ticks at `time`.
  func needsFrames(at time: Double) -> Bool
  /// The items' render state at `time` (a board's cards, in viewport coordinates).
  func hostRenderState(at time: Double) -> RenderState
  /// How many items the accessibility actions of the item at `path` move.
  func accessibilityItemCount(forItemAt path: ItemPath) -> Int
  /// The accessibility actions of the item at `path`: exactly those
  /// ``perform(_:onItemAt:policy:)`` performs.
  func accessibilityActions<P: GridEditingPolicy>(forItemAt path: ItemPath, policy: P)
    -> [AccessibilityMoveAction]
  /// The drag effect inside an effect, if it is one.
  static func dragEffect(of effect: Effect) -> DragEffect?
  /// Applies a kind effect's data change (a board's lane move) to `data`; drag effects are the
  /// host's to apply. Returns whether the data changed.
  static func applyKindEffect<Item>(_ effect: Effect, to data: inout SectionedData<Item>) -> Bool
  /// A command's effect as one of ``Effect``.
  static func effect(ofCommand effect: CommandEffect) -> Effect

  /// One keyboard command: its effects and its announcement.
  mutating func handle<P: GridEditingPolicy>(_ command: KeyboardCommand, policy: P)
    -> KeyboardOutcomeOf<CommandEffect>
  /// Performs an accessibility action: its effects and its announcement.
  mutating func perform<P: GridEditingPolicy>(
    _ action: AccessibilityMoveAction, onItemAt path: ItemPath, policy: P
  ) -> KeyboardOutcomeOf<CommandEffect>
  /// The keyboard's selection toggle of the focused item at `path`: its announcement.
  mutating func toggleSelectionOfFocused<P: GridEditingPolicy>(at path: ItemPath, policy: P)
    -> KeyboardOutcomeOf<CommandEffect>
  /// Cancels the drag in progress (pointer, keyboard or interactive) from the host's side.
  mutating func cancelDrag() -> [Effect]
  /// Replaces the committed geometry, the drag following its item to `draggedItemAt` and the
  /// selection to `selection` (nil: kept by position); a drag that cannot go on ends with a
  /// cancel.
  mutating func hostReload<P: GridEditingPolicy>(
    _ geometry: Geometry, pinned: PinnedItems?, draggedItemAt: ItemPath?,
    selection: [ItemPath]?, policy: P
  ) -> [Effect]
}

extension HostEngine {
  /// No kind effect changes the data.
  public static func applyKindEffect<Item>(
    _ effect: Effect, to data: inout SectionedData<Item>
  ) -> Bool { false }
}

extension HostEngine where CommandEffect == Effect {
  /// The effect itself.
  public static func effect(ofCommand effect: Effect) -> Effect { effect }
}

extension DragSession: HostEngine {
  /// The drag effects.
  public typealias Effect = DragEffect
  /// The drag effects.
  public typealias CommandEffect = DragEffect
  /// The layout.
  public typealias Geometry = Layout

  /// ``viewport``.
  public var hostViewport: Viewport {
    get { viewport }
    set { viewport = newValue }
  }
  /// Whether ``arrangement`` carries a block.
  public var isDraggingBlock: Bool { arrangement?.block != nil }
  /// ``renderState(at:)``.
  public func hostRenderState(at time: Double) -> RenderState { renderState(at: time) }
  /// The effect itself.
  public static func dragEffect(of effect: DragEffect) -> DragEffect? { effect }

  /// ``reload(layout:pinned:draggedItemAt:selection:policy:)``, its end of a drag said as the
  /// `cancelled` effect at `draggedItemAt` (`[-1, -1]` when the item is gone).
  public mutating func hostReload<P: GridEditingPolicy>(
    _ geometry: Layout, pinned: PinnedItems?, draggedItemAt: ItemPath?,
    selection: [ItemPath]?, policy: P
  ) -> [DragEffect] {
    let wasDragging = isDragging
    switch reload(
      layout: geometry, pinned: pinned, draggedItemAt: draggedItemAt, selection: selection,
      policy: policy)
    {
    case .notDragging: return []
    case .continued(let effects): return effects
    case .cancelled:
      return wasDragging ? [.cancelled(at: draggedItemAt ?? ItemPath(section: -1, item: -1))] : []
    }
  }
}

extension GridEditingSession: HostEngine {
  /// The grid's own effects, its drag's wrapped.
  public typealias Effect = GridEditingEffect
  /// Its drag's effects.
  public typealias CommandEffect = DragEffect
  /// The grid.
  public typealias Geometry = GridLayout

  /// The drag's viewport; set through ``setViewport(_:)``.
  public var hostViewport: Viewport {
    get { session.viewport }
    set { setViewport(newValue) }
  }
  /// Whether a drag is in progress.
  public var isDragging: Bool { session.isDragging }
  /// The time of the latest event.
  public var lastTime: Double { session.lastTime }
  /// Whether the drag carries a block.
  public var isDraggingBlock: Bool { session.arrangement?.block != nil }
  /// The drag's render state.
  public func hostRenderState(at time: Double) -> RenderState { session.renderState(at: time) }
  /// The drag effect of ``GridEditingEffect/drag(_:)``.
  public static func dragEffect(of effect: GridEditingEffect) -> DragEffect? {
    if case .drag(let e) = effect { return e }
    return nil
  }

  /// ``GridEditingEffect/drag(_:)``.
  public static func effect(ofCommand effect: DragEffect) -> GridEditingEffect { .drag(effect) }

  /// ``reload(layout:pinned:draggedItemAt:selection:policy:)``.
  public mutating func hostReload<P: GridEditingPolicy>(
    _ geometry: GridLayout, pinned: PinnedItems?, draggedItemAt: ItemPath?,
    selection: [ItemPath]?, policy: P
  ) -> [GridEditingEffect] {
    reload(
      layout: geometry, pinned: pinned, draggedItemAt: draggedItemAt, selection: selection,
      policy: policy)
  }
}
