/// What the host of a grid must do or hear after an event, in order.
public enum GridEditingEffect: Sendable, Equatable {
  /// A tap outside editing mode selected the cell at this position.
  case didSelect(ItemPath)
  /// A tap in editing mode hit this cell's corner button.
  case cornerButton(at: ItemPath)
  /// Editing mode began: cells jiggle and show their corner buttons.
  case beginEditing
  /// Editing mode ended.
  case endEditing
  /// A drag effect (willMove, moved, swapped, deletedSection, targetChanged, scrolled, ended,
  /// cancelled, refused), positions as ``DragEffect`` has them.
  case drag(DragEffect)
  /// After a reload: the content size, so the host can size its scroll view.
  case resized(Size)
}

/// How a cell looks now in an editing grid.
public struct CellAppearance: Sendable, Equatable {
  /// The rotation in radians (the jiggle), 0 when still.
  public var rotation: Double
  /// The scale: the policy's editing scale for the held cell, 1 otherwise.
  public var scale: Double
  /// The corner button's drawn frame in **content** coordinates, when one shows.
  public var cornerButton: Rect?

  /// Creates an appearance.
  public init(rotation: Double = 0, scale: Double = 1, cornerButton: Rect? = nil) {
    self.rotation = rotation
    self.scale = scale
    self.cornerButton = cornerButton
  }
}

/// Everything that shapes an editing grid.
public struct GridEditingConfiguration: Sendable {
  /// The drag's modes and rules. Its activation is how a press enters editing mode (a long
  /// press by default). `edgeCrossing` runs as `center` in a grid.
  public var drag: DragConfiguration
  /// How a press becomes a drag once in editing mode (moving 10 points by default; a press
  /// released before that is a tap).
  public var editingActivation: Activation
  /// The jiggle of cells in editing mode.
  public var jiggle: Jiggle
  /// How far outside a cell's frame a press is checked against its corner button (points);
  /// make it at least half the largest button's tap area.
  public var cornerSearchRadius: Double

  /// Creates a configuration.
  public init(
    drag: DragConfiguration = DragConfiguration(),
    editingActivation: Activation = .distance(10),
    jiggle: Jiggle = Jiggle(),
    cornerSearchRadius: Double = 44
  ) {
    self.drag = drag
    self.editingActivation = editingActivation
    self.jiggle = jiggle
    self.cornerSearchRadius = cornerSearchRadius
  }
}

/// A grid with an editing mode (cells jiggle, show corner buttons and can be dragged) and
/// interactive movement for hosts that run their own gesture, as a pure state machine over a
/// ``DragSession`` of a ``GridLayout``.
///
/// - Not editing: a tap on a cell selects it (``GridEditingEffect/didSelect(_:)``); a long
///   press on a cell enters editing mode and starts dragging that cell (if it can move).
/// - Editing: cells jiggle (``appearance(ofItemAt:time:seed:policy:)``) and editable ones show
///   their corner buttons; a tap on a corner button reports it, a tap on a cell does nothing,
///   a tap on empty space (spacing, insets, headers, outside the content) ends editing; a press
///   that moves drags the cell. Editing also ends on request (``endEditing()``).
/// - Interactive movement, for hosts that run their own gesture: ``beginInteractiveMovement(at:policy:)``,
///   ``updateInteractiveMovement(to:policy:)``, ``endInteractiveMovement(policy:)``,
///   ``cancelInteractiveMovement()``; the data source hears the move at the end.
///
/// Points are in **viewport** coordinates unless said otherwise; positions are as
/// ``DragEffect`` has them.
public struct GridEditingSession {
  /// The drag engine underneath (its layout is the committed geometry).
  public internal(set) var session: DragSession<GridLayout>
  /// The configuration.
  public private(set) var configuration: GridEditingConfiguration
  /// Whether editing mode is on (always false while ``allowsEditing`` is false).
  public private(set) var isEditing = false
  /// Whether the grid has an editing mode (default true). When false, a lift goes straight into
  /// a drag without entering editing mode, and ``beginEditing()`` does nothing; change it with
  /// ``setAllowsEditing(_:)``.
  public private(set) var allowsEditing = true

