import ReorderCore

/// The built-in auto-scroll strategies, by name (test arguments must be printable and sendable).
enum AutoScrollKind: String, CaseIterable, Sendable {
  case constant, proportional, accelerating

  /// The strategy: `speed` points per second for `constant`; for the other two, 60-point edge
  /// zones and a top speed of `maxSpeed` (`speed` unless given), reached over `rampTime`
  /// seconds when accelerating.
  func value(speed: Double, maxSpeed: Double? = nil, rampTime: Double) -> AutoScroll {
    switch self {
    case .constant: return .constant(speed: speed)
    case .proportional: return .proportional(edge: 60, maxSpeed: maxSpeed ?? speed)
    case .accelerating:
      return .accelerating(edge: 60, maxSpeed: maxSpeed ?? speed, rampTime: rampTime)
    }
  }
}
