import Foundation
import ReorderCore

/// What the host core needs from the controller that owns it: its delegate and data source,
/// the layout its data makes, and the answers only some controllers give (the grid's editing
/// questions). Internal: hosts see the controllers' public API only.
@MainActor
protocol HostedController: ReorderController, Sendable {
  /// The engine this controller hosts.
  associatedtype Engine: HostEngine

  /// The delegate, as every controller's delegate is seen.
  var hostDelegate: (any DragDelegate<Self>)? { get }
  /// The data source, as every controller's data source is seen.
  var hostDataSource: (any DragDataSource<Self>)? { get }
  /// The committed geometry of `data` (asks the data source for sizes).
  func makeLayout(for data: SectionedData<Item>) -> Engine.Layout
  /// Prepares the engine for a run (configuration changes the host made since the last one).
  func prepare(_ engine: inout Engine)
  /// Delivers an engine effect that is not a drag effect (the grid's editing effects).
  func deliverOther(_ effect: Engine.Effect)
  /// A data effect was applied (the grid moves each cell's jiggle seed along).
  func didApply(_ effect: DragEffect)
  /// A reload read new data (the grid derives each cell's jiggle seed).
  func didReload(_ data: SectionedData<Item>)

  /// The grid's editing questions; lists answer the defaults.
  func canEditItem(at path: ItemPath) -> Bool
  func canShakeItem(at path: ItemPath) -> Bool
  func editingScale(ofItemAt path: ItemPath) -> Double
  func cornerButton(ofItemAt path: ItemPath) -> CornerButton?
}

extension HostedController {
  func prepare(_ engine: inout Engine) {}
  func deliverOther(_ effect: Engine.Effect) {}
  func didApply(_ effect: DragEffect) {}
  func didReload(_ data: SectionedData<Item>) {}
  func canEditItem(at path: ItemPath) -> Bool { true }
  func canShakeItem(at path: ItemPath) -> Bool { true }
  func editingScale(ofItemAt path: ItemPath) -> Double { 1.2 }
  func cornerButton(ofItemAt path: ItemPath) -> CornerButton? { nil }
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

/// The host core's face towards ``DragController``, which cannot name the engine type.
/// ``HostCore`` is its only subclass.
@MainActor
class AnyHostCore<Item> {
  /// The data as the data source holds it: every data effect the delegate heard, applied in
  /// order (the one place where effects are applied to items is ``SectionedData``).
  var data = SectionedData<Item>()
  /// The visible window, kept here while the engine runs and handed to it before each run.
  var viewport: Viewport
  /// When the data source hears `newDataSourceAfterMove`.
  var dataSourceUpdates = DataSourceUpdates.atDrop
  /// The words of announcements and accessibility actions.
  var texts: any AnnouncementTexts = EnglishAnnouncements()

  init(viewport: Viewport) {
    self.viewport = viewport
  }

  var isDragging: Bool { fatalError("abstract") }
  var dataSourcePath: ItemPath? { fatalError("abstract") }
  func renderState(at time: Double) -> RenderState { fatalError("abstract") }
  func needsFrames() -> Bool { fatalError("abstract") }
  func handle(_ event: PointerEvent) -> Bool { fatalError("abstract") }
  func handle(_ command: KeyboardCommand) -> Bool { fatalError("abstract") }
  func accessibilityActions(forItemAt path: ItemPath) -> [AccessibilityMoveAction] {
    fatalError("abstract")
  }
  func perform(_ action: AccessibilityMoveAction, onItemAt path: ItemPath) -> Bool {
    fatalError("abstract")
  }
  func submit(_ work: HostWork) { fatalError("abstract") }
}

/// Work asked for while the core was busy delivering callbacks, run in order once it is free.
enum HostWork {
  case reload(ReloadHint)
  case cancel
  case engine(EngineCommand)
}

/// Engine calls that controllers queue (the grid's editing mode).
enum EngineCommand {
  case beginEditing
  case endEditing
}

/// The one host core under every controller: entry points for pointer, keyboard,
/// accessibility and ticks; the re-entrancy queue; the engine parked while it runs; effects
/// applied to the data and told to the delegate, in one place; items followed by identity
/// through reloads.
///
/// The engine is the single source of truth for the drag: the mode and commit it runs with,
/// and where the data source stands, are read from it, never kept here.
@MainActor
final class HostCore<Controller: HostedController>: AnyHostCore<Controller.Item> {
  typealias Item = Controller.Item
  typealias Engine = Controller.Engine

