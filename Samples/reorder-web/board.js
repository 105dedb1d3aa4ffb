// board.html: a Kanban board. Lanes side by side in a board that scrolls sideways, each lane's
// body scrolling on its own. The page forwards pointer events, keys, animation-frame ticks and
// the user's own scrolling to the engine (a BoardSession in wasm) and draws the render state it
// returns: only the visible lanes and, in each, the visible cards are in the DOM. No reorder
// logic lives here: hit testing, long-press timing, targets, both auto-scrolls, keyboard moves
// and announcement texts are the engine's. Events only reach the engine; the DOM is written once
// per animation frame from the latest render state, and only what changed.
import {
  Status, openPage, forwardPointer, heldKey, kept, FloatingStack, selectionKey, markSelected, renderFloats,
  styleCopy, changed, setStyle, setClass, setData, setText, place, startPage,
} from "./engine.js";

const pageBody = document.body; // kept: the draw reads no DOM getter
const board = document.querySelector('[data-scroller="board"]');
const content = board.querySelector(".board-content");
const overlay = document.querySelector(".board-overlay");

const { engine, ex, clock, live, loop } = await openPage("board", { draw });
const { take, takeNow } = loop;
const requestFrame = clock.requestFrame;

const total = ex.board_setup(board.clientWidth, board.clientHeight);
document.getElementById("count").textContent = `${total} cards`;

/** A text the engine writes for `id`, asked once per id. */
function cached(map, call, id) {
  let text = map.get(id);
  if (text === undefined) {
    call(id);
    text = engine.text();
    map.set(id, text);
  }
  return text;
}
const cardNames = new Map(), cardTexts = new Map(), laneTitles = new Map(), laneSlugs = new Map();
const cardName = (id) => cached(cardNames, ex.board_card_name, id);
const cardText = (id) => cached(cardTexts, ex.board_card_text, id);
const laneTitle = (id) => cached(laneTitles, ex.board_lane_title, id);
const laneSlug = (id) => cached(laneSlugs, ex.board_lane_slug, id);

let refocus = false; // the focused element left the DOM while focused
let knownLeft = 0; // the board's scrollLeft as last written or seen in a scroll event
let stamp = 0; // the draw count: elements not stamped by the latest draw leave the DOM
const laneElements = new Map(); // lane id → {el, header, count, body, content, top}, visible only
const cardElements = new Map(); // card id → element, visible only

function makeLane(id) {
  const el = document.createElement("section");
  el.className = "lane";
  el.dataset.laneId = laneSlug(id);
  el.setAttribute("aria-label", laneTitle(id));
  const header = document.createElement("div");
  header.className = "lane-header";
  header.tabIndex = 0;
  header.setAttribute("role", "heading");
  header.setAttribute("aria-level", "2");
  header.dataset.laneHeader = laneSlug(id);
  const title = document.createElement("span");
  title.textContent = laneTitle(id);
  const count = document.createElement("span");
  count.className = "count";
  header.append(title, count);
  const body = document.createElement("div");
  body.className = "lane-body";
  body.dataset.scroller = "lane";
  body.setAttribute("role", "list");
  const inner = document.createElement("div");
  inner.className = "lane-content";
  body.append(inner);
  el.append(header, body);
  // `top`: the body's scrollTop as last written or seen in a scroll event.
  return { el, header, count, body, content: inner, top: 0 };
}

function makeCard(id, tag = true) {
  const el = document.createElement("div");
  el.className = "card";
  if (tag) {
    el.dataset.itemId = cardName(id);
    el.tabIndex = 0;
    el.setAttribute("role", "listitem");
  }
  const face = document.createElement("div");
  face.className = "card-face";
  const name = document.createElement("b");
  name.textContent = cardName(id);
  const text = document.createElement("span");
  text.textContent = cardText(id);
  face.append(name, text);
  el.append(face);
  return el;
}

/**
 * The floating copy's look: its frame (viewport) and the engine's snapshot appearance; the
 * corner radius and the shadow go on `surface` (a card's face inside its margins).
 */
function styleFloating(el, f, surface = el) {
  styleCopy(el, f, 7, surface);
}

let floatingCard = null, floatingCardId = -1;
// A multi-card drag's stack of copies over the board, with its count badge on top.
const stack = new FloatingStack(overlay, (id) => makeCard(id, false), cardName,
  (el, f, o) => styleCopy(el, f, o, el.firstChild));
let floatingLane = null, floatingLaneId = -1;

/**
 * Sets a lane body's scroll offset when it differs from the last one written or seen. Setting
 * it needs a layout: done first in a draw, before other writes, it uses the last frame's.
 */
function scrollLane(lane, offset) {
  if (Math.abs(lane.top - offset) > 0.5) {
    lane.body.scrollTop = offset;
    lane.top = offset;
  }
}

/**
 * Draws the render state: lanes, their offsets, their visible cards, the floating copy. Writes
 * only what differs from the last draw. The scroll offsets come first, while the layout is
 * still the last frame's; only a lane that has just appeared (or whose content length changed)
 * with an offset of its own is scrolled after other writes.
 */
