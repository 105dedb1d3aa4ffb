/// A board: lanes side by side along the board's scroll `axis` (a Kanban board), each lane a
/// list of cards along the other axis (``laneAxis``) that scrolls on its own, under a fixed
/// header. The board scrolls along `axis` by ``boardOffset``; lane `l` scrolls by
/// ``laneOffsets``[l].
///
/// For a horizontal board: lane `l` spans x from ``laneStart(_:)`` to that plus its width, in
/// **board content** coordinates (viewport x + board offset); lanes are `laneSpacing` apart,
/// with no spacing before the first or after the last. Its header covers viewport y in
/// `0..<header`; its body, y from `header` to the viewport's height, shows its cards stacked
/// from the body's top, each card's **lane position** (from the top of the lane's content) less
/// the lane's offset. A vertical board mirrors this.
///
/// Three coordinate spaces are used, and every API says which:
/// - **viewport**: the visible area, origin at its top-left (pointer events come in these);
/// - **board content** along `axis`: viewport coordinate + board offset;
/// - **lane position** along ``laneAxis``: from the top of a lane's card stack (card `i` starts
///   at the sum of the extents of the cards before it); viewport = header + lane position −
///   lane offset.
///
/// Storage is one prefix sum per lane (8 bytes per card) plus a few numbers per lane, so frames
/// and hit tests are O(log lanes + log cards) and a drag needs no relayout.
///
/// Bad input gets documented clamps: widths, headers, card extents and spacing that are
/// negative, NaN or infinite are taken as 0 (a lane of width 0 is never hit); a non-finite
/// viewport extent is taken as 0; offsets that are NaN are taken as 0 and every offset is pulled
/// into its bounds (``boardOffsetBounds``, ``laneOffsetBounds(_:in:)``); counts past
/// ``maximumLaneCount`` and ``maximumCardCount`` are cut there.
public struct BoardLayout: Sendable {
  /// The board's scroll axis: lanes follow each other along it.
  public let axis: Axis
  /// The visible area's size.
  public private(set) var viewportSize: Size
  /// The space between two neighbouring lanes along `axis`.
  public private(set) var laneSpacing: Double
  /// laneSums[l] is the total width of the lanes before l; count is lanes + 1.
  @usableFromInline var laneSums: [Double]
  /// Each lane's header extent along ``laneAxis``.
  @usableFromInline var headers: [Double]
  /// cardSums[l][k] is the total extent of lane l's first k cards; count is cards + 1.
  @usableFromInline var cardSums: [[Double]]
  /// Each lane's offset along ``laneAxis`` (lane positions), by committed lane index.
  public internal(set) var laneOffsets: [Double]
  /// The board's offset along `axis` (board content = viewport + board offset).
  public internal(set) var boardOffset: Double
  /// The number of cards on the board.
  public private(set) var totalCardCount: Int

  /// Creates a board by asking for each number once.
  ///
  /// - Parameters:
  ///   - axis: the board's scroll axis (lanes side by side for `.horizontal`).
  ///   - viewportSize: the visible area.
  ///   - laneSpacing: the space between two lanes.
  ///   - laneCount: the number of lanes (negative counts as 0).
  ///   - width: a lane's extent along `axis`.
  ///   - header: a lane's header extent along the lane axis.
  ///   - cardCount: a lane's number of cards (negative counts as 0).
  ///   - cardExtent: a card's extent along the lane axis, by position `[lane, card]`.
  ///   - laneOffset: a lane's starting offset (pulled into its bounds).
  ///   - boardOffset: the board's starting offset (pulled into its bounds).
  /// - Complexity: O(lanes + cards), one call of `cardExtent` per card.
  public init(
    axis: Axis = .horizontal, viewportSize: Size, laneSpacing: Double = 0, laneCount: Int,
    width: (Int) -> Double, header: (Int) -> Double, cardCount: (Int) -> Int,
    cardExtent: (ItemPath) -> Double, laneOffset: (Int) -> Double = { _ in 0 },
    boardOffset: Double = 0
  ) {
    self.axis = axis
    self.viewportSize = Size(
      width: Self.clean(viewportSize.width), height: Self.clean(viewportSize.height))
    self.laneSpacing = Self.clean(laneSpacing)
    let lanes = min(max(0, laneCount), Self.maximumLaneCount)
    var laneSums = [Double]()
    laneSums.reserveCapacity(lanes + 1)
    laneSums.append(0)
    var headers = [Double]()
    headers.reserveCapacity(lanes)
    var cardSums = [[Double]]()
    cardSums.reserveCapacity(lanes)
    var running = 0.0
    var total = 0
    for l in 0..<lanes {
      running += Self.clean(width(l))
      laneSums.append(running)
      headers.append(Self.clean(header(l)))
      let n = min(max(0, cardCount(l)), Self.maximumCardCount - total)
      var sums = [Double]()
      sums.reserveCapacity(n + 1)
      sums.append(0)
      var s = 0.0
      for i in 0..<n {
        s += Self.clean(cardExtent(ItemPath(section: l, item: i)))
        sums.append(s)
      }
      cardSums.append(sums)
      total += n
    }
    self.laneSums = laneSums
    self.headers = headers
    self.cardSums = cardSums
    self.totalCardCount = total
    self.laneOffsets = Array(repeating: 0, count: lanes)
    self.boardOffset = 0
    for l in 0..<lanes { setLaneOffset(laneOffset(l), ofLane: l) }
    setBoardOffset(boardOffset)
  }

