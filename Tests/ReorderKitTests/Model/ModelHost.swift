import Foundation
import ReorderKit

/// An item of the model runs: a unique id, `Identifiable`.
struct ModelItem: Identifiable, Hashable, Sendable {
  var id: Int
}

/// The invariants the model test checks, each with its own name (the shrinker keeps a failure
/// of the same check).
enum ModelCheck: String, Equatable, CaseIterable {
  /// The host's copy (every callback applied on arrival) equals the controller's `sections`,
  /// and each `newDataSourceAfterMove` equals the host's copy when it comes.
  case hostCopy
  /// Ids are conserved, except by the host's own edits; lanes too.
  case idsConserved
  /// A pinned item (lane) keeps its index.
  case pinnedKeepIndex
  /// An item that cannot move (pinned, or `canMoveItemAt` false) is never lifted; lanes too.
  case unmovableNeverLifted
  /// Every callback's positions are in range of the data they count in, and name the item
  /// they say (`didEndMovingItemAt` the dragged item).
  case callbackInRange
  /// The selection is in range, in data order, holds no pinned or refused item, and follows
  /// its items (`Identifiable` runs: no item gains the selection it was not given).
  case selection
  /// A listed accessibility action succeeds; an unlisted one is refused and changes nothing.
  case accessibility
  /// `isDragging`, `needsFrames` (and a grid's `isEditing`) agree with what the delegate heard.
  case readouts
  /// Entry points' return values say what happened.
  case returnValues
}

/// Checks left out of a run (`REORDER_MODEL_SKIP=selection,returnValues`), to look past a
/// known failure while digging into another one.
let modelSkippedChecks = Set(
  (ProcessInfo.processInfo.environment["REORDER_MODEL_SKIP"] ?? "").split(separator: ",")
    .map(String.init))

/// Known defects that other branches are fixing. While a fix is not merged, a violation that
/// matches its defect ends the sequence as known (counted, not failed) instead of failing it.
/// Temporary: every case leaves ``gated`` as its fix is merged, and the merged suite gates none.
enum KnownDefect: String, CaseIterable {
  /// (a) The selection stays at its positions while a live-commit drag moves items.
  case selectionAfterLiveMove
  /// (b) A reload or batch update during a press or drag passes the selection to other items.
  case selectionAfterEditDuringDrag
  /// (c) A block drop that empties a section with `.remove`: `didMoveItems` destinations count
  /// out sections that the later `didDeleteSection` calls delete.
  case blockDropDeletedSections
  /// (d) A selected item lists no accessibility actions, yet performing one moves the block.
  case accessibilityOfSelected
  /// (d) A pointer cancel leaves a grid's interactive movement behind.
  case interactiveAfterPointerCancel
  /// (e) `isEditing` and the editing callbacks disagree when `allowsEditing` is toggled during
  /// a drag.
  case editingToggledDuringDrag
  /// (f) A pointer event at a non-finite point returns true.
  case nonFinitePointerReturn

  /// The defects whose fixes are not merged yet.
  static let gated: Set<KnownDefect> = []
}

/// A failed check: which, what was seen, and the known defect it matches while gated.
struct ModelViolation: Equatable, CustomStringConvertible {
  var check: ModelCheck
  var message: String
  var known: KnownDefect? = nil
  var description: String {
    "\(check.rawValue): \(message)" + (known.map { " (known defect \($0.rawValue))" } ?? "")
  }
}

/// The host's side of a model run, shared by the three controllers' delegates: its own copy of
/// the data (every data callback applied on arrival, in order), its fixed policy, what it heard
/// of the drag, and the violations its callbacks saw.
@MainActor
final class ModelState<Item: Hashable> {
  var data: [[Item]]
  /// The board's lanes, by id (empty for lists and grids).
  var laneIDs: [Int]
  let key: (Item) -> Int
  let setup: ModelSetup
  var violations: [ModelViolation] = []