function draw() {
  const f = renderFloats(engine, ex, clock, clock.lastTime);
  const laneCount = f[0], cardCount = f[1];
  const boardOffset = f[2];
  const animating = f[29] !== 0; // a multi-card stack's gather or flight is running
  setStyle(content, "width", `${f[3]}px`);
  if (Math.abs(knownLeft - boardOffset) > 0.5) {
    board.scrollLeft = boardOffset;
    knownLeft = boardOffset;
  }
  const late = []; // [lane, offset]: scrolled after the other writes
  for (let i = 0; i < laneCount; i++) {
    const o = 32 + i * 12;
    const lane = laneElements.get(f[o]);
    if (lane && lane.content.written?.height === `${f[o + 8]}px`) scrollLane(lane, f[o + 7]);
  }

  stamp++;
  let focusTarget = null;
  const lanes = new Map(); // current lane index → {lane, x, y, header, offset}
  for (let i = 0; i < laneCount; i++) {
    const o = 32 + i * 12;
    const id = f[o];
    const lane = kept(laneElements, id, (id) => {
      const made = makeLane(id);
      content.appendChild(made.el);
      return made;
    });
    lane.stamp = stamp;
    const [x, y, w, h] = [f[o + 2], f[o + 3], f[o + 4], f[o + 5]];
    const [header, offset] = [f[o + 6], f[o + 7]];
    setData(lane.el, "index", String(f[o + 1]));
    setStyle(lane.el, "transform", `translate(${x + boardOffset}px, ${y}px)`);
    setStyle(lane.el, "width", `${w}px`);
    setStyle(lane.el, "height", `${h}px`);
    setStyle(lane.header, "height", `${header}px`);
    setStyle(lane.body, "height", `${h - header}px`);
    setStyle(lane.content, "height", `${f[o + 8]}px`);
    setText(lane.count, String(f[o + 9]));
    setClass(lane.el, "placeholder", (f[o + 10] & 1) !== 0);
    if (Math.abs(lane.top - offset) > 0.5) late.push([lane, offset]);
    if (f[o + 10] & 4) focusTarget = lane.header;
    lanes.set(f[o + 1], { lane, x, y, header, offset });
  }
  for (const [id, lane] of laneElements) {
    if (lane.stamp !== stamp) {
      if (lane.el.contains(document.activeElement)) refocus = true;
      lane.el.remove();
      laneElements.delete(id);
    }
  }

  const cardBase = 32 + laneCount * 12;
  const liftedLaneSlot = f[5] === 2 ? f[25] : -1;
  const liftedLaneCards = [];
  for (let i = 0; i < cardCount; i++) {
    const o = cardBase + i * 8;
    const id = f[o];
    const where = lanes.get(f[o + 1]);
    if (!where) continue;
    let el = cardElements.get(id);
    if (!el) {
      el = makeCard(id);
      cardElements.set(id, el);
    }
    el.stamp = stamp;
    if (el.placedIn !== where.lane.content) { // kept by the page: no DOM read per card
      if (document.activeElement === el) refocus = true;
      place(el, where.lane.content, true);
    }
    const [x, y, w, h, flags] = [f[o + 3], f[o + 4], f[o + 5], f[o + 6], f[o + 7]];
    setData(el, "lane", String(f[o + 1]));
    setData(el, "index", String(f[o + 2]));
    // Viewport → the lane's content: below the header, scrolled by the lane's offset.
    const top = y - where.y - where.header + where.offset;
    setStyle(el, "transform", `translate(${x - where.x}px, ${top}px)`);
    setStyle(el, "width", `${w}px`);
    setStyle(el, "height", `${h}px`);
    setClass(el, "gap", (flags & 1) !== 0 && f[o + 1] !== liftedLaneSlot);
    setClass(el, "target", (flags & 2) !== 0);
    markSelected(el, flags);
    if (flags & 4) focusTarget = el;
    if (f[o + 1] === liftedLaneSlot) liftedLaneCards.push([id, x - where.x, y - where.y, w, h]);
  }
  for (const [id, el] of cardElements) {
    if (el.stamp !== stamp) {
      if (document.activeElement === el) refocus = true;
      el.remove();
      cardElements.delete(id);
    }
  }

  // The floating copy: a card, or a whole lane with its visible cards; a multi-card drag's
  // stack replaces the card.
  stack.draw(f, cardBase + cardCount * 8, f[27], f[26]);
  if (f[5] === 1 && !f[27]) {
    if (floatingCardId !== f[6]) {
      floatingCard?.remove();
      floatingCard = makeCard(f[6], false);
      floatingCard.classList.add("floating");
      floatingCard.dataset.floatingId = cardName(f[6]);
      floatingCardId = f[6];
      overlay.appendChild(floatingCard);
    }
    styleFloating(floatingCard, f, floatingCard.firstChild);
  } else if (floatingCard) {
    floatingCard.remove();
    floatingCard = null;
    floatingCardId = -1;
  }
  if (f[5] === 2) {
    if (floatingLaneId !== f[6]) {
      floatingLane?.el.remove();
      floatingLane = makeLane(f[6]);
      floatingLane.el.classList.add("floating");
      floatingLane.el.removeAttribute("data-lane-id");
      floatingLane.el.dataset.floatingLaneId = laneSlug(f[6]);
      floatingLane.header.removeAttribute("tabindex");
      floatingLane.header.removeAttribute("data-lane-header");
      floatingLaneId = f[6];
      overlay.appendChild(floatingLane.el);
    }
    const slot = lanes.get(liftedLaneSlot);
    const header = slot ? slot.header : 0;
    setStyle(floatingLane.header, "height", `${header}px`);
    setStyle(floatingLane.body, "height", `${f[10] - header}px`);
    setText(floatingLane.count, slot ? slot.lane.count.textContent : "");
    // The copies of the lane's visible cards, made again only when they changed.
    if (changed(floatingLane.content, "copies", `${header}:${liftedLaneCards.join(";")}`)) {
      const copies = liftedLaneCards.map(([id, x, y, w, h]) => {
        const el = makeCard(id, false);
        el.style.transform = `translate(${x}px, ${y - header}px)`;
        el.style.width = `${w}px`;
        el.style.height = `${h}px`;
        return el;
      });
      floatingLane.content.replaceChildren(...copies);
    }
    styleFloating(floatingLane.el, f);
  } else if (floatingLane) {
    floatingLane.el.remove();
    floatingLane = null;
    floatingLaneId = -1;
  }

  setClass(pageBody, "dragging", f[5] !== 0 && (f[4] & Status.tracking) !== 0);
  for (const [lane, offset] of late) scrollLane(lane, offset);
  if (loop.show(live, focusTarget, refocus)) refocus = false;
  return animating;
}

