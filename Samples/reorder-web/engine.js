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

/** The point of a pointer event in the scroller's viewport coordinates (CSS pixels). */
export function viewportPoint(scroller, event) {
  const r = scroller.getBoundingClientRect();
  return [event.clientX - r.left - scroller.clientLeft, event.clientY - r.top - scroller.clientTop];
}

/**
 * Forwards the pointer events of one pointer at a time on `scroller` to `send(kind, x, y, t)`
 * (viewport coordinates, the event's own timestamp in seconds). Touch scrolling is stopped only
 * while the engine holds a drag (`isDragging()`), so a quick swipe still scrolls.
 */
export function forwardPointer(scroller, send, isDragging) {
  let active = null;
  const forward = (kind, e) => {
    const [x, y] = viewportPoint(scroller, e);
    send(kind, x, y, e.timeStamp / 1000);
  };
  scroller.addEventListener("pointerdown", (e) => {
    if (active !== null || (e.pointerType === "mouse" && e.button !== 0)) return;
    if (e.target.closest("button")) return; // page buttons are not content
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
