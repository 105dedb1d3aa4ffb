import ReorderCore
import TestSupport

/// Shrinks a failing scenario of any layout kind: delta debugging over the events (drop chunks,
/// halving their size), then simpler data (fewer sections and items, plain sizes, no headers or
/// footers, nothing pinned, unique ids), the kind's plainer parameters, default options, and
/// rounder coordinates and monotonic times, for as long as the same invariant still breaks.
struct Shrinker {
  /// The most checks one shrink may run.
  var budget = 4_000

  /// The smallest scenario found that still breaks `violation.invariant`.
  func shrink<Kind: LayoutKind>(
    _ scenario: Scenario<Kind>, violation: Violation, checkRest: Bool = true
  ) -> Scenario<Kind> {
    // Nothing after the failing event matters.
    var cut = scenario.removingEvents((violation.eventIndex + 1)..<scenario.events.count)
    cut.selects.removeAll { $0.before > violation.eventIndex }
    let start = InvariantChecker(cut, checkRest: checkRest).firstViolation() == nil ? scenario : cut
    return shrink(start) { candidate in
      InvariantChecker(candidate, checkRest: checkRest).firstViolation()?.invariant
        == violation.invariant
    }
  }

  /// The smallest scenario found for which `failing` still holds (`scenario` must fail).
  func shrink<Kind: LayoutKind>(
    _ scenario: Scenario<Kind>, while failing: (Scenario<Kind>) -> Bool
  ) -> Scenario<Kind> {
    var runs = 0
    func fails(_ candidate: Scenario<Kind>) -> Bool {
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

  private func dropEvents<Kind>(
    _ best: inout Scenario<Kind>, _ fails: (Scenario<Kind>) -> Bool
  ) -> Bool {
    removeChunks(
      count: { best.events.count },
      remove: { range in
        let candidate = best.removingEvents(range)
        guard fails(candidate) else { return false }
        best = candidate
        return true
      })
  }

  /// Keeps `edit` when it changes the scenario and the failure stays.
  private func attempt<Kind>(
    _ best: inout Scenario<Kind>, _ fails: (Scenario<Kind>) -> Bool,
    _ edit: (inout Scenario<Kind>) -> Void
  ) -> Bool {
    var candidate = best
    edit(&candidate)
    guard candidate != best, fails(candidate) else { return false }
    best = candidate
    return true
  }

  private func simplifyData<Kind>(
    _ best: inout Scenario<Kind>, _ fails: (Scenario<Kind>) -> Bool
  ) -> Bool {
    var changed = false
    for k in best.selects.indices.reversed() where k < best.selects.count {
      changed = attempt(&best, fails) { $0.selects.remove(at: k) } || changed
    }
    for s in best.sections.indices.reversed() where s < best.sections.count {
      changed = attempt(&best, fails) { $0.sections.remove(at: s) } || changed
    }
    for s in best.sections.indices {
      for i in best.sections[s].items.indices.reversed() where i < best.sections[s].items.count {
        changed = attempt(&best, fails) { $0.sections[s].items.remove(at: i) } || changed
      }
      changed = attempt(&best, fails) { $0.sections[s].header = 0 } || changed
      changed = attempt(&best, fails) { $0.sections[s].footer = 0 } || changed
      for i in best.sections[s].items.indices {
        changed = attempt(&best, fails) { $0.sections[s].items[i].size = 44 } || changed
        changed = attempt(&best, fails) { $0.sections[s].items[i].movable = true } || changed
      }
    }
    // Unique ids read better.
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

  private func simplifyOptions<Kind>(
    _ best: inout Scenario<Kind>, _ fails: (Scenario<Kind>) -> Bool
  ) -> Bool {
    var changed = false
    changed = attempt(&best, fails) { $0.inset = .zero } || changed
    // Each form is taken from the parameters as they stand, so kept steps add up.
    for k in best.kind.simplerForms.indices {
      changed = attempt(&best, fails) { $0.kind = $0.kind.simplerForms[k] } || changed
    }
    changed = attempt(&best, fails) { $0.axis = .vertical } || changed
    changed = attempt(&best, fails) { $0.viewport = Size(width: 320, height: 480) } || changed
    changed = attempt(&best, fails) { $0.autoScroll = .none } || changed
    changed = attempt(&best, fails) { $0.policy = .standard } || changed
    changed = attempt(&best, fails) { $0.target = .pointer } || changed
    changed = attempt(&best, fails) { $0.mode = .insert } || changed
    changed = attempt(&best, fails) { $0.commit = .live } || changed
    changed = attempt(&best, fails) { $0.emptySections = .keep } || changed
    // The default first; `immediate` only where the default does not fail (trying both every
    // round would swap them back and forth until the budget runs out).
    let standard = ActivationSpec.longPress(duration: 0.5, slack: 10)
    if attempt(&best, fails, { $0.activation = standard }) {
      changed = true
    } else if best.activation != standard {
      changed = attempt(&best, fails) { $0.activation = .immediate } || changed
    }
    return changed
  }

  private func simplifyEvents<Kind>(
    _ best: inout Scenario<Kind>, _ fails: (Scenario<Kind>) -> Bool
  ) -> Bool {
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
    // Times that never go backwards are easier to read and valid in the replay format.
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

extension Scenario {
  /// Whether a tick at or after `time` follows the first down whose point (viewport
  /// coordinates) passes `pressed`: a made-up failure for tests of the shrinker.
  func ticks(atOrAfter time: Double, afterADown pressed: (Point) -> Bool) -> Bool {
    guard
      let down = events.firstIndex(where: {
        if case .down(let p, _) = $0 { return pressed(p) }
        return false
      })
    else { return false }
    return events[down...].contains {
      if case .tick(let t) = $0 { return t >= time }
      return false
    }
  }
}

extension PointerEvent {
  /// The same event at another time.
  func at(time t: Double) -> PointerEvent {
    switch self {
    case .down(let p, _): return .down(p, time: t)
    case .move(let p, _): return .move(p, time: t)
    case .up(let p, _): return .up(p, time: t)
    case .cancel: return .cancel(time: t)
    case .tick: return .tick(time: t)
    }
  }
}