  /// Creates a board from explicit lane descriptions.
  ///
  /// - Complexity: O(lanes + cards).
  public init(
    axis: Axis = .horizontal, viewportSize: Size, laneSpacing: Double = 0, lanes: [BoardLane],
    boardOffset: Double = 0
  ) {
    self.init(
      axis: axis, viewportSize: viewportSize, laneSpacing: laneSpacing, laneCount: lanes.count,
      width: { lanes[$0].width }, header: { lanes[$0].header },
      cardCount: { lanes[$0].cardExtents.count },
      cardExtent: { lanes[$0.section].cardExtents[$0.item] },
      laneOffset: { lanes[$0].offset }, boardOffset: boardOffset)
  }

  /// The most cards a board lays out: 2^24, as lists. Counts past it are cut there (the cards
  /// beyond are not laid out, so they cannot be hit or moved) instead of failing to allocate.
  public static let maximumCardCount = 1 << 24

  /// The most lanes a board lays out: 2^20. Lanes past it are not laid out.
  public static let maximumLaneCount = 1 << 20

  @inlinable @inline(__always)
  static func clean(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }

  // MARK: Counts and extents (committed board)

  /// The lanes' own axis: the axis along which a lane's cards follow each other and scroll.
  @inlinable
  public var laneAxis: Axis { axis == .horizontal ? .vertical : .horizontal }

  /// The number of lanes.
  @inlinable
  public var laneCount: Int { headers.count }

  /// The number of cards in `lane` (committed board); 0 for a lane out of range.
  @inlinable
  public func cardCount(inLane lane: Int) -> Int {
    guard lane >= 0, lane < cardSums.count else { return 0 }
    return cardSums[lane].count - 1
  }

  /// The extent along `axis` of committed lane `lane`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func width(ofLane lane: Int) -> Double { laneSums[lane + 1] - laneSums[lane] }

  /// The header extent along ``laneAxis`` of committed lane `lane`.
  @inlinable
  public func headerExtent(ofLane lane: Int) -> Double { headers[lane] }

  /// The extent along ``laneAxis`` of the committed card at `path` (`[lane, card]`).
  ///
  /// - Complexity: O(1).
  @inlinable
  public func extent(ofCardAt path: ItemPath) -> Double {
    let sums = cardSums[path.section]
    return sums[path.item + 1] - sums[path.item]
  }

  /// The length of committed lane `lane`'s body along ``laneAxis``: the viewport's extent less
  /// the header (never below 0).
  @inlinable
  public func bodyLength(ofLane lane: Int) -> Double {
    max(0, viewportSize.along(laneAxis) - headers[lane])
  }

  /// The board's content length along `axis`: every lane's width and the spacing between them.
  @inlinable
  public var contentLength: Double {
    let n = laneCount
    return n == 0 ? 0 : laneSums[n] + Double(n - 1) * laneSpacing
  }

