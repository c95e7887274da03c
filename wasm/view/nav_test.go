package view

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/oneplayer"
	"mahjong/engine/shanghai"
	"mahjong/engine/stones"
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

func navAt(x, y, l int) NavItem   { return NavItem{X: x, Y: y, Layer: l, Present: true} }
func navGone(x, y, l int) NavItem { return NavItem{X: x, Y: y, Layer: l} }
func navIn(area, x, y int) NavItem {
	return NavItem{X: x, Y: y, Area: area, Present: true}
}

func TestNavNearest(t *testing.T) {
	at, gone := navAt, navGone
	// A flat 3×3 board with a step of 2, indexed row by row.
	grid := []NavItem{
		at(0, 0, 0), at(2, 0, 0), at(4, 0, 0),
		at(0, 2, 0), at(2, 2, 0), at(4, 2, 0),
		at(0, 4, 0), at(2, 4, 0), at(4, 4, 0),
	}
	// A sparse cross in the proportions of One Player's 3:4 cells (one column is 3, one row
	// 4): the focus at the foot of one vertical line (0), the foot of another four columns
	// right and three rows down (1), exactly 45° away, and a cell far up right (2).
	cross := []NavItem{at(0, 0, 0), at(12, 12, 0), at(39, -16, 0)}
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
		{"right at the end of a row wraps to the start of the next", grid, 5, NavRight, 6},
		{"left at the start of a row wraps to the end of the one above", grid, 6, NavLeft, 5},
		{"down at the foot of a column wraps to the top of the next", grid, 7, NavDown, 2},
		{"up at the top of a column wraps to the foot of the one before", grid, 1, NavUp, 6},
		{"right in the last corner stays", grid, 8, NavRight, -1},
		{"down in the last corner stays", grid, 8, NavDown, -1},
		{"left in the first corner stays", grid, 0, NavLeft, -1},
		{"up in the first corner stays", grid, 0, NavUp, -1},
		{"a removed place is skipped", []NavItem{at(0, 0, 0), gone(2, 0, 0), at(4, 0, 0)}, 0, NavRight, 2},
		{"in the cone beats a nearer place outside it", []NavItem{at(0, 0, 0), at(1, 2, 0), at(3, 0, 0)}, 0, NavRight, 2},
		{"the nearest in the cone, not the one in line", []NavItem{at(0, 0, 0), at(9, 0, 0), at(3, 2, 0)}, 0, NavRight, 2},
		{"outside the cone when it is empty", []NavItem{at(0, 0, 0), at(2, 6, 0), at(1, 9, 0)}, 0, NavRight, 1},
		{"45° belongs to right", []NavItem{at(0, 0, 0), at(2, 2, 0), at(0, 5, 0)}, 0, NavRight, 1},
		{"45° does not belong to down", []NavItem{at(0, 0, 0), at(2, 2, 0), at(0, 5, 0)}, 0, NavDown, 2},
		{"45° on the other side belongs to left", []NavItem{at(4, 0, 0), at(2, 2, 0), at(4, 5, 0)}, 0, NavLeft, 1},
		{"a wrap only when nothing lies that way", []NavItem{at(0, 0, 0), at(-3, 1, 0), at(5, 9, 0)}, 0, NavRight, 2},
		{"a wrap goes to the nearest row", []NavItem{at(9, 0, 0), at(0, 3, 0), at(5, 2, 0), at(7, 2, 0)}, 0, NavRight, 2},
		{"the cross: right goes to the cell at 45°", cross, 0, NavRight, 1},
		{"the cross: up from there goes on, not back", cross, 1, NavUp, 2},
		{"the higher layer wins a tie", []NavItem{at(0, 0, 0), at(2, 0, 0), at(2, 0, 1)}, 0, NavRight, 2},
		{"the lower index wins a tie on one layer", []NavItem{at(2, 0, 0), at(0, 2, 0), at(0, -2, 0)}, 0, NavLeft, 1},
		{"arrows stay in their area", []NavItem{navIn(1, 0, 0), navIn(2, 1, 0), navIn(1, 5, 0)}, 0, NavRight, 2},
		{"arrows do not wrap into another area", []NavItem{navIn(1, 0, 0), navIn(2, 0, 5)}, 0, NavRight, -1},
		{"layer up goes to the nearest place above", []NavItem{at(0, 0, 0), at(5, 5, 1), at(1, 1, 1), at(0, 0, 2)}, 0, NavLayerUp, 2},
		{"layer up skips an empty layer", []NavItem{at(0, 0, 0), gone(0, 0, 1), at(4, 4, 2)}, 0, NavLayerUp, 2},
		{"layer down goes to the nearest place below", []NavItem{at(8, 8, 0), at(2, 2, 0), at(1, 1, 1)}, 2, NavLayerDown, 1},
		{"layer up on the top layer stays", []NavItem{at(0, 0, 0), at(1, 1, 1)}, 1, NavLayerUp, -1},
		{"layer down on the bottom layer stays", []NavItem{at(0, 0, 0), at(1, 1, 1)}, 0, NavLayerDown, -1},
		{"layer moves ignore the same layer", []NavItem{at(0, 0, 1), at(2, 0, 1)}, 0, NavLayerUp, -1},
		{"layer down goes to the next area, to its nearest place",
			[]NavItem{navIn(1, 0, 0), navIn(2, 9, 9), navIn(2, 1, 2), navIn(3, 0, 1)}, 0, NavLayerDown, 2},
		{"layer up goes to the area before", []NavItem{navIn(1, 0, 0), navIn(2, 9, 9), navIn(3, 0, 1)}, 2, NavLayerUp, 1},
		{"layer down skips an area with nothing to focus",
			[]NavItem{navIn(1, 0, 0), {X: 1, Area: 2}, navIn(3, 5, 5)}, 0, NavLayerDown, 2},
		{"layer down in the last area stays", []NavItem{navIn(1, 0, 0), navIn(2, 0, 0)}, 1, NavLayerDown, -1},
		{"a layer below in the area comes before the next area",
			[]NavItem{{X: 0, Layer: 1, Area: 1, Present: true}, navIn(1, 5, 5), navIn(2, 0, 0)}, 0, NavLayerDown, 1},
		{"from nowhere goes to the first place", []NavItem{gone(0, 0, 0), at(2, 0, 0)}, -1, NavRight, 1},
		{"from a removed place goes to the first place", []NavItem{gone(0, 0, 0), at(2, 0, 0), at(4, 0, 0)}, 0, NavLeft, 1},
		{"an empty board has nowhere to go", nil, -1, NavDown, -1},
		{"a board with every place removed", []NavItem{gone(0, 0, 0)}, 0, NavDown, -1},
		{"an unknown direction stays", grid, 4, NavDir(99), -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := NavNearest(tt.items, tt.from, tt.dir); got != tt.want {
				t.Errorf("NavNearest(from %d, dir %d) = %d, want %d", tt.from, tt.dir, got, tt.want)
			}
		})
	}
}

