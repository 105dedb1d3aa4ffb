import Foundation
import ReorderKit
import ReplayJSON

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
  /// Boards: the lane at `from` moves so that it ends at `to`, its cards with it
  /// (`UITableView.moveSection(_:toSection:)`).
  case moveLane(from: Int, to: Int)
}

/// A delegate or data-source call the host made or received, in the order it happened.
public enum ReplayCallback: Sendable, Equatable {
  /// A drag began on the item at `at`.
  case willMove(at: ItemPath)
  /// A multi-item drag began: the selected items at `at` (in data order) were lifted as one
  /// block, in place of `willMove`.
  case willMoveItems(at: [ItemPath])
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
  /// Boards: a lane drag began on the lane at `at`.
  case willMoveLane(at: Int)
  /// Boards: a lane moved (`from`, `to` as the `moveLane` operation).
  case didMoveLane(from: Int, to: Int)
  /// Boards: a lane drag ended with a drop; the lane stands at `lane`.
  case didEndLane(Int)
  /// Boards: a lane drag was cancelled; the lane is back at `lane`.
  case didCancelLane(Int)
  /// Boards: the dragged lane's slot changed (drop commit).
  case laneTargetChanged(Int)
}

/// The outcome of a replay: what the host's data source holds and what it heard.
public struct ReplayResult: Sendable, Equatable {
  /// The data source's final order, by id.
  public var sections: [[String]]
  /// Every change made to the data source, in order.
  public var operations: [ReplayOperation]
  /// Every call, in order.
  public var callbacks: [ReplayCallback]
  /// The final content offset (boards: the board's offset along its axis).
  public var contentOffset: Point
  /// Boards: the lane ids in their final order (nil for lists and grids).
  public var lanes: [String]?
  /// Boards: the lanes' final offsets, in the order of ``lanes``.
  public var laneOffsets: [Double]?
}

