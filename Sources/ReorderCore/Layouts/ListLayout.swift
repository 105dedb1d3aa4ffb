/// A sectioned list: along its axis, each section's header, its items, its footer, in order.
/// Across the axis every item fills `crossExtent`.
///
/// Storage is one prefix sum of item extents (8 bytes per item) plus a few numbers per section,
/// so a frame or hit test is O(log n) and a drag needs no relayout (see ``Arrangement``).
/// All frames and points are in **content** coordinates.
///
/// Sizes that are negative, NaN or infinite are taken as 0, and negative counts as 0 (documented
/// clamps; hosts that want an error validate first, as `reorder-replay` does). Counts past
/// ``maximumItemCount`` and ``maximumSectionCount`` are cut there.
public struct ListLayout: ReorderLayout, Sendable {
  /// The scroll axis.
  public let axis: Axis
  /// The items' extent across the axis (the viewport's, less the content insets across it).
  public private(set) var crossExtent: Double
  /// sums[k] is the total extent of the first k items in flat order; count is n + 1.
  @usableFromInline var sums: [Double]
  /// sectionStart[s] is the flat index of section s's first item; count is S + 1.
  @usableFromInline var sectionStart: [Int]
  @usableFromInline var headers: [Double]
  @usableFromInline var footers: [Double]
  /// chrome[s] is the total header and footer extent of the sections before s; count is S + 1.
  @usableFromInline var chrome: [Double]

  /// Creates a list layout by asking for each extent once.
  ///
  /// - Parameters:
  ///   - axis: the scroll axis.
  ///   - crossExtent: the items' extent across the axis.
  ///   - sectionCount: the number of sections.
  ///   - itemCount: the number of items in a section.
  ///   - header: a section's header extent along the axis.
  ///   - footer: a section's footer extent along the axis.
  ///   - extent: an item's extent along the axis, by position.
  /// - Complexity: O(n + S), one call of `extent` per item.
  public init(
    axis: Axis,
    crossExtent: Double,
    sectionCount: Int,
    itemCount: (Int) -> Int,
    header: (Int) -> Double,
    footer: (Int) -> Double,
    extent: (ItemPath) -> Double
  ) {
    self.axis = axis
    self.crossExtent = Self.clean(crossExtent)
    let sections = min(max(0, sectionCount), Self.maximumSectionCount)
    var counts = [Int]()
    counts.reserveCapacity(sections)
    var total = 0
    for s in 0..<sections {
      let c = min(max(0, itemCount(s)), Self.maximumItemCount - total)
      counts.append(c)
      total += c
    }
    var sums = [Double]()
    sums.reserveCapacity(total + 1)
    sums.append(0)
    var starts = [Int]()
    starts.reserveCapacity(sections + 1)
    var headers = [Double]()
    headers.reserveCapacity(sections)
    var footers = [Double]()
    footers.reserveCapacity(sections)
    var chrome = [Double]()
    chrome.reserveCapacity(sections + 1)
    var running = 0.0
    var chromeRunning = 0.0
    var flat = 0
    for s in 0..<sections {
      starts.append(flat)
      chrome.append(chromeRunning)
      let h = Self.clean(header(s))
      let f = Self.clean(footer(s))
      headers.append(h)
      footers.append(f)
      chromeRunning += h + f
      for i in 0..<counts[s] {
        running += Self.clean(extent(ItemPath(section: s, item: i)))
        sums.append(running)
      }
      flat += counts[s]
    }
    starts.append(flat)
    chrome.append(chromeRunning)
    self.sums = sums
    self.sectionStart = starts
    self.headers = headers
    self.footers = footers
    self.chrome = chrome
  }

  /// Creates a list layout from explicit extents.
  ///
  /// - Parameters:
  ///   - axis: the scroll axis.
  ///   - crossExtent: the items' extent across the axis.
  ///   - sections: per section, its header and footer extents and its items' extents.
  /// - Complexity: O(n + S).
  public init(axis: Axis = .vertical, crossExtent: Double, sections: [ListSection]) {
    self.init(
      axis: axis, crossExtent: crossExtent, sectionCount: sections.count,
      itemCount: { sections[$0].itemExtents.count },
      header: { sections[$0].header }, footer: { sections[$0].footer },
      extent: { sections[$0.section].itemExtents[$0.item] })
  }