// TestShanghaiNav moves over the Square layout (docs/rules.md#shanghai-layouts): z0 x,y ∈
// {0,2,4,6,8} are slots 0..24, z1 x,y ∈ {1,3,5,7} are slots 25..40, z2 x,y ∈ {2,4,6} are
// slots 41..49.
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
		{"down from the corner to the layer 1 tile that overlaps it, the nearest", 0, NavDown, 25},
		{"down from layer 1, the top tile wins the tie with the one below", 25, NavDown, 41},
		{"left from the top to the tile in line on the bottom layer", 41, NavLeft, 5},
		{"up to the nearer layer 1 tile rather than the one in line", 5, NavUp, 25},
		{"left from layer 1 with its cone empty goes to the nearest tile on the left", 25, NavLeft, 0},
		{"up from the corner onto layer 1", 0, NavLayerUp, 25},
		{"up from layer 1 onto the top", 25, NavLayerUp, 41},
		{"down from the top to layer 1", 41, NavLayerDown, 25},
		{"right on layer 1 stays on its row", 25, NavRight, 26},
		{"right on the top prefers the top tile over the one below it", 41, NavRight, 42},
		{"right at the top's edge goes to the tile in line on the bottom layer", 43, NavRight, 9},
		{"left at the bottom layer's edge wraps to the end of the row above, on layer 1", 5, NavLeft, 28},
		{"left in the first corner stays", 0, NavLeft, -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := NavNearest(items, tt.from, tt.dir); got != tt.want {
				t.Errorf("NavNearest(slot %d, dir %d) = %d, want %d", tt.from, tt.dir, got, tt.want)
			}
		})
	}
}

