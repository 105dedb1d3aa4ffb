import Foundation
import ReorderKit

/// The terminal host: the data, a controller with this object as its data source and delegate,
/// the keyboard focus and the status line. Rows, cells and headers are one terminal line each;
/// the title bar and the status line are the viewport's top and bottom content insets, so
/// dragging onto either auto-scrolls.
///
/// The host keeps its own data and applies every move the delegate hears to it; what it draws
/// comes from the controller's render state, and the words of the status line from the
/// announcements and drag callbacks it hears. ``ListApp`` hosts a `DragTableController`,
/// ``GridApp`` a `DragGridController`.
@MainActor
class App<Controller: DragController<String>>: TerminalHost, DragDelegate, TerminalApp,
  TerminalCardHost
where Controller: ReorderController, Controller.Item == String {
  /// The section titles.
  let titles: [String]
  /// The controller the terminal's events go to (made by the kind, at first use).
  lazy var controller: Controller = makeController()
  /// Set by `g`: the host switches between list and grid.
  var switchLayout = false
  /// Set by `b`: the host switches to the board.
  var switchToBoard = false
  /// Whether `g` or `b` asked for another mode.
  var isLeaving: Bool { switchLayout || switchToBoard }

  /// The configuration of both kinds: live commit, the pointer rule, a short long press that
  /// tolerates less than a cell of movement, and auto-scroll at 12 rows per second.
  static var configuration: DragConfiguration {
    DragConfiguration(
      commit: .live, target: .pointer,
      activation: .longPress(minimumDuration: 0.4, allowableMovement: 0.75),
      autoScroll: .constant(speed: 12))
  }

  /// A host for `data` under `titles` (three sections of 30 items by default).
  init(
    titles: [String] = ["Section A", "Section B", "Section C"],
    data: [[String]] = ["A", "B", "C"].map { letter in (1...30).map { "\(letter)\($0)" } },
    columns: Int, rows: Int
  ) {
    self.titles = titles
    super.init(
      data: SectionedData(data),
      help:
        "Space: pick up. s, Ctrl+Space or a click: select. Hold the mouse button on an item to drag it.",
      columns: columns, rows: rows)
  }

  /// The controller of the kind, with this host as its data source and delegate.
  func makeController() -> Controller {
    fatalError("a kind of terminal host makes its own controller")
  }

  /// Whether items are grid cells side by side rather than full-width rows.
  var isGrid: Bool { false }

  /// How many items stand on one line of the layout (1 in a list).
  var perLine: Int { 1 }

  /// The visible window for the terminal's size.
  func viewport(columns: Int, rows: Int) -> Viewport {
    Viewport(
      size: Size(width: Double(max(1, columns)), height: Double(max(1, rows))),
      contentInset: EdgeInsets(top: 1, bottom: 1))
  }

  /// The texts, naming items and sections from the data as it stands.
  func words() -> EnglishAnnouncements {
    let d = data
    let t = titles
    return EnglishAnnouncements(
      sectionTitle: { $0 >= 0 && $0 < t.count ? t[$0] : "Section \($0 + 1)" },
      itemName: { d.item(at: $0) })
  }

  // MARK: Geometry (one line per header, row or line of cells)

  /// The number of lines the items of `section` take.
  private func lineCount(_ section: Int) -> Int {
    (data.itemCount(inSection: section) + perLine - 1) / perLine
  }

  /// The content line of the header of `section` (the data's counts: with live commit, the
  /// order on screen).
  private func headerLine(_ section: Int) -> Int {
    (0..<section).reduce(0) { $0 + 1 + lineCount($1) }
  }

  /// The number of items on one line of `section` (1 in a list).
  private func lineLength(_ section: Int) -> Int {
    max(1, min(perLine, data.itemCount(inSection: section)))
  }

  // MARK: Window

  /// Follows a new window size: the controller lays itself out again (the drag goes on).
  override func resize(columns: Int, rows: Int) {
    super.resize(columns: columns, rows: rows)
    controller.viewport.size = viewport(columns: columns, rows: rows).size
    controller.reloadData(draggedItemAt: controller.draggedIndexPath)
    if !controller.isDragging { clampOffset() }
  }

  private func clampOffset() {
    let bounds = controller.viewport.offsetBounds(
      contentLength: controller.renderState.contentSize.height, axis: .vertical)
    let y = min(bounds.max, max(bounds.min, controller.viewport.contentOffset.y))
    controller.viewport.contentOffset = Point(x: 0, y: y)
  }

  /// Scrolls (host side, no drag in progress) so the focused item, and its header when it is
  /// first, is visible.
  private func revealFocus() {
    let header = Double(headerLine(focus.section))
    let minY = header + 1 + Double(focus.item / perLine)
    let top = focus.item < lineLength(focus.section) ? header : minY
    var y = controller.viewport.contentOffset.y
    let visible = controller.viewport.size.height - 2
    if minY + 1 > y + 1 + visible { y = minY - visible }
    if top < y + 1 { y = top - 1 }
    controller.viewport.contentOffset = Point(x: 0, y: y)
    clampOffset()
  }

  // MARK: Input

  func handle(_ event: InputEvent, time: Double) {
    switch event {
    case .key(let key): handle(key)
    case .mouse(let report): handle(report, time: time)
    }
  }

  func handle(_ key: Key) {
    if key == .char(UInt8(ascii: "q")) || key == .char(3) {
      quit = true
      return
    }
    if isKeyboardDrag {
      if let command = key.dragCommand() { perform(command) }
    } else if controller.isDragging {
      if key == .escape { controller.cancelDrag() }
    } else {
      // No drag: keys move the focus (an animation still settling does not hold them back).
      if key == .char(UInt8(ascii: "g")) {
        switchLayout = true
        return
      }
      if key == .char(UInt8(ascii: "b")) {
        switchToBoard = true
        return
      }
      if key.togglesSelection {
        // Toggles the focused item's selection (announced with the count).
        controller.toggleSelection(ofFocusedItemAt: IndexPath(focus))
        return
      }
      moveFocus(key)
    }
  }

  /// Keys with no drag in progress: move the focus, or pick up the focused item.
  private func moveFocus(_ key: Key) {
    let counts = data.sections.map(\.count)
    let flatCount = counts.reduce(0, +)
    guard flatCount > 0 else { return }
    var flat = counts[..<focus.section].reduce(0, +) + focus.item
    let line = lineLength(focus.section)
    let page = max(1, rows - 2) * line
    func sectionStart(_ s: Int) -> Int { counts[..<s].reduce(0, +) }
    switch key {
    case .space, .enter:
      perform(.pickUp(focus))
      return
    case .up: flat -= line
    case .down: flat += line
    case .left: flat -= isGrid ? 1 : 0
    case .right: flat += isGrid ? 1 : 0
    case .pageUp: flat -= page
    case .pageDown: flat += page
    case .home: flat = sectionStart(focus.section)
    case .end: flat = sectionStart(focus.section) + max(0, counts[focus.section] - 1)
    case .shiftUp, .char(UInt8(ascii: "[")):
      flat = focus.section > 0 ? sectionStart(focus.section - 1) : 0
    case .shiftDown, .char(UInt8(ascii: "]")):
      flat = focus.section + 1 < counts.count ? sectionStart(focus.section + 1) : flat
    default: return
    }
    flat = min(flatCount - 1, max(0, flat))
    var s = 0
    while flat >= counts[s] {
      flat -= counts[s]
      s += 1
    }
    focus = ItemPath(section: s, item: flat)
    revealFocus()
  }

  func handle(_ report: MouseReport, time: Double) {
    let point = CGPoint(x: Double(report.column - 1) + 0.5, y: Double(report.row - 1) + 0.5)
    if report.code & 64 != 0 {
      // The wheel scrolls when nothing is dragged.
      guard !controller.isDragging, report.isPress else { return }
      let delta = report.code & 1 == 0 ? -3.0 : 3.0
      controller.viewport.contentOffset.y += delta
      clampOffset()
      return
    }
    guard report.code & 3 == 0 else { return }
    button(report, at: point, time: time)
  }

  /// The controller, as the shared item callbacks and pointer handling see it.
  var cardController: DragController<String> { controller }

  func announce(_ kind: Announcement.Kind, at path: ItemPath, itemCount selected: Int?) {
    guard path.section >= 0, path.section < data.sectionCount else { return }
    let count = data.itemCount(inSection: path.section)
    let a =
      selected.map {
        Announcement(kind: kind, position: path, count: count, dataPath: path, itemCount: $0)
      } ?? Announcement(kind: kind, position: path, count: count, dataPath: path)
    status = words().text(for: a)
  }

  // MARK: Data source

  /// The data, for the controller's reloads.
  func sections(in controller: Controller) -> [[String]] { data.sections }

  // MARK: Delegate

  func dragController(_ controller: Controller, didDeleteSection section: Int) {
    pointer.heard += 1
    if pointer.keepsDeletion(of: section) { return }
    data.removeEmptySection(section)
  }

  /// The grid's tap (its own `didSelectItemAt`) counts as a click.
  func markTapped() { pointer.tapped = true }

  func dragController(
    _ controller: Controller, announce text: String, for announcement: Announcement
  ) {
    pointer.heard += 1
    // Worded here, from the data as it stands after the command's moves.
    status = words().text(for: announcement)
  }

  // MARK: Drawing

  /// The whole screen as one string of escape sequences and text. Lists draw each item as a
  /// row ("    A2", "  > A1" focused, "  * A4 *" floating, "    ." the gap); grids draw each
  /// cell as " A2", ">A1", "*A4*", " .".
  func render() -> String {
    var canvas = Canvas(columns: columns, rows: rows)
    let state = controller.renderState
    let offset = state.contentOffset.y
    let dragging = controller.isDragging
    let grid = isGrid
    /// The screen row showing content at `y`: the row whose middle falls in the frame.
    func row(_ y: Double) -> Int {
      var r = y - offset - 0.5
      r.round(.up)
      return Int(r)
    }
    func draw(_ text: String, at frame: Rect, style: Canvas.Style) {
      let r = row(frame.minY)
      guard r >= 1, r < rows - 1 else { return }
      let width = grid ? Int(frame.size.width) : columns
      canvas.put(text, row: r, column: Int(frame.minX), width: width, style: style, fill: true)
    }
    func cell(_ marker: String, _ label: String, _ suffix: String = "", selected: Bool = false)
      -> String
    {
      if grid {
        let m = selected ? (marker == ">" ? "#" : "+") : marker
        return m + label + suffix.trimmingPrefixSpace
      }
      return "  " + marker + (selected ? "+" : " ") + label + suffix
    }
    for s in 0..<data.sectionCount {
      let title = s < titles.count ? titles[s] : ""
      let r = row(Double(headerLine(s)))
      if r >= 1, r < rows - 1 {
        canvas.put("== \(title) ==", row: r, column: 0, width: columns, style: .bold, fill: true)
      }
    }
    for item in state.items {
      if item.isHidden {
        draw(cell(" ", "."), at: item.frame, style: .plain)
      } else {
        let marker = !dragging && item.path == focus ? ">" : " "
        draw(
          cell(marker, label(item.path), selected: item.isSelected), at: item.frame,
          style: .plain)
      }
    }
    if dragging, let floating = state.floating {
      // A block shows the pressed item with the count of the others.
      let badge = state.block.map { " +\($0.count - 1)" } ?? ""
      draw(cell("*", label(floating.path), " *" + badge), at: floating.frame, style: .reverse)
    }
    let title =
      "reorder-tui | Space pick up/drop | s ^Space or click select | arrows Home End PgUp PgDn [ ] move "
      + "| Esc cancel | "
      + (grid ? "g list" : "g grid") + " | b board | q quit"
    canvas.put(title, row: 0, column: 0, width: columns, style: .reverse, fill: true)
    canvas.put(status, row: rows - 1, column: 0, width: columns, style: .bold, fill: true)
    return canvas.output()
  }

  private func label(_ p: ItemPath) -> String { data.item(at: p) ?? "?" }

  /// The order, one section per line: "Section A: A2 A3 A1 …".
  func orderText() -> String {
    zip(titles, data.sections).map { "\($0): \($1.joined(separator: " "))" }
      .joined(separator: "\n") + "\n"
  }
}

