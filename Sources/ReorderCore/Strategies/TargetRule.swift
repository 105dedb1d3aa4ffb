/// What a target rule sees when it chooses where the dragged item goes.
///
/// Points and frames are in **content** coordinates. Positions are in the current data.
public struct TargetQuery: Sendable, Equatable {
  /// Insert or exchange.
  public var mode: ReorderMode
  /// The pointer.
  public var pointer: Point
  /// The floating copy's frame.
  public var floatingFrame: Rect
  /// The sign of the last pointer movement along the axis: +1 forward, -1 back, 0 none yet.
  public var direction: Int
  /// Where the dragged item was when the drag began (committed data, before removal).
  public var lifted: ItemPath
  /// Where the dragged item is now (insert mode: its slot; exchange mode: `lifted`).
  public var current: ItemPath
  /// What lies under the pointer in the current arrangement.
  public var hitAtPointer: LayoutHit
  /// What lies under the floating copy's centre in the current arrangement.
  public var hitAtCenter: LayoutHit
  /// The insertion slots around the floating copy's leading edge (see
  /// ``ReorderLayout/insertionSlots(around:in:)``).
  public var slotsAroundLeadingEdge: (before: ItemPath?, after: ItemPath?)

  /// Compares every field.
  public static func == (lhs: TargetQuery, rhs: TargetQuery) -> Bool {
    lhs.mode == rhs.mode && lhs.pointer == rhs.pointer && lhs.floatingFrame == rhs.floatingFrame
      && lhs.direction == rhs.direction && lhs.lifted == rhs.lifted && lhs.current == rhs.current
      && lhs.hitAtPointer == rhs.hitAtPointer && lhs.hitAtCenter == rhs.hitAtCenter
      && lhs.slotsAroundLeadingEdge.before == rhs.slotsAroundLeadingEdge.before
      && lhs.slotsAroundLeadingEdge.after == rhs.slotsAroundLeadingEdge.after
  }
}

/// How the target of a drag is chosen.
///
/// Every rule, built-in or custom, is made flicker-free by the session: a proposed insert target
/// is taken only if the rule, asked again in the arrangement that target would produce, proposes
/// it again (a fixed point). A pointer at rest therefore never causes further moves, whatever the
/// item sizes.
public struct TargetRule: Sendable {
  /// The rule kinds.
  public enum Kind: Sendable {
    /// The item under the pointer (seed 000). Over a header: the section's first slot; over a
    /// footer: its last slot.
    case pointer
    /// Direction-aware edge crossing (seed 001): moving forward, the floating copy's trailing
    /// edge must reach the next item's far edge; moving back, its leading edge must reach the
    /// previous item's near edge. Sizes of any mix swap without jumping.
    case edgeCrossing
    /// The floating copy's centre inside another item's frame (seed 002).
    case center
    /// A custom rule. It returns, in insert mode, the slot to move to (current data, as
    /// `moveRow(at:to:)` destinations count) and, in exchange mode, the item to exchange with;
    /// `nil` keeps the insert slot or clears the exchange target.
    case custom(@Sendable (TargetQuery) -> ItemPath?)
  }

  /// The kind.
  public var kind: Kind

  /// Creates a rule of `kind`.
  public init(_ kind: Kind) { self.kind = kind }

  /// The item under the pointer.
  public static let pointer = TargetRule(.pointer)
  /// Direction-aware edge crossing.
  public static let edgeCrossing = TargetRule(.edgeCrossing)
  /// The floating copy's centre inside the target.
  public static let center = TargetRule(.center)
  /// A custom rule.
  public static func custom(_ rule: @escaping @Sendable (TargetQuery) -> ItemPath?) -> TargetRule {
    TargetRule(.custom(rule))
  }

  /// Whether this is the built-in rule of the same kind (custom rules never compare equal).
  public func isSameBuiltIn(as other: TargetRule) -> Bool {
    switch (kind, other.kind) {
    case (.pointer, .pointer), (.edgeCrossing, .edgeCrossing), (.center, .center): return true
    default: return false
    }
  }
}
