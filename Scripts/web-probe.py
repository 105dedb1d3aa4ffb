#!/usr/bin/env python3
"""The list module's own cost per call in headless Chromium, hot and once per frame.

Usage: web-probe.py SITE_DIR [--sizes 1000,100000]

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
"""

import json
import sys

from web_browser import open_page, serve, start_browser

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


def main():
    args = sys.argv[1:]
    if not args:
        raise SystemExit("usage: web-probe.py SITE_DIR [--sizes 1000,100000]")
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