func TestStonesNav(t *testing.T) {
	items := StonesNav(3, 2)
	want := []NavItem{navAt(0, 0, 0), navAt(1, 0, 0), navAt(2, 0, 0), navAt(0, 1, 0), navAt(1, 1, 0), navAt(2, 1, 0)}
	if diff := cmp.Diff(want, items); diff != "" {
		t.Errorf("StonesNav(3, 2) (-want +got):\n%s", diff)
	}
}

// navArrows are the four arrows; navAll adds the layer keys.
var (
	navArrows = []NavDir{NavLeft, NavRight, NavUp, NavDown}
	navAll    = []NavDir{NavLeft, NavRight, NavUp, NavDown, NavLayerUp, NavLayerDown}
)

// navMoves is where every key leads from every item: moves[i][d] for direction d.
type navMoves [][NavLayerDown + 1]int

func navTable(items []NavItem) navMoves {
	moves := make(navMoves, len(items))
	for i := range items {
		for d := range moves[i] {
			moves[i][d] = NavNearest(items, i, NavDir(d))
		}
	}
	return moves
}

// reachable returns the items the keys dirs lead to from item from, in any number of
// presses, from included.
func (m navMoves) reachable(from int, dirs []NavDir) []bool {
	seen := make([]bool, len(m))
	seen[from] = true
	queue := []int{from}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		for _, d := range dirs {
			if to := m[i][d]; to >= 0 && !seen[to] {
				seen[to] = true
				queue = append(queue, to)
			}
		}
	}
	return seen
}

// towards returns the key a player presses to bring the focus from here closer to there:
// the arrow whose cone holds it (left or right at exactly 45°, as NavNearest counts it), or
// on a stack, where no arrow points at it, the layer key.
func towards(here, there NavItem) NavDir {
	dx, dy := there.X-here.X, there.Y-here.Y
	switch {
	case dx == 0 && dy == 0 && there.Layer > here.Layer:
		return NavLayerUp
	case dx == 0 && dy == 0:
		return NavLayerDown
	case navAbs(dx) >= navAbs(dy) && dx > 0:
		return NavRight
	case navAbs(dx) >= navAbs(dy):
		return NavLeft
	case dy > 0:
		return NavDown
	}
	return NavUp
}

// seek presses towards(focus, target) until the focus is on target, and returns the places
// it went through; ok is false when it comes back to a place it has been (it would go round
// for ever) or stays. seen is scratch space, one entry per item, whose entries must differ
// from stamp, a number that no earlier call used.
func (m navMoves) seek(items []NavItem, from, target int, seen []int, stamp int) (path []int, ok bool) {
	for at := from; at != target; {
		path = append(path, at)
		seen[at] = stamp
		at = m[at][towards(items[at], items[target])]
		if at < 0 || seen[at] == stamp {
			return append(path, at), false
		}
	}
	return path, true
}

// checkNav checks the two promises of the arrow keys on a board: from every item the
// arrows alone reach every target (every item in the same area that is a target), and
// pressing the arrow that points at a target brings the focus to it without going round in
// circles; and the arrows and layer keys together reach every item from every other.
func checkNav(t *testing.T, what string, items []NavItem, target func(int) bool) {
	t.Helper()
	m := navTable(items)
	seen, stamp := make([]int, len(items)), 0
	for from, it := range items {
		if !it.Present {
			continue
		}
		byArrows, byAll := m.reachable(from, navArrows), m.reachable(from, navAll)
		for to, there := range items {
			if !there.Present || to == from {
				continue
			}
			if !byAll[to] {
				t.Errorf("%s: no keys lead from %v to %v", what, it, there)
				return
			}
			if !target(to) || there.Area != it.Area {
				continue
			}
			if !byArrows[to] {
				t.Errorf("%s: no arrows lead from %v to %v", what, it, there)
				return
			}
			stamp++
			if path, ok := m.seek(items, from, to, seen, stamp); !ok {
				var went []NavItem
				for _, i := range path {
					if i >= 0 {
						went = append(went, items[i])
					}
				}
				t.Errorf("%s: pressing towards %v from %v goes round: %v", what, there, it, went)
				return
			}
		}
	}
}

func navEvery(int) bool { return true }

