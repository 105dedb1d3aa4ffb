/// The selected items of a drag engine (a list's or grid's items, a board's cards): positions
/// in the committed data, sorted, each once. It follows its items through the engine's commits
/// (``remap(_:)`` and its shorthands); it never holds a pinned position.
@usableFromInline struct SelectionSet: Sendable, Equatable {
  /// The selected positions (committed data), sorted in data order.
  @usableFromInline private(set) var paths: [ItemPath] = []

  @inlinable init() {}

  /// Whether nothing is selected.
  @inlinable var isEmpty: Bool { paths.isEmpty }

  /// How many items are selected.
  @inlinable var count: Int { paths.count }

  /// Where `path` stands in ``paths`` (or would be inserted), and whether it is there.
  ///
  /// - Complexity: O(log k) for k selected items.
  func find(_ path: ItemPath) -> (index: Int, found: Bool) {
    let i = partitionPoint(0, paths.count) { paths[$0] >= path }
    return (i, i < paths.count && paths[i] == path)
  }

  /// Whether the item at `path` (committed data) is selected.
  ///
  /// - Complexity: O(log k).
  func contains(_ path: ItemPath) -> Bool { find(path).found }

  /// Empties the set.
  mutating func removeAll() { paths.removeAll() }

  /// Takes `sorted` (committed positions, sorted, each once) as the set.
  mutating func replace(sorted: [ItemPath]) { paths = sorted }

  /// Inserts `path` at `index` (from ``find(_:)``).
  mutating func insert(_ path: ItemPath, at index: Int) { paths.insert(path, at: index) }

  /// Removes the position at `index` (from ``find(_:)``).
  mutating func remove(at index: Int) { paths.remove(at: index) }

  /// The number of items a move of the item at `path` carries: the whole selection when the
  /// item is selected with at least one other, 1 otherwise.
  ///
  /// - Complexity: O(log k).
  func carriedCount(forItemAt path: ItemPath) -> Int {
    paths.count >= 2 && contains(path) ? paths.count : 1
  }

  /// The selected positions seen through `map` (committed data to the data as the data source
  /// holds it), sorted.
  ///
  /// - Complexity: O(k log k).
  func mapped(_ map: (ItemPath) -> ItemPath) -> [ItemPath] {
    paths.map(map).sorted()
  }

  // MARK: Following the items

  /// Renumbers every selected item with `map` (committed data before -> after) and sorts.
  ///
  /// - Complexity: O(k log k).
  mutating func remap(_ map: (ItemPath) -> ItemPath) {
    guard !paths.isEmpty else { return }
    for i in paths.indices { paths[i] = map(paths[i]) }
    paths.sort()
  }

  /// The set after the item at `source` moved to `destination` (committed data, as
  /// `moveRow(at:to:)`).
  ///
  /// - Complexity: O(k log k).
  mutating func remap(afterMoveFrom source: ItemPath, to destination: ItemPath) {
    let a = Arrangement(lifted: source, slot: destination)
    remap { a.currentPath(forCommitted: $0) }
  }

  /// The set after the items at `first` and `second` traded places.
  ///
  /// - Complexity: O(k log k).
  mutating func remap(afterSwapping first: ItemPath, _ second: ItemPath) {
    remap { $0 == first ? second : ($0 == second ? first : $0) }
  }

  /// The set after the empty section `section` was removed.
  ///
  /// - Complexity: O(k).
  mutating func remap(afterRemovingSection section: Int) {
    for i in paths.indices where paths[i].section > section { paths[i].section -= 1 }
  }

  // MARK: The block

  /// The items a drag beginning on `pressed` lifts as a block: every selected item `canMove`
  /// lets move now (the pressed one always), when the pressed one is selected and at least two
  /// may move; nil for a plain drag.
  ///
  /// - Complexity: O(k log k), and one `canMove` question per selected item but the pressed.
  func blockPaths(pressed: ItemPath, canMove: (ItemPath) -> Bool) -> [ItemPath]? {
    guard paths.count >= 2, contains(pressed) else { return nil }
    let movable = paths.filter { $0 == pressed || canMove($0) }
    return movable.count >= 2 ? movable : nil
  }
}