/// The list: a `DragTableController` of one-line rows under one-line headers.
final class ListApp: App<DragTableController<String>>, DragTableDataSource {
  override func makeController() -> DragTableController<String> {
    DragTableController(
      dataSource: self, delegate: self, viewport: viewport(columns: columns, rows: rows),
      configuration: Self.configuration)
  }

  func dragController(
    _ controller: DragTableController<String>, extentForItemAt indexPath: IndexPath
  ) -> CGFloat { 1 }

  func dragController(
    _ controller: DragTableController<String>, headerExtentForSection section: Int
  ) -> CGFloat { 1 }
}

/// The grid: a `DragGridController` without an editing mode, cells of 5 × 1 with one blank
/// column between them, as many as fit the window's width.
final class GridApp: App<DragGridController<String>>, DragGridDataSource, DragGridDelegate {
  override func makeController() -> DragGridController<String> {
    let controller = DragGridController(
      dataSource: self, delegate: self, sizing: .itemSize(Size(width: 5, height: 1)),
      spacing: GridSpacing(item: 1, line: 0), viewport: viewport(columns: columns, rows: rows),
      configuration: GridEditingConfiguration(drag: Self.configuration))
    controller.allowsEditing = false
    return controller
  }

  override var isGrid: Bool { true }

  override var perLine: Int { max(1, (columns + 1) / 6) }

