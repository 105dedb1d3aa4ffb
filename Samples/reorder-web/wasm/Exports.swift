// The C-ABI export layer of the web sample. Scripts/web-build.sh compiles this file together
// with every file of Sources/ReorderCore as ONE Embedded Swift module for
// wasm32-unknown-none-wasm, so there is no `import ReorderCore`: the engine's types are in the
// same module (only their public API is used here). It is not a SwiftPM target.
//
// The page's JavaScript calls these functions with numbers only: points in **viewport**
// coordinates (CSS pixels from the scroller's top-left corner), times in seconds from the
// events' own timestamps. It reads back what to draw from a buffer of doubles in the module's
// memory (`web_render_ptr`) and texts from a byte buffer (`web_text_ptr`, `web_text_len`).
// Every reorder decision is the engine's; this layer keeps the host's data (item ids) in step
// with the engine's effects and lays out the numbers for drawing.

// MARK: - Buffers shared with JavaScript

/// A growable buffer of doubles at a stable address between calls (JavaScript rebuilds its view
/// after each call, since memory may have grown).
struct DoubleBuffer {
  var base = UnsafeMutablePointer<Double>.allocate(capacity: 1024)
  var capacity = 1024
  var count = 0

  /// Empties the buffer, keeping its storage.
  mutating func reset() { count = 0 }

  /// Appends one value, growing the storage when full.
  mutating func append(_ value: Double) {
    if count == capacity {
      let bigger = UnsafeMutablePointer<Double>.allocate(capacity: capacity * 2)
      bigger.update(from: base, count: count)
      base.deallocate()
      base = bigger
      capacity *= 2
    }
    base[count] = value
    count += 1
  }

  /// Appends a rectangle as x, y, width, height.
  mutating func append(_ rect: Rect) {
    append(rect.minX)
    append(rect.minY)
    append(rect.size.width)
    append(rect.size.height)
  }
}

/// A byte buffer holding the latest text (UTF-8) for JavaScript to read.
struct TextBuffer {
  var base = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
  var capacity = 256
  var count = 0

  /// Replaces the text.
  mutating func set(_ text: String) {
    count = 0
    for byte in text.utf8 {
      if count == capacity {
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
        bigger.update(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
      }
      base[count] = byte
      count += 1
    }
  }
}

nonisolated(unsafe) var renderBuffer = DoubleBuffer()
nonisolated(unsafe) var textBuffer = TextBuffer()

/// The address of the render buffer (doubles; layout in Docs/Web.md).
@_expose(wasm, "web_render_ptr")
@_cdecl("web_render_ptr")
public func webRenderPointer() -> UnsafeMutableRawPointer {
  UnsafeMutableRawPointer(renderBuffer.base)
}

/// The address of the latest text (UTF-8 bytes).
@_expose(wasm, "web_text_ptr")
@_cdecl("web_text_ptr")
public func webTextPointer() -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(textBuffer.base) }

/// The length in bytes of the latest text.
@_expose(wasm, "web_text_len")
@_cdecl("web_text_len")
public func webTextLength() -> Int32 { Int32(textBuffer.count) }

// MARK: - Item names

/// Item ids: `section * idStride + index`, both 0-based as the page first laid the items out.
let idStride: Int32 = 1_000_000

/// The letters of the first sections' titles and item names ("Section A", "A1").
let sectionLetters = ["A", "B", "C", "D", "E", "F", "G", "H"]

/// The name of a section at its first layout: "A", "B", … then "S9", "S10", ….
func sectionLetter(_ section: Int) -> String {
  section >= 0 && section < sectionLetters.count ? sectionLetters[section] : "S\(section + 1)"
}

/// The name of the item with `id`: "A1" … in a lettered list, "1" … in a numbered one.
func nameOfItem(id: Int32, numbered: Bool) -> String {
  let index = Int(id % idStride) + 1
  return numbered ? "\(index)" : sectionLetter(Int(id / idStride)) + "\(index)"
}

/// The announcement texts: English, naming sections and items from the data as it stands.
struct WebTexts: AnnouncementTexts {
  /// The item ids as the data source holds them.
  let data: SectionedData<Int32>
  /// Whether items are numbered (one section) or lettered by section.
  let numbered: Bool

  /// "Items" for a numbered list, "Section A" … otherwise.
  func sectionTitle(_ section: Int) -> String {
    numbered ? "Items" : "Section " + sectionLetter(section)
  }

