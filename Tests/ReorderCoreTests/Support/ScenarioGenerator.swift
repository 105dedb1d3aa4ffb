import ReorderCore

/// Random scenarios for property tests, for any layout kind. In the ``StreamStyle/streams``
/// style: small sectioned layouts from the kind's ``StreamShape`` (empty sections, zero
/// extents, duplicate ids, pinned items, insets, both axes, the kind's own parameters), every
/// mode, commit, rule, activation and auto-scroll, optionally hostile host policies, and short
/// streams of plausible and wild pointer events. In the ``StreamStyle/gestures`` style: whole
/// gestures over layouts with fractional sizes.
///
/// A seed fixes the whole scenario: the same seed gives the same scenario on every platform.
struct ScenarioGenerator<Kind: LayoutKind> {
  /// Which scenarios to draw.
  var style = StreamStyle.streams
  /// Upper bound of events per stream (``StreamStyle/streams``).
  var maxEvents = Kind.shape.maxEvents
  /// Whether to draw host policies other than the standard one.
  var policies = false
  /// The target rules to draw from.
  var targets = TargetSpec.allCases

  func scenario(seed: UInt64) -> Scenario<Kind> {
    if case .slide(let rate) = style { return slide(seed: seed, rate: rate) }
    var rng = SeededRandom(seed: seed)
    var s = Scenario<Kind>(sections: [])
    s.axis = rng.chance(0.5) ? .vertical : .horizontal
    switch style {
    case .streams, .slide: drawStreamLayout(&s, &rng)
    case .gestures: drawGestureLayout(&s, &rng)
    }
    s.mode = rng.chance(style == .gestures ? 0.75 : 0.7) ? .insert : .exchange
    s.commit = rng.chance(0.5) ? .live : .drop
    s.target = rng.pick(targets)
    s.emptySections = rng.chance(0.5) ? .keep : .remove
    if style == .gestures {
      s.events = gestures(for: s, rng: &rng)
      s.selects = selects(for: s, seed: seed)
      return s
    }
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
    s.selects = selects(for: s, seed: seed)
    return s
  }

  /// Random selections, drawn from their own generator so the rest of the scenario is what the
  /// seed gave before selections existed: in two streams of five, a few items selected before
  /// the first event (pinned ones too, which the session refuses; often the item under the
  /// first press), and sometimes `select` inputs between later events (often during a press or
  /// a drag, where they change nothing).
  private func selects(for s: Scenario<Kind>, seed: UInt64) -> [ScenarioSelect] {
    var rng = SeededRandom(seed: seed ^ 0x5E1E_C7ED_0000_0000)
    let items = s.itemPaths
    guard !items.isEmpty, rng.chance(0.4) else { return [] }
    var out = [ScenarioSelect]()
    let firstTime = s.events.first.map { $0.time.isFinite ? $0.time : 0 } ?? 0
    for _ in 0..<rng.int(1...4) {
      let c = s.restingCenter(of: rng.pick(items))
      out.append(ScenarioSelect(before: 0, point: c, time: firstTime))
    }
    // Presses often land on a selected item: the first down's point, selected up front.
    if let down = s.events.first(where: { if case .down = $0 { true } else { false } }),
      case .down(let p, _) = down, rng.chance(0.7)
    {
      out.append(ScenarioSelect(before: 0, point: p, time: firstTime))
    }
    if s.events.count > 1 {
      var later = [ScenarioSelect]()
      for _ in 0..<rng.int(0...3) {
        let before = rng.int(1...(s.events.count - 1))
        let c = s.restingCenter(of: rng.pick(items))
        let t = s.events[before - 1].time
        later.append(ScenarioSelect(before: before, point: c, time: t.isFinite ? t : 0))
      }
      out += later.sorted { $0.before < $1.before }
    }
    return out
  }

  /// Viewport, inset, the kind's parameters and sections from the kind's shape. Sections:
  /// sometimes none; some empty; ids from a small alphabet so they repeat.
  private func drawStreamLayout(_ s: inout Scenario<Kind>, _ rng: inout SeededRandom) {
    let shape = Kind.shape
    let along = rng.pick(shape.along)
    let across = rng.pick(shape.across)
    s.viewport = Size(along: along, across: across, axis: s.axis)
    if rng.chance(0.4) {
      s.inset = EdgeInsets(
        top: rng.pick([0, 8, 20, 64]), left: rng.pick([0, 8, 16]),
        bottom: rng.pick([0, 8, 34, 49]), right: rng.pick([0, 8, 16]))
    }
    s.kind = Kind.draw(&rng, style: .streams)
    let sectionCount = rng.pick([0, 1, 1, 1, 2, 2, 3, 4])
    let duplicates = rng.chance(0.3)
    let pinRate = rng.pick([0.0, 0.0, 0.15, 0.4])
    var next = 1
    for _ in 0..<sectionCount {
      var section = ScenarioSection(items: [])
      if rng.chance(shape.headerChance) { section.header = rng.pick([0, 10, 28, 40]) }
      if shape.footers, rng.chance(0.35) { section.footer = rng.pick([0, 10, 28]) }
      let count = rng.pick(shape.itemCounts)
      let uniform = shape.sizedItems && rng.chance(0.4)
      let uniformSize = shape.sizedItems ? rng.pick([20.0, 44, 100]) : 44
      for _ in 0..<count {
        var item = ScenarioItem(id: "")
        if shape.sizedItems {
          item.size =
            uniform
            ? uniformSize
            : rng.pick([0, 1, 10, 44, 44, 60, 100, 150, 300, rng.double(0...200).rounded()])
        }
        item.id = duplicates ? rng.pick(["a", "b", "c"]) : String(next)
        next += 1
        item.movable = !rng.chance(pinRate)
        section.items.append(item)
      }
      s.sections.append(section)
    }
  }