  /// What the delegate heard.
  var dragging = false
  var laneDragging = false
  var frames = false
  var editing = false
  /// The keys of the items lifted by the drag in progress (first: the pressed one's, or the
  /// block's first).
  var draggedKeys: [Int] = []
  var draggedLane: Int?
  var blockOpen = false
  /// Whether the block drop in progress told `didMoveItems` and has not ended yet.
  var blockEnding = false
  /// Whether a block drop deleted a section since the runner last reset it.
  var blockDeletedSection = false
  /// `didRefuse` calls since the runner last reset it.
  var refusals = 0
  /// Callbacks heard since the runner last reset it.
  var heard: [String] = []
  /// Whether a drag ended with a drop (a block drop: `blockDropped`) since the last reset.
  var dropped = false
  var blockDropped = false
  /// Pinned items as the latest reload made them: position and key.
  var pinnedExpect: [(section: Int, item: Int, key: Int)] = []

  init(setup: ModelSetup, data: [[Item]], key: @escaping (Item) -> Int) {
    self.setup = setup
    self.data = data
    self.key = key
    laneIDs = setup.kind == .board ? Array(data.indices) : []
    recordPinned()
  }

  func fail(_ check: ModelCheck, _ message: String, known: KnownDefect? = nil) {
    guard !modelSkippedChecks.contains(check.rawValue) else { return }
    let gated = known.flatMap { KnownDefect.gated.contains($0) ? $0 : nil }
    violations.append(ModelViolation(check: check, message: message, known: gated))
  }

  func exists(_ p: IndexPath) -> Bool {
    p.count == 2 && p[0] >= 0 && p[0] < data.count && p[1] >= 0 && p[1] < data[p[0]].count
  }

  func key(at p: IndexPath) -> Int? { exists(p) ? key(data[p[0]][p[1]]) : nil }

  func text(_ p: IndexPath?) -> String {
    p.map { "[\($0.map(String.init).joined(separator: ", "))]" } ?? "nil"
  }

  var keys: [[Int]] { data.map { $0.map(key) } }

  /// Records where the pinned items stand (after a reload).
  func recordPinned() {
    pinnedExpect = []
    for (s, items) in data.enumerated() {
      for (i, item) in items.enumerated() where setup.pinned.contains(key(item)) {
        pinnedExpect.append((s, i, key(item)))
      }
    }
  }

  // MARK: Decisions (by key: the same answer wherever the item stands)

  func asked(_ question: String, _ p: IndexPath) -> Int? {
    guard let k = key(at: p) else {
      fail(.callbackInRange, "\(question) asked for \(text(p)), not an item of \(keys)")
      return nil
    }
    return k
  }

  func canMove(_ p: IndexPath) -> Bool {
    guard let k = asked("canMoveItemAt", p) else { return false }
    return !setup.unmovable.contains(k)
  }

  func isPinned(_ p: IndexPath) -> Bool {
    guard let k = asked("isPinnedItemAt", p) else { return false }
    return setup.pinned.contains(k)
  }

  func canSelect(_ p: IndexPath) -> Bool {
    guard let k = asked("canSelectItemAt", p) else { return false }
    return !setup.unselectable.contains(k)
  }

  /// The target answer: mostly the proposal; sometimes (as the setup's `redirects` says, by
  /// a hash of the arguments, so the same question gets the same answer) the current
  /// position, another position, or one out of range.
  func target(original: IndexPath, current: IndexPath, proposed: IndexPath) -> IndexPath {
    guard setup.redirects > 0 else { return proposed }
    var h = Hasher()
    h.combine(setup.policySeed)
    h.combine(original)
    h.combine(current)
    h.combine(proposed)
    let roll = UInt64(bitPattern: Int64(h.finalize()))
    let r = SplitMix64.mix(roll)
    guard Int(r % 100) < setup.redirects else { return proposed }
    switch (r >> 8) % 5 {
    case 0: return current
    case 1: return IndexPath(item: 99, section: proposed.count == 2 ? proposed[0] : 0)
    case 2: return IndexPath(item: 0, section: -1)
    case 3: return IndexPath(indexes: [0, 0, 0])
    default:
      let s = Int((r >> 16) % UInt64(max(data.count, 1)))
      let n = s < data.count ? data[s].count : 0
      return IndexPath(item: Int((r >> 24) % UInt64(n + 1)), section: s)
    }
  }

