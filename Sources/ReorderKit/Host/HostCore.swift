import Foundation
import ReorderCore

/// What the host core needs from the controller that owns it: its delegate and data source,
/// the layout its data makes, and the answers only some controllers give (the grid's editing
/// questions). Internal: hosts see the controllers' public API only.
@MainActor
protocol HostedController: ReorderController, HostDecisionAsking, Sendable {
  /// The engine this controller hosts.
  associatedtype Engine: ControllerEngine & HostEngine

  /// The delegate, as every controller's delegate is seen.
  var hostDelegate: (any DragDelegate<Self>)? { get }
  /// The data source, as every controller's data source is seen.
  var hostDataSource: (any DragDataSource<Self>)? { get }
  /// The data source's data, as the controller reads it at a reload (a board gives one section
  /// per lane).
  func readSections() -> [[Item]]
  /// The committed geometry of `data` (asks the data source for sizes).
  func makeLayout(for data: SectionedData<Item>) -> Engine.Geometry
  /// Prepares the engine for a run (configuration changes the host made since the last one).
  func prepare(_ engine: inout Engine)
  /// Delivers an engine effect that is not a drag effect (the grid's editing effects).
  func deliverKindEffect(_ effect: Engine.Effect)
  /// A data effect was applied (the grid moves each cell's jiggle seed along).
  func didApply(_ effect: DragEffect)
  /// A reload read new data (the grid derives each cell's jiggle seed).
  func didReload(_ data: SectionedData<Item>)
}

extension HostedController {
  func prepare(_ engine: inout Engine) {}
  func deliverKindEffect(_ effect: Engine.Effect) {}
  func didApply(_ effect: DragEffect) {}
  func didReload(_ data: SectionedData<Item>) {}
  func canEditItem(at path: ItemPath) -> Bool { true }
  func canShakeItem(at path: ItemPath) -> Bool { true }
  func editingScale(ofItemAt path: ItemPath) -> Double { 1.2 }
  func cornerButton(ofItemAt path: ItemPath) -> CornerButton? { nil }
  func readSections() -> [[Item]] { hostDataSource?.sections(in: self) ?? [] }
  func canMoveLane(_ lane: Int) -> Bool { true }
  func targetLane(forMoveFrom original: Int, at current: Int, proposed: Int) -> Int { proposed }

  func canMoveItem(at path: ItemPath) -> Bool {
    hostDelegate?.dragController(self, canMoveItemAt: IndexPath(path)) ?? true
  }

  // Inlined into its protocol witness (what ``HostDecisions`` calls): one call fewer per
  // target question (Scripts/bench-calls.sh).
  @inline(__always)
  func targetIndexPath(
    forMoveFrom original: ItemPath, at current: ItemPath, proposed: ItemPath
  ) -> ItemPath {
    guard let delegate = hostDelegate else { return proposed }
    // Each position translated once (a drop-commit drag asks from where it began).
    // (Both branches borrow `from`: a conditional expression would copy it, one call more.)
    let from = IndexPath(original)
    let answer =
      current == original
      ? delegate.dragController(
        self, targetIndexPathForMoveFrom: from, at: from, proposed: IndexPath(proposed))
      : delegate.dragController(
        self, targetIndexPathForMoveFrom: from, at: IndexPath(current),
        proposed: IndexPath(proposed))
    // Not a [section, item] path: an answer out of range, which the engine declines.
    return ItemPath(answer) ?? ItemPath(section: -1, item: -1)
  }

  func snapshotStyle(forItemAt path: ItemPath) -> SnapshotStyle? {
    hostDelegate?.dragController(self, snapshotStyleForItemAt: IndexPath(path))
  }

  func canSelectItem(at path: ItemPath) -> Bool {
    hostDelegate?.dragController(self, canSelectItemAt: IndexPath(path)) ?? true
  }
}

/// How a reload learns where the dragged item went.
enum ReloadHint {
  /// By identity only (`Identifiable` items); items without identity cannot be followed.
  case identity
  /// The host said where the item is (nil: gone).
  case position(ItemPath?)
  /// Through the host's sequential updates, from where the item stood before them.
  case updates([DragDataUpdate])
}