  var buttonPress: ButtonPress?
  var savedDrag: DragConfiguration?
  /// The drag effects of the event being handled: kept between events (emptied, capacity kept)
  /// so that a pointer move or tick allocates nothing.
  var scratch: [DragEffect] = []

  /// A press that began on a corner button: it never reaches the drag session.
  struct ButtonPress {
    var path: ItemPath
    var start: Point
    var isInside: Bool
  }

  /// Creates a session.
  ///
  /// - Parameters:
  ///   - layout: the committed geometry.
  ///   - pinned: pinned positions (an "add" cell at the end, say).
  ///   - viewport: the visible window.
  ///   - configuration: modes, activations and the jiggle.
  public init(
    layout: GridLayout, pinned: PinnedItems? = nil, viewport: Viewport,
    configuration: GridEditingConfiguration = GridEditingConfiguration()
  ) {
    var config = configuration
    if config.drag.target.isSameBuiltIn(as: .edgeCrossing) { config.drag.target = .center }
    self.configuration = config
    session = DragSession(
      layout: layout, pinned: pinned, viewport: viewport, configuration: config.drag)
  }

  /// The committed geometry.
  public var layout: GridLayout { session.layout }

  /// The time to use for calls that carry none: the latest event's.
  var now: Double { session.lastTime.isFinite ? session.lastTime : 0 }

  // MARK: Pointer events

  /// Feeds one pointer event.
  ///
  /// - Returns: the effects to perform, in order.
  /// - Complexity: O(log S) per event, plus the cells near the press while editing (corner
  ///   buttons), plus O(S) at a drop.
  public mutating func handle<P: GridEditingPolicy>(_ event: PointerEvent, policy: P)
    -> [GridEditingEffect]
  {
    var result = [GridEditingEffect]()
    handle(event, policy: policy, into: &result)
    return result
  }

  /// Feeds one pointer event and appends the effects to perform, in order, to `result` (the
  /// caller's buffer: it is never cleared here). A host that keeps one buffer and empties it
  /// with `removeAll(keepingCapacity: true)` between events makes no heap allocation for a
  /// pointer move or tick in steady state (auto-scroll included).
  ///
  /// - Complexity: O(log S) per event, plus the cells near the press while editing (corner
  ///   buttons), plus O(S) at a drop.
  public mutating func handle<P: GridEditingPolicy>(
    _ event: PointerEvent, policy: P, into result: inout [GridEditingEffect]
  ) {
    if let press = buttonPress {
      result += handleButtonPress(press, event)
      return
    }
    if case .down(let point, _) = event, isEditing, !session.isDragging, !session.isPressing,
      point.isFinite, let path = cornerButtonHit(at: point, policy: policy)
    {
      buttonPress = ButtonPress(path: path, start: point, isInside: true)
      return
    }
    scratch.removeAll(keepingCapacity: true)
    session.handle(event, policy: policy, into: &scratch)
    for effect in scratch {
      switch effect {
      case .tap(let hit):
        if isEditing {
          if case .item = hit { continue }
          result += endEditing()
        } else if case .item(let path) = hit {
          result.append(.didSelect(path))
        }
      case .willMove, .refused(.notMovable):
        if !isEditing && savedDrag == nil && allowsEditing {
          result += beginEditing()
        }
        result.append(.drag(effect))
      default:
        result.append(.drag(effect))
      }
    }
    // An interactive movement that a pointer event ended (a system cancel, a release) leaves
    // no interactive state behind.
    if savedDrag != nil && !session.isDragging { restoreAfterInteractiveMovement() }
  }