  // MARK: Notifications

  func willMove(_ p: IndexPath) {
    heard.append("willMove \(text(p))")
    if dragging || laneDragging { fail(.readouts, "willMove \(text(p)) while a drag was open") }
    dragging = true
    guard let k = key(at: p) else {
      fail(.callbackInRange, "willMove \(text(p)) is not an item of \(keys)")
      return
    }
    if setup.pinned.contains(k) || setup.unmovable.contains(k) {
      fail(.unmovableNeverLifted, "item \(k) (pinned or unmovable) lifted at \(text(p))")
    }
    draggedKeys = [k]
  }

  func willMoveItems(_ ps: [IndexPath]) {
    heard.append("willMoveItems \(ps.map { text($0) })")
    if dragging || laneDragging { fail(.readouts, "willMoveItems while a drag was open") }
    dragging = true
    blockOpen = true
    draggedKeys = []
    if ps != ps.sorted(by: { ($0[0], $0[1]) < ($1[0], $1[1]) }) || Set(ps).count != ps.count {
      fail(.callbackInRange, "willMoveItems \(ps.map { text($0) }) not in data order")
    }
    for p in ps {
      guard let k = key(at: p) else {
        fail(.callbackInRange, "willMoveItems \(text(p)) is not an item of \(keys)")
        continue
      }
      if setup.pinned.contains(k) || setup.unmovable.contains(k) {
        fail(.unmovableNeverLifted, "item \(k) (pinned or unmovable) lifted in a block")
      }
      draggedKeys.append(k)
    }
  }

  func didMove(_ from: IndexPath, _ to: IndexPath) {
    heard.append("didMove \(text(from)) -> \(text(to))")
    guard exists(from) else {
      fail(.callbackInRange, "didMove from \(text(from)), not an item of \(keys)")
      return
    }
    let item = data[from[0]].remove(at: from[1])
    guard to.count == 2, to[0] >= 0, to[0] < data.count, to[1] >= 0, to[1] <= data[to[0]].count
    else {
      data[from[0]].insert(item, at: from[1])
      fail(.callbackInRange, "didMove \(text(from)) -> \(text(to)) out of range in \(keys)")
      return
    }
    data[to[0]].insert(item, at: to[1])
  }

  func didMoveItems(_ sources: [IndexPath], _ destinations: [IndexPath]) {
    heard.append("didMoveItems \(sources.map { text($0) }) -> \(destinations.map { text($0) })")
    blockEnding = true
    guard sources.count == destinations.count, sources.allSatisfy(exists),
      Set(sources).count == sources.count
    else {
      fail(.callbackInRange, "didMoveItems sources \(sources.map { text($0) }) in \(keys)")
      return
    }
    let before = data
    let moving = sources.map { data[$0[0]][$0[1]] }
    for p in sources.sorted(by: { ($0[0], $0[1]) > ($1[0], $1[1]) }) {
      data[p[0]].remove(at: p[1])
    }
    for (p, item) in zip(destinations, moving).sorted(by: {
      ($0.0[0], $0.0[1]) < ($1.0[0], $1.0[1])
    }) {
      guard p.count == 2, p[0] >= 0, p[0] < data.count, p[1] >= 0, p[1] <= data[p[0]].count else {
        data = before
        fail(
          .callbackInRange,
          "didMoveItems destinations \(destinations.map { text($0) }) out of range in \(before.map { $0.map(key) })",
          known: .blockDropDeletedSections)
        return
      }
      data[p[0]].insert(item, at: p[1])
    }
  }

