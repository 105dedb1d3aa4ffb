/// One visible item in a ``RenderState``.
public struct RenderedItem: Sendable, Equatable {
  /// The item's position in the current data.
  public var path: ItemPath
  /// The item's position in the committed data (where the data source has it, in drop commit).
  public var committedPath: ItemPath
  /// The frame in **content** coordinates.
  public var frame: Rect
  /// Whether the host should hide it: the dragged item's own slot, drawn by the floating copy.
  public var isHidden: Bool
  /// Whether it is the exchange target (exchange mode).
  public var isTarget: Bool

  /// Creates a rendered item.
  public init(
    path: ItemPath, committedPath: ItemPath, frame: Rect, isHidden: Bool, isTarget: Bool
  ) {
    self.path = path
    self.committedPath = committedPath
    self.frame = frame
    self.isHidden = isHidden
    self.isTarget = isTarget
  }
}

/// The floating copy of the dragged item.
public struct FloatingCopy: Sendable, Equatable {
  /// Where the dragged item was when the drag began (committed data).
  public var committedPath: ItemPath
  /// Where the dragged item stands now (current data).
  public var path: ItemPath
  /// The copy's frame in **content** coordinates.
  public var frame: Rect

  /// Creates a floating copy description.
  public init(committedPath: ItemPath, path: ItemPath, frame: Rect) {
    self.committedPath = committedPath
    self.path = path
    self.frame = frame
  }
}

/// What the screen shows now: the visible range only, so its cost does not grow with the data.
public struct RenderState: Sendable, Equatable {
  /// The content offset.
  public var contentOffset: Point
  /// The content size.
  public var contentSize: Size
  /// The items whose frames meet the viewport, in data order.
  public var items: [RenderedItem]
  /// The floating copy, while dragging.
  public var floating: FloatingCopy?

  /// Creates a render state.
  public init(
    contentOffset: Point, contentSize: Size, items: [RenderedItem], floating: FloatingCopy?
  ) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.items = items
    self.floating = floating
  }
}

extension DragSession {
  /// The render state now: visible items (with the gap), the floating copy, the offset.
  ///
  /// - Complexity: O(log n + v) for v visible items.
  public func renderState() -> RenderState {
    let a = arrangement
    var items = [RenderedItem]()
    let target = exchangeTarget
    layout.forEachItem(in: viewport.visibleContentRect, in: a) { path, frame in
      let committed = a?.committedPath(forCurrent: path) ?? path
      items.append(
        RenderedItem(
          path: path, committedPath: committed, frame: frame,
          isHidden: a.map { path == $0.slot } ?? false, isTarget: path == target))
    }
    var floating: FloatingCopy?
    if let a, let frame = floatingFrame {
      floating = FloatingCopy(committedPath: a.lifted, path: a.slot, frame: frame)
    }
    return RenderState(
      contentOffset: viewport.contentOffset, contentSize: layout.contentSize(in: a), items: items,
      floating: floating)
  }
}
