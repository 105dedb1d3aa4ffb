#!/usr/bin/env python3
"""The list page beside SortableJS in one headless Chromium: main-thread time per pointer event.

Usage: web-bench.py SITE_DIR [--smoke] [--cold] [--runs N] [--sizes 1000,10000,100000]

SITE_DIR holds the built site plus sortable.html and Sortable.min.js (Scripts/web-bench.sh puts
them there). For each size and each library, several runs of the same real mouse drag, sent
through the DevTools Protocol (Input.dispatchMouseEvent, on a connection of the script's own to
the page, not through chromedriver, whose per-command scripts in the page would count in both
libraries' figures; the metrics and the wait for the last frames go over it too): press on the third row, hold 0.8 s,
60 moves ten rows (440 px) down, one every 16.7 ms, release. Each run loads the page afresh and
measures its second drag: the first, the same drag, warms up the page's code (both libraries'
script and ReorderKit's WebAssembly start cold); --cold measures the first. Around the 60 moves (from just
before the first to two frames after the last), Performance.getMetrics gives the main thread's
task, script, layout and style-recalculation time and the layout and style counts; each delta is
divided by the 60 events. Frames are counted by a requestAnimationFrame loop in the page during
the same window; the DOM size (elements) is read mid-drag. Each run checks that the drag really
happened: a floating copy mid-drag, and the third item ten rows (ReorderKit) or at least eight
rows (SortableJS) further down after the release.

Before the measured runs, one unmeasured run of each page (with more than one run): a fresh
browser's first pages run slower. Per size, the runs alternate between the libraries, so a
change in the machine's load falls on both alike.

Prints, per size and library, the median and the spread (min–max) over the runs, the ratios
SortableJS / ReorderKit of the medians, and whether the targets hold. --smoke: 1,000 items, one
run (a few seconds). Exits non-zero only when a drag did not happen or the page failed.
"""

import signal
import statistics
import sys
import time

from web_browser import DevTools, open_page, serve, start_browser

ROW, HEADER = 44, 32  # the list's row and header heights (Samples/reorder-web/wasm/ListPage.swift)
MOVES, ROWS_DOWN, HOLD, PERIOD = 60, 10, 0.8, 1 / 60
METRICS = ("TaskDuration", "ScriptDuration", "LayoutDuration", "RecalcStyleDuration",
           "LayoutCount", "RecalcStyleCount")
LIBRARIES = (("ReorderKit", "index.html"), ("SortableJS", "sortable.html"))


def options(argv):
    sizes, runs, smoke, cold = (1_000, 10_000, 100_000), 5, False, False
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg == "--smoke":
            smoke = True
        elif arg == "--cold":
            cold = True
        elif arg == "--runs":
            runs = max(1, int(args.pop(0)))
        elif arg == "--sizes":
            sizes = tuple(int(s) for s in args.pop(0).split(","))
        else:
            raise SystemExit(f"web-bench: unknown argument {arg}")
    if smoke:
        sizes, runs = (1_000,), 1
    return sizes, runs, cold


SITE = sys.argv[1]
SIZES, RUNS, COLD = options(sys.argv[2:])
driver = None


def shutdown(*_):
    raise SystemExit(1)


signal.signal(signal.SIGTERM, shutdown)


def metrics():
    values = {m["name"]: m["value"]
              for m in devtools.send("Performance.getMetrics")["metrics"]}
    return {name: values.get(name, 0.0) for name in METRICS}


devtools = None


def mouse(kind, x, y, buttons):
    devtools.send("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left",
                  buttons=buttons, clickCount=1)


def frames_later():
    """Returns two frames later (a page script on the bench's own connection)."""
    devtools.send("Runtime.evaluate", awaitPromise=True, expression=(
        "new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"))


ORDER = """
  // The item ids in the scroller's DOM, by on-screen position (ReorderKit draws only the
  // visible rows, SortableJS all of them: the first 20 are enough here).
  const els = [...document.querySelectorAll('[data-scroller] [data-item-id]')]
    .filter(el => !el.classList.contains('floating') && !el.classList.contains('sortable-fallback'));
  return els.map(el => [el.dataset.itemId, el.getBoundingClientRect().top])
    .sort((a, b) => a[1] - b[1]).slice(0, 20).map(e => e[0]);"""


def load(page, items):
    joint = "&" if "?" in page else "?"
    if not open_page(driver, f"{BASE}{page}{joint}items={items}", seconds=20):
        raise AssertionError(f"{page}?items={items} did not start")
    frames_later()