  /// The smallest and largest board offset: 0 and max(0, content length − viewport extent).
  @inlinable
  public var boardOffsetBounds: (min: Double, max: Double) {
    (0, max(0, contentLength - viewportSize.along(axis)))
  }

  /// Where committed lane `lane` starts along `axis`, board content coordinates (`lane` may be
  /// `laneCount`: where a lane after the last would start).
  ///
  /// - Complexity: O(1).
  @inlinable
  public func laneStart(_ lane: Int) -> Double { laneSums[lane] + Double(lane) * laneSpacing }

  // MARK: Lanes in a lane arrangement

  /// The extent one lane takes along the board with the spacing after it.
  @inlinable @inline(__always)
  func laneUnit(_ lane: Int) -> Double { width(ofLane: lane) + laneSpacing }

  /// Where the lane at removed index `r` (lanes without the lifted one) starts, board content.
  @inlinable @inline(__always)
  func removedLaneStart(_ r: Int, _ la: LaneArrangement) -> Double {
    let c = r >= la.lifted ? r + 1 : r
    return laneStart(c) - (c > la.lifted ? laneUnit(la.lifted) : 0)
  }

  /// Where current lane `lane` starts along `axis`, board content coordinates, in a lane
  /// arrangement (`nil`: the committed board).
  ///
  /// - Complexity: O(1).
  @inlinable
  public func laneStart(_ lane: Int, in la: LaneArrangement?) -> Double {
    guard let la else { return laneStart(lane) }
    if lane == la.slot { return removedLaneStart(la.slot, la) }
    if lane > la.slot { return removedLaneStart(lane - 1, la) + laneUnit(la.lifted) }
    return removedLaneStart(lane, la)
  }

  /// Which lane lies at `position` along `axis` (board content coordinates) in a lane
  /// arrangement: the current lane index, or `nil` in the spacing between lanes or outside
  /// them. The dragged lane's gap counts as its slot.
  ///
  /// - Complexity: O(log lanes).
  @inlinable
  public func lane(atBoardPosition position: Double, in la: LaneArrangement?) -> Int? {
    guard position.isFinite else { return nil }
    guard let la else { return committedLane(at: position) }
    let u = laneUnit(la.lifted)
    let gap = removedLaneStart(la.slot, la)
    if position >= gap && position < gap + u {
      return position < gap + width(ofLane: la.lifted) ? la.slot : nil
    }
    let removed = position < gap ? position : position - u
    let liftedStart = laneStart(la.lifted)
    let committed = removed < liftedStart ? removed : removed + u
    guard let c = committedLane(at: committed), c != la.lifted else { return nil }
    return la.currentLane(forCommitted: c)
  }

  /// The committed lane at a board content position, if any.
  @inlinable
  func committedLane(at position: Double) -> Int? {
    let n = laneCount
    guard n > 0, position >= 0 else { return nil }
    let l = partitionPoint(0, n) { laneStart($0) > position } - 1
    guard l >= 0, position < laneStart(l) + width(ofLane: l) else { return nil }
    return l
  }

  // MARK: Cards in a card arrangement (lanes are committed)

  /// The gap's extent along ``laneAxis``: the lifted card's, or the whole block's.
  @inlinable @inline(__always)
  func gapExtent(_ a: Arrangement) -> Double {
    if let block = a.block { return block.totalExtent }
    return extent(ofCardAt: a.lifted)
  }

  /// The total extent of the block's cards in `lane` before committed card `item` (all of them
  /// for `item` = the lane's count).
  @inlinable @inline(__always)
  func blockExtent(_ block: ItemBlock, inLane lane: Int, before item: Int) -> Double {
    block.extentBefore(ItemPath(section: lane, item: item))
      - block.extentPrefix[block.firstIndex(inSection: lane)]
  }

  /// The number of cards in `lane` once the dragged card (or block) is out.
  @inlinable @inline(__always)
  func removedCount(_ lane: Int, _ a: Arrangement) -> Int {
    a.countWithoutLifted(inSection: lane, committedCount: cardCount(inLane: lane))
  }

