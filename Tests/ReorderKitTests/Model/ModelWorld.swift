import Foundation
import ReorderKit

/// The controller kind a model run drives.
enum ModelKind: String, Equatable, CaseIterable {
  /// A vertical `DragTableController` of `Identifiable` items.
  case table
  /// A `DragTableController` of plain `Int` values, duplicates among them (no identity).
  case tableValues
  /// A three-column `DragGridController` of `Identifiable` items.
  case grid
  /// A horizontal `DragBoardController` of `Identifiable` cards, lanes by id.
  case board
}

/// Everything a model run starts from: the data (item keys per section), the host's fixed
/// policy (by key: the same answer wherever the item stands), and the configuration.
struct ModelSetup: Equatable, CustomStringConvertible {
  var kind: ModelKind
  var sections: [[Int]]
  var pinned: Set<Int> = []
  var unmovable: Set<Int> = []
  var unselectable: Set<Int> = []
  /// Per cent of `targetIndexPathForMoveFrom` answers that redirect (to the current position,
  /// another one, or one out of range).
  var redirects = 0
  var policySeed: UInt64 = 0
  var commit = CommitMode.drop
  var mode = ReorderMode.insert
  var emptySections = EmptySectionPolicy.keep
  /// 0: the default long press; 1: immediate; 2: a distance of 10 points.
  var activation = 0
  var pinnedLanes: Set<Int> = []
  var unmovableLanes: Set<Int> = []

  var description: String {
    func set(_ s: Set<Int>) -> String { "[\(s.sorted().map(String.init).joined(separator: ", "))]" }
    return """
      ModelSetup(kind: .\(kind), sections: \(sections), pinned: \(set(pinned)), \
      unmovable: \(set(unmovable)), unselectable: \(set(unselectable)), redirects: \(redirects), \
      policySeed: \(policySeed), commit: .\(commit), mode: .\(mode), \
      emptySections: .\(emptySections), activation: \(activation), \
      pinnedLanes: \(set(pinnedLanes)), unmovableLanes: \(set(unmovableLanes)))
      """
  }

  var configuration: DragConfiguration {
    let activations: [Activation] = [.default, .immediate, .distance(10)]
    return DragConfiguration(
      mode: mode, commit: commit, emptySections: emptySections,
      activation: activations[max(0, min(activation, 2))], autoScroll: .proportional())
  }

  /// A random setup of `kind`.
  static func random(_ kind: ModelKind, _ rng: inout SplitMix64) -> ModelSetup {
    let sectionCount = kind == .board ? rng.int(2...4) : rng.int(1...4)
    var next = 0
    var sections = [[Int]]()
    for _ in 0..<sectionCount {
      let n = rng.int(0...(kind == .grid ? 7 : 5))
      sections.append(
        (0..<n).map { _ in
          next += 1
          return kind == .tableValues ? rng.int(1...4) : next
        })
    }
    let keys = Array(Set(sections.joined()))
    func some(_ p: Double) -> Set<Int> { Set(keys.filter { _ in rng.chance(p) }) }
    var setup = ModelSetup(kind: kind, sections: sections)
    setup.pinned = rng.chance(0.4) ? some(0.15) : []
    setup.unmovable = rng.chance(0.4) ? some(0.2) : []
    setup.unselectable = rng.chance(0.4) ? some(0.2) : []
    setup.redirects = rng.pick([0, 0, 10, 30])
    setup.policySeed = rng.next() % 1000
    setup.commit = rng.chance(0.5) ? .live : .drop
    setup.mode = rng.chance(0.2) ? .exchange : .insert
    setup.emptySections = rng.chance(0.4) ? .remove : .keep
    setup.activation = rng.pick([0, 0, 1, 2])
    if kind == .board {
      let lanes = Array(0..<sectionCount)
      setup.pinnedLanes = rng.chance(0.3) ? [rng.pick(lanes)] : []
      setup.unmovableLanes = rng.chance(0.3) ? [rng.pick(lanes)] : []
    }
    return setup
  }
}

/// A setup and the steps run on it: what a failure prints, and what a test can replay.
struct ModelScenario: Equatable, CustomStringConvertible {
  var setup: ModelSetup
  var ops: [ModelOp]

  var description: String {
    "ModelScenario(\n  setup: \(setup),\n  ops: [\n"
      + ops.map { "    \($0)," }.joined(separator: "\n") + "\n  ])"
  }

