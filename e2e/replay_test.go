package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/google/go-cmp/cmp"
)

// replayAt waits until the replay bar shows move at, and returns the visible tiles.
func (tb *tab) replayAt(at int) map[int]string {
	tb.t.Helper()
	tb.wait(fmt.Sprintf("the replay at move %d", at), fmt.Sprintf(`(() => { const p = document.getElementById("replay-pos");
		return !document.getElementById("replay-bar").hidden && p.dataset.at === "%d"; })()`, at))
	return tb.state().faces()
}

// TestReplayLink plays three moves, takes the replay link from the Share dialog and opens it
// in a tab with storage of its own: the same position, then back and forward with the bar's
// buttons and with the keyboard. The board takes no move while replaying, and nothing is
// saved. Malformed replay links are explained and change nothing.
func TestReplayLink(t *testing.T) {
	const id, n = "shanghai-square", 73
	line := solve(t, deal(t, id, n))
	tb := newTab(t)
	tb.open(link(id, n))
	shown := []map[int]string{tb.state().faces()}
	for _, m := range line[:3] {
		tb.removePair(int(m.From), int(m.To))
		shown = append(shown, tb.state().faces())
	}
	tb.run("share", chromedp.Click("#share-open", chromedp.ByQuery, chromedp.NodeVisible))
	tb.wait("the share dialog", modal("share-dialog"))
	var url string
	tb.eval(`document.getElementById("share-url").value`, &url)
	tb.key(kb.Escape)
	if !strings.HasPrefix(url, baseURL) || !strings.Contains(url, "moves=") {
		t.Fatalf("the share link is %q, want a replay link on %s", url, baseURL)
	}

	// Another origin of the same server (localhost for 127.0.0.1) has storage of its own,
	// as another browser would.
	other := strings.Replace(url, "://127.0.0.1:", "://localhost:", 1)
	if other == url {
		t.Fatalf("the share link %q is not on 127.0.0.1", url)
	}
	fresh := newTab(t)
	fresh.navigate(other)
	if diff := cmp.Diff(shown[3], fresh.replayAt(3)); diff != "" {
		t.Errorf("the replay link opens another position (-shared +opened):\n%s", diff)
	}
	step := func(what string, at int, actions ...chromedp.Action) {
		t.Helper()
		fresh.run(what, actions...)
		if diff := cmp.Diff(shown[at], fresh.replayAt(at)); diff != "" {
			t.Errorf("%s: the board is not the game's at move %d (-want +got):\n%s", what, at, diff)
		}
	}
	step("click Back", 2, chromedp.Click("#replay-back", chromedp.ByQuery, chromedp.NodeVisible))
	fresh.focusOn("#replay-back")
	step("Enter on Back", 1, chromedp.KeyEvent(kb.Enter))
	step("U", 0, chromedp.KeyEvent("u"))
	step("Ctrl+Y", 1, chromedp.KeyEvent("y", chromedp.KeyModifiers(input.ModifierCtrl)))
	fresh.focusOn("#replay-last")
	step("Enter on Last", 3, chromedp.KeyEvent(kb.Enter))
	fresh.focusOn("#replay-first")
	step("Space on First", 0, chromedp.KeyEvent(" "))
	fresh.focusOn("#replay-next")
	step("Enter on Forward", 1, chromedp.KeyEvent(kb.Enter))

	// A tile pressed with the keyboard does not play while replaying.
	next := line[1]
	fresh.focusOn(fmt.Sprintf(`#board [data-slot="%d"]`, next.From))
	fresh.key(kb.Enter)
	fresh.focusOn(fmt.Sprintf(`#board [data-slot="%d"]`, next.To))
	fresh.key(kb.Enter)
	fresh.wait("the notice", `document.getElementById("notice").textContent.includes("This is a replay")`)
	if diff := cmp.Diff(shown[1], fresh.replayAt(1)); diff != "" {
		t.Errorf("a key on the board changed the replay (-want +got):\n%s", diff)
	}
	var saved int
	fresh.eval(`Object.keys(localStorage).filter((k) => k.startsWith("mahjong.v1.game.")).length`, &saved)
	if saved != 0 {
		t.Errorf("the replay wrote %d saved games, want none", saved)
	}

	// Malformed links, in the player's own tab: a clear message, and nothing changed.
	key := "mahjong.v1.game." + id
	var save string
	tb.eval(fmt.Sprintf(`localStorage.getItem(%q)`, key), &save)
	for _, bad := range []string{
		fmt.Sprintf("#game=%s&deal=%d&moves=0-1", id, n),           // an illegal move
		fmt.Sprintf("#game=%s&deal=%d&moves=%%zz", id, n),          // a broken escape
		"#game=chess&deal=1&moves=e2-e4",                           // no such game
		fmt.Sprintf("#game=%s&deal=0&moves=%s", id, "43-47"),       // no such deal
		fmt.Sprintf("#game=%s&deal=%d&moves=&at=9", id, n),         // past the end
		fmt.Sprintf("#game=%s&deal=%d&moves=1-2&moves=1-2", id, n), // twice
	} {
		t.Run(bad, func(t *testing.T) {
			tb.t = t
			defer func() { tb.t = t }()
			tb.eval(fmt.Sprintf(`document.getElementById("notice").textContent = "", location.hash = %q, true`, bad), nil)
			tb.wait("the message", `document.getElementById("notice").textContent.includes("replay link was not understood")`)
			st := tb.state()
			if !strings.Contains(st.Notice, "nothing was changed") {
				t.Errorf("notice %q does not say that nothing changed", st.Notice)
			}
			if diff := cmp.Diff(shown[3], st.faces()); diff != "" {
				t.Errorf("the board changed (-before +after):\n%s", diff)
			}
			if st.Hash != link(id, n) {
				t.Errorf("the address is %q, want the game's own %q", st.Hash, link(id, n))
			}
			var now string
			tb.eval(fmt.Sprintf(`localStorage.getItem(%q)`, key), &now)
			if now != save {
				t.Errorf("the saved game changed from %q to %q", save, now)
			}
		})
	}
	tb.t = t
	if st := tb.state(); st.Result != "" || st.TilesLeft != 50-6 {
		t.Errorf("after the malformed links: %s", st.summary())
	}
}
