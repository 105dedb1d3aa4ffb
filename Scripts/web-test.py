#!/usr/bin/env python3
"""Drives the web sample in headless Chromium with selenium's real mouse and keyboard actions.

Usage: web-test.py SITE_DIR OUT_DIR

Serves SITE_DIR on 127.0.0.1 (a free port, Python's http.server, with the two cross-origin
isolation headers so that performance.now() has 5 µs resolution instead of 100 µs), opens the
pages and checks the order read back from the DOM: item elements sorted by their on-screen
position, never the page's own variables. Saves screenshots to OUT_DIR. Prints one line per
check and 'N passed, N failed' last; exits non-zero on any failure.
"""

import functools
import http.server
import os
import signal
import statistics
import sys
import threading
import time
import traceback

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

SITE, OUT = sys.argv[1], sys.argv[2]
ROW = 44  # the list's row height (Samples/reorder-web/wasm/Exports.swift)


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with cross-origin isolation (finer timers) and no caching."""

    def end_headers(self):
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, *args):
        pass


Handler.extensions_map = {**Handler.extensions_map, ".wasm": "application/wasm",
                          ".js": "text/javascript"}
server = http.server.ThreadingHTTPServer(
    ("127.0.0.1", 0), functools.partial(Handler, directory=SITE))
threading.Thread(target=server.serve_forever, daemon=True).start()
BASE = f"http://127.0.0.1:{server.server_address[1]}/"

driver = None


def shutdown(*_):
    raise SystemExit(1)


signal.signal(signal.SIGTERM, shutdown)


def start_browser():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--window-size=1000,900", "--hide-scrollbars=false"):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(service=service, options=options)


# ---------------------------------------------------------------------------------------------
# Reading the page


def load(page):
    driver.get(BASE + page)
    for _ in range(100):
        if driver.execute_script("return document.body.dataset.ready === 'true'"):
            break
        time.sleep(0.05)
    else:
        raise AssertionError(f"{page} did not start: {browser_errors()}")
    errors = browser_errors()
    if errors:
        raise AssertionError(f"{page}: console errors: {errors}")


def browser_errors():
    return [e["message"] for e in driver.get_log("browser")
            if e["level"] == "SEVERE" and "favicon" not in e["message"]]


READ_LIST = """
const done = arguments[arguments.length - 1];
const s = document.querySelector('[data-scroller]');
const frames = () => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
(async () => {
  const saved = s.scrollTop;
  const found = new Map();
  const doubled = [];
  const step = Math.max(40, s.clientHeight - 60);
  for (let top = 0; ; top += step) {
    s.scrollTop = top;
    await frames();
    const base = s.getBoundingClientRect().top + s.clientTop - s.scrollTop;
    for (const el of s.querySelectorAll('[data-item-id], [data-section-header]')) {
      const key = el.dataset.itemId !== undefined ? 'item:' + el.dataset.itemId
                                                  : 'header:' + el.dataset.sectionHeader;
      const y = Math.round(el.getBoundingClientRect().top - base);
      if (found.has(key) && Math.abs(found.get(key) - y) > 1) doubled.push(key);
      found.set(key, y);
    }
    if (s.scrollTop + s.clientHeight >= s.scrollHeight - 1) break;
  }
  s.scrollTop = saved;
  await frames();
  done({order: [...found].sort((a, b) => a[1] - b[1]).map(e => e[0]), doubled});
})();
"""


def list_order():
    """The whole list as {section title: [item ids]}, read by scrolling through the DOM."""
    result = driver.execute_async_script(READ_LIST)
    assert not result["doubled"], f"items drawn at two places: {result['doubled']}"
    sections, current = {}, None
    for key in result["order"]:
        kind, name = key.split(":", 1)
        if kind == "header":
            current = sections.setdefault(name, [])
        else:
            assert current is not None, f"item {name} above the first header"
            current.append(name)
    return sections


def visible_items():
    """The item ids in the DOM, sorted by their on-screen position (top, then left)."""
    return driver.execute_script("""
      const els = [...document.querySelectorAll('[data-scroller] [data-item-id]')];
      return els.map(el => [el.dataset.itemId, el.getBoundingClientRect()])
        .sort((a, b) => Math.round(a[1].top) - Math.round(b[1].top) || a[1].left - b[1].left)
        .map(e => e[0]);""")


def item(name):
    return driver.find_element(By.CSS_SELECTOR, f'[data-scroller] [data-item-id="{name}"]')


def centre(el):
    r = driver.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];",
        el)
    return r


def wait_settled(limit=5):
    """Waits until no floating copy is drawn (drop and cancel animations finished)."""
    for _ in range(int(limit / 0.05)):
        if not driver.execute_script("return !!document.querySelector('.floating')"):
            time.sleep(0.05)
            return
        time.sleep(0.05)
    raise AssertionError("the floating copy never settled")


def announcement():
    return driver.find_element(By.ID, "announcer").text


def scroll_to(y):
    """Host scrolling (a wheel would do the same): sets the scroller's scrollTop."""
    driver.execute_async_script("""
      const done = arguments[arguments.length - 1];
      document.querySelector('[data-scroller]').scrollTop = arguments[0];
      requestAnimationFrame(() => requestAnimationFrame(done));""", y)


