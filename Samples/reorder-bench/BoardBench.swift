import ReorderCore

/// The board benchmark: per-event cost of a card drag on a board (`BoardSession`) with pointer
/// moves and display ticks, nested auto-scroll on, at 10^3 cards (10 lanes × 100) and at 10^6
/// (1 000 lanes × 1 000).
struct BoardFixture {
  static let viewport = Size(width: 1_200, height: 800)
  static let laneWidth = 280.0
  static let spacing = 16.0
  static let header = 40.0

  let lanes: Int
  let cardsPerLane: Int
  /// Card extents, lane by lane (40...120 points).
  let sizes: [Double]

  var cardCount: Int { lanes * cardsPerLane }

  init(lanes: Int, cardsPerLane: Int, seed: UInt64) {
    self.lanes = lanes
    self.cardsPerLane = cardsPerLane
    var random = SplitMix64(seed: seed ^ UInt64(lanes * cardsPerLane))
    sizes = (0..<(lanes * cardsPerLane)).map { _ in (40 + 80 * random.unit()).rounded() }
  }

  /// The board, its offset and the lanes' offsets in the middle of their ranges, so the drag
  /// starts among cards on every side.
  func makeLayout() -> BoardLayout {
    let n = cardsPerLane
    let sizes = sizes
    let content = Double(lanes) * (Self.laneWidth + Self.spacing) - Self.spacing
    return BoardLayout(
      axis: .horizontal, viewportSize: Self.viewport, laneSpacing: Self.spacing,
      laneCount: lanes, width: { _ in Self.laneWidth }, header: { _ in Self.header },
      cardCount: { _ in n }, cardExtent: { sizes[$0.section * n + $0.item] },
      laneOffset: { _ in Double(n) * 40 }, boardOffset: (content / 2).rounded())
  }

  /// A fresh session over ``makeLayout()`` as the board benchmarks drive it: insert mode, live
  /// commit (a block drag commits at the drop), pointer rule, a long press of 0.5 s, and
  /// proportional auto-scroll for the board and the lanes.
  func makeSession() -> BoardSession {
    BoardSession(
      layout: makeLayout(),
      configuration: DragConfiguration(
        mode: .insert, commit: .live, target: .pointer,
        activation: .longPress(minimumDuration: 0.5, allowableMovement: 10),
        autoScroll: .proportional(edge: 80, maxSpeed: 1_200)))
  }

  /// The flat index of each lane's first card, and the card count at the end (lanes + 1
  /// entries).
  var laneStarts: [Int] { Array(stride(from: 0, through: cardCount, by: cardsPerLane)) }
}

/// The scripted card drag: a long press, a sweep across lanes and up and down within them
/// (touch samples at 120 Hz, ticks at 60 Hz), holds in the corner zones while both scrollers
/// run, and a drop.
struct BoardScript {
  /// Where the finger presses, **viewport** coordinates.
  static let pressPoint = Point(x: 600, y: 300)

  var events: [PointerEvent] { track.events }
  private var track = TouchTrack<Void>()

  init(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    var pointer = Self.pressPoint
    track.add(.down(pointer, time: 0), ())
    while track.t < 0.55 { track.sample(random.jitter(pointer, 1), ()) }
    // Sweeps to waypoints at about 1 000 pt/s, with jitter; then holds near a corner.
    let waypoints: [(Point, hold: Double)] = [
      (Point(x: 1_160, y: 300), 0), (Point(x: 1_170, y: 770), 1.0), (Point(x: 200, y: 500), 0),
      (Point(x: 30, y: 60), 1.0), (Point(x: 700, y: 400), 0), (Point(x: 1_175, y: 780), 1.5),
    ]
    let speed = 1_000.0 * TouchTrack<Void>.interval
    for (target, hold) in waypoints {
      while true {
        let dx = target.x - pointer.x
        let dy = target.y - pointer.y
        let distance = (dx * dx + dy * dy).squareRoot()
        if distance <= speed { break }
        pointer = Point(x: pointer.x + dx / distance * speed, y: pointer.y + dy / distance * speed)
        track.sample(random.jitter(pointer, 3), ())
      }
      let end = track.t + hold
      while track.t < end { track.sample(random.jitter(pointer, 1), ()) }
    }
    track.add(.up(pointer, time: track.t + TouchTrack<Void>.interval), ())
  }
}

/// What the board benchmark measured at one size: medians over runs.
struct BoardFigures: TimedFigures {
  var cards = 0
  var lanes = 0
  var events = 0
  var times = RunTimes()
  var moves = 0
  var laneScrolls = 0
  var consistent = true
}

/// Replays the script once on a fresh session over `fixture`.
func runBoard(_ fixture: BoardFixture, script: BoardScript) -> (
  eventNs: [UInt64], moves: Int, laneScrolls: Int, consistent: Bool
) {
  var session = fixture.makeSession()
  var counts = [Int](repeating: fixture.cardsPerLane, count: fixture.lanes)
  var eventNs = [UInt64]()
  eventNs.reserveCapacity(script.events.count)
  var moves = 0
  var laneScrolls = 0
  // One effect buffer for the whole replay, as a host keeps one.
  var buffer = [BoardEffect]()
  buffer.reserveCapacity(16)
  for event in script.events {
    buffer.removeAll(keepingCapacity: true)
    eventNs.append(timed { deliverBoard(event, to: &session, into: &buffer) })
    for effect in buffer {
      switch effect {
      case .drag(.moved(let from, let to)):
        counts[from.section] -= 1
        counts[to.section] += 1
        moves += 1
      case .laneScrolled: laneScrolls += 1
      default: break
      }
    }
  }
  var consistent = !session.isDragging && session.layout.totalCardCount == fixture.cardCount
  for (l, c) in counts.enumerated() where session.layout.cardCount(inLane: l) != c {
    consistent = false
  }
  return (eventNs, moves, laneScrolls, consistent)
}

/// One event into the board session, its effects appended to the caller's buffer; kept out of
/// line as `deliver` is.
@inline(never)
func deliverBoard(
  _ event: PointerEvent, to session: inout BoardSession, into effects: inout [BoardEffect]
) {
  session.handle(event, policy: DefaultBoardPolicy(), into: &effects)
}

/// Runs the board benchmark at 10^3 cards and at 10^6 (10^4 with `--smoke`), printing a line
/// per size.
func runBoardBenchmark(_ options: BenchOptions, log: (String) -> Void) -> [BoardFigures] {
  let script = BoardScript(seed: 0xB0A4D)
  let shapes = options.smoke ? [(10, 100), (100, 100)] : [(10, 100), (1_000, 1_000)]
  var out = [BoardFigures]()
  for (lanes, perLane) in shapes {
    let fixture = BoardFixture(lanes: lanes, cardsPerLane: perLane, seed: 0xB0B)
    var f = BoardFigures()
    f.cards = fixture.cardCount
    f.lanes = lanes
    f.events = script.events.count
    f.times =
      RunTimes.measure(runs: options.runs) {
        let run = runBoard(fixture, script: script)
        (f.moves, f.laneScrolls) = (run.moves, run.laneScrolls)
        f.consistent = f.consistent && run.consistent
        return run.eventNs
      }
    log(
      "board \(grouped(f.cards)) cards (\(lanes) lanes): median \(f.medianNs) ns, p99 "
        + "\(f.p99Ns) ns per event over \(f.events) events; \(f.moves) moves, "
        + "\(f.laneScrolls) lane scrolls; "
        + (f.consistent ? "data and layout agree" : "DATA AND LAYOUT DISAGREE"))
    out.append(f)
  }
  return out
}
