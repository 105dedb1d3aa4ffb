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

/// A growable buffer at a stable address between calls (JavaScript rebuilds its view after each
/// call, since memory may have grown).
struct GrowableBuffer<Element> {
  var base: UnsafeMutablePointer<Element>
  var capacity: Int
  var count = 0

  /// An empty buffer with room for `capacity` elements.
  init(capacity: Int) {
    base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    self.capacity = capacity
  }

  /// Empties the buffer, keeping its storage.
  mutating func reset() { count = 0 }

  /// Appends one value, growing the storage when full.
  @inline(never)
  mutating func append(_ value: Element) {
    if count == capacity {
      let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
      bigger.moveInitialize(from: base, count: count)
      base.deallocate()
      base = bigger
      capacity *= 2
    }
    (base + count).initialize(to: value)
    count += 1
  }
}

/// The render buffer's doubles (layouts in Docs/Web.md).
typealias DoubleBuffer = GrowableBuffer<Double>

/// The latest text (UTF-8) for JavaScript to read.
typealias TextBuffer = GrowableBuffer<UInt8>

extension GrowableBuffer<UInt8> {
  /// Replaces the text.
  @inline(never)
  mutating func set(_ text: String) {
    reset()
    for byte in text.utf8 { append(byte) }
  }
}

extension GrowableBuffer<Double> {
  /// Appends a rectangle as x, y, width, height.
  @inline(never)
  mutating func append(_ rect: Rect) {
    append(rect.minX)
    append(rect.minY)
    append(rect.size.width)
    append(rect.size.height)
  }

  /// Appends a floating copy's look as 12 values: scale, alpha, shadow red, green, blue, alpha,
  /// shadow opacity, radius, offset x, offset y, corner radius, rotation; or 12 zeros for none.
  @inline(never)
  mutating func append(_ look: SnapshotAppearance?) {
    guard let a = look else { return appendZeros(12) }
    append(a.scale)
    append(a.alpha)
    append(a.shadowColor.red)
    append(a.shadowColor.green)
    append(a.shadowColor.blue)
    append(a.shadowColor.alpha)
    append(a.shadowOpacity)
    append(a.shadowRadius)
    append(a.shadowOffset.x)
    append(a.shadowOffset.y)
    append(a.cornerRadius)
    append(a.rotation)
  }

  /// Appends an item's (or card's) record of 8 values: id, section, index (`path`, current
  /// data), x, y, width, height, flags (1 hidden, 2 exchange target, 4 focused, 8 selected).
  @inline(never)
  mutating func appendItem(
    id: Double, at path: ItemPath, frame: Rect, hidden: Bool, target: Bool, focused: Bool,
    selected: Bool
  ) {
    append(id)
    append(Double(path.section))
    append(Double(path.item))
    append(frame)
    append((hidden ? 1 : 0) + (target ? 2 : 0) + (focused ? 4 : 0) + (selected ? 8 : 0))
  }

  /// Appends a multi-item drag's floating stack, bottom first: its items (`block.items.count`
  /// records) of 17 values each: id (`id(copy)`), x, y, width, height (the frame in the render
  /// state's coordinates, unscaled and unrotated), then the look's 12 values (see
  /// `append(_: SnapshotAppearance?)`).
  ///
  /// - Complexity: O(k) for the block's k items.
  @inline(never)
  mutating func appendBlock(_ block: FloatingBlock, id: (FloatingCopy) -> Double) {
    for copy in block.items {
      append(id(copy))
      append(copy.frame)
      append(copy.appearance)
    }
  }

  /// ``appendBlock(_:id:)`` for the block if there is one, with each copy's id read from `ids`,
  /// the page's data: during the drag (`dragging`) the data holds the items where they were,
  /// after the drop where they landed; an item it does not hold gets −1.
  mutating func appendBlock(_ block: FloatingBlock?, ids: SectionedData<Int32>, dragging: Bool) {
    guard let block else { return }
    appendBlock(block) { copy in
      ids.item(at: dragging ? copy.committedPath : copy.path).map { Double($0) } ?? -1
    }
  }

  /// Appends `count` zeros (an absent record's fields).
  mutating func appendZeros(_ count: Int) {
    for _ in 0..<count { append(0) }
  }

  /// Appends zeros up to `count` values (the end of a fixed-size header).
  mutating func pad(to count: Int) {
    while self.count < count { append(0) }
  }
}

nonisolated(unsafe) var renderBuffer = DoubleBuffer(capacity: 1024)
nonisolated(unsafe) var textBuffer = TextBuffer(capacity: 256)

/// Puts `text` into the text buffer; returns its length in bytes (what the text exports return).
func textLength(of text: String) -> Int32 {
  textBuffer.set(text)
  return Int32(textBuffer.count)
}

/// Puts an announcement into the text buffer; returns ``Status/announced``.
func announced(_ text: String) -> Int32 {
  textBuffer.set(text)
  return Status.announced
}

/// Puts the engine's announcement `a`, worded by `texts`, into the text buffer; returns
/// ``Status/announced``, or 0 when there is none.
func announced<T: AnnouncementTexts>(_ a: Announcement?, _ texts: T) -> Int32 {
  guard let a else { return 0 }
  return announced(texts.text(for: a))
}

