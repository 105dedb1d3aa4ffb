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
/// the proof that the effects reproduce the engine's order.
public struct Replayer {
  /// The engine.
  public private(set) var session: DragSession<ListLayout>
  /// The host's data source: ids by section, as changed by the effects so far.
  public private(set) var sections: [[String]]
  /// Every change made to the data source so far.
  public private(set) var operations: [ReplayOperation] = []
  /// Every call so far.
  public private(set) var callbacks: [ReplayCallback] = []

  /// Creates a host for `scenario` (its events are not fed).
  ///
  /// - Complexity: O(n) for n items.
  public init(_ scenario: Scenario) {
    session = DragSession(
      layout: scenario.makeLayout(), pinned: scenario.makePinned(),
      viewport: scenario.makeViewport(), configuration: scenario.configuration)
    sections = scenario.ids
  }

  /// Whether data changes reach the data source one by one (insert mode, live commit).
  private var reportsEachChange: Bool {
    session.configuration.mode == .insert && session.configuration.commit == .live
  }

  /// Feeds one event and performs its effects on the data.
  ///
  /// - Returns: the engine's effects, in order.
  /// - Throws: ``ReplayError/Kind/engine`` if an effect does not fit the data (an engine bug).
  /// - Complexity: the engine's cost, plus O(m) per data effect for the m items of a section.
  @discardableResult
  public mutating func feed(_ event: PointerEvent) throws(ReplayError) -> [DragEffect] {
    let effects = session.handle(event)
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
      case .scrolled, .refused:
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
    return effects
  }

  private mutating func flush(_ pending: inout Bool) {
    if pending { callbacks.append(.newDataSourceAfterMove) }
    pending = false
  }

  /// Feeds every event of `events` in order.
  public mutating func feed(_ events: [PointerEvent]) throws(ReplayError) {
    for event in events { try feed(event) }
  }

  /// The result so far.
  public var result: ReplayResult {
    ReplayResult(
      sections: sections, operations: operations, callbacks: callbacks,
      contentOffset: session.viewport.contentOffset)
  }

  /// Replays `scenario` from start to end.
  ///
  /// - Throws: ``ReplayError/Kind/engine`` if the engine's effects do not fit the data.
  public static func run(_ scenario: Scenario) throws(ReplayError) -> ReplayResult {
    var host = Replayer(scenario)
    try host.feed(scenario.events)
    try host.checkShape()
    return host.result
  }

  /// Checks that the data has the shape the engine believes it has (sections and counts).
  ///
  /// - Complexity: O(S) for S sections.
  public func checkShape() throws(ReplayError) {
    let layout = session.layout
    guard layout.sectionCount == sections.count else {
      throw fault(
        "the data has \(sections.count) sections, the engine \(layout.sectionCount)")
    }
    let live = reportsEachChange ? session.arrangement : nil
    for (index, ids) in sections.enumerated() {
      let committed = layout.itemCount(inSection: index)
      let expected =
        live?.currentCount(inSection: index, committedCount: committed) ?? committed
      guard ids.count == expected else {
        throw fault("section \(index) has \(ids.count) items in the data, the engine \(expected)")
      }
    }
  }

  // MARK: Applying data effects

  private func fault(_ message: String) -> ReplayError {
    ReplayError(.engine, place: "engine", message: message)
  }

  private func holdsItem(at path: ItemPath) -> Bool {
    path.section >= 0 && path.section < sections.count && path.item >= 0
      && path.item < sections[path.section].count
  }

  private mutating func move(from: ItemPath, to: ItemPath) throws(ReplayError) {
    let fits =
      holdsItem(at: from) && to.section >= 0 && to.section < sections.count && to.item >= 0
      && to.item <= sections[to.section].count - (to.section == from.section ? 1 : 0)
    guard fits else {
      throw fault(
        "move from \(JSONWriter.path(from)) to \(JSONWriter.path(to)) does not fit the data")
    }
    let id = sections[from.section].remove(at: from.item)
    sections[to.section].insert(id, at: to.item)
  }

  private mutating func swap(_ first: ItemPath, _ second: ItemPath) throws(ReplayError) {
    guard holdsItem(at: first), holdsItem(at: second) else {
      throw fault(
        "swap of \(JSONWriter.path(first)) and \(JSONWriter.path(second)) does not fit the data")
    }
    let id = sections[first.section][first.item]
    sections[first.section][first.item] = sections[second.section][second.item]
    sections[second.section][second.item] = id
  }

  private mutating func deleteSection(_ section: Int) throws(ReplayError) {
    guard section >= 0, section < sections.count, sections[section].isEmpty else {
      throw fault("deleting section \(section) does not fit the data")
    }
    sections.remove(at: section)
  }
}
