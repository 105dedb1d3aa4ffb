import Foundation
import ReorderCore
import ReorderKit

/// A card with identity: equal titles are legal and stay distinct.
struct Card: Identifiable, Sendable {
  var id: Int
  var title: String
}

/// One callback the host heard, with its arguments.
enum Call: Equatable {
  case willMove(IndexPath)
  case didMove(IndexPath, IndexPath)
  case didExchange(IndexPath, IndexPath)
  case didDeleteSection(Int)
  case target(IndexPath?)
  case scrolled(CGPoint)
  case ended(IndexPath)
  case cancelled(IndexPath?, DragCancelReason)
  case tap(IndexPath)
  case newData([[String]])
  case offsets(IndexSet, Int, section: Int)
  case declined(IndexPath, StepDecline)
  case announce(String)
  case needsFrames(Bool)
}

/// A host that keeps its own data the UIKit way (applying every change it hears), records every
/// callback, and lets a test script its answers and re-entrant calls.
@MainActor
final class RecordingHost<Item>: DragTableDataSource, DragDelegate {
  var data: [[Item]]
  let label: (Item) -> String
  var log: [Call] = []
  var extents: [[Double]]?
  var canMove: ((IndexPath) -> Bool)?
  var canMoveAsked: [IndexPath] = []
  var pinned: ((IndexPath) -> Bool)?
  var pinnedAsked: [IndexPath] = []
  /// Which optional notifications go into `log` (the core set always does).
  var logsOffsets = false
  var logsAnnouncements = false
  var logsFrames = false
  var retarget: ((IndexPath, IndexPath, IndexPath) -> IndexPath)?
  var targetAsked: [[IndexPath]] = []
  var onDidMove: ((DragTableController<Item>) -> Void)?
  var onEnd: ((DragTableController<Item>) -> Void)?
  /// Whether `newDataSourceAfterMove` replaces `data` (as hosts that keep the returned array do).
  var takesNewData = false

  init(_ data: [[Item]], label: @escaping (Item) -> String) {
    self.data = data
    self.label = label
  }

  var titles: [[String]] { data.map { $0.map(label) } }

  var newDataCount: Int {
    log.filter { if case .newData = $0 { return true } else { return false } }.count
  }

  func sections(in dragTable: DragTableController<Item>) -> [[Item]] { data }

  func dragController(_ dragTable: DragTableController<Item>, extentForItemAt indexPath: IndexPath)
    -> CGFloat
  {
    CGFloat(extents?[indexPath[0]][indexPath[1]] ?? 44)
  }

  func dragController(
    _ dragTable: DragTableController<Item>, newDataSourceAfterMove sections: [[Item]]
  ) {
    log.append(.newData(sections.map { $0.map(label) }))
    if takesNewData { data = sections }
  }

  func dragController(_ dragTable: DragTableController<Item>, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    canMoveAsked.append(indexPath)
    return canMove?(indexPath) ?? true
  }

  func dragController(_ dragTable: DragTableController<Item>, isPinnedItemAt indexPath: IndexPath)
    -> Bool
  {
    pinnedAsked.append(indexPath)
    return pinned?(indexPath) ?? false
  }

  func dragController(
    _ dragTable: DragTableController<Item>, didMoveItemsAtOffsets offsets: IndexSet,
    toOffset destination: Int, inSection section: Int
  ) {
    if logsOffsets { log.append(.offsets(offsets, destination, section: section)) }
  }

  func dragController(
    _ dragTable: DragTableController<Item>, didDeclineMoveTo proposed: IndexPath,
    reason: StepDecline
  ) {
    log.append(.declined(proposed, reason))
  }

  func dragController(
    _ dragTable: DragTableController<Item>, announce text: String, for announcement: Announcement
  ) {
    if logsAnnouncements { log.append(.announce(text)) }
  }

  func dragController(
    _ dragTable: DragTableController<Item>, needsFramesDidChange needsFrames: Bool
  ) {
    if logsFrames { log.append(.needsFrames(needsFrames)) }
  }

  func dragController(
    _ dragTable: DragTableController<Item>, targetIndexPathForMoveFrom original: IndexPath,
    at current: IndexPath, proposed: IndexPath
  ) -> IndexPath {
    targetAsked.append([original, current, proposed])
    return retarget?(original, current, proposed) ?? proposed
  }