/// The floating stack's phase as a number: 0 lifting, 1 following, 2 dropping, 3 returning;
/// -1 for none.
func phaseNumber(_ phase: FloatingCopy.Phase?) -> Double {
  switch phase {
  case .lifting: return 0
  case .following: return 1
  case .dropping: return 2
  case .returning: return 3
  case nil: return -1
  }
}

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
  return textLength(of: nameOfItem(id: id, numbered: numbered != 0))
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

/// The status bits of a list or board host: tracking while a press or a pointer drag goes on,
/// keyboard drag while one goes on.
func dragStatus(pressing: Bool, dragging: Bool, keyboard: Bool) -> Int32 {
  var s: Int32 = 0
  if pressing || (dragging && !keyboard) { s |= Status.tracking }
  if keyboard { s |= Status.keyboardDrag }
  return s
}

/// The keyboard move of a key command: 1 up, 2 down, 3 left, 4 right, 5 section start (Home),
/// 6 section end (End), 7 page up, 8 page down, 9 previous section, 10 next section; nil for
/// any other command.
func keyboardMove(_ command: Int32) -> KeyboardMove? {
  switch command {
  case 1: return .up
  case 2: return .down
  case 3: return .left
  case 4: return .right
  case 5: return .toSectionStart
  case 6: return .toSectionEnd
  case 7: return .pageUp
  case 8: return .pageDown
  case 9: return .previousSection
  case 10: return .nextSection
  default: return nil
  }
}

/// A content offset `y` (non-finite: 0) pulled into the bounds of `viewport` over content of
/// `contentLength` along the vertical axis.
func clampedOffset(_ y: Double, in viewport: Viewport, contentLength: Double) -> Double {
  let b = viewport.offsetBounds(contentLength: contentLength, axis: .vertical)
  return min(b.max, max(b.min, y.isFinite ? y : 0))
}

/// What every page's host answers: pointer events, a new scroller size and drawing.
protocol PageHost: AnyObject {
  /// One pointer event; returns the status bits.
  func pointer(_ event: PointerEvent) -> Int32
  /// Follows the scroller's new size (CSS pixels); returns the status bits.
  func resize(width: Double, height: Double) -> Int32
  /// Writes what to draw at `time` (seconds) into the render buffer.
  func render(at time: Double)
  /// The pointer's selection input (a modifier-click): toggles the selection of the item under
  /// `point` (**viewport** coordinates of the page's scroller) at `time` (seconds). Returns the
  /// status bits (with an announcement when the selection changed).
  func select(at point: Point, time: Double) -> Int32
  /// The keyboard's selection input (Shift+Space or Ctrl+Space with nothing picked up): toggles
  /// the selection of the focused item at `path` (committed data: section or lane, item).
  /// Returns the status bits (with an announcement when the selection changed); the default
  /// refuses (0), for pages without keyboard selection.
  func toggleFocused(_ path: ItemPath) -> Int32
}

extension PageHost {
  func toggleFocused(_ path: ItemPath) -> Int32 { 0 }
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

#if WEB_LIST
  // MARK: - The list page

  /// The list page's host: a `DragSession<ListLayout>` in drop commit (the data changes once, at
  /// the drop, so a step costs the same at any size) and the item ids as the data source holds
  /// them (a ``SectionedData``, which applies the engine's data effects).
  final class ListHost: PageHost {
    /// The row and header heights, in CSS pixels.
    static let rowHeight = 44.0
    static let headerHeight = 32.0

    var session: DragSession<ListLayout>
    var data: SectionedData<Int32>
    let numbered: Bool
    /// The focused item (committed data).
    var focus = ItemPath(section: 0, item: 0)
    /// How many items the drag in progress carries (a block's count, else 1), for the drop's
    /// and the cancel's announcements.
    var moving = 1

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
    func resize(width: Double, height: Double) -> Int32 {
      session.viewport.size = Size(width: max(1, width), height: max(1, height))
      guard session.layout.crossExtent != max(1, width) else { return status }
      let outcome = session.reload(
        layout: ListHost.layout(counts: data.sections.map { $0.count }, width: width), pinned: nil,
        draggedItemAt: session.dataSourcePath, policy: DefaultDragPolicy())
      if case .continued(let effects) = outcome { return apply(effects, announcing: true) | status }
      return status
    }

    var status: Int32 {
      dragStatus(
        pressing: session.isPressing, dragging: session.isDragging,
        keyboard: session.isKeyboardDrag)
    }

    func isValid(_ p: ItemPath) -> Bool { data.contains(p) }

    /// Toggles the selection of the item under `point` (**viewport**), as a modifier-click.
    func select(at point: Point, time: Double) -> Int32 {
      let change = session.select(atViewportPoint: point, time: time, policy: DefaultDragPolicy())
      if case .selected(let p) = change { focus = p }
      if case .deselected(let p) = change { focus = p }
      return selectionStatus(change) | status
    }

