#!/usr/bin/env bash
# A noise-free cross-check of the per-event cost: counts the instructions executed inside the
# timed call (reorder-bench's `deliver`, one `DragSession.handle`) under valgrind's callgrind,
# at 10^3 and at 10^6 items, and prints instructions per event and their ratio.
# Needs valgrind. Takes about ten seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "bench-callgrind: valgrind not found" >&2; exit 2; }
swift build -c release --product reorder-bench >/dev/null
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
declare -A per_event
for n in 1000 1000000; do
  valgrind --tool=callgrind --callgrind-out-file="$dir/cg.$n" --toggle-collect='*7deliver_2to4into*' \
    .build/release/reorder-bench --sizes "$n" --runs 1 --baseline-max 1 >"$dir/out.$n" 2>"$dir/err.$n"
  events=$(sed -n 's/^reorder-bench: \([0-9]*\) events per replay.*/\1/p' "$dir/out.$n")
  collected=$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$dir/err.$n")
  # One replay in live commit and one in drop commit.
  per_event[$n]=$((collected / (2 * events)))
  echo "$n items: $collected instructions in $((2 * events)) events: ${per_event[$n]} per event"
done
python3 -c "print(f'ratio 10^6 / 10^3: {${per_event[1000000]} / ${per_event[1000]}:.2f}')"
