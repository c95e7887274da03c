package stones

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
)

// Each case places the Red circle (R1) on c3, the "**" of the picture. Diagonal stones are
// not neighbours. The expectations come from docs/rules.md#stones-matching, not from the code.
type matchCase struct {
	name    string
	picture string
	legal   bool
	reason  string // the refusal, when not legal
}

var strictCases = []matchCase{
	{"one neighbour, same colour", `
.. R2 ..
.. ** ..
.. .. ..`, true, ""},
	{"one neighbour, same symbol", `
.. .. ..
G1 ** ..
.. .. ..`, true, ""},
	{"one neighbour, the twin", `
.. .. ..
.. ** ..
.. R1 ..`, true, ""},
	{"one neighbour sharing nothing", `
.. .. ..
.. ** G2
.. .. ..`, false, "the stone to the right (Green triangle) shares neither colour nor symbol with Red circle"},
	{"diagonal stones are not neighbours", `
G2 .. B3
.. ** R2
Y4 .. G3`, true, ""},
	{"two: one by colour, one by symbol", `
.. G1 ..
R2 ** ..
.. .. ..`, true, ""},
	{"two: the twin serves as symbol", `
.. R1 ..
R2 ** ..
.. .. ..`, true, ""},
	{"two: the twin serves as colour", `
.. .. ..
G1 ** R1
.. .. ..`, true, ""},
	{"two by colour only", `
.. R2 ..
R3 ** ..
.. .. ..`, false, "with two neighbours one must match by colour and the other by symbol; here two match only by colour"},
	{"two by symbol only", `
.. .. ..
G1 ** ..
.. B1 ..`, false, "with two neighbours one must match by colour and the other by symbol; here two match only by symbol"},
	{"two, one sharing nothing", `
.. G3 ..
R2 ** ..
.. .. ..`, false, "the stone above (Green square) shares neither colour nor symbol with Red circle"},
	{"three: two by colour, one by symbol", `
.. R2 ..
G1 ** R3
.. .. ..`, true, ""},
	{"three: one by colour, two by symbol", `
.. G1 ..
R2 ** ..
.. B1 ..`, true, ""},
	{"three: the twin gives the symbol", `
.. R1 ..
R2 ** R3
.. .. ..`, true, ""},
	{"three: the twin gives the colour", `
.. G1 ..
B1 ** ..
.. R1 ..`, true, ""},
	{"three by colour only", `
.. R2 ..
R3 ** R4
.. .. ..`, false, "with three neighbours at least one must match by colour and at least one by symbol; here three match only by colour"},
	{"three by symbol only", `
.. G1 ..
B1 ** Y1
.. .. ..`, false, "with three neighbours at least one must match by colour and at least one by symbol; here three match only by symbol"},
	{"four: two by colour, two by symbol", `
.. R2 ..
G1 ** B1
.. R3 ..`, true, ""},
	{"four: the twin completes the colours", `
.. R1 ..
G1 ** B1
.. R3 ..`, true, ""},
	{"four: the twin completes the symbols", `
.. R1 ..
G1 ** R2
.. R3 ..`, true, ""},
	{"four: three by colour", `
.. R2 ..
G1 ** R3
.. R4 ..`, false, "with four neighbours two must match by colour and the other two by symbol; here three match only by colour and one matches only by symbol"},
	{"four: three by symbol", `
.. G1 ..
B1 ** R2
.. Y1 ..`, false, "with four neighbours two must match by colour and the other two by symbol; here one matches only by colour and three match only by symbol"},
	{"four: the twin cannot give two symbols", `
.. R1 ..
R2 ** R3
.. R4 ..`, false, "with four neighbours two must match by colour and the other two by symbol; here three match only by colour and one matches by both"},
	{"four: the twin cannot give two colours", `
.. R1 ..
G1 ** B1
.. Y1 ..`, false, "with four neighbours two must match by colour and the other two by symbol; here three match only by symbol and one matches by both"},
	{"four, one sharing nothing", `
.. R2 ..
G1 ** B1
.. G4 ..`, false, "the stone below (Green star) shares neither colour nor symbol with Red circle"},
}

var relaxedCases = []matchCase{
	{"one neighbour, same colour", `
.. R2 ..
.. ** ..
.. .. ..`, true, ""},
	{"one neighbour sharing nothing", `
.. .. ..
.. ** G2
.. .. ..`, false, "the stone to the right (Green triangle) shares neither colour nor symbol with Red circle"},
	{"two by colour only", `
.. R2 ..
R3 ** ..
.. .. ..`, true, ""},
	{"two by symbol only", `
.. .. ..
G1 ** ..
.. B1 ..`, true, ""},
	{"three by colour only", `
.. R2 ..
R3 ** R4
.. .. ..`, true, ""},
	{"four by colour only", `
.. R2 ..
R3 ** R4
.. R1 ..`, true, ""},
	{"four by symbol only", `
.. G1 ..
B1 ** Y1
.. P1 ..`, true, ""},
	{"four, one sharing nothing", `
.. R2 ..
G1 ** B1
.. G4 ..`, false, "the stone below (Green star) shares neither colour nor symbol with Red circle"},
}

