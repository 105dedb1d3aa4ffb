import ReorderCore

/// A change made to the data source. Positions are `[section, item]` in the data as it stands
/// just before the change.
public enum ReplayOperation: Sendable, Equatable {
  /// Remove the item at `from` and insert it so that it ends at `to`
  /// (`UITableView.moveRow(at:to:)`).
  case move(from: ItemPath, to: ItemPath)
  /// The items at the two positions trade places.
  case swap(ItemPath, ItemPath)
  /// The empty section at this index is removed.
  case deleteSection(Int)
  /// The item at this position is removed (the host's answer to a grid cell's corner button).
  case delete(at: ItemPath)
}

/// A delegate or data-source call the host made or received, in the order it happened.
public enum ReplayCallback: Sendable, Equatable {
  /// A drag began on the item at `at`.
  case willMove(at: ItemPath)
  /// The data changed by one move (`from`, `to` as the operation), or by a swap (`from` is
  /// the dragged item's position, `to` the item it traded places with).
  case didMove(from: ItemPath, to: ItemPath)
  /// The data source was handed its new data: after every data change in live insert drags,
  /// once after the drop's changes in drop commit and in exchange mode.
  case newDataSourceAfterMove
  /// The drag ended with a drop; the item stands at `at` in the data after every change.
  case didEnd(at: ItemPath)
  /// The drag was cancelled; the item is back at `at`.
  case didCancel(at: ItemPath)
  /// A press was released as a tap on the item at `at`.
  case didSelect(at: ItemPath)
  /// The insert slot (drop commit) or the exchange target changed; `nil`: no exchange target.
  case targetChanged(ItemPath?)
  /// Grids in editing mode: the corner button of the cell at `at` was tapped (the host then
  /// deletes that cell).
  case cornerButton(at: ItemPath)
  /// Grids: editing mode began (a long press on a cell).
  case beginEditing
  /// Grids: editing mode ended (a tap on empty space).
  case endEditing
}

/// The outcome of a replay: what the host's data source holds and what it heard.
public struct ReplayResult: Sendable, Equatable {
  /// The data source's final order, by id.
  public var sections: [[String]]
  /// Every change made to the data source, in order.
  public var operations: [ReplayOperation]
  /// Every call, in order.
  public var callbacks: [ReplayCallback]
  /// The final content offset.
  public var contentOffset: Point

  /// Creates a result.
  public init(
    sections: [[String]], operations: [ReplayOperation], callbacks: [ReplayCallback],
    contentOffset: Point
  ) {
    self.sections = sections
    self.operations = operations
    self.callbacks = callbacks
    self.contentOffset = contentOffset
  }
}

/// A host that drives a ``DragSession`` over a ``ListLayout`` exactly as a UI host would: it
/// keeps the ids in its own data and applies every data effect to them, so its final order is
/// the proof that the effects reproduce the engine's order. Grid scenarios use
/// ``GridReplayer``; ``run(_:)`` picks the host by the layout's kind.
public struct Replayer {
  /// The engine.
  public private(set) var session: DragSession<ListLayout>
  /// The host's data and what it heard.
  var log: ReplayLog

  /// Creates a host for `scenario` (its events are not fed).
  ///
  /// - Complexity: O(n) for n items.
  public init(_ scenario: Scenario) {
    session = DragSession(
      layout: scenario.makeLayout(), pinned: scenario.makePinned(),
      viewport: scenario.makeViewport(), configuration: scenario.configuration)
    log = ReplayLog(scenario)
  }

  /// The host's data source: ids by section, as changed by the effects so far.
  ///
  /// - Complexity: O(n) for n items.
  public var sections: [[String]] { log.ids }
  /// Every change made to the data source so far.
  public var operations: [ReplayOperation] { log.operations }
  /// Every call so far.
  public var callbacks: [ReplayCallback] { log.callbacks }

