package freecell

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/enginetest"
)

func TestSolveReplays(t *testing.T) {
	tests := []struct {
		id   string
		deal uint64
	}{
		{"sea-towers", 1}, {"sea-towers", 2}, {"sea-breeze", 1}, {"sea-cell", 2},
		// rank-lock games, searched by a portfolio of weightings in rounds (lockStages)
		{"mahjongg-freecell", 2}, {"mahjongg-freecell", 12}, {"long-freecell", 1},
	}
	for _, tt := range tests {
		for _, auto := range []bool{true, false} {
			t.Run(fmt.Sprintf("%s/%d/autoplay=%v", tt.id, tt.deal, auto), func(t *testing.T) {
				p, _ := New(tt.id, tt.deal)
				p = p.WithAutoPlay(auto)
				ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
				defer cancel()
				sol := Solve(ctx, p)
				if sol.Verdict != engine.Solved {
					t.Fatalf("verdict %v after %d nodes", sol.Verdict, sol.Nodes)
				}
				g, i, err := engine.Replay(p, sol.Moves)
				if err != nil {
					t.Fatalf("move %d (%s): %v", i, p.FormatMove(sol.Moves[i]), err)
				}
				if g.Position().Status() != engine.Won {
					t.Fatalf("the line ends %v", g.Position().Status())
				}
			})
		}
	}
}

// seaLost: Sea Breeze with no legal move: the cells are full, every free tile waits for a
// buried one (the piles want the 2s, under 3s), nothing builds on the free 3s and 5s, and
// empty columns take only Winds, which are buried.
const seaLost = `
dragons: Rd Gd Wd
piles: Ww Nw Sw 1b | Ww Nw Sw 1c | Ww Nw Sw Ew
cells: 6b 7b 8b 6c 7c 8c`

const seaLostGrid = `
Ew Ew 4b 4c
2b 2c 9b 9c
3c 3b 5b 5c`

func TestSolveUnsolvable(t *testing.T) {
	p := mustPos(t, "sea-breeze", "on", seaLost, seaLostGrid)
	if p.Status() != engine.Lost || p.StatusText() != "no legal move left" || len(p.Moves()) != 0 {
		t.Fatalf("status %v %q, want lost", p.Status(), p.StatusText())
	}
	sol := Solve(context.Background(), p)
	if sol.Verdict != engine.Unsolvable {
		t.Fatalf("verdict %v", sol.Verdict)
	}
	// The same game with one more cell's worth of room in Sea Towers (empty columns take
	// anything) is won: the 3s go to empty columns and the 2s home.
	q := mustPos(t, "sea-towers", "on", seaLost, seaLostGrid)
	if sol := Solve(context.Background(), q); sol.Verdict != engine.Solved {
		t.Fatalf("sea-towers: verdict %v", sol.Verdict)
	}
}

func TestSolveHonestUnknown(t *testing.T) {
	p, _ := New("long-freecell", 1)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if sol := Solve(ctx, p); sol.Verdict != engine.Unknown {
		t.Fatalf("verdict %v on a cancelled context", sol.Verdict)
	}
	m, v := Hint(ctx, p)
	if v != engine.Unknown || !slices.Contains(p.Moves(), m) {
		t.Fatalf("hint %v %v: want a legal guess and Unknown", p.FormatMove(m), v)
	}
}

func TestHint(t *testing.T) {
	p, _ := New("sea-towers", 2)
	m, v := Hint(context.Background(), p)
	if v != engine.Solved {
		t.Fatalf("verdict %v", v)
	}
	if _, err := p.Apply(m); err != nil {
		t.Fatal(err)
	}
	lost := mustPos(t, "sea-breeze", "on", seaLost, seaLostGrid)
	if m, v := Hint(context.Background(), lost); v != engine.Unsolvable || m != (engine.Move{}) {
		t.Fatalf("lost position: %v %v", m, v)
	}
}

// TestPortfolioTakesTurns checks that the rank-lock searches take turns: with a first
// weighting that only widens the search (each move costs far more than anything eval
// sees) the second still wins soon, after the first has used its turn.
func TestPortfolioTakesTurns(t *testing.T) {
	saved := lockPortfolio
	defer func() { lockPortfolio = saved }()
	lockPortfolio = []weights{{depth: 1000}, lockWeights}
	p, _ := New("mahjongg-freecell", 2)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	sol := Solve(ctx, p)
	if sol.Verdict != engine.Solved {
		t.Fatalf("verdict %v after %d nodes", sol.Verdict, sol.Nodes)
	}
	// the second search wins in a few of its turns; the first, run to its end, would take
	// hundreds of thousands of positions
	if sol.Nodes <= lockSlice || sol.Nodes > 20*lockSlice {
		t.Fatalf("%d nodes: want the first search's turn and a few of the second's", sol.Nodes)
	}
	g, i, err := engine.Replay(p, sol.Moves)
	if err != nil {
		t.Fatalf("move %d: %v", i, err)
	}
	if g.Position().Status() != engine.Won {
		t.Fatalf("the line ends %v", g.Position().Status())
	}
}

