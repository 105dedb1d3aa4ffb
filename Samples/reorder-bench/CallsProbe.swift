import Foundation
import ReorderCore
import ReorderKit

/// The probe behind `Scripts/bench-calls.sh`: one pointer move of a table drag, from the
/// controller's entry point (``probeMove(_:to:)``) to its first delegate callback (every
/// callback of ``ProbeHost`` calls ``probeReached()`` first, while ``probing`` is set).
@MainActor var probing = false
/// Whether a delegate callback arrived during the probe move.
@MainActor var probeArrived = false

/// Where every delegate callback arrives: the first one during the probe move ends it.
@MainActor @inline(never)
func probeReached() {
  if probing {
    probing = false
    probeArrived = true
    probeDump()
  }
}

/// Called once, at the probe move's first delegate callback: the script's callgrind dump is
/// taken before it (kept out of line so that it has a symbol).
@inline(never)
func probeDump() {
  writeLine("reorder-bench: probe reached the first delegate callback", to: 1)
}

/// A data source of 100 rows of 44 points and a delegate whose every callback the probe move can
/// reach says so.
@MainActor
final class ProbeHost: DragTableDataSource, DragDelegate {
  var data = [Array(Int32(0)..<100)]

  func sections(in controller: DragTableController<Int32>) -> [[Int32]] { data }

  func dragController(
    _ controller: DragTableController<Int32>, extentForItemAt indexPath: IndexPath
  ) -> CGFloat { 44 }

  func dragController(_ controller: DragTableController<Int32>, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    probeReached()
    return true
  }

  func dragController(
    _ controller: DragTableController<Int32>,
    targetIndexPathForMoveFrom original: IndexPath, at current: IndexPath,
    proposed: IndexPath
  ) -> IndexPath {
    probeReached()
    return proposed
  }

  func dragController(
    _ controller: DragTableController<Int32>, didChangeTargetTo indexPath: IndexPath?
  ) { probeReached() }

  func dragController(
    _ controller: DragTableController<Int32>, didMoveItemFrom source: IndexPath,
    to destination: IndexPath
  ) { probeReached() }

  func dragController(_ controller: DragTableController<Int32>, didScrollTo offset: CGPoint) {
    probeReached()
  }
}

/// The probed call: one pointer move into the controller.
@MainActor @inline(never)
func probeMove(_ table: DragTableController<Int32>, to point: Point) {
  probing = true
  table.handle(.move(point, time: 0.8))
  probing = false
}

/// Lifts row 2 of a probe table (press, long-press tick, a small move), then moves it three rows
/// down through ``probeMove(_:to:)``: the move changes the drop target, so the delegate is asked
/// for it. Returns whether the probe reached a delegate callback.
@MainActor
func runCallsProbe() -> Bool {
  let host = ProbeHost()
  let table = DragTableController(
    dataSource: host, delegate: host, viewport: Viewport(size: ListFixture.viewport),
    configuration: DragConfiguration(commit: .drop, autoScroll: .none))
  table.handle(.down(Point(x: 195, y: 110), time: 0))
  table.handle(.tick(time: 0.6))
  table.handle(.move(Point(x: 195, y: 112), time: 0.7))
  probeMove(table, to: Point(x: 195, y: 112 + 3 * 44))
  let reached = probeArrived && table.isDragging
  table.handle(.up(Point(x: 195, y: 112 + 3 * 44), time: 0.9))
  return reached
}
