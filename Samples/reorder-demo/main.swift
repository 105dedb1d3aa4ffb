import Foundation
import ReplayHost

// reorder-demo: draws a drag step by step as text; see `reorder-demo --help`.
let outcome = DemoCommand.main(arguments: Array(CommandLine.arguments.dropFirst())) {
  FileHandle.standardInput.readDataToEndOfFile()
}
outcome.write()
exit(outcome.status)