def actions():
    # Pointer moves of 16 ms, about one display frame each.
    return ActionChains(driver, duration=16)


def moves(chain, dx, dy, steps):
    """Adds `steps` pointer moves that add up to (dx, dy)."""
    px = py = 0
    for i in range(1, steps + 1):
        x, y = round(dx * i / steps), round(dy * i / steps)
        chain.move_by_offset(x - px, y - py)
        px, py = x, y
    return chain


def shot(name):
    path = os.path.join(OUT, name + ".png")
    driver.save_screenshot(path)
    return path


def expect(actual, expected, what):
    assert actual == expected, f"{what}:\n  expected {expected}\n  got      {actual}"


LETTERED = {f"Section {s}": [f"{s}{i}" for i in range(1, 31)] for s in "ABC"}


def with_move(order, section, name, index, into=None):
    """`order` with `name` taken out of `section` and inserted at `index` of `into`."""
    result = {k: list(v) for k, v in order.items()}
    result[section].remove(name)
    result[into or section].insert(index, name)
    return result


# ---------------------------------------------------------------------------------------------
# The checks


def test_drag_within_section():
    load("index.html")
    expect(list_order(), LETTERED, "order at start")
    start = item("A2")
    chain = actions().move_to_element(start).click_and_hold().pause(0.8)
    moves(chain, 0, 3 * ROW, 12).pause(0.3).release().perform()
    wait_settled()
    expect(list_order(), with_move(LETTERED, "Section A", "A2", 4), "order after A2 down 3 rows")
    assert announcement().startswith("Dropped A2 at position 5 of 30 in Section A"), announcement()


def test_drag_across_sections():
    load("index.html")
    # Show the end of section A and the start of section B (host scrolling, no drag).
    scroll_to(32 + 26 * ROW)
    a29, b2 = item("A29"), item("B2")
    (x0, y0), (x1, y1) = centre(a29), centre(b2)
    chain = actions().move_to_element(a29).click_and_hold().pause(0.8)
    moves(chain, 0, round((y1 - y0) / 2), 8).perform()
    shot("list-drag-across-sections")  # mid-drag: the floating copy, the gap, the shifted rows
    chain = moves(actions(), 0, round(y1 - y0) - round((y1 - y0) / 2), 8)
    chain.pause(0.3).release().perform()
    wait_settled()
    expect(list_order(), with_move(LETTERED, "Section A", "A29", 2, into="Section B"),
           "order after A29 onto B2")


def test_quick_press_does_not_reorder():
    load("index.html")
    chain = actions().move_to_element(item("A3")).click_and_hold()
    moves(chain, 0, 4 * ROW, 6).release().perform()
    time.sleep(0.7)  # past the long-press duration: nothing may start late
    assert not driver.execute_script("return !!document.querySelector('.floating')")
    expect(list_order(), LETTERED, "order after a press that moved at once")


def touch_path(points, hold=0.0):
    """One finger: down at the first point, a hold, then moves through the others, up."""
    finger = PointerInput(interaction.POINTER_TOUCH, "finger")
    chain = ActionBuilder(driver, mouse=finger, duration=16)
    x, y = points[0]
    chain.pointer_action.move_to_location(round(x), round(y)).pointer_down()
    if hold:
        chain.pointer_action.pause(hold)
    for x, y in points[1:]:
        chain.pointer_action.move_to_location(round(x), round(y))
    chain.pointer_action.pause(0.2).pointer_up()
    chain.perform()


