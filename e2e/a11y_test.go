package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"mahjong/e2e/harness"
	"mahjong/engine"
)

// axeFile is axe-core as build.sh installs it (npm install --prefix .cache/npm axe-core@4.10.2).
const axeFile = "../.cache/npm/node_modules/axe-core/axe.min.js"

// violation is one rule axe-core found broken, with the elements that break it.
type violation struct {
	ID, Impact, Help string
	Nodes            []struct {
		Target         []any
		FailureSummary string
	}
}

// axe injects axe-core into the page, runs it on the whole document and fails the test for
// every violation, naming the rule and the elements.
func (tb *tab) axe(src, where string) {
	tb.t.Helper()
	var injected bool
	tb.run("inject axe-core", chromedp.Evaluate(src+";\ntypeof axe === 'object'", &injected))
	if !injected {
		tb.t.Fatalf("%s: axe-core did not load", where)
	}
	var vs []violation
	tb.run("axe.run", chromedp.Evaluate(`axe.run(document, {resultTypes: ["violations"]}).then((r) => r.violations.map((v) => ({
		ID: v.id, Impact: v.impact || "", Help: v.help,
		Nodes: v.nodes.map((n) => ({Target: n.target, FailureSummary: n.failureSummary || ""})),
	})))`, &vs, harness.AwaitPromise))
	for _, v := range vs {
		var nodes []string
		for i, n := range v.Nodes {
			if i == 5 {
				nodes = append(nodes, fmt.Sprintf("... and %d more", len(v.Nodes)-5))
				break
			}
			target, _ := json.Marshal(n.Target)
			nodes = append(nodes, string(target)+": "+strings.ReplaceAll(n.FailureSummary, "\n", " "))
		}
		tb.t.Errorf("%s: axe %s (%s): %s\n  %s", where, v.ID, v.Impact, v.Help, strings.Join(nodes, "\n  "))
	}
}

func readAxe(t *testing.T) string {
	t.Helper()
	src, err := os.ReadFile(axeFile)
	if err != nil {
		abs, _ := filepath.Abs(axeFile)
		t.Fatalf("axe-core is missing (%v): ./build.sh test installs it; by hand: npm install --prefix .cache/npm axe-core@4.10.2 (looked for %s)", err, abs)
	}
	return string(src)
}

// TestAxe runs axe-core on the page of every game the picker offers, with the help panel
// open, and with each dialog open (the result, the statistics, the settings, the share link,
// the daily deals, the new game's confirmation): no violation is allowed.
func TestAxe(t *testing.T) {
	src := readAxe(t)
	tb := newTab(t)
	st := tb.open("")
	if len(st.Options) == 0 {
		t.Fatal("the picker offers no game")
	}
	for _, o := range st.Options {
		t.Run(o.Value, func(t *testing.T) {
			vt := newTab(t)
			vt.open("#game=" + o.Value + "&deal=1")
			vt.axe(src, o.Value)
		})
	}
	t.Run("help", func(t *testing.T) {
		ht := newTab(t)
		ht.open("#game=shanghai-square&deal=1")
		ht.run("open the help", chromedp.Click("#help-open", chromedp.ByQuery, chromedp.NodeVisible))
		ht.wait("the help to open", `document.getElementById("help").open && document.activeElement === document.querySelector("#help summary")`)
		ht.axe(src, "help open")
	})
	// The dialogs, each open as the player opens it.
	t.Run("result", func(t *testing.T) {
		dt := newTab(t)
		dt.open(link("shanghai-square", 74))
		dt.winSquare(74)
		dt.axe(src, "result open")
	})
	for _, d := range []struct{ button, dialog string }{
		{"#stats-open", "stats-dialog"}, {"#settings-open", "settings-dialog"}, {"#share-open", "share-dialog"},
		{"#daily-open", "daily-dialog"},
	} {
		t.Run(d.dialog, func(t *testing.T) {
			dt := newTab(t)
			dt.open("#game=shanghai-square&deal=1")
			dt.run("open "+d.dialog, chromedp.Click(d.button, chromedp.ByQuery, chromedp.NodeVisible))
			dt.wait(d.dialog+" to open", modal(d.dialog))
			dt.axe(src, d.dialog+" open")
		})
	}
	t.Run("status", func(t *testing.T) { // "not winnable any more", with its "Undo N moves"
		dt, line, undo := statusGame(t, "shanghai-square", 1, "square-loss.txt")
		dt.playToLoss(deal(t, "shanghai-square", 1), line, undo, func(m engine.Move) { dt.removePair(int(m.From), int(m.To)) })
		dt.waitOutlook("not-winnable", undo)
		dt.axe(src, "status not winnable")
	})
	t.Run("gallery", func(t *testing.T) {
		dt := newTab(t)
		dt.open("#game=shanghai-square&deal=1")
		dt.openGallery()
		dt.axe(src, "gallery open")
	})
	t.Run("confirm-new", func(t *testing.T) {
		const n = 75
		line := solve(t, deal(t, "shanghai-square", n))
		dt := newTab(t)
		dt.open(link("shanghai-square", n))
		dt.removePair(int(line[0].From), int(line[0].To))
		dt.key("n")
		dt.wait("the confirmation", modal("confirm-new"))
		dt.axe(src, "new game confirmation open")
	})
}

