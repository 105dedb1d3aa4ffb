// Loads a page's module (list.wasm, grid.wasm or board.wasm: the engine, Embedded Swift) and wraps its C-ABI exports. The module imports
// nothing; it exports its memory. Memory can grow during any call, which detaches typed-array
// views, so views are made afresh after each call.

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

/** The time spent inside the engine per exported call, in milliseconds, by kind. */
export class Timings {
  constructor() {
    this.pointer = []; // down, move, up, cancel
    this.tick = [];
    this.render = [];
  }
  static percentile(values, p) {
    if (values.length === 0) return NaN;
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  }
  summary() {
    const f = (v) => (Number.isNaN(v) ? "–" : `${(v * 1000).toFixed(0)} µs`);
    const p = this.pointer;
    return `engine per pointer event: median ${f(Timings.percentile(p, 0.5))}, ` +
      `p99 ${f(Timings.percentile(p, 0.99))} (${p.length} events)`;
  }
}

export async function loadEngine(url) {
  const response = await fetch(url);
  const bytes = await response.arrayBuffer();
  const { instance } = await WebAssembly.instantiate(bytes, {});
  const ex = instance.exports;
  const decoder = new TextDecoder();
  return {
    ex,
    /** The render buffer as doubles (a fresh view). */
    floats(count) {
      return new Float64Array(ex.memory.buffer, ex.web_render_ptr(), count);
    },
    /** The latest text. */
    text() {
      const bytes = new Uint8Array(ex.memory.buffer, ex.web_text_ptr(), ex.web_text_len());
      return decoder.decode(bytes);
    },
  };
}

/**
 * Opens the page whose module is `${name}.wasm`: loads it, keeps its timings (also as
 * `window.reorderTimings`, read by Scripts/web-test.sh) and starts its clock over the module's
 * `page_pointer`, with `onStatus` and `frame` as in `engineClock`. Returns `{ engine, ex,
 * timings, clock, live, statsLine }`: `live` is the page's announcer (the clock shows tick
 * announcements in it when `announce`), `statsLine` its stats line.
 */
export async function openPage(name, { onStatus, frame, announce = true }) {
  const live = document.getElementById("announcer");
  const statsLine = document.getElementById("stats");
  const engine = await loadEngine(`${name}.wasm`);
  const ex = engine.ex;
  const timings = new Timings();
  window.reorderTimings = timings;
  const clock = engineClock({
    engine, pointer: ex.page_pointer, timings, live: announce ? live : null, onStatus, frame,
  });
  return { engine, ex, timings, clock, live, statsLine };
}

/**
 * One page's clock around its engine. `pointer` is the page's pointer export (kind, x, y, time
 * → status bits); `lastTime` is the latest event or frame time seen, in seconds.
 * - `send(kind, x, y, time)` forwards a pointer event (timed into `timings.pointer`) and hands
 *   its status bits to `onStatus(next, time)`.
 * - `frameTick(status, time)`, for a frame at `time`: while `status` says a press or drag is in
 *   progress, sends a tick (timed into `timings.tick`) and shows its announcement in `live`
 *   (when given); then moves `lastTime` up to `time`. Returns the status bits.
 * - `requestFrame()` asks for one animation frame, at which `frame(time)` runs with the frame's
 *   own timestamp in seconds (the events' clock).
 */
