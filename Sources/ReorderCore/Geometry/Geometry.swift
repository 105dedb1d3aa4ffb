/// The scroll axis of a layout: the axis along which items follow each other and content scrolls.
public enum Axis: Sendable, Equatable {
  /// Items stack top to bottom; the content scrolls along y.
  case vertical
  /// Items stack left to right; the content scrolls along x.
  case horizontal
}

/// What ``Point`` and ``Size`` share: a horizontal and a vertical component (x and y, width and
/// height), read and built along and across an ``Axis``.
public protocol AxisComponents: Sendable, Equatable {
  /// The horizontal component (x or width).
  var horizontal: Double { get }
  /// The vertical component (y or height).
  var vertical: Double { get }
  /// Creates a value from its horizontal and vertical components.
  init(horizontal: Double, vertical: Double)
}

extension AxisComponents {
  /// The component along `axis` (the vertical one for vertical, the horizontal one for
  /// horizontal): a point's y or x, a size's height or width.
  @inlinable
  public func along(_ axis: Axis) -> Double { axis == .vertical ? vertical : horizontal }

  /// The component across `axis` (the horizontal one for vertical): a point's x or y, a size's
  /// width or height.
  @inlinable
  public func across(_ axis: Axis) -> Double { axis == .vertical ? horizontal : vertical }

  /// Builds a value from its component along `axis` and the one across it.
  @inlinable
  public init(along: Double, across: Double, axis: Axis) {
    if axis == .vertical {
      self.init(horizontal: across, vertical: along)
    } else {
      self.init(horizontal: along, vertical: across)
    }
  }

  /// Zero in both components: the origin, the empty size.
  @inlinable
  public static var zero: Self { Self(horizontal: 0, vertical: 0) }
}

/// A point in points. Whether it is in viewport or content coordinates is said by each API that
/// takes or returns one.
public struct Point: AxisComponents {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// Creates a point from its x (`horizontal`) and y (`vertical`).
  @inlinable
  public init(horizontal: Double, vertical: Double) { self.init(x: horizontal, y: vertical) }
  /// The x coordinate.
  @inlinable
  public var horizontal: Double { x }
  /// The y coordinate.
  @inlinable
  public var vertical: Double { y }

  /// Whether both coordinates are finite (neither NaN nor infinite).
  @inlinable
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// Component-wise sum.
  @inlinable
  public static func + (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  /// Component-wise difference.
  @inlinable
  public static func - (lhs: Point, rhs: Point) -> Point {
    Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }
}

/// A size in points.
public struct Size: AxisComponents {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size.
  @inlinable
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Creates a size from its width (`horizontal`) and height (`vertical`).
  @inlinable
  public init(horizontal: Double, vertical: Double) {
    self.init(width: horizontal, height: vertical)
  }
  /// The width.
  @inlinable
  public var horizontal: Double { width }
  /// The height.
  @inlinable
  public var vertical: Double { height }
}

/// A rectangle in points: an origin (its top-left corner) and a size. Whether it is in viewport
/// or content coordinates is said by each API that takes or returns one.
public struct Rect: Sendable, Equatable {
  /// The top-left corner.
  public var origin: Point
  /// The extent.
  public var size: Size

  /// Creates a rectangle from its top-left corner and size.
  @inlinable
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from coordinates.
  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// The smallest x.
  @inlinable
  public var minX: Double { origin.x }
  /// The smallest y.
  @inlinable
  public var minY: Double { origin.y }
  /// The largest x (exclusive edge).
  @inlinable
  public var maxX: Double { origin.x + size.width }
  /// The largest y (exclusive edge).
  @inlinable
  public var maxY: Double { origin.y + size.height }
  /// The centre point.
  @inlinable
  public var center: Point { Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2) }

  /// The leading coordinate along `axis` (minY for vertical, minX for horizontal).
  @inlinable
  public func minAlong(_ axis: Axis) -> Double { origin.along(axis) }
  /// The trailing coordinate along `axis`.
  @inlinable
  public func maxAlong(_ axis: Axis) -> Double { origin.along(axis) + size.along(axis) }

  /// Whether `point` lies inside, with the leading edges inclusive and trailing edges exclusive.
  /// An empty rectangle contains nothing.
  @inlinable
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether the two rectangles overlap with a non-empty intersection.
  @inlinable
  public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// The rectangle moved by `delta`.
  @inlinable
  public func offsetBy(_ delta: Point) -> Rect {
    Rect(origin: origin + delta, size: size)
  }
}

