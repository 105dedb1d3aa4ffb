// The list page's host (list.wasm): Scripts/web-build.sh compiles this file with Exports.swift and
// every file of Sources/ReorderCore as one Embedded Swift module, this page's.

/// The list page's host: a `DragSession<ListLayout>` in drop commit (the data changes once, at
/// the drop, so a step costs the same at any size) and the item ids as the data source holds
/// them (a ``SectionedData``, which applies the engine's data effects).
final class ListHost: DragPageHost {
  /// The row and header heights, in CSS pixels.
  static let rowHeight = 44.0
  static let headerHeight = 32.0

  var session: DragSession<ListLayout>
  var data: SectionedData<Int32>
  let numbered: Bool
  /// The focused item (committed data).
  var focus = ItemPath(section: 0, item: 0)
  var moving = 1

  init(sections: Int, perSection: Int, numbered: Bool, width: Double, height: Double) {
    self.numbered = numbered
    let data = (0..<sections).map { s in
      (0..<perSection).map { Int32(s) * idStride + Int32($0) }
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

  /// Toggles the selection of the focused item at `path` (committed data), as Shift+Space or
  /// Ctrl+Space: the engine's keyboard selection command and its announcement.
  func toggleFocused(_ path: ItemPath) -> Int32 {
    guard data.contains(path) else { return status }
    focus = path
    let outcome = session.toggleSelectionOfFocused(at: path, policy: DefaultDragPolicy())
    return announced(outcome.announcement, texts) | status
  }

  /// The lifted drag's item count; the focus stays where it was.
  var lifted: (count: Int, focus: ItemPath?)? { (session.arrangement?.itemCount ?? 1, nil) }

  func focus(itemAt path: ItemPath) { focus = path }

  /// Applies effects to the data and turns drops, cancels and taps into focus and
  /// announcements (pointer drags announce the pick-up, the drop and the cancel).
  func apply(_ effects: [DragEffect], announcing: Bool) -> Int32 {
    var result: Int32 = 0
    for effect in effects {
      result |= apply(drag: effect, of: effect, announcing: announcing)
    }
    return result
  }

  func pointer(_ event: PointerEvent) -> Int32 {
    apply(session.handle(event), announcing: true) | status
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

  /// Moves the focus `delta` positions in data order (across sections) and scrolls it into
  /// view.
  func stepFocus(_ delta: Int) -> Int32 {
    guard !session.isDragging, data.sectionCount > 0,
      let p = data.path(
        after: data.contains(focus) ? focus : ItemPath(section: 0, item: 0), by: delta)
    else { return 0 }
    focus = p
    _ = session.reveal(itemAt: p)
    return Status.focus
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
      buffer.appendFloating(1, id: data.id(at: p), frame: f.frame, look: f.appearance)
    } else {
      buffer.appendZeros(18)
    }
    buffer.append(data.id(at: focus))
    buffer.append(phaseNumber(state.floating?.phase))
    buffer.appendBlockHeader(state.block)
    buffer.pad(to: 32)
    for item in state.items {
      let c = item.committedPath
      buffer.appendItem(
        id: data.id(at: c), at: item.path, frame: item.frame,
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
@_cdecl("list_key")
public func listKey(_ command: Int32, _ section: Int32, _ item: Int32) -> Int32 {
  guard let c = keyboardCommand(command, at: ItemPath(section: Int(section), item: Int(item)))
  else { return 0 }
  return page?.key(c) ?? 0
}

/// Host scrolling to content offset `y` (ignored during a drag). Returns the offset in effect.
@_cdecl("list_scroll")
public func listScroll(_ y: Double) -> Double { page?.session.scroll(to: y) ?? 0 }

/// Sets the focused item (committed data), as the page's focus moved.
@_cdecl("list_set_focus")
public func listSetFocus(_ section: Int32, _ item: Int32) {
  guard let host = page else { return }
  let p = ItemPath(section: Int(section), item: Int(item))
  if host.data.contains(p) { host.focus = p }
}

/// Moves the focus `delta` positions in data order and scrolls it into view (no drag in
/// progress). Returns the status bits.
@_cdecl("list_step_focus")
public func listStepFocus(_ delta: Int32) -> Int32 { page?.stepFocus(Int(delta)) ?? 0 }

/// The title of `section` into the text buffer. Returns its length.
@_cdecl("list_section_title")
public func listSectionTitle(_ section: Int32) -> Int32 {
  guard let host = page else { return 0 }
  return textLength(of: host.texts.sectionTitle(Int(section)))
}