  /// The item's name, or nil for a position out of range.
  func itemName(at path: ItemPath) -> String? {
    data.item(at: path).map { nameOfItem(id: $0, numbered: numbered) }
  }
}

/// The name of the item with `id` into the text buffer (lettered when `numbered` is 0).
@_expose(wasm, "web_item_name")
@_cdecl("web_item_name")
public func webItemName(_ id: Int32, _ numbered: Int32) -> Int32 {
  textBuffer.set(nameOfItem(id: id, numbered: numbered != 0))
  return Int32(textBuffer.count)
}

// MARK: - Flags returned to JavaScript

/// Bits of the status every event call returns.
enum Status {
  /// The text buffer holds a new announcement for the `aria-live` region.
  static let announced: Int32 = 1
  /// The page should move keyboard focus to the focused item (after a drop, cancel or tap).
  static let focus: Int32 = 2
  /// A press or pointer drag is in progress: keep sending animation-frame ticks.
  static let tracking: Int32 = 4
  /// A keyboard drag is in progress.
  static let keyboardDrag: Int32 = 8
  /// The grid is in editing mode (cells jiggle: keep drawing frames).
  static let editing: Int32 = 16
  /// The data changed (an item was deleted or the order changed).
  static let dataChanged: Int32 = 32
  /// The grid deleted an icon (its corner button was tapped); `grid_deleted` names it.
  static let deleted: Int32 = 64
}

/// A pointer event from its JavaScript kind: 0 down, 1 move, 2 up, 3 cancel, 4 tick.
func pointerEvent(kind: Int32, x: Double, y: Double, time: Double) -> PointerEvent? {
  let point = Point(x: x, y: y)
  switch kind {
  case 0: return .down(point, time: time)
  case 1: return .move(point, time: time)
  case 2: return .up(point, time: time)
  case 3: return .cancel(time: time)
  case 4: return .tick(time: time)
  default: return nil
  }
}

// MARK: - The list page

/// The list page's host: a `DragSession<ListLayout>` in drop commit (the data changes once, at
/// the drop, so a step costs the same at any size) and the item ids as the data source holds
/// them (a ``SectionedData``, which applies the engine's data effects).
struct ListHost {
  /// The row and header heights, in CSS pixels.
  static let rowHeight = 44.0
  static let headerHeight = 32.0

  var session: DragSession<ListLayout>
  var data: SectionedData<Int32>
  let numbered: Bool
  /// The focused item (committed data).
  var focus = ItemPath(section: 0, item: 0)

  init(sections: Int, perSection: Int, numbered: Bool, width: Double, height: Double) {
    self.numbered = numbered
    var data = [[Int32]]()
    for s in 0..<sections {
      var ids = [Int32]()
      ids.reserveCapacity(perSection)
      for i in 0..<perSection { ids.append(Int32(s) * idStride + Int32(i)) }
      data.append(ids)
    }
    self.data = SectionedData(data)
    session = DragSession(
      layout: ListHost.layout(counts: data.map { $0.count }, width: width),
      viewport: Viewport(size: Size(width: width, height: height)),
      configuration: DragConfiguration(
        commit: .drop, target: .pointer,
        activation: .longPress(minimumDuration: 0.5, allowableMovement: 10),
        autoScroll: .proportional(edge: 60, maxSpeed: 1200),
        snapshotStyle: .lifted(scale: 1.03)))
  }

  /// Rows of `rowHeight` under headers of `headerHeight`, as wide as the scroller.
  ///
  /// - Complexity: O(n).
  static func layout(counts: [Int], width: Double) -> ListLayout {
    ListLayout(
      axis: .vertical, crossExtent: max(1, width), sectionCount: counts.count,
      itemCount: { counts[$0] }, header: { _ in ListHost.headerHeight },
      footer: { _ in 0 }, extent: { _ in ListHost.rowHeight })
  }

  var texts: WebTexts { WebTexts(data: data, numbered: numbered) }

  /// Follows the scroller's new size: a new width lays the rows out again (O(n)); a drag in
  /// progress goes on (drop commit: the data holds the dragged item where the drag began).
  mutating func resize(width: Double, height: Double) -> Int32 {
    session.viewport.size = Size(width: max(1, width), height: max(1, height))
    guard session.layout.crossExtent != max(1, width) else { return status }
    let outcome = session.reload(
      layout: ListHost.layout(counts: data.sections.map { $0.count }, width: width), pinned: nil,
      draggedItemAt: session.dataSourcePath, policy: DefaultDragPolicy())
    if case .continued(let effects) = outcome { return apply(effects, announcing: true) | status }
    return status
  }