/// The host core as ``DragController`` has it: the controller cannot name its engine type, so
/// it holds its core through this protocol (each kind of controller makes its own
/// ``HostCore`` over its engine and keeps it typed too). ``HostCore`` is its one conformance.
@MainActor
protocol HostCoring<Item>: AnyObject {
  /// The type of the items.
  associatedtype Item
  /// The data as the data source holds it: every data effect the delegate heard, applied in
  /// order (the one place where effects are applied to items is ``SectionedData``).
  var data: SectionedData<Item> { get }
  /// The visible window, kept here while the engine runs and handed to it before each run.
  var viewport: Viewport { get set }
  /// When the data source hears `newDataSourceAfterMove`.
  var dataSourceUpdates: DataSourceUpdates { get set }
  /// The words of announcements and accessibility actions.
  var texts: any AnnouncementTexts { get set }
  /// Why the latest refused call was refused; nil after an accepted one.
  var lastRefusal: ControllerRefusal? { get }
  /// Whether the core is delivering callbacks (a call now is re-entrant).
  var isBusy: Bool { get }
  /// The read-outs after the latest run.
  var readout: HostReadout { get }
  /// The selected items' positions in the data as the data source holds it, in data order.
  var selectedPaths: [ItemPath] { get }
  /// Cancels the drag in progress, now or once the callbacks being delivered are told.
  func cancelDrag() -> Bool
  /// Records a refused call and tells the delegate. Returns false.
  func refuse(_ refusal: ControllerRefusal) -> Bool
  /// Records an accepted call. Returns true.
  func accept() -> Bool
  /// The render state, animations as they stand at `time`.
  func renderState(at time: Double) -> RenderState
  /// One pointer event, delivered.
  func handle(_ event: PointerEvent) -> Bool
  /// One keyboard command, delivered.
  func handle(_ command: KeyboardCommand) -> Bool
  /// The accessibility actions of the item at `path`, named.
  func accessibilityActions(forItemAt path: ItemPath) -> [DragAccessibilityAction]
  /// Performs an accessibility action, delivered.
  func perform(_ action: AccessibilityMoveAction, onItemAt path: ItemPath) -> Bool
  /// Runs `work` now, or once the callbacks being delivered are told.
  func submit(_ work: HostWork)
  /// Adds the item at `path` to the selection.
  func select(at path: ItemPath) -> SelectionChange
  /// Removes the item at `path` from the selection.
  func deselect(at path: ItemPath) -> SelectionChange
  /// The pointer-style selection toggle at `point` (viewport coordinates).
  func select(atViewportPoint point: Point, time: Double) -> SelectionChange
  /// Empties the selection.
  func clearSelection() -> Bool
  /// The keyboard's selection toggle of the focused item at `path`, announced.
  func toggleSelectionOfFocused(at path: ItemPath) -> Bool
}

/// Work asked for while the core was busy delivering callbacks, run in order once it is free.
enum HostWork {
  case reload(ReloadHint)
  case cancel
  /// The next of the core's queued engine calls of the controller's own (the grid's editing
  /// mode), kept in a typed queue beside this one.
  case engineCall
}

/// The one host core under every controller: entry points for pointer, keyboard,
/// accessibility and ticks; the re-entrancy queue; the engine parked while it runs; effects
/// applied to the data and told to the delegate, in one place; items followed by identity
/// through reloads.
///
/// The engine is the source of truth for the drag: the mode and commit it runs with, and where
/// the data source stands, are read from it. What the core keeps of a drag is what the
/// delegate's terms need beyond the engine's effects: where the drag began (a cancel's
/// position), a multi-item drop's sources, moves and emptied sections until its
/// `didMoveItems` is told, and the batch being gathered for `didPerformBatch`.
@MainActor
final class HostCore<Controller: HostedController>: HostCoring {
  typealias Item = Controller.Item
  typealias Engine = Controller.Engine
  /// What a keyboard command, an accessibility action or a selection toggle did.
  typealias Outcome = KeyboardOutcomeOf<Engine.Effect>

  /// The data as the data source holds it: every data effect the delegate heard, applied in
  /// order (the one place where effects are applied to items is ``SectionedData``).
  var data = SectionedData<Item>()
  /// The visible window, kept here while the engine runs and handed to it before each run
  /// (read and written whole, never held across a call: no dynamic exclusivity check).
  @exclusivity(unchecked) var viewport: Viewport
  /// When the data source hears `newDataSourceAfterMove`.
  var dataSourceUpdates = DataSourceUpdates.atDrop
  /// The words of announcements and accessibility actions.
  var texts: any AnnouncementTexts = EnglishAnnouncements()
  /// Set when the host changed the controller's configuration: the engine takes it before the
  /// next run (not on every event).
  @exclusivity(unchecked) var configurationChanged = false
  /// Why the latest refused call was refused; nil after an accepted one.
  var lastRefusal: ControllerRefusal?

  /// The owner; set by the controller right after its own initialization. The controller owns
  /// this core, so it always outlives it. (`unowned(unsafe)`: a checked `unowned` costs 95
  /// instructions per pointer event, 2,218 against 2,123 per controller event at 10^3 items in
  /// `Scripts/bench-calls.sh`'s controller count.)
  unowned(unsafe) var owner: Controller?
  // The `@exclusivity(unchecked)` stored properties of this class (12) are touched on every
  // event; with dynamic exclusivity checks they cost 165 instructions per pointer event (2,288
  // against 2,123 per controller event at 10^3 items, `Scripts/bench-calls.sh`).

