// The board page's host (board.wasm): Scripts/web-build.sh compiles this file with Exports.swift and
// every file of Sources/ReorderCore as one Embedded Swift module, this page's.

/// One lane of the board at its first layout.
struct BoardLaneSeed {
  /// The title in the lane's header and in announcements.
  let title: String
  /// The prefix of its cards' names ("todo-1", …) and the lane's `data-lane-id`.
  let slug: String
  /// How many cards it starts with.
  let count: Int
}

/// The board's lanes, in their first order: two long lanes, one empty, two short ones; five
/// lanes of 260 CSS pixels are wider than the window, so the board scrolls sideways.
let boardSeeds = [
  BoardLaneSeed(title: "To do", slug: "todo", count: 30),
  BoardLaneSeed(title: "Doing", slug: "doing", count: 6),
  BoardLaneSeed(title: "Review", slug: "review", count: 0),
  BoardLaneSeed(title: "Done", slug: "done", count: 26),
  BoardLaneSeed(title: "Later", slug: "later", count: 12),
]

/// Card ids: `lane * boardIdStride + index`, both 0-based as the board was first laid out.
let boardIdStride: Int32 = 1000

/// What the cards say under their names, cycled: short texts on the short cards, longer ones
/// on the tall cards (see ``BoardHost/cardHeight(id:)``).
let shortTasks = [
  "Write the release notes", "Fix the flaky login test", "Review the onboarding copy",
  "Update the icons", "Answer the support queue", "Plan the next sprint",
  "Migrate the settings screen", "Clean up the feature flags", "Sync with design",
]
let longTasks = [
  "Profile the start-up path and trim what loads first",
  "Draft the accessibility audit and list what fails",
  "Measure scrolling on old phones and write it up",
  "Move the nightly build to the new runners",
]

/// The name of the card with `id`: its first lane's slug and its 1-based first index.
func cardName(id: Int32) -> String {
  let lane = Int(id / boardIdStride)
  let slug = lane >= 0 && lane < boardSeeds.count ? boardSeeds[lane].slug : "card"
  return slug + "-\(Int(id % boardIdStride) + 1)"
}

/// The board's announcement texts: lane titles and card names from the data as it stands.
struct BoardTexts: AnnouncementTexts {
  /// Card ids, lane by lane (current lane order).
  let cards: SectionedData<Int32>
  /// Lane ids in their current order (one section).
  let lanes: SectionedData<Int32>

  /// The title of the lane standing at `section`.
  func sectionTitle(_ section: Int) -> String {
    laneTitle(lanes.item(at: ItemPath(section: 0, item: section)) ?? -1)
  }

  /// The card's name, or nil for a position out of range.
  func itemName(at path: ItemPath) -> String? { cards.item(at: path).map { cardName(id: $0) } }

  /// The title of the lane with `id`.
  func laneTitle(_ id: Int32) -> String {
    id >= 0 && Int(id) < boardSeeds.count ? boardSeeds[Int(id)].title : "Lane"
  }
}

/// The board page's host: a horizontal ``BoardSession`` in drop commit (the data changes once,
/// at the drop), the card ids as the data source holds them (a ``SectionedData``, one section
/// per lane, which takes `moved` and `movedLane` as `moveRow(at:to:)` and
/// `moveSection(_:toSection:)`) and the lane ids in their order.
final class BoardHost: DragPageHost {
  /// A lane's width, the space between lanes and a header's height, in CSS pixels.
  static let laneWidth = 260.0
  static let laneSpacing = 16.0
  static let headerHeight = 48.0

  /// A card's height (lane positions): every third card holds a longer text.
  static func cardHeight(id: Int32) -> Double { id % 3 == 2 ? 100 : 76 }

  var session: BoardSession
  /// Card ids, lane by lane, in the committed order.
  var data: SectionedData<Int32>
  /// Lane ids (indices into `boardSeeds`) in the committed order: one section.
  var lanes: SectionedData<Int32>
  /// The focused card's id, or -1.
  var focusCard: Int32 = 0
  /// The focused lane header's lane id, or -1 (when a card has the focus).
  var focusLane: Int32 = -1
  var moving = 1

