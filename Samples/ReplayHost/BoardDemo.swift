import ReorderKit
import ReplayJSON

extension Demo {
  // MARK: The board demo

  /// A Kanban board in a 600 × 300 viewport: five lanes 180 wide and 20 apart (x 0, 200, 400,
  /// 600, 800; the board scrolls up to 380), 25 pt headers, 50 pt cards, with proportional
  /// auto-scroll (a 60 pt band, up to 400 pt/s) on both scrollers. Card `t1` is lifted in the
  /// first lane, carried over `doing` and then into the bottom-right corner, and held there:
  /// the board scrolls right under the still finger, each lane that arrives under it takes the
  /// card and scrolls down, and the card ends in `done`, which was off-screen to the right.
  /// Ticks come at 10 Hz.
  public static func boardScenario() -> Scenario {
    func cards(_ prefix: String, _ n: Int) -> [Scenario.Item] {
      (1...max(1, n)).prefix(n).map { Scenario.Item(id: "\(prefix)\($0)", size: 50) }
    }
    let names = ["todo", "doing", "review", "qa", "done"]
    let board = Scenario.Board(
      laneSpacing: 20, lanes: names.map { Scenario.Lane(id: $0, width: 180, header: 25) })
    var configuration = DragConfiguration()
    configuration.autoScroll = .proportional(edge: 60, maxSpeed: 400)
    var events: [PointerEvent] = [
      .down(Point(x: 90, y: 50), time: 0), .tick(time: 0.5),
      .move(Point(x: 330, y: 200), time: 0.6), .move(Point(x: 580, y: 287), time: 0.7),
    ]
    for step in 8...24 { events.append(.tick(time: Double(step) / 10)) }
    events.append(.up(Point(x: 580, y: 287), time: 2.45))
    return Scenario(
      viewportSize: Size(width: 600, height: 300), board: board,
      cards: [cards("t", 4), cards("d", 3), cards("r", 2), cards("q", 8), cards("x", 8)],
      configuration: configuration, events: events)
  }

  /// Plays a board `scenario` through a ``BoardReplayer`` (the host `reorder-replay` uses for
  /// boards), drawing the board before the first event and after every event.
  ///
  /// - Throws: ``ReplayError/Kind/engine`` if the calls heard do not fit the data.
  public static func playBoard(_ scenario: Scenario, title: String) throws(ReplayError)
    -> Playback
  {
    let host = BoardReplayer(scenario)
    return try playFromStart(host, title: title) { BoardPicture.lines(of: host) }
  }

  /// The whole board run (`reorder-demo board`): the drag drawn step by step, then the final
  /// order, lane by lane.
  public static func boardBuiltIn() throws(ReplayError) -> [String] {
    let playback = try playBoard(boardScenario(), title: "board (live insert, nested auto-scroll)")
    let lanes = playback.result.lanes ?? []
    return run(
      intro: [
        "reorder-demo board: lanes todo, doing, review, qa, done (180 wide, 20 apart) in a",
        "600×300 viewport; t1 is carried from todo into the bottom-right corner and held there:",
        "the board scrolls right and the lane under the finger scrolls down (proportional",
        "auto-scroll, 60 pt band, up to 400 pt/s each), until t1 lands in done, off-screen at",
        "the start. Each picture is the viewport, 10 pt a column and 25 pt a row: headers",
        "`= lane ↕offset`, cards `[id]`, the floating card `{id}`, its slot blank.",
      ], playback,
      order: playback.result.sections.enumerated().map { index, cards in
        orderLine(index < lanes.count ? lanes[index] + ":" : "?", [cards])
      })
  }
}

extension Demo {
  // MARK: The board's block drag

