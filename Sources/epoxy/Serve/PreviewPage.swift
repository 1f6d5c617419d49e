/// The page `epoxy serve` answers at `/`: one self-contained HTML document with its CSS and
/// JavaScript inline (no framework, nothing fetched from elsewhere, so it works offline).
///
/// It draws the state's SVG in a device frame, keeps it current over the WebSocket
/// `/api/updates`, and posts clicks (`tap`), wheel and drag (`scroll`), ← (`back`) and the pickers
/// (`/api/settings`). For tests, the body's `data-version` is the version of the state shown,
/// `data-scroll-y` the collection's offset and `data-last-event` the outcome of the last tap.
enum PreviewPage {
    static let html = #"""
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>epoxy serve</title>
<style>
  :root { color-scheme: light; --bg: #f2f2f7; --panel: #ffffff; --text: #000000; --muted: #6c6c70;
          --line: #d1d1d6; --accent: #007aff; --bezel: #1c1c1e; --error: #ff3b30; --hover: #ff2d55; }
  body[data-appearance="dark"] { color-scheme: dark; --bg: #000000; --panel: #1c1c1e; --text: #ffffff;
          --muted: #98989f; --line: #38383a; --accent: #0a84ff; --bezel: #3a3a3c; --error: #ff453a; --hover: #ff375f; }
  * { box-sizing: border-box; }
  html, body { margin: 0; height: 100%; }
  body { font: 13px/1.4 Inter, system-ui, sans-serif; background: var(--bg); color: var(--text);
         display: grid; grid-template-rows: auto 1fr; }
  header { display: flex; gap: 12px; align-items: center; padding: 8px 14px; background: var(--panel);
           border-bottom: 1px solid var(--line); flex-wrap: wrap; }
  header h1 { font-size: 14px; margin: 0 8px 0 0; font-weight: 600; }
  header label { display: flex; gap: 6px; align-items: center; color: var(--muted); }
  select, button { font: inherit; color: var(--text); background: var(--bg); border: 1px solid var(--line);
                   border-radius: 6px; padding: 3px 8px; }
  button:disabled { opacity: 0.4; }
  #status { margin-left: auto; color: var(--muted); }
  #status.offline { color: var(--error); }
  main { display: grid; grid-template-columns: 1fr 340px; min-height: 0; }
  #stage { overflow: auto; display: flex; justify-content: center; align-items: flex-start; padding: 24px; }
  #device { position: relative; border: 12px solid var(--bezel); border-radius: 44px; overflow: hidden;
            background: var(--bezel); transform-origin: top center; flex: none;
            box-shadow: 0 10px 30px rgba(0, 0, 0, 0.25); }
  #device.tablet { border-radius: 24px; }
  #screen { display: block; cursor: pointer; touch-action: none; user-select: none; }
  #screen svg { display: block; }
  /* Outlines are drawn with fill="none": let the whole frame take the pointer, the innermost on top. */
  #screen svg rect { pointer-events: all; }
  #screen svg .safe-area, #screen svg .safe-area rect { pointer-events: none; }
  #screen g.hovered > rect { stroke: var(--hover); stroke-width: 2; }
  #overlay { position: absolute; inset: 0; display: none; background: rgba(0, 0, 0, 0.55); padding: 16px;
             align-items: flex-end; }
  #overlay.shown { display: flex; }
  #overlay .box { background: #fff1f0; color: #3a0000; border-left: 4px solid #ff3b30; border-radius: 8px;
                  padding: 10px 12px; width: 100%; max-height: 70%; overflow: auto; font-size: 12px; }
  #overlay .where { font-weight: 600; font-family: ui-monospace, monospace; }
  #overlay pre { white-space: pre-wrap; margin: 6px 0 0; font-family: ui-monospace, monospace; }
  #overlay button { margin-top: 8px; }
  aside { border-left: 1px solid var(--line); background: var(--panel); overflow: auto; padding: 12px 14px; }
  aside h2 { font-size: 12px; text-transform: uppercase; letter-spacing: 0.04em; color: var(--muted); margin: 14px 0 6px; }
  aside h2:first-child { margin-top: 0; }
  #hovered { font-family: ui-monospace, monospace; font-size: 12px; min-height: 3em; }
  #notice { color: var(--error); min-height: 1.4em; font-size: 12px; }
  #reports { list-style: none; margin: 0; padding: 0; }
  #reports li { border-bottom: 1px solid var(--line); padding: 6px 0; }
  #reports .cause { font-weight: 600; }
  #reports .render { font-family: ui-monospace, monospace; font-size: 12px; color: var(--muted); }
  #reports .ins { color: #34c759; } #reports .del { color: var(--error); }
  #reports .upd { color: #ff9500; } #reports .mov { color: #32ade6; }
  #empty { color: var(--muted); padding: 40px; }