  /// The engine, mutated in place. While it runs (`running`), nothing else reads it: a
  /// decision asked from inside it sees `engine` as nil and the read-outs of before the event,
  /// so no access overlaps the engine's own (hence no dynamic exclusivity check is needed).
  /// The core's own bookkeeping below is only touched by the core, one entry point at a time
  /// (``depth`` and ``pending`` queue re-entrant work), so its accesses never overlap either.
  private let driver: EngineDriver<Engine>
  /// Whether the engine is running (parked for everyone else).
  @exclusivity(unchecked) private var running = false
  /// The engine, or nil while it runs (for controller-specific reads too).
  var engine: Engine? { running ? nil : driver.engine }
  /// The engine's read-outs after the latest run: what decisions asked mid-run read (the
  /// state before the event), and the needs-frames signal. Refreshed after every run from the
  /// engine itself; never changed otherwise.
  @exclusivity(unchecked) private(set) var readout = HostReadout()
  /// The commit mode of the drag as it stood before the latest run (for a drop, the one the
  /// drag ran with).
  @exclusivity(unchecked) private var commitBefore: CommitMode?
  /// Whether two items are the same item (nil: identity by position).
  let sameItem: ((Item, Item) -> Bool)?
  /// How deep the core is in its own work (events, reloads, callbacks).
  @exclusivity(unchecked) private var depth = 0
  /// Work asked for while busy, in order.
  @exclusivity(unchecked) private var pending: [HostWork] = []
  /// The engine calls that `pending`'s `engineCall` entries stand for, in order. (A queue of
  /// its own: an array of a type nested in this generic class is looked up at run time, which
  /// `finish()` would pay on every event.)
  private var engineCalls: [(inout Engine) -> [Engine.Effect]] = []

  /// The needs-frames answer last told to the delegate.
  @exclusivity(unchecked) private var toldNeedsFrames = false
  /// Whether a reload is being delivered (a board's lane drag it ends is told as
  /// ``DragCancelReason/reloadedDuringDrag``).
  var isReloading = false
  /// The multi-item drop's `moved` effects, applied to the data when its `didMoveItems` is
  /// told (at `ended`), so the data reads as each callback says.
  var blockMoves: [DragEffect] = []
  /// Whether the delegate is hearing of a refusal (a call it makes then that is refused again
  /// is not told again: no loop).
  @exclusivity(unchecked) private var tellingRefusal = false
  /// The data change told since the last batch, said again as one UIKit batch once a callback
  /// that is not a data change comes (or the delivery ends).
  @exclusivity(unchecked) var pendingBatch = DragBatchUpdate(moves: [])
  /// Whether ``pendingBatch`` holds a change not told yet. (The batch itself is kept between
  /// changes and cleared in place, so a live drag's steps reuse its buffers: no allocation.)
  @exclusivity(unchecked) var hasPendingBatch = false
  /// The offsets of a one-item move, as `didMoveItemsAtOffsets` hears them (reused).
  @exclusivity(unchecked) private var moveOffsets = IndexSet()

  init(engine: Engine, viewport: Viewport, sameItem: ((Item, Item) -> Bool)?) {
    driver = EngineDriver(engine)
    self.viewport = viewport
    self.sameItem = sameItem
  }

  // MARK: Reading

  var isBusy: Bool { depth > 0 || running }

  func renderState(at time: Double) -> RenderState {
    guard var e = engine else {
      return RenderState(
        contentOffset: viewport.contentOffset, contentSize: .zero, items: [], floating: nil)
    }
    e.hostViewport = viewport
    return e.hostRenderState(at: time)
  }

  // MARK: Entry points

  // Inlined into each controller kind's `handle(_:)`, its one caller on the per-event path:
  // one call fewer per event (Scripts/bench-calls.sh).
  @inline(__always)
  func handle(_ event: PointerEvent) -> Bool {
    guard depth == 0, !running, let owner else { return refuse(.busy) }
    let before = readout
    depth += 1
    // The per-event path: one specialized engine step, effects in concrete buffers.
    running = true
    prepare(owner)
    // A copy of the viewport: a decision asked mid-run may read the controller's.
    var window = viewport
    commitBefore = readout.dragCommit
    let after = driver.step(event, viewport: &window, decisions: HostDecisions(source: owner))
    viewport = window
    readout = after
    running = false
    if driver.kindEffectPositions.isEmpty {
      deliverStep(to: owner)
    } else {
      deliver(
        driver.drag, interleaving: driver.kindEffects, at: driver.kindEffectPositions, to: owner)
    }
    finish()
    if let refusal = pointerRefusal(event, before: before) { return refuse(refusal) }
    return accept()
  }

  /// Why the pointer event just run was refused, or nil when the engine took it up: it
  /// refused the press (its `refused` effect), or the event found nothing to act on (a second
  /// press during a press or drag; a move, lift or cancel with no press or pointer drag and no
  /// effect; a tick with nothing in progress, no animation and no effect).
  @inline(__always)
  private func pointerRefusal(_ event: PointerEvent, before: HostReadout) -> ControllerRefusal? {
    for effect in driver.drag {
      if case .refused(let refusal) = effect { return ControllerRefusal(refusal) }
    }
    // (The positions, one per kind effect, are concrete: asking the generic `kindEffects` would
    // look its conformances up at run time, about 1,500 instructions per event.)
    let quiet = driver.drag.isEmpty && driver.kindEffectPositions.isEmpty
    switch event {
    case .down:
      return before.isEngaged ? .dragInProgress : nil
    case .tick:
      return quiet && !before.tracksPointer && !before.needsFrames ? .nothingInProgress : nil
    case .move, .up, .cancel:
      return quiet && !before.tracksPointer ? .nothingInProgress : nil
    }
  }

