/// A host's sectioned data, kept in step with a drag: the one place where the engine's data
/// effects (``DragEffect/moved(from:to:)``, ``DragEffect/swapped(_:_:)``,
/// ``DragEffect/deletedSection(_:)``) are applied to items.
///
/// Positions are ``ItemPath`` values `[section, item]` in the data as it stands just before each
/// change, as `UITableView.moveRow(at:to:)` has them, so applying a drag's effects in order keeps
/// this data equal to the engine's order at every step. An effect that does not fit the data
/// (a position out of range, a section that is not empty) changes nothing and reports `false`:
/// no item is ever lost or duplicated here.
///
/// Items are never compared: equal values are distinct items.
public struct SectionedData<Item> {
  /// The items, section by section.
  public var sections: [[Item]]

  /// Creates data from its sections.
  ///
  /// - Parameter sections: the items, section by section.
  @inlinable
  public init(_ sections: [[Item]] = []) {
    self.sections = sections
  }

  /// The number of sections.
  @inlinable
  public var sectionCount: Int { sections.count }

  /// The number of items in `section`; 0 for a section out of range.
  @inlinable
  public func itemCount(inSection section: Int) -> Int {
    section >= 0 && section < sections.count ? sections[section].count : 0
  }

  /// The number of items in all sections.
  ///
  /// - Complexity: O(S) for S sections.
  public var totalItemCount: Int { sections.reduce(0) { $0 + $1.count } }

  /// Whether an item stands at `path`.
  @inlinable
  public func contains(_ path: ItemPath) -> Bool {
    path.item >= 0 && path.item < itemCount(inSection: path.section)
  }

  /// The item at `path`, or nil when no item stands there.
  @inlinable
  public func item(at path: ItemPath) -> Item? {
    contains(path) ? sections[path.section][path.item] : nil
  }

  /// The first position whose item satisfies `predicate`, in data order.
  ///
  /// - Complexity: O(n) for n items.
  public func firstPath(where predicate: (Item) -> Bool) -> ItemPath? {
    for s in sections.indices {
      if let i = sections[s].firstIndex(where: predicate) {
        return ItemPath(section: s, item: i)
      }
    }
    return nil
  }

  /// Whether `destination` is a valid `moveRow(at:to:)` destination for the item at `source`:
  /// an index in the data once that item is taken out (so at most the section's count after
  /// removal).
  @inlinable
  public func isValidMove(from source: ItemPath, to destination: ItemPath) -> Bool {
    guard contains(source), destination.section >= 0, destination.section < sections.count
    else { return false }
    let count =
      sections[destination.section].count - (destination.section == source.section ? 1 : 0)
    return destination.item >= 0 && destination.item <= count
  }

  /// Removes the item at `source` and inserts it so that it stands at `destination`, as
  /// `UITableView.moveRow(at:to:)`.
  ///
  /// - Returns: whether the data changed (false, and nothing changed, for positions out of
  ///   range or a move onto itself).
  /// - Complexity: O(k) for the k items of the sections involved.
  @discardableResult
  public mutating func move(from source: ItemPath, to destination: ItemPath) -> Bool {
    guard isValidMove(from: source, to: destination), source != destination else { return false }
    let s = source.section
    if s == destination.section, abs(destination.item - source.item) <= 16 {
      // A short move within a section (a live step), by neighbour swaps in place: the array's
      // insertion, compiled unspecialized (a host generic over its items), allocates each time.
      sections[s].withUnsafeMutableBufferPointer { items in
        var i = source.item
        while i < destination.item {
          items.swapAt(i, i + 1)
          i += 1
        }
        while i > destination.item {
          items.swapAt(i, i - 1)
          i -= 1
        }
      }
      return true
    }
    let item = sections[s].remove(at: source.item)
    sections[destination.section].insert(item, at: destination.item)
    return true
  }

  /// The items at `first` and `second` trade places.
  ///
  /// - Returns: whether the data changed (false for a position out of range or the same
  ///   position twice).
  /// - Complexity: O(1) (amortised; the first write after a copy is O(k)).
  @discardableResult
  public mutating func swapAt(_ first: ItemPath, _ second: ItemPath) -> Bool {
    guard contains(first), contains(second), first != second else { return false }
    let a = sections[first.section][first.item]
    sections[first.section][first.item] = sections[second.section][second.item]
    sections[second.section][second.item] = a
    return true
  }

  /// Removes the section at `section` if it is empty.
  ///
  /// - Returns: whether the data changed (false for a section out of range or one that still
  ///   holds items: items are never dropped with a section).
  /// - Complexity: O(S) for S sections.
  @discardableResult
  public mutating func removeEmptySection(_ section: Int) -> Bool {
    guard section >= 0, section < sections.count, sections[section].isEmpty else { return false }
    sections.remove(at: section)
    return true
  }

  /// Moves the section at `source` so that it stands at `destination`, as
  /// `UITableView.moveSection(_:toSection:)`.
  ///
  /// - Returns: whether the data changed.
  /// - Complexity: O(S) for S sections.
  @discardableResult
  public mutating func moveSection(from source: Int, to destination: Int) -> Bool {
    guard source >= 0, source < sections.count, destination >= 0,
      destination < sections.count, source != destination
    else { return false }
    let section = sections.remove(at: source)
    sections.insert(section, at: destination)
    return true
  }

  /// Applies one effect: moves, swaps and section deletions change the data; every other
  /// effect (previews, scrolling, the ends of a drag) changes nothing.
  ///
  /// - Returns: whether the data changed.
  /// - Complexity: that of the operation (see ``move(from:to:)``).
  @discardableResult
  public mutating func apply(_ effect: DragEffect) -> Bool {
    switch effect {
    case .moved(let from, let to): return move(from: from, to: to)
    case .swapped(let a, let b): return swapAt(a, b)
    case .deletedSection(let s): return removeEmptySection(s)
    default: return false
    }
  }

  /// Applies every effect of `effects`, in order.
  ///
  /// - Returns: whether the data changed.
  @discardableResult
  public mutating func apply(_ effects: [DragEffect]) -> Bool {
    var changed = false
    for effect in effects where apply(effect) { changed = true }
    return changed
  }

  /// This data with the drag's move applied: the item at `arrangement.lifted` taken out and
  /// re-inserted at `arrangement.slot`.
  ///
  /// - Complexity: O(1) when nothing moved (shared storage); otherwise one copy, O(n).
  public func applying(_ arrangement: Arrangement) -> SectionedData {
    var copy = self
    copy.move(from: arrangement.lifted, to: arrangement.slot)
    return copy
  }
}

extension SectionedData: Equatable where Item: Equatable {}
extension SectionedData: Sendable where Item: Sendable {}