def test_touch():
    load("index.html")
    # A quick swipe scrolls the list natively and picks nothing up.
    x, y = centre(item("A8"))
    touch_path([(x, y - 30 * i) for i in range(11)])
    time.sleep(0.5)
    offset = driver.execute_script("return document.querySelector('[data-scroller]').scrollTop")
    assert offset > 100, f"a swipe did not scroll (scrollTop {offset})"
    expect(list_order(), LETTERED, "order after a swipe")
    scroll_to(0)
    # A long press with a finger picks up, and the drag moves the item.
    x, y = centre(item("A2"))
    touch_path([(x, y + 11 * i) for i in range(13)], hold=0.8)
    wait_settled()
    expect(list_order(), with_move(LETTERED, "Section A", "A2", 4), "order after a touch drag")


def test_auto_scroll():
    load("index.html")
    scroller = driver.find_element(By.CSS_SELECTOR, "[data-scroller]")
    first_screen = visible_items()
    a3 = item("A3")
    bottom = driver.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return r.bottom;", scroller)
    _, y0 = centre(a3)
    chain = actions().move_to_element(a3).click_and_hold().pause(0.8)
    moves(chain, 0, round(bottom - 12 - y0), 10).pause(1.2).perform()
    offset = driver.execute_script("return arguments[0].scrollTop", scroller)
    shot("list-auto-scroll")
    actions().release().perform()
    wait_settled()
    assert offset > 300, f"the list did not scroll (scrollTop {offset})"
    order = list_order()
    flat = [name for names in order.values() for name in names]
    expect(sorted(flat), sorted(n for v in LETTERED.values() for n in v), "the set of items")
    where = flat.index("A3")
    assert where >= len(first_screen), (
        f"A3 ended at flat index {where}, within the first screen of {len(first_screen)} items")
    expect(with_move(order, next(s for s in order if "A3" in order[s]), "A3", 0, into="Section A"),
           with_move(LETTERED, "Section A", "A3", 0), "the rest of the order")


def test_keyboard():
    load("index.html")
    actions().move_to_element(item("A1")).click().perform()  # a tap focuses the item
    time.sleep(0.1)
    focused = driver.execute_script("return document.activeElement.dataset.itemId")
    expect(focused, "A1", "focus after a tap")
    actions().send_keys(Keys.SPACE).perform()
    expect(announcement(), "Picked up A1, position 1 of 30 in Section A", "pick-up announcement")
    actions().send_keys(Keys.ARROW_DOWN).perform()
    actions().send_keys(Keys.ARROW_DOWN).perform()
    expect(announcement(), "Moved to position 3 of 30 in Section A", "move announcement")
    actions().send_keys(Keys.SPACE).perform()
    expect(announcement(), "Dropped A1 at position 3 of 30 in Section A", "drop announcement")
    wait_settled()
    focused = driver.execute_script("return document.activeElement.dataset.itemId")
    expect(focused, "A1", "focus after the drop")
    moved = with_move(LETTERED, "Section A", "A1", 2)
    expect(list_order(), moved, "order after Space, Down, Down, Space")
    focused = driver.execute_script("return document.activeElement.dataset.itemId")
    expect(focused, "A1", "focus after reading the order (the element scrolled out and back)")
    actions().send_keys(Keys.SPACE).perform()
    actions().send_keys(Keys.ARROW_UP).perform()
    actions().send_keys(Keys.ESCAPE).perform()
    expect(announcement(), "Cancelled, A1 is back at position 3 of 30 in Section A",
           "cancel announcement")
    wait_settled()
    expect(list_order(), moved, "order after Space, Up, Escape")
    live = driver.find_element(By.ID, "announcer").get_attribute("aria-live")
    expect(live, "assertive", "the announcer's aria-live")


def grid_order():
    return driver.execute_script("""
      // By each cell's centre, which the jiggle (a rotation about the centre) leaves in place.
      const els = [...document.querySelectorAll('[data-scroller] .cell:not(.floating)')];
      return els.map(el => {
          const r = el.getBoundingClientRect();
          return [el.dataset.itemId, r.left + r.width / 2, r.top + r.height / 2];
        })
        .sort((a, b) => Math.round(a[2] / 10) - Math.round(b[2] / 10) || a[1] - b[1])
        .map(e => e[0]);""")


def cell(name):
    return driver.find_element(By.CSS_SELECTOR, f'[data-scroller] .cell[data-item-id="{name}"]')


