import Foundation
import ReorderKit
import Testing

// The README's code blocks, compiled and run here. `ReadmeTests` checks that every swift block
// of README.md stands, line for line, between a pair of `README:` markers in this file or in
// ReorderCoreTests' ReadmeEngineSnippet.swift.

// README: host-begin
struct Ticket: Identifiable {
  let id: Int
  var title: String
}

@MainActor
final class BoardView: DragTableDataSource, DragDelegate {
  var cards: [[Ticket]] = [[Ticket(id: 1, title: "Write"), Ticket(id: 2, title: "Test")], []]
  lazy var table = DragTableController(
    dataSource: self, delegate: self, viewport: Viewport(size: Size(width: 320, height: 480)))

  func sections(in table: DragTableController<Ticket>) -> [[Ticket]] { cards }

  // Drop commit (the default, as UIKit): one call per drop, positions as moveRow(at:to:).
  func dragController(
    _ table: DragTableController<Ticket>, didMoveItemFrom source: IndexPath,
    to destination: IndexPath
  ) {
    cards[destination.section].insert(
      cards[source.section].remove(at: source.item), at: destination.item)
  }

  // Run the display link only while the engine needs frames.
  func dragController(_ table: DragTableController<Ticket>, needsFramesDidChange needsFrames: Bool)
  {}

  func touchesBegan(at point: CGPoint, time: TimeInterval) {  // point = location(in: tableView)
    table.pointerDown(at: .content(point), time: time)
  }
  func displayLinkFired(time: TimeInterval) {
    table.tick(time: time)
    for item in table.renderState(at: time).items {
      _ = (item.dataSourceIndexPath, item.cgFrame, item.isHidden)  // cell, frame (content), hidden
    }
  }
}
// README: host-end

@MainActor
@Suite struct ReadmeHostTests {
  /// The README's host, driven as UIKit would: a long press on "Write" (content coordinates),
  /// display-link ticks, a move into the second section, the lift.
  @Test func theReadmeHostMovesACard() {
    let view = BoardView()
    view.touchesBegan(at: CGPoint(x: 100, y: 20), time: 0)
    view.displayLinkFired(time: 0.6)
    #expect(view.table.isDragging)
    view.table.pointerMoved(to: .content(CGPoint(x: 100, y: 120)), time: 0.7)
    view.displayLinkFired(time: 0.75)
    view.table.pointerUp(at: .content(CGPoint(x: 100, y: 120)), time: 0.8)
    #expect(view.cards.map { $0.map(\.title) } == [["Test"], ["Write"]])
    #expect(view.table.sections.map { $0.map(\.title) } == [["Test"], ["Write"]])
  }
}

/// Every swift block of README.md is compiled: it stands between `README:` markers in a test
/// file.
@Suite struct ReadmeTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The text between each `// MARKER: NAME-begin` and `// MARKER: NAME-end` line (the marker
  /// is `README` for the README's blocks, `DOCS` for the DocC articles').
  static func snippets(in path: String, marker: String = "README") throws -> [String] {
    let lines = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      .components(separatedBy: "\n")
    var result = [String]()
    var current: [String]?
    for line in lines {
      if line.hasPrefix("// \(marker): ") && line.hasSuffix("-begin") {
        current = []
      } else if line.hasPrefix("// \(marker): ") && line.hasSuffix("-end") {
        if let c = current { result.append(c.joined(separator: "\n")) }
        current = nil
      } else {
        current?.append(line)
      }
    }
    return result
  }

  @Test func everySwiftBlockIsCompiledInATest() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let blocks = readme.components(separatedBy: "```swift\n").dropFirst().map {
      String($0.components(separatedBy: "\n```")[0])
    }
    let compiled =
      try Self.snippets(in: "Tests/ReorderKitTests/ReadmeSnippets.swift")
      + Self.snippets(in: "Tests/ReorderCoreTests/ReadmeEngineSnippet.swift")
    #expect(!blocks.isEmpty)
    for block in blocks {
      #expect(compiled.contains(block), "README block not compiled anywhere:\n\(block)")
    }
  }

  @Test func noLinkLeavesTheRepository() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(!readme.contains("http://") && !readme.contains("https://"))
    #expect(!readme.contains("../"))
    #expect(readme.range(of: #"[Ss]eed \d"#, options: .regularExpression) == nil)
  }
}
