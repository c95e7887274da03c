package shanghai

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/shanghai"
	"mahjong/wasm/board"
)

// viewSummary is what the controller reads of the View for one position.
type viewSummary struct {
	Tiles, Moves int
	Shuffles     int
	CanShuffle   bool
	Over         bool
	Kind         string
	Hint         []engine.Place
	HintNotice   string
}

func summarize(p engine.Position) viewSummary {
	var v View
	var s viewSummary
	s.Tiles, s.Moves = v.Counts(p, nil)
	s.Shuffles, s.CanShuffle = v.Shuffles(p)
	res, over := v.Result(p, board.Game{Seconds: 60})
	s.Over, s.Kind = over, res.Kind
	s.Hint, s.HintNotice = v.Hinted(p, engine.Move{}, engine.Unsolvable)
	return s
}

func TestView(t *testing.T) {
	tests := []struct {
		name string
		text string
		want viewSummary
	}{
		{"deal", square1, viewSummary{Tiles: 50, Moves: 2, Shuffles: 5, Hint: []engine.Place{43, 47},
			HintNotice: "Pairs alone can no longer clear the board: undo to go back, or play on and shuffle when you are stuck."}},
		{"stuck, a shuffle left", header("5") + stuck, viewSummary{Tiles: 4, Shuffles: 5, CanShuffle: true,
			HintNotice: "No pair is left: shuffle."}},
		{"stuck, no shuffle left", header("0") + stuck, viewSummary{Tiles: 4, Over: true, Kind: "lost",
			HintNotice: "No pair is left and no shuffle can help: this game is lost. Undo or restart."}},
		{"cleared", header("2") + cleared, viewSummary{Shuffles: 2, Over: true, Kind: "won",
			HintNotice: "The board is clear."}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, summarize(position(t, tt.text))); diff != "" {
				t.Errorf("View (-want +got):\n%s", diff)
			}
		})
	}
}

// TestViewMove: what the View says of a pair removed and of a shuffle.
func TestViewMove(t *testing.T) {
	var v View
	pair := engine.Move{Action: engine.Step, From: 43, To: 47}
	tests := []struct {
		name     string
		text     string
		m        engine.Move
		announce string
	}{
		{"a pair", square1, pair, "Removed Bamboo 1 and Bamboo 1; 48 tiles left"},
		{"a shuffle", header("5") + stuck, v.ShuffleMove(), "Shuffled; 4 shuffles left; 1 pair free"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := position(t, tt.text)
			q := enginetest.Apply(t, p, tt.m)
			if got := v.Announce(p, tt.m, q); got != tt.announce {
				t.Errorf("Announce = %q, want %q", got, tt.announce)
			}
			if got := v.Noted(p, tt.m, q); got != "" {
				t.Errorf("Noted = %q, want none", got)
			}
		})
	}
	if tt := v.ShuffleMove(); tt != shanghai.ShuffleMove {
		t.Errorf("ShuffleMove = %v, want %v", tt, shanghai.ShuffleMove)
	}
	if a, b := v.TilesLabel(), v.MovesLabel(); a != "Tiles" || b != "Pairs" {
		t.Errorf("labels = %q, %q; want Tiles, Pairs", a, b)
	}
}
