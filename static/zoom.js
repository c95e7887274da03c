// zoom.js zooms and pans the board: two fingers (a pinch zooms, both moved together pan), Ctrl
// and the wheel (a touchpad's pinch too) about the pointer, the wheel alone to pan a zoomed
// board, the +, − and 0 keys and the buttons in the board's corner. The view is a CSS
// transform of #board about its centre, so the browser's hit-testing follows it: a tap lands
// on the tile drawn under the finger. Each game keeps its view (localStorage, per variant).
// It is plain JavaScript rather than Go: the same code in the Go module cost 19.7 KB of the
// first visit's brotli bytes, against under 3 KB here (docs/performance.md). The site's build
// appends it to boot.js.
"use strict";

(function () {
  var STEPS = [1, 2, 3, 4]; // the first step doubles: 32 px tiles on a 390×844 phone
  var MIN = 1, MAX = 4;
  var KEY = "mahjong.v1.zoom"; // in an embedded game, "mahjong.v1.embed.zoom" (start)

  var stage, board, buttons = {};
  var views = {}; // variant id → [scale, x, y]
  var game = "";
  var v = {s: 1, x: 0, y: 0}; // x, y: the board's centre moved from where it is laid out
  var lay = {bw: 0, bh: 0, sw: 0, sh: 0, cx: 0, cy: 0}; // fitted board and stage sizes; board centre from the stage's
  var pinch = null, fingers = 0, saveTimer = 0;

  // The logic below takes what it needs as arguments, so that it is tested outside a page
  // (internal/site/zoomjs_test.go runs testdata/zoom_test.js under node).

  // parseViews reads the kept views, {"variant-id": [scale, x, y], ...}, leaving out every
  // entry that is not one; text that is not JSON reads as none.
  function parseViews(text) {
    var views = {}, o;
    try { o = JSON.parse(text || "{}"); } catch (e) { return views; }
    if (!o || typeof o !== "object" || Array.isArray(o)) return views;
    Object.keys(o).forEach(function (id) {
      var a = o[id];
      if (/^[a-z0-9-]{1,64}$/.test(id) && Array.isArray(a) && a.length === 3 &&
          a.every(function (n) { return typeof n === "number" && isFinite(n) && Math.abs(n) <= 1e5; }) &&
          a[0] >= MIN && a[0] <= MAX) {
        views[id] = a;
      }
    });
    return views;
  }

  function load() {
    try { views = parseViews(localStorage.getItem(KEY)); } catch (e) { /* blocked: every game opens fitted */ }
  }

  function save() {
    clearTimeout(saveTimer);
    saveTimer = setTimeout(function () {
      try { localStorage.setItem(KEY, JSON.stringify(views)); } catch (e) { /* blocked or full */ }
    }, 400);
  }

  // clampPan bounds a pan: a board that fits stays as laid out (moved only to stay inside the
  // stage); a larger one moves no further than its edges meet the stage's.
  function clampPan(p, shown, room, c) {
    var a = room / 2 - shown / 2 - c, b = shown / 2 - room / 2 - c;
    if (shown <= room || !isFinite(p)) p = 0;
    return Math.max(Math.min(a, b), Math.min(p, Math.max(a, b)));
  }

  function clampScale(s) { return isFinite(s) ? Math.max(MIN, Math.min(s, MAX)) : MIN; }

  // clampView is the view w within bounds in the layout l; before the sizes are known, only
  // its scale.
  function clampView(w, l) {
    var s = clampScale(w.s);
    if (!(l.bw > 0 && l.sw > 0)) return {s: s, x: w.x, y: w.y};
    return {s: s, x: clampPan(w.x, s * l.bw, l.sw, l.cx), y: clampPan(w.y, s * l.bh, l.sh, l.cy)};
  }

  // show sets the view w, within bounds; changed keeps it for the game.
  function show(w, changed) {
    v = clampView(w, lay);
    var fitted = v.s === 1 && v.x === 0 && v.y === 0;
    board.style.transform = fitted ? "" : "translate(" + v.x.toFixed(2) + "px," + v.y.toFixed(2) + "px) scale(" + v.s.toFixed(3) + ")";
    board.setAttribute("data-scale", String(Math.round(v.s * 100) / 100));
    buttons["in"].disabled = v.s >= MAX;
    buttons.out.disabled = v.s <= MIN;
    buttons.reset.disabled = fitted;
    if (changed && game) {
      if (fitted) delete views[game]; else views[game] = [v.s, Math.round(v.x), Math.round(v.y)];
      save();
    }
  }

  // zoomAt is the view w at scale s with what is drawn at p (from the stage's centre) kept
  // there; c is the laid-out board's centre, the transform's origin, from the stage's.
  function zoomAt(w, s, p, c) {
    s = clampScale(s);
    var k = s / w.s, px = p.x - c.x, py = p.y - c.y;
    return {s: s, x: px - k * (px - w.x), y: py - k * (py - w.y)};
  }

  // nextStep is the scale one step in (dir > 0) or out from s.
  function nextStep(s, dir) {
    for (var i = 0; i < STEPS.length; i++) {
      var t = STEPS[dir > 0 ? i : STEPS.length - 1 - i];
      if (dir > 0 ? t > s + 1e-6 : t < s - 1e-6) return t;
    }
    return dir > 0 ? MAX : MIN;
  }

  // pinchMove is the view for two fingers whose midpoint moved from p.mid to mid and whose
  // distance went from p.d to d, the pinch having started at the view p.v.
  function pinchMove(p, mid, d, c) {
    var w = zoomAt(p.v, p.v.s * d / p.d, p.mid, c);
    return {s: w.s, x: w.x + mid.x - p.mid.x, y: w.y + mid.y - p.mid.y};
  }

  if (typeof document === "undefined") { // under node, for the tests
    module.exports = {parseViews: parseViews, clampView: clampView, zoomAt: zoomAt, nextStep: nextStep, pinchMove: pinchMove};
    return;
  }

  function step(dir) {
    show(zoomAt(v, nextStep(v.s, dir), {x: 0, y: 0}, {x: lay.cx, y: lay.cy}), true); // about the stage's centre
  }

  function act(name) {
    if (name === "in") step(1);
    else if (name === "out") step(-1);
    else if (name === "reset") show({s: 1, x: 0, y: 0}, true);
  }

  function measure() {
    lay.bw = board.offsetWidth; lay.bh = board.offsetHeight;
    lay.sw = stage.clientWidth; lay.sh = stage.clientHeight;
    lay.cx = board.offsetLeft + lay.bw / 2 - lay.sw / 2;
    lay.cy = board.offsetTop + lay.bh / 2 - lay.sh / 2;
    show({s: v.s, x: v.x, y: v.y}, false);
  }

  function open() {
    game = board.getAttribute("data-variant") || "";
    var a = views[game];
    show(a ? {s: a[0], x: a[1], y: a[2]} : {s: 1, x: 0, y: 0}, false);
  }

  // at is a point of the window, from the stage's centre.
  function at(cx, cy) {
    var r = stage.getBoundingClientRect();
    return {x: cx - r.left - r.width / 2, y: cy - r.top - r.height / 2};
  }

  function onWheel(ev) {
    var dy = ev.deltaY * (ev.deltaMode ? 40 : 1);
    if (ev.ctrlKey) show(zoomAt(v, v.s * Math.exp(-dy / 200), at(ev.clientX, ev.clientY), {x: lay.cx, y: lay.cy}), true);
    else if (v.s > MIN) show({s: v.s, x: v.x - ev.deltaX, y: v.y - dy}, true);
    else return;
    ev.preventDefault();
  }

  // onTouch follows two fingers: the scale follows their distance, and the point of the board
  // between them at the start stays between them. While they are down, no tile drag starts
  // (window.mahjongPinching, read by the game's drag).
  function onTouch(ev) {
    var t = ev.touches;
    if (t.length !== 2) {
      if (fingers === 2) ev.preventDefault(); // no click from the finger lifted last
      fingers = t.length;
      window.mahjongPinching = false;
      return;
    }
    var a = at(t[0].clientX, t[0].clientY), b = at(t[1].clientX, t[1].clientY);
    var mid = {x: (a.x + b.x) / 2, y: (a.y + b.y) / 2}, d = Math.max(Math.hypot(a.x - b.x, a.y - b.y), 1);
    if (ev.type === "touchmove" && pinch) {
      show(pinchMove(pinch, mid, d, {x: lay.cx, y: lay.cy}), true);
    } else {
      pinch = {v: v, mid: mid, d: d};
    }
    fingers = 2;
    window.mahjongPinching = true;
    ev.preventDefault();
  }

  function onKey(ev) {
    var name = {"+": "in", "=": "in", "-": "out", "−": "out", "0": "reset"}[ev.key];
    var tag = ev.target && ev.target.tagName;
    if (!name || ev.defaultPrevented || ev.ctrlKey || ev.metaKey || ev.altKey ||
        tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA" || document.querySelector("dialog[open]")) {
      return;
    }
    ev.preventDefault();
    act(name);
  }

  function start() {
    stage = document.getElementById("stage");
    board = document.getElementById("board");
    var zoom = document.getElementById("zoom");
    if (!stage || !board || !zoom || typeof ResizeObserver !== "function") return;
    if (document.documentElement.getAttribute("data-embed") === "1") KEY = "mahjong.v1.embed.zoom";
    ["in", "out", "reset"].forEach(function (n) { buttons[n] = zoom.querySelector('[data-zoom="' + n + '"]'); });
    load();
    zoom.addEventListener("click", function (ev) {
      var b = ev.target.closest("[data-zoom]");
      if (b && !b.disabled) act(b.getAttribute("data-zoom"));
    });
    document.addEventListener("keydown", onKey);
    stage.addEventListener("wheel", onWheel, {passive: false});
    ["touchstart", "touchmove", "touchend", "touchcancel"].forEach(function (type) {
      stage.addEventListener(type, onTouch, {passive: false});
    });
    var ro = new ResizeObserver(measure);
    ro.observe(stage);
    ro.observe(board);
    new MutationObserver(open).observe(board, {attributes: true, attributeFilter: ["data-variant"]});
    open();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
