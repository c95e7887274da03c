package shanghai

import (
	"testing"

	"mahjong/wasm/board"
	"mahjong/wasm/nav"
)

// TestShanghaiNav moves over the Square layout (docs/rules.md#shanghai-layouts): z0 x,y ∈
// {0,2,4,6,8} are slots 0..24, z1 x,y ∈ {1,3,5,7} are slots 25..40, z2 x,y ∈ {2,4,6} are
// slots 41..49.
func TestShanghaiNav(t *testing.T) {
	p := position(t, square1)
	items := Nav(Tiles(p, board.NoMarks))
	if len(items) != 50 {
		t.Fatalf("%d items, want 50", len(items))
	}
	tests := []struct {
		name string
		from int
		dir  nav.Dir
		want int
	}{
		{"right along the bottom layer", 0, nav.Right, 1},
		{"down from the corner to the layer 1 tile that overlaps it, the nearest", 0, nav.Down, 25},
		{"down from layer 1, the top tile wins the tie with the one below", 25, nav.Down, 41},
		{"left from the top to the tile in line on the bottom layer", 41, nav.Left, 5},
		{"up to the nearer layer 1 tile rather than the one in line", 5, nav.Up, 25},
		{"left from layer 1 with its cone empty goes to the nearest tile on the left", 25, nav.Left, 0},
		{"up from the corner onto layer 1", 0, nav.LayerUp, 25},
		{"up from layer 1 onto the top", 25, nav.LayerUp, 41},
		{"down from the top to layer 1", 41, nav.LayerDown, 25},
		{"right on layer 1 stays on its row", 25, nav.Right, 26},
		{"right on the top prefers the top tile over the one below it", 41, nav.Right, 42},
		{"right at the top's edge goes to the tile in line on the bottom layer", 43, nav.Right, 9},
		{"left at the bottom layer's edge wraps to the end of the row above, on layer 1", 5, nav.Left, 28},
		{"left in the first corner stays", 0, nav.Left, -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := nav.Nearest(items, tt.from, tt.dir); got != tt.want {
				t.Errorf("NavNearest(slot %d, dir %d) = %d, want %d", tt.from, tt.dir, got, tt.want)
			}
		})
	}
}
