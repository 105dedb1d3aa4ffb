import ReorderCore

/// The data source a host keeps: sections of item keys, changed only by the data effects the
/// session reports (`moved`, `swapped`, `deletedSection`). Each item has a unique key (its
/// index in ``Scenario/flatItems``) even when ids repeat; each section keeps a key too, so a
/// deleted section can be told apart from a renumbered one.
struct ListModel: Equatable {
  var sections: [[Int]]
  var sectionKeys: [Int]

  init<Kind>(_ scenario: Scenario<Kind>) {
    var key = 0
    sections = scenario.sections.map { section in
      section.items.map { _ in
        defer { key += 1 }
        return key
      }
    }
    sectionKeys = Array(0..<scenario.sections.count)
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

  /// Applies a data effect (see ``applyDataEffect(_:to:)``); a deleted section takes its key
  /// with it.
  mutating func apply(_ effect: DragEffect) throws(DataEffectRejection) {
    try applyDataEffect(effect, to: &sections)
    if case .deletedSection(let s) = effect { sectionKeys.remove(at: s) }
  }

  /// The data with the item at `a.lifted` moved to `a.slot` (or a block's items together at
  /// the slot, in their data order).
  func applying(_ a: Arrangement) throws(DataEffectRejection) -> ListModel {
    var copy = self
    if let block = a.block {
      guard block.paths.allSatisfy(contains) else {
        throw DataEffectRejection(description: "block \(block.paths) is not in the data")
      }
      let keys = block.paths.map { self[$0] }
      for p in block.paths.reversed() { copy.sections[p.section].remove(at: p.item) }
      guard a.slot.section >= 0, a.slot.section < copy.sections.count, a.slot.item >= 0,
        a.slot.item <= copy.sections[a.slot.section].count
      else { throw DataEffectRejection(description: "block slot \(a.slot) is not in the data") }
      copy.sections[a.slot.section].insert(contentsOf: keys, at: a.slot.item)
      return copy
    }
    try copy.apply(.moved(from: a.lifted, to: a.slot))
    return copy
  }

  /// The sections as `scenario` would show them in this order: each section's header and
  /// footer are its original ones, its items the ones its keys name (`items`: the scenario's
  /// ``Scenario/flatItems``).
  func sections<Kind>(of scenario: Scenario<Kind>, items: [ScenarioItem]) -> [ScenarioSection] {
    sections.indices.map { s in
      let home = scenario.sections[sectionKeys[s]]
      return ScenarioSection(
        header: home.header, footer: home.footer, items: sections[s].map { items[$0] })
    }
  }
}