    /// Toggles the selection of the focused item at `path` (committed data), as Shift+Space or
    /// Ctrl+Space: the engine's keyboard selection command and its announcement.
    func toggleFocused(_ path: ItemPath) -> Int32 {
      guard isValid(path) else { return status }
      focus = path
      let outcome = session.toggleSelectionOfFocused(at: path, policy: DefaultDragPolicy())
      return announced(outcome.announcement, texts) | status
    }

    /// Announces a selection change with how many items are selected now.
    func selectionStatus(_ change: SelectionChange) -> Int32 {
      announced(session.announcement(for: change), texts)
    }

    /// Applies effects to the data and turns drops, cancels and taps into focus and
    /// announcements (pointer drags announce the pick-up, the drop and the cancel).
    func apply(_ effects: [DragEffect], announcing: Bool) -> Int32 {
      var result: Int32 = 0
      for effect in effects {
        if data.apply(effect) { result |= Status.dataChanged }
        switch effect {
        case .willMove, .willMoveItems:
          // A block: announced at its gap, named by its count.
          moving = session.arrangement?.itemCount ?? 1
          if announcing { result |= announced(session.announcement(.pickedUp), texts) }
        case .ended(let p), .cancelled(let p):
          focus = p
          result |= Status.focus
          if announcing {
            result |= announced(session.endAnnouncement(in: [effect], itemCount: moving), texts)
          }
          moving = 1
        case .tap(.item(let p)):
          focus = p
          result |= Status.focus
        default:
          break
        }
      }
      return result
    }

    func pointer(_ event: PointerEvent) -> Int32 {
      let effects = session.handle(event)
      return apply(effects, announcing: true) | status
    }

    func key(_ command: KeyboardCommand) -> Int32 {
      let outcome = session.handle(command)
      var result = apply(outcome.effects, announcing: false)
      result |= announced(outcome.announcement, texts)
      if let a = session.arrangement {
        focus = a.slot
        result |= Status.focus
      }
      return result | status
    }

    /// The offset bounds for the content as it stands.
    func clamp(_ y: Double) -> Double {
      clampedOffset(
        y, in: session.viewport,
        contentLength: session.layout.contentSize(in: session.arrangement).height)
    }

    /// Host scrolling (the wheel, the scrollbar): ignored while a drag owns the offset.
    func scroll(to y: Double) -> Double {
      if !session.isDragging { session.viewport.contentOffset = Point(x: 0, y: clamp(y)) }
      return session.viewport.contentOffset.y
    }

    /// Moves the focus `delta` positions in data order (across sections) and scrolls it into
    /// view.
    func stepFocus(_ delta: Int) -> Int32 {
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
    func reveal(_ p: ItemPath) {
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
    /// [27] the floating stack's badge count (0: no multi-item drag), [28] its record count k,
    /// [29] its phase, [30…31] unused; then v items of 8 (id, section, item, x, y, width, height,
    /// flags: 1 hidden, 2 exchange target, 4 focused, 8 selected), then h headers of 3 (section,
    /// y, height), then the stack's k records of 17, bottom first (id, x, y, width, height, look;
    /// see `appendBlock`). A page that draws the stack does not draw the floating copy. Frames
    /// are in **content** coordinates; positions are in the current data.
    ///
    /// - Complexity: O(log n + v + k) for v visible items and a stack of k.
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
        buffer.append(f.appearance)
      } else {
        buffer.appendZeros(18)
      }
      buffer.append(data.item(at: focus).map { Double($0) } ?? -1)
      buffer.append(phaseNumber(state.floating?.phase))
      buffer.append(Double(state.block?.count ?? 0))
      buffer.append(Double(state.block?.items.count ?? 0))
      buffer.append(phaseNumber(state.block?.phase))
      buffer.pad(to: 32)
      for item in state.items {
        let c = item.committedPath
        buffer.appendItem(
          id: data.item(at: c).map { Double($0) } ?? -1, at: item.path, frame: item.frame,
          hidden: item.isHidden, target: item.isTarget, focused: !session.isDragging && c == focus,
          selected: item.isSelected)
      }
      for s in 0..<data.sectionCount {
        let h = session.layout.headerFrame(ofSection: s, in: b)
        buffer.append(Double(s))
        buffer.append(h.minY)
        buffer.append(h.size.height)
      }
      buffer.appendBlock(state.block, ids: data, dragging: session.isDragging)
      renderBuffer = buffer
    }
  }

  /// The list page's host.
  typealias Page = ListHost

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
    page = ListHost(
      sections: s, perSection: n, numbered: numbered != 0, width: width, height: height)
    return Int32(s * n)
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
    case 11: c = .drop
    case 12: c = .cancel
    default:
      guard let move = keyboardMove(command) else { return 0 }
      c = .move(move)
    }
    return page?.key(c) ?? 0
  }

  /// Host scrolling to content offset `y` (ignored during a drag). Returns the offset in effect.
  @_expose(wasm, "list_scroll")
  @_cdecl("list_scroll")
  public func listScroll(_ y: Double) -> Double { page?.scroll(to: y) ?? 0 }

  /// Sets the focused item (committed data), as the page's focus moved.
  @_expose(wasm, "list_set_focus")
  @_cdecl("list_set_focus")
  public func listSetFocus(_ section: Int32, _ item: Int32) {
    guard let host = page else { return }
    let p = ItemPath(section: Int(section), item: Int(item))
    if host.isValid(p) { host.focus = p }
  }

  /// Moves the focus `delta` positions in data order and scrolls it into view (no drag in
  /// progress). Returns the status bits.
  @_expose(wasm, "list_step_focus")
  @_cdecl("list_step_focus")
  public func listStepFocus(_ delta: Int32) -> Int32 { page?.stepFocus(Int(delta)) ?? 0 }

  /// The title of `section` into the text buffer. Returns its length.
  @_expose(wasm, "list_section_title")
  @_cdecl("list_section_title")
  public func listSectionTitle(_ section: Int32) -> Int32 {
    guard let host = page else { return 0 }
    return textLength(of: host.texts.sectionTitle(Int(section)))
  }

