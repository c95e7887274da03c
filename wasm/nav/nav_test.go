package nav_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"

	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/oneplayer"
	"mahjong/engine/shanghai"
	"mahjong/engine/stones"
	"mahjong/wasm/board"
	"mahjong/wasm/nav"
	oneplayerview "mahjong/wasm/oneplayer"
	shanghaiview "mahjong/wasm/shanghai"
	stonesview "mahjong/wasm/stones"
)

func TestNavKey(t *testing.T) {
	type got struct {
		Dir nav.Dir
		OK  bool
	}
	tests := []struct {
		key   string
		shift bool
		want  got
	}{
		{"ArrowLeft", false, got{nav.Left, true}},
		{"ArrowRight", false, got{nav.Right, true}},
		{"ArrowUp", false, got{nav.Up, true}},
		{"ArrowDown", false, got{nav.Down, true}},
		{"ArrowUp", true, got{nav.LayerUp, true}},
		{"ArrowDown", true, got{nav.LayerDown, true}},
		{"ArrowLeft", true, got{nav.Left, true}},
		{"PageUp", false, got{nav.LayerUp, true}},
		{"PageDown", false, got{nav.LayerDown, true}},
		{"Enter", false, got{}},
		{"h", false, got{}},
	}
	for _, tt := range tests {
		t.Run(tt.key, func(t *testing.T) {
			d, ok := nav.Key(tt.key, tt.shift)
			if diff := cmp.Diff(tt.want, got{d, ok}); diff != "" {
				t.Errorf("NavKey(%q, %v) (-want +got):\n%s", tt.key, tt.shift, diff)
			}
		})
	}
}

func navAt(x, y, l int) nav.Item   { return nav.Item{X: x, Y: y, Layer: l, Present: true} }
func navGone(x, y, l int) nav.Item { return nav.Item{X: x, Y: y, Layer: l} }
func navIn(area, x, y int) nav.Item {
	return nav.Item{X: x, Y: y, Area: area, Present: true}
}

