package stones

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/stones"
	"mahjong/wasm/board"
)

// TestView reads the View as the controller does, on the fixtures of stones_test.go: the
// status line, the end and the hint of the square a search found, or of none (the zero move).
func TestView(t *testing.T) {
	type summary struct {
		Left, Legal int
		Over        bool
		Kind        string
		Hint        []engine.Place
		Notice      string
	}
	tests := []struct {
		name, text string
		m          engine.Move
		verdict    engine.Verdict
		want       summary
	}{
		{"deal, a proven square", stonesPebbles1, engine.StepMove(stones.StockPlace, 41), engine.Solved,
			summary{Left: 28, Legal: 4, Hint: []engine.Place{41},
				Notice: "Try b6: the solver found a way to place every stone from there."}},
		{"cannot be won", stonesMix, engine.StepMove(stones.StockPlace, 19), engine.Unsolvable,
			summary{Left: 2, Legal: 2, Hint: []engine.Place{19},
				Notice: "No way is left to place every stone; d3 is the heuristic's best square. Undo to go back."}},
		{"lost", stonesStuck, engine.Move{}, engine.Unsolvable,
			summary{Left: 2, Over: true, Kind: "lost",
				Notice: "The Red circle has no legal square: the game is over. Undo or restart."}},
		{"won", stonesPlacedAll, engine.Move{}, engine.Solved,
			summary{Over: true, Kind: "won", Notice: "Every stone is placed."}},
	}
	var v View
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := stonesPosition(tt.text)
			var got summary
			got.Left, got.Legal = v.Counts(p, nil)
			res, over := v.Result(p, board.Game{Seconds: 245})
			got.Over, got.Kind = over, res.Kind
			got.Hint, got.Notice = v.Hinted(p, tt.m, tt.verdict)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("View (-want +got):\n%s", diff)
			}
		})
	}
}

// TestViewMove: a placement is announced, and calls for no notice.
func TestViewMove(t *testing.T) {
	var v View
	p := stonesPosition(stonesPebbles1)
	m := engine.StepMove(stones.StockPlace, 41)
	q, err := p.Apply(m)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := v.Announce(p, m, q), Announce(p, m, q.(*stones.Position)); got != want || got == "" {
		t.Errorf("Announce = %q, want %q", got, want)
	}
	if got := v.Noted(p, m, q); got != "" {
		t.Errorf("Noted = %q, want none", got)
	}
	if a, b := v.TilesLabel(), v.MovesLabel(); a != "Stones left" || b != "Legal squares" {
		t.Errorf("labels = %q, %q; want Stones left, Legal squares", a, b)
	}
}
