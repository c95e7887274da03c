package shanghai

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestLayoutShapes(t *testing.T) {
	tests := []struct {
		name                 string
		slots                int
		perLayer             []int
		width, height, depth int
	}{
		{"Square", 50, []int{25, 16, 9}, 10, 10, 3},
		{"Pyramid", 50, []int{25, 16, 9}, 18, 10, 3},
		{"Turtle", 144, []int{87, 36, 16, 4, 1}, 30, 16, 5},
	}
	ls := Layouts()
	if len(ls) != len(tests) {
		t.Fatalf("Layouts() has %d layouts, want %d", len(ls), len(tests))
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := ls[i]
			if l.Name != tt.name {
				t.Errorf("name %q, want %q", l.Name, tt.name)
			}
			per := make([]int, l.Depth)
			for _, s := range l.Slots {
				per[s.Z]++
			}
			got := []int{len(l.Slots), l.Width, l.Height, l.Depth}
			want := []int{tt.slots, tt.width, tt.height, tt.depth}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("slots, width, height, depth (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.perLayer, per); diff != "" {
				t.Errorf("slots per layer (-want +got):\n%s", diff)
			}
			for k := 1; k < len(l.Slots); k++ {
				a, b := l.Slots[k-1], l.Slots[k]
				if a.Z > b.Z || a.Z == b.Z && (a.Y > b.Y || a.Y == b.Y && a.X >= b.X) {
					t.Errorf("slots %d and %d out of order: %v %v", k-1, k, a, b)
				}
			}
		})
	}
}

// The free tiles of a full layout, counted from the rule:
//   - Square: layer 2 is a 3×3 block on top of everything (x, y ∈ {2,4,6}); every layer-1
//     tile (odd x, y in 1..7) is within one half-tile of a layer-2 tile, and every layer-0
//     tile within one of a layer-1 tile, so only layer 2 can be free, and there only the
//     two ends of each row: 6 (docs/rules.md says 6).
//   - Pyramid: layer-1 row r (y = 2r+1) spans the same x as layer-0 row r and covers it,
//     so layer 0 shows only the two ends of its last row (x = 0 and 16, beyond layer-1
//     row 3): 2; likewise layer 1 shows only the ends of its last row (x = 2 and 14): 2;
//     layer 2's rows of 1, 3 and 5 tiles have 1 + 2 + 2 free ends: 5. 2 + 2 + 5 = 9, as
//     docs/rules.md says.
//   - Turtle: the top tile (1); the 2×2 under it are covered (0); layer 2 (4×4 at x 10..16)
//     is not covered at x = 10 and 16 (two half-tiles from the 2×2), so its 4 rows have
//     free ends: 8; layer 1 (6×6 at x 8..18) has free ends on 6 rows: 12; layer 0: rows
//     y = 0, 2, 4, 10, 12, 14 have two free ends each (12), rows y = 6 and 8 have none
//     (the tiles at x = 0 and x = 26 sit beside both), the tile at x = 0 is free (nothing to
//     its left), the one at x = 26 is not (x = 24 and x = 28 beside it), x = 28 is: 14.
//     1 + 0 + 8 + 12 + 14 = 35.
func TestFreeAtStart(t *testing.T) {
	for _, tt := range []struct {
		id   string
		free int
	}{{"shanghai-square", 6}, {"shanghai-pyramid", 9}, {"shanghai-turtle", 35}} {
		t.Run(tt.id, func(t *testing.T) {
			for _, deal := range []uint64{1, 2, 99} {
				p := pos(t, variant(t, tt.id).New(deal))
				n := 0
				for i := range p.Layout().Slots {
					if p.IsFree(i) {
						n++
					}
				}
				if n != tt.free {
					t.Errorf("deal %d: %d free tiles, want %d", deal, n, tt.free)
				}
			}
		})
	}
}

