import ReorderKit
import ReplayJSON

/// One item as a recorded frame shows it.
public struct RecordedItem: Sendable, Equatable {
  /// The item's id in the host's data.
  public var id: String
  /// Where it is drawn, **content** coordinates (displacement animations applied).
  public var frame: Rect
  /// Whether the host hides it (the dragged item's slot, drawn by the floating copy).
  public var isHidden: Bool
  /// Whether it is selected for a multi-item drag (the engine's ``RenderedItem/isSelected``).
  public var isSelected: Bool = false
}

/// The floating copy as a recorded frame shows it.
public struct RecordedCopy: Sendable, Equatable {
  /// The dragged item's id.
  public var id: String
  /// Where it is drawn, **content** coordinates, unscaled and unrotated.
  public var frame: Rect
  /// How it looks.
  public var appearance: SnapshotAppearance
  /// What it is doing (lifting, following, dropping, returning).
  public var phase: FloatingCopy.Phase
}

/// The floating stack of a multi-item drag as a recorded frame shows it: the engine's
/// ``FloatingBlock`` with ids, frames in **content** coordinates.
public struct RecordedBlock: Sendable, Equatable {
  /// Every item of the stack, bottom first (the pressed item last, on top), each with its own
  /// frame and look.
  public var items: [RecordedCopy]
  /// The number the count badge shows: how many items move.
  public var count: Int
  /// What the stack is doing (lifting: the gather; following; dropping; returning).
  public var phase: FloatingCopy.Phase
}

extension RecordedBlock {
  /// The engine's `block` with every frame moved by `offset` (boards: viewport to content) and
  /// each item named by `id` from its position: the position it had when the drag began while
  /// `dragging` (the host's data holds the order from before the drag until the drop), its
  /// place after the drop or cancel otherwise.
  ///
  /// - Complexity: O(k) calls of `id` for a block of k items.
  static func capture(
    _ block: FloatingBlock, offset: Point, dragging: Bool, id: (ItemPath) -> String
  ) -> RecordedBlock {
    RecordedBlock(
      items: block.items.map {
        RecordedCopy(
          id: id(dragging ? $0.committedPath : $0.path), frame: $0.frame.offsetBy(offset),
          appearance: $0.appearance, phase: block.phase)
      }, count: block.count, phase: block.phase)
  }
}

/// One lane of a board as a recorded frame shows it: the engine's ``RenderedLane`` with its
/// frames in **content** coordinates (board content along the board's axis), named by its id.
/// The engine lane's members read through it (`frame`, `headerFrame`, `offset`, `isHidden`, …).
@dynamicMemberLookup
public struct RecordedLane: Sendable, Equatable {
  /// The lane's id in the host's data.
  public var id: String
  /// The engine's lane, frames in content coordinates. A floating lane stands where it floats,
  /// at offset 0, never hidden.
  public var lane: RenderedLane
  /// Whether this is the floating copy of a dragged lane.
  public var isFloating: Bool = false

  /// A member of the engine's lane.
  public subscript<Value>(dynamicMember member: KeyPath<RenderedLane, Value>) -> Value {
    lane[keyPath: member]
  }
}

/// What the screen showed at one tick: the engine's render state at the tick's time, with ids.
public struct RecordedFrame: Sendable, Equatable {
  /// The tick's time.
  public var time: Double
  /// The content offset after the tick.
  public var contentOffset: Point
  /// The floating copy, while there is one.
  public var floating: RecordedCopy?
  /// The visible items, in data order.
  public var items: [RecordedItem]
  /// Boards: the visible lanes, in current order, then the floating lane if one is dragged;
  /// nil for lists and grids.
  public var lanes: [RecordedLane]? = nil
  /// The floating stack of a multi-item drag, while there is one (then ``floating`` is the
  /// pressed item's copy, which the stack already draws on its top).
  public var block: RecordedBlock? = nil
}

/// A replay with one frame per tick: the result plus what the screen showed.
public struct Recording: Sendable, Equatable {
  /// The replay's result.
  public var result: ReplayResult
  /// The visible area's size.
  public var viewportSize: Size
  /// One frame per `tick` event, in order.
  public var frames: [RecordedFrame]
}

