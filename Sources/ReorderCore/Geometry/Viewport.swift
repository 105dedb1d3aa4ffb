/// The visible window onto the content, with UIScrollView's conventions.
///
/// Content point = viewport point + `contentOffset`. At rest at the top the offset is
/// `(-contentInset.left, -contentInset.top)`; along the axis its largest value is
/// `contentLength - viewportLength + inset.end`, never below the smallest.
public struct Viewport: Sendable, Equatable {
  /// The visible area's size.
  public var size: Size
  /// The content insets.
  public var contentInset: EdgeInsets
  /// The content offset: the content point shown at the viewport's origin.
  public var contentOffset: Point

  /// Creates a viewport; the offset defaults to the resting position `(-left, -top)`.
  @inlinable
  public init(size: Size, contentInset: EdgeInsets = .zero, contentOffset: Point? = nil) {
    self.size = size
    self.contentInset = contentInset
    self.contentOffset =
      contentOffset ?? Point(x: -contentInset.left, y: -contentInset.top)
  }

  /// The smallest and largest content offset along `axis` for content of `contentLength`.
  @inlinable
  public func offsetBounds(contentLength: Double, axis: Axis) -> (min: Double, max: Double) {
    let low = -contentInset.start(axis)
    let high = contentLength - size.along(axis) + contentInset.end(axis)
    return (low, max(low, high))
  }

  /// Converts a viewport point to content coordinates.
  @inlinable
  public func contentPoint(_ viewportPoint: Point) -> Point { viewportPoint + contentOffset }

  /// Converts a content point to viewport coordinates.
  @inlinable
  public func viewportPoint(_ contentPoint: Point) -> Point { contentPoint - contentOffset }

  /// The visible area in content coordinates.
  @inlinable
  public var visibleContentRect: Rect { Rect(origin: contentOffset, size: size) }
}
