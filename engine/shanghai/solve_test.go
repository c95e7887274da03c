package shanghai

import (
	"context"
	"testing"

	"mahjong/engine"
)

// brute decides p by trying every legal pair, remembering the positions seen: no pruning,
// no safe moves, no move order, so it is slow and obviously right.
func brute(p *Position, memo map[set]bool) bool {
	if p.present.empty() {
		return true
	}
	if v, ok := memo[p.present]; ok {
		return v
	}
	win := false
	for _, m := range p.pairs() {
		q := *p
		q.present.del(int(m.From))
		q.present.del(int(m.To))
		q.tiles[m.From], q.tiles[m.To] = engine.NoTile, engine.NoTile
		if brute(&q, memo) {
			win = true
			break
		}
	}
	memo[p.present] = win
	return win
}

// The solver agrees with brute force on endgames: deals of every layout, constructed and
// random, played at random down to a size brute force handles.
func TestSolverAgreesWithBruteForce(t *testing.T) {
	for _, v := range Variants() {
		t.Run(v.ID, func(t *testing.T) {
			won, lost := 0, 0
			r := engine.NewRand("test/"+v.ID, 0)
			for deal := uint64(1); deal <= 200; deal++ {
				start := v.New(deal)
				if deal%2 == 0 {
					start = v.Random(deal)
				}
				cur := pos(t, start)
				for cur.Remaining() > 28 {
					ms := cur.pairs()
					if len(ms) == 0 {
						break
					}
					next, err := cur.Apply(ms[r.Intn(len(ms))])
					if err != nil {
						t.Fatal(err)
					}
					cur = pos(t, next)
				}
				if cur.Remaining() > 28 {
					continue
				}
				want := brute(cur, map[set]bool{})
				sol := Solve(context.Background(), cur)
				if got := sol.Verdict == engine.Solved; got != want || sol.Verdict == engine.Unknown {
					t.Fatalf("deal %d: solver %v, brute force %v on\n%s", deal, sol.Verdict, want, cur)
				}
				if want {
					won++
					g, i, err := engine.Replay(cur, sol.Moves)
					if err != nil || g.Position().Status() != engine.Won {
						t.Fatalf("deal %d: line fails at move %d (%v) on\n%s", deal, i, err, cur)
					}
				} else {
					lost++
				}
			}
			if won == 0 || lost == 0 {
				t.Errorf("only %d winnable and %d lost endgames: the comparison proves little", won, lost)
			}
			t.Logf("%d winnable, %d lost endgames agree", won, lost)
		})
	}
}

func TestSolveHandMade(t *testing.T) {
	tests := []struct {
		name string
		text string
		want engine.Verdict
	}{
		{"sides: three 5b and a lone Sw cannot all go", sides, engine.Unsolvable},
		{"crossed pairs", crossed, engine.Unsolvable},
		{"a pair stacked", stacked, engine.Unsolvable},
		{"empty board", empty, engine.Solved},
		{"crossed after its shuffle", "", engine.Solved},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var p *Position
			if tt.text == "" {
				next, err := mustParse(t, crossed).Apply(ShuffleMove)
				if err != nil {
					t.Fatal(err)
				}
				p = pos(t, next)
			} else {
				p = mustParse(t, tt.text)
			}
			sol := Solve(context.Background(), p)
			if sol.Verdict != tt.want {
				t.Fatalf("verdict %v, want %v", sol.Verdict, tt.want)
			}
			if tt.want == engine.Solved {
				g, _, err := engine.Replay(p, sol.Moves)
				if err != nil || g.Position().Status() != engine.Won {
					t.Errorf("line %v does not win: %v", formatMoves(p, sol.Moves), err)
				}
			}
		})
	}
}

// A search that is stopped says Unknown, never Unsolvable.
func TestSolveCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, v := range Variants() {
		t.Run(v.ID, func(t *testing.T) {
			sol := v.Solve(ctx, v.New(1))
			if sol.Verdict != engine.Unknown || sol.Moves != nil {
				t.Errorf("cancelled: %v with %d moves, want unknown", sol.Verdict, len(sol.Moves))
			}
		})
	}
}

func TestSolveOtherVariant(t *testing.T) {
	sol := variant(t, "shanghai-turtle").Solve(context.Background(), nil)
	if sol.Verdict != engine.Unknown {
		t.Errorf("no position given to the Turtle's solver: %v, want unknown", sol.Verdict)
	}
}

func TestHint(t *testing.T) {
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	deal := pos(t, variant(t, "shanghai-pyramid").New(3))
	tests := []struct {
		name    string
		p       *Position
		ctx     context.Context
		ok      bool
		verdict engine.Verdict
	}{
		{"a constructed deal", deal, context.Background(), true, engine.Solved},
		{"lost without a shuffle", mustParse(t, crossed), context.Background(), false, engine.Unsolvable},
		{"pairs left but lost", mustParse(t, sides), context.Background(), false, engine.Unsolvable},
		{"no time: any pair", mustParse(t, sides), cancelled, true, engine.Unknown},
		{"no time and no pair", mustParse(t, crossed), cancelled, false, engine.Unknown},
		{"already won", mustParse(t, empty), context.Background(), false, engine.Solved},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, verdict := Hint(tt.ctx, tt.p)
			ok := m != (engine.Move{})
			if ok != tt.ok || verdict != tt.verdict {
				t.Fatalf("Hint = %s, %v, %v; want ok %v, %v", tt.p.FormatMove(m), ok, verdict, tt.ok, tt.verdict)
			}
			if !ok {
				return
			}
			next, err := tt.p.Apply(m)
			if err != nil {
				t.Fatalf("hint %s is illegal: %v", tt.p.FormatMove(m), err)
			}
			if verdict == engine.Solved {
				if sol := Solve(context.Background(), pos(t, next)); sol.Verdict != engine.Solved {
					t.Errorf("after the hint %s the position is %v", tt.p.FormatMove(m), sol.Verdict)
				}
			}
		})
	}
}

// Whole random deals of the 50-tile layouts are small enough for brute force: almost all
// are lost (a pair with one tile under the other is enough), and the solver must agree on
// every one.
func TestSolverAgreesOnWholeRandomDeals(t *testing.T) {
	for _, id := range []string{"shanghai-square", "shanghai-pyramid"} {
		t.Run(id, func(t *testing.T) {
			v := variant(t, id)
			won := 0
			for deal := uint64(1); deal <= 300; deal++ {
				p := pos(t, v.Random(deal))
				want := brute(p, map[set]bool{})
				sol := Solve(context.Background(), p)
				if got := sol.Verdict == engine.Solved; got != want || sol.Verdict == engine.Unknown {
					t.Fatalf("deal %d: solver %v, brute force %v", deal, sol.Verdict, want)
				}
				if want {
					won++
				}
			}
			t.Logf("%d of 300 winnable", won)
		})
	}
}
