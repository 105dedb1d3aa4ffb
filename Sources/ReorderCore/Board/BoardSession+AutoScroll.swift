extension BoardSession {
  /// The most lanes one stretch of board scrolling hands the lane scroll over to; past it the
  /// rest of the stretch goes to the last lane reached.
  static var laneHandOverLimit: Int { 64 }

  /// Moves the board and the lane under the pointer of card drag `d` (updated in place) for the
  /// stretch from the last tick (or pointer event) to `time`, the pointer held where it was;
  /// appends a board `scrolled(to:)` and a `laneScrolled` per lane that moved; returns whether
  /// anything moved.
  mutating func autoScrollStep(_ d: inout CardDrag, time: Double, into effects: inout [BoardEffect])
    -> Bool
  {
    let t0 = d.lastTickTime
    let floating = floatingFrame(d)
    let board = scrollBoard(&d, floating: floating, time: time, into: &effects)
    let lanes = scrollLanes(
      &d, board: board, from: t0, to: time, floating: floating, into: &effects)
    return board.from != board.to || lanes
  }

  /// Moves the board for lane drag `d` (updated in place) up to `time` (a lane drag scrolls the
  /// board only); returns whether it moved.
  mutating func autoScrollStep(_ d: inout LaneDrag, time: Double, into effects: inout [BoardEffect])
    -> Bool
  {
    let board = scrollBoard(&d, floating: floatingFrame(d), time: time, into: &effects)
    return board.to != board.from
  }

  /// Moves the board for drag `d` (updated in place), its copy at `floating` (viewport), for
  /// the stretch from its last tick to `time`, appending a `scrolled(to:)` when it moved:
  /// the offsets before and after, and the one it moved towards at a constant speed (past
  /// `to` when its bounds stopped it there).
  mutating func scrollBoard<Part>(
    _ d: inout BoardDrag<Part>, floating: Rect, time: Double, into effects: inout [BoardEffect]
  ) -> (from: Double, to: Double, aim: Double) {
    let t0 = d.lastTickTime
    d.lastTickTime = time
    let axis = layout.axis
    let bounds = layout.boardOffsetBounds
    let o0 = layout.boardOffset
    let context = AutoScrollContext(
      viewportLength: layout.viewportSize.along(axis),
      floatingStart: floating.minAlong(axis), floatingEnd: floating.maxAlong(axis),
      contentOffset: o0, minOffset: bounds.min, maxOffset: bounds.max,
      previousTime: t0, time: time, dragStartTime: d.startTime)
    let (delta, o1) = configuration.autoScroll.step(context, memory: &d.boardMemory)
    if o1 != o0 {
      layout.boardOffset = o1
      effects.append(.drag(.scrolled(to: Point(along: o1, across: 0, axis: axis))))
    }
    return (o0, o1, o1 == o0 ? o0 : o0 + delta)
  }

  /// Scrolls the lanes under the pointer of card drag `d` while the board went from offset
  /// `board.from` to `board.to` over `t0...t1`, moving at a constant speed towards `board.aim`:
  /// the stretch is cut where the pointer passes from one lane (or gap) into the next, and each
  /// lane scrolls for its share of the time.
  mutating func scrollLanes(
    _ d: inout CardDrag, board: (from: Double, to: Double, aim: Double), from t0: Double,
    to t1: Double, floating: Rect, into effects: inout [BoardEffect]
  ) -> Bool {
    guard t1 > t0 else { return false }
    let (o0, o1, aim) = board
    let px = d.pointer.along(layout.axis)
    guard px.isFinite else { return false }
    let forward = o1 >= o0
    let startX = px + o0
    let endX = px + o1
    let aimX = px + aim
    var x = startX
    var t = t0
    var moved = false
    var rounds = 0
    while true {
      let (lane, boundary) = forward ? regionForward(x) : regionBackward(x)
      let last = rounds >= Self.laneHandOverLimit || (forward ? boundary >= endX : boundary <= endX)
      let tEnd = last ? t1 : t0 + (boundary - startX) / (aimX - startX) * (t1 - t0)
      if let lane, tEnd > t {
        if scrollLane(&d, lane, from: t, to: tEnd, floating: floating, into: &effects) {
          moved = true
        }
      }
      if last { break }
      x = boundary
      t = max(t, tEnd)
      rounds += 1
    }
    return moved
  }

  /// Moving forward from board content position `x`: the lane there (nil in a gap) and where
  /// that region ends.
  func regionForward(_ x: Double) -> (lane: Int?, boundary: Double) {
    let n = layout.laneCount
    let next = partitionPoint(0, n) { layout.laneStart($0) > x }
    let l = next - 1
    if l >= 0 {
      let end = layout.laneStart(l) + layout.width(ofLane: l)
      if x < end && x >= 0 { return (l, end) }
    }
    return (nil, next < n ? layout.laneStart(next) : .infinity)
  }

  /// Moving back from board content position `x`: the lane there (nil in a gap) and where that
  /// region begins.
  func regionBackward(_ x: Double) -> (lane: Int?, boundary: Double) {
    let n = layout.laneCount
    let l = partitionPoint(0, n) { layout.laneStart($0) >= x } - 1
    guard l >= 0 else { return (nil, -.infinity) }
    let start = layout.laneStart(l)
    let end = start + layout.width(ofLane: l)
    if x <= end { return (l, start) }
    return (nil, end)
  }

  /// Scrolls committed lane `lane` for the stretch `ta...tb` by the strategy, against the
  /// lane body's edges; appends or updates its `laneScrolled` effect; returns whether it moved.
  mutating func scrollLane(
    _ d: inout CardDrag, _ lane: Int, from ta: Double, to tb: Double, floating: Rect,
    into effects: inout [BoardEffect]
  ) -> Bool {
    let laneAxis = layout.laneAxis
    let a = d.part.arrangement
    let bounds = layout.laneOffsetBounds(lane, in: a)
    let offset = layout.laneOffsets[lane]
    let context = AutoScrollContext(
      viewportLength: layout.viewportSize.along(laneAxis),
      insetStart: layout.headerExtent(ofLane: lane), insetEnd: 0,
      floatingStart: floating.minAlong(laneAxis), floatingEnd: floating.maxAlong(laneAxis),
      contentOffset: offset, minOffset: bounds.min, maxOffset: bounds.max,
      previousTime: ta, time: tb, dragStartTime: d.startTime)
    let newOffset = configuration.autoScroll.step(context, memory: &d.part.laneMemory).offset
    guard newOffset != offset else { return false }
    layout.laneOffsets[lane] = newOffset
    effects.append(.laneScrolled(lane: lane, offset: newOffset))
    return true
  }
}
