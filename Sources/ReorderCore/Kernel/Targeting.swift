/// Targeting, written once for every drag engine (a list's or grid's items, a board's cards, a
/// board's lanes): a rule's proposal is taken only if it is a fixed point of the rule (see
/// ``TargetRule``), the policy answers it, the answer gets a verdict, and a redirected answer
/// is taken only if the rule, asked from there, stays put. Each engine answers the rule's
/// questions as a ``TargetSpace`` and passes the policy's (answer, verdict) as closures, inlined.
@usableFromInline
enum Targeting {
  /// One targeting step from `current`: the policy's `answer` to `proposal` (nil: nothing
  /// proposed), its `verdict`, and for a redirected answer the check that `stable` (the stable
  /// proposal from the answer's slot) proposes the same again or nothing: otherwise the next
  /// event at rest would ask again and the item would creep with the pointer still. An
  /// exchange step passes a `stable` of nil (nothing moves there).
  @inlinable @inline(__always)
  static func step(
    proposal: ItemPath?, answer: (ItemPath) -> ItemPath,
    verdict: (_ answer: ItemPath, _ proposal: ItemPath) -> StepVerdict,
    stable: (ItemPath) -> ItemPath?
  ) -> TargetStep {
    guard let proposal else { return .stay }
    let answer = answer(proposal)
    switch verdict(answer, proposal) {
    case .accept: break
    case .stay: return .stay
    case .decline(let reason): return .decline(proposal, reason)
    }
    if answer != proposal, let again = stable(answer), again != proposal { return .unsettled }
    return .move(answer, proposed: proposal)
  }

  /// The verdict on the policy's `answer` to `proposal`, the item standing at `current`:
  /// `isValid` (a slot or item of the current data) and `blocked` (a pinned item in the way)
  /// are asked in that order, only as far as needed.
  @inlinable @inline(__always)
  static func verdict(
    answer: ItemPath, proposal: ItemPath, current: ItemPath, isValid: Bool, blocked: () -> Bool
  ) -> StepVerdict {
    guard isValid else { return .decline(.outOfRange) }
    if answer == current { return proposal == current ? .stay : .decline(.targetPolicy) }
    if blocked() { return .decline(.pinned) }
    return .accept
  }

  /// Decline once: whether a declined `proposal` is news (not the position `last` reported);
  /// records it in `last` if so.
  @inlinable @inline(__always)
  static func isNewDecline(_ proposal: ItemPath, last: inout ItemPath?) -> Bool {
    guard last != proposal else { return false }
    last = proposal
    return true
  }
}

/// What a drag engine answers for the fixed point of its rule: a list or grid session and a
/// board session (cards) are spaces themselves, so the search runs as their own method (no
/// copy of the session, no closure); a board's lanes are a small space of their own.
@usableFromInline
protocol TargetSpace {
  /// The arrangement the search walks.
  associatedtype Slots: TargetArrangement
  /// What stays the same throughout one step (the pointer, the floating frame).
  associatedtype Probe
  /// Whether the rule, over nothing, still falls back to the nearest slot (lists) or stays
  /// (boards).
  var fallsBackOverNothing: Bool { get }
  /// What the rule proposes in arrangement `a` (a slot in the current data; nil: over nothing).
  func proposal(_ a: Slots, _ probe: Probe) -> ItemPath?
  /// Whether `slot` is a slot of the current data for the item dragged in `a`.
  func isValidTarget(_ slot: ItemPath, _ a: Slots) -> Bool
  /// The slot nearest the rule's probe, where it has one (a function of the probe alone).
  func nearestTarget(_ a: Slots, _ probe: Probe) -> ItemPath?
}

extension TargetSpace {
  /// Follows the rule from arrangement `a` for up to three evaluations, asking `memo` first.
  @inlinable @inline(__always)
  func fixedPoint(from a: Slots, _ probe: Probe, memo: inout ProposalMemo) -> FixedPointSearch {
    let slot = a.targetSlot
    guard let first = memo.proposal(at: slot, { proposal(a, probe) }) else {
      return .overNothing
    }
    guard isValidTarget(first, a), first != slot else { return .stay }
    var candidate = first
    for _ in 0..<2 {
      let trial = a.with(targetSlot: candidate)
      guard let again = memo.proposal(at: candidate, { proposal(trial, probe) }),
        isValidTarget(again, a)
      else { return .found(candidate) }
      if again == candidate { return .found(candidate) }
      if again == slot { return .none }
      candidate = again
    }
    return .none
  }