  /// The most items a list lays out: 2^24 (16,777,216; 128 MiB of prefix sums). Counts past it
  /// are cut there: the items beyond are not laid out, so they cannot be hit or moved. A host
  /// that asks for more gets this documented clamp instead of an allocation failure.
  public static let maximumItemCount = 1 << 24

  /// The most sections a list lays out: 2^20. Sections past it are not laid out.
  public static let maximumSectionCount = 1 << 20

  @inlinable
  @inline(__always)
  static func clean(_ value: Double) -> Double {
    value.isFinite && value > 0 ? value : 0
  }

  // MARK: Committed geometry

  /// The number of sections.
  @inlinable
  public var sectionCount: Int { headers.count }

  /// The number of items in `section` in the committed data; 0 for a section out of range.
  @inlinable
  public func itemCount(inSection section: Int) -> Int {
    guard section >= 0 && section < headers.count else { return 0 }
    return sectionStart[section + 1] - sectionStart[section]
  }

  /// The total number of items.
  @inlinable
  public var totalItemCount: Int { sums.count - 1 }

  /// Lists keep the floating copy in its column: it follows the pointer along the axis only.
  @inlinable
  public var floatsAcrossAxis: Bool { false }

  /// The content's extent along the axis.
  @inlinable
  public var contentLength: Double { sums[sums.count - 1] + chrome[chrome.count - 1] }

  /// The extent along the axis of the committed item at `path`.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  @inlinable
  public func extent(ofItemAt path: ItemPath) -> Double {
    let k = sectionStart[path.section] + path.item
    return sums[k + 1] - sums[k]
  }

  /// The header extent of `section`.
  @inlinable
  public func headerExtent(ofSection section: Int) -> Double { headers[section] }
  /// The footer extent of `section`.
  @inlinable
  public func footerExtent(ofSection section: Int) -> Double { footers[section] }

  @inlinable
  @inline(__always) func headerOrigin(_ s: Int) -> Double { sums[sectionStart[s]] + chrome[s] }
  @inlinable
  @inline(__always) func itemsOrigin(_ s: Int) -> Double { headerOrigin(s) + headers[s] }
  @inlinable
  @inline(__always) func footerOrigin(_ s: Int) -> Double {
    sums[sectionStart[s + 1]] + chrome[s] + headers[s]
  }
  @inlinable
  @inline(__always) func itemOrigin(_ p: ItemPath) -> Double {
    sums[sectionStart[p.section] + p.item] + chrome[p.section] + headers[p.section]
  }

  @inlinable
  @inline(__always)
  func rect(along origin: Double, extent: Double) -> Rect {
    Rect(
      origin: Point(along: origin, across: 0, axis: axis),
      size: Size(along: extent, across: crossExtent, axis: axis))
  }

  // MARK: Geometry without the lifted item ("removed space")

  /// The gap's extent: the lifted item's, or the whole block's.
  @inlinable
  @inline(__always)
  func liftedExtent(_ a: ArrangementView) -> Double {
    if let block = a.block { return block.totalExtent }
    return extent(ofItemAt: a.lifted)
  }

  /// The extent taken out before the committed item at `committed` (not lifted): the lifted
  /// item's when it came before, or the block's items before it.
  @inlinable
  @inline(__always)
  func removedBefore(_ committed: ItemPath, _ a: ArrangementView, _ e: Double) -> Double {
    if let block = a.block { return block.extentBefore(committed) }
    return committed > a.lifted ? e : 0
  }

  /// The extent taken out before section `s` starts.
  @inlinable
  @inline(__always)
  func removedBeforeSection(_ s: Int, _ a: ArrangementView, _ e: Double) -> Double {
    if let block = a.block { return block.extentPrefix[block.firstIndex(inSection: s)] }
    return s > a.lifted.section ? e : 0
  }

