package oneplayer

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/golden"
)

// mustTurnStart makes a position's turn start: nothing placed yet.
func mustTurnStart(text string) string {
	if !strings.Contains(text, "\nplaced: 1\n") {
		panic("no placed: 1 line")
	}
	return strings.Replace(text, "\nplaced: 1\n", "\nplaced: 0\n", 1)
}

// What the documented strategy does in small positions.
func TestHint(t *testing.T) {
	tests := []struct {
		name, pos string
		moves     []string // played first
		want      string
	}{
		{"a pair from the hand goes first", strings.Replace(posStart, "7b 8b", "7b 1b", 1), nil, "1>a0"},
		{"then its twin", strings.Replace(posStart, "7b 8b", "7b 1b", 1), []string{"1>a0"}, "8>b0"},
		{"an unmatched tile is placed only when the turn needs it", posStart, nil, "1>a0"},
		{"the turn ends when nothing pairs", posTwo, nil, "end"},
		{"a tile pairs a line's single", mustTurnStart(strings.Replace(posCross1, "hand: .. 9b 1c 2c 3c", "hand: .. 9b 1c 2c Gd", 1)), nil, "5>a+3"},
		{"a tile pairs an anchor in a new line", mustTurnStart(strings.Replace(posCross1, "hand: .. 9b 1c 2c 3c", "hand: .. 9b 1c 2c 3b", 1)), nil, "5>e+1"},
		{"a turn places no more than it must", strings.Replace(posCross1, "hand: .. 9b 1c 2c 3c", "hand: .. 9b 1c 2c Gd", 1), nil, "end"},
		{"the second tile of the first turn", posOne, nil, "2>b0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := play(t, mustParse(t, tt.pos), tt.moves...)
			m, verdict := Hint(context.Background(), p)
			if got := p.FormatMove(m); got != tt.want || verdict != engine.Solved {
				t.Errorf("Hint = %s, %v; want %s, won", got, verdict, tt.want)
			}
		})
	}
	over := play(t, mustParse(t, posLastTile), "1>n0")
	if m, verdict := Hint(context.Background(), over); m != (engine.Move{}) || verdict != engine.Solved {
		t.Errorf("Hint of a finished game = %v, %v; want no move, won", m, verdict)
	}
}

func TestSolve(t *testing.T) {
	for _, v := range Variants() {
		t.Run(v.ID, func(t *testing.T) {
			p := v.New(8)
			sol := v.Solve(context.Background(), p)
			if sol.Verdict != engine.Solved {
				t.Fatalf("verdict %v", sol.Verdict)
			}
			q := p.(*Position)
			for i, m := range sol.Moves {
				if h, _ := Hint(context.Background(), q); h != m {
					t.Fatalf("move %d: solution plays %s, Hint says %s", i, q.FormatMove(m), q.FormatMove(h))
				}
				q = play(t, q, q.FormatMove(m))
			}
			if q.Status() != engine.Won || q.Score() != sol.Score || sol.Nodes != len(sol.Moves) {
				t.Errorf("status %v, total %d, score %d, nodes %d of %d moves", q.Status(), q.Score(), sol.Score, sol.Nodes, len(sol.Moves))
			}
		})
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if sol := Solve(ctx, enginetest.Must(New("one-player", 1))); sol.Verdict != engine.Unknown || len(sol.Moves) != 0 {
		t.Errorf("cancelled solve: %v with %d moves", sol.Verdict, len(sol.Moves))
	}
	if sol := Variants()[0].Solve(context.Background(), nil); sol.Verdict != engine.Unknown {
		t.Errorf("solve of a foreign position: %v", sol.Verdict)
	}
}

// A golden file pins the strategy's games (score and length) on a few deals.
func TestSolveGolden(t *testing.T) {
	var b strings.Builder
	for _, v := range Variants() {
		for deal := uint64(1); deal <= 10; deal++ {
			sol := v.Solve(context.Background(), v.New(deal))
			b.WriteString(v.ID + " " + strconv.FormatUint(deal, 10) + ": score " + strconv.Itoa(sol.Score) +
				", " + strconv.Itoa(len(sol.Moves)) + " moves\n")
		}
	}
	golden.CheckTestdata(t, "solve.golden", b.String())
}
