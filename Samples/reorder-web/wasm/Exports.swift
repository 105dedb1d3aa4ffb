// The C-ABI export layer of the web sample, shared by its three pages. Scripts/web-build.sh
// compiles this file, one page's host (ListPage.swift, GridPage.swift or BoardPage.swift) and
// every file of Sources/ReorderCore as ONE Embedded Swift module for wasm32-unknown-none-wasm
// per page, so there is no `import ReorderCore`: the engine's types are in the same module (only
// their public API is used here). It is not a SwiftPM target. Each page file defines its host
// class and `typealias Page` to it, which the `page_*` exports below call.
// Each export is a public `@_cdecl("name")` function (the attribute alone on its line):
// Scripts/web-build.sh has wasm-ld export every such name of this file and the page's host.
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
  mutating func appendBlock(_ block: FloatingBlock, id: (FloatingBlockItem) -> Double) {
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
      ids.id(at: dragging ? copy.committedPath : copy.path)
    }
  }

  /// Appends a floating stack's header: its badge count (0: no multi-item drag), its record
  /// count and its phase (see ``phaseNumber(_:)``).
  mutating func appendBlockHeader(_ block: FloatingBlock?) {
    append(Double(block?.count ?? 0))
    append(Double(block?.items.count ?? 0))
    append(phaseNumber(block?.phase))
  }

  /// Appends a floating copy of `kind` (1 an item, 2 a lane): kind, id, frame (x, y, width,
  /// height) and look (12 values).
  mutating func appendFloating(_ kind: Double, id: Double, frame: Rect, look: SnapshotAppearance?) {
    append(kind)
    append(id)
    append(frame)
    append(look)
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

extension SectionedData<Int32> {
  /// The id at `path` as a render record's number, or -1 when the data holds none there.
  func id(at path: ItemPath) -> Double { item(at: path).map { Double($0) } ?? -1 }
}

/// The render buffer's doubles (layouts in Docs/Web.md).
nonisolated(unsafe) var renderBuffer = GrowableBuffer<Double>(capacity: 1024)
/// The latest text (UTF-8) for JavaScript to read.
nonisolated(unsafe) var textBuffer = GrowableBuffer<UInt8>(capacity: 256)

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
@_cdecl("web_render_ptr")
public func webRenderPointer() -> UnsafeMutableRawPointer {
  UnsafeMutableRawPointer(renderBuffer.base)
}

/// The address of the latest text (UTF-8 bytes).
@_cdecl("web_text_ptr")
public func webTextPointer() -> UnsafeMutableRawPointer { UnsafeMutableRawPointer(textBuffer.base) }

/// The length in bytes of the latest text.
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

/// The keyboard command of a key code: 0 pick up the item at `path` (committed data), 1 up,
/// 2 down, 3 left, 4 right, 5 section start (Home), 6 section end (End), 7 page up, 8 page down,
/// 9 previous section, 10 next section, 11 drop, 12 cancel; nil for any other code.
func keyboardCommand(_ code: Int32, at path: ItemPath) -> KeyboardCommand? {
  switch code {
  case 0: return .pickUp(path)
  case 1...10: return .move(keyMoves[Int(code) - 1])
  case 11: return .drop
  case 12: return .cancel
  default: return nil
  }
}

/// The moves of key codes 1 to 10, in code order (see ``keyboardCommand(_:at:)``).
let keyMoves: [KeyboardMove] = [
  .up, .down, .left, .right, .toSectionStart, .toSectionEnd, .pageUp, .pageDown,
  .previousSection, .nextSection,
]

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

// MARK: - The list's and the board's hosts

/// What the list's and the board's engines (``DragSession``, ``BoardSession``) answer alike
/// beyond ``HostEngine``: their press and keyboard state and their drag's announcements.
protocol DragPageEngine: HostEngine {
  /// Whether a press is in progress.
  var isPressing: Bool { get }
  /// Whether a keyboard drag is in progress.
  var isKeyboardDrag: Bool { get }
  /// The announcement of `kind` for the drag in progress; nil when none.
  func announcement(_ kind: Announcement.Kind) -> Announcement?
  /// The announcement of a drag's end among `effects`; nil when they do not end one.
  func endAnnouncement(in effects: [Effect], itemCount: Int) -> Announcement?
  /// The announcement of a pointer-style selection change.
  func announcement(for change: SelectionChange) -> Announcement?
}

extension DragSession: DragPageEngine {}
extension BoardSession: DragPageEngine {}

/// A host over a ``DragPageEngine`` whose items are ids in a ``SectionedData`` (the list's and
/// the board's): their status bits, pointer selection and drag effects are written once here.
protocol DragPageHost: PageHost {
  associatedtype Engine: DragPageEngine
  associatedtype Texts: AnnouncementTexts
  /// The engine.
  var session: Engine { get set }
  /// The item ids as the data source holds them (the board's: its cards).
  var data: SectionedData<Int32> { get set }
  /// How many items the drag in progress carries (a block's count, else 1), for the drop's
  /// and the cancel's announcements.
  var moving: Int { get set }
  /// The announcement texts, from the data as it stands.
  var texts: Texts { get }
  /// The drag just lifted: how many items it carries and the item to focus (nil: the focus
  /// stays); nil when it lifted no item (nothing is counted or announced).
  var lifted: (count: Int, focus: ItemPath?)? { get }
  /// Gives the focus to the item at `path` (committed data).
  func focus(itemAt path: ItemPath)
}

extension DragPageHost {
  /// Tracking while a press or a pointer drag goes on, keyboard drag while one goes on.
  var status: Int32 {
    var s: Int32 = 0
    let keyboard = session.isKeyboardDrag
    if session.isPressing || (session.isDragging && !keyboard) { s |= Status.tracking }
    if keyboard { s |= Status.keyboardDrag }
    return s
  }

  /// Toggles the selection of the item under `point` (**viewport**), as a modifier-click; the
  /// item takes the focus, and a change is announced with how many are selected now.
  func select(at point: Point, time: Double) -> Int32 {
    let change = session.select(atViewportPoint: point, time: time, policy: DefaultDragPolicy())
    switch change {
    case .selected(let p), .deselected(let p): focus(itemAt: p)
    case .unchanged, .refused: break
    }
    return announced(session.announcement(for: change), texts) | status
  }

  /// Applies the drag effect `e` (carried by `effect`) to the data and turns a lift, a drop,
  /// a cancel and a tap into focus and, when `announcing` (pointer drags: a keyboard command
  /// has the engine's own), announcements. Returns the status bits it sets.
  func apply(drag e: DragEffect, of effect: Engine.Effect, announcing: Bool) -> Int32 {
    var result: Int32 = data.apply(e) ? Status.dataChanged : 0
    switch e {
    case .willMove, .willMoveItems:
      // A block: announced at its gap, named by its count.
      guard let lift = lifted else { break }
      moving = lift.count
      if let p = lift.focus { focus(itemAt: p) }
      if announcing { result |= announced(session.announcement(.pickedUp), texts) }
    case .ended(let p), .cancelled(let p):
      focus(itemAt: p)
      result |= Status.focus
      if announcing {
        result |= announced(session.endAnnouncement(in: [effect], itemCount: moving), texts)
      }
      moving = 1
    case .tap(.item(let p)):
      focus(itemAt: p)
      result |= Status.focus
    default:
      break
    }
    return result
  }
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

// MARK: - The page's exports

/// The page's host (``ListHost``, ``GridHost`` or ``BoardHost``, as the module was built for
/// one page), once the page's `*_setup` has run.
nonisolated(unsafe) var page: Page?

/// The scroller's new size (CSS pixels; the board's: its client area). Returns the status bits.
///
/// - Complexity: the list: O(1) when only the height changed, O(n) to lay the rows out again at
///   a new width; the grid: O(n) at a new width; the board: O(lanes).
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
@_cdecl("page_toggle_selection")
public func pageToggleSelection(_ section: Int32, _ item: Int32) -> Int32 {
  page?.toggleFocused(ItemPath(section: Int(section), item: Int(item))) ?? 0
}

/// Writes the render state at `time` (seconds) into the render buffer; returns its length in
/// doubles. The layout of the buffer is each host's `render(at:)`.
///
/// - Complexity: O(log n + v) for the v visible items (the board: see ``BoardHost/render(at:)``).
@_cdecl("page_render")
public func pageRender(_ time: Double) -> Int32 {
  page?.render(at: time)
  return Int32(renderBuffer.count)
}
