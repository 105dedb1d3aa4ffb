import Foundation
import ReorderKit

/// The terminal board: a host of a `DragBoardController` whose lanes are terminal columns.
///
/// Each lane is ``laneWidth`` columns wide with ``laneSpacing`` blank columns after it: a header
/// row (the lane's title and its own offset) and one row per card below. Each lane scrolls on
/// its own, and the board scrolls sideways when the lanes do not fit the window. The title bar
/// and the status line are outside the board: the board's viewport is the window less its first
/// and last rows, so screen row `r` (0-based) is viewport `y = r - 1`.
///
/// The host keeps its own lanes and cards, hands them over in one piece (lanes with their
/// cards), and applies every move the delegate hears (live commit: its picture follows every
/// step); it draws from the controller's `boardRenderState` and feeds it the terminal's
/// events. Where cards and lanes go, and when the board and the lanes scroll, is the
/// controller's call.
@MainActor
final class BoardApp: TerminalHost, DragBoardLaneDataSource, DragBoardDelegate, TerminalApp,
  TerminalCardHost
{
  typealias Controller = DragBoardController<String, String>

  /// Columns per lane.
  static let laneWidth = 24
  /// Blank columns between two lanes.
  static let laneSpacing = 2

  /// The lane titles, in lane order (lane moves applied).
  private(set) var titles: [String]
  /// The controller the terminal's events go to.
  lazy var controller: Controller = Controller(
    dataSource: self, delegate: self, laneSpacing: CGFloat(Self.laneSpacing),
    viewportSize: boardSize, configuration: Self.configuration)
  /// Set by `b` or `g`: back to the list.
  var isLeaving = false
  /// The title of the lane being dragged (live commit: its index changes at each step).
  private var liftedLaneTitle: String?

  /// Live commit, the pointer rule, a short long press that tolerates less than a cell of
  /// movement, and proportional auto-scroll over a two-cell band at up to 20 cells a second on
  /// both scrollers.
  static var configuration: DragConfiguration {
    DragConfiguration(
      commit: .live, target: .pointer,
      activation: .longPress(minimumDuration: 0.4, allowableMovement: 0.75),
      autoScroll: .proportional(edge: 2, maxSpeed: 20))
  }

  init(titles: [String], data: [[String]], columns: Int, rows: Int) {
    self.titles = titles
    var sections = data
    while sections.count < titles.count { sections.append([]) }
    super.init(
      data: SectionedData(Array(sections.prefix(titles.count))),
      help:
        "Board mode (b: back to the list). s, Ctrl+Space or a click: select. Hold the mouse on a card or a lane title.",
      columns: columns, rows: rows)
  }

  /// The board's viewport: the window less the title bar and the status line.
  private var boardSize: Size {
    Size(width: Double(max(1, columns)), height: Double(max(1, rows - 2)))
  }

  // MARK: Data source

  /// The board in one piece: each lane title with its cards.
  func board(in controller: Controller) -> [DragBoardLane<String, String>] {
    zip(titles, data.sections).map { DragBoardLane($0, cards: $1) }
  }

  func dragController(_ controller: Controller, widthOfLane lane: Int) -> CGFloat {
    CGFloat(Self.laneWidth)
  }

  func dragController(_ controller: Controller, headerExtentOfLane lane: Int) -> CGFloat { 1 }

  func dragController(_ controller: Controller, extentForItemAt indexPath: IndexPath) -> CGFloat {
    1
  }

  // MARK: Delegate: cards

  /// The status text for a card at `path`, worded like the list's (`itemCount`: how many
  /// cards move, or are selected).
  func announce(_ kind: Announcement.Kind, at path: ItemPath, itemCount: Int?) {
    guard path.section >= 0, path.section < data.sectionCount else { return }
    let t = titles
    let d = data
    let words = EnglishAnnouncements(
      sectionTitle: { $0 >= 0 && $0 < t.count ? t[$0] : "Lane \($0 + 1)" },
      itemName: { d.item(at: $0) })
    status = words.text(
      for: Announcement(
        kind: kind, position: path, count: data.itemCount(inSection: path.section),
        dataPath: path, itemCount: itemCount ?? 1))
  }

  func dragController(
    _ controller: Controller, announce text: String, for announcement: Announcement
  ) {
    pointer.heard += 1
    // Only the keyboard's selection toggle is worded here; drags have their own callbacks.
    switch announcement.kind {
    case .selected, .deselected, .notMovable:
      announce(announcement.kind, at: announcement.position, itemCount: announcement.itemCount)
    default: break
    }
  }

  // MARK: Delegate: lanes

  private func laneText(_ lane: Int) -> String {
    "\(lane + 1) of \(titles.count)"
  }

  func dragController(_ controller: Controller, willMoveLaneAt lane: Int) {
    pointer.heard += 1
    liftedLaneTitle = lane < titles.count ? titles[lane] : nil
    status = "Picked up lane \(liftedLaneTitle ?? "?"), \(laneText(lane))"
  }

  func dragController(_ controller: Controller, didMoveLaneFrom source: Int, to destination: Int) {
    pointer.heard += 1
    guard source >= 0, source < titles.count, destination >= 0, destination < titles.count
    else { return }
    titles.insert(titles.remove(at: source), at: destination)
    data.moveSection(from: source, to: destination)
    if focus.section == source { focus = ItemPath(section: destination, item: focus.item) }
    status = "Moved lane \(titles[destination]) to \(laneText(destination))"
  }

  func dragController(_ controller: Controller, didEndMovingLaneAt lane: Int) {
    pointer.heard += 1
    isKeyboardDrag = false
    focus = ItemPath(section: lane, item: 0)
    status = "Dropped lane \(lane < titles.count ? titles[lane] : "?") at \(laneText(lane))"
  }

  func dragController(
    _ controller: Controller, didCancelMovingLaneAt lane: Int, reason: DragCancelReason
  ) {
    pointer.heard += 1
    isKeyboardDrag = false
    focus = ItemPath(section: lane, item: 0)
    status = "Cancelled, lane \(liftedLaneTitle ?? "?") is back at \(laneText(lane))"
  }

  func dragController(_ controller: Controller, didScrollLane lane: Int, to offset: CGFloat) {
    pointer.heard += 1
  }

  // MARK: Window

  override func resize(columns: Int, rows: Int) {
    super.resize(columns: columns, rows: rows)
    controller.setViewportSize(boardSize)
  }

  // MARK: Input

  func handle(_ event: InputEvent, time: Double) {
    switch event {
    case .key(let key): handle(key)
    case .mouse(let report): handle(report, time: time)
    }
  }

  private func handle(_ key: Key) {
    if key == .char(UInt8(ascii: "q")) || key == .char(3) {
      quit = true
      return
    }
    if isKeyboardDrag {
      if let command = key.dragCommand(pagesAndSections: false) { perform(command) }
    } else if controller.isDragging {
      if key == .escape { controller.cancelDrag() }
    } else if key == .char(UInt8(ascii: "b")) || key == .char(UInt8(ascii: "g")) {
      isLeaving = true
    } else if key.togglesSelection {
      // Toggles the focused card's selection (announced with the count).
      if data.contains(focus) { controller.toggleSelection(ofFocusedItemAt: IndexPath(focus)) }
    } else if key == .char(UInt8(ascii: "l")) {
      if controller.pickUpLane(at: focus.section) { isKeyboardDrag = true }
    } else {
      moveFocus(key)
    }
  }

  /// Keys with no drag in progress: up and down within the lane, left and right to the
  /// neighbouring lane (the same row, or its last card), Space picks up the focused card.
  private func moveFocus(_ key: Key) {
    guard data.sectionCount > 0 else { return }
    var lane = min(max(0, focus.section), data.sectionCount - 1)
    var item = focus.item
    switch key {
    case .space, .enter:
      if data.contains(focus) { perform(.pickUp(focus)) }
      return
    case .up: item -= 1
    case .down: item += 1
    case .left: lane = max(0, lane - 1)
    case .right: lane = min(data.sectionCount - 1, lane + 1)
    case .home: item = 0
    case .end: item = data.itemCount(inSection: lane) - 1
    default: return
    }
    item = max(0, min(item, data.itemCount(inSection: lane) - 1))
    focus = ItemPath(section: lane, item: item)
    reveal(focus)
  }

  /// Scrolls the board and the focused card's lane so the focused card is in view (host side;
  /// does nothing during a drag).
  func revealFocus() {
    guard !controller.isDragging, data.contains(focus) else { return }
    reveal(focus)
  }

  /// Scrolls the board and the focused card's lane (host side, no drag in progress) so the
  /// card is in view.
  private func reveal(_ path: ItemPath) {
    let width = Double(Self.laneWidth)
    let start = Double(path.section * (Self.laneWidth + Self.laneSpacing))
    var board = Double(controller.boardOffset)
    if start < board { board = start }
    if start + width > board + Double(columns) { board = start + width - Double(columns) }
    controller.setBoardOffset(CGFloat(board))
    let body = Double(max(1, rows - 3))
    let y = Double(path.item)
    var offset = Double(controller.offset(ofLane: path.section))
    if y < offset { offset = y }
    if y + 1 > offset + body { offset = y + 1 - body }
    controller.setOffset(CGFloat(offset), ofLane: path.section)
  }

  private func handle(_ report: MouseReport, time: Double) {
    let point = CGPoint(x: Double(report.column - 1) + 0.5, y: Double(report.row - 2) + 0.5)
    if report.code & 64 != 0 {
      // The wheel scrolls the lane under the pointer (codes 64/65) or the board (66/67).
      guard !controller.isDragging, report.isPress else { return }
      let delta = report.code & 1 == 0 ? -3.0 : 3.0
      if report.code & 2 != 0 {
        controller.setBoardOffset(controller.boardOffset + CGFloat(delta))
      } else if let lane = controller.boardRenderState.lanes.first(where: {
        $0.frame.minX <= point.x && point.x < $0.frame.maxX
      }) {
        controller.setOffset(CGFloat(lane.offset + delta), ofLane: lane.index)
      }
      return
    }
    guard report.code & 3 == 0 else { return }
    button(report, at: point, time: time)
  }

  /// The controller, as the shared item callbacks and pointer handling see it.
  var cardController: DragController<String> { controller }

  // MARK: Drawing

  /// The whole screen: the title bar, each visible lane as a column (a bold header
  /// "Title :offset", cards "  A2", "  > A1" focused, "  ." the dragged card's slot), the
  /// floating card "  * A4 *" or the floating lane in reverse video, and the status line.
  func render() -> String {
    var canvas = Canvas(columns: columns, rows: rows)
    let state = controller.boardRenderState
    let dragging = controller.isDragging
    let bodyEnd = rows - 1
    /// The screen row of viewport `y`: the row whose middle falls in the frame.
    func row(_ y: Double) -> Int { Int((y + 0.5).rounded(.down)) + 1 }
    func column(_ x: Double) -> Int { Int((x + 0.5).rounded(.down)) }
    func label(_ p: ItemPath) -> String { data.item(at: p) ?? "?" }
    // A block commits at the drop: until then the data holds the cards where they were.
    let holdsBlock = dragging && state.block != nil
    func label(_ card: RenderedItem) -> String {
      label(holdsBlock ? card.committedPath : card.path)
    }
    var headerEnd = [Int: Int]()
    var laneShift = [Int: Double]()
    var floatingLaneIndex: Int?
    if let floatingLane = state.floatingLane {
      floatingLaneIndex = floatingLane.index
    }
    // The dragged lane last, over its neighbours.
    for lane in state.lanes.filter({ !$0.isHidden }) + state.lanes.filter(\.isHidden) {
      let title = lane.index < titles.count ? titles[lane.index] : "?"
      let text = "\(title) :\(Int(lane.offset.rounded()))"
      headerEnd[lane.index] = row(lane.headerFrame.maxY - 1) + 1
      var x = lane.headerFrame.minX
      var style = Canvas.Style.bold
      if lane.isHidden, let floating = state.floatingLane {
        // A pointer drag draws the lane under the pointer; a keyboard drag, in its slot.
        if !isKeyboardDrag {
          laneShift[lane.index] = floating.frame.minX - lane.frame.minX
          x = floating.frame.minX
        }
        style = .reverse
      }
      canvas.put(
        text, row: row(lane.headerFrame.minY), column: column(x), width: Self.laneWidth,
        style: style, fill: true)
    }
    let lifted = state.cards.filter { $0.path.section == floatingLaneIndex }
    for card in state.cards.filter({ $0.path.section != floatingLaneIndex }) + lifted {
      let r = row(card.frame.minY)
      guard r >= (headerEnd[card.path.section] ?? 2), r < bodyEnd else { continue }
      var x = card.frame.minX
      var text: String
      var style = Canvas.Style.plain
      if card.path.section == floatingLaneIndex {
        x += laneShift[card.path.section] ?? 0
        text = "    " + label(card)
        style = .reverse
      } else if card.isHidden {
        // A keyboard drag shows the card in its slot; a pointer drag, the floating copy.
        let badge = state.block.map { " +\($0.count - 1)" } ?? ""
        text = isKeyboardDrag ? "  * \(label(card)) *" + badge : "    ."
        if isKeyboardDrag { style = .reverse }
      } else {
        let marker = !dragging && card.path == focus ? ">" : " "
        text = "  \(marker)" + (card.isSelected ? "+" : " ") + label(card)
      }
      canvas.put(
        text, row: r, column: column(x), width: Int(card.frame.size.width), style: style,
        fill: true)
    }
    if dragging, !isKeyboardDrag, let floating = state.floating {
      let r = row(floating.frame.minY)
      if r >= 1, r < bodyEnd {
        // A block shows the pressed card with the count of the others.
        let badge = state.block.map { " +\($0.count - 1)" } ?? ""
        canvas.put(
          "  * \(label(holdsBlock ? floating.committedPath : floating.path)) *" + badge, row: r,
          column: column(floating.frame.minX),
          width: Int(floating.frame.size.width), style: .reverse, fill: true)
      }
    }
    let title =
      "reorder-tui board | Space pick up/drop | s ^Space or click select | arrows move | l lift lane | "
      + "Esc cancel | "
      + "b list | q quit"
    canvas.put(title, row: 0, column: 0, width: columns, style: .reverse, fill: true)
    canvas.put(status, row: rows - 1, column: 0, width: columns, style: .bold, fill: true)
    return canvas.output()
  }

  /// The order, one lane per line in lane order: "Section B: B1 A2 …".
  func orderText() -> String {
    zip(titles, data.sections).map { "\($0): \($1.joined(separator: " "))" }
      .joined(separator: "\n") + "\n"
  }
}
