package freecell

// eval scores a position for move ordering only (it never prunes): tiles home, free
// cells and columns are good; tiles lying over the tiles the foundations want soon are
// bad, the more so the sooner; so is a tile over a tile of lower rank.
func (v *spec) eval(b *board, w *weights) int {
	sc := w.found*int(b.found) + w.cell*b.emptyCells(v)
	m := b.mins()
	// next[k]: the rank each kind of tile waits for: a suit's tiles, the lowest pile
	// height of its set; the suitless tiles (k = 0), the highest set height not above
	// their rank, since the set furthest on wants them first.
	var next [4]int8
	for s := 1; s <= 3; s++ {
		next[s] = int8(m[s])
		sc += w.lock * int(m[s])
	}
	next[0] = int8(m[0])
	i := 0
	for c := 0; c < numCols; c++ {
		nl := int(b.nl[c])
		if nl == 0 {
			sc += w.col
			continue
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
	}
	return sc
}

// weights are eval's terms and, for the best-first search, what each move made costs
// (depth), so that the search does not wander.
type weights struct {
	found, cell, col, cover, order, lock, depth int
	suitless                                    bool
}

var defaultWeights = weights{found: 40, cell: 10, col: 15, cover: 2, order: 3, depth: 3}

// lockWeights suit the rank lock, where a set moves on only when all four piles have a
// rank: they reward ranks complete across a set and weigh buried wanted tiles more.
var lockWeights = weights{found: 40, cell: 10, col: 15, cover: 4, order: 3, lock: 20, depth: 2}

// weights returns the weights the variant's depth-first search and hints use.
func (v *spec) weights() weights {
	if v.rankLock {
		return lockWeights
	}
	return defaultWeights
}