  /// Records an accepted call: no refusal stands. Returns true.
  @inline(__always)
  func accept() -> Bool {
    // (Written only when set: assigning nil destroys the old value first, through its
    // outlined destroy, on every accepted event.)
    if lastRefusal != nil { lastRefusal = nil }
    return true
  }

  /// Records a refused call and tells the delegate (as one more callback: a call it makes from
  /// there is re-entrant). Returns false.
  func refuse(_ refusal: ControllerRefusal) -> Bool {
    lastRefusal = refusal
    guard !tellingRefusal, let owner, let delegate = owner.hostDelegate else { return false }
    tellingRefusal = true
    if depth == 0 {
      depth += 1
      delegate.dragController(owner, didRefuse: refusal)
      finish()
    } else {
      // Refused as re-entrant: the work in progress runs the queue when it is done.
      delegate.dragController(owner, didRefuse: refusal)
    }
    tellingRefusal = false
    // A call the delegate made from there may have been accepted; the refusal stands.
    lastRefusal = refusal
    return false
  }

  /// Delivers the drag effects of the event just run, from the engine's buffer (the hot path:
  /// concrete types only). The buffer is read in place, element by element, not retained as a
  /// whole: nothing runs the engine while its effects are being told (``depth`` queues it).
  @inline(__always)
  private func deliverStep(to owner: Controller) {
    guard !driver.drag.isEmpty else { return }
    let delegate = owner.hostDelegate
    var k = 0
    while k < driver.drag.count {
      deliver(driver.drag[k], to: owner, delegate, lostReason: nil)
      k += 1
    }
    flushBatch(owner, delegate)
  }

  /// Delivers drag effects with the engine's kind effects at their places.
  private func deliver(
    _ effects: [DragEffect], interleaving kindEffects: [Engine.Effect], at positions: [Int],
    to owner: Controller
  ) {
    let delegate = owner.hostDelegate
    var next = 0
    for (k, effect) in effects.enumerated() {
      while next < positions.count && positions[next] == k {
        deliverKindEffect(kindEffects[next], to: owner)
        next += 1
      }
      deliver(effect, to: owner, delegate, lostReason: nil)
    }
    while next < positions.count {
      deliverKindEffect(kindEffects[next], to: owner)
      next += 1
    }
    flushBatch(owner, delegate)
  }

  /// An engine effect of the controller's own kind: its data change (a board's lane move) is
  /// applied here, with every other data change; the controller tells its delegate.
  private func deliverKindEffect(_ effect: Engine.Effect, to owner: Controller) {
    flushBatch(owner, owner.hostDelegate)
    _ = Engine.applyKindEffect(effect, to: &data)
    owner.deliverKindEffect(effect)
  }

  func handle(_ command: KeyboardCommand) -> Bool {
    let before = readout
    guard let outcome = runDelivered({ Self.outcome($0.handle(command, policy: $1)) }) else {
      return refuse(.busy)
    }
    var path: IndexPath?
    if case .pickUp(let p) = command { path = IndexPath(p) }
    if let refusal = Self.refusal(in: outcome.effects, path: path) { return refuse(refusal) }
    if !outcome.effects.isEmpty || outcome.announcement != nil { return accept() }
    if case .pickUp = command, before.isEngaged {
      return refuse(.dragInProgress)
    }
    return refuse(.nothingInProgress)
  }

  /// The engine's refusal among `effects`, in the controller's words (`path`: the index path
  /// the call named).
  static func refusal(in effects: [Engine.Effect], path: IndexPath? = nil) -> ControllerRefusal? {
    for effect in effects {
      if case .refused(let refusal)? = Engine.dragEffect(of: effect) {
        return ControllerRefusal(refusal, path: path)
      }
    }
    return nil
  }

  func accessibilityActions(forItemAt path: ItemPath) -> [DragAccessibilityAction] {
    guard depth == 0, !running, let owner else { return [] }
    // The actions are tried with the configuration the next action will run with.
    prepare(owner)
    guard let engine else { return [] }
    let count = engine.accessibilityItemCount(forItemAt: path)
    return engine.accessibilityActions(forItemAt: path, policy: HostDecisions(source: owner)).map {
      DragAccessibilityAction(
        action: $0, name: texts.name(of: $0, itemCount: count), itemCount: count)
    }
  }

  func perform(_ action: AccessibilityMoveAction, onItemAt path: ItemPath) -> Bool {
    let before = readout
    guard
      let outcome = runDelivered({ Self.outcome($0.perform(action, onItemAt: path, policy: $1)) })
    else { return refuse(.busy) }
    let moved = outcome.effects.contains {
      if case .ended = Engine.dragEffect(of: $0) { return true } else { return false }
    }
    if moved { return accept() }
    if let refusal = Self.refusal(in: outcome.effects, path: IndexPath(path)) {
      return refuse(refusal)
    }
    if case .declined(let reason)? = outcome.announcement?.kind { return refuse(.declined(reason)) }
    return refuse(before.isEngaged ? .dragInProgress : .unsupported)
  }

  // MARK: Selection

  var selectedPaths: [ItemPath] { engine?.selectedPaths ?? [] }

