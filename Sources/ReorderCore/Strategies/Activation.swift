/// How a press becomes a drag. Time only ever comes from events.
public struct Activation: Sendable, Equatable {
  /// The kinds of activation. Internal: the static members are the API, so a new kind breaks
  /// no client's `switch`.
  @usableFromInline enum Kind: Sendable, Equatable {
    /// A long press: the pointer stays within `allowableMovement` points of where it went down
    /// for `minimumDuration` seconds.
    case longPress(minimumDuration: Double, allowableMovement: Double)
    /// The pointer moves at least `distance` points from where it went down (mouse hosts).
    case distance(Double)
    /// The drag begins at the press (drag handles).
    case immediate
  }

  /// The kind.
  @usableFromInline var kind: Kind

  /// Creates an activation of `kind`.
  @usableFromInline init(_ kind: Kind) { self.kind = kind }

  /// A long press; UIKit's defaults are 0.5 s and 10 pt.
  public static func longPress(minimumDuration: Double = 0.5, allowableMovement: Double = 10)
    -> Activation
  {
    Activation(.longPress(minimumDuration: minimumDuration, allowableMovement: allowableMovement))
  }

  /// Activation once the pointer has moved `distance` points.
  public static func distance(_ distance: Double) -> Activation { Activation(.distance(distance)) }

  /// Activation at the press itself.
  public static let immediate = Activation(.immediate)

  /// UIKit's long press: 0.5 s, 10 pt.
  public static let `default` = longPress()
}