func TestMatching(t *testing.T) {
	run := func(t *testing.T, games []string, cases []matchCase) {
		for _, game := range games {
			for _, tc := range cases {
				t.Run(game+"/"+tc.name, func(t *testing.T) {
					p, target := study(t, game, "R1", tc.picture)
					if diff := cmp.Diff(tc.reason, p.Reason(target)); diff != "" {
						t.Errorf("Reason (-want +got):\n%s", diff)
					}
					checkApply(t, p, target, tc.legal, tc.reason)
				})
			}
		}
	}
	t.Run("strict", func(t *testing.T) { run(t, strictGames, strictCases) })
	t.Run("relaxed", func(t *testing.T) { run(t, relaxedGames, relaxedCases) })
}

// checkApply plays the current stone on square and checks that the move is accepted or
// refused with reason, that the refusal is an *engine.IllegalMoveError and that the
// position played from is unchanged.
func checkApply(t *testing.T, p *Position, square int, legal bool, reason string) {
	t.Helper()
	before := p.String()
	m := engine.StepMove(StockPlace, engine.Place(square))
	q, err := p.Apply(m)
	if legal {
		if err != nil {
			t.Fatalf("Apply(%s): %v", p.FormatMove(m), err)
		}
		st, _ := p.Current()
		if got := q.(*Position).At(square); got != st {
			t.Errorf("after Apply the square holds %v, want %v", got, st)
		}
	} else {
		var illegal *engine.IllegalMoveError
		if !errors.As(err, &illegal) {
			t.Fatalf("Apply(%s) = %v, want an *engine.IllegalMoveError", p.FormatMove(m), err)
		}
		if diff := cmp.Diff(reason, illegal.Reason); diff != "" {
			t.Errorf("refusal (-want +got):\n%s", diff)
		}
		if q != nil {
			t.Errorf("a refused move returned a position")
		}
	}
	if diff := cmp.Diff(before, p.String()); diff != "" {
		t.Errorf("Apply changed the position it was called on (-want +got):\n%s", diff)
	}
}

// TestNoNeighbour checks, for every game, the rule of docs/rules.md's table: a stone may go where
// it touches nothing only in Free Stones and Throwing Stones.
func TestNoNeighbour(t *testing.T) {
	tests := []struct {
		game string
		free bool
	}{
		{"mahjongg-stones", false},
		{"free-stones", true},
		{"loose-stones", false},
		{"throwing-stones", true},
		{"small-stones", false},
		{"tiny-pebbles", false},
	}
	for _, tc := range tests {
		t.Run(tc.game, func(t *testing.T) {
			// A stone on b2 and diagonal to c3; c3 itself touches nothing.
			p, target := study(t, tc.game, "R1", `
G2 .. ..
.. ** ..
.. .. ..`)
			want := ""
			if !tc.free {
				want = "a stone must touch another stone in this game"
			}
			if diff := cmp.Diff(want, p.Reason(target)); diff != "" {
				t.Errorf("Reason (-want +got):\n%s", diff)
			}
			checkApply(t, p, target, tc.free, want)
		})
	}
}

func TestRefusedSquares(t *testing.T) {
	p, _ := study(t, "tiny-pebbles", "R1", `
.. R2 ..
.. ** ..
.. .. ..`)
	tests := []struct {
		name   string
		square int
		want   string
	}{
		{"occupied", squareOf(t, p, "c2"), "the square c2 already holds a stone (Red triangle)"},
		{"below the board", -1, "there is no such square on this 8×6 board"},
		{"past the board", 48, "there is no such square on this 8×6 board"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, p.Reason(tc.square)); diff != "" {
				t.Errorf("Reason (-want +got):\n%s", diff)
			}
			checkApply(t, p, tc.square, false, tc.want)
		})
	}
	t.Run("not a placement", func(t *testing.T) {
		for _, m := range []engine.Move{
			{Action: engine.Shuffle, From: engine.NoPlace, To: engine.NoPlace},
			engine.StepMove(3, 19),
		} {
			_, err := p.Apply(m)
			var illegal *engine.IllegalMoveError
			if !errors.As(err, &illegal) {
				t.Errorf("Apply(%+v) = %v, want an *engine.IllegalMoveError", m, err)
			}
		}
	})
	t.Run("empty stock", func(t *testing.T) {
		q := mustParse(t, "game: tiny-pebbles\ndeal: 0\nscore: 0\nfourways: 0\n\nstock:\n"+
			"R1 .. .. .. .. .. .. ..\n.. .. .. .. .. .. .. ..\n.. .. .. .. .. .. .. ..\n"+
			".. .. .. .. .. .. .. ..\n.. .. .. .. .. .. .. ..\n.. .. .. .. .. .. .. ..\n")
		checkApply(t, q, 1, false, "the stock is empty: every stone is placed")
	})
}
