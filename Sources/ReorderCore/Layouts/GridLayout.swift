/// How a grid sizes its cells and counts its columns.
///
/// "Columns" are the lines of cells across the scroll axis: real columns in a vertical grid,
/// rows in a horizontal one.
public enum GridSizing: Sendable, Equatable {
  /// A fixed number of columns; the cell's extent across the axis follows the available width
  /// (`(W − (columns − 1) × item spacing) / columns`) and its extent along the axis is that times
  /// `aspectRatio`. In a vertical grid `aspectRatio` is height ÷ width; a horizontal grid is the
  /// same grid transposed, so there it is width ÷ height.
  case columns(Int, aspectRatio: Double)
  /// A fixed cell size (width and height as drawn); as many columns as fit with at least the
  /// item spacing between them, the spacing between columns growing to fill the width.
  case itemSize(Size)
}

/// The spacing between grid cells.
public struct GridSpacing: Sendable, Equatable {
  /// Between cells of one line, across the axis (UIKit's `minimumInteritemSpacing`). For
  /// ``GridSizing/itemSize(_:)`` grids this is the minimum; the actual spacing adapts.
  public var item: Double
  /// Between lines of cells, along the axis (UIKit's `minimumLineSpacing`).
  public var line: Double

  /// Creates a spacing.
  public init(item: Double = 0, line: Double = 0) {
    self.item = item
    self.line = line
  }
}

/// A grid section's description, for ``GridLayout/init(axis:sizing:spacing:sectionInset:viewportSize:contentInset:sections:)``.
public struct GridSection: Sendable, Equatable {
  /// The header's extent along the axis (0: no header).
  public var header: Double
  /// The number of items.
  public var itemCount: Int

  /// Creates a section description.
  public init(header: Double = 0, itemCount: Int) {
    self.header = header
    self.itemCount = itemCount
  }
}

/// A sectioned grid of equal cells. Vertical grids fill each row left to right, then the next
/// row; horizontal grids fill each column top to bottom, then the next column. Each section is,
/// along the axis: its header, the section inset's start, its lines of cells, the inset's end.
///
/// With W the cross extent less the section inset across the axis, and N columns:
/// - by column count, cell width = (W − (N − 1) × item spacing) / N, height = width × ratio;
/// - by cell size, N is the most columns that fit with at least the item spacing between them,
///   and the spacing between columns is (W − N × width) / (N − 1).
/// - Cell i of section s sits at column i mod N and line i / N:
///   across = inset.start-across + column × (width + column spacing),
///   along = section start + header + inset.start + line × (height + line spacing).
///
/// Storage is a few numbers per section; cells need no size, so a frame is O(1), a hit test is
/// O(log S) for S sections, and a drag needs no relayout (see ``Arrangement``: only the lifted
/// and slot sections change their item counts, which may add or remove a line and so shift the
/// sections after them). All frames and points are in **content** coordinates.
///
/// Clamps (documented outcomes, never a crash): a column count below 1 becomes 1; spacings,
/// insets, headers and sizes that are negative, NaN or infinite become 0; an aspect ratio that
/// is not a positive finite number becomes 1; a cell extent below 1 point (a viewport too small
/// for its columns, a zero item size) becomes 1 point; negative item counts become 0 and counts
/// past ``maximumItemCount`` are cut there. An item
/// size wider than the available width gives one column. Frames asked for a section out of range
/// are `Rect.zero`; an arrangement naming a section out of range counts as none.
public struct GridLayout: ReorderLayout, Sendable {
  /// The scroll axis.
  public let axis: Axis
  /// How the cells are sized.
  public let sizing: GridSizing
  /// The spacing as given (cleaned).
  public let spacing: GridSpacing
  /// The section inset, applied inside every section after its header.
  public let sectionInset: EdgeInsets
  /// The content's extent across the axis: the viewport's, less the content insets across it.
  public let crossExtent: Double
  /// The number of columns (cells per line across the axis), at least 1.
  public let columns: Int
  /// A cell's size as drawn (width, height).
  public let cellSize: Size
  /// The actual spacing between columns (equals `spacing.item` when sized by column count).
  public let columnSpacing: Double

