import Foundation
import ReorderKit
import ReplayJSON

/// One replay scenario: a list or grid layout, the drag options and the pointer events to feed.
///
/// Built by ``parse(json:)`` from the replay format (the ReplayFormat article), or in code (the demo does).
public struct Scenario: Sendable {
  /// One item of the data source.
  public struct Item: Sendable, Equatable {
    /// The item's id; any string, ids may repeat.
    public var id: String
    /// The item's extent along the axis, in points (grid cells take none: 0, the default).
    public var size: Double = 0
    /// Whether it can be picked up; `false` pins it (its index never changes).
    public var movable = true
    /// Grids in editing mode: whether the cell shows its corner button (default `true`).
    public var editable = true
  }

  /// A grid's geometry (`layout.kind` `"grid"`): how cells are sized, their spacing and the
  /// inset of every section's cells.
  public struct Grid: Sendable, Equatable {
    /// By column count (`columns`, `aspectRatio`) or by cell size (`itemSize`).
    public var sizing: GridSizing
    /// Item spacing (across the axis) and line spacing (along it).
    public var spacing = GridSpacing()
    /// The inset of each section's cells, inside the section after its header.
    public var sectionInset = EdgeInsets.zero
  }

  /// The corner button editing grids use unless `options.cornerButton` says otherwise: top-left,
  /// drawn 20 × 20, answering taps in 44 × 44, both centred on the cell's corner.
  public static let defaultCornerButton = CornerButton(
    corner: .leading, size: Size(width: 20, height: 20), hitSize: Size(width: 44, height: 44))

  /// One section: its header, its items, its footer, in that order along the axis.
  public struct Section: Sendable, Equatable {
    /// The header's extent along the axis.
    public var header: Double = 0
    /// The footer's extent along the axis.
    public var footer: Double = 0
    /// The items, in order.
    public var items: [Item]
  }

  /// The scroll axis.
  public var axis: Axis
  /// The viewport's size in points.
  public var viewportSize: Size
  /// The content insets.
  public var contentInset: EdgeInsets
  /// The sections, in order.
  public var sections: [Section]
  /// Mode, commit, target rule, empty sections, activation and auto-scroll.
  public var configuration: DragConfiguration
  /// The events to feed, in order (points in **viewport** coordinates, times in seconds).
  public var events: [PointerEvent]
  /// The `select` events (1.1), each fed just before the pointer event at its
  /// ``SelectEvent/before`` index in ``events`` (``events``'s count: after the last).
  public var selects: [SelectEvent] = []
  /// The grid's geometry when the layout is a grid; `nil` for a list.
  public var grid: Grid?
  /// Grids: whether a long press enters editing mode (`options.editing`).
  public var editing: Bool
  /// Grids in editing mode: every editable cell's corner button (`options.cornerButton`).
  public var cornerButton: CornerButton
  /// Whether the output records one frame per tick (`"record": true`; see the replay format's "Recording" section).
  public var record = false
  /// The board's lanes, spacing and starting offset when the layout is a board (`sections` then
  /// holds each lane's cards, lane by lane); `nil` for a list or a grid.
  public var board: Board?

  /// Creates a scenario; every argument but `sections` has the format's default (`grid: nil`
  /// makes a list).
  public init(
    axis: Axis = .vertical, viewportSize: Size = Size(width: 320, height: 480),
    contentInset: EdgeInsets = .zero, sections: [Section],
    configuration: DragConfiguration = DragConfiguration(), events: [PointerEvent] = [],
    grid: Grid? = nil, editing: Bool = false, cornerButton: CornerButton = defaultCornerButton
  ) {
    self.axis = axis
    self.viewportSize = viewportSize
    self.contentInset = contentInset
    self.sections = sections
    self.configuration = configuration
    self.events = events
    self.grid = grid
    self.editing = editing
    self.cornerButton = cornerButton
  }

  /// The ids of every section, in order (the data source at the start).
  public var ids: [[String]] { sections.map { $0.items.map(\.id) } }

  /// The viewport at rest at the top (content offset `(-left, -top)`).
  public func makeViewport() -> Viewport {
    Viewport(size: viewportSize, contentInset: contentInset)
  }
}

/// A `select` event (1.1): toggles the selection of the item under the point.
public struct SelectEvent: Sendable, Equatable {
  /// The index in ``Scenario/events`` of the pointer event it comes just before (the number of
  /// pointer events before it in the scenario).
  public var before: Int
  /// The point, in **viewport** coordinates.
  public var point: Point
  /// The time, in seconds.
  public var time: Double

  /// Creates a `select` event fed just before `events[before]`.
  public init(before: Int, point: Point, time: Double) {
    self.before = before
    self.point = point
    self.time = time
  }
}

// MARK: Parsing

