import ReorderKit
import TestSupport

/// Shrinks a failing model scenario while the same check still fails: cuts the steps after the
/// failing one, drops chunks of steps (halving their size), drops single edits, rounds numbers,
/// then simplifies the setup (no policy, default modes, fewer items and sections).
@MainActor
struct ModelShrinker {
  /// The most replays one shrink may run.
  var budget = 1_500
  private var runs = 0
  private var best: ModelScenario
  private let check: ModelCheck

  private init(_ scenario: ModelScenario, _ check: ModelCheck, budget: Int) {
    best = scenario
    self.check = check
    self.budget = budget
  }

  /// The smallest scenario found that still fails `check` (`scenario` must fail it).
  static func shrink(
    _ scenario: ModelScenario, failing check: ModelCheck, budget: Int = 1_500
  ) -> ModelScenario {
    var shrinker = ModelShrinker(scenario, check, budget: budget)
    shrinker.run()
    return shrinker.best
  }

  /// Keeps `edit` when it changes the scenario and the failure stays.
  private mutating func attempt(_ edit: (inout ModelScenario) -> Void) -> Bool {
    guard runs < budget else { return false }
    var candidate = best
    edit(&candidate)
    guard candidate != best else { return false }
    runs += 1
    guard let v = candidate.firstViolation()?.violation, v.check == check, v.known == nil else {
      return false
    }
    best = candidate
    return true
  }

  private mutating func run() {
    if let (index, _) = best.firstViolation(), index + 1 < best.ops.count {
      _ = attempt { $0.ops.removeSubrange((max(index, 0) + 1)...) }
    }
    var changed = true
    while changed && runs < budget {
      changed = dropSteps()
      changed = simplifySteps() || changed
      changed = simplifySetup() || changed
    }
  }

  private mutating func dropSteps() -> Bool {
    removeChunks(
      count: { best.ops.count }, remove: { range in attempt { $0.ops.removeSubrange(range) } })
  }

  private mutating func simplifySteps() -> Bool {
    var changed = false
    for k in best.ops.indices where k < best.ops.count {
      if case .edit(let edits, let via) = best.ops[k], edits.count > 1 {
        for j in edits.indices.reversed() {
          guard case .edit(var now, _) = best.ops[k], j < now.count else { continue }
          now.remove(at: j)
          changed = attempt { $0.ops[k] = .edit(now, via: via) } || changed
        }
      }
      if let r = best.ops[k].rounded { changed = attempt { $0.ops[k] = r } || changed }
    }
    return changed
  }

  private mutating func simplifySetup() -> Bool {
    var changed = false
    changed = attempt { $0.setup.redirects = 0 } || changed
    changed = attempt { $0.setup.pinned = [] } || changed
    changed = attempt { $0.setup.unmovable = [] } || changed
    changed = attempt { $0.setup.unselectable = [] } || changed
    changed = attempt { $0.setup.pinnedLanes = [] } || changed
    changed = attempt { $0.setup.unmovableLanes = [] } || changed
    changed = attempt { $0.setup.activation = 0 } || changed
    changed = attempt { $0.setup.mode = .insert } || changed
    changed = attempt { $0.setup.emptySections = .keep } || changed
    changed = attempt { $0.setup.policySeed = 0 } || changed
    var s = best.setup.sections.count - 1
    while s >= 0 {
      if best.setup.kind != .board || best.setup.sections.count > 2 {
        changed = attempt { $0.setup.sections.remove(at: s) } || changed
      }
      s -= 1
    }
    for s in best.setup.sections.indices {
      var i = best.setup.sections[s].count - 1
      while i >= 0 {
        changed = attempt { $0.setup.sections[s].remove(at: i) } || changed
        i -= 1
      }
    }
    return changed
  }
}
