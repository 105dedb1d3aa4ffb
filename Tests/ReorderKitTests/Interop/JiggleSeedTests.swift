import Foundation
import ReorderCore
import ReorderKit
import Testing

private struct Named: Identifiable {
  let id: String
}

private struct Numbered: Identifiable {
  let id: Int
}

private struct Plain {
  let title: String
}

/// A grid data source over fixed data that may give its own seeds.
@MainActor
private final class SeedSource<Item>: DragGridDataSource {
  var data: [[Item]]
  /// The data source's own seeds, by position (`[section, item]`); nil elsewhere.
  var ownSeeds: [IndexPath: UInt64] = [:]

  init(_ data: [[Item]]) { self.data = data }

  func sections(in controller: DragGridController<Item>) -> [[Item]] { data }

  func dragController(
    _ controller: DragGridController<Item>, newDataSourceAfterMove sections: [[Item]]
  ) {}

  func dragController(
    _ controller: DragGridController<Item>, jiggleSeedForItemAt indexPath: IndexPath
  ) -> UInt64? {
    ownSeeds[indexPath]
  }
}

/// The documented rule for ids that are not integers, written out here on its own: the 64-bit
/// FNV-1a hash of the UTF-8 bytes of the id's description.
private func fnv1a(_ text: String) -> UInt64 {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
  return hash
}

/// Each cell's jiggle phase comes from a seed that is the same in every run (Swift randomises
/// `hashValue` per process, so a seed taken from it makes the same events draw differently in
/// two runs). The rotations are checked against the documented rule, computed here, never
/// against a second controller in the same process.
@MainActor
@Suite struct JiggleSeedTests {
  static let config = GridEditingConfiguration()
  static let times = [0.0, 0.07, 0.5, 1.3]

  fileprivate func grid<Item>(_ source: SeedSource<Item>) -> DragGridController<Item> {
    DragGridController(
      dataSource: source, sizing: .columns(3, aspectRatio: 1),
      viewport: Viewport(size: Size(width: 320, height: 480)), configuration: Self.config)
  }

  fileprivate func grid<Item: Identifiable>(_ source: SeedSource<Item>) -> DragGridController<Item>
  {
    DragGridController(
      dataSource: source, sizing: .columns(3, aspectRatio: 1),
      viewport: Viewport(size: Size(width: 320, height: 480)), configuration: Self.config)
  }

  /// Every cell's rotation at every sample time, by position.
  func rotations<Item>(_ grid: DragGridController<Item>) -> [[[Double]]] {
    (0..<grid.numberOfSections).map { s in
      (0..<grid.numberOfItems(inSection: s)).map { i in
        Self.times.map {
          grid.appearance(ofItemAt: IndexPath(ItemPath(section: s, item: i)), time: $0).rotation
        }
      }
    }
  }

  /// The rotations the documented seeds give.
  func expected(_ seeds: [[UInt64]]) -> [[[Double]]] {
    seeds.map { $0.map { seed in Self.times.map { Self.config.jiggle.angle(at: $0, seed: seed) } } }
  }

  @Test func stringIDsSeedFromTheFNV1aHashOfTheID() {
    let ids = [["apple", "b", ""], ["naïve", "b2"]]
    let source = SeedSource(ids.map { $0.map(Named.init) })
    let grid = grid(source)
    grid.beginEditing()
    #expect(rotations(grid) == expected(ids.map { $0.map(fnv1a) }))
    // The seed is the id's: a reload that reorders the cells keeps each cell's phase.
    source.data = [[Named(id: "b2"), Named(id: "apple")], [Named(id: "naïve")]]
    grid.reloadData()
    #expect(rotations(grid) == expected([[fnv1a("b2"), fnv1a("apple")], [fnv1a("naïve")]]))
  }

  @Test func integerIDsSeedFromTheirValue() {
    let source = SeedSource([[Numbered(id: 3), Numbered(id: -1), Numbered(id: 0)]])
    let grid = grid(source)
    grid.beginEditing()
    #expect(rotations(grid) == expected([[3, UInt64.max, 0]]))
  }

  @Test func itemsWithoutIdentitySeedFromTheirPositionInDataOrder() {
    let source = SeedSource([[Plain(title: "x"), Plain(title: "y")], [], [Plain(title: "z")]])
    let grid = grid(source)
    grid.beginEditing()
    #expect(rotations(grid) == expected([[0, 1], [], [2]]))
  }

  @Test func theDataSourcesSeedComesFirst() {
    let source = SeedSource([[Named(id: "a"), Named(id: "b")]])
    source.ownSeeds = [IndexPath(ItemPath(section: 0, item: 1)): 42]
    let grid = grid(source)
    grid.beginEditing()
    #expect(rotations(grid) == expected([[fnv1a("a"), 42]]))
  }
}