// TestKeyboard plays Shanghai without the mouse: arrows move the focus to the nearest tile
// in their direction (nav.Nearest), PageUp climbs a layer, Enter and Space pick and
// remove a pair, the live region says what happened, U undoes, Restart is announced and ? opens
// the help.
func TestKeyboard(t *testing.T) {
	tb := newTab(t)
	tb.open("#game=shanghai-square&deal=1")
	focused := func() string {
		var s string
		tb.eval(`document.activeElement.dataset.slot || document.activeElement.id || document.activeElement.tagName`, &s)
		return s
	}
	tb.eval(`document.querySelector('#board [data-slot="0"]').focus(), true`, nil)
	steps := []struct {
		key  string
		want string
	}{
		{kb.ArrowRight, "1"},
		{kb.ArrowDown, "25"}, // the nearest below: the layer 1 tile half a tile down and left
		{kb.ArrowDown, "41"}, // the top tile wins the tie with slot 5 under it
		{kb.ArrowLeft, "5"},
		{kb.ArrowUp, "25"},
		{kb.ArrowLeft, "0"},
		{kb.ArrowLeft, "0"}, // the first corner: the focus stays
		{kb.PageUp, "25"},
		{kb.PageUp, "41"},
		{kb.PageDown, "25"},
	}
	for _, s := range steps {
		tb.run("press "+s.key, chromedp.KeyEvent(s.key))
		if got := focused(); got != s.want {
			t.Fatalf("after %q the focus is on %q, want slot %s", s.key, got, s.want)
		}
	}

	// Deal 1 starts with 1b free at slots 43 and 47 (see wasm/shanghai's square1).
	before := tb.version()
	tb.eval(`document.querySelector('#board [data-slot="43"]').focus(), true`, nil)
	tb.run("press Enter", chromedp.KeyEvent(kb.Enter))
	tb.wait("slot 43 to be picked", fmt.Sprintf(`Number(document.getElementById("board").dataset.version) > %d && document.querySelector('#board [data-slot="43"]').getAttribute("aria-pressed") === "true"`, before))
	tb.eval(`document.querySelector('#board [data-slot="47"]').focus(), true`, nil)
	tb.run("press Space", chromedp.KeyEvent(" "))
	tb.wait("the pair to go", `document.querySelector('#board [data-slot="43"]').hidden && document.querySelector('#board [data-slot="47"]').hidden`)
	live := func() string {
		var s string
		tb.eval(`document.getElementById("live").textContent`, &s)
		return s
	}
	if got, want := live(), "Removed Bamboo 1 and Bamboo 1; 48 tiles left"; got != want {
		t.Errorf("the live region says %q, want %q", got, want)
	}
	if f := focused(); f == "BODY" {
		t.Errorf("the focus fell to the page after the pair went; want it on a tile")
	}

	tb.run("press U", chromedp.KeyEvent("u"))
	tb.wait("the undo", `!document.querySelector('#board [data-slot="43"]').hidden`)
	if got, want := live(), "Undone; Tiles 50"; got != want {
		t.Errorf("after U the live region says %q, want %q", got, want)
	}
	tb.run("click Redo", chromedp.Click("#redo", chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the redo", `document.querySelector('#board [data-slot="43"]').hidden`)
	tb.run("click Restart", chromedp.Click("#restart", chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the restart", `!document.querySelector('#board [data-slot="43"]').hidden`)
	if got, want := live(), "Restarted; Tiles 50"; got != want {
		t.Errorf("after Restart the live region says %q, want %q", got, want)
	}

	tb.run("press ?", chromedp.KeyEvent("?"))
	tb.wait("the help to open", `document.getElementById("help").open && document.activeElement === document.querySelector("#help summary")`)
	// The rules are a file of the site, fetched when the game is first shown.
	tb.wait("the rules", `document.getElementById("help-text").dataset.game === document.getElementById("board").dataset.variant`)
	var text string
	tb.eval(`document.getElementById("help-text").textContent`, &text)
	if !strings.Contains(text, "Decided by this project") {
		t.Errorf("the help names no decided rule: %q", text)
	}
}
