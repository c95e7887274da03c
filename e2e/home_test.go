package e2e

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/google/go-cmp/cmp"
)

// TestHomeSavesAndRestores plays moves, undoes one, reloads: the game and its redo history
// are back. Then corrupt storage is reported once and the page still plays.
func TestHomeSavesAndRestores(t *testing.T) {
	const id, n = "shanghai-square", 21
	p := deal(t, id, n)
	line := solve(t, p)
	tb := newTab(t)
	full := tb.open(link(id, n)).TilesLeft
	for _, m := range line[:3] {
		tb.removePair(int(m.From), int(m.To))
	}
	tb.press("#undo")
	before := tb.state()
	after := tb.reload()
	if after.TilesLeft != before.TilesLeft || after.TilesLeft != full-4 {
		t.Errorf("after reload %d tiles left, before %d; want %d", after.TilesLeft, before.TilesLeft, full-4)
	}
	var redo bool
	tb.eval(`!document.getElementById("redo").disabled`, &redo)
	if !redo {
		t.Error("after reload the undone move cannot be redone")
	}

	// The save of a game not shown is corrupted by hand; opening that game reports it.
	tb.eval(`localStorage.setItem("mahjong.v1.game.shanghai-pyramid", "1;garbage"), true`, nil)
	st := tb.open("#game=shanghai-pyramid")
	if !strings.Contains(st.Notice, "could not be read") || st.Variant != "shanghai-pyramid" || st.Version == 0 {
		t.Errorf("after corrupting the save: notice %q, %d tiles; want a notice and a fresh deal", st.Notice, st.TilesLeft)
	}
	if st := tb.reload(); st.Notice != "" {
		t.Errorf("the corrupt save is reported again: %q", st.Notice)
	}
}

// TestHomeSettingsPersist changes the theme and tile size and finds them after a reload.
func TestHomeSettingsPersist(t *testing.T) {
	tb := newTab(t)
	tb.open(link("shanghai-square", 22))
	tb.eval(`document.getElementById("settings-open").click(), true`, nil)
	tb.eval(`(() => { const f = document.getElementById("settings-form").elements;
		f.theme.value = "dark"; f.available.checked = false;
		f.theme.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`, nil)
	tb.reload()
	var got string
	tb.eval(`document.documentElement.dataset.theme + " " + document.getElementById("board").classList.contains("no-free-marks")`, &got)
	if got != "dark true" {
		t.Errorf("after reload theme and marks %q, want \"dark true\"", got)
	}
	tb.eval(`localStorage.removeItem("mahjong.v1.settings"), true`, nil)
}

// setSetting changes one field of the Settings dialog as the player would, and waits until
// the page has applied it.
func (tb *tab) setSetting(field, value string) {
	tb.t.Helper()
	tb.eval(fmt.Sprintf(`(() => { document.getElementById("settings-open").click();
		const f = document.getElementById("settings-form").elements;
		if (f[%[1]q].type === "checkbox") f[%[1]q].checked = %[2]q === "true"; else f[%[1]q].value = %[2]q;
		f[%[1]q].dispatchEvent(new Event("change", {bubbles: true}));
		document.getElementById("settings-dialog").close(); return true; })()`, field, value), nil)
}

// TestHomeStatistics wins a deal and finds it in the Statistics dialog; resetting, once
// confirmed, empties it.
func TestHomeStatistics(t *testing.T) {
	const id, n = "shanghai-square", 31
	p := deal(t, id, n)
	line := solve(t, p)
	tb := newTab(t)
	tb.open(link(id, n))
	// A game of another deal left in progress would count as abandoned at the first move.
	tb.eval(`localStorage.removeItem("mahjong.v1.game.`+id+`"), localStorage.removeItem("mahjong.v1.stats"), true`, nil)
	tb.open(link(id, n))
	for _, m := range line {
		tb.removePair(int(m.From), int(m.To))
	}
	tb.wait("the win", `document.getElementById("result").dataset.result === "won"`)
	row := func() []string {
		t.Helper()
		tb.eval(`document.getElementById("result").close(), true`, nil)
		tb.run("open the statistics", chromedp.Click("#stats-open", chromedp.ByQuery, chromedp.NodeVisible))
		var cells []string
		tb.eval(`[...document.querySelectorAll('#stats-body tr[data-variant="`+id+`"] td')].map((e) => e.textContent)`, &cells)
		return cells
	}
	// Played, won, win rate, streak, best streak, best time, average moves.
	cells := row()
	if len(cells) != 7 {
		t.Fatalf("statistics row of %s: %q", id, cells)
	}
	wantMoves := fmt.Sprintf("%d.0", len(line))
	if got := []string{cells[0], cells[1], cells[2], cells[3], cells[4], cells[6]}; !cmp.Equal(got, []string{"1", "1", "100%", "1", "1", wantMoves}) {
		t.Errorf("statistics after one win: %q; want played 1, won 1, 100%%, streak 1, best streak 1, average %s moves", cells, wantMoves)
	}
	if !regexp.MustCompile(`^\d+:\d\d$`).MatchString(cells[5]) {
		t.Errorf("best time %q, want m:ss", cells[5])
	}
	tb.screenshot("home-statistics")

	// Reset asks first; "Keep" keeps them, "Reset" empties them.
	tb.run("reset", chromedp.Click("#stats-reset", chromedp.ByQuery, chromedp.NodeVisible))
	tb.run("keep", chromedp.Click(`#stats-confirm [data-home="reset-no"]`, chromedp.ByQuery, chromedp.NodeVisible))
	var played string
	tb.eval(`document.querySelector('#stats-body tr[data-variant="`+id+`"] td').textContent`, &played)
	if played != "1" {
		t.Errorf("after Keep, played %q, want 1", played)
	}
	tb.run("reset", chromedp.Click("#stats-reset", chromedp.ByQuery, chromedp.NodeVisible))
	tb.run("confirm", chromedp.Click("#stats-reset-yes", chromedp.ByQuery, chromedp.NodeVisible))
	tb.eval(`[...document.querySelectorAll('#stats-body tr[data-variant="`+id+`"] td')].map((e) => e.textContent)`, &cells)
	if !cmp.Equal(cells, []string{"0", "0", "0%", "0", "0", "–", "–"}) {
		t.Errorf("after reset: %q, want zeros and dashes", cells)
	}
	tb.reload()
	if cells = row(); len(cells) == 0 || cells[0] != "0" {
		t.Errorf("after reset and reload: %q, want played 0", cells)
	}
}

