package shanghai

import (
	"testing"

	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/shanghai"
	"mahjong/wasm/board"
)

func TestCountTexts(t *testing.T) {
	tests := []struct {
		name string
		got  string
		want string
	}{
		{"no tiles", TilesLeftText(0), "no tiles left"},
		{"one tile", TilesLeftText(1), "1 tile left"},
		{"tiles", TilesLeftText(42), "42 tiles left"},
		{"no shuffles", ShufflesLeftText(0), "no shuffles left"},
		{"one shuffle", ShufflesLeftText(1), "1 shuffle left"},
		{"shuffles", ShufflesLeftText(4), "4 shuffles left"},
		{"no pair", PairsFreeText(0), "no pair free"},
		{"one pair", PairsFreeText(1), "1 pair free"},
		{"pairs", PairsFreeText(12), "12 pairs free"},
		{"undo", board.CountAnnounce("Undone", "Tiles", 44), "Undone; Tiles 44"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.got != tt.want {
				t.Errorf("got %q, want %q", tt.got, tt.want)
			}
		})
	}
}

func TestShanghaiAnnounce(t *testing.T) {
	p := position(t, square1)
	pair := engine.Move{Action: engine.Step, From: 43, To: 47} // 1b and 1b, both free
	after := enginetest.Apply(t, p, pair)
	tests := []struct {
		name  string
		m     engine.Move
		after *shanghai.Position
		want  string
	}{
		{"a pair", pair, after, "Removed Bamboo 1 and Bamboo 1; 48 tiles left"},
		{"a slot off the layout", engine.Move{Action: engine.Step, From: 43, To: 50}, p, ""},
		{"a negative slot", engine.Move{Action: engine.Step, From: -1, To: 47}, p, ""},
		{"the count comes from the position after", pair, p, "Removed Bamboo 1 and Bamboo 1; 50 tiles left"},
		{"a move it does not describe", engine.Move{Action: engine.EndTurn}, p, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Announce(p, tt.m, tt.after); got != tt.want {
				t.Errorf("ShanghaiAnnounce = %q, want %q", got, tt.want)
			}
		})
	}
	// From the position after the pair, the pair's tiles are gone: nothing to describe.
	if got := Announce(after, pair, after); got != "" {
		t.Errorf("announcing removed tiles = %q, want \"\"", got)
	}
}
