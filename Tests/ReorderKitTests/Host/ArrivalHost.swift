import Foundation
import ReorderCore
import ReorderKit
import Testing

/// A host that applies every data callback to its own copy of the data the moment it arrives
/// (a batch `didMoveItems` as UIKit's `performBatchUpdates`: removals from the data before it,
/// then insertions at its destinations, lowest first) and logs every callback as text. When
/// ``controller`` is set, it checks after each data callback that its copy equals the
/// controller's ``DragController/sections``. It also applies every ``DragBatchUpdate`` it hears
/// to a second copy, with ``DragBatchUpdate/apply(to:)``, as a UIKit host would inside one
/// `performBatchUpdates`.
@MainActor
final class ArrivalHost<C: ReorderController>: DragDataSource, DragDelegate {
  typealias Controller = C

  /// The data, every callback applied on arrival.
  var data: [[C.Item]]
  /// The data, every batch applied with `apply(to:)` (and nothing else).
  var batched: [[C.Item]]
  let label: (C.Item) -> String
  var log = [String]()
  /// Every moment the host's copy differed from the controller's data, and every callback that
  /// did not fit it, as text (each also an issue of the running test).
  var mismatches = [String]()
  /// Every batch that did not fit the batched copy.
  var batchFailures = 0
  var pinned: Set<String> = []
  var unselectable: Set<String> = []
  var unmovable: Set<String> = []
  /// Which optional notifications go into `log` (the core set always does).
  var logsBatches = false
  var logsOffsets = false
  var logsAnnouncements = false
  var logsEditing = false
  /// Grids: how many editing begins minus ends the delegate heard.
  var editingDepth = 0
  /// Every refusal the delegate heard, in order.
  var refusals: [ControllerRefusal] = []
  /// Called after `willMove` is logged: a test's re-entrant calls.
  var onWillMove: ((C) -> Void)?
  /// The lanes of a board (one title per lane).
  var laneTitles: [String] = []
  /// The controller, to compare its data with the host's after each callback.
  weak var controller: DragController<C.Item>?

  init(_ data: [[C.Item]], label: @escaping (C.Item) -> String) {
    self.data = data
    self.batched = data
    self.label = label
  }

  var titles: [[String]] { data.map { $0.map(label) } }
  var batchedTitles: [[String]] { batched.map { $0.map(label) } }

  /// The log so far, emptied.
  func take() -> [String] {
    defer { log = [] }
    return log
  }

  /// The selection as item titles (what the controller's selected positions name in its data).
  func selectedTitles(_ c: DragController<C.Item>) -> [String] {
    c.selectedIndexPaths.map { p in
      c.sections.indices.contains(p[0]) && c.sections[p[0]].indices.contains(p[1])
        ? label(c.sections[p[0]][p[1]]) : "out of range \(text(p))"
    }
  }

  private func text(_ p: IndexPath?) -> String {
    guard let p else { return "nil" }
    return "[\(p[0]), \(p[1])]"
  }

  private func text(_ ps: [IndexPath]) -> String { ps.map { text($0) }.joined(separator: " ") }

  /// Records a moment the host's copy and the controller's data parted, or a callback that did
  /// not fit the host's copy, in ``mismatches`` and as an issue of the running test.
  private func mismatch(_ text: String) {
    mismatches.append(text)
    Issue.record(Comment(rawValue: text))
  }

  private func check(_ call: String) {
    guard let controller else { return }
    let theirs = controller.sections.map { $0.map(label) }
    if theirs != titles { mismatch("after \(call): host \(titles), controller \(theirs)") }
  }

  private func title(_ p: IndexPath) -> String? {
    data.indices.contains(p[0]) && data[p[0]].indices.contains(p[1])
      ? label(data[p[0]][p[1]]) : nil
  }

  func sections(in controller: C) -> [[C.Item]] { data }

  func dragController(_ controller: C, headerExtentForSection section: Int) -> CGFloat { 0 }

  func dragController(_ controller: C, newDataSourceAfterMove sections: [[C.Item]]) {
    log.append("newData " + sections.map { $0.map(label).joined() }.joined(separator: "|"))
  }

