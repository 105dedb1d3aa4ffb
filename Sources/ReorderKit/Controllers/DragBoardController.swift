import Foundation
import ReorderCore

/// Long-press drag-to-reorder for a board (a Kanban board): lanes of `Lane` side by side, each
/// a list of `Item` cards that scrolls on its own, inside a board that scrolls along the other
/// axis. Cards move within a lane and between lanes; lanes move by their header. The host feeds
/// pointer, keyboard and display-frame events, reads ``boardRenderState``, and hears about
/// everything through its ``DragBoardDelegate`` and ``DragBoardDataSource``.
///
/// It runs on the same host core as ``DragTableController`` and ``DragGridController``: the
/// same entry points, re-entrancy queue, callbacks for cards (positions `[lane, card]`, as
/// `moveRow(at:to:)`) and needs-frames signal. Lanes add `moveSection(_:toSection:)`
/// positions, and each lane's scrolling is told through `didScrollLane`.
///
/// **Coordinates.** Pointer points are viewport points (or ``PointerLocation/content(_:)``:
/// board content, the board's offset added along its axis). ``DragController/contentOffset``
/// is the board's offset (along its axis; the other coordinate is 0). A new
/// ``DragController/viewport`` takes effect at the next event, its offsets pulled into their
/// bounds without a callback; ``setViewportSize(_:)`` and ``setBoardOffset(_:)`` take effect
/// at once.
/// ``boardRenderState`` is in viewport coordinates; the inherited
/// ``DragController/renderState`` lists the same visible cards and floating copy, also in
/// viewport coordinates (its content offset is zero), without the lanes.
///
/// **Reloads.** Cards are followed through reloads as in the other controllers (by `id` for
/// `Identifiable` cards, or where ``DragController/reloadData(draggedItemAt:)`` and
/// ``DragController/performBatchUpdates(_:)`` say): found, a card drag goes on from there, the
/// target chosen again for the pointer; gone, it ends with ``DragCancelReason/itemRemoved``. A
/// lane drag ends at a reload, with `didCancelMovingLaneAt` and
/// ``DragCancelReason/reloadedDuringDrag`` (lanes are not followed by identity). Lane offsets
/// are kept by lane index.
///
/// **Keyboard.** ``DragController/handle(_:)-(KeyboardCommand)`` picks up a card and moves it:
/// on a horizontal board up and down within its lane, left and right to the neighbouring lane
/// (keeping its index where that lane has room, its end otherwise); ``pickUpLane(at:)`` lifts
/// a lane that the same commands then move. Card steps are announced (with how many cards
/// move). ``DragController/accessibilityActions(forItemAt:)`` lists a card's moves (up and down
/// within its lane, to its top or bottom, to the end of each other lane; a selected card's move
/// its whole selection), exactly those that ``DragController/performAccessibilityAction(_:onItemAt:)``
/// performs; lanes have none.
///
/// **Multi-card drags.** The selection API of ``DragController`` works on cards (positions
/// `[lane, card]` as the data source holds them; pinned cards and those the delegate's
/// `canSelectItemAt` vetoes are refused). A drag, or a keyboard pick-up, that begins on a
/// selected card with others selected lifts them all as one block across lanes: the delegate
/// hears `willMoveItemsAt` at the lift, nothing while it travels but target changes, and at the
/// drop one `didMoveItems(from:to:)` (UIKit batch-update positions), `newDataSourceAfterMove`
/// once, then `didEndMovingItemAt` with the block's first position. Such a drag commits at the
/// drop whatever the configuration says, and the drop clears the selection. The selection
/// follows cards through other drags, lane moves and reloads (by identity for `Identifiable`
/// cards). ``boardRenderState(at:)`` draws the floating stack.
///
/// Its defaults are the other controllers': drop commit, proportional auto-scroll (on both
/// scrollers), a long press of 0.5 s within 10 points.
@MainActor
public final class DragBoardController<Lane, Item>: DragController<Item>, LaneReorderController {
  /// What supplies a board's lanes, cards and sizes.
  public typealias BoardDataSource = any DragBoardDataSource<DragBoardController<Lane, Item>>
  /// What has a say over a board's drags and hears about them.
  public typealias BoardDelegate = any DragBoardDelegate<DragBoardController<Lane, Item>>

