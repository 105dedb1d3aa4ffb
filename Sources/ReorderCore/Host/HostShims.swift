// TEMPORARY: stand-ins for engine APIs being added on the `core` branch; removed at its merge.
extension DragSession {
  /// The drag in progress's mode.
  public var dragMode: ReorderMode? {
    if case .dragging = stage { return active.mode }
    return nil
  }
  /// The drag in progress's commit.
  public var dragCommit: CommitMode? {
    if case .dragging = stage { return active.commit }
    return nil
  }
  /// Where the data source stands.
  public var dataSourceArrangement: Arrangement? {
    guard case .dragging = stage else { return nil }
    return active.mode == .insert && active.commit == .live
      ? active.arrangement : .unmoved(active.arrangement.lifted)
  }
  /// Whether ticks are needed.
  public func needsFrames(at time: Double) -> Bool { isPressing || isDragging }
}

extension GridEditingSession {
  /// Where the data source stands.
  public var dataSourceArrangement: Arrangement? { session.dataSourceArrangement }
}
