// index.html: a sectioned list (A1 … C30) or, with ?items=N, one section of N items. The page
// forwards pointer events, keys and animation-frame ticks to the engine and draws the render
// state it returns: only the visible range is in the DOM. No reorder logic lives here.
import {
  Status, openPage, forwardPointer, heldKey, FloatingStack, selectionKey, markSelected, renderFloats,
} from "./engine.js";

const scroller = document.querySelector("[data-scroller]");
const content = scroller.querySelector(".content");
const params = new URLSearchParams(location.search);
const requested = Number.parseInt(params.get("items") ?? "", 10);
const numbered = Number.isFinite(requested) && requested > 0;

const { engine, ex, timings, clock, live, statsLine } =
  await openPage("list", { onStatus: take, frame: onFrame });
const requestFrame = clock.requestFrame;

const total = numbered
  ? ex.list_setup(1, requested, 1, scroller.clientWidth, scroller.clientHeight)
  : ex.list_setup(3, 30, 0, scroller.clientWidth, scroller.clientHeight);
document.getElementById("count").textContent = `${total.toLocaleString("en")} items`;

const names = new Map(); // id → name, asked of the engine once per id
function nameOf(id) {
  let name = names.get(id);
  if (name === undefined) {
    ex.web_item_name(id, numbered ? 1 : 0);
    name = engine.text();
    names.set(id, name);
  }
  return name;
}
const titles = new Map();
function titleOf(section) {
  let title = titles.get(section);
  if (title === undefined) {
    ex.list_section_title(section);
    title = engine.text();
    titles.set(section, title);
  }
  return title;
}

let status = 0;
const itemElements = new Map(); // id → element, for the visible range only
const headerElements = new Map();
const floating = document.createElement("div");
floating.className = "item floating";
floating.setAttribute("aria-hidden", "true");
// A multi-item drag's stack of copies, with its count badge on top.
const stack = new FloatingStack(content, (id) => {
  const el = document.createElement("div");
  el.className = "item";
  el.setAttribute("aria-hidden", "true");
  el.textContent = nameOf(id);
  return el;
}, nameOf);

/** Takes the status of an engine call: announcements, focus, and whether frames must run. */
function take(next, time) {
  status = next;
  if (next & Status.announced) live.textContent = engine.text();
  draw(time, (next & Status.focus) !== 0);
  if ((next & Status.tracking) || animating) requestFrame();
}

function onFrame(time) {
  status = clock.frameTick(status, time);
  draw(time, (status & Status.focus) !== 0);
  if ((status & Status.tracking) || animating) requestFrame();
  statsLine.textContent = timings.summary();
}

let animating = false;
let refocus = false; // the focused item's element left the DOM while focused

