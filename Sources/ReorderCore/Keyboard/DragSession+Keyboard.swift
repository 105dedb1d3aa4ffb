/// Keyboard drags: the same drag as a pointer's, driven by commands instead of a pointer.
///
/// A keyboard drag uses the same ``Arrangement``, the same effects (`moved` live or
/// `targetChanged` then one `moved` at the drop; `swapped` in exchange mode), the same
/// ``DragPolicy`` answers and the same pinned-item checks. Pointer events and ticks leave a
/// keyboard drag alone (a system `cancel` still cancels it). After each move the content offset
/// is changed, within its bounds, just enough to show the moved item (a `scrolled(to:)` effect).
///
/// Pinned items: in insert mode a move never passes a pinned item (passing one always shifts its
/// index). A step towards a pinned neighbour is declined (``DeclineReason/pinned``); a jump
/// (Home, End, PageUp, PageDown) stops at the last slot before the pinned item; a section move
/// lands after the target section's last pinned item. In exchange mode nothing between moves,
/// so a step jumps over pinned items to the next item that may be exchanged.
extension DragSession: KeyboardSurface {
  /// Whether a drag picked up with the keyboard (or an accessibility action) is in progress.
  @inlinable public var isKeyboardDrag: Bool { pressStage.isKeyboardDrag }

  /// Feeds one keyboard command.
  ///
  /// - Returns: the effects to perform and what to announce.
  /// - Complexity: O(log n + log p) per move, plus O(c) frames for a line step in a grid of c
  ///   columns and O(S) when it skips empty sections; O(d) at a drop (as a pointer drop).
  public mutating func handle<P: DragPolicy>(_ command: KeyboardCommand, policy: P)
    -> KeyboardOutcome
  {
    keyboardCommand(command, policy: policy)
  }

  /// Feeds one keyboard command with the default policy.
  public mutating func handle(_ command: KeyboardCommand) -> KeyboardOutcome {
    handle(command, policy: DefaultDragPolicy())
  }

  /// Picks up the item at `path` (committed data) for a keyboard drag and scrolls it into view.
  ///
  /// Ignored (no effects) unless the session is idle. A path out of range is refused with
  /// ``DragRefusal/notOverItem``; a pinned item, or one the policy will not move, with
  /// ``DragRefusal/notMovable`` and a ``Announcement/Kind/notMovable`` announcement.
  public mutating func pickUp<P: DragPolicy>(_ path: ItemPath, policy: P) -> KeyboardOutcome {
    handle(.pickUp(path), policy: policy)
  }

  /// Moves the item of the keyboard drag in progress.
  ///
  /// Ignored (no effects, no announcement) when no keyboard drag is in progress. A move that
  /// changes nothing returns a ``Announcement/Kind/declined(_:)`` announcement and no data or
  /// preview effect; when a pinned item or the policy declined it (rather than an edge), the
  /// effects hold one ``DragEffect/declined(proposed:reason:)`` naming the proposed position.
  public mutating func moveLifted<P: DragPolicy>(_ move: KeyboardMove, policy: P)
    -> KeyboardOutcome
  {
    handle(.move(move), policy: policy)
  }

  /// Drops the item of the keyboard drag in progress where it stands: the same effects as a
  /// pointer drop there.
  ///
  /// Ignored when no keyboard drag is in progress (a pointer drag ends with the pointer).
  public mutating func dropLifted<P: DragPolicy>(policy: P) -> KeyboardOutcome {
    handle(.drop, policy: policy)
  }

  /// The keyboard's selection command (a host maps a modifier with Space to it): adds the
  /// focused item at `path` (committed data) to the selection, or takes it out if it is
  /// selected. Refused while a press or drag is in progress, for a position out of range, a
  /// pinned item or one the policy will not let be selected (see
  /// ``toggleSelection(at:policy:)``).
  ///
  /// - Returns: no effects; a ``Announcement/Kind/selected`` or ``Announcement/Kind/deselected``
  ///   announcement whose `itemCount` is how many are selected now, or
  ///   ``Announcement/Kind/notMovable`` for a pinned item or a policy's refusal.
  public mutating func toggleSelectionOfFocused<P: DragPolicy>(at path: ItemPath, policy: P)
    -> KeyboardOutcome
  {
    let change = toggleSelection(at: path, policy: policy)
    return KeyboardOutcome(announcement: selectionAnnouncement(change, focused: path))
  }

