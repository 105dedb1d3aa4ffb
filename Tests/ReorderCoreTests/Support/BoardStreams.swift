import ReorderCore

/// Random streams over boards: a seeded generator of boards, configurations and event streams,
/// a runner that plays one stream keeping a host's copy of the data, and the invariants checked
/// after every event. Its draws are its own (`BoardRandom`), over the shared SplitMix64 source
/// (`SeededRandom`), so a board seed means the same stream whatever the list and grid property
/// support draw.

/// Board draws over SplitMix64, seeded: the same seed always gives the same stream.
struct BoardRandom {
  var source: SeededRandom

  init(seed: UInt64) { source = SeededRandom(seed: seed) }

  mutating func next() -> UInt64 { source.next() }

  /// A whole number in `range`.
  mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
  }

  /// A number in `range`, on a 1/4-point grid (so sums stay exact).
  mutating func quarter(_ range: ClosedRange<Double>) -> Double {
    let steps = Int((range.upperBound - range.lowerBound) * 4)
    return range.lowerBound + Double(int(0...steps)) / 4
  }

  /// True with probability `p`.
  mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) * 0x1.0p-53 < p }
}

/// One input of a stream.
enum BoardStreamInput: Sendable, CustomStringConvertible {
  case pointer(PointerEvent)
  case pickUp(ItemPath)
  case pickUpLane(Int)
  case key(KeyboardMove)
  case keyDrop
  case hostCancel
  /// The user scrolls a lane (or, for lane -1, the board) to an offset.
  case hostScroll(lane: Int, offset: Double)
  case resize(Size)
  /// The selection input at a viewport point (a tap in selection mode, or a modifier-click).
  case select(Point, time: Double)
  /// The host toggles the selection of a card by position (committed board).
  case toggle(ItemPath)

  var description: String {
    switch self {
    case .pointer(let e): return "\(e)"
    case .pickUp(let p): return "pickUp(\(p.section), \(p.item))"
    case .pickUpLane(let l): return "pickUpLane(\(l))"
    case .key(let m): return "key(\(m))"
    case .keyDrop: return "keyDrop"
    case .hostCancel: return "hostCancel"
    case .hostScroll(let l, let o): return "hostScroll(\(l), \(o))"
    case .resize(let size): return "resize(\(size.width), \(size.height))"
    case .select(let p, let t): return "select(\(p.x), \(p.y), \(t))"
    case .toggle(let p): return "toggle(\(p.section), \(p.item))"
    }
  }
}

/// A random board with its data, pins, configuration and inputs.
struct BoardStream {
  var seed: UInt64
  var axis: Axis
  var viewport: Size
  var spacing: Double
  var lanes: [BoardLane]
  var laneIds: [String]
  var cardIds: [[String]]
  var pinnedCards: Set<String>
  var pinnedLanes: Set<String>
  var configuration: DragConfiguration
  var boardOffset: Double
  var inputs: [BoardStreamInput]

  /// The extent of card number `k`: unique per card (a 1/64 fraction on top of a quarter-point
  /// size), so a card is known by its extent in the engine's geometry.
  static func extent(base: Double, k: Int) -> Double { base + Double(k) / 64 }