forwardPointer(board, clock, () => (loop.status & Status.tracking) !== 0, (x, y, time) => {
  takeNow(ex.page_select(x, y, clock.advance(time)), clock.lastTime); // Ctrl-click or ⌘-click
});

// The user's own scrolling, of the board or of one lane (scroll events do not bubble, so one
// capturing listener sees both). The engine ignores it during a drag, when it owns the offsets.
// The engine ignores it during a drag, when it owns the offsets (the next draw writes them back).
// Scroll events come at the start of a frame, before its frame callbacks.
board.addEventListener("scroll", (e) => {
  if (e.target === board) {
    knownLeft = board.scrollLeft;
    ex.board_scroll(knownLeft);
  } else if (e.target.classList?.contains("lane-body")) {
    const lane = [...laneElements.values()].find((l) => l.body === e.target);
    const y = e.target.scrollTop;
    if (lane) lane.top = y;
    ex.board_scroll_lane(Number(e.target.parentElement.dataset.index), y);
  } else {
    return;
  }
  requestFrame();
}, true);

board.addEventListener("focusin", (e) => {
  if (loop.status & (Status.keyboardDrag | Status.tracking)) return;
  const card = e.target.closest(".card[data-item-id]");
  if (card) {
    ex.board_set_focus(Number(card.dataset.lane), Number(card.dataset.index));
    return;
  }
  const header = e.target.closest(".lane-header[data-lane-header]");
  if (header) ex.board_set_focus(Number(header.parentElement.dataset.index), -1);
});

const dragKeys = {
  ArrowUp: 1, ArrowDown: 2, ArrowLeft: 3, ArrowRight: 4, Home: 5, End: 6,
  "[": 9, "]": 10, " ": 11, Enter: 11, Escape: 12,
};
const focusSteps = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

function sendKey(event, command, lane = 0, item = 0) {
  takeNow(ex.board_key(command, lane, item), clock.advance(event.timeStamp / 1000));
}

document.addEventListener("keydown", (e) => {
  const focused = document.activeElement?.closest?.(".card[data-item-id]");
  const toggle = (el) => ex.page_toggle_selection(Number(el.dataset.lane), Number(el.dataset.index));
  if (selectionKey(e, loop.status, focused, board, clock, toggle, takeNow)) return;
  if (heldKey(e, loop.status, sendKey, dragKeys)) return;
  const active = document.activeElement;
  if (!active || !board.contains(active)) return;
  const card = active.closest(".card[data-item-id]");
  const header = active.closest(".lane-header[data-lane-header]");
  if (!card && !header) return;
  if (e.key === " " || e.key === "Enter") {
    e.preventDefault();
    if (card) sendKey(e, 0, Number(card.dataset.lane), Number(card.dataset.index));
    else sendKey(e, 13, Number(header.parentElement.dataset.index));
  } else if (focusSteps[e.key]) {
    e.preventDefault();
    const [lanes, items] = focusSteps[e.key];
    if (ex.board_step_focus(lanes, items) & Status.focus) loop.wantFocus = true;
    draw();
  }
});

startPage(board, ex, clock, take, () => draw());