  /// Cancels the drag in progress, keyboard or pointer: the item goes back where it began (the
  /// effects of a system cancel), and the content scrolls to show it there (a `scrolled(to:)`
  /// just before `cancelled`).
  public mutating func cancelLifted() -> KeyboardOutcome {
    handle(.cancel, policy: DefaultDragPolicy())
  }

  // MARK: Internals

  static var announcer: Announcer { .items }
  static var announcesDeclined: Bool { true }

  var announcedDrag: AnnouncedDrag? {
    guard let d = currentDrag else { return nil }
    return AnnouncedDrag(arrangement: d.arrangement, position: keyboardCursor(d), facts: d.facts)
  }

  mutating func keyboardPickUp<P: DragPolicy>(_ path: ItemPath, policy: P) -> [DragEffect] {
    guard case .idle = state else { return [] }
    guard isValidItem(path) else { return [.refused(.notOverItem)] }
    guard !pinned.contains(path), policy.canMoveItem(at: path) else {
      return [.refused(.notMovable)]
    }
    let axis = layout.axis
    let frame = layout.frame(ofItemAt: path, in: nil)
    let time = lastTime.isFinite ? lastTime : 0
    let block = liftedBlock(pressed: path, policy: policy)
    var d = Drag(
      arrangement: block.map { Arrangement.lifting($0) } ?? .unmoved(path), exchangeTarget: nil,
      grabOffset: .zero, crossOrigin: frame.origin.across(axis), size: frame.size,
      pointer: viewport.viewportPoint(frame.origin), direction: 0,
      lastAlong: frame.origin.along(axis), startTime: time, lastTickTime: time,
      scrollMemory: AutoScrollMemory(), mode: block == nil ? configuration.mode : .insert,
      commit: block == nil ? configuration.commit : .drop, isKeyboard: true)
    if block != nil {
      holdBlock(&d, pressedFrame: frame, contentPointer: frame.origin)
      d.grabOffset = .zero
    }
    storeDrag(d)
    forgetDrop()
    motionBegin(path: path, frame: frame, time: time, policy: policy)
    var effects: [DragEffect]
    if let block {
      motionBeginBlock(block, time: time, policy: policy)
      effects = [.willMoveItems(at: block.paths)]
    } else {
      effects = [.willMove(at: path)]
    }
    effects += revealKeyboardCursor()
    return effects
  }

  mutating func keyboardStep<P: DragPolicy>(_ move: KeyboardMove, policy: P)
    -> (effects: [DragEffect], declined: DeclineReason?)
  {
    guard var d = currentDrag, d.isKeyboard else { return ([], nil) }
    let before = d.arrangement
    let cursor = keyboardCursor(d)
    let target = keyboardTarget(move, from: cursor, d)
    let effect: DragEffect
    switch target {
    case .declined(let reason):
      return ([], reason)
    case .to(let path, let clamp):
      switch d.mode {
      case .insert:
        let a = d.arrangement
        // A block's pinned items are checked at the drop, not on the way.
        let reached = a.block == nil ? pinnedReach(toward: path, in: a, clamp: clamp) : path
        guard reached != a.slot else {
          return ([.declined(proposed: path, reason: .pinned)], .pinned)
        }
        let answer = policy.targetIndexPath(
          forMoveFrom: a.lifted, at: a.slot, proposed: reached)
        if case .decline(let reason) = insertVerdict(answer: answer, proposal: reached, a) {
          return ([.declined(proposed: reached, reason: reason)], .refused)
        }
        d.arrangement.slot = answer
        effect =
          d.commit == .live
          ? .moved(from: a.slot, to: answer) : .targetChanged(answer)
      default:  // .exchange
        let lifted = d.arrangement.lifted
        guard let free = firstUnpinned(from: path, awayFrom: cursor) else {
          return ([.declined(proposed: path, reason: .pinned)], .pinned)
        }
        var newTarget: ItemPath?
        if free != lifted {
          let answer = policy.targetIndexPath(forMoveFrom: lifted, at: lifted, proposed: free)
          if case .decline(let reason) = exchangeVerdict(
            answer: answer, proposal: free, lifted: lifted)
          {
            return ([.declined(proposed: free, reason: reason)], .refused)
          }
          newTarget = answer
        }
        guard newTarget != d.exchangeTarget else {
          // The policy sent the target back where it already is.
          return (
            free != cursor ? [.declined(proposed: free, reason: .targetPolicy)] : [], .refused
          )
        }
        d.exchangeTarget = newTarget
        effect = .targetChanged(newTarget)
      }
    }
    storeDrag(d)
    motionNoteSlotChange(from: before)
    return ([effect] + revealKeyboardCursor(), nil)
  }