  /// Position of the item at `path` among the items left once the lifted one is out.
  @inlinable
  @inline(__always)
  func removedItemOrigin(_ path: ItemPath, _ a: ArrangementView, _ e: Double) -> Double {
    let committed = a.committedPath(forWithoutLifted: path)
    return itemOrigin(committed) - removedBefore(committed, a, e)
  }
  @inlinable
  @inline(__always)
  func removedHeaderOrigin(_ s: Int, _ a: ArrangementView, _ e: Double) -> Double {
    headerOrigin(s) - removedBeforeSection(s, a, e)
  }
  @inlinable
  @inline(__always)
  func removedFooterOrigin(_ s: Int, _ a: ArrangementView, _ e: Double) -> Double {
    footerOrigin(s) - removedBeforeSection(s + 1, a, e)
  }
  @inlinable
  @inline(__always)
  func removedCount(_ s: Int, _ a: ArrangementView) -> Int {
    a.countWithoutLifted(inSection: s, committedCount: itemCount(inSection: s))
  }
  /// Maps a point along the axis with the lifted item (or block) out back to the committed
  /// geometry: the removed extents that start at or before it are added back.
  @inlinable
  @inline(__always)
  func committedAlong(fromRemoved y: Double, _ a: ArrangementView, _ e: Double) -> Double {
    guard let block = a.block else { return y < itemOrigin(a.lifted) ? y : y + e }
    let m = partitionPoint(0, block.count) {
      itemOrigin(block.paths[$0]) - block.extentPrefix[$0] > y
    }
    return y + block.extentPrefix[m]
  }
  /// Where a gap at slot `(s, i)` would start, in removed space (equal to current space there).
  @inlinable
  @inline(__always)
  func slotBoundary(_ s: Int, _ i: Int, _ a: ArrangementView, _ e: Double) -> Double {
    i < removedCount(s, a)
      ? removedItemOrigin(ItemPath(section: s, item: i), a, e) : removedFooterOrigin(s, a, e)
  }

  /// The last slot of section `s` (whose `n` items are counted without the lifted ones) whose
  /// gap would start at or before `position`, or −1 when none:
  /// `partitionPoint(0, n + 1) { slotBoundary(s, $0, a, e) > position } − 1`. With one lifted
  /// item (not a block), each probe reads the prefix sums straight, with the section's
  /// constants hoisted out of the search and the search started from a proportional guess; the
  /// sums are compared in the same order of operations as ``slotBoundary``.
  @inlinable
  @inline(__always)
  func lastSlot(
    inSection s: Int, count n: Int, atOrBefore position: Double, _ a: ArrangementView,
    _ e: Double
  ) -> Int {
    guard a.blockRef == nil else {
      return partitionPoint(0, n + 1) { slotBoundary(s, $0, a, e) > position } - 1
    }
    let start = sectionStart[s]
    let chromeBefore = chrome[s]
    let header = headers[s]
    // Items after the lifted one (in its section, or in a later section) stand one place
    // further in the committed sums and `e` earlier.
    let lifted =
      s == a.lifted.section ? a.lifted.item : s > a.lifted.section ? 0 : Int.max
    let skip = s == a.lifted.section ? 1 : 0
    let first = sums[start]
    let near =
      start
      + guess(
        position - chromeBefore - header - first, of: sums[start + n] - first, count: n)
    let k = partitionPoint(start, start + n, near: near) {
      $0 - start < lifted
        ? sums[$0] + chromeBefore + header > position
        : sums[$0 + skip] + chromeBefore + header - e > position
    }
    if k < start + n { return k - start - 1 }
    return removedFooterOrigin(s, a, e) > position ? n - 1 : n
  }

  // MARK: ReorderLayout

  /// The content size: the list's length along the axis and `crossExtent` across it. Moves do
  /// not change it.
  @inlinable
  public func contentSize(in arrangement: Arrangement?) -> Size {
    Size(along: contentLength, across: crossExtent, axis: axis)
  }

  /// The frame of the item at `path` (current data), content coordinates. With a block, the
  /// slot's frame is the whole gap (as long as all of the block's items).
  ///
  /// - Complexity: O(1); O(log k) with a block of k items.
  @inlinable
  public func frame(ofItemAt path: ItemPath, in arrangement: Arrangement?) -> Rect {
    guard let a = ArrangementView(arrangement) else {
      return rect(along: itemOrigin(path), extent: extent(ofItemAt: path))
    }
    let e = liftedExtent(a)
    if path == a.slot {
      return rect(along: slotBoundary(path.section, path.item, a, e), extent: e)
    }
    let committed = a.committedPath(forCurrent: path)
    let removed = a.pathWithoutLifted(forCommitted: committed)
    let shift = removed >= a.slot ? e : 0
    return rect(
      along: removedItemOrigin(removed, a, e) + shift, extent: extent(ofItemAt: committed))
  }

