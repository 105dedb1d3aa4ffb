import ReorderCore
import Testing

/// Applies every data effect of `effects` to `sections` in order; one that does not fit is
/// recorded as a test issue and skipped.
func applyDataEffects<Item>(
  _ effects: [DragEffect], to sections: inout [[Item]],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for effect in effects {
    do throws(DataEffectRejection) {
      try applyDataEffect(effect, to: &sections)
    } catch {
      Issue.record("\(effect) does not fit the data: \(error)", sourceLocation: sourceLocation)
    }
  }
}

extension DragEffect {
  /// The case's name ("willMove", "moved", …), to count which kinds of effect a stream reaches.
  var caseName: String {
    switch self {
    case .tap: return "tap"
    case .willMove: return "willMove"
    case .willMoveItems: return "willMoveItems"
    case .moved: return "moved"
    case .swapped: return "swapped"
    case .deletedSection: return "deletedSection"
    case .targetChanged: return "targetChanged"
    case .scrolled: return "scrolled"
    case .ended: return "ended"
    case .cancelled: return "cancelled"
    case .refused: return "refused"
    case .declined: return "declined"
    }
  }
}
