import Foundation
import ReorderKit
import ReplayJSON

extension Scenario {
  /// One lane of a board scenario: its id, its extent along the board's axis, its header, the
  /// offset it starts at and whether it can be lifted. Its cards are the scenario's section of
  /// the same index.
  public struct Lane: Sendable, Equatable {
    /// The lane's id; unique within the board.
    public var id: String
    /// Its extent along the board's axis (default 280).
    public var width: Double = 280
    /// Its header's extent along the lane's axis (default 0).
    public var header: Double = 0
    /// The lane offset it starts at (pulled into its bounds; default 0).
    public var offset: Double = 0
    /// Whether it can be lifted; `false` pins it (its index never changes).
    public var movable = true
  }

  /// A board's own geometry (`layout.kind` `"board"`).
  public struct Board: Sendable, Equatable {
    /// The space between two lanes along the board's axis.
    public var laneSpacing: Double = 0
    /// The offset the scenario starts at (its coordinate along the board's axis is the board's
    /// offset, pulled into its bounds).
    public var contentOffset = Point.zero
    /// The lanes, in order.
    public var lanes: [Lane]
  }

  /// A board scenario: `lanes` with their cards, the format's defaults elsewhere (the board's
  /// axis `.horizontal`).
  public init(
    axis: Axis = .horizontal, viewportSize: Size = Size(width: 320, height: 480),
    board: Board, cards: [[Item]], configuration: DragConfiguration = DragConfiguration(),
    events: [PointerEvent] = []
  ) {
    self.init(
      axis: axis, viewportSize: viewportSize,
      sections: board.lanes.indices.map { l in
        Section(header: board.lanes[l].header, items: l < cards.count ? cards[l] : [])
      }, configuration: configuration, events: events)
    self.board = board
  }

  private static let boardLayoutKeys = [
    "kind", "axis", "viewport", "laneSpacing", "contentOffset", "lanes",
  ]

  /// `layout` of kind `"board"`: lanes (each with `id`, `width`, `header`, `offset`,
  /// `movable`, `items`), `laneSpacing`, `contentOffset`. Lane ids must be unique (the output
  /// names lanes by id).
  static func parseBoard(_ node: JSONNode, into scenario: inout Scenario) throws(ReplayError) {
    let layout = try node.object(
      allowing: boardLayoutKeys, foreign: ["contentInset", "sections", "grid", "spacing"],
      message: "not for layout.kind \"board\"")
    scenario.axis = .horizontal
    if let axis = layout.optional("axis") {
      scenario.axis = try axis.choice(["horizontal": .horizontal, "vertical": .vertical])
    }
    try parseViewport(layout, into: &scenario)
    var board = Board(lanes: [])
    if let spacing = layout.optional("laneSpacing") {
      board.laneSpacing = try spacing.nonNegativeNumber()
    }
    if let offset = layout.optional("contentOffset") {
      let point = try offset.object(allowing: ["x", "y"])
      board.contentOffset = Point(
        x: try point.optional("x")?.number() ?? 0, y: try point.optional("y")?.number() ?? 0)
    }
    var sections = [Section]()
    var seen = [String: Int]()
    for (index, laneNode) in try layout.required("lanes").array().enumerated() {
      let object = try laneNode.object(
        allowing: ["id", "width", "header", "offset", "movable", "items"])
      let idNode = try object.required("id")
      let id = try idNode.string()
      if let first = seen[id] {
        throw idNode.fail("duplicate lane id \(quoted(id)) (also lanes[\(first)])")
      }
      seen[id] = index
      let lane = Lane(
        id: id, width: try object.optional("width")?.nonNegativeNumber() ?? 280,
        header: try object.optional("header")?.nonNegativeNumber() ?? 0,
        offset: try object.optional("offset")?.number() ?? 0,
        movable: try object.optional("movable")?.bool() ?? true)
      var items = [Item]()
      if let itemNodes = object.optional("items") {
        for itemNode in try itemNodes.array() {
          items.append(try parseItem(itemNode, isGrid: false))
        }
      }
      board.lanes.append(lane)
      sections.append(Section(header: lane.header, items: items))
    }
    scenario.sections = sections
    scenario.board = board
  }
}
