package freecell

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/golden"
)

func TestVariants(t *testing.T) {
	want := [][3]string{
		{"mahjongg-freecell", "MahJongg FreeCell", "freecell"},
		{"long-freecell", "Long FreeCell", "freecell"},
		{"sea-towers", "Sea Towers", "sea"},
		{"sea-breeze", "Sea Breeze", "sea"},
		{"sea-winds", "Sea Winds", "sea"},
		{"sea-level", "Sea Level", "sea"},
		{"sea-cell", "Sea Cell", "sea"},
	}
	var got [][3]string
	for _, v := range Variants() {
		got = append(got, [3]string{v.ID, v.Name, string(v.Family)})
		if v.New == nil || v.Parse == nil || v.Solve == nil || v.Hint == nil || v.Scored {
			t.Errorf("%s: incomplete variant", v.ID)
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Variants (-want +got):\n%s", diff)
	}
}

// TestDealShapes checks each variant's deal against docs/rules.md: grid, tiles per column,
// tiles in the cells, and the tile set.
func TestDealShapes(t *testing.T) {
	tests := []struct {
		id          string
		rows, cells int
		perColumn   [16]int
		inCells     int
		tiles       int
		seasons     int
	}{
		{"mahjongg-freecell", 8, 4, rep(8), 4, 132, 0},
		{"long-freecell", 9, 4, rep(9), 0, 144, 12},
		{"sea-towers", 10, 6, rep(8), 4, 132, 0},
		{"sea-breeze", 10, 6, rep(8), 4, 132, 0},
		{"sea-winds", 10, 6, rep(8), 4, 132, 0},
		{"sea-level", 10, 6, rep(8), 4, 132, 0},
		{"sea-cell", 9, 4, [16]int{9, 9, 9, 9, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8}, 0, 132, 0},
	}
	for _, tt := range tests {
		for _, deal := range []uint64{0, 1, 77, 1 << 40} {
			t.Run(tt.id+"/"+itoa(int(deal%1000)), func(t *testing.T) {
				p, err := New(tt.id, deal)
				if err != nil {
					t.Fatal(err)
				}
				if p.Rows() != tt.rows || p.Cells() != tt.cells || p.TileCount() != tt.tiles {
					t.Fatalf("rows %d cells %d tiles %d", p.Rows(), p.Cells(), p.TileCount())
				}
				var per [16]int
				count := map[engine.Kind]int{}
				faces := map[engine.Tile]int{}
				for c := 0; c < 16; c++ {
					if p.Levels(c) != 1 {
						t.Fatalf("column %d has %d levels", c+1, p.Levels(c))
					}
					for _, tile := range p.LevelTiles(c, 0) {
						per[c]++
						count[tile.Kind()]++
						faces[tile]++
					}
				}
				in := 0
				for i := 0; i < p.Cells(); i++ {
					if tile := p.CellTile(i); tile != engine.NoTile {
						in++
						count[tile.Kind()]++
						faces[tile]++
					}
				}
				if per != tt.perColumn || in != tt.inCells {
					t.Fatalf("columns %v cells %d", per, in)
				}
				wantKinds := map[engine.Kind]int{engine.Suited: 108, engine.Dragon: 12, engine.Wind: 12}
				if tt.seasons > 0 {
					wantKinds[engine.Season] = tt.seasons
				}
				if diff := cmp.Diff(wantKinds, count); diff != "" {
					t.Fatalf("tile kinds (-want +got):\n%s", diff)
				}
				for tile, n := range faces {
					want := 4
					if k := tile.Kind(); k == engine.Wind || k == engine.Season {
						want = 3
					}
					if n != want {
						t.Fatalf("%v: %d copies", tile, n)
					}
				}
				if p.OnFoundations() != 0 || p.Status() != engine.Playing {
					t.Fatalf("fresh deal: %d home, %v", p.OnFoundations(), p.Status())
				}
				q, _ := New(tt.id, deal)
				if q.String() != p.String() {
					t.Fatal("the same deal number gave two deals")
				}
			})
		}
	}
}

func rep(n int) (a [16]int) {
	for i := range a {
		a[i] = n
	}
	return a
}

// TestGoldenDeals pins deals 1, 2 and 1000 of each variant.
func TestGoldenDeals(t *testing.T) {
	var sb strings.Builder
	for _, v := range Variants() {
		for _, deal := range []uint64{1, 2, 1000} {
			sb.WriteString(v.New(deal).String())
			sb.WriteString("----\n")
		}
	}
	golden.CheckTestdata(t, "deals.golden", sb.String())
}

func BenchmarkMoves(b *testing.B) {
	for _, v := range Variants() {
		p := v.New(1)
		b.Run(v.ID, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				p.Moves()
			}
		})
	}
}