  /// The grid's width is trimmed to a whole number of cells, so every cell starts on a column.
  override func viewport(columns: Int, rows: Int) -> Viewport {
    var viewport = super.viewport(columns: columns, rows: rows)
    viewport.size.width = Double(max(1, (columns + 1) / 6) * 6 - 1)
    return viewport
  }

  func dragController(
    _ controller: DragGridController<String>, headerExtentForSection section: Int
  ) -> CGFloat { 1 }

  func dragController(
    _ controller: DragGridController<String>, didSelectItemAt indexPath: IndexPath
  ) {
    markTapped()
    focus = ItemPath(unchecked: indexPath)
  }
}

extension ItemPath {
  /// The position of a controller's index path, which is always `[section, item]`.
  init(unchecked indexPath: IndexPath) {
    self = ItemPath(indexPath) ?? ItemPath(section: -1, item: -1)
  }
}

extension String {
  /// The string without one leading space.
  fileprivate var trimmingPrefixSpace: String { hasPrefix(" ") ? String(dropFirst()) : self }
}

/// What every terminal host (list, grid, board) shares about the pointer and multi-item drops:
/// the mouse button fed to the controller, a click that was not a long press toggling the
/// selection under the pointer, display-frame ticks, and a multi-item drop's batch kept until
/// the drop ends and then applied the UIKit way.
@MainActor
final class PointerHost {
  /// How many calls the host has heard (a change means the screen may have changed).
  var heard = 0
  /// Set by the host when it hears a tap during a release (a click that was not a long press).
  var tapped = false
  /// How many items the drag in progress moves (more than 1: a block).
  var moving = 1
  /// A multi-item drop's batch (sources in the data before it, destinations after it).
  private var batch: (sources: [ItemPath], destinations: [ItemPath])?
  /// The sections the batch emptied, as the controller removed them.
  private var deletedSections: [Int] = []

