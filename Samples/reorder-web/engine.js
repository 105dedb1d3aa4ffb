// Loads a page's module (list.wasm, grid.wasm or board.wasm: the engine, Embedded Swift) and wraps its C-ABI exports. The module imports
// nothing; it exports its memory. Memory can grow during any call, which detaches typed-array
// views, so a view is checked after each call and made afresh when it was detached.

export const Status = {
  announced: 1, // the text buffer holds a new announcement
  focus: 2, // move keyboard focus to the focused item
  tracking: 4, // a press or pointer drag is in progress: keep sending frame ticks
  keyboardDrag: 8, // a keyboard drag is in progress
  editing: 16, // the grid is in editing mode (cells jiggle)
  dataChanged: 32, // the order or the set of items changed
  deleted: 64, // the grid deleted an icon (grid_deleted names it)
};

export const Pointer = { down: 0, move: 1, up: 2, cancel: 3, tick: 4 };

/**
 * The page's own timing line, measured over batches rather than single events: a batch runs from
 * a drag's first pointer move to its release (or cancel), as `Scripts/web-bench.sh` counts. It
 * sums, over the batch, the engine's time (its pointer calls, frame ticks and render-state
 * writes), the page's script time (the pointer handlers and the frame callbacks, the engine's
 * calls included), the rendering after each frame callback (style, layout and paint: from the
 * callback's end to a task it posts, in one frame of 16), and counts the pointer events and
 * frames. The script and engine times are read in one pointer event and one frame of `every`
 * (4), each counted for all four: the first clock readings of a frame run as cold as the rest of
 * its code (with every event and frame timed, the list page took 0.37 ms of script per event in
 * `Scripts/web-bench.sh`'s drag at 1,000 items, against 0.28 with no timing at all). One engine
 * call takes a few microseconds, below what one reading of `performance.now()` resolves (5 µs
 * cross-origin isolated, 100 µs otherwise: `resolution`, measured at load), so the line gives
 * sums over the batch divided by its events, never a single event's time. `last` is the last
 * finished batch (read by Scripts/web-test.py as `window.reorderTimings.last`).
 */
export class Timings {
  /** The rendering after a frame callback is measured in one frame of this many. */
  static sampling = 16;
  /** The script and engine times are measured in one pointer event and one frame of this many. */
  static every = 4;
  constructor() {
    this.resolution = clockResolution();
    this.batch = null;
    this.last = null;
    /** Whether the callback running now is timed (`timed` engine calls then read the clock). */
    this.timing = false;
  }
  /** Whether the next pointer event is one of those timed (during a batch, one in `every`). */
  timesEvent() { return this.batch !== null && this.batch.events % Timings.every === 0; }
  /** Whether the next frame is one of those timed (during a batch, one in `every`). */
  timesFrame() { return this.batch !== null && this.batch.frames % Timings.every === 0; }
  /** Starts a batch unless one is running. */
  begin() {
    if (!this.batch) {
      this.batch = { events: 0, engine: 0, script: 0, rendering: 0, frames: 0,
        start: performance.now(), seconds: 0, elements: 0 };
    }
  }
  /** Ends the running batch (it becomes `last`); returns whether there was one. */
  end() {
    const b = this.batch;
    if (!b) return false;
    b.seconds = (performance.now() - b.start) / 1000;
    b.elements = document.getElementsByTagName("*").length;
    this.last = b;
    this.batch = null;
    return true;
  }
  /** Adds `ms` of engine time, read in a timed callback, to the running batch (`every` times). */
  engine(ms) { if (this.batch) this.batch.engine += ms * Timings.every; }
  /**
   * Counts one pointer event in the running batch, and adds `ms` of script for it (`every`
   * times) when it was timed (`ms` is then its handler's time).
   */
  event(ms = 0) {
    if (this.batch) {
      this.batch.events++;
      this.batch.script += ms * Timings.every;
    }
  }
  /**
   * Counts one frame callback in the running batch, and adds `ms` of script for it (`every`
   * times) when it was timed.
   */
  frame(ms = 0) {
    if (this.batch) {
      this.batch.frames++;
      this.batch.script += ms * Timings.every;
    }
  }
  /**
   * Adds the rendering after one frame callback in `sampling` (`ms`, counted for all of them)
   * to the running batch.
   */
  rendering(ms) { if (this.batch) this.batch.rendering += ms * Timings.sampling; }
  /** The line for the last batch (per pointer event, mean over the batch). */
  summary() {
    const b = this.last;
    const tick = this.resolution;
    const clock = `clock ${Number.isFinite(tick) ? Math.round(tick * 1000) : "–"} µs`;
    if (!b || b.events === 0) return `per pointer event: no drag measured yet (${clock})`;
    const ms = (v) => `${(v / b.events).toFixed(2)} ms`;
    // Fewer than ten clock ticks in all: say only what the clock allows.
    const engine = b.engine < 10 * tick
      ? `≤ ${((10 * tick * 1000) / b.events).toFixed(1)} µs`
      : `${((b.engine * 1000) / b.events).toFixed(1)} µs`;
    const fps = b.seconds > 0 ? Math.round(b.frames / b.seconds) : 0;
    return `last drag, per pointer event (mean of ${b.events}): script ${ms(b.script)} ` +
      `(engine ${engine}), rendering ${ms(b.rendering)} · ${fps} frames/s · ` +
      `${b.elements} elements · ${clock}`;
  }
}

