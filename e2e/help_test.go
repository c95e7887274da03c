package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestHelpPerVariant picks every game the picker offers in one page and checks that the
// help panel then opens with that game's own rules, its decided rules marked, and the
// status line explained (the wording is tested natively in wasm/panels).
func TestHelpPerVariant(t *testing.T) {
	tb := newTab(t)
	st := tb.open("#game=shanghai-square&deal=1")
	if len(st.Options) == 0 {
		t.Fatal("the picker offers no game")
	}
	for _, o := range st.Options {
		tb.eval(`(() => { const s = document.getElementById("variant"); s.value = `+jsString(o.Value)+
			`; s.dispatchEvent(new Event("change", {bubbles: true})); return true })()`, nil)
		tb.wait(o.Value+" to be dealt", `document.getElementById("board").dataset.variant === `+jsString(o.Value))
		// The rules are a file of the site, fetched when the game is first shown.
		tb.wait(o.Value+"'s rules", `document.getElementById("help-text").dataset.game === `+jsString(o.Value))
		var got struct{ Title, First, Decided, Status string }
		tb.eval(`(() => {
			const h = document.getElementById("help-text");
			const q = s => (h.querySelector(s) || {}).textContent || "";
			return {Title: q(".variant-rules h2"), First: q(".variant-rules h2 + p"), Decided: q(".variant-rules .decided"), Status: q(".status-help")};
		})()`, &got)
		if got.Title != o.Text {
			t.Errorf("%s: the help opens with %q, want the game's name %q", o.Value, got.Title, o.Text)
		}
		if fc := strings.HasPrefix(o.Value, "sea-") || strings.HasSuffix(o.Value, "freecell"); fc && !strings.HasPrefix(got.First, "Goal: ") {
			t.Errorf("%s: the rules open with %q, not with the goal", o.Value, got.First)
		}
		if !strings.HasPrefix(got.Decided, "Decided by this project for this game") {
			t.Errorf("%s: the help marks no decided rule of this game: %q", o.Value, got.Decided)
		}
		if !strings.Contains(got.Status, "Deal is the deal number") {
			t.Errorf("%s: the help does not explain the status line: %q", o.Value, got.Status)
		}
	}
}

// jsString quotes s as a JavaScript string literal (ids and names have no quotes or
// backslashes, so this only has to guard against a future one).
func jsString(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}

// TestHelpToggle: the Help button opens the help and closes it again, and Escape closes it,
// with the focus back on the button.
func TestHelpToggle(t *testing.T) {
	tb := newTab(t)
	tb.open("#game=shanghai-square&deal=1")
	const open = `document.getElementById("help").open`
	tb.run("click Help", chromedp.Click("#help-open", chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the help to open", open)
	tb.run("click Help again", chromedp.Click("#help-open", chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the help to close", "!"+open)
	tb.run("click Help", chromedp.Click("#help-open", chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the help to open again", open+` && document.activeElement === document.querySelector("#help summary")`)
	tb.run("press Escape", chromedp.KeyEvent(kb.Escape))
	tb.wait("Escape to close the help", "!"+open+` && document.activeElement === document.getElementById("help-open")`)
}
