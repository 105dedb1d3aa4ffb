import ReorderCore

/// The terminal host's state: the data, the drag session, the keyboard focus and the status
/// line. Rows, cells and headers are one terminal line each; the title bar and the status line
/// are the viewport's top and bottom content insets, so dragging onto either auto-scrolls.
struct App<Layout: TerminalLayout> {
  /// The section titles.
  let titles: [String]
  /// The data as the data source holds it (live commit: it follows every step of a drag).
  var data: [[String]]
  /// The engine.
  var session: DragSession<Layout>
  /// The focused item when no drag is in progress.
  var focus = ItemPath(section: 0, item: 0)
  /// The last announcement (or the help text).
  var status = "Space: pick up. Hold the mouse button on an item to drag it."
  /// The window size in cells.
  private(set) var columns: Int
  private(set) var rows: Int
  /// Set by `q` or Ctrl+C.
  var quit = false
  /// Set by `g`: the host switches between list and grid.
  var switchLayout = false

  /// The default data: three sections of 30 items.
  init(columns: Int, rows: Int) {
    self.init(
      titles: ["Section A", "Section B", "Section C"],
      data: ["A", "B", "C"].map { letter in (1...30).map { "\(letter)\($0)" } },
      columns: columns, rows: rows)
  }

  /// A host for `data` under `titles`.
  init(titles: [String], data: [[String]], columns: Int, rows: Int) {
    self.titles = titles
    self.data = data
    self.columns = columns
    self.rows = rows
    session = DragSession(
      layout: Layout.make(counts: data.map(\.count), columns: columns, rows: rows),
      viewport: Self.viewport(columns: columns, rows: rows),
      configuration: DragConfiguration(
        commit: .live, target: .pointer,
        activation: .longPress(minimumDuration: 0.4, allowableMovement: 0.75),
        autoScroll: .constant(speed: 12)))
  }