  /// Feeds one pointer event with the default policy.
  public mutating func handle(_ event: PointerEvent) -> [GridEditingEffect] {
    handle(event, policy: DefaultGridEditingPolicy())
  }

  /// Feeds one pointer event with the default policy and appends the effects to `result` (see
  /// ``handle(_:policy:into:)``).
  public mutating func handle(_ event: PointerEvent, into result: inout [GridEditingEffect]) {
    handle(event, policy: DefaultGridEditingPolicy(), into: &result)
  }

  private mutating func handleButtonPress(_ press: ButtonPress, _ event: PointerEvent)
    -> [GridEditingEffect]
  {
    var press = press
    switch event {
    case .down, .tick:
      return []
    case .move(let point, _):
      if point.isFinite && isFarther(point, from: press.start) { press.isInside = false }
      buttonPress = press
      return []
    case .up(let point, _):
      buttonPress = nil
      guard press.isInside, point.isFinite, !isFarther(point, from: press.start) else { return [] }
      return [.cornerButton(at: press.path)]
    case .cancel:
      buttonPress = nil
      return []
    }
  }

  /// Whether `point` strays farther from `start` than the editing activation's slack (its
  /// distance, its long press's allowable movement, 10 points for `immediate`): the button
  /// press is then abandoned.
  private func isFarther(_ point: Point, from start: Point) -> Bool {
    let slack: Double
    switch configuration.editingActivation.kind {
    case .distance(let d): slack = d
    case .longPress(_, let movement): slack = movement
    case .immediate: slack = 10
    }
    return PressClock.isFarther(point, than: slack, from: start)
  }

  /// The cell whose corner button's tap area holds `point` (viewport coordinates), topmost
  /// (last in data order) first.
  ///
  /// - Complexity: O(log S + c) for the c cells within ``GridEditingConfiguration/cornerSearchRadius``.
  func cornerButtonHit<P: GridEditingPolicy>(at point: Point, policy: P) -> ItemPath? {
    let content = session.viewport.contentPoint(point)
    let r = configuration.cornerSearchRadius.isFinite ? max(0, configuration.cornerSearchRadius) : 0
    let area = Rect(
      origin: Point(x: content.x - r, y: content.y - r), size: Size(width: 2 * r, height: 2 * r))
    var found: ItemPath?
    session.layout.forEachItem(in: area, in: nil) { path, frame in
      guard policy.canEditItem(at: path), let button = policy.cornerButton(ofItemAt: path),
        button.hitFrame(inCell: frame).contains(content)
      else { return }
      found = path
    }
    return found
  }

  // MARK: Editing mode

  /// Turns editing mode on (a host's "Edit" button). Does nothing when it is on already or when
  /// the grid has no editing mode (``allowsEditing`` false).
  public mutating func beginEditing() -> [GridEditingEffect] {
    guard !isEditing, allowsEditing else { return [] }
    isEditing = true
    if savedDrag == nil { session.configuration.activation = configuration.editingActivation }
    return [.beginEditing]
  }

  /// Turns editing mode off (a host's "Done" button, or a tap on empty space). A drag in
  /// progress is cancelled first (the order goes back to where the drag began); a press is
  /// dropped. Does nothing when editing is off.
  public mutating func endEditing() -> [GridEditingEffect] {
    guard isEditing else { return [] }
    var result = [GridEditingEffect]()
    if session.isDragging || session.isPressing {
      result += session.cancel(time: now).map { .drag($0) }
    }
    buttonPress = nil
    isEditing = false
    restoreAfterInteractiveMovement()
    session.configuration.activation = configuration.drag.activation
    result.append(.endEditing)
    return result
  }