export function engineClock({ engine, pointer, timings, live, onStatus, frame }) {
  let request = 0;
  const onFrame = (timestamp) => {
    request = 0;
    frame(timestamp / 1000);
  };
  const timed = (samples, kind, x, y, time) => {
    const t0 = performance.now();
    const next = pointer(kind, x, y, time);
    samples.push(performance.now() - t0);
    return next;
  };
  const clock = {
    lastTime: performance.now() / 1000,
    /** Moves `lastTime` up to `time` (never back) and returns it. */
    advance(time) {
      clock.lastTime = Math.max(clock.lastTime, time);
      return clock.lastTime;
    },
    send(kind, x, y, time) {
      clock.lastTime = time;
      onStatus(timed(timings.pointer, kind, x, y, time), time);
    },
    frameTick(status, time) {
      let next = status;
      if (status & Status.tracking) {
        next = timed(timings.tick, Pointer.tick, 0, 0, time);
        if (live && next & Status.announced) live.textContent = engine.text();
      }
      clock.advance(time);
      return next;
    },
    requestFrame() {
      if (!request) request = requestAnimationFrame(onFrame);
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

/** The point of a pointer event in the scroller's viewport coordinates (CSS pixels). */
export function viewportPoint(scroller, event) {
  const r = scroller.getBoundingClientRect();
  return [event.clientX - r.left - scroller.clientLeft, event.clientY - r.top - scroller.clientTop];
}

/**
 * Styles a floating copy from the render buffer `f`: at `o`, its frame (x, y, width, height, in
 * the coordinates of the element's container) and the engine's look (scale, alpha, shadow red,
 * green, blue, alpha, shadow opacity, radius, offset x, offset y, corner radius, rotation). The
 * corner radius and the shadow go on `surface`.
 */
export function styleCopy(el, f, o, surface = el) {
  const [x, y, w, h] = [f[o], f[o + 1], f[o + 2], f[o + 3]];
  const [scale, alpha, r, g, b, a] = [f[o + 4], f[o + 5], f[o + 6], f[o + 7], f[o + 8], f[o + 9]];
  const [opacity, radius, dx, dy, corner, rotation] =
    [f[o + 10], f[o + 11], f[o + 12], f[o + 13], f[o + 14], f[o + 15]];
  el.style.width = `${w}px`;
  el.style.height = `${h}px`;
  el.style.transform = `translate(${x}px, ${y}px) rotate(${rotation}rad) scale(${scale})`;
  el.style.opacity = alpha;
  surface.style.borderRadius = `${corner}px`;
  const c = (v) => Math.round(v * 255);
  surface.style.boxShadow =
    `${dx}px ${dy}px ${radius}px rgba(${c(r)}, ${c(g)}, ${c(b)}, ${opacity * a})`;
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
      el.style.zIndex = 10 + i;
      this.style(el, f, o + 1);
    }
    for (const el of this.els.splice(k)) el.remove();
    this.ids.length = k;
    if (k > 0) {
      this.badge.textContent = count;
      this.badge.dataset.stackCount = count;
      if (this.badge.parentElement !== this.els[k - 1]) this.els[k - 1].appendChild(this.badge);
    } else {
      this.badge.remove();
    }
  }
}

/** Whether `e` asks to toggle the focused item's selection: Shift+Space or Ctrl+Space. */
/**
 * The page's render state at `time` (its `page_render` export, timed into `timings.render`), as
 * the engine's floats.
 */
export function renderFloats(engine, ex, timings, time) {
  const t0 = performance.now();
  const length = ex.page_render(time);
  timings.render.push(performance.now() - t0);
  return engine.floats(length);
}

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
  el.classList.toggle("selected", selected);
  el.setAttribute("aria-selected", selected ? "true" : "false");
}

/**
 * Forwards the pointer events of one pointer at a time on `scroller` to `send(kind, x, y, t)`
 * (viewport coordinates, the event's own timestamp in seconds). Touch scrolling is stopped only
 * while the engine holds a drag (`isDragging()`), so a quick swipe still scrolls. A primary
 * press with Ctrl or ⌘ held goes to `select(x, y, t, event)` instead (when given): it toggles
 * the selection of the item there and starts no press.
 */
export function forwardPointer(scroller, send, isDragging, select = null) {
  let active = null;
  const forward = (kind, e) => {
    const [x, y] = viewportPoint(scroller, e);
    send(kind, x, y, e.timeStamp / 1000);
  };
  scroller.addEventListener("pointerdown", (e) => {
    if (active !== null || (e.pointerType === "mouse" && e.button !== 0)) return;
    if (e.target.closest("button")) return; // page buttons are not content
    if (select && (e.ctrlKey || e.metaKey)) {
      const [x, y] = viewportPoint(scroller, e);
      select(x, y, e.timeStamp / 1000, e);
      return;
    }
    active = e.pointerId;
    scroller.setPointerCapture(e.pointerId);
    forward(Pointer.down, e);
  });
  scroller.addEventListener("pointermove", (e) => {
    if (e.pointerId !== active) return;
    forward(Pointer.move, e);
  });
  const end = (kind) => (e) => {
    if (e.pointerId !== active) return;
    active = null;
    if (kind === Pointer.cancel) send(kind, 0, 0, e.timeStamp / 1000);
    else forward(kind, e);
  };
  scroller.addEventListener("pointerup", end(Pointer.up));
  scroller.addEventListener("pointercancel", end(Pointer.cancel));
  scroller.addEventListener("touchmove", (e) => { if (isDragging()) e.preventDefault(); },
    { passive: false });
  scroller.addEventListener("contextmenu", (e) => e.preventDefault());
}