  @usableFromInline var counts: [Int]

  /// The most items a section holds: 2^40 (2^24 where `Int` has 32 bits, as on wasm32). Grids
  /// keep no storage per item, so this only keeps the line arithmetic from overflowing; counts
  /// past it are cut there.
  public static let maximumItemCount = Int.bitWidth >= 64 ? 1 << 40 : 1 << 24
  @usableFromInline var headers: [Double]
  /// origins[s] is where section s starts along the axis (committed); count is S + 1.
  @usableFromInline var origins: [Double]
  @usableFromInline let cellAlong: Double
  @usableFromInline let cellAcross: Double
  @usableFromInline let rowPitch: Double
  @usableFromInline let columnPitch: Double
  @usableFromInline let insetStart: Double
  @usableFromInline let insetEnd: Double
  @usableFromInline let insetAcross: Double

  /// The largest column count a grid uses, whatever its sizes (keeps the arithmetic in range).
  public static let maximumColumns = 100_000

  /// Creates a grid layout.
  ///
  /// - Parameters:
  ///   - axis: the scroll axis (vertical: rows fill left to right; horizontal: columns fill top
  ///     to bottom).
  ///   - sizing: by column count or by cell size.
  ///   - spacing: item spacing (across the axis) and line spacing (along it).
  ///   - sectionInset: the inset of every section's cells, inside the section after its header.
  ///   - viewportSize: the visible area's size; only its extent across the axis is used.
  ///   - contentInset: the scroll view's content inset; its part across the axis is taken off
  ///     the width the grid fills.
  ///   - sections: each section's header extent and item count.
  /// - Complexity: O(S).
  public init(
    axis: Axis = .vertical,
    sizing: GridSizing,
    spacing: GridSpacing = GridSpacing(),
    sectionInset: EdgeInsets = .zero,
    viewportSize: Size,
    contentInset: EdgeInsets = .zero,
    sections: [GridSection]
  ) {
    self.axis = axis
    let spacing = GridSpacing(item: Self.clean(spacing.item), line: Self.clean(spacing.line))
    let inset = EdgeInsets(
      top: Self.clean(sectionInset.top), left: Self.clean(sectionInset.left),
      bottom: Self.clean(sectionInset.bottom), right: Self.clean(sectionInset.right))
    self.spacing = spacing
    self.sectionInset = inset
    let cross = Self.clean(
      Self.clean(viewportSize.across(axis)) - Self.clean(contentInset.acrossTotal(axis)))
    crossExtent = cross
    let available = max(0, cross - inset.acrossTotal(axis))
    var columns: Int
    var across: Double
    var along: Double
    var columnSpacing = spacing.item
    switch sizing {
    case .columns(let n, let ratio):
      columns = min(max(1, n), Self.maximumColumns)
      let r = ratio.isFinite && ratio > 0 ? ratio : 1
      across = Self.atLeastOne((available - Double(columns - 1) * spacing.item) / Double(columns))
      along = Self.atLeastOne(across * r)
      self.sizing = .columns(columns, aspectRatio: r)
    case .itemSize(let size):
      let clean = Size(
        width: Self.atLeastOne(Self.clean(size.width)),
        height: Self.atLeastOne(Self.clean(size.height)))
      across = clean.across(axis)
      along = clean.along(axis)
      // The tolerance keeps an exact fit (W = N × width + (N − 1) × spacing) from losing a
      // column to rounding.
      columns = Self.index(
        (available + spacing.item) / (across + spacing.item) + 1e-9, limit: Self.maximumColumns)
      columns = max(1, columns)
      if columns > 1 {
        columnSpacing = (available - Double(columns) * across) / Double(columns - 1)
      }
      self.sizing = .itemSize(clean)
    }
    self.columns = columns
    self.columnSpacing = columnSpacing
    cellAcross = across
    cellAlong = along
    cellSize = Size(along: along, across: across, axis: axis)
    rowPitch = along + spacing.line
    columnPitch = across + columnSpacing
    insetStart = inset.start(axis)
    insetEnd = inset.end(axis)
    insetAcross = axis == .vertical ? inset.left : inset.top
    counts = sections.map { min(max(0, $0.itemCount), Self.maximumItemCount) }
    headers = sections.map { Self.clean($0.header) }
    origins = []
    recomputeOrigins()
  }

