/// Host scrolling (a wheel, a scroll bar) of a list's or a grid's content, pulled into the
/// offset bounds the engine uses itself; a drag in progress owns the offset.
extension DragSession {
  /// Moves the content offset along the layout's axis to `offset`, pulled into its bounds for
  /// the content as it stands (a non-finite offset counts as 0). Ignored during a drag.
  ///
  /// - Returns: the content offset in effect along the axis.
  /// - Complexity: that of the layout's content size (O(1) for a ``ListLayout``).
  public mutating func scroll(to offset: Double) -> Double {
    if !isDragging {
      setHostOffset(offset, contentLength: layout.contentSize(in: arrangement).along(layout.axis))
    }
    return viewport.contentOffset.along(layout.axis)
  }

  /// Sets the content offset along the axis, within the bounds for `contentLength`.
  mutating func setHostOffset(_ offset: Double, contentLength: Double) {
    let axis = layout.axis
    let b = viewport.offsetBounds(contentLength: contentLength, axis: axis)
    viewport.contentOffset = Point(
      along: min(b.max, max(b.min, offset.isFinite ? offset : 0)),
      across: viewport.contentOffset.across(axis), axis: axis)
  }
}

extension GridEditingSession {
  /// Moves the content offset along the grid's axis to `offset`, pulled into its bounds (a
  /// non-finite offset counts as 0). Ignored during a drag and while a press waits.
  ///
  /// - Returns: the content offset in effect along the axis.
  /// - Complexity: O(1).
  public mutating func scroll(to offset: Double) -> Double {
    if !session.isDragging && !session.isPressing {
      session.setHostOffset(offset, contentLength: layout.contentLength)
    }
    return session.viewport.contentOffset.along(layout.axis)
  }
}