extension Scenario {
  /// Parses a scenario from JSON, checking every key, type and value.
  ///
  /// - Throws: ``ReplayError`` naming the first wrong place (objects' keys are checked in
  ///   sorted order, then members in the order the format lists them).
  /// - Complexity: O(size of the input).
  public static func parse(json data: Data) throws(ReplayError) -> Scenario {
    let root = try JSONNode.parse(data)
    let top = try root.object(allowing: ["layout", "options", "events", "record"])
    var scenario = Scenario(sections: [])
    try parseLayout(try top.required("layout"), into: &scenario)
    if let options = top.optional("options") {
      try parseOptions(options, into: &scenario)
    }
    (scenario.events, scenario.selects) = try parseEvents(try top.required("events"))
    if let record = top.optional("record") { scenario.record = try record.bool() }
    return scenario
  }

  /// The message for a key that belongs to the other layout kind.
  private static func onlyFor(_ kind: String) -> String { "only for layout.kind \(quoted(kind))" }

  private static let listLayoutKeys = ["kind", "axis", "viewport", "contentInset", "sections"]
  private static let gridLayoutKeys = [
    "kind", "axis", "viewport", "contentInset", "grid", "spacing", "sectionInset", "sections",
  ]

  private static func parseLayout(_ node: JSONNode, into scenario: inout Scenario)
    throws(ReplayError)
  {
    var isGrid = false
    if let kind = try node.peek("kind") {
      let choice = try kind.choice(["list": LayoutKind.list, "grid": .grid, "board": .board])
      if choice == .board { return try parseBoard(node, into: &scenario) }
      isGrid = choice == .grid
    }
    let layout =
      isGrid
      ? try node.object(allowing: gridLayoutKeys)
      : try node.object(
        allowing: listLayoutKeys, foreign: ["grid", "spacing", "sectionInset"],
        message: onlyFor("grid"))
    if let axis = layout.optional("axis") {
      scenario.axis = try axis.choice(["vertical": .vertical, "horizontal": .horizontal])
    }
    try parseViewport(layout, into: &scenario)
    if let inset = layout.optional("contentInset") {
      scenario.contentInset = try parseInsets(inset)
    }
    if isGrid {
      scenario.grid = try parseGrid(layout)
    }
    let sectionNodes = try layout.required("sections").array()
    var sections = [Section]()
    sections.reserveCapacity(sectionNodes.count)
    for sectionNode in sectionNodes {
      let section =
        isGrid
        ? try sectionNode.object(
          allowing: ["header", "items"], foreign: ["footer"], message: onlyFor("list"))
        : try sectionNode.object(allowing: ["header", "footer", "items"])
      var parsed = Section(
        header: try section.optional("header")?.nonNegativeNumber() ?? 0,
        footer: try section.optional("footer")?.nonNegativeNumber() ?? 0, items: [])
      if let items = section.optional("items") {
        let itemNodes = try items.array()
        parsed.items.reserveCapacity(itemNodes.count)
        for itemNode in itemNodes {
          parsed.items.append(try parseItem(itemNode, isGrid: isGrid))
        }
      }
      sections.append(parsed)
    }
    scenario.sections = sections
  }

  static func parseItem(_ node: JSONNode, isGrid: Bool) throws(ReplayError) -> Item {
    if isGrid {
      let item = try node.object(
        allowing: ["id", "movable", "editable"], foreign: ["size"], message: onlyFor("list"))
      return Item(
        id: try item.required("id").string(),
        movable: try item.optional("movable")?.bool() ?? true,
        editable: try item.optional("editable")?.bool() ?? true)
    }
    let item = try node.object(
      allowing: ["id", "size", "movable"], foreign: ["editable"], message: onlyFor("grid"))
    return Item(
      id: try item.required("id").string(),
      size: try item.required("size").nonNegativeNumber(),
      movable: try item.optional("movable")?.bool() ?? true)
  }

  /// `layout.viewport` of any layout kind, if given: each of its `width` and `height` replaces
  /// the scenario's, when given.
  static func parseViewport(_ layout: JSONObject, into scenario: inout Scenario)
    throws(ReplayError)
  {
    guard let viewport = layout.optional("viewport") else { return }
    let size = try viewport.object(allowing: ["width", "height"])
    let width = try size.optional("width")?.nonNegativeNumber()
    let height = try size.optional("height")?.nonNegativeNumber()
    scenario.viewportSize = Size(
      width: width ?? scenario.viewportSize.width, height: height ?? scenario.viewportSize.height)
  }

