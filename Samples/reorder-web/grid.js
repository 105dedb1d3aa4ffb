// grid.html: an icon grid with editing mode. A tap selects an icon; a long press enters editing
// mode (icons jiggle and show a delete button) and drags the icon; a tap on a delete button
// removes its icon; Done, or a tap on empty space, leaves editing mode. Ctrl-click or ⌘-click
// adds an icon to the multi-item selection; a long press on a selected icon carries them all.
// The page forwards events and draws what the engine's GridEditingSession says.
import { Status, openPage, forwardPointer, kept, FloatingStack } from "./engine.js";

const scroller = document.querySelector("[data-scroller]");
const content = scroller.querySelector(".content");
const editButton = document.getElementById("edit");
const names = ["Mail", "Maps", "Music", "Notes", "Photos", "Clock", "Camera", "Files",
  "Weather", "Books", "Stocks", "Home", "Health", "Wallet", "News", "Podcasts", "Contacts",
  "Calendar", "Compass", "Measure", "Translate", "Voice", "Shortcuts", "Tips"];
const colors = ["#e4572e", "#29335c", "#f3a712", "#a8c686", "#669bbc", "#8f2d56", "#218380",
  "#d81159", "#ffbc42", "#73d2de", "#3d5a80", "#ee6c4d"];

const { engine, ex, timings, clock, live, statsLine } =
  await openPage("grid", { onStatus: take, frame: onFrame, announce: false });
const requestFrame = clock.requestFrame;
ex.grid_setup(names.length, scroller.clientWidth, scroller.clientHeight);

let status = 0;
let animating = false;
const cells = new Map();
const floating = document.createElement("div");
floating.className = "cell floating";
floating.setAttribute("aria-hidden", "true");

const nameOf = (id) => names[id] ?? `App ${id + 1}`;

/** A floating cell's place and look: the frame at `o`, its scale, its shadow as a filter. */
function styleCell(el, f, o) {
  const [x, y, w, h, scale] = [f[o], f[o + 1], f[o + 2], f[o + 3], f[o + 4]];
  const [opacity, radius, dx, dy] = [f[o + 10], f[o + 11], f[o + 12], f[o + 13]];
  el.style.width = `${w}px`;
  el.style.height = `${h}px`;
  el.style.transform = `translate(${x}px, ${y}px) scale(${scale})`;
  el.style.filter = `drop-shadow(${dx}px ${dy}px ${radius / 2}px rgba(0, 0, 0, ${opacity}))`;
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

function take(next, time) {
  const was = status;
  status = next;
  if ((next & Status.editing) !== (was & Status.editing)) {
    live.textContent = next & Status.editing ? "Editing: drag to move, × to delete" : "Done editing";
  }
  if (next & Status.deleted) live.textContent = `Deleted ${nameOf(ex.grid_deleted())}`;
  draw(time);
  if (needsFrames()) requestFrame();
}

const needsFrames = () => (status & (Status.tracking | Status.editing)) !== 0 || animating;

function onFrame(time) {
  status = clock.frameTick(status, time);
  draw(time);
  if (needsFrames()) requestFrame();
  statsLine.textContent = timings.summary();
}

function draw(time) {
  const length = ex.page_render(time);
  const f = engine.floats(length);
  const count = f[0];
  const offset = f[1];
  content.style.height = `${f[2]}px`;
  animating = f[3] !== 0;
  const flagsAll = f[4];
  if (Math.abs(scroller.scrollTop - offset) > 0.5) scroller.scrollTop = offset;
  document.body.classList.toggle("editing", (flagsAll & Status.editing) !== 0);
  editButton.textContent = flagsAll & Status.editing ? "Done" : "Edit";
  const seen = new Set();
  for (let i = 0; i < count; i++) {
    const o = 16 + i * 12;
    const id = f[o];
    seen.add(id);
    const el = kept(cells, id, (id) => content.appendChild(makeCell(id)));
    const [x, y, w, h, flags, rotation, scale, bx, by, bw, bh] =
      [f[o + 1], f[o + 2], f[o + 3], f[o + 4], f[o + 5], f[o + 6], f[o + 7], f[o + 8], f[o + 9], f[o + 10], f[o + 11]];
    el.style.width = `${w}px`;
    el.style.height = `${h}px`;
    el.style.transform = `translate(${x}px, ${y}px) rotate(${rotation}rad) scale(${scale})`;
    el.classList.toggle("gap", (flags & 1) !== 0);
    // The tapped icon (2) and the icons of the multi-item selection (8) are drawn selected.
    el.classList.toggle("selected", (flags & 10) !== 0);
    el.setAttribute("aria-selected", (flags & 10) !== 0 ? "true" : "false");
    const button = el.querySelector(".delete");
    button.hidden = (flags & 4) === 0;
    if (!button.hidden) {
      button.style.left = `${bx - x}px`;
      button.style.top = `${by - y}px`;
      button.style.width = `${bw}px`;
      button.style.height = `${bh}px`;
    }
  }
  for (const [id, el] of cells) {
    if (!seen.has(id)) {
      el.remove();
      cells.delete(id);
    }
  }
  const stackBase = 16 + count * 12;
  stack.draw(f, stackBase + 3, f[stackBase + 1], f[stackBase]);
  if (f[5] && !f[stackBase + 1]) {
    const id = f[6];
    const [x, y, w, h, scale, opacity, radius, dx, dy] =
      [f[7], f[8], f[9], f[10], f[11], f[12], f[13], f[14], f[15]];
    if (floating.dataset.floatingId !== String(id)) {
      floating.replaceChildren(...makeCell(id).children);
      floating.dataset.floatingId = String(id);
      floating.querySelector(".delete").hidden = true;
    }
    floating.style.width = `${w}px`;
    floating.style.height = `${h}px`;
    floating.style.transform = `translate(${x}px, ${y}px) scale(${scale})`;
    floating.style.filter = `drop-shadow(${dx}px ${dy}px ${radius / 2}px rgba(0, 0, 0, ${opacity}))`;
    if (!floating.isConnected) content.appendChild(floating);
  } else if (floating.isConnected) {
    floating.remove();
    delete floating.dataset.floatingId;
  }
}

forwardPointer(scroller, clock.send, () => (status & Status.tracking) !== 0, (x, y, time, e) => {
  // Ctrl-click or ⌘-click: the icon joins or leaves the multi-item selection.
  const before = ex.grid_selection_count();
  const next = ex.page_select(x, y, clock.advance(time));
  const after = ex.grid_selection_count();
  if (after !== before) {
    const name = e.target.closest(".cell")?.dataset.itemId ?? "an icon";
    live.textContent = `${after > before ? "Selected" : "Deselected"} ${name}, ${after} ` +
      `${after === 1 ? "icon" : "icons"} selected`;
  }
  take(next, clock.lastTime);
});

scroller.addEventListener("scroll", () => {
  const y = ex.grid_scroll(scroller.scrollTop);
  if (Math.abs(y - scroller.scrollTop) > 0.5) scroller.scrollTop = y;
  draw(clock.lastTime);
});

editButton.addEventListener("click", (e) => {
  const next = ex.grid_editing(status & Status.editing ? 0 : 1);
  take(next, e.timeStamp / 1000);
});

new ResizeObserver(() => {
  status = ex.page_resize(scroller.clientWidth, scroller.clientHeight);
  draw(clock.lastTime);
}).observe(scroller);

draw(clock.lastTime);
document.body.dataset.ready = "true";
