import ReorderCore

/// Random grid scenarios for property tests: small sectioned grids sized by column count or by
/// cell size, both axes, headers, section and content insets, spacings, empty sections,
/// duplicate ids and pinned cells; every mode, commit, rule (edgeCrossing included: a line at a
/// time), keep and remove, every activation, auto-scroll off or `constant`; short streams of
/// plausible and wild pointer events in both directions.
struct GridScenarioGenerator {
  /// Upper bound of events per stream.
  var maxEvents = 20
  /// The target rules to draw from.
  var targets = TargetSpec.allCases

  func scenario(seed: UInt64) -> GridScenario {
    var rng = SeededRandom(seed: seed)
    var s = GridScenario(sections: [])
    s.axis = rng.chance(0.5) ? .vertical : .horizontal
    let along = rng.pick([120.0, 200, 320, 480])
    let across = rng.pick([0.0, 60, 200, 320, 375])
    s.viewport = Size(along: along, across: across, axis: s.axis)
    if rng.chance(0.4) {
      s.inset = EdgeInsets(
        top: rng.pick([0, 8, 20, 64]), left: rng.pick([0, 8, 16]),
        bottom: rng.pick([0, 8, 34, 49]), right: rng.pick([0, 8, 16]))
    }
    if rng.chance(0.5) {
      s.sizing = .columns(rng.pick([1, 2, 3, 4, 5]), aspectRatio: rng.pick([0.5, 1, 1, 1.5, 3]))
    } else {
      s.sizing = .itemSize(
        Size(width: rng.pick([20.0, 44, 66, 100, 400]), height: rng.pick([20.0, 44, 66, 109])))
    }
    if rng.chance(0.6) {
      s.spacing = GridSpacing(item: rng.pick([0, 4, 8, 20]), line: rng.pick([0, 4, 8, 20]))
    }
    if rng.chance(0.5) {
      s.sectionInset = EdgeInsets(
        top: rng.pick([0, 8, 16]), left: rng.pick([0, 8, 16]), bottom: rng.pick([0, 8, 16]),
        right: rng.pick([0, 8, 16]))
    }
    // Sections: sometimes none; some empty; ids from a small alphabet so they repeat.
    let sectionCount = rng.pick([0, 1, 1, 1, 2, 2, 3, 4])
    let duplicates = rng.chance(0.3)
    let pinRate = rng.pick([0.0, 0.0, 0.15, 0.4])
    var next = 1
    for _ in 0..<sectionCount {
      var section = GridScenarioSection(items: [])
      if rng.chance(0.4) { section.header = rng.pick([0, 10, 28, 40]) }
      let count = rng.pick([0, 1, 1, 1, 2, 3, 4, 5, 6, 8, 11])
      for _ in 0..<count {
        let id = duplicates ? rng.pick(["a", "b", "c"]) : String(next)
        next += 1
        section.items.append(GridScenarioItem(id: id, movable: !rng.chance(pinRate)))
      }
      s.sections.append(section)
    }
    s.mode = rng.chance(0.7) ? .insert : .exchange
    s.commit = rng.chance(0.5) ? .live : .drop
    s.target = rng.pick(targets)
    s.emptySections = rng.chance(0.5) ? .keep : .remove
    switch rng.int(0...3) {
    case 0: s.activation = .immediate
    case 1: s.activation = .distance(rng.pick([0, 5, 20]))
    default:
      s.activation = .longPress(duration: rng.pick([0, 0.1, 0.5]), slack: rng.pick([0, 10, 40]))
    }
    s.autoScroll = rng.chance(0.5) ? .none : .constant(speed: rng.pick([50, 300, 1_500, 20_000]))
    s.events = events(for: s, rng: &rng)
    return s
  }

  private func events(for s: GridScenario, rng: inout SeededRandom) -> [PointerEvent] {
    let items = s.sections.enumerated().flatMap { sec, section in
      section.items.indices.map { ItemPath(section: sec, item: $0) }
    }
    let layout = s.layout
    let along = s.viewport.along(s.axis)
    let across = s.viewport.across(s.axis)
    var t = 0.0
    var pointer = Point(along: along / 2, across: across / 2, axis: s.axis)
    var events = [PointerEvent]()
    let count = rng.int(1...maxEvents)
    func itemPoint(_ rng: inout SeededRandom) -> Point {
      guard !items.isEmpty else { return pointer }
      let c = s.restingCenter(of: rng.pick(items))
      return Point(x: c.x + rng.double(-8...8).rounded(), y: c.y + rng.double(-8...8).rounded())
    }
    func wild(_ rng: inout SeededRandom) -> Double {
      rng.pick([
        -1e12, -500, -1, 0, 1e9, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, -0.0,
        rng.double(-300...1_500),
      ])
    }
    let pitch = layout.cellSize
    while events.count < count {
      // Time: mostly forward in display-frame steps, sometimes a pause, sometimes backwards.
      if rng.chance(0.05) {
        t -= rng.pick([0.01, 0.5, 3])
      } else {
        t += rng.pick([0, 1 / 120, 1 / 60, 1 / 60, 0.05, 0.2, 0.6])
      }
      let roll = rng.int(0...99)
      switch roll {
      case 0..<14:
        if rng.chance(0.8) { pointer = itemPoint(&rng) }
        events.append(.down(pointer, time: t))
      case 14..<40:
        events.append(.tick(time: t))
      case 40..<62:
        // A finger-sized step in any direction.
        let steps = [-40.0, -12, -3, 0, 3, 12, 40, 90]
        pointer = Point(x: pointer.x + rng.pick(steps), y: pointer.y + rng.pick(steps))
        events.append(.move(pointer, time: t))
      case 62..<66:
        // A cell's pitch along or across the axis (the next line or column).
        let sign = rng.chance(0.5) ? 1.0 : -1.0
        pointer =
          rng.chance(0.5)
          ? Point(x: pointer.x + sign * pitch.width, y: pointer.y)
          : Point(x: pointer.x, y: pointer.y + sign * pitch.height)
        events.append(.move(pointer, time: t))
      case 66..<76:
        pointer = itemPoint(&rng)
        events.append(.move(pointer, time: t))
      case 76..<80:
        // A jump near or past the viewport's edges (auto-scroll zones).
        let edge = rng.pick([-20.0, 2, along - 2, along + 30])
        pointer = Point(along: edge, across: pointer.across(s.axis), axis: s.axis)
        events.append(.move(pointer, time: t))
      case 80..<83:
        pointer = Point(x: wild(&rng), y: wild(&rng))
        events.append(.move(pointer, time: t))
      case 83..<92:
        events.append(.up(pointer, time: t))
      case 92..<95:
        events.append(.cancel(time: t))
      case 95..<97:
        let bad = rng.pick([Double.nan, .infinity, -.infinity])
        switch rng.int(0...3) {
        case 0: events.append(.move(Point(x: bad, y: pointer.y), time: t))
        case 1: events.append(.down(Point(x: pointer.x, y: bad), time: t))
        case 2: events.append(.up(pointer, time: bad))
        default: events.append(.tick(time: bad))
        }
      default:
        events.append(.tick(time: t + rng.pick([0.5, 1, 2])))
      }
    }
    return events
  }
}