  /// Runs the scenario on a fresh controller; the first violation and the index of the step
  /// that showed it, or nil.
  @MainActor
  func firstViolation() -> (index: Int, violation: ModelViolation)? {
    switch setup.kind {
    case .tableValues:
      return ModelWorld<Int>.values(setup).run(ops)
    default:
      return ModelWorld<ModelItem>.identified(setup).run(ops)
    }
  }
}

extension SplitMix64 {
  /// True with probability `p`.
  mutating func chance(_ p: Double) -> Bool { unit() < p }
  /// An integer in `range`.
  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
  /// A double in `range`.
  mutating func double(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &self)
  }
  /// A uniformly chosen element of a non-empty array.
  mutating func pick<T>(_ options: [T]) -> T { options[int(0...(options.count - 1))] }
}

/// One controller, its model host, and the runner's own bookkeeping: the clock, the keys the
/// host's own edits expect, and the selection as the host gave it. Drives the controller
/// through its public API only.
@MainActor
final class ModelWorld<Item: Hashable> {
  let state: ModelState<Item>
  let controller: DragController<Item>
  var table: DragTableController<Item>?
  var grid: DragGridController<Item>?
  var board: DragBoardController<Int, Item>?
  /// The host object (controllers hold it weakly).
  private let host: AnyObject
  let makeItem: (Int) -> Item
  /// Whether items are `Identifiable` (the selection is followed by key).
  let identified: Bool

  var clock: Double = 0
  var nextKey = 1000
  /// The multiset of keys the host's data must hold.
  var expected: [Int: Int] = [:]
  /// The selection's keys, as the host gave and saw it.
  var selectedKeys: Set<Int> = []
  /// Whether a pointer press is on (for the generator).
  var pressed = false
  /// Whether a grid's interactive movement began and has not been ended or cancelled by the
  /// host; whether a pointer cancel or lift came during one (known defect (d)).
  var interactive = false
  var interactiveCancelledByPointer = false
  /// Whether `allowsEditing` changed (known defect (e)).
  var editingToggledDuringDrag = false

  init(
    state: ModelState<Item>, controller: DragController<Item>, host: AnyObject,
    makeItem: @escaping (Int) -> Item, identified: Bool
  ) {
    self.state = state
    self.controller = controller
    self.host = host
    self.makeItem = makeItem
    self.identified = identified
    for k in state.data.joined().map(state.key) { expected[k, default: 0] += 1 }
    table = controller as? DragTableController<Item>
    grid = controller as? DragGridController<Item>
    board = controller as? DragBoardController<Int, Item>
  }

  var viewportSize: Size {
    board.map { _ in Size(width: 500, height: 400) } ?? Size(width: 320, height: 300)
  }

  // MARK: Running

  /// Runs `ops` in order, checking after each; the first violation, or nil.
  func run(_ ops: [ModelOp]) -> (index: Int, violation: ModelViolation)? {
    if let v = check(after: nil) { return (-1, v) }
    for (k, op) in ops.enumerated() {
      perform(op)
      if let v = check(after: op) { return (k, v) }
    }
    return nil
  }

  private func time(_ dt: Double) -> Double {
    guard dt.isFinite else { return dt }
    clock += dt
    return clock
  }

  private func expectRefusedNonFinite(_ name: String, _ x: Double, _ y: Double, _ result: Bool) {
    if !(x.isFinite && y.isFinite) && result {
      state.fail(
        .returnValues, "\(name) at a non-finite point returned true", known: .nonFinitePointerReturn
      )
    }
  }

  private func point(_ x: Double, _ y: Double) -> PointerLocation {
    .viewport(CGPoint(x: x, y: y))
  }