#endif

#if WEB_GRID
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
  final class GridHost: PageHost {
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
      var bits: Int32 = 0
      if session.session.isPressing || session.session.isDragging { bits |= Status.tracking }
      if session.isEditing { bits |= Status.editing }
      return bits
    }

    func apply(_ effects: [GridEditingEffect]) -> Int32 {
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

    func pointer(_ event: PointerEvent) -> Int32 {
      apply(session.handle(event, policy: WebGridPolicy())) | status
    }

    /// Toggles the multi-item selection of the icon under `point` (**viewport**), as a
    /// modifier-click (a plain tap keeps selecting one icon, `grid_selected`).
    func select(at point: Point, time: Double) -> Int32 {
      _ = session.select(atViewportPoint: point, time: time, policy: WebGridPolicy())
      return status
    }

    /// Follows the scroller's new size: a new width lays the grid out again (the column count
    /// follows); a drag in progress goes on with the dragged cell where the data holds it.
    func resize(width: Double, height: Double) -> Int32 {
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
    /// then v cells of 12 (id, x, y, width, height, flags: 1 hidden, 2 selected (the tapped
    /// icon), 4 has button, 8 in the multi-item selection, rotation, scale, button x, y, width,
    /// height), then the floating stack of a multi-icon drag: its badge count (0: none), its
    /// record count k, its phase (0 lifting, 1 following, 2 dropping, 3 returning, -1 none),
    /// and k records of 17, bottom first (id, x, y, width, height, look; see `appendBlock`). A
    /// page that draws the stack does not draw the floating copy. Content coordinates.
    ///
    /// - Complexity: O(log S + v + k) for v visible cells and a stack of k.
    func render(at time: Double) {
      let state = session.session.renderState(at: time)
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
        buffer.append(
          p.section == 0 && p.item >= 0 && p.item < ids.count ? Double(ids[p.item]) : -1)
        buffer.append(f.frame)
        buffer.append(f.appearance.scale)
        buffer.append(f.appearance.shadowOpacity)
        buffer.append(f.appearance.shadowRadius)
        buffer.append(f.appearance.shadowOffset.x)
        buffer.append(f.appearance.shadowOffset.y)
      } else {
        buffer.appendZeros(11)
      }
      for item in state.items {
        // The id the data holds (live commit: where the cell is now; a block drag commits at
        // the drop, so its ids stand where they were until then).
        let p = item.path
        let c = item.committedPath
        let id = c.section == 0 && c.item >= 0 && c.item < ids.count ? ids[c.item] : -1
        let look = session.appearance(
          ofItemAt: p, time: time, seed: UInt64(UInt32(bitPattern: id)), policy: policy)
        buffer.append(Double(id))
        buffer.append(item.frame)
        var flags = 0.0
        if item.isHidden { flags += 1 }
        if id == selected { flags += 2 }
        if look.cornerButton != nil { flags += 4 }
        if item.isSelected { flags += 8 }
        buffer.append(flags)
        buffer.append(look.rotation)
        buffer.append(look.scale)
        let button = look.cornerButton ?? .zero
        buffer.append(button.minX)
        buffer.append(button.minY)
        buffer.append(button.size.width)
        buffer.append(button.size.height)
      }
      buffer.append(Double(state.block?.count ?? 0))
      buffer.append(Double(state.block?.items.count ?? 0))
      buffer.append(phaseNumber(state.block?.phase))
      if let block = state.block {
        // During the drag the ids stand where they were; after the drop, where they landed.
        let dragging = session.session.isDragging
        buffer.appendBlock(block) { copy in
          let p = dragging ? copy.committedPath : copy.path
          return p.section == 0 && p.item >= 0 && p.item < ids.count ? Double(ids[p.item]) : -1
        }
      }
      renderBuffer = buffer
    }
  }

  /// The grid page's host.
  typealias Page = GridHost

  /// Sets up the grid page: `count` icons in a scroller of `width` × `height` CSS pixels.
  @_expose(wasm, "grid_setup")
  @_cdecl("grid_setup")
  public func gridSetup(_ count: Int32, _ width: Double, _ height: Double) {
    page = GridHost(count: max(0, min(Int(count), 10_000)), width: width, height: height)
  }

  /// Host scrolling to content offset `y` (ignored while pressing or dragging).
  @_expose(wasm, "grid_scroll")
  @_cdecl("grid_scroll")
  public func gridScroll(_ y: Double) -> Double {
    guard let host = page else { return 0 }
    if !host.session.session.isDragging && !host.session.session.isPressing {
      var v = host.session.session.viewport
      v.contentOffset = Point(
        x: 0, y: clampedOffset(y, in: v, contentLength: host.session.layout.contentLength))
      host.session.setViewport(v)
    }
    return host.session.session.viewport.contentOffset.y
  }

  /// Turns editing mode on (1) or off (0), as the page's Edit and Done buttons. Returns the status
  /// bits.
  @_expose(wasm, "grid_editing")
  @_cdecl("grid_editing")
  public func gridEditing(_ on: Int32) -> Int32 {
    guard let host = page else { return 0 }
    let effects = on != 0 ? host.session.beginEditing() : host.session.endEditing()
    let result = host.apply(effects) | host.status
    return result
  }

  /// The id of the icon deleted last, or -1.
  @_expose(wasm, "grid_deleted")
  @_cdecl("grid_deleted")
  public func gridDeleted() -> Int32 { page?.deleted ?? -1 }

  /// How many icons are in the multi-item selection (Ctrl-click or ⌘-click, `page_select`).
  @_expose(wasm, "grid_selection_count")
  @_cdecl("grid_selection_count")
  public func gridSelectionCount() -> Int32 { Int32(page?.session.selectedPaths.count ?? 0) }

  /// The id of the selected icon, or -1.
  @_expose(wasm, "grid_selected")
  @_cdecl("grid_selected")
  public func gridSelected() -> Int32 { page?.selected ?? -1 }