  @inline(__always)
  static func clean(_ value: Double) -> Double {
    value.isFinite && value > 0 ? value : 0
  }

  @inline(__always)
  static func atLeastOne(_ value: Double) -> Double {
    value.isFinite && value > 1 ? value : 1
  }

  /// `floor(value)` as an index clamped to `-1...limit` (NaN gives -1), without trapping on
  /// values out of `Int`'s range.
  @inline(__always)
  static func index(_ value: Double, limit: Int) -> Int {
    guard value.isFinite else { return value == .infinity ? limit : -1 }
    if value < 0 { return -1 }
    if value >= Double(limit) { return limit }
    return Int(value)
  }

  private mutating func recomputeOrigins() {
    var result = [Double]()
    result.reserveCapacity(counts.count + 1)
    var running = 0.0
    for s in 0..<counts.count {
      result.append(running)
      running += sectionLength(s, count: counts[s])
    }
    result.append(running)
    origins = result
  }

  // MARK: Arithmetic

  /// The number of lines `count` cells take.
  @inline(__always)
  func lines(_ count: Int) -> Int { count <= 0 ? 0 : (count - 1) / columns + 1 }

  /// The extent along the axis of `count` cells' lines, without insets.
  @inline(__always)
  func linesExtent(_ count: Int) -> Double {
    let n = lines(count)
    return n == 0 ? 0 : Double(n) * cellAlong + Double(n - 1) * spacing.line
  }

  @inline(__always)
  func sectionLength(_ s: Int, count: Int) -> Double {
    headers[s] + insetStart + linesExtent(count) + insetEnd
  }

  /// The change of a section's length when its item count changes from committed to current.
  @inline(__always)
  func lengthDelta(_ s: Int, _ a: Arrangement) -> Double {
    let committed = counts[s]
    let current = a.currentCount(inSection: s, committedCount: committed)
    return current == committed ? 0 : linesExtent(current) - linesExtent(committed)
  }

  /// Where section `s` starts along the axis in arrangement `a` (s may be S: the content end).
  @inline(__always)
  func sectionOrigin(_ s: Int, _ a: Arrangement?) -> Double {
    if let a, let block = a.block {
      return blockSectionOrigin(s, a, block, withBlock: true)
    }
    // An arrangement that does not fit this layout (a section out of range) counts as none.
    guard let a, a.lifted.section != a.slot.section, a.lifted.section >= 0,
      a.lifted.section < counts.count, a.slot.section >= 0, a.slot.section < counts.count
    else { return origins[s] }
    var origin = origins[s]
    if s > a.lifted.section { origin += lengthDelta(a.lifted.section, a) }
    if s > a.slot.section { origin += lengthDelta(a.slot.section, a) }
    return origin
  }

  /// The change of a section's length along the axis once `removed` of its cells are lifted
  /// out in a block: the lines that empty (a negative number, or 0).
  ///
  /// - Complexity: O(1).
  public func lengthChange(ofSection section: Int, removing removed: Int) -> Double {
    guard section >= 0, section < counts.count else { return 0 }
    return linesExtent(max(0, counts[section] - removed)) - linesExtent(counts[section])
  }

  /// The engine's hook for ``lengthChange(ofSection:removing:)``.
  public func _lengthChange(ofSection section: Int, removing removed: Int) -> Double {
    lengthChange(ofSection: section, removing: removed)
  }

  /// Where section `s` starts along the axis with `block` lifted out: with the block's cells
  /// at the slot (`withBlock`), or with every section holding its rest only. The sections the
  /// block emptied lines of were measured when it was built (``ItemBlock/shrinkPrefix``).
  ///
  /// - Complexity: O(log m + log k) for the m sections the block's k items lie in.
  func blockSectionOrigin(_ s: Int, _ a: Arrangement, _ block: ItemBlock, withBlock: Bool)
    -> Double
  {
    let t = a.slot.section
    guard t >= 0, t < counts.count, block.paths[0].section >= 0,
      block.paths[block.count - 1].section < counts.count
    else { return origins[s] }
    var origin = origins[s] + block.shrink(before: s)
    if withBlock && t < s {
      let rest = max(0, counts[t] - block.count(inSection: t))
      origin += linesExtent(rest + block.count) - linesExtent(rest)
    }
    return origin
  }

