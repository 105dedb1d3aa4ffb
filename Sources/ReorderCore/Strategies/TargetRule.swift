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
  /// The rule kinds. Internal: the static members are the API, so a new kind breaks no
  /// client's `switch`.
  @usableFromInline enum Kind: Sendable {
    /// The item under the pointer. Over a header: the section's first slot; over a
    /// footer: its last slot.
    case pointer
    /// Direction-aware edge crossing: moving forward, the floating copy's trailing
    /// edge must reach the next item's far edge; moving back, its leading edge must reach the
    /// previous item's near edge. Sizes of any mix swap without jumping.
    case edgeCrossing
    /// The floating copy's centre inside another item's frame.
    case center
    /// A custom rule. It returns, in insert mode, the slot to move to (current data, as
    /// `moveRow(at:to:)` destinations count) and, in exchange mode, the item to exchange with;
    /// `nil` keeps the insert slot or clears the exchange target.
    case custom(@Sendable (TargetQuery) -> ItemPath?)
  }

  /// The kind.
  @usableFromInline var kind: Kind

  /// Creates a rule of `kind`.
  @usableFromInline init(_ kind: Kind) { self.kind = kind }

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

// MARK: Asking a rule

extension TargetRule {
  /// What the rule proposes as the insert slot for arrangement `a` (a `moveRow(at:to:)`
  /// destination in the current data), or nil when its probe is over nothing. The session
  /// takes a proposal only if it is a fixed point of the rule (see
  /// `Kernel/Targeting.swift`). Parameters as ``proposal(_:_:in:pointer:floating:direction:)``.
  @inlinable @inline(__always)
  func insertProposal<L: ReorderLayout>(
    _ a: Arrangement, in layout: L, pointer: Point, floating: Rect, direction: Int
  ) -> ItemPath? {
    proposal(.insert, a, in: layout, pointer: pointer, floating: floating, direction: direction)
  }

  /// What the rule proposes as the exchange target for arrangement `a` (an item in the current
  /// data), or nil for none. Nothing moves during an exchange drag, so every rule is stable
  /// here. Parameters as ``proposal(_:_:in:pointer:floating:direction:)``.
  @inlinable
  func exchangeProposal<L: ReorderLayout>(
    _ a: Arrangement, in layout: L, pointer: Point, floating: Rect, direction: Int
  ) -> ItemPath? {
    proposal(.exchange, a, in: layout, pointer: pointer, floating: floating, direction: direction)
  }

  /// What the rule proposes in `mode` for arrangement `a`: the insert slot or the exchange
  /// target (positions in the current data), or nil.
  ///
  /// - Parameters:
  ///   - pointer: the pointer, content coordinates.
  ///   - floating: the floating copy's frame, content coordinates.
  ///   - direction: the sign of the last pointer movement along the axis.
  @inlinable @inline(__always)
  func proposal<L: ReorderLayout>(
    _ mode: ReorderMode, _ a: Arrangement, in layout: L, pointer: Point, floating: Rect,
    direction: Int
  ) -> ItemPath? {
    let insert = mode == .insert
    switch kind {
    case .pointer:
      return insert
        ? Self.pointerInsertProposal(a, in: layout, pointer: pointer)
        : Self.pointerExchangeProposal(a, in: layout, pointer: pointer)
    case .center:
      return insert
        ? Self.centerInsertProposal(a, in: layout, floating: floating)
        : Self.centerExchangeProposal(a, in: layout, floating: floating)
    case .edgeCrossing:
      return insert
        ? Self.edgeCrossingInsertProposal(a, in: layout, floating: floating)
        : Self.edgeCrossingExchangeProposal(a, in: layout, floating: floating)
    case .custom(let rule):
      return rule(
        Self.query(
          mode, a, in: layout, pointer: pointer, floating: floating, direction: direction))
    }
  }

  /// The point along the axis (content coordinates) that the list fallback follows when the
  /// rule has no fixed point (see ``nearestSlot(to:_:in:)``): the pointer for the pointer rule,
  /// the floating copy's centre for the centre rule; nil for rules without such a probe.
  @inlinable
  func fallbackProbe(pointer: Point, floating: Rect, axis: Axis) -> Double? {
    switch kind {
    case .pointer: return pointer.along(axis)
    case .center: return floating.center.along(axis)
    case .edgeCrossing, .custom: return nil
    }
  }

  // MARK: Shared by the rules

  /// The slots around a position, ordered: `lo` is the smaller of the two, `hi` the larger (they
  /// come reversed when the position sits on several equal boundaries).
  @inlinable
  static func bracket(_ slots: (before: ItemPath?, after: ItemPath?)) -> (
    lo: ItemPath?, hi: ItemPath?
  ) {
    guard let before = slots.before, let after = slots.after else {
      return (slots.after ?? slots.before, slots.before ?? slots.after)
    }
    return before < after ? (before, after) : (after, before)
  }

  /// The insert slot a hit stands for, in arrangement `a`: the item's own position, the gap's
  /// slot, a header's first slot, a footer's last slot; nil over nothing.
  @inlinable @inline(__always)
  static func slot<L: ReorderLayout>(for hit: LayoutHit, _ a: Arrangement, in layout: L)
    -> ItemPath?
  {
    slot(for: hit, a, headerIsEnd: false) { layout.itemCount(inSection: $0) }
  }

  /// The insert slot a hit stands for, in arrangement `a`, a section holding `count(s)` items
  /// in the committed data: as above, except that with `headerIsEnd` (a board's lanes) a
  /// header stands for its section's last slot.
  @inlinable @inline(__always)
  static func slot(
    for hit: LayoutHit, _ a: Arrangement, headerIsEnd: Bool, count: (Int) -> Int
  ) -> ItemPath? {
    switch hit {
    case .item(let p): return p
    case .gap: return a.slot
    case .header(let s) where !headerIsEnd: return ItemPath(section: s, item: 0)
    case .header(let s), .footer(let s):
      return ItemPath(
        section: s, item: a.countWithoutLifted(inSection: s, committedCount: count(s)))
    case .nothing: return nil
    }
  }

  /// The item a hit stands for (exchange mode): only an item counts.
  @inlinable
  static func item(_ hit: LayoutHit) -> ItemPath? {
    if case .item(let p) = hit { return p }
    return nil
  }
}
