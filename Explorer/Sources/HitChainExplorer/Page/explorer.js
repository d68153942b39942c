// The explorer's page. It draws what the server answers and asks the server every question:
// which view a point hits, the walk, why not, the hit map, a recording's events. Nothing here
// decides where a touch goes; the only arithmetic is turning a pixel into a screen point
// with the mapping the picture itself declares.
"use strict";

const $ = (id) => document.getElementById(id);
const SVG = "http://www.w3.org/2000/svg";

const state = {
  doc: 0,
  documents: [],
  mapping: null,      // {ox, oy, scale, left, top}
  point: null,        // the clicked screen point
  selected: null,     // the view id asked "why not"
  hover: { pending: null, busy: false, inside: false },
  generation: 0,      // bumped when another file is opened: answers for the old one are dropped
  asked: 0,           // the latest click's number: an older answer arriving later is dropped
  hitmap: null,
  recording: null,
  event: 0,
  layers: {},         // overlay groups by name
};

// Every click's time, in milliseconds, from the click to its answer in the page
// (`answered`) and on the screen at the next frame (`painted`): shown under the answer and
// read by the end-to-end test.
window.hitchainTimings = [];

function api(path) { return `/api/d/${state.doc}/${path}`; }

// An answer for a file that is no longer open.
class Stale extends Error {}

// An answer the server refused, with its status (409: a newer search replaced this one).
class Refused extends Error {
  constructor(message, status) { super(message); this.status = status; }
}

async function getJSON(url) {
  const generation = state.generation;
  const response = await fetch(url);
  const body = await response.json();
  if (generation !== state.generation) throw new Stale();
  if (!response.ok) throw new Refused(body.error || `${response.status}`, response.status);
  return body;
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Asks until the answer is made: work that takes long (a hit map) is answered 202 with how
// far it has gone, shown in the status line meanwhile.
async function made(url, what) {
  for (;;) {
    const answer = await getJSON(url);
    if (!answer.making) return answer;
    setStatus(`${what}: ${answer.progress.text}…`);
    await pause(300);
  }
}

// Shows an error, unless it only says that the answer came for a file no longer open, or
// that a newer question replaced it.
function report(error) {
  if (!(error instanceof Stale) && !(error instanceof Refused && error.status === 409)) setStatus(error.message, true);
}

function setStatus(text, isError) {
  $("status").textContent = text;
  $("status").classList.toggle("error", !!isError);
}

function el(tag, attributes, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attributes || {})) {
    if (k === "class") node.className = v; else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v);
  }
  for (const c of children) node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return node;
}

function fmt(n) { return Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/\.?0+$/, ""); }

// ---- the screen ---------------------------------------------------------------------------

async function loadPicture() {
  const generation = state.generation;
  const response = await fetch(api("picture.svg"));
  const text = await response.text();
  if (generation !== state.generation) throw new Stale();
  const svg = new DOMParser().parseFromString(text, "image/svg+xml").documentElement;
  const views = svg.querySelector("g.views");
  if (svg.querySelector("parsererror") || !views) throw new Error("the picture of this file cannot be read");
  const [ox, oy] = views.dataset.screenOrigin.split(",").map(Number);
  const [left, top] = views.dataset.screenOffset.split(",").map(Number);
  state.mapping = { ox, oy, scale: Number(views.dataset.screenScale), left, top };
  const picture = $("picture");
  picture.replaceChildren(document.importNode(svg, true));
  const width = svg.getAttribute("width"), height = svg.getAttribute("height");
  const overlay = $("overlay");
  overlay.setAttribute("width", width);
  overlay.setAttribute("height", height);
  overlay.setAttribute("viewBox", `0 0 ${width} ${height}`);
  const canvas = $("hitmap");
  canvas.width = Number(width);
  canvas.height = Number(height);
  // Shown to fit the panel's height (never enlarged); the three layers are scaled alike, and
  // a pixel is read back through the displayed size.
  const room = Math.max($("screen-panel").clientHeight - 70, 240);
  const fit = Math.min(1, room / Number(height));
  for (const layerElement of [picture.firstElementChild, overlay, canvas]) {
    layerElement.style.width = `${Number(width) * fit}px`;
    layerElement.style.height = `${Number(height) * fit}px`;
  }
}