  /// Supplies the lanes, their cards and sizes. Held weakly.
  public weak var dataSource: (any DragBoardDataSource<DragBoardController<Lane, Item>>)?
  // (No dynamic exclusivity check: it is read on every event, always whole, never held across
  // a call; the check cost 39 instructions per pointer event, 1,707 against 1,668 per
  // controller event at 10^3 items in `Scripts/bench-calls.sh`.)
  /// Has a say over card and lane drags and hears about them. Held weakly.
  @exclusivity(unchecked) public weak var delegate:
    (any DragBoardDelegate<DragBoardController<Lane, Item>>)?
  /// The board's scroll axis (`.horizontal`: lanes side by side, each scrolling vertically).
  public let axis: Axis
  /// The space between two lanes along the board's axis. Takes effect at the next reload.
  public var laneSpacing: CGFloat
  /// Modes, rules and strategies (`emptySections` is ignored: lanes are never removed). A
  /// change takes effect at the next event; a drag keeps the mode and commit it began with.
  public var configuration: DragConfiguration {
    didSet { hostCore.configurationChanged = true }
  }

  /// The lanes as the data source holds them: every lane move the delegate heard, applied.
  private var laneData = SectionedData<Lane>()

  /// The board controller's defaults, the other controllers': insert mode, drop commit, a long
  /// press of 0.5 s within 10 points, proportional auto-scroll.
  public static var defaultConfiguration: DragConfiguration {
    DragConfiguration(commit: .drop, autoScroll: .proportional())
  }

  /// The host core, typed (``DragController/core`` is the same object).
  let hostCore: HostCore<DragBoardController<Lane, Item>>

  /// Feeds one pointer event, as ``DragController/handle(_:)-(PointerEvent)`` (viewport
  /// points, time in seconds) and returns the same, straight to this controller's typed host
  /// core (no protocol-witness thunk on the per-event path).
  @discardableResult
  public override func handle(_ event: PointerEvent) -> Bool { hostCore.handle(event) }

  init(
    dataSource: any DragBoardDataSource<DragBoardController<Lane, Item>>,
    delegate: (any DragBoardDelegate<DragBoardController<Lane, Item>>)?, axis: Axis,
    laneSpacing: CGFloat, viewportSize: Size, configuration: DragConfiguration,
    sameItem: ((Item, Item) -> Bool)?
  ) {
    (self.dataSource, self.delegate) = (dataSource, delegate)
    (self.axis, self.laneSpacing, self.configuration) = (axis, laneSpacing, configuration)
    let engine = BoardSession(
      layout: BoardLayout(axis: axis, viewportSize: viewportSize, lanes: []),
      configuration: configuration)
    hostCore = HostCore(engine: engine, viewport: Viewport(size: viewportSize), sameItem: sameItem)
    super.init(core: hostCore)
    hostCore.owner = self
    reloadData()
  }

  /// Creates a controller for cards without identity. Reads the data source once.
  ///
  /// - Parameters:
  ///   - dataSource: supplies lanes, cards and sizes (held weakly).
  ///   - delegate: has a say and hears about everything (held weakly).
  ///   - axis: the board's scroll axis.
  ///   - laneSpacing: the space between two lanes.
  ///   - viewportSize: the visible area.
  ///   - configuration: modes, rules and strategies.
  /// - Complexity: O(lanes + cards): one size per lane and card, one `isPinned…` answer each
  ///   with a delegate.
  public convenience init(
    dataSource: any DragBoardDataSource<DragBoardController<Lane, Item>>,
    delegate: (any DragBoardDelegate<DragBoardController<Lane, Item>>)? = nil,
    axis: Axis = .horizontal, laneSpacing: CGFloat = 0, viewportSize: Size,
    configuration: DragConfiguration = DragBoardController.defaultConfiguration
  ) {
    self.init(
      dataSource: dataSource, delegate: delegate, axis: axis, laneSpacing: laneSpacing,
      viewportSize: viewportSize, configuration: configuration, sameItem: nil)
  }

  // MARK: Reading

  /// The lanes as the data source holds them (every lane move the delegate heard, applied).
  ///
  /// - Complexity: O(lanes).
  public var lanes: [Lane] { laneData.sections.map { $0[0] } }

  /// The number of lanes.
  public var numberOfLanes: Int { laneData.sectionCount }

  /// The board's offset along its axis (board content coordinates).
  public var boardOffset: CGFloat { CGFloat(core.viewport.contentOffset.along(axis)) }

  /// The offset of lane `lane` (current index; points along the lane's axis from the top of its
  /// cards); 0 out of range or while the controller delivers callbacks.
  ///
  /// - Complexity: O(1).
  public func offset(ofLane lane: Int) -> CGFloat {
    guard let engine = hostCore.engine, lane >= 0, lane < engine.layout.laneCount else {
      return 0
    }
    let committed = engine.arrangement?.laneArrangement?.committedLane(forCurrent: lane) ?? lane
    return CGFloat(engine.layout.laneOffsets[committed])
  }

  /// Every lane's offset, in current lane order.
  ///
  /// - Complexity: O(lanes).
  public var laneOffsets: [CGFloat] { (0..<numberOfLanes).map { offset(ofLane: $0) } }

