/// What an auto-scroll strategy sees for one stretch of time. Coordinates along the axis are in
/// **viewport** coordinates unless said otherwise; times are seconds from events.
///
/// The session asks once per stretch during which the pointer held still: from the previous
/// tick (or pointer event) to this tick (or pointer event). Over that stretch the floating
/// copy's viewport position is constant, so a strategy that integrates its speed over
/// `previousTime...time` exactly gives the same total however the stretch is cut into ticks.
public struct AutoScrollContext: Sendable, Equatable {
  /// The viewport's extent along the axis.
  public var viewportLength: Double
  /// The content inset at the start of the axis (top or left).
  public var insetStart: Double
  /// The content inset at the end of the axis (bottom or right).
  public var insetEnd: Double
  /// The floating copy's leading edge, viewport coordinates along the axis.
  public var floatingStart: Double
  /// The floating copy's trailing edge, viewport coordinates along the axis.
  public var floatingEnd: Double
  /// The content offset along the axis now.
  public var contentOffset: Double
  /// The smallest content offset along the axis.
  public var minOffset: Double
  /// The largest content offset along the axis.
  public var maxOffset: Double
  /// The start of the stretch: the time up to which scrolling has been accounted (the previous
  /// tick or pointer event, or the drag's start for the first stretch).
  public var previousTime: Double
  /// The end of the stretch.
  public var time: Double
  /// When the drag began.
  public var dragStartTime: Double

  /// Creates a context (strategies under test; the session builds its own).
  @inlinable
  public init(
    viewportLength: Double, insetStart: Double = 0, insetEnd: Double = 0,
    floatingStart: Double, floatingEnd: Double, contentOffset: Double = 0,
    minOffset: Double = 0, maxOffset: Double = 0,
    previousTime: Double, time: Double, dragStartTime: Double = 0
  ) {
    self.viewportLength = viewportLength
    self.insetStart = insetStart
    self.insetEnd = insetEnd
    self.floatingStart = floatingStart
    self.floatingEnd = floatingEnd
    self.contentOffset = contentOffset
    self.minOffset = minOffset
    self.maxOffset = maxOffset
    self.previousTime = previousTime
    self.time = time
    self.dragStartTime = dragStartTime
  }

  /// The floating copy's centre along the axis, viewport coordinates.
  @inlinable
  public var floatingCenter: Double { (floatingStart + floatingEnd) / 2 }

  /// The start of the visible area along the axis (the start inset), viewport coordinates.
  @inlinable
  public var visibleStart: Double { insetStart }

  /// The end of the visible area along the axis (the viewport's extent less the end inset),
  /// viewport coordinates.
  @inlinable
  public var visibleEnd: Double { viewportLength - insetEnd }

  /// The length of the stretch in seconds (0 when time did not advance).
  @inlinable
  public var duration: Double {
    let dt = time - previousTime
    return dt.isFinite && dt > 0 ? dt : 0
  }
}

/// What a strategy remembers between stretches of one drag (for ramps). Reset when a drag
/// begins.
public struct AutoScrollMemory: Sendable, Equatable {
  /// When the floating copy entered the current scroll zone, if it is in one.
  public var zoneEnteredAt: Double?
  /// Which zone it is in: -1 the start zone, +1 the end zone, 0 none.
  public var zoneSide: Int
  /// Whether the drag began inside a scroll zone: such a drag ramps in from zero, as
  /// react-beautiful-dnd damps it, instead of shooting off at once.
  public var startedInZone: Bool
  /// Whether this is the first stretch of the drag.
  public var isFirstTick: Bool

  /// The memory at the start of a drag.
  @inlinable
  public init() {
    zoneEnteredAt = nil
    zoneSide = 0
    startedInZone = false
    isFirstTick = true
  }
}

/// A custom auto-scroll strategy, for hosts that want a type rather than a closure (wrap it with
/// `AutoScroll.custom(_:)`).
public protocol AutoScrollStrategy: Sendable {
  /// The change of the content offset along the axis over the stretch `context` describes
  /// (negative: towards the start). Integrate the speed over
  /// `context.previousTime...context.time`; do not multiply a speed read at one instant by
  /// the stretch's length unless the speed depends on position only. The session clamps the
  /// result to the offset bounds.
  func offsetDelta(_ context: AutoScrollContext, memory: inout AutoScrollMemory) -> Double
}