  /// Performs one step through the public API and checks what it returned.
  func perform(_ op: ModelOp) {
    state.heard = []
    state.dropped = false
    state.blockDropped = false
    state.blockDeletedSection = false
    state.refusals = 0
    // A press may outlive a refused lift or cancel (non-finite times): needs-frames says so.
    let wasBusy = pressed || controller.isDragging || controller.needsFrames
    let selectionBefore = controller.selectedIndexPaths
    switch op {
    case .down(let x, let y, let dt):
      pressed = true
      let r = controller.pointerDown(at: point(x, y), time: time(dt))
      expectRefusedNonFinite("pointerDown", x, y, r)
    case .move(let x, let y, let dt):
      let r = controller.pointerMoved(to: point(x, y), time: time(dt))
      expectRefusedNonFinite("pointerMoved", x, y, r)
    case .up(let x, let y, let dt):
      // A lift at a non-finite point or time is refused: the press stays.
      if x.isFinite && y.isFinite && dt.isFinite { pressed = false }
      if interactive { interactiveCancelledByPointer = true }
      interactive = false
      let r = controller.pointerUp(at: point(x, y), time: time(dt))
      expectRefusedNonFinite("pointerUp", x, y, r)
    case .cancel(let dt):
      if dt.isFinite { pressed = false }
      if interactive { interactiveCancelledByPointer = true }
      interactive = false
      controller.pointerCancelled(time: time(dt))
    case .tick(let dt):
      controller.tick(time: time(dt))
    case .key(let command):
      expectResult(controller.handle(command), "handle(\(command.source))")
    case .access(let p, let pick):
      accessibility(p, pick: pick, unlisted: nil)
    case .accessUnlisted(let p, let action):
      accessibility(p, pick: 0, unlisted: action)
    case .select(let p):
      let change = controller.select(at: IndexPath(p))
      checkSelection(change, selectionBefore, "select(at: \(p.source))")
    case .deselect(let p):
      let change = controller.deselect(at: IndexPath(p))
      checkSelection(change, selectionBefore, "deselect(at: \(p.source))")
    case .selectPoint(let x, let y):
      let change = controller.select(atPoint: point(x, y), time: clock)
      checkSelection(change, selectionBefore, "select(atPoint:)")
    case .clearSelection:
      let r = controller.clearSelection()
      let after = controller.selectedIndexPaths
      if r ? !after.isEmpty : after != selectionBefore {
        state.fail(
          .returnValues, "clearSelection returned \(r), selection \(selectionBefore) -> \(after)")
      }
    case .toggle(let p):
      expectResult(controller.toggleSelection(ofFocusedItemAt: IndexPath(p)), "toggleSelection")
    case .reload:
      controller.reloadData()
      state.recordPinned()
    case .edit(let edits, let via):
      edit(edits, via: via)
    case .cancelDrag:
      controller.cancelDrag()
    case .commit(let c):
      table?.configuration.commit = c
      board?.configuration.commit = c
    case .emptySections(let e):
      table?.configuration.emptySections = e
      board?.configuration.emptySections = e
    case .mode(let m):
      table?.configuration.mode = m
      board?.configuration.mode = m
    case .scroll(let o):
      if let board {
        expectResult(board.setBoardOffset(CGFloat(o)), "setBoardOffset")
      } else {
        controller.contentOffset = CGPoint(x: 0, y: o)
      }
    case .viewportSize(let w, let h):
      if let board {
        expectResult(board.setViewportSize(Size(width: w, height: h)), "setViewportSize")
      } else {
        controller.viewport.size = Size(width: w, height: h)
        controller.reloadData()
        state.recordPinned()
      }
    case .beginEditing:
      grid?.beginEditing()
    case .endEditing:
      grid?.endEditing()
    case .allowsEditing(let b):
      editingToggledDuringDrag = true
      grid?.allowsEditing = b
    case .interactiveBegin(let p):
      guard let grid else { break }
      let r = grid.beginInteractiveMovement(at: IndexPath(p))
      if r { interactive = true }
      if r != state.heard.contains(where: { $0.hasPrefix("willMove") }) {
        state.fail(.returnValues, "beginInteractiveMovement returned \(r), heard \(state.heard)")
      }
    case .interactiveUpdate(let x, let y):
      grid?.updateInteractiveMovement(to: point(x, y))
    case .interactiveEnd:
      grid?.endInteractiveMovement()
      interactive = false
    case .interactiveCancel:
      grid?.cancelInteractiveMovement()
      interactive = false
    case .pickUpLane(let lane):
      guard let board else { break }
      let r = board.pickUpLane(at: lane)
      if r != state.heard.contains(where: { $0.hasPrefix("willMoveLane") }) {
        state.fail(.returnValues, "pickUpLane(at: \(lane)) returned \(r), heard \(state.heard)")
      }
    case .laneOffset(let lane, let o):
      if let board { expectResult(board.setOffset(CGFloat(o), ofLane: lane), "setOffset(ofLane:)") }
    }
    followSelection(op, wasBusy: wasBusy)
  }

  /// A Bool entry point is true exactly when accepted; false when refused, with
  /// `lastRefusal` set and `didRefuse` told once.
  private func expectResult(_ r: Bool, _ name: String) {
    let told = state.refusals
    if r ? told != 0 : (told != 1 || controller.lastRefusal == nil) {
      state.fail(
        .returnValues,
        "\(name) returned \(r), didRefuse told \(told) times, lastRefusal \(String(describing: controller.lastRefusal))"
      )
    }
  }

