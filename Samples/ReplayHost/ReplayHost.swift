import Foundation
@_exported import ReplayJSON

/// The replay host's entry points: scenario bytes in, result text or error out.
public enum ReplayHost {
  /// Parses and replays one scenario.
  ///
  /// - Returns: the output JSON (ending in a newline), or the first error.
  /// - Complexity: O(input size + events × engine cost).
  @MainActor
  public static func run(json: Data) -> Result<String, ReplayError> {
    do throws(ReplayError) {
      let scenario = try Scenario.parse(json: json)
      let recording = try Replayer.record(scenario, frames: scenario.record)
      return .success(scenario.record ? recording.json() : recording.result.json())
    } catch {
      return .failure(error)
    }
  }
}

/// What a command-line run printed and its exit status.
public struct CommandOutcome: Sendable, Equatable {
  /// The exit status.
  public var status: Int32
  /// Everything for standard output.
  public var standardOutput: String
  /// Everything for standard error.
  public var standardError: String

  /// Creates an outcome.
  public init(status: Int32, standardOutput: String = "", standardError: String = "") {
    self.status = status
    self.standardOutput = standardOutput
    self.standardError = standardError
  }

  /// Writes both texts to the process's streams.
  public func write() {
    FileHandle.standardOutput.write(Data(standardOutput.utf8))
    FileHandle.standardError.write(Data(standardError.utf8))
  }
}

/// The `reorder-replay` command line, runnable in-process.
public enum ReplayCommand {
  /// The usage text.
  public static let usage = """
    usage: reorder-replay [FILE | -]
      Replays one drag scenario (JSON; a list or a grid) from FILE, or from standard input
      without FILE or with "-", and prints the result as JSON. Bad input: one line on standard
      error, exit status 2. See the replay format article.
    options:
      -h, --help   show this text
      --svg        print the drag as an SVG filmstrip (a panel per tick, at most 12) instead

    """

  /// Runs the command with `arguments` (without the program name).
  ///
  /// - Parameter readStandardInput: reads all of standard input; called only when needed.
  @MainActor
  public static func main(arguments: [String], readStandardInput: () -> Data) -> CommandOutcome {
    var source: String?
    var filmstrip = false
    for argument in arguments {
      if argument == "-h" || argument == "--help" {
        return CommandOutcome(status: 0, standardOutput: usage)
      }
      if argument == "--svg" {
        filmstrip = true
        continue
      }
      if argument.hasPrefix("-") && argument != "-" {
        return usageError("unknown option \(quoted(argument))")
      }
      guard source == nil else { return usageError("expected at most one FILE") }
      source = argument
    }
    let data: Data
    switch readInput(source, readStandardInput: readStandardInput) {
    case .success(let bytes): data = bytes
    case .failure(let error): return CommandOutcome(status: 2, standardError: "\(error)\n")
    }
    switch filmstrip ? Filmstrip.run(json: data) : ReplayHost.run(json: data) {
    case .success(let text):
      return CommandOutcome(status: 0, standardOutput: text)
    case .failure(let error):
      return CommandOutcome(
        status: error.exitStatus, standardError: "\(error.about(source))\n")
    }
  }

  private static func usageError(_ message: String) -> CommandOutcome {
    CommandOutcome(
      status: 2,
      standardError: "reorder-replay: \(message) (usage: reorder-replay [FILE | -])\n")
  }
}

extension ReplayError {
  /// This error as said about the scenario read from `source`: input errors name the file
  /// (`scenario.json: events[3].type: …`); standard input (`nil` or `-`) and engine faults
  /// stay as they are.
  func about(_ source: String?) -> ReplayError {
    guard let source, source != "-", kind == .input else { return self }
    return inFile(source)
  }
}

/// Reads the scenario bytes from the file at `path`, or from standard input when `path` is
/// `nil` or `-`.
func readInput(_ path: String?, readStandardInput: () -> Data) -> Result<Data, ReplayError> {
  guard let path, path != "-" else { return .success(readStandardInput()) }
  do {
    return .success(try Data(contentsOf: URL(fileURLWithPath: path)))
  } catch {
    let reason = (error as NSError).localizedFailureReason ?? "no such file or not readable"
    return .failure(
      ReplayError(
        place: "(input)",
        message: "cannot read \(quoted(path)): \(reason.replacingOccurrences(of: "\n", with: " "))"
      ))
  }
}
