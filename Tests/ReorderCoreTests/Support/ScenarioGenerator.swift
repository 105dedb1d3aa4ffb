import ReorderCore

/// Random scenarios for property tests: small sectioned lists (empty sections, zero extents,
/// duplicate ids, pinned items, insets, both axes), every mode, commit, rule, activation and
/// auto-scroll, and short streams of plausible and wild pointer events.
struct ScenarioGenerator {
  /// Upper bound of events per stream.
  var maxEvents = 30
  /// Whether to draw host policies other than the standard one.
  var policies = false

  func scenario(seed: UInt64) -> Scenario {
    var rng = SeededRandom(seed: seed)
    var s = Scenario(sections: [])
    s.axis = rng.chance(0.5) ? .vertical : .horizontal
    let along = rng.pick([120.0, 200, 320, 480, 800])
    let across = rng.pick([0.0, 44, 320, 320, 375])
    s.viewport = Size(along: along, across: across, axis: s.axis)
    if rng.chance(0.4) {
      s.inset = EdgeInsets(
        top: rng.pick([0, 8, 20, 64]), left: rng.pick([0, 8, 16]),
        bottom: rng.pick([0, 8, 34, 49]), right: rng.pick([0, 8, 16]))
    }
    // Sections: sometimes none; some empty; ids from a small alphabet so they repeat.
    let sectionCount = rng.pick([0, 1, 1, 1, 2, 2, 3, 4])
    let duplicates = rng.chance(0.3)
    let pinRate = rng.pick([0.0, 0.0, 0.15, 0.4])
    var next = 1
    for _ in 0..<sectionCount {
      var section = ScenarioSection(items: [])
      if rng.chance(0.35) { section.header = rng.pick([0, 10, 28, 40]) }
      if rng.chance(0.35) { section.footer = rng.pick([0, 10, 28]) }
      let count = rng.pick([0, 1, 2, 3, 4, 5, 6, 8])
      let uniform = rng.chance(0.4)
      let uniformSize = rng.pick([20.0, 44, 100])
      for _ in 0..<count {
        let size: Double =
          uniform
          ? uniformSize
          : rng.pick([0, 1, 10, 44, 44, 60, 100, 150, 300, rng.double(0...200).rounded()])
        let id = duplicates ? rng.pick(["a", "b", "c"]) : String(next)
        next += 1
        section.items.append(ScenarioItem(id: id, size: size, movable: !rng.chance(pinRate)))
      }
      s.sections.append(section)
    }
    s.mode = rng.chance(0.7) ? .insert : .exchange
    s.commit = rng.chance(0.5) ? .live : .drop
    s.target = rng.pick(TargetSpec.allCases)
    s.emptySections = rng.chance(0.5) ? .keep : .remove
    switch rng.int(0...3) {
    case 0: s.activation = .immediate
    case 1: s.activation = .distance(rng.pick([0, 5, 20]))
    default:
      s.activation = .longPress(duration: rng.pick([0, 0.1, 0.5]), slack: rng.pick([0, 10, 40]))
    }
    s.autoScroll = rng.chance(0.5) ? .none : .constant(speed: rng.pick([50, 300, 1_500, 20_000]))
    if policies {
      switch rng.int(0...6) {
      case 0: s.policy = .shift(rng.pick([-2, -1, 1, 2, 50]))
      case 1: s.policy = .outOfRange
      case 2:
        let pins = s.pinnedPaths
        s.policy = pins.isEmpty ? .sameSection : .pinnedPosition(rng.pick(pins))
      case 3: s.policy = .sameSection
      case 4: s.policy = .refuseItems(atItem: rng.int(0...2))
      default: s.policy = .standard
      }
    }
    s.events = events(for: s, rng: &rng)
    return s
  }

  private func events(for s: Scenario, rng: inout SeededRandom) -> [PointerEvent] {
    let items = s.sections.enumerated().flatMap { sec, section in
      section.items.indices.map { ItemPath(section: sec, item: $0) }
    }
    let along = s.viewport.along(s.axis)
    let across = s.viewport.across(s.axis)
    var t = 0.0
    var pointer = Point(along: along / 2, across: across / 2, axis: s.axis)
    var events = [PointerEvent]()
    let count = rng.int(1...maxEvents)
    func itemPoint(_ rng: inout SeededRandom) -> Point {
      guard !items.isEmpty else { return pointer }
      let c = s.restingCenter(of: rng.pick(items))
      return Point(
        along: c.along(s.axis) + rng.double(-8...8).rounded(), across: c.across(s.axis),
        axis: s.axis)
    }
    func wild(_ rng: inout SeededRandom) -> Double {
      rng.pick([
        -1e12, -500, -1, 0, 1e9, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, -0.0,
        rng.double(-300...1_500),
      ])
    }
    while events.count < count {
      // Time: mostly forward in display-frame steps, sometimes a pause, sometimes backwards.
      if rng.chance(0.05) {
        t -= rng.pick([0.01, 0.5, 3])
      } else {
        t += rng.pick([0, 1 / 120, 1 / 60, 1 / 60, 0.05, 0.2, 0.6])
      }
      let roll = rng.int(0...99)
      switch roll {
      case 0..<12:
        if rng.chance(0.8) { pointer = itemPoint(&rng) }
        events.append(.down(pointer, time: t))
      case 12..<42:
        events.append(.tick(time: t))
      case 42..<70:
        // A small step along the axis, like a finger.
        let step = rng.pick([-40.0, -12, -3, 0, 3, 12, 40, 90])
        pointer = Point(
          along: pointer.along(s.axis) + step, across: pointer.across(s.axis), axis: s.axis)
        events.append(.move(pointer, time: t))
      case 70..<78:
        pointer = itemPoint(&rng)
        events.append(.move(pointer, time: t))
      case 78..<82:
        // A jump near or past the viewport's edges (auto-scroll zones).
        let edge = rng.pick([-20.0, 2, along - 2, along + 30])
        pointer = Point(along: edge, across: pointer.across(s.axis), axis: s.axis)
        events.append(.move(pointer, time: t))
      case 82..<85:
        pointer = Point(x: wild(&rng), y: wild(&rng))
        events.append(.move(pointer, time: t))
      case 85..<93:
        events.append(.up(pointer, time: t))
      case 93..<96:
        events.append(.cancel(time: t))
      case 96..<98:
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

extension Scenario {
  /// Positions of the pinned items in the original data.
  var pinnedPaths: [ItemPath] {
    sections.enumerated().flatMap { s, section in
      section.items.enumerated().compactMap { i, item in
        item.movable ? nil : ItemPath(section: s, item: i)
      }
    }
  }
}