  init(width: Double, height: Double) {
    var ids = [[Int32]]()
    for (l, seed) in boardSeeds.enumerated() {
      ids.append((0..<seed.count).map { Int32(l) * boardIdStride + Int32($0) })
    }
    let cards = SectionedData(ids)
    data = cards
    lanes = SectionedData([(0..<boardSeeds.count).map { Int32($0) }])
    let layout = BoardLayout(
      axis: .horizontal, viewportSize: Size(width: max(1, width), height: max(1, height)),
      laneSpacing: BoardHost.laneSpacing, laneCount: cards.sectionCount,
      width: { _ in BoardHost.laneWidth }, header: { _ in BoardHost.headerHeight },
      cardCount: { cards.itemCount(inSection: $0) },
      cardExtent: { BoardHost.cardHeight(id: cards.item(at: $0) ?? 0) })
    session = BoardSession(
      layout: layout,
      configuration: DragConfiguration(
        commit: .drop, target: .pointer,
        activation: .longPress(minimumDuration: 0.5, allowableMovement: 10),
        autoScroll: .proportional(edge: 60, maxSpeed: 1200),
        snapshotStyle: .custom { _, _ in
          // A card held up in the hand: a little larger, tilted, with a soft shadow.
          SnapshotAppearance(
            scale: 1.04, shadowColor: RGBA(red: 0.05, green: 0.1, blue: 0.25),
            shadowOpacity: 0.35, shadowRadius: 14, shadowOffset: Point(x: 0, y: 6),
            cornerRadius: 8, rotation: 0.035)
        }))
  }

  var texts: BoardTexts { BoardTexts(cards: data, lanes: lanes) }

  /// The cards in the lane at `lane` as the data stands now (a card being dragged counted
  /// where it is).
  func currentCount(inLane lane: Int) -> Int {
    session.layout.cardCount(inLane: lane, in: session.arrangement?.cardArrangement)
  }

  /// Toggles the selection of the focused card at `path` (committed board), as Shift+Space or
  /// Ctrl+Space with nothing picked up.
  func toggleFocused(_ path: ItemPath) -> Int32 {
    let outcome = session.toggleSelectionOfFocused(at: path, policy: DefaultDragPolicy())
    if outcome.announcement?.kind == .selected || outcome.announcement?.kind == .deselected {
      focus(itemAt: path)
    }
    return announced(outcome.announcement, texts) | status
  }

  /// Gives the focus to the card at `path` (committed data; no card there: to none).
  func focus(itemAt path: ItemPath) {
    focusCard = data.item(at: path) ?? -1
    focusLane = -1
  }

  /// Gives the focus to the header of the lane standing at `index` (committed order).
  func focus(laneAt index: Int) {
    focusLane = laneId(at: index)
    focusCard = -1
  }

  /// The lane id standing at `index` in the committed order, or -1.
  func laneId(at index: Int) -> Int32 { lanes.item(at: ItemPath(section: 0, item: index)) ?? -1 }

  /// The card arrangement's count and lifted card (the focus stays on the card pressed).
  var lifted: (count: Int, focus: ItemPath?)? {
    session.arrangement?.cardArrangement.map { ($0.itemCount, $0.lifted) }
  }

  /// Applies effects to the data (card moves through `data`, lane moves through both), keeps
  /// the focus on the card or lane being moved, and sets announcements (the engine's): a
  /// lane's pick-up, drop and cancel always; a card's pick-up, drop and cancel when
  /// `announcingCards` (pointer drags: a keyboard command has the engine's own, a lane's steps
  /// included).
  func apply(_ effects: [BoardEffect], announcingCards: Bool) -> Int32 {
    var result: Int32 = 0
    for effect in effects {
      switch effect {
      case .drag(let e):
        result |= apply(drag: e, of: effect, announcing: announcingCards)
        if case .tap(.header(let l)) = e {
          focus(laneAt: l)
          result |= Status.focus
        }
      case .willMoveLane(let l):
        focus(laneAt: l)
        result |= announced(session.laneAnnouncement(after: [effect]), texts)
      case .movedLane(let from, let to):
        if data.moveSection(from: from, to: to) {
          lanes.move(from: ItemPath(section: 0, item: from), to: ItemPath(section: 0, item: to))
          result |= Status.dataChanged
        }
      case .laneEnded(let l), .laneCancelled(let l):
        focusLane = laneId(at: l)
        result |= Status.focus | announced(session.laneAnnouncement(after: [effect]), texts)
      case .laneTargetChanged, .laneScrolled:
        break
      }
    }
    return result
  }