def test_grid():
    load("grid.html")
    start = grid_order()
    expect(start[:4], ["Mail", "Maps", "Music", "Notes"], "the grid's first icons")
    (x0, y0), (x1, y1) = centre(cell("Mail")), centre(cell("Music"))
    chain = actions().move_to_element(cell("Mail")).click_and_hold().pause(0.8)
    moves(chain, round(x1 - x0), round(y1 - y0), 10).pause(0.3).perform()
    shot("grid-drag")
    actions().release().perform()
    wait_settled()
    moved = ["Maps", "Music", "Mail"] + start[3:]
    expect(grid_order(), moved, "grid order after Mail onto Music")
    editing = driver.execute_script("return document.body.classList.contains('editing')")
    assert editing, "the long press did not enter editing mode"
    buttons = driver.execute_script(
        "return [...document.querySelectorAll('.cell:not(.floating) .delete')].filter(b => !b.hidden).length")
    expect(buttons, len(start), "delete buttons shown in editing mode")
    angles = driver.execute_script("""
      return [...document.querySelectorAll('.cell:not(.floating)')]
        .map(el => new DOMMatrix(getComputedStyle(el).transform))
        .map(m => Math.atan2(m.b, m.a));""")
    assert any(abs(a) > 0.005 for a in angles), f"no cell jiggles: {angles[:5]}"
    shot("grid-editing")
    # Tap the delete button of Maps.
    button = cell("Maps").find_element(By.CSS_SELECTOR, ".delete")
    actions().move_to_element(button).click().perform()
    time.sleep(0.2)
    expect(grid_order(), [n for n in moved if n != "Maps"], "grid order after deleting Maps")
    expect(announcement(), "Deleted Maps", "the delete announcement")
    # Done leaves editing mode.
    driver.find_element(By.ID, "edit").click()
    time.sleep(0.2)
    editing = driver.execute_script("return document.body.classList.contains('editing')")
    assert not editing, "Done did not end editing mode"
    # A tap selects.
    actions().move_to_element(cell("Notes")).click().perform()
    time.sleep(0.2)
    selected = driver.execute_script(
        "return [...document.querySelectorAll('.cell.selected')].map(e => e.dataset.itemId)")
    expect(selected, ["Notes"], "selection after a tap")
    expect(grid_order(), [n for n in moved if n != "Maps"], "grid order after the tap")
    # A narrower window: the grid lays itself out again with fewer columns, same order.
    def columns():
        return driver.execute_script("""
          const tops = [...document.querySelectorAll('[data-scroller] .cell')]
            .map(el => Math.round(el.getBoundingClientRect().top));
          return tops.filter(t => t === Math.min(...tops)).length;""")
    before = columns()
    driver.set_window_size(640, 900)
    time.sleep(0.3)
    try:
        assert columns() < before, f"still {columns()} columns after narrowing the window"
        expect(grid_order(), [n for n in moved if n != "Maps"], "grid order after the resize")
    finally:
        driver.set_window_size(1000, 900)


def test_hundred_thousand():
    load("index.html?items=100000")
    expect(driver.find_element(By.ID, "count").text, "100,000 items", "the item count")
    height = driver.execute_script(
        "return document.querySelector('[data-scroller] .content').getBoundingClientRect().height")
    expect(round(height), 32 + 100_000 * ROW, "the content height")
    scroll_to(32 + 49_990 * ROW)
    shown = visible_items()
    assert len(shown) < 40, f"{len(shown)} item elements in the DOM"
    expect(shown[0], "49991", "the first item shown after scrolling to the middle")
    first = shown[0]
    nodes = driver.execute_script("return document.querySelectorAll('*').length")
    assert nodes < 200, f"{nodes} DOM elements"
    chain = actions().move_to_element(item(str(int(first) + 1))).click_and_hold().pause(0.8)
    moves(chain, 0, 2 * ROW, 8).pause(0.3).release().perform()
    wait_settled()
    base = int(first)
    expected = [str(base), str(base + 2), str(base + 3), str(base + 1), str(base + 4)]
    expect(visible_items()[:5], expected, "order after a drag in the middle of 100,000 items")
    shot("list-100000")


TIMINGS = {}


