/// What an auto-scroll strategy sees on each display-frame tick. Coordinates along the axis are
/// in **viewport** coordinates unless said otherwise; times are seconds from events.
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
  /// The time of the previous tick (or of the drag's start for the first one).
  public var previousTime: Double
  /// The time of this tick.
  public var time: Double
  /// When the drag began.
  public var dragStartTime: Double
}

/// What a strategy remembers between ticks of one drag (for ramps). Reset when a drag begins.
public struct AutoScrollMemory: Sendable, Equatable {
  /// When the floating copy entered the current scroll zone, if it is in one.
  public var zoneEnteredAt: Double?
  /// Whether the drag began inside a scroll zone (damped until it leaves, as react-beautiful-dnd
  /// does).
  public var startedInZone: Bool
  /// Whether this is the first tick of the drag.
  public var isFirstTick: Bool

  /// The memory at the start of a drag.
  public init() {
    zoneEnteredAt = nil
    startedInZone = false
    isFirstTick = true
  }
}

/// How the content scrolls while the floating copy is near an edge. Speeds are in points per
/// **second**; every step uses the time since the previous tick, so the frame rate does not
/// change the speed.
public struct AutoScroll: Sendable {
  /// The strategy kinds.
  public enum Kind: Sendable {
    /// Never scrolls.
    case none
    /// Scrolls at `speed` points per second while the floating copy's frame crosses the visible
    /// edge (insets respected), as seed 000 does.
    case constant(speed: Double)
  }

  /// The kind.
  public var kind: Kind

  /// Creates a strategy of `kind`.
  public init(_ kind: Kind) { self.kind = kind }

  /// No auto-scroll.
  public static let none = AutoScroll(.none)

  /// A fixed speed once the floating copy's frame crosses the visible edge.
  public static func constant(speed: Double) -> AutoScroll { AutoScroll(.constant(speed: speed)) }

  /// The change of the content offset along the axis for the tick described by `context`
  /// (negative: towards the start). The session clamps the result to the offset bounds.
  public func offsetDelta(_ context: AutoScrollContext, memory: inout AutoScrollMemory) -> Double {
    let dt = max(0, context.time - context.previousTime)
    switch kind {
    case .none:
      return 0
    case .constant(let speed):
      let speed = speed.isFinite ? max(0, speed) : 0
      if context.floatingStart < context.insetStart { return -speed * dt }
      if context.floatingEnd > context.viewportLength - context.insetEnd { return speed * dt }
      return 0
    }
  }
}
