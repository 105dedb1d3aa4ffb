import Foundation
import ReorderCore
import ReorderKit

/// A lane of the test boards: a title.
struct TestLane: Sendable, Equatable {
  var title: String
}

/// One callback a board host heard, with its arguments.
enum BoardCall: Equatable {
  case willMove(IndexPath)
  case didMove(IndexPath, IndexPath)
  case didExchange(IndexPath, IndexPath)
  case target(IndexPath?)
  case declined(IndexPath, StepDecline)
  case scrolled(CGFloat)
  case ended(IndexPath)
  case cancelled(IndexPath?, DragCancelReason)
  case tap(IndexPath)
  case newData([[String]])
  case willMoveLane(Int)
  case didMoveLane(Int, Int)
  case laneTarget(Int)
  case laneEnded(Int)
  case laneCancelled(Int, DragCancelReason)
  case laneScrolled(Int, CGFloat)
  case needsFrames(Bool)
  case willMoveItems([IndexPath])
  case didMoveItems([IndexPath], [IndexPath])
}

/// A board host that keeps its own lanes and cards the UIKit way (applying every change it
/// hears), records every callback and lets a test script its answers and re-entrant calls.
/// Lanes are 280 wide, 20 apart, headers 40 tall, cards 60 tall.
@MainActor
final class BoardTestHost: DragBoardDataSource, DragBoardDelegate {
  typealias Controller = DragBoardController<TestLane, String>

  var lanes: [TestLane]
  var cards: [[String]]
  var log: [BoardCall] = []
  var logsFrames = false
  var pinnedCards: Set<String> = []
  var pinnedLanes: Set<String> = []
  /// Cards the delegate will not let be selected.
  var unselectable: Set<String> = []
  /// Every announcement's text, in order.
  var announcements: [String] = []
  var laneTarget: ((Int, Int, Int) -> Int)?
  var onEnd: ((Controller) -> Void)?
  var onWillMove: ((Controller) -> Void)?
  var controller: Controller!

  init(_ board: [(String, [String])]) {
    lanes = board.map { TestLane(title: $0.0) }
    cards = board.map(\.1)
  }

  /// The host's board, as `l0: a b | l1: …`.
  var order: String {
    zip(lanes, cards).map { ([$0.title + ":"] + $1).joined(separator: " ") }
      .joined(separator: " | ")
  }

  func sections(in controller: Controller) -> [[String]] { cards }
  func lanes(in controller: Controller) -> [TestLane] { lanes }
  func dragController(_ controller: Controller, widthOfLane lane: Int) -> CGFloat { 280 }
  func dragController(_ controller: Controller, headerExtentOfLane lane: Int) -> CGFloat { 40 }
  func dragController(_ controller: Controller, extentForItemAt indexPath: IndexPath) -> CGFloat {
    60
  }

  func dragController(_ controller: Controller, newDataSourceAfterMove sections: [[String]]) {
    log.append(.newData(sections))
  }

  func dragController(_ controller: Controller, isPinnedItemAt indexPath: IndexPath) -> Bool {
    pinnedCards.contains(cards[indexPath.section][indexPath.item])
  }

  func dragController(_ controller: Controller, isPinnedLaneAt lane: Int) -> Bool {
    pinnedLanes.contains(lanes[lane].title)
  }

  func dragController(
    _ controller: Controller, targetLaneForMoveFrom original: Int, at current: Int,
    proposed: Int
  ) -> Int { laneTarget?(original, current, proposed) ?? proposed }

  func dragController(_ controller: Controller, canSelectItemAt indexPath: IndexPath) -> Bool {
    !unselectable.contains(cards[indexPath.section][indexPath.item])
  }

  func dragController(_ controller: Controller, willMoveItemsAt indexPaths: [IndexPath]) {
    log.append(.willMoveItems(indexPaths))
  }

  /// A batch update: every source removed (in the data before), then every destination
  /// inserted (in the data after), as `performBatchUpdates` has them.
  func dragController(
    _ controller: Controller, didMoveItemsFrom sources: [IndexPath],
    to destinations: [IndexPath]
  ) {
    log.append(.didMoveItems(sources, destinations))
    let moving = sources.map { cards[$0.section][$0.item] }
    for p in sources.sorted(by: >) { cards[p.section].remove(at: p.item) }
    for (p, card) in zip(destinations, moving).sorted(by: { $0.0 < $1.0 }) {
      cards[p.section].insert(card, at: p.item)
    }
  }

