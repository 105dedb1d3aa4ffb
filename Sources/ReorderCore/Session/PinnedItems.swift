/// The positions of pinned items: items that cannot be picked up and never change their index.
///
/// Kept per section as sorted item indices, so "does this move shift a pinned item?" is
/// O(log p). Pinned items never move, so the set stays valid across drops; only removing a
/// section renumbers it.
public struct PinnedItems: Sendable, Equatable {
  @usableFromInline var bySection: [[Int]]

  /// An empty set for `sectionCount` sections.
  public init(sectionCount: Int) {
    bySection = Array(repeating: [], count: max(0, sectionCount))
  }

  /// A set built by asking `isPinned` for every position.
  ///
  /// - Complexity: O(n) calls of `isPinned`.
  public init(sectionCount: Int, itemCount: (Int) -> Int, isPinned: (ItemPath) -> Bool) {
    self.init(sectionCount: sectionCount)
    for s in 0..<bySection.count {
      for i in 0..<max(0, itemCount(s)) where isPinned(ItemPath(section: s, item: i)) {
        bySection[s].append(i)
      }
    }
  }

  /// Marks the item at `path` pinned. Out-of-range sections are ignored.
  ///
  /// - Complexity: O(p) for p pinned items in the section.
  public mutating func pin(_ path: ItemPath) {
    guard path.section >= 0, path.section < bySection.count, path.item >= 0 else { return }
    let value = path.item
    let list = bySection[path.section]
    let at = partitionPoint(0, list.count) { list[$0] >= value }
    if at < list.count && list[at] == value { return }
    bySection[path.section].insert(value, at: at)
  }

  /// Whether the item at `path` is pinned.
  ///
  /// - Complexity: O(log p).
  @inlinable
  public func contains(_ path: ItemPath) -> Bool {
    guard path.section >= 0, path.section < bySection.count else { return false }
    return any(inSection: path.section, from: path.item, through: path.item)
  }

  /// The number of pinned items.
  public var count: Int { bySection.reduce(0) { $0 + $1.count } }

  /// Whether any pinned item in `section` has an index in `low...high`.
  ///
  /// - Complexity: O(log p).
  @inlinable
  public func any(inSection section: Int, from low: Int, through high: Int) -> Bool {
    guard section >= 0, section < bySection.count, low <= high else { return false }
    let list = bySection[section]
    let at = partitionPoint(0, list.count) { list[$0] >= low }
    return at < list.count && list[at] <= high
  }

  /// Whether moving the item at `source` to `destination` (positions as
  /// `UITableView.moveRow(at:to:)`) would change the index of a pinned item, or moves a pinned
  /// item itself.
  ///
  /// - Complexity: O(log p).
  @inlinable
  public func blocksMove(from source: ItemPath, to destination: ItemPath) -> Bool {
    if source == destination { return contains(source) }
    if source.section == destination.section {
      return any(
        inSection: source.section, from: min(source.item, destination.item),
        through: max(source.item, destination.item))
    }
    return any(inSection: source.section, from: source.item, through: Int.max)
      || any(inSection: destination.section, from: destination.item, through: Int.max)
  }

  /// Whether exchanging the items at the two positions would move a pinned item.
  @inlinable
  public func blocksSwap(_ first: ItemPath, _ second: ItemPath) -> Bool {
    contains(first) || contains(second)
  }

  /// Renumbers after an empty section was removed.
  public mutating func removeSection(_ section: Int) {
    guard section >= 0, section < bySection.count else { return }
    bySection.remove(at: section)
  }
}
