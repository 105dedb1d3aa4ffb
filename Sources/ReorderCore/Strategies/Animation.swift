/// An easing curve: maps linear progress (0...1) to eased progress. Values outside 0...1 are
/// allowed (a custom spring may overshoot); input is clamped to 0...1 first.
public struct AnimationCurve: Sendable {
  /// The curve kinds. Internal: the static members are the API, so a new kind breaks no
  /// client's `switch`.
  @usableFromInline enum Kind: Sendable {
    /// Eased progress equals linear progress.
    case linear
    /// A CSS / Core Animation cubic Bézier from (0, 0) to (1, 1) with control points
    /// (x1, y1) and (x2, y2); x1 and x2 are clamped to 0...1 so time stays monotonic.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A custom function of linear progress; a non-finite answer counts as 1 (finished).
    case custom(@Sendable (Double) -> Double)
  }

  /// The kind.
  @usableFromInline var kind: Kind

  /// Creates a curve of `kind`.
  @usableFromInline init(_ kind: Kind) { self.kind = kind }

  /// No easing.
  public static let linear = AnimationCurve(.linear)
  /// Slow start: Core Animation's ease-in, (0.42, 0) (1, 1).
  public static let easeIn = cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
  /// Slow end: Core Animation's ease-out, (0, 0) (0.58, 1).
  public static let easeOut = cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
  /// Slow start and end: Core Animation's ease-in-ease-out, (0.42, 0) (0.58, 1), UIKit's
  /// default for view animations.
  public static let easeInOut = cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

  /// A cubic Bézier timing curve with control points (x1, y1) and (x2, y2).
  public static func cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    -> AnimationCurve
  {
    AnimationCurve(.cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2))
  }

  /// A custom curve.
  public static func custom(_ curve: @escaping @Sendable (Double) -> Double) -> AnimationCurve {
    AnimationCurve(.custom(curve))
  }

  /// The eased progress at linear `progress` (clamped to 0...1; NaN counts as 0). Every curve
  /// gives exactly 0 at 0 and exactly 1 at 1.
  public func value(at progress: Double) -> Double {
    let x = progress.isNaN ? 0 : min(1, max(0, progress))
    if x == 0 { return 0 }
    if x == 1 { return 1 }
    switch kind {
    case .linear:
      return x
    case .cubicBezier(let x1, let y1, let x2, let y2):
      return Self.bezier(x, x1: x1, y1: y1, x2: x2, y2: y2)
    case .custom(let f):
      let y = f(x)
      return y.isFinite ? y : 1
    }
  }

  /// Solves the Bézier's x(s) = x for s (Newton's method, bisection when it stalls) and returns
  /// y(s). Accurate to about 1e-9.
  static func bezier(_ x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
    let cx1 = x1.isFinite ? min(1, max(0, x1)) : 0
    let cx2 = x2.isFinite ? min(1, max(0, x2)) : 1
    let cy1 = y1.isFinite ? y1 : 0
    let cy2 = y2.isFinite ? y2 : 1
    // Polynomial coefficients: b(s) = ((a s + b) s + c) s.
    let cx = 3 * cx1
    let bx = 3 * (cx2 - cx1) - cx
    let ax = 1 - cx - bx
    let cy = 3 * cy1
    let by = 3 * (cy2 - cy1) - cy
    let ay = 1 - cy - by
    func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }
    var s = x
    for _ in 0..<8 {
      let error = sampleX(s) - x
      if abs(error) < 1e-12 { return sampleY(s) }
      let d = slopeX(s)
      if abs(d) < 1e-9 { break }
      s -= error / d
    }
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<60 {
      let value = sampleX(s)
      if abs(value - x) < 1e-12 { break }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return sampleY(s)
  }
}

/// How long an animation takes and how it eases.
public struct AnimationTiming: Sendable {
  /// The duration in seconds; negative or non-finite durations count as 0 (no animation).
  public var duration: Double
  /// The easing curve.
  public var curve: AnimationCurve

  /// Creates a timing.
  public init(duration: Double, curve: AnimationCurve = .easeInOut) {
    self.duration = duration
    self.curve = curve
  }

  /// No animation: the end state at once.
  public static let immediate = AnimationTiming(duration: 0, curve: .linear)

  /// The duration as used: 0 when negative or not finite.
  @inlinable
  public var effectiveDuration: Double { duration.isFinite && duration > 0 ? duration : 0 }

  /// The eased progress `elapsed` seconds after the start: 0 before it, 1 from the end on.
  public func progress(elapsed: Double) -> Double {
    if elapsed.isNaN || elapsed < 0 { return 0 }
    let d = effectiveDuration
    if d == 0 || elapsed >= d { return 1 }
    return curve.value(at: elapsed / d)
  }

  /// Whether the animation has finished `elapsed` seconds after its start.
  public func isFinished(elapsed: Double) -> Bool {
    !elapsed.isNaN && elapsed >= effectiveDuration
  }
}

/// The durations and curves of a drag's animations. Every animation is a pure function of time,
/// evaluated by ``DragSession/renderState(at:)``.
public struct DragAnimation: Sendable {
  /// The lift: the floating copy moves from the item's slot to its place under the pointer and
  /// takes on the snapshot style's appearance.
  public var lift: AnimationTiming
  /// Displacement: items slide to open the gap after each change of the slot.
  public var displacement: AnimationTiming
  /// The drop: the floating copy settles into its final slot and returns to the resting
  /// appearance.
  public var drop: AnimationTiming
  /// The cancel-return: the floating copy flies back to where the drag began.
  public var cancel: AnimationTiming

  /// Creates a set of timings; every argument has the default's value.
  public init(
    lift: AnimationTiming = AnimationTiming(duration: 0.25, curve: .easeInOut),
    displacement: AnimationTiming = AnimationTiming(duration: 0.2, curve: .easeInOut),
    drop: AnimationTiming = AnimationTiming(duration: 0.25, curve: .easeOut),
    cancel: AnimationTiming = AnimationTiming(duration: 0.25, curve: .easeInOut)
  ) {
    self.lift = lift
    self.displacement = displacement
    self.drop = drop
    self.cancel = cancel
  }

  /// Lift 0.25 s ease-in-out, displacement 0.2 s ease-in-out, drop 0.25 s ease-out,
  /// cancel-return 0.25 s ease-in-out.
  public static let `default` = DragAnimation()

  /// No animations: every state change shows at once.
  public static let none = DragAnimation(
    lift: .immediate, displacement: .immediate, drop: .immediate, cancel: .immediate)
}