  /// Where the dragged lane stands in the lanes as the data source holds them (drop commit:
  /// where it was lifted, until the drop), or nil when no lane is dragged.
  public var draggedLaneIndex: Int? { hostCore.engine?.dataSourceLaneIndex }

  /// What the board shows now, at rest: the visible lanes (frames, headers, offsets), their
  /// visible cards, the floating card or lane, all in **viewport** coordinates. While the
  /// controller delivers callbacks it reads as an empty board at the current offset.
  ///
  /// - Complexity: O(log lanes + Σ (log cards + v)) over the visible lanes, v visible cards
  ///   each.
  public var boardRenderState: BoardRenderState { boardRenderState(at: .infinity) }

  /// What the board shows at `time` (the events' clock), in **viewport** coordinates: as
  /// ``boardRenderState``, with a multi-card drag's floating stack where its gather, drop or
  /// scatter animation has it (see `BoardSession.renderState(at:)`). While the controller
  /// delivers callbacks it reads as an empty board at the current offset.
  ///
  /// - Complexity: O(log lanes + Σ (log cards + v)) over the visible lanes, v visible cards
  ///   each, plus O(k) for a block of k cards.
  public func boardRenderState(at time: TimeInterval) -> BoardRenderState {
    hostCore.engine?.renderState(at: Double(time))
      ?? BoardRenderState(emptyAt: Double(boardOffset))
  }

  // MARK: Scrolling and lanes by keyboard

  /// The user scrolled the board: its offset along its axis, pulled into its bounds (NaN
  /// counts as 0). During a drag the target follows at the next event.
  ///
  /// - Returns: `true` when the offset changed. `false` when refused (``DragController/lastRefusal``):
  ///   ``ControllerRefusal/busy`` (called from a callback), ``ControllerRefusal/noChange`` (the
  ///   board already stood there, after the pull into bounds).
  @discardableResult
  public func setBoardOffset(_ offset: CGFloat) -> Bool {
    var changed = false
    return hostCore.runNow { engine, _ in
      changed = engine.setBoardOffset(Double(offset))
      return []
    } refusal: { _ in
      changed ? nil : .noChange
    }
  }

  /// The visible area changed size: every offset is pulled back into its new bounds, told
  /// through `didScrollTo` (the board) and `didScrollLane` (each lane that moved). During a drag
  /// the target follows at the next event.
  ///
  /// - Returns: `true` when the size changed. `false` when refused (``DragController/lastRefusal``):
  ///   ``ControllerRefusal/busy``, ``ControllerRefusal/nonFiniteInput`` (a NaN or infinite
  ///   width or height), ``ControllerRefusal/noChange`` (the same size).
  /// - Complexity: O(lanes).
  @discardableResult
  public func setViewportSize(_ size: Size) -> Bool {
    guard size.width.isFinite, size.height.isFinite else {
      return core.refuse(core.isBusy ? .busy : .nonFiniteInput)
    }
    let before = core.viewport.size
    return hostCore.runNow { engine, _ in
      engine.setViewportSize(size)
    } refusal: { _ in
      self.core.viewport.size == before ? .noChange : nil
    }
  }

  /// The user scrolled lane `lane` (current index) to `offset`, pulled into its bounds (NaN
  /// counts as 0). During a drag the target follows at the next event.
  ///
  /// - Returns: `true` when the lane's offset changed. `false` when refused
  ///   (``DragController/lastRefusal``): ``ControllerRefusal/busy``,
  ///   ``ControllerRefusal/laneOutOfRange(_:)``, ``ControllerRefusal/noChange``.
  @discardableResult
  public func setOffset(_ offset: CGFloat, ofLane lane: Int) -> Bool {
    guard lane >= 0, lane < numberOfLanes else {
      return core.refuse(core.isBusy ? .busy : .laneOutOfRange(lane))
    }
    var changed = false
    return hostCore.runNow { engine, _ in
      changed = engine.setLaneOffset(Double(offset), ofLane: lane)
      return []
    } refusal: { _ in
      changed ? nil : .noChange
    }
  }

  /// Picks up lane `lane` for a keyboard drag: ``KeyboardCommand/move(_:)`` then moves it
  /// (left and right on a horizontal board), `drop` and `cancel` end it, with the same lane
  /// callbacks as a pointer drag. The pick-up, each step, a step that cannot move, the drop and
  /// the cancel are announced (``DragDelegate/dragController(_:announce:for:)``: "Picked up
  /// lane To do, position 1 of 3", the lane named by the texts' `sectionTitle` of its index in
  /// the data source's lanes), as are a refused pick-up's "Lane … cannot be moved".
  ///
  /// - Returns: `true` when a lane drag began. `false` when refused (``DragController/lastRefusal``):
  ///   ``ControllerRefusal/busy``, ``ControllerRefusal/laneOutOfRange(_:)``,
  ///   ``ControllerRefusal/notMovable`` (pinned, or `canMoveLaneAt` said no),
  ///   ``ControllerRefusal/dragInProgress``.
  @discardableResult
  public func pickUpLane(at lane: Int) -> Bool {
    guard lane >= 0, lane < numberOfLanes else {
      return core.refuse(core.isBusy ? .busy : .laneOutOfRange(lane))
    }
    let inProgress = core.readout.isEngaged
    return hostCore.runAnnounced { engine, policy in
      inProgress ? BoardKeyboardOutcome() : engine.pickUpLaneAnnounced(lane, policy: policy)
    } refusal: { _ in
      inProgress ? .dragInProgress : nil
    }
  }
}

