import Foundation
import ReorderKit
import Testing

/// Defects the model test found, each pinned by a focused test (whole callback logs) and by
/// its shrunk model scenario.
@MainActor
@Suite struct ModelFindingsTests {
  private func table(_ data: [[String]]) -> (
    ArrivalHost<DragTableController<String>>, DragTableController<String>
  ) {
    let host = ArrivalHost<DragTableController<String>>(data, label: { $0 })
    let c = DragTableController(
      dataSource: host, delegate: host, viewport: Viewport(size: Size(width: 320, height: 480)))
    return (host, c)
  }

  /// A selected item whose `canMoveItemAt` is false stays where it is: the block lifts the
  /// others only.
  @Test func aBlockLeavesItsUnmovableItemsInPlace() {
    let (host, c) = table([["a", "b", "c", "d"]])
    host.unmovable = ["b"]
    for i in [0, 1, 3] { c.select(at: IndexPath(item: i, section: 0)) }
    #expect(c.handle(.pickUp(ItemPath(section: 0, item: 0))))
    #expect(c.handle(.move(.next)))
    #expect(c.handle(.drop))
    #expect(
      host.take() == [
        "willMoveItems [0, 0] [0, 3]", "target [0, 1]",
        "didMoveItems [0, 0] [0, 3] -> [0, 1] [0, 2]", "newData badc", "ended [0, 1]",
      ])
    #expect(host.titles == [["b", "a", "d", "c"]])
  }

  /// With one movable item left selected, the drag is a plain one.
  @Test func aBlockOfOneMovableItemIsAPlainDrag() {
    let (host, c) = table([["a", "b", "c"]])
    host.unmovable = ["c"]
    c.select(at: IndexPath(item: 0, section: 0))
    c.select(at: IndexPath(item: 2, section: 0))
    #expect(c.handle(.pickUp(ItemPath(section: 0, item: 0))))
    #expect(host.take() == ["willMove [0, 0]"])
  }

  /// A keyboard command that was only refused (no item there) returns false, so the host lets
  /// the key through.
  @Test func aRefusedPickUpReturnsFalse() {
    let (host, c) = table([["a"]])
    #expect(!c.handle(.pickUp(ItemPath(section: 0, item: 5))))
    #expect(!c.handle(.pickUp(ItemPath(section: 3, item: 0))))
    #expect(!c.handle(.drop))
    #expect(host.take() == [])
  }

  /// The accessibility actions are listed with the configuration the next action runs with,
  /// even before any event took a changed configuration in.
  @Test func actionsFollowAConfigurationChangedAtRest() {
    let (host, c) = table([[], ["a", "b"]])
    c.configuration.mode = .exchange
    let actions = c.accessibilityActions(forItemAt: IndexPath(item: 1, section: 1)).map(\.action)
    // Exchange mode: only another item to exchange with (the empty section has none).
    #expect(actions == [.moveUp, .moveToTop])
    for action in actions {
      #expect(c.performAccessibilityAction(action, onItemAt: IndexPath(item: 1, section: 1)))
    }
    #expect(
      !c.performAccessibilityAction(.moveToSection(0), onItemAt: IndexPath(item: 0, section: 1)))
    #expect(host.titles == [[], ["a", "b"]])
  }

  /// A reload of items without identity keeps the selection's positions but asks them again:
  /// an item the delegate will not let be selected leaves it.
  @Test func aReloadWithoutIdentityAsksTheSelectionAgain() {
    let (host, c) = table([["a", "b", "c"]])
    host.unselectable = ["b"]
    c.select(at: IndexPath(item: 0, section: 0))
    c.select(at: IndexPath(item: 2, section: 0))
    host.data = [["b", "x", "c"]]
    c.reloadData()
    #expect(c.selectedIndexPaths == [IndexPath(item: 2, section: 0)])
  }

  /// A reload ends a live lane drag with the lane's index in the host's lanes: where its last
  /// step put it.
  @Test func aLiveLaneDragEndedByAReloadNamesWhereTheLaneStands() {
    let host = BoardTestHost([("l0", ["a"]), ("l1", ["b"]), ("l2", ["c"])])
    let c = host.makeController(DragConfiguration(commit: .live))
    #expect(c.pickUpLane(at: 0))
    c.handle(.move(.right))
    c.reloadData()
    #expect(
      host.log == [
        .willMoveLane(0), .didMoveLane(0, 1), .laneCancelled(1, .reloadedDuringDrag),
      ])
    #expect(host.order == "l1: b | l0: a | l2: c")
  }

  /// The shrunk model scenarios of the same defects.
  @Test(arguments: [
    ModelScenario(
      setup: ModelSetup(
        kind: .table, sections: [[1, 2, 3], [], [4, 5], [6, 7]], unmovable: [3, 4], activation: 1),
      ops: [
        .select(ItemPath(section: 0, item: 2)), .select(ItemPath(section: 3, item: 1)),
        .down(237, 318, dt: 0.1),
      ]),
    ModelScenario(
      setup: ModelSetup(
        kind: .board, sections: [[1, 2], [], [6]], unmovable: [2, 5], commit: .live),
      ops: [
        .select(ItemPath(section: 2, item: 0)), .toggle(ItemPath(section: 0, item: 1)),
        .key(.pickUp(ItemPath(section: 2, item: 0))),
      ]),
    ModelScenario(
      setup: ModelSetup(kind: .grid, sections: [[1, 2, 3, 4]], unmovable: [1, 4], commit: .live),
      ops: [
        .select(ItemPath(section: 0, item: 3)), .select(ItemPath(section: 0, item: 2)),
        .key(.pickUp(ItemPath(section: 0, item: 2))),
      ]),
    ModelScenario(
      setup: ModelSetup(kind: .tableValues, sections: []),
      ops: [.key(.pickUp(ItemPath(section: 0, item: 0)))]),
    ModelScenario(
      setup: ModelSetup(kind: .table, sections: [[], [], [7, 8]]),
      ops: [.mode(.exchange), .access(ItemPath(section: 2, item: 1), pick: 3)]),
    ModelScenario(
      setup: ModelSetup(kind: .tableValues, sections: [[3, 4]], unselectable: [4], commit: .live),
      ops: [.toggle(ItemPath(section: 0, item: 0)), .edit([.deleteSelected], via: .reload)]),
    ModelScenario(
      setup: ModelSetup(kind: .board, sections: [[], [], [], []], commit: .live),
      ops: [.pickUpLane(2), .key(.move(.next)), .edit([.deleteDragged], via: .batch)]),
  ])
  func shrunkScenarios(_ scenario: ModelScenario) {
    let found = scenario.firstViolation()
    #expect(found == nil, "\(found.map { "step \($0.index): \($0.violation)" } ?? "")")
  }
}

extension ModelScenario: CustomTestStringConvertible {
  var testDescription: String { "\(setup.kind) \(ops.count) steps" }
}
