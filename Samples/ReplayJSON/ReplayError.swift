/// Why a scenario could not be replayed: a place in the input and what is wrong there.
///
/// The place is a path into the scenario (`events[3].type`, `layout.sections[1].items[0].size`),
/// `(root)` for the top-level value, or `(input)` for the bytes themselves (unreadable, not
/// JSON). Printed as one line: `place: message`, or `file: place: message` when the scenario
/// came from a file (`file: message` for a problem with the bytes themselves).
public struct ReplayError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Who is at fault.
  public enum Kind: Sendable, Equatable {
    /// The input is wrong (exit status 2).
    case input
    /// The engine produced an effect the host could not apply to its data (exit status 1).
    /// Never expected; it would be an engine bug.
    case engine
  }

  /// Who is at fault.
  public var kind: Kind
  /// The place in the input (a path), `(root)`, `(input)`, or `engine` for engine faults.
  public var place: String
  /// What is wrong there.
  public var message: String
  /// The file the scenario was read from, as the user named it; nil for standard input and
  /// for scenarios built in code.
  public var file: String?

  /// Creates an error about `place`.
  public init(_ kind: Kind = .input, place: String, message: String) {
    self.kind = kind
    self.place = place
    self.message = message
  }

  /// The one-line form: `place: message`, prefixed with `file: ` when the scenario came from a
  /// file (whose bytes as a whole are then the file, not `(input)`).
  public var description: String {
    guard let file else { return "\(place): \(message)" }
    return place == "(input)" ? "\(file): \(message)" : "\(file): \(place): \(message)"
  }

  /// This error, said about the scenario read from `file`.
  public func inFile(_ file: String) -> ReplayError {
    var copy = self
    copy.file = file
    return copy
  }

  /// The process exit status for this error: 2 for bad input, 1 for an engine fault.
  public var exitStatus: Int32 { kind == .input ? 2 : 1 }
}
