extension SectionedData {
  /// The position `delta` items after `path` in data order (before it for a negative `delta`),
  /// across sections and over empty ones, as a focus that moves item by item: the walk stops at
  /// the first or the last item. `path` is an item's position or the start of a section
  /// (`item` 0, as in an empty section), which stands between the items before and after it.
  ///
  /// - Returns: where the walk ends; nil when `path` is neither, or when no item stands there
  ///   (a walk from an empty section's start with no item in its direction).
  /// - Complexity: O(S) for S sections.
  public func path(after path: ItemPath, by delta: Int) -> ItemPath? {
    guard path.section >= 0, path.section < sections.count, path.item == 0 || contains(path)
    else { return nil }
    var p = path
    var left = delta
    while left > 0 {
      let within = max(0, sections[p.section].count - 1 - p.item)
      guard left > within,
        let next = (p.section + 1..<sections.count).first(where: { !sections[$0].isEmpty })
      else {
        p.item += min(left, within)
        break
      }
      left -= within + 1
      p = ItemPath(section: next, item: 0)
    }
    while left < 0 {
      guard left < -p.item, let previous = (0..<p.section).last(where: { !sections[$0].isEmpty })
      else {
        p.item += max(left, -p.item)
        break
      }
      left += p.item + 1
      p = ItemPath(section: previous, item: sections[previous].count - 1)
    }
    return contains(p) ? p : nil
  }
}
