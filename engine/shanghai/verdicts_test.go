package shanghai

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/golden"
)

// Pinned verdicts, decided once by searches independent of the pairing search, slowly;
// `go test ./engine/shanghai -run TestPinnedVerdicts -update` decides them again, which
// takes many minutes.
//
//   - testdata/turtle-random-verdicts.txt: random Turtle deals 1-80, by solveByOrder (the
//     move-order search) with 60 s each; the deals it leaves undecided are noted, not pinned.
//   - testdata/turtle-endgame-verdicts.txt: endgames of 84 tiles (see endgame), by brute
//     (every legal pair, a memo of positions seen, no pruning at all).
func TestPinnedVerdicts(t *testing.T) {
	v := variant(t, "shanghai-turtle")
	tests := []struct {
		name, path, header string
		last               uint64 // the deals 1..last are tried
		position           func(t testing.TB, d uint64) *Position
		reference          func(p *Position) engine.Verdict
	}{
		{"deals", "testdata/turtle-random-verdicts.txt",
			"random Turtle deals: deal, verdict of solveByOrder (60 s budget each)", 80,
			func(t testing.TB, d uint64) *Position { return pos(t, v.Random(d)) },
			func(p *Position) engine.Verdict {
				ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
				defer cancel()
				return solveByOrder(ctx, p).Verdict
			}},
		{"endgames", "testdata/turtle-endgame-verdicts.txt",
			"Turtle endgames of 84 tiles (see endgame): deal, verdict of brute", 100,
			func(t testing.TB, d uint64) *Position { return endgame(t, v, d) },
			func(p *Position) engine.Verdict {
				if brute(p, map[set]bool{}) {
					return engine.Solved
				}
				return engine.Unsolvable
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if !golden.Updating() {
				checkVerdicts(t, tt.path, func(d uint64) *Position { return tt.position(t, d) })
				return
			}
			var b strings.Builder
			fmt.Fprintf(&b, "# %s\n", tt.header)
			for d := uint64(1); d <= tt.last; d++ {
				p := tt.position(t, d)
				if p == nil {
					continue
				}
				if verdict := tt.reference(p); verdict == engine.Unknown {
					fmt.Fprintf(&b, "# %d undecided\n", d)
				} else {
					fmt.Fprintf(&b, "%d %v\n", d, verdict)
				}
			}
			golden.Check(t, tt.path, b.String())
		})
	}
}

// Runs of the exact search that halt after 50 relaxations, then 100, 200..., in the
// middle of a failure analysis as often as not, and restart: the verdicts stay the same. Deals 2383 and 2774
// are winnable deals that a restart after such a halt once called unsolvable (the search
// order it restarted from had lost a group).
func TestSolveRestartsKeepVerdicts(t *testing.T) {
	v := variant(t, "shanghai-turtle")
	for d := uint64(1); d <= 100; d++ {
		if !enginetest.Sampled(int(d - 1)) {
			continue
		}
		p := pos(t, v.Random(d))
		want := Solve(context.Background(), p).Verdict
		if got := solve(context.Background(), p, 50).Verdict; got != want {
			t.Errorf("deal %d with restarts every 50 relaxations and more: %v, want %v", d, got, want)
		}
	}
	for _, d := range []uint64{2383, 2774} {
		p := pos(t, v.Random(d))
		sol := Solve(context.Background(), p)
		if sol.Verdict != engine.Solved {
			t.Fatalf("deal %d: %v, want won", d, sol.Verdict)
		}
		if g, i, err := engine.Replay(p, sol.Moves); err != nil || g.Position().Status() != engine.Won {
			t.Errorf("deal %d: the line fails at move %d (%v)", d, i, err)
		}
	}
}

// endgame plays deal d of v (constructed when d is odd, random when even) by legal pairs
// drawn from a fixed stream down to 84 tiles, or returns nil when it gets stuck first.
func endgame(t testing.TB, v *engine.Variant, d uint64) *Position {
	var start engine.Position = v.New(d)
	if d%2 == 0 {
		start = v.Random(d)
	}
	cur := pos(t, start)
	r := engine.NewRand("test/endgame", d)
	for cur.Remaining() > 84 {
		ms := cur.pairs()
		if len(ms) == 0 {
			return nil
		}
		next, err := cur.Apply(ms[r.Intn(len(ms))])
		if err != nil {
			t.Fatal(err)
		}
		cur = pos(t, next)
	}
	return cur
}

// checkVerdicts solves the position of each deal pinned in path, compares the verdict and
// replays each won line.
func checkVerdicts(t *testing.T, path string, position func(d uint64) *Position) {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	count := map[engine.Verdict]int{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		ds, want, _ := strings.Cut(line, " ")
		d, err := strconv.ParseUint(ds, 10, 64)
		if err != nil {
			t.Fatalf("%s: %q: %v", path, line, err)
		}
		p := position(d)
		if p == nil {
			t.Fatalf("%s: deal %d has no such position", path, d)
		}
		sol := Solve(context.Background(), p)
		if got := sol.Verdict.String(); got != want {
			t.Errorf("deal %d: %s, want %s", d, got, want)
			continue
		}
		count[sol.Verdict]++
		if sol.Verdict == engine.Solved {
			g, i, err := engine.Replay(p, sol.Moves)
			if err != nil || g.Position().Status() != engine.Won {
				t.Errorf("deal %d: the line fails at move %d (%v)", d, i, err)
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if count[engine.Solved] == 0 || count[engine.Unsolvable] == 0 {
		t.Errorf("%s pins %v: want won and unsolvable positions", path, count)
	}
	t.Logf("%s: %v agree", path, count)
}
