import ReorderCore
import ReplayJSON

/// Writes a scenario of any layout kind in the replay format (version 1,
/// `layout.kind` "list" or "grid"), so that a failing property test prints a file
/// `reorder-replay` can run (`activation.kind` for distance and immediate activation,
/// `autoScroll.speed`). What the replay format cannot say is still written, so the file shows
/// it, and `reorder-replay` refuses it with an error: a host policy as `"x-policy"`, non-finite
/// numbers as the strings `"nan"`, `"inf"` and `"-inf"`, and times that go backwards. The
/// shrinker removes each of these when the failure allows.
enum ReplayWriter {
  static func json<Kind: LayoutKind>(_ s: Scenario<Kind>) -> String {
    let shape = Kind.shape
    var out = "{\n  \"layout\": {\n"
    out += "    \"kind\": \"\(Kind.name)\",\n"
    out += "    \"axis\": \"\(s.axis == .vertical ? "vertical" : "horizontal")\",\n"
    out +=
      "    \"viewport\": {\"width\": \(num(s.viewport.width)), \"height\": \(num(s.viewport.height))},\n"
    out += "    \"contentInset\": \(insets(s.inset)),\n"
    for field in s.kind.replayFields(num) { out += "    \(field),\n" }
    out += "    \"sections\": ["
    out += s.sections.map { section in
      let items = section.items.map { item in
        "{\"id\": \(string(item.id))" + (shape.sizedItems ? ", \"size\": \(num(item.size))" : "")
          + (item.movable ? "" : ", \"movable\": false") + "}"
      }
      return "\n      {\"header\": \(num(section.header)), "
        + (shape.footers ? "\"footer\": \(num(section.footer)), " : "")
        + "\"items\": [" + items.joined(separator: ", ") + "]}"
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
    if s.policy != .standard { out += "  \"x-policy\": \(string(String(describing: s.policy))),\n" }
    out += "  \"events\": ["
    var lines = [String]()
    for (i, e) in s.events.enumerated() {
      for select in s.selects where select.before == i { lines.append(selectEvent(select)) }
      lines.append(event(e))
    }
    for select in s.selects where select.before >= s.events.count {
      lines.append(selectEvent(select))
    }
    out += lines.map { "\n    " + $0 }.joined(separator: ",")
    out += lines.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
    return out
  }

  static func event(_ e: PointerEvent) -> String {
    switch e {
    case .down(let p, let t): return pointed("down", p, t)
    case .move(let p, let t): return pointed("move", p, t)
    case .up(let p, let t): return pointed("up", p, t)
    case .cancel(let t): return "{\"t\": \(num(t)), \"type\": \"cancel\"}"
    case .tick(let t): return "{\"t\": \(num(t)), \"type\": \"tick\"}"
    }
  }

  /// A `select` input (version 1.1 of the format).
  static func selectEvent(_ s: ScenarioSelect) -> String {
    pointed("select", s.point, s.time)
  }

  private static func pointed(_ type: String, _ p: Point, _ t: Double) -> String {
    "{\"t\": \(num(t)), \"type\": \"\(type)\", \"x\": \(num(p.x)), \"y\": \(num(p.y))}"
  }

  /// An inset object: `{"top": …, "left": …, "bottom": …, "right": …}`.
  static func insets(_ e: EdgeInsets) -> String {
    "{\"top\": \(num(e.top)), \"left\": \(num(e.left)), \"bottom\": \(num(e.bottom)), "
      + "\"right\": \(num(e.right))}"
  }

  /// A JSON number (as `reorder-replay` prints them), non-finite values as strings.
  static func num(_ v: Double) -> String {
    if v.isNaN { return "\"nan\"" }
    if v.isInfinite { return v > 0 ? "\"inf\"" : "\"-inf\"" }
    return JSONWriter.number(v)
  }

  /// A JSON string, escaped as `reorder-replay` escapes them.
  static func string(_ s: String) -> String { JSONWriter.string(s) }
}