  func dragController(_ dragTable: DragTableController<Item>, willMoveItemAt indexPath: IndexPath) {
    log.append(.willMove(indexPath))
  }

  func dragController(
    _ dragTable: DragTableController<Item>, didMoveItemFrom source: IndexPath,
    to destination: IndexPath
  ) {
    log.append(.didMove(source, destination))
    if !takesNewData {
      let item = data[source[0]].remove(at: source[1])
      data[destination[0]].insert(item, at: destination[1])
    }
    onDidMove?(dragTable)
  }

  func dragController(
    _ dragTable: DragTableController<Item>, didExchangeItemAt first: IndexPath,
    withItemAt second: IndexPath
  ) {
    log.append(.didExchange(first, second))
    if !takesNewData {
      let a = data[first[0]][first[1]]
      data[first[0]][first[1]] = data[second[0]][second[1]]
      data[second[0]][second[1]] = a
    }
  }

  func dragController(_ dragTable: DragTableController<Item>, didDeleteSection section: Int) {
    log.append(.didDeleteSection(section))
    if !takesNewData { data.remove(at: section) }
  }

  func dragController(
    _ dragTable: DragTableController<Item>, didChangeTargetTo indexPath: IndexPath?
  ) {
    log.append(.target(indexPath))
  }

  func dragController(_ dragTable: DragTableController<Item>, didScrollTo contentOffset: CGPoint) {
    log.append(.scrolled(contentOffset))
  }

  func dragController(
    _ dragTable: DragTableController<Item>, didEndMovingItemAt indexPath: IndexPath
  ) {
    log.append(.ended(indexPath))
    onEnd?(dragTable)
  }

  func dragController(
    _ dragTable: DragTableController<Item>, didCancelMovingItemAt indexPath: IndexPath?,
    reason: DragCancelReason
  ) {
    log.append(.cancelled(indexPath, reason))
  }

  func dragController(_ dragTable: DragTableController<Item>, didTapItemAt indexPath: IndexPath) {
    log.append(.tap(indexPath))
  }
}

/// Index path shorthand: `ip(section, item)`.
func ip(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

/// The viewport of every test: 320 × 480 points, no insets, at rest at the top.
let testViewport = Viewport(size: Size(width: 320, height: 480))

/// A 3-column grid of 100-point cells, 10 apart, in the test viewport: cell i's centre is at
/// (50 + 110 (i mod 3), 50 + 110 (i / 3)).
@MainActor
func threeColumnGrid<Item, Host: DragGridDataSource & DragGridDelegate>(_ host: Host)
  -> DragGridController<Item> where Host.Controller == DragGridController<Item>
{
  DragGridController(
    dataSource: host, delegate: host, sizing: .columns(3, aspectRatio: 1),
    spacing: GridSpacing(item: 10, line: 10), viewport: testViewport)
}

/// Cards with ids 1... and the given titles, one section per array.
func cards(_ titles: [[String]]) -> [[Card]] {
  var next = 0
  return titles.map { section in
    section.map { title in
      next += 1
      return Card(id: next, title: title)
    }
  }
}

extension DragTableController {
  /// Presses at `y` (viewport, x = 160), waits out the long press, and moves through `ys`.
  func pickUp(atY y: Double, time: Double = 0) {
    pointerDown(at: .viewport(CGPoint(x: 160, y: y)), time: time)
    tick(time: time + 0.6)
  }

  /// Moves through every y in `ys`, 0.01 s apart, from `time`.
  func drag(through ys: [Double], from time: Double = 0.7) {
    for (k, y) in ys.enumerated() {
      pointerMoved(to: .viewport(CGPoint(x: 160, y: y)), time: time + Double(k) * 0.01)
    }
  }

  /// Lifts the pointer at `y`.
  func drop(atY y: Double, time: Double = 2) {
    pointerUp(at: .viewport(CGPoint(x: 160, y: y)), time: time)
  }
}

/// The viewport y of the centre of row `row` in a one-section list of 44-point rows.
func rowY(_ row: Int) -> Double { 22 + 44 * Double(row) }