def drag(measured):
    """The drag from the third row: press, hold, 60 moves, release. With `measured`, the
    figures over the moves and the checks' problems; otherwise nothing (a warm-up)."""
    x, y = driver.execute_script("""
      const s = document.querySelector('[data-scroller]');
      const r = s.getBoundingClientRect();
      return [r.left + s.clientLeft + 200, r.top + s.clientTop + arguments[0]];""",
                                 HEADER + 2 * ROW + ROW / 2)
    before = driver.execute_script(ORDER)
    driver.execute_script("""
      window.benchFrames = 0;
      window.benchCounting = true;
      const count = () => { if (window.benchCounting) { window.benchFrames++; requestAnimationFrame(count); } };
      requestAnimationFrame(count);""")
    mouse("mousePressed", x, y, 1)
    time.sleep(HOLD)
    f0, m0, t0 = driver.execute_script("return window.benchFrames"), metrics(), time.monotonic()
    for i in range(1, MOVES + 1):
        wait = t0 + i * PERIOD - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        mouse("mouseMoved", x, y + ROWS_DOWN * ROW * i / MOVES, 1)
    frames_later()
    m1, t1 = metrics(), time.monotonic()
    f1 = driver.execute_script("window.benchCounting = false; return window.benchFrames")
    dom, floating = driver.execute_script("""
      return [document.getElementsByTagName('*').length,
              !!document.querySelector('.floating, .sortable-fallback')];""")
    mouse("mouseReleased", x, y + ROWS_DOWN * ROW, 0)
    time.sleep(0.6)  # the drop animations
    if not measured:
        return None
    after = driver.execute_script(ORDER)
    # The page's own timing line over the same drag (ReorderKit's pages only).
    own = driver.execute_script(
        "return window.reorderTimings ? [window.reorderTimings.last, "
        "document.getElementById('stats').textContent] : null")
    d = {name: m1[name] - m0[name] for name in METRICS}
    frames = f1 - f0
    figures = {
        "task": d["TaskDuration"] * 1000 / MOVES,
        "script": d["ScriptDuration"] * 1000 / MOVES,
        "layout+style": (d["LayoutDuration"] + d["RecalcStyleDuration"]) * 1000 / MOVES,
        "fps": frames / (t1 - t0),
        "layouts/frame": d["LayoutCount"] / max(1, frames),
        "styles/frame": d["RecalcStyleCount"] / max(1, frames),
        "DOM": dom,
    }
    figures["script+layout+style"] = figures["script"] + figures["layout+style"]
    if own and own[0] and own[0]["events"]:
        batch = own[0]
        figures["own"] = {"engine": batch["engine"] / batch["events"],
                          "script": batch["script"] / batch["events"],
                          "rendering": batch["rendering"] / batch["events"],
                          "fps": batch["frames"] / max(1e-9, batch["seconds"])}
        figures["line"] = own[1]
    dragged = before[2]
    moved = after.index(dragged) - 2 if dragged in after else -1
    problems = []
    if not floating:
        problems.append("no floating copy mid-drag")
    if moved < 8:
        problems.append(f"item {dragged} moved {moved} rows ({before[:14]} -> {after[:14]})")
    return figures, problems


def run(page, items):
    """One measured drag on a fresh `page` with `items` rows (after a warm-up drag unless
    --cold): per-event figures and the checks' problems."""
    load(page, items)
    devtools.send("Performance.enable")
    if not COLD:
        drag(measured=False)
    return drag(measured=True)


COLUMNS = ("task", "script", "layout+style", "script+layout+style", "fps", "layouts/frame",
           "styles/frame", "DOM")


def cell(values, column):
    digits = 0 if column in ("DOM", "fps") else 2
    med = statistics.median(values)
    if len(values) == 1:
        return f"{med:.{digits}f}"
    return f"{med:.{digits}f} ({min(values):.{digits}f}–{max(values):.{digits}f})"