/// How the content scrolls while the floating copy is near an edge. Speeds are in points per
/// **second**, and each stretch of time is integrated exactly, so ticks at 30, 60 or 120 Hz give
/// the same offsets.
///
/// Every strategy stops exactly at the content's ends and never scrolls content that fits (the
/// session clamps to ``Viewport/offsetBounds(contentLength:axis:)``). Zones are measured from
/// the **visible** edges: the viewport's edges moved in by the content insets.
public struct AutoScroll: Sendable, AutoScrollStrategy {
  /// The strategy kinds. Internal: the static members are the API, so a new kind breaks no
  /// client's `switch`.
  @usableFromInline enum Kind: Sendable {
    /// Never scrolls.
    case none
    /// Scrolls at `speed` points per second while the floating copy's frame crosses the visible
    /// edge (insets respected).
    case constant(speed: Double)
    /// Within a band of `edge` points inside the visible edge, scrolls at
    /// `maxSpeed × depth / edge` points per second, the depth being how far the floating copy's
    /// centre has entered the band (capped at `edge`).
    case proportional(edge: Double, maxSpeed: Double)
    /// As `proportional`, times a ramp in the time held in the zone: the speed is
    /// `maxSpeed × (depth / edge) × min(1, held / rampTime)²`, as ItemTouchHelper ramps with
    /// depth and time. A drag that begins inside a zone counts as entering it at its start, so
    /// it ramps in from zero (react-beautiful-dnd) instead of shooting off.
    case accelerating(edge: Double, maxSpeed: Double, rampTime: Double)
    /// A custom strategy: returns the offset change over a stretch (see
    /// ``AutoScrollStrategy/offsetDelta(_:memory:)``).
    case custom(@Sendable (AutoScrollContext, inout AutoScrollMemory) -> Double)
  }

  /// The kind.
  @usableFromInline var kind: Kind

  /// Creates a strategy of `kind`.
  @usableFromInline init(_ kind: Kind) { self.kind = kind }

  /// No auto-scroll.
  public static let none = AutoScroll(.none)

  /// A fixed speed (points per second) once the floating copy's frame crosses the visible edge.
  public static func constant(speed: Double) -> AutoScroll { AutoScroll(.constant(speed: speed)) }

  /// A speed proportional to the floating copy centre's depth in an edge band of `edge` points;
  /// `maxSpeed` (points per second) at full depth. The defaults are 1200 pt/s (20 points per
  /// 60 Hz frame) over a 60 pt band.
  public static func proportional(edge: Double = 60, maxSpeed: Double = 1200) -> AutoScroll {
    AutoScroll(.proportional(edge: edge, maxSpeed: maxSpeed))
  }

  /// A speed that grows with depth in the edge band and with the time held there, reaching
  /// `maxSpeed × depth / edge` after `rampTime` seconds.
  public static func accelerating(
    edge: Double = 60, maxSpeed: Double = 1200, rampTime: Double = 1
  ) -> AutoScroll {
    AutoScroll(.accelerating(edge: edge, maxSpeed: maxSpeed, rampTime: rampTime))
  }

  /// A custom strategy from a closure returning the offset change over a stretch.
  public static func custom(
    _ step: @escaping @Sendable (AutoScrollContext, inout AutoScrollMemory) -> Double
  ) -> AutoScroll {
    AutoScroll(.custom(step))
  }

  /// A custom strategy from a value of a type conforming to ``AutoScrollStrategy``.
  public static func custom<S: AutoScrollStrategy>(_ strategy: S) -> AutoScroll {
    AutoScroll(.custom { strategy.offsetDelta($0, memory: &$1) })
  }

  /// A custom strategy from a velocity (points per second, negative towards the start) that
  /// depends on the floating copy's position only; it is multiplied by each stretch's length,
  /// which is exact because the position holds still over a stretch.
  public static func custom(velocity: @escaping @Sendable (AutoScrollContext) -> Double)
    -> AutoScroll
  {
    AutoScroll(.custom { context, _ in velocity(context) * context.duration })
  }

