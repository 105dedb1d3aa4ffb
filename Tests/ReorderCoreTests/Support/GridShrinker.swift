import ReorderCore

/// Shrinks a failing grid scenario as ``Shrinker`` shrinks a list one: delta debugging over the
/// events, then simpler data (fewer sections and cells, no headers, nothing pinned, unique
/// ids), a plainer grid (4 square columns, no spacing, no insets), default options, and rounder
/// coordinates and monotonic times, for as long as the same invariant still breaks.
struct GridShrinker {
  /// The most checks one shrink may run.
  var budget = 4_000

  /// The smallest scenario found that still breaks `violation.invariant`.
  func shrink(_ scenario: GridScenario, violation: Violation, checkRest: Bool = true)
    -> GridScenario
  {
    var cut = scenario
    cut.events = Array(scenario.events.prefix(violation.eventIndex + 1))
    let start =
      GridInvariantChecker(cut, checkRest: checkRest).firstViolation() == nil ? scenario : cut
    return shrink(start) { candidate in
      GridInvariantChecker(candidate, checkRest: checkRest).firstViolation()?.invariant
        == violation.invariant
    }
  }

  /// The smallest scenario found for which `failing` still holds (`scenario` must fail).
  func shrink(_ scenario: GridScenario, while failing: (GridScenario) -> Bool) -> GridScenario {
    var runs = 0
    func fails(_ candidate: GridScenario) -> Bool {
      guard runs < budget else { return false }
      runs += 1
      return failing(candidate)
    }
    var best = scenario
    var changed = true
    while changed && runs < budget {
      changed = false
      changed = dropEvents(&best, fails) || changed
      changed = simplifyData(&best, fails) || changed
      changed = simplifyOptions(&best, fails) || changed
      changed = simplifyEvents(&best, fails) || changed
    }
    return best
  }

  private func dropEvents(_ best: inout GridScenario, _ fails: (GridScenario) -> Bool) -> Bool {
    var changed = false
    var chunk = max(1, best.events.count / 2)
    while chunk >= 1 {
      var i = 0
      var progressed = false
      while i < best.events.count {
        var candidate = best
        candidate.events.removeSubrange(i..<min(i + chunk, best.events.count))
        if fails(candidate) {
          best = candidate
          progressed = true
          changed = true
        } else {
          i += chunk
        }
      }
      if !progressed { chunk /= 2 }
    }
    return changed
  }

  private func attempt(
    _ best: inout GridScenario, _ fails: (GridScenario) -> Bool,
    _ edit: (inout GridScenario) -> Void
  ) -> Bool {
    var candidate = best
    edit(&candidate)
    guard candidate != best, fails(candidate) else { return false }
    best = candidate
    return true
  }

  private func simplifyData(_ best: inout GridScenario, _ fails: (GridScenario) -> Bool) -> Bool {
    var changed = false
    for s in best.sections.indices.reversed() where s < best.sections.count {
      changed = attempt(&best, fails) { $0.sections.remove(at: s) } || changed
    }
    for s in best.sections.indices {
      for i in best.sections[s].items.indices.reversed() where i < best.sections[s].items.count {
        changed = attempt(&best, fails) { $0.sections[s].items.remove(at: i) } || changed
      }
      changed = attempt(&best, fails) { $0.sections[s].header = 0 } || changed
      for i in best.sections[s].items.indices {
        changed = attempt(&best, fails) { $0.sections[s].items[i].movable = true } || changed
      }
    }
    var n = 0
    changed =
      attempt(&best, fails) { s in
        for i in s.sections.indices {
          for j in s.sections[i].items.indices {
            n += 1
            s.sections[i].items[j].id = String(n)
          }
        }
      } || changed
    return changed
  }

  private func simplifyOptions(_ best: inout GridScenario, _ fails: (GridScenario) -> Bool)
    -> Bool
  {
    var changed = false
    changed = attempt(&best, fails) { $0.inset = .zero } || changed
    changed = attempt(&best, fails) { $0.sectionInset = .zero } || changed
    changed = attempt(&best, fails) { $0.spacing = GridSpacing() } || changed
    changed = attempt(&best, fails) { $0.sizing = .columns(4, aspectRatio: 1) } || changed
    changed = attempt(&best, fails) { $0.axis = .vertical } || changed
    changed = attempt(&best, fails) { $0.viewport = Size(width: 320, height: 480) } || changed
    changed = attempt(&best, fails) { $0.autoScroll = .none } || changed
    changed = attempt(&best, fails) { $0.target = .pointer } || changed
    changed = attempt(&best, fails) { $0.mode = .insert } || changed
    changed = attempt(&best, fails) { $0.commit = .live } || changed
    changed = attempt(&best, fails) { $0.emptySections = .keep } || changed
    // The default first; `immediate` only where the default does not fail (trying both every
    // round would swap them back and forth until the budget runs out).
    if attempt(&best, fails, { $0.activation = .longPress(duration: 0.5, slack: 10) }) {
      changed = true
    } else if best.activation != .longPress(duration: 0.5, slack: 10) {
      changed = attempt(&best, fails) { $0.activation = .immediate } || changed
    }
    return changed
  }

  private func simplifyEvents(_ best: inout GridScenario, _ fails: (GridScenario) -> Bool)
    -> Bool
  {
    var changed = false
    func rounded(_ p: Point) -> Point {
      Point(x: p.x.isFinite ? p.x.rounded() : p.x, y: p.y.isFinite ? p.y.rounded() : p.y)
    }
    func roundedTime(_ t: Double) -> Double { t.isFinite ? (t * 100).rounded() / 100 : t }
    for i in best.events.indices {
      changed =
        attempt(&best, fails) { s in
          switch s.events[i] {
          case .down(let p, let t): s.events[i] = .down(rounded(p), time: roundedTime(t))
          case .move(let p, let t): s.events[i] = .move(rounded(p), time: roundedTime(t))
          case .up(let p, let t): s.events[i] = .up(rounded(p), time: roundedTime(t))
          case .cancel(let t): s.events[i] = .cancel(time: roundedTime(t))
          case .tick(let t): s.events[i] = .tick(time: roundedTime(t))
          }
        } || changed
    }
    changed =
      attempt(&best, fails) { s in
        var last = -Double.infinity
        for i in s.events.indices {
          let t = s.events[i].time
          guard t.isFinite, t < last else {
            if t.isFinite { last = t }
            continue
          }
          s.events[i] = s.events[i].at(time: last)
        }
      } || changed
    return changed
  }
}