  /// The number of cells in section `s`: its items in the current data, a block's cells all
  /// counted (a block stands in as many cells as it has items).
  @inline(__always)
  func currentCount(_ s: Int, _ a: Arrangement?) -> Int {
    guard let a else { return counts[s] }
    if let block = a.block {
      return counts[s] - block.count(inSection: s) + (s == a.slot.section ? block.count : 0)
    }
    return a.currentCount(inSection: s, committedCount: counts[s])
  }

  /// The cell that shows the item at `path` (current data): past a block's slot, positions
  /// stand `k − 1` cells further on.
  @inline(__always)
  func cellIndex(_ path: ItemPath, _ a: Arrangement?) -> Int {
    if let a, let block = a.block, path.section == a.slot.section, path.item > a.slot.item {
      return path.item + block.count - 1
    }
    return path.item
  }

  /// The position (current data) shown by cell `cell` of section `s`, or nil for a block's cell
  /// after its first (the whole block is the slot).
  @inline(__always)
  func position(ofCell cell: Int, inSection s: Int, _ a: Arrangement?) -> ItemPath? {
    if let a, let block = a.block, s == a.slot.section, cell > a.slot.item {
      if cell < a.slot.item + block.count { return nil }
      return ItemPath(section: s, item: cell - block.count + 1)
    }
    return ItemPath(section: s, item: cell)
  }

  /// Where section `s`'s first line starts along the axis.
  @inline(__always)
  func linesOrigin(_ s: Int, _ a: Arrangement?) -> Double {
    sectionOrigin(s, a) + headers[s] + insetStart
  }

  @inline(__always)
  func cellRect(along: Double, column: Int) -> Rect {
    Rect(
      origin: Point(
        along: along, across: insetAcross + Double(column) * columnPitch, axis: axis),
      size: cellSize)
  }

  // MARK: Committed geometry

  /// The number of sections.
  public var sectionCount: Int { counts.count }

  /// The number of items in `section` in the committed data; 0 for a section out of range.
  public func itemCount(inSection section: Int) -> Int {
    guard section >= 0 && section < counts.count else { return 0 }
    return counts[section]
  }

  /// The total number of items in the committed data.
  ///
  /// - Complexity: O(S).
  public var totalItemCount: Int { counts.reduce(0, +) }

  /// Grids let the floating copy follow the pointer in both directions.
  public var floatsAcrossAxis: Bool { true }

  /// The header extent of `section` along the axis.
  public func headerExtent(ofSection section: Int) -> Double {
    section >= 0 && section < headers.count ? headers[section] : 0
  }

  /// The content's extent along the axis for the committed data.
  public var contentLength: Double { origins[origins.count - 1] }

  /// The extent along the axis of a grid section holding `itemCount` cells: its header, the
  /// inset's start, the lines of cells with the line spacing between them, the inset's end. With
  /// a vertical grid this is the section's height.
  ///
  /// Bad values clamp as in the layout (columns below 1 count as 1; negative or non-finite
  /// extents as 0).
  ///
  /// - Parameters:
  ///   - itemCount: the number of cells.
  ///   - columns: cells per line.
  ///   - cellExtent: a cell's extent along the axis (its height in a vertical grid).
  ///   - lineSpacing: the spacing between lines.
  ///   - insetStart: the margin before the first line (top in a vertical grid).
  ///   - insetEnd: the margin after the last line.
  ///   - header: the header's extent.
  public static func length(
    itemCount: Int, columns: Int, cellExtent: Double, lineSpacing: Double,
    insetStart: Double = 0, insetEnd: Double = 0, header: Double = 0
  ) -> Double {
    let n = max(0, itemCount)
    let c = min(max(1, columns), maximumColumns)
    let lines = n == 0 ? 0 : (n - 1) / c + 1
    let cells =
      lines == 0 ? 0 : Double(lines) * clean(cellExtent) + Double(lines - 1) * clean(lineSpacing)
    return clean(header) + clean(insetStart) + cells + clean(insetEnd)
  }

