package e2e

import (
	"fmt"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/google/go-cmp/cmp"
)

// key presses one key in the tab.
func (tb *tab) key(k string, opts ...chromedp.KeyOption) {
	tb.t.Helper()
	tb.run("press "+k, chromedp.KeyEvent(k, opts...))
}

// focusOn focuses the element sel as a keyboard player's Tab would have.
func (tb *tab) focusOn(sel string) {
	tb.t.Helper()
	tb.eval(fmt.Sprintf(`document.querySelector(%q).focus(), true`, sel), nil)
}

// modal is the condition that dialog #id is open as a modal dialog with the focus inside.
func modal(id string) string {
	return fmt.Sprintf(`(() => { const d = document.getElementById(%q);
		return d.tagName === "DIALOG" && d.open && d.matches(":modal") && !d.hidden && d.contains(document.activeElement); })()`, id)
}

// winSquare plays the solver's line of a Shanghai Square deal with the mouse, to the win.
func (tb *tab) winSquare(n uint64) {
	tb.t.Helper()
	for _, m := range solve(tb.t, deal(tb.t, "shanghai-square", n)) {
		tb.removePair(int(m.From), int(m.To))
	}
	tb.wait("the win", modal("result")+` && document.getElementById("result").dataset.result === "won"`)
}

// statsRow opens the statistics, reads the row of variant id, and closes them.
func (tb *tab) statsRow(id string) []string {
	tb.t.Helper()
	var cells []string
	tb.eval(`(() => { document.getElementById("stats-open").click();
		const c = [...document.querySelectorAll('#stats-body tr[data-variant="`+id+`"] td')].map((e) => e.textContent);
		document.getElementById("stats-dialog").close(); return c; })()`, &cells)
	return cells
}

// TestDialogs: the statistics, settings and share panels, the reset confirmation and the
// result of a game are modal <dialog>s: opening one moves the focus into it, the game's
// shortcuts wait while it is open, Escape closes it and the focus goes back where it was.
func TestDialogs(t *testing.T) {
	tb := newTab(t)
	tb.open(link("shanghai-square", 71))
	for _, d := range []struct{ button, dialog string }{
		{"#stats-open", "stats-dialog"}, {"#settings-open", "settings-dialog"}, {"#share-open", "share-dialog"},
	} {
		tb.focusOn(d.button)
		tb.key(kb.Enter)
		tb.wait(d.dialog+" to open with the focus", modal(d.dialog))
		before := tb.version()
		tb.key("n") // New game's shortcut: the dialog has the keys
		tb.key("u")
		if v := tb.version(); v != before {
			t.Errorf("with %s open, N and U redrew the board (version %d to %d)", d.dialog, before, v)
		}
		tb.key(kb.Escape)
		tb.wait(d.dialog+" to close and the focus to return to "+d.button, fmt.Sprintf(
			`!document.getElementById(%q).open && document.activeElement === document.querySelector(%q)`, d.dialog, d.button))
	}

	// Resetting the statistics asks in a dialog over them; Escape leaves the statistics open.
	tb.focusOn("#stats-open")
	tb.key(kb.Enter)
	tb.wait("the statistics", modal("stats-dialog"))
	tb.focusOn("#stats-reset")
	tb.key(kb.Enter)
	tb.wait("the confirmation", modal("stats-confirm"))
	tb.key(kb.Escape)
	tb.wait("the confirmation to close", `!document.getElementById("stats-confirm").open && document.getElementById("stats-dialog").open &&
		document.activeElement === document.getElementById("stats-reset")`)
	tb.key(kb.Escape)
	tb.wait("the statistics to close", `!document.getElementById("stats-dialog").open`)

	// The result.
	tb.winSquare(71)
	tb.key(kb.Escape)
	tb.wait("the result to close", `!document.getElementById("result").open && document.getElementById("result").hidden`)
	if st := tb.state(); st.Result != "" {
		t.Errorf("after Escape the result is still shown: %q", st.Result)
	}
	tb.focusOn("#help-open")
	tb.key("u")
	tb.wait("the undo", `document.getElementById("tiles-left").dataset.value === "2"`)
	tb.key("y", chromedp.KeyModifiers(input.ModifierCtrl))
	tb.wait("the result to open again with the focus", modal("result"))
	var first string
	tb.eval(`document.activeElement.textContent`, &first)
	if first != "New game" {
		t.Errorf("the result opens with the focus on %q, want its first action, New game", first)
	}
	tb.key(kb.Escape)
	tb.wait("the focus back on Help", `!document.getElementById("result").open && document.activeElement === document.getElementById("help-open")`)
}