/** The smallest step `performance.now()` takes, in milliseconds (bounded: about a millisecond). */
function clockResolution() {
  let best = Infinity;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    let t1 = t0;
    for (let n = 0; n < 100000 && t1 === t0; n++) t1 = performance.now();
    if (t1 > t0) best = Math.min(best, t1 - t0);
  }
  return best;
}

/**
 * Whether `value` differs from the last value kept under `key` on `el` (in `el[store]`, one
 * object per kind of write: `written` for styles and the page's own keys, `classes`,
 * `attributes`, `data`, `text`); keeps it. The page writes an element's style, class, attribute
 * or text only when this says so, so equal render records write nothing. Keys are the names
 * themselves (string literals), never built strings, so each lookup is a plain property load.
 */
function keep(el, store, key, value) {
  const kept = (el[store] ??= {});
  if (kept[key] === value) return false;
  kept[key] = value;
  return true;
}
/** Whether `value` differs from the last one kept under `key` on `el` (`el.written`); keeps it. */
export function changed(el, key, value) { return keep(el, "written", key, value); }
/** Sets `el.style[name]` when it changed. */
export function setStyle(el, name, value) { if (keep(el, "written", name, value)) el.style[name] = value; }
/** Turns class `name` on or off when it changed. */
export function setClass(el, name, on) { if (keep(el, "classes", name, on)) el.classList.toggle(name, on); }
/** Sets attribute `name` when it changed. */
export function setAttr(el, name, value) { if (keep(el, "attributes", name, value)) el.setAttribute(name, value); }
/** Sets `el.dataset[name]` when it changed. */
export function setData(el, name, value) { if (keep(el, "data", name, value)) el.dataset[name] = value; }
/** Sets the text when it changed. */
export function setText(el, text) { if (keep(el, "text", "text", text)) el.textContent = text; }
/**
 * Puts `el` in `parent` (when `on`) or takes it out of the DOM (when not), unless it is already
 * so as far as the page last placed it (`el.placedIn`, kept on the element): a draw that keeps
 * an element where it is reads nothing of the DOM (a DOM getter such as `isConnected` costs a
 * call into the browser every frame). Only for elements that nothing else moves.
 */
export function place(el, parent, on) {
  const where = on ? parent : null;
  if (el.placedIn === where) return;
  if (on) parent.appendChild(el);
  else el.remove();
  el.placedIn = where;
}
/**
 * Which of the `n` doubles (`n` at most 31) of `f` from `o` differ from the element's last record
 * (`el.record`), as a bit mask (bit `i` for the double at `o + i`; 0 when all are equal); keeps
 * them. The page builds and writes only the values whose fields changed, so an element whose
 * record is equal costs no string and no write at all.
 */
export function recordChanges(el, f, o, n) {
  let r = el.record;
  if (r === undefined || r.length !== n) r = el.record = new Float64Array(n).fill(NaN);
  let changes = 0;
  for (let i = 0; i < n; i++) {
    const v = f[o + i];
    if (r[i] !== v) {
      changes |= 1 << i;
      r[i] = v;
    }
  }
  return changes;
}
/**
 * Whether the `n` doubles of `f` from `o` equal the element's last record (`el.record`); keeps
 * them. An element whose record is equal needs no write at all.
 */
export function sameRecord(el, f, o, n) { return recordChanges(el, f, o, n) === 0; }