  /// Runs a selection call when free; `fallback` when busy delivering callbacks.
  private func runSelection<R>(_ fallback: R, _ body: (inout Engine, HostDecisions) -> R) -> R {
    guard depth == 0 else { return fallback }
    depth += 1
    let result = run(fallback, body)
    finish()
    return result
  }

  func select(at path: ItemPath) -> SelectionChange {
    runSelection(.refused(.busy)) { engine, policy in engine.select(at: path, policy: policy) }
  }

  func deselect(at path: ItemPath) -> SelectionChange {
    runSelection(.refused(.busy)) { engine, _ in engine.deselect(at: path) }
  }

  func select(atViewportPoint point: Point, time: Double) -> SelectionChange {
    runSelection(.refused(.busy)) { engine, policy in
      engine.select(atViewportPoint: point, time: time, policy: policy)
    }
  }

  func clearSelection() -> Bool {
    runSelection(false) { engine, _ in engine.clearSelection() }
  }

  func toggleSelectionOfFocused(at path: ItemPath) -> Bool {
    guard
      let outcome = runDelivered({
        Outcome(announcement: $0.toggleSelectionOfFocused(at: path, policy: $1).announcement)
      })
    else { return false }
    // Changed: announced as selected or deselected (a pinned or vetoed item is announced as
    // not movable, and stays as it was).
    switch outcome.announcement?.kind {
    case .selected?, .deselected?: return true
    default: return false
    }
  }

  /// Runs an engine call now when free and delivers its effects, or refuses it
  /// (``ControllerRefusal/busy``) while callbacks are being delivered. The call is refused for
  /// the engine's reason when its effects hold a `refused` effect (`path`: the index path it
  /// named), else for the reason `refusal` finds in its effects (nil: accepted).
  ///
  /// - Returns: whether the call was accepted.
  func runNow(
    path: IndexPath? = nil, _ body: (inout Engine, HostDecisions) -> [Engine.Effect],
    refusal: ([Engine.Effect]) -> ControllerRefusal? = { _ in nil }
  ) -> Bool {
    runAnnounced(path: path, { Outcome(effects: body(&$0, $1)) }, refusal: refusal)
  }

  /// ``runNow(path:_:refusal:)`` for an engine call that also has something to announce (the
  /// announcement is told after its effects).
  func runAnnounced(
    path: IndexPath? = nil, _ body: (inout Engine, HostDecisions) -> Outcome,
    refusal: ([Engine.Effect]) -> ControllerRefusal? = { _ in nil }
  ) -> Bool {
    guard let outcome = runDelivered(body) else { return refuse(.busy) }
    if let reason = Self.refusal(in: outcome.effects, path: path) ?? refusal(outcome.effects) {
      return refuse(reason)
    }
    return accept()
  }

  /// Runs an engine call when free and delivers its outcome (its effects, then its
  /// announcement); nil, and nothing run, while callbacks are being delivered.
  private func runDelivered(
    _ body: (inout Engine, HostDecisions) -> Outcome
  ) -> Outcome? {
    guard depth == 0 else { return nil }
    depth += 1
    let outcome = run(Outcome(), body)
    deliver(outcome)
    finish()
    return outcome
  }

  /// A command's outcome in the engine's own effects.
  static func outcome(_ o: KeyboardOutcomeOf<Engine.CommandEffect>) -> Outcome {
    Outcome(effects: o.effects.map { Engine.effect(ofCommand: $0) }, announcement: o.announcement)
  }

  /// Cancels the drag in progress now, or queues the cancel while callbacks are being
  /// delivered (accepted either way); refused when nothing is pressed or dragged.
  func cancelDrag() -> Bool {
    guard depth > 0 || readout.isEngaged else { return refuse(.nothingInProgress) }
    submit(.cancel)
    return accept()
  }

  /// Runs an engine call of the controller's own now, or once the callbacks being delivered are
  /// told, and delivers its effects.
  func submit(engineCall call: @escaping (inout Engine) -> [Engine.Effect]) {
    engineCalls.append(call)
    submit(.engineCall)
  }

  func submit(_ work: HostWork) {
    pending.append(work)
    guard depth == 0 else { return }
    depth += 1
    finish()
  }

  /// Leaves the current piece of work: runs what was queued meanwhile, then tells the delegate
  /// if the needs-frames answer changed.
  ///
  /// (Its common case, nothing queued and no change to tell, is inlined.)
  @inline(__always)
  private func finish() {
    if pending.isEmpty && readout.needsFrames == toldNeedsFrames {
      depth -= 1
    } else {
      finishQueued()
    }
  }

  /// ``finish()`` with work queued or a needs-frames change to tell.
  private func finishQueued() {
    while !pending.isEmpty {
      let work = pending.removeFirst()
      switch work {
      case .reload(let hint): performReload(hint)
      case .cancel: deliver(run([]) { engine, _ in engine.cancelDrag() })
      case .engineCall:
        let call = engineCalls.removeFirst()
        deliver(run([]) { engine, _ in call(&engine) })
      }
    }
    let now = readout.needsFrames
    if now != toldNeedsFrames, let owner {
      toldNeedsFrames = now
      owner.hostDelegate?.dragController(owner, needsFramesDidChange: now)
    }
    depth -= 1
  }