  /// A multi-card drag on a three-lane board in a 600 × 225 viewport (lanes `todo`, `doing`,
  /// `review`, 180 wide and 20 apart, 25 pt headers, 50 pt cards, drop commit, no
  /// auto-scroll, lifted cards scaled 1.05 with a shadow): `t2` (in `todo`) and `d1` (in `doing`) are selected, `t2` is pressed,
  /// lifted with `d1` as one block, carried over `review` between `r1` and `r2` and dropped
  /// there. A tick before the press shows the selection; the ticks after the lift show the
  /// stack gathering and following. Times are in seconds; points are viewport coordinates.
  public static func boardBlockScenario() -> Scenario {
    func cards(_ ids: [String]) -> [Scenario.Item] {
      ids.map { Scenario.Item(id: $0, size: 50) }
    }
    let board = Scenario.Board(
      laneSpacing: 20,
      lanes: ["todo", "doing", "review"].map { Scenario.Lane(id: $0, width: 180, header: 25) })
    var configuration = DragConfiguration()
    configuration.commit = .drop
    configuration.autoScroll = .none
    configuration.snapshotStyle = .lifted(scale: 1.05)
    var scenario = Scenario(
      viewportSize: Size(width: 600, height: 225), board: board,
      cards: [cards(["t1", "t2", "t3"]), cards(["d1", "d2"]), cards(["r1", "r2"])],
      configuration: configuration,
      events: [
        .tick(time: 0.5), .down(Point(x: 90, y: 100), time: 1), .tick(time: 1.5), .tick(time: 1.6),
        .move(Point(x: 490, y: 90), time: 1.7), .tick(time: 1.8),
        .up(Point(x: 490, y: 90), time: 1.9),
      ])
    scenario.selects = [
      SelectEvent(before: 0, point: Point(x: 90, y: 100), time: 0),
      SelectEvent(before: 0, point: Point(x: 290, y: 50), time: 0.1),
    ]
    return scenario
  }

  /// The block drag (`reorder-demo board --block`): the two selects and the drag drawn step by
  /// step, then the order before and after, lane by lane, and the multi-card calls the
  /// delegate and data source heard (`willMoveItems` with the block's positions before the
  /// drag, `didMoveItems` with UIKit batch-update positions, `newDataSourceAfterMove`).
  ///
  /// - Throws: ``ReplayError/Kind/engine`` if the calls heard do not fit the data.
  public static func boardBlockBuiltIn() throws(ReplayError) -> [String] {
    let scenario = boardBlockScenario()
    let host = BoardReplayer(scenario)
    let before = host.sections
    let lanesBefore = host.laneIDs
    let playback = try playFromStart(
      host, title: "board block drag (drop commit)", collapsesRepeats: true
    ) {
      BoardPicture.lines(of: host)
    }
    func order(_ label: String, _ lanes: [String], _ sections: [[String]]) -> [String] {
      [label] + zip(lanes, sections).map { "  " + orderLine($0 + ":", [$1]) }
    }
    var heard = ["heard (multi-card calls):"]
    var batches = host.movedBatches[...]
    for name in host.heard {
      switch name {
      case "willMoveItems":
        for case .willMoveItems(let at) in playback.result.callbacks {
          heard.append("  willMoveItems " + at.map(JSONWriter.path).joined(separator: " "))
        }
      case "didMoveItems":
        guard let batch = batches.popFirst() else { continue }
        heard.append(
          "  didMoveItems " + batch.sources.map(JSONWriter.path).joined(separator: " ") + " → "
            + batch.destinations.map(JSONWriter.path).joined(separator: " "))
      case "newDataSourceAfterMove": heard.append("  newDataSourceAfterMove")
      default: continue
      }
    }
    return [
      "reorder-demo board --block: lanes todo, doing, review (180 wide, 20 apart) in a 600×225",
      "viewport, drop commit; t2 (todo) and d1 (doing) are selected, t2 is pressed and the two",
      "are lifted as one block, carried over review between r1 and r2, and dropped there.",
      "Pictures as in `reorder-demo board`; `[*id]`: a selected card; the floating stack is",
      "drawn card by card, bottom first, the top one `{id ×n}` with the badge's count n; a",
      "picture equal to the one before is not drawn again.",
      "",
    ] + playback.lines + [""] + order("before:", lanesBefore, before) + heard
      + order("after:", host.laneIDs, playback.result.sections)
  }
}

