package engine

import (
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestPlays(t *testing.T) {
	on := Move{Action: Setting, From: NoPlace, To: 1}
	off := Move{Action: Setting, From: NoPlace, To: 0}
	tests := []struct {
		name  string
		moves []Move
		want  int
		tiles int // TileMoves
	}{
		{"none", nil, 0, 0},
		{"only switches", []Move{off, on}, 0, 0},
		{"steps and a shuffle", []Move{StepMove(1, 2), {Action: Shuffle, From: NoPlace, To: NoPlace}}, 2, 2},
		{"switch between steps", []Move{StepMove(1, 2), off, StepMove(3, 4)}, 2, 2},
		{"turns and swaps", []Move{{Action: EndTurn}, {Action: Swap, From: 1, To: 2}}, 2, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := Plays(tc.moves); got != tc.want {
				t.Errorf("Plays = %d, want %d", got, tc.want)
			}
			if got := TileMoves(tc.moves); got != tc.tiles {
				t.Errorf("TileMoves = %d, want %d", got, tc.tiles)
			}
		})
	}
}

// listed is a position that only lists moves, for MovesFrom.
type listed struct {
	count
	moves []Move
}

func (l listed) Moves() []Move { return l.moves }

func TestMovesFrom(t *testing.T) {
	end := Move{Action: EndTurn, From: NoPlace, To: NoPlace}
	p := listed{moves: []Move{StepMove(1, 5), StepMove(2, 5), {Action: Swap, From: 1, To: 3}, StepMove(1, 6), {Action: Swap, From: 0, To: 1}, end}}
	tests := []struct {
		from Place
		want []Move
	}{
		{1, []Move{StepMove(1, 5), {Action: Swap, From: 1, To: 3}, StepMove(1, 6), {Action: Swap, From: 1, To: 0}}},
		{3, []Move{{Action: Swap, From: 3, To: 1}}},
		{5, nil},
		{NoPlace, []Move{end}},
	}
	for _, tc := range tests {
		t.Run(strconv.Itoa(int(tc.from)), func(t *testing.T) {
			if diff := cmp.Diff(tc.want, MovesFrom(p, tc.from)); diff != "" {
				t.Errorf("MovesFrom(%d) (-want +got):\n%s", tc.from, diff)
			}
		})
	}
}
