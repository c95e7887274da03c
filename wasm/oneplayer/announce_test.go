package oneplayer

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/oneplayer"
)

// TestOnePlayerAnnounce follows the strategy from One Player deal 1: placements from the
// hand and ends of turn.
func TestOnePlayerAnnounce(t *testing.T) {
	p, said := enginetest.Narrate(t, enginetest.Must(oneplayer.New("one-player", 1)), 4, hintOf, Announce)
	want := []string{
		"Placed Circle 7 on place 1 of the horizontal line; score 0",
		"Placed Character 1 on place 2 of the horizontal line; score 0",
		"Turn 2: 8 tiles in hand, 126 in the wall",
		"Placed Character 6 on place 3 of the horizontal line; score 0",
	}
	if diff := cmp.Diff(want, said); diff != "" {
		t.Errorf("announcements (-want +got):\n%s", diff)
	}
	if s := Announce(p, engine.Move{Action: engine.Step, From: 40, To: 41}, p); s != "" {
		t.Errorf("a move from no hand slot is announced as %q, want \"\"", s)
	}
}