// opNavItems returns the places of a One Player board as the page finds them on the screen
// (wasm/a11y.go, screenNav: the centres of the enabled buttons that are in the tab order,
// rounded down to pixels, one area per data-area) with tiles u pixels wide and the hand in
// handCols columns: the hand (area 1), End turn when it is enabled (area 2), the cells of
// the cross (area 3).
func opNavItems(b OPBoard, u float64, handCols int) []NavItem {
	var items []NavItem
	centre := func(area int, col, row int, w, h, left, top float64) NavItem {
		return NavItem{X: int(left + float64(col)*w + w/2), Y: int(top + float64(row)*h + h/2), Area: area, Present: true}
	}
	hw := 2.6 * u
	for i, h := range b.Hand {
		if h.Face != "" {
			items = append(items, centre(1, i%handCols, i/handCols, hw+4.8, hw*4/3+4.8, 14*u+20, 8))
		}
	}
	if b.CanEnd {
		items = append(items, centre(2, 0, 0, 120, 30, 14*u+20, 8+3*hw*4/3))
	}
	for _, c := range b.Cells {
		if c.Shown && (c.Face != "" || c.Open) {
			items = append(items, centre(3, c.Col-1, c.Row-1, u, u*4/3, 8, 8))
		}
	}
	return items
}

// TestNavReachesEveryPlace checks the arrows on the real boards of each family, all along a
// game: One Player's sparse cross (the strategy's game, at a middling tile size, and at the
// smallest and the largest on every tenth board), every Stones board, and the free tiles of each Shanghai layout (the
// arrows go over every tile that is left, blocked ones too, and must reach each free one).
func TestNavReachesEveryPlace(t *testing.T) {
	for _, v := range oneplayer.Variants() {
		t.Run(v.ID, func(t *testing.T) {
			t.Parallel()
			p := v.New(0).(*oneplayer.Position)
			boards := 0
			for ; p.Status() == engine.Playing; boards++ {
				b := OnePlayerBoard(p, NoMarks)
				for _, size := range []struct {
					u    float64
					cols int
				}{{22.1, 4}, {8, 3}, {44, 4}} {
					if size.u != 22.1 && boards%10 != 0 {
						break // the other sizes on every tenth board: they differ little
					}
					checkNav(t, fmt.Sprintf("turn %d, %d placed, %gpx", p.Turn(), p.PlacedThisTurn(), size.u),
						opNavItems(b, size.u, size.cols), navEvery)
				}
				q, err := p.Apply(hintOf(p))
				if err != nil {
					t.Fatal(err)
				}
				p = q.(*oneplayer.Position)
			}
			if boards < 100 {
				t.Errorf("only %d boards checked", boards)
			}
		})
	}
	for _, v := range stones.Variants() {
		t.Run(v.ID, func(t *testing.T) {
			p := v.New(0).(*stones.Position)
			checkNav(t, v.ID, StonesNav(p.Cols(), p.Rows()), navEvery)
		})
	}
	for _, v := range shanghai.Variants() {
		t.Run(v.ID, func(t *testing.T) {
			p := v.New(1).(*shanghai.Position)
			boards := 0
			for ; ; boards++ {
				items := ShanghaiNav(ShanghaiTiles(p, NoMarks))
				checkNav(t, fmt.Sprintf("%d tiles left", p.Remaining()), items, p.IsFree)
				ms := p.Moves()
				if p.Status() != engine.Playing || len(ms) == 0 {
					break
				}
				q, err := p.Apply(ms[0])
				if err != nil {
					t.Fatal(err)
				}
				p = q.(*shanghai.Position)
			}
			if boards < 20 {
				t.Errorf("only %d boards checked", boards)
			}
			t.Logf("%d boards", boards)
		})
	}
}

// TestNavRandomBoards checks the same promises on boards of places scattered at random
// (from a fixed seed), as sparse and as irregular as no game's board is.
func TestNavRandomBoards(t *testing.T) {
	r := rand.New(rand.NewPCG(6, 1))
	for b := 0; b < 400; b++ {
		w, h, n := 2+r.IntN(60), 2+r.IntN(60), 2+r.IntN(40)
		taken := map[[2]int]bool{}
		var items []NavItem
		for len(items) < n && len(taken) < w*h {
			x, y := r.IntN(w), r.IntN(h)
			if !taken[[2]int{x, y}] {
				taken[[2]int{x, y}] = true
				items = append(items, navAt(x, y, 0))
			}
		}
		checkNav(t, fmt.Sprintf("board %d", b), items, navEvery)
	}
}