  /// A listed action must succeed (and change the data); an unlisted one must be refused and
  /// change nothing.
  private func accessibility(_ p: ItemPath, pick: Int, unlisted: AccessibilityMoveAction?) {
    let selectionBefore = controller.selectedIndexPaths
    let listed = controller.accessibilityActions(forItemAt: IndexPath(p)).map(\.action)
    if controller.isDragging && !listed.isEmpty {
      state.fail(.accessibility, "actions \(listed) listed for \(p.source) during a drag")
    }
    let action: AccessibilityMoveAction
    if let unlisted {
      action = unlisted
    } else if listed.isEmpty {
      action = .moveDown
    } else {
      action = listed[abs(pick) % listed.count]
    }
    let before = state.data
    let r = controller.performAccessibilityAction(action, onItemAt: IndexPath(p))
    let endedHeard = state.heard.contains { $0.hasPrefix("ended") }
    if r != endedHeard {
      state.fail(.returnValues, "performAccessibilityAction returned \(r), heard \(state.heard)")
    }
    if listed.contains(action) {
      if !r || (identified && state.data == before) {
        state.fail(
          .accessibility,
          "listed \(action.source) on \(p.source) (of \(listed.map(\.source))) returned \(r), heard \(state.heard)",
          known: interactiveCancelledByPointer ? .interactiveAfterPointerCancel : nil)
      }
    } else if r || state.data != before || state.heard.contains(where: { $0.hasPrefix("willMove") })
    {
      let selected = selectionBefore.contains(IndexPath(p))
      state.fail(
        .accessibility,
        "\(action.source) on \(p.source), not listed (\(listed.map(\.source))), returned \(r), heard \(state.heard)",
        known: selected ? .accessibilityOfSelected : nil)
    }
  }

  private func checkSelection(_ change: SelectionChange, _ before: [IndexPath], _ name: String) {
    let after = controller.selectedIndexPaths
    let ok: Bool
    switch change {
    case .selected(let p): ok = !before.contains(IndexPath(p)) && after.contains(IndexPath(p))
    case .deselected(let p): ok = before.contains(IndexPath(p)) && !after.contains(IndexPath(p))
    case .unchanged, .refused: ok = after == before
    }
    if !ok {
      state.fail(.returnValues, "\(name) returned \(change), selection \(before) -> \(after)")
    }
    if case .selected(let p) = change, let k = state.key(at: IndexPath(p)) {
      selectedKeys.insert(k)
    }
  }

  /// The selection follows its items: no key gains the selection unless given it, none loses
  /// it while still present unless deselected or dropped as a block.
  private func followSelection(_ op: ModelOp, wasBusy: Bool) {
    let known = selectionDefect(op, wasBusy: wasBusy)
    lastSelectionDefect = known
    // Without identity the selection keeps positions: only its rules can be checked.
    guard identified else { return }
    let now = Set(controller.selectedIndexPaths.compactMap { state.key(at: $0) })
    var given = selectedKeys
    switch op {
    case .toggle(let p), .select(let p):
      if let k = state.key(at: IndexPath(p)) { given.insert(k) }
    case .selectPoint:
      given.formUnion(now.subtracting(selectedKeys).prefix(1))
    default: break
    }
    let gained = now.subtracting(given)
    if !gained.isEmpty {
      state.fail(
        .selection,
        "items \(gained.sorted()) became selected after \(op) (had \(selectedKeys.sorted()))",
        known: known)
    }
    let present = Set(state.data.joined().map(state.key))
    let lost = selectedKeys.subtracting(now).intersection(present)
    var mayLose = state.blockDropped
    switch op {
    case .deselect, .toggle, .selectPoint, .clearSelection: mayLose = true
    default: break
    }
    if !lost.isEmpty && !mayLose {
      state.fail(.selection, "items \(lost.sorted()) lost the selection after \(op)", known: known)
    }
    selectedKeys = now
  }

  /// The known defect a selection failure after `op` matches: a live move heard (a), or a
  /// reload or edit during a press or drag (b).
  private func selectionDefect(_ op: ModelOp, wasBusy: Bool) -> KnownDefect? {
    if state.heard.contains(where: {
      $0.hasPrefix("didMove ") || $0.hasPrefix("didExchange") || $0.hasPrefix("didMoveLane")
    }) {
      return .selectionAfterLiveMove
    }
    switch op {
    case .reload, .edit, .viewportSize:
      return wasBusy ? .selectionAfterEditDuringDrag : nil
    default:
      return nil
    }
  }