  /// Hands the engine the controller's configuration when the host changed it since the last
  /// run (inlined into the per-event path).
  @inline(__always)
  private func prepare(_ owner: Controller) {
    guard configurationChanged else { return }
    configurationChanged = false
    owner.prepare(&driver.engine)
  }

  /// Runs the engine parked, so a decision asked from inside it can read the controller
  /// without overlapping the engine's own access. Returns `fallback` when there is no engine
  /// or no owner.
  func run<R>(_ fallback: R, _ body: (inout Engine, HostDecisions) -> R) -> R {
    guard let owner, !running else { return fallback }
    running = true
    prepare(owner)
    driver.engine.hostViewport = viewport
    let result = body(&driver.engine, HostDecisions(source: owner))
    viewport = driver.engine.hostViewport
    commitBefore = readout.dragCommit
    readout = driver.engine.readout
    running = false
    return result
  }

  // MARK: Effects

  private func deliver(_ outcome: Outcome) {
    deliver(outcome.effects)
    guard let owner else { return }
    let delegate = owner.hostDelegate
    if let a = outcome.announcement {
      delegate?.dragController(owner, announce: texts.text(for: a), for: a)
    }
  }

  func deliver(_ effects: [Engine.Effect], lostReason: DragCancelReason? = nil) {
    guard !effects.isEmpty, let owner else { return }
    let delegate = owner.hostDelegate
    for effect in effects {
      if let drag = Engine.dragEffect(of: effect) {
        deliver(drag, to: owner, delegate, lostReason: lostReason)
      } else {
        deliverKindEffect(effect, to: owner)
      }
    }
    flushBatch(owner, delegate)
  }

  /// Applies one drag effect to the data and tells the delegate (and, at the drop, the data
  /// source). `lostReason` is set during a reload: a cancel then means the item is gone.
  @inline(__always)
  private func deliver(
    _ effect: DragEffect, to owner: Controller, _ delegate: (any DragDelegate<Controller>)?,
    lostReason: DragCancelReason?
  ) {
    if !effect.changesData {
      flushBatch(owner, delegate)
    } else if isBlockDrop() {
      // A multi-item drop's data changes: applied and told at its `ended`.
      if case .moved = effect { blockMoves.append(effect) }
      return
    } else if data.apply(effect) {
      owner.didApply(effect)
      gather(effect, owner, delegate)
    }
    switch effect {
    case .tap(let hit):
      if case .item(let p) = hit { delegate?.dragController(owner, didTapItemAt: IndexPath(p)) }
    case .willMove(let p):
      delegate?.dragController(owner, willMoveItemAt: IndexPath(p))
    case .willMoveItems(let paths):
      delegate?.dragController(owner, willMoveItemsAt: paths.map { IndexPath($0) })
    case .moved(let from, let to):
      delegate?.dragController(owner, didMoveItemFrom: IndexPath(from), to: IndexPath(to))
      if from.section == to.section {
        // One index set, its one index replaced in place, never left empty: a new index set
        // allocates at every live step, and so does refilling an emptied one (an empty index
        // set drops its storage).
        let old = moveOffsets.first
        moveOffsets.insert(from.item)
        if let old, old != from.item { moveOffsets.remove(old) }
        delegate?.dragController(
          owner, didMoveItemsAtOffsets: moveOffsets,
          toOffset: to.item > from.item ? to.item + 1 : to.item, inSection: from.section)
      }
      // A live step (the drag's commit, from the engine: the drag in progress's, or, when this
      // event ended it, the one it ran with).
      if dataSourceUpdates == .everyStep && (readout.dragCommit ?? commitBefore) == .live {
        flushBatch(owner, delegate)
        sendData(owner)
      }
    case .swapped(let a, let b):
      delegate?.dragController(owner, didExchangeItemAt: IndexPath(a), withItemAt: IndexPath(b))
    case .deletedSection(let s):
      delegate?.dragController(owner, didDeleteSection: s)
    case .targetChanged(let p):
      delegate?.dragController(owner, didChangeTargetTo: p.map { IndexPath($0) })
    case .scrolled(let offset):
      delegate?.dragController(owner, didScrollTo: CGPoint(offset))
    case .ended(let p):
      if let drop = driver.engine.lastDrop, drop.isBlock {
        deliverBlockDrop(drop, to: owner, delegate)
      } else {
        settleDrop()
      }
      delegate?.dragController(owner, didEndMovingItemAt: IndexPath(p))
    case .cancelled(let p):
      if let lostReason {
        delegate?.dragController(owner, didCancelMovingItemAt: nil, reason: lostReason)
      } else {
        delegate?.dragController(owner, didCancelMovingItemAt: IndexPath(p), reason: .cancelled)
      }
    case .declined(let proposed, let reason):
      delegate?.dragController(owner, didDeclineMoveTo: IndexPath(proposed), reason: reason)
    case .refused:
      break
    }
  }