  var status: Int32 {
    var s: Int32 = 0
    if session.isPressing || (session.isDragging && !session.isKeyboardDrag) {
      s |= Status.tracking
    }
    if session.isKeyboardDrag { s |= Status.keyboardDrag }
    return s
  }

  func isValid(_ p: ItemPath) -> Bool { data.contains(p) }

  /// Sets the announcement text for `kind` at `path` (data after the effects).
  func announce(_ kind: Announcement.Kind, at path: ItemPath) -> Int32 {
    guard isValid(path) else { return 0 }
    let a = Announcement(
      kind: kind, position: path, count: data.itemCount(inSection: path.section), dataPath: path)
    textBuffer.set(texts.text(for: a))
    return Status.announced
  }

  /// Applies effects to the data and turns drops, cancels and taps into focus and
  /// announcements (pointer drags announce the pick-up, the drop and the cancel).
  mutating func apply(_ effects: [DragEffect], announcing: Bool) -> Int32 {
    var result: Int32 = 0
    for effect in effects {
      if data.apply(effect) { result |= Status.dataChanged }
      switch effect {
      case .willMove(let p):
        if announcing { result |= announce(.pickedUp, at: p) }
      case .ended(let p):
        focus = p
        result |= Status.focus
        if announcing { result |= announce(.dropped, at: p) }
      case .cancelled(let p):
        focus = p
        result |= Status.focus
        if announcing { result |= announce(.cancelled, at: p) }
      case .tap(.item(let p)):
        focus = p
        result |= Status.focus
      default:
        break
      }
    }
    return result
  }

  mutating func pointer(_ event: PointerEvent) -> Int32 {
    let effects = session.handle(event)
    return apply(effects, announcing: true) | status
  }

  mutating func key(_ command: KeyboardCommand) -> Int32 {
    let outcome = session.handle(command)
    var result = apply(outcome.effects, announcing: false)
    if let a = outcome.announcement {
      textBuffer.set(texts.text(for: a))
      result |= Status.announced
    }
    if let a = session.arrangement {
      focus = a.slot
      result |= Status.focus
    }
    return result | status
  }

  /// The offset bounds for the content as it stands.
  func clamp(_ y: Double) -> Double {
    let b = session.viewport.offsetBounds(
      contentLength: session.layout.contentSize(in: session.arrangement).height, axis: .vertical)
    return min(b.max, max(b.min, y.isFinite ? y : 0))
  }

  /// Host scrolling (the wheel, the scrollbar): ignored while a drag owns the offset.
  mutating func scroll(to y: Double) -> Double {
    if !session.isDragging { session.viewport.contentOffset = Point(x: 0, y: clamp(y)) }
    return session.viewport.contentOffset.y
  }

  /// Moves the focus `delta` positions in data order (across sections) and scrolls it into
  /// view.
  mutating func stepFocus(_ delta: Int) -> Int32 {
    guard !session.isDragging, data.sectionCount > 0 else { return 0 }
    let data = self.data.sections
    var p = isValid(focus) ? focus : ItemPath(section: 0, item: 0)
    var left = delta
    while left != 0 {
      if left > 0 {
        if p.item + 1 < data[p.section].count {
          p.item += 1
        } else if let next = (p.section + 1..<data.count).first(where: { !data[$0].isEmpty }) {
          p = ItemPath(section: next, item: 0)
        } else {
          break
        }
        left -= 1
      } else {
        if p.item > 0 {
          p.item -= 1
        } else if let previous = (0..<p.section).last(where: { !data[$0].isEmpty }) {
          p = ItemPath(section: previous, item: data[previous].count - 1)
        } else {
          break
        }
        left += 1
      }
    }
    guard isValid(p) else { return 0 }
    focus = p
    reveal(p)
    return Status.focus
  }

  /// Scrolls (host side) just enough to show the item at `p`, and its header when it is first.
  mutating func reveal(_ p: ItemPath) {
    let frame = session.layout.frame(ofItemAt: p, in: nil)
    let top =
      p.item == 0 ? session.layout.headerFrame(ofSection: p.section, in: nil).minY : frame.minY
    var y = session.viewport.contentOffset.y
    let height = session.viewport.size.height
    if frame.maxY > y + height { y = frame.maxY - height }
    if top < y { y = top }
    session.viewport.contentOffset = Point(x: 0, y: clamp(y))
  }

