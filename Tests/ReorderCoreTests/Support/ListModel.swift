import ReorderCore

/// The data source a host keeps: sections of item keys, changed only by the data effects the
/// session reports (`moved`, `swapped`, `deletedSection`). Each item has a unique key (its
/// index in ``Scenario/flatItems``) even when ids repeat; each section keeps a key too, so a
/// deleted section can be told apart from a renumbered one.
struct ListModel: Equatable {
  var sections: [[Int]]
  var sectionKeys: [Int]

  init(_ scenario: Scenario) {
    var key = 0
    sections = scenario.sections.map { section in
      section.items.map { _ in
        defer { key += 1 }
        return key
      }
    }
    sectionKeys = Array(0..<scenario.sections.count)
  }

  /// Why an effect could not be applied.
  struct Rejection: Error, CustomStringConvertible {
    var description: String
  }

  func contains(_ p: ItemPath) -> Bool {
    p.section >= 0 && p.section < sections.count && p.item >= 0
      && p.item < sections[p.section].count
  }

  subscript(_ p: ItemPath) -> Int { sections[p.section][p.item] }

  /// Where the item with `key` stands.
  func position(of key: Int) -> ItemPath? {
    for (s, items) in sections.enumerated() {
      if let i = items.firstIndex(of: key) { return ItemPath(section: s, item: i) }
    }
    return nil
  }

  /// `moveRow(at:to:)`: positions in the data just before the move; `to` counts after removal.
  mutating func move(from: ItemPath, to: ItemPath) throws(Rejection) {
    guard contains(from) else { throw Rejection(description: "move from \(from): no such item") }
    var after = sections
    let key = after[from.section].remove(at: from.item)
    guard to.section >= 0, to.section < after.count, to.item >= 0,
      to.item <= after[to.section].count
    else {
      throw Rejection(description: "move to \(to): not a valid destination")
    }
    after[to.section].insert(key, at: to.item)
    sections = after
  }

  mutating func apply(_ effect: DragEffect) throws(Rejection) {
    switch effect {
    case .moved(let from, let to):
      try move(from: from, to: to)
    case .swapped(let a, let b):
      guard contains(a), contains(b) else {
        throw Rejection(description: "swap \(a) \(b): no such item")
      }
      let ka = self[a]
      sections[a.section][a.item] = self[b]
      sections[b.section][b.item] = ka
    case .deletedSection(let s):
      guard s >= 0, s < sections.count, sections[s].isEmpty else {
        throw Rejection(description: "deleteSection \(s): not an empty section")
      }
      sections.remove(at: s)
      sectionKeys.remove(at: s)
    default:
      break
    }
  }

  /// The data with the item at `a.lifted` moved to `a.slot`.
  func applying(_ a: Arrangement) throws(Rejection) -> ListModel {
    var copy = self
    try copy.move(from: a.lifted, to: a.slot)
    return copy
  }
}