  init(seed: UInt64) {
    self.seed = seed
    var r = BoardRandom(seed: seed)
    axis = r.chance(0.7) ? .horizontal : .vertical
    viewport = Size(width: r.quarter(150...700), height: r.quarter(150...600))
    spacing = r.chance(0.3) ? 0 : r.quarter(0...40)
    let laneCount = r.int(1...5)
    var k = 0
    lanes = []
    laneIds = []
    cardIds = []
    pinnedCards = []
    pinnedLanes = []
    for l in 0..<laneCount {
      let n = r.chance(0.2) ? 0 : r.int(1...7)
      var extents = [Double]()
      var ids = [String]()
      for _ in 0..<n {
        extents.append(Self.extent(base: r.quarter(15...120), k: k))
        ids.append("c\(k)")
        if r.chance(0.1) { pinnedCards.insert("c\(k)") }
        k += 1
      }
      let width = r.chance(0.05) ? 0 : r.quarter(60...300)
      lanes.append(
        BoardLane(
          width: width, header: r.chance(0.2) ? 0 : r.quarter(10...60), cardExtents: extents,
          offset: r.chance(0.5) ? 0 : r.quarter(0...300)))
      laneIds.append("L\(l)")
      cardIds.append(ids)
      if r.chance(0.15) { pinnedLanes.insert("L\(l)") }
    }
    boardOffset = r.chance(0.5) ? 0 : r.quarter(0...400)
    let targets: [TargetRule] = [.pointer, .edgeCrossing, .center]
    let strategies: [AutoScroll] = [
      .none, .constant(speed: 400), .proportional(edge: 50, maxSpeed: 900),
      .accelerating(edge: 50, maxSpeed: 900, rampTime: 0.5),
    ]
    let activations: [Activation] = [
      .immediate, .longPress(minimumDuration: 0.3, allowableMovement: 10), .distance(5),
    ]
    configuration = DragConfiguration(
      mode: r.chance(0.8) ? .insert : .exchange, commit: r.chance(0.5) ? .live : .drop,
      target: targets[r.int(0...2)], activation: activations[r.int(0...2)],
      autoScroll: strategies[r.int(0...3)])
    inputs = []
    var t = 0.0
    let count = r.int(8...30)
    let moves: [KeyboardMove] = [
      .up, .down, .left, .right, .previous, .next, .toSectionStart, .toSectionEnd,
      .previousSection, .nextSection, .toSection(1),
    ]
    func point(_ r: inout BoardRandom) -> Point {
      if r.chance(0.01) { return Point(x: .nan, y: 10) }
      return Point(
        x: r.quarter(-20...(viewport.width + 20)), y: r.quarter(-20...(viewport.height + 20)))
    }
    // Some streams begin with a few cards selected, and some of their pick-ups aim at one.
    var chosen = [ItemPath]()
    if r.chance(0.4) {
      for _ in 0..<r.int(2...4) {
        let l = r.int(0...(laneCount - 1))
        guard !cardIds[l].isEmpty else { continue }
        chosen.append(ItemPath(section: l, item: r.int(0...(cardIds[l].count - 1))))
        inputs.append(.toggle(chosen[chosen.count - 1]))
      }
    }
    for _ in 0..<count {
      t += r.chance(0.2) ? 0 : r.quarter(0...0.25)
      let roll = r.int(0...99)
      switch roll {
      case 0..<27: inputs.append(.pointer(.move(point(&r), time: t)))
      case 27..<31: inputs.append(.select(point(&r), time: t))
      case 31..<35:
        inputs.append(.toggle(ItemPath(section: r.int(0...laneCount), item: r.int(0...3))))
      case 35..<70: inputs.append(.pointer(.tick(time: t)))
      case 70..<82: inputs.append(.pointer(.down(point(&r), time: t)))
      case 82..<90: inputs.append(.pointer(.up(point(&r), time: t)))
      case 90..<92: inputs.append(.pointer(.cancel(time: t)))
      case 92..<93: inputs.append(.hostCancel)
      case 93..<96:
        let l = r.int(0...laneCount)
        if !chosen.isEmpty && r.chance(0.5) {
          inputs.append(.pickUp(chosen[r.int(0...(chosen.count - 1))]))
        } else if r.chance(0.3) {
          inputs.append(.pickUpLane(l))
        } else {
          inputs.append(.pickUp(ItemPath(section: l, item: r.int(0...3))))
        }
      case 96..<98: inputs.append(.key(moves[r.int(0...(moves.count - 1))]))
      case 98: inputs.append(.keyDrop)
      default:
        if r.chance(0.7) {
          inputs.append(.hostScroll(lane: r.int(-1...laneCount), offset: r.quarter(-50...500)))
        } else {
          inputs.append(.resize(Size(width: r.quarter(0...700), height: r.quarter(0...600))))
        }
      }
    }
  }
}

/// What one stream did, and the first invariant it broke (nil: none).
struct BoardStreamOutcome: Equatable {
  var effects: [BoardEffect] = []
  var laneIds: [String] = []
  var cardIds: [[String]] = []
  var boardOffset = 0.0
  var laneOffsets: [Double] = []
  var failure: String?
}

/// Plays a stream with a host that applies every data effect, checking after every input:
/// nothing lost or duplicated; the host's data (the operations replayed) matches the engine's
/// order; pinned cards and lanes keep their index; every offset is within its bounds; a pointer
/// at rest moves nothing further.
struct BoardStreamRunner {
  let stream: BoardStream