#endif

#if WEB_BOARD
  // MARK: - The board page

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
  final class BoardHost: PageHost {
    /// A lane's width, the space between lanes and a header's height, in CSS pixels.
    static let laneWidth = 260.0
    static let laneSpacing = 16.0
    static let headerHeight = 48.0

    /// A card's height (lane positions): every third card holds a longer text.
    static func cardHeight(id: Int32) -> Double { id % 3 == 2 ? 100 : 76 }

    var session: BoardSession
    /// Card ids, lane by lane, in the committed order.
    var cards: SectionedData<Int32>
    /// Lane ids (indices into `boardSeeds`) in the committed order: one section.
    var lanes: SectionedData<Int32>
    /// The focused card's id, or -1.
    var focusCard: Int32 = 0
    /// The focused lane header's lane id, or -1 (when a card has the focus).
    var focusLane: Int32 = -1
    /// How many cards the card drag in progress carries (a block's count, else 1), for the
    /// drop's and the cancel's announcements.
    var moving = 1

    init(width: Double, height: Double) {
      var ids = [[Int32]]()
      for (l, seed) in boardSeeds.enumerated() {
        ids.append((0..<seed.count).map { Int32(l) * boardIdStride + Int32($0) })
      }
      let cards = SectionedData(ids)
      self.cards = cards
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

    var texts: BoardTexts { BoardTexts(cards: cards, lanes: lanes) }

    var status: Int32 {
      dragStatus(
        pressing: session.isPressing, dragging: session.isDragging,
        keyboard: session.isKeyboardDrag)
    }

    /// The cards in the lane at `lane` as the data stands now (a card being dragged counted
    /// where it is).
    func currentCount(inLane lane: Int) -> Int {
      session.layout.cardCount(inLane: lane, in: session.arrangement?.cardArrangement)
    }

    /// Toggles the selection of the card under `point` (**viewport** of the board scroller), as
    /// a modifier-click; the card takes the focus.
    func select(at point: Point, time: Double) -> Int32 {
      let change = session.select(atViewportPoint: point, time: time, policy: DefaultDragPolicy())
      return selectionStatus(change) | status
    }

    /// Toggles the selection of the focused card at `path` (committed board), as Shift+Space or
    /// Ctrl+Space with nothing picked up.
    func toggleFocused(_ path: ItemPath) -> Int32 {
      let outcome = session.toggleSelectionOfFocused(at: path, policy: DefaultDragPolicy())
      if outcome.announcement?.kind == .selected || outcome.announcement?.kind == .deselected {
        focusCard = cards.item(at: path) ?? -1
        focusLane = -1
      }
      return announced(outcome.announcement, texts) | status
    }

    /// Announces a selection change with how many cards are selected now; the card takes the
    /// focus.
    func selectionStatus(_ change: SelectionChange) -> Int32 {
      switch change {
      case .selected(let p), .deselected(let p):
        focusCard = cards.item(at: p) ?? -1
        focusLane = -1
      case .unchanged, .refused:
        break
      }
      return announced(session.announcement(for: change), texts)
    }

    /// Sets the announcement for a lane: `before`, the lane's title, `after` and its position
    /// ("Picked up lane Doing, position 2 of 5").
    func announceLane(_ before: String, laneId: Int32, _ after: String, at index: Int) -> Int32 {
      let place = "position \(index + 1) of \(lanes.itemCount(inSection: 0))"
      return announced(before + "lane " + texts.laneTitle(laneId) + after + place)
    }

    /// The lane id standing at `index` in the committed order, or -1.
    func laneId(at index: Int) -> Int32 { lanes.item(at: ItemPath(section: 0, item: index)) ?? -1 }

    /// Applies effects to the data (card moves through `cards`, lane moves through both), keeps
    /// the focus on the card or lane being moved, and sets announcements: a lane's pick-up,
    /// drop and cancel always, its steps for keyboard drags; a card's pick-up, drop and cancel
    /// when `announcingCards` (pointer drags: a keyboard command has the engine's own).
    func apply(_ effects: [BoardEffect], announcingCards: Bool) -> Int32 {
      var result: Int32 = 0
      for effect in effects {
        switch effect {
        case .drag(let e):
          if cards.apply(e) { result |= Status.dataChanged }
          switch e {
          case .willMove, .willMoveItems:
            // The focus stays on the card pressed (the arrangement's lifted card); a block is
            // announced at its gap, named by its count.
            guard let a = session.arrangement?.cardArrangement else { break }
            moving = a.itemCount
            focusCard = cards.item(at: a.lifted) ?? -1
            focusLane = -1
            if announcingCards { result |= announced(session.announcement(.pickedUp), texts) }
          case .ended(let p), .cancelled(let p):
            focusCard = cards.item(at: p) ?? -1
            focusLane = -1
            result |= Status.focus
            if announcingCards {
              result |= announced(session.endAnnouncement(in: [effect], itemCount: moving), texts)
            }
            moving = 1
          case .tap(.item(let p)):
            focusCard = cards.item(at: p) ?? -1
            focusLane = -1
            result |= Status.focus
          case .tap(.header(let l)):
            focusLane = laneId(at: l)
            focusCard = -1
            result |= Status.focus
          default:
            break
          }
        case .willMoveLane(let l):
          focusLane = laneId(at: l)
          focusCard = -1
          result |= announceLane("Picked up ", laneId: focusLane, ", ", at: l)
        case .movedLane(let from, let to):
          if cards.moveSection(from: from, to: to) {
            lanes.move(from: ItemPath(section: 0, item: from), to: ItemPath(section: 0, item: to))
            result |= Status.dataChanged
          }
        case .laneTargetChanged(let slot):
          if !announcingCards {
            result |= announceLane("Moved ", laneId: focusLane, " to ", at: slot)
          }
        case .laneEnded(let l):
          focusLane = laneId(at: l)
          result |= Status.focus | announceLane("Dropped ", laneId: focusLane, " at ", at: l)
        case .laneCancelled(let l):
          focusLane = laneId(at: l)
          result |=
            Status.focus
            | announceLane("Cancelled, ", laneId: focusLane, " is back at ", at: l)
        case .laneScrolled:
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
      let keyboard: KeyboardCommand
      switch command {
      case 0: keyboard = .pickUp(ItemPath(section: lane, item: item))
      case 13:
        return apply(session.pickUpLane(lane, policy: policy), announcingCards: false) | status
      case 11: keyboard = .drop
      case 12: keyboard = .cancel
      default:
        guard let move = keyboardMove(command), session.isKeyboardDrag else { return status }
        keyboard = .move(move)
      }
      let outcome = session.command(keyboard, policy: policy)
      if case .move = keyboard, outcome.effects.isEmpty { return declined() | status }
      return apply(outcome.effects, announcingCards: false)
        | announced(outcome.announcement, texts) | status
    }

    /// The announcement of a keyboard move that changed nothing: at an edge of the board or a
    /// lane.
    func declined() -> Int32 {
      if case .lanes(let la)? = session.arrangement {
        return announceLane(
          "Cannot move ", laneId: laneId(at: la.lifted), " further, at ", at: la.slot)
      }
      return announced(session.announcement(.declined(.atEdge)), texts)
    }

    /// Where the focused card stands (committed data), if a card has the focus.
    var focusedCardPath: ItemPath? {
      focusCard < 0 ? nil : cards.firstPath { $0 == focusCard }
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
      guard !session.isDragging, cards.sectionCount > 0 else { return 0 }
      var lane = 0
      var item = -1  // -1: the header
      if let p = focusedCardPath {
        lane = p.section
        item = p.item
      } else if let l = focusedLaneIndex {
        lane = l
      }
      lane = min(cards.sectionCount - 1, max(0, lane + dLane))
      let count = cards.itemCount(inSection: lane)
      item = min(count - 1, max(-1, item + dItem))
      if item >= 0, let id = cards.item(at: ItemPath(section: lane, item: item)) {
        focusCard = id
        focusLane = -1
      } else {
        focusCard = -1
        focusLane = laneId(at: lane)
      }
      reveal(lane: lane, item: item)
      return Status.focus
    }

    /// Host scrolling: shows lane `lane` and its card `item` (-1: only the lane).
    func reveal(lane: Int, item: Int) {
      let layout = session.layout
      let start = layout.laneStart(lane)
      let end = start + layout.width(ofLane: lane)
      let view = layout.viewportSize.width
      var board = layout.boardOffset
      if end > board + view { board = end - view }
      if start < board { board = start }
      session.setBoardOffset(board)
      guard item >= 0 else { return }
      let path = ItemPath(section: lane, item: item)
      let cardStart = layout.cardStart(path, in: nil)
      let cardEnd = cardStart + layout.extent(ofCardAt: path)
      let body = layout.bodyLength(ofLane: lane)
      var offset = layout.laneOffsets[lane]
      if cardEnd > offset + body { offset = cardEnd - body }
      if cardStart < offset { offset = cardStart }
      session.setLaneOffset(offset, ofLane: lane)
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
      let style = session.configuration.snapshotStyle
      var look: SnapshotAppearance?
      if let f = state.floating {
        buffer.append(1)
        buffer.append(cards.item(at: f.committedPath).map { Double($0) } ?? -1)
        buffer.append(f.frame)
        look = f.appearance
      } else if let f = state.floatingLane {
        buffer.append(2)
        buffer.append(Double(laneId(at: f.committedIndex)))
        buffer.append(f.frame)
        look = style.appearance(
          forItemAt: ItemPath(section: 0, item: f.committedIndex), size: f.frame.size)
      } else {
        buffer.appendZeros(6)
      }
      buffer.append(look)
      let idle = !session.isDragging
      buffer.append(idle ? Double(focusCard) : -1)
      buffer.append(idle ? Double(focusLane) : -1)
      buffer.append(Double(state.floatingLane?.index ?? -1))
      buffer.append(Double(state.block?.count ?? 0))
      buffer.append(Double(state.block?.items.count ?? 0))
      buffer.append(phaseNumber(state.block?.phase))
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
        let id = cards.item(at: card.committedPath) ?? -1
        buffer.appendItem(
          id: Double(id), at: card.path, frame: card.frame, hidden: card.isHidden,
          target: card.isTarget, focused: idle && id == focusCard, selected: card.isSelected)
      }
      buffer.appendBlock(state.block, ids: cards, dragging: session.isDragging)
      renderBuffer = buffer
    }
  }

  /// The board page's host.
  typealias Page = BoardHost

  /// Sets up the board page in a board scroller of `width` × `height` CSS pixels (its client
  /// area). Returns the number of cards.
  ///
  /// - Complexity: O(lanes + cards).
  @_expose(wasm, "board_setup")
  @_cdecl("board_setup")
  public func boardSetup(_ width: Double, _ height: Double) -> Int32 {
    let host = BoardHost(width: width, height: height)
    page = host
    return Int32(host.cards.totalItemCount)
  }

  /// One keyboard command: 0 pick up the card at (`lane`, `item`), 13 pick up the lane at `lane`
  /// (committed data); then 1 up, 2 down, 3 left (the lane before), 4 right (the lane after),
  /// 5 the lane's first slot (Home), 6 its end (End), 9 previous lane, 10 next lane, 11 drop,
  /// 12 cancel (a pointer drag too). Returns the status bits; the announcement, if any, is in the
  /// text buffer.
  ///
  /// - Complexity: as the engine's keyboard command (O(log pinned) per move; a drop is O(cards)
  ///   of the two lanes, or O(lanes) for a lane), plus O(k) to move an id in a lane of k cards.
  @_expose(wasm, "board_key")
  @_cdecl("board_key")
  public func boardKey(_ command: Int32, _ lane: Int32, _ item: Int32) -> Int32 {
    page?.key(command, lane: Int(lane), item: Int(item)) ?? 0
  }

  /// Moves the keyboard focus with nothing picked up: `lanes` lanes right, `items` cards down
  /// (see ``BoardHost/stepFocus(lanes:items:)``). Returns the status bits.
  ///
  /// - Complexity: O(n) for the n cards (the focused card is kept by id).
  @_expose(wasm, "board_step_focus")
  @_cdecl("board_step_focus")
  public func boardStepFocus(_ lanes: Int32, _ items: Int32) -> Int32 {
    page?.stepFocus(lanes: Int(lanes), items: Int(items)) ?? 0
  }

  /// Sets the focus to the card at (`lane`, `item`), or with `item` -1 to the lane's header
  /// (committed data), as the page's focus moved. Ignored during a drag.
  @_expose(wasm, "board_set_focus")
  @_cdecl("board_set_focus")
  public func boardSetFocus(_ lane: Int32, _ item: Int32) {
    guard let host = page, !host.session.isDragging else { return }
    if item < 0 {
      let id = host.laneId(at: Int(lane))
      if id >= 0 {
        host.focusLane = id
        host.focusCard = -1
      }
    } else if let id = host.cards.item(at: ItemPath(section: Int(lane), item: Int(item))) {
      host.focusCard = id
      host.focusLane = -1
    }
  }

  /// Host scrolling of the board to `x` (board content; ignored during a drag, which owns the
  /// offsets). Returns the board offset in effect.
  @_expose(wasm, "board_scroll")
  @_cdecl("board_scroll")
  public func boardScroll(_ x: Double) -> Double {
    guard let host = page else { return 0 }
    if !host.session.isDragging { host.session.setBoardOffset(x) }
    return host.session.layout.boardOffset
  }

  /// Host scrolling of the lane at `lane` to `y` (lane positions; ignored during a drag).
  /// Returns that lane's offset in effect.
  @_expose(wasm, "board_scroll_lane")
  @_cdecl("board_scroll_lane")
  public func boardScrollLane(_ lane: Int32, _ y: Double) -> Double {
    guard let host = page, lane >= 0, Int(lane) < host.session.layout.laneCount else { return 0 }
    if !host.session.isDragging { host.session.setLaneOffset(y, ofLane: Int(lane)) }
    return host.session.layout.laneOffsets[Int(lane)]
  }

  /// The name of the card with `id` ("todo-3") into the text buffer; returns its length.
  @_expose(wasm, "board_card_name")
  @_cdecl("board_card_name")
  public func boardCardName(_ id: Int32) -> Int32 {
    return textLength(of: cardName(id: id))
  }

  /// The text on the card with `id` into the text buffer; returns its length.
  @_expose(wasm, "board_card_text")
  @_cdecl("board_card_text")
  public func boardCardText(_ id: Int32) -> Int32 {
    let tasks = BoardHost.cardHeight(id: id) > 80 ? longTasks : shortTasks
    let i = max(0, Int(id % boardIdStride) / 3 + Int(id / boardIdStride) * 2)
    return textLength(of: tasks[i % tasks.count])
  }

  /// The title of the lane with `id` into the text buffer; returns its length.
  @_expose(wasm, "board_lane_title")
  @_cdecl("board_lane_title")
  public func boardLaneTitle(_ id: Int32) -> Int32 {
    return textLength(of: BoardTexts(cards: SectionedData(), lanes: SectionedData()).laneTitle(id))
  }

  /// The `data-lane-id` of the lane with `id` ("todo") into the text buffer; returns its length.
  @_expose(wasm, "board_lane_slug")
  @_cdecl("board_lane_slug")
  public func boardLaneSlug(_ id: Int32) -> Int32 {
    return textLength(of: id >= 0 && Int(id) < boardSeeds.count ? boardSeeds[Int(id)].slug : "lane")
  }

#endif

// MARK: - The page's exports

/// The page's host (``ListHost``, ``GridHost`` or ``BoardHost``, as the module was built for
/// one page), once the page's `*_setup` has run.
nonisolated(unsafe) var page: Page?

/// The scroller's new size (CSS pixels; the board's: its client area). Returns the status bits.
///
/// - Complexity: the list: O(1) when only the height changed, O(n) to lay the rows out again at
///   a new width; the grid: O(n) at a new width; the board: O(lanes).
@_expose(wasm, "page_resize")
@_cdecl("page_resize")
public func pageResize(_ width: Double, _ height: Double) -> Int32 {
  page?.resize(width: width, height: height) ?? 0
}

/// One pointer event (kind: 0 down, 1 move, 2 up, 3 cancel, 4 tick) at `x`, `y` (viewport
/// coordinates of the page's scroller) and `time` (seconds, the event's own timestamp). Returns
/// the status bits (0 before the setup or for an unknown kind).
///
/// - Complexity: as the engine's event: O(log n) (the board: O(log lanes + log cards)); a drop
///   adds O(d) for the d items between the two positions and O(k) to move the id in its section
///   of k items.
@_expose(wasm, "page_pointer")
@_cdecl("page_pointer")
public func pagePointer(_ kind: Int32, _ x: Double, _ y: Double, _ time: Double) -> Int32 {
  guard let host = page, let event = pointerEvent(kind: kind, x: x, y: y, time: time) else {
    return 0
  }
  return host.pointer(event)
}

/// The pointer's selection input, as a Ctrl-click or ⌘-click at `x`, `y` (viewport
/// coordinates of the page's scroller; the board: of the board scroller) at `time` (seconds):
/// toggles the selection of the item (card, icon) there. Nothing changes over no item or while
/// a press or drag is in progress. Returns the status bits; a change is announced with how many
/// are selected now.
///
/// - Complexity: O(log n + k) for k selected items.
@_expose(wasm, "page_select")
@_cdecl("page_select")
public func pageSelect(_ x: Double, _ y: Double, _ time: Double) -> Int32 {
  page?.select(at: Point(x: x, y: y), time: time) ?? 0
}

/// Toggles the selection of the focused item at (`section`, `item`) (committed data; on the
/// board, lane and card), as Shift+Space or Ctrl+Space with nothing picked up. Returns the
/// status bits; the announcement ("Selected A3, position 3 of 30 in Section A, 2 items
/// selected") is in the text buffer. Refused (0, no announcement) during a press or drag, for
/// a position out of range, and on the grid page (its icons take no keyboard focus).
///
/// - Complexity: O(k) for k selected items.
@_expose(wasm, "page_toggle_selection")
@_cdecl("page_toggle_selection")
public func pageToggleSelection(_ section: Int32, _ item: Int32) -> Int32 {
  page?.toggleFocused(ItemPath(section: Int(section), item: Int(item))) ?? 0
}

/// Writes the render state at `time` (seconds) into the render buffer; returns its length in
/// doubles. The layout of the buffer is each host's `render(at:)`.
///
/// - Complexity: O(log n + v) for the v visible items (the board: see ``BoardHost/render(at:)``).
@_expose(wasm, "page_render")
@_cdecl("page_render")
public func pageRender(_ time: Double) -> Int32 {
  page?.render(at: time)
  return Int32(renderBuffer.count)
}