  private static func parseInsets(_ node: JSONNode) throws(ReplayError) -> EdgeInsets {
    let sides = try node.object(allowing: ["top", "left", "bottom", "right"])
    return EdgeInsets(
      top: try sides.optional("top")?.nonNegativeNumber() ?? 0,
      left: try sides.optional("left")?.nonNegativeNumber() ?? 0,
      bottom: try sides.optional("bottom")?.nonNegativeNumber() ?? 0,
      right: try sides.optional("right")?.nonNegativeNumber() ?? 0)
  }

  private static func parseSize(_ node: JSONNode, positive: Bool) throws(ReplayError) -> Size {
    let size = try node.object(allowing: ["width", "height"])
    let width = try size.required("width")
    let height = try size.required("height")
    return positive
      ? Size(width: try width.positiveNumber(), height: try height.positiveNumber())
      : Size(width: try width.nonNegativeNumber(), height: try height.nonNegativeNumber())
  }

  /// `layout.grid`, `layout.spacing` and `layout.sectionInset` of a grid layout.
  private static func parseGrid(_ layout: JSONObject) throws(ReplayError) -> Grid {
    let gridNode = try layout.required("grid", context: #"for kind "grid""#)
    let grid = try gridNode.object(allowing: ["columns", "aspectRatio", "itemSize"])
    let columns = grid.optional("columns")
    let itemSize = grid.optional("itemSize")
    let aspectRatio = grid.optional("aspectRatio")
    guard (columns == nil) != (itemSize == nil) else {
      throw gridNode.fail(#"give either "columns" or "itemSize""#)
    }
    var result = Grid(sizing: .columns(1, aspectRatio: 1))
    if let columns {
      result.sizing = .columns(
        try columns.positiveInteger(atMost: GridLayout.maximumColumns),
        aspectRatio: try aspectRatio?.positiveNumber() ?? 1)
    } else if let itemSize {
      if let aspectRatio { throw aspectRatio.fail(#"only with "columns""#) }
      result.sizing = .itemSize(try parseSize(itemSize, positive: true))
    }
    if let spacing = layout.optional("spacing") {
      let both = try spacing.object(allowing: ["item", "line"])
      result.spacing = GridSpacing(
        item: try both.optional("item")?.nonNegativeNumber() ?? 0,
        line: try both.optional("line")?.nonNegativeNumber() ?? 0)
    }
    if let inset = layout.optional("sectionInset") {
      result.sectionInset = try parseInsets(inset)
    }
    return result
  }

  /// The kinds of layout.
  enum LayoutKind {
    case list
    case grid
    case board
  }

  private static func parseOptions(_ node: JSONNode, into scenario: inout Scenario)
    throws(ReplayError)
  {
    let common = [
      "mode", "commit", "target", "emptySections", "activation", "autoScroll", "snapshotStyle",
    ]
    let gridOnly = ["editing", "cornerButton"]
    let options =
      scenario.grid != nil
      ? try node.object(allowing: common + gridOnly)
      : try node.object(allowing: common, foreign: gridOnly, message: onlyFor("grid"))
    var configuration = DragConfiguration()
    if let mode = options.optional("mode") {
      configuration.mode = try mode.choice(["insert": .insert, "exchange": .exchange])
    }
    if let commit = options.optional("commit") {
      configuration.commit = try commit.choice(["live": .live, "drop": .drop])
    }
    if let target = options.optional("target") {
      configuration.target = try target.choice([
        "pointer": .pointer, "edgeCrossing": .edgeCrossing, "center": .center,
      ])
    }
    if let empty = options.optional("emptySections") {
      configuration.emptySections = try empty.choice(["keep": .keep, "remove": .remove])
    }
    if let activation = options.optional("activation") {
      configuration.activation = try parseActivation(activation)
    }
    if let autoScroll = options.optional("autoScroll") {
      configuration.autoScroll = try parseAutoScroll(autoScroll)
    }
    if let style = options.optional("snapshotStyle") {
      configuration.snapshotStyle = try style.choice([
        "none": SnapshotStyle.none, "shadow": .shadow, "lifted": .lifted(),
      ])
    }
    scenario.configuration = configuration
    if let editing = options.optional("editing") {
      scenario.editing = try editing.bool()
    }
    if let button = options.optional("cornerButton") {
      scenario.cornerButton = try parseCornerButton(button)
    }
  }

  private static func parseCornerButton(_ node: JSONNode) throws(ReplayError) -> CornerButton {
    let button = try node.object(allowing: ["corner", "size", "hitSize"])
    var result = defaultCornerButton
    if let corner = button.optional("corner") {
      result.corner = try corner.choice(["leading": .leading, "trailing": .trailing])
    }
    var hitSize = result.hitSize
    if let size = button.optional("size") { result.size = try parseSize(size, positive: false) }
    if let hit = button.optional("hitSize") { hitSize = try parseSize(hit, positive: false) }
    // The engine widens a tap area smaller than the drawn size to that size.
    return CornerButton(corner: result.corner, size: result.size, hitSize: hitSize)
  }

  /// One variant of an object tagged by a member (`"kind"`, `"strategy"`): the members it takes
  /// besides the tag, and how its value is read from them (with the context for errors).
  private struct Variant<Value> {
    let members: [String]
    let read: (JSONObject, String) throws(ReplayError) -> Value

    init(
      _ members: [String], read: @escaping (JSONObject, String) throws(ReplayError) -> Value
    ) {
      self.members = members
      self.read = read
    }
  }

  /// The value of the object `node` tagged by its `key` member as one of `variants` (the first
  /// when it has none); errors name the variant (`for kind "distance"`).
  private static func parseVariant<Value>(
    _ node: JSONNode, key: String, _ variants: KeyValuePairs<String, Variant<Value>>
  ) throws(ReplayError) -> Value {
    let tag = try node.peek(key)
    let variant = try tag?.choice(variants) ?? variants[0].value
    let context = "for \(key) \(quoted(try tag?.string() ?? variants[0].key))"
    return try variant.read(
      try node.object(allowing: [key] + variant.members, context: context), context)
  }

  /// A non-negative number member, required.
  private static func number(_ object: JSONObject, _ key: String, _ context: String)
    throws(ReplayError) -> Double
  { try object.required(key, context: context).nonNegativeNumber() }

  private static func parseActivation(_ node: JSONNode) throws(ReplayError) -> Activation {
    try parseVariant(
      node, key: "kind",
      [
        "longPress": Variant(["minimumPressDuration", "allowableMovement"]) {
          object, _ throws(ReplayError) in
          .longPress(
            minimumDuration: try object.optional("minimumPressDuration")?.nonNegativeNumber()
              ?? 0.5,
            allowableMovement: try object.optional("allowableMovement")?.nonNegativeNumber() ?? 10)
        },
        "distance": Variant(["distance"]) { object, context throws(ReplayError) in
          .distance(try number(object, "distance", context))
        },
        "immediate": Variant([]) { _, _ in .immediate },
      ])
  }

  private static func parseAutoScroll(_ node: JSONNode) throws(ReplayError) -> AutoScroll {
    try parseVariant(
      node, key: "strategy",
      [
        "none": Variant([]) { _, _ in .none },
        "constant": Variant(["speed"]) { object, context throws(ReplayError) in
          .constant(speed: try number(object, "speed", context))
        },
        "proportional": Variant(["edge", "maxSpeed"]) { object, context throws(ReplayError) in
          .proportional(
            edge: try number(object, "edge", context),
            maxSpeed: try number(object, "maxSpeed", context))
        },
        "accelerating": Variant(["edge", "maxSpeed", "rampTime"]) {
          object, context throws(ReplayError) in
          .accelerating(
            edge: try number(object, "edge", context),
            maxSpeed: try number(object, "maxSpeed", context),
            rampTime: try number(object, "rampTime", context))
        },
      ])
  }

  private enum EventType {
    case down
    case move
    case up
    case cancel
    case tick
    case select
  }

  private static func parseEvents(_ node: JSONNode) throws(ReplayError) -> (
    [PointerEvent], [SelectEvent]
  ) {
    let nodes = try node.array()
    var selects = [SelectEvent]()
    var events = [PointerEvent]()
    events.reserveCapacity(nodes.count)
    var previous: Double?
    for eventNode in nodes {
      let typeNode = try eventNode.peek("type")
      guard let typeNode else {
        throw ReplayError(place: eventNode.path(forKey: "type"), message: "is required")
      }
      let type = try typeNode.choice([
        "down": EventType.down, "move": .move, "up": .up, "cancel": .cancel, "tick": .tick,
        "select": .select,
      ])
      let context = "for type \(quoted(try typeNode.string()))"
      let hasPoint = type == .down || type == .move || type == .up || type == .select
      let object = try eventNode.object(
        allowing: hasPoint ? ["t", "type", "x", "y"] : ["t", "type"], context: context)
      var time = previous ?? 0
      if let t = object.optional("t") {
        time = try t.number()
        if let previous, time < previous {
          throw t.fail(
            "must not be less than the previous event's t (\(JSONWriter.number(previous)))")
        }
      }
      previous = time
      var point = Point.zero
      if hasPoint {
        point.x = try object.required("x", context: context).number()
        point.y = try object.required("y", context: context).number()
      }
      switch type {
      case .down: events.append(.down(point, time: time))
      case .move: events.append(.move(point, time: time))
      case .up: events.append(.up(point, time: time))
      case .cancel: events.append(.cancel(time: time))
      case .tick: events.append(.tick(time: time))
      case .select: selects.append(SelectEvent(before: events.count, point: point, time: time))
      }
    }
    return (events, selects)
  }
}
