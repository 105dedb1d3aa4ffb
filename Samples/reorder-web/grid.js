// grid.html: an icon grid with editing mode. A tap selects an icon; a long press enters editing
// mode (icons jiggle and show a delete button) and drags the icon; a tap on a delete button
// removes its icon; Done, or a tap on empty space, leaves editing mode. Ctrl-click or ⌘-click
// adds an icon to the multi-item selection; a long press on a selected icon carries them all.
// The page forwards events and draws what the engine's GridEditingSession says, once per
// animation frame and only what changed (each cell keeps its last render record).
import {
  Status, openPage, forwardPointer, kept, FloatingStack, renderFloats, sameRecord, setStyle,
  setClass, setAttr, setText, changed, place,
  startPage,
} from "./engine.js";

const pageBody = document.body; // kept: the draw reads no DOM getter
const scroller = document.querySelector("[data-scroller]");
const content = scroller.querySelector(".content");
const editButton = document.getElementById("edit");
const names = ["Mail", "Maps", "Music", "Notes", "Photos", "Clock", "Camera", "Files",
  "Weather", "Books", "Stocks", "Home", "Health", "Wallet", "News", "Podcasts", "Contacts",
  "Calendar", "Compass", "Measure", "Translate", "Voice", "Shortcuts", "Tips"];
const colors = ["#e4572e", "#29335c", "#f3a712", "#a8c686", "#669bbc", "#8f2d56", "#218380",
  "#d81159", "#ffbc42", "#73d2de", "#3d5a80", "#ee6c4d"];

const { engine, ex, clock, live } =
  await openPage("grid", { onStatus: take, frame: onFrame, announce: false });
const requestFrame = clock.requestFrame;
ex.grid_setup(names.length, scroller.clientWidth, scroller.clientHeight);

let status = 0;
let animating = false;
let said = null; // an announcement to show at the next draw
let knownTop = 0; // the scroller's scrollTop as last written or seen in a scroll event
let stamp = 0; // the draw count: cells not stamped by the latest draw leave the DOM
const cells = new Map();
const floating = document.createElement("div");
floating.className = "cell floating";
floating.setAttribute("aria-hidden", "true");

const nameOf = (id) => names[id] ?? `App ${id + 1}`;

/** A floating cell's place and look: the frame at `o`, its scale, its shadow as a filter. */
function styleCell(el, f, o) {
  const [x, y, w, h, scale] = [f[o], f[o + 1], f[o + 2], f[o + 3], f[o + 4]];
  const [opacity, radius, dx, dy] = [f[o + 10], f[o + 11], f[o + 12], f[o + 13]];
  setStyle(el, "width", `${w}px`);
  setStyle(el, "height", `${h}px`);
  setStyle(el, "transform", `translate(${x}px, ${y}px) scale(${scale})`);
  setStyle(el, "filter", `drop-shadow(${dx}px ${dy}px ${radius / 2}px rgba(0, 0, 0, ${opacity}))`);
}

function makeCell(id) {
  const el = document.createElement("div");
  el.className = "cell";
  el.dataset.itemId = nameOf(id);
  el.setAttribute("role", "listitem");
  const icon = document.createElement("div");
  icon.className = "icon";
  icon.style.background = colors[id % colors.length];
  icon.textContent = el.dataset.itemId.slice(0, 1);
  const label = document.createElement("div");
  label.className = "label";
  label.textContent = el.dataset.itemId;
  const remove = document.createElement("div");
  remove.className = "delete";
  remove.setAttribute("aria-label", `Delete ${el.dataset.itemId}`);
  remove.textContent = "×";
  el.append(icon, label, remove);
  el.button = remove;
  return el;
}

// A multi-icon drag's stack of copies, with its count badge on top.
const stack = new FloatingStack(content, (id) => {
  const el = makeCell(id);
  el.removeAttribute("data-item-id");
  el.removeAttribute("role");
  el.setAttribute("aria-hidden", "true");
  el.querySelector(".delete").hidden = true;
  return el;
}, nameOf, styleCell);

/** Takes the status of an engine call: its texts are shown at the next draw, in a frame. */
function take(next, time) {
  const was = status;
  status = next;
  if ((next & Status.editing) !== (was & Status.editing)) {
    said = next & Status.editing ? "Editing: drag to move, × to delete" : "Done editing";
  }
  if (next & Status.deleted) said = `Deleted ${nameOf(ex.grid_deleted())}`;
  requestFrame();
}

/** `take`, then draws at once (a click's answer is due now). */
function takeNow(next, time) {
  take(next, time);
  draw(time);
}

const needsFrames = () => (status & (Status.tracking | Status.editing)) !== 0 || animating;

function onFrame(time) {
  status = clock.frameTick(status, time);
  if (status & (Status.tracking | Status.editing)) requestFrame(); // asked for before the work
  draw(time);
  if (needsFrames()) requestFrame();
}

