import Foundation
import ReorderCore

/// One replay scenario: a list layout, the drag options and the pointer events to feed.
///
/// Built by ``parse(json:)`` from the format in `Docs/Replay.md`, or in code (the demo does).
public struct Scenario: Sendable {
  /// One item of the data source.
  public struct Item: Sendable, Equatable {
    /// The item's id; any string, ids may repeat.
    public var id: String
    /// The item's extent along the axis, in points.
    public var size: Double
    /// Whether it can be picked up; `false` pins it (its index never changes).
    public var movable: Bool

    /// Creates an item.
    public init(id: String, size: Double, movable: Bool = true) {
      self.id = id
      self.size = size
      self.movable = movable
    }
  }

  /// One section: its header, its items, its footer, in that order along the axis.
  public struct Section: Sendable, Equatable {
    /// The header's extent along the axis.
    public var header: Double
    /// The footer's extent along the axis.
    public var footer: Double
    /// The items, in order.
    public var items: [Item]

    /// Creates a section.
    public init(header: Double = 0, footer: Double = 0, items: [Item]) {
      self.header = header
      self.footer = footer
      self.items = items
    }
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

  /// Creates a scenario; every argument but `sections` has the format's default.
  public init(
    axis: Axis = .vertical, viewportSize: Size = Size(width: 320, height: 480),
    contentInset: EdgeInsets = .zero, sections: [Section],
    configuration: DragConfiguration = DragConfiguration(), events: [PointerEvent] = []
  ) {
    self.axis = axis
    self.viewportSize = viewportSize
    self.contentInset = contentInset
    self.sections = sections
    self.configuration = configuration
    self.events = events
  }

  /// The ids of every section, in order (the data source at the start).
  public var ids: [[String]] { sections.map { $0.items.map(\.id) } }

  /// The list layout of the sections; items fill the viewport across the axis, less the insets.
  ///
  /// - Complexity: O(n) for n items.
  public func makeLayout() -> ListLayout {
    let cross = viewportSize.across(axis) - contentInset.acrossTotal(axis)
    return ListLayout(
      axis: axis, crossExtent: cross,
      sections: sections.map {
        ListSection(header: $0.header, footer: $0.footer, itemExtents: $0.items.map(\.size))
      })
  }

  /// The pinned positions: every item with `movable == false`.
  ///
  /// - Complexity: O(n) for n items.
  public func makePinned() -> PinnedItems {
    PinnedItems(
      sectionCount: sections.count, itemCount: { sections[$0].items.count },
      isPinned: { !sections[$0.section].items[$0.item].movable })
  }

  /// The viewport at rest at the top (content offset `(-left, -top)`).
  public func makeViewport() -> Viewport {
    Viewport(size: viewportSize, contentInset: contentInset)
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
    let top = try root.object(allowing: ["layout", "options", "events"])
    var scenario = Scenario(sections: [])
    try parseLayout(try top.required("layout"), into: &scenario)
    if let options = top.optional("options") {
      scenario.configuration = try parseOptions(options)
    }
    scenario.events = try parseEvents(try top.required("events"))
    return scenario
  }

  private static func parseLayout(_ node: JSONNode, into scenario: inout Scenario)
    throws(ReplayError)
  {
    let layout = try node.object(
      allowing: ["kind", "axis", "viewport", "contentInset", "sections"])
    if let kind = layout.optional("kind") {
      // LEAD: a `"grid"` kind goes here when the grid layout lands.
      try kind.choice(["list": ()])
    }
    if let axis = layout.optional("axis") {
      scenario.axis = try axis.choice(["vertical": .vertical, "horizontal": .horizontal])
    }
    if let viewport = layout.optional("viewport") {
      let size = try viewport.object(allowing: ["width", "height"])
      let width = try size.optional("width")?.nonNegativeNumber()
      let height = try size.optional("height")?.nonNegativeNumber()
      scenario.viewportSize = Size(
        width: width ?? scenario.viewportSize.width, height: height ?? scenario.viewportSize.height)
    }
    if let inset = layout.optional("contentInset") {
      let sides = try inset.object(allowing: ["top", "left", "bottom", "right"])
      scenario.contentInset = EdgeInsets(
        top: try sides.optional("top")?.nonNegativeNumber() ?? 0,
        left: try sides.optional("left")?.nonNegativeNumber() ?? 0,
        bottom: try sides.optional("bottom")?.nonNegativeNumber() ?? 0,
        right: try sides.optional("right")?.nonNegativeNumber() ?? 0)
    }
    let sectionNodes = try layout.required("sections").array()
    var sections = [Section]()
    sections.reserveCapacity(sectionNodes.count)
    for sectionNode in sectionNodes {
      let section = try sectionNode.object(allowing: ["header", "footer", "items"])
      var parsed = Section(
        header: try section.optional("header")?.nonNegativeNumber() ?? 0,
        footer: try section.optional("footer")?.nonNegativeNumber() ?? 0, items: [])
      if let items = section.optional("items") {
        let itemNodes = try items.array()
        parsed.items.reserveCapacity(itemNodes.count)
        for itemNode in itemNodes {
          let item = try itemNode.object(allowing: ["id", "size", "movable"])
          parsed.items.append(
            Item(
              id: try item.required("id").string(),
              size: try item.required("size").nonNegativeNumber(),
              movable: try item.optional("movable")?.bool() ?? true))
        }
      }
      sections.append(parsed)
    }
    scenario.sections = sections
  }

