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

/// What the latest drop did to the data: where its items came from, where they went, and the
/// sections it emptied and removed. Every drop sets it (a list's or grid's item or block, a
/// board's card or block, a board's lane); a lift clears it, and a cancelled drag (a block drop
/// declined over pinned items is one) leaves none. So a host reads it once it hears the drop
/// (`ended`, `laneEnded`) instead of working the drop out again from the effects.
///
/// Positions are in the data source's data: `sources` as it stood before the drag changed it
/// (after a mid-drag reload: where the reload found the item), `destination` once the drop is
/// applied, sections removed included.
public struct DropRecord: Sendable, Equatable {
  /// What was dropped: items (a list's, a grid's, a board's cards), or a board's lane.
  public enum Part: Sendable, Equatable {
    /// Items, at `[section, item]` paths (cards at `[lane, card]`).
    case items
    /// A board's lane, at `[0, lane]` paths.
    case lanes
  }

  /// What was dropped.
  public var part: Part
  /// The first dropped item's position before the drag changed the data.
  public var source: ItemPath
  /// Every block item's position (a multi-item drop), nil for one item: a single drop
  /// allocates nothing.
  private var blockSources: [ItemPath]?
  /// Where the first source stands once the drop is applied (after removed sections): the
  /// `ended` effect's position. For an exchange, the position the dragged item took.
  public var destination: ItemPath
  /// Whether the dropped item traded places with the one at `destination` (exchange mode).
  public var exchanged: Bool
  /// The sections the drop emptied and removed, in order, each in the data just before its
  /// removal.
  public var removedSections: [Int]
  /// Whether the data source's order changed: false for a drop where the drag began (a live
  /// drag that came back included) or an exchange with no target.
  public var changedOrder: Bool

  /// A record of the given drop.
  public init(
    part: Part, sources: [ItemPath], destination: ItemPath, exchanged: Bool = false,
    removedSections: [Int] = [], changedOrder: Bool
  ) {
    (self.part, self.source, self.destination) = (part, sources.first ?? destination, destination)
    blockSources = sources.count > 1 ? sources : nil
    (self.exchanged, self.removedSections, self.changedOrder) =
      (exchanged, removedSections, changedOrder)
  }

  /// The record of a single item's (or lane's) drop from `source` to `final` (after the
  /// removed section): the order changed when `final` differs or the drop emptied and removed
  /// `removedSection`; an `exchange` drop exchanged when it changed the order (it had a
  /// target). The one rule for every single drop, lists', grids', cards' and lanes'.
  @usableFromInline init(
    part: Part, from source: ItemPath, to final: ItemPath, exchange: Bool = false,
    removedSection: Int? = nil
  ) {
    let changed = removedSection != nil || final != source
    (self.part, self.source, self.destination, blockSources) = (part, source, final, nil)
    (exchanged, removedSections, changedOrder) =
      (exchange && changed, removedSection.map { [$0] } ?? [], changed)
  }

  /// The dropped items' positions before the drag changed the data, in data order: one for a
  /// single item or lane, every block item's for a multi-item drop.
  ///
  /// - Complexity: O(1); a single drop's is built on each read.
  public var sources: [ItemPath] { blockSources ?? [source] }

  /// Whether several items were dropped as one block.
  public var isBlock: Bool { blockSources != nil }
}

/// Where a session keeps its latest ``DropRecord``: the record and whether it stands (a plain
/// value rather than an optional, see `DragSession.dropRecord`).
@usableFromInline struct DropRecordSlot: Sendable {
  /// The latest record (meaningless while `isSet` is false).
  @usableFromInline var record = DropRecord(
    part: .items, from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 0))
  /// Whether `record` stands (false before any drop, during a drag, after a cancel).
  @usableFromInline var isSet = false

  @usableFromInline init() {}

  /// Stores `drop` as the latest record.
  @usableFromInline mutating func set(_ drop: DropRecord) {
    record = drop
    isSet = true
  }
}
