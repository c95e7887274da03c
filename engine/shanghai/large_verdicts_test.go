package shanghai_test

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/golden"
	"mahjong/engine/shanghai"
	"mahjong/engine/shanghai/layouts"
)

// Pinned verdicts on the layouts of more than 144 tiles (eight tiles of a face), in
// testdata/large-layout-verdicts.txt, decided independently of the solver; `go test
// ./engine/shanghai -run TestLargeLayoutVerdicts -update` decides them again.
//
//   - "deal": the whole deal, won by construction (the construction's line replays to a
//     win), deals 5-8 and the deals the solver once found hardest;
//   - "mixed": the deal played along the construction's line down to 48 tiles, whose
//     slots then get three faces of eight tiles and twelve of two (see mixedCopies), in
//     an order drawn from a fixed stream: decided by brute force (every legal pair, a
//     memo of positions, no pruning).
//
// The solver must give each pinned verdict, and each won line must replay to a win; on the
// mixed positions, also with restarts every few relaxations and a store of two learned
// nogoods (see SolveSmallStore).
func TestLargeLayoutVerdicts(t *testing.T) {
	const path = "testdata/large-layout-verdicts.txt"
	if golden.Updating() {
		golden.Check(t, path, decideLarge(t))
		return
	}
	count := map[string]int{}
	var id, kind, want string
	var deal uint64
	eachPinned(t, path, []any{&id, &deal, &kind, &want}, func() {
		p := largePosition(t, id, deal, kind)
		sol := shanghai.Solve(context.Background(), p)
		if got := sol.Verdict.String(); got != want {
			t.Errorf("%s deal %d %s: %s, want %s", id, deal, kind, got, want)
			return
		}
		count[kind+" "+want]++
		if sol.Verdict == engine.Solved {
			if g, i, err := engine.Replay(p, sol.Moves); err != nil || g.Position().Status() != engine.Won {
				t.Errorf("%s deal %d %s: the line fails at move %d (%v)", id, deal, kind, i, err)
			}
		}
		if kind != "mixed" {
			return
		}
		if got := shanghai.SolveSmallStore(context.Background(), p).Verdict.String(); got != want {
			t.Errorf("%s deal %d %s: with a store of two nogoods %s, want %s", id, deal, kind, got, want)
		}
	})
	if count["mixed won"] == 0 || count["mixed unsolvable"] == 0 || count["deal won"] == 0 {
		t.Errorf("%s pins %v: want won and unsolvable positions", path, count)
	}
	t.Logf("%v agree", count)
}

// mixedCopies are the tiles of each face of a "mixed" position: three groups of eight,
// whose pairings the solver searches one pair at a time, among twelve pairs that make
// many positions lost.
var mixedCopies = []int{8, 8, 8, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2}

// largeDeals are the deals pinned whole, beyond 5-8 of every large layout: some the
// solver once found hard (40,000 to 420,000 relaxations).
var largeDeals = map[string][]uint64{
	"shanghai-great-wall": {13, 94},
	"shanghai-stairs":     {17},
}

// decideLarge decides the pinned positions again, independently of the solver.
func decideLarge(t *testing.T) string {
	es, err := layouts.All()
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	b.WriteString("# layouts of more than 144 tiles: id, deal, kind (see TestLargeLayoutVerdicts), verdict\n")
	for _, e := range es {
		if e.Layout.Len() <= 144 {
			continue
		}
		for _, d := range append([]uint64{5, 6, 7, 8}, largeDeals[e.ID]...) {
			p := largePosition(t, e.ID, d, "deal")
			g, _, err := engine.Replay(p, shanghai.ConstructionLine(p))
			if err != nil || g.Position().Status() != engine.Won {
				t.Fatalf("%s deal %d: the construction's line does not win (%v)", e.ID, d, err)
			}
			fmt.Fprintf(&b, "%s %d deal %v\n", e.ID, d, engine.Solved)
		}
		for d := uint64(1); d <= 10; d++ {
			v := engine.Unsolvable
			if shanghai.BruteForce(largePosition(t, e.ID, d, "mixed")) {
				v = engine.Solved
			}
			fmt.Fprintf(&b, "%s %d mixed %v\n", e.ID, d, v)
		}
	}
	return b.String()
}

// largePosition returns the position of kind ("deal" or "mixed") of deal d of layout id.
func largePosition(t *testing.T, id string, d uint64, kind string) *shanghai.Position {
	t.Helper()
	e, ok := layouts.Lookup(id)
	if !ok {
		t.Fatalf("no layout %q", id)
	}
	p := e.Variant.New(d).(*shanghai.Position)
	if kind == "deal" {
		return p
	}
	var cur engine.Position = p
	for _, m := range shanghai.ConstructionLine(p) {
		if cur.(*shanghai.Position).Remaining() <= 48 {
			break
		}
		next, err := cur.Apply(m)
		if err != nil {
			t.Fatal(err)
		}
		cur = next
	}
	q := shanghai.Redeal(cur.(*shanghai.Position), mixedCopies, engine.NewRand("test/large-mixed/"+id, d))
	if q == nil || kind != "mixed" {
		t.Fatalf("%s deal %d: no %q position", id, d, kind)
	}
	return q
}