  /// Writes what to draw at `time` into the render buffer.
  ///
  /// Layout: [0] item count v, [1] header count h, [2] content offset y, [3] content height,
  /// [4] content width, [5] animating (0/1), [6] status bits, [7] has floating copy (0/1),
  /// [8…24] the floating copy (id, x, y, width, height, scale, alpha, shadow red, green, blue,
  /// alpha, shadow opacity, radius, offset x, offset y, corner radius, rotation), [25] focused
  /// id, [26] the floating copy's phase (0 lifting, 1 following, 2 dropping, 3 returning),
  /// [27…31] unused; then v items of 8 (id, section, item, x, y, width, height, flags: 1 hidden,
  /// 2 exchange target, 4 focused), then h headers of 3 (section, y, height). Frames are in
  /// **content** coordinates; positions are in the current data.
  ///
  /// - Complexity: O(log n + v) for v visible items.
  func render(at time: Double) {
    let state = session.renderState(at: time)
    let b = session.arrangement
    var buffer = renderBuffer
    buffer.reset()
    buffer.append(Double(state.items.count))
    buffer.append(Double(data.sectionCount))
    buffer.append(state.contentOffset.y)
    buffer.append(state.contentSize.height)
    buffer.append(state.contentSize.width)
    buffer.append(state.isAnimating ? 1 : 0)
    buffer.append(Double(status))
    if let f = state.floating {
      let p = session.isDragging ? f.committedPath : f.path
      buffer.append(1)
      buffer.append(data.item(at: p).map { Double($0) } ?? -1)
      buffer.append(f.frame)
      let a = f.appearance
      buffer.append(a.scale)
      buffer.append(a.alpha)
      buffer.append(a.shadowColor.red)
      buffer.append(a.shadowColor.green)
      buffer.append(a.shadowColor.blue)
      buffer.append(a.shadowColor.alpha)
      buffer.append(a.shadowOpacity)
      buffer.append(a.shadowRadius)
      buffer.append(a.shadowOffset.x)
      buffer.append(a.shadowOffset.y)
      buffer.append(a.cornerRadius)
      buffer.append(a.rotation)
    } else {
      for _ in 0..<18 { buffer.append(0) }
    }
    buffer.append(data.item(at: focus).map { Double($0) } ?? -1)
    switch state.floating?.phase {
    case .lifting: buffer.append(0)
    case .following: buffer.append(1)
    case .dropping: buffer.append(2)
    case .returning: buffer.append(3)
    case nil: buffer.append(-1)
    }
    while buffer.count < 32 { buffer.append(0) }
    for item in state.items {
      let c = item.committedPath
      buffer.append(data.item(at: c).map { Double($0) } ?? -1)
      buffer.append(Double(item.path.section))
      buffer.append(Double(item.path.item))
      buffer.append(item.frame)
      var flags = 0.0
      if item.isHidden { flags += 1 }
      if item.isTarget { flags += 2 }
      if !session.isDragging && c == focus { flags += 4 }
      buffer.append(flags)
    }
    for s in 0..<data.sectionCount {
      let h = session.layout.headerFrame(ofSection: s, in: b)
      buffer.append(Double(s))
      buffer.append(h.minY)
      buffer.append(h.size.height)
    }
    renderBuffer = buffer
  }
}

nonisolated(unsafe) var list: ListHost?

/// Sets up the list page: `sections` sections of `perSection` items ("A1" …), or with
/// `numbered` non-zero one section of `perSection` items ("1" …), in a scroller of
/// `width` × `height` CSS pixels. Returns the total item count.
///
/// - Complexity: O(n) for the n items.
@_expose(wasm, "list_setup")
@_cdecl("list_setup")
public func listSetup(
  _ sections: Int32, _ perSection: Int32, _ numbered: Int32, _ width: Double, _ height: Double
) -> Int32 {
  let s = numbered != 0 ? 1 : max(0, min(Int(sections), sectionLetters.count))
  let n = max(0, min(Int(perSection), Int(idStride) - 1))
  list = ListHost(
    sections: s, perSection: n, numbered: numbered != 0, width: width, height: height)
  return Int32(s * n)
}