</style>
</head>
<body data-version="0" data-appearance="light">
<header>
  <h1 id="title">epoxy serve</h1>
  <button id="back" title="back()" disabled>←</button>
  <label>Device <select id="device-picker"></select></label>
  <label>Type size <select id="size-picker"></select></label>
  <label>Appearance <select id="appearance-picker"><option>light</option><option>dark</option></select></label>
  <span id="status">connecting…</span>
</header>
<main>
  <section id="stage">
    <div id="device">
      <div id="screen"><div id="empty">Loading…</div></div>
      <div id="overlay"><div class="box"><div class="where"></div><pre class="message"></pre>
        <pre class="traceback"></pre><button type="button" id="dismiss">Hide</button></div></div>
    </div>
  </section>
  <aside>
    <h2>Element</h2>
    <div id="hovered">Point at an element.</div>
    <div id="notice"></div>
    <h2>Changes</h2>
    <ol id="reports"></ol>
  </aside>
</main>
<script>
"use strict";
const $ = (id) => document.getElementById(id);
let state = null;
let scrollGoal = null, scrollInFlight = false, scale = 1;
let drag = null, suppressClick = false, dismissedError = null;

async function post(path, body) {
  const response = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" },
                                       body: JSON.stringify(body) });
  const data = await response.json();
  if (!response.ok) { const error = new Error(data.error || response.statusText); error.status = response.status; throw error; }
  return data;
}

function apply(next) {
  if (state && next.version < state.version) return;
  state = next;
  render();
}

function fillPicker(picker, values, current) {
  if (picker.options.length !== values.length) {
    picker.textContent = "";
    for (const value of values) { const option = document.createElement("option"); option.textContent = value; picker.append(option); }
  }
  picker.value = current;
}

function render() {
  const s = state, settings = s.settings;
  document.title = "epoxy serve · " + s.script;
  $("title").textContent = s.script;
  document.body.dataset.appearance = settings.appearance;
  fillPicker($("device-picker"), s.devices.map((d) => d.name), settings.device);
  fillPicker($("size-picker"), s.contentSizeCategories, settings.contentSizeCategory);
  $("appearance-picker").value = settings.appearance;
  $("back").disabled = !(s.stack && s.stack.length > 1);
  $("device").classList.toggle("tablet", settings.width >= 600);
  const screen = $("screen");
  screen.style.width = settings.width + "px";
  screen.style.height = settings.height + "px";
  if (s.svg) {
    screen.innerHTML = s.svg.replace(/^<\?xml[^>]*>\s*/, "");
  } else if (!screen.querySelector("svg")) {
    screen.innerHTML = '<div id="empty">Nothing shown yet.</div>';
  }
  fit();
  renderError(s.error);
  renderReports(s.reports);
  document.body.dataset.scrollY = s.scroll ? String(s.scroll.y) : "";
  document.body.dataset.version = String(s.version);
}

function fit() {
  const stage = $("stage"), device = $("device");
  const available = stage.clientHeight - 48, needed = device.offsetHeight;
  scale = needed > available && available > 200 ? available / needed : 1;
  device.style.transform = scale < 1 ? `scale(${scale})` : "";
  device.style.marginBottom = scale < 1 ? `${(scale - 1) * needed}px` : "";
}

function renderError(error) {
  const overlay = $("overlay");
  const key = error ? error.during + error.message : null;
  overlay.classList.toggle("shown", !!error && key !== dismissedError);
  if (!error) { dismissedError = null; return; }
  const where = error.file ? `${error.file}:${error.line}` : "(no file:line)";
  overlay.querySelector(".where").textContent = `${where} · ${error.kind} error during ${error.during}`;
  overlay.querySelector(".message").textContent = error.message;
  overlay.querySelector(".traceback").textContent = error.traceback || "";
}

