package freecell

// eval scores a position for move ordering only (it never prunes): tiles home, free
// cells and columns are good; tiles lying over the tiles the foundations want soon are
// bad, the more so the sooner; so is a tile over a tile of lower rank.
func (v *spec) eval(b *board, w *weights) int {
	m := b.mins()
	sc := v.evalRest(b, w, &m)
	i := 0
	for c := 0; c < numCols; c++ {
		sc += v.evalCol(b, w, &m, c, i)
		i += int(b.n[c])
	}
	return sc
}

// evalRest is the part of eval that is not the columns': foundations and cells. m is
// b.mins().
func (v *spec) evalRest(b *board, w *weights, m *pileMins) int {
	sc := w.found*int(b.found) + w.cell*b.emptyCells(v)
	for s := 1; s <= 3; s++ {
		sc += w.lock * int(m[s])
	}
	if w.cwait != 0 {
		for k := 0; k < v.cells; k++ {
			t := b.cell[k]
			if t == 0 {
				continue
			}
			su := suitOf[t]
			r := rankOf[t]
			// a suit's tiles wait for the lowest pile of its set; the suitless tiles for
			// the set furthest on
			wait := r - int8(m[su])
			if su == 0 {
				wait = r - int8(max(m[1], m[2], m[3]))
			}
			sc -= w.cwait * int(min(max(wait, 0), 6))
		}
	}
	return sc
}

// evalCol is column c's part of eval (its tiles start at index i of t). m is b.mins().
func (v *spec) evalCol(b *board, w *weights, m *pileMins, c, i int) int {
	// next[k]: the rank each kind of tile waits for: a suit's tiles, the lowest pile
	// height of its set; the suitless tiles (k = 0), the lowest of all.
	next := [4]int8{int8(m[0]), int8(m[1]), int8(m[2]), int8(m[3])}
	nl := int(b.nl[c])
	if nl == 0 {
		return w.col
	}
	sc := 0
	if w.must != 0 || w.dig != 0 {
		sc -= v.colCost(b, c, i, m, w)
	}
	for l := 0; l < nl; l++ {
		n := int(b.lv[c][l])
		lev := b.t[i : i+n]
		i += n
		for x := 0; x < n; x++ {
			rx := rankOf[lev[x]]
			su := suitOf[lev[x]]
			var wait int8
			if su == 0 && w.suitless {
				wait = 127
				for s := 1; s <= 3; s++ {
					if d := rx - int8(m[s]); d >= 0 && d < wait {
						wait = d
					}
				}
			} else {
				wait = rx - next[su]
			}
			if wait < 3 && wait >= 0 {
				// tiles to lift first: those below it on its level, and the part of
				// every higher level that reaches its row
				cover := n - 1 - x
				for j := l + 1; j < nl; j++ {
					if lj := int(b.lv[c][j]); lj > x {
						cover += lj - x
					}
				}
				sc -= int(3-wait) * w.cover * cover
			}
			for y := x + 1; y < n; y++ {
				if rankOf[lev[y]] > rx {
					sc -= w.order
				}
			}
		}
	}
	return sc
}

// weights are eval's terms and, for the best-first search, what each move made costs
// (depth), so that the search does not wander.
type weights struct {
	found, cell, col, cover, order, lock, depth int
	must, dig, cwait, wind                      int
	suitless                                    bool
}

var defaultWeights = weights{found: 40, cell: 10, col: 15, cover: 2, order: 3, depth: 3}

// lockWeights suit the rank lock, where a set moves on only when all four piles have a
// rank: they reward ranks complete across a set and weigh buried wanted tiles more.
var lockWeights = weights{found: 40, cell: 10, col: 15, cover: 4, order: 3, lock: 20, depth: 2}

// cellWaitWeights are the default ones with the cell tiles that wait long counted against.
var cellWaitWeights = weights{found: 40, cell: 10, col: 15, cover: 2, order: 3, depth: 3, cwait: 3}

// suitlessWeights rank the suitless tiles by the set furthest on and make each move dear.
var suitlessWeights = weights{found: 40, cell: 10, col: 15, cover: 2, order: 3, depth: 5, suitless: true}

// digWeights read the columns whole (colCost): tiles out of order, tiles over the wanted
// ones, Winds that cover tiles, and cell tiles that wait long.
var digWeights = weights{found: 20, cell: 10, col: 15, must: 10, dig: 8, lock: 40, depth: 2, cwait: 3, wind: 10}

// weights returns the weights the variant's depth-first search and hints use.
func (v *spec) weights() weights {
	if v.rankLock {
		return lockWeights
	}
	return defaultWeights
}

// colCost is the part of eval that reads one column (whose tiles start at index i of t)
// as a whole: must counts the tiles that lie over a tile that has to reach the
// foundations before them, so that each of them needs at least one more move than its
// trip home; dig, for the tiles the foundations want next, the tiles over the one nearest
// the top row, which all have to move before the column gives them up.
func (v *spec) colCost(b *board, c, i int, m *pileMins, w *weights) int {
	n := int(b.n[c])
	col := b.t[i : i+n]
	// lowest rank seen so far, by suit (0: suitless)
	lo := [4]int8{127, 127, 127, 127}
	must := 0
	dig := [3]int{-1, -1, -1}
	for x := 0; x < n; x++ {
		t := col[x]
		r := rankOf[t]
		su := suitOf[t]
		blocked := false
		if su != 0 {
			blocked = lo[su] < r || lo[0] == 0
		} else {
			blocked = min(lo[0], lo[1], lo[2], lo[3]) < r
		}
		if blocked {
			must++
		}
		if r < lo[su] {
			lo[su] = r
		}
		var wait int8
		if su == 0 {
			wait = 127
			for s := 1; s <= 3; s++ {
				if d := r - int8(m[s]); d >= 0 && d < wait {
					wait = d
				}
			}
		} else {
			wait = r - int8(m[su])
		}
		if wait >= 0 && wait < 3 {
			for k := int(wait); k < 3; k++ {
				if dig[k] < 0 {
					dig[k] = n - 1 - x
				}
			}
		}
	}
	cost := w.must * must
	if w.wind != 0 {
		for x := 1; x < n; x++ {
			if rankOf[col[x]] == 10 {
				cost += w.wind
			}
		}
	}
	for k := 0; k < 3; k++ {
		if dig[k] > 0 {
			cost += w.dig * dig[k]
		}
	}
	return cost
}