/// The selection API every drag engine has (``DragSession``, ``GridEditingSession``,
/// ``BoardSession``): positions in the engine's committed data (a board's are `[lane, card]`),
/// selected items kept sorted, following their items through drags, exchanges and reloads.
/// The requests that mean the same on every engine are written once, in this protocol's
/// extension; each engine answers what differs (where its data source stands, its hit test,
/// when a replacement is allowed). A host never conforms a type of its own.
public protocol SelectionEngine {
  /// The selected items' positions in the data as the data source holds it (live moves
  /// included), sorted in data order.
  var selectedPaths: [ItemPath] { get }
  /// Whether the item at `path` (committed data) is selected.
  func isSelected(_ path: ItemPath) -> Bool
  /// The pointer-style selection input (a tap in selection mode, or a modifier-click): toggles
  /// the item under `point` (**viewport** coordinates); nothing while a press or drag is in
  /// progress or over no item. The time only advances the engine's clock.
  mutating func select<P: DragPolicy>(atViewportPoint point: Point, time: Double, policy: P)
    -> SelectionChange
  /// Replaces the selection with `paths` (positions as ``selectedPaths`` has them), keeping
  /// only those that may be selected; false (nothing changes) during a multi-item drag.
  mutating func replaceSelection<P: DragPolicy>(with paths: [ItemPath], policy: P) -> Bool
  /// The one change every selection request comes to (the engines' hook: call
  /// ``select(at:policy:)``, ``deselect(at:)`` or ``toggleSelection(at:policy:)``).
  mutating func _setSelected<P: DragPolicy>(_ path: ItemPath, _ wanted: Bool, policy: P)
    -> SelectionChange
  /// Empties the selection at rest (the engines' hook: call ``clearSelection()``).
  mutating func _clearSelection() -> Bool
}

extension SelectionEngine {
  /// Adds the item at `path` (committed data) to the selection.
  ///
  /// Refused while a press or drag is in progress, for a position out of range, a pinned item,
  /// or one the policy will not let be selected (``DragPolicy/canSelectItem(at:)``).
  ///
  /// - Complexity: O(k + log p) for k selected and p pinned items.
  @discardableResult
  public mutating func select<P: DragPolicy>(at path: ItemPath, policy: P) -> SelectionChange {
    _setSelected(path, true, policy: policy)
  }

  /// Adds the item at `path` (committed data) to the selection, with the default policy.
  @discardableResult
  public mutating func select(at path: ItemPath) -> SelectionChange {
    _setSelected(path, true, policy: DefaultDragPolicy())
  }

  /// Removes the item at `path` (committed data) from the selection. Refused while a press or
  /// drag is in progress.
  ///
  /// - Complexity: O(k) for k selected items.
  @discardableResult
  public mutating func deselect(at path: ItemPath) -> SelectionChange {
    _setSelected(path, false, policy: DefaultDragPolicy())
  }

  /// Selects the item at `path` (committed data) if it is not selected, deselects it if it is.
  ///
  /// - Complexity: O(k + log p).
  @discardableResult
  public mutating func toggleSelection<P: DragPolicy>(at path: ItemPath, policy: P)
    -> SelectionChange
  {
    _setSelected(path, !isSelected(path), policy: policy)
  }

  /// Toggles the item at `path` (committed data) with the default policy.
  @discardableResult
  public mutating func toggleSelection(at path: ItemPath) -> SelectionChange {
    toggleSelection(at: path, policy: DefaultDragPolicy())
  }

  /// Empties the selection. Refused (returns false) while a press or drag is in progress.
  @discardableResult
  public mutating func clearSelection() -> Bool { _clearSelection() }
}

/// What an engine with a selection answers, so that every selection request is written once
/// (the list and grid session, the board session): the requests, their refusals and the
/// filtering of positions a host hands in.
protocol SelectionOwner {
  /// The selected items (committed data).
  var selection: SelectionSet { get set }
  /// Whether no press waits and no drag runs: the selection only changes then.
  var isAtRest: Bool { get }
  /// Whether `path` (committed data) is an item that exists.
  func isItem(_ path: ItemPath) -> Bool
  /// The pinned items (committed data): never selected.
  var selectionPinned: PinnedItems { get }
  /// Where the item at `path` (committed data) stands in the data as the data source holds it.
  func dataSourcePosition(ofCommitted path: ItemPath) -> ItemPath
  /// The committed position of the item at `path` in the data as the data source holds it.
  func committedPosition(ofDataSource path: ItemPath) -> ItemPath
  /// How many items section `section` holds (committed data).
  func committedCount(inSection section: Int) -> Int
}