  /// One step over the stretch described by `context`: `delta`, the change
  /// ``offsetDelta(_:memory:)`` asks for (a non-finite change counts as none), and `offset`, the
  /// content offset along the axis after the step: the context's offset plus `delta`, clamped to
  /// its offset bounds. An offset that already sits outside its bounds stays where it is: a step
  /// never pushes it further out. Marks the first tick as past in `memory`.
  ///
  /// - Complexity: O(1).
  @inlinable @inline(__always)
  func step(
    _ context: AutoScrollContext, memory: inout AutoScrollMemory
  ) -> (delta: Double, offset: Double) {
    var delta = offsetDelta(context, memory: &memory)
    memory.isFirstTick = false
    if !delta.isFinite { delta = 0 }
    let offset = context.contentOffset
    let clamped = min(context.maxOffset, max(context.minOffset, offset + delta))
    return (delta, offset < context.minOffset || offset > context.maxOffset ? offset : clamped)
  }

  /// The change of the content offset along the axis over the stretch described by `context`
  /// (negative: towards the start). The session clamps the result to the offset bounds.
  @inlinable @inline(__always)
  public func offsetDelta(_ context: AutoScrollContext, memory: inout AutoScrollMemory) -> Double {
    let dt = context.duration
    switch kind {
    case .none:
      return 0
    case .constant(let speed):
      let speed = Self.clean(speed)
      if context.floatingStart < context.visibleStart { return -speed * dt }
      if context.floatingEnd > context.visibleEnd { return speed * dt }
      return 0
    case .proportional(let edge, let maxSpeed):
      let (side, fraction) = Self.zone(context, edge: edge)
      return Double(side) * Self.clean(maxSpeed) * fraction * dt
    case .accelerating(let edge, let maxSpeed, let rampTime):
      let (side, fraction) = Self.zone(context, edge: edge)
      let first = memory.isFirstTick
      guard side != 0 else {
        memory.zoneSide = 0
        memory.zoneEnteredAt = nil
        return 0
      }
      if first { memory.startedInZone = true }
      if memory.zoneSide != side || memory.zoneEnteredAt == nil {
        // The copy has held this position since the stretch began, so it entered then (the
        // drag's start for a drag that begins in the zone).
        memory.zoneSide = side
        memory.zoneEnteredAt = context.previousTime
      }
      let entered = memory.zoneEnteredAt ?? context.previousTime
      let ramp = Self.clean(rampTime)
      let held0 = max(0, context.previousTime - entered)
      let held1 = held0 + dt
      let covered: Double
      if ramp == 0 {
        covered = dt
      } else {
        covered = ramp * (Self.rampIntegral(held1 / ramp) - Self.rampIntegral(held0 / ramp))
      }
      return Double(side) * Self.clean(maxSpeed) * fraction * covered
    case .custom(let step):
      return step(context, &memory)
    }
  }

  /// The zone the floating copy's centre is in (-1 start, +1 end, 0 none) and its depth as a
  /// fraction of the band (0...1). The band is at most half the visible length, so the two
  /// zones never overlap.
  @inlinable
  static func zone(_ context: AutoScrollContext, edge: Double) -> (side: Int, fraction: Double) {
    let visible = context.visibleEnd - context.visibleStart
    let band = min(clean(edge), visible / 2)
    guard band > 0, band.isFinite else { return (0, 0) }
    let center = context.floatingCenter
    guard center.isFinite else { return (0, 0) }
    let startDepth = context.visibleStart + band - center
    if startDepth > 0 { return (-1, min(band, startDepth) / band) }
    let endDepth = center - (context.visibleEnd - band)
    if endDepth > 0 { return (1, min(band, endDepth) / band) }
    return (0, 0)
  }

  /// ∫₀ˣ min(1, s)² ds: x³/3 up to 1, then linear.
  @inlinable
  static func rampIntegral(_ x: Double) -> Double {
    if x <= 0 { return 0 }
    if x <= 1 { return x * x * x / 3 }
    return 1.0 / 3 + (x - 1)
  }

  @inlinable
  @inline(__always)
  static func clean(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
}
