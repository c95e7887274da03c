// The logic of static/zoom.js, run under node by internal/site/zoomjs_test.go: node zoom_test.js
// PATH-TO-zoom.js. Prints one line per failure and exits 1 when any.
"use strict";
const z = require(process.argv[2]);
let failed = 0;
function check(name, got, want) {
  const g = JSON.stringify(got, (k, v) => (typeof v === "number" ? Math.round(v * 1e6) / 1e6 : v));
  const w = JSON.stringify(want);
  if (g !== w) {
    console.log(name + ": got " + g + ", want " + w);
    failed++;
  }
}

// Steps: 1, 2, 3, 4; between steps, the next one.
for (const [s, dir, want] of [[1, 1, 2], [1.7, 1, 2], [4, 1, 4], [2, -1, 1], [2.5, -1, 2], [1, -1, 1]]) {
  check("nextStep(" + s + ", " + dir + ")", z.nextStep(s, dir), want);
}

// A board of 300×200 in a stage of 400×300; c is where its centre is laid out.
const lay = (cx, cy) => ({bw: 300, bh: 200, sw: 400, sh: 300, cx: cx, cy: cy});
for (const [name, v, l, want] of [
  ["fitted stays", {s: 1, x: 0, y: 0}, lay(0, 0), {s: 1, x: 0, y: 0}],
  ["a board that fits is centred", {s: 1, x: 50, y: -50}, lay(0, 0), {s: 1, x: 0, y: 0}],
  ["within bounds", {s: 2, x: 80, y: -40}, lay(0, 0), {s: 2, x: 80, y: -40}],
  ["past the edges", {s: 2, x: 500, y: -500}, lay(0, 0), {s: 2, x: 100, y: -50}],
  ["wider only", {s: 1.5, x: -60, y: 30}, lay(0, 0), {s: 1.5, x: -25, y: 0}],
  ["scale too large", {s: 7, x: 0, y: 0}, lay(0, 0), {s: 4, x: 0, y: 0}],
  ["not a number", {s: 2, x: NaN, y: 0}, lay(0, 0), {s: 2, x: 0, y: 0}],
  ["laid out at the top, zoomed, kept inside", {s: 1.2, x: 0, y: 0}, lay(0, -50), {s: 1.2, x: 0, y: 20}],
  ["laid out at the top, zoomed past the stage", {s: 2, x: 0, y: 300}, lay(0, -50), {s: 2, x: 0, y: 100}],
  ["sizes not known yet: the pan is kept", {s: 2, x: 900, y: 0}, {bw: 0, bh: 0, sw: 0, sh: 0, cx: 0, cy: 0}, {s: 2, x: 900, y: 0}],
]) {
  check("clampView: " + name, z.clampView(v, l), want);
}

// What is drawn under the pointer stays under it.
for (const [v, s, p, c] of [
  [{s: 1, x: 0, y: 0}, 2, {x: 100, y: -50}, {x: 0, y: 0}],
  [{s: 1.5, x: -30, y: 12}, 3, {x: -80, y: 200}, {x: 0, y: 0}],
  [{s: 1, x: 0, y: 0}, 2, {x: 0, y: -150}, {x: 0, y: -50}],
]) {
  const q = {x: (p.x - c.x - v.x) / v.s, y: (p.y - c.y - v.y) / v.s}; // the board point under p
  const w = z.zoomAt(v, s, p, c);
  check("zoomAt keeps " + JSON.stringify(p), {x: c.x + w.x + w.s * q.x, y: c.y + w.y + w.s * q.y}, p);
}

// Two fingers: spread twice as far apart about the centre doubles; moved together, pan.
const start = {v: {s: 1, x: 0, y: 0}, mid: {x: 0, y: 0}, d: 100};
check("pinch apart", z.pinchMove(start, {x: 0, y: 0}, 200, {x: 0, y: 0}), {s: 2, x: 0, y: 0});
check("pinch moved", z.pinchMove({v: {s: 2, x: 0, y: 0}, mid: {x: 0, y: 0}, d: 100}, {x: 20, y: 40}, 100, {x: 0, y: 0}), {s: 2, x: 20, y: 40});
check("pinch in stops at fitted", z.pinchMove({v: {s: 1.5, x: 0, y: 0}, mid: {x: 0, y: 0}, d: 200}, {x: 0, y: 0}, 20, {x: 0, y: 0}), {s: 1, x: 0, y: 0});

// What is kept: valid entries only.
check("parseViews", z.parseViews(JSON.stringify({
  "shanghai-turtle": [2, -120, 33], "Bad Id": [2, 0, 0], "sea-cell": [9, 0, 0], "one-player": [2, 0], "sea-level": [1.5, "x", 0],
})), {"shanghai-turtle": [2, -120, 33]});
for (const text of ["", "not json", "[1,2]", "null", "7"]) {
  check("parseViews(" + JSON.stringify(text) + ")", z.parseViews(text), {});
}

if (failed) process.exit(1);
console.log("ok");