  /// The selection defect of the latest step, for the position-only checks.
  var lastSelectionDefect: KnownDefect?

  // MARK: The host's own edits

  private func edit(_ edits: [ModelEdit], via: ModelVia) {
    var updates = [DragDataUpdate]()
    var dragged = controller.draggedIndexPath.flatMap { ItemPath($0) }
    var selected = controller.selectedIndexPaths.compactMap { ItemPath($0) }
    func record(_ u: DragDataUpdate) {
      updates.append(u)
      dragged = dragged.flatMap { u.position(after: $0) }
      selected = selected.compactMap { u.position(after: $0) }
    }
    func delete(_ p: ItemPath) {
      guard p.section >= 0, p.section < state.data.count, p.item >= 0,
        p.item < state.data[p.section].count
      else { return }
      let k = state.key(state.data[p.section].remove(at: p.item))
      expected[k, default: 0] -= 1
      if expected[k] == 0 { expected[k] = nil }
      record(.deleteItem(at: IndexPath(p)))
    }
    for e in edits {
      switch e {
      case .insert(let p):
        guard p.section >= 0, p.section < state.data.count, p.item >= 0,
          p.item <= state.data[p.section].count
        else { continue }
        let k = identified ? nextKey : 1 + nextKey % 4
        nextKey += 1
        state.data[p.section].insert(makeItem(k), at: p.item)
        expected[k, default: 0] += 1
        record(.insertItem(at: IndexPath(p)))
      case .delete(let p):
        delete(p)
      case .move(let a, let b):
        guard a.section >= 0, a.section < state.data.count, a.item >= 0,
          a.item < state.data[a.section].count
        else { continue }
        let item = state.data[a.section].remove(at: a.item)
        guard b.section >= 0, b.section < state.data.count, b.item >= 0,
          b.item <= state.data[b.section].count
        else {
          state.data[a.section].insert(item, at: a.item)
          continue
        }
        state.data[b.section].insert(item, at: b.item)
        record(.moveItem(at: IndexPath(a), to: IndexPath(b)))
      case .deleteDragged:
        if let d = dragged { delete(d) }
      case .deleteSelected:
        for p in selected.sorted().reversed() { delete(p) }
      case .insertSection(let s):
        guard board == nil, s >= 0, s <= state.data.count else { continue }
        state.data.insert([], at: s)
        record(.insertSection(s))
      case .deleteSection(let s):
        guard board == nil, s >= 0, s < state.data.count else { continue }
        for item in state.data.remove(at: s) {
          let k = state.key(item)
          expected[k, default: 0] -= 1
          if expected[k] == 0 { expected[k] = nil }
        }
        record(.deleteSection(s))
      }
    }
    switch via {
    case .batch: controller.performBatchUpdates(updates)
    case .reload: controller.reloadData()
    case .hint: controller.reloadData(draggedItemAt: dragged.map { IndexPath($0) })
    }
    state.recordPinned()
  }

  // MARK: Checks

  /// Every invariant, after `op`: the first violation, or nil.
  func check(after op: ModelOp?) -> ModelViolation? {
    if let v = state.violations.first { return v }
    guard var v = checkState(), !modelSkippedChecks.contains(v.check.rawValue) else { return nil }
    if let k = v.known, !KnownDefect.gated.contains(k) { v.known = nil }
    return v
  }