  func dragController(
    _ controller: Controller, announce text: String, for announcement: Announcement
  ) {
    announcements.append(text)
  }

  func dragController(_ controller: Controller, willMoveItemAt indexPath: IndexPath) {
    log.append(.willMove(indexPath))
    onWillMove?(controller)
  }

  func dragController(
    _ controller: Controller, didMoveItemFrom source: IndexPath, to destination: IndexPath
  ) {
    log.append(.didMove(source, destination))
    let card = cards[source.section].remove(at: source.item)
    cards[destination.section].insert(card, at: destination.item)
  }

  func dragController(
    _ controller: Controller, didExchangeItemAt first: IndexPath, withItemAt second: IndexPath
  ) {
    log.append(.didExchange(first, second))
    let a = cards[first.section][first.item]
    cards[first.section][first.item] = cards[second.section][second.item]
    cards[second.section][second.item] = a
  }

  func dragController(_ controller: Controller, didChangeTargetTo indexPath: IndexPath?) {
    log.append(.target(indexPath))
  }

  func dragController(
    _ controller: Controller, didDeclineMoveTo proposed: IndexPath, reason: StepDecline
  ) {
    log.append(.declined(proposed, reason))
  }

  func dragController(_ controller: Controller, didScrollTo contentOffset: CGPoint) {
    log.append(.scrolled(contentOffset.x))
  }

  func dragController(_ controller: Controller, didEndMovingItemAt indexPath: IndexPath) {
    log.append(.ended(indexPath))
    onEnd?(controller)
  }

  func dragController(
    _ controller: Controller, didCancelMovingItemAt indexPath: IndexPath?,
    reason: DragCancelReason
  ) {
    log.append(.cancelled(indexPath, reason))
  }

  func dragController(_ controller: Controller, didTapItemAt indexPath: IndexPath) {
    log.append(.tap(indexPath))
  }

  func dragController(_ controller: Controller, willMoveLaneAt lane: Int) {
    log.append(.willMoveLane(lane))
  }

  func dragController(_ controller: Controller, didMoveLaneFrom source: Int, to destination: Int) {
    log.append(.didMoveLane(source, destination))
    lanes.insert(lanes.remove(at: source), at: destination)
    cards.insert(cards.remove(at: source), at: destination)
  }

  func dragController(_ controller: Controller, didChangeLaneTargetTo lane: Int) {
    log.append(.laneTarget(lane))
  }

  func dragController(_ controller: Controller, didEndMovingLaneAt lane: Int) {
    log.append(.laneEnded(lane))
    onEnd?(controller)
  }

  func dragController(
    _ controller: Controller, didCancelMovingLaneAt lane: Int, reason: DragCancelReason
  ) {
    log.append(.laneCancelled(lane, reason))
  }

  func dragController(_ controller: Controller, didScrollLane lane: Int, to offset: CGFloat) {
    log.append(.laneScrolled(lane, offset))
  }

  func dragController(_ controller: Controller, needsFramesDidChange needsFrames: Bool) {
    if logsFrames { log.append(.needsFrames(needsFrames)) }
  }

  /// Makes the controller: a 900 × 600 viewport, lanes 20 apart, `configuration`.
  @discardableResult
  func makeController(
    _ configuration: DragConfiguration = DragConfiguration(commit: .drop)
  ) -> Controller {
    controller = DragBoardController(
      dataSource: self, delegate: self, laneSpacing: 20,
      viewportSize: Size(width: 900, height: 600), configuration: configuration)
    return controller
  }

  /// Presses at (`x`, `y`) at time `t` and holds for the long press (until `t` + 0.5).
  func lift(_ x: Double, _ y: Double, at t: Double = 0) {
    controller.handle(.down(Point(x: x, y: y), time: t))
    controller.handle(.tick(time: t + 0.5))
  }

  /// Lifts at (`x`, `y`) at time `t`, moves to `to` at `t` + 0.6 and, when `release` is true,
  /// releases there at `t` + 0.7.
  func drag(
    _ x: Double, _ y: Double, to: (x: Double, y: Double), at t: Double = 0, release: Bool = true
  ) {
    lift(x, y, at: t)
    controller.handle(.move(Point(x: to.x, y: to.y), time: t + 0.6))
    if release { controller.handle(.up(Point(x: to.x, y: to.y), time: t + 0.7)) }
  }
}

/// A card position `[lane, card]`.
func lc(_ lane: Int, _ card: Int) -> IndexPath { IndexPath(item: card, section: lane) }