  func pointer(_ event: PointerEvent) -> Int32 {
    apply(session.handle(event, policy: DefaultBoardPolicy()), announcingCards: true) | status
  }

  /// Follows the board scroller's new client size (CSS pixels): every offset is pulled into
  /// its new bounds.
  func resize(width: Double, height: Double) -> Int32 {
    let effects = session.setViewportSize(Size(width: max(1, width), height: max(1, height)))
    return apply(effects, announcingCards: true) | status
  }

  /// One keyboard command (see `board_key`): cards with the engine's announcements, lanes
  /// with the page's.
  func key(_ command: Int32, lane: Int, item: Int) -> Int32 {
    let policy = DefaultBoardPolicy()
    if command == 13 {
      let outcome = session.pickUpLaneAnnounced(lane, policy: policy)
      return apply(outcome.effects, announcingCards: false) | announced(outcome.announcement, texts)
        | status
    }
    guard let keyboard = keyboardCommand(command, at: ItemPath(section: lane, item: item))
    else { return status }
    if case .move = keyboard, !session.isKeyboardDrag { return status }
    let outcome = session.command(keyboard, policy: policy)
    if case .move = keyboard, outcome.effects.isEmpty, outcome.announcement == nil {
      // A card's step that moved nothing (a lane's is announced by the engine).
      return announced(session.announcement(.declined(.atEdge)), texts) | status
    }
    return apply(outcome.effects, announcingCards: false)
      | announced(outcome.announcement, texts) | status
  }

  /// Where the focused card stands (committed data), if a card has the focus.
  var focusedCardPath: ItemPath? {
    focusCard < 0 ? nil : data.firstPath { $0 == focusCard }
  }

  /// Where the focused lane header stands, if a header has the focus.
  var focusedLaneIndex: Int? {
    focusLane < 0 ? nil : lanes.firstPath { $0 == focusLane }?.item
  }

  /// Moves the focus with nothing picked up: `dItem` cards down (a step up from the first
  /// card goes to the lane's header, a step down from the header to its first card), `dLane`
  /// lanes right (to the card at the same index, or the last one, or the header of an empty
  /// lane); then scrolls the board and the lane just enough to show it.
  ///
  /// - Complexity: O(n) to find the focused card by id.
  func stepFocus(lanes dLane: Int, items dItem: Int) -> Int32 {
    guard !session.isDragging, data.sectionCount > 0 else { return 0 }
    var lane = 0
    var item = -1  // -1: the header
    if let p = focusedCardPath {
      lane = p.section
      item = p.item
    } else if let l = focusedLaneIndex {
      lane = l
    }
    lane = min(data.sectionCount - 1, max(0, lane + dLane))
    let count = data.itemCount(inSection: lane)
    item = min(count - 1, max(-1, item + dItem))
    let path = ItemPath(section: lane, item: item)
    if item >= 0, data.contains(path) {
      focus(itemAt: path)
      _ = session.reveal(cardAt: path)
    } else {
      focus(laneAt: lane)
      _ = session.reveal(lane: lane)
    }
    return Status.focus
  }