  private func checkState() -> ModelViolation? {
    let keys = state.keys
    if controller.sections != state.data {
      return ModelViolation(
        check: .hostCopy,
        message: "host has \(keys), controller \(controller.sections.map { $0.map(state.key) })",
        known: state.blockDeletedSection ? .blockDropDeletedSections : nil)
    }
    if let board, board.lanes != state.laneIDs {
      return ModelViolation(
        check: .hostCopy, message: "host lanes \(state.laneIDs), controller \(board.lanes)")
    }
    var held = [Int: Int]()
    for k in keys.joined() { held[k, default: 0] += 1 }
    if held != expected {
      return ModelViolation(
        check: .idsConserved,
        message: "host holds \(keys), expected keys \(expected.sorted { $0.key < $1.key })")
    }
    if board != nil && state.laneIDs.sorted() != Array(0..<state.setup.sections.count) {
      return ModelViolation(check: .idsConserved, message: "lanes \(state.laneIDs)")
    }
    for p in state.pinnedExpect {
      let there =
        p.section >= 0 && p.section < keys.count && p.item < keys[p.section].count
        ? keys[p.section][p.item] : nil
      if there != p.key {
        return ModelViolation(
          check: .pinnedKeepIndex,
          message: "pinned \(p.key) left [\(p.section), \(p.item)]: \(keys)")
      }
    }
    for (index, id) in (0..<state.setup.sections.count).map({ ($0, $0) })
    where board != nil && state.setup.pinnedLanes.contains(id) && state.laneIDs[index] != id {
      return ModelViolation(
        check: .pinnedKeepIndex, message: "pinned lane \(id) moved: \(state.laneIDs)")
    }
    let selection = controller.selectedIndexPaths
    for p in selection {
      guard let k = state.key(at: p) else {
        return ModelViolation(
          check: .selection, message: "selected \(p) is not an item of \(keys)",
          known: lastSelectionDefect)
      }
      if state.setup.pinned.contains(k) || state.setup.unselectable.contains(k) {
        return ModelViolation(
          check: .selection, message: "selected \(p) holds pinned or refused \(k)",
          known: lastSelectionDefect)
      }
    }
    let ordered = selection.map { ($0[0], $0[1]) }
    if zip(ordered, ordered.dropFirst()).contains(where: { !($0 < $1) }) {
      return ModelViolation(check: .selection, message: "selection \(selection) not in data order")
    }
    let dragging = state.dragging || state.laneDragging
    if controller.isDragging != dragging {
      return ModelViolation(
        check: .readouts,
        message: "isDragging \(controller.isDragging), the delegate heard \(dragging)")
    }
    if controller.needsFrames != state.frames {
      return ModelViolation(
        check: .readouts,
        message: "needsFrames \(controller.needsFrames), the delegate heard \(state.frames)")
    }
    if let grid, grid.isEditing != state.editing {
      return ModelViolation(
        check: .readouts,
        message: "isEditing \(grid.isEditing), the delegate heard \(state.editing)",
        known: editingToggledDuringDrag ? .editingToggledDuringDrag : nil)
    }
    if let board, (board.draggedLaneIndex != nil) != state.laneDragging {
      return ModelViolation(
        check: .readouts,
        message:
          "draggedLaneIndex \(String(describing: board.draggedLaneIndex)), heard \(state.laneDragging)"
      )
    }
    return nil
  }
}

extension ModelWorld where Item == ModelItem {
  /// A world of `Identifiable` items for a table, grid or board setup.
  static func identified(_ setup: ModelSetup) -> ModelWorld<ModelItem> {
    let state = ModelState(
      setup: setup, data: setup.sections.map { $0.map(ModelItem.init) }, key: \.id)
    let controller: DragController<ModelItem>
    let host: AnyObject
    let viewport = Viewport(size: Size(width: 320, height: 300))
    switch setup.kind {
    case .grid:
      let h = ModelHost<DragGridController<ModelItem>>(state)
      host = h
      controller = DragGridController(
        dataSource: h, delegate: h, sizing: .columns(3, aspectRatio: 1),
        spacing: GridSpacing(item: 4, line: 4), viewport: viewport,
        configuration: GridEditingConfiguration(drag: setup.configuration))
    case .board:
      let h = ModelHost<DragBoardController<Int, ModelItem>>(state)
      host = h
      controller = DragBoardController(
        dataSource: h, delegate: h, viewportSize: Size(width: 500, height: 400),
        configuration: setup.configuration)
    case .table, .tableValues:
      let h = ModelHost<DragTableController<ModelItem>>(state)
      host = h
      controller = DragTableController(
        dataSource: h, delegate: h, viewport: viewport, configuration: setup.configuration)
    }
    return ModelWorld(
      state: state, controller: controller, host: host, makeItem: ModelItem.init,
      identified: true)
  }
}

extension ModelWorld where Item == Int {
  /// A world of plain values (duplicates, no identity) for a table setup.
  static func values(_ setup: ModelSetup) -> ModelWorld<Int> {
    let state = ModelState(setup: setup, data: setup.sections, key: { $0 })
    let h = ModelHost<DragTableController<Int>>(state)
    let controller = DragTableController(
      dataSource: h, delegate: h, viewport: Viewport(size: Size(width: 320, height: 300)),
      configuration: setup.configuration)
    return ModelWorld(
      state: state, controller: controller, host: h, makeItem: { $0 }, identified: false)
  }
}
