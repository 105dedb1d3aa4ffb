/// Delta debugging's chunk pass, shared by the shrinkers of the engine's and the controllers'
/// property tests: tries removing chunks of a failing case's steps, from half of them down to
/// one at a time, keeping every removal that `remove` reports as still failing.
///
/// - Parameters:
///   - count: the number of steps the case has now (it shrinks as removals are kept).
///   - remove: tries the case without the steps in the range; returns whether it kept that
///     removal (the failure stayed). A shrinker whose budget is spent returns `false` without
///     trying, and the pass runs out unchanged.
/// - Returns: whether any removal was kept.
/// - Complexity: O(n) calls of `remove` for n steps when none is kept, O(n²) at most.
public func removeChunks(count: () -> Int, remove: (Range<Int>) -> Bool) -> Bool {
  var changed = false
  var chunk = max(1, count() / 2)
  while chunk >= 1 {
    var i = 0
    var progressed = false
    while i < count() {
      if remove(i..<min(i + chunk, count())) {
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
