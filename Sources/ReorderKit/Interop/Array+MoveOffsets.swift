import Foundation
import ReorderCore

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Moves the elements at `offsets` so that they stand, in their order, before the element
  /// that was at `destination` — SwiftUI's `move(fromOffsets:toOffset:)`, for platforms whose
  /// Foundation lacks it. Offsets are counted in the collection *before* the move; `destination`
  /// may be `count` (the end). Offsets out of range are ignored; a destination out of range is
  /// clamped into `0...count`.
  ///
  /// - Parameters:
  ///   - offsets: the offsets of the elements to move, before the move.
  ///   - destination: the offset to insert before, before the move.
  /// - Complexity: O(n).
  @_disfavoredOverload
  public mutating func move(fromOffsets offsets: IndexSet, toOffset destination: Int) {
    let n = count
    let valid = offsets.filter { $0 >= 0 && $0 < n }
    guard !valid.isEmpty else { return }
    let target = Swift.min(Swift.max(destination, 0), n)
    var moved = [Element]()
    var kept = [Element]()
    var insertAt = 0
    for (offset, element) in self.enumerated() {
      if offset == target { insertAt = kept.count }
      if valid.contains(offset) { moved.append(element) } else { kept.append(element) }
    }
    if target == n { insertAt = kept.count }
    kept.insert(contentsOf: moved, at: insertAt)
    replaceSubrange(startIndex..<endIndex, with: kept)
  }
}