  static func viewport(columns: Int, rows: Int) -> Viewport {
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
      itemName: { p in
        p.section >= 0 && p.section < d.count && p.item >= 0 && p.item < d[p.section].count
          ? d[p.section][p.item] : nil
      })
  }

  // MARK: Window

  /// Follows a new window size; a grid lays itself out again (the drag goes on).
  mutating func resize(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    session.viewport.size = Size(width: Double(max(1, columns)), height: Double(max(1, rows)))
    if Layout.isGrid {
      let layout = Layout.make(counts: data.map(\.count), columns: columns, rows: rows)
      // Live commit: the data holds the dragged item at its slot.
      let outcome = session.reload(
        layout: layout, pinned: nil, draggedItemAt: session.arrangement?.slot,
        policy: DefaultDragPolicy())
      if case .continued(let effects) = outcome { apply(effects) }
    }
    if !session.isDragging { clampOffset() }
  }

  private mutating func clampOffset() {
    let bounds = session.viewport.offsetBounds(
      contentLength: session.layout.contentSize(in: nil).height, axis: .vertical)
    let y = min(bounds.max, max(bounds.min, session.viewport.contentOffset.y))
    session.viewport.contentOffset = Point(x: 0, y: y)
  }

  /// Scrolls (host side, no drag in progress) so the focused item, and its header when it is
  /// first, is visible.
  private mutating func revealFocus() {
    let frame = session.layout.frame(ofItemAt: focus, in: nil)
    let top =
      focus.item < lineLength(focus.section)
      ? session.layout.headerFrame(ofSection: focus.section, in: nil).minY : frame.minY
    var y = session.viewport.contentOffset.y
    let visible = session.viewport.size.height - 2
    if frame.maxY > y + 1 + visible { y = frame.maxY - 1 - visible }
    if top < y + 1 { y = top - 1 }
    session.viewport.contentOffset = Point(x: 0, y: y)
    clampOffset()
  }

  /// The number of items on one line of `section` (1 in a list), read from the frames.
  private func lineLength(_ section: Int) -> Int {
    let n = data[section].count
    guard n > 1 else { return 1 }
    let first = session.layout.frame(ofItemAt: ItemPath(section: section, item: 0), in: nil)
    var c = 1
    while c < n,
      session.layout.frame(ofItemAt: ItemPath(section: section, item: c), in: nil).minY
        == first.minY
    {
      c += 1
    }
    return c
  }

  // MARK: Input

  mutating func handle(_ event: InputEvent, time: Double) {
    switch event {
    case .key(let key): handle(key)
    case .mouse(let report): handle(report, time: time)
    }
  }

  mutating func handle(_ key: Key) {
    if key == .char(UInt8(ascii: "q")) || key == .char(3) {
      quit = true
      return
    }
    if session.isKeyboardDrag {
      let command: KeyboardCommand?
      switch key {
      case .up: command = .move(.up)
      case .down: command = .move(.down)
      case .left: command = .move(.left)
      case .right: command = .move(.right)
      case .home: command = .move(.toSectionStart)
      case .end: command = .move(.toSectionEnd)
      case .pageUp: command = .move(.pageUp)
      case .pageDown: command = .move(.pageDown)
      case .shiftUp, .char(UInt8(ascii: "[")): command = .move(.previousSection)
      case .shiftDown, .char(UInt8(ascii: "]")): command = .move(.nextSection)
      case .space, .enter: command = .drop
      case .escape: command = .cancel
      default: command = nil
      }
      if let command { perform(command) }
    } else if session.isDragging {
      if key == .escape { perform(.cancel) }
    } else if !session.isPressing {
      if key == .char(UInt8(ascii: "g")) {
        switchLayout = true
        return
      }
      moveFocus(key)
    }
  }

  private mutating func perform(_ command: KeyboardCommand) {
    let outcome = session.handle(command)
    apply(outcome.effects)
    if let a = outcome.announcement { status = words().text(for: a) }
    if let a = session.arrangement { focus = a.slot }
    for effect in outcome.effects {
      switch effect {
      case .ended(let p), .cancelled(let p): focus = p
      default: break
      }
    }
  }

  /// Keys with no drag in progress: move the focus, or pick up the focused item.
  private mutating func moveFocus(_ key: Key) {
    let counts = data.map(\.count)
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
    case .left: flat -= Layout.isGrid ? 1 : 0
    case .right: flat += Layout.isGrid ? 1 : 0
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

  mutating func handle(_ report: MouseReport, time: Double) {
    let point = Point(x: Double(report.column - 1) + 0.5, y: Double(report.row - 1) + 0.5)
    if report.code & 64 != 0 {
      // The wheel scrolls when nothing is held.
      guard !session.isDragging, !session.isPressing, report.isPress else { return }
      let delta = report.code & 1 == 0 ? -3.0 : 3.0
      session.viewport.contentOffset = Point(x: 0, y: session.viewport.contentOffset.y + delta)
      clampOffset()
      return
    }
    guard report.code & 3 == 0 else { return }
    if !report.isPress {
      pointer(.up(point, time: time))
    } else if report.code & 32 != 0 {
      pointer(.move(point, time: time))
    } else {
      pointer(.down(point, time: time))
    }
  }

  /// Feeds a display-frame tick while a press or a pointer drag is in progress.
  ///
  /// - Returns: whether anything changed.
  mutating func tick(time: Double) -> Bool {
    guard session.isPressing || (session.isDragging && !session.isKeyboardDrag) else {
      return false
    }
    return pointer(.tick(time: time))
  }

  @discardableResult
  private mutating func pointer(_ event: PointerEvent) -> Bool {
    let effects = session.handle(event)
    apply(effects)
    for effect in effects {
      switch effect {
      case .willMove(let p): announce(.pickedUp, at: p)
      case .moved(_, let to): announce(.moved, at: to)
      case .ended(let p):
        focus = p
        announce(.dropped, at: p)
      case .cancelled(let p):
        focus = p
        announce(.cancelled, at: p)
      case .tap(.item(let p)): focus = p
      case .refused(.notMovable): status = "This item cannot be moved"
      default: break
      }
    }
    return !effects.isEmpty
  }

  private mutating func announce(_ kind: Announcement.Kind, at path: ItemPath) {
    guard path.section >= 0, path.section < data.count else { return }
    let a = Announcement(
      kind: kind, position: path, count: data[path.section].count, dataPath: path)
    status = words().text(for: a)
  }

  /// Applies the data effects, in order.
  private mutating func apply(_ effects: [DragEffect]) {
    for effect in effects {
      switch effect {
      case .moved(let from, let to):
        let item = data[from.section].remove(at: from.item)
        data[to.section].insert(item, at: to.item)
      case .swapped(let a, let b):
        let first = data[a.section][a.item]
        data[a.section][a.item] = data[b.section][b.item]
        data[b.section][b.item] = first
      case .deletedSection(let s):
        data.remove(at: s)
      default:
        break
      }
    }
  }

  // MARK: Drawing

  /// The whole screen as one string of escape sequences and text. Lists draw each item as a
  /// row ("    A2", "  > A1" focused, "  * A4 *" floating, "    ." the gap); grids draw each
  /// cell as " A2", ">A1", "*A4*", " .".
  func render() -> String {
    var canvas = Canvas(columns: columns, rows: rows)
    let offset = session.viewport.contentOffset.y
    let a = session.arrangement
    let dragging = session.isDragging
    let grid = Layout.isGrid
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
    func cell(_ marker: String, _ label: String, _ suffix: String = "") -> String {
      grid ? marker + label + suffix.trimmingPrefixSpace : "  " + marker + " " + label + suffix
    }
    for s in 0..<session.layout.sectionCount {
      let header = session.layout.headerFrame(ofSection: s, in: a)
      let title = s < titles.count ? titles[s] : ""
      let r = row(header.minY)
      if r >= 1, r < rows - 1 {
        canvas.put("== \(title) ==", row: r, column: 0, width: columns, style: .bold, fill: true)
      }
    }
    for item in session.renderState().items {
      if item.isHidden {
        draw(cell(" ", "."), at: item.frame, style: .plain)
      } else {
        let marker = !dragging && item.path == focus ? ">" : " "
        draw(cell(marker, label(item.path)), at: item.frame, style: .plain)
      }
    }
    if let a, let frame = session.floatingFrame {
      draw(cell("*", label(a.slot), " *"), at: frame, style: .reverse)
    }
    let title =
      "reorder-tui | Space pick up/drop | arrows Home End PgUp PgDn [ ] move | Esc cancel | "
      + (grid ? "g list" : "g grid") + " | q quit"
    canvas.put(title, row: 0, column: 0, width: columns, style: .reverse, fill: true)
    canvas.put(status, row: rows - 1, column: 0, width: columns, style: .bold, fill: true)
    return canvas.output()
  }

  private func label(_ p: ItemPath) -> String {
    p.section < data.count && p.item < data[p.section].count ? data[p.section][p.item] : "?"
  }

  /// The order, one section per line: "Section A: A2 A3 A1 …".
  func orderText() -> String {
    zip(titles, data).map { "\($0): \($1.joined(separator: " "))" }.joined(separator: "\n")
      + "\n"
  }
}

extension String {
  /// The string without one leading space.
  fileprivate var trimmingPrefixSpace: String { hasPrefix(" ") ? String(dropFirst()) : self }
}
