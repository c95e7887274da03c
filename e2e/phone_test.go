package e2e

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"mahjong/wasm/store"
)

// toolbarRowsJS is how many rows the toolbar's shown controls take: a control starts a row
// when its top is below the bottom of the row before.
const toolbarRowsJS = `(() => {
	const rs = [...document.querySelectorAll("#controls > *")].map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
	rs.sort((a, b) => a.top - b.top);
	let rows = 0, bottom = -Infinity;
	for (const r of rs) {
		if (r.top >= bottom - 1) { rows++; bottom = r.bottom; } else bottom = Math.max(bottom, r.bottom);
	}
	return rows;
})()`

// coveredJS names, for the selectors given, each of their elements that lies over a part of
// a tile (or any place the player acts on, harness.PlayableJS's) in sight: the part of it
// that the stage shows.
const coveredJS = `((sels) => {
	const s = document.getElementById("stage").getBoundingClientRect(), out = [];
	const over = [];
	for (const sel of sels) for (const e of document.querySelectorAll(sel)) {
		const r = e.getBoundingClientRect();
		if (r.width > 0 && r.height > 0) over.push([sel, r]);
	}
	const places = ".tile:not([hidden]), .fc-t[data-face]:not([data-face='']):not([hidden]), .fc-cell, .fc-pile, .sq, .op-cell, .op-hand";
	for (const t of document.querySelectorAll("#board :is(" + places + ")")) {
		const r = t.getBoundingClientRect();
		const l = Math.max(r.left, s.left), ri = Math.min(r.right, s.right), tp = Math.max(r.top, s.top), b = Math.min(r.bottom, s.bottom);
		if (ri - l < 1 || b - tp < 1) continue;
		for (const [sel, o] of over) {
			if (o.left < ri - .5 && l < o.right - .5 && o.top < b - .5 && tp < o.bottom - .5) out.push(sel + " over " + (t.dataset.slot || t.dataset.place || t.className));
		}
	}
	return out;
})`

// checkUncovered fails the test when an element of sels lies over a tile in sight.
func (tb *tab) checkUncovered(when string, sels ...string) {
	tb.t.Helper()
	var over []string
	tb.eval(fmt.Sprintf("%s(%s)", coveredJS, jsStrings(sels)), &over)
	if len(over) > 0 {
		if len(over) > 5 {
			over = append(over[:5], fmt.Sprintf("and %d more", len(over)-5))
		}
		tb.t.Errorf("%s: %s", when, strings.Join(over, "; "))
	}
}

func jsStrings(ss []string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = jsString(s)
	}
	return "[" + strings.Join(q, ", ") + "]"
}

// openMenu opens the toolbar's menu where the window is narrow enough to have one (a phone's),
// so that every control of the toolbar shows; elsewhere it does nothing.
func (tb *tab) openMenu() {
	tb.t.Helper()
	var has bool
	if tb.eval(`getComputedStyle(document.getElementById("menu-open")).display !== "none"`, &has); !has {
		return
	}
	tb.run("open the menu", chromedp.Click("#menu-open", chromedp.ByQuery))
	tb.wait("the menu", `document.getElementById("menu-open").getAttribute("aria-expanded") === "true"`)
}

