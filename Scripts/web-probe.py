#!/usr/bin/env python3
"""The list module's own cost per call in headless Chromium, hot and once per frame.

Usage: web-probe.py SITE_DIR [--sizes 1000,100000]
       web-probe.py SITE_DIR --profile [--items 1000] [--drags 10] [--top 25]

SITE_DIR is a built site (Scripts/web-build.sh). In the loaded list page it instantiates a
second copy of list.wasm (its own memory; the page is left alone), sets up `N` numbered items,
presses on the third row and holds it past the long press, then times each export with
`performance.now()` (5 µs steps, cross-origin isolated; means over many calls):

- hot: 3,000 moves back to back, each followed by a tick and a render (`page_pointer` move,
  `page_pointer` tick, `page_render`), as a native benchmark runs;
- per frame: one round per `requestAnimationFrame`, as the page runs during a drag (60 rounds,
  three drags): first a call of the trivial `web_text_len` (the first call into the module in a
  frame), then a move, a second move, a tick, a render and a second render.

A first, unprinted round warms the module up (its code is compiled again, optimized, once it
has run a while). The per-frame figures are the page's (what its timing line's "engine" sums); the hot ones are
the engine's compiled code on its own. Where the two differ, the difference is the cost of
running once per frame with cold caches (the browser renders between two frames), not work
that grows with the items: compare the sizes. Prints the means in µs per call.

--profile: where the list page's own script time goes during a drag, from a JavaScript CPU
profile (the DevTools Protocol's Profiler domain, sampling every 50 µs, on a connection of the
script's own). On `index.html?items=N` (1,000 by default) it makes one unprofiled drag (the
warm-up), then `--drags` drags of the benchmark's shape (Scripts/web-bench.py: press on the
third row, hold 0.8 s, 60 moves ten rows down, one every 16.7 ms), profiling each from just
before its first move to two frames after its last. Prints, in µs per pointer move over all the
drags, the sampled time in all, in the page's scripts (its .js files and the module, by URL),
in the garbage collector and in the rest (the browser's own "(program)" work, "(idle)" left
out), then the `--top` functions by self time and by total time (a function's time with the
functions it calls, counted once per sample however often it recurs on the stack), each named
by function, file and line. The figures are samples, so small entries carry the sampling's
noise: compare runs.
"""

import collections
import json
import os
import sys
import time

from web_browser import DevTools, open_page, serve, start_browser

PROBE = """
const done = arguments[arguments.length - 1];
const n = arguments[0];
(async () => {
  const bytes = await (await fetch("list.wasm")).arrayBuffer();
  const { instance } = await WebAssembly.instantiate(bytes, {});
  const ex = instance.exports;
  ex.list_setup(1, n, 1, 520, 800);
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const us = (ms, count) => Math.round(ms * 10000 / count) / 10;
  let t = 1;
  const press = () => {
    t += 100;
    ex.page_pointer(0, 200, 120, t);
    ex.page_pointer(4, 0, 0, t + 0.6);
    t += 0.6;
  };
  const release = () => ex.page_pointer(2, 200, 300, (t += 0.01));
  const result = { hot: [], frame: [] };
  for (let rep = 0; rep < 3; rep++) {
    press();
    const count = 3000;
    const s = [0, 0, 0];
    for (let i = 0; i < count; i++) {
      t += 1 / 60;
      const a = performance.now();
      ex.page_pointer(1, 200, 120 + (i % 300) * 2, t); // above the auto-scroll band
      const b = performance.now();
      ex.page_pointer(4, 0, 0, t);
      const c = performance.now();
      ex.page_render(t);
      const d = performance.now();
      s[0] += b - a; s[1] += c - b; s[2] += d - c;
    }
    release();
    result.hot.push({ move: us(s[0], count), tick: us(s[1], count), render: us(s[2], count) });
  }
  const names = ["first call", "move", "second move", "tick", "render", "second render"];
  for (let rep = 0; rep < 3; rep++) {
    press();
    const count = 60;
    const s = names.map(() => 0);
    for (let i = 0; i < count; i++) {
      await frame();
      t += 1 / 60;
      const y = 120 + i * 7;
      const p = [performance.now()];
      ex.web_text_len(); p.push(performance.now());
      ex.page_pointer(1, 200, y, t); p.push(performance.now());
      ex.page_pointer(1, 200, y + 1, t + 0.001); p.push(performance.now());
      ex.page_pointer(4, 0, 0, t + 0.001); p.push(performance.now());
      ex.page_render(t + 0.001); p.push(performance.now());
      ex.page_render(t + 0.002); p.push(performance.now());
      for (let k = 0; k < names.length; k++) s[k] += p[k + 1] - p[k];
    }
    release();
    for (let i = 0; i < 40; i++) {
      await frame();
      t += 1 / 60;
      ex.page_pointer(4, 0, 0, t);
      ex.page_render(t);
    }
    result.frame.push(Object.fromEntries(names.map((name, k) => [name, us(s[k], count)])));
  }
  done(result);
})().catch((e) => done(String(e)));
"""


ROW, HEADER = 44, 32  # the list's row and header heights (wasm/ListPage.swift)
MOVES, ROWS_DOWN, HOLD, PERIOD = 60, 10, 0.8, 1 / 60


