#!/usr/bin/env bash
# Runs the performance benchmark (see the Performance article) in release and checks the targets
# against its last line, the JSON summary. Extra arguments go to reorder-bench
# (for instance --runs 9). The full output is kept in .build/bench-latest.txt.
# Exit status: 0 when every target holds, 1 when one does not, 2 on a build or run failure.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product reorder-bench >/dev/null || exit 2
out=.build/bench-latest.txt
.build/release/reorder-bench "$@" | tee "$out" || exit 2
tail -n 1 "$out" | python3 -c '
import json, sys
r = json.loads(sys.stdin.read())
targets = [
    ("scaling_1e6_over_1e3", "<=", 2),
    ("p99_ns_1e6", "<=", 500),
    ("speedup_vs_baseline_1e5", ">=", 1000),
    ("bytes_per_item", "<=", 32),
    ("build_ns_per_item", "<=", 50),
    ("board_p99_ns_1e6", "<=", 2000),
    ("board_scaling_1e6_over_1e3", "<=", 2),
    ("controller_over_session_1e6", "<=", 2),
    ("allocs_per_event", "<=", 0),
    ("multi_p99_ns_1e6", "<=", 5000),
    ("board_multi_p99_ns_1e6", "<=", 5000),
]
failed = 0
print()
for key, op, limit in targets:
    value = r.get(key)
    ok = value is not None and (value <= limit if op == "<=" else value >= limit)
    failed += not ok
    verdict = "ok" if ok else "MISSED"
    print(f"{key:28} {value!s:>10}  target {op} {limit:<6} {verdict}")
sys.exit(1 if failed else 0)
'
