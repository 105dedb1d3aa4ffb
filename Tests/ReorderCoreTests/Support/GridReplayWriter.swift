import ReorderCore

/// Writes a grid scenario in the replay format (`layout.kind: "grid"`, Docs/Replay.md), so that
/// a failing grid property test prints a file `reorder-replay` can run. Numbers and events are
/// written as ``ReplayWriter`` writes them (non-finite values as strings, which the replay
/// host refuses; the shrinker removes them when the failure allows).
enum GridReplayWriter {
  static func json(_ s: GridScenario) -> String {
    let num = ReplayWriter.num
    func insets(_ e: EdgeInsets) -> String {
      "{\"top\": \(num(e.top)), \"left\": \(num(e.left)), \"bottom\": \(num(e.bottom)), "
        + "\"right\": \(num(e.right))}"
    }
    var out = "{\n  \"layout\": {\n"
    out += "    \"kind\": \"grid\",\n"
    out += "    \"axis\": \"\(s.axis == .vertical ? "vertical" : "horizontal")\",\n"
    out +=
      "    \"viewport\": {\"width\": \(num(s.viewport.width)), \"height\": \(num(s.viewport.height))},\n"
    out += "    \"contentInset\": \(insets(s.inset)),\n"
    switch s.sizing {
    case .columns(let n, let ratio):
      out += "    \"grid\": {\"columns\": \(n), \"aspectRatio\": \(num(ratio))},\n"
    case .itemSize(let size):
      out +=
        "    \"grid\": {\"itemSize\": {\"width\": \(num(size.width)), \"height\": \(num(size.height))}},\n"
    }
    out +=
      "    \"spacing\": {\"item\": \(num(s.spacing.item)), \"line\": \(num(s.spacing.line))},\n"
    out += "    \"sectionInset\": \(insets(s.sectionInset)),\n"
    out += "    \"sections\": ["
    out += s.sections.map { section in
      let items = section.items.map { item in
        "{\"id\": \(ReplayWriter.string(item.id))" + (item.movable ? "" : ", \"movable\": false")
          + "}"
      }
      return "\n      {\"header\": \(num(section.header)), \"items\": ["
        + items.joined(separator: ", ") + "]}"
    }.joined(separator: ",")
    out += s.sections.isEmpty ? "]\n  },\n" : "\n    ]\n  },\n"
    out += "  \"options\": {\n"
    out += "    \"mode\": \"\(s.mode == .insert ? "insert" : "exchange")\",\n"
    out += "    \"commit\": \"\(s.commit == .live ? "live" : "drop")\",\n"
    out += "    \"target\": \"\(s.target.rawValue)\",\n"
    out += "    \"emptySections\": \"\(s.emptySections == .keep ? "keep" : "remove")\",\n"
    switch s.activation {
    case .longPress(let d, let slack):
      out +=
        "    \"activation\": {\"minimumPressDuration\": \(num(d)), \"allowableMovement\": \(num(slack))},\n"
    case .distance(let d):
      out += "    \"activation\": {\"kind\": \"distance\", \"distance\": \(num(d))},\n"
    case .immediate:
      out += "    \"activation\": {\"kind\": \"immediate\"},\n"
    }
    switch s.autoScroll {
    case .none: out += "    \"autoScroll\": {\"strategy\": \"none\"}\n"
    case .constant(let speed):
      out += "    \"autoScroll\": {\"strategy\": \"constant\", \"speed\": \(num(speed))}\n"
    }
    out += "  },\n"
    out += "  \"events\": ["
    out += s.events.map { "\n    " + ReplayWriter.event($0) }.joined(separator: ",")
    out += s.events.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
    return out
  }
}
