import Foundation
import ReplayHost
import Testing

/// The built `reorder-replay` executable: next to the test bundle, or in the package's
/// `.build/debug`.
private let replayBinary: URL? = {
  var directories = [URL]()
  if let executable = Bundle.main.executableURL {
    directories.append(executable.deletingLastPathComponent())
  }
  directories.append(
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
  let root = repositoryRoot
  directories.append(root.appendingPathComponent(".build/debug"))
  return directories.map { $0.appendingPathComponent("reorder-replay") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()

/// Runs the binary with `arguments`, `input` on standard input.
private func runReplay(_ arguments: [String], input: String) throws -> CommandOutcome {
  let binary = try #require(replayBinary)
  let process = Process()
  process.executableURL = binary
  process.arguments = arguments
  let stdin = Pipe()
  let stdout = Pipe()
  let stderr = Pipe()
  process.standardInput = stdin
  process.standardOutput = stdout
  process.standardError = stderr
  try process.run()
  stdin.fileHandleForWriting.write(Data(input.utf8))
  try stdin.fileHandleForWriting.close()
  let out = stdout.fileHandleForReading.readDataToEndOfFile()
  let err = stderr.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return CommandOutcome(
    status: process.terminationStatus, standardOutput: String(decoding: out, as: UTF8.self),
    standardError: String(decoding: err, as: UTF8.self))
}

/// The executable as a process: exit status, standard output and standard error.
@MainActor
@Suite(
  .enabled(
    if: replayBinary != nil,
    "reorder-replay was not found next to the test bundle or in .build/debug; run `swift build`"
  ))
struct ReplayProcessTests {
  @Test func badInputExitsTwoWithOneLineAndNothingOnStandardOutput() throws {
    let outcome = try runReplay(
      [], input: #"{"layout": {"sections": []}, "events": [{"type": "drag"}]}"#)
    #expect(
      outcome
        == CommandOutcome(
          status: 2,
          standardError:
            #"events[0].type: unknown value "drag" (expected down, move, up, cancel, tick, select)"#
            + "\n"))
  }

  @Test func invalidJSONExitsTwo() throws {
    let outcome = try runReplay(["-"], input: "{")
    #expect(
      outcome
        == CommandOutcome(
          status: 2,
          standardError: "(input): invalid JSON at line 1, column 2: unexpected end of input\n"))
  }

  @Test func goodInputPrintsTheResult() throws {
    let input = scenarioJSON(events: pressAndDrag(from: 22, through: [198]))
    let outcome = try runReplay([], input: input)
    let expected = try ReplayHost.run(json: Data(input.utf8)).get()
    #expect(outcome == CommandOutcome(status: 0, standardOutput: expected))
  }

  @Test func fileArgument() throws {
    let input = scenarioJSON(
      options: #"{"mode": "exchange"}"#, events: pressAndDrag(from: 22, through: [198]))
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("replay-\(UUID().uuidString).json")
    try Data(input.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = try runReplay([file.path], input: "")
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.contains(#"["5", "2", "3", "4", "1"]"#))
    #expect(outcome.standardError == "")
  }

  @Test func missingFileExitsTwo() throws {
    let outcome = try runReplay(["/nonexistent/scenario.json"], input: "")
    #expect(outcome.status == 2)
    #expect(outcome.standardOutput == "")
    #expect(
      outcome.standardError.hasPrefix(#"(input): cannot read "/nonexistent/scenario.json": "#))
    #expect(outcome.standardError.filter { $0 == "\n" }.count == 1)
  }
}

/// The command line in-process: arguments and usage.
@MainActor @Suite struct ReplayCommandTests {
  @Test func helpGoesToStandardOutput() {
    let outcome = ReplayCommand.main(arguments: ["--help"]) { Data() }
    #expect(outcome == CommandOutcome(status: 0, standardOutput: ReplayCommand.usage))
  }

  @Test(arguments: [
    (
      ["--verbose"],
      #"reorder-replay: unknown option "--verbose" (usage: reorder-replay [FILE | -])"#
    ),
    (
      ["a.json", "b.json"],
      "reorder-replay: expected at most one FILE (usage: reorder-replay [FILE | -])"
    ),
  ])
  func wrongArguments(arguments: [String], line: String) {
    let outcome = ReplayCommand.main(arguments: arguments) { Data() }
    #expect(outcome == CommandOutcome(status: 2, standardError: line + "\n"))
  }

  @Test func readsStandardInputWithoutFile() {
    let input = scenarioJSON(events: pressAndDrag(from: 22, through: [198]))
    let outcome = ReplayCommand.main(arguments: []) { Data(input.utf8) }
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput == (try? ReplayHost.run(json: Data(input.utf8)).get()))
  }
}