  private static func parseOptions(_ node: JSONNode) throws(ReplayError) -> DragConfiguration {
    let options = try node.object(
      allowing: ["mode", "commit", "target", "emptySections", "activation", "autoScroll"])
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
    return configuration
  }

  private enum ActivationKind {
    case longPress
    case distance
    case immediate
  }

  private static func parseActivation(_ node: JSONNode) throws(ReplayError) -> Activation {
    let kindNode = try node.peek("kind")
    let kind =
      try kindNode?.choice([
        "longPress": ActivationKind.longPress, "distance": .distance, "immediate": .immediate,
      ]) ?? .longPress
    let name = try kindNode?.string() ?? "longPress"
    let context = "for kind \(quoted(name))"
    switch kind {
    case .longPress:
      let object = try node.object(
        allowing: ["kind", "minimumPressDuration", "allowableMovement"], context: context)
      return .longPress(
        minimumDuration: try object.optional("minimumPressDuration")?.nonNegativeNumber() ?? 0.5,
        allowableMovement: try object.optional("allowableMovement")?.nonNegativeNumber() ?? 10)
    case .distance:
      let object = try node.object(allowing: ["kind", "distance"], context: context)
      return .distance(try object.required("distance", context: context).nonNegativeNumber())
    case .immediate:
      _ = try node.object(allowing: ["kind"], context: context)
      return .immediate
    }
  }

  private enum StrategyKind {
    case none
    case constant
    case proportional
    case accelerating
  }

  private static func parseAutoScroll(_ node: JSONNode) throws(ReplayError) -> AutoScroll {
    let strategyNode = try node.peek("strategy")
    let strategy =
      try strategyNode?.choice([
        "none": StrategyKind.none, "constant": .constant, "proportional": .proportional,
        "accelerating": .accelerating,
      ]) ?? StrategyKind.none
    let name = try strategyNode?.string() ?? "none"
    let context = "for strategy \(quoted(name))"
    switch strategy {
    case .none:
      _ = try node.object(allowing: ["strategy"], context: context)
      return .none
    case .constant:
      let object = try node.object(allowing: ["strategy", "speed"], context: context)
      return .constant(speed: try object.required("speed", context: context).nonNegativeNumber())
    case .proportional:
      let object = try node.object(allowing: ["strategy", "edge", "maxSpeed"], context: context)
      let edge = try object.required("edge", context: context).nonNegativeNumber()
      let maxSpeed = try object.required("maxSpeed", context: context).nonNegativeNumber()
      // LEAD: wire the proportional strategy here, replacing the two lines below with
      // `return .proportional(edge: edge, maxSpeed: maxSpeed)`.
      _ = (edge, maxSpeed)
      throw (strategyNode ?? node).fail("\(quoted(name)) is not supported yet")
    case .accelerating:
      let object = try node.object(
        allowing: ["strategy", "edge", "maxSpeed", "rampTime"], context: context)
      let edge = try object.required("edge", context: context).nonNegativeNumber()
      let maxSpeed = try object.required("maxSpeed", context: context).nonNegativeNumber()
      let rampTime = try object.required("rampTime", context: context).nonNegativeNumber()
      // LEAD: wire the accelerating strategy here, replacing the two lines below with
      // `return .accelerating(edge: edge, maxSpeed: maxSpeed, rampTime: rampTime)`.
      _ = (edge, maxSpeed, rampTime)
      throw (strategyNode ?? node).fail("\(quoted(name)) is not supported yet")
    }
  }

  private enum EventType {
    case down
    case move
    case up
    case cancel
    case tick
  }

  private static func parseEvents(_ node: JSONNode) throws(ReplayError) -> [PointerEvent] {
    let nodes = try node.array()
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
      ])
      let context = "for type \(quoted(try typeNode.string()))"
      let hasPoint = type == .down || type == .move || type == .up
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
      }
    }
    return events
  }
}

extension JSONNode {
  /// The member `key` of this object, read before its keys are checked (for the member that
  /// decides which other keys are allowed).
  ///
  /// - Throws: `must be an object` when this is not an object.
  func peek(_ key: String) throws(ReplayError) -> JSONNode? {
    guard let dictionary = value as? [String: Any] else { throw fail("must be an object") }
    return dictionary[key].map { child(key, $0) }
  }
}
