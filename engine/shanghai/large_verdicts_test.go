package shanghai_test

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"mahjong/engine"
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
// The solver must give each pinned verdict, and each won line must replay to a win.
func TestLargeLayoutVerdicts(t *testing.T) {
	const path = "testdata/large-layout-verdicts.txt"
	if golden.Updating() {
		golden.Check(t, path, decideLarge(t))
		return
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	count := map[string]int{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		var id, kind, want string
		var deal uint64
		if _, err := fmt.Sscan(line, &id, &deal, &kind, &want); err != nil {
			t.Fatalf("%s: %q: %v", path, line, err)
		}
		p := largePosition(t, id, deal, kind)
		sol := shanghai.Solve(context.Background(), p)
		if got := sol.Verdict.String(); got != want {
			t.Errorf("%s deal %d %s: %s, want %s", id, deal, kind, got, want)
			continue
		}
		count[kind+" "+want]++
		if sol.Verdict == engine.Solved {
			if g, i, err := engine.Replay(p, sol.Moves); err != nil || g.Position().Status() != engine.Won {
				t.Errorf("%s deal %d %s: the line fails at move %d (%v)", id, deal, kind, i, err)
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
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