  /// The rule's proposal from arrangement `a`, taken only if it is a fixed point of the rule;
  /// without one (or over nothing, with ``fallsBackOverNothing``), the nearest slot, or the
  /// fixed point the rule settles on from there. Nil: stay. One memo serves both searches.
  @inlinable @inline(__always)
  func stableProposal(_ a: Slots, _ probe: Probe) -> ItemPath? {
    var memo = ProposalMemo()
    switch fixedPoint(from: a, probe, memo: &memo) {
    case .stay: return nil
    case .overNothing: guard fallsBackOverNothing else { return nil }
    case .found(let slot): return slot
    case .none: break
    }
    guard let nearest = nearestTarget(a, probe), nearest != a.targetSlot else { return nil }
    // From the nearest slot the rule may still settle on a fixed point: go there at once, so a
    // pointer at rest never moves twice.
    if case .found(let settled) = fixedPoint(
      from: a.with(targetSlot: nearest), probe, memo: &memo)
    {
      return settled
    }
    return nearest
  }
}

/// What stays the same throughout one step of a list's targeting (the rule is the session's).
@usableFromInline
struct TargetProbe {
  /// The pointer, content coordinates.
  @usableFromInline var pointer: Point
  /// The floating copy's frame, in the pointer's coordinates.
  @usableFromInline var floating: Rect
  /// The sign of the last pointer movement along the axis.
  @usableFromInline var direction: Int

  @inlinable init(pointer: Point, floating: Rect, direction: Int) {
    (self.pointer, self.floating, self.direction) = (pointer, floating, direction)
  }
}

/// What an arrangement the fixed point walks must offer: its slot (an ``ItemPath``; a lane
/// slot `l` is `(0, l)`) and a copy with another slot.
@usableFromInline
protocol TargetArrangement {
  /// The dragged item's slot (current data).
  var targetSlot: ItemPath { get }
  /// The same arrangement with the dragged item at `slot` instead.
  func with(targetSlot slot: ItemPath) -> Self
}

extension Arrangement: TargetArrangement {
  @inlinable @inline(__always) var targetSlot: ItemPath { slot }
  @inlinable @inline(__always) func with(targetSlot slot: ItemPath) -> Arrangement {
    with(slot: slot)
  }
}

extension LaneArrangement: TargetArrangement {
  @inlinable @inline(__always) var targetSlot: ItemPath { ItemPath(section: 0, item: slot) }
  @inlinable @inline(__always) func with(targetSlot slot: ItemPath) -> LaneArrangement {
    LaneArrangement(lifted: lifted, slot: slot.item)
  }
}

/// The outcome of one targeting step.
@usableFromInline
enum TargetStep: Equatable {
  /// Nothing proposed beyond where the item is: forget the last decline.
  case stay
  /// A redirected answer the rule would not hold: nothing changes, not even the last decline.
  case unsettled
  /// The proposal (first) is declined, for this reason.
  case decline(ItemPath, StepDecline)
  /// The item goes to the answer (first); `proposed` is what the rule proposed.
  case move(ItemPath, proposed: ItemPath)
}

/// What becomes of a proposed step once the policy has answered.
@usableFromInline
enum StepVerdict: Equatable {
  /// The answer stands: the item goes there.
  case accept
  /// Nothing was proposed beyond where the item already is.
  case stay
  /// The step is declined, for this reason.
  case decline(StepDecline)
}

/// The outcome of following a rule from an arrangement.
@usableFromInline
enum FixedPointSearch: Equatable {
  /// The rule keeps the current slot.
  case stay
  /// The rule proposes nothing: its probe is over nothing.
  case overNothing
  /// The rule settles on this slot.
  case found(ItemPath)
  /// The rule oscillates: no fixed point within three evaluations.
  case none
}

/// The rule's proposals already asked within one targeting step, by the slot of the
/// arrangement they were asked in (everything else, the pointer, the floating frame and the
/// lifted item, is the same throughout a step). The fallback's second search often starts
/// where the first one went: its answers are not asked again. Holds four, inline (no heap).
@usableFromInline
struct ProposalMemo {
  @usableFromInline var slots = (
    ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 0),
    ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 0)
  )
  @usableFromInline var answers: (ItemPath?, ItemPath?, ItemPath?, ItemPath?) = (
    nil, nil, nil, nil
  )
  @usableFromInline var count = 0

  @inlinable init() {}

  /// The proposal in the arrangement whose slot is `slot`: remembered, or asked of `ask`
  /// and remembered while there is room.
  @inlinable @inline(__always)
  mutating func proposal(at slot: ItemPath, _ ask: () -> ItemPath?) -> ItemPath? {
    if count > 0 && slots.0 == slot { return answers.0 }
    if count > 1 && slots.1 == slot { return answers.1 }
    if count > 2 && slots.2 == slot { return answers.2 }
    if count > 3 && slots.3 == slot { return answers.3 }
    let answer = ask()
    switch count {
    case 0: (slots.0, answers.0) = (slot, answer)
    case 1: (slots.1, answers.1) = (slot, answer)
    case 2: (slots.2, answers.2) = (slot, answer)
    case 3: (slots.3, answers.3) = (slot, answer)
    default: return answer
    }
    count += 1
    return answer
  }
}