  // MARK: ReorderLayout

  /// The content size for an arrangement: along the axis, every section's length (a move across
  /// sections can add or remove a line); across it, ``crossExtent``.
  ///
  /// - Complexity: O(1); O(log k) with a block of k items.
  public func contentSize(in arrangement: Arrangement?) -> Size {
    Size(along: sectionOrigin(counts.count, arrangement), across: crossExtent, axis: axis)
  }

  /// The frame of the item at `path` (current data), content coordinates: the cell at that
  /// position. In an arrangement the slot's frame is the gap's.
  ///
  /// - Complexity: O(1); O(log k) with a block of k items.
  public func frame(ofItemAt path: ItemPath, in arrangement: Arrangement?) -> Rect {
    guard path.section >= 0, path.section < counts.count else { return .zero }
    let cell = cellIndex(path, arrangement)
    let line = cell / columns
    let column = cell - line * columns
    let along = linesOrigin(path.section, arrangement) + Double(line) * rowPitch
    return cellRect(along: along, column: column)
  }

  /// The frame of a section's header, content coordinates; it spans the cross extent.
  ///
  /// - Complexity: O(1); O(log k) with a block of k items.
  public func headerFrame(ofSection section: Int, in arrangement: Arrangement?) -> Rect {
    guard section >= 0, section < counts.count else { return .zero }
    return Rect(
      origin: Point(along: sectionOrigin(section, arrangement), across: 0, axis: axis),
      size: Size(along: headers[section], across: crossExtent, axis: axis))
  }

  /// Grids have no footers: an empty frame at the section's end, content coordinates.
  ///
  /// - Complexity: O(1); O(log k) with a block of k items.
  public func footerFrame(ofSection section: Int, in arrangement: Arrangement?) -> Rect {
    guard section >= 0, section < counts.count else { return .zero }
    return Rect(
      origin: Point(along: sectionOrigin(section + 1, arrangement), across: 0, axis: axis),
      size: Size(along: 0, across: crossExtent, axis: axis))
  }

  /// What lies at `point` (content coordinates): a cell (`.gap` for the dragged item's slot), a
  /// header, or `.nothing` in the spacing between cells, in the insets, after a section's last
  /// cell and outside the content. The body of a section with no items (its insets) answers
  /// `.footer(section)`, so a drag can target an empty section there.
  ///
  /// - Complexity: O(log S); O(log S × log k) with a block of k items.
  public func hitTest(_ point: Point, in arrangement: Arrangement?) -> LayoutHit {
    let along = point.along(axis)
    let across = point.across(axis)
    // Across the axis only the cells bound the hits (a cell wider than the viewport, in a
    // one-column grid, stays hittable all along).
    guard along.isFinite, across.isFinite, counts.count > 0, along >= 0,
      along < sectionOrigin(counts.count, arrangement)
    else { return .nothing }
    let s =
      partitionPoint(0, counts.count) { sectionOrigin($0 + 1, arrangement) > along }
    guard s < counts.count else { return .nothing }
    let start = sectionOrigin(s, arrangement)
    if along < start + headers[s] { return .header(s) }
    let n = currentCount(s, arrangement)
    if n == 0 { return .footer(s) }
    let local = along - start - headers[s] - insetStart
    guard local >= 0 else { return .nothing }
    let line = Self.index(local / rowPitch, limit: Int.max / 2)
    guard line < lines(n), local - Double(line) * rowPitch < cellAlong else { return .nothing }
    let x = across - insetAcross
    guard x >= 0 else { return .nothing }
    let column = Self.index(x / columnPitch, limit: columns)
    guard column < columns, x - Double(column) * columnPitch < cellAcross else { return .nothing }
    let item = line * columns + column
    guard item < n else { return .nothing }
    guard let path = position(ofCell: item, inSection: s, arrangement) else {
      return .gap(arrangement?.slot ?? ItemPath(section: s, item: item))
    }
    if let a = arrangement, path == a.slot { return .gap(path) }
    return .item(path)
  }