  /// Writes what to draw at `time` into the render buffer (only a multi-card drag's floating
  /// stack depends on the time: its gather, and its flight after the drop or cancel).
  ///
  /// Layout: [0] visible lane count L, [1] visible card count C, [2] board offset, [3] board
  /// content width, [4] status bits, [5] floating copy (0 none, 1 a card, 2 a lane), [6] its
  /// card or lane id, [7…10] its frame (x, y, width, height), [11…22] its look (scale, alpha,
  /// shadow red, green, blue, alpha, shadow opacity, radius, offset x, offset y, corner radius,
  /// rotation), [23] focused card id or -1, [24] focused lane id or -1, [25] the lifted lane's
  /// slot, [26] the floating stack's badge count (0: no multi-card drag), [27] its record
  /// count k, [28] its phase (0 lifting, 1 following, 2 dropping, 3 returning), [29] animating
  /// (0/1: the stack's gather or flight is running, keep drawing frames), [30…31] unused; then
  /// L lanes of 12 (lane id, index, x, y, width, height, header height, lane offset, cards'
  /// length, card count now, flags: 1 hidden, 4 focused, 0), then C cards of 8 (id, lane,
  /// index, x, y, width, height, flags: 1 hidden, 2 exchange target, 4 focused, 8 selected),
  /// then the stack's k records of 17, bottom first (id, x, y, width, height, look; see
  /// `appendBlock`). A page that draws the stack does not draw the floating card. Frames are
  /// in **viewport** coordinates (CSS pixels from the board scroller's top-left corner); lane
  /// offsets in lane positions; lane and card indices in the current data.
  ///
  /// - Complexity: O(log lanes + Σ (log cards + v)) over the visible lanes, v visible cards
  ///   each, plus O(k) for a stack of k.
  func render(at time: Double) {
    let state = session.renderState(at: time)
    var buffer = renderBuffer
    buffer.reset()
    buffer.append(Double(state.lanes.count))
    buffer.append(Double(state.cards.count))
    buffer.append(state.boardOffset)
    buffer.append(state.contentLength)
    buffer.append(Double(status))
    if let f = state.floating {
      buffer.appendFloating(
        1, id: data.id(at: f.committedPath), frame: f.frame, look: f.appearance)
    } else if let f = state.floatingLane {
      let look = session.configuration.snapshotStyle.appearance(
        forItemAt: ItemPath(section: 0, item: f.committedIndex), size: f.frame.size)
      buffer.appendFloating(2, id: Double(laneId(at: f.committedIndex)), frame: f.frame, look: look)
    } else {
      buffer.appendZeros(18)
    }
    let idle = !session.isDragging
    buffer.append(idle ? Double(focusCard) : -1)
    buffer.append(idle ? Double(focusLane) : -1)
    buffer.append(Double(state.floatingLane?.index ?? -1))
    buffer.appendBlockHeader(state.block)
    buffer.append(state.isAnimating ? 1 : 0)
    buffer.pad(to: 32)
    for lane in state.lanes {
      let id = laneId(at: lane.committedIndex)
      buffer.append(Double(id))
      buffer.append(Double(lane.index))
      buffer.append(lane.frame)
      buffer.append(lane.headerFrame.size.height)
      buffer.append(lane.offset)
      buffer.append(lane.contentLength)
      buffer.append(Double(currentCount(inLane: lane.committedIndex)))
      var flags = 0.0
      if lane.isHidden { flags += 1 }
      if idle && id == focusLane { flags += 4 }
      buffer.append(flags)
      buffer.append(0)
    }
    for card in state.cards {
      let id = data.item(at: card.committedPath) ?? -1
      buffer.appendItem(
        id: Double(id), at: card.path, frame: card.frame, hidden: card.isHidden,
        target: card.isTarget, focused: idle && id == focusCard, selected: card.isSelected)
    }
    buffer.appendBlock(state.block, ids: data, dragging: session.isDragging)
    renderBuffer = buffer
  }
}

/// The board page's host.
typealias Page = BoardHost

/// Sets up the board page in a board scroller of `width` × `height` CSS pixels (its client
/// area). Returns the number of cards.
///
/// - Complexity: O(lanes + cards).
@_cdecl("board_setup")
public func boardSetup(_ width: Double, _ height: Double) -> Int32 {
  let host = BoardHost(width: width, height: height)
  page = host
  return Int32(host.data.totalItemCount)
}