  mutating func keyboardDrop<P: DragPolicy>(policy: P) -> [DragEffect] {
    guard let d = currentDrag, d.isKeyboard else { return [] }
    // A block whose drop would shift a pinned item goes back as after a cancel.
    return drop(at: nil, policy: policy)
  }

  mutating func keyboardCancel() -> [DragEffect] {
    guard let d = currentDrag else { return [] }
    var effects = cancelDrag()
    // Show the item where it is back, before the final `cancelled`.
    let scroll = reveal(layout.frame(ofItemAt: d.arrangement.lifted, in: nil), in: nil)
    effects.insert(contentsOf: scroll, at: max(0, effects.count - 1))
    return effects
  }

  /// A keyboard move's target before pinned items and the policy are asked.
  enum KeyboardTarget: Equatable {
    /// This slot (insert) or item (exchange), clamped by `clamp` if pinned items are in the way.
    case to(ItemPath, KeyboardClamp)
    /// No move.
    case declined(DeclineReason)
  }

  /// Where the keyboard cursor stands: the slot (insert) or the exchange target, else the item.
  func keyboardCursor(_ d: Drag) -> ItemPath {
    d.mode == .insert ? d.arrangement.slot : d.exchangeTarget ?? d.arrangement.lifted
  }

  /// The last index the cursor may take in `section`: slots run through the item count without
  /// the lifted item (insert); items through the count less one (exchange; -1 when empty).
  func keyboardLast(_ section: Int, _ d: Drag) -> Int {
    d.mode == .insert
      ? lastSlot(inSection: section, d.arrangement) : layout.itemCount(inSection: section) - 1
  }

  /// The end of the nearest section before `section` that can hold the cursor.
  func endOfSection(before section: Int, _ d: Drag) -> ItemPath? {
    var s = min(section, layout.sectionCount) - 1
    while s >= 0 {
      let last = keyboardLast(s, d)
      if last >= 0 { return ItemPath(section: s, item: last) }
      s -= 1
    }
    return nil
  }

  /// The start of the nearest section after `section` that can hold the cursor.
  func startOfSection(after section: Int, _ d: Drag) -> ItemPath? {
    var s = max(section, -1) + 1
    while s < layout.sectionCount {
      if keyboardLast(s, d) >= 0 { return ItemPath(section: s, item: 0) }
      s += 1
    }
    return nil
  }

  /// The number of positions on one line across the axis in `section` (1 in a list, the
  /// column count in a vertical grid), read from the frames of its first positions.
  ///
  /// - Complexity: O(c) frames.
  func lineLength(inSection section: Int, _ d: Drag) -> Int {
    let n = keyboardLast(section, d) + 1
    guard n > 1 else { return 1 }
    let axis = layout.axis
    let a = d.arrangement
    var previous = layout.frame(ofItemAt: ItemPath(section: section, item: 0), in: a)
    var c = 1
    while c < n {
      let f = layout.frame(ofItemAt: ItemPath(section: section, item: c), in: a)
      guard f.minAlong(axis) == previous.minAlong(axis),
        f.origin.across(axis) > previous.origin.across(axis)
      else { break }
      previous = f
      c += 1
    }
    return c
  }

  /// One position earlier (`forward == false`) or later in data order.
  func step(_ cursor: ItemPath, forward: Bool, _ d: Drag) -> KeyboardTarget {
    let last = keyboardLast(cursor.section, d)
    let target: ItemPath?
    if forward {
      target =
        cursor.item < last
        ? ItemPath(section: cursor.section, item: cursor.item + 1)
        : startOfSection(after: cursor.section, d)
    } else {
      target =
        cursor.item > 0
        ? ItemPath(section: cursor.section, item: cursor.item - 1)
        : endOfSection(before: cursor.section, d)
    }
    return target.map { .to($0, .path) } ?? .declined(.atEdge)
  }

