import Foundation
import ReorderCore
import ReorderKit
import Testing

/// `targetIndexPathForMoveFrom:at:proposed:` as UICollectionView has it.
@MainActor
@Suite struct DragTableTargetTests {
  @Test func delegateKeepsTheItemOffTheLastRow() {
    let host = RecordingHost(cards([["1", "2", "3", "4", "5"]]), label: \.title)
    host.retarget = { _, _, proposed in proposed[1] > 3 ? ip(0, 3) : proposed }
    let table = recordedTable(host)
    table.dragRow(0, through: [1, 2, 3, 4])
    #expect(
      host.targetAsked == [
        [ip(0, 0), ip(0, 0), ip(0, 1)], [ip(0, 0), ip(0, 1), ip(0, 2)],
        [ip(0, 0), ip(0, 2), ip(0, 3)], [ip(0, 0), ip(0, 3), ip(0, 4)],
        [ip(0, 0), ip(0, 3), ip(0, 4)],
      ])
    #expect(
      host.log == [
        .willMove(ip(0, 0)), .didMove(ip(0, 0), ip(0, 1)), .didMove(ip(0, 1), ip(0, 2)),
        .didMove(ip(0, 2), ip(0, 3)), .declined(ip(0, 4), .targetPolicy),
        .newData([["2", "3", "4", "1", "5"]]), .ended(ip(0, 3)),
      ])
  }

  @Test func delegateRedirectsTheExchangeTarget() {
    let host = RecordingHost(cards([["1", "2", "3", "4", "5"]]), label: \.title)
    host.retarget = { _, _, _ in ip(0, 3) }
    let table = recordedTable(host, DragConfiguration(mode: .exchange))
    table.dragRow(0, through: [1, 2])
    #expect(
      host.log == [
        .willMove(ip(0, 0)), .target(ip(0, 3)), .didExchange(ip(0, 0), ip(0, 3)),
        .newData([["4", "2", "3", "1", "5"]]), .ended(ip(0, 3)),
      ])
  }

  @Test(arguments: [
    IndexPath(indexes: [0, 9]), IndexPath(indexes: [3, 0]), IndexPath(indexes: [-1, 0]),
    IndexPath(indexes: [0, -2]), IndexPath(indexes: [0, 1, 2]), IndexPath(indexes: []),
  ])
  func outOfRangeAnswersDeclineTheStep(answer: IndexPath) {
    let host = RecordingHost(cards([["1", "2", "3"]]), label: \.title)
    host.retarget = { _, _, _ in answer }
    let table = recordedTable(host)
    table.dragRow(0, through: [1, 2])
    // Each declined proposal is told once, with why.
    #expect(
      host.log == [
        .willMove(ip(0, 0)), .declined(ip(0, 1), .outOfRange), .declined(ip(0, 2), .outOfRange),
        .ended(ip(0, 0)),
      ])
    #expect(host.titles == [["1", "2", "3"]])
    #expect(table.sections.map { $0.map(\.id) } == [[1, 2, 3]])
  }

  @Test(arguments: [IndexPath(indexes: [0, 9]), IndexPath(indexes: [0, 0])])
  func outOfRangeOrOwnExchangeAnswersClearTheTarget(answer: IndexPath) {
    let host = RecordingHost(cards([["1", "2", "3"]]), label: \.title)
    host.retarget = { _, _, _ in answer }
    let table = recordedTable(host, DragConfiguration(mode: .exchange))
    table.dragRow(0, through: [1, 2])
    let reason: StepDecline = answer == ip(0, 0) ? .targetPolicy : .outOfRange
    #expect(
      host.log == [
        .willMove(ip(0, 0)), .declined(ip(0, 1), reason), .declined(ip(0, 2), reason),
        .ended(ip(0, 0)),
      ])
  }

  /// A pinned row declines the step past it, once, while the pointer rests.
  @Test func aPinnedRowDeclinesTheStepOnce() {
    let host = RecordingHost(cards([["1", "2", "3"]]), label: \.title)
    host.pinned = { $0 == ip(0, 1) }
    let table = recordedTable(host)
    table.pickUp(atY: rowY(0))
    table.drag(through: [rowY(1), rowY(1) + 1, rowY(1) + 2])
    table.drop(atY: rowY(1) + 2)
    #expect(
      host.log == [.willMove(ip(0, 0)), .declined(ip(0, 1), .pinned), .ended(ip(0, 0))])
  }
}
