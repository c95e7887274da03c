package freecell

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
)

// column builds a board whose first column holds the tiles of codes (top row first, one
// level) and nothing else: colCost reads one column at a time.
func column(t *testing.T, codes string) *board {
	t.Helper()
	var b board
	for i, code := range strings.Fields(codes) {
		tile, err := engine.ParseTile(code)
		if err != nil {
			t.Fatalf("bad tile %q: %v", code, err)
		}
		b.t[i] = tile
		b.n[0]++
	}
	b.lv[0][0] = b.n[0]
	b.nl[0] = 1
	return &b
}

func TestColCost(t *testing.T) {
	v := specByID("sea-winds")
	home := pileMins{1, 1, 1, 1} // every set has its Dragons and wants its 1s
	none := pileMins{}           // no Dragon home yet
	tests := []struct {
		name  string
		codes string
		m     pileMins
		// want: tiles out of order (must), tiles over the wanted ones (dig, counted
		// once for each of the next three ranks the tile that holds them up is within),
		// Winds covering a tile
		want [3]int
	}{
		{"a run headed by a Wind needs nothing", "Ww 9b 8b 7b", home, [3]int{0, 0, 0}},
		{"a 3 over the 1 of its suit", "1b 5c 3b", home, [3]int{1, 6, 0}},
		{"a Wind over lower tiles", "3c Ew 2c", home, [3]int{1, 2, 1}},
		{"a suit tile over a Dragon", "Rd 4b", none, [3]int{1, 3, 0}},
		{"the wanted tile at the bottom costs nothing to dig", "9d 8d 1d", home, [3]int{0, 0, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := column(t, tt.codes)
			got := [3]int{
				v.colCost(b, 0, 0, &tt.m, &weights{must: 1}),
				v.colCost(b, 0, 0, &tt.m, &weights{dig: 1}),
				v.colCost(b, 0, 0, &tt.m, &weights{wind: 1}),
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("colCost [must dig wind] (-want +got):\n%s", diff)
			}
		})
	}
}

func TestEvalCellWait(t *testing.T) {
	v := specByID("sea-winds")
	tests := []struct {
		name  string
		cells string
		want  int
	}{
		{"empty cells cost nothing", "", 0},
		{"a 5 waits four ranks", "5b", -4},
		{"a wanted 1 waits for nothing", "1c", 0},
		{"a Wind waits six ranks at most", "Nw", -6},
		{"the costs add up", "5b 3d Nw", -4 - 2 - 6},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b board
			for p := range b.h {
				b.h[p] = 1 // every set wants its 1s
			}
			for i, code := range strings.Fields(tt.cells) {
				tile, err := engine.ParseTile(code)
				if err != nil {
					t.Fatal(err)
				}
				b.cell[i] = tile
			}
			if got := v.eval(&b, &weights{cwait: 1}); got != tt.want {
				t.Errorf("eval = %d, want %d", got, tt.want)
			}
		})
	}
}
