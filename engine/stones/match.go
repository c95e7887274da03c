package stones

// Matching, docs/rules.md#stones-matching.
//
// Strict matching is read as an assignment problem: every neighbour is assigned either to
// "colour" or to "symbol" and must share with the placed stone what it is assigned (a
// neighbour that shares both may take either); the placement is legal when some assignment
// has the required number of colour assignments:
//
//	1 neighbour:  0 or 1 by colour (it must share colour or symbol)
//	2 neighbours: exactly 1 by colour, so the other by symbol
//	3 neighbours: 1 or 2 by colour, so at least one of each
//	4 neighbours: exactly 2 by colour and 2 by symbol
//
// Relaxed matching [decided] only asks every neighbour to share colour or symbol.
//
// Counting the neighbours that share only the colour (co), only the symbol (so) and both
// (both), the number of colour assignments can be anything from co to co+both, so the
// placement is legal when no neighbour shares nothing and [co, co+both] meets the range above.

// colourRange is the allowed number of neighbours matched by colour, by neighbour count,
// under strict matching.
var colourRange = [5][2]int{{0, 0}, {0, 1}, {1, 1}, {1, 2}, {2, 2}}

// fit is what a square offers a stone.
type fit struct {
	n            int // neighbours
	colourOnly   int
	symbolOnly   int
	both         int
	neither      int
	neitherStone Stone // the first neighbour that shares nothing, and where it is
	neitherDir   int
}

func (r *rules) fit(b *Board, st Stone, sq int) fit {
	var f fit
	c, s := st.Colour(), st.Symbol()
	for dir, nb := range r.neighbours[sq] {
		if nb < 0 || b[nb] == NoStone {
			continue
		}
		o := b[nb]
		f.n++
		sc, ss := o.Colour() == c, o.Symbol() == s
		switch {
		case sc && ss:
			f.both++
		case sc:
			f.colourOnly++
		case ss:
			f.symbolOnly++
		default:
			if f.neither == 0 {
				f.neitherStone, f.neitherDir = o, dir
			}
			f.neither++
		}
	}
	return f
}

// mixOK reports whether the neighbours admit an assignment with the strict counts.
func (f fit) mixOK() bool {
	want := colourRange[f.n]
	return f.colourOnly <= want[1] && f.colourOnly+f.both >= want[0]
}

// legal reports whether st may go on sq. It is the solver's inner loop, so it stops at the
// first neighbour that shares nothing.
func (r *rules) legal(b *Board, st Stone, sq int) bool {
	if b[sq] != NoStone {
		return false
	}
	c, s := st.Colour(), st.Symbol()
	n, co, both := 0, 0, 0
	for _, nb := range r.neighbours[sq] {
		if nb < 0 || b[nb] == NoStone {
			continue
		}
		o := b[nb]
		n++
		sc, ss := o.Colour() == c, o.Symbol() == s
		switch {
		case sc && ss:
			both++
		case sc:
			co++
		case !ss:
			return false
		}
	}
	if n == 0 {
		return r.free
	}
	if !r.strict {
		return true
	}
	want := colourRange[n]
	return co <= want[1] && co+both >= want[0]
}

// neighbourCount returns how many stones touch sq.
func (r *rules) neighbourCount(b *Board, sq int) int {
	n := 0
	for _, nb := range r.neighbours[sq] {
		if nb >= 0 && b[nb] != NoStone {
			n++
		}
	}
	return n
}

var countWords = [5]string{"no", "one", "two", "three", "four"}

// reason says in words why st may not go on sq, or returns "" when it may.
func (r *rules) reason(b *Board, st Stone, sq int) string {
	if sq < 0 || sq >= r.squares {
		return "there is no such square on this " + r.description + " board"
	}
	if b[sq] != NoStone {
		return "the square " + SquareName(sq, r.cols) + " already holds a stone (" + b[sq].String() + ")"
	}
	f := r.fit(b, st, sq)
	if f.n == 0 {
		if r.free {
			return ""
		}
		return "a stone must touch another stone in this game"
	}
	if f.neither > 0 {
		return "the stone " + directionNames[f.neitherDir] + " (" + f.neitherStone.String() +
			") shares neither colour nor symbol with " + st.String()
	}
	if !r.strict || f.mixOK() {
		return ""
	}
	switch f.n {
	case 2:
		return "with two neighbours one must match by colour and the other by symbol" + f.detail()
	case 3:
		return "with three neighbours at least one must match by colour and at least one by symbol" + f.detail()
	default:
		return "with four neighbours two must match by colour and the other two by symbol" + f.detail()
	}
}

// detail says how the neighbours do match, to explain a refused mix.
func (f fit) detail() string {
	var parts []string
	add := func(n int, how string) {
		if n == 1 {
			parts = append(parts, "one matches "+how)
		} else if n > 1 {
			parts = append(parts, countWords[n]+" match "+how)
		}
	}
	add(f.colourOnly, "only by colour")
	add(f.symbolOnly, "only by symbol")
	add(f.both, "by both")
	s := "; here "
	for i, p := range parts {
		switch {
		case i == 0:
		case i == len(parts)-1:
			s += " and "
		default:
			s += ", "
		}
		s += p
	}
	return s
}