  func run() -> BoardStreamOutcome {
    var out = BoardStreamOutcome()
    let layout = BoardLayout(
      axis: stream.axis, viewportSize: stream.viewport, laneSpacing: stream.spacing,
      lanes: stream.lanes, boardOffset: stream.boardOffset)
    let ids = stream.cardIds
    let pins = PinnedItems(
      sectionCount: ids.count, itemCount: { ids[$0].count },
      isPinned: { stream.pinnedCards.contains(ids[$0.section][$0.item]) })
    var session = BoardSession(
      layout: layout, pinnedCards: pins,
      pinnedLanes: stream.laneIds.indices.filter {
        stream.pinnedLanes.contains(stream.laneIds[$0])
      },
      configuration: stream.configuration)
    var laneIds = stream.laneIds
    var data = stream.cardIds
    var extentOf = [String: Double]()
    for (l, lane) in stream.lanes.enumerated() {
      for (i, e) in lane.cardExtents.enumerated() { extentOf[stream.cardIds[l][i]] = e }
    }
    let policy = DefaultBoardPolicy()
    for (step, input) in stream.inputs.enumerated() {
      let effects: [BoardEffect]
      switch input {
      case .pointer(let e): effects = session.handle(e, policy: policy)
      case .pickUp(let p): effects = session.pickUpCard(p, policy: policy)
      case .pickUpLane(let l): effects = session.pickUpLane(l, policy: policy)
      case .key(let m): effects = session.moveLifted(m, policy: policy)
      case .keyDrop: effects = session.dropLifted(policy: policy)
      case .hostCancel: effects = session.cancelDrag()
      case .hostScroll(let lane, let offset):
        if lane < 0 {
          session.setBoardOffset(offset)
        } else {
          session.setLaneOffset(offset, ofLane: lane)
        }
        effects = []
      case .resize(let size): effects = session.setViewportSize(size)
      case .select(let p, let t):
        session.select(atViewportPoint: p, time: t, policy: policy)
        effects = []
      case .toggle(let p):
        session.toggleSelection(at: p, policy: policy)
        effects = []
      }
      for effect in effects { BoardHarness.apply(effect, to: &data, lanes: &laneIds) }
      out.effects += effects
      if let problem = check(session, laneIds, data, extentOf) {
        out.failure = "after input \(step) (\(input)): \(problem)"
        break
      }
      // After a move or tick (which bring auto-scroll up to the event's time), the same
      // pointer at the same time does nothing more.
      if case .pointer(let e) = input, e.isMoveOrTick, session.isDragging,
        !session.isKeyboardDrag, let p = session.pointer
      {
        var copy = session
        let again = copy.handle(.move(p, time: e.time), policy: policy)
        if !again.isEmpty {
          out.failure = "after input \(step) (\(input)): a pointer at rest did more: \(again)"
          break
        }
      }
    }
    out.laneIds = laneIds
    out.cardIds = data
    out.boardOffset = session.layout.boardOffset
    out.laneOffsets = session.layout.laneOffsets
    return out
  }

