import Foundation
import ReorderCore
import Testing

@testable import ReplayHost
@testable import ReplayJSON

/// `reorder-replay --svg`: a recorded drag drawn as an SVG filmstrip.
@MainActor @Suite struct FilmstripTests {
  private func run(_ arguments: [String], _ input: String) -> CommandOutcome {
    ReplayCommand.main(arguments: arguments) { Data(input.utf8) }
  }

  private func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test func drawsAPanelPerTick() {
    let outcome = run(["--svg"], RecordingTests.scenario())
    #expect(outcome.status == 0)
    #expect(outcome.standardError == "")
    let svg = outcome.standardOutput
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"872\" height=\"108\""))
    #expect(svg.hasSuffix("</svg>\n"))
    // Five ticks, five panels; a floating copy in the first four (the last is after the settle).
    #expect(count("<g class=\"frame\"", in: svg) == 5)
    #expect(count("<g class=\"floating\"", in: svg) == 4)
    #expect(count("<g", in: svg) == count("</g>", in: svg))
    // Each panel names its time; the dashed hidden slot is drawn under the items.
    for t in ["0", "0.25", "0.5", "0.75"] { #expect(svg.contains(">t = \(t) s</text>")) }
    #expect(count("stroke-dasharray", in: svg) == 4)
    // The styled copy carries the classic table shadow: gray, offset (-5, 0) at half scale.
    #expect(svg.contains("fill=\"#808080\" fill-opacity=\"0.4\""))
    #expect(
      svg.contains(
        "<rect x=\"-2.5\" y=\"22\" width=\"160\" height=\"22\" rx=\"0\" fill=\"#808080\""))
  }

  @Test func idsAreEscaped() {
    let text = RecordingTests.scenario().replacingOccurrences(
      of: #""id": "b""#, with: #""id": "<b&\"""#)
    let svg = run(["--svg"], text).standardOutput
    #expect(svg.contains(">&lt;b&amp;&quot;</text>"))
    #expect(!svg.contains("<b&"))
  }

  @Test func longRecordingsAreSampled() {
    let frames = (0..<30).map {
      RecordedFrame(time: Double($0), contentOffset: .zero, floating: nil, items: [])
    }
    let chosen = Filmstrip.chosenFrames(frames, limit: 12).map { Int($0.time) }
    #expect(chosen == [0, 2, 5, 7, 10, 13, 15, 18, 21, 23, 26, 29])
    #expect(Filmstrip.chosenFrames(Array(frames.prefix(5)), limit: 12).count == 5)
    #expect(Filmstrip.chosenFrames(frames, limit: 1).map { Int($0.time) } == [29])
  }

  @Test func noTicksStillDrawsADocument() {
    let text = scenarioJSON(events: [event("down", 160, 22, t: 0), event("up", 160, 22, t: 0.1)])
    let outcome = run(["--svg"], text)
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.contains("no ticks recorded"))
    #expect(outcome.standardOutput.hasSuffix("</svg>\n"))
  }

  @Test func badInputFailsAsTheReplayDoes() {
    let outcome = run(["--svg"], "{")
    #expect(outcome.status == 2)
    #expect(outcome.standardOutput == "")
    #expect(!outcome.standardError.isEmpty)
    #expect(run(["--help"], "").standardOutput.contains("--svg"))
  }
}

/// The filmstrip the README shows is what `reorder-replay --svg` makes of the example scenario
/// today (regenerate both with the command in the README when the engine changes).
@MainActor @Suite struct ReadmeFilmstripTests {
  @Test func readmeFilmstripIsCurrent() throws {
    let root = repositoryRoot
    let scenario = try Data(
      contentsOf: root.appendingPathComponent("Docs/examples/autoscroll-drag.json"))
    let committed = try String(
      contentsOf: root.appendingPathComponent("Docs/autoscroll-drag.svg"), encoding: .utf8)
    let outcome = ReplayCommand.main(arguments: ["--svg", "-"]) { scenario }
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput == committed)
  }
}