/// One keyboard command: 0 pick up the card at (`lane`, `item`), 13 pick up the lane at `lane`
/// (committed data); then 1 up, 2 down, 3 left (the lane before), 4 right (the lane after),
/// 5 the lane's first slot (Home), 6 its end (End), 9 previous lane, 10 next lane, 11 drop,
/// 12 cancel (a pointer drag too). Returns the status bits; the announcement, if any, is in the
/// text buffer.
///
/// - Complexity: as the engine's keyboard command (O(log pinned) per move; a drop is O(cards)
///   of the two lanes, or O(lanes) for a lane), plus O(k) to move an id in a lane of k cards.
@_cdecl("board_key")
public func boardKey(_ command: Int32, _ lane: Int32, _ item: Int32) -> Int32 {
  page?.key(command, lane: Int(lane), item: Int(item)) ?? 0
}

/// Moves the keyboard focus with nothing picked up: `lanes` lanes right, `items` cards down
/// (see ``BoardHost/stepFocus(lanes:items:)``). Returns the status bits.
///
/// - Complexity: O(n) for the n cards (the focused card is kept by id).
@_cdecl("board_step_focus")
public func boardStepFocus(_ lanes: Int32, _ items: Int32) -> Int32 {
  page?.stepFocus(lanes: Int(lanes), items: Int(items)) ?? 0
}

/// Sets the focus to the card at (`lane`, `item`), or with `item` -1 to the lane's header
/// (committed data), as the page's focus moved. Ignored during a drag.
@_cdecl("board_set_focus")
public func boardSetFocus(_ lane: Int32, _ item: Int32) {
  guard let host = page, !host.session.isDragging else { return }
  let path = ItemPath(section: Int(lane), item: Int(item))
  if item < 0, host.laneId(at: path.section) >= 0 {
    host.focus(laneAt: path.section)
  } else if item >= 0, host.data.contains(path) {
    host.focus(itemAt: path)
  }
}

/// Host scrolling of the board to `x` (board content; ignored during a drag, which owns the
/// offsets). Returns the board offset in effect.
@_cdecl("board_scroll")
public func boardScroll(_ x: Double) -> Double {
  guard let host = page else { return 0 }
  if !host.session.isDragging { host.session.setBoardOffset(x) }
  return host.session.layout.boardOffset
}

/// Host scrolling of the lane at `lane` to `y` (lane positions; ignored during a drag).
/// Returns that lane's offset in effect.
@_cdecl("board_scroll_lane")
public func boardScrollLane(_ lane: Int32, _ y: Double) -> Double {
  guard let host = page, lane >= 0, Int(lane) < host.session.layout.laneCount else { return 0 }
  if !host.session.isDragging { host.session.setLaneOffset(y, ofLane: Int(lane)) }
  return host.session.layout.laneOffsets[Int(lane)]
}

/// The name of the card with `id` ("todo-3") into the text buffer; returns its length.
@_cdecl("board_card_name")
public func boardCardName(_ id: Int32) -> Int32 {
  return textLength(of: cardName(id: id))
}

/// The text on the card with `id` into the text buffer; returns its length.
@_cdecl("board_card_text")
public func boardCardText(_ id: Int32) -> Int32 {
  let tasks = BoardHost.cardHeight(id: id) > 80 ? longTasks : shortTasks
  let i = max(0, Int(id % boardIdStride) / 3 + Int(id / boardIdStride) * 2)
  return textLength(of: tasks[i % tasks.count])
}

/// The title of the lane with `id` into the text buffer; returns its length.
@_cdecl("board_lane_title")
public func boardLaneTitle(_ id: Int32) -> Int32 {
  return textLength(of: BoardTexts(cards: SectionedData(), lanes: SectionedData()).laneTitle(id))
}

/// The `data-lane-id` of the lane with `id` ("todo") into the text buffer; returns its length.
@_cdecl("board_lane_slug")
public func boardLaneSlug(_ id: Int32) -> Int32 {
  return textLength(of: id >= 0 && Int(id) < boardSeeds.count ? boardSeeds[Int(id)].slug : "lane")
}