  /// The first broken invariant, if any.
  func check(
    _ session: BoardSession, _ laneIds: [String], _ data: [[String]],
    _ extentOf: [String: Double]
  ) -> String? {
    let layout = session.layout
    // Nothing lost or duplicated.
    let all = data.flatMap { $0 }
    if all.sorted() != stream.cardIds.flatMap({ $0 }).sorted() { return "cards lost: \(data)" }
    if laneIds.sorted() != stream.laneIds.sorted() { return "lanes lost: \(laneIds)" }
    // The host's data (every operation replayed) is the engine's order, as the data source
    // hears it: the live arrangement, or the committed board in drop commit.
    var engine = [[Double]]()
    let arrangement = session.arrangement
    let told = heardArrangement(session)
    for lane in 0..<layout.laneCount {
      var extents = [Double]()
      switch told {
      case .cards(let a)?:
        for i in 0..<layout.cardCount(inLane: lane, in: a) {
          extents.append(layout.extent(ofCardAt: ItemPath(section: lane, item: i), in: a))
        }
      case .lanes(let la)?:
        let c = la.committedLane(forCurrent: lane)
        for i in 0..<layout.cardCount(inLane: c) {
          extents.append(layout.extent(ofCardAt: ItemPath(section: c, item: i)))
        }
      case nil:
        for i in 0..<layout.cardCount(inLane: lane) {
          extents.append(layout.extent(ofCardAt: ItemPath(section: lane, item: i)))
        }
      }
      engine.append(extents)
    }
    let host = data.map { $0.map { extentOf[$0] ?? -1 } }
    if host != engine { return "host \(data) disagrees with the engine \(engine)" }
    // Pinned cards and lanes keep their index.
    for (l, lane) in stream.cardIds.enumerated() {
      for (i, id) in lane.enumerated() where stream.pinnedCards.contains(id) {
        let laneNow = laneIds.firstIndex(of: stream.laneIds[l]) ?? -1
        guard laneNow >= 0, i < data[laneNow].count, data[laneNow][i] == id else {
          return "pinned card \(id) moved: \(data)"
        }
      }
    }
    for (l, id) in stream.laneIds.enumerated() where stream.pinnedLanes.contains(id) {
      if laneIds[l] != id { return "pinned lane \(id) moved: \(laneIds)" }
    }
    // Every offset within its bounds.
    let b = layout.boardOffsetBounds
    if !(layout.boardOffset >= b.min && layout.boardOffset <= b.max) {
      return "board offset \(layout.boardOffset) outside \(b)"
    }
    let cards = arrangement?.cardArrangement
    for lane in 0..<layout.laneCount {
      let lb = layout.laneOffsetBounds(lane, in: cards)
      let o = layout.laneOffsets[lane]
      if !(o >= lb.min && o <= lb.max) { return "lane \(lane) offset \(o) outside \(lb)" }
    }
    return geometryProblem(session)
  }

  /// Frames and hit tests agree: the centre of every card's frame (with some extent, below its
  /// lane's header) hits that card (the gap for the dragged card's slot), and the middle of
  /// every lane with some width is that lane, in the drag's arrangement.
  func geometryProblem(_ session: BoardSession) -> String? {
    let layout = session.layout
    let arrangement = session.arrangement
    let cards = arrangement?.cardArrangement
    let la = arrangement?.laneArrangement
    for lane in 0..<layout.laneCount {
      let c = la?.committedLane(forCurrent: lane) ?? lane
      let width = layout.width(ofLane: c)
      guard width > 0 else { continue }
      let middle = layout.laneStart(lane, in: la) + width / 2
      if layout.lane(atBoardPosition: middle, in: la) != lane {
        return
          "lane \(lane)'s middle hits \(String(describing: layout.lane(atBoardPosition: middle, in: la)))"
      }
      guard la == nil else { continue }
      for i in 0..<layout.cardCount(inLane: lane, in: cards) {
        let path = ItemPath(section: lane, item: i)
        let frame = layout.cardFrame(at: path, in: arrangement)
        guard frame.size.height > 0, frame.size.width > 0 else { continue }
        let centre = frame.center
        guard centre.along(layout.laneAxis) >= layout.headerExtent(ofLane: lane) else { continue }
        let hit = layout.hitTest(centre, in: cards)
        let expected: BoardHit = path == cards?.slot ? .gap(path) : .card(path)
        if hit != expected { return "card \(path)'s centre hits \(hit)" }
      }
    }
    return nil
  }

  /// The arrangement the data source has heard of: the drag's in live commit (exchange drags
  /// report nothing before the drop), none in drop commit.
  func heardArrangement(_ session: BoardSession) -> BoardArrangement? {
    guard let arrangement = session.arrangement else { return nil }
    // The streams never change the configuration, so a drag's mode and commit are its (a
    // multi-card drag's are insert and drop, whatever the configuration says).
    let commit = session.dragCommit ?? session.configuration.commit
    switch arrangement {
    case .cards(let a):
      return commit == .live && session.configuration.mode == .insert ? .cards(a) : nil
    case .lanes:
      return commit == .live ? arrangement : nil
    }
  }
}

extension PointerEvent {
  /// Whether this is a move or a tick with finite numbers (one the session does not refuse).
  var isMoveOrTick: Bool {
    switch self {
    case .move(let p, let t): return p.isFinite && t.isFinite
    case .tick(let t): return t.isFinite
    default: return false
    }
  }
}