  /// A viewport 150 to 400 pt each way, the kind's parameters, one to three sections of up to
  /// seven items (one in six pinned) with fractional headers and sizes.
  private func drawGestureLayout(_ s: inout Scenario<Kind>, _ rng: inout SeededRandom) {
    s.viewport = Size(width: rng.double(150...400), height: rng.double(150...400))
    s.kind = Kind.draw(&rng, style: .gestures)
    var next = 1
    for _ in 0..<rng.int(1...3) {
      var section = ScenarioSection(items: [])
      if rng.chance(0.5) { section.header = rng.double(0...30) }
      for _ in 0..<rng.int(0...7) {
        var item = ScenarioItem(id: String(next), movable: !rng.chance(1.0 / 6))
        if Kind.shape.sizedItems { item.size = rng.double(1...150) }
        next += 1
        section.items.append(item)
      }
      s.sections.append(section)
    }
  }

  /// A point near a random item's resting centre (jittered along the axis, and across it where
  /// the kind moves across), or `fallback` when there are no items.
  private func itemPoint(
    _ s: Scenario<Kind>, _ items: [ItemPath], jitter: ClosedRange<Double>, fallback: Point,
    _ rng: inout SeededRandom
  ) -> Point {
    guard !items.isEmpty else { return fallback }
    let c = s.restingCenter(of: rng.pick(items))
    if Kind.shape.movesAcross {
      return Point(x: c.x + rng.double(jitter).rounded(), y: c.y + rng.double(jitter).rounded())
    }
    return Point(
      along: c.along(s.axis) + rng.double(jitter).rounded(), across: c.across(s.axis),
      axis: s.axis)
  }

