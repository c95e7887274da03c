package shanghai_test

import (
	"testing"

	"mahjong/engine"
	"mahjong/engine/shanghai"
	"mahjong/engine/shanghai/layouts"
)

// Deals on every layout of the library, and on random layouts, are winnable by construction:
// the construction's line wins deals 1..n, played through engine.Game. The layouts'
// shapes are checked where they are made (shanghai.NewLayout).
func TestLibraryDealsWinnable(t *testing.T) {
	n := uint64(100)
	if testing.Short() {
		n = 10
	}
	es, err := layouts.All()
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 10; seed++ {
		e, err := layouts.Random(seed)
		if err != nil {
			t.Fatal(err)
		}
		es = append(es, e)
	}
	for _, e := range es {
		t.Run(e.ID, func(t *testing.T) {
			for deal := uint64(1); deal <= n; deal++ {
				p := e.Variant.New(deal).(*shanghai.Position)
				g, i, err := engine.Replay(p, shanghai.ConstructionLine(p))
				if err != nil {
					t.Fatalf("deal %d: move %d of the construction: %v", deal, i, err)
				}
				if st := g.Position().Status(); st != engine.Won {
					t.Fatalf("deal %d: the construction's line ends %v", deal, st)
				}
			}
		})
	}
}
