/// The host's say over a drag, asked synchronously by the session. Positions are in the
/// current data.
public protocol DragPolicy {
  /// Whether the item at `path` may be picked up. Pinned items are refused before this is
  /// asked.
  func canMoveItem(at path: ItemPath) -> Bool
  /// The target to use instead of `proposed`, as `UICollectionView`'s
  /// `targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:`.
  /// An answer out of range, one that would shift a pinned item, or one naming the position the
  /// item already holds when something else was proposed declines the step; the session then
  /// reports ``DragEffect/declined(proposed:reason:)``.
  ///
  /// - Parameters:
  ///   - original: where the item was when the drag began (before removal).
  ///   - current: where it is now.
  ///   - proposed: where the rule would move it (a `moveRow(at:to:)` destination).
  func targetIndexPath(
    forMoveFrom original: ItemPath, at current: ItemPath, proposed: ItemPath
  ) -> ItemPath
  /// The floating copy's style for the item at `path` (committed data), asked once when its
  /// drag begins; `nil` uses the configuration's. Returns `nil` by default.
  func snapshotStyle(forItemAt path: ItemPath) -> SnapshotStyle?
  /// Whether the item at `path` (committed data) may be selected for a multi-item drag. Pinned
  /// items are refused before this is asked. Returns true by default.
  func canSelectItem(at path: ItemPath) -> Bool
  /// Whether a board's lane at `lane` may be lifted (only boards ask). Pinned lanes are refused
  /// before this is asked. Returns true by default.
  func canMoveLane(_ lane: Int) -> Bool
  /// The lane slot to use instead of `proposed` (current lane indices; only boards ask). An
  /// answer out of range, or one that would shift a pinned lane, declines the step. Returns
  /// `proposed` by default.
  ///
  /// - Parameters:
  ///   - original: where the lane was when the drag began.
  ///   - current: where it is now.
  ///   - proposed: where the pointer would move it (a `moveSection(_:toSection:)` destination).
  func targetLane(forMoveFrom original: Int, at current: Int, proposed: Int) -> Int
}

extension DragPolicy {
  /// Every unpinned item can move by default.
  @inlinable
  public func canMoveItem(at path: ItemPath) -> Bool { true }
  /// Accepts the proposal by default.
  @inlinable
  public func targetIndexPath(
    forMoveFrom original: ItemPath, at current: ItemPath, proposed: ItemPath
  ) -> ItemPath { proposed }
  /// The snapshot style for the item at `path` (committed data), asked once when its drag
  /// begins; `nil` uses the configuration's ``DragConfiguration/snapshotStyle``. Returns `nil`
  /// by default.
  public func snapshotStyle(forItemAt path: ItemPath) -> SnapshotStyle? { nil }
  /// Every unpinned item can be selected by default.
  public func canSelectItem(at path: ItemPath) -> Bool { true }
  /// Every unpinned lane can move by default.
  public func canMoveLane(_ lane: Int) -> Bool { true }
  /// Accepts the proposal by default.
  public func targetLane(forMoveFrom original: Int, at current: Int, proposed: Int) -> Int {
    proposed
  }
}

/// The policy that allows everything: every unpinned item moves, every proposal stands.
public struct DefaultDragPolicy: DragPolicy, Sendable {
  /// Creates the policy.
  public init() {}
}