  /// The owner; set right after the controller's own initialization.
  weak var owner: Controller?
  /// The engine, parked (nil) only while it runs, so a callback made from inside it (a
  /// decision) never overlaps the engine's own access.
  private var engine: Engine?
  /// The engine's read-outs as they stood before the run in progress, for decisions asked
  /// while it is parked.
  private var parkedDragging = false
  private var parkedPath: ItemPath?
  private var parkedCommit: CommitMode?
  /// Whether two items are the same item (nil: identity by position).
  let sameItem: ((Item, Item) -> Bool)?
  /// How deep the core is in its own work (events, reloads, callbacks).
  private var depth = 0
  /// Work asked for while busy, in order.
  private var pending: [HostWork] = []
  /// The effect buffer, reused by every event (no allocation per event in steady state).
  private var buffer: [Engine.Effect] = []
  /// Whether the drag in progress has changed the data source's order (a live drag whose item
  /// came back where it began has not).
  var dragChanged = false
  /// Where the dragged item began, in the data source's data (after a mid-drag reload: where
  /// the reload found it).
  var dragOrigin: ItemPath?
  /// The needs-frames answer last told to the delegate.
  private var toldNeedsFrames = false

  init(engine: Engine, viewport: Viewport, sameItem: ((Item, Item) -> Bool)?) {
    self.engine = engine
    self.sameItem = sameItem
    super.init(viewport: viewport)
    buffer.reserveCapacity(8)
  }

  // MARK: Reading

  override var isDragging: Bool { engine?.isDragging ?? parkedDragging }

  /// Where the dragged item stands in the data as the data source holds it.
  override var dataSourcePath: ItemPath? {
    guard let engine else { return parkedPath }
    return engine.dataSourceArrangement?.slot
  }

  override func renderState(at time: Double) -> RenderState {
    guard var e = engine else {
      return RenderState(
        contentOffset: viewport.contentOffset, contentSize: .zero, items: [], floating: nil)
    }
    e.hostViewport = viewport
    return e.renderState(at: time)
  }

  override func needsFrames() -> Bool {
    guard let e = engine else { return toldNeedsFrames }
    return e.needsFrames(at: e.lastTime.isFinite ? e.lastTime : 0)
  }

  /// The engine, for controller-specific reads (never while it runs).
  var currentEngine: Engine? { engine }

  // MARK: Entry points

  override func handle(_ event: PointerEvent) -> Bool {
    guard depth == 0 else { return false }
    depth += 1
    var effects = buffer
    buffer = []
    run(()) { engine, policy in engine.handle(event, policy: policy, into: &effects) }
    deliver(effects)
    effects.removeAll(keepingCapacity: true)
    buffer = effects
    finish()
    return true
  }

  override func handle(_ command: KeyboardCommand) -> Bool {
    guard depth == 0 else { return false }
    depth += 1
    let outcome = run(KeyboardOutcome()) { engine, policy in engine.handle(command, policy: policy)
    }
    deliver(outcome)
    finish()
    return !outcome.effects.isEmpty || outcome.announcement != nil
  }

  override func accessibilityActions(forItemAt path: ItemPath) -> [AccessibilityMoveAction] {
    guard depth == 0, let engine, let owner else { return [] }
    return engine.accessibilityActions(forItemAt: path, policy: HostPolicy(controller: owner))
  }

  override func perform(_ action: AccessibilityMoveAction, onItemAt path: ItemPath) -> Bool {
    guard depth == 0 else { return false }
    depth += 1
    let outcome = run(KeyboardOutcome()) { engine, policy in
      engine.perform(action, onItemAt: path, policy: policy)
    }
    deliver(outcome)
    finish()
    return outcome.effects.contains { if case .ended = $0 { return true } else { return false } }
  }

  /// Runs an engine call now when free, or refuses it (returns nil) when busy; delivers its
  /// effects either way it runs.
  func runNow(_ body: (inout Engine, HostPolicy<Controller>) -> [Engine.Effect]) -> Bool {
    guard depth == 0 else { return false }
    depth += 1
    deliver(run([], body))
    finish()
    return true
  }

  override func submit(_ work: HostWork) {
    pending.append(work)
    guard depth == 0 else { return }
    depth += 1
    finish()
  }

  /// Leaves the current piece of work: runs what was queued meanwhile, then tells the delegate
  /// if the needs-frames answer changed.
  private func finish() {
    while !pending.isEmpty {
      let work = pending.removeFirst()
      switch work {
      case .reload(let hint): performReload(hint)
      case .cancel: deliver(run([]) { engine, _ in engine.cancelDrag() })
      case .engine(let command): deliver(run([]) { engine, _ in engine.perform(command) })
      }
    }
    let now = needsFrames()
    if now != toldNeedsFrames, let owner {
      toldNeedsFrames = now
      owner.hostDelegate?.dragController(owner, needsFramesDidChange: now)
    }
    depth -= 1
  }