  /// Feeds one event and performs its effects on the data.
  ///
  /// - Returns: the engine's effects, in order.
  /// - Throws: ``ReplayError/Kind/engine`` if an effect does not fit the data (an engine bug).
  /// - Complexity: the engine's cost, plus O(m) per data effect for the m items of a section.
  @discardableResult
  public mutating func feed(_ event: PointerEvent) throws(ReplayError) -> [DragEffect] {
    let effects = session.handle(event)
    try log.perform(effects, configuration: session.configuration)
    return effects
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

  /// Replays `scenario` from start to end, with this host for a list and a ``GridReplayer``
  /// for a grid.
  ///
  /// - Throws: ``ReplayError/Kind/engine`` if the engine's effects do not fit the data.
  public static func run(_ scenario: Scenario) throws(ReplayError) -> ReplayResult {
    if scenario.grid != nil { return try GridReplayer.run(scenario) }
    var host = Replayer(scenario)
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

  /// The id at `path` in the host's data, `?` when out of range.
  func id(at path: ItemPath) -> String { log.id(at: path) }
}

/// The host's data source (items by section, each with its id and flags) and everything it
/// heard, shared by ``Replayer`` and ``GridReplayer``.
struct ReplayLog {
  /// The items by section, as changed by the effects so far.
  private(set) var items: [[Scenario.Item]]
  /// The section headers, following the sections (grids rebuild their layout from them).
  private(set) var headers: [Double]
  /// Every change made to the data so far.
  private(set) var operations: [ReplayOperation] = []
  /// Every call so far.
  var callbacks: [ReplayCallback] = []

  init(_ scenario: Scenario) {
    items = scenario.sections.map(\.items)
    headers = scenario.sections.map(\.header)
  }

  /// The ids by section.
  ///
  /// - Complexity: O(n) for n items.
  var ids: [[String]] { items.map { $0.map(\.id) } }

  /// The id at `path`, `?` when out of range.
  func id(at path: ItemPath) -> String {
    holdsItem(at: path) ? items[path.section][path.item].id : "?"
  }

  /// The item at `path`, if in range.
  func item(at path: ItemPath) -> Scenario.Item? {
    holdsItem(at: path) ? items[path.section][path.item] : nil
  }

  /// Performs the drag effects of one event on the data and records the calls they make.
  ///
  /// In insert mode with live commit every data change is followed by `newDataSourceAfterMove`;
  /// otherwise one comes after all the changes, before `didEnd` / `didCancel` (or at the end of
  /// the event).
  mutating func perform(_ effects: [DragEffect], configuration: DragConfiguration)
    throws(ReplayError)
  {
    let reportsEachChange = configuration.mode == .insert && configuration.commit == .live
    var pending = false
    for effect in effects {
      switch effect {
      case .tap(let hit):
        if case .item(let path) = hit { callbacks.append(.didSelect(at: path)) }
      case .willMove(let path):
        callbacks.append(.willMove(at: path))
      case .moved(let from, let to):
        try move(from: from, to: to)
        operations.append(.move(from: from, to: to))
        callbacks.append(.didMove(from: from, to: to))
        pending = true
      case .swapped(let first, let second):
        try swap(first, second)
        operations.append(.swap(first, second))
        callbacks.append(.didMove(from: first, to: second))
        pending = true
      case .deletedSection(let section):
        try deleteSection(section)
        operations.append(.deleteSection(section))
        pending = true
      case .targetChanged(let target):
        callbacks.append(.targetChanged(target))
      case .scrolled, .refused, .declined:
        break
      case .ended(let path):
        flush(&pending)
        callbacks.append(.didEnd(at: path))
      case .cancelled(let path):
        flush(&pending)
        callbacks.append(.didCancel(at: path))
      }
      if reportsEachChange { flush(&pending) }
    }
    flush(&pending)
  }

  private mutating func flush(_ pending: inout Bool) {
    if pending { callbacks.append(.newDataSourceAfterMove) }
    pending = false
  }

  /// Checks that the data has the shape `session` believes it has (sections and counts).
  ///
  /// - Complexity: O(S) for S sections.
  func checkShape<L: ReorderLayout>(of session: DragSession<L>) throws(ReplayError) {
    let layout = session.layout
    guard layout.sectionCount == items.count else {
      throw fault("the data has \(items.count) sections, the engine \(layout.sectionCount)")
    }
    let configuration = session.configuration
    let live =
      configuration.mode == .insert && configuration.commit == .live ? session.arrangement : nil
    for (index, section) in items.enumerated() {
      let committed = layout.itemCount(inSection: index)
      let expected =
        live?.currentCount(inSection: index, committedCount: committed) ?? committed
      guard section.count == expected else {
        throw fault(
          "section \(index) has \(section.count) items in the data, the engine \(expected)")
      }
    }
  }

  // MARK: Applying data effects

  private func fault(_ message: String) -> ReplayError {
    ReplayError(.engine, place: "engine", message: message)
  }

  private func holdsItem(at path: ItemPath) -> Bool {
    path.section >= 0 && path.section < items.count && path.item >= 0
      && path.item < items[path.section].count
  }

  private mutating func move(from: ItemPath, to: ItemPath) throws(ReplayError) {
    let fits =
      holdsItem(at: from) && to.section >= 0 && to.section < items.count && to.item >= 0
      && to.item <= items[to.section].count - (to.section == from.section ? 1 : 0)
    guard fits else {
      throw fault(
        "move from \(JSONWriter.path(from)) to \(JSONWriter.path(to)) does not fit the data")
    }
    let item = items[from.section].remove(at: from.item)
    items[to.section].insert(item, at: to.item)
  }

  private mutating func swap(_ first: ItemPath, _ second: ItemPath) throws(ReplayError) {
    guard holdsItem(at: first), holdsItem(at: second) else {
      throw fault(
        "swap of \(JSONWriter.path(first)) and \(JSONWriter.path(second)) does not fit the data")
    }
    let item = items[first.section][first.item]
    items[first.section][first.item] = items[second.section][second.item]
    items[second.section][second.item] = item
  }

  private mutating func deleteSection(_ section: Int) throws(ReplayError) {
    guard section >= 0, section < items.count, items[section].isEmpty else {
      throw fault("deleting section \(section) does not fit the data")
    }
    items.remove(at: section)
    headers.remove(at: section)
  }

  /// Removes the item at `path` (by position, so an equal id elsewhere stays) and records the
  /// `delete` operation.
  mutating func delete(at path: ItemPath) throws(ReplayError) {
    guard holdsItem(at: path) else {
      throw fault("deleting the item at \(JSONWriter.path(path)) does not fit the data")
    }
    items[path.section].remove(at: path.item)
    operations.append(.delete(at: path))
  }
}
