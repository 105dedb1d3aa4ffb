#!/usr/bin/env bash
# Shows that reorder-replay handles a scenario of 10^6 items (10^3 sections, seeded random
# sizes) within seconds: generates the scenario with python3, times one release run of
# reorder-replay on it, and checks the result (every id still there exactly once; the reported
# operations, applied to the input, give the output order).
# Usage: Scripts/replay-million.sh [items] [sections]   (defaults 1000000 1000)
# Environment: REPLAY_LIMIT_SECONDS (default 3) fails the run when reorder-replay uses more CPU
# time (user + system) than that; REPLAY_LIMIT_MB (default 500) when its peak resident memory
# (getrusage's ru_maxrss, what `/usr/bin/time -f %M` prints) is larger. Wall-clock time is
# printed too; on a busy machine it is longer.
set -euo pipefail
cd "$(dirname "$0")/.."
items=${1:-1000000}
sections=${2:-1000}
limit=${REPLAY_LIMIT_SECONDS:-3}
limit_mb=${REPLAY_LIMIT_MB:-500}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

swift build -c release --product reorder-replay >/dev/null

python3 - "$items" "$sections" "$dir/scenario.json" <<'PY'
import json, random, sys
items, sections, path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
rng = random.Random(5)
weights = [rng.uniform(0.5, 1.5) for _ in range(sections)]
total = sum(weights)
counts = [max(1, int(items * w / total)) for w in weights]
s = 0
while sum(counts) != items:
    if sum(counts) < items:
        counts[s % sections] += 1
    elif counts[s % sections] > 1:
        counts[s % sections] -= 1
    s += 1
next_id = 0
layout_sections = []
for c in counts:
    rows = []
    for _ in range(c):
        u = rng.random()
        rows.append({"id": str(next_id), "size": round(28 + 92 * u * u)})
        next_id += 1
    layout_sections.append({"header": 28, "footer": 8, "items": rows})
# The drag: a long press on the row under (195, 300), a sweep down and up with jitter at 120 Hz,
# a hold at the bottom edge while auto-scroll runs (display ticks at 60 Hz), a drop.
events = [{"t": 0.0, "type": "down", "x": 195, "y": 300}]
t, step, x, y = 0.0, 0, 195.0, 300.0
def sample(px, py):
    global t, step
    step += 1
    t = step / 120
    events.append({"t": round(t, 6), "type": "move", "x": round(px, 2), "y": round(py, 2)})
    if step % 2 == 0:
        events.append({"t": round(t, 6), "type": "tick"})
while t < 0.55:
    sample(195 + rng.uniform(-1, 1), 300 + rng.uniform(-1, 1))
for waypoint in (790.0, 70.0, 640.0):
    while abs(waypoint - y) > 10:
        y += 10 if waypoint > y else -10
        sample(195 + rng.uniform(-4, 4), y + rng.uniform(-3, 3))
end = t + 2.5
while t < end:
    x, y = 195 + rng.uniform(-1.5, 1.5), 830 + rng.uniform(-1.5, 1.5)
    sample(x, y)
events.append({"t": round(t + 1 / 120, 6), "type": "up", "x": round(x, 2), "y": round(y, 2)})
scenario = {
    "layout": {"kind": "list", "axis": "vertical", "viewport": {"width": 390, "height": 844},
               "sections": layout_sections},
    "options": {"mode": "insert", "commit": "live", "target": "pointer",
                "activation": {"minimumPressDuration": 0.5, "allowableMovement": 10},
                "autoScroll": {"strategy": "constant", "speed": 1500}},
    "events": events,
}
with open(path, "w") as f:
    json.dump(scenario, f, separators=(",", ":"))
PY

python3 - "$dir/scenario.json" "$dir/result.json" "$limit" "$limit_mb" <<'PY'
import json, os, resource, subprocess, sys, time
scenario_path, result_path, limit = sys.argv[1], sys.argv[2], float(sys.argv[3])
limit_mb = float(sys.argv[4])
size = os.path.getsize(scenario_path)
# Time one run of reorder-replay: wall clock, and the CPU time it used (user + system), which
# does not depend on how busy the shared machine is.
before = resource.getrusage(resource.RUSAGE_CHILDREN)
start = time.monotonic()
with open(result_path, "w") as out:
    run = subprocess.run([".build/release/reorder-replay", scenario_path], stdout=out,
                         stderr=subprocess.PIPE)
wall = time.monotonic() - start
after = resource.getrusage(resource.RUSAGE_CHILDREN)
cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
peak_mb = after.ru_maxrss / 1024
if run.returncode != 0:
    print(f"replay-million: reorder-replay exited with {run.returncode}: "
          f"{run.stderr.decode()[:300]}", file=sys.stderr)
    sys.exit(1)
scenario = json.load(open(scenario_path))
result = json.load(open(result_path))
data = [[row["id"] for row in s["items"]] for s in scenario["layout"]["sections"]]
n = sum(len(s) for s in data)
for op in result["operations"]:
    if op["op"] == "move":
        (fs, fi), (ts, ti) = op["from"], op["to"]
        data[ts].insert(ti, data[fs].pop(fi))
    elif op["op"] == "swap":
        (fs, fi), (ts, ti) = op["from"], op["to"]
        data[fs][fi], data[ts][ti] = data[ts][ti], data[fs][fi]
    elif op["op"] == "deleteSection":
        del data[op["section"]]
out = result["sections"]
ids = [i for s in out for i in s]
problems = []
if data != out:
    problems.append("the operations applied to the input do not give the output order")
if len(ids) != n or len(set(ids)) != n:
    problems.append(f"{n} ids in, {len(ids)} out ({len(set(ids))} distinct)")
moves = sum(1 for op in result["operations"] if op["op"] == "move")
print(f"replay-million: {n} items in {len(scenario['layout']['sections'])} sections, "
      f"{len(scenario['events'])} events, {size / 1e6:.1f} MB of JSON: reorder-replay took "
      f"{cpu:.2f} s of CPU ({wall:.2f} s wall clock), peak {peak_mb:.0f} MB; {moves} moves; "
      f"content offset {result['contentOffset']}; result checked")
for p in problems:
    print("replay-million: " + p, file=sys.stderr)
if cpu > limit:
    print(f"replay-million: more than {limit:g} s of CPU", file=sys.stderr)
    problems.append("slow")
if peak_mb > limit_mb:
    print(f"replay-million: more than {limit_mb:g} MB at peak", file=sys.stderr)
    problems.append("large")
sys.exit(1 if problems else 0)
PY
