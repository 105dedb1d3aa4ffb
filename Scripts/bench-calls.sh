#!/usr/bin/env bash
# Counts the calls one pointer move passes from a controller's entry point to its first
# delegate callback: reorder-bench --calls lifts a table row and moves it three rows down
# through `probeMove` (the move changes the drop target, so the delegate is asked for it);
# every callback of its delegate calls `probeReached` first, which calls `probeDump` the first
# time during that move. Under valgrind's callgrind, collection is on inside `probeMove` and a
# dump is taken before `probeDump`; the script
# prints the controller's instructions per pointer event (its replay in reorder-bench at 10^3
# items), the chain of frames at that callback, then
# - runtime: the runtime's calls on the way (retains, exclusivity checks, weak loads);
# - depth: the frames from the controller's `handle(_:)` down to the delegate's witness;
# - calls (last line): every call of Swift code executed from the controller's `handle(_:)` to
#   the delegate's witness, both counted, the runtime's apart (issue 19's figure, about 26 at
#   its filing; target at most 12).
# BENCH_CALLS_LIST=1 also lists every call counted. Release build; needs valgrind and python3.
# Takes a few seconds.
set -euo pipefail
for tool in valgrind python3; do
  if ! command -v "$tool" >/dev/null; then
    echo "bench-calls: $tool not found" >&2
    exit 2
  fi
done
root="$(cd "$(dirname "$0")/.." && pwd)"
probe="$root/.build/release/reorder-bench"
(cd "$root" && swift build -c release --product reorder-bench >/dev/null)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
# --separate-callers names each function with its callers, so a call's place is known.
if ! valgrind --tool=callgrind --callgrind-out-file="$dir/cg.%p" --dump-instr=no \
  --toggle-collect='*9probeMove*' --dump-before='*9probeDump*' --separate-callers=40 \
  "$probe" --calls >"$dir/out" 2>"$dir/err"; then
  cat "$dir/out" "$dir/err" >&2
  exit 2
fi
grep -q 'probe reached' "$dir/out" || { cat "$dir/out" >&2; exit 1; }
# The controller's instructions per pointer event (reorder-bench's controller replay at 10^3
# items, inside its `deliver(_:to:)`): what the host's unsafe tricks are weighed by.
valgrind --tool=callgrind --callgrind-out-file="$dir/ctl" \
  --toggle-collect='*7deliver_2toy11ReorderCore12PointerEventO_0E3Kit19DragTableController*' \
  "$probe" --sizes 1000 --runs 1 --baseline-max 1 >"$dir/ctl.out" 2>"$dir/ctl.err"
events=$(sed -n 's/^reorder-bench: \([0-9]*\) events per replay.*/\1/p' "$dir/ctl.out")
collected=$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$dir/ctl.err")
echo "controller: $((collected / events)) instructions per pointer event at 10^3 items"
first=$(ls "$dir"/cg.*.1 2>/dev/null | head -n 1)
[ -n "$first" ] || { echo "bench-calls: no dump at the delegate callback" >&2; exit 2; }
python3 - "$first" <<'PY'
import re, subprocess, sys
names = {}
executed = []
callee = ''
for line in open(sys.argv[1]):
    m = re.match(r'^(c?fn)=\((\d+)\)(?: (.*))?$', line.rstrip('\n'))
    if m:
        kind, ident, name = m.groups()
        if name:
            names[ident] = name
        if kind == 'cfn':
            callee = names.get(ident, '')
        continue
    m = re.match(r'^calls=(\d+)', line)
    # --separate-callers names each callee with its chain of callers, callee first
    # ("f'g'h"); callgrind counts calls whether or not collection is on, so only the chains
    # under `probeMove` are the probe's.
    if m and 'probeMove' in callee:
        executed.append((int(m.group(1)), callee.split("'")))
def before_delegate(chain):
    return not any('probeReached' in f for f in chain)
calls = [c for c in executed if before_delegate(c[1]) or 'probeReached' in c[1][0]]
deepest = next((c for n, c in calls if 'probeReached' in c[0]), None)
if deepest is None:
    print("bench-calls: no chain from probeMove to probeReached", file=sys.stderr)
    sys.exit(2)
# The chain from the controller's entry point (called by probeMove) to the delegate's witness
# (the caller of probeReached), entry point first.
frames = deepest[1:deepest.index(next(f for f in deepest if 'probeMove' in f))][::-1]
demangled = subprocess.run(['swift', 'demangle', '--simplified'], input='\n'.join(frames),
                           capture_output=True, text=True).stdout.splitlines()
for k, f in enumerate(demangled, 1):
    print(f"  {k:2} {f[:150]}")
# Every call made on the way, up to the delegate's witness: those under probeMove that are not
# inside the delegate (and not the call into probeReached); the runtime's (retains, exclusivity
# checks, weak loads and what they call) are counted apart.
def is_runtime(name):
    return re.match(r'(swift_|_swift|swift::|__tls_get_addr)', name) is not None
# The call into probeMove itself (the bench's own caller of the controller) is not on the way.
way = [(n, c[0]) for n, c in calls if 'probeReached' not in c[0] and 'probeMove' not in c[0]]
swift = sum(n for n, f in way if not is_runtime(f))
runtime = sum(n for n, f in way if is_runtime(f))
print(f"runtime: {runtime} runtime calls on the way (retains, exclusivity checks, weak loads)")
print(f"depth: {len(frames)} frames from the controller's entry point to the delegate's witness")
import os
if os.environ.get("BENCH_CALLS_LIST"):
    for n, f in way:
        print(f"  call x{n} {f[:140]}")
print(f"calls: {swift} calls from the controller's entry point to its first delegate callback")
PY