  func dragController(_ controller: C, isPinnedItemAt indexPath: IndexPath) -> Bool {
    title(indexPath).map { pinned.contains($0) } ?? false
  }

  func dragController(_ controller: C, canMoveItemAt indexPath: IndexPath) -> Bool {
    title(indexPath).map { !unmovable.contains($0) } ?? true
  }

  func dragController(_ controller: C, canSelectItemAt indexPath: IndexPath) -> Bool {
    title(indexPath).map { !unselectable.contains($0) } ?? false
  }

  func dragController(_ controller: C, willMoveItemAt indexPath: IndexPath) {
    log.append("willMove \(text(indexPath))")
    onWillMove?(controller)
  }

  func dragController(_ controller: C, willMoveItemsAt indexPaths: [IndexPath]) {
    log.append("willMoveItems \(text(indexPaths))")
  }

  func dragController(_ controller: C, didMoveItemFrom source: IndexPath, to destination: IndexPath)
  {
    let call = "didMove \(text(source)) -> \(text(destination))"
    log.append(call)
    let item = data[source[0]].remove(at: source[1])
    data[destination[0]].insert(item, at: destination[1])
    check(call)
  }

  func dragController(
    _ controller: C, didMoveItemsFrom sources: [IndexPath], to destinations: [IndexPath]
  ) {
    let call = "didMoveItems \(text(sources)) -> \(text(destinations))"
    log.append(call)
    let moving = sources.map { data[$0[0]][$0[1]] }
    for s in sources.sorted(by: >) { data[s[0]].remove(at: s[1]) }
    for (k, d) in zip(destinations.indices, destinations).sorted(by: { $0.1 < $1.1 }) {
      if data.indices.contains(d[0]) && d[1] <= data[d[0]].count {
        data[d[0]].insert(moving[k], at: d[1])
      } else {
        mismatch("\(call): destination \(text(d)) does not fit \(titles)")
      }
    }
    check(call)
  }

  func dragController(
    _ controller: C, didExchangeItemAt first: IndexPath, withItemAt second: IndexPath
  ) {
    let call = "didExchange \(text(first)) \(text(second))"
    log.append(call)
    let a = data[first[0]][first[1]]
    data[first[0]][first[1]] = data[second[0]][second[1]]
    data[second[0]][second[1]] = a
    check(call)
  }

  func dragController(
    _ controller: C, didMoveItemsAtOffsets offsets: IndexSet, toOffset destination: Int,
    inSection section: Int
  ) {
    if logsOffsets { log.append("offsets \(Array(offsets)) -> \(destination) in \(section)") }
  }

  func dragController(_ controller: C, didDeleteSection section: Int) {
    let call = "didDeleteSection \(section)"
    log.append(call)
    if data.indices.contains(section) && data[section].isEmpty {
      data.remove(at: section)
    } else {
      mismatch("\(call): not an empty section of \(titles)")
    }
    check(call)
  }

  func dragController(_ controller: C, didPerformBatch batch: DragBatchUpdate) {
    let moves = batch.moves.map { "\(text($0.from))->\(text($0.to))" }.joined(separator: " ")
    if logsBatches { log.append("batch \(moves) deleting \(Array(batch.deletedSections))") }
    if !batch.apply(to: &batched) { batchFailures += 1 }
  }

  func dragController(_ controller: C, didChangeTargetTo indexPath: IndexPath?) {
    log.append("target \(text(indexPath))")
  }

  func dragController(_ controller: C, didDeclineMoveTo proposed: IndexPath, reason: StepDecline) {
    log.append("declined \(text(proposed)) \(reason)")
  }

  func dragController(_ controller: C, didEndMovingItemAt indexPath: IndexPath) {
    log.append("ended \(text(indexPath))")
  }

  func dragController(
    _ controller: C, didCancelMovingItemAt indexPath: IndexPath?, reason: DragCancelReason
  ) {
    log.append("cancelled \(text(indexPath)) \(reason)")
  }