  /// One line back or forward along the axis.
  func lineStep(_ cursor: ItemPath, forward: Bool, _ d: Drag) -> KeyboardTarget {
    let c = lineLength(inSection: cursor.section, d)
    let last = keyboardLast(cursor.section, d)
    let s = cursor.section
    let target: ItemPath?
    if forward {
      if cursor.item + c <= last {
        target = ItemPath(section: s, item: cursor.item + c)
      } else if cursor.item / c < last / c {
        target = ItemPath(section: s, item: last)
      } else {
        target = startOfSection(after: s, d)
      }
    } else {
      target =
        cursor.item - c >= 0
        ? ItemPath(section: s, item: cursor.item - c) : endOfSection(before: s, d)
    }
    return target.map { .to($0, .path) } ?? .declined(.atEdge)
  }

  /// The target of `move` from `cursor`.
  func keyboardTarget(_ move: KeyboardMove, from cursor: ItemPath, _ d: Drag) -> KeyboardTarget {
    let vertical = layout.axis == .vertical
    let s = cursor.section
    switch move {
    case .previous: return step(cursor, forward: false, d)
    case .next: return step(cursor, forward: true, d)
    case .up, .down, .left, .right:
      let alongKey = vertical ? (move == .up || move == .down) : (move == .left || move == .right)
      let forward = move == .down || move == .right
      if alongKey { return lineStep(cursor, forward: forward, d) }
      guard lineLength(inSection: s, d) > 1 else { return .declined(.atEdge) }
      return step(cursor, forward: forward, d)
    case .toSectionStart:
      return cursor.item > 0 ? .to(ItemPath(section: s, item: 0), .section) : .declined(.atEdge)
    case .toSectionEnd:
      let last = keyboardLast(s, d)
      return cursor.item < last
        ? .to(ItemPath(section: s, item: last), .section) : .declined(.atEdge)
    case .previousSection:
      return endOfSection(before: s, d).map { .to($0, .section) } ?? .declined(.atEdge)
    case .nextSection:
      return startOfSection(after: s, d).map { .to($0, .section) } ?? .declined(.atEdge)
    case .toSection(let t):
      guard t >= 0, t < layout.sectionCount else { return .declined(.refused) }
      if t == s { return .declined(.atEdge) }
      let last = keyboardLast(t, d)
      guard last >= 0 else { return .declined(.refused) }
      return .to(ItemPath(section: t, item: t < s ? last : 0), .section)
    case .pageUp, .pageDown:
      return pageTarget(cursor, forward: move == .pageDown, d)
    }
  }

  /// One viewport's length back or forward: the position under the cursor's centre moved by
  /// the visible length (viewport less insets), by hit test in the current arrangement. A probe
  /// that falls between grid lines is retried at the item's leading and trailing edges.
  func pageTarget(_ cursor: ItemPath, forward: Bool, _ d: Drag) -> KeyboardTarget {
    let axis = layout.axis
    let a = d.arrangement
    let page =
      viewport.size.along(axis) - viewport.contentInset.start(axis)
      - viewport.contentInset.end(axis)
    guard page > 0 else { return lineStep(cursor, forward: forward, d) }
    let frame = layout.frame(ofItemAt: cursor, in: a)
    let centre = frame.center
    let along = centre.along(axis) + (forward ? page : -page)
    let probe = Point(along: along, across: centre.across(axis), axis: axis)
    var hit = layout.hitTest(probe, in: a)
    if hit == .nothing {
      // Spacing between grid lines: the item's own span, moved by a page, meets a line at its
      // leading or its trailing edge whenever the spacing is narrower than the item. The edge
      // nearer the item is tried first, so a page never goes further than its length.
      let shift = forward ? page : -page
      let leading = frame.minAlong(axis)
      let trailing = frame.maxAlong(axis) - frame.size.along(axis) / 1024
      for edge in forward ? [leading, trailing] : [trailing, leading] where hit == .nothing {
        hit = layout.hitTest(
          Point(along: edge + shift, across: centre.across(axis), axis: axis), in: a)
      }
    }
    var target: ItemPath?
    switch hit {
    case .item(let p):
      target = p
    case .header(let t):
      target = keyboardLast(t, d) >= 0 ? ItemPath(section: t, item: 0) : nil
    case .footer(let t):
      let last = keyboardLast(t, d)
      target = last >= 0 ? ItemPath(section: t, item: last) : nil
    case .gap:
      target = nil
    case .nothing:
      if along < 0 {
        target = startOfSection(after: -1, d)
      } else if along >= layout.contentSize(in: a).along(axis) {
        target = endOfSection(before: layout.sectionCount, d)
      }
    }
    guard let target else { return lineStep(cursor, forward: forward, d) }
    return target == cursor ? .declined(.atEdge) : .to(target, .path)
  }