/// The scroller's new size (CSS pixels). Returns the status bits.
///
/// - Complexity: O(1) when only the height changed; O(n) to lay the rows out again at a new
///   width.
@_expose(wasm, "list_resize")
@_cdecl("list_resize")
public func listResize(_ width: Double, _ height: Double) -> Int32 {
  list?.resize(width: width, height: height) ?? 0
}

/// One pointer event (kind: 0 down, 1 move, 2 up, 3 cancel, 4 tick) at `x`, `y` (viewport
/// coordinates) and `time` (seconds, the event's own timestamp). Returns the status bits.
///
/// - Complexity: O(log n), as the engine's event; the drop adds O(d) for the d items between
///   the two positions and O(k) to move the id in its section of k items.
@_expose(wasm, "list_pointer")
@_cdecl("list_pointer")
public func listPointer(_ kind: Int32, _ x: Double, _ y: Double, _ time: Double) -> Int32 {
  guard let event = pointerEvent(kind: kind, x: x, y: y, time: time) else { return 0 }
  return list?.pointer(event) ?? 0
}

/// One keyboard command: 0 pick up the item at (`section`, `item`) (committed data), 1 up,
/// 2 down, 3 left, 4 right, 5 section start (Home), 6 section end (End), 7 page up, 8 page down,
/// 9 previous section, 10 next section, 11 drop, 12 cancel. Returns the status bits; the
/// announcement, if any, is in the text buffer.
///
/// - Complexity: as the engine's keyboard command: O(log n) per move, O(d) at
///   the drop for the d items between the two positions, plus O(k) to move the id in its
///   section of k items.
@_expose(wasm, "list_key")
@_cdecl("list_key")
public func listKey(_ command: Int32, _ section: Int32, _ item: Int32) -> Int32 {
  let c: KeyboardCommand
  switch command {
  case 0: c = .pickUp(ItemPath(section: Int(section), item: Int(item)))
  case 1: c = .move(.up)
  case 2: c = .move(.down)
  case 3: c = .move(.left)
  case 4: c = .move(.right)
  case 5: c = .move(.toSectionStart)
  case 6: c = .move(.toSectionEnd)
  case 7: c = .move(.pageUp)
  case 8: c = .move(.pageDown)
  case 9: c = .move(.previousSection)
  case 10: c = .move(.nextSection)
  case 11: c = .drop
  case 12: c = .cancel
  default: return 0
  }
  return list?.key(c) ?? 0
}

/// Host scrolling to content offset `y` (ignored during a drag). Returns the offset in effect.
@_expose(wasm, "list_scroll")
@_cdecl("list_scroll")
public func listScroll(_ y: Double) -> Double { list?.scroll(to: y) ?? 0 }

/// Sets the focused item (committed data), as the page's focus moved.
@_expose(wasm, "list_set_focus")
@_cdecl("list_set_focus")
public func listSetFocus(_ section: Int32, _ item: Int32) {
  guard var host = list else { return }
  let p = ItemPath(section: Int(section), item: Int(item))
  if host.isValid(p) { host.focus = p }
  list = host
}

/// Moves the focus `delta` positions in data order and scrolls it into view (no drag in
/// progress). Returns the status bits.
@_expose(wasm, "list_step_focus")
@_cdecl("list_step_focus")
public func listStepFocus(_ delta: Int32) -> Int32 { list?.stepFocus(Int(delta)) ?? 0 }

/// The title of `section` into the text buffer. Returns its length.
@_expose(wasm, "list_section_title")
@_cdecl("list_section_title")
public func listSectionTitle(_ section: Int32) -> Int32 {
  guard let host = list else { return 0 }
  textBuffer.set(host.texts.sectionTitle(Int(section)))
  return Int32(textBuffer.count)
}

/// Writes the render state at `time` (seconds) into the render buffer; returns its length in
/// doubles.
///
/// - Complexity: O(log n + v) for the v visible items (see ``ListHost/render(at:)``).
@_expose(wasm, "list_render")
@_cdecl("list_render")
public func listRender(_ time: Double) -> Int32 {
  list?.render(at: time)
  return Int32(renderBuffer.count)
}

// MARK: - The grid page

/// The grid page's corner buttons: a delete button on every cell's leading corner.
struct WebGridPolicy: GridEditingPolicy {
  /// 22 points drawn, 40 points of tap area.
  func cornerButton(ofItemAt path: ItemPath) -> CornerButton? {
    CornerButton(
      corner: .leading, size: Size(width: 22, height: 22), hitSize: Size(width: 40, height: 40))
  }

