/// What a drag in progress tells about where the host's data source stands: the one rule every
/// engine and read-out takes it from. A plain value (no arrays), cheap to read per event.
///
/// The data source hears a drag's steps only in a **live-commit insert drag of one item** (a
/// list's or grid's item, a board's card, a board's lane: every step is a `moved` effect); it
/// then follows the preview. Otherwise (drop commit, exchange mode, a multi-item block, always
/// drop commit) it hears nothing before the drop: it holds the committed data.
@usableFromInline struct DragFacts: Sendable, Equatable {
  /// The drag's mode (a lane drag's is always insert), its commit mode, and whether it carries
  /// a block of several items.
  @usableFromInline var mode: ReorderMode, commit: CommitMode, isBlock: Bool

  @inlinable init(mode: ReorderMode, commit: CommitMode, isBlock: Bool) {
    (self.mode, self.commit, self.isBlock) = (mode, commit, isBlock)
  }

  /// Whether the data source follows the preview: a live-commit insert drag of one item.
  @inlinable var dataFollowsPreview: Bool {
    mode == .insert && commit == .live && !isBlock
  }

  /// Where the data source stands, as an arrangement of the committed data, while the drag's
  /// preview is `preview`: the preview itself when the data follows it, `.unmoved(lifted)`
  /// otherwise.
  @inlinable func dataSource(_ preview: Arrangement) -> Arrangement {
    dataFollowsPreview ? preview : .unmoved(preview.lifted)
  }

  /// Where the dragged item stands in the data source's data while the preview is `preview`:
  /// its slot when the data follows the preview, where the drag began otherwise.
  @inlinable func dataSourcePath(_ preview: Arrangement) -> ItemPath {
    dataFollowsPreview ? preview.slot : preview.lifted
  }

  /// Where a lane stands among the data source's lanes while the lane drag's preview is
  /// `preview` (see ``dataSource(_:)``).
  @inlinable func dataSource(_ preview: LaneArrangement) -> LaneArrangement {
    dataFollowsPreview ? preview : LaneArrangement(lifted: preview.lifted, slot: preview.lifted)
  }
}