function renderReports(reports) {
  const list = $("reports");
  list.textContent = "";
  for (const report of reports.slice().reverse()) {
    const item = document.createElement("li");
    item.dataset.reportId = report.id;
    const cause = document.createElement("div");
    cause.className = "cause";
    cause.textContent = report.cause;
    item.append(cause);
    if (report.error) {
      const line = document.createElement("div");
      line.className = "render del";
      line.textContent = "✗ " + report.error;
      item.append(line);
    }
    for (const warning of report.warnings) {
      const line = document.createElement("div");
      line.className = "render del";
      line.textContent = "⚠ " + warning;
      item.append(line);
    }
    if (report.renders.length === 0) {
      const line = document.createElement("div");
      line.className = "render";
      line.textContent = report.changedScreen ? "screen updated (no diff)" : report.error ? "screen kept" : "no changes";
      item.append(line);
    }
    for (const render of report.renders) {
      const line = document.createElement("div");
      line.className = "render";
      line.append(document.createTextNode(render.cause + " →"));
      if (render.changes.length === 0) line.append(document.createTextNode(" no changes"));
      for (const change of render.changes) {
        const row = document.createElement("div");
        row.append(document.createTextNode("  " + change.scope + ":"));
        const marks = [["inserted", "+", "ins"], ["deleted", "-", "del"], ["updated", "~", "upd"],
                       ["moved", "↕", "mov"], ["replaced", "⇄", "mov"]];
        for (const [field, mark, css] of marks) {
          for (const id of change[field]) {
            const span = document.createElement("span");
            span.className = css;
            span.textContent = " " + mark + id;
            row.append(span);
          }
        }
        line.append(row);
      }
      for (const warning of render.warnings) { const w = document.createElement("div"); w.textContent = "⚠ " + warning; line.append(w); }
      item.append(line);
    }
    list.append(item);
  }
}

function notice(text) {
  $("notice").textContent = text || "";
}

// The SVG's groups carry data-id; a click taps the innermost one that can be tapped.
async function tapAt(target) {
  const chain = [];
  for (let node = target.closest("g[data-id]"); node; node = node.parentElement && node.parentElement.closest("g[data-id]")) {
    chain.push(node.getAttribute("data-id"));
  }
  if (chain.length === 0) { notice("nothing with a dataID here"); return; }
  let refusal = null;
  for (const [index, dataID] of chain.entries()) {
    try {
      apply(await post("/api/event", { type: "tap", dataID, ancestors: chain.slice(index + 1) }));
      notice("");
      document.body.dataset.lastEvent = "tap " + dataID;
      return;
    } catch (error) {
      if (error.status !== 422 && error.status !== 404) { notice(error.message); return; }
      refusal = refusal || error.message;
    }
  }
  notice(refusal);
  document.body.dataset.lastEvent = "refused";
}

// Wheel and drag move a goal offset; one request at a time carries it to the server, and deltas
// that arrive meanwhile are kept relative to where the server put the screen (it clamps).
async function scrollBy(dx, dy) {
  if (!state || !state.scroll) { notice("this screen has no collection to scroll"); return; }
  const base = scrollGoal || { x: state.scroll.x, y: state.scroll.y };
  scrollGoal = { x: base.x + dx, y: base.y + dy };
  if (scrollInFlight) return;
  scrollInFlight = true;
  try {
    while (true) {
      const sent = scrollGoal;
      const next = await post("/api/event", { type: "scroll", x: sent.x, y: sent.y });
      apply(next);
      const landed = next.scroll || sent;
      scrollGoal = { x: landed.x + (scrollGoal.x - sent.x), y: landed.y + (scrollGoal.y - sent.y) };
      if (scrollGoal.x === landed.x && scrollGoal.y === landed.y) break;
    }
    notice("");
  } catch (error) {
    notice(error.message);
  } finally {
    scrollInFlight = false;
    scrollGoal = null;
  }
}

// A carousel (an orthogonal section) scrolls on its own: sideways wheel and drag over it move
// its offset, read from the SVG's data-offset, one request at a time (up and down for a
// section of a horizontal collection, data-direction="vertical").
const carouselGoals = new Map();
function isVertical(group) { return group.getAttribute("data-direction") === "vertical"; }
async function scrollCarousel(group, dx, dy) {
  const vertical = isVertical(group);
  const delta = vertical ? dy : dx;
  const section = group.getAttribute("data-id");
  const pending = carouselGoals.get(section);
  const base = pending !== undefined ? pending : Number(group.getAttribute("data-offset") || 0);
  carouselGoals.set(section, base + delta);
  if (pending !== undefined) return;
  try {
    while (true) {
      const sent = carouselGoals.get(section);
      apply(await post("/api/event", vertical ? { type: "scroll", section: section, y: sent } : { type: "scroll", section: section, x: sent }));
      if (carouselGoals.get(section) === sent) break;
    }
    notice("");
  } catch (error) {
    notice(error.message);
  } finally {
    carouselGoals.delete(section);
  }
}