  /// The frame of a section's header, content coordinates.
  ///
  /// - Complexity: O(1); O(log k) with a block of k items.
  @inlinable
  public func headerFrame(ofSection section: Int, in arrangement: Arrangement?) -> Rect {
    guard let a = ArrangementView(arrangement) else {
      return rect(along: headerOrigin(section), extent: headers[section])
    }
    let e = liftedExtent(a)
    let origin = removedHeaderOrigin(section, a, e) + (section > a.slot.section ? e : 0)
    return rect(along: origin, extent: headers[section])
  }

  /// The frame of a section's footer, content coordinates.
  ///
  /// - Complexity: O(1); O(log k) with a block of k items.
  @inlinable
  public func footerFrame(ofSection section: Int, in arrangement: Arrangement?) -> Rect {
    guard let a = ArrangementView(arrangement) else {
      return rect(along: footerOrigin(section), extent: footers[section])
    }
    let e = liftedExtent(a)
    let origin = removedFooterOrigin(section, a, e) + (section >= a.slot.section ? e : 0)
    return rect(along: origin, extent: footers[section])
  }

  /// What lies at `point` (content coordinates). Across the axis, points outside
  /// `0..<crossExtent` hit nothing.
  ///
  /// - Complexity: O(log n); O(log n + log k) with a block of k items.
  @inlinable @inline(__always)
  public func hitTest(_ point: Point, in arrangement: Arrangement?) -> LayoutHit {
    let across = point.across(axis)
    guard across >= 0 && across < crossExtent else { return .nothing }
    let y = point.along(axis)
    guard let a = ArrangementView(arrangement) else { return committedHit(y) }
    let e = liftedExtent(a)
    let gap = slotBoundary(a.slot.section, a.slot.item, a, e)
    if y >= gap && y < gap + e { return .gap(a.slot) }
    let removedY = y < gap ? y : y - e
    let committedY = committedAlong(fromRemoved: removedY, a, e)
    switch committedHit(committedY) {
    case .item(let p):
      if p == a.lifted || a.block?.contains(p) == true { return .gap(a.slot) }
      return .item(a.currentPath(forCommitted: p))
    case let other: return other
    }
  }

  /// Hit test of the committed geometry at `y` along the axis.
  @inlinable
  func committedHit(_ y: Double) -> LayoutHit {
    let length = contentLength
    guard y.isFinite, y >= 0, y < length, sectionCount > 0 else { return .nothing }
    let s =
      partitionPoint(0, sectionCount, near: guess(y, of: length, count: sectionCount)) {
        headerOrigin($0) > y
      } - 1
    guard s >= 0 else { return .nothing }
    if y < itemsOrigin(s) { return .header(s) }
    if y >= footerOrigin(s) { return .footer(s) }
    let base = chrome[s] + headers[s]
    let start = sectionStart[s]
    let end = sectionStart[s + 1]
    let first = sums[start]
    let near = start + guess(y - base - first, of: sums[end] - first, count: end - start)
    let k = partitionPoint(start, end, near: near) { sums[$0 + 1] + base > y }
    guard k < end else { return .footer(s) }
    return .item(ItemPath(section: s, item: k - start))
  }

  /// Calls `body` for every item (current data) whose frame meets `rect`, in order.
  ///
  /// - Complexity: O(log n + v) for v visible items.
  public func forEachItem(
    in rect: Rect, in arrangement: Arrangement?, _ body: (ItemPath, Rect) -> Void
  ) {
    let lo = rect.minAlong(axis)
    let hi = rect.maxAlong(axis)
    guard lo < hi, rect.minAlong(axis).isFinite, hi.isFinite, sectionCount > 0,
      rect.origin.across(axis) < crossExtent, rect.origin.across(axis) + rect.size.across(axis) > 0
    else { return }
    func count(_ s: Int) -> Int {
      guard let a = arrangement else { return itemCount(inSection: s) }
      return a.currentCount(inSection: s, committedCount: itemCount(inSection: s))
    }
    // First section whose footer ends after `lo`.
    var s = partitionPoint(0, sectionCount) {
      footerFrame(ofSection: $0, in: arrangement).maxAlong(axis) > lo
    }
    guard s < sectionCount else { return }
    var i = partitionPoint(0, count(s)) {
      frame(ofItemAt: ItemPath(section: s, item: $0), in: arrangement).maxAlong(axis) > lo
    }
    while s < sectionCount {
      let n = count(s)
      while i < n {
        let p = ItemPath(section: s, item: i)
        let f = frame(ofItemAt: p, in: arrangement)
        if f.minAlong(axis) >= hi { return }
        if f.maxAlong(axis) > lo || (f.size.along(axis) == 0 && f.minAlong(axis) >= lo) {
          body(p, f)
        }
        i += 1
      }
      s += 1
      i = 0
    }
  }