  /// Gives the grid an editing mode or takes it away, in any state. Taking it away while
  /// editing ends editing mode as ``endEditing()`` does (a drag in progress is cancelled first,
  /// then ``GridEditingEffect/endEditing``); otherwise nothing is owed: no effects. Giving it
  /// back never begins editing by itself (the next long press or ``beginEditing()`` does), so
  /// ``isEditing`` changes only with a `beginEditing` or `endEditing` effect.
  ///
  /// - Returns: the effects, in order.
  public mutating func setAllowsEditing(_ allows: Bool) -> [GridEditingEffect] {
    allowsEditing = allows
    return allows ? [] : endEditing()
  }

  // MARK: Interactive movement

  /// Begins moving the cell at `path` (current data) for a host that runs its own gesture, as
  /// `UICollectionView.beginInteractiveMovementForItem(at:)`. The cell's centre follows the
  /// points given to ``updateInteractiveMovement(to:policy:)``; the data source hears one move,
  /// at ``endInteractiveMovement(policy:)``.
  ///
  /// - Returns: the effects (`willMove`, or `refused` when the cell is pinned or cannot move).
  ///   Nothing happens while a press or drag is in progress or when `path` is out of range.
  public mutating func beginInteractiveMovement<P: GridEditingPolicy>(
    at path: ItemPath, policy: P
  ) -> [GridEditingEffect] {
    guard !session.isDragging, !session.isPressing, buttonPress == nil, path.section >= 0,
      path.section < layout.sectionCount, path.item >= 0,
      path.item < layout.itemCount(inSection: path.section)
    else { return [] }
    savedDrag = session.configuration
    session.configuration.activation = .immediate
    session.configuration.commit = .drop
    let center = session.viewport.viewportPoint(layout.frame(ofItemAt: path, in: nil).center)
    let effects = session.press(at: center, time: now, policy: policy)
    if !session.isDragging {
      // A refused press waits for a release that will never come: drop it.
      _ = session.cancel(time: now)
      restoreAfterInteractiveMovement()
    }
    return effects.map { .drag($0) }
  }

  /// Moves the cell of an interactive movement so that its centre is at `point` (viewport
  /// coordinates), as `updateInteractiveMovementTargetPosition(_:)`.
  public mutating func updateInteractiveMovement<P: GridEditingPolicy>(
    to point: Point, policy: P
  ) -> [GridEditingEffect] {
    guard savedDrag != nil else { return [] }
    return session.move(to: point, time: now, policy: policy).map { .drag($0) }
  }

  /// Ends an interactive movement: the data source hears the move (if any) and the drop.
  public mutating func endInteractiveMovement<P: GridEditingPolicy>(policy: P)
    -> [GridEditingEffect]
  {
    guard savedDrag != nil, let pointer = session.pointer else { return [] }
    let effects = session.release(at: pointer, time: now, policy: policy)
    restoreAfterInteractiveMovement()
    return effects.map { .drag($0) }
  }

  /// Cancels an interactive movement: nothing changes in the data.
  public mutating func cancelInteractiveMovement() -> [GridEditingEffect] {
    guard savedDrag != nil else { return [] }
    let effects = session.cancel(time: now)
    restoreAfterInteractiveMovement()
    return effects.map { .drag($0) }
  }

  mutating func restoreAfterInteractiveMovement() {
    if let saved = savedDrag { session.configuration = saved }
    savedDrag = nil
    session.configuration.activation =
      isEditing ? configuration.editingActivation : configuration.drag.activation
  }

  // MARK: Reloading

  /// Replaces the committed geometry after the host reloaded its data. A drag in progress is
  /// cancelled first; editing mode stays as it is. The selection is kept by position (see
  /// ``DragSession/reload(layout:pinned:draggedItemAt:selection:policy:)``).
  ///
  /// - Returns: the cancel effects, if any, then ``GridEditingEffect/resized(_:)`` with the new
  ///   content size.
  public mutating func reload(layout: GridLayout, pinned: PinnedItems? = nil)
    -> [GridEditingEffect]
  {
    rebuild(layout: layout, pinned: pinned, selection: nil, policy: DefaultGridEditingPolicy())
  }

