// The icon grid page's host (grid.wasm): Scripts/web-build.sh compiles this file with Exports.swift and
// every file of Sources/ReorderCore as one Embedded Swift module, this page's.

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
  /// The icon ids as the data source holds them: one section.
  var ids: SectionedData<Int32>
  var selected: Int32 = -1
  /// The id of the icon deleted last, or -1.
  var deleted: Int32 = -1
  var width: Double

  init(count: Int, width: Double, height: Double) {
    ids = SectionedData([(0..<count).map { Int32($0) }])
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
        if let id = ids.item(at: p) { selected = id }
      case .cornerButton(let p):
        guard ids.contains(p) else { break }
        deleted = ids.sections[0].remove(at: p.item)
        result |= Status.deleted
        if deleted == selected { selected = -1 }
        var more = session.reload(layout: GridHost.layout(count: ids.totalItemCount, width: width))
        more.removeAll { if case .drag = $0 { return false } else { return true } }
        result |= apply(more) | Status.dataChanged
      case .drag(let e):
        if ids.apply(e) { result |= Status.dataChanged }
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
      layout: GridHost.layout(count: ids.totalItemCount, width: width), pinned: nil,
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
      buffer.append(1)
      buffer.append(ids.id(at: f.path))
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
      let id = ids.item(at: item.committedPath) ?? -1
      let look = session.appearance(
        ofItemAt: item.path, time: time, seed: UInt64(UInt32(bitPattern: id)), policy: policy)
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
      buffer.append(look.cornerButton ?? .zero)
    }
    buffer.appendBlockHeader(state.block)
    buffer.appendBlock(state.block, ids: ids, dragging: session.session.isDragging)
    renderBuffer = buffer
  }
}

/// The grid page's host.
typealias Page = GridHost

/// Sets up the grid page: `count` icons in a scroller of `width` × `height` CSS pixels.
@_cdecl("grid_setup")
public func gridSetup(_ count: Int32, _ width: Double, _ height: Double) {
  page = GridHost(count: max(0, min(Int(count), 10_000)), width: width, height: height)
}

/// Host scrolling to content offset `y` (ignored while pressing or dragging).
@_cdecl("grid_scroll")
public func gridScroll(_ y: Double) -> Double { page?.session.scroll(to: y) ?? 0 }

/// Turns editing mode on (1) or off (0), as the page's Edit and Done buttons. Returns the status
/// bits.
@_cdecl("grid_editing")
public func gridEditing(_ on: Int32) -> Int32 {
  guard let host = page else { return 0 }
  let effects = on != 0 ? host.session.beginEditing() : host.session.endEditing()
  return host.apply(effects) | host.status
}

/// The id of the icon deleted last, or -1.
@_cdecl("grid_deleted")
public func gridDeleted() -> Int32 { page?.deleted ?? -1 }

/// How many icons are in the multi-item selection (Ctrl-click or ⌘-click, `page_select`).
@_cdecl("grid_selection_count")
public func gridSelectionCount() -> Int32 { Int32(page?.session.selectedPaths.count ?? 0) }

/// The id of the selected icon, or -1.
@_cdecl("grid_selected")
public func gridSelected() -> Int32 { page?.selected ?? -1 }