def profile_drags(driver, base, items, drags):
    """The profiles of `drags` benchmark drags on the list page, after a warm-up drag."""
    if not open_page(driver, f"{base}index.html?items={items}", seconds=20):
        raise SystemExit("web-probe: the list page did not start")
    devtools = DevTools(driver)
    x, y = driver.execute_script("""
      const s = document.querySelector('[data-scroller]');
      const r = s.getBoundingClientRect();
      return [r.left + s.clientLeft + 200, r.top + s.clientTop + arguments[0]];""",
                                 HEADER + 2 * ROW + ROW / 2)

    def mouse(kind, my, buttons):
        devtools.send("Input.dispatchMouseEvent", type=kind, x=x, y=my, button="left",
                      buttons=buttons, clickCount=1)

    def frames_later():
        devtools.send("Runtime.evaluate", awaitPromise=True, expression=(
            "new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"))

    devtools.send("Profiler.enable")
    devtools.send("Profiler.setSamplingInterval", interval=50)
    profiles = []
    for d in range(drags + 1):
        mouse("mousePressed", y, 1)
        time.sleep(HOLD)
        if d > 0:
            devtools.send("Profiler.start")
        t0 = time.monotonic()
        for i in range(1, MOVES + 1):
            wait = t0 + i * PERIOD - time.monotonic()
            if wait > 0:
                time.sleep(wait)
            mouse("mouseMoved", y + ROWS_DOWN * ROW * i / MOVES, 1)
        frames_later()
        if d > 0:
            profiles.append(devtools.send("Profiler.stop")["profile"])
        mouse("mouseReleased", y + ROWS_DOWN * ROW, 0)
        time.sleep(0.6)  # the drop animations
        # Back to the start: the dragged item returns to the third row.
        mouse("mousePressed", y + ROWS_DOWN * ROW, 1)
        time.sleep(HOLD)
        for i in range(1, 21):
            time.sleep(PERIOD)
            mouse("mouseMoved", y + ROWS_DOWN * ROW * (1 - i / 20), 1)
        frames_later()
        mouse("mouseReleased", y, 0)
        time.sleep(0.6)
    devtools.socket.close()
    return profiles


def name_of(frame):
    """A call frame's name: function, file and line."""
    where = os.path.basename(frame["url"]) or "(no file)"
    return f"{frame['functionName'] or '(anonymous)'}  {where}:{frame['lineNumber'] + 1}"


def report_profile(profiles, top):
    """Prints the profiles' self and total time per function, µs per pointer move."""
    own = collections.Counter()
    total = collections.Counter()
    kinds = collections.Counter()
    for p in profiles:
        nodes = {n["id"]: n for n in p["nodes"]}
        parent = {}
        for n in p["nodes"]:
            for c in n.get("children", ()):
                parent[c] = n["id"]
        deltas = p["timeDeltas"][1:] + [0]  # a sample's time is the gap to the next one
        for node, dt in zip(p["samples"], deltas):
            frame = nodes[node]["callFrame"]
            fn = frame["functionName"]
            if fn in ("(idle)", "(program)", "(garbage collector)", "(root)"):
                kinds[fn] += dt
                continue
            kinds["page" if frame["url"] else "other script"] += dt
            own[name_of(frame)] += dt
            seen = set()
            at = node
            while at is not None and nodes[at]["callFrame"]["functionName"] != "(root)":
                key = name_of(nodes[at]["callFrame"])
                if key not in seen:
                    seen.add(key)
                    total[key] += dt
                at = parent.get(at)
    events = MOVES * len(profiles)
    per = lambda v: v / events  # noqa: E731 (µs per move)
    busy = sum(v for k, v in kinds.items() if k != "(idle)")
    print(f"web-probe: profile of {len(profiles)} drags ({events} pointer moves), µs per move: "
          f"sampled {per(busy):.1f} (page scripts {per(kinds['page']):.1f}, other scripts "
          f"{per(kinds['other script']):.1f}, garbage collector "
          f"{per(kinds['(garbage collector)']):.1f}, the browser's own \"(program)\" "
          f"{per(kinds['(program)']):.1f}; idle {per(kinds['(idle)']):.1f} left out)")
    for title, counter in (("self", own), ("total", total)):
        print(f"  by {title} time:")
        for key, v in counter.most_common(top):
            print(f"    {per(v):7.1f}  {key}")


def main():
    args = sys.argv[1:]
    if not args:
        raise SystemExit("usage: web-probe.py SITE_DIR [--sizes 1000,100000] | "
                         "SITE_DIR --profile [--items N] [--drags N] [--top N]")
    if "--profile" in args:
        opts = dict(zip(args[2::2], args[3::2]))
        items = int(opts.get("--items", 1000))
        drags, top = int(opts.get("--drags", 10)), int(opts.get("--top", 25))
        server, base = serve(args[0])
        driver = None
        try:
            driver = start_browser()
            report_profile(profile_drags(driver, base, items, drags), top)
        finally:
            if driver is not None:
                driver.quit()
            server.shutdown()
        return
    site, sizes = args[0], (1_000, 100_000)
    if len(args) == 3 and args[1] == "--sizes":
        sizes = tuple(int(s) for s in args[2].split(","))
    server, base = serve(site)
    driver = None
    try:
        driver = start_browser()
        if not open_page(driver, f"{base}index.html?items=1000", seconds=20):
            raise SystemExit("web-probe: the list page did not start")
        driver.execute_async_script(PROBE, sizes[0])  # a warm-up: the module's code tiers up
        for n in sizes:
            result = driver.execute_async_script(PROBE, n)
            if isinstance(result, str):
                raise SystemExit(f"web-probe: {result}")
            print(f"web-probe: {n:,} items, µs per call (three runs)")
            for kind in ("hot", "frame"):
                for run in result[kind]:
                    print(f"  {kind:5}  " + json.dumps(run, ensure_ascii=False))
    finally:
        if driver is not None:
            driver.quit()
        server.shutdown()


if __name__ == "__main__":
    main()
