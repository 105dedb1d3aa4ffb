import Foundation
import ReorderCore

extension Point {
  /// Creates a point from a `CGPoint` (same coordinate space; nothing is converted).
  public init(_ point: CGPoint) {
    self.init(x: Double(point.x), y: Double(point.y))
  }
}

extension CGPoint {
  /// Creates a `CGPoint` from a point (same coordinate space; nothing is converted).
  public init(_ point: Point) {
    self.init(x: CGFloat(point.x), y: CGFloat(point.y))
  }
}

extension Size {
  /// Creates a size from a `CGSize`.
  public init(_ size: CGSize) {
    self.init(width: Double(size.width), height: Double(size.height))
  }
}

extension CGSize {
  /// Creates a `CGSize` from a size.
  public init(_ size: Size) {
    self.init(width: CGFloat(size.width), height: CGFloat(size.height))
  }
}

extension Rect {
  /// Creates a rectangle from a `CGRect` (standardized first, so a negative width or height
  /// becomes a positive one with the origin moved; same coordinate space).
  public init(_ rect: CGRect) {
    let r = rect.standardized
    self.init(origin: Point(r.origin), size: Size(r.size))
  }
}

extension CGRect {
  /// Creates a `CGRect` from a rectangle (same coordinate space).
  public init(_ rect: Rect) {
    self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size))
  }
}

extension RenderedItem {
  /// Where the host's data source holds the item now, as an index path: the one to find its
  /// cell or model with (`cellForRow(at:)`, `cellForItem(at:)`, `sections[s][i]`). During a
  /// drop-commit drag it stays where the item was when the drag began while the item is drawn
  /// elsewhere (see ``displayedIndexPath``).
  public var dataSourceIndexPath: IndexPath { IndexPath(dataSourcePath) }
  /// Where the item is drawn, as an index path: its place in the order the drag previews (the
  /// current data). Not a position to fetch a cell with during a drop-commit drag; use
  /// ``dataSourceIndexPath``.
  public var displayedIndexPath: IndexPath { IndexPath(path) }
  /// The frame in **content** coordinates, as a `CGRect` (set it as the cell's frame).
  public var cgFrame: CGRect { CGRect(frame) }
}

extension FloatingCopy {
  /// The floating copy's frame in **content** coordinates, as a `CGRect`.
  public var cgFrame: CGRect { CGRect(frame) }
}

extension FloatingBlockItem {
  /// The block item's copy's frame (content coordinates; a board's: viewport), as a `CGRect`.
  public var cgFrame: CGRect { CGRect(frame) }
}

extension RenderState {
  /// The content offset as a `CGPoint`.
  public var cgContentOffset: CGPoint { CGPoint(contentOffset) }
  /// The content size as a `CGSize`.
  public var cgContentSize: CGSize { CGSize(contentSize) }
}