func TestNavNearest(t *testing.T) {
	at, gone := navAt, navGone
	// A flat 3×3 board with a step of 2, indexed row by row.
	grid := []nav.Item{
		at(0, 0, 0), at(2, 0, 0), at(4, 0, 0),
		at(0, 2, 0), at(2, 2, 0), at(4, 2, 0),
		at(0, 4, 0), at(2, 4, 0), at(4, 4, 0),
	}
	// A sparse cross in the proportions of One Player's 3:4 cells (one column is 3, one row
	// 4): the focus at the foot of one vertical line (0), the foot of another four columns
	// right and three rows down (1), exactly 45° away, and a cell far up right (2).
	cross := []nav.Item{at(0, 0, 0), at(12, 12, 0), at(39, -16, 0)}
	tests := []struct {
		name  string
		items []nav.Item
		from  int
		dir   nav.Dir
		want  int
	}{
		{"left from the centre", grid, 4, nav.Left, 3},
		{"right from the centre", grid, 4, nav.Right, 5},
		{"up from the centre", grid, 4, nav.Up, 1},
		{"down from the centre", grid, 4, nav.Down, 7},
		{"right at the end of a row wraps to the start of the next", grid, 5, nav.Right, 6},
		{"left at the start of a row wraps to the end of the one above", grid, 6, nav.Left, 5},
		{"down at the foot of a column wraps to the top of the next", grid, 7, nav.Down, 2},
		{"up at the top of a column wraps to the foot of the one before", grid, 1, nav.Up, 6},
		{"right in the last corner stays", grid, 8, nav.Right, -1},
		{"down in the last corner stays", grid, 8, nav.Down, -1},
		{"left in the first corner stays", grid, 0, nav.Left, -1},
		{"up in the first corner stays", grid, 0, nav.Up, -1},
		{"a removed place is skipped", []nav.Item{at(0, 0, 0), gone(2, 0, 0), at(4, 0, 0)}, 0, nav.Right, 2},
		{"in the cone beats a nearer place outside it", []nav.Item{at(0, 0, 0), at(1, 2, 0), at(3, 0, 0)}, 0, nav.Right, 2},
		{"the nearest in the cone, not the one in line", []nav.Item{at(0, 0, 0), at(9, 0, 0), at(3, 2, 0)}, 0, nav.Right, 2},
		{"outside the cone when it is empty", []nav.Item{at(0, 0, 0), at(2, 6, 0), at(1, 9, 0)}, 0, nav.Right, 1},
		{"45° belongs to right", []nav.Item{at(0, 0, 0), at(2, 2, 0), at(0, 5, 0)}, 0, nav.Right, 1},
		{"45° does not belong to down", []nav.Item{at(0, 0, 0), at(2, 2, 0), at(0, 5, 0)}, 0, nav.Down, 2},
		{"45° on the other side belongs to left", []nav.Item{at(4, 0, 0), at(2, 2, 0), at(4, 5, 0)}, 0, nav.Left, 1},
		{"a wrap only when nothing lies that way", []nav.Item{at(0, 0, 0), at(-3, 1, 0), at(5, 9, 0)}, 0, nav.Right, 2},
		{"a wrap goes to the nearest row", []nav.Item{at(9, 0, 0), at(0, 3, 0), at(5, 2, 0), at(7, 2, 0)}, 0, nav.Right, 2},
		{"the cross: right goes to the cell at 45°", cross, 0, nav.Right, 1},
		{"the cross: up from there goes on, not back", cross, 1, nav.Up, 2},
		{"the higher layer wins a tie", []nav.Item{at(0, 0, 0), at(2, 0, 0), at(2, 0, 1)}, 0, nav.Right, 2},
		{"the lower index wins a tie on one layer", []nav.Item{at(2, 0, 0), at(0, 2, 0), at(0, -2, 0)}, 0, nav.Left, 1},
		{"arrows stay in their area", []nav.Item{navIn(1, 0, 0), navIn(2, 1, 0), navIn(1, 5, 0)}, 0, nav.Right, 2},
		{"arrows do not wrap into another area", []nav.Item{navIn(1, 0, 0), navIn(2, 0, 5)}, 0, nav.Right, -1},
		{"layer up goes to the nearest place above", []nav.Item{at(0, 0, 0), at(5, 5, 1), at(1, 1, 1), at(0, 0, 2)}, 0, nav.LayerUp, 2},
		{"layer up skips an empty layer", []nav.Item{at(0, 0, 0), gone(0, 0, 1), at(4, 4, 2)}, 0, nav.LayerUp, 2},
		{"layer down goes to the nearest place below", []nav.Item{at(8, 8, 0), at(2, 2, 0), at(1, 1, 1)}, 2, nav.LayerDown, 1},
		{"layer up on the top layer stays", []nav.Item{at(0, 0, 0), at(1, 1, 1)}, 1, nav.LayerUp, -1},
		{"layer down on the bottom layer stays", []nav.Item{at(0, 0, 0), at(1, 1, 1)}, 0, nav.LayerDown, -1},
		{"layer moves ignore the same layer", []nav.Item{at(0, 0, 1), at(2, 0, 1)}, 0, nav.LayerUp, -1},
		{"layer down goes to the next area, to its nearest place",
			[]nav.Item{navIn(1, 0, 0), navIn(2, 9, 9), navIn(2, 1, 2), navIn(3, 0, 1)}, 0, nav.LayerDown, 2},
		{"layer up goes to the area before", []nav.Item{navIn(1, 0, 0), navIn(2, 9, 9), navIn(3, 0, 1)}, 2, nav.LayerUp, 1},
		{"layer down skips an area with nothing to focus",
			[]nav.Item{navIn(1, 0, 0), {X: 1, Area: 2}, navIn(3, 5, 5)}, 0, nav.LayerDown, 2},
		{"layer down in the last area stays", []nav.Item{navIn(1, 0, 0), navIn(2, 0, 0)}, 1, nav.LayerDown, -1},
		{"a layer below in the area comes before the next area",
			[]nav.Item{{X: 0, Layer: 1, Area: 1, Present: true}, navIn(1, 5, 5), navIn(2, 0, 0)}, 0, nav.LayerDown, 1},
		{"from nowhere goes to the first place", []nav.Item{gone(0, 0, 0), at(2, 0, 0)}, -1, nav.Right, 1},
		{"from a removed place goes to the first place", []nav.Item{gone(0, 0, 0), at(2, 0, 0), at(4, 0, 0)}, 0, nav.Left, 1},
		{"an empty board has nowhere to go", nil, -1, nav.Down, -1},
		{"a board with every place removed", []nav.Item{gone(0, 0, 0)}, 0, nav.Down, -1},
		{"an unknown direction stays", grid, 4, nav.Dir(99), -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := nav.Nearest(tt.items, tt.from, tt.dir); got != tt.want {
				t.Errorf("NavNearest(from %d, dir %d) = %d, want %d", tt.from, tt.dir, got, tt.want)
			}
		})
	}
}

