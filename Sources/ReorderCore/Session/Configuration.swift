/// What a drop does with the dragged item. A struct of static members rather than an enum, so a
/// new built-in mode breaks no client's exhaustive `switch`.
public struct ReorderMode: Sendable, Hashable {
  @usableFromInline let raw: UInt8
  @inlinable init(raw: UInt8) { self.raw = raw }
  /// The dragged item is taken out and re-inserted at the target; the items between shift.
  @inlinable public static var insert: ReorderMode { ReorderMode(raw: 0) }
  /// The dragged item and the item under it trade places when the pointer lifts.
  @inlinable public static var exchange: ReorderMode { ReorderMode(raw: 1) }
}

/// When the data source hears about moves.
public enum CommitMode: Sendable, Equatable {
  /// Every step of an insert drag is reported as a move as it happens.
  /// Exchange drags still report one swap at the drop.
  case live
  /// The layout previews every step; the data source hears one move (or swap) at the drop.
  case drop
}

/// What happens to a section that a drag leaves empty. A struct of static members rather than an
/// enum, so a new built-in policy breaks no client's exhaustive `switch`.
public struct EmptySectionPolicy: Sendable, Hashable {
  @usableFromInline let raw: UInt8
  @inlinable init(raw: UInt8) { self.raw = raw }
  /// The empty section stays; its header and footer area target its item 0.
  @inlinable public static var keep: EmptySectionPolicy { EmptySectionPolicy(raw: 0) }
  /// A section emptied by a drag is deleted at the drop (never during the drag, so the item can
  /// still be moved back into it).
  @inlinable public static var remove: EmptySectionPolicy { EmptySectionPolicy(raw: 1) }
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