  /// Whether the engine's latest drop carries several items. (Out of line: read inline, the
  /// engine's type is looked up at every effect's delivery, not only at a drop's.)
  @inline(never)
  private func isBlockDrop() -> Bool { driver.engine.lastDrop?.isBlock == true }

  /// Adds a data change just applied and told (or about to be) to the pending batch; one that
  /// cannot join it (another item's move, a move after a removed section) tells the pending
  /// batch first and starts another.
  private func gather(
    _ effect: DragEffect, _ owner: Controller, _ delegate: (any DragDelegate<Controller>)?
  ) {
    switch effect {
    case .moved(let from, let to):
      let (from, to) = (IndexPath(from), IndexPath(to))
      if hasPendingBatch && pendingBatch.join(movedFrom: from, to: to) { return }
      startBatch(owner, delegate)
      pendingBatch.moves.append(.init(from: from, to: to))
    case .swapped(let a, let b):
      let (a, b) = (IndexPath(a), IndexPath(b))
      startBatch(owner, delegate)
      pendingBatch.moves.append(.init(from: a, to: b))
      pendingBatch.moves.append(.init(from: b, to: a))
    case .deletedSection(let section):
      if !hasPendingBatch { startBatch(owner, delegate) }
      pendingBatch.join(deletedSection: section)
    default:
      break
    }
  }

  /// Tells the pending batch (if any) and starts an empty one, cleared in place.
  private func startBatch(_ owner: Controller, _ delegate: (any DragDelegate<Controller>)?) {
    flushBatch(owner, delegate)
    pendingBatch.moves.removeAll(keepingCapacity: true)
    if !pendingBatch.deletedSections.isEmpty { pendingBatch.deletedSections.removeAll() }
    hasPendingBatch = true
  }

  /// Tells the pending batch, if it changes anything. (The check inlined: most effects come
  /// with no batch pending.)
  @inline(__always)
  private func flushBatch(_ owner: Controller, _ delegate: (any DragDelegate<Controller>)?) {
    if hasPendingBatch { tellBatch(owner, delegate) }
  }

  /// Tells the pending batch, which is no longer pending, if it changes anything.
  private func tellBatch(_ owner: Controller, _ delegate: (any DragDelegate<Controller>)?) {
    hasPendingBatch = false
    if !pendingBatch.isEmpty { delegate?.dragController(owner, didPerformBatch: pendingBatch) }
  }

  /// A multi-item drop (`drop`, the engine's record), at its `ended`: its `moved` effects,
  /// kept since they came, are applied to the data one by one (``SectionedData`` stays the one
  /// applier) and told as one `didMoveItems(from:to:)`: sources in the data before the drop,
  /// destinations in the data once every item is moved and before any section is removed (the
  /// block's slot). Then each removed section is applied and told (`didDeleteSection`, in the
  /// data just before it), then the whole drop as one ``DragBatchUpdate`` (destinations after
  /// the removals), then the data source's `newDataSourceAfterMove`; `didEndMovingItemAt`
  /// follows. So a host that applies each callback on arrival, and the controller's data read
  /// from any callback, agree throughout.
  private func deliverBlockDrop(
    _ drop: DropRecord, to owner: Controller, _ delegate: (any DragDelegate<Controller>)?
  ) {
    let (sources, final, deleted) = (drop.sources, drop.destination, drop.removedSections)
    for move in blockMoves where data.apply(move) { owner.didApply(move) }
    blockMoves.removeAll()
    var batch = DragBatchUpdate(moves: [])
    if drop.changedOrder {
      let slot = ItemPath(
        section: DragBatchUpdate.sectionBefore(deleting: deleted, final.section), item: final.item)
      delegate?.dragController(
        owner, didMoveItemsFrom: sources.map { IndexPath($0) },
        to: sources.indices.map { IndexPath(ItemPath(section: slot.section, item: slot.item + $0)) }
      )
      if let offsets = Self.offsets(of: sources, droppedAt: final) {
        delegate?.dragController(
          owner, didMoveItemsAtOffsets: offsets.items, toOffset: offsets.destination,
          inSection: final.section)
      }
      batch.moves = sources.indices.map {
        .init(
          from: IndexPath(sources[$0]),
          to: IndexPath(ItemPath(section: final.section, item: final.item + $0)))
      }
    }
    for s in deleted {
      if data.apply(.deletedSection(s)) { owner.didApply(.deletedSection(s)) }
      delegate?.dragController(owner, didDeleteSection: s)
    }
    batch.deletedSections = DragBatchUpdate.sectionsBefore(deleting: deleted)
    if drop.changedOrder { delegate?.dragController(owner, didPerformBatch: batch) }
    settleDrop()
  }

  /// A block within one section said as SwiftUI's `onMove` says it: the sources' offsets,
  /// and the offset to insert before in the data before the move (just after the `j`-th item
  /// that stays, `j` the block's first index after the drop). Nil when the block came from
  /// another section too.
  ///
  /// - Complexity: O(k) for k moved items.
  static func offsets(of sources: [ItemPath], droppedAt final: ItemPath) -> (
    items: IndexSet, destination: Int
  )? {
    guard sources.allSatisfy({ $0.section == final.section }) else { return nil }
    // The j-th staying item's original index: j plus the sources before it.
    var destination = final.item
    for p in sources where p.item < destination { destination += 1 }
    return (IndexSet(sources.map(\.item)), destination)
  }

