/// Where a keyboard move of the lifted item may go without shifting a pinned item.
///
/// A pinned item keeps its index only if no move passes it: within the lifted item's section the
/// item stays between the nearest pinned items on either side; it may leave its section only if
/// no pinned item follows it there; and in another section it may enter only after that
/// section's last pinned item. (Sections in between are never shifted.)
extension PinnedItems {
  /// The largest pinned index below `item` in `section`.
  ///
  /// - Complexity: O(log p).
  func lastPinned(inSection section: Int, below item: Int) -> Int? {
    guard section >= 0, section < bySection.count else { return nil }
    let list = bySection[section]
    let at = partitionPoint(0, list.count) { Int(list[$0]) >= item }
    return at > 0 ? Int(list[at - 1]) : nil
  }

  /// The smallest pinned index above `item` in `section`.
  ///
  /// - Complexity: O(log p).
  func firstPinned(inSection section: Int, above item: Int) -> Int? {
    guard section >= 0, section < bySection.count else { return nil }
    let list = bySection[section]
    let at = partitionPoint(0, list.count) { Int(list[$0]) > item }
    return at < list.count ? Int(list[at]) : nil
  }

  /// The largest pinned index in `section`.
  func lastPinned(inSection section: Int) -> Int? {
    guard section >= 0, section < bySection.count else { return nil }
    return bySection[section].last.map { Int($0) }
  }
}

/// How a blocked keyboard target is brought back into reach.
enum KeyboardClamp {
  /// Steps and pages: the farthest reachable slot on the way from the current slot to the
  /// target, never past the target.
  case path
  /// Section moves: the reachable slot nearest the target inside the target's section, or no
  /// move at all.
  case section
}

extension DragSession {
  /// The slot nearest `target` that the lifted item of `a` may reach (insert mode), by `clamp`.
  /// Positions are slots in the current data (`moveRow(at:to:)` destinations).
  ///
  /// - Complexity: O(log p) for p pinned items.
  func pinnedReach(toward target: ItemPath, in a: Arrangement, clamp: KeyboardClamp) -> ItemPath {
    let lifted = a.lifted
    let s0 = lifted.section
    let low = (pinned.lastPinned(inSection: s0, below: lifted.item) ?? -1) + 1
    let blocker = pinned.firstPinned(inSection: s0, above: lifted.item)
    let high = blocker.map { $0 - 1 } ?? lastSlot(inSection: s0, a)
    if target.section == s0 {
      return ItemPath(section: s0, item: min(max(target.item, low), high))
    }
    if blocker != nil {
      // The item cannot leave its section: the slot is in it.
      if clamp == .section { return a.slot }
      return ItemPath(section: s0, item: target < a.slot ? low : high)
    }
    let entry = (pinned.lastPinned(inSection: target.section) ?? -1) + 1
    if target.item >= entry { return target }
    if clamp == .section || target < a.slot {
      return ItemPath(section: target.section, item: entry)
    }
    // Forward into a blocked prefix: stop at the end of the section before it.
    let previous = target.section - 1
    return ItemPath(
      section: previous, item: previous == s0 ? high : lastSlot(inSection: previous, a))
  }

  /// The last slot of `section` for the lifted item of `a` (the section's item count once the
  /// lifted item is out: slots run from 0 through it).
  func lastSlot(inSection section: Int, _ a: Arrangement) -> Int {
    a.countWithoutLifted(inSection: section, committedCount: layout.itemCount(inSection: section))
  }
}