  /// Runs the engine parked, so a decision asked from inside it can read the controller
  /// without overlapping the engine's own access. Returns `fallback` when there is no engine
  /// or no owner.
  func run<R>(_ fallback: R, _ body: (inout Engine, HostPolicy<Controller>) -> R) -> R {
    guard var e = engine, let owner else { return fallback }
    parkedDragging = e.isDragging
    parkedPath = e.dataSourceArrangement?.slot
    parkedCommit = e.dragCommit
    engine = nil
    e.hostViewport = viewport
    owner.prepare(&e)
    let result = body(&e, HostPolicy(controller: owner))
    viewport = e.hostViewport
    engine = e
    return result
  }

  // MARK: Effects

  private func deliver(_ outcome: KeyboardOutcome) {
    for effect in outcome.effects { deliver(effect, lostReason: nil) }
    if let a = outcome.announcement, let owner {
      owner.hostDelegate?.dragController(owner, announce: texts.text(for: a), for: a)
    }
  }

  func deliver(_ effects: [Engine.Effect], lostReason: DragCancelReason? = nil) {
    for effect in effects {
      if let drag = Engine.dragEffect(of: effect) {
        deliver(drag, lostReason: lostReason)
      } else {
        owner?.deliverOther(effect)
      }
    }
  }

  /// Applies one drag effect to the data and tells the delegate (and, at the drop, the data
  /// source). `lostReason` is set during a reload: a cancel then means the item is gone.
  func deliver(_ effect: DragEffect, lostReason: DragCancelReason?) {
    guard let owner else { return }
    let delegate = owner.hostDelegate
    if data.apply(effect) {
      owner.didApply(effect)
      if case .moved(_, let to) = effect, to == dragOrigin {
        dragChanged = false
      } else {
        dragChanged = true
      }
    }
    switch effect {
    case .tap(let hit):
      if case .item(let p) = hit { delegate?.dragController(owner, didTapItemAt: IndexPath(p)) }
    case .willMove(let p):
      dragOrigin = p
      dragChanged = false
      delegate?.dragController(owner, willMoveItemAt: IndexPath(p))
    case .willMoveItems:
      // A multi-item drag needs a selection, which the controllers do not offer yet.
      dragChanged = false
    case .moved(let from, let to):
      delegate?.dragController(owner, didMoveItemFrom: IndexPath(from), to: IndexPath(to))
      if from.section == to.section {
        delegate?.dragController(
          owner, didMoveItemsAtOffsets: IndexSet(integer: from.item),
          toOffset: to.item > from.item ? to.item + 1 : to.item, inSection: from.section)
      }
      // A live step (the drag's commit, from the engine: the drag in progress's, or, when this
      // event ended it, the one it ran with).
      if dataSourceUpdates == .everyStep && (engine?.dragCommit ?? parkedCommit) == .live {
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
      if dragChanged { sendData(owner) }
      dragChanged = false
      delegate?.dragController(owner, didEndMovingItemAt: IndexPath(p))
    case .cancelled(let p):
      dragChanged = false
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

  private func sendData(_ owner: Controller) {
    owner.hostDataSource?.dragController(owner, newDataSourceAfterMove: data.sections)
  }
}

/// The host's say, asked by the engine while it runs on the main actor: every decision goes to
/// the controller's delegate.
struct HostPolicy<Controller: HostedController>: GridEditingPolicy {
  let controller: Controller

  func canMoveItem(at path: ItemPath) -> Bool {
    MainActor.assumeIsolated {
      controller.hostDelegate?.dragController(controller, canMoveItemAt: IndexPath(path)) ?? true
    }
  }

  func targetIndexPath(forMoveFrom original: ItemPath, at current: ItemPath, proposed: ItemPath)
    -> ItemPath
  {
    MainActor.assumeIsolated {
      guard let delegate = controller.hostDelegate else { return proposed }
      let answer = delegate.dragController(
        controller, targetIndexPathForMoveFrom: IndexPath(original), at: IndexPath(current),
        proposed: IndexPath(proposed))
      // Not a [section, item] path: an answer out of range, which the engine declines.
      return ItemPath(answer) ?? ItemPath(section: -1, item: -1)
    }
  }

  func snapshotStyle(forItemAt path: ItemPath) -> SnapshotStyle? {
    MainActor.assumeIsolated {
      controller.hostDelegate?.dragController(controller, snapshotStyleForItemAt: IndexPath(path))
    }
  }

  func canEditItem(at path: ItemPath) -> Bool {
    MainActor.assumeIsolated { controller.canEditItem(at: path) }
  }

  func canShakeItem(at path: ItemPath) -> Bool {
    MainActor.assumeIsolated { controller.canShakeItem(at: path) }
  }

  func editingScale(ofItemAt path: ItemPath) -> Double {
    MainActor.assumeIsolated { controller.editingScale(ofItemAt: path) }
  }

  func cornerButton(ofItemAt path: ItemPath) -> CornerButton? {
    MainActor.assumeIsolated { controller.cornerButton(ofItemAt: path) }
  }
}