extension RecordedFrame {
  /// What `controller` shows at `time`, each item named by `id` from its position in the
  /// host's data.
  ///
  /// During a live insert drag the host's data is the current order, so items are looked up by
  /// their current position; in drop commit and exchange mode the host still holds the
  /// committed order, so by their committed position.
  ///
  /// - Complexity: the controller's ``DragController/renderState(at:)`` plus v calls of `id`
  ///   for v visible items.
  @MainActor
  static func capture(
    _ controller: DragController<Scenario.Item>, at time: Double,
    configuration: DragConfiguration, id: (ItemPath) -> String
  ) -> RecordedFrame {
    let state = controller.renderState(at: time)
    let dragging = controller.isDragging
    let live = dragging && configuration.mode == .insert && configuration.commit == .live
    let items = state.items.map {
      RecordedItem(
        id: id(live ? $0.path : $0.committedPath), frame: $0.frame, isHidden: $0.isHidden,
        isSelected: $0.isSelected)
    }
    let floating = state.floating.map {
      RecordedCopy(
        id: id(dragging && !live ? $0.committedPath : $0.path), frame: $0.frame,
        appearance: $0.appearance, phase: $0.phase)
    }
    let block = state.block.map {
      RecordedBlock.capture($0, offset: .zero, dragging: dragging, id: id)
    }
    return RecordedFrame(
      time: time, contentOffset: state.contentOffset, floating: floating, items: items,
      block: block)
  }
}

extension RecordedFrame {
  /// What a board `controller` shows at `time` (only a multi-card drag's stack animates), in
  /// board content
  /// coordinates (viewport + the board's offset along its axis): its visible lanes with their
  /// offsets, their visible cards (selected ones marked), the floating card or lane and a
  /// multi-card drag's floating stack. Cards and lanes are named from
  /// their positions in the host's data: current positions during a live drag, committed ones
  /// otherwise.
  ///
  /// - Complexity: the controller's ``DragBoardController/boardRenderState(at:)`` plus v + k
  ///   calls of `id` for v visible cards and a stack of k.
  @MainActor
  static func captureBoard<Lane>(
    _ controller: DragBoardController<Lane, Scenario.Item>, at time: Double,
    id: (ItemPath) -> String, laneID: (Int) -> String
  ) -> RecordedFrame {
    let state = controller.boardRenderState(at: time)
    let axis = controller.axis
    let offset = Point(along: state.boardOffset, across: 0, axis: axis)
    let live = controller.isDragging && controller.configuration.commit == .live
    let cardsLive = live && controller.configuration.mode == .insert
    let items = state.cards.map {
      RecordedItem(
        id: id(cardsLive ? $0.path : $0.committedPath), frame: $0.frame.offsetBy(offset),
        isHidden: $0.isHidden, isSelected: $0.isSelected)
    }
    var lanes = state.lanes.map {
      var lane = $0
      lane.frame = lane.frame.offsetBy(offset)
      lane.headerFrame = lane.headerFrame.offsetBy(offset)
      return RecordedLane(id: laneID(live ? lane.index : lane.committedIndex), lane: lane)
    }
    if let lane = state.floatingLane {
      let slot = state.lanes.first { $0.committedIndex == lane.committedIndex }
      let frame = lane.frame.offsetBy(offset)
      let headerFrame = Rect(
        origin: frame.origin,
        size: Size(
          along: lane.frame.size.along(axis), across: slot?.headerFrame.size.across(axis) ?? 0,
          axis: axis))
      lanes.append(
        RecordedLane(
          id: laneID(live ? lane.index : lane.committedIndex),
          lane: RenderedLane(
            index: lane.index, committedIndex: lane.committedIndex, frame: frame,
            headerFrame: headerFrame, offset: 0, contentLength: slot?.contentLength ?? 0,
            isHidden: false),
          isFloating: true))
    }
    let floating = state.floating.map {
      RecordedCopy(
        id: id(cardsLive ? $0.path : $0.committedPath), frame: $0.frame.offsetBy(offset),
        appearance: $0.appearance, phase: $0.phase)
    }
    let block = state.block.map {
      RecordedBlock.capture(
        $0, offset: offset, dragging: controller.isDragging, id: id)
    }
    return RecordedFrame(
      time: time, contentOffset: offset, floating: floating, items: items, lanes: lanes,
      block: block)
  }
}