def main():
    global driver, devtools, BASE
    server, BASE = serve(SITE)
    failed = False
    results = {}
    try:
        driver = start_browser()
        devtools = DevTools(driver)
        # One unmeasured run of each page first (unless a single run is asked for, as --smoke
        # does): the first pages a fresh browser loads run slower (its caches, the module's
        # compiled code), which counted against whichever library went first.
        for _, page in LIBRARIES if RUNS > 1 else ():
            run(page, SIZES[0])
        for items in SIZES:
            # The runs alternate between the libraries, so a change in the machine's load
            # falls on both alike.
            measured = {name: [] for name, _ in LIBRARIES}
            for r in range(RUNS):
                for name, page in LIBRARIES:
                    figures, problems = run(page, items)
                    if problems:
                        failed = True
                        print(f"web-bench: {name}, {items:,} items, run {r + 1}: "
                              + "; ".join(problems))
                    measured[name].append(figures)
                pair = [measured[name][-1]["script+layout+style"] for name, _ in LIBRARIES]
                print(f"web-bench: {items:,} items, run {r + 1}: script+layout+style "
                      + " / ".join(f"{v:.3f}" for v in pair) + f" ms, ratio {pair[1] / pair[0]:.2f}x",
                      flush=True)
            for name, _ in LIBRARIES:
                runs = measured[name]
                results[(items, name)] = {c: [f[c] for f in runs] for c in COLUMNS}
                print(f"web-bench: {name} at {items:,} items: " + ", ".join(
                    f"{c} {cell(results[(items, name)][c], c)}" for c in COLUMNS[:5]), flush=True)
                own = [f["own"] for f in runs if "own" in f]
                if own:
                    print("  the page's own line, last run: " + runs[-1]["line"])
                    print("  the page's own figures, median of the runs (ms per event): " + ", ".join(
                        f"{k} {statistics.median(o[k] for o in own):.3f}"
                        for k in ("engine", "script", "rendering")) + ", fps "
                        f"{statistics.median(o['fps'] for o in own):.0f}", flush=True)
    finally:
        if devtools is not None:
            devtools.socket.close()
        if driver is not None:
            driver.quit()
        server.shutdown()
    print()
    print(f"Per pointer event (ms; {MOVES} mouse moves {ROWS_DOWN} rows down, one per "
          f"{PERIOD * 1000:.1f} ms, after a {HOLD} s hold; the "
          f"{'first drag on the page' if COLD else 'second drag, after a warm-up one'}), "
          f"median (min–max) over {RUNS} run{'s' if RUNS > 1 else ''}:")
    print()
    print("| items | library | " + " | ".join(COLUMNS) + " |")
    print("| --- " * (len(COLUMNS) + 2) + "|")
    for items in SIZES:
        for name, _ in LIBRARIES:
            row = results[(items, name)]
            print(f"| {items:,} | {name} | " + " | ".join(cell(row[c], c) for c in COLUMNS) + " |")
    print()
    print("SortableJS / ReorderKit (ratio of the medians):")
    print()
    print("| items | task | script | layout+style | script+layout+style |")
    print("| --- | --- | --- | --- | --- |")
    ratios = {}
    for items in SIZES:
        rk, sj = results[(items, "ReorderKit")], results[(items, "SortableJS")]
        ratios[items] = {c: statistics.median(sj[c]) / max(1e-9, statistics.median(rk[c]))
                         for c in COLUMNS[:4]}
        print(f"| {items:,} | " + " | ".join(f"{ratios[items][c]:.2f}x" for c in COLUMNS[:4])
              + " |")
    print()
    print("SortableJS / ReorderKit run by run (each SortableJS run over the ReorderKit run just "
          "before it), median (min–max) of those ratios:")
    print()
    print("| items | task | script | layout+style | script+layout+style |")
    print("| --- | --- | --- | --- | --- |")
    for items in SIZES:
        rk, sj = results[(items, "ReorderKit")], results[(items, "SortableJS")]
        paired = {c: [b / max(1e-9, a) for a, b in zip(rk[c], sj[c])] for c in COLUMNS[:4]}
        print(f"| {items:,} | " + " | ".join(
            f"{statistics.median(v):.2f}x ({min(v):.2f}–{max(v):.2f})" for v in paired.values())
            + " |")
    print()
    targets = []
    for items, need in ((1_000, 2), (10_000, 2)):
        if items in ratios:
            targets.append((f"script+layout+style at {items:,}: SortableJS >= {need}x ReorderKit",
                            ratios[items]["script+layout+style"] >= need))
    for items, need in ((1_000, 1), (10_000, 2)):
        if items in ratios:
            targets.append((f"task at {items:,}: SortableJS >= {need}x ReorderKit",
                            ratios[items]["task"] >= need))
    tasks = [statistics.median(results[(i, "ReorderKit")]["task"]) for i in SIZES]
    if len(tasks) > 1:
        targets.append(("ReorderKit's task flat over the sizes (largest / smallest median <= 1.5)",
                        max(tasks) / min(tasks) <= 1.5))
    for items in SIZES:
        row = results[(items, "ReorderKit")]
        targets.append((f"ReorderKit at {items:,}: >= 55 frames/s, <= 1 layout per frame",
                        statistics.median(row["fps"]) >= 55
                        and statistics.median(row["layouts/frame"]) <= 1))
    for what, met in targets:
        print(f"  {'met    ' if met else 'NOT MET'}  {what}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
