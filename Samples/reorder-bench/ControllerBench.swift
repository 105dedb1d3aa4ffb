import AllocCounter
import Foundation
import ReorderCore
import ReorderKit

/// The host a UIKit-style adopter writes: a data source that reads extents from its model and a
/// delegate that applies every move it hears to its own data.
@MainActor
final class BenchHost: DragTableDataSource, DragDelegate {
  let fixture: ListFixture
  var data: [[Int32]]
  var moves = 0

  init(_ fixture: ListFixture) {
    self.fixture = fixture
    data = (0..<fixture.sectionCount).map { s in
      Array(Int32(fixture.sectionStarts[s])..<Int32(fixture.sectionStarts[s + 1]))
    }
  }

  func sections(in controller: DragTableController<Int32>) -> [[Int32]] { data }

  func dragController(
    _ controller: DragTableController<Int32>, extentForItemAt indexPath: IndexPath
  )
    -> CGFloat
  {
    CGFloat(fixture.sizes[fixture.sectionStarts[indexPath[0]] + indexPath[1]])
  }

  func dragController(_ controller: DragTableController<Int32>, headerExtentForSection section: Int)
    -> CGFloat
  { CGFloat(ListFixture.header) }

  func dragController(_ controller: DragTableController<Int32>, footerExtentForSection section: Int)
    -> CGFloat
  { CGFloat(ListFixture.footer) }

  func dragController(
    _ controller: DragTableController<Int32>, didMoveItemFrom source: IndexPath,
    to destination: IndexPath
  ) {
    let id = data[source[0]].remove(at: source[1])
    data[destination[0]].insert(id, at: destination[1])
    moves += 1
  }
}

/// What one replay of the script through a `DragTableController` measured.
struct ControllerRun {
  /// Nanoseconds per `handle` call, in script order.
  var eventNs: [UInt64] = []
  /// Whether the host's data (every move applied) equals the controller's, and the order is a
  /// permutation of the items.
  var consistent = false
}

/// Replays `script` through a table controller with a delegate (drop commit, the controllers'
/// default; the script's constant auto-scroll) over `fixture`.
@MainActor
func runController(_ fixture: ListFixture, script: DragScript) -> ControllerRun {
  var run = ControllerRun()
  let host = BenchHost(fixture)
  let offset = fixture.startOffset(pressY: DragScript.pressPoint.y)
  let table = DragTableController(
    dataSource: host, delegate: host,
    viewport: Viewport(size: ListFixture.viewport, contentOffset: Point(x: 0, y: offset)),
    configuration: DragConfiguration(
      commit: .drop, autoScroll: .constant(speed: DragScript.scrollSpeed)))
  run.eventNs.reserveCapacity(script.events.count)
  for event in script.events {
    let before = monotonicNanoseconds()
    deliver(event, to: table)
    run.eventNs.append(monotonicNanoseconds() - before)
  }
  let flat = host.data.flatMap { $0 }
  var seen = [Bool](repeating: false, count: fixture.itemCount)
  for id in flat where Int(id) < seen.count { seen[Int(id)] = true }
  run.consistent =
    host.moves == 1 && flat.count == fixture.itemCount && !seen.contains(false)
    && table.sections == host.data
  return run
}

/// One event into the controller, kept out of line like the session's `deliver`.
@MainActor @inline(never)
func deliver(_ event: PointerEvent, to table: DragTableController<Int32>) {
  table.handle(event)
}

/// Heap allocations per pointer move or tick in the steady state of a drag (after the pick-up,
/// with auto-scroll running): counted by `AllocCounter`, over `count` events, for the session
/// and for the controller. Nil where the allocator cannot be counted (a sanitizer build).
@MainActor
func allocationsPerEvent(_ fixture: ListFixture, count: Int) -> (
  session: Double, sessionLive: Double, controller: Double, controllerLive: Double
)? {
  guard allocationsAreCounted() else { return nil }
  let offset = fixture.startOffset(pressY: DragScript.pressPoint.y)
  let viewport = Viewport(size: ListFixture.viewport, contentOffset: Point(x: 0, y: offset))
  let configuration = DragConfiguration(
    commit: .drop, autoScroll: .constant(speed: DragScript.scrollSpeed))
  // Steady events: the pointer wanders within the bottom edge zone, ticks scroll the content.
  func steady(_ k: Int) -> PointerEvent {
    let t = 1.0 + Double(k) / 120
    if k % 2 == 0 { return .tick(time: t) }
    return .move(Point(x: 195, y: 836 + Double(k % 7)), time: t)
  }
  let press = DragScript.pressPoint
  // The session in drop commit (previews only) and in live commit (its layout commits a move
  // at each slot change as the content scrolls under the pointer).
  func sessionAllocations(_ commit: CommitMode) -> Double {
    var steadyConfiguration = configuration
    steadyConfiguration.commit = commit
    var session = DragSession(
      layout: fixture.makeLayout(), viewport: viewport, configuration: steadyConfiguration)
    var effects = [DragEffect]()
    effects.reserveCapacity(16)
    for event in [PointerEvent.down(press, time: 0), .tick(time: 0.6)] {
      effects.removeAll(keepingCapacity: true)
      session.handle(event, into: &effects)
    }
    for k in 0..<32 {
      effects.removeAll(keepingCapacity: true)
      session.handle(steady(k), into: &effects)
    }
    let offsetBefore = session.viewport.contentOffset.y
    let before = alloc_counter_allocations()
    for k in 32..<(32 + count) {
      effects.removeAll(keepingCapacity: true)
      session.handle(steady(k), into: &effects)
    }
    let allocations = alloc_counter_allocations() - before
    precondition(session.isDragging, "the steady phase is a drag")
    precondition(session.viewport.contentOffset.y > offsetBefore, "the steady phase auto-scrolls")
    return Double(allocations) / Double(count)
  }

  // The controller in drop commit (previews only) and in live commit (the delegate hears a
  // move, and a batch, at each slot change as the content scrolls under the pointer).
  func controllerAllocations(_ commit: CommitMode) -> Double {
    let host = BenchHost(fixture)
    var live = configuration
    live.commit = commit
    let table = DragTableController(
      dataSource: host, delegate: host, viewport: viewport, configuration: live)
    table.handle(.down(press, time: 0))
    table.handle(.tick(time: 0.6))
    for k in 0..<32 { table.handle(steady(k)) }
    let movesBefore = host.moves
    let before = alloc_counter_allocations()
    for k in 32..<(32 + count) { table.handle(steady(k)) }
    let allocations = alloc_counter_allocations() - before
    precondition(table.isDragging, "the steady phase is a drag")
    precondition(commit == .drop || host.moves > movesBefore, "the live phase moves the item")
    return Double(allocations) / Double(count)
  }
  return (
    sessionAllocations(.drop), sessionAllocations(.live), controllerAllocations(.drop),
    controllerAllocations(.live)
  )
}