// TestNewGameConfirm: New game (N or the button) asks first when a game is in progress, and
// not when the game is fresh or over; the game left counts as played and lost.
func TestNewGameConfirm(t *testing.T) {
	const id, n = "shanghai-square", 72
	line := solve(t, deal(t, id, n))
	tb := newTab(t)
	tb.open(link(id, n))
	// A game in progress that an earlier test left would count as abandoned when this deal
	// is first saved: forget it with the statistics.
	tb.eval(`localStorage.removeItem("mahjong.v1.game.`+id+`"), localStorage.removeItem("mahjong.v1.stats"), true`, nil)
	dealIs := func(want string) {
		t.Helper()
		if st := tb.state(); st.Deal != want {
			t.Fatalf("deal %s is shown, want %s", st.Deal, want)
		}
	}

	// A fresh game: N deals at once.
	tb.key("n")
	tb.wait("a new deal", fmt.Sprintf(`document.getElementById("board").dataset.deal !== "%d"`, n))
	tb.open(link(id, n))

	// One move played: N and the button ask, and Escape or "Keep playing" keeps the game.
	full := tb.state().TilesLeft
	tb.removePair(int(line[0].From), int(line[0].To))
	tb.key("n")
	tb.wait("the confirmation", modal("confirm-new")+` && document.activeElement.id === "confirm-new-no"`)
	tb.key(kb.Escape)
	tb.wait("the confirmation to close", `!document.getElementById("confirm-new").open`)
	dealIs(fmt.Sprint(n))
	tb.run("click New", chromedp.Click("#new", chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the confirmation", modal("confirm-new"))
	tb.run("keep playing", chromedp.Click("#confirm-new-no", chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the confirmation to close", `!document.getElementById("confirm-new").open`)
	dealIs(fmt.Sprint(n))
	if st := tb.state(); st.TilesLeft != full-2 {
		t.Errorf("after keeping the game %d tiles left, want %d", st.TilesLeft, full-2)
	}
	if got := tb.statsRow(id); len(got) < 2 || got[0] != "0" {
		t.Errorf("statistics before confirming: %q, want nothing played", got)
	}

	// Confirmed: a new deal, and the game left is played and lost.
	tb.key("n")
	tb.wait("the confirmation", modal("confirm-new"))
	tb.run("confirm", chromedp.Click("#confirm-new-yes", chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("a new deal", fmt.Sprintf(`!document.getElementById("confirm-new").open && document.getElementById("board").dataset.deal !== "%d"`, n))
	if got := tb.statsRow(id); len(got) < 2 || !cmp.Equal(got[:2], []string{"1", "0"}) {
		t.Errorf("statistics after confirming: %q, want played 1, won 0", got)
	}

	// A finished game: the result's New game deals at once.
	tb.open(link(id, n))
	tb.winSquare(n)
	tb.run("new game from the result", chromedp.Click(`#result [data-action="new"]`, chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("a new deal", fmt.Sprintf(`document.getElementById("board").dataset.deal !== "%d"`, n))
	var asked bool
	tb.eval(`document.getElementById("confirm-new").open`, &asked)
	if asked {
		t.Error("New game after a win asks for confirmation")
	}
	if got := tb.statsRow(id); len(got) < 2 || !cmp.Equal(got[:2], []string{"2", "1"}) {
		t.Errorf("statistics after the win: %q, want played 2, won 1", got)
	}
}
