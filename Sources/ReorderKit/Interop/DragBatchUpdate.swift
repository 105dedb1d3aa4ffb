import Foundation

/// One change of the data said as one `UICollectionView.performBatchUpdates` (or
/// `UITableView.performBatchUpdates`) batch: what a drop, a live step or a cancel did to the
/// items, told in ``DragDelegate/dragController(_:didPerformBatch:)`` after the callbacks of
/// the same change.
///
/// **Convention** (UIKit's): every `from` and every index in ``deletedSections`` is a position
/// in the data *before* the batch; every `to` is a position in the data *after* the whole
/// batch (the deleted sections already gone). Items that are not named keep their relative
/// order. A UIKit host calls, inside one `performBatchUpdates`, `deleteSections` with
/// ``deletedSections`` and `moveItem(at: from, to: to)` for each move, after changing its data
/// the same way (``apply(to:)`` does it to an array of sections).
///
/// A host applies **either** the batches **or** the individual callbacks (`didMoveItemFrom`,
/// `didMoveItemsFrom`, `didExchangeItemAt`, `didDeleteSection`), never both: each is the whole
/// change. A board's lane moves are told by `didMoveLaneFrom` only, never in a batch.
public struct DragBatchUpdate: Sendable, Equatable {
  /// One item's move: `from` in the data before the batch, `to` in the data after it.
  public struct Move: Sendable, Equatable {
    /// The item's position in the data before the batch.
    public var from: IndexPath
    /// The item's position in the data after the batch.
    public var to: IndexPath

    /// Creates a move.
    public init(from: IndexPath, to: IndexPath) {
      self.from = from
      self.to = to
    }
  }

  /// The moved items, in data order of their sources (a multi-item drop: the block's items,
  /// landing contiguous in that order; an exchange: two moves, each item to the other's place).
  public var moves: [Move]
  /// The sections removed because the change emptied them (``EmptySectionPolicy/remove``),
  /// as indexes in the data before the batch.
  public var deletedSections: IndexSet

  /// Creates a batch.
  public init(moves: [Move], deletedSections: IndexSet = IndexSet()) {
    self.moves = moves
    self.deletedSections = deletedSections
  }

  /// Applies the batch to `sections` as UIKit applies one: the moved items are taken out of the
  /// data before the batch (sources), the deleted sections (empty by then) removed, then the
  /// items inserted at their destinations in the data after it, lowest first.
  ///
  /// - Returns: whether the batch fit the data; when it does not (a source or destination out
  ///   of range, the same source twice, a deleted section that still holds items), `sections`
  ///   is left unchanged: no item is ever lost or duplicated.
  /// - Complexity: O(k log k + n) for k moves over data of n items and sections.
  @discardableResult
  public func apply<Item>(to sections: inout [[Item]]) -> Bool {
    var data = sections
    let sources = moves.map(\.from).sorted(by: >)
    for (a, b) in zip(sources, sources.dropFirst()) where a == b { return false }
    var moving = [Item]()
    moving.reserveCapacity(moves.count)
    for move in moves {
      guard let p = Self.position(move.from, in: data, inserting: false) else { return false }
      moving.append(data[p.section][p.item])
    }
    for s in sources { data[s[0]].remove(at: s[1]) }
    for s in deletedSections.reversed() {
      guard s < data.count, data[s].isEmpty else { return false }
      data.remove(at: s)
    }
    let order = moves.indices.sorted { moves[$0].to < moves[$1].to }
    for k in order {
      guard let p = Self.position(moves[k].to, in: data, inserting: true) else { return false }
      data[p.section].insert(moving[k], at: p.item)
    }
    sections = data
    return true
  }

  /// `path` as `(section, item)` when it names an item of `data` (or, `inserting`, a place to
  /// insert one: up to the section's count); nil otherwise.
  private static func position<Item>(_ path: IndexPath, in data: [[Item]], inserting: Bool)
    -> (section: Int, item: Int)?
  {
    guard path.count == 2, data.indices.contains(path[0]), path[1] >= 0 else { return nil }
    let limit = data[path[0]].count + (inserting ? 1 : 0)
    return path[1] < limit ? (path[0], path[1]) : nil
  }
}

// MARK: Gathering a batch from the effects, as they arrive

extension DragBatchUpdate {
  /// Adds a `moved(from:to:)` told on arrival (`from` in the data just before it) to this
  /// batch: it joins when it moves on the one item this batch moves and no section has been
  /// deleted yet; returns false otherwise (the caller tells this batch and starts another).
  mutating func join(movedFrom from: IndexPath, to: IndexPath) -> Bool {
    guard deletedSections.isEmpty, moves.count == 1, moves[0].to == from else { return false }
    moves[0].to = to
    return true
  }

  /// Adds a `deletedSection` told on arrival (`section` in the data just before it, after
  /// the sections this batch deleted already): the index before the batch is recorded, and
  /// destinations past it count it out.
  mutating func join(deletedSection section: Int) {
    deletedSections.insert(Self.index(section, before: deletedSections))
    for k in moves.indices where moves[k].to[0] > section { moves[k].to[0] -= 1 }
  }

  /// Section index `index` in the data once the sections `deleted` (indexes before) are gone,
  /// as an index in the data before they went.
  ///
  /// - Complexity: O(d) for d deleted sections.
  static func index(_ index: Int, before deleted: IndexSet) -> Int {
    var result = index
    for d in deleted where d <= result { result += 1 }
    return result
  }

  /// The indexes, in the data before any of them went, of sections deleted one after another
  /// (each of `deleted` in the data just before it).
  ///
  /// - Complexity: O(d²) for d deleted sections.
  static func sectionsBefore(deleting deleted: [Int]) -> IndexSet {
    var before = IndexSet()
    for s in deleted { before.insert(index(s, before: before)) }
    return before
  }

  /// `section` (an index in the data once the sections of `deleted`, told one after another,
  /// each in the data just before it, are gone) as an index in the data before they went.
  ///
  /// - Complexity: O(d²) for d deleted sections.
  static func sectionBefore(deleting deleted: [Int], _ section: Int) -> Int {
    index(section, before: sectionsBefore(deleting: deleted))
  }

  /// Whether the batch changes nothing (a live drag whose item came back where this batch
  /// found it).
  var isEmpty: Bool {
    deletedSections.isEmpty && moves.allSatisfy { $0.from == $0.to }
  }
}
