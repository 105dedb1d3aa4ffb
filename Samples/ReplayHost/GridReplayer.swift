import ReorderCore

/// The replay host for grid scenarios (`layout.kind` `"grid"`): it drives a
/// ``DragSession`` over a ``GridLayout``, or a ``GridEditingSession`` when `options.editing` is
/// true, and applies every data effect to its own copy of the items, as ``Replayer`` does for
/// lists.
///
/// In editing mode a tap on a cell's corner button deletes that cell from the host's data (the
/// `delete` operation) and the host reloads the engine with the new data, as a UI host would.
public struct GridReplayer {
  /// The engine when editing is off.
  private var plain: DragSession<GridLayout>?
  /// The engine when editing is on.
  private var editor: GridEditingSession?
  /// The host's data and what it heard.
  private(set) var log: ReplayLog
  /// The scenario, for rebuilding the layout after a delete.
  private let scenario: Scenario

  /// Creates a host for a grid `scenario` (its events are not fed).
  ///
  /// - Complexity: O(n) for n items.
  public init(_ scenario: Scenario) {
    self.scenario = scenario
    log = ReplayLog(scenario)
    let layout = scenario.makeGridLayout()
    if scenario.editing {
      let hit = scenario.cornerButton.hitSize
      editor = GridEditingSession(
        layout: layout, pinned: scenario.makePinned(), viewport: scenario.makeViewport(),
        configuration: GridEditingConfiguration(
          drag: scenario.configuration, cornerSearchRadius: max(44, hit.width, hit.height)))
    } else {
      plain = DragSession(
        layout: layout, pinned: scenario.makePinned(), viewport: scenario.makeViewport(),
        configuration: scenario.configuration)
    }
  }

  /// The drag engine (inside the editing session when editing is on).
  public var session: DragSession<GridLayout> {
    if let editor { return editor.session }
    return plain!
  }

  /// Whether editing mode is on.
  public var isEditing: Bool { editor?.isEditing ?? false }

  /// The host's data source: ids by section, as changed by the effects so far.
  ///
  /// - Complexity: O(n) for n items.
  public var sections: [[String]] { log.ids }
  /// Every change made to the data source so far.
  public var operations: [ReplayOperation] { log.operations }
  /// Every call so far.
  public var callbacks: [ReplayCallback] { log.callbacks }

  /// The policy the engine asks: corner buttons for editable cells, by the host's current data.
  var policy: ScenarioGridPolicy {
    ScenarioGridPolicy(items: log.items, button: scenario.cornerButton)
  }

  /// Feeds one event and performs its effects on the data.
  ///
  /// - Returns: the engine's effects, in order (a plain grid's taps on cells come as
  ///   ``GridEditingEffect/didSelect(_:)``, its other effects as ``GridEditingEffect/drag(_:)``).
  /// - Throws: ``ReplayError/Kind/engine`` if an effect does not fit the data (an engine bug).
  /// - Complexity: the engine's cost, plus O(m) per data effect for the m items of a section,
  ///   plus O(n) to reload after a delete.
  @discardableResult
  public mutating func feed(_ event: PointerEvent) throws(ReplayError) -> [GridEditingEffect] {
    let effects = handleInEngine(event)
    try perform(effects)
    return effects
  }

  /// Feeds `event` to the engine (the policy's view of the data is gone before the data
  /// changes, so changing it copies nothing).
  private mutating func handleInEngine(_ event: PointerEvent) -> [GridEditingEffect] {
    let policy = self.policy
    if editor != nil { return editor!.handle(event, policy: policy) }
    return plain!.handle(event, policy: policy).map { effect in
      if case .tap(let hit) = effect, case .item(let path) = hit { return .didSelect(path) }
      return .drag(effect)
    }
  }

  private mutating func perform(_ effects: [GridEditingEffect]) throws(ReplayError) {
    var drags = [DragEffect]()
    for effect in effects {
      if case .drag(let drag) = effect {
        drags.append(drag)
        continue
      }
      try log.perform(drags, configuration: session.configuration)
      drags = []
      switch effect {
      case .didSelect(let path): log.callbacks.append(.didSelect(at: path))
      case .beginEditing: log.callbacks.append(.beginEditing)
      case .endEditing: log.callbacks.append(.endEditing)
      case .cornerButton(let path):
        log.callbacks.append(.cornerButton(at: path))
        try deleteItem(at: path)
      case .drag, .resized: break
      }
    }
    try log.perform(drags, configuration: session.configuration)
  }

  /// The host's answer to a corner button: delete the cell, then reload the engine.
  private mutating func deleteItem(at path: ItemPath) throws(ReplayError) {
    try log.delete(at: path)
    guard editor != nil else { return }
    let layout = scenario.makeGridLayout(items: log.items, headers: log.headers)
    let reloaded = editor!.reload(layout: layout, pinned: Scenario.pinned(log.items))
    // Like a collection view whose content shrank, the offset comes back inside the bounds.
    var viewport = editor!.session.viewport
    let axis = layout.axis
    let bounds = viewport.offsetBounds(contentLength: layout.contentLength, axis: axis)
    let along = viewport.contentOffset.along(axis)
    viewport.contentOffset = Point(
      along: min(max(along, bounds.min), bounds.max), across: viewport.contentOffset.across(axis),
      axis: axis)
    editor!.setViewport(viewport)
    try perform(reloaded)
  }

  /// Feeds every event of `events` in order.
  public mutating func feed(_ events: [PointerEvent]) throws(ReplayError) {
    for event in events { try feed(event) }
  }

  /// The result so far.
  public var result: ReplayResult {
    ReplayResult(
      sections: log.ids, operations: log.operations, callbacks: log.callbacks,
      contentOffset: session.viewport.contentOffset)
  }

  /// Replays a grid `scenario` from start to end.
  ///
  /// - Throws: ``ReplayError/Kind/engine`` if the engine's effects do not fit the data.
  public static func run(_ scenario: Scenario) throws(ReplayError) -> ReplayResult {
    var host = GridReplayer(scenario)
    try host.feed(scenario.events)
    try host.checkShape()
    return host.result
  }

  /// Checks that the data has the shape the engine believes it has (sections and counts).
  ///
  /// - Complexity: O(S) for S sections.
  public func checkShape() throws(ReplayError) {
    try log.checkShape(of: session)
  }

  /// The id at `path` (the data as the data source holds it now), `?` when out of range.
  public func id(at path: ItemPath) -> String { log.id(at: path) }

  /// The position in the host's data of the cell the engine shows at `path` (current
  /// positions): the same when every change has reached the data (live insert drags), the
  /// committed position otherwise.
  public func dataPath(forCurrent path: ItemPath) -> ItemPath {
    let configuration = session.configuration
    guard let a = session.arrangement,
      configuration.mode != .insert || configuration.commit != .live
    else { return path }
    return a.committedPath(forCurrent: path)
  }
}

/// The grid host's answers: every cell whose item is `editable` shows the scenario's corner
/// button; moving is governed by the pinned items alone.
struct ScenarioGridPolicy: GridEditingPolicy {
  /// The host's data as it stands when the engine asks.
  let items: [[Scenario.Item]]
  /// The corner button of every editable cell.
  let button: CornerButton

  func canEditItem(at path: ItemPath) -> Bool {
    path.section >= 0 && path.section < items.count && path.item >= 0
      && path.item < items[path.section].count && items[path.section][path.item].editable
  }

  func cornerButton(ofItemAt path: ItemPath) -> CornerButton? { button }
}
