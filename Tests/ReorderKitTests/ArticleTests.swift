import Foundation
import ReorderKit
import Testing

/// The DocC articles' code: every swift block of every article stands, line for line, between a
/// pair of `DOCS:` markers in ArticleSnippets.swift (compiled here and run below) or is one of
/// the README's engine blocks (compiled and run in ReorderCoreTests' ReadmeEngineSnippet.swift),
/// except the blocks an article marks as not compiled (UIKit code, which cannot build on Linux).
@Suite struct ArticleTests {
  static let catalogs = [
    "Sources/ReorderCore/ReorderCore.docc", "Sources/ReorderKit/ReorderKit.docc",
  ]

  /// Every Markdown file of both catalogs: (path from the package root, text).
  static func articles() throws -> [(path: String, text: String)] {
    try catalogs.flatMap { catalog in
      try FileManager.default.contentsOfDirectory(
        atPath: ReadmeTests.root.appendingPathComponent(catalog).path
      )
      .filter { $0.hasSuffix(".md") }.sorted().map { name in
        let path = catalog + "/" + name
        let text = try String(
          contentsOf: ReadmeTests.root.appendingPathComponent(path), encoding: .utf8)
        return (path, text)
      }
    }
  }

  /// The swift blocks of an article, each with whether the line before it says "not compiled".
  static func swiftBlocks(of text: String) -> [(code: String, compiled: Bool)] {
    let parts = text.components(separatedBy: "```swift\n")
    return parts.indices.dropFirst().map { i in
      let before = parts[i - 1].split(separator: "\n", omittingEmptySubsequences: true).last ?? ""
      return (
        String(parts[i].components(separatedBy: "\n```")[0]),
        !before.lowercased().contains("not compiled")
      )
    }
  }

  @Test func everyArticleBlockIsCompiledHere() throws {
    let compiled =
      try ReadmeTests.snippets(in: "Tests/ReorderKitTests/ArticleSnippets.swift", marker: "DOCS")
      + ReadmeTests.snippets(in: "Tests/ReorderCoreTests/ReadmeEngineSnippet.swift")
    var count = 0
    var notCompiled = [String]()
    for article in try Self.articles() {
      for block in Self.swiftBlocks(of: article.text) {
        guard block.compiled else {
          notCompiled.append(article.path)
          continue
        }
        count += 1
        #expect(
          compiled.contains(block.code), "\(article.path): block not compiled:\n\(block.code)")
      }
    }
    #expect(count >= 7)
    // Only the UIKit article may show code that is not compiled.
    #expect(Set(notCompiled) == ["Sources/ReorderKit/ReorderKit.docc/AdoptingInUIKit.md"])
  }

  @Test func articlesStayInsideTheRepository() throws {
    for article in try Self.articles() {
      #expect(
        !article.text.contains("http://") && !article.text.contains("https://"), "\(article.path)")
      #expect(!article.text.contains("](../"), "\(article.path)")
      #expect(
        article.text.range(of: #"[Ss]eeds? \d"#, options: .regularExpression) == nil,
        "\(article.path)")
      #expect(!article.text.lowercased().contains("complaint"), "\(article.path)")
    }
  }

  /// The filmstrip pictures in the articles are the ones the README shows (which the
  /// filmstrip tests keep current).
  @Test(arguments: ["autoscroll-drag.svg", "board-drag.svg"])
  func filmstripPictureMatchesTheReadmes(name: String) throws {
    let docs = try Data(contentsOf: ReadmeTests.root.appendingPathComponent("Docs/" + name))
    let catalog = try Data(
      contentsOf: ReadmeTests.root.appendingPathComponent(
        "Sources/ReorderCore/ReorderCore.docc/Resources/" + name))
    #expect(docs == catalog)
  }
}

