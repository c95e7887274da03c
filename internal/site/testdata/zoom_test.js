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

// One finger: a tap until it moves SLOP (10 px) away, then a pan that follows it, even back
// within SLOP of where it pressed.
for (const [name, moves, want] of [
  ["still", [{x: 0, y: 0}], null],
  ["within the slop", [{x: 6, y: -7}], null],
  ["past the slop", [{x: 12, y: 0}], {s: 2, x: 32, y: -10}],
  ["diagonally past it", [{x: 8, y: 8}], {s: 2, x: 28, y: -2}],
  ["then back", [{x: 30, y: 0}, {x: 2, y: 1}], {s: 2, x: 22, y: -9}],
]) {
  const p = {v: {s: 2, x: 20, y: -10}, on: false};
  let got = null;
  for (const d of moves) got = z.panMove(p, d);
  check("panMove: " + name, got, want);
}

// The zoom buttons zoom about where the player works: a FreeCell's bottom row, near the
// bottom of the stage, stays in it (the board's bottom edge on the stage's); about the
// stage's centre, it would leave it.
{
  const l = lay(0, 0), row = {x: 30, y: 95}, v = {s: 1, x: 0, y: 0}, c = {x: 0, y: 0};
  const drawn = (w) => ({x: c.x + w.x + w.s * row.x, y: c.y + w.y + w.s * row.y});
  const about = z.clampView(z.zoomAt(v, 2, row, c), l);
  check("zoomed about the bottom row, it stays in the stage", drawn(about), {x: 30, y: 140});
  const centred = z.clampView(z.zoomAt(v, 2, {x: 0, y: 0}, c), l);
  check("zoomed about the centre, the bottom row leaves the stage", Math.abs(drawn(centred).y) > l.sh / 2, true);
}
// After the zoom, the box kept in sight is moved into the stage on each axis it fits:
// FreeCell's bottom row (a box 280 wide, 20 tall, near the stage's bottom), zoomed to 2
// about a point above it, is 560 wide (no move across) and 40 tall, moved up into the stage
// (its bottom edge on the stage's).
{
  const l = lay(0, 0), c = {x: 0, y: 0}, v = {s: 1, x: 0, y: 0}, box = {l: -140, t: 120, r: 140, b: 140};
  const w = z.zoomAt(v, 2, {x: 0, y: 100}, c);
  check("reveal the bottom row", z.reveal(w, v, box, l, c), {s: 2, x: 0, y: -130});
  check("reveal a box in sight already", z.reveal({s: 2, x: 0, y: 0}, v, {l: -10, t: -10, r: 10, b: 10}, l, c), {s: 2, x: 0, y: 0});
  check("reveal a tile off the left edge", z.reveal({s: 2, x: 0, y: 0}, v, {l: -110, t: 0, r: -90, b: 20}, l, c), {s: 2, x: 20, y: 0});
}
// Where the buttons zoom: about the playable tiles, all of them when they fit the stage's
// height after the zoom, or else the row with the most.
{
  const l = lay(0, 0), tile = (x, y) => ({l: x - 10, t: y - 14, r: x + 10, b: y + 14});
  const cells = [tile(-100, -100), tile(-70, -100)], row = [tile(-90, 100), tile(-30, 100), tile(30, 100), tile(90, 100)];
  check("spot: the cells and the row fit at 1.2", z.spot(cells.concat(row), 1.2, l), {p: {x: -28.333333, y: 33.333333}, b: {l: -110, t: -114, r: 100, b: 114}});
  check("spot: at 2 they do not, the row", z.spot(cells.concat(row), 2, l), {p: {x: 0, y: 100}, b: {l: -100, t: 86, r: 100, b: 114}});
  check("spot: nothing, the centre", z.spot([], 2, l).p, {x: 0, y: 0});
}
// What is kept: valid entries only.
check("parseViews", z.parseViews(JSON.stringify({
  "shanghai-turtle": [2, -120, 33], "Bad Id": [2, 0, 0], "sea-cell": [9, 0, 0], "one-player": [2, 0], "sea-level": [1.5, "x", 0],
})), {"shanghai-turtle": [2, -120, 33]});
for (const text of ["", "not json", "[1,2]", "null", "7"]) {
  check("parseViews(" + JSON.stringify(text) + ")", z.parseViews(text), {});
}

if (failed) process.exit(1);
console.log("ok");