  /// Calls `body` for every item (current data) whose frame meets `rect` (content
  /// coordinates), in data order, the gap included. Only the lines and columns that meet the
  /// rectangle are walked.
  ///
  /// - Complexity: O(log S + v) for v visible items (plus the sections the rectangle spans),
  ///   times O(log k) with a block of k items.
  public func forEachItem(
    in rect: Rect, in arrangement: Arrangement?, _ body: (ItemPath, Rect) -> Void
  ) {
    let lo = rect.minAlong(axis)
    let hi = rect.maxAlong(axis)
    let acrossLo = rect.origin.across(axis) - insetAcross
    let acrossHi = acrossLo + rect.size.across(axis)
    guard lo.isFinite, hi.isFinite, acrossLo.isFinite, acrossHi.isFinite, lo < hi,
      acrossLo < acrossHi, counts.count > 0
    else { return }
    // Columns meeting the rectangle: colStart < acrossHi and colStart + cellAcross > acrossLo.
    let firstColumn = max(0, Self.index((acrossLo - cellAcross) / columnPitch, limit: columns) + 1)
    var lastColumn = min(columns - 1, Self.index(acrossHi / columnPitch, limit: columns))
    if lastColumn >= 0 && Double(lastColumn) * columnPitch >= acrossHi { lastColumn -= 1 }
    guard firstColumn <= lastColumn else { return }
    var s = partitionPoint(0, counts.count) { sectionOrigin($0 + 1, arrangement) > lo }
    while s < counts.count {
      let origin = linesOrigin(s, arrangement)
      if sectionOrigin(s, arrangement) >= hi { return }
      let n = currentCount(s, arrangement)
      let lineCount = lines(n)
      var line = max(0, Self.index((lo - origin - cellAlong) / rowPitch, limit: lineCount) + 1)
      while line < lineCount {
        let along = origin + Double(line) * rowPitch
        if along >= hi { return }
        if along + cellAlong > lo {
          let base = line * columns
          var column = firstColumn
          while column <= lastColumn && base + column < n {
            if let path = position(ofCell: base + column, inSection: s, arrangement) {
              body(path, cellRect(along: along, column: column))
            }
            column += 1
          }
        }
        line += 1
      }
      s += 1
    }
  }