  /// The insertion slots around `position` (content coordinates along the axis) for the item
  /// lifted in `arrangement`.
  ///
  /// - Complexity: O(log n).
  @inlinable
  public func insertionSlots(around position: Double, in arrangement: Arrangement) -> (
    before: ItemPath?, after: ItemPath?
  ) {
    let a = ArrangementView(arrangement)
    let e = liftedExtent(a)
    guard sectionCount > 0, position.isFinite else { return (nil, nil) }
    // Each side is searched on its own, so a position on a boundary shared by several slots
    // (a section's end and the next one's start, with no header or footer between) finds the
    // first and the last of them.
    var before: ItemPath?
    let sb = partitionPoint(0, sectionCount) {
      removedHeaderOrigin($0, a, e) + headers[$0] > position
    }
    if sb > 0 {
      let s = sb - 1
      let n = removedCount(s, a)
      let i = lastSlot(inSection: s, count: n, atOrBefore: position, a, e)
      before = ItemPath(section: s, item: max(0, i))
      // The common case, a position among a section's items: the slot after is the next one,
      // found without a second pair of searches. Slot `i` is the last whose boundary is at or
      // before `position` and `i + 1` the first past it; unless a boundary sits exactly on
      // `position` (where several may), the first at or past it is `i + 1`.
      if removedFooterOrigin(s, a, e) >= position
        && (s == 0 || removedFooterOrigin(s - 1, a, e) < position)
        && (i < 0 || slotBoundary(s, i, a, e) < position)
      {
        return (before, ItemPath(section: s, item: min(n, i + 1)))
      }
    }
    var after: ItemPath?
    let sa = partitionPoint(0, sectionCount) { removedFooterOrigin($0, a, e) >= position }
    if sa < sectionCount {
      let n = removedCount(sa, a)
      let i = partitionPoint(0, n + 1) { slotBoundary(sa, $0, a, e) >= position }
      after = ItemPath(section: sa, item: min(n, i))
    }
    return (before, after)
  }

  /// The slot whose gap would have its centre nearest `position` (content coordinates along
  /// the axis); ties go to the later slot. The same answer as the protocol's default, from the
  /// slots' boundaries directly rather than from three frames.
  ///
  /// - Complexity: O(log n); O(log n + log k) with a block of k items.
  @inlinable
  public func nearestSlot(to position: Double, in arrangement: Arrangement) -> ItemPath? {
    let a = ArrangementView(arrangement)
    let e = liftedExtent(a)
    let start = position - e / 2
    let (lo, hi) = TargetRule.bracket(insertionSlots(around: start, in: arrangement))
    guard let lo, let hi else { return lo ?? hi }
    let low = slotBoundary(lo.section, lo.item, a, e)
    let high = slotBoundary(hi.section, hi.item, a, e)
    return abs(start - low) < abs(high - start) ? lo : hi
  }

  // MARK: Committing

  /// Moves the extent at `source` to `destination` (positions as `moveRow(at:to:)`: the
  /// destination counts in the data after the move).
  ///
  /// - Complexity: O(d + S) where d is the number of items between the two positions.
  public mutating func commitMove(from source: ItemPath, to destination: ItemPath) {
    let from = sectionStart[source.section] + source.item
    // Flat destination in the data after removal, then after insertion.
    var destStart = sectionStart[destination.section]
    if destination.section > source.section { destStart -= 1 }
    let to = destStart + destination.item
    guard from != to else {
      shiftSectionStarts(from: source.section, to: destination.section)
      return
    }
    // The boundaries between are rewritten in place (no buffer of the extents between).
    movePrefixSumEntry(&sums, from: from, to: to)
    shiftSectionStarts(from: source.section, to: destination.section)
  }