/** Draws the render state at `time`: positions, the gap, the floating copy, headers. */
function draw(time, moveFocus) {
  const f = renderFloats(engine, ex, timings, time);
  const itemCount = f[0], headerCount = f[1];
  const offset = f[2];
  content.style.height = `${f[3]}px`;
  animating = f[5] !== 0;
  if (Math.abs(scroller.scrollTop - offset) > 0.5) scroller.scrollTop = offset;

  const seen = new Set();
  let focusTarget = null;
  for (let i = 0; i < itemCount; i++) {
    const o = 32 + i * 8;
    const id = f[o];
    seen.add(id);
    let el = itemElements.get(id);
    if (!el) {
      el = document.createElement("div");
      el.className = "item";
      el.tabIndex = 0;
      el.setAttribute("role", "listitem");
      el.dataset.itemId = nameOf(id);
      el.textContent = nameOf(id);
      itemElements.set(id, el);
      content.appendChild(el);
    }
    el.dataset.section = f[o + 1];
    el.dataset.index = f[o + 2];
    el.style.transform = `translate(${f[o + 3]}px, ${f[o + 4]}px)`;
    el.style.width = `${f[o + 5]}px`;
    el.style.height = `${f[o + 6]}px`;
    const flags = f[o + 7];
    el.classList.toggle("gap", (flags & 1) !== 0);
    markSelected(el, flags);
    if (flags & 4) focusTarget = el;
  }
  for (const [id, el] of itemElements) {
    if (!seen.has(id)) {
      if (document.activeElement === el) refocus = true; // scrolled out: focus it when back
      el.remove();
      itemElements.delete(id);
    }
  }
  const headerBase = 32 + itemCount * 8;
  for (let i = 0; i < headerCount; i++) {
    const o = headerBase + i * 3;
    const section = f[o];
    let el = headerElements.get(section);
    if (!el) {
      el = document.createElement("div");
      el.className = "header";
      el.setAttribute("role", "heading");
      el.setAttribute("aria-level", "2");
      el.dataset.sectionHeader = titleOf(section);
      el.textContent = titleOf(section);
      headerElements.set(section, el);
      content.appendChild(el);
    }
    el.style.transform = `translate(0px, ${f[o + 1]}px)`;
    el.style.height = `${f[o + 2]}px`;
  }

  // The stack of a multi-item drag replaces the floating copy.
  stack.draw(f, headerBase + headerCount * 3, f[28], f[27]);
  if (f[7] && !f[28]) {
    const id = f[8];
    const [x, y, w, h] = [f[9], f[10], f[11], f[12]];
    const [scale, alpha] = [f[13], f[14]];
    const [r, g, b, a] = [f[15], f[16], f[17], f[18]];
    const [opacity, radius, dx, dy, corner, rotation] =
      [f[19], f[20], f[21], f[22], f[23], f[24]];
    floating.textContent = nameOf(id);
    floating.dataset.floatingId = nameOf(id);
    floating.style.width = `${w}px`;
    floating.style.height = `${h}px`;
    floating.style.transform =
      `translate(${x}px, ${y}px) rotate(${rotation}rad) scale(${scale})`;
    floating.style.opacity = alpha;
    floating.style.borderRadius = `${corner}px`;
    const c = (v) => Math.round(v * 255);
    floating.style.boxShadow =
      `${dx}px ${dy}px ${radius}px rgba(${c(r)}, ${c(g)}, ${c(b)}, ${opacity * a})`;
    if (!floating.isConnected) content.appendChild(floating);
  } else if (floating.isConnected) {
    floating.remove();
  }
  document.body.classList.toggle("dragging", f[7] !== 0 && (f[6] & (Status.tracking | Status.keyboardDrag)) !== 0);
  if ((moveFocus || refocus) && focusTarget && document.activeElement !== focusTarget) {
    focusTarget.focus({ preventScroll: true });
    refocus = false;
  }
}

forwardPointer(scroller, clock.send, () => (status & Status.tracking) !== 0, (x, y, time) => {
  take(ex.page_select(x, y, clock.advance(time)), clock.lastTime); // Ctrl-click or ⌘-click
});

scroller.addEventListener("scroll", () => {
  const y = ex.list_scroll(scroller.scrollTop);
  if (Math.abs(y - scroller.scrollTop) > 0.5) scroller.scrollTop = y;
  draw(clock.lastTime, false);
});

scroller.addEventListener("focusin", (e) => {
  const el = e.target.closest(".item");
  if (el && !(status & Status.keyboardDrag)) {
    ex.list_set_focus(Number(el.dataset.section), Number(el.dataset.index));
  }
});

const dragKeys = {
  ArrowUp: 1, ArrowDown: 2, ArrowLeft: 3, ArrowRight: 4, Home: 5, End: 6, PageUp: 7,
  PageDown: 8, "[": 9, "]": 10, " ": 11, Enter: 11, Escape: 12,
};
// Shift with an up or down arrow moves to the previous or next section.
const dragCommand = (e) =>
  e.shiftKey && e.key === "ArrowUp" ? 9 : e.shiftKey && e.key === "ArrowDown" ? 10 : dragKeys[e.key];

function sendKey(event, command, section = 0, item = 0) {
  const time = event.timeStamp / 1000;
  clock.advance(time);
  const next = ex.list_key(command, section, item);
  take(next, time);
  requestFrame(); // displacement animations of the keyboard move
}

document.addEventListener("keydown", (e) => {
  const el = document.activeElement?.closest?.(".item");
  const toggle = (el) => ex.page_toggle_selection(Number(el.dataset.section), Number(el.dataset.index));
  if (selectionKey(e, status, el, scroller, clock, toggle, take)) return;
  if (heldKey(e, status, sendKey, dragKeys, dragCommand)) return;
  if (!el || !scroller.contains(el)) return;
  if (e.key === " " || e.key === "Enter") {
    e.preventDefault();
    sendKey(e, 0, Number(el.dataset.section), Number(el.dataset.index));
  } else if (e.key === "ArrowUp" || e.key === "ArrowDown") {
    e.preventDefault();
    const next = ex.list_step_focus(e.key === "ArrowUp" ? -1 : 1);
    draw(clock.lastTime, (next & Status.focus) !== 0);
  }
});

new ResizeObserver(() => {
  status = ex.page_resize(scroller.clientWidth, scroller.clientHeight);
  draw(clock.lastTime, false);
}).observe(scroller);

draw(clock.lastTime, false);
document.body.dataset.ready = "true";
