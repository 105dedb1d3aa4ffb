/// A corner of a cell, for its editing button. Leading is top-left and trailing top-right
/// (left-to-right layouts; a right-to-left host mirrors the choice itself).
public enum EditingCorner: Sendable, Equatable {
  /// The top-left corner.
  case leading
  /// The top-right corner.
  case trailing
}

/// A cell's corner button in editing mode (a delete button, say): which corner, how big it
/// is drawn, and how big an area answers a tap. Both are centred on the cell's corner, so half
/// the button lies outside the cell.
public struct CornerButton: Sendable, Equatable {
  /// The corner the button sits on.
  public var corner: EditingCorner
  /// The drawn size.
  public var size: Size
  /// The size of the area that answers taps, centred on the same point (never smaller than
  /// `size`).
  public var hitSize: Size

  /// Creates a corner button.
  ///
  /// - Parameters:
  ///   - corner: the corner it sits on.
  ///   - size: its drawn size.
  ///   - hitSize: the tap area's size; `nil` or smaller than `size` means `size`.
  public init(corner: EditingCorner = .leading, size: Size, hitSize: Size? = nil) {
    self.corner = corner
    self.size = size
    let hit = hitSize ?? size
    self.hitSize = Size(width: max(hit.width, size.width), height: max(hit.height, size.height))
  }

  /// The point the button is centred on, for a cell whose frame is `cell`.
  public func center(inCell cell: Rect) -> Point {
    Point(x: corner == .leading ? cell.minX : cell.maxX, y: cell.minY)
  }

  /// The drawn frame for a cell whose frame is `cell` (same coordinate space as `cell`).
  public func frame(inCell cell: Rect) -> Rect {
    Self.centered(size, on: center(inCell: cell))
  }

  /// The tap area for a cell whose frame is `cell` (same coordinate space as `cell`).
  public func hitFrame(inCell cell: Rect) -> Rect {
    Self.centered(hitSize, on: center(inCell: cell))
  }

  static func centered(_ size: Size, on point: Point) -> Rect {
    Rect(
      origin: Point(x: point.x - size.width / 2, y: point.y - size.height / 2), size: size)
  }
}

/// The host's per-cell say over editing mode. Every question is asked when it matters, by the
/// cell's position in the data as the data source holds it at that moment (during a live-commit
/// drag, the current position), so answers never go stale after a reorder.
///
/// `canMoveItem(at:)` and `targetIndexPath(forMoveFrom:at:proposed:)` come from ``DragPolicy``.
public protocol GridEditingPolicy: DragPolicy {
  /// Whether the cell at `path` is editable: it shows its corner button in editing mode.
  func canEditItem(at path: ItemPath) -> Bool
  /// Whether the cell at `path` jiggles in editing mode.
  func canShakeItem(at path: ItemPath) -> Bool
  /// The factor by which the cell at `path` scales up while it is held (dragged).
  func editingScale(ofItemAt path: ItemPath) -> Double
  /// The corner button of the cell at `path` in editing mode, or `nil` for none.
  func cornerButton(ofItemAt path: ItemPath) -> CornerButton?
}

extension GridEditingPolicy {
  /// Every cell is editable by default.
  public func canEditItem(at path: ItemPath) -> Bool { true }
  /// Every cell jiggles by default.
  public func canShakeItem(at path: ItemPath) -> Bool { true }
  /// Held cells scale up by 1.2 by default.
  public func editingScale(ofItemAt path: ItemPath) -> Double { 1.2 }
  /// No corner button by default.
  public func cornerButton(ofItemAt path: ItemPath) -> CornerButton? { nil }
}

/// The editing policy that allows everything and shows no corner buttons.
public struct DefaultGridEditingPolicy: GridEditingPolicy, Sendable {
  /// Creates the policy.
  public init() {}
}

/// The jiggle of cells in editing mode: a rotation swinging between `-amplitude` and
/// `+amplitude` once per `period`, each cell at its own phase so they do not move in lockstep.
public struct Jiggle: Sendable, Equatable {
  /// The largest rotation, in radians (3° by default).
  public var amplitude: Double
  /// The time of one full swing, in seconds.
  public var period: Double

  /// 3°, in radians.
  public static let threeDegrees = 3 * Double.pi / 180

  /// Creates a jiggle. Amplitudes and periods that are not finite fall back to the defaults;
  /// a period of zero or less stops the swing (the angle stays at the phase's start, 0).
  public init(amplitude: Double = Jiggle.threeDegrees, period: Double = 0.25) {
    self.amplitude = amplitude.isFinite ? amplitude : Jiggle.threeDegrees
    self.period = period.isFinite ? period : 0.25
  }

  /// The phase of a cell, a fraction of a period in `0..<1`, from a seed that stays with the
  /// cell (for instance its identity's hash). Different seeds spread over the period.
  public static func phase(forSeed seed: UInt64) -> Double {
    // The first draw of a SplitMix64 seeded with `seed`: nearby seeds land far apart.
    var source = SplitMix64(seed: seed)
    return source.unit()
  }

  /// The rotation, in radians, of a cell with phase seed `seed` at `time` (seconds): amplitude ×
  /// sin(2π × (time / period + phase)). A non-finite time gives 0.
  public func angle(at time: Double, seed: UInt64) -> Double {
    guard time.isFinite, period > 0 else { return 0 }
    return amplitude * Self.sine(turns: time / period + Self.phase(forSeed: seed))
  }

  /// sin(2π × turns), without Foundation: reduced to a quarter turn, then a Taylor polynomial
  /// (error below 1e-7).
  static func sine(turns: Double) -> Double {
    // The fractional part, without libm's floor (Embedded Swift links no libm); doubles of
    // 2^52 and above are whole numbers.
    var f = 0.0
    if turns.magnitude < 4_503_599_627_370_496 {
      var whole = Double(Int64(turns))
      if whole > turns { whole -= 1 }
      f = turns - whole
    }
    if f >= 0.5 { f -= 1 }
    if f > 0.25 {
      f = 0.5 - f
    } else if f < -0.25 {
      f = -0.5 - f
    }
    let x = 2 * Double.pi * f
    let x2 = x * x
    var term = x
    var sum = x
    var k = 1.0
    for _ in 0..<6 {
      term *= -x2 / ((2 * k) * (2 * k + 1))
      sum += term
      k += 1
    }
    return sum
  }
}