export async function loadEngine(url) {
  const response = await fetch(url);
  const bytes = await response.arrayBuffer();
  const { instance } = await WebAssembly.instantiate(bytes, {});
  const ex = instance.exports;
  const decoder = new TextDecoder();
  // The last render view: made again only when the buffer moved, grew past it, or the memory
  // grew (which detaches it: a detached view's length is 0). Most frames reuse it.
  let view = null, viewPtr = -1;
  return {
    ex,
    /**
     * The render buffer as doubles: at least `count` of them from the buffer's start (a view
     * kept while the buffer stays where it is; read only the first `count`).
     */
    floats(count) {
      const ptr = ex.web_render_ptr();
      if (view === null || ptr !== viewPtr || view.length < count) {
        view = new Float64Array(ex.memory.buffer, ptr, count);
        viewPtr = ptr;
      }
      return view;
    },
    /** The latest text. */
    text() {
      const bytes = new Uint8Array(ex.memory.buffer, ex.web_text_ptr(), ex.web_text_len());
      return decoder.decode(bytes);
    },
  };
}

/**
 * What the list and the board keep of the engine's answers between two draws, and their frame.
 * `status` is the latest status bits, `said` an announcement to show at the next draw (or
 * null), `wantFocus` whether an answer asked to move keyboard focus to the focused item. The
 * page's `draw(time)` writes the DOM from the render state at `time`, shows and clears `said`
 * and `wantFocus` (`show`), and returns whether an animation runs (another frame is due).
 * - `take(next)` takes the status of an engine call (its announcement and focus wait for the
 *   next draw) and asks for a frame; it is the page clock's `onStatus`.
 * - `takeNow(next, time)`: `take`, then draws at once (keys and clicks: their announcement and
 *   focus are due now).
 * - `frame(time)` is the clock's `frame`: the tick (while a press or drag is in progress), then
 *   a draw; the next frame is asked for before this one's work while a press or drag is in
 *   progress, after it while an animation runs.
 * `clock` is set by `openPage` once the clock exists.
 */
export class PageLoop {
  constructor(engine, draw) {
    this.status = 0;
    this.said = null;
    this.wantFocus = false;
    this.clock = null;
    this.take = (next) => {
      this.status = next;
      if (next & Status.announced) this.said = engine.text();
      if (next & Status.focus) this.wantFocus = true;
      this.clock.requestFrame();
    };
    this.takeNow = (next, time) => {
      this.take(next);
      draw(time);
    };
    this.frame = (time) => {
      const clock = this.clock;
      const status = (this.status = clock.frameTick(this.status, time));
      if (status & Status.tracking) clock.requestFrame();
      if (status & Status.focus) this.wantFocus = true;
      if (draw(time) || (status & Status.tracking)) clock.requestFrame();
    };
  }
  /**
   * At the end of a draw: shows `said` in `live` and focuses `target` when an answer asked for
   * it (`wantFocus`) or `refocus` (as `announceAndFocus`), then clears both. Returns whether it
   * moved the focus.
   */
  show(live, target, refocus) {
    const moved = announceAndFocus(live, this.said, target, this.wantFocus || refocus);
    this.said = null;
    this.wantFocus = false;
    return moved;
  }
}

/**
 * Opens the page whose module is `${name}.wasm`: loads it, keeps its timings (also as
 * `window.reorderTimings`, read by Scripts/web-test.py) and starts its clock over the module's
 * `page_pointer`, with `onStatus` and `frame` as in `engineClock`, or, given `draw`, those of a
 * `PageLoop` over it (returned as `loop`). Returns `{ engine, ex, timings, clock, live,
 * statsLine, loop }`: `live` is the page's announcer (the clock shows tick announcements in it
 * when `announce`), `statsLine` its timing line, written after each drag.
 */
export async function openPage(name, { onStatus, frame, draw = null, announce = true }) {
  const live = document.getElementById("announcer");
  const statsLine = document.getElementById("stats");
  const engine = await loadEngine(`${name}.wasm`);
  const ex = engine.ex;
  const timings = new Timings();
  window.reorderTimings = timings;
  const loop = draw ? new PageLoop(engine, draw) : null;
  const clock = engineClock({
    engine, pointer: ex.page_pointer, timings, live: announce ? live : null,
    onStatus: loop ? loop.take : onStatus, frame: loop ? loop.frame : frame, statsLine,
  });
  if (loop) loop.clock = clock;
  statsLine.textContent = timings.summary();
  return { engine, ex, timings, clock, live, statsLine, loop };
}

