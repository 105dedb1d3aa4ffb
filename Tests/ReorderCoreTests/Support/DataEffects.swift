import ReorderCore

/// Why a data effect could not be applied to sectioned data.
struct DataEffectRejection: Error, CustomStringConvertible {
  var description: String
}

/// The one place the tests apply a data effect to sectioned data, as a host's data source
/// does: `moved` is `moveRow(at:to:)` (`from` before the move, `to` after the removal),
/// `swapped` exchanges two items, `deletedSection` removes an empty section; every other
/// effect leaves the data alone. An effect that does not fit the data is rejected and the
/// data is left as it was.
///
/// Every helper in the tests that keeps a host's data (``ListModel``, ``applyDataEffects(_:to:)``,
/// `SessionHarness`, `KeyboardModel`) comes through here.
///
/// - Complexity: O(items in the two sections involved).
func applyDataEffect<Item>(_ effect: DragEffect, to sections: inout [[Item]])
  throws(DataEffectRejection)
{
  func contains(_ p: ItemPath) -> Bool {
    p.section >= 0 && p.section < sections.count && p.item >= 0
      && p.item < sections[p.section].count
  }
  switch effect {
  case .moved(let from, let to):
    guard contains(from) else {
      throw DataEffectRejection(description: "move from \(from): no such item")
    }
    var after = sections
    let item = after[from.section].remove(at: from.item)
    guard to.section >= 0, to.section < after.count, to.item >= 0,
      to.item <= after[to.section].count
    else {
      throw DataEffectRejection(description: "move to \(to): not a valid destination")
    }
    after[to.section].insert(item, at: to.item)
    sections = after
  case .swapped(let a, let b):
    guard contains(a), contains(b) else {
      throw DataEffectRejection(description: "swap \(a) \(b): no such item")
    }
    let first = sections[a.section][a.item]
    sections[a.section][a.item] = sections[b.section][b.item]
    sections[b.section][b.item] = first
  case .deletedSection(let s):
    guard s >= 0, s < sections.count, sections[s].isEmpty else {
      throw DataEffectRejection(description: "deleteSection \(s): not an empty section")
    }
    sections.remove(at: s)
  case .tap, .willMove, .targetChanged, .scrolled, .ended, .cancelled, .refused:
    break
  }
}