  /// Feeds a button report (press, drag or release; not the wheel) at `point` (viewport). A
  /// release that was a tap then toggles the selection under the point.
  ///
  /// - Returns: the selection change a click made, if any.
  func button(
    _ report: MouseReport, at point: CGPoint, time: Double, to controller: DragController<String>
  ) -> SelectionChange? {
    if report.isPress {
      if report.code & 32 != 0 {
        controller.pointerMoved(to: .viewport(point), time: time)
      } else {
        controller.pointerDown(at: .viewport(point), time: time)
      }
      return nil
    }
    tapped = false
    controller.pointerUp(at: .viewport(point), time: time)
    guard tapped else { return nil }
    tapped = false
    return controller.select(atPoint: .viewport(point), time: time)
  }

  /// Feeds a display-frame tick when `needed` (a press or a pointer drag in progress).
  ///
  /// - Returns: whether the host heard anything (the screen may have changed).
  func tick(_ controller: DragController<String>, time: Double, needed: Bool) -> Bool {
    guard needed else { return false }
    let before = heard
    controller.tick(time: time)
    return heard != before
  }

  /// Keeps a multi-item drop's batch until the drop ends.
  func keep(sources: [IndexPath], destinations: [IndexPath]) {
    heard += 1
    batch = (sources.map { ItemPath(unchecked: $0) }, destinations.map { ItemPath(unchecked: $0) })
    deletedSections = []
  }

