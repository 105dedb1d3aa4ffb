/// What a drop does with the dragged item.
public enum ReorderMode: Sendable, Equatable {
  /// The dragged item is taken out and re-inserted at the target; the items between shift.
  case insert
  /// The dragged item and the item under it trade places when the pointer lifts.
  case exchange
}

/// When the data source hears about moves.
public enum CommitMode: Sendable, Equatable {
  /// Every step of an insert drag is reported as a move as it happens.
  /// Exchange drags still report one swap at the drop.
  case live
  /// The layout previews every step; the data source hears one move (or swap) at the drop.
  case drop
}

/// What happens to a section that a drag leaves empty.
public enum EmptySectionPolicy: Sendable, Equatable {
  /// The empty section stays; its header and footer area target its item 0.
  case keep
  /// A section emptied by a drag is deleted at the drop (never during the drag, so the item can
  /// still be moved back into it).
  case remove
}

/// Everything that shapes a drag, as one value.
public struct DragConfiguration: Sendable {
  /// Insert or exchange.
  public var mode: ReorderMode
  /// Live or at the drop.
  public var commit: CommitMode
  /// How the target is chosen.
  public var target: TargetRule
  /// What happens to sections left empty.
  public var emptySections: EmptySectionPolicy
  /// How a press becomes a drag.
  public var activation: Activation
  /// How the content scrolls while the floating copy is near an edge.
  public var autoScroll: AutoScroll
  /// How the floating copy looks once lifted (a policy may answer per item).
  public var snapshotStyle: SnapshotStyle = .none
  /// The durations and curves of the lift, displacement, drop and cancel-return animations.
  public var animation: DragAnimation = .default

  /// Creates a configuration; every argument has the replay format's default.
  public init(
    mode: ReorderMode = .insert,
    commit: CommitMode = .live,
    target: TargetRule = .pointer,
    emptySections: EmptySectionPolicy = .keep,
    activation: Activation = .default,
    autoScroll: AutoScroll = .none,
    snapshotStyle: SnapshotStyle = .none,
    animation: DragAnimation = .default
  ) {
    self.mode = mode
    self.commit = commit
    self.target = target
    self.emptySections = emptySections
    self.activation = activation
    self.autoScroll = autoScroll
    self.snapshotStyle = snapshotStyle
    self.animation = animation
  }
}
