import Foundation
import ReorderCore

/// A pointer position, with the coordinate space it is in, for the controllers' pointer entry
/// points. The space must be said at the call site, so a UIKit location taken in the scroll
/// view (`gesture.location(in: tableView)`, **content** coordinates) cannot be passed where the
/// visible area's coordinates are meant without it showing.
public enum PointerLocation: Sendable, Equatable {
  /// A point in **viewport** coordinates: origin at the top-left of the visible area
  /// (`location(in: tableView.superview)` adjusted to the table's frame, or a terminal cell).
  case viewport(CGPoint)
  /// A point in **content** coordinates: origin at the top-left of the scrolled content
  /// (`location(in: tableView)` in UIKit). Content point = viewport point + content offset.
  case content(CGPoint)

  /// The point in viewport coordinates, for a content offset.
  ///
  /// - Parameter contentOffset: the content point at the viewport's origin.
  public func viewportPoint(contentOffset: Point) -> Point {
    switch self {
    case .viewport(let p): return Point(p)
    case .content(let p):
      return Point(x: Double(p.x) - contentOffset.x, y: Double(p.y) - contentOffset.y)
    }
  }
}
