package view

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestNavKey(t *testing.T) {
	type got struct {
		Dir NavDir
		OK  bool
	}
	tests := []struct {
		key   string
		shift bool
		want  got
	}{
		{"ArrowLeft", false, got{NavLeft, true}},
		{"ArrowRight", false, got{NavRight, true}},
		{"ArrowUp", false, got{NavUp, true}},
		{"ArrowDown", false, got{NavDown, true}},
		{"ArrowUp", true, got{NavLayerUp, true}},
		{"ArrowDown", true, got{NavLayerDown, true}},
		{"ArrowLeft", true, got{NavLeft, true}},
		{"PageUp", false, got{NavLayerUp, true}},
		{"PageDown", false, got{NavLayerDown, true}},
		{"Enter", false, got{}},
		{"h", false, got{}},
	}
	for _, tt := range tests {
		t.Run(tt.key, func(t *testing.T) {
			d, ok := NavKey(tt.key, tt.shift)
			if diff := cmp.Diff(tt.want, got{d, ok}); diff != "" {
				t.Errorf("NavKey(%q, %v) (-want +got):\n%s", tt.key, tt.shift, diff)
			}
		})
	}
}

func TestNavNearest(t *testing.T) {
	at := func(x, y, l int) NavItem { return NavItem{X: x, Y: y, Layer: l, Present: true} }
	gone := func(x, y, l int) NavItem { return NavItem{X: x, Y: y, Layer: l} }
	// A flat 3×3 board with a step of 2, indexed row by row.
	grid := []NavItem{
		at(0, 0, 0), at(2, 0, 0), at(4, 0, 0),
		at(0, 2, 0), at(2, 2, 0), at(4, 2, 0),
		at(0, 4, 0), at(2, 4, 0), at(4, 4, 0),
	}
	tests := []struct {
		name  string
		items []NavItem
		from  int
		dir   NavDir
		want  int
	}{
		{"left from the centre", grid, 4, NavLeft, 3},
		{"right from the centre", grid, 4, NavRight, 5},
		{"up from the centre", grid, 4, NavUp, 1},
		{"down from the centre", grid, 4, NavDown, 7},
		{"right at the right edge stays", grid, 5, NavRight, -1},
		{"up at the top edge stays", grid, 1, NavUp, -1},
		{"left at the left edge stays", grid, 6, NavLeft, -1},
		{"down at the bottom edge stays", grid, 7, NavDown, -1},
		{"a removed place is skipped", []NavItem{at(0, 0, 0), gone(2, 0, 0), at(4, 0, 0)}, 0, NavRight, 2},
		{"in line beats a nearer place aside", []NavItem{at(0, 0, 0), at(1, 2, 0), at(3, 0, 0)}, 0, NavRight, 2},
		{"aside when nothing is in line", []NavItem{at(0, 0, 0), at(2, 6, 0)}, 0, NavRight, 1},
		{"level with the focus is not ahead", []NavItem{at(0, 0, 0), at(0, 4, 1)}, 0, NavRight, -1},
		{"the higher layer wins a tie", []NavItem{at(0, 0, 0), at(2, 0, 0), at(2, 0, 1)}, 0, NavRight, 2},
		{"the lower index wins a tie on one layer", []NavItem{at(2, 0, 0), at(0, 2, 0), at(0, -2, 0)}, 0, NavLeft, 1},
		{"layer up goes to the nearest place above", []NavItem{at(0, 0, 0), at(5, 5, 1), at(1, 1, 1), at(0, 0, 2)}, 0, NavLayerUp, 2},
		{"layer up skips an empty layer", []NavItem{at(0, 0, 0), gone(0, 0, 1), at(4, 4, 2)}, 0, NavLayerUp, 2},
		{"layer down goes to the nearest place below", []NavItem{at(8, 8, 0), at(2, 2, 0), at(1, 1, 1)}, 2, NavLayerDown, 1},
		{"layer up on the top layer stays", []NavItem{at(0, 0, 0), at(1, 1, 1)}, 1, NavLayerUp, -1},
		{"layer down on the bottom layer stays", []NavItem{at(0, 0, 0), at(1, 1, 1)}, 0, NavLayerDown, -1},
		{"layer moves ignore the same layer", []NavItem{at(0, 0, 1), at(2, 0, 1)}, 0, NavLayerUp, -1},
		{"from nowhere goes to the first place", []NavItem{gone(0, 0, 0), at(2, 0, 0)}, -1, NavRight, 1},
		{"from a removed place goes to the first place", []NavItem{gone(0, 0, 0), at(2, 0, 0), at(4, 0, 0)}, 0, NavLeft, 1},
		{"an empty board has nowhere to go", nil, -1, NavDown, -1},
		{"a board with every place removed", []NavItem{gone(0, 0, 0)}, 0, NavDown, -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := NavNearest(tt.items, tt.from, tt.dir); got != tt.want {
				t.Errorf("NavNearest(from %d, dir %d) = %d, want %d", tt.from, tt.dir, got, tt.want)
			}
		})
	}
}

// TestShanghaiNav moves over the Square layout (RULES.md: z0 x,y ∈ {0,2,4,6,8} are slots
// 0..24, z1 x,y ∈ {1,3,5,7} are slots 25..40, z2 x,y ∈ {2,4,6} are slots 41..49).
func TestShanghaiNav(t *testing.T) {
	p := position(t, square1)
	items := ShanghaiNav(ShanghaiTiles(p, NoMarks))
	if len(items) != 50 {
		t.Fatalf("%d items, want 50", len(items))
	}
	tests := []struct {
		name string
		from int
		dir  NavDir
		want int
	}{
		{"right along the bottom layer", 0, NavRight, 1},
		{"down along the bottom layer", 0, NavDown, 5},
		{"up from the corner onto layer 1", 0, NavLayerUp, 25},
		{"up from layer 1 onto the top", 25, NavLayerUp, 41},
		{"down from the top to layer 1", 41, NavLayerDown, 25},
		{"right on layer 1 stays on its row", 25, NavRight, 26},
		{"right on the top prefers the top tile over the one below it", 41, NavRight, 42},
		{"right at the top's edge goes to the tile in line on the bottom layer", 43, NavRight, 9},
		{"left at the bottom layer's edge stays", 5, NavLeft, -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := NavNearest(items, tt.from, tt.dir); got != tt.want {
				t.Errorf("NavNearest(slot %d, dir %d) = %d, want %d", tt.from, tt.dir, got, tt.want)
			}
		})
	}
}