/// Draws a board host's viewport as text, from its controller's
/// ``DragBoardController/boardRenderState``: one column per 10 points and one row per 25
/// points, sampled at each cell's centre; a header row per lane (`= id ↕offset`), cards as
/// `[id]` on their first row and `[ ]` below (`[*id]` when selected), the floating card as
/// `{id}`, the dragged card's slot blank; a multi-card drag's floating stack as each of its
/// cards, bottom first, the top one `{id ×count}` with the badge's count. A first line gives the board's offset and every lane's own offset.
@MainActor
public enum BoardPicture {
  /// Points per column.
  static let columnWidth = 10.0
  /// Points per row.
  static let rowHeight = 25.0

  /// The picture of `host`'s controller now.
  ///
  /// - Complexity: O(cells + v) for v visible cards.
  public static func lines(of host: BoardReplayer) -> [String] {
    let controller = host.controller!
    let state = controller.boardRenderState
    let size = host.scenario.viewportSize
    let columns = Int((size.width / columnWidth).rounded(.up))
    let rows = Int((size.height / rowHeight).rounded(.up))
    var canvas = [[Character]](
      repeating: [Character](repeating: " ", count: columns), count: rows)
    func paint(_ frame: Rect, _ text: String, open: Character, close: Character) {
      let c0 = Int((frame.minX / columnWidth).rounded())
      let c1 = Int((frame.maxX / columnWidth).rounded())
      let r0 = Int((frame.minY / rowHeight).rounded())
      let r1 = Int((frame.maxY / rowHeight).rounded())
      guard c1 > c0, r1 > r0 else { return }
      for r in max(0, r0)..<min(rows, r1) {
        let label = r == r0 ? Array(text) : []
        for c in max(0, c0)..<min(columns, c1) {
          let i = c - c0
          var ch: Character = " "
          if i == 0 {
            ch = open
          } else if c == c1 - 1 {
            ch = close
          } else if i - 1 < label.count {
            ch = label[i - 1]
          }
          canvas[r][c] = ch
        }
      }
    }
    let live = controller.isDragging && controller.configuration.commit == .live
    for card in state.cards where !card.isHidden {
      let id = host.id(at: live ? card.path : card.committedPath)
      paint(card.frame, card.isSelected ? "*" + id : id, open: "[", close: "]")
    }
    // Headers over the cards that scrolled under them.
    for lane in state.lanes where !lane.isHidden {
      let id = host.laneIDs[live ? lane.index : lane.committedIndex]
      paint(
        lane.headerFrame, " \(id) ↕\(JSONWriter.number(lane.offset.rounded())) ", open: "=",
        close: "=")
    }
    if let block = state.block {
      // Bottom of the stack first; the top card names how many cards move.
      for (level, copy) in block.items.enumerated() {
        let id = host.id(at: controller.isDragging ? copy.committedPath : copy.path)
        let top = level == block.items.count - 1
        paint(copy.frame, top ? "\(id) ×\(block.count)" : id, open: "{", close: "}")
      }
    } else if let floating = state.floating {
      let id = host.id(at: live ? floating.path : floating.committedPath)
      paint(floating.frame, id, open: "{", close: "}")
    }
    let offsets = zip(host.laneIDs, controller.laneOffsets).map {
      "\($0) \(JSONWriter.number(Double($1).rounded()))"
    }
    let board = JSONWriter.number(state.boardOffset.rounded())
    return ["  board ↔\(board) · lanes ↕ " + offsets.joined(separator: ", ")]
      + canvas.map { "  │" + String($0) + "│" }
  }
}