// Pinned verdicts on random deals (Random, not built to be winnable) of the layouts of
// more than 144 tiles, in testdata/large-random-verdicts.txt; `go test ./engine/shanghai
// -run TestLargeRandomVerdicts -update` decides them again, which takes many minutes. A
// deal is pinned won when Solve, given a minute, finds a line that replays to a win;
// unsolvable when SolvePlain (the exact search in random orders only, without the orders
// by groups Solve also uses) proves it too, given ten minutes; and only when Solve
// decides it within pinnedRelaxations, so that the test stays quick. The others are
// noted, not pinned.
func TestLargeRandomVerdicts(t *testing.T) {
	const path = "testdata/large-random-verdicts.txt"
	if golden.Updating() {
		golden.Check(t, path, decideLargeRandom(t))
		return
	}
	count := map[string]int{}
	var id, want string
	var deal uint64
	i := -1
	eachPinned(t, path, []any{&id, &deal, &want}, func() {
		if i++; !enginetest.Sampled(i) {
			return
		}
		p := randomPosition(t, id, deal)
		sol := shanghai.Solve(context.Background(), p)
		if got := sol.Verdict.String(); got != want {
			t.Errorf("%s random deal %d: %s, want %s", id, deal, got, want)
			return
		}
		count[want]++
		if sol.Verdict == engine.Solved {
			if g, i, err := engine.Replay(p, sol.Moves); err != nil || g.Position().Status() != engine.Won {
				t.Errorf("%s random deal %d: the line fails at move %d (%v)", id, deal, i, err)
			}
		}
	})
	if count["won"] == 0 || count["unsolvable"] == 0 {
		t.Errorf("%s pins %v: want won and unsolvable deals", path, count)
	}
	t.Logf("%v agree", count)
}

// pinnedRelaxations bounds the work of a pinned random deal (Solution.Nodes).
const pinnedRelaxations = 400000

// randomDeals are the random deals tried for each large layout.
var randomDeals = map[string]int{
	"shanghai-citadel":       5,
	"shanghai-grand-pyramid": 20,
	"shanghai-great-wall":    3,
	"shanghai-stairs":        20,
	"shanghai-summit":        5,
	"shanghai-twin-peaks":    5,
}

// decideLargeRandom decides the pinned random deals again (see TestLargeRandomVerdicts).
func decideLargeRandom(t *testing.T) string {
	var b strings.Builder
	b.WriteString("# random deals of the layouts of more than 144 tiles: id, deal, verdict (see TestLargeRandomVerdicts)\n")
	ids := make([]string, 0, len(randomDeals))
	for id := range randomDeals {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		for d := uint64(1); d <= uint64(randomDeals[id]); d++ {
			p := randomPosition(t, id, d)
			sol := solveWithin(p, time.Minute, shanghai.Solve)
			switch sol.Verdict {
			case engine.Solved:
				if g, _, err := engine.Replay(p, sol.Moves); err != nil || g.Position().Status() != engine.Won {
					t.Fatalf("%s random deal %d: the solver's line does not win (%v)", id, d, err)
				}
			case engine.Unsolvable:
				if ref := solveWithin(p, 10*time.Minute, shanghai.SolvePlain); ref.Verdict != engine.Unsolvable {
					fmt.Fprintf(&b, "# %s %d: the reference says %v\n", id, d, ref.Verdict)
					continue
				}
			default:
				fmt.Fprintf(&b, "# %s %d undecided\n", id, d)
				continue
			}
			if sol.Nodes > pinnedRelaxations {
				fmt.Fprintf(&b, "# %s %d %v after %d relaxations, not pinned\n", id, d, sol.Verdict, sol.Nodes)
				continue
			}
			fmt.Fprintf(&b, "%s %d %v\n", id, d, sol.Verdict)
		}
	}
	return b.String()
}

// solveWithin runs solve on p with the time budget d.
func solveWithin(p *shanghai.Position, d time.Duration, solve func(context.Context, *shanghai.Position) engine.Solution) engine.Solution {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	return solve(ctx, p)
}

// randomPosition returns random deal d of layout id.
func randomPosition(t *testing.T, id string, d uint64) *shanghai.Position {
	t.Helper()
	e, ok := layouts.Lookup(id)
	if !ok {
		t.Fatalf("no layout %q", id)
	}
	return e.Variant.Random(d).(*shanghai.Position)
}

// eachPinned reads the pinned file path: for each line that is not a comment it scans the
// line's fields into fields, then calls check.
func eachPinned(t *testing.T, path string, fields []any, check func()) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		if _, err := fmt.Sscan(line, fields...); err != nil {
			t.Fatalf("%s: %q: %v", path, line, err)
		}
		check()
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
}
