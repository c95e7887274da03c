package e2e

import (
	"strconv"
	"testing"

	"mahjong/engine/oneplayer"
	"mahjong/wasm/board"
)

// TestOnePlayerEndTurnRefused: End turn pressed before the turn may end, by a click or by
// E, says why in the notice and changes nothing; the score panel names its running score
// for what it is.
func TestOnePlayerEndTurnRefused(t *testing.T) {
	const id, n = "one-player", 1
	p := dealAs[*oneplayer.Position](t, id, n)
	reason := p.EndTurnReason()
	if reason == "" {
		t.Fatalf("deal %d's first turn may end at once; the test wants one that may not", n)
	}
	want := board.Capitalize(reason) + "."
	var tb *tab
	for _, how := range []string{"click", "key"} {
		tb = newTab(t)
		tb.open(link(id, n))
		if how == "click" {
			tb.clickNamed("End turn")
		} else {
			tb.key("e")
		}
		tb.wait("the notice after End turn by "+how, `!document.getElementById("notice").hidden && document.getElementById("notice").textContent !== ""`)
		st := tb.opState()
		if st.Notice != want {
			t.Errorf("End turn by %s: the notice says %q, want %q", how, st.Notice, want)
		}
		opCheck(t, st, p)
	}
	var label string
	tb.eval(`document.getElementById("op-running").parentElement.textContent.trim()`, &label)
	if want := "Running score " + strconv.Itoa(p.Running()); label != want {
		t.Errorf("the running score reads %q, want %q", label, want)
	}
}
