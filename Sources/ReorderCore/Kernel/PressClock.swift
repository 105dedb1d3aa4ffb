/// The one press clock of every drag engine (lists, grids, boards, a grid's corner-button
/// press): the latest time seen, the refusal of non-finite input, and how a press becomes a
/// drag or a tap under an ``Activation``.
///
/// Times that go backwards are taken as the latest time seen. Distances are compared squared
/// (no square root: the engine links nothing beyond the standard library); a non-finite or
/// negative duration, slack or threshold counts as 0.
@usableFromInline struct PressClock: Sendable {
  /// The time of the latest event (minus infinity before the first).
  @usableFromInline var lastTime = -Double.infinity

  @inlinable init() {}

  /// Advances the clock to `time` and returns the time the event takes: never before the last.
  @inlinable @inline(__always)
  mutating func advance(_ time: Double) -> Double {
    if time > lastTime { lastTime = time }
    return lastTime
  }

  /// Checks an event's input: nil (and the clock stays) when `time` or `point` (nil for an
  /// event without one) is not finite; otherwise ``advance(_:)``.
  @inlinable @inline(__always)
  mutating func advance(_ time: Double, at point: Point?) -> Double? {
    guard time.isFinite, point?.isFinite ?? true else { return nil }
    return advance(time)
  }

  /// `value` if finite and not negative, else 0.
  @inlinable @inline(__always)
  static func sanitized(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }

  /// The squared distance between `a` and `b`.
  @inlinable @inline(__always)
  static func distanceSquared(_ a: Point, _ b: Point) -> Double {
    let dx = a.x - b.x
    let dy = a.y - b.y
    return dx * dx + dy * dy
  }

  /// Whether `a` lies more than `limit` points (sanitized) from `b`.
  @inlinable @inline(__always)
  static func isFarther(_ a: Point, than limit: Double, from b: Point) -> Bool {
    let l = sanitized(limit)
    return distanceSquared(a, b) > l * l
  }
}

/// A press that may still become a drag: where and when it went down.
@usableFromInline struct Press: Sendable, Equatable {
  /// Where the pointer went down (viewport coordinates): the activation distances are
  /// measured from it.
  @usableFromInline var start: Point
  /// Where the press hit-tests, in the coordinates the engine's hit test takes (a list's
  /// content point under `start` at the press; a board's viewport point, its layout carrying
  /// its own offsets): what it lifts, or what a tap reports.
  @usableFromInline var hitPoint: Point
  /// When it went down (the clock's time for the event).
  @usableFromInline var time: Double

  @inlinable init(start: Point, hitPoint: Point, time: Double) {
    self.start = start
    self.hitPoint = hitPoint
    self.time = time
  }

  /// What the press does with the pointer at `point` (viewport) at time `t` (a move):
  /// a long press activates once its duration has passed and strays beyond its slack; a
  /// distance activation activates at `threshold` points or more; `immediate` activated at
  /// the press, so it waits.
  @inlinable @inline(__always)
  func decision(at point: Point, time t: Double, by activation: Activation) -> Decision {
    switch activation.kind {
    case .longPress(let duration, let slack):
      if PressClock.isFarther(point, than: slack, from: start) { return .stray }
      return t - time >= PressClock.sanitized(duration) ? .activate : .wait
    case .distance(let threshold):
      let limit = PressClock.sanitized(threshold)
      return PressClock.distanceSquared(point, start) >= limit * limit ? .activate : .wait
    case .immediate:
      return .wait
    }
  }

  /// What a release at `point` (viewport) at time `t` does: a long press that is due and
  /// within its slack activates (and then drops); otherwise the release is a tap unless the
  /// pointer strayed beyond the slack or reached the distance threshold.
  @inlinable
  func release(at point: Point, time t: Double, by activation: Activation) -> Release {
    let d = decision(at: point, time: t, by: activation)
    switch activation.kind {
    case .longPress: return d == .activate ? .activate : d == .wait ? .tap : .nothing
    case .distance: return d == .activate ? .nothing : .tap
    case .immediate: return .tap
    }
  }

  /// Whether a long press is due at time `t` with the pointer still (a display tick).
  @inlinable @inline(__always)
  func isDue(at t: Double, by activation: Activation) -> Bool {
    guard case .longPress(let duration, _) = activation.kind else { return false }
    return t - time >= PressClock.sanitized(duration)
  }

  /// What a pointer move does to a press.
  @usableFromInline enum Decision: Sendable, Equatable {
    /// Still a press.
    case wait
    /// It becomes a drag.
    case activate
    /// It strayed too far: it will not become a drag and waits for the release.
    case stray
  }

  /// What a release does to a press.
  @usableFromInline enum Release: Sendable, Equatable {
    /// It becomes a drag, dropped at once.
    case activate
    /// A tap on what the press hit.
    case tap
    /// Nothing.
    case nothing
  }
}