  /// Held cells grow a little.
  func editingScale(ofItemAt path: ItemPath) -> Double { 1.15 }
}

/// The grid page's host: a `GridEditingSession` in live commit over one section of icons.
struct GridHost {
  static let cellSize = Size(width: 84, height: 96)

  var session: GridEditingSession
  var ids: [Int32]
  var selected: Int32 = -1
  /// The id of the icon deleted last, or -1.
  var deleted: Int32 = -1
  var width: Double

  init(count: Int, width: Double, height: Double) {
    ids = (0..<count).map { Int32($0) }
    self.width = width
    session = GridEditingSession(
      layout: GridHost.layout(count: count, width: width),
      viewport: Viewport(size: Size(width: width, height: height)),
      configuration: GridEditingConfiguration(
        drag: DragConfiguration(
          commit: .live, target: .center,
          activation: .longPress(minimumDuration: 0.5, allowableMovement: 10),
          autoScroll: .proportional(edge: 60, maxSpeed: 900),
          snapshotStyle: .lifted(scale: 1.15)),
        editingActivation: .distance(8)))
  }

  static func layout(count: Int, width: Double) -> GridLayout {
    GridLayout(
      axis: .vertical, sizing: .itemSize(cellSize), spacing: GridSpacing(item: 12, line: 20),
      sectionInset: EdgeInsets(top: 24, left: 20, bottom: 24, right: 20),
      viewportSize: Size(width: max(1, width), height: 1),
      sections: [GridSection(header: 0, itemCount: count)])
  }

  var status: Int32 {
    let s = session.session
    var bits: Int32 = 0
    if s.isPressing || s.isDragging { bits |= Status.tracking }
    if session.isEditing { bits |= Status.editing }
    return bits
  }

  mutating func apply(_ effects: [GridEditingEffect]) -> Int32 {
    var result: Int32 = 0
    for effect in effects {
      switch effect {
      case .didSelect(let p):
        if p.item >= 0 && p.item < ids.count { selected = ids[p.item] }
      case .cornerButton(let p):
        guard p.section == 0, p.item >= 0, p.item < ids.count else { break }
        let removed = ids.remove(at: p.item)
        deleted = removed
        result |= Status.deleted
        if removed == selected { selected = -1 }
        var more = session.reload(layout: GridHost.layout(count: ids.count, width: width))
        more.removeAll { if case .drag = $0 { return false } else { return true } }
        result |= apply(more) | Status.dataChanged
      case .drag(let e):
        var data = SectionedData([ids])
        if data.apply(e) {
          ids = data.sections[0]
          result |= Status.dataChanged
        }
      default:
        break
      }
    }
    return result
  }

  mutating func pointer(_ event: PointerEvent) -> Int32 {
    apply(session.handle(event, policy: WebGridPolicy())) | status
  }

  /// Follows the scroller's new size: a new width lays the grid out again (the column count
  /// follows); a drag in progress goes on with the dragged cell where the data holds it.
  mutating func resize(width: Double, height: Double) -> Int32 {
    var viewport = session.session.viewport
    viewport.size = Size(width: max(1, width), height: max(1, height))
    session.setViewport(viewport)
    guard width != self.width else { return status }
    self.width = width
    let effects = session.reload(
      layout: GridHost.layout(count: ids.count, width: width), pinned: nil,
      draggedItemAt: session.dataSourcePath, policy: WebGridPolicy())
    return apply(effects) | status
  }

