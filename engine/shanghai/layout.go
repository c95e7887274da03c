package shanghai

import (
	"cmp"
	_ "embed"
	"errors"
	"strconv"
	"strings"

	"mahjong/engine"
	"mahjong/internal/sortfunc"
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

// The bounds of a layout: at most maxSlots tiles (twice the 144-tile set), at most
// maxSide half-tiles across and down, and maxDepth layers.
const (
	maxSlots = 288
	maxSide  = 128
	maxDepth = 16
)

// LayoutError says why slots do not make a layout, and where when one slot is to blame
// (At is nil for a fault of the whole, such as an odd count).
type LayoutError struct {
	At     *Slot
	Reason string
}

func (e *LayoutError) Error() string {
	if e.At == nil {
		return e.Reason
	}
	return fill("layer {layer}, row {row}, column {column}: {error}", "layer", strconv.Itoa(e.At.Z),
		"row", strconv.Itoa(e.At.Y), "column", strconv.Itoa(e.At.X), "error", e.Reason)
}

// A layout refused says why in an English sentence made from one of a few templates, so that
// the page can translate it (its templates are messages of its catalogs): LayoutErrors are
// the templates of NewLayout's errors and NewVariant's for an unwinnable layout, and package
// layoutfile's Errors adds those of the file readers. A placeholder names what fills it:
// {error} another such sentence, {name}, {text} and {char} words quoted from a file (a
// name, a piece of it, a character in Go's quotes), any other a whole number in digits.
// Every error of this file and of package layoutfile is made by Refusal or refuseAt from a
// template of these lists, which a test of layoutfile checks.
var LayoutErrors = []string{
	"layer {layer}, row {row}, column {column}: {error}",
	"too few tiles ({n}): a layout needs at least {min}",
	"too many tiles ({n}): a layout has at most {max}",
	"an odd number of tiles ({n}): tiles are removed in pairs",
	"a negative coordinate",
	"outside the largest board ({max} half-tiles across and down, {layers} layers)",
	"overlaps another tile of its layer",
	"floats: less than half of it rests on the layer below",
	"no deal on this layout can be won: removing free pairs gets stuck",
}

// Refusal is the error template says, its placeholders filled from args: pairs of a name
// and a value.
func Refusal(template string, args ...string) error { return errors.New(fill(template, args...)) }

// refuseAt is a LayoutError at s (nil: the whole) saying template, filled from args.
func refuseAt(s *Slot, template string, args ...string) error {
	return &LayoutError{At: s, Reason: fill(template, args...)}
}

// fill replaces each placeholder {name} of template by the value that follows name in args.
func fill(template string, args ...string) string {
	for k := 0; k+1 < len(args); k += 2 {
		template = strings.ReplaceAll(template, "{"+args[k]+"}", args[k+1])
	}
	return template
}

// NewLayout checks slots and builds a layout from them: an even number of tiles, 2 to
// maxSlots; coordinates within the bounds; no two tiles of a layer overlapping; and every
// tile above the bottom layer resting on the layer just below with at least half of itself
// (see Supported). The slots may come in any order.
func NewLayout(name string, slots []Slot) (*Layout, error) {
	n := len(slots)
	switch {
	case n < 2:
		return nil, refuseAt(nil, "too few tiles ({n}): a layout needs at least {min}", "n", strconv.Itoa(n), "min", "2")
	case n > maxSlots:
		return nil, refuseAt(nil, "too many tiles ({n}): a layout has at most {max}", "n", strconv.Itoa(n), "max", strconv.Itoa(maxSlots))
	case n%2 != 0:
		return nil, refuseAt(nil, "an odd number of tiles ({n}): tiles are removed in pairs", "n", strconv.Itoa(n))
	}
	s := append([]Slot(nil), slots...)
	// Typed sorts, not sort.Slice's reflection: the page builds the layouts while it starts.
	sortfunc.Sort(s, compareSlots)
	// cover maps each quarter (half-tile cell) of a layer to the tile on it, for the overlap
	// and support checks.
	cover := make(map[Slot]bool, 4*n)
	for i := range s {
		sl := &s[i]
		switch {
		case sl.X < 0 || sl.Y < 0 || sl.Z < 0:
			return nil, refuseAt(sl, "a negative coordinate")
		case sl.X+2 > maxSide || sl.Y+2 > maxSide || sl.Z >= maxDepth:
			return nil, refuseAt(sl, "outside the largest board ({max} half-tiles across and down, {layers} layers)",
				"max", strconv.Itoa(maxSide), "layers", strconv.Itoa(maxDepth))
		}
		for _, q := range quarters(*sl) {
			if cover[q] {
				return nil, refuseAt(sl, "overlaps another tile of its layer")
			}
			cover[q] = true
		}
	}
	for i := range s {
		if !supported(cover, s[i]) {
			return nil, refuseAt(&s[i], "floats: less than half of it rests on the layer below")
		}
	}
	return precompute(name, s), nil
}

// winnable refuses a layout on which removing free pairs, as NewVariant tries it, gets stuck.
func winnable(l *Layout, id string) ([][2]int, error) {
	order, ok := removalOrder(l, l.all(), engine.NewRand(id+"/check", 0), maxAttempts)
	if !ok {
		return nil, Refusal("no deal on this layout can be won: removing free pairs gets stuck")
	}
	return order, nil
}

// quarters returns the four half-tile cells a slot covers on its layer.
func quarters(s Slot) [4]Slot {
	return [4]Slot{{s.X, s.Y, s.Z}, {s.X + 1, s.Y, s.Z}, {s.X, s.Y + 1, s.Z}, {s.X + 1, s.Y + 1, s.Z}}
}

// supported is the rule for tiles above the bottom layer: at least two of the four quarters
// of the tile lie on tiles of the layer just below. A tile half over a hole stands; one with
// three quarters or more over nothing floats.
func supported(cover map[Slot]bool, s Slot) bool {
	if s.Z == 0 {
		return true
	}
	n := 0
	for _, q := range quarters(s) {
		q.Z--
		if cover[q] {
			n++
		}
	}
	return n >= 2
}

func compareSlots(a, b Slot) int {
	return cmp.Or(cmp.Compare(a.Z, b.Z), cmp.Compare(a.Y, b.Y), cmp.Compare(a.X, b.X))
}

// newLayout builds one of the package's own three layouts, unchecked: a test checks them
// with NewLayout, and leaving the checks out keeps them out of the page, which builds only
// these.
func newLayout(name string, slots []Slot) *Layout {
	s := append([]Slot(nil), slots...)
	sortfunc.Sort(s, compareSlots)
	return precompute(name, s)
}

// precompute precomputes the free rule of checked, sorted slots.
func precompute(name string, s []Slot) *Layout {
	l := &Layout{Name: name, Slots: s, at: make(map[Slot]int, len(s))}
	for i, sl := range s {
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
	sortfunc.Stable(l.byX, func(i, j int) int {
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