  /// Moves the extents of a block's items (committed positions) so that they stand together,
  /// in their data order, at `slot` (a position in the data without them).
  ///
  /// - Complexity: O(d + k + S), where d is the number of items between the block's first and
  ///   last positions before and after.
  public mutating func commitBlock(_ block: ItemBlock, to slot: ItemPath) {
    _commitBlock(block, to: slot)
  }

  /// The engine's hook for ``commitBlock(_:to:)``.
  public mutating func _commitBlock(_ block: ItemBlock, to slot: ItemPath) {
    let k = block.count
    guard slot.section >= 0, slot.section < sectionCount else { return }
    var oldFlat = [Int]()
    oldFlat.reserveCapacity(k)
    for p in block.paths { oldFlat.append(sectionStart[p.section] + p.item) }
    let oldFirst = oldFlat[0]
    let oldLast = oldFlat[k - 1]
    // New section starts: every section loses its block items, the slot's section gains k.
    var removedSoFar = 0
    var index = 0
    for s in 0..<sectionCount {
      sectionStart[s] -= removedSoFar
      if s > slot.section { sectionStart[s] += k }
      while index < k && block.paths[index].section == s {
        removedSoFar += 1
        index += 1
      }
    }
    let finalStart = sectionStart[slot.section] + slot.item
    let lo = min(oldFirst, finalStart)
    let hi = max(oldLast, finalStart + k - 1)
    // The range's extents in the old order, the block's left out, then the block inserted.
    var rest = [Double]()
    rest.reserveCapacity(hi - lo + 1 - k)
    var blockExtents = [Double]()
    blockExtents.reserveCapacity(k)
    var next = 0
    for flat in lo...hi {
      let value = sums[flat + 1] - sums[flat]
      if next < k && oldFlat[next] == flat {
        blockExtents.append(value)
        next += 1
        continue
      }
      rest.append(value)
    }
    var running = sums[lo]
    var flat = lo
    let split = finalStart - lo
    for i in 0..<split {
      running += rest[i]
      flat += 1
      sums[flat] = running
    }
    for value in blockExtents {
      running += value
      flat += 1
      sums[flat] = running
    }
    for i in split..<rest.count {
      running += rest[i]
      flat += 1
      sums[flat] = running
    }
    sectionStart[sectionCount] = sums.count - 1
  }

  private mutating func shiftSectionStarts(from source: Int, to destination: Int) {
    if source < destination {
      for s in (source + 1)...destination { sectionStart[s] -= 1 }
    } else if destination < source {
      for s in (destination + 1)...source { sectionStart[s] += 1 }
    }
  }

  /// Exchanges the extents of two items.
  ///
  /// - Complexity: O(d) where d is the number of items between them.
  public mutating func commitSwap(_ first: ItemPath, _ second: ItemPath) {
    let a = sectionStart[first.section] + first.item
    let b = sectionStart[second.section] + second.item
    guard a != b else { return }
    let lo = min(a, b)
    let hi = max(a, b)
    let low = sums[lo + 1] - sums[lo]
    let high = sums[hi + 1] - sums[hi]
    let delta = high - low
    for k in (lo + 1)...hi { sums[k] += delta }
  }

  /// Removes an empty section (a non-empty one is left alone).
  ///
  /// - Complexity: O(S).
  public mutating func removeSection(_ section: Int) {
    guard section >= 0, section < sectionCount, itemCount(inSection: section) == 0 else { return }
    let removedChrome = headers[section] + footers[section]
    headers.remove(at: section)
    footers.remove(at: section)
    sectionStart.remove(at: section)
    chrome.remove(at: section + 1)
    for s in (section + 1)..<chrome.count { chrome[s] -= removedChrome }
  }

  /// The number of bytes this layout's storage holds (capacity, not count), for benchmarks.
  public var storageBytes: Int {
    (sums.capacity + headers.capacity + footers.capacity + chrome.capacity) * 8
      + sectionStart.capacity * 8
  }
}

/// A section's extents, for ``ListLayout/init(axis:crossExtent:sections:)``.
public struct ListSection: Sendable, Equatable {
  /// The header's extent along the axis.
  public var header: Double
  /// The footer's extent along the axis.
  public var footer: Double
  /// The items' extents along the axis, in order.
  public var itemExtents: [Double]

  /// Creates a section description.
  public init(header: Double = 0, footer: Double = 0, itemExtents: [Double]) {
    self.header = header
    self.footer = footer
    self.itemExtents = itemExtents
  }
}
