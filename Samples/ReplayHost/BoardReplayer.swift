import Foundation
import ReorderKit

/// The replay host for board scenarios (`layout.kind` `"board"`): a `DragBoardController` fed
/// the scenario's events, with this object as its data source and delegate, as ``Replayer`` is
/// for lists. Its cards are the recorder's data (one section per lane); its lanes follow every
/// `didMoveLane` it hears. Lanes with `movable: false` are the delegate's pinned lanes, cards
/// with `movable: false` its pinned cards. The board's and each lane's starting offset are set
/// on the controller as a user's scrolling would.
@MainActor
public final class BoardReplayer: ReplayRecorder<
  DragBoardController<Scenario.Lane, Scenario.Item>
>, DragBoardDataSource, DragBoardDelegate
{
  /// The host's lanes, following every lane move heard (one lane per section, moved by the same
  /// `SectionedData` applier as the cards).
  private var laneData: SectionedData<Scenario.Lane>

  /// Creates a host for a board `scenario` (its events are not fed).
  ///
  /// - Complexity: O(lanes + cards).
  public override init(_ scenario: Scenario) {
    let board = scenario.board ?? Scenario.Board(lanes: [])
    laneData = SectionedData(board.lanes.map { [$0] })
    super.init(scenario)
    controller = DragBoardController(
      dataSource: self, delegate: self, axis: scenario.axis,
      laneSpacing: CGFloat(board.laneSpacing), viewportSize: scenario.viewportSize,
      configuration: scenario.configuration)
    controller.dataSourceUpdates = .everyStep
    controller.setBoardOffset(CGFloat(board.contentOffset.along(scenario.axis)))
    for (index, lane) in board.lanes.enumerated() {
      controller.setOffset(CGFloat(lane.offset), ofLane: index)
    }
  }

  /// The lane ids, in the host's current order.
  public var laneIDs: [String] { laneData.sections.map { $0[0].id } }

  /// The result, with the board's lanes and their offsets.
  public override var result: ReplayResult {
    var r = super.result
    r.lanes = laneIDs
    r.laneOffsets = controller.laneOffsets.map { Double($0) }
    return r
  }

  /// A frame with the board's lanes (see ``RecordedFrame/captureBoard(_:at:id:laneID:)``).
  override func recordedFrame(at time: Double) -> RecordedFrame {
    .captureBoard(controller, at: time, id: id(at:), laneID: { self.laneIDs[$0] })
  }

  // MARK: Data source

  /// The scenario's lanes, in the host's current order.
  public func lanes(
    in controller: DragBoardController<Scenario.Lane, Scenario.Item>
  ) -> [Scenario.Lane] { laneData.sections.map { $0[0] } }

  /// The lane's `width`.
  public func dragController(
    _ controller: DragBoardController<Scenario.Lane, Scenario.Item>, widthOfLane lane: Int
  ) -> CGFloat { CGFloat(laneData.item(at: ItemPath(section: lane, item: 0))?.width ?? 0) }

  /// The lane's `header`.
  public func dragController(
    _ controller: DragBoardController<Scenario.Lane, Scenario.Item>, headerExtentOfLane lane: Int
  ) -> CGFloat { header(lane) }

  /// The card's `size`.
  public func dragController(
    _ controller: DragBoardController<Scenario.Lane, Scenario.Item>,
    extentForItemAt indexPath: IndexPath
  ) -> CGFloat { extent(ofItemAt: indexPath) }

  // MARK: Delegate (lanes)

  /// `movable: false` pins the lane.
  public func dragController(
    _ controller: DragBoardController<Scenario.Lane, Scenario.Item>, isPinnedLaneAt lane: Int
  ) -> Bool { laneData.item(at: ItemPath(section: lane, item: 0)).map { !$0.movable } ?? false }

  /// A lane drag began.
  public func dragController(
    _ controller: DragBoardController<Scenario.Lane, Scenario.Item>, willMoveLaneAt lane: Int
  ) {
    hear("willMoveLane")
    log(.willMoveLane(at: lane))
  }

  /// A lane moved, with its cards: applied to the host's lanes and cards.
  public func dragController(
    _ controller: DragBoardController<Scenario.Lane, Scenario.Item>,
    didMoveLaneFrom source: Int, to destination: Int
  ) {
    hear("didMoveLane")
    if moveLane(from: source, to: destination) {
      laneData.apply(BoardEffect.movedLane(from: source, to: destination))
    }
  }

  /// The dragged lane's slot changed (drop commit).
  public func dragController(
    _ controller: DragBoardController<Scenario.Lane, Scenario.Item>,
    didChangeLaneTargetTo lane: Int
  ) {
    hear("laneTargetChanged")
    log(.laneTargetChanged(lane))
  }

  /// A lane drop.
  public func dragController(
    _ controller: DragBoardController<Scenario.Lane, Scenario.Item>, didEndMovingLaneAt lane: Int
  ) {
    hear("didEndLane")
    log(.didEndLane(lane))
  }

  /// A lane cancel.
  public func dragController(
    _ controller: DragBoardController<Scenario.Lane, Scenario.Item>,
    didCancelMovingLaneAt lane: Int, reason: DragCancelReason
  ) {
    hear("didCancelLane")
    log(.didCancelLane(lane))
  }

  /// A lane scrolled (the controller keeps the offsets; not part of the format's log).
  public func dragController(
    _ controller: DragBoardController<Scenario.Lane, Scenario.Item>, didScrollLane lane: Int,
    to offset: CGFloat
  ) {
    hear("didScrollLane")
  }
}
