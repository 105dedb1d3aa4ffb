import Foundation

/// `REORDER_SHARE=<fraction>` (0 < fraction < 1): the share of a seeded suite's default count to
/// run, at least one (the sanitizer runs in `Scripts/sanitizers.sh` use 0.1); unset or out of
/// range, all of it.
public func seededShare(of count: Int) -> Int {
  guard let text = ProcessInfo.processInfo.environment["REORDER_SHARE"],
    let share = Double(text), share > 0, share < 1
  else { return count }
  return max(1, Int((Double(count) * share).rounded()))
}