def measure(items):
    """Runs one long-press drag of 240 pointer moves over 8 rows and back, mid-list, and returns
    the engine's time per pointer event (ms) as the page measured it."""
    load(f"index.html?items={items}")
    scroll_to(32 + (items // 2) * ROW)
    driver.execute_script("window.reorderTimings.pointer.length = 0")
    target = driver.execute_script("""
      const els = [...document.querySelectorAll('[data-scroller] [data-item-id]')];
      return els.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)[3];""")
    chain = actions().move_to_element(target).click_and_hold().pause(0.8)
    for _ in range(3):
        moves(chain, 0, 8 * ROW, 40)
        moves(chain, 0, -8 * ROW, 40)
    chain.release().perform()
    wait_settled()
    isolated = driver.execute_script("return crossOriginIsolated")
    values = driver.execute_script("return window.reorderTimings.pointer")
    assert len(values) >= 200, f"only {len(values)} pointer events reached the engine"
    return values, isolated


def test_timing():
    rows = []
    for items in (1_000, 100_000):
        values, isolated = measure(items)
        values = sorted(values)
        median = statistics.median(values) * 1000
        p99 = values[min(len(values) - 1, int(0.99 * len(values)))] * 1000
        mean = statistics.fmean(values) * 1000
        TIMINGS[items] = (median, p99, len(values), isolated)
        rows.append(f"  {items:>7,} items: median {median:5.1f} µs, p99 {p99:5.1f} µs, mean "
                    f"{mean:5.1f} µs per pointer event ({len(values)} events; timer resolution "
                    f"{'5' if isolated else '100'} µs)")
    m3, m5 = TIMINGS[1_000][0], TIMINGS[100_000][0]
    ratio = (m5 / m3) if m3 > 0 else float("nan")
    p3, p5 = TIMINGS[1_000][1], TIMINGS[100_000][1]
    p_ratio = (p5 / p3) if p3 > 0 else float("nan")
    print("engine time per pointer event, measured in the browser (performance.now around each call):")
    for row in rows:
        print(row)
    print(f"  ratio 10^5 / 10^3: median {ratio:.2f}, p99 {p_ratio:.2f} (target: at most 2; "
          "reported, not asserted)")


def test_board():
    # The board page waits for the boards issue; its check goes here (cards between lanes with
    # nested auto-scroll, lanes moved by their header) once board.html exists.
    return "skip"


CHECKS = [
    ("long-press drag within a section", test_drag_within_section),
    ("long-press drag across sections", test_drag_across_sections),
    ("a press that moves at once does not reorder", test_quick_press_does_not_reorder),
    ("touch: a swipe scrolls, a long press drags", test_touch),
    ("auto-scroll carries an item beyond the first screen", test_auto_scroll),
    ("keyboard: Space, arrows, Space; Space, arrow, Escape; announcements", test_keyboard),
    ("grid: drag in editing mode, jiggle, delete button, Done, tap to select", test_grid),
    ("100,000 items: small DOM, drag mid-list", test_hundred_thousand),
    ("timing at 10^3 and 10^5 items", test_timing),
    ("board: cards between lanes (board.html not built yet)", test_board),
]


def main():
    global driver
    os.makedirs(OUT, exist_ok=True)
    passed = failed = 0
    size = os.path.getsize(os.path.join(SITE, "reorder.wasm"))
    print(f"reorder.wasm: {size} bytes ({size / 1024:.0f} KB; limit 256 KB)")
    if size > 256 * 1024:
        failed += 1
        print("FAIL reorder.wasm is larger than 256 KB")
    try:
        driver = start_browser()
        for name, check in CHECKS:
            started = time.monotonic()
            try:
                outcome = check()
            except Exception as error:  # noqa: BLE001 - every failure is reported the same way
                failed += 1
                print(f"FAIL {name} ({time.monotonic() - started:.1f} s)")
                print("     " + "".join(traceback.format_exception_only(error)).strip()
                      .replace("\n", "\n     "))
                try:
                    print(f"     screenshot: {shot('failed-' + check.__name__)}")
                    actions().release().perform()
                except Exception:  # noqa: BLE001
                    pass
                continue
            if outcome == "skip":
                print(f"SKIP {name}")
                continue
            passed += 1
            print(f"ok   {name} ({time.monotonic() - started:.1f} s)")
    except Exception as error:  # noqa: BLE001
        failed += 1
        print(f"FAIL the browser: {error}")
    finally:
        if driver is not None:
            driver.quit()
        server.shutdown()
    print(f"screenshots: {OUT}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
