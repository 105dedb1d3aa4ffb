import Foundation
import ReorderCore
import ReorderKit
import Testing

/// `CGPoint`, `CGSize`, `CGRect` ↔ the engine's values, and the render state's conversions.
@MainActor
@Suite struct GeometryCoreGraphicsTests {
  @Test func valuesConvertBothWays() {
    #expect(Point(CGPoint(x: 1.5, y: -2)) == Point(x: 1.5, y: -2))
    #expect(CGPoint(Point(x: 1.5, y: -2)) == CGPoint(x: 1.5, y: -2))
    #expect(Size(CGSize(width: 3, height: 4)) == Size(width: 3, height: 4))
    #expect(CGSize(Size(width: 3, height: 4)) == CGSize(width: 3, height: 4))
    #expect(
      Rect(CGRect(x: 1, y: 2, width: 3, height: 4)) == Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(
      CGRect(Rect(x: 1, y: 2, width: 3, height: 4)) == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test func negativeRectsAreStandardized() {
    #expect(
      Rect(CGRect(x: 10, y: 10, width: -4, height: -6)) == Rect(x: 6, y: 4, width: 4, height: 6))
  }

  @Test func renderStateGivesCGFramesInContentCoordinates() {
    let host = RecordingHost(cards([["1", "2", "3"]]), label: \.title)
    let table = recordedTable(host)
    table.pickUp(atY: rowY(0))
    table.drag(through: [rowY(1) + 5])
    let state = table.renderState
    #expect(
      state.items.map(\.cgFrame) == [
        CGRect(x: 0, y: 0, width: 320, height: 44), CGRect(x: 0, y: 44, width: 320, height: 44),
        CGRect(x: 0, y: 88, width: 320, height: 44),
      ])
    #expect(state.items.map(\.isHidden) == [false, true, false])
    #expect(state.floating?.cgFrame == CGRect(x: 0, y: 49, width: 320, height: 44))
    #expect(state.cgContentOffset == .zero)
    #expect(state.cgContentSize == CGSize(width: 320, height: 132))
  }

  @Test func autoScrollReportsTheOffsetAndMovesTheViewport() {
    let host = RecordingHost(cards([(1...20).map { "\($0)" }]), label: \.title)
    let table = recordedTable(host, DragConfiguration(autoScroll: .constant(speed: 100)))
    table.pickUp(atY: rowY(0))
    table.drag(through: [470])
    host.log = []
    table.tick(time: 1)
    table.tick(time: 1.5)
    let offsets = host.log.compactMap { call -> CGPoint? in
      if case .scrolled(let p) = call { return p }
      return nil
    }
    #expect(offsets.count == 2)
    #expect(offsets.last == table.contentOffset)
    #expect(table.contentOffset.y > 0)
    #expect(table.renderState.cgContentOffset == table.contentOffset)
  }
}