  /// A fresh drag engine over `layout` (a drag in progress cancelled first), with the
  /// selection at `selection` (new data; nil: by position, as ``DragSession/selectedPaths``
  /// gave it before the cancel), filtered as a reload filters it.
  mutating func rebuild<P: DragPolicy>(
    layout: GridLayout, pinned: PinnedItems?, selection: [ItemPath]?, policy: P
  ) -> [GridEditingEffect] {
    var result = [GridEditingEffect]()
    let kept = selection ?? session.selectedPaths
    if session.isDragging || session.isPressing {
      result += session.cancel(time: now).map { .drag($0) }
    }
    restoreAfterInteractiveMovement()
    buttonPress = nil
    let time = session.lastTime
    var fresh = DragSession(
      layout: layout, pinned: pinned, viewport: session.viewport,
      configuration: session.configuration)
    if time.isFinite { _ = fresh.tick(time: time, policy: DefaultDragPolicy()) }
    fresh.replaceSelection(with: kept, policy: policy)
    session = fresh
    result.append(.resized(layout.contentSize(in: nil)))
    return result
  }

  /// The mode of the drag in progress (see ``DragSession/dragMode``); nil when not dragging.
  public var dragMode: ReorderMode? { session.dragMode }

  /// The commit mode of the drag in progress (see ``DragSession/dragCommit``); nil when not
  /// dragging. Interactive movement always runs in drop commit.
  public var dragCommit: CommitMode? { session.dragCommit }

  /// What the latest drop did (see ``DragSession/lastDrop``): nil before any drop, during a
  /// drag and after a cancelled one.
  public var lastDrop: DropRecord? { session.lastDrop }

  /// Where the data source stands during the drag in progress (see
  /// ``DragSession/dataSourceArrangement``); nil when not dragging.
  public var dataSourceArrangement: Arrangement? { session.dataSourceArrangement }

  /// Where the dragged cell stands in the data as the data source holds it now (drop commit
  /// and exchange mode: where the drag began; live commit: its slot), or nil when no drag is in
  /// progress (see ``DragSession/dataSourcePath``).
  public var dataSourcePath: ItemPath? { session.dataSourcePath }

  /// Replaces the committed geometry after the host changed its data during a drag, keeping the
  /// drag when the dragged cell is still there (see
  /// ``DragSession/reload(layout:pinned:draggedItemAt:policy:)``); editing mode stays as it is.
  ///
  /// - Parameters:
  ///   - layout: the new committed geometry.
  ///   - pinned: the pinned positions in the new data.
  ///   - draggedItemAt: where the dragged cell stands in the new data as the data source holds
  ///     it (see ``dataSourcePath``), or nil when the host removed it.
  ///   - policy: the host's say over the new target.
  /// - Returns: the drag's follow-up effects (a target preview, or `cancelled(at:)` naming
  ///   `draggedItemAt` when the drag cannot go on), then ``GridEditingEffect/resized(_:)``.
  public mutating func reload<P: GridEditingPolicy>(
    layout: GridLayout, pinned: PinnedItems?, draggedItemAt: ItemPath?, policy: P
  ) -> [GridEditingEffect] {
    reload(
      layout: layout, pinned: pinned, draggedItemAt: draggedItemAt, selection: nil,
      policy: policy)
  }

  /// ``reload(layout:pinned:draggedItemAt:policy:)`` with the selected cells' positions in the
  /// new data as the data source holds it (nil: kept by position), filtered as
  /// ``DragSession/reload(layout:pinned:draggedItemAt:selection:policy:)`` filters them.
  public mutating func reload<P: GridEditingPolicy>(
    layout: GridLayout, pinned: PinnedItems?, draggedItemAt: ItemPath?,
    selection: [ItemPath]?, policy: P
  ) -> [GridEditingEffect] {
    guard session.isDragging, let draggedItemAt else {
      return rebuild(layout: layout, pinned: pinned, selection: selection, policy: policy)
    }
    buttonPress = nil
    var result = [GridEditingEffect]()
    switch session.reload(
      layout: layout, pinned: pinned, draggedItemAt: draggedItemAt, selection: selection,
      policy: policy)
    {
    case .continued(let effects):
      result += effects.map { .drag($0) }
    case .cancelled:
      restoreAfterInteractiveMovement()
      result.append(.drag(.cancelled(at: draggedItemAt)))
    case .notDragging:
      break
    }
    result.append(.resized(layout.contentSize(in: nil)))
    return result
  }