function toPixel([x, y]) {
  const m = state.mapping;
  return [(x - m.ox) * m.scale + m.left, (y - m.oy) * m.scale + m.top];
}

function toScreen(event) {
  const svg = $("picture").firstElementChild;
  const box = svg.getBoundingClientRect();
  const px = (event.clientX - box.left) * (Number(svg.getAttribute("width")) / box.width);
  const py = (event.clientY - box.top) * (Number(svg.getAttribute("height")) / box.height);
  const m = state.mapping;
  const round = (v) => Math.round(v * 100) / 100;
  return [round((px - m.left) / m.scale + m.ox), round((py - m.top) / m.scale + m.oy)];
}

function layer(name) {
  if (!state.layers[name]) {
    const g = document.createElementNS(SVG, "g");
    g.dataset.layer = name;
    $("overlay").append(g);
    state.layers[name] = g;
  }
  return state.layers[name];
}

function clearLayer(name) { layer(name).replaceChildren(); }

function outline(name, view, cls) {
  if (!view) return;
  const p = document.createElementNS(SVG, "polygon");
  p.setAttribute("points", view.corners.map((c) => toPixel(c).join(",")).join(" "));
  p.setAttribute("class", cls);
  p.dataset.view = view.id;
  layer(name).append(p);
}

function cross(name, point, cls) {
  const [x, y] = toPixel(point);
  const g = layer(name);
  const circle = document.createElementNS(SVG, "circle");
  circle.setAttribute("cx", x); circle.setAttribute("cy", y); circle.setAttribute("r", 7);
  circle.setAttribute("class", cls);
  g.append(circle);
  for (const [x1, y1, x2, y2] of [[x - 11, y, x + 11, y], [x, y - 11, x, y + 11]]) {
    const line = document.createElementNS(SVG, "line");
    line.setAttribute("x1", x1); line.setAttribute("y1", y1); line.setAttribute("x2", x2); line.setAttribute("y2", y2);
    line.setAttribute("class", cls);
    g.append(line);
  }
}

function viewLabel(v) { return v.name === v.className ? v.name : `${v.name} (${v.className})`; }

// ---- hover: the view a touch would reach ----------------------------------------------------

function onHover(event) {
  if (!state.mapping) return;
  state.hover.inside = true;
  state.hover.pending = toScreen(event);
  if (!state.hover.busy) askHover();
}

async function askHover() {
  const point = state.hover.pending;
  if (!point) return;
  state.hover.pending = null;
  state.hover.busy = true;
  try {
    const answer = await getJSON(api(`hit?x=${point[0]}&y=${point[1]}`));
    clearLayer("hover");
    if (!state.hover.inside) return;
    for (const v of answer.path.slice(0, -1)) outline("hover", v, "path");
    outline("hover", answer.hit, "hover");
    $("hover-answer").textContent = answer.hit
      ? `(${fmt(point[0])}, ${fmt(point[1])}) → ${viewLabel(answer.hit)}: ` +
        (answer.pathOmitted > 0 ? `(${answer.pathOmitted} views) / ` : "") + answer.path.map((v) => v.name).join(" / ")
      : `(${fmt(point[0])}, ${fmt(point[1])}) → nothing: no window answers; the touch is dropped`;
  } catch (error) {
    report(error);
  } finally {
    state.hover.busy = false;
    if (state.hover.pending) askHover();
  }
}

function onLeave() {
  state.hover.inside = false;
  state.hover.pending = null;
  clearLayer("hover");
}

// ---- click: the whole walk --------------------------------------------------------------------

async function onClick(event) {
  if (!state.mapping) return;
  const started = performance.now();
  state.point = toScreen(event);
  await ask(started);
}

