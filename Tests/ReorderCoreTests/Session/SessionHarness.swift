import ReorderCore
import Testing

/// Drives a `DragSession<ListLayout>` and keeps a host's copy of the data (ids) by applying
/// every data effect, as a real data source would.
struct SessionHarness {
  var session: DragSession<ListLayout>
  var data: [[String]]
  var effects: [DragEffect] = []
  var time = 0.0

  init(
    _ data: [[String]], extent: Double = 44, extents: [[Double]]? = nil,
    headers: [Double]? = nil, footers: [Double]? = nil, pinned: Set<String> = [],
    viewport: Size = Size(width: 320, height: 480), inset: EdgeInsets = .zero,
    configuration: DragConfiguration = DragConfiguration(), axis: Axis = .vertical
  ) {
    self.data = data
    let layout = ListLayout(
      axis: axis, crossExtent: viewport.across(axis) - inset.acrossTotal(axis),
      sections: data.enumerated().map { s, ids in
        ListSection(
          header: headers?[s] ?? 0, footer: footers?[s] ?? 0,
          itemExtents: extents?[s] ?? Array(repeating: extent, count: ids.count))
      })
    let pins = PinnedItems(
      sectionCount: data.count, itemCount: { data[$0].count },
      isPinned: { pinned.contains(data[$0.section][$0.item]) })
    session = DragSession(
      layout: layout, pinned: pins, viewport: Viewport(size: viewport, contentInset: inset),
      configuration: configuration)
  }

  /// Sends an event with the default policy and applies its data effects.
  @discardableResult
  mutating func send(_ event: PointerEvent) -> [DragEffect] {
    send(event, policy: DefaultDragPolicy())
  }

  /// Sends an event with `policy` and applies its data effects.
  @discardableResult
  mutating func send<P: DragPolicy>(_ event: PointerEvent, policy: P) -> [DragEffect] {
    let out = session.handle(event, policy: policy)
    applyDataEffects(out, to: &data)
    effects += out
    return out
  }

  /// Presses at `y` (viewport, along the axis at cross 10), waits out the long press with a
  /// tick, and returns the effects of the activation.
  @discardableResult
  mutating func pickUp(at along: Double, across: Double = 10) -> [DragEffect] {
    let axis = session.layout.axis
    send(.down(Point(along: along, across: across, axis: axis), time: time))
    time += 0.6
    return send(.tick(time: time))
  }

  /// Moves the pointer to `along` (viewport coordinates).
  @discardableResult
  mutating func move(to along: Double, across: Double = 10) -> [DragEffect] {
    time += 0.016
    return send(.move(Point(along: along, across: across, axis: session.layout.axis), time: time))
  }

  /// Lifts the pointer at `along`.
  @discardableResult
  mutating func drop(at along: Double, across: Double = 10) -> [DragEffect] {
    time += 0.016
    return send(.up(Point(along: along, across: across, axis: session.layout.axis), time: time))
  }

  /// Moves the pointer through every `along` in `alongs` in turn and lifts it at the last
  /// (viewport coordinates, 0.016 s apart; at 0 when `alongs` is empty). Returns the effects of
  /// the lift.
  @discardableResult
  mutating func drag(through alongs: [Double], across: Double = 10) -> [DragEffect] {
    for along in alongs { move(to: along, across: across) }
    return drop(at: alongs.last ?? 0, across: across)
  }

  /// Picks up at `along` (see `pickUp(at:)`), then drags through `alongs` and lifts the pointer
  /// at the last (see `drag(through:)`). Returns the effects of the lift.
  @discardableResult
  mutating func drag(from along: Double, through alongs: [Double]) -> [DragEffect] {
    pickUp(at: along)
    return drag(through: alongs)
  }

  /// The flat order of ids.
  var order: String { data.map { $0.joined(separator: " ") }.joined(separator: " | ") }

  /// Expects the whole outcome so far: the host's order of ids (as ``order`` prints it) and
  /// every effect heard, in order.
  func expect(
    order: String, effects: [DragEffect], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(self.order == order, sourceLocation: sourceLocation)
    #expect(self.effects == effects, sourceLocation: sourceLocation)
  }

  /// Moves the pointer to `along` (see `move(to:)`) and returns the flat order of ids after it.
  mutating func order(afterMovingTo along: Double) -> String {
    move(to: along)
    return order
  }
}

/// Shorthand for an item path.
func ip(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section: section, item: item) }

/// Ids "1"..."n".
func ids(_ n: Int) -> [String] { (1...n).map(String.init) }

/// The whole effect list of a block drop, in the engine's order: `willMoveItems` for the
/// `picked` items, a target change to each of `targets` in turn, one `moved` per pair of
/// `moves` (`from` as the data stands before that move, `to` after it), a `deletedSection` for
/// each of `deletedSections`, and the end at `end`.
func blockDrop(
  _ picked: [ItemPath], targets: [ItemPath], moves: [(from: ItemPath, to: ItemPath)],
  deletedSections: [Int] = [], end: ItemPath
) -> [DragEffect] {
  [.willMoveItems(at: picked)] + targets.map { .targetChanged($0) }
    + moves.map { .moved(from: $0.from, to: $0.to) } + deletedSections.map { .deletedSection($0) }
    + [.ended(at: end)]
}

/// The whole effect list of a live single-item drag that ends with a drop: `willMove` at
/// `start`, one `moved` per step (from where the item stood to that step's path), and the end
/// at the last step (at `start` when there is none).
func liveDrag(_ start: ItemPath, through steps: [ItemPath]) -> [DragEffect] {
  var effects: [DragEffect] = [.willMove(at: start)]
  var from = start
  for step in steps {
    effects.append(.moved(from: from, to: step))
    from = step
  }
  return effects + [.ended(at: from)]
}
