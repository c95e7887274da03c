package oneplayer

import (
	"testing"

	"mahjong/engine"
)

// TestOnePlayerHintNotice: a hint's notice names the tiles and cells of its move.
func TestOnePlayerHintNotice(t *testing.T) {
	p := opPosition(opScore)
	var swap engine.Move
	for _, m := range p.Moves() {
		if m.Action == engine.Swap {
			swap = m
			break
		}
	}
	if swap.Action != engine.Swap {
		t.Fatal("the position has no swap to name")
	}
	want := "Swap " + p.At(swap.From).String() + " at " + CellName(swap.From) + " and " +
		p.At(swap.To).String() + " at " + CellName(swap.To) + "."
	if got := HintNotice(p, swap); got != want {
		t.Errorf("HintNotice(%s) = %q, want %q", p.FormatMove(swap), got, want)
	}
	if got := HintNotice(p, engine.Move{Action: engine.EndTurn}); got != HintEndTurn {
		t.Errorf("HintNotice(end turn) = %q, want %q", got, HintEndTurn)
	}
}