  /// Writes what to draw at `time`: [0] cell count v, [1] content offset y, [2] content
  /// height, [3] animating, [4] status bits, [5] has floating copy, [6…11] the floating copy
  /// (id, x, y, width, height, scale), [12…15] its shadow (opacity, radius, offset x, offset y),
  /// then v cells of 12 (id, x, y, width, height, flags: 1 hidden, 2 selected, 4 has button,
  /// rotation, scale, button x, y, width, height). Content coordinates.
  ///
  /// - Complexity: O(log S + v) for v visible cells.
  func render(at time: Double) {
    let inner = session.session
    let state = inner.renderState(at: time)
    let policy = WebGridPolicy()
    var buffer = renderBuffer
    buffer.reset()
    buffer.append(Double(state.items.count))
    buffer.append(state.contentOffset.y)
    buffer.append(state.contentSize.height)
    buffer.append(state.isAnimating ? 1 : 0)
    buffer.append(Double(status))
    if let f = state.floating {
      let p = f.path
      buffer.append(1)
      buffer.append(p.section == 0 && p.item >= 0 && p.item < ids.count ? Double(ids[p.item]) : -1)
      buffer.append(f.frame)
      buffer.append(f.appearance.scale)
      buffer.append(f.appearance.shadowOpacity)
      buffer.append(f.appearance.shadowRadius)
      buffer.append(f.appearance.shadowOffset.x)
      buffer.append(f.appearance.shadowOffset.y)
    } else {
      for _ in 0..<11 { buffer.append(0) }
    }
    for item in state.items {
      let p = item.path
      let id = p.item >= 0 && p.item < ids.count ? ids[p.item] : -1
      let look = session.appearance(
        ofItemAt: p, time: time, seed: UInt64(UInt32(bitPattern: id)), policy: policy)
      buffer.append(Double(id))
      buffer.append(item.frame)
      var flags = 0.0
      if item.isHidden { flags += 1 }
      if id == selected { flags += 2 }
      if look.cornerButton != nil { flags += 4 }
      buffer.append(flags)
      buffer.append(look.rotation)
      buffer.append(look.scale)
      let button = look.cornerButton ?? .zero
      buffer.append(button.minX)
      buffer.append(button.minY)
      buffer.append(button.size.width)
      buffer.append(button.size.height)
    }
    renderBuffer = buffer
  }
}

nonisolated(unsafe) var grid: GridHost?

/// Sets up the grid page: `count` icons in a scroller of `width` × `height` CSS pixels.
@_expose(wasm, "grid_setup")
@_cdecl("grid_setup")
public func gridSetup(_ count: Int32, _ width: Double, _ height: Double) {
  grid = GridHost(count: max(0, min(Int(count), 10_000)), width: width, height: height)
}

/// The scroller's new size (CSS pixels). Returns the status bits.
@_expose(wasm, "grid_resize")
@_cdecl("grid_resize")
public func gridResize(_ width: Double, _ height: Double) -> Int32 {
  grid?.resize(width: width, height: height) ?? 0
}

/// One pointer event (as `list_pointer`). Returns the status bits.
@_expose(wasm, "grid_pointer")
@_cdecl("grid_pointer")
public func gridPointer(_ kind: Int32, _ x: Double, _ y: Double, _ time: Double) -> Int32 {
  guard let event = pointerEvent(kind: kind, x: x, y: y, time: time) else { return 0 }
  return grid?.pointer(event) ?? 0
}

/// Host scrolling to content offset `y` (ignored while pressing or dragging).
@_expose(wasm, "grid_scroll")
@_cdecl("grid_scroll")
public func gridScroll(_ y: Double) -> Double {
  guard var host = grid else { return 0 }
  let inner = host.session.session
  if !inner.isDragging && !inner.isPressing {
    var v = inner.viewport
    let b = v.offsetBounds(contentLength: host.session.layout.contentLength, axis: .vertical)
    v.contentOffset = Point(x: 0, y: min(b.max, max(b.min, y.isFinite ? y : 0)))
    host.session.setViewport(v)
  }
  grid = host
  return host.session.session.viewport.contentOffset.y
}

/// Turns editing mode on (1) or off (0), as the page's Edit and Done buttons. Returns the status
/// bits.
@_expose(wasm, "grid_editing")
@_cdecl("grid_editing")
public func gridEditing(_ on: Int32) -> Int32 {
  guard var host = grid else { return 0 }
  let effects = on != 0 ? host.session.beginEditing() : host.session.endEditing()
  let result = host.apply(effects) | host.status
  grid = host
  return result
}

/// The id of the icon deleted last, or -1.
@_expose(wasm, "grid_deleted")
@_cdecl("grid_deleted")
public func gridDeleted() -> Int32 { grid?.deleted ?? -1 }

/// The id of the selected icon, or -1.
@_expose(wasm, "grid_selected")
@_cdecl("grid_selected")
public func gridSelected() -> Int32 { grid?.selected ?? -1 }

/// Writes the grid's render state at `time` into the render buffer; returns its length.
@_expose(wasm, "grid_render")
@_cdecl("grid_render")
public func gridRender(_ time: Double) -> Int32 {
  grid?.render(at: time)
  return Int32(renderBuffer.count)
}
