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
  switch effect {
  case .moved(let from, let to) where from == to:
    guard SectionedData(sections).contains(from) else {
      throw DataEffectRejection(description: "move from \(from): no such item")
    }
  case .moved, .swapped, .deletedSection:
    // The engine's own applier: what hosts use is what the tests check.
    var data = SectionedData(sections)
    guard data.apply(effect) else {
      throw DataEffectRejection(description: "\(effect) does not fit the data")
    }
    sections = data.sections
  case .tap, .willMove, .willMoveItems, .targetChanged, .scrolled, .ended, .cancelled, .refused,
    .declined:
    break
  }
}