async function ask(started) {
  const [x, y] = state.point;
  const whyNot = state.selected == null ? "" : `&whyNot=${state.selected}`;
  const asked = ++state.asked;
  try {
    const answer = await getJSON(api(`walk?x=${x}&y=${y}${whyNot}`));
    if (asked !== state.asked) return;
    showAnswer(answer);
    location.hash = `d=${state.doc}&x=${x}&y=${y}${state.selected == null ? "" : `&whyNot=${state.selected}`}`;
    if (answer.hit) revealInTree(answer.hit.id, "hit");
    if (started != null) {
      // The answer is in the page now, and on the screen at the next frame.
      const answered = performance.now() - started;
      requestAnimationFrame(() => {
        const painted = performance.now() - started;
        window.hitchainTimings.push({ answered, painted });
        const timing = $("timing");
        if (timing) timing.textContent = `answered in ${answered.toFixed(1)} ms, on screen in ${painted.toFixed(1)} ms`;
        document.body.dataset.answers = String(window.hitchainTimings.length);
      });
    }
  } catch (error) {
    report(error);
  }
}

function showAnswer(a) {
  clearLayer("answer");
  for (const v of a.path.slice(0, -1)) outline("answer", v, "path");
  outline("answer", a.hit, "hit");
  if (a.whyNot) {
    outline("answer", a.whyNot.view, "selected");
    if (a.whyNot.responsible && a.whyNot.responsible.id !== a.whyNot.view.id) {
      outline("answer", a.whyNot.responsible, "responsible");
    }
  }
  cross("answer", a.point, "touch");

  const box = $("answer");
  const hit = a.hit
    ? el("p", { class: "answer-line" }, "Hit: ",
      el("strong", { id: "hit-name", "data-view": a.hit.id }, viewLabel(a.hit)),
      ` at (${fmt(a.point[0])}, ${fmt(a.point[1])})`)
    : el("p", { class: "answer-line" }, el("strong", { id: "hit-name" }, "(null)"),
      ": no window answered; the touch is dropped");
  const children = [el("h2", {}, "Where the touch goes"), hit, el("p", { id: "timing", class: "timing" })];
  if (a.hit) {
    const omitted = a.pathOmitted > 0 ? `(${a.pathOmitted} views) / ` : "";
    children.push(el("p", {}, "path: ", omitted + a.path.map((v) => v.name).join(" / ")));
  }
  children.push(commands([a.command]));
  if (a.whyNot) children.push(whyNotBlock(a.whyNot));
  else {
    children.push(el("p", { class: "hint" },
      "Pick a view in the tree (or a line of the walk) to ask why the touch does not reach it."));
  }
  children.push(el("h3", {}, "Responder chain"));
  children.push(el("ol", { id: "chain" },
    ...a.chain.map((r) => el("li", {}, r.name === r.className ? r.name : `${r.name} (${r.className})`))));
  if (a.chain.length === 0) children.push(el("p", { class: "hint" }, "none: nothing was hit"));
  children.push(el("h3", {}, "The walk (as hitchain explain prints it)"));
  const walk = el("div", { class: "walk", id: "walk" });
  for (const step of a.walk) {
    const line = el("div", { "data-view": step.view }, step.indent + step.line);
    line.addEventListener("mouseenter", () => peek(step.view));
    line.addEventListener("mouseleave", () => clearLayer("peek"));
    line.addEventListener("click", () => select(step.view));
    walk.append(line);
  }
  children.push(walk);
  if (a.walkOmitted > 0) {
    const more = `… and ${a.walkOmitted} more lines: the command above prints them all.`;
    children.push(el("p", { class: "hint" }, more));
  }
  box.replaceChildren(...children);
}

function whyNotBlock(w) {
  const block = el("div", { class: "why", id: "why-not" },
    el("strong", {}, `Why not ${w.view.name}? `), w.sentence,
    el("div", { class: "hint" }, `rule: ${w.rule}`));
  if (w.responsible && w.responsible.id !== w.view.id) {
    block.append(el("div", {}, "responsible (outlined in orange): ", el("strong", {}, viewLabel(w.responsible))));
  }
  for (const also of w.also) block.append(el("div", {}, `also: ${also}`));
  return block;
}

