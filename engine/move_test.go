package engine

import "testing"

func TestPlays(t *testing.T) {
	on := Move{Action: Setting, From: NoPlace, To: 1}
	off := Move{Action: Setting, From: NoPlace, To: 0}
	tests := []struct {
		name  string
		moves []Move
		want  int
	}{
		{"none", nil, 0},
		{"only switches", []Move{off, on}, 0},
		{"steps and a shuffle", []Move{StepMove(1, 2), {Action: Shuffle, From: NoPlace, To: NoPlace}}, 2},
		{"switch between steps", []Move{StepMove(1, 2), off, StepMove(3, 4)}, 2},
		{"turns and swaps", []Move{{Action: EndTurn}, {Action: Swap, From: 1, To: 2}}, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := Plays(tc.moves); got != tc.want {
				t.Errorf("Plays = %d, want %d", got, tc.want)
			}
		})
	}
}