  /// Whether a removed section belongs to the pending batch (kept for it), rather than to be
  /// removed at once.
  func keepsDeletion(of section: Int) -> Bool {
    guard batch != nil else { return false }
    deletedSections.append(section)
    return true
  }

  /// Applies the pending batch to `data`: every source removed (from the data before it,
  /// highest first), every destination inserted (in the data once every item is moved, lowest
  /// first), then the emptied sections removed, as they were told.
  ///
  /// - Complexity: O(n + k log k) for n items and a block of k.
  func applyBatch(to data: inout SectionedData<String>) {
    guard let (sources, destinations) = batch else { return }
    batch = nil
    var sections = data.sections
    let items = sources.map { sections[$0.section][$0.item] }
    for p in sources.sorted(by: >) { sections[p.section].remove(at: p.item) }
    for (k, p) in zip(destinations.indices, destinations).sorted(by: { $0.1 < $1.1 }) {
      sections[p.section].insert(items[k], at: p.item)
    }
    for s in deletedSections { sections.remove(at: s) }
    deletedSections = []
    data = SectionedData(sections)
  }

  /// Ends the drag's block count: how many items moved together (nil for one).
  func endBlock() -> Int? {
    defer { moving = 1 }
    return moving > 1 ? moving : nil
  }
}

/// A terminal host of cards or items (the list, the grid and the board): what the shared
/// delegate callbacks below read and change.
@MainActor
protocol TerminalCardHost: AnyObject {
  /// The pointer, the clicks that select and multi-item drops.
  var pointer: PointerHost { get }
  /// The data as the data source holds it (live commit: it follows every step of a drag).
  var data: SectionedData<String> { get set }
  /// The focused item when no drag is in progress.
  var focus: ItemPath { get set }
  /// The status line.
  var status: String { get set }
  /// Whether the drag in progress was picked up with the keyboard.
  var isKeyboardDrag: Bool { get set }
  /// The controller.
  var cardController: DragController<String> { get }
  /// Words the status line for `kind` at `path` (`itemCount`: how many move or are selected;
  /// nil for one).
  func announce(_ kind: Announcement.Kind, at path: ItemPath, itemCount: Int?)
}

