import Foundation
import ReorderKit

/// The replay host for lists: a `DragTableController` fed the scenario's events, with this
/// object as its data source and delegate. The output is what it heard (see
/// ``ReplayRecorder``); the content offset is the controller's. Grid scenarios use
/// ``GridReplayer``; ``run(_:)`` picks the host by the layout's kind.
///
/// The controller runs with the scenario's own configuration (the engine's defaults: live
/// commit, no auto-scroll), not the controllers' UIKit defaults; items with `movable: false`
/// are the delegate's pinned items.
@MainActor
public final class Replayer: ReplayRecorder<DragTableController<Scenario.Item>>,
  DragTableDataSource
{
  /// Creates a host for a list `scenario` (its events are not fed): the controller reads the
  /// scenario's data through this host.
  ///
  /// - Complexity: O(n) for n items.
  public override init(_ scenario: Scenario) {
    super.init(scenario)
    controller = DragTableController(
      dataSource: self, delegate: self, axis: scenario.axis, viewport: scenario.makeViewport(),
      configuration: scenario.configuration)
    controller.dataSourceUpdates = .everyStep
  }

  /// Replays `scenario` from start to end, with a host for its kind: this one for a list, a
  /// ``GridReplayer`` for a grid.
  ///
  /// - Throws: ``ReplayError/Kind/engine`` if the calls heard do not fit the data.
  public static func run(_ scenario: Scenario) throws(ReplayError) -> ReplayResult {
    try record(scenario, frames: false).result
  }

  /// Replays `scenario` (a list, a grid through ``GridReplayer``, a board through
  /// ``BoardReplayer``), recording a frame after
  /// every `tick` event at the tick's time.
  ///
  /// - Throws: ``ReplayError/Kind/engine`` if the calls heard do not fit the data.
  /// - Complexity: the replay's, plus one render state per tick.
  public static func record(_ scenario: Scenario, frames: Bool = true) throws(ReplayError)
    -> Recording
  {
    if scenario.board != nil { return try BoardReplayer(scenario).play(recording: frames) }
    return scenario.grid != nil
      ? try GridReplayer(scenario).play(recording: frames)
      : try Replayer(scenario).play(recording: frames)
  }

  // MARK: Data source

  /// The item's `size` from the host's data.
  public func dragController(
    _ controller: DragTableController<Scenario.Item>, extentForItemAt indexPath: IndexPath
  ) -> CGFloat { extent(ofItemAt: indexPath) }

  /// The section's `header`.
  public func dragController(
    _ controller: DragTableController<Scenario.Item>, headerExtentForSection section: Int
  ) -> CGFloat { header(section) }

  /// The section's `footer`.
  public func dragController(
    _ controller: DragTableController<Scenario.Item>, footerExtentForSection section: Int
  ) -> CGFloat { footer(section) }
}
