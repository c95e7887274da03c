package stones

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine/enginetest"
)

// The counts below were worked out by hand from docs/rules.md#stones.
func TestMoveCounts(t *testing.T) {
	const tinyCorners = `
B4 .. .. .. .. .. .. R3
.. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
G1 .. .. .. .. .. .. Y2
`
	// Red triangle on c3 (b3 and d3 hold Red stones), nothing else.
	const twoReds = `
.. .. .. .. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. .. .. .. ..
.. R2 .. R3 .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. .. .. .. ..
`
	const smallOpening = `
R1 .. .. .. .. .. .. .. .. G2
.. .. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. .. ..
.. .. .. .. B3 .. .. .. .. ..
.. .. .. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. .. .. ..
Y4 .. .. .. .. .. .. .. .. P5
`
	tests := []struct {
		name  string
		game  string
		stock string
		board string
		want  []string // legal squares of the current stone
		perft []int    // lines of depth 1, 2, ...
	}{
		// Green triangle: Green circle (a6) by colour, Yellow triangle (h6) by symbol.
		{"tiny corners, G2", "tiny-pebbles", "G2", tinyCorners, []string{"a5", "h5", "b6", "g6"}, []int{4}},
		// Red star: Blue star (a1) by symbol, Red square (h1) by colour. Then the Blue
		// circle: a2 and b1 by colour with the Blue star, a5 and b6 by symbol with the
		// Green circle, but not beside the Red star (shares nothing): 3 after b1 or a2
		// (one of its own squares is gone), 4 after g1 or h2.
		{"tiny corners, R4 then B1", "tiny-pebbles", "R4 B1", tinyCorners, []string{"b1", "g1", "a2", "h2"}, []int{4, 3 + 4 + 3 + 4}},
		{"tiny corners, Y3", "tiny-pebbles", "Y3", tinyCorners, []string{"g1", "h2", "h5", "g6"}, []int{4}},
		// Strict: c3 has two neighbours matching only by colour; the six squares touching
		// one Red stone are fine.
		{"strict, two reds", "mahjongg-stones", "R1", twoReds, []string{"b2", "d2", "a3", "e3", "b4", "d4"}, []int{6}},
		// Relaxed: c3 is fine too.
		{"relaxed, two reds", "loose-stones", "R1", twoReds, []string{"b2", "d2", "a3", "c3", "e3", "b4", "d4"}, []int{7}},
		// Free Stones: 96 squares less the 2 taken and c3.
		{"free, two reds", "free-stones", "R1", twoReds, nil, []int{93}},
		// Throwing Stones: 96 squares less the 2 taken.
		{"throwing, two reds", "throwing-stones", "R1", twoReds, nil, []int{94}},
		// Free Stones with a stone sharing nothing: 96 less 2 taken less the 7 touching.
		{"free, green star", "free-stones", "G4", twoReds, nil, []int{87}},
		// Small Stones, Red triangle: beside the Red circle and the Green triangle only.
		{"small opening, R2", "small-stones", "R2", smallOpening, []string{"b1", "i1", "a2", "j2"}, []int{4}},
		// Blue triangle: beside the Green triangle and the Blue square.
		{"small opening, B2", "small-stones", "B2", smallOpening, []string{"i1", "j2", "e3", "d4", "f4", "e5"}, []int{6}},
		// Purple circle: Red circle by symbol, Purple diamond by colour.
		{"small opening, P1", "small-stones", "P1", smallOpening, []string{"b1", "a2", "j6", "i7"}, []int{4}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := mustParse(t, "game: "+tc.game+"\ndeal: 0\nscore: 0\nfourways: 0\n\nstock: "+tc.stock+tc.board)
			if tc.want != nil {
				if diff := cmp.Diff(tc.want, names(p, p.LegalSquares())); diff != "" {
					t.Errorf("legal squares (-want +got):\n%s", diff)
				}
			}
			counts, err := enginetest.MoveCounts(p, len(tc.perft))
			if err != nil {
				t.Fatalf("a listed move fails: %v", err)
			}
			if diff := cmp.Diff(tc.perft, counts); diff != "" {
				t.Errorf("lines of 1, 2, ... moves (-want +got):\n%s", diff)
			}
		})
	}
}