  func didExchange(_ a: IndexPath, _ b: IndexPath) {
    heard.append("didExchange \(text(a)) \(text(b))")
    guard exists(a), exists(b) else {
      fail(.callbackInRange, "didExchange \(text(a)) \(text(b)) in \(keys)")
      return
    }
    let x = data[a[0]][a[1]]
    data[a[0]][a[1]] = data[b[0]][b[1]]
    data[b[0]][b[1]] = x
  }

  func didDeleteSection(_ s: Int) {
    heard.append("didDeleteSection \(s)")
    guard s >= 0, s < data.count, data[s].isEmpty else {
      fail(
        .callbackInRange, "didDeleteSection \(s) in \(keys)",
        known: blockEnding ? .blockDropDeletedSections : nil)
      return
    }
    data.remove(at: s)
    if blockEnding { blockDeletedSection = true }
    pinnedExpect = pinnedExpect.map {
      ($0.section > s ? $0.section - 1 : $0.section, $0.item, $0.key)
    }
  }

  func newData(_ sections: [[Item]]) {
    heard.append("newData")
    if sections != data {
      fail(
        .hostCopy,
        "newDataSourceAfterMove \(sections.map { $0.map(key) }) but the host has \(keys)",
        known: blockEnding ? .blockDropDeletedSections : nil)
    }
  }

  /// A target or declined proposal: an insert slot or an item of the data on screen.
  func slot(_ name: String, _ p: IndexPath) {
    heard.append("\(name) \(text(p))")
    let sections = setup.kind == .board ? laneIDs.count : data.count + 1
    guard p.count == 2, p[0] >= 0, p[0] < max(sections, data.count), p[1] >= 0,
      p[1] <= (p[0] < data.count ? data[p[0]].count : 0) + 1
    else {
      fail(.callbackInRange, "\(name) \(text(p)) out of range in \(keys)")
      return
    }
  }

  func ended(_ p: IndexPath) {
    heard.append("ended \(text(p))")
    if !dragging { fail(.readouts, "didEndMovingItemAt \(text(p)) with no drag open") }
    dragging = false
    dropped = true
    blockEnding = false
    if blockOpen { blockDropped = true }
    blockOpen = false
    guard let k = key(at: p) else {
      fail(.callbackInRange, "didEndMovingItemAt \(text(p)), not an item of \(keys)")
      return
    }
    if let first = draggedKeys.first, first != k {
      fail(
        .callbackInRange, "didEndMovingItemAt \(text(p)) holds \(k), the drag lifted \(draggedKeys)"
      )
    }
  }

  func cancelled(_ p: IndexPath?, _ reason: DragCancelReason) {
    heard.append("cancelled \(text(p)) \(reason)")
    if !dragging { fail(.readouts, "didCancelMovingItemAt \(text(p)) with no drag open") }
    dragging = false
    blockOpen = false
    guard let p else { return }
    guard let k = key(at: p) else {
      fail(.callbackInRange, "didCancelMovingItemAt \(text(p)), not an item of \(keys)")
      return
    }
    if let first = draggedKeys.first, first != k, draggedKeys.count == 1 {
      fail(
        .callbackInRange, "didCancelMovingItemAt \(text(p)) holds \(k), the drag lifted \(first)")
    }
  }

  func item(_ name: String, _ p: IndexPath) {
    heard.append("\(name) \(text(p))")
    if !exists(p) { fail(.callbackInRange, "\(name) \(text(p)), not an item of \(keys)") }
  }

  // MARK: Lanes

  func willMoveLane(_ lane: Int) {
    heard.append("willMoveLane \(lane)")
    if dragging || laneDragging { fail(.readouts, "willMoveLane \(lane) while a drag was open") }
    laneDragging = true
    guard lane >= 0, lane < laneIDs.count else {
      fail(.callbackInRange, "willMoveLane \(lane) of \(laneIDs.count) lanes")
      return
    }
    let id = laneIDs[lane]
    if setup.pinnedLanes.contains(id) || setup.unmovableLanes.contains(id) {
      fail(.unmovableNeverLifted, "lane \(id) (pinned or unmovable) lifted at \(lane)")
    }
    draggedLane = id
  }