/**
 * One page's clock around its engine. `pointer` is the page's pointer export (kind, x, y, time
 * → status bits); `lastTime` is the latest event or frame time seen, in seconds. The page writes
 * the DOM only in `frame`, once per animation frame, from the latest render state; events only
 * reach the engine and ask for a frame.
 * - `send(kind, x, y, time)` forwards a pointer event (its engine time into `timings`) and
 *   hands its status bits to `onStatus(next, time)`.
 * - `frameTick(status, time)`, for a frame at `time`: while `status` says a press or drag is in
 *   progress, sends a tick and shows its announcement in `live` (when given); then moves
 *   `lastTime` up to `time`. Returns the status bits.
 * - `requestFrame()` asks for one animation frame, at which `frame(time)` runs with the frame's
 *   own timestamp in seconds (the events' clock). The frame's script time, and the rendering
 *   that follows it, go into `timings` during a batch.
 * - `endBatch()` ends the timings' batch and writes the timing line (`statsLine`) in a frame.
 * - `timed(call)` runs an engine call and, in a timed callback (`timings.timing`), adds its time
 *   to `timings`.
 */
export function engineClock({ engine, pointer, timings, live, onStatus, frame, statsLine }) {
  let request = 0;
  let statsDue = false;
  // A task posted at the end of a frame callback runs once the browser has rendered that frame.
  const channel = new MessageChannel();
  channel.port1.onmessage = (e) => timings.rendering(performance.now() - e.data);
  const onFrame = (timestamp) => {
    request = 0;
    const timing = timings.timesFrame(); // one frame in `Timings.every` (which `sampling` is of)
    const t0 = timing ? performance.now() : 0;
    timings.timing = timing;
    frame(timestamp / 1000);
    timings.timing = false;
    if (statsDue) {
      statsDue = false;
      statsLine.textContent = timings.summary();
    }
    if (!timing) {
      timings.frame();
    } else if (timings.batch) {
      const t1 = performance.now();
      timings.frame(t1 - t0);
      if (timings.batch.frames % Timings.sampling === 1) channel.port2.postMessage(t1);
    }
  };
  const timed = (call) => {
    if (!timings.timing) return call();
    const t0 = performance.now();
    const result = call();
    timings.engine(performance.now() - t0);
    return result;
  };
  const clock = {
    lastTime: performance.now() / 1000,
    timings,
    timed,
    /** Moves `lastTime` up to `time` (never back) and returns it. */
    advance(time) {
      clock.lastTime = Math.max(clock.lastTime, time);
      return clock.lastTime;
    },
    send(kind, x, y, time) {
      clock.lastTime = time;
      onStatus(timed(() => pointer(kind, x, y, time)), time);
    },
    frameTick(status, time) {
      let next = status;
      if (status & Status.tracking) {
        next = timed(() => pointer(Pointer.tick, 0, 0, time));
        if (live && next & Status.announced) live.textContent = engine.text();
      }
      clock.advance(time);
      return next;
    },
    requestFrame() {
      if (!request) request = requestAnimationFrame(onFrame);
    },
    endBatch() {
      if (timings.end()) {
        statsDue = true;
        clock.requestFrame();
      }
    },
  };
  return clock;
}

/**
 * The keys the engine takes while something is held: during a keyboard drag, the command for
 * `e` (`commandFor(e)`, a key of `dragKeys` by default); during a pointer press or drag,
 * Escape (12, cancel). Sends it with `sendKey(e, command)`. Returns true when the page is done
 * with `e`: a key with a modifier, or anything while a drag or press is in progress.
 */
export function heldKey(e, status, sendKey, dragKeys, commandFor = (e) => dragKeys[e.key]) {
  if (e.altKey || e.ctrlKey || e.metaKey) return true;
  if (status & Status.keyboardDrag) {
    const command = commandFor(e);
    if (command === undefined) return true;
    e.preventDefault();
    sendKey(e, command);
    return true;
  }
  if (!(status & Status.tracking)) return false;
  if (e.key === "Escape") {
    e.preventDefault();
    sendKey(e, 12);
  }
  return true;
}

/** The value `map` keeps for `id`; when there is none, `make(id)` makes it and `map` keeps it. */
export function kept(map, id, make) {
  let value = map.get(id);
  if (value === undefined) {
    value = make(id);
    map.set(id, value);
  }
  return value;
}

/**
 * Styles a floating copy from the render buffer `f`: at `o`, its frame (x, y, width, height, in
 * the coordinates of the element's container) and the engine's look (scale, alpha, shadow red,
 * green, blue, alpha, shadow opacity, radius, offset x, offset y, corner radius, rotation). The
 * corner radius and the shadow go on `surface`.
 */