/// The articles' code does what the articles say.
@MainActor
@Suite struct ArticleSnippetTests {
  @Test func gettingStartedMovesTheFirstTaskToTheEnd() {
    let list = TodoList()
    firstDrag(of: list)
    #expect(list.tasks.map(\.title) == ["Call Ann", "Pay rent", "Buy milk"])
    #expect(
      list.controller.sections.map { $0.map(\.title) } == [["Call Ann", "Pay rent", "Buy milk"]])
  }

  @Test func swiftUIOffsetsMoveTheFirstSongToTheEnd() {
    let playlist = Playlist()
    let table = playlist.controller
    table.pointerDown(at: .viewport(CGPoint(x: 160, y: 22)), time: 0)
    table.tick(time: 0.6)
    table.pointerMoved(to: .viewport(CGPoint(x: 160, y: 198)), time: 0.7)
    table.pointerUp(at: .viewport(CGPoint(x: 160, y: 198)), time: 0.8)
    #expect(playlist.songs == ["Verse", "Chorus", "Bridge", "Outro", "Intro"])
    #expect(table.sections == [playlist.songs])
  }

  @Test func homeScreenEditsMovesAndDeletes() {
    let screen = HomeScreen()
    let grid = screen.grid
    // Cells are (320 - 2 * 8) / 3 wide and as tall; a long press on Mail begins editing.
    grid.pointerDown(at: .viewport(CGPoint(x: 50, y: 50)), time: 0)
    grid.tick(time: 0.6)
    #expect(grid.isEditing && grid.isDragging)
    grid.pointerMoved(to: .viewport(CGPoint(x: 270, y: 50)), time: 0.7)
    grid.pointerUp(at: .viewport(CGPoint(x: 270, y: 50)), time: 0.8)
    #expect(screen.apps.map(\.id) == ["Maps", "Note", "Mail", "Shop", "Bank", "Chat"])
    #expect(grid.isEditing)
    // Shop's delete button sits on its top-left corner, (0, 109.3).
    grid.pointerDown(at: .viewport(CGPoint(x: 3, y: 112)), time: 1)
    grid.pointerUp(at: .viewport(CGPoint(x: 3, y: 112)), time: 1.1)
    #expect(screen.apps.map(\.id) == ["Maps", "Note", "Mail", "Bank", "Chat"])
    #expect(grid.sections.map { $0.map(\.id) } == [screen.apps.map(\.id)])
  }

  @Test func keyboardMovesAndSpeaks() {
    let list = SpokenList()
    #expect(list.keyPressed(" ", focused: ItemPath(section: 0, item: 0)))
    #expect(list.keyPressed("ArrowDown", focused: ItemPath(section: 0, item: 0)))
    #expect(list.keyPressed("End", focused: ItemPath(section: 0, item: 0)))
    #expect(list.keyPressed(" ", focused: ItemPath(section: 0, item: 0)))
    #expect(!list.keyPressed("q", focused: ItemPath(section: 0, item: 0)))
    #expect(list.rows == [["A2", "A3", "A1"], ["B1", "B2"]])
    #expect(list.spoken.count == 4)
    #expect(list.spoken.first?.hasPrefix("Picked up") == true)
    #expect(list.spoken.last?.hasPrefix("Dropped") == true)
  }

  @Test func inboxFollowsTheDraggedMessageAndCancelsWhenItGoes() {
    let inbox = Inbox()
    let table = inbox.controller
    table.pointerDown(at: .viewport(CGPoint(x: 160, y: 22)), time: 0)
    table.tick(time: 0.6)
    inbox.received(Mail(id: 3, subject: "Hello"))
    #expect(table.isDragging)
    #expect(table.draggedIndexPath == IndexPath(item: 1, section: 0))
    inbox.deleted(id: 1)
    #expect(!table.isDragging)
    #expect(inbox.cancelled == [.itemRemoved])
    #expect(inbox.messages.map(\.id) == [3, 2])
    #expect(table.sections.map { $0.map(\.id) } == [[3, 2]])
  }

  @Test func springyConfigurationChangesOnlyWhatItSays() {
    let configuration = springyConfiguration()
    let defaults = DragTableController<String>.defaultConfiguration
    #expect(configuration.commit == defaults.commit)
    #expect(configuration.animation.drop.duration == 0.15)
    #expect(configuration.animation.lift.duration == defaults.animation.lift.duration)
  }

  /// The ReorderCore article's session example is the README's first drag, line for line, so
  /// ReorderCoreTests' `theReadmeDragGivesTheEffectsItShows` runs it and checks every effect its
  /// comments show.
  @Test func engineArticleShowsTheReadmesFirstDrag() throws {
    let article = try ArticleTests.articles().first {
      $0.path.hasSuffix("ReorderCore.docc/ReorderCore.md")
    }
    let blocks = ArticleTests.swiftBlocks(of: try #require(article).text)
    let readme = try ReadmeTests.snippets(in: "Tests/ReorderCoreTests/ReadmeEngineSnippet.swift")
    #expect(blocks.map(\.code) == readme)
    #expect(readme.first?.contains("func firstDrag() -> [[DragEffect]] {") == true)
  }

  @Test func kanbanKeepsTheBoardItIsHandedBack() {
    let kanban = Kanban()
    let board = kanban.controller
    // Write (the first card of To do) to the end of Done, then Done to the front.
    board.handle(.pickUp(ItemPath(section: 0, item: 0)))
    board.handle(.move(.toSection(1)))
    board.handle(.drop)
    #expect(board.pickUpLane(at: 1))
    board.handle(.move(.left))
    board.handle(.drop)
    #expect(
      kanban.board == [
        DragBoardLane("Done", cards: ["Plan", "Write"]),
        DragBoardLane("To do", cards: ["Test", "Ship"]),
      ])
    #expect(board.lanes == ["Done", "To do"])
    #expect(board.sections == [["Plan", "Write"], ["Test", "Ship"]])
  }

  @Test func boardDragCarriesTheCardToDone() {
    let p = { ItemPath(section: $0, item: $1) }
    #expect(
      boardDrag() == [
        .drag(.willMove(at: p(0, 0))), .drag(.moved(from: p(0, 0), to: p(1, 0))),
        .drag(.ended(at: p(1, 0))),
      ])
  }
}
