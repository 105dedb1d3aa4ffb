import Foundation
import ReorderCore
import ReorderKit
import Testing

/// A rendered item names two positions: where it is drawn (`displayedIndexPath`) and where the
/// data source holds it (`dataSourceIndexPath`). A host that fetches each drawn item's cell or
/// model at `dataSourceIndexPath` gets the item that belongs where it is drawn, in every commit
/// mode.
@MainActor
@Suite struct RenderedPositionsTests {
  /// The titles a host fetching at `dataSourceIndexPath` draws, top to bottom, and the titles at
  /// the displayed positions (which is what a host that mistook one for the other would draw).
  static func drawn(_ table: DragTableController<Card>, _ host: RecordingHost<Card>) -> (
    fetched: [String], hidden: [Bool]
  ) {
    let items = table.renderState.items.sorted { $0.frame.minY < $1.frame.minY }
    let fetched = items.map { item in
      host.data[item.dataSourceIndexPath.section][item.dataSourceIndexPath.item].title
    }
    return (fetched, items.map(\.isHidden))
  }

  @Test(arguments: [CommitMode.drop, .live])
  func fetchingAtTheDataSourcePathDrawsThePreviewedOrder(_ commit: CommitMode) {
    let (host, table) = recordedTable(
      titles: [["1", "2", "3", "4", "5"]], DragConfiguration(commit: commit))
    table.pickUp(atY: rowY(0))
    table.drag(through: [rowY(1), rowY(2)])
    let (fetched, hidden) = Self.drawn(table, host)
    // The gap (the lifted item's hidden slot) is third; the others are drawn in preview order.
    #expect(fetched == ["2", "3", "1", "4", "5"])
    #expect(hidden == [false, false, true, false, false])
    let items = table.renderState.items
    #expect(items.map(\.displayedIndexPath) == (0..<5).map { ip(0, $0) })
    switch commit {
    case .live:
      // The data source heard every step: it holds each item where it is drawn.
      #expect(items.map(\.dataSourceIndexPath) == items.map(\.displayedIndexPath))
    case .drop:
      // The data source has heard nothing yet: it holds each item where the drag began.
      #expect(items.map(\.dataSourceIndexPath) == [1, 2, 0, 3, 4].map { ip(0, $0) })
    }
  }

  @Test func exchangeModeFetchesAtTheCommittedPositions() {
    let (host, table) = recordedTable(
      titles: [["1", "2", "3", "4", "5"]], DragConfiguration(mode: .exchange, commit: .live))
    table.pickUp(atY: rowY(0))
    table.drag(through: [rowY(1), rowY(2)])
    let items = table.renderState.items
    #expect(items.map(\.dataSourceIndexPath) == items.map { IndexPath($0.committedPath) })
    #expect(Self.drawn(table, host).fetched.count == 5)
    #expect(host.data.flatMap { $0.map(\.title) } == ["1", "2", "3", "4", "5"])
  }

  @Test func atRestAllThreePositionsAgree() {
    let (_, table) = recordedTable(titles: [["1", "2"], ["3"]])
    let items = table.renderState.items
    #expect(items.map(\.dataSourceIndexPath) == [ip(0, 0), ip(0, 1), ip(1, 0)])
    #expect(items.map(\.displayedIndexPath) == [ip(0, 0), ip(0, 1), ip(1, 0)])
    #expect(items.map { IndexPath($0.committedPath) } == [ip(0, 0), ip(0, 1), ip(1, 0)])
  }

  /// The visible cards as `lane:title`: the lane each is drawn in, and the title the host finds
  /// at its data source position.
  static func drawn(_ cards: [RenderedItem], _ host: BoardTestHost) -> [String] {
    cards.filter { !$0.isHidden }.map { card in
      "\(card.displayedIndexPath.section):"
        + host.cards[card.dataSourcePath.section][card.dataSourcePath.item]
    }
  }

  @Test(arguments: [CommitMode.drop, .live])
  func boardCardsFetchedAtTheDataSourcePathAreTheOnesDrawn(_ commit: CommitMode) {
    let host = BoardTestHost([("l0", ["a", "b", "c"]), ("l1", ["d"])])
    let c = host.makeController(DragConfiguration(commit: commit))
    host.lift(140, 70)
    // Over l1's second slot (below d).
    c.handle(.move(Point(x: 440, y: 130), time: 0.6))
    let cards = c.boardRenderState(at: .infinity).cards
    #expect(Self.drawn(cards, host) == ["0:b", "0:c", "1:d"])
    let expected: [ItemPath] =
      commit == .live
      ? cards.map(\.path)
      : cards.map(\.committedPath)
    #expect(cards.map(\.dataSourcePath) == expected)
  }

  @Test(arguments: [CommitMode.drop, .live])
  func boardLaneDragFetchesCardsWhereTheDataSourceHoldsThem(_ commit: CommitMode) {
    let host = BoardTestHost([("l0", ["a"]), ("l1", ["b"]), ("l2", ["c"])])
    let c = host.makeController(DragConfiguration(commit: commit))
    // Lift l0 by its header and carry it past l1.
    host.lift(140, 20)
    c.handle(.move(Point(x: 460, y: 20), time: 0.6))
    let cards = c.boardRenderState(at: .infinity).cards
    #expect(Self.drawn(cards, host) == ["0:b", "2:c"])
  }
}

/// The UIKit article's scrolling rule: a host that hands the controller the scroll view's
/// content offset when the user scrolls gets the row under the finger, and the copy stays under
/// it; a host that does not is the bug the article warns about.
@MainActor
@Suite struct ScrolledHostTests {
  static let titles = [(0..<40).map { "\($0)" }]

  @Test func aDragAfterTheUserScrolledLiftsTheRowUnderTheFinger() throws {
    let (host, table) = recordedTable(titles: Self.titles, DragConfiguration(commit: .drop))
    // scrollViewDidScroll: the user scrolled to 600.
    table.contentOffset = CGPoint(x: 0, y: 600)
    // The finger at content y 622 (row 14 spans 616–660), as location(in: tableView) gives it.
    table.pointerDown(at: .content(CGPoint(x: 160, y: 622)), time: 0)
    table.tick(time: 0.6)
    #expect(host.log == [.willMove(ip(0, 14))])
    let floating = try #require(table.renderState.floating)
    #expect(floating.cgFrame == CGRect(x: 0, y: 616, width: 320, height: 44))
    #expect(table.contentOffset == CGPoint(x: 0, y: 600))
  }

  @Test func withoutTheOffsetTheSamePressNamesAnotherRow() {
    let (host, table) = recordedTable(titles: Self.titles, DragConfiguration(commit: .drop))
    // The host forgot scrollViewDidScroll: the controller takes the list to be at the top and
    // the same viewport point (y 22) as row 0.
    table.pointerDown(at: .viewport(CGPoint(x: 160, y: 22)), time: 0)
    table.tick(time: 0.6)
    #expect(host.log == [.willMove(ip(0, 0))])
  }
}
