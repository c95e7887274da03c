package stones

import (
	"context"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/enginetest"
)

// winnable is the plain exhaustive search, without table or ordering, that the solver must
// agree with on short stocks.
func winnable(p *Position) bool {
	if p.StockLeft() == 0 {
		return true
	}
	for _, m := range p.Moves() {
		q, _ := p.Place(m)
		if winnable(q) {
			return true
		}
	}
	return false
}

func TestSolveSmall(t *testing.T) {
	const board = `
R1 .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
`
	tests := []struct {
		name  string
		stock string
		want  engine.Verdict
	}{
		{"already won", "", engine.Solved},
		{"stuck now", "G3", engine.Unsolvable},
		// The Green square fits nowhere, wherever the Red triangle goes.
		{"stuck after one", "R2 G3", engine.Unsolvable},
		// The Green triangle fits only beside the Red triangle.
		{"needs the triangle", "R2 G2", engine.Solved},
		// After R2 and G2 side by side (b1, c1 or a2, a3, ...), the Green square fits
		// beside the Green triangle; the Yellow star fits nowhere.
		{"stuck after three", "R2 G2 G3 Y4", engine.Unsolvable},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := mustParse(t, "game: tiny-pebbles\ndeal: 0\nscore: 0\nfourways: 0\n\nstock: "+tc.stock+board)
			sol := Solve(context.Background(), p)
			if sol.Verdict != tc.want {
				t.Fatalf("verdict %v, want %v", sol.Verdict, tc.want)
			}
			if got := winnable(p); got != (tc.want == engine.Solved) {
				t.Fatalf("the plain search says winnable = %v", got)
			}
			if sol.Verdict == engine.Solved {
				checkSolution(t, p, sol)
			}
		})
	}
}

func checkSolution(t *testing.T, p *Position, sol engine.Solution) {
	t.Helper()
	g, at, err := engine.Replay(p, sol.Moves)
	if err != nil {
		t.Fatalf("the solution fails at move %d: %v", at, err)
	}
	end := g.Position().(*Position)
	if end.Status() != engine.Won || end.Score() != sol.Score {
		t.Fatalf("the solution ends %v with score %d, want won with %d", end.Status(), end.Score(), sol.Score)
	}
}

// TestSolveAgrees compares the solver with the plain search on positions of real deals
// played until a few stones are left, once as it is and once with runs so short that the
// answers come through many restarts.
func TestSolveAgrees(t *testing.T) {
	t.Run("default runs", testSolveAgrees)
	t.Run("short runs", func(t *testing.T) {
		defer func(base int) { restartBase = base }(restartBase)
		restartBase = 2
		testSolveAgrees(t)
	})
}

func testSolveAgrees(t *testing.T) {
	verdicts := map[engine.Verdict]int{}
	for _, game := range []string{"tiny-pebbles", "small-stones", "mahjongg-stones", "loose-stones"} {
		for deal := uint64(0); deal < 30; deal++ {
			p := enginetest.Must(New(game, deal))
			// Play the worst-ranked square each time, to reach tight positions.
			for p.StockLeft() > 4 && p.Status() == engine.Playing {
				moves := p.Moves()
				p, _ = p.Place(moves[int(deal)%len(moves)])
			}
			if p.Status() != engine.Playing {
				continue
			}
			sol := Solve(context.Background(), p)
			want := engine.Unsolvable
			if winnable(p) {
				want = engine.Solved
			}
			if sol.Verdict != want {
				t.Fatalf("%s deal %d: solver %v, plain search %v\n%s", game, deal, sol.Verdict, want, p)
			}
			if want == engine.Solved {
				checkSolution(t, p, sol)
			}
			verdicts[want]++
		}
	}
	if verdicts[engine.Solved] == 0 || verdicts[engine.Unsolvable] == 0 {
		t.Errorf("the sample should hold both winnable and lost positions: %v", verdicts)
	}
}

func TestLuby(t *testing.T) {
	var got []int
	for i := 1; i <= 16; i++ {
		got = append(got, luby(i))
	}
	if diff := cmp.Diff([]int{1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1}, got); diff != "" {
		t.Errorf("Luby sequence (-want +got):\n%s", diff)
	}
}

func TestSolveUnknown(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p := enginetest.Must(New("mahjongg-stones", 1))
	sol := Solve(ctx, p)
	if sol.Verdict != engine.Unknown || sol.Moves != nil {
		t.Errorf("with a cancelled context: %v with %d moves, want unknown", sol.Verdict, len(sol.Moves))
	}
	v := Variants()[0]
	if got := v.Solve(context.Background(), nil); got.Verdict != engine.Unknown {
		t.Errorf("a mahjongg-stones solver given no position says %v, want unknown", got.Verdict)
	}
}