extension SelectionOwner {
  /// The selected items' positions in the data as the data source holds it, sorted.
  ///
  /// - Complexity: O(1) when nothing is selected or `moved` is false; O(k log k) otherwise.
  func selectedDataSourcePaths(moved: Bool) -> [ItemPath] {
    guard moved, !selection.isEmpty else { return selection.paths }
    return selection.mapped { dataSourcePosition(ofCommitted: $0) }
  }

  /// The announcement of selection change `change`: at `focused` (the keyboard's selection
  /// command on the focused item) or at the changed item (nil: a pointer-style change), with
  /// how many are selected now; nil for no change or a refusal that is not announced.
  func selectionAnnouncement(_ change: SelectionChange, focused: ItemPath?) -> Announcement? {
    Announcer.selection(
      change, focused: focused, selected: selection.count, count: committedCount(inSection:))
  }

  /// Why selecting the item at `path` (committed data) would be refused, or nil.
  func selectionRefusal<P: DragPolicy>(at path: ItemPath, policy: P) -> SelectionRefusal? {
    guard isAtRest else { return .busy }
    guard isItem(path) else { return .notAnItem }
    guard !selectionPinned.contains(path) else { return .pinned }
    guard policy.canSelectItem(at: path) else { return .policy }
    return nil
  }

  /// Makes the item at `path` (committed data) selected or not: the one change every
  /// selection request comes to. Selecting asks ``selectionRefusal(at:policy:)`` first.
  ///
  /// - Complexity: O(k + log p) for k selected and p pinned items.
  mutating func setSelected<P: DragPolicy>(_ path: ItemPath, _ wanted: Bool, policy: P)
    -> SelectionChange
  {
    if wanted {
      if let refusal = selectionRefusal(at: path, policy: policy) { return .refused(refusal) }
    } else if !isAtRest {
      return .refused(.busy)
    }
    let (i, found) = selection.find(path)
    if found == wanted { return isItem(path) ? .unchanged(path) : .refused(.notAnItem) }
    if wanted { selection.insert(path, at: i) } else { selection.remove(at: i) }
    return wanted ? .selected(path) : .deselected(path)
  }

  /// Empties the selection; false (nothing changes) unless at rest.
  mutating func clearSelectionAtRest() -> Bool {
    guard isAtRest else { return false }
    selection.removeAll()
    return true
  }

  /// The committed positions of the items at `paths` that may be selected (items, not pinned,
  /// allowed by the policy, asked with the positions as given), sorted, each once. With
  /// `throughDrag`, `paths` are in the data as the data source holds it; otherwise committed.
  ///
  /// - Complexity: O(m log m + m log p) for m positions.
  func selectable<P: DragPolicy>(_ paths: [ItemPath], throughDrag: Bool, policy: P)
    -> [ItemPath]
  {
    var kept = [ItemPath]()
    kept.reserveCapacity(paths.count)
    for p in paths.sorted() where kept.last != p {
      let committed = throughDrag ? committedPosition(ofDataSource: p) : p
      // A position maps back to itself only when it is one of the data source's.
      guard isItem(committed),
        !throughDrag || dataSourcePosition(ofCommitted: committed) == p,
        !selectionPinned.contains(committed), policy.canSelectItem(at: p)
      else { continue }
      kept.append(p)
    }
    guard throughDrag else { return kept }
    return kept.map { committedPosition(ofDataSource: $0) }.sorted()
  }
}

extension ItemBlock {
  /// Whether dropping the block at `slot` (a position in the rest) would change the index of an
  /// item of `pinned` (committed data). Only the sections the block leaves or enters can change.
  ///
  /// - Complexity: O(p log k) for p pinned items in those sections.
  func dropMovesPinned(to slot: ItemPath, _ pinned: PinnedItems) -> Bool {
    var touched = sections
    if !touched.contains(slot.section) { touched.append(slot.section) }
    for section in touched where section >= 0 && section < pinned.bySection.count {
      for item in pinned.bySection[section] {
        var index = restPath(forCommitted: ItemPath(section: section, item: item)).item
        if section == slot.section && index >= slot.item { index += count }
        if index != item { return true }
      }
    }
    return false
  }
}