extension ReplayRecorder {
  /// What the screen shows at `time`, with each item named by its id in the host's data (grids:
  /// the drag's render state; editing mode's jiggle and corner buttons are not drawn).
  ///
  /// - Complexity: the controller's ``DragController/renderState(at:)`` plus O(v) for v
  ///   visible items.
  public func frame(at time: Double) -> RecordedFrame {
    .capture(controller, at: time, configuration: scenario.configuration, id: id(at:))
  }
}

extension Recording {
  /// The replay's output with a `frames` member after `contentOffset`: one frame per line, in
  /// the order `t`, `contentOffset`, `floating` (or `null`), `items`. Frames are in **content**
  /// coordinates; `rotation` is in radians.
  ///
  /// - Complexity: O(size of the output).
  public func json() -> String {
    var text = result.json()
    // The result ends with its last member's line, the closing brace and a newline.
    let ending = "\n}\n"
    if text.hasSuffix(ending) { text.removeLast(ending.count) }
    return text + ",\n  \"frames\": " + JSONWriter.block(frames.map(\.json), indent: 4) + ending
  }
}

extension RecordedFrame {
  /// The frame as one line of JSON (boards add `lanes` after `items`).
  var json: String {
    let items = "[" + self.items.map(\.json).joined(separator: ", ") + "]"
    guard let lanes else {
      return JSONWriter.object([
        "t": JSONWriter.number(time), "contentOffset": JSONWriter.point(contentOffset),
        "floating": floating?.json ?? "null", "items": items,
      ])
    }
    return JSONWriter.object([
      "t": JSONWriter.number(time), "contentOffset": JSONWriter.point(contentOffset),
      "floating": floating?.json ?? "null", "items": items,
      "lanes": "[" + lanes.map(\.json).joined(separator: ", ") + "]",
    ])
  }
}

extension RecordedLane {
  /// The lane as JSON: id, frame, header, offset, and `hidden` or `floating` only when true.
  var json: String {
    var text = JSONWriter.object([
      "id": JSONWriter.string(id), "frame": JSONWriter.rect(lane.frame),
      "header": JSONWriter.rect(lane.headerFrame), "offset": JSONWriter.number(lane.offset),
    ])
    if lane.isHidden || isFloating {
      text.removeLast()
      text += lane.isHidden ? ", \"hidden\": true}" : ", \"floating\": true}"
    }
    return text
  }
}

extension RecordedItem {
  /// The item as JSON: id, frame, and `hidden` only when true.
  var json: String {
    isHidden
      ? JSONWriter.object([
        "id": JSONWriter.string(id), "frame": JSONWriter.rect(frame), "hidden": "true",
      ])
      : JSONWriter.object(["id": JSONWriter.string(id), "frame": JSONWriter.rect(frame)])
  }
}

extension RecordedCopy {
  /// The copy as JSON.
  var json: String {
    let a = appearance
    let color = JSONWriter.object([
      "red": JSONWriter.number(a.shadowColor.red), "green": JSONWriter.number(a.shadowColor.green),
      "blue": JSONWriter.number(a.shadowColor.blue),
      "alpha": JSONWriter.number(a.shadowColor.alpha),
    ])
    let look = JSONWriter.object([
      "scale": JSONWriter.number(a.scale), "alpha": JSONWriter.number(a.alpha),
      "shadowColor": color, "shadowOpacity": JSONWriter.number(a.shadowOpacity),
      "shadowRadius": JSONWriter.number(a.shadowRadius),
      "shadowOffset": JSONWriter.point(a.shadowOffset),
      "cornerRadius": JSONWriter.number(a.cornerRadius), "rotation": JSONWriter.number(a.rotation),
    ])
    return JSONWriter.object([
      "id": JSONWriter.string(id), "frame": JSONWriter.rect(frame), "appearance": look,
      "phase": JSONWriter.string(phase.name),
    ])
  }
}

extension FloatingCopy.Phase {
  /// The phase's name in recordings.
  var name: String {
    switch self {
    case .lifting: return "lifting"
    case .following: return "following"
    case .dropping: return "dropping"
    case .returning: return "returning"
    }
  }
}

extension JSONWriter {
  /// A point as `{"x": …, "y": …}`.
  static func point(_ p: Point) -> String {
    object(["x": number(p.x), "y": number(p.y)])
  }

  /// A rectangle as `{"x": …, "y": …, "width": …, "height": …}`.
  static func rect(_ r: Rect) -> String {
    object([
      "x": number(r.minX), "y": number(r.minY), "width": number(r.size.width),
      "height": number(r.size.height),
    ])
  }
}
