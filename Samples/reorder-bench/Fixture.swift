import ReorderCore

/// The benchmark's draws over the engine's seeded generator, so every run builds the same lists
/// and the same drag.
extension SplitMix64 {
  /// A uniform value in `range`.
  mutating func uniform(_ range: ClosedRange<Double>) -> Double {
    range.lowerBound + (range.upperBound - range.lowerBound) * unit()
  }

  /// `p` moved by up to `radius` points either way on each axis (x drawn first).
  mutating func jitter(_ p: Point, _ radius: Double) -> Point {
    Point(x: p.x + uniform(-radius...radius), y: p.y + uniform(-radius...radius))
  }
}

/// A scripted finger as a phone reports it: touch samples at 120 Hz and a display tick after
/// every second sample, each event tagged with the part of the script it belongs to.
struct TouchTrack<Phase> {
  /// The time between two touch samples, seconds.
  static var interval: Double { 1.0 / 120 }

  var events: [PointerEvent] = []
  var phases: [Phase] = []
  /// The time of the latest sample, seconds.
  private(set) var t = 0.0
  /// How many samples so far.
  private(set) var samples = 0

  /// Appends one event of `phase`.
  mutating func add(_ event: PointerEvent, _ phase: Phase) {
    events.append(event)
    phases.append(phase)
  }

  /// One touch sample at `p`, one interval after the last, and a tick after every second one.
  mutating func sample(_ p: Point, _ phase: Phase) {
    samples += 1
    t = Double(samples) * Self.interval
    add(.move(p, time: t), phase)
    if samples % 2 == 0 { add(.tick(time: t), phase) }
  }
}

/// The host's data for one benchmark list: item extents in flat order and the sections' item
/// counts. The engine never sees this array; it gets one extent per item while building.
struct ListFixture {
  static let viewport = Size(width: 390, height: 844)
  static let header = 28.0
  static let footer = 8.0

  let itemCount: Int
  let sectionCounts: [Int]
  /// sectionStarts[s] is the flat index of section s's first item; count is S + 1.
  let sectionStarts: [Int]
  /// Item extents along the axis, flat order, 28...120 points, skewed towards small rows
  /// (the dragged row is 60).
  let sizes: [Double]

  var sectionCount: Int { sectionCounts.count }

  /// 10 sections per 1 000 items up to 10^5 items, then 10^3 sections; section lengths vary by
  /// ±50 % around the mean.
  static func sectionCount(forItems n: Int) -> Int { max(1, min(1_000, n / 100)) }

  init(itemCount n: Int, seed: UInt64) {
    var random = SplitMix64(seed: seed ^ UInt64(n))
    let sections = Self.sectionCount(forItems: n)
    var weights = [Double]()
    for _ in 0..<sections { weights.append(random.uniform(0.5...1.5)) }
    let total = weights.reduce(0, +)
    var counts = weights.map { max(1, Int(Double(n) * $0 / total)) }
    var diff = n - counts.reduce(0, +)
    var s = 0
    while diff != 0 {
      if diff > 0 {
        counts[s] += 1
        diff -= 1
      } else if counts[s] > 1 {
        counts[s] -= 1
        diff += 1
      }
      s = (s + 1) % sections
    }
    var starts = [0]
    for c in counts { starts.append(starts[starts.count - 1] + c) }
    var sizes = [Double]()
    sizes.reserveCapacity(n)
    for _ in 0..<n {
      let u = random.unit()
      sizes.append((28 + 92 * u * u).rounded())
    }
    // The row the script picks up is 60 pt at every size, so the floating copy, and with it
    // when auto-scroll starts, is the same everywhere.
    sizes[Self.draggedIndex(n)] = 60
    self.itemCount = n
    self.sectionCounts = counts
    self.sectionStarts = starts
    self.sizes = sizes
  }

  /// Builds the engine's layout, asking for each extent once.
  ///
  /// - Complexity: O(n).
  func makeLayout() -> ListLayout {
    let counts = sectionCounts
    let starts = sectionStarts
    let sizes = sizes
    return ListLayout(
      axis: .vertical, crossExtent: Self.viewport.width, sectionCount: counts.count,
      itemCount: { counts[$0] }, header: { _ in Self.header }, footer: { _ in Self.footer },
      extent: { sizes[starts[$0.section] + $0.item] })
  }

  /// The flat index of the row the script picks up: the one at 40 % of the list.
  static func draggedIndex(_ n: Int) -> Int { n * 2 / 5 }

  /// The content offset along the axis that puts the centre of the item at 40 % of the list
  /// under the script's press point. Walks the data once (outside any timing).
  func startOffset(pressY: Double) -> Double {
    let target = Self.draggedIndex(itemCount)
    var y = 0.0
    for s in 0..<sectionCount {
      y += Self.header
      if target < sectionStarts[s + 1] {
        for k in sectionStarts[s]..<target { y += sizes[k] }
        return (y + sizes[target] / 2 - pressY).rounded()
      }
      for k in sectionStarts[s]..<sectionStarts[s + 1] { y += sizes[k] }
      y += Self.footer
    }
    return 0
  }
}

/// The scripted long drag, in viewport coordinates, the same for every list size: a long press,
/// a sweep across many rows with pointer jitter, a hold at the bottom edge while auto-scroll
/// runs, and a drop.
///
/// Touch samples come at 120 Hz and display ticks at 60 Hz, as on a phone.
struct DragScript {
  static let pressPoint = Point(x: 195, y: 430)
  /// The auto-scroll speed, points per second (`AutoScroll.constant`).
  static let scrollSpeed = 1_500.0

  enum Phase: String {
    case press, sweep, hold, drop
  }

  var events: [PointerEvent] { track.events }
  var phases: [Phase] { track.phases }
  private var track = TouchTrack<Phase>()

  init(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var pointer = Self.pressPoint

    // Press: the finger rests (±1 pt) for 0.55 s; the tick at 0.5 s starts the drag.
    track.add(.down(pointer, time: 0), .press)
    while track.t < 0.55 { track.sample(random.jitter(pointer, 1), .press) }

    // Sweep: down to near the bottom, up to near the top, down again, at about 1 200 pt/s with
    // jitter across (±4 pt) and along (±3 pt), and a short back-step every 16th sample.
    let speed = 1_200.0 * TouchTrack<Phase>.interval
    var along = pointer.y
    for waypoint in [790.0, 70.0, 640.0] {
      while abs(waypoint - along) > speed {
        along += waypoint > along ? speed : -speed
        var y = along + random.uniform(-3...3)
        if track.samples % 16 == 0 { y += waypoint > along ? -6 : 6 }
        pointer = Point(x: 195 + random.uniform(-4...4), y: y)
        track.sample(pointer, .sweep)
      }
    }

    // Hold at the bottom edge for 2.5 s: the floating copy crosses the edge and auto-scroll
    // carries the list under the finger.
    let holdEnd = track.t + 2.5
    while track.t < holdEnd {
      pointer = random.jitter(Point(x: 195, y: 830), 1.5)
      track.sample(pointer, .hold)
    }

    // Drop.
    track.add(.up(pointer, time: track.t + TouchTrack<Phase>.interval), .drop)
  }
}