export function styleCopy(el, f, o, surface = el) {
  const c = recordChanges(el, f, o, 16);
  if (c === 0) return;
  // Each value is built and written only when one of its fields changed: bits 0–1 x, y;
  // 2 width; 3 height; 4 scale; 5 alpha; 6–13 the shadow; 14 the corner radius; 15 the
  // rotation. The transform is written as its three parts (`translate`, `rotate`, `scale`,
  // which CSS applies in that order about `transform-origin`, as `transform: translate(…)
  // rotate(…) scale(…)` would), so a copy that follows the pointer writes its `translate` alone.
  if (c & 0b11) el.style.translate = `${f[o]}px ${f[o + 1]}px`;
  if (c & 0b1000000000000000) el.style.rotate = `${f[o + 15]}rad`;
  if (c & 0b10000) el.style.scale = String(f[o + 4]);
  if (c & 0b100) el.style.width = `${f[o + 2]}px`;
  if (c & 0b1000) el.style.height = `${f[o + 3]}px`;
  if (c & 0b100000) el.style.opacity = String(f[o + 5]);
  if (c & 0b100000000000000) surface.style.borderRadius = `${f[o + 14]}px`;
  if (c & 0b11111111000000) {
    const k = (v) => Math.round(v * 255);
    const [r, g, b, a, opacity, radius, dx, dy] =
      [f[o + 6], f[o + 7], f[o + 8], f[o + 9], f[o + 10], f[o + 11], f[o + 12], f[o + 13]];
    surface.style.boxShadow =
      `${dx}px ${dy}px ${radius}px rgba(${k(r)}, ${k(g)}, ${k(b)}, ${opacity * a})`;
  }
}

/**
 * The floating stack of a multi-item drag, drawn from the render buffer: records of 17 values
 * (id, then a copy's frame and look as `styleCopy` reads them), bottom of the stack first, the
 * pressed item last. `make(id)` makes an element for an item; `style(el, f, o)` places it from
 * the record's frame at `o` (`styleCopy` by default). The top element carries a badge
 * (`.stack-badge`, `data-stack-count`) with the number of items that move. Each element is
 * `.floating.stacked` with `data-stack-id` (`name(id)`).
 */
export class FloatingStack {
  constructor(parent, make, name, style = styleCopy) {
    Object.assign(this, { parent, make, name, style, els: [], ids: [] });
    this.badge = document.createElement("span");
    this.badge.className = "stack-badge";
    this.badge.setAttribute("aria-hidden", "true");
  }
  /** Draws `k` records from `base` with the badge showing `count`; `k` 0 removes the stack. */
  draw(f, base, k, count) {
    for (let i = 0; i < k; i++) {
      const o = base + i * 17;
      const id = f[o];
      if (this.ids[i] !== id) {
        this.els[i]?.remove();
        const el = this.make(id);
        el.classList.add("floating", "stacked");
        el.dataset.stackId = this.name(id);
        this.els[i] = el;
        this.ids[i] = id;
        this.parent.appendChild(el);
      }
      const el = this.els[i];
      setStyle(el, "zIndex", String(10 + i));
      this.style(el, f, o + 1);
    }
    if (this.els.length > k) {
      for (const el of this.els.splice(k)) el.remove();
      this.ids.length = k;
    }
    if (k > 0) {
      setText(this.badge, String(count));
      setData(this.badge, "stackCount", String(count));
      place(this.badge, this.els[k - 1], true);
    } else {
      place(this.badge, null, false);
    }
  }
}

/**
 * The page's render state at `time` (its `page_render` export, its time into the clock's
 * timings), as the engine's floats.
 */
export function renderFloats(engine, ex, clock, time) {
  return engine.floats(clock.timed(() => ex.page_render(time)));
}

/**
 * At the end of a draw: shows the announcement `said` in `live` (unless null), and focuses
 * `target` (without scrolling) when `want` (an engine answer asked for it, or the focused
 * element left the DOM) and the focus is elsewhere. Returns whether it moved the focus.
 */
export function announceAndFocus(live, said, target, want) {
  if (said !== null) live.textContent = said;
  if (!want || !target || document.activeElement === target) return false;
  target.focus({ preventScroll: true });
  return true;
}

/**
 * Starts a page once its module is set up: follows `scroller`'s client size (`page_resize`,
 * whose status bits go to `onResize`), draws once at the clock's time and marks the page ready
 * (`document.body.dataset.ready`, which Scripts/web-test.py waits for).
 */