  /// A drop: the data source hears the new data when the drop changed the order (the
  /// engine's ``DropRecord``).
  func settleDrop() {
    if driver.engine.lastDrop?.changedOrder == true, let owner { sendData(owner) }
  }

  private func sendData(_ owner: Controller) {
    owner.hostDataSource?.dragController(owner, newDataSourceAfterMove: data.sections)
  }
}

/// The engine and its effect buffers, in a class of its own so that the per-event path finds
/// the engine's type in the object itself (no associated-type lookup per event). Only the host
/// core touches it, never re-entrantly (its `depth` and `running` guard it), so its storage
/// needs no dynamic exclusivity checks (with them: 3,029 instructions per controller event
/// against 2,123 at 10^3 items, `Scripts/bench-calls.sh`).
@MainActor
final class EngineDriver<Engine: ControllerEngine & HostEngine> {
  @exclusivity(unchecked) var engine: Engine
  /// Buffers reused by every event (no allocation per event in steady state).
  @exclusivity(unchecked) var drag: [DragEffect] = []
  @exclusivity(unchecked) var kindEffects: [Engine.Effect] = []
  @exclusivity(unchecked) var kindEffectPositions: [Int] = []

  init(_ engine: Engine) {
    self.engine = engine
    drag.reserveCapacity(8)
  }

  /// One pointer event through the engine (see ``ControllerEngine/step(_:viewport:decisions:drag:kindEffects:kindEffectPositions:)``).
  func step(_ event: PointerEvent, viewport: inout Viewport, decisions: HostDecisions)
    -> HostReadout
  {
    engine.step(
      event, viewport: &viewport, decisions: decisions, drag: &drag, kindEffects: &kindEffects,
      kindEffectPositions: &kindEffectPositions)
  }
}

/// The host's say, asked by the engine while it runs on the main actor: the controller asks
/// its delegate (the grid's editing and the board's lane questions only those controllers
/// answer; the others answer ``HostedController``'s defaults). A class-bound protocol, so
/// ``HostDecisions`` is not generic and the engine's per-event path is compiled once for it,
/// specialized.
@MainActor
protocol HostDecisionAsking: AnyObject {
  func canMoveItem(at path: ItemPath) -> Bool
  func targetIndexPath(forMoveFrom original: ItemPath, at current: ItemPath, proposed: ItemPath)
    -> ItemPath
  func snapshotStyle(forItemAt path: ItemPath) -> SnapshotStyle?
  func canSelectItem(at path: ItemPath) -> Bool
  func canEditItem(at path: ItemPath) -> Bool
  func canShakeItem(at path: ItemPath) -> Bool
  func editingScale(ofItemAt path: ItemPath) -> Double
  func cornerButton(ofItemAt path: ItemPath) -> CornerButton?
  func canMoveLane(_ lane: Int) -> Bool
  func targetLane(forMoveFrom original: Int, at current: Int, proposed: Int) -> Int
}

/// The policy the engine runs with: the controller's decisions, on the main actor.
@MainActor
struct HostDecisions: @MainActor GridEditingPolicy, @MainActor BoardPolicy {
  /// The controller (`unowned(unsafe)`: the value lives for one engine run, inside its host
  /// core's own call; a strong reference costs 48 instructions per pointer event, 2,171 against 2,123
  /// per controller event at 10^3 items, `Scripts/bench-calls.sh`).
  unowned(unsafe) let source: any HostDecisionAsking

  // Inlined where the host core makes it for a run: a call fewer per event (21 against 22,
  // 2,129 against 2,143 instructions per controller event at 10^3 items, Scripts/bench-calls.sh).
  @inline(__always)
  init(source: any HostDecisionAsking) { self.source = source }

  func canMoveItem(at path: ItemPath) -> Bool { source.canMoveItem(at: path) }

  func targetIndexPath(forMoveFrom original: ItemPath, at current: ItemPath, proposed: ItemPath)
    -> ItemPath
  {
    source.targetIndexPath(forMoveFrom: original, at: current, proposed: proposed)
  }

  func snapshotStyle(forItemAt path: ItemPath) -> SnapshotStyle? {
    source.snapshotStyle(forItemAt: path)
  }

  func canSelectItem(at path: ItemPath) -> Bool { source.canSelectItem(at: path) }

  func canEditItem(at path: ItemPath) -> Bool { source.canEditItem(at: path) }

  func canShakeItem(at path: ItemPath) -> Bool { source.canShakeItem(at: path) }

  func editingScale(ofItemAt path: ItemPath) -> Double { source.editingScale(ofItemAt: path) }

  func cornerButton(ofItemAt path: ItemPath) -> CornerButton? {
    source.cornerButton(ofItemAt: path)
  }

  func canMoveLane(_ lane: Int) -> Bool { source.canMoveLane(lane) }

  func targetLane(forMoveFrom original: Int, at current: Int, proposed: Int) -> Int {
    source.targetLane(forMoveFrom: original, at: current, proposed: proposed)
  }
}