extension TerminalCardHost {
  /// Feeds a mouse button report at `point` (viewport); a click that selected or deselected an
  /// item words the status line with how many are selected now.
  func button(_ report: MouseReport, at point: CGPoint, time: Double) {
    let count = cardController.selectedIndexPaths.count
    switch pointer.button(report, at: point, time: time, to: cardController) {
    case .selected(let p)?: announce(.selected, at: p, itemCount: count + 1)
    case .deselected(let p)?: announce(.deselected, at: p, itemCount: count - 1)
    default: break
    }
  }

  /// Runs a keyboard command; one that picks something up starts a keyboard drag, and the
  /// focus follows the dragged item.
  func perform(_ command: KeyboardCommand) {
    let wasDragging = cardController.isDragging
    cardController.handle(command)
    if !wasDragging && cardController.isDragging { isKeyboardDrag = true }
    if let p = cardController.draggedIndexPath { focus = ItemPath(unchecked: p) }
  }

  /// Whether the pointer needs display-frame ticks (a press or a pointer drag in progress).
  var pointerNeedsFrames: Bool { cardController.needsFrames && !isKeyboardDrag }

  /// Feeds a display-frame tick while a press or a pointer drag is in progress.
  ///
  /// - Returns: whether the host heard anything (the screen may have changed).
  func tick(time: Double) -> Bool {
    pointer.tick(cardController, time: time, needed: pointerNeedsFrames)
  }
}

/// The item callbacks every terminal host answers the same way: each applies what it hears to
/// the host's data and words the status line (a multi-item drop's batch waits for the drop's
/// end).
extension DragDelegate where Self: TerminalCardHost {
  func dragController(_ controller: Controller, willMoveItemAt indexPath: IndexPath) {
    pointer.heard += 1
    announce(.pickedUp, at: ItemPath(unchecked: indexPath), itemCount: nil)
  }

  func dragController(
    _ controller: Controller, didMoveItemFrom source: IndexPath, to destination: IndexPath
  ) {
    pointer.heard += 1
    let to = ItemPath(unchecked: destination)
    data.move(from: ItemPath(unchecked: source), to: to)
    announce(.moved, at: to, itemCount: nil)
  }

  func dragController(_ controller: Controller, willMoveItemsAt indexPaths: [IndexPath]) {
    pointer.heard += 1
    pointer.moving = indexPaths.count
    status = "Picked up \(indexPaths.count) items"
  }

  /// A multi-item drop: kept until the drop ends, then applied as a batch.
  func dragController(
    _ controller: Controller, didMoveItemsFrom sources: [IndexPath], to destinations: [IndexPath]
  ) {
    pointer.keep(sources: sources, destinations: destinations)
  }

  func dragController(
    _ controller: Controller, didExchangeItemAt first: IndexPath, withItemAt second: IndexPath
  ) {
    pointer.heard += 1
    data.swapAt(ItemPath(unchecked: first), ItemPath(unchecked: second))
  }

  func dragController(_ controller: Controller, didScrollTo contentOffset: CGPoint) {
    pointer.heard += 1
  }

  func dragController(_ controller: Controller, didEndMovingItemAt indexPath: IndexPath) {
    pointer.heard += 1
    pointer.applyBatch(to: &data)
    isKeyboardDrag = false
    focus = ItemPath(unchecked: indexPath)
    announce(.dropped, at: focus, itemCount: pointer.endBlock())
  }

  func dragController(
    _ controller: Controller, didCancelMovingItemAt indexPath: IndexPath?,
    reason: DragCancelReason
  ) {
    pointer.heard += 1
    isKeyboardDrag = false
    _ = pointer.endBlock()
    guard let indexPath else { return }
    focus = ItemPath(unchecked: indexPath)
    announce(.cancelled, at: focus, itemCount: nil)
  }

  func dragController(_ controller: Controller, didTapItemAt indexPath: IndexPath) {
    pointer.heard += 1
    pointer.tapped = true
    focus = ItemPath(unchecked: indexPath)
  }
}