extension DragBoardController where Item: Identifiable {
  /// Creates a controller for `Identifiable` cards: a card is the same card wherever its `id`
  /// is (a reload follows the dragged card and the selection by `id`). Reads the data source
  /// once. The parameters are those of the initializer for cards without identity.
  ///
  /// - Complexity: O(lanes + cards).
  public convenience init(
    dataSource: BoardDataSource, delegate: BoardDelegate? = nil, axis: Axis = .horizontal,
    laneSpacing: CGFloat = 0, viewportSize: Size,
    configuration: DragConfiguration = DragBoardController.defaultConfiguration
  ) {
    self.init(
      dataSource: dataSource, delegate: delegate, axis: axis, laneSpacing: laneSpacing,
      viewportSize: viewportSize, configuration: configuration, sameItem: { $0.id == $1.id })
  }
}

extension DragBoardController: HostedController {
  typealias Engine = BoardSession

  var hostDelegate: (any DragDelegate<DragBoardController<Lane, Item>>)? {
    @inline(__always) get { delegate }
  }

  var hostDataSource: (any DragDataSource<DragBoardController<Lane, Item>>)? { dataSource }

  func prepare(_ engine: inout BoardSession) {
    engine.configuration = configuration
  }

  /// One section per lane, from the data source's lanes with their cards (a two-array data
  /// source: extra sections are ignored, missing ones are empty lanes). The lanes are read here
  /// too.
  func readSections() -> [[Item]] {
    let board = dataSource?.lanesWithCards(in: self) ?? []
    laneData = SectionedData(board.map { [$0.lane] })
    return board.map(\.cards)
  }

  func makeLayout(for data: SectionedData<Item>) -> BoardGeometry {
    let source = dataSource
    let old = hostCore.engine?.layout
    let layout = BoardLayout(
      axis: axis, viewportSize: core.viewport.size, laneSpacing: Double(laneSpacing),
      laneCount: data.sectionCount,
      width: { Double(source?.dragController(self, widthOfLane: $0) ?? 280) },
      header: { Double(source?.dragController(self, headerExtentOfLane: $0) ?? 0) },
      cardCount: { data.itemCount(inSection: $0) },
      cardExtent: { Double(source?.dragController(self, extentForItemAt: IndexPath($0)) ?? 60) },
      laneOffset: { lane in
        guard let old, lane < old.laneCount else { return 0 }
        return old.laneOffsets[lane]
      },
      boardOffset: core.viewport.contentOffset.along(axis))
    let pinned = (0..<data.sectionCount).filter {
      delegate?.dragController(self, isPinnedLaneAt: $0) ?? false
    }
    return BoardGeometry(layout: layout, pinnedLanes: pinned)
  }

  func deliverKindEffect(_ effect: BoardEffect) {
    switch effect {
    case .drag:
      break
    case .willMoveLane(let lane):
      delegate?.dragController(self, willMoveLaneAt: lane)
    case .movedLane(let from, let to):
      laneData.apply(effect)
      delegate?.dragController(self, didMoveLaneFrom: from, to: to)
    case .laneTargetChanged(let lane):
      delegate?.dragController(self, didChangeLaneTargetTo: lane)
    case .laneScrolled(let lane, let offset):
      delegate?.dragController(self, didScrollLane: lane, to: CGFloat(offset))
    case .laneEnded(let lane):
      hostCore.settleDrop()
      delegate?.dragController(self, didEndMovingLaneAt: lane)
    case .laneCancelled(let lane):
      delegate?.dragController(
        self, didCancelMovingLaneAt: lane,
        reason: hostCore.isReloading ? .reloadedDuringDrag : .cancelled)
    }
  }

  func canMoveLane(_ lane: Int) -> Bool {
    delegate?.dragController(self, canMoveLaneAt: lane) ?? true
  }

  func targetLane(forMoveFrom original: Int, at current: Int, proposed: Int) -> Int {
    delegate?.dragController(
      self, targetLaneForMoveFrom: original, at: current, proposed: proposed) ?? proposed
  }
}