// BenchmarkBestFirst measures the solver's speed in positions expanded a second: one
// best-first search of a fixed size from the deal of each variant.
func BenchmarkBestFirst(b *testing.B) {
	for _, v := range specs {
		b.Run(v.id, func(b *testing.B) {
			p, _ := New(v.id, 1)
			const budget = 5000
			nodes := 0
			for b.Loop() {
				s := &search{v: p.v, ctx: context.Background(), seen: newSeenSet(tableLimit), w: v.weights()}
				bd := p.b
				s.bestFirst(&bd, budget)
				nodes += s.nodes
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}

// TestOverflow runs one rank-lock best-first search with a table too small for it: without
// overflow it ends, Unknown, when the table is full; with it, it goes on, wins with a line
// that replays, and counts as having lost entries, so that it could never claim a proof.
func TestOverflow(t *testing.T) {
	tests := []struct {
		overflow bool
		want     engine.Verdict
	}{
		{false, engine.Unknown},
		{true, engine.Solved},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("overflow=%v", tt.overflow), func(t *testing.T) {
			p, err := New("mahjongg-freecell", 2)
			if err != nil {
				t.Fatal(err)
			}
			b := p.b
			if pre := p.v.autoPlay(&b, []AutoMove{}); len(pre) > 0 {
				t.Fatalf("the deal starts with safe tiles: %v", pre)
			}
			s := &search{v: p.v, ctx: context.Background()}
			seen := newSeenSet(1 << 10) // it may not grow
			bf := s.newBestFirst(&b, lockWeights, seen, queueCap/2)
			bf.overflow = tt.overflow
			moves, verdict, done := bf.run(1 << 20)
			if diff := cmp.Diff(tt.want, verdict); diff != "" {
				t.Fatalf("verdict (-want +got):\n%s", diff)
			}
			if !done || seen.count*4 < len(seen.keys)*3 || len(seen.keys) != 1<<10 {
				t.Fatalf("done %v, table %d of %d: the table never filled", done, seen.count, len(seen.keys))
			}
			if !tt.overflow {
				return
			}
			if !bf.dropped {
				t.Error("an overflowed search may still claim a proof")
			}
			s.path = moves
			g, i, err := engine.Replay(p, s.line(p))
			if err != nil {
				t.Fatalf("move %d: %v", i, err)
			}
			if g.Position().Status() != engine.Won {
				t.Fatalf("the line ends %v", g.Position().Status())
			}
		})
	}
}

// TestSolveNodes: a budget of positions stops the search with Unknown after exactly that
// many, gives the same answer every time, and changes nothing when the search ends within it:
// the portfolio of the rank-lock games, the best-first search of the Sea games and a proof.
func TestSolveNodes(t *testing.T) {
	lost := mustPos(t, "sea-breeze", "on", seaLost, seaLostGrid)
	for _, tt := range []struct {
		name string
		p    *Position
	}{
		{"long-freecell/3", enginetest.Must(New("long-freecell", 3))},
		{"sea-winds/1", enginetest.Must(New("sea-winds", 1))},
		{"sea-breeze/lost", lost},
	} {
		t.Run(tt.name, func(t *testing.T) {
			full := SolveNodes(context.Background(), tt.p, 0)
			if full.Verdict == engine.Unknown {
				t.Fatalf("without a budget: %v after %d positions", full.Verdict, full.Nodes)
			}
			if diff := cmp.Diff(full, SolveNodes(context.Background(), tt.p, 2*full.Nodes)); diff != "" {
				t.Errorf("with room to spare (-without a budget +with):\n%s", diff)
			}
			if full.Nodes < 2 {
				return
			}
			half := full.Nodes / 2
			want := engine.Solution{Verdict: engine.Unknown, Nodes: half}
			for range 2 {
				if diff := cmp.Diff(want, SolveNodes(context.Background(), tt.p, half)); diff != "" {
					t.Errorf("with a budget of %d of the %d positions it needs (-want +got):\n%s", half, full.Nodes, diff)
				}
			}
		})
	}
}