// TestPhoneLayout, on a phone (390×844, touch) in English, German and Japanese: the toolbar
// takes one row in English and at most two in the others, its other controls are in a menu;
// the zoom buttons, a hint's notice and the open help cover no tile, fitted or zoomed; the
// German statistics fit the window's width.
func TestPhoneLayout(t *testing.T) {
	for _, lang := range []struct {
		tag  string
		rows int
	}{{"en", 1}, {"de", 2}, {"ja", 2}} {
		t.Run(lang.tag, func(t *testing.T) {
			tb := newTab(t)
			tb.forgetZoom()
			tb.run("phone", phone(390, 844, true))
			tb.open("?lang=" + lang.tag + "#game=shanghai-turtle&deal=3")
			var rows int
			tb.eval(toolbarRowsJS, &rows)
			if rows > lang.rows {
				t.Errorf("the toolbar takes %d rows, want at most %d", rows, lang.rows)
			}
			tb.screenshot("phone-toolbar-" + lang.tag)

			// The menu: the other controls, shown by the Menu button, hidden by Escape or a choice.
			shown := `getComputedStyle(document.getElementById("stats-open")).display !== "none"`
			var visible bool
			if tb.eval(shown, &visible); visible {
				t.Errorf("Statistics shows in the toolbar's row")
			}
			tb.openMenu()
			tb.wait("the menu's controls", shown)
			tb.screenshot("phone-menu-" + lang.tag)
			if lang.tag == "en" {
				tb.axe(readAxe(t), "the phone's menu, open")
			}
			tb.key(kb.Escape)
			tb.wait("Escape to close the menu", `document.getElementById("menu-open").getAttribute("aria-expanded") === "false" && !(`+shown+`)`)
			tb.openMenu()
			tb.eval(fmt.Sprintf(`localStorage.setItem(%q, %q), true`, store.StatsKey, heavyStats()), nil)
			t.Cleanup(func() { tb.eval(fmt.Sprintf(`localStorage.removeItem(%q), true`, store.StatsKey), nil) })
			tb.run("Statistics", chromedp.Click("#stats-open", chromedp.ByQuery, chromedp.NodeVisible))
			tb.wait("the statistics", modal("stats-dialog"))
			tb.wait("the menu to close", `document.getElementById("menu-open").getAttribute("aria-expanded") === "false"`)
			var stats struct {
				Problems      []string
				Width, Dialog int
			}
			tb.eval(statsLayoutJS, &stats)
			for _, p := range stats.Problems {
				t.Error("statistics: " + p)
			}
			var right float64
			tb.eval(`document.getElementById("stats-table").getBoundingClientRect().right - innerWidth`, &right)
			if right > .5 {
				t.Errorf("the statistics table reaches %.1f px past the window's right edge", right)
			}
			tb.screenshot("phone-stats-" + lang.tag)
			tb.key(kb.Escape)
			tb.wait("the statistics to close", `!document.getElementById("stats-dialog").open`)

			// A long notice (a FreeCell hint's), fitted and zoomed in twice by the buttons.
			tb.open("?lang=" + lang.tag + "#game=mahjongg-freecell&deal=2")
			tb.run("Hint", chromedp.Click("#hint", chromedp.ByQuery))
			tb.wait("the hint's notice", `!document.getElementById("notice").hidden && document.getElementById("notice").textContent.length > 20`)
			tb.checkUncovered("fitted", "#zoom button", "#notice")
			for i := 1; i <= 2; i++ {
				tb.run("zoom in", chromedp.Click(`#zoom [data-zoom="in"]`, chromedp.ByQuery))
				tb.wait("the zoom", fmt.Sprintf(`document.getElementById("board").dataset.scale === "%d"`, i+1))
				tb.checkUncovered(fmt.Sprintf("zoomed to %d", i+1), "#zoom button", "#notice")
			}
			tb.screenshot("phone-notice-zoomed-" + lang.tag)
			tb.run("fit", chromedp.Click(`#zoom [data-zoom="reset"]`, chromedp.ByQuery))

			// The help, open while the game is played, covers no tile.
			tb.run("open the help", chromedp.Click("#help summary", chromedp.ByQuery))
			tb.wait("the help", `document.getElementById("help").open && document.getElementById("help-text").textContent.length > 100`)
			tb.checkUncovered("the help open", "#help")
			tb.screenshot("phone-help-" + lang.tag)
		})
	}
}

// boardBoxJS is the board's box as drawn (after the zoom) and the stage's, and the board's
// version (how many renders).
const boardBoxJS = `(() => {
	const b = document.getElementById("board").getBoundingClientRect(), s = document.getElementById("stage").getBoundingClientRect();
	return {X: b.left + b.width / 2, Y: b.top + b.height / 2, SX: s.left + s.width / 2, SY: s.top + s.height / 2,
		Version: Number(document.getElementById("board").dataset.version)};
})()`

type boardBox struct {
	X, Y, SX, SY float64
	Version      int
}