/**
 * Draws the render state at `time`, writing only what differs from the last draw; the scroll
 * offset is set before any other write, while the layout is still the last frame's.
 */
function draw(time) {
  const f = renderFloats(engine, ex, clock, time);
  const count = f[0];
  const offset = f[1];
  setStyle(content, "height", `${f[2]}px`);
  animating = f[3] !== 0;
  const flagsAll = f[4];
  if (Math.abs(knownTop - offset) > 0.5) {
    scroller.scrollTop = offset;
    knownTop = offset;
  }
  setClass(pageBody, "editing", (flagsAll & Status.editing) !== 0);
  setText(editButton, flagsAll & Status.editing ? "Done" : "Edit");
  stamp++;
  for (let i = 0; i < count; i++) {
    const o = 16 + i * 12;
    const id = f[o];
    const el = kept(cells, id, (id) => content.appendChild(makeCell(id)));
    el.stamp = stamp;
    if (sameRecord(el, f, o + 1, 11)) continue;
    const [x, y, w, h, flags, rotation, scale, bx, by, bw, bh] =
      [f[o + 1], f[o + 2], f[o + 3], f[o + 4], f[o + 5], f[o + 6], f[o + 7], f[o + 8], f[o + 9], f[o + 10], f[o + 11]];
    setStyle(el, "width", `${w}px`);
    setStyle(el, "height", `${h}px`);
    setStyle(el, "transform", `translate(${x}px, ${y}px) rotate(${rotation}rad) scale(${scale})`);
    setClass(el, "gap", (flags & 1) !== 0);
    // The tapped icon (2) and the icons of the multi-item selection (8) are drawn selected.
    setClass(el, "selected", (flags & 10) !== 0);
    setAttr(el, "aria-selected", (flags & 10) !== 0 ? "true" : "false");
    const button = el.button;
    const shown = (flags & 4) !== 0;
    if (changed(button, "hidden", !shown)) button.hidden = !shown;
    if (shown) {
      setStyle(button, "left", `${bx - x}px`);
      setStyle(button, "top", `${by - y}px`);
      setStyle(button, "width", `${bw}px`);
      setStyle(button, "height", `${bh}px`);
    }
  }
  for (const [id, el] of cells) {
    if (el.stamp !== stamp) {
      el.remove();
      cells.delete(id);
    }
  }
  const stackBase = 16 + count * 12;
  stack.draw(f, stackBase + 3, f[stackBase + 1], f[stackBase]);
  if (f[5] && !f[stackBase + 1]) {
    const id = f[6];
    if (floating.dataset.floatingId !== String(id)) {
      floating.replaceChildren(...makeCell(id).children);
      floating.dataset.floatingId = String(id);
      floating.querySelector(".delete").hidden = true;
    }
    const [x, y, w, h, scale, opacity, radius, dx, dy] =
      [f[7], f[8], f[9], f[10], f[11], f[12], f[13], f[14], f[15]];
    setStyle(floating, "width", `${w}px`);
    setStyle(floating, "height", `${h}px`);
    setStyle(floating, "transform", `translate(${x}px, ${y}px) scale(${scale})`);
    setStyle(floating, "filter",
      `drop-shadow(${dx}px ${dy}px ${radius / 2}px rgba(0, 0, 0, ${opacity}))`);
    place(floating, content, true);
  } else if (floating.placedIn) {
    place(floating, content, false);
    delete floating.dataset.floatingId;
  }
  if (said !== null) {
    live.textContent = said;
    said = null;
  }
}

forwardPointer(scroller, clock, () => (status & Status.tracking) !== 0, (x, y, time, e) => {
  // Ctrl-click or ⌘-click: the icon joins or leaves the multi-item selection.
  const before = ex.grid_selection_count();
  const next = ex.page_select(x, y, clock.advance(time));
  const after = ex.grid_selection_count();
  if (after !== before) {
    const name = e.target.closest(".cell")?.dataset.itemId ?? "an icon";
    live.textContent = `${after > before ? "Selected" : "Deselected"} ${name}, ${after} ` +
      `${after === 1 ? "icon" : "icons"} selected`;
  }
  takeNow(next, clock.lastTime);
});

// The user's scrolling (ignored during a drag; the next draw writes the engine's offset back).
scroller.addEventListener("scroll", () => {
  knownTop = scroller.scrollTop;
  ex.grid_scroll(knownTop);
  requestFrame();
});

editButton.addEventListener("click", (e) => {
  const next = ex.grid_editing(status & Status.editing ? 0 : 1);
  takeNow(next, e.timeStamp / 1000);
});

startPage(scroller, ex, clock, (next) => {
  status = next;
  requestFrame();
}, draw);
