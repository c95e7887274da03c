package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
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
	tb.run("reload", chromedp.Reload())
	tb.wait("the page to be ready", `document.documentElement.dataset.ready === "1"`)
	after := tb.state()
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
	tb.run("reload", chromedp.Reload())
	tb.wait("the page to be ready", `document.documentElement.dataset.ready === "1"`)
	if st := tb.state(); st.Notice != "" {
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
	tb.run("reload", chromedp.Reload())
	tb.wait("the page to be ready", `document.documentElement.dataset.ready === "1"`)
	var got string
	tb.eval(`document.documentElement.dataset.theme + " " + document.getElementById("board").classList.contains("no-free-marks")`, &got)
	if got != "dark true" {
		t.Errorf("after reload theme and marks %q, want \"dark true\"", got)
	}
	tb.eval(`localStorage.removeItem("mahjong.v1.settings"), true`, nil)
}
