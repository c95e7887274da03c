package stones

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/stones"
)

// TestStonesAnnounce plays the first legal square twelve times from Tiny Pebbles deal 1 and
// checks what the live region says after the placements worth reading: no points, points.
func TestStonesAnnounce(t *testing.T) {
	first := func(p *stones.Position) engine.Move {
		return engine.Move{Action: engine.Step, From: stones.StockPlace, To: engine.Place(p.LegalSquares()[0])}
	}
	p, said := enginetest.Narrate(t, enginetest.Must(stones.New("tiny-pebbles", 1)), 12, first, Announce)
	want := map[int]string{
		0:  "Placed Green triangle on a5; 27 stones left",
		3:  "Placed Yellow square on g1; 24 stones left",
		10: "Placed Yellow circle on d2 for 1 point; 17 stones left",
		11: "Placed Green square on f2 for 1 point; 16 stones left",
	}
	got := map[int]string{}
	for i := range want {
		got[i] = said[i]
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("announcements (-want +got):\n%s", diff)
	}
	if s := Announce(p, engine.Move{Action: engine.EndTurn}, p); s != "" {
		t.Errorf("a move that is no placement is announced as %q, want \"\"", s)
	}
}