function commands(list) {
  return el("ul", { class: "commands" }, ...list.map((c) => {
    const code = el("code", {}, c);
    const copy = el("button", {
      title: "Copy the command", onclick: () => navigator.clipboard && navigator.clipboard.writeText(c),
    }, "Copy");
    return el("li", {}, code, copy);
  }));
}

async function peek(id) {
  clearLayer("peek");
  if (id == null) return;
  try {
    const answer = await getJSON(api(`view/${id}`));
    clearLayer("peek");
    outline("peek", answer.view, "peek");
  } catch (error) { report(error); }
}

// Picks a view: outlined, revealed in the tree, and asked "why not" at the clicked point.
async function select(id) {
  state.selected = id;
  revealInTree(id, "selected");
  if (state.point) await ask(null);
  if (state.hitmap) showDeadZone(id);
}

// ---- the view tree ------------------------------------------------------------------------------

function treeRow(v) {
  const li = el("li", { "data-view": v.id });
  const twisty = el("span", { class: "twisty" }, v.children > 0 ? "▸" : "");
  const flags = v.flags.map((f) => el("span", {
    class: /hidden|alpha|userInteractionEnabled|disabled/.test(f) ? "flag warn" : "flag" }, f));
  const row = el("div", { class: "row", title: v.flags.join(", ") }, twisty, el("span", { class: "name" }, v.name),
    el("span", { class: "class" }, v.className), ...flags);
  row.addEventListener("click", (e) => {
    (e.target === twisty && v.children > 0 ? toggle(li, v) : select(v.id)).catch(report);
  });
  row.addEventListener("mouseenter", () => { clearLayer("peek"); outline("peek", v, "peek"); });
  row.addEventListener("mouseleave", () => clearLayer("peek"));
  li.append(row);
  return li;
}

// Opens a row's subviews; a row being opened is waited for, not opened twice.
async function expand(li, id) {
  if (li.querySelector(":scope > ul")) return;
  if (li.expanding) return li.expanding;
  li.expanding = fillRow(li, id);
  try { await li.expanding; } finally { li.expanding = null; }
}

async function fillRow(li, id) {
  const answer = await getJSON(api(`tree?parent=${id}`));
  if (li.querySelector(":scope > ul")) return;
  const ul = el("ul", {}, ...answer.children.map(treeRow));
  if (answer.more > 0) ul.append(el("li", { class: "hint" }, `… and ${answer.more} more (search for them by name)`));
  li.append(ul);
  const twisty = li.querySelector(":scope > .row > .twisty");
  if (twisty) twisty.textContent = "▾";
}

async function toggle(li, v) {
  const ul = li.querySelector(":scope > ul");
  if (ul) {
    ul.remove();
    li.querySelector(":scope > .row > .twisty").textContent = "▸";
  } else {
    await expand(li, v.id);
  }
}

async function loadTree() {
  const answer = await getJSON(api("tree"));
  const rows = answer.children.map(treeRow);
  $("tree").replaceChildren(...rows);
  // The windows open one level, as a view debugger opens.
  await Promise.all(rows.map((li, k) => answer.children[k].children > 0 ? expand(li, answer.children[k].id) : null));
}

// Opens the tree down to a view and marks it (`hit` or `selected`).
async function revealInTree(id, mark) {
  try {
    const answer = await getJSON(api(`view/${id}`));
    // A view hundreds of levels deep is not opened level by level: search finds it.
    if (answer.ancestry.length > 200) {
      setStatus(`${answer.view.name} is ${answer.ancestry.length} levels deep: search for it by name`);
      return;
    }
    let container = $("tree");
    for (const ancestor of answer.ancestry) {
      const li = container.querySelector(`:scope > li[data-view="${ancestor}"]`);
      if (!li) return;
      if (ancestor !== id) await expand(li, ancestor);
      container = li.querySelector(":scope > ul") || container;
      if (ancestor === id) {
        for (const old of $("tree").querySelectorAll(`li.${mark}`)) old.classList.remove(mark);
        li.classList.add(mark);
        li.scrollIntoView({ block: "nearest" });
      }
    }
  } catch (error) { report(error); }
}

