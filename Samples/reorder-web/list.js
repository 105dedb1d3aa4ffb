// index.html: a sectioned list (A1 … C30) or, with ?items=N, one section of N items. The page
// forwards pointer events, keys and animation-frame ticks to the engine and draws the render
// state it returns: only the visible range is in the DOM. No reorder logic lives here. Events
// only reach the engine; the DOM is written once per animation frame from the latest render
// state, and only what changed (each element keeps its last render record); no geometry is read
// during a drag.
import {
  Status, openPage, forwardPointer, heldKey, FloatingStack, selectionKey, markSelected, renderFloats,
  styleCopy, recordChanges, changed, setClass, setData, setText, place, startPage,
} from "./engine.js";

const pageBody = document.body; // kept: the draw reads no DOM getter
const scroller = document.querySelector("[data-scroller]");
const content = scroller.querySelector(".content");
const params = new URLSearchParams(location.search);
const requested = Number.parseInt(params.get("items") ?? "", 10);
const numbered = Number.isFinite(requested) && requested > 0;

const { engine, ex, clock, live, loop } = await openPage("list", { draw });
const { takeNow } = loop;
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

let knownTop = 0; // the scroller's scrollTop as last written or seen in a scroll event
let stamp = 0; // the draw count: elements not stamped by the latest draw leave the DOM
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

/** An item element's section and index, as its last drawn record has them. */
const pathOf = (el) => [el.record[0], el.record[1]];

let refocus = false; // the focused item's element left the DOM while focused

/**
 * Draws the render state at `time`: positions, the gap, the floating copy, headers. Writes only
 * what differs from the last draw; sets the scroll offset before any other write, while the
 * layout is still the last frame's, so no write is followed by a read that needs a new layout.
 * Returns whether an animation runs.
 */
function draw(time) {
  const f = renderFloats(engine, ex, clock, time);
  const itemCount = f[0], headerCount = f[1];
  const offset = f[2];
  const animating = f[5] !== 0;
  if (changed(content, "height", f[3])) content.style.height = `${f[3]}px`;
  if (Math.abs(knownTop - offset) > 0.5) {
    scroller.scrollTop = offset;
    knownTop = offset;
  }

  stamp++;
  let stamped = 0; // the elements this draw stamped (each once)
  let focusTarget = null;
  for (let i = 0; i < itemCount; i++) {
    const o = 32 + i * 8;
    const id = f[o];
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
    if (el.stamp !== stamp) stamped++;
    el.stamp = stamp;
    const flags = f[o + 7];
    if (flags & 4) focusTarget = el;
    // Only the values whose fields changed are built and written: bits 2–3 x and y, 4 width,
    // 5 height, 6 flags. Bits 0–1, the section and index, are read from the kept record itself
    // (`pathOf`), never written to the DOM.
    const c = recordChanges(el, f, o + 1, 7);
    if (c === 0) continue;
    if (c & 0b1100) el.style.translate = `${f[o + 3]}px ${f[o + 4]}px`;
    if (c & 0b10000) el.style.width = `${f[o + 5]}px`;
    if (c & 0b100000) el.style.height = `${f[o + 6]}px`;
    if (c & 0b1000000) {
      setClass(el, "gap", (flags & 1) !== 0);
      markSelected(el, flags);
    }
  }
  // Elements the draw did not stamp left the visible range (none when it stamped them all).
  if (stamped !== itemElements.size) {
    for (const [id, el] of itemElements) {
      if (el.stamp !== stamp) {
        if (document.activeElement === el) refocus = true; // scrolled out: focus it when back
        el.remove();
        itemElements.delete(id);
      }
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
    const c = recordChanges(el, f, o + 1, 2);
    if (c & 0b1) el.style.translate = `0px ${f[o + 1]}px`;
    if (c & 0b10) el.style.height = `${f[o + 2]}px`;
  }

  // The stack of a multi-item drag replaces the floating copy.
  stack.draw(f, headerBase + headerCount * 3, f[28], f[27]);
  if (f[7] && !f[28]) {
    const name = nameOf(f[8]);
    setText(floating, name);
    setData(floating, "floatingId", name);
    styleCopy(floating, f, 9);
    place(floating, content, true);
  } else {
    place(floating, content, false);
  }
  setClass(pageBody, "dragging",
    f[7] !== 0 && (f[6] & (Status.tracking | Status.keyboardDrag)) !== 0);
  if (loop.show(live, focusTarget, refocus)) refocus = false;
  return animating;
}

forwardPointer(scroller, clock, () => (loop.status & Status.tracking) !== 0, (x, y, time) => {
  takeNow(ex.page_select(x, y, clock.advance(time)), clock.lastTime); // Ctrl-click or ⌘-click
});

// The user's scrolling (the engine ignores it during a drag; the next draw writes its offset
// back). Scroll events come at the start of a frame, before its frame callbacks.
scroller.addEventListener("scroll", () => {
  knownTop = scroller.scrollTop;
  ex.list_scroll(knownTop);
  requestFrame();
});

scroller.addEventListener("focusin", (e) => {
  const el = e.target.closest(".item");
  if (el && !(loop.status & Status.keyboardDrag)) {
    ex.list_set_focus(...pathOf(el));
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
  takeNow(ex.list_key(command, section, item), time); // a frame follows for the animations
}

document.addEventListener("keydown", (e) => {
  const el = document.activeElement?.closest?.(".item");
  const toggle = (el) => ex.page_toggle_selection(...pathOf(el));
  if (selectionKey(e, loop.status, el, scroller, clock, toggle, takeNow)) return;
  if (heldKey(e, loop.status, sendKey, dragKeys, dragCommand)) return;
  if (!el || !scroller.contains(el)) return;
  if (e.key === " " || e.key === "Enter") {
    e.preventDefault();
    sendKey(e, 0, ...pathOf(el));
  } else if (e.key === "ArrowUp" || e.key === "ArrowDown") {
    e.preventDefault();
    if (ex.list_step_focus(e.key === "ArrowUp" ? -1 : 1) & Status.focus) loop.wantFocus = true;
    draw(clock.lastTime);
  }
});

startPage(scroller, ex, clock, (next) => {
  loop.status = next;
  requestFrame();
}, draw);