  func didMoveLane(_ from: Int, _ to: Int) {
    heard.append("didMoveLane \(from) -> \(to)")
    guard from >= 0, from < laneIDs.count, to >= 0, to < laneIDs.count else {
      fail(.callbackInRange, "didMoveLane \(from) -> \(to) of \(laneIDs.count) lanes")
      return
    }
    laneIDs.insert(laneIDs.remove(at: from), at: to)
    data.insert(data.remove(at: from), at: to)
    var order = Array(0..<laneIDs.count)
    order.insert(order.remove(at: from), at: to)
    pinnedExpect = pinnedExpect.map { (order.firstIndex(of: $0.section) ?? -1, $0.item, $0.key) }
  }

  func lane(_ name: String, _ lane: Int, ends: Bool, drop: Bool = false) {
    heard.append("\(name) \(lane)")
    guard lane >= 0, lane < laneIDs.count else {
      fail(.callbackInRange, "\(name) \(lane) of \(laneIDs.count) lanes")
      return
    }
    if ends {
      if !laneDragging { fail(.readouts, "\(name) \(lane) with no lane drag open") }
      laneDragging = false
      if drop { dropped = true }
      if let id = draggedLane, laneIDs[lane] != id {
        fail(.callbackInRange, "\(name) \(lane) is lane \(laneIDs[lane]), the drag lifted \(id)")
      }
    }
  }
}

/// The model host: a data source and delegate of any controller kind over a ``ModelState``.
/// Sizes come from each item's key, so they travel with the item.
@MainActor
final class ModelHost<C: ReorderController>: DragDataSource, DragDelegate where C.Item: Hashable {
  typealias Controller = C
  let state: ModelState<C.Item>

  init(_ state: ModelState<C.Item>) { self.state = state }

  func sections(in controller: C) -> [[C.Item]] { state.data }

  func dragController(_ controller: C, newDataSourceAfterMove sections: [[C.Item]]) {
    state.newData(sections)
  }

  func dragController(_ controller: C, extentForItemAt indexPath: IndexPath) -> CGFloat {
    guard let k = state.key(at: indexPath) else { return 40 }
    return CGFloat(30 + 10 * (k % 3))
  }

  func dragController(_ controller: C, headerExtentForSection section: Int) -> CGFloat {
    section % 2 == 0 ? 20 : 0
  }

  func dragController(_ controller: C, footerExtentForSection section: Int) -> CGFloat {
    section == 1 ? 10 : 0
  }

  func dragController(_ controller: C, canMoveItemAt indexPath: IndexPath) -> Bool {
    state.canMove(indexPath)
  }

  func dragController(_ controller: C, isPinnedItemAt indexPath: IndexPath) -> Bool {
    state.isPinned(indexPath)
  }

  func dragController(_ controller: C, canSelectItemAt indexPath: IndexPath) -> Bool {
    state.canSelect(indexPath)
  }

  func dragController(
    _ controller: C, targetIndexPathForMoveFrom original: IndexPath, at current: IndexPath,
    proposed: IndexPath
  ) -> IndexPath { state.target(original: original, current: current, proposed: proposed) }

  func dragController(_ controller: C, willMoveItemAt indexPath: IndexPath) {
    state.willMove(indexPath)
  }

  func dragController(_ controller: C, willMoveItemsAt indexPaths: [IndexPath]) {
    state.willMoveItems(indexPaths)
  }

  func dragController(
    _ controller: C, didMoveItemsFrom sources: [IndexPath], to destinations: [IndexPath]
  ) { state.didMoveItems(sources, destinations) }

  func dragController(_ controller: C, didMoveItemFrom source: IndexPath, to destination: IndexPath)
  { state.didMove(source, destination) }

  func dragController(
    _ controller: C, didExchangeItemAt first: IndexPath, withItemAt second: IndexPath
  ) { state.didExchange(first, second) }