export function startPage(scroller, ex, clock, onResize, draw) {
  new ResizeObserver(() => {
    onResize(ex.page_resize(scroller.clientWidth, scroller.clientHeight));
  }).observe(scroller);
  draw(clock.lastTime);
  document.body.dataset.ready = "true";
}

/** Whether `e` asks to toggle the focused item's selection: Shift+Space or Ctrl+Space. */
export function isSelectKey(e) {
  return e.key === " " && (e.shiftKey || e.ctrlKey) && !e.altKey && !e.metaKey;
}

/**
 * Shift+Space or Ctrl+Space while nothing is dragged: the focused element `el` (an item inside
 * `container`) joins or leaves the selection. `toggle(el)` asks the engine; `take(answer, time)`
 * applies its answer at the event's time on `clock`. Returns whether the key was handled.
 */
export function selectionKey(e, status, el, container, clock, toggle, take) {
  const idle = !(status & (Status.keyboardDrag | Status.tracking));
  if (!idle || !isSelectKey(e) || !el || !container.contains(el)) return false;
  e.preventDefault();
  const time = clock.advance(e.timeStamp / 1000);
  take(toggle(el), time);
  return true;
}

/** Marks an item's element selected (class `selected`, `aria-selected`) from its flags (8). */
export function markSelected(el, flags) {
  const selected = (flags & 8) !== 0;
  setClass(el, "selected", selected);
  setAttr(el, "aria-selected", selected ? "true" : "false");
}

/**
 * Forwards the pointer events of one pointer at a time on `scroller` to `clock.send(kind, x, y,
 * t)` (viewport coordinates, the event's own timestamp in seconds). The scroller's place on the
 * screen is read at the press, when nothing has been written since the last frame's layout (the
 * page writes only in frame callbacks), and kept for the gesture: no move reads geometry. Touch
 * scrolling is stopped only while the engine holds a drag (`isDragging()`), so a quick swipe
 * still scrolls. A primary press with Ctrl or ⌘ held goes to `select(x, y, t, event)` instead
 * (when given): it toggles the selection of the item there and starts no press. The timings'
 * batch starts at the first move while the engine holds a press or drag and ends at the release
 * or cancel; each handler's time is the batch's script time.
 */
export function forwardPointer(scroller, clock, isDragging, select = null) {
  const timings = clock.timings;
  let active = null;
  let left = 0, top = 0;
  const locate = () => {
    const r = scroller.getBoundingClientRect();
    left = r.left + scroller.clientLeft;
    top = r.top + scroller.clientTop;
  };
  const forward = (kind, e) => clock.send(kind, e.clientX - left, e.clientY - top, e.timeStamp / 1000);
  // Each handler's event counts in the batch; one in `Timings.every` is timed.
  const handler = (body) => (e) => {
    if (!timings.timesEvent()) {
      if (body(e) !== false) timings.event();
      return;
    }
    timings.timing = true;
    const t0 = performance.now();
    const counted = body(e) !== false;
    timings.timing = false;
    if (counted) timings.event(performance.now() - t0);
  };
  scroller.addEventListener("pointerdown", handler((e) => {
    if (active !== null || (e.pointerType === "mouse" && e.button !== 0)) return false;
    if (e.target.closest("button")) return false; // page buttons are not content
    locate();
    if (select && (e.ctrlKey || e.metaKey)) {
      select(e.clientX - left, e.clientY - top, e.timeStamp / 1000, e);
      return false;
    }
    active = e.pointerId;
    scroller.setPointerCapture(e.pointerId);
    forward(Pointer.down, e);
  }));
  scroller.addEventListener("pointermove", handler((e) => {
    if (e.pointerId !== active) return false;
    if (isDragging()) timings.begin();
    forward(Pointer.move, e);
  }));
  const end = (kind) => {
    const body = handler((e) => {
      active = null;
      if (kind === Pointer.cancel) clock.send(kind, 0, 0, e.timeStamp / 1000);
      else forward(kind, e);
    });
    return (e) => {
      if (e.pointerId !== active) return;
      body(e);
      clock.endBatch();
    };
  };
  scroller.addEventListener("pointerup", end(Pointer.up));
  scroller.addEventListener("pointercancel", end(Pointer.cancel));
  scroller.addEventListener("touchmove", (e) => { if (isDragging()) e.preventDefault(); },
    { passive: false });
  scroller.addEventListener("contextmenu", (e) => e.preventDefault());
}