function carouselAt(target, dx, dy) {
  const group = target.closest && target.closest('g[data-kind="carousel"]');
  if (!group || !group.getAttribute("data-id")) return null;
  return (isVertical(group) ? Math.abs(dy) > Math.abs(dx) : Math.abs(dx) > Math.abs(dy)) ? group : null;
}

function describe(group) {
  const rect = group.querySelector(":scope > rect");
  const frame = rect ? ["x", "y", "width", "height"].map((name) => rect.getAttribute(name))
                     : null;
  const lines = [(group.getAttribute("data-component") || group.getAttribute("data-kind")) +
                 (group.getAttribute("data-id") ? ` "${group.getAttribute("data-id")}"` : "")];
  if (frame) lines.push(`frame (${frame[0]}, ${frame[1]}, ${frame[2]}×${frame[3]})`);
  else if (group.getAttribute("data-frame")) lines.push("frame " + group.getAttribute("data-frame"));
  if (group.getAttribute("data-content")) lines.push("content " + group.getAttribute("data-content"));
  return lines.join("\n");
}

const screen = $("screen");
screen.addEventListener("mousemove", (event) => {
  const group = event.target.closest && event.target.closest("g[data-kind]");
  for (const old of screen.querySelectorAll("g.hovered")) if (old !== group) old.classList.remove("hovered");
  if (!group) return;
  group.classList.add("hovered");
  $("hovered").textContent = describe(group);
});
screen.addEventListener("mouseleave", () => { for (const old of screen.querySelectorAll("g.hovered")) old.classList.remove("hovered"); });
screen.addEventListener("click", (event) => {
  if (suppressClick) { suppressClick = false; return; }
  tapAt(event.target);
});
screen.addEventListener("wheel", (event) => {
  event.preventDefault();
  const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? screen.clientHeight : 1;
  const carousel = carouselAt(event.target, event.deltaX, event.deltaY);
  if (carousel) scrollCarousel(carousel, event.deltaX * unit, event.deltaY * unit);
  else scrollBy(event.deltaX * unit, event.deltaY * unit);
}, { passive: false });
screen.addEventListener("pointerdown", (event) => { drag = { x: event.clientX, y: event.clientY, moved: false, target: event.target }; });
screen.addEventListener("pointermove", (event) => {
  if (!drag || !(event.buttons & 1)) return;
  const dx = drag.x - event.clientX, dy = drag.y - event.clientY;
  if (!drag.moved && Math.hypot(dx, dy) < 5) return;
  drag.moved = true;
  drag.x = event.clientX; drag.y = event.clientY;
  const carousel = carouselAt(drag.target, dx, dy);
  if (carousel) scrollCarousel(carousel, dx / scale, dy / scale);
  else scrollBy(dx / scale, dy / scale);
});
screen.addEventListener("pointerup", () => { if (drag && drag.moved) suppressClick = true; drag = null; });

$("device-picker").addEventListener("change", (event) => settings({ device: event.target.value }));
$("size-picker").addEventListener("change", (event) => settings({ contentSizeCategory: event.target.value }));
$("appearance-picker").addEventListener("change", (event) => settings({ appearance: event.target.value }));
$("back").addEventListener("click", async () => {
  try { apply(await post("/api/event", { type: "back" })); notice(""); } catch (error) { notice(error.message); }
});
$("dismiss").addEventListener("click", () => {
  if (state && state.error) dismissedError = state.error.during + state.error.message;
  $("overlay").classList.remove("shown");
});
window.addEventListener("resize", fit);

async function settings(change) {
  try { apply(await post("/api/settings", change)); notice(""); } catch (error) { notice(error.message); }
}

function connect() {
  const socket = new WebSocket(`ws://${location.host}/api/updates`);
  socket.onopen = () => { $("status").textContent = "live"; $("status").className = ""; };
  socket.onmessage = (message) => apply(JSON.parse(message.data));
  socket.onclose = () => {
    $("status").textContent = "disconnected: retrying";
    $("status").className = "offline";
    setTimeout(connect, 1000);
  };
}
fetch("/api/state").then((response) => response.json()).then(apply).catch((error) => notice(String(error)));
connect();
</script>
</body>
</html>
"""#
}