  /// The insertion slots around `position` (content coordinates along the axis) for the item
  /// lifted in `arrangement`, in reading order. A grid's slot boundary is the start of the line
  /// the gap would sit in, so `before` is the last slot whose line starts at or before
  /// `position` and `after` the first slot whose line starts at or after it: exactly on a line's
  /// start, the line's last and first slots (boundaries are taken with the lifted item out, so
  /// a drag never changes them). A position within a few ulps of a boundary counts as on it
  /// (the floating copy's edge, the pointer less the grab offset, is rounded). A section's end
  /// slot that opens a new line has its boundary a line spacing past the section's last line,
  /// possibly past the next sections' starts; `after` is still the first slot in reading order
  /// at or after `position`.
  ///
  /// This is what the session's `edgeCrossing` rule reads; in a grid it therefore moves the item
  /// a line at a time (to the end of a line going forward, its start going back). Grid hosts
  /// (``GridEditingSession``) run `edgeCrossing` as `center` instead.
  ///
  /// - Complexity: O(log S + e), plus a factor O(log k) with a block of k items, for the e
  ///   sections whose lines end within a line spacing before `position` (usually none or one).
  public func insertionSlots(around position: Double, in a: Arrangement) -> (
    before: ItemPath?, after: ItemPath?
  ) {
    guard counts.count > 0, position.isFinite else { return (nil, nil) }
    // Removed space: every section holds its items less the lifted one.
    let removed = Arrangement(lifted: a.lifted, slot: a.lifted)
    func count(_ s: Int) -> Int { a.countWithoutLifted(inSection: s, committedCount: counts[s]) }
    func origin(_ s: Int) -> Double {
      if let block = a.block { return blockSectionOrigin(s, a, block, withBlock: false) }
      // Sections after the lifted one start earlier when its last line empties.
      var o = sectionOrigin(s, removed)
      if s > a.lifted.section {
        o += linesExtent(count(a.lifted.section)) - linesExtent(counts[a.lifted.section])
      }
      return o
    }
    // A slot's gap starts at its line's start; each side is searched on its own, so a position
    // on a boundary shared by several slots (a whole line, or a section's end and the next
    // section's start) finds the first and the last of them.
    func boundary(_ s: Int, _ i: Int) -> Double {
      origin(s) + headers[s] + insetStart + Double(i / columns) * rowPitch
    }
    // The floating copy's edge is the pointer less the grab offset, which rounding can leave a
    // few ulps off the line start the cell was lifted from: that close, it counts as on it.
    let slack = (abs(position) + cellAlong).ulp * 16
    let low = position - slack
    let high = position + slack
    var before: ItemPath?
    let sb = partitionPoint(0, counts.count) { boundary($0, 0) > high }
    if sb > 0 {
      let s = sb - 1
      let n = count(s)
      let i = partitionPoint(0, n + 1) { boundary(s, $0) > high } - 1
      before = ItemPath(section: s, item: max(0, i))
    }
    // Boundaries rise in reading order except at a section's end slot when that slot opens a
    // new line: its gap starts a line spacing past the section's last line, which may be past
    // the next sections' starts. The search runs over the other slots (whose boundaries rise),
    // then looks back for such an end slot among the sections whose lines end at most a line
    // spacing before `position`.
    func opensLine(_ n: Int) -> Bool { n > 0 && n % columns == 0 }
    var after: ItemPath?
    let sa = partitionPoint(0, counts.count) {
      let n = count($0)
      return boundary($0, opensLine(n) ? n - 1 : n) >= low
    }
    if sa < counts.count {
      let n = count(sa)
      let i = partitionPoint(0, n + 1) { boundary(sa, $0) >= low }
      after = ItemPath(section: sa, item: min(n, i))
    }
    func linesEnd(_ s: Int) -> Double {
      origin(s) + headers[s] + insetStart + linesExtent(count(s))
    }
    var t = partitionPoint(0, sa) { linesEnd($0) + spacing.line >= low - slack }
    while t < sa {
      let n = count(t)
      if opensLine(n) && boundary(t, n) >= low {
        after = ItemPath(section: t, item: n)
        break
      }
      t += 1
    }
    return (before, after)
  }

  // MARK: Committing

  /// Commits a move: one item fewer in the source section, one more in the destination's.
  ///
  /// - Complexity: O(S).
  public mutating func commitMove(from source: ItemPath, to destination: ItemPath) {
    guard source.section != destination.section,
      source.section >= 0, source.section < counts.count,
      destination.section >= 0, destination.section < counts.count
    else { return }
    counts[source.section] -= 1
    counts[destination.section] += 1
    recomputeOrigins()
  }

  /// Commits a multi-item drop: each section loses the block's items in it, the slot's
  /// section gains them all.
  ///
  /// - Complexity: O(S + k).
  public mutating func commitBlock(_ block: ItemBlock, to slot: ItemPath) {
    _commitBlock(block, to: slot)
  }

  /// The engine's hook for ``commitBlock(_:to:)``.
  public mutating func _commitBlock(_ block: ItemBlock, to slot: ItemPath) {
    guard slot.section >= 0, slot.section < counts.count else { return }
    for p in block.paths where p.section >= 0 && p.section < counts.count {
      counts[p.section] -= 1
    }
    counts[slot.section] += block.count
    recomputeOrigins()
  }

  /// Commits an exchange: cells are all alike, so nothing changes.
  public mutating func commitSwap(_ first: ItemPath, _ second: ItemPath) {}

  /// Removes an empty section (a non-empty one is left alone).
  ///
  /// - Complexity: O(S).
  public mutating func removeSection(_ section: Int) {
    guard section >= 0, section < counts.count, counts[section] == 0 else { return }
    counts.remove(at: section)
    headers.remove(at: section)
    recomputeOrigins()
  }
}
