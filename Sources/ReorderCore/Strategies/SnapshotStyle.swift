/// A colour as red, green, blue and alpha components, each 0...1 (sRGB, not premultiplied).
public struct RGBA: Sendable, Equatable {
  /// Red, 0...1.
  public var red: Double
  /// Green, 0...1.
  public var green: Double
  /// Blue, 0...1.
  public var blue: Double
  /// Alpha (opacity of the colour itself), 0...1.
  public var alpha: Double

  /// Creates a colour.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Opaque black.
  public static let black = RGBA(red: 0, green: 0, blue: 0)
  /// Opaque 50 % gray, UIKit's `UIColor.grayColor`.
  public static let gray = RGBA(red: 0.5, green: 0.5, blue: 0.5)

  /// The colour a fraction `f` of the way from `self` to `other`, component by component.
  public func interpolated(to other: RGBA, fraction f: Double) -> RGBA {
    RGBA(
      red: lerp(red, other.red, f), green: lerp(green, other.green, f),
      blue: lerp(blue, other.blue, f), alpha: lerp(alpha, other.alpha, f))
  }
}

/// How the floating copy looks: a value the host applies to its snapshot view or layer.
///
/// The copy's frame in ``FloatingCopy`` is unscaled and unrotated; `scale` and `rotation` apply
/// about its centre, as a view's `transform` does. The shadow follows Core Animation's layer
/// shadow (`shadowColor`, `shadowOpacity`, `shadowRadius`, `shadowOffset`).
public struct SnapshotAppearance: Sendable, Equatable {
  /// The scale about the centre (1: unscaled).
  public var scale: Double
  /// The whole copy's opacity, 0...1.
  public var alpha: Double
  /// The shadow's colour.
  public var shadowColor: RGBA
  /// The shadow's opacity, 0...1 (0: no shadow).
  public var shadowOpacity: Double
  /// The shadow's blur radius in points.
  public var shadowRadius: Double
  /// The shadow's offset in points (x right, y down), as `CALayer.shadowOffset`'s width and
  /// height.
  public var shadowOffset: Point
  /// The corner radius in points.
  public var cornerRadius: Double
  /// The rotation about the centre in **radians**, clockwise on a y-down screen.
  public var rotation: Double

  /// Creates an appearance; every argument defaults to the resting look.
  public init(
    scale: Double = 1, alpha: Double = 1, shadowColor: RGBA = .black, shadowOpacity: Double = 0,
    shadowRadius: Double = 0, shadowOffset: Point = .zero, cornerRadius: Double = 0,
    rotation: Double = 0
  ) {
    self.scale = scale
    self.alpha = alpha
    self.shadowColor = shadowColor
    self.shadowOpacity = shadowOpacity
    self.shadowRadius = shadowRadius
    self.shadowOffset = shadowOffset
    self.cornerRadius = cornerRadius
    self.rotation = rotation
  }

  /// The resting look of an item in the list: unscaled, opaque, no shadow, square corners.
  public static let resting = SnapshotAppearance()

  /// The appearance a fraction `f` of the way from `self` to `other` (0: `self`, 1: `other`),
  /// every number linearly. The shadow colour is taken whole from the side that has a shadow
  /// when the other has none, so a shadow fades in without passing through another colour.
  public func interpolated(to other: SnapshotAppearance, fraction f: Double) -> SnapshotAppearance {
    if f == 0 { return self }
    if f == 1 { return other }
    let color: RGBA
    if shadowOpacity == 0 {
      color = other.shadowColor
    } else if other.shadowOpacity == 0 {
      color = shadowColor
    } else {
      color = shadowColor.interpolated(to: other.shadowColor, fraction: f)
    }
    return SnapshotAppearance(
      scale: lerp(scale, other.scale, f), alpha: lerp(alpha, other.alpha, f),
      shadowColor: color, shadowOpacity: lerp(shadowOpacity, other.shadowOpacity, f),
      shadowRadius: lerp(shadowRadius, other.shadowRadius, f),
      shadowOffset: Point(
        x: lerp(shadowOffset.x, other.shadowOffset.x, f),
        y: lerp(shadowOffset.y, other.shadowOffset.y, f)),
      cornerRadius: lerp(cornerRadius, other.cornerRadius, f),
      rotation: lerp(rotation, other.rotation, f))
  }
}

/// How the floating copy is styled once lifted. The lift animation goes from
/// ``SnapshotAppearance/resting`` to the style's appearance; the drop and the cancel-return go
/// back.
public struct SnapshotStyle: Sendable {
  /// The style kinds. Internal: the static members are the API, so a new kind breaks no
  /// client's `switch`.
  @usableFromInline enum Kind: Sendable {
    /// The resting look: no styling.
    case none
    /// A gray shadow: offset (-5, 0), opacity 0.4, radius 5, square corners.
    case shadow
    /// Scaled by `scale` with a soft dark shadow below (opacity 0.3, radius 10, offset (0, 3),
    /// SwiftReorder's values).
    case lifted(scale: Double)
    /// A custom look for the item at a committed position with the given frame size.
    case custom(@Sendable (ItemPath, Size) -> SnapshotAppearance)
  }

  /// The kind.
  @usableFromInline var kind: Kind

  /// Creates a style of `kind`.
  @usableFromInline init(_ kind: Kind) { self.kind = kind }

  /// No styling.
  public static let none = SnapshotStyle(.none)
  /// A gray shadow: offset (-5, 0), opacity 0.4, radius 5, square corners.
  public static let shadow = SnapshotStyle(.shadow)

  /// Scaled up with a soft shadow; 1.1 is a common lift.
  public static func lifted(scale: Double = 1.1) -> SnapshotStyle {
    SnapshotStyle(.lifted(scale: scale))
  }

  /// A custom look, by the item's position in the committed data (before the drag) and its
  /// frame's size.
  public static func custom(
    _ appearance: @escaping @Sendable (ItemPath, Size) -> SnapshotAppearance
  ) -> SnapshotStyle {
    SnapshotStyle(.custom(appearance))
  }

  /// The appearance of the floating copy of the item at `path` (committed data) whose frame
  /// has `size`, once fully lifted.
  public func appearance(forItemAt path: ItemPath, size: Size) -> SnapshotAppearance {
    switch kind {
    case .none:
      return .resting
    case .shadow:
      return SnapshotAppearance(
        shadowColor: .gray, shadowOpacity: 0.4, shadowRadius: 5,
        shadowOffset: Point(x: -5, y: 0), cornerRadius: 0)
    case .lifted(let scale):
      return SnapshotAppearance(
        scale: scale.isFinite && scale > 0 ? scale : 1, shadowColor: .black,
        shadowOpacity: 0.3, shadowRadius: 10, shadowOffset: Point(x: 0, y: 3))
    case .custom(let make):
      return make(path, size)
    }
  }
}

/// `a` a fraction `f` of the way to `b`.
@inline(__always)
func lerp(_ a: Double, _ b: Double, _ f: Double) -> Double { a + (b - a) * f }