// TestHomeSwitchResumes plays in two games, switching with the picker: each is back where
// it was.
func TestHomeSwitchResumes(t *testing.T) {
	tb := newTab(t)
	played := map[string]int{}
	for _, g := range []struct {
		id string
		n  uint64
	}{{"shanghai-square", 41}, {"shanghai-pyramid", 42}} {
		p := deal(t, g.id, g.n)
		line := solve(t, p)
		full := tb.open(link(g.id, g.n)).TilesLeft
		k := 2
		if g.id == "shanghai-pyramid" {
			k = 3
		}
		for _, m := range line[:k] {
			tb.removePair(int(m.From), int(m.To))
		}
		played[g.id] = full - 2*k
	}
	for _, id := range []string{"shanghai-square", "shanghai-pyramid", "shanghai-square"} {
		before := tb.version()
		tb.pick(id)
		tb.wait("the switch to "+id, fmt.Sprintf(`Number(document.getElementById("board").dataset.version) > %d && document.getElementById("board").dataset.variant === %q`, before, id))
		if st := tb.state(); st.TilesLeft != played[id] {
			t.Errorf("back to %s: %d tiles left, want %d", id, st.TilesLeft, played[id])
		}
	}
}

// TestHomeTileSize: the tile size setting scales the tiles of every family's board, on a
// screen wide enough that the setting, not the stage, limits them.
func TestHomeTileSize(t *testing.T) {
	tb := newTab(t)
	tb.run("set the viewport", chromedp.EmulateViewport(2400, 1800))
	for _, g := range []struct{ id, sel string }{
		{"shanghai-square", "#board .tile"},
		{"mahjongg-stones", "#board .sq"},
		{"one-player", "#board .op-cell"},
		{"mahjongg-freecell", "#board .fc-cell"},
	} {
		t.Run(g.id, func(t *testing.T) {
			tb.t = t
			var offered bool
			tb.open("")
			// Mahjong Solitaire's layouts are offered by its one entry, and the gallery.
			tb.eval(`[...document.getElementById("variant").options].some((o) => o.value === "`+g.id+`" || "`+g.id+`".startsWith("shanghai-") && o.value.startsWith("shanghai-"))`, &offered)
			if !offered {
				t.Fatalf("%s is not offered in the picker", g.id)
			}
			tb.open(link(g.id, 7))
			width := map[string]float64{}
			for _, size := range []string{"80", "140"} {
				tb.setSetting("size", size)
				var w float64
				tb.eval(`document.querySelector("`+g.sel+`").getBoundingClientRect().width`, &w)
				width[size] = w
			}
			if width["140"] < width["80"]*1.5 {
				t.Errorf("%s: %s is %.1fpx wide at the smallest size and %.1fpx at the largest; want 1.75 times", g.id, g.sel, width["80"], width["140"])
			}
		})
	}
	tb.t = t
	tb.setSetting("size", "100")
}

// TestHomeFreeCellAutoPlay: the FreeCell panel's Auto-play switch is the setting: switched
// off, it stays off after a reload, and a new game starts with it off.
func TestHomeFreeCellAutoPlay(t *testing.T) {
	tb := newTab(t)
	tb.open(link("mahjongg-freecell", 9))
	// Another test may have switched it off: start from the defaults.
	tb.eval(`localStorage.removeItem("mahjong.v1.settings"), true`, nil)
	tb.open(link("mahjongg-freecell", 9))
	t.Cleanup(func() { tb.eval(`localStorage.removeItem("mahjong.v1.settings"), true`, nil) })
	tb.run("switch auto-play off", chromedp.Click("#fc-autoplay", chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("auto-play off", `!document.getElementById("fc-autoplay").checked`)
	tb.reload()
	var form bool
	tb.eval(`(() => { document.getElementById("settings-open").click();
		const on = document.getElementById("settings-form").elements.autoplay.checked;
		document.getElementById("settings-dialog").close(); return on; })()`, &form)
	if form {
		t.Error("after reload the Auto-play setting is on, want off")
	}
	tb.press("#new")
	var box bool
	tb.eval(`document.getElementById("fc-autoplay").checked`, &box)
	if box {
		t.Error("a new FreeCell game starts with auto-play on, want off as the setting says")
	}
}