// TestPhoneOneFingerPan: on a phone, a board zoomed in by the buttons pans with one finger,
// the swipe plays nothing, and a tap then still plays; on FreeCell, a finger pressed on a
// tile that can move drags the tile, not the board.
func TestPhoneOneFingerPan(t *testing.T) {
	const id, n = "shanghai-turtle", 5
	tb := newTab(t)
	tb.forgetZoom()
	tb.run("phone", phone(390, 844, true))
	tb.open(link(id, n))
	tb.run("zoom in", chromedp.Click(`#zoom [data-zoom="in"]`, chromedp.ByQuery))
	tb.wait("the zoom", `document.getElementById("board").dataset.scale === "2"`)
	before := read[boardBox](tb, boardBoxJS)
	// Towards the stage's middle, so that the pan has room.
	dx := 80.0
	if before.X > before.SX {
		dx = -80
	}
	from := point{X: before.SX, Y: before.SY + 40}
	tb.run("swipe with one finger", drag(from, point{X: from.X + dx, Y: from.Y}, 8, true))
	after := read[boardBox](tb, boardBoxJS)
	if got := after.X - before.X; math.Abs(got-dx) > 1.5 {
		t.Errorf("a swipe of %v px moved the board by %.1f px", dx, got)
	}
	if s := tb.boardScale(); s != 2 {
		t.Errorf("after the swipe the zoom is %v, want 2", s)
	}
	if after.Version != before.Version {
		t.Errorf("the swipe played: the board was drawn again (version %d, then %d)", before.Version, after.Version)
	}

	// A tap still plays: a pair in sight, tapped where it is drawn.
	if _, ok := tb.tapPairInSight(deal(t, id, n)); !ok {
		t.Fatal("no pair of free tiles is in sight after the pan")
	}

	// FreeCell, zoomed: a finger on a tile that can move drags it; the board stays.
	tb.open(link("mahjongg-freecell", 2))
	tb.run("zoom in", chromedp.Click(`#zoom [data-zoom="in"]`, chromedp.ByQuery))
	tb.wait("the zoom", `document.getElementById("board").dataset.scale === "2"`)
	var on point
	tb.eval(`(() => { const s = document.getElementById("stage").getBoundingClientRect();
		for (const e of document.querySelectorAll("#board .fc-t.avail")) {
			const r = e.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height * .7;
			if (x > s.left + 10 && x < s.right - 10 && y > s.top + 10 && y < s.bottom - 10 && document.elementFromPoint(x, y).closest(".fc-t") === e) return {X: x, Y: y};
		}
		return {X: 0, Y: 0}; })()`, &on)
	if on.X == 0 {
		t.Fatal("no movable FreeCell tile in sight after zooming in")
	}
	before = read[boardBox](tb, boardBoxJS)
	away := point{X: on.X + 40, Y: on.Y - 40}
	tb.run("press a movable tile and move", pointerDown(on, true), glide(on, away, 6, true))
	tb.wait("the tile's drag", `document.querySelector(".fc-ghost") !== null`)
	if after := read[boardBox](tb, boardBoxJS); after.X != before.X || after.Y != before.Y {
		t.Errorf("a tile's drag panned the board by (%.1f, %.1f)", after.X-before.X, after.Y-before.Y)
	}
	tb.run("let go where it started", glide(away, on, 6, true), pointerUp(on, true))
	tb.wait("the drag to end", `document.querySelector(".fc-ghost") === null`)
}

// TestFreeCellZoomedBottomRow: FreeCell zoomed in by the buttons, on a phone and a laptop,
// keeps its bottom row (the tiles that can be played) in sight and out from under the zoom
// buttons; the screenshots are for review.
func TestFreeCellZoomedBottomRow(t *testing.T) {
	for _, size := range []struct {
		w, h  int64
		phone bool
	}{{390, 844, true}, {1280, 800, false}} {
		name := fmt.Sprintf("%dx%d", size.w, size.h)
		t.Run(name, func(t *testing.T) {
			tb := newTab(t)
			tb.forgetZoom()
			tb.run("viewport", phone(size.w, size.h, size.phone))
			tb.open(link("mahjongg-freecell", 3))
			tb.run("zoom in", chromedp.Click(`#zoom [data-zoom="in"]`, chromedp.ByQuery))
			tb.wait("the zoom", `document.getElementById("board").dataset.scale === "2"`)
			tb.checkUncovered("zoomed in", "#zoom button")
			var row struct{ InSight, Total int }
			tb.eval(`(() => { const s = document.getElementById("stage").getBoundingClientRect();
				const last = [...document.querySelectorAll("#board .fc-col")].map((c) => [...c.querySelectorAll(".fc-t[data-face]:not([data-face='']):not([hidden])")].pop()).filter(Boolean);
				const across = last.filter((e) => { const r = e.getBoundingClientRect(); return r.right > s.left + 1 && r.left < s.right - 1; });
				const seen = across.filter((e) => { const r = e.getBoundingClientRect(); return r.top >= s.top - .5 && r.bottom <= s.bottom + .5; });
				return {InSight: seen.length, Total: across.length}; })()`, &row)
			if row.Total == 0 || row.InSight < row.Total {
				t.Errorf("zoomed in, %d of the bottom tiles of the %d columns in sight are whole in the stage", row.InSight, row.Total)
			}
			tb.screenshot("freecell-zoomed-" + name)
		})
	}
}
