import ReorderCore
import Testing

/// Drives a `BoardSession` and keeps a host's copy of the data (lane ids and card ids) by
/// applying every data effect, as a real data source would.
struct BoardHarness {
  var session: BoardSession
  var lanes: [String]
  var data: [[String]]
  var effects: [BoardEffect] = []

  /// A board of `lanes` (id, card ids), every card `cardSize` tall, lanes `width` wide and
  /// `spacing` apart with `header`-tall headers, in a `viewport`.
  init(
    _ lanes: [(String, [String])], width: Double = 280, spacing: Double = 20,
    header: Double = 40, cardSize: Double = 60, viewport: Size = Size(width: 900, height: 600),
    laneOffsets: [Double] = [], boardOffset: Double = 0, pinnedCards: Set<String> = [],
    pinnedLanes: Set<String> = [], configuration: DragConfiguration = DragConfiguration(),
    axis: Axis = .horizontal
  ) {
    self.lanes = lanes.map(\.0)
    data = lanes.map(\.1)
    let layout = BoardLayout(
      axis: axis, viewportSize: viewport, laneSpacing: spacing,
      lanes: lanes.enumerated().map { l, lane in
        BoardLane(
          width: width, header: header,
          cardExtents: Array(repeating: cardSize, count: lane.1.count),
          offset: l < laneOffsets.count ? laneOffsets[l] : 0)
      }, boardOffset: boardOffset)
    let data = self.data
    let pins = PinnedItems(
      sectionCount: data.count, itemCount: { data[$0].count },
      isPinned: { pinnedCards.contains(data[$0.section][$0.item]) })
    session = BoardSession(
      layout: layout, pinnedCards: pins,
      pinnedLanes: lanes.indices.filter { pinnedLanes.contains(lanes[$0].0) },
      configuration: configuration)
  }

  /// Sends an event and applies its data effects.
  @discardableResult
  mutating func send(_ event: PointerEvent) -> [BoardEffect] {
    let out = session.handle(event)
    apply(out)
    return out
  }

  /// A pointer drag: a press at `start` at 0 lifted by a long press (tick at 0.5), moves
  /// through `path` spread over 0.75 ..< 1, then a release at the last point at 1 (or a cancel
  /// at 1).
  mutating func drag(from start: Point, through path: [Point], cancel: Bool = false) {
    send(.down(start, time: 0))
    send(.tick(time: 0.5))
    for (i, p) in path.enumerated() {
      send(.move(p, time: 0.75 + 0.25 * Double(i) / Double(path.count)))
    }
    send(cancel ? .cancel(time: 1) : .up(path.last ?? start, time: 1))
  }

  /// Expects the host's whole order and every effect heard so far.
  func expect(
    order: String, effects: [BoardEffect], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(self.order == order, sourceLocation: sourceLocation)
    #expect(self.effects == effects, sourceLocation: sourceLocation)
  }

  /// Applies data effects to the host's copy and records them.
  mutating func apply(_ out: [BoardEffect]) {
    for effect in out { Self.apply(effect, to: &data, lanes: &lanes) }
    effects += out
  }

  static func apply(_ effect: BoardEffect, to data: inout [[String]], lanes: inout [String]) {
    switch effect {
    case .drag(.moved(let from, let to)):
      let id = data[from.section].remove(at: from.item)
      data[to.section].insert(id, at: to.item)
    case .drag(.swapped(let a, let b)):
      let t = data[a.section][a.item]
      data[a.section][a.item] = data[b.section][b.item]
      data[b.section][b.item] = t
    case .movedLane(let from, let to):
      data.insert(data.remove(at: from), at: to)
      lanes.insert(lanes.remove(at: from), at: to)
    default:
      break
    }
  }

  /// Each lane as `id: cards`, lanes joined by " | ".
  var order: String {
    zip(lanes, data).map { "\($0): \($1.joined(separator: " "))" }.joined(separator: " | ")
  }
}

/// Shorthand for a `[lane, card]` position.
func lc(_ lane: Int, _ card: Int) -> ItemPath { ItemPath(section: lane, item: card) }

/// Shorthand for a viewport point.
func vp(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