  /// Exchange mode: `path`, or the nearest item past it (going away from `cursor`) that is not
  /// pinned; the lifted item itself always qualifies (it clears the target).
  func firstUnpinned(from path: ItemPath, awayFrom cursor: ItemPath) -> ItemPath? {
    guard let d = currentDrag else { return nil }
    var p = path
    let forward = cursor < path
    while pinned.contains(p) && p != d.arrangement.lifted {
      guard case .to(let next, _) = step(p, forward: forward, d) else { return nil }
      p = next
    }
    return p
  }

  /// Scrolls just enough to show the cursor's frame (see ``reveal(_:in:)``) and puts the
  /// floating copy on it.
  mutating func revealKeyboardCursor() -> [DragEffect] {
    guard let d = currentDrag else { return [] }
    let effects = reveal(
      layout.frame(ofItemAt: keyboardCursor(d), in: d.arrangement), in: d.arrangement)
    _ = placeKeyboardCopy()
    return effects
  }

  /// Puts the floating copy of a keyboard drag on its cursor, without scrolling (a keyboard
  /// drag has no pointer: the copy sits where the item stands). A reload calls it instead of
  /// retargeting, so the item stays at its new data position.
  ///
  /// - Returns: no effects (the signature matches `retarget(policy:)`).
  mutating func placeKeyboardCopy() -> [DragEffect] {
    guard var d = currentDrag, d.isKeyboard else { return [] }
    let frame = layout.frame(ofItemAt: keyboardCursor(d), in: d.arrangement)
    d.pointer = viewport.viewportPoint(frame.origin)
    d.lastAlong = frame.origin.along(layout.axis)
    storeDrag(d)
    return []
  }

  /// Changes the content offset, within its bounds, just enough to show `frame` (content
  /// coordinates) inside the insets; its leading edge wins when it is longer than the visible
  /// length.
  ///
  /// - Returns: a `scrolled(to:)` effect if the offset changed.
  mutating func reveal(_ frame: Rect, in arrangement: Arrangement?) -> [DragEffect] {
    let axis = layout.axis
    let bounds = viewport.offsetBounds(
      contentLength: layout.contentSize(in: arrangement).along(axis), axis: axis)
    let offset = viewport.contentOffset.along(axis)
    var target = offset
    let length = viewport.size.along(axis)
    if frame.maxAlong(axis) > target + length - viewport.contentInset.end(axis) {
      target = frame.maxAlong(axis) - length + viewport.contentInset.end(axis)
    }
    if frame.minAlong(axis) < target + viewport.contentInset.start(axis) {
      target = frame.minAlong(axis) - viewport.contentInset.start(axis)
    }
    target = min(bounds.max, max(bounds.min, target))
    guard target != offset, target.isFinite else { return [] }
    let across = viewport.contentOffset.across(axis)
    viewport.contentOffset = Point(along: target, across: across, axis: axis)
    return [.scrolled(to: viewport.contentOffset)]
  }

  /// The announcement of `kind` for the drag in progress (keyboard or pointer), at its
  /// cursor: the slot in insert mode, the exchange target (or the item itself) in exchange
  /// mode, current data; the count is the section's as it stands now, a block counting as all
  /// of its items. Nil when no drag is in progress.
  ///
  /// - Complexity: O(1); O(log k) with a block of k items.
  public func announcement(_ kind: Announcement.Kind) -> Announcement? {
    duringAnnouncement(kind)
  }

  /// The announcement of the drag's end among `effects` (a pointer or keyboard drop, a
  /// cancel; data after the effects): ``Announcement/Kind/dropped`` at the `ended` position or
  /// ``Announcement/Kind/cancelled`` at the `cancelled` one, about `itemCount` items (the
  /// drag's: 1, or its block's count). Nil when `effects` do not end a drag.
  ///
  /// - Complexity: O(e) for e effects.
  public func endAnnouncement(in effects: [DragEffect], itemCount: Int) -> Announcement? {
    endingAnnouncement(.dropped, in: effects, itemCount: itemCount)
  }

  /// The announcement of a pointer-style selection change (see
  /// ``select(atViewportPoint:time:policy:)``): selected or deselected at the item's position
  /// (committed data), with how many are selected now; nil for no change or a refusal.
  public func announcement(for change: SelectionChange) -> Announcement? {
    selectionAnnouncement(change, focused: nil)
  }
}