  /// Where the card at removed index `r` of `lane` starts (lane position); `r` may equal the
  /// removed count (the end of the stack).
  @inlinable @inline(__always)
  func removedCardStart(_ lane: Int, _ r: Int, _ a: Arrangement, _ e: Double) -> Double {
    if let block = a.block {
      let c = block.committedPath(forRest: ItemPath(section: lane, item: r)).item
      return cardSums[lane][c] - blockExtent(block, inLane: lane, before: c)
    }
    if lane != a.lifted.section { return cardSums[lane][r] }
    let c = r >= a.lifted.item ? r + 1 : r
    return cardSums[lane][c] - (c > a.lifted.item ? e : 0)
  }

  /// Maps a lane position with the dragged card (or block) out back to the committed lane
  /// position: the removed extents that start at or before it are added back.
  @inlinable @inline(__always)
  func committedLanePosition(fromRemoved removed: Double, inLane lane: Int, _ a: Arrangement)
    -> Double
  {
    let sums = cardSums[lane]
    guard let block = a.block else {
      guard lane == a.lifted.section else { return removed }
      return removed < sums[a.lifted.item] ? removed : removed + extent(ofCardAt: a.lifted)
    }
    let lo = block.firstIndex(inSection: lane)
    let hi = block.firstIndex(inSection: lane + 1)
    let base = block.extentPrefix[lo]
    let m = partitionPoint(lo, hi) {
      sums[block.paths[$0].item] - (block.extentPrefix[$0] - base) > removed
    }
    return removed + block.extentPrefix[m] - base
  }

  /// The number of cards in `lane` as the data stands now (the dragged card counted where it
  /// is).
  ///
  /// - Complexity: O(1).
  @inlinable
  public func cardCount(inLane lane: Int, in a: Arrangement?) -> Int {
    guard let a else { return cardCount(inLane: lane) }
    return a.currentCount(inSection: lane, committedCount: cardCount(inLane: lane))
  }

