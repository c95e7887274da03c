package shanghai

import (
	"cmp"
	_ "embed"
	"slices"
	"strconv"
	"strings"
)

// Slot is one place of a layout, in half-tile units: the tile covers X..X+1 and Y..Y+1 of
// layer Z.
type Slot struct{ X, Y, Z int }

// Layout is the shape of a game: the places tiles are dealt to.
type Layout struct {
	Name                 string
	Slots                []Slot // fixed order: by Z, then Y, then X
	Width, Height, Depth int    // max X+2, max Y+2, max Z+1

	// The free rule as bitsets over slot indexes, precomputed so that the rule is a few
	// word operations: left[i] and right[i] are the slots that block slot i on that side,
	// above[i] those that lie on it.
	left, right, above []set
	// blocks[j] is the set of slots whose freedom depends on slot j.
	blocks []set
	// byX lists the slots by layer, then X, then Y: left neighbours come before a slot.
	byX []int
	// at maps (x, y, z) to slot index + 1, for the notation.
	at map[Slot]int
}

// maxSlots bounds the layouts this package handles: the bitsets have five words.
const maxSlots = words * 64

func newLayout(name string, slots []Slot) *Layout {
	if len(slots) == 0 || len(slots) > maxSlots {
		panic("shanghai: layout " + name + " has " + strconv.Itoa(len(slots)) + " slots")
	}
	s := append([]Slot(nil), slots...)
	// Typed sorts, not sort.Slice's reflection: the page builds the layouts while it starts.
	slices.SortFunc(s, func(a, b Slot) int {
		return cmp.Or(cmp.Compare(a.Z, b.Z), cmp.Compare(a.Y, b.Y), cmp.Compare(a.X, b.X))
	})
	l := &Layout{Name: name, Slots: s, at: make(map[Slot]int, len(s))}
	for i, sl := range s {
		if sl.X < 0 || sl.Y < 0 || sl.Z < 0 {
			panic("shanghai: negative coordinate in layout " + name)
		}
		if l.at[sl] != 0 {
			panic("shanghai: repeated slot in layout " + name)
		}
		l.at[sl] = i + 1
		l.Width = max(l.Width, sl.X+2)
		l.Height = max(l.Height, sl.Y+2)
		l.Depth = max(l.Depth, sl.Z+1)
	}
	n := len(s)
	l.left, l.right, l.above, l.blocks = make([]set, n), make([]set, n), make([]set, n), make([]set, n)
	for i, a := range s {
		for j, b := range s {
			if i == j {
				continue
			}
			dx, dy := b.X-a.X, abs(b.Y-a.Y)
			switch {
			case b.Z == a.Z && dy <= 1 && dx == -2:
				l.left[i].add(j)
				l.blocks[j].add(i)
			case b.Z == a.Z && dy <= 1 && dx == 2:
				l.right[i].add(j)
				l.blocks[j].add(i)
			case b.Z > a.Z && abs(dx) <= 1 && dy <= 1:
				l.above[i].add(j)
				l.blocks[j].add(i)
			}
		}
	}
	l.byX = make([]int, n)
	for i := range l.byX {
		l.byX[i] = i
	}
	slices.SortStableFunc(l.byX, func(i, j int) int {
		a, b := s[i], s[j]
		return cmp.Or(cmp.Compare(a.Z, b.Z), cmp.Compare(a.X, b.X))
	})
	return l
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// Len returns the number of slots.
func (l *Layout) Len() int { return len(l.Slots) }

// SlotAt returns the index of the slot at (x, y, z), or -1.
func (l *Layout) SlotAt(x, y, z int) int { return l.at[Slot{x, y, z}] - 1 }

// all returns the set of every slot.
func (l *Layout) all() set {
	var s set
	for i := range l.Slots {
		s.add(i)
	}
	return s
}

// free reports whether slot i is free when the slots in present are occupied.
func (l *Layout) free(present *set, i int) bool {
	return !present.meets(&l.above[i]) && (!present.meets(&l.left[i]) || !present.meets(&l.right[i]))
}

// freeSet returns the free slots among present.
func (l *Layout) freeSet(present *set) set {
	var f set
	for w := range present {
		for m := present[w]; m != 0; m &= m - 1 {
			i := w*64 + trailing(m)
			if l.free(present, i) {
				f[w] |= 1 << uint(i%64)
			}
		}
	}
	return f
}

// The three layouts. Square and Pyramid are built from docs/rules.md#shanghai-layouts; the
// Turtle is the data of layouts/turtle.txt.
var (
	square  = newLayout("Square", squareSlots())
	pyramid = newLayout("Pyramid", pyramidSlots())
	turtle  = newLayout("Turtle", parseSlots(turtleText))
)

// Layouts returns the layouts: square, pyramid, turtle.
func Layouts() []*Layout { return []*Layout{square, pyramid, turtle} }

func squareSlots() []Slot {
	var s []Slot
	for z, lo := range []int{0, 1, 2} {
		for y := lo; y <= 8-lo; y += 2 {
			for x := lo; x <= 8-lo; x += 2 {
				s = append(s, Slot{x, y, z})
			}
		}
	}
	return s
}

// pyramidSlots: layer z has rows r = 0..4-z at y = 2r+z, and row r holds x = 2c for
// c = 4-r .. 4+r.
func pyramidSlots() []Slot {
	var s []Slot
	for z := 0; z <= 2; z++ {
		for r := 0; r <= 4-z; r++ {
			for c := 4 - r; c <= 4+r; c++ {
				s = append(s, Slot{2 * c, 2*r + z, z})
			}
		}
	}
	return s
}

//go:embed layouts/turtle.txt
var turtleText string

// parseSlots reads "x y z" lines; '#' starts a comment. The data is part of the program, so
// bad data is a programming error.
func parseSlots(text string) []Slot {
	var s []Slot
	for n, line := range strings.Split(text, "\n") {
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if len(f) != 3 {
			panic("shanghai: layout data line " + strconv.Itoa(n+1) + ": want x y z")
		}
		var v [3]int
		for k := range f {
			x, err := strconv.Atoi(f[k])
			if err != nil {
				panic("shanghai: layout data line " + strconv.Itoa(n+1) + ": " + err.Error())
			}
			v[k] = x
		}
		s = append(s, Slot{v[0], v[1], v[2]})
	}
	return s
}
