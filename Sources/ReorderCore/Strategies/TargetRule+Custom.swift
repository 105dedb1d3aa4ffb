/// Custom rules: the host's closure, asked with a ``TargetQuery``.
extension TargetRule {
  /// The query a custom rule sees for arrangement `a` in `mode` (points and frames in content
  /// coordinates, positions in the current data).
  ///
  /// - Complexity: three layout queries (two hit tests and the slots around the leading edge).
  @usableFromInline
  static func query<L: ReorderLayout>(
    _ mode: ReorderMode, _ a: Arrangement, in layout: L, pointer: Point, floating: Rect,
    direction: Int
  ) -> TargetQuery {
    TargetQuery(
      mode: mode, pointer: pointer, floatingFrame: floating, direction: direction,
      lifted: a.lifted, current: a.slot,
      hitAtPointer: layout.hitTest(pointer, in: a),
      hitAtCenter: layout.hitTest(floating.center, in: a),
      slotsAroundLeadingEdge: layout.insertionSlots(around: floating.minAlong(layout.axis), in: a))
  }
}