  func dragController(_ controller: C, didTapItemAt indexPath: IndexPath) {
    log.append("tap \(text(indexPath))")
  }

  func dragController(_ controller: C, didRefuse refusal: ControllerRefusal) {
    refusals.append(refusal)
  }

  func dragController(_ controller: C, announce text: String, for announcement: Announcement) {
    if logsAnnouncements { log.append("announce " + text) }
  }
}

extension ArrivalHost: DragTableDataSource where C: ItemExtentProviding {}

extension ArrivalHost: DragGridDataSource, DragGridDelegate {
  func dragControllerDidBeginEditing(_ controller: C) {
    if logsEditing { log.append("begin") }
    editingDepth += 1
  }

  func dragControllerDidEndEditing(_ controller: C) {
    if logsEditing { log.append("end") }
    editingDepth -= 1
  }
}

extension ArrivalHost: DragBoardDataSource, DragBoardDelegate
where C: LaneReorderController, C.Lane == TestLane {
  func lanes(in controller: C) -> [TestLane] { laneTitles.map(TestLane.init) }
  func dragController(_ controller: C, widthOfLane lane: Int) -> CGFloat { 280 }
  func dragController(_ controller: C, headerExtentOfLane lane: Int) -> CGFloat { 40 }
  func dragController(_ controller: C, extentForItemAt indexPath: IndexPath) -> CGFloat { 60 }

  func dragController(_ controller: C, didMoveLaneFrom source: Int, to destination: Int) {
    let call = "didMoveLane \(source) -> \(destination)"
    log.append(call)
    data.insert(data.remove(at: source), at: destination)
    laneTitles.insert(laneTitles.remove(at: source), at: destination)
    check(call)
  }
}

/// An ``ArrivalHost`` over cards with `titles` (ids 1...), logging batches, watching the
/// controller `make` builds over it.
@MainActor
private func arrival<C: DragController<Card>>(
  _ titles: [[String]], _ make: (ArrivalHost<C>) -> C
) -> (ArrivalHost<C>, C) where C: ReorderController, C.Item == Card {
  let host = ArrivalHost<C>(cards(titles), label: \.title)
  host.logsBatches = true
  let c = make(host)
  host.controller = c
  return (host, c)
}

/// A table over cards with `titles` (ids 1...), watched by an ``ArrivalHost``.
@MainActor
func arrivalTable(_ titles: [[String]], _ configuration: DragConfiguration) -> (
  ArrivalHost<DragTableController<Card>>, DragTableController<Card>
) {
  arrival(titles) {
    DragTableController(
      dataSource: $0, delegate: $0, viewport: testViewport, configuration: configuration)
  }
}

/// A three-column grid (300 × 600 viewport) over cards with `titles`, watched by an
/// ``ArrivalHost``.
@MainActor
func arrivalGrid(_ titles: [[String]], _ drag: DragConfiguration) -> (
  ArrivalHost<DragGridController<Card>>, DragGridController<Card>
) {
  arrival(titles) {
    DragGridController(
      dataSource: $0, delegate: $0, sizing: .columns(3, aspectRatio: 1),
      viewport: Viewport(size: Size(width: 300, height: 600)),
      configuration: GridEditingConfiguration(drag: drag))
  }
}

/// A board of 280-point lanes, 20 apart (900 × 600 viewport), one lane per `(title, cards)`
/// with cards of those titles (ids 1...), watched by an ``ArrivalHost``.
@MainActor
func arrivalBoard(
  _ lanes: [(String, [String])],
  _ configuration: DragConfiguration = DragBoardController<TestLane, Card>.defaultConfiguration
) -> (
  ArrivalHost<DragBoardController<TestLane, Card>>, DragBoardController<TestLane, Card>
) {
  arrival(lanes.map(\.1)) {
    $0.laneTitles = lanes.map(\.0)
    return DragBoardController(
      dataSource: $0, delegate: $0, laneSpacing: 20,
      viewportSize: Size(width: 900, height: 600), configuration: configuration)
  }
}