let searchTimer = null;
function onSearch() {
  clearTimeout(searchTimer);
  searchTimer = setTimeout(async () => {
    const q = $("search").value.trim();
    if (!q) { $("search-results").replaceChildren(); return; }
    try {
      const answer = await getJSON(api(`search?q=${encodeURIComponent(q)}`));
      const rows = answer.matches.map(treeRow);
      if (answer.more > 0) rows.push(el("li", { class: "hint" }, `… and ${answer.more} more`));
      if (rows.length === 0) rows.push(el("li", { class: "hint" }, "no view has that in its name or class"));
      $("search-results").replaceChildren(...rows);
    } catch (error) { report(error); }
  }, 150);
}

// ---- the hit map ------------------------------------------------------------------------------

function colour(id, alpha) { return `hsla(${(id * 137.508) % 360}, 70%, 50%, ${alpha})`; }

async function toggleHitMap() {
  const on = $("hitmap-toggle").checked;
  $("hitmap").hidden = !on;
  $("hitmap-lists").hidden = !on;
  if (!on) return;
  try {
    if (!state.hitmap) {
      setStatus("making the hit map…");
      state.hitmap = await made(api("hitmap"), "making the hit map");
      setStatus("");
    }
    if ($("hitmap-toggle").checked) drawHitMap();
  } catch (error) {
    report(error);
  }
}

function drawHitMap(extraDead) {
  const map = state.hitmap;
  const canvas = $("hitmap");
  const g = canvas.getContext("2d");
  g.clearRect(0, 0, canvas.width, canvas.height);
  const cellPixels = map.cell * state.mapping.scale;
  const cellAt = (row, column) => toPixel([map.origin[0] + column * map.cell, map.origin[1] + row * map.cell]);
  let k = 0;
  for (let i = 0; i < map.owners.length; i += 2) {
    const id = map.owners[i], count = map.owners[i + 1];
    if (id >= 0) {
      g.fillStyle = colour(id, 0.35);
      for (let c = k; c < k + count;) {
        const row = Math.floor(c / map.columns), column = c % map.columns;
        const run = Math.min(k + count - c, map.columns - column);
        const [x, y] = cellAt(row, column);
        g.fillRect(x, y, run * cellPixels, cellPixels);
        c += run;
      }
    }
    k += count;
  }
  g.fillStyle = "rgba(220, 38, 38, 0.55)";
  for (const zone of map.deadZones.concat(extraDead ? [extraDead] : [])) {
    for (const [row, column, count] of zone.runs) {
      const [x, y] = cellAt(row, column);
      g.fillRect(x, y, count * cellPixels, cellPixels);
    }
  }
  const list = (title, items, text) => {
    const ul = el("ul", { class: "rows" }, ...items.map((v) => {
      const swatch = el("span", { class: "swatch", style: `background:${colour(v.id, 0.6)}` });
      const li = el("li", {}, el("div", { class: "row" }, swatch,
        el("span", { class: "name" }, v.name), el("span", { class: "class" }, text(v))));
      li.addEventListener("click", () => select(v.id));
      return li;
    }));
    return [el("h3", {}, title), items.length ? ul : el("p", { class: "hint" }, "none")];
  };
  const area = (v) => `${fmt(v.area)} pt²`;
  $("hitmap-lists").replaceChildren(
    el("p", { class: "hint" }, `${map.columns} × ${map.rows} cells of ${fmt(map.cell)} pt, ` +
      `each hit-tested by the ${map.engine} engine` +
      ` (exact as the reference walk). Tinted: the view each touch reaches. Red: dead zones.` +
      (map.complete ? "" : " (Dead zones of the largest screens are cut short.)")),
    ...list("Dead zones: in the view's bounds, but touches go elsewhere", map.deadZones,
      (z) => `${Math.round((100 * z.deadCells) / z.frameCells)} % of its bounds`),
    ...list("No touch reaches these (nor their subviews)", map.unreachable, area),
    ...list(`Reachable area (${map.reachableViews} views)`, map.reachable, area));
  document.body.dataset.hitmap = "drawn";
}