  private func events(for s: Scenario<Kind>, rng: inout SeededRandom) -> [PointerEvent] {
    let items = s.itemPaths
    let shape = Kind.shape
    let along = s.viewport.along(s.axis)
    let across = s.viewport.across(s.axis)
    let pitch = shape.mix.pitch > 0 ? s.kind.pitch(in: s.layout) : .zero
    var t = 0.0
    var pointer = Point(along: along / 2, across: across / 2, axis: s.axis)
    var events = [PointerEvent]()
    let count = rng.int(1...maxEvents)
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
      switch shape.mix.event(for: rng.int(0...99)) {
      case .down:
        if rng.chance(0.8) {
          pointer = itemPoint(s, items, jitter: -8...8, fallback: pointer, &rng)
        }
        events.append(.down(pointer, time: t))
      case .tick:
        events.append(.tick(time: t))
      case .step:
        // A finger-sized step (along the axis, or in any direction).
        let steps = [-40.0, -12, -3, 0, 3, 12, 40, 90]
        if shape.movesAcross {
          pointer = Point(x: pointer.x + rng.pick(steps), y: pointer.y + rng.pick(steps))
        } else {
          pointer = Point(
            along: pointer.along(s.axis) + rng.pick(steps), across: pointer.across(s.axis),
            axis: s.axis)
        }
        events.append(.move(pointer, time: t))
      case .pitch:
        // One line or one column on (the next cell along or across the axis).
        let sign = rng.chance(0.5) ? 1.0 : -1.0
        pointer =
          rng.chance(0.5)
          ? Point(x: pointer.x + sign * pitch.width, y: pointer.y)
          : Point(x: pointer.x, y: pointer.y + sign * pitch.height)
        events.append(.move(pointer, time: t))
      case .item:
        pointer = itemPoint(s, items, jitter: -8...8, fallback: pointer, &rng)
        events.append(.move(pointer, time: t))
      case .edge:
        // A jump near or past the viewport's edges (auto-scroll zones).
        let edge = rng.pick([-20.0, 2, along - 2, along + 30])
        pointer = Point(along: edge, across: pointer.across(s.axis), axis: s.axis)
        events.append(.move(pointer, time: t))
      case .wild:
        pointer = Point(x: wild(&rng), y: wild(&rng))
        events.append(.move(pointer, time: t))
      case .up:
        events.append(.up(pointer, time: t))
      case .cancel:
        events.append(.cancel(time: t))
      case .nonFinite:
        let bad = rng.pick([Double.nan, .infinity, -.infinity])
        switch rng.int(0...3) {
        case 0: events.append(.move(Point(x: bad, y: pointer.y), time: t))
        case 1: events.append(.down(Point(x: pointer.x, y: bad), time: t))
        case 2: events.append(.up(pointer, time: bad))
        default: events.append(.tick(time: bad))
        }
      case .lateTick:
        events.append(.tick(time: t + rng.pick([0.5, 1, 2])))
      }
    }
    return events
  }

  /// The ``StreamStyle/slide(rate:)`` style: the layout and options the streams style draws
  /// for `seed + 7 << 50` (so that slides do not repeat the stream tests' layouts), with the
  /// default long press, the standard policy and `constant` auto-scroll at 60, 300 or
  /// 1,000 pt/s; the slide itself drawn from `seed`: from a movable item's centre to a point
  /// along the axis before, at a third of, or past the viewport, in 0.25 or 0.5 s, held for 0.5
  /// or 1.5 s. No events where nothing can be picked up (no movable item with extent, or no
  /// extent across the axis).
  private func slide(seed: UInt64, rate: Double) -> Scenario<Kind> {
    var streams = self
    streams.style = .streams
    var s = streams.scenario(seed: seed &+ 7 << 50)
    s.events = []
    s.selects = []
    var rng = SeededRandom(seed: seed)
    let movable = s.itemPaths.filter {
      let item = s.sections[$0.section].items[$0.item]
      return item.movable && item.size > 0
    }
    guard !movable.isEmpty, s.crossExtent > 0 else { return s }
    s.activation = .longPress(duration: 0.5, slack: 10)
    s.policy = .standard
    s.autoScroll = .constant(speed: rng.pick([60.0, 300, 1_000]))
    let start = s.restingCenter(of: rng.pick(movable))
    let length = s.viewport.along(s.axis)
    let end = Point(
      along: rng.pick([-30.0, 1, length / 3, length - 1, length + 30]),
      across: start.across(s.axis), axis: s.axis)
    let slide = rng.pick([0.25, 0.5])
    let hold = rng.pick([0.5, 1.5])
    s.events = slideEvents(
      from: start, to: end, axis: s.axis, rate: rate, slide: slide, hold: hold)
    return s
  }

  /// Twelve gestures, a second apart: a press (on an item three times in four, else anywhere
  /// in or just outside the viewport), a tick 0.6 s later, one to seven moves or ticks 0.1 s
  /// apart, then a release (or, one time in five, a cancel).
  private func gestures(for s: Scenario<Kind>, rng: inout SeededRandom) -> [PointerEvent] {
    let items = s.itemPaths
    func somePoint(_ rng: inout SeededRandom) -> Point {
      if !items.isEmpty && !rng.chance(0.25) {
        let c = s.restingCenter(of: rng.pick(items))
        return Point(x: c.x + rng.double(-5...5), y: c.y + rng.double(-5...5))
      }
      return Point(
        x: rng.double(-10...s.viewport.width + 10), y: rng.double(-10...s.viewport.height + 10))
    }
    var events = [PointerEvent]()
    var t = 0.0
    for _ in 0..<12 {
      t += 1
      events.append(.down(somePoint(&rng), time: t))
      t += 0.6
      events.append(.tick(time: t))
      for _ in 0..<rng.int(1...7) {
        t += 0.1
        events.append(rng.chance(0.2) ? .tick(time: t) : .move(somePoint(&rng), time: t))
      }
      t += 0.1
      events.append(rng.chance(0.2) ? .cancel(time: t) : .up(somePoint(&rng), time: t))
    }
    return events
  }
}

/// A scripted gesture's events at `rate` frames per second (viewport coordinates): a press at
/// `start`, ticks until 0.6 s (past a 0.5 s long press), a straight slide along the axis to
/// `end` in `slide` seconds and a hold there for `hold` seconds, with a move and a tick on every
/// frame, then a release at `end`. Frame k is at `k / rate` (not `k × (1 / rate)`), so the frame
/// times that two rates share are the same doubles and the press completes on the same frame.
func slideEvents(
  from start: Point, to end: Point, axis: Axis, rate: Double, slide: Double, hold: Double
) -> [PointerEvent] {
  var events: [PointerEvent] = [.down(start, time: 0)]
  func time(_ k: Int) -> Double { Double(k) / rate }
  var k = 1
  // The press: ticks until 0.6 s.
  while time(k) <= 0.6 + 1e-9 {
    events.append(.tick(time: time(k)))
    k += 1
  }
  let slideStart = time(k - 1)
  // The slide: the pointer follows the same straight line at either rate, then holds.
  let last = Int((0.6 + slide + hold) * rate + 0.5)
  while k <= last {
    let t = time(k)
    let f = min(1, (t - slideStart) / slide)
    let p = Point(
      along: start.along(axis) + (end.along(axis) - start.along(axis)) * f,
      across: start.across(axis), axis: axis)
    events.append(.move(p, time: t))
    events.append(.tick(time: t))
    k += 1
  }
  events.append(.up(end, time: time(last)))
  return events
}