/// Insets on four sides, as `UIEdgeInsets` has them.
public struct EdgeInsets: Sendable, Equatable {
  /// Inset from the top edge.
  public var top: Double
  /// Inset from the left edge.
  public var left: Double
  /// Inset from the bottom edge.
  public var bottom: Double
  /// Inset from the right edge.
  public var right: Double

  /// Creates insets.
  @inlinable
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = EdgeInsets()

  /// The inset at the start of `axis` (top for vertical, left for horizontal).
  @inlinable
  public func start(_ axis: Axis) -> Double { axis == .vertical ? top : left }
  /// The inset at the end of `axis` (bottom for vertical, right for horizontal).
  @inlinable
  public func end(_ axis: Axis) -> Double { axis == .vertical ? bottom : right }
  /// The sum of the insets across `axis` (left + right for vertical).
  @inlinable
  public func acrossTotal(_ axis: Axis) -> Double {
    axis == .vertical ? left + right : top + bottom
  }
}

/// A position in sectioned data: a section and an item within it, as `IndexPath(item:section:)`.
///
/// Whether it counts positions in the data before or after a move is said by each API.
/// Positions order by section, then item.
public struct ItemPath: Sendable, Hashable, Comparable {
  /// The section index.
  public var section: Int
  /// The item index within the section.
  public var item: Int

  /// Creates a position.
  @inlinable
  public init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  /// Orders by section, then item.
  @inlinable
  public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
  }
}

/// Returns the first index in `lo..<hi` for which `isAfter` is true, or `hi` when there is none.
/// `isAfter` must be false for a prefix of the range and true for the rest.
///
/// - Complexity: O(log(hi - lo)) calls of `isAfter`.
@inlinable @inline(__always)
func partitionPoint(_ lo: Int, _ hi: Int, _ isAfter: (Int) -> Bool) -> Int {
  var low = lo
  var high = hi
  while low < high {
    let mid = low + (high - low) / 2
    if isAfter(mid) {
      high = mid
    } else {
      low = mid + 1
    }
  }
  return low
}

/// Where, in `0..<count`, a position `offset` into a run of `count` entries `length` long would
/// fall if the entries were all alike: the starting guess of a search over prefix sums (items
/// of similar extents, sections of similar lengths). Any offset gives an index in range; a
/// non-finite or empty run gives 0.
@inlinable
@inline(__always)
func guess(_ offset: Double, of length: Double, count: Int) -> Int {
  guard count > 1, length > 0, offset > 0 else { return 0 }
  let fraction = offset / length
  guard fraction < 1 else { return count - 1 }
  return Int(fraction * Double(count))
}

/// ``partitionPoint(_:_:_:)`` started from a guess: the first index in `lo..<hi` for which
/// `isAfter` is true, or `hi`, found by doubling steps away from `near` and then halving. The
/// answer is the same as the plain search's (`isAfter` must be false for a prefix of the range
/// and true for the rest); a good guess costs O(log d) calls for an answer d places away,
/// touching memory near the guess (fewer cache misses over long prefix sums).
///
/// - Complexity: O(log(hi − lo)) calls of `isAfter` in the worst case.
@inlinable
@inline(__always)
func partitionPoint(_ lo: Int, _ hi: Int, near: Int, _ isAfter: (Int) -> Bool) -> Int {
  guard lo < hi else { return lo }
  var known = min(max(near, lo), hi - 1)
  var step = 1
  if isAfter(known) {
    // The answer is in lo...known.
    while true {
      let probe = known - step
      if probe < lo { return partitionPoint(lo, known, isAfter) }
      if !isAfter(probe) { return partitionPoint(probe + 1, known, isAfter) }
      known = probe
      step &*= 2
    }
  }
  // The answer is in known + 1...hi.
  while true {
    let probe = known + step
    if probe >= hi { return partitionPoint(known + 1, hi, isAfter) }
    if isAfter(probe) { return partitionPoint(known + 1, probe, isAfter) }
    known = probe
    step &*= 2
  }
}

/// Moves entry `from` of the run whose prefix sums are `sums` (entry `i` spans
/// `sums[i]..<sums[i + 1]`) to index `to`, the entries between closing up or opening by its
/// extent: the boundaries between are rewritten in place, so nothing is allocated.
///
/// - Complexity: O(|to − from|).
@inlinable
func movePrefixSumEntry(_ sums: inout [Double], from: Int, to: Int) {
  guard from != to else { return }
  let e = sums[from + 1] - sums[from]
  sums.withUnsafeMutableBufferPointer { sums in
    if from < to {
      for k in (from + 1)...to { sums[k] = sums[k + 1] - e }
    } else {
      for k in stride(from: from, through: to + 1, by: -1) { sums[k] = sums[k - 1] + e }
    }
  }
}