async function showDeadZone(id) {
  try {
    const zone = await made(api(`deadzone/${id}`), "making the hit map");
    drawHitMap(zone);
    setStatus(zone.frameCells === 0 ? `${zone.view.name} covers no cell of the map`
      : `${zone.view.name}: ${zone.deadCells} of ${zone.frameCells} cells in its bounds send touches elsewhere`);
  } catch (error) { report(error); }
}

// ---- a recording ------------------------------------------------------------------------------

async function loadRecording() {
  const r = await getJSON(api("recording"));
  state.recording = r;
  $("recording").hidden = false;
  $("recording-summary").textContent = `${r.events} events over ${fmt(r.duration)} s, from ${r.source}` +
    (r.eventsNotKept ? ` (and ${r.eventsNotKept} more not kept)` : "") +
    (r.problems.length ? `; ${r.problems.join("; ")}` : "");
  const banner = $("divergence");
  banner.hidden = false;
  const d = r.replay.divergence;
  if (d) {
    banner.className = "";
    banner.replaceChildren(el("strong", {}, "Replay diverges: "), d.sentence, " ",
      el("button", { id: "go-to-divergence", onclick: () => showEvent(d.event) }, `Go to event ${d.event}`));
  } else {
    banner.className = r.replay.passed ? "passed" : "";
    banner.textContent = r.replay.passed
      ? `Replay passes: ${r.replay.eventsReplayed} events through ${r.replay.engines.join(", ")}, ` +
        "each trace as recorded."
      : `Replay does not pass: ${r.replay.error || "the recording is incomplete"}.`;
  }
  $("scrub").max = Math.max(r.events - 1, 0);
  $("recording-commands").replaceChildren(...commands(r.commands).children);
  if (r.events > 0) await showEvent(0);
}

async function showEvent(k) {
  const r = state.recording;
  if (!r || r.events === 0) return;
  k = Math.max(0, Math.min(k, r.events - 1));
  state.event = k;
  $("scrub").value = k;
  $("event-number").textContent = `${k + 1} / ${r.events}`;
  try {
    const [e, page] = await Promise.all([getJSON(api(`event/${k}`)),
      getJSON(api(`events?from=${Math.max(0, k - 30)}&count=61`))]);
    if (state.event !== k) return;
    clearLayer("event");
    for (const v of e.bound) outline("event", v, "bound");
    for (const path of e.paths) {
      if (path.points.length < 2) continue;
      const line = document.createElementNS(SVG, "polyline");
      line.setAttribute("points", path.points.map((p) => toPixel(p).join(",")).join(" "));
      line.setAttribute("class", "finger");
      layer("event").append(line);
    }
    for (const t of e.touches) {
      const [x, y] = toPixel(t.location);
      const dot = document.createElementNS(SVG, "circle");
      dot.setAttribute("cx", x); dot.setAttribute("cy", y); dot.setAttribute("r", t.phase === "began" ? 9 : 6);
      dot.setAttribute("class", "finger-now");
      dot.append(Object.assign(document.createElementNS(SVG, "title"), { textContent: `touch ${t.id} ${t.phase}` }));
      layer("event").append(dot);
    }
    $("event-trace").textContent = e.trace.length ? e.trace.join("\n") : "(no trace recorded for this event)";
    const divergence = r.replay.divergence;
    $("events").replaceChildren(...page.events.map((ev) => {
      const li = el("li", { "data-event": ev.index }, `#${ev.index} t=${ev.time.toFixed(3)} ${ev.summary}`);
      if (ev.index === k) li.classList.add("current");
      if (divergence && divergence.event === ev.index) li.classList.add("diverges");
      li.addEventListener("click", () => showEvent(ev.index));
      return li;
    }));
    const current = $("events").querySelector("li.current");
    if (current) current.scrollIntoView({ block: "nearest" });
    if (e.touches.length && !state.point) {
      $("hover-answer").textContent = `event ${k}: ${e.summary}`;
    }
  } catch (error) { report(error); }
}

