import Foundation
import ReorderCore
import Testing

@testable import ReplayHost

@MainActor @Suite struct BoardBlockFilmstripTests {
  @Test func dump() throws {
    let recording = try Replayer.record(Demo.boardBlockScenario())
    try Filmstrip.svg(recording).write(toFile: "/tmp/fs/block.svg", atomically: true, encoding: .utf8)
  }
}