// The Turtle's lone tiles at the ends sit half a tile lower than the rows: the rule's
// |y'-y| <= 1 makes them neighbours of the two rows beside them.
func TestTurtleHalfRowNeighbours(t *testing.T) {
	l := turtle
	left, mid := l.SlotAt(0, 7, 0), l.SlotAt(2, 6, 0)
	below := l.SlotAt(2, 8, 0)
	top := l.SlotAt(13, 7, 4)
	if left < 0 || mid < 0 || below < 0 || top < 0 {
		t.Fatal("missing Turtle slots")
	}
	tests := []struct {
		name string
		got  bool
		want bool
	}{
		{"(2,6) has (0,7) on its left", l.left[mid].has(left), true},
		{"(2,8) has (0,7) on its left", l.left[below].has(left), true},
		{"(0,7) has (2,6) on its right", l.right[left].has(mid), true},
		{"(0,7) has nothing on its left", l.left[left].empty(), true},
		{"(2,6) is not beside (2,8)", l.left[mid].has(below) || l.right[mid].has(below), false},
		{"the top covers (12,6,3)", l.above[l.SlotAt(12, 6, 3)].has(top), true},
		{"the top covers (14,8,3)", l.above[l.SlotAt(14, 8, 3)].has(top), true},
		{"the top does not cover (10,6,2)", l.above[l.SlotAt(10, 6, 2)].has(top), false},
		{"(12,6,2) is under the top", l.above[l.SlotAt(12, 6, 2)].has(top), true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.got != tt.want {
				t.Errorf("got %v, want %v", tt.got, tt.want)
			}
		})
	}
}

// NewLayout refuses what is not a layout, saying why and where.
func TestNewLayoutRefuses(t *testing.T) {
	row := func(n, z int) []Slot {
		var s []Slot
		for i := range n {
			s = append(s, Slot{2 * i, 0, z})
		}
		return s
	}
	tests := []struct {
		name  string
		slots []Slot
		want  string
	}{
		{"empty", nil, "too few tiles (0): a layout needs at least 2"},
		{"odd", row(3, 0), "an odd number of tiles (3): tiles are removed in pairs"},
		{"too many", row(290, 0), "too many tiles (290): a layout has at most 288"},
		{"negative", []Slot{{0, 0, 0}, {-2, 0, 0}}, "layer 0, row 0, column -2: a negative coordinate"},
		{"too wide", []Slot{{0, 0, 0}, {127, 0, 0}}, "layer 0, row 0, column 127: outside the largest board (128 half-tiles across and down, 16 layers)"},
		{"overlap", []Slot{{0, 0, 0}, {1, 1, 0}}, "layer 0, row 1, column 1: overlaps another tile of its layer"},
		{"same slot", []Slot{{0, 0, 0}, {0, 0, 0}}, "layer 0, row 0, column 0: overlaps another tile of its layer"},
		{"floating", append(row(3, 0), Slot{8, 0, 1}), "layer 1, row 0, column 8: floats: less than half of it rests on the layer below"},
		{"a quarter held", append(row(3, 0), Slot{5, 1, 1}), "layer 1, row 1, column 5: floats: less than half of it rests on the layer below"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := NewLayout("test", tt.slots)
			if err == nil || err.Error() != tt.want {
				t.Errorf("error %v, want %q", err, tt.want)
			}
		})
	}
	// Half a tile resting on the layer below is enough: a tile set half off the end of a row.
	if _, err := NewLayout("half", append(row(3, 0), Slot{5, 0, 1})); err != nil {
		t.Errorf("a half-supported tile: %v", err)
	}
}

// NewVariant refuses a layout on which no deal can be won, and ids that are not its own.
func TestNewVariantRefuses(t *testing.T) {
	stack := newLayout("stack", []Slot{{0, 0, 0}, {0, 0, 1}})
	if _, err := NewVariant("shanghai-stack", "Stack", stack); err == nil {
		t.Error("two stacked tiles: no error")
	}
	pair := newLayout("pair", []Slot{{0, 0, 0}, {4, 0, 0}})
	for _, id := range []string{"stack", "shanghai-", "shanghai-turtle"} {
		if _, err := NewVariant(id, "Pair", pair); err == nil {
			t.Errorf("id %q: no error", id)
		}
	}
	if _, err := NewVariant("shanghai-pair", "Pair", pair); err != nil {
		t.Errorf("a pair side by side: %v", err)
	}
}

// The three built-in layouts, made unchecked, pass every check of NewLayout and give the same
// layout.
func TestBuiltInLayoutsPassTheChecks(t *testing.T) {
	for _, l := range Layouts() {
		checked, err := NewLayout(l.Name, l.Slots)
		if err != nil {
			t.Errorf("%s: %v", l.Name, err)
			continue
		}
		if diff := cmp.Diff(l.Slots, checked.Slots); diff != "" {
			t.Errorf("%s (-built in +checked):\n%s", l.Name, diff)
		}
	}
}