  /// The length along ``laneAxis`` of the cards `lane` holds now (the dragged card counted
  /// where it is), lane positions.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func cardsLength(inLane lane: Int, in a: Arrangement?) -> Double {
    let sums = cardSums[lane]
    var length = sums[sums.count - 1]
    guard let a else { return length }
    let e = gapExtent(a)
    if let block = a.block {
      length -= blockExtent(block, inLane: lane, before: sums.count - 1)
    } else if lane == a.lifted.section {
      length -= e
    }
    if lane == a.slot.section { length += e }
    return length
  }

  /// The smallest and largest offset of committed lane `lane`: 0 and max(0, the length of the
  /// cards it holds now − its body length).
  ///
  /// - Complexity: O(1).
  @inlinable
  public func laneOffsetBounds(_ lane: Int, in a: Arrangement?) -> (min: Double, max: Double) {
    (0, max(0, cardsLength(inLane: lane, in: a) - bodyLength(ofLane: lane)))
  }

  /// Where the card at `path` (current data, `[lane, card]`) starts along ``laneAxis``, lane
  /// positions; in an arrangement the slot's start is the gap's (a block's gap is as long as
  /// all of its cards).
  ///
  /// - Complexity: O(1); O(log k) with a block of k cards.
  @inlinable
  public func cardStart(_ path: ItemPath, in a: Arrangement?) -> Double {
    guard let a else { return cardSums[path.section][path.item] }
    let e = gapExtent(a)
    let l = path.section
    if l == a.slot.section {
      if path.item == a.slot.item { return removedCardStart(l, a.slot.item, a, e) }
      if path.item > a.slot.item { return removedCardStart(l, path.item - 1, a, e) + e }
    }
    return removedCardStart(l, path.item, a, e)
  }

  /// The extent along ``laneAxis`` of the card at `path` (current data) in an arrangement; a
  /// block's slot is its whole gap.
  ///
  /// - Complexity: O(1); O(log k) with a block of k cards.
  @inlinable
  public func extent(ofCardAt path: ItemPath, in a: Arrangement?) -> Double {
    guard let a else { return extent(ofCardAt: path) }
    if path == a.slot { return gapExtent(a) }
    return extent(ofCardAt: a.committedPath(forCurrent: path))
  }

  /// What lies at `position` along ``laneAxis`` (lane positions) in `lane`, body only: a card,
  /// the dragged card's gap, or the lane's end (below its last card; an empty lane).
  ///
  /// - Complexity: O(log cards).
  @inlinable
  public func hitCard(atLanePosition position: Double, inLane lane: Int, in a: Arrangement?)
    -> BoardHit
  {
    guard position.isFinite else { return .nothing }
    let sums = cardSums[lane]
    let n = sums.count - 1
    var committed = position
    if let a {
      let e = gapExtent(a)
      var removed = position
      if lane == a.slot.section {
        let gap = removedCardStart(lane, a.slot.item, a, e)
        if position >= gap && position < gap + e { return .gap(a.slot) }
        if position >= gap { removed = position - e }
      }
      committed = committedLanePosition(fromRemoved: removed, inLane: lane, a)
    }
    guard committed >= 0 else {
      let p = ItemPath(section: lane, item: 0)
      if cardCount(inLane: lane, in: a) == 0 { return .laneEnd(lane) }
      return p == a?.slot ? .gap(p) : .card(p)
    }
    let k = partitionPoint(0, n) { sums[$0 + 1] > committed }
    guard k < n else { return .laneEnd(lane) }
    let path = ItemPath(section: lane, item: k)
    guard let a else { return .card(path) }
    if path == a.lifted || a.block?.contains(path) == true { return .gap(a.slot) }
    return .card(a.currentPath(forCommitted: path))
  }

  /// What lies at `point` (**viewport** coordinates) with the current offsets, in a card
  /// arrangement (`nil`: the committed board). Along `axis` the lane is the one whose span holds
  /// the point's board content coordinate (``BoardHit/nothing`` in a gap between lanes or past
  /// them); across it, a point before the lane's body is its header, and otherwise the card
  /// position is (point − header) + the lane's offset. Past the last card:
  /// ``BoardHit/laneEnd(_:)``.
  ///
  /// - Complexity: O(log lanes + log cards).
  @inlinable
  public func hitTest(_ point: Point, in a: Arrangement?) -> BoardHit {
    guard point.isFinite else { return .nothing }
    guard let lane = committedLane(at: point.along(axis) + boardOffset) else { return .nothing }
    let across = point.along(laneAxis)
    if across < headers[lane] { return .header(lane) }
    return hitCard(
      atLanePosition: across - headers[lane] + laneOffsets[lane], inLane: lane, in: a)
  }

  /// The insertion slots of `lane` around `position` (lane positions) for the card lifted in
  /// `a`: `before` is the last slot whose gap would start at or before `position`, `after` the
  /// first whose gap would start at or after it (positions `[lane, card]` in the data once the
  /// card is re-inserted there).
  ///
  /// - Complexity: O(log cards).
  @inlinable
  public func insertionSlots(around position: Double, inLane lane: Int, in a: Arrangement)
    -> (before: ItemPath?, after: ItemPath?)
  {
    guard position.isFinite else { return (nil, nil) }
    let e = gapExtent(a)
    let n = removedCount(lane, a)
    let b = partitionPoint(0, n + 1) { removedCardStart(lane, $0, a, e) > position } - 1
    let f = partitionPoint(0, n + 1) { removedCardStart(lane, $0, a, e) >= position }
    return (
      b >= 0 ? ItemPath(section: lane, item: b) : nil,
      f <= n ? ItemPath(section: lane, item: f) : nil
    )
  }

  /// The slot of `lane` whose gap, were the card dropped there, would have its centre nearest
  /// `position` (lane positions); ties go to the later slot.
  ///
  /// - Complexity: O(log cards).
  @inlinable
  public func nearestSlot(to position: Double, inLane lane: Int, in a: Arrangement) -> ItemPath {
    let e = gapExtent(a)
    let start = position - e / 2
    let n = removedCount(lane, a)
    let f = partitionPoint(0, n + 1) { removedCardStart(lane, $0, a, e) >= start }
    if f == 0 { return ItemPath(section: lane, item: 0) }
    if f > n { return ItemPath(section: lane, item: n) }
    let lo = removedCardStart(lane, f - 1, a, e)
    let hi = removedCardStart(lane, f, a, e)
    return ItemPath(section: lane, item: start - lo < hi - start ? f - 1 : f)
  }

  // MARK: Frames (viewport coordinates)

  /// The frame of current lane `lane` (header and body), **viewport** coordinates, in an
  /// arrangement (`nil`: the committed board).
  ///
  /// - Complexity: O(1).
  @inlinable
  public func laneFrame(_ lane: Int, in arrangement: BoardArrangement?) -> Rect {
    let la = arrangement?.laneArrangement
    let c = la?.committedLane(forCurrent: lane) ?? lane
    return Rect(
      origin: Point(along: laneStart(lane, in: la) - boardOffset, across: 0, axis: axis),
      size: Size(along: width(ofLane: c), across: viewportSize.along(laneAxis), axis: axis))
  }

  /// The frame of current lane `lane`'s header, **viewport** coordinates.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func headerFrame(ofLane lane: Int, in arrangement: BoardArrangement?) -> Rect {
    var f = laneFrame(lane, in: arrangement)
    let c = arrangement?.laneArrangement?.committedLane(forCurrent: lane) ?? lane
    f.size = Size(along: f.size.along(axis), across: headers[c], axis: axis)
    return f
  }

  /// The frame of the card at `path` (current data, `[lane, card]`), **viewport** coordinates,
  /// with the current board and lane offsets (a card scrolled out of its body gets a frame
  /// outside it). In a card arrangement the slot's frame is the gap's.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func cardFrame(at path: ItemPath, in arrangement: BoardArrangement?) -> Rect {
    let cards = arrangement?.cardArrangement
    let la = arrangement?.laneArrangement
    let c = la?.committedLane(forCurrent: path.section) ?? path.section
    let committedPath = ItemPath(section: c, item: path.item)
    let start = cardStart(la == nil ? path : committedPath, in: cards)
    let extent = extent(ofCardAt: la == nil ? path : committedPath, in: cards)
    let along = laneStart(path.section, in: la) - boardOffset
    let across = headers[c] + start - laneOffsets[c]
    return Rect(
      origin: Point(along: along, across: across, axis: axis),
      size: Size(along: width(ofLane: c), across: extent, axis: axis))
  }

  /// The frame of current lane `lane` in **content** coordinates: along `axis` board content
  /// (where the lane starts in the board's scroll view), across it from the viewport's edge
  /// (the board does not scroll that way).
  ///
  /// - Complexity: O(1).
  @inlinable
  public func laneContentFrame(_ lane: Int, in arrangement: BoardArrangement?) -> Rect {
    var f = laneFrame(lane, in: arrangement)
    f.origin = Point(
      along: f.origin.along(axis) + boardOffset, across: f.origin.across(axis), axis: axis)
    return f
  }

  /// The frame of the card at `path` (current data) in **content** coordinates: along `axis`
  /// board content, across it the lane's own content (header + lane position, as if the lane's
  /// offset were 0): where the card sits in its lane's scroll view placed in the board's.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func cardContentFrame(at path: ItemPath, in arrangement: BoardArrangement?) -> Rect {
    var f = cardFrame(at: path, in: arrangement)
    let c = arrangement?.laneArrangement?.committedLane(forCurrent: path.section) ?? path.section
    f.origin = Point(
      along: f.origin.along(axis) + boardOffset,
      across: f.origin.across(axis) + laneOffsets[c], axis: axis)
    return f
  }

  /// Calls `body` with every current lane index whose span meets the viewport, in order.
  ///
  /// - Complexity: O(log lanes + v) for v visible lanes.
  public func forEachVisibleLane(in arrangement: BoardArrangement?, _ body: (Int) -> Void) {
    let la = arrangement?.laneArrangement
    let lo = boardOffset
    let hi = boardOffset + viewportSize.along(axis)
    let n = laneCount
    var l = partitionPoint(0, n) {
      let c = la?.committedLane(forCurrent: $0) ?? $0
      return laneStart($0, in: la) + width(ofLane: c) > lo
    }
    while l < n && laneStart(l, in: la) < hi {
      body(l)
      l += 1
    }
  }

  /// Calls `body` with the position (current data) of every card of current lane `lane` that
  /// shows in its body with the lane's offset, in order (the gap included).
  ///
  /// - Complexity: O(log cards + v) for v visible cards.
  public func forEachVisibleCard(
    inLane lane: Int, in arrangement: BoardArrangement?, _ body: (ItemPath) -> Void
  ) {
    let cards = arrangement?.cardArrangement
    let c = arrangement?.laneArrangement?.committedLane(forCurrent: lane) ?? lane
    let lo = laneOffsets[c]
    let hi = lo + bodyLength(ofLane: c)
    let n = cardCount(inLane: c, in: cards)
    func path(_ i: Int) -> ItemPath { ItemPath(section: c, item: i) }
    var i = partitionPoint(0, n) {
      cardStart(path($0), in: cards) + extent(ofCardAt: path($0), in: cards) > lo
    }
    while i < n && cardStart(path(i), in: cards) < hi {
      body(ItemPath(section: lane, item: i))
      i += 1
    }
  }

  // MARK: Offsets

  /// Sets the board's offset, pulled into ``boardOffsetBounds`` (NaN counts as 0); returns
  /// whether it changed.
  @discardableResult
  public mutating func setBoardOffset(_ value: Double) -> Bool {
    let b = boardOffsetBounds
    let v = value.isNaN ? 0 : min(b.max, max(b.min, value))
    guard v != boardOffset else { return false }
    boardOffset = v
    return true
  }

  /// Sets committed lane `lane`'s offset, pulled into ``laneOffsetBounds(_:in:)`` for the
  /// committed board (NaN counts as 0); returns whether it changed. A lane out of range is
  /// ignored.
  @discardableResult
  public mutating func setLaneOffset(_ value: Double, ofLane lane: Int) -> Bool {
    setLaneOffset(value, ofLane: lane, in: nil)
  }

  /// Sets a lane's offset pulled into its bounds in a card arrangement.
  @usableFromInline
  @discardableResult
  mutating func setLaneOffset(_ value: Double, ofLane lane: Int, in a: Arrangement?) -> Bool {
    guard lane >= 0, lane < laneCount else { return false }
    let b = laneOffsetBounds(lane, in: a)
    let v = value.isNaN ? 0 : min(b.max, max(b.min, value))
    guard v != laneOffsets[lane] else { return false }
    laneOffsets[lane] = v
    return true
  }

  /// Changes the viewport's size (a non-finite or negative extent counts as 0) and pulls every
  /// offset back into its bounds for the committed board.
  ///
  /// - Complexity: O(lanes).
  public mutating func setViewportSize(_ size: Size) {
    viewportSize = Size(width: Self.clean(size.width), height: Self.clean(size.height))
    for l in 0..<laneCount { setLaneOffset(laneOffsets[l], ofLane: l) }
    setBoardOffset(boardOffset)
  }

  // MARK: Committing

  /// Commits a card move: the card at `source` goes to `destination`, positions `[lane, card]`
  /// as `UITableView.moveRow(at:to:)` has them. Offsets are not touched (see
  /// ``BoardSession``, which pulls them back into bounds).
  ///
  /// - Complexity: O(cards in the two lanes).
  public mutating func commitCardMove(from source: ItemPath, to destination: ItemPath) {
    guard source != destination else { return }
    let e = extent(ofCardAt: source)
    removeCard(source)
    insertCard(e, at: destination)
  }

  /// Commits a multi-card drop: every card of `block` (committed positions) leaves its lane and
  /// the block stands together at `slot` (a position in the rest, the board without the
  /// block's cards: the block's first position after the drop), cards in data order. The same
  /// result as the moves of ``ItemBlock/forEachMove(to:_:)`` applied in order. Offsets are not
  /// touched. A slot out of range changes nothing.
  ///
  /// - Complexity: O(k + cards in the lanes involved) for k cards in the block.
  public mutating func commitCardBlock(_ block: ItemBlock, to slot: ItemPath) {
    guard slot.section >= 0, slot.section < laneCount, slot.item >= 0,
      block.paths.allSatisfy({
        $0.section >= 0 && $0.section < laneCount && $0.item >= 0
          && $0.item < cardCount(inLane: $0.section)
      }),
      slot.item <= cardCount(inLane: slot.section) - block.count(inSection: slot.section)
    else { return }
    var moving = [Double]()
    moving.reserveCapacity(block.count)
    for p in block.paths { moving.append(extent(ofCardAt: p)) }
    var lanes = block.sections
    if !lanes.contains(slot.section) { lanes.append(slot.section) }
    for lane in lanes {
      let sums = cardSums[lane]
      var extents = [Double]()
      extents.reserveCapacity(sums.count - 1 + (lane == slot.section ? block.count : 0))
      var next = block.firstIndex(inSection: lane)
      for i in 0..<(sums.count - 1) {
        if next < block.count && block.paths[next] == ItemPath(section: lane, item: i) {
          next += 1
          continue
        }
        extents.append(sums[i + 1] - sums[i])
      }
      if lane == slot.section { extents.insert(contentsOf: moving, at: slot.item) }
      var rebuilt = [Double]()
      rebuilt.reserveCapacity(extents.count + 1)
      rebuilt.append(0)
      var running = 0.0
      for e in extents {
        running += e
        rebuilt.append(running)
      }
      cardSums[lane] = rebuilt
    }
  }

  /// Commits an exchange of two cards (possibly in different lanes).
  ///
  /// - Complexity: O(cards in the two lanes).
  public mutating func commitCardSwap(_ first: ItemPath, _ second: ItemPath) {
    guard first != second else { return }
    let a = extent(ofCardAt: first)
    let b = extent(ofCardAt: second)
    setExtent(b, at: first)
    setExtent(a, at: second)
  }

  /// Commits a lane move, positions as `UITableView.moveSection(_:toSection:)`: the lane at
  /// `source` ends at index `destination`. Its cards, header and offset go with it.
  ///
  /// - Complexity: O(lanes).
  public mutating func commitLaneMove(from source: Int, to destination: Int) {
    guard source != destination, source >= 0, source < laneCount, destination >= 0,
      destination < laneCount
    else { return }
    // The lane boundaries between are rewritten in place (not summed again from a copy of
    // every lane's width).
    movePrefixSumEntry(&laneSums, from: source, to: destination)
    headers.insert(headers.remove(at: source), at: destination)
    cardSums.insert(cardSums.remove(at: source), at: destination)
    laneOffsets.insert(laneOffsets.remove(at: source), at: destination)
  }

  mutating func removeCard(_ path: ItemPath) {
    let e = extent(ofCardAt: path)
    cardSums[path.section].withUnsafeMutableBufferPointer { sums in
      var k = path.item + 1
      while k + 1 < sums.count {
        sums[k] = sums[k + 1] - e
        k += 1
      }
    }
    cardSums[path.section].removeLast()
    totalCardCount -= 1
  }

  mutating func insertCard(_ e: Double, at path: ItemPath) {
    let last = cardSums[path.section][cardSums[path.section].count - 1]
    cardSums[path.section].append(last + e)
    cardSums[path.section].withUnsafeMutableBufferPointer { sums in
      var k = sums.count - 2
      while k > path.item {
        sums[k] = sums[k - 1] + e
        k -= 1
      }
    }
    totalCardCount += 1
  }

  mutating func setExtent(_ value: Double, at path: ItemPath) {
    let delta = value - extent(ofCardAt: path)
    guard delta != 0 else { return }
    cardSums[path.section].withUnsafeMutableBufferPointer { sums in
      for k in (path.item + 1)..<sums.count { sums[k] += delta }
    }
  }

  /// The number of bytes this layout's storage holds (capacity), for benchmarks.
  ///
  /// - Complexity: O(lanes).
  public var storageBytes: Int {
    var bytes = (laneSums.capacity + headers.capacity + laneOffsets.capacity) * 8
    for sums in cardSums { bytes += sums.capacity * 8 }
    return bytes
  }
}

/// One lane's numbers, for ``BoardLayout/init(axis:viewportSize:laneSpacing:lanes:boardOffset:)``.
public struct BoardLane: Sendable, Equatable {
  /// The lane's extent along the board's axis.
  public var width: Double
  /// The header's extent along the lane's axis.
  public var header: Double
  /// The cards' extents along the lane's axis, in order.
  public var cardExtents: [Double]
  /// The lane's starting offset (lane positions; pulled into its bounds).
  public var offset: Double

  /// Creates a lane description.
  public init(width: Double = 280, header: Double = 0, cardExtents: [Double], offset: Double = 0) {
    self.width = width
    self.header = header
    self.cardExtents = cardExtents
    self.offset = offset
  }
}
