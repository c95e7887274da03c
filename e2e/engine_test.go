package e2e

import (
	"context"
	"sort"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/catalog"
	"mahjong/engine/enginetest"
	"mahjong/engine/shanghai"
)

// variant returns a registered variant or fails the test.
func variant(t *testing.T, id string) *engine.Variant {
	t.Helper()
	v, ok := catalog.Lookup(id)
	if !ok {
		t.Fatalf("catalog has no variant %q", id)
	}
	return v
}

// dealAs returns the engine's position of variant id and deal number n as its family's
// position type P, failing the test when the variant is of another family.
func dealAs[P engine.Position](t *testing.T, id string, n uint64) P {
	t.Helper()
	return enginetest.As[P](t, variant(t, id).New(n))
}

// deal returns the engine's Shanghai position of variant id and deal number n.
func deal(t *testing.T, id string, n uint64) *shanghai.Position {
	t.Helper()
	return dealAs[*shanghai.Position](t, id, n)
}

// solve returns the engine's winning line for p.
func solve(t *testing.T, p *shanghai.Position) []engine.Move {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	sol := variant(t, p.Variant()).Solve(ctx, p)
	if sol.Verdict != engine.Solved {
		t.Fatalf("%s deal %d: the solver says %v after %d nodes; constructed deals are winnable", p.Variant(), p.Deal(), sol.Verdict, sol.Nodes)
	}
	return sol.Moves
}

// shownTile is what a tile element should show; hidden tiles show nothing else.
type shownTile struct {
	Slot   int
	Face   string
	Free   string
	Label  string
	Hidden bool
}

// checkBoard compares the page's tiles with the engine's position p, slot by slot: face,
// freedom, accessible name and presence.
func checkBoard(t *testing.T, st state, p *shanghai.Position) {
	t.Helper()
	if st.Variant != p.Variant() {
		t.Errorf("board data-variant = %q, want %q", st.Variant, p.Variant())
	}
	var want, got []shownTile
	for slot := range p.Layout().Len() {
		tile := p.Tile(slot)
		if tile == engine.NoTile {
			want = append(want, shownTile{Slot: slot, Hidden: true})
			continue
		}
		free, label := "false", tile.String()+", blocked"
		if p.IsFree(slot) {
			free, label = "true", tile.String()+", free"
		}
		want = append(want, shownTile{Slot: slot, Face: tile.Code(), Free: free, Label: label})
	}
	for _, e := range st.Tiles {
		if e.Hidden {
			got = append(got, shownTile{Slot: e.Slot, Hidden: true})
			continue
		}
		got = append(got, shownTile{Slot: e.Slot, Face: e.Face, Free: e.Free, Label: e.Label})
	}
	sort.Slice(got, func(i, j int) bool { return got[i].Slot < got[j].Slot })
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("%s deal %d: the board differs from the engine's position (-want +got):\n%s", p.Variant(), p.Deal(), diff)
	}
	if st.TilesLeft != p.Remaining() {
		t.Errorf("#tiles-left data-value = %d, want %d", st.TilesLeft, p.Remaining())
	}
	if st.Moves != p.PairCount() {
		t.Errorf("#moves-available data-value = %d, want %d (the engine's pair count)", st.Moves, p.PairCount())
	}
}

// stuck finds, by random playouts from deals of variant id, a line of pair removals that
// leaves tiles on the board, no free pair, and a shuffle that can help. It is deterministic:
// the playouts draw from the engine's own stream.
func stuck(t *testing.T, id string) (uint64, []engine.Move) {
	t.Helper()
	for n := uint64(1); n <= 200; n++ {
		for k := uint64(0); k < 20; k++ {
			r := engine.NewRand("e2e/stuck", n*100+k)
			p := deal(t, id, n)
			var line []engine.Move
			for {
				ms := p.Moves()
				if len(ms) == 0 || ms[0].Action != engine.Step {
					break
				}
				m := ms[r.Intn(len(ms))]
				line = append(line, m)
				p = enginetest.Apply(t, p, m)
			}
			if p.Remaining() > 0 && p.CanShuffle() {
				return n, line
			}
		}
	}
	t.Fatalf("no stuck position found in 200 deals of %s", id)
	return 0, nil
}