  func dragController(_ controller: C, didDeleteSection section: Int) {
    state.didDeleteSection(section)
  }

  func dragController(_ controller: C, didChangeTargetTo indexPath: IndexPath?) {
    if let indexPath { state.slot("target", indexPath) } else { state.heard.append("target nil") }
  }

  func dragController(_ controller: C, didDeclineMoveTo proposed: IndexPath, reason: StepDecline) {
    state.slot("declined", proposed)
  }

  func dragController(_ controller: C, didEndMovingItemAt indexPath: IndexPath) {
    state.ended(indexPath)
  }

  func dragController(
    _ controller: C, didCancelMovingItemAt indexPath: IndexPath?, reason: DragCancelReason
  ) { state.cancelled(indexPath, reason) }

  func dragController(_ controller: C, didTapItemAt indexPath: IndexPath) {
    state.item("tap", indexPath)
  }

  func dragController(_ controller: C, announce text: String, for announcement: Announcement) {
    state.heard.append("announce")
  }

  func dragController(_ controller: C, didRefuse refusal: ControllerRefusal) {
    state.heard.append("refused")
    state.refusals += 1
  }

  func dragController(_ controller: C, needsFramesDidChange needsFrames: Bool) {
    if needsFrames == state.frames {
      state.fail(.readouts, "needsFramesDidChange(\(needsFrames)) told twice")
    }
    state.frames = needsFrames
  }
}

extension ModelHost: DragTableDataSource where C: ItemExtentProviding {}

extension ModelHost: DragGridDataSource, DragGridDelegate {
  func dragController(_ controller: C, didSelectItemAt indexPath: IndexPath) {
    state.item("didSelect", indexPath)
  }

  func dragControllerDidBeginEditing(_ controller: C) {
    state.heard.append("didBeginEditing")
    if state.editing { state.fail(.readouts, "didBeginEditing while editing") }
    state.editing = true
  }

  func dragControllerDidEndEditing(_ controller: C) {
    state.heard.append("didEndEditing")
    if !state.editing { state.fail(.readouts, "didEndEditing while not editing") }
    state.editing = false
  }
}

extension ModelHost: DragBoardDataSource, DragBoardDelegate
where C: LaneReorderController, C.Lane == Int {
  func lanes(in controller: C) -> [Int] { state.laneIDs }

  func dragController(_ controller: C, widthOfLane lane: Int) -> CGFloat { 200 }

  func dragController(_ controller: C, headerExtentOfLane lane: Int) -> CGFloat { 40 }

  func dragController(_ controller: C, canMoveLaneAt lane: Int) -> Bool {
    guard lane >= 0, lane < state.laneIDs.count else {
      state.fail(.callbackInRange, "canMoveLaneAt \(lane) of \(state.laneIDs.count) lanes")
      return false
    }
    return !state.setup.unmovableLanes.contains(state.laneIDs[lane])
  }

  func dragController(_ controller: C, isPinnedLaneAt lane: Int) -> Bool {
    guard lane >= 0, lane < state.laneIDs.count else { return false }
    return state.setup.pinnedLanes.contains(state.laneIDs[lane])
  }

  func dragController(_ controller: C, willMoveLaneAt lane: Int) { state.willMoveLane(lane) }

  func dragController(_ controller: C, didMoveLaneFrom source: Int, to destination: Int) {
    state.didMoveLane(source, destination)
  }

  func dragController(_ controller: C, didChangeLaneTargetTo lane: Int) {
    state.lane("laneTarget", lane, ends: false)
  }

  func dragController(_ controller: C, didEndMovingLaneAt lane: Int) {
    state.lane("laneEnded", lane, ends: true, drop: true)
  }

  func dragController(
    _ controller: C, didCancelMovingLaneAt lane: Int, reason: DragCancelReason
  ) { state.lane("laneCancelled", lane, ends: true) }

  func dragController(_ controller: C, didScrollLane lane: Int, to offset: CGFloat) {
    state.lane("laneScrolled", lane, ends: false)
  }
}
