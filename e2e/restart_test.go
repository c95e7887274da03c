package e2e

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/google/go-cmp/cmp"
)

// buttonNamedJS finds the visible button whose accessible name (aria-label, else its text)
// is name, as a player looks for it.
const buttonNamedJS = `((name) => [...document.querySelectorAll("button")].find((b) =>
	b.getClientRects().length > 0 && (b.getAttribute("aria-label") || b.textContent).trim() === name))`

// namedAt is the centre of the enabled button named name.
func (tb *tab) namedAt(name string) point {
	tb.t.Helper()
	var pt point
	tb.eval(fmt.Sprintf(`(() => { const b = %s(%q); if (!b || b.disabled) return {Err: "no enabled button %s"};
		const r = b.getBoundingClientRect(); return {X: r.left + r.width / 2, Y: r.top + r.height / 2}; })()`, buttonNamedJS, name, name), &pt)
	if pt.Err != "" {
		tb.t.Fatal(pt.Err)
	}
	return pt
}

// clickNamed clicks the button named name.
func (tb *tab) clickNamed(name string) {
	tb.t.Helper()
	pt := tb.namedAt(name)
	tb.run("click "+name, chromedp.MouseClickXY(pt.X, pt.Y))
}

// pressNamed clicks the button named name and waits for the next render.
func (tb *tab) pressNamed(name string) {
	tb.t.Helper()
	pt := tb.namedAt(name)
	tb.afterRender("click "+name, chromedp.MouseClickXY(pt.X, pt.Y))
}

// TestRestartUndo: Restart deals the game again at once, and Undo brings the game back as
// it was; the live region says each.
func TestRestartUndo(t *testing.T) {
	const id, n = "shanghai-square", 73
	line := solve(t, deal(t, id, n))
	tb := newTab(t)
	start := tb.open(link(id, n))
	for _, m := range line[:2] {
		tb.removePair(int(m.From), int(m.To))
	}
	played := tb.state()
	live := func() string {
		var s string
		tb.eval(`document.getElementById("live").textContent`, &s)
		return s
	}

	tb.pressNamed("Restart")
	tb.wait("the restart", fmt.Sprintf(`document.getElementById("tiles-left").dataset.value === "%d"`, start.TilesLeft))
	restarted := tb.state()
	if diff := cmp.Diff(start.faces(), restarted.faces()); diff != "" {
		t.Errorf("after Restart the tiles differ from the deal's (-deal +shown):\n%s", diff)
	}
	if got, want := live(), "Restarted; Tiles 50"; got != want {
		t.Errorf("after Restart the live region says %q, want %q", got, want)
	}

	tb.pressNamed("Undo")
	tb.wait("the game back", fmt.Sprintf(`document.getElementById("tiles-left").dataset.value === "%d"`, played.TilesLeft))
	back := tb.state()
	if diff := cmp.Diff(played.faces(), back.faces()); diff != "" {
		t.Errorf("Undo after Restart: the tiles differ (-before Restart +after Undo):\n%s", diff)
	}
	if got, want := live(), fmt.Sprintf("Restart undone; Tiles %d", played.TilesLeft); got != want {
		t.Errorf("after Undo the live region says %q, want %q", got, want)
	}
	// The game goes on from there: Undo takes back its last pair.
	tb.pressNamed("Undo")
	tb.wait("the last pair back", fmt.Sprintf(`document.getElementById("tiles-left").dataset.value === "%d"`, played.TilesLeft+2))
}
