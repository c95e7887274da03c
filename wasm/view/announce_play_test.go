package view

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/oneplayer"
	"mahjong/engine/stones"
)

// TestStonesAnnounce plays the first legal square twelve times from Tiny Pebbles deal 1 and
// checks what the live region says after the placements worth reading: no points, points.
func TestStonesAnnounce(t *testing.T) {
	p := enginetest.Must(stones.New("tiny-pebbles", 1))
	var said []string
	for i := 0; i < 12; i++ {
		m := engine.Move{Action: engine.Step, From: stones.StockPlace, To: engine.Place(p.LegalSquares()[0])}
		q, err := p.Place(m)
		if err != nil {
			t.Fatal(err)
		}
		said = append(said, StonesAnnounce(p, m, q))
		p = q
	}
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
	if s := StonesAnnounce(p, engine.Move{Action: engine.EndTurn}, p); s != "" {
		t.Errorf("a move that is no placement is announced as %q, want \"\"", s)
	}
}

// TestOnePlayerAnnounce follows the strategy from One Player deal 1: placements from the
// hand and ends of turn.
func TestOnePlayerAnnounce(t *testing.T) {
	p := enginetest.Must(oneplayer.New("one-player", 1))
	var said []string
	for i := 0; i < 4; i++ {
		m := hintOf(p)
		q, err := p.Apply(m)
		if err != nil {
			t.Fatal(err)
		}
		said = append(said, OnePlayerAnnounce(p, m, q.(*oneplayer.Position)))
		p = q.(*oneplayer.Position)
	}
	want := []string{
		"Placed Circle 7 on a0; score 0",
		"Placed Character 1 on b0; score 0",
		"Turn 2: 8 tiles in hand, 126 in the wall",
		"Placed Character 6 on c0; score 0",
	}
	if diff := cmp.Diff(want, said); diff != "" {
		t.Errorf("announcements (-want +got):\n%s", diff)
	}
	if s := OnePlayerAnnounce(p, engine.Move{Action: engine.Step, From: 40, To: 41}, p); s != "" {
		t.Errorf("a move from no hand slot is announced as %q, want \"\"", s)
	}
}