// navArrows are the four arrows; navAll adds the layer keys.
var (
	navArrows = []nav.Dir{nav.Left, nav.Right, nav.Up, nav.Down}
	navAll    = []nav.Dir{nav.Left, nav.Right, nav.Up, nav.Down, nav.LayerUp, nav.LayerDown}
)

// navMoves is where every key leads from every item: moves[i][d] for direction d.
type navMoves [][nav.LayerDown + 1]int

func navTable(items []nav.Item) navMoves {
	moves := make(navMoves, len(items))
	for i := range items {
		for d := range moves[i] {
			moves[i][d] = nav.Nearest(items, i, nav.Dir(d))
		}
	}
	return moves
}

// reachable returns the items the keys dirs lead to from item from, in any number of
// presses, from included.
func (m navMoves) reachable(from int, dirs []nav.Dir) []bool {
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
// the arrow whose cone holds it (left or right at exactly 45°, as Nearest counts it), or
// on a stack, where no arrow points at it, the layer key.
func towards(here, there nav.Item) nav.Dir {
	dx, dy := there.X-here.X, there.Y-here.Y
	switch {
	case dx == 0 && dy == 0 && there.Layer > here.Layer:
		return nav.LayerUp
	case dx == 0 && dy == 0:
		return nav.LayerDown
	case abs(dx) >= abs(dy) && dx > 0:
		return nav.Right
	case abs(dx) >= abs(dy):
		return nav.Left
	case dy > 0:
		return nav.Down
	}
	return nav.Up
}

// seek presses towards(focus, target) until the focus is on target, and returns the places
// it went through; ok is false when it comes back to a place it has been (it would go round
// for ever) or stays. seen is scratch space, one entry per item, whose entries must differ
// from stamp, a number that no earlier call used.
func (m navMoves) seek(items []nav.Item, from, target int, seen []int, stamp int) (path []int, ok bool) {
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
func checkNav(t *testing.T, what string, items []nav.Item, target func(int) bool) {
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
				var went []nav.Item
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
// (board.ScreenNav: the centres of the enabled buttons that are in the tab order,
// rounded down to pixels, one area per data-area) with tiles u pixels wide and the hand in
// handCols columns: the hand (area 1), End turn when it is enabled (area 2), the cells of
// the cross (area 3).
func opNavItems(b oneplayerview.Board, u float64, handCols int) []nav.Item {
	var items []nav.Item
	centre := func(area int, col, row int, w, h, left, top float64) nav.Item {
		return nav.Item{X: int(left + float64(col)*w + w/2), Y: int(top + float64(row)*h + h/2), Area: area, Present: true}
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
				b := oneplayerview.BoardOf(p, board.NoMarks)
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
				m, _ := oneplayer.Hint(context.Background(), p)
				p = enginetest.Apply(t, p, m)
			}
			if boards < 100 {
				t.Errorf("only %d boards checked", boards)
			}
		})
	}
	for _, v := range stones.Variants() {
		t.Run(v.ID, func(t *testing.T) {
			p := v.New(0).(*stones.Position)
			checkNav(t, v.ID, stonesview.Nav(p.Cols(), p.Rows()), navEvery)
		})
	}
	for _, v := range shanghai.Variants() {
		t.Run(v.ID, func(t *testing.T) {
			p := v.New(1).(*shanghai.Position)
			boards := 0
			for ; ; boards++ {
				items := shanghaiview.Nav(shanghaiview.Tiles(p, board.NoMarks))
				checkNav(t, fmt.Sprintf("%d tiles left", p.Remaining()), items, p.IsFree)
				ms := p.Moves()
				if p.Status() != engine.Playing || len(ms) == 0 {
					break
				}
				p = enginetest.Apply(t, p, ms[0])
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
		var items []nav.Item
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

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