// ---- start ------------------------------------------------------------------------------------

// The answer panel as the page starts, to show again when another file is opened.
const firstAnswer = $("answer").cloneNode(true);

async function openDocument(doc) {
  state.generation += 1;
  state.doc = doc;
  Object.assign(state, { point: null, selected: null, hitmap: null, recording: null, layers: {}, event: 0 });
  state.hover.pending = null;
  $("overlay").replaceChildren();
  $("answer").replaceChildren(...firstAnswer.cloneNode(true).childNodes);
  $("hover-answer").textContent = "Hover over the screen to see where a touch would go; click for the whole walk.";
  $("search").value = "";
  $("search-results").replaceChildren();
  $("events").replaceChildren();
  $("event-trace").textContent = "";
  $("hitmap-lists").replaceChildren();
  delete document.body.dataset.hitmap;
  delete document.body.dataset.ready;
  $("recording").hidden = true;
  $("hitmap-toggle").checked = false;
  $("hitmap").hidden = true;
  $("hitmap-lists").hidden = true;
  const d = await loaded(doc);
  if (!d) return;
  $("summary").textContent = `${d.kind}, ${d.views} views in ${d.windows} window${d.windows === 1 ? "" : "s"}` +
    (d.composed ? ` (composed to about ${d.composed})` : "");
  setStatus("loading…");
  try {
    await loadPicture();
    await loadTree();
    if (d.kind === "recording") await loadRecording();
    setStatus("");
    document.body.dataset.ready = String(doc);
  } catch (error) {
    report(error);
  }
}

// The file once the server has built it: a long load (a recording of millions of events, a
// screen composed to a million views) is shown as it goes; null if it failed or another file
// was opened meanwhile.
async function loaded(doc) {
  const generation = state.generation;
  for (;;) {
    const d = state.documents[doc];
    if (d.state === "ready") return d;
    if (d.state === "failed") { setStatus(d.error, true); return null; }
    setStatus(`loading ${d.file}: ${d.progress.text}…`);
    await pause(300);
    state.documents = await getJSON("/api/documents");
    if (generation !== state.generation) return null;
  }
}

async function start() {
  try {
    state.documents = await getJSON("/api/documents");
    $("document").replaceChildren(...state.documents.map((d) => el("option", { value: d.index }, d.file)));
    $("document").addEventListener("change", () => {
      history.replaceState(null, "", `#d=${$("document").value}`);
      openDocument(Number($("document").value));
    });
    const stage = $("stage");
    stage.addEventListener("mousemove", onHover);
    stage.addEventListener("mouseleave", onLeave);
    stage.addEventListener("click", onClick);
    $("search").addEventListener("input", onSearch);
    $("hitmap-toggle").addEventListener("change", toggleHitMap);
    $("scrub").addEventListener("input", () => showEvent(Number($("scrub").value)));
    $("previous-event").addEventListener("click", () => showEvent(state.event - 1));
    $("next-event").addEventListener("click", () => showEvent(state.event + 1));
    document.addEventListener("keydown", (e) => {
      if (!state.recording || ["INPUT", "SELECT", "TEXTAREA"].includes(e.target.tagName)) return;
      if (e.key === "ArrowLeft") showEvent(state.event - 1);
      if (e.key === "ArrowRight") showEvent(state.event + 1);
    });
    // A link from a earlier answer (#d=0&x=…&y=…&whyNot=…) opens on the same question.
    const hash = new URLSearchParams(location.hash.slice(1));
    const doc = Number(hash.get("d") || 0);
    $("document").value = String(doc < state.documents.length ? doc : 0);
    await openDocument(Number($("document").value));
    if (hash.has("x") && hash.has("y")) {
      state.point = [Number(hash.get("x")), Number(hash.get("y"))];
      if (hash.has("whyNot")) state.selected = Number(hash.get("whyNot"));
      await ask(null);
    }
  } catch (error) {
    setStatus(error.message, true);
  }
}

start();
