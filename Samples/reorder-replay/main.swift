import Foundation
import ReplayHost

// reorder-replay: one scenario in (file or standard input), one JSON result out.
let outcome = ReplayCommand.main(arguments: Array(CommandLine.arguments.dropFirst())) {
  FileHandle.standardInput.readDataToEndOfFile()
}
outcome.write()
exit(outcome.status)
