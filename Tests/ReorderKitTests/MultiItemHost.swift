import Foundation
import ReorderCore
import ReorderKit

/// A host for multi-item drags: it keeps its own data the UIKit way (a batch `didMoveItems`
/// applied as `performBatchUpdates`: sources removed from the data before, destinations
/// inserted into the data after, ascending), and logs every callback as text.
@MainActor
final class MultiItemHost<C: ReorderController>: DragDataSource, DragDelegate {
  typealias Controller = C

  var data: [[C.Item]]
  let label: (C.Item) -> String
  var log = [String]()
  var pinned: Set<String> = []
  var unselectable: Set<String> = []
  var unmovable: Set<String> = []
  var logsAnnouncements = false
  var logsOffsets = false

  init(_ data: [[C.Item]], label: @escaping (C.Item) -> String) {
    self.data = data
    self.label = label
  }

  var titles: [[String]] { data.map { $0.map(label) } }

  /// The log so far, emptied.
  func take() -> [String] {
    defer { log = [] }
    return log
  }

  private func text(_ p: IndexPath?) -> String {
    guard let p else { return "nil" }
    return "[\(p[0]), \(p[1])]"
  }

  private func text(_ ps: [IndexPath]) -> String { ps.map { text($0) }.joined(separator: " ") }

  func sections(in controller: C) -> [[C.Item]] { data }

  func dragController(_ controller: C, headerExtentForSection section: Int) -> CGFloat { 0 }

  func dragController(_ controller: C, newDataSourceAfterMove sections: [[C.Item]]) {
    log.append("newData " + sections.map { $0.map(label).joined() }.joined(separator: "|"))
  }

  func dragController(_ controller: C, isPinnedItemAt indexPath: IndexPath) -> Bool {
    pinned.contains(label(data[indexPath[0]][indexPath[1]]))
  }

  func dragController(_ controller: C, canMoveItemAt indexPath: IndexPath) -> Bool {
    !unmovable.contains(label(data[indexPath[0]][indexPath[1]]))
  }

  func dragController(_ controller: C, canSelectItemAt indexPath: IndexPath) -> Bool {
    !unselectable.contains(label(data[indexPath[0]][indexPath[1]]))
  }

  func dragController(_ controller: C, willMoveItemAt indexPath: IndexPath) {
    log.append("willMove \(text(indexPath))")
  }

  func dragController(_ controller: C, willMoveItemsAt indexPaths: [IndexPath]) {
    log.append("willMoveItems \(text(indexPaths))")
  }

  func dragController(_ controller: C, didMoveItemFrom source: IndexPath, to destination: IndexPath)
  {
    log.append("didMove \(text(source)) -> \(text(destination))")
    let item = data[source[0]].remove(at: source[1])
    data[destination[0]].insert(item, at: destination[1])
  }

  func dragController(
    _ controller: C, didMoveItemsFrom sources: [IndexPath], to destinations: [IndexPath]
  ) {
    log.append("didMoveItems \(text(sources)) -> \(text(destinations))")
    // As a batch: remove every source (highest first), insert every destination (lowest first).
    let moving = sources.map { data[$0[0]][$0[1]] }
    for s in sources.sorted(by: >) { data[s[0]].remove(at: s[1]) }
    for (k, d) in zip(destinations.indices, destinations).sorted(by: { $0.1 < $1.1 }) {
      data[d[0]].insert(moving[k], at: d[1])
    }
  }

  func dragController(
    _ controller: C, didMoveItemsAtOffsets offsets: IndexSet, toOffset destination: Int,
    inSection section: Int
  ) {
    if logsOffsets { log.append("offsets \(Array(offsets)) -> \(destination) in \(section)") }
  }

  func dragController(_ controller: C, didDeleteSection section: Int) {
    log.append("didDeleteSection \(section)")
    data.remove(at: section)
  }

  func dragController(_ controller: C, didChangeTargetTo indexPath: IndexPath?) {
    log.append("target \(text(indexPath))")
  }

  func dragController(
    _ controller: C, didDeclineMoveTo proposed: IndexPath, reason: StepDecline
  ) {
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

  func dragController(_ controller: C, announce text: String, for announcement: Announcement) {
    if logsAnnouncements { log.append("announce " + text) }
  }
}

extension MultiItemHost: DragTableDataSource where C: ItemExtentProviding {}

extension MultiItemHost: DragGridDataSource, DragGridDelegate {}