func TestHint(t *testing.T) {
	const board = `
R1 .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. ..
.. .. .. .. .. .. .. B3
`
	tests := []struct {
		name    string
		stock   string
		want    []string // squares that may be hinted
		verdict engine.Verdict
	}{
		// G4 fits nowhere after R2: no win, so the heuristic answers.
		{"lost anyway", "R2 G4", []string{"b1", "a2"}, engine.Unsolvable},
		{"over", "G4", nil, engine.Unsolvable},
		{"empty stock", "", nil, engine.Solved},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := mustParse(t, "game: tiny-pebbles\ndeal: 0\nscore: 0\nfourways: 0\n\nstock: "+tc.stock+board)
			m, verdict := Hint(context.Background(), p)
			if verdict != tc.verdict {
				t.Errorf("verdict = %v, want %v", verdict, tc.verdict)
			}
			if tc.want == nil {
				if m != (engine.Move{}) {
					t.Errorf("Hint = %s, want no move", p.FormatMove(m))
				}
				return
			}
			if m.From != StockPlace {
				t.Errorf("Hint = %s, want a move from the stock", p.FormatMove(m))
			}
			sq := int(m.To)
			found := false
			for _, name := range tc.want {
				found = found || SquareName(sq, p.Cols()) == name
			}
			if !found {
				t.Errorf("Hint = %s, want one of %v", SquareName(sq, p.Cols()), tc.want)
			}
		})
	}
	t.Run("winning squares", func(t *testing.T) {
		// Positions of real deals with four stones left where some legal squares win and
		// some lose (by the plain search): the hint must be proven and winning.
		tried := 0
		for deal := uint64(0); deal < 60 && tried < 8; deal++ {
			p := enginetest.Must(New("tiny-pebbles", deal))
			for p.StockLeft() > 4 && p.Status() == engine.Playing {
				moves := p.Moves()
				p, _ = p.Place(moves[len(moves)-1])
			}
			if p.Status() != engine.Playing {
				continue
			}
			wins, losses := 0, 0
			for _, m := range p.Moves() {
				q, _ := p.Place(m)
				if winnable(q) {
					wins++
				} else {
					losses++
				}
			}
			if wins == 0 || losses == 0 {
				continue
			}
			tried++
			m, verdict := Hint(context.Background(), p)
			q, err := p.Place(m)
			if err != nil || verdict != engine.Solved || !winnable(q) {
				t.Errorf("deal %d: Hint = %s (%v), which does not win\n%s", deal, p.FormatMove(m), verdict, p)
			}
		}
		if tried == 0 {
			t.Fatalf("no sample position with both winning and losing squares")
		}
	})
	t.Run("out of time", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		p := enginetest.Must(New("mahjongg-stones", 4))
		m, verdict := Hint(ctx, p)
		sq := int(m.To)
		if verdict != engine.Unknown || p.Reason(sq) != "" {
			t.Errorf("Hint = %d (%v), want a legal square and Unknown", sq, verdict)
		}
		// The heuristic puts first the square with the most neighbours.
		best := 0
		for _, s := range p.LegalSquares() {
			best = max(best, p.Neighbours(s))
		}
		if diff := cmp.Diff(best, p.Neighbours(sq)); diff != "" {
			t.Errorf("neighbours of the hinted square (-want +got):\n%s", diff)
		}
	})
	t.Run("in time", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		p := enginetest.Must(New("small-stones", 2))
		m, verdict := Hint(ctx, p)
		if verdict != engine.Solved {
			t.Fatalf("Hint on small-stones deal 2 not proven in 10 s")
		}
		q, err := p.Place(m)
		if err != nil {
			t.Fatal(err)
		}
		if sol := Solve(ctx, q); sol.Verdict != engine.Solved {
			t.Errorf("after the hint the solver says %v", sol.Verdict)
		}
	})
}

// TestSolveNodes: a budget of nodes stops the search with Unknown after exactly that many,
// gives the same answer every time, and changes nothing when the search ends within it.
func TestSolveNodes(t *testing.T) {
	for _, tt := range []struct {
		id   string
		deal uint64
	}{{"mahjongg-stones", 2}, {"free-stones", 2}} {
		t.Run(tt.id, func(t *testing.T) {
			p := enginetest.Must(New(tt.id, tt.deal))
			full := SolveNodes(context.Background(), p, 0)
			if full.Verdict != engine.Solved || full.Nodes < 2 {
				t.Fatalf("without a budget: %v after %d nodes, want a win after some search", full.Verdict, full.Nodes)
			}
			if diff := cmp.Diff(full, SolveNodes(context.Background(), p, 2*full.Nodes)); diff != "" {
				t.Errorf("with room to spare (-without a budget +with):\n%s", diff)
			}
			half := full.Nodes / 2
			want := engine.Solution{Verdict: engine.Unknown, Nodes: half}
			for range 2 {
				if diff := cmp.Diff(want, SolveNodes(context.Background(), p, half)); diff != "" {
					t.Errorf("with a budget of %d of the %d nodes it needs (-want +got):\n%s", half, full.Nodes, diff)
				}
			}
		})
	}
}