/// What the replay hosts share: the host's own data (items by section, with their section
/// headers and footers), the delegate calls that change it, and the log of what it heard.
///
/// A host of a controller (``Replayer`` for lists, ``GridReplayer`` for grids) is this object:
/// the controller's data source and delegate. It applies every `didMove`, `didExchange` and
/// `didDeleteSection` it hears to its own data, through ReorderCore's ``SectionedData``, so its
/// final order is the proof that the callbacks reproduce the controller's order; the
/// controller is only read for what a screen shows (render state, content offset).
///
/// `newDataSourceAfterMove` is logged when the data changed since the last one logged: a
/// live drag hears it after every step, and the controller's call at the drop, which hands
/// over the same data again, adds nothing to the log.
@MainActor
public class ReplayRecorder<Controller: DragController<Scenario.Item>>: DragDelegate
where Controller: ReorderController, Controller.Item == Scenario.Item {
  /// The scenario being replayed.
  public let scenario: Scenario
  /// The controller the events go to (created by the kind's initializer).
  public internal(set) var controller: Controller!
  /// The host's data, as changed by the calls heard so far.
  public private(set) var data: SectionedData<Scenario.Item>
  /// The section headers' extents, following the sections.
  private(set) var headers: [Double]
  /// The section footers' extents, following the sections.
  private(set) var footers: [Double]
  /// Every change made to the data so far.
  public private(set) var operations: [ReplayOperation] = []
  /// Every call of the replay format heard so far.
  public private(set) var callbacks: [ReplayCallback] = []
  /// The name of every delegate and data-source call heard so far, including those the replay
  /// format leaves out (`didScrollTo`, `didDeclineMoveTo`, `needsFramesDidChange`, …).
  public private(set) var heard: [String] = []
  /// Every multi-item batch heard (`didMoveItemsFrom:to:`), in order: its sources (the data
  /// before the drop) and destinations (the data after it), UIKit batch-update positions.
  public private(set) var movedBatches: [(sources: [ItemPath], destinations: [ItemPath])] = []
  /// Whether the data changed since the last `newDataSourceAfterMove` logged.
  private var unsent = false
  /// The first call that did not fit the data (an engine or controller bug).
  private var fault: ReplayError?
  /// A multi-item drop's batch, heard but not yet applied: applied (as single moves) once
  /// the sections it emptied are known, at `newDataSourceAfterMove` or `didEnd`.
  private var batch: (sources: [ItemPath], destinations: [ItemPath])?
  /// The sections the pending batch's drop removed, in the order heard.
  private var batchDeletedSections: [Int] = []

  init(_ scenario: Scenario) {
    self.scenario = scenario
    data = SectionedData(scenario.sections.map(\.items))
    headers = scenario.sections.map(\.header)
    footers = scenario.sections.map(\.footer)
  }

  /// The content offset now (the controller's: auto-scroll moves it).
  public var contentOffset: Point { controller.viewport.contentOffset }

  /// Feeds one event to the controller.
  ///
  /// - Returns: the calls of the replay format heard during the event, in order.
  /// - Throws: ``ReplayError/Kind/engine`` if a call did not fit the data (an engine bug).
  /// - Complexity: the controller's cost, plus O(m) per data change for the m items of a
  ///   section (and, for grids, O(n) to reload after a delete).
  @discardableResult
  public func feed(_ event: PointerEvent) throws(ReplayError) -> [ReplayCallback] {
    let before = callbacks.count
    controller.handle(event)
    didFeed()
    try throwFault()
    return Array(callbacks[before...])
  }

  /// Called after each event has been fed (grids pull the offset back after a reload).
  func didFeed() {}

  /// The frame a recording keeps at `time` (boards add their lanes).
  func recordedFrame(at time: Double) -> RecordedFrame { frame(at: time) }

  /// Feeds one `select` event (1.1): the controller's pointer selection input at `event`'s
  /// point (viewport coordinates) and time. It adds no call to the log.
  ///
  /// - Returns: what it did to the selection (a refusal says why it changed nothing).
  @discardableResult
  public func feed(_ event: SelectEvent) -> SelectionChange {
    hear("select")
    return controller.select(atPoint: .viewport(CGPoint(event.point)), time: event.time)
  }

  /// Feeds every event of `events` in order.
  public func feed(_ events: [PointerEvent]) throws(ReplayError) {
    for event in events { try feed(event) }
  }

  /// The result so far.
  public var result: ReplayResult {
    ReplayResult(
      sections: sections, operations: operations, callbacks: callbacks,
      contentOffset: contentOffset)
  }

  /// Checks that the host's data is the controller's, item for item (the same ids in the same
  /// places).
  ///
  /// - Throws: ``ReplayError/Kind/engine`` at the first difference.
  /// - Complexity: O(n) for n items.
  public func checkShape() throws(ReplayError) {
    try throwFault()
    let theirs = controller.sections
    guard theirs.count == data.sectionCount else {
      throw ReplayError(
        .engine, place: "engine",
        message: "the data has \(data.sectionCount) sections, the controller \(theirs.count)")
    }
    for (index, section) in theirs.enumerated()
    where section.map(\.id) != data.sections[index].map(\.id) {
      throw ReplayError(
        .engine, place: "engine",
        message: "section \(index) differs between the data and the controller")
    }
  }

  /// Feeds every event of the scenario, then checks the data against the controller.
  ///
  /// - Parameter recording: whether to record a frame after every `tick`, at its time.
  /// - Throws: ``ReplayError/Kind/engine`` if the calls heard do not fit the data.
  /// - Complexity: the events' cost, plus one render state per tick when recording.
  public func play(recording: Bool = false) throws(ReplayError) -> Recording {
    var frames = [RecordedFrame]()
    var nextSelect = 0
    for (index, event) in scenario.events.enumerated() {
      while nextSelect < scenario.selects.count && scenario.selects[nextSelect].before <= index {
        feed(scenario.selects[nextSelect])
        nextSelect += 1
      }
      try feed(event)
      if recording, case .tick(let time) = event { frames.append(recordedFrame(at: time)) }
    }
    while nextSelect < scenario.selects.count {
      feed(scenario.selects[nextSelect])
      nextSelect += 1
    }
    try checkShape()
    return Recording(result: result, viewportSize: scenario.viewportSize, frames: frames)
  }

  /// The host's data source: ids by section, as changed by the calls so far.
  ///
  /// - Complexity: O(n) for n items.
  public var sections: [[String]] { data.sections.map { $0.map(\.id) } }

  /// The id at `path` in the host's data, `?` when out of range.
  public func id(at path: ItemPath) -> String { data.item(at: path)?.id ?? "?" }

  /// The replay format's own fault for a call that does not fit the data, kept for the end
  /// of the event (delegate calls cannot throw).
  private func fail(_ message: String) {
    if fault == nil { fault = ReplayError(.engine, place: "engine", message: message) }
  }

  /// Throws the first call that did not fit the data, if any.
  func throwFault() throws(ReplayError) {
    if let fault { throw fault }
  }

  /// Removes the item at `path` (the host's own change, by position, so an equal id elsewhere
  /// stays) and records the `delete` operation.
  func delete(at path: ItemPath) {
    guard data.contains(path) else {
      return fail("deleting the item at \(JSONWriter.path(path)) does not fit the data")
    }
    data.sections[path.section].remove(at: path.item)
    operations.append(.delete(at: path))
  }

  /// Moves the lane at `from` so that it ends at `to`, its cards, header and footer with it, and
  /// records the `moveLane` operation and the `didMoveLane` call.
  ///
  /// - Returns: whether it fitted the data (a misfit is kept as the replay's fault).
  @discardableResult
  func moveLane(from: Int, to: Int) -> Bool {
    guard data.apply(BoardEffect.movedLane(from: from, to: to)) else {
      fail("moving lane \(from) to \(to) does not fit the data")
      return false
    }
    headers.insert(headers.remove(at: from), at: to)
    footers.insert(footers.remove(at: from), at: to)
    operations.append(.moveLane(from: from, to: to))
    log(.didMoveLane(from: from, to: to))
    unsent = true
    return true
  }

  /// Records a call of the replay format (and its name).
  func log(_ callback: ReplayCallback) {
    callbacks.append(callback)
  }

  /// Records the name of a call heard.
  func hear(_ name: String) {
    heard.append(name)
  }

  // MARK: Data source

  /// The data, for the controller's reloads.
  public func sections(in controller: Controller) -> [[Scenario.Item]] {
    hear("sections")
    return data.sections
  }

  /// The data after a drop (and, in live drags, after every step).
  public func dragController(
    _ controller: Controller, newDataSourceAfterMove sections: [[Scenario.Item]]
  ) {
    hear("newDataSourceAfterMove")
    applyBatch()
    // O(1): the data is compared with the controller's once, at the end (`checkShape`).
    guard unsent else { return }
    unsent = false
    log(.newDataSourceAfterMove)
  }

  // MARK: Delegate

  /// `movable: false` in the scenario pins the item (it keeps its index).
  public func dragController(_ controller: Controller, isPinnedItemAt indexPath: IndexPath)
    -> Bool
  {
    ItemPath(indexPath).flatMap { data.item(at: $0) }.map { !$0.movable } ?? false
  }

  /// A drag began.
  public func dragController(_ controller: Controller, willMoveItemAt indexPath: IndexPath) {
    hear("willMove")
    log(.willMove(at: ItemPath(unchecked: indexPath)))
  }

  /// A multi-item drag began.
  public func dragController(_ controller: Controller, willMoveItemsAt indexPaths: [IndexPath]) {
    hear("willMoveItems")
    log(.willMoveItems(at: indexPaths.map { ItemPath(unchecked: $0) }))
  }

  /// A multi-item drop's batch: kept until the sections it emptied are known (see
  /// ``applyBatch()``).
  public func dragController(
    _ controller: Controller, didMoveItemsFrom sources: [IndexPath], to destinations: [IndexPath]
  ) {
    hear("didMoveItems")
    movedBatches.append(
      (sources.map { ItemPath(unchecked: $0) }, destinations.map { ItemPath(unchecked: $0) }))
    batch = (sources.map { ItemPath(unchecked: $0) }, destinations.map { ItemPath(unchecked: $0) })
    batchDeletedSections = []
  }

  /// Applies the pending multi-item batch as a sequence of single `move`s that replays, one by
  /// one, to the batch's result (each logged as a `move` operation and a `didMove` call), then
  /// the section removals heard with it.
  ///
  /// The destinations name the data once every item is moved, before the removals. The moves
  /// place the block from its last
  /// item to its first: the last goes just after the `j`-th item that stays in the target
  /// section (`j` the block's first destination index), each other just before the one placed
  /// after it. Every move's positions are in the data just before it, as `moveRow(at:to:)`.
  ///
  /// - Complexity: O(k × m) for k moved items and m items in the sections involved.
  func applyBatch() {
    guard let (sources, destinations) = batch else { return }
    batch = nil
    defer { batchDeletedSections = [] }
    guard let first = destinations.first, sources.count == destinations.count else { return }
    let target = first.section
    // Tags: -1 for an item that stays, i for the block's i-th item.
    var tags = data.sections.map { [Int](repeating: -1, count: $0.count) }
    for (i, p) in sources.enumerated() {
      guard data.contains(p), target < tags.count else {
        return fail("the multi-item move from \(JSONWriter.path(p)) does not fit the data")
      }
      tags[p.section][p.item] = i
    }
    for i in stride(from: sources.count - 1, through: 0, by: -1) {
      var from = ItemPath(section: -1, item: -1)
      for (s, section) in tags.enumerated() {
        if let k = section.firstIndex(of: i) { from = ItemPath(section: s, item: k) }
      }
      tags[from.section].remove(at: from.item)
      var insert = 0
      if i == sources.count - 1 {
        var stayed = 0
        while stayed < first.item && insert < tags[target].count {
          if tags[target][insert] == -1 { stayed += 1 }
          insert += 1
        }
      } else {
        insert = tags[target].firstIndex(of: i + 1) ?? 0
      }
      tags[target].insert(i, at: insert)
      let to = ItemPath(section: target, item: insert)
      if from != to {
        data.move(from: from, to: to)
        operations.append(.move(from: from, to: to))
        log(.didMove(from: from, to: to))
        unsent = true
      }
    }
    for s in batchDeletedSections { deleteSection(s) }
  }

  /// One move, applied to the data.
  public func dragController(
    _ controller: Controller, didMoveItemFrom source: IndexPath, to destination: IndexPath
  ) {
    hear("didMove")
    let from = ItemPath(unchecked: source)
    let to = ItemPath(unchecked: destination)
    guard data.isValidMove(from: from, to: to) else {
      return fail(
        "move from \(JSONWriter.path(from)) to \(JSONWriter.path(to)) does not fit the data")
    }
    data.move(from: from, to: to)
    operations.append(.move(from: from, to: to))
    log(.didMove(from: from, to: to))
    unsent = true
  }

  /// One exchange, applied to the data (logged as `didMove`, as the format has it).
  public func dragController(
    _ controller: Controller, didExchangeItemAt first: IndexPath, withItemAt second: IndexPath
  ) {
    hear("didExchange")
    let a = ItemPath(unchecked: first)
    let b = ItemPath(unchecked: second)
    guard data.contains(a), data.contains(b) else {
      return fail("swap of \(JSONWriter.path(a)) and \(JSONWriter.path(b)) does not fit the data")
    }
    data.swapAt(a, b)
    operations.append(.swap(a, b))
    log(.didMove(from: a, to: b))
    unsent = true
  }

  /// An emptied section went away, with its header and footer.
  public func dragController(_ controller: Controller, didDeleteSection section: Int) {
    hear("didDeleteSection")
    if batch != nil {
      batchDeletedSections.append(section)
      return
    }
    deleteSection(section)
  }

  /// Removes the emptied section `section` with its header and footer.
  private func deleteSection(_ section: Int) {
    guard data.removeEmptySection(section) else {
      return fail("deleting section \(section) does not fit the data")
    }
    headers.remove(at: section)
    footers.remove(at: section)
    operations.append(.deleteSection(section))
    unsent = true
  }

  /// The preview target changed.
  public func dragController(_ controller: Controller, didChangeTargetTo indexPath: IndexPath?) {
    hear("targetChanged")
    log(.targetChanged(indexPath.map { ItemPath(unchecked: $0) }))
  }

  /// A declined step (not part of the format's log).
  public func dragController(
    _ controller: Controller, didDeclineMoveTo proposed: IndexPath, reason: StepDecline
  ) {
    hear("didDeclineMove")
  }

  /// Auto-scroll moved the content (the controller keeps the offset).
  public func dragController(_ controller: Controller, didScrollTo contentOffset: CGPoint) {
    hear("didScrollTo")
  }

  /// The drop.
  public func dragController(_ controller: Controller, didEndMovingItemAt indexPath: IndexPath) {
    hear("didEnd")
    applyBatch()
    log(.didEnd(at: ItemPath(unchecked: indexPath)))
  }

  /// A cancel (replays never lose the dragged item: they reload only at rest).
  public func dragController(
    _ controller: Controller, didCancelMovingItemAt indexPath: IndexPath?,
    reason: DragCancelReason
  ) {
    hear("didCancel")
    guard let indexPath else { return fail("the dragged item was lost (\(reason))") }
    log(.didCancel(at: ItemPath(unchecked: indexPath)))
  }

  /// A tap on an item of a list.
  public func dragController(_ controller: Controller, didTapItemAt indexPath: IndexPath) {
    hear("didTap")
    log(.didSelect(at: ItemPath(unchecked: indexPath)))
  }

  /// Whether ticks are needed (not part of the format's log).
  public func dragController(_ controller: Controller, needsFramesDidChange needsFrames: Bool) {
    hear("needsFramesDidChange")
  }

  /// The extent of the item at `indexPath`, from the host's data.
  func extent(ofItemAt indexPath: IndexPath) -> CGFloat {
    CGFloat(ItemPath(indexPath).flatMap { data.item(at: $0) }?.size ?? 0)
  }

  /// The extent of a section's header.
  func header(_ section: Int) -> CGFloat {
    section >= 0 && section < headers.count ? CGFloat(headers[section]) : 0
  }

  /// The extent of a section's footer.
  func footer(_ section: Int) -> CGFloat {
    section >= 0 && section < footers.count ? CGFloat(footers[section]) : 0
  }
}

extension ItemPath {
  /// The position of a controller's index path, which is always `[section, item]`.
  init(unchecked indexPath: IndexPath) {
    self = ItemPath(indexPath) ?? ItemPath(section: -1, item: -1)
  }
}