  /// Whether the host needs display frames at `time`: while the drag engine does (see
  /// ``DragSession/needsFrames(at:)``: a long press pending, a pointer drag with auto-scroll, a
  /// lift, displacement, drop or cancel animation running), and all the time in editing mode
  /// while the jiggle swings (an amplitude other than zero and a period above zero).
  ///
  /// - Complexity: as ``DragSession/needsFrames(at:)``.
  public func needsFrames(at time: Double) -> Bool {
    if isEditing, configuration.jiggle.amplitude != 0, configuration.jiggle.period > 0 {
      return true
    }
    return session.needsFrames(at: time)
  }

  /// Changes the visible window (for instance after the host scrolled).
  public mutating func setViewport(_ viewport: Viewport) {
    session.viewport = viewport
  }

  // MARK: Appearance

  /// The position, in the data as the data source holds it now, of the cell at `path` in the
  /// current data: the same in live commit; in drop commit (and during interactive movement)
  /// the committed position.
  public func dataSourcePath(forCurrent path: ItemPath) -> ItemPath {
    guard let a = session.arrangement, session.dragFacts?.dataFollowsPreview == false else {
      return path
    }
    return a.committedPath(forCurrent: path)
  }

  /// How the cell at `path` (current data) looks at `time`.
  ///
  /// In editing mode a cell the policy lets shake rotates by ``Jiggle/angle(at:seed:)`` with
  /// `seed` (pass something that stays with the cell, such as its identity's hash, so its phase
  /// survives reorders), and an editable cell with a corner button shows it. The held cell (the
  /// drag's slot) does not jiggle or show its button; its scale is the policy's editing scale
  /// (it applies to the floating copy). The policy is asked by ``dataSourcePath(forCurrent:)``.
  /// A position out of range looks still, and the policy is not asked.
  public func appearance<P: GridEditingPolicy>(
    ofItemAt path: ItemPath, time: Double, seed: UInt64, policy: P
  ) -> CellAppearance {
    let a = session.arrangement
    guard path.section >= 0, path.section < layout.sectionCount, path.item >= 0,
      path.item
        < a?.currentCount(
          inSection: path.section, committedCount: layout.itemCount(inSection: path.section))
        ?? layout.itemCount(inSection: path.section)
    else { return CellAppearance() }
    let source = dataSourcePath(forCurrent: path)
    if let a, a.slot == path {
      let scale = policy.editingScale(ofItemAt: source)
      return CellAppearance(scale: scale.isFinite && scale > 0 ? scale : 1)
    }
    guard isEditing else { return CellAppearance() }
    let rotation =
      policy.canShakeItem(at: source) ? configuration.jiggle.angle(at: time, seed: seed) : 0
    var button: Rect?
    if policy.canEditItem(at: source), let corner = policy.cornerButton(ofItemAt: source) {
      button = corner.frame(inCell: layout.frame(ofItemAt: path, in: session.arrangement))
    }
    return CellAppearance(rotation: rotation, scale: 1, cornerButton: button)
  }

  /// The render state of the drag engine (visible cells, the gap, the floating copy).
  ///
  /// - Complexity: O(log S + v) for v visible cells.
  public func renderState() -> RenderState { session.renderState() }
}

/// An editing session is a plain value over a grid: it may move between tasks.
extension GridEditingSession: Sendable {}
