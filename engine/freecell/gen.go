package freecell

import (
	"math/bits"

	"mahjong/engine"
)

// colView is what the move generator needs of a column: its levels' lengths, the bottom
// tiles of its uncovered levels and the tile a new level would start on.
type colView struct {
	nl     int
	na     int
	level  [maxLevels]uint8 // uncovered levels
	bottom [maxLevels]engine.Tile
	length [maxLevels]uint8
	top    engine.Tile // top-row tile of the highest level
}

// view describes column c, whose tiles start at index s of t, as it would be with k tiles
// lifted off the bottom of level lift (k = 0 for the column as it is).
func (b *board) view(c, s, lift, k int) colView {
	var w colView
	var lens [maxLevels]uint8
	var starts [maxLevels]int
	w.nl = int(b.nl[c])
	for l := 0; l < w.nl; l++ {
		starts[l] = s
		lens[l] = b.lv[c][l]
		s += int(lens[l])
	}
	if k > 0 {
		lens[lift] -= uint8(k)
		if lens[lift] == 0 {
			w.nl--
		}
	}
	if w.nl == 0 {
		return w
	}
	w.top = b.t[starts[w.nl-1]]
	var higher uint8 // longest level above the one being looked at
	for l := w.nl - 1; l >= 0; l-- {
		if lens[l] > higher {
			w.level[w.na] = uint8(l)
			w.bottom[w.na] = b.t[starts[l]+int(lens[l])-1]
			w.length[w.na] = lens[l]
			w.na++
			higher = lens[l]
		}
	}
	return w
}

// gen appends the legal moves of b to out, in a fixed order: sources column by column
// (uncovered levels from the highest down, then group sizes), then the cells; for each,
// the piles, the cells, the columns. With prune set it leaves out moves that lead to a
// position equal to another move's up to the symmetries of the game (equal cells, equal
// empty columns, equal piles of a set when the rank lock is on) or to the same position;
// the solver uses it.
func (v *spec) gen(b *board, out []engine.Move, prune bool) []engine.Move {
	return v.genTouching(b, out, prune, allCols)
}

// allCols is the mask of every column.
const allCols = 1<<numCols - 1

// genTouching is gen keeping only the moves that touch a column of the mask only: every
// move from one of them, and the moves onto one of them from elsewhere (the best-first
// search's follow).
func (v *spec) genTouching(b *board, out []engine.Move, prune bool, only uint32) []engine.Move {
	var views [numCols]colView
	var starts [numCols]int
	for c, s := 0, 0; c < numCols; c++ {
		starts[c] = s
		views[c] = b.view(c, s, 0, 0)
		s += int(b.n[c])
	}
	maxk := v.maxGroup(b)
	var tiles [maxTiles]engine.Tile
	// Index the columns by the tiles that take others: the bottoms of their uncovered
	// levels and the top-row tile a new level would start on, so that dests looks only
	// at the columns where the moving tiles may go.
	var idx colIndex
	for c := 0; c < numCols; c++ {
		w := &views[c]
		if w.nl == 0 {
			idx.empty |= 1 << c
			continue
		}
		for a := 0; a < w.na; a++ {
			idx.byBottom[w.bottom[a]] |= 1 << c
		}
		if v.levels {
			idx.byBottom[w.top] |= 1 << c
		}
	}
	for c := 0; c < numCols; c++ {
		w := &views[c]
		to := only
		if only&(1<<c) != 0 {
			to = allCols
		}
		for a := 0; a < w.na; a++ {
			l := int(w.level[a])
			kmax := 1
			if v.groups {
				kmax = min(b.runFrom(v, c, starts[c]), maxk)
			}
			ls := starts[c]
			for j := 0; j < l; j++ {
				ls += int(b.lv[c][j])
			}
			for k := 1; k <= kmax; k++ {
				s := ls + int(w.length[a]) - k
				copy(tiles[:k], b.t[s:s+k])
				self := b.view(c, starts[c], l, k)
				out = v.dests(b, &views, &idx, c, &self, Level(c, l), tiles[:k], out, prune, to)
			}
		}
	}
	for i := 0; i < v.cells; i++ {
		if b.cell[i] == engine.NoTile {
			continue
		}
		tiles[0] = b.cell[i]
		out = v.dests(b, &views, &idx, -1, nil, Cell(i), tiles[:1], out, prune, only)
	}
	return out
}

// colIndex lists the columns by the tiles that may take others (the bottoms of uncovered
// levels, the top-row tile of the highest level), and the empty ones.
type colIndex struct {
	byBottom [engine.NumFaces]uint32
	empty    uint32
}

// dests appends the moves of tiles (a single tile or a group, top first) from src to
// every place that takes them. views describe the columns before the move; self, the
// source column srcCol once the tiles are lifted. Only the columns of the mask to are
// destinations, and the piles and cells only when it holds every column.
func (v *spec) dests(b *board, views *[numCols]colView, idx *colIndex, srcCol int, self *colView, src engine.Place, tiles []engine.Tile, out []engine.Move, prune bool, to uint32) []engine.Move {
	k := len(tiles)
	head := tiles[0]
	n := uint8(0)
	if k > 1 {
		n = uint8(k)
	}
	if k == 1 && to == allCols {
		var setDone [3]bool
		for p := 0; p < numPiles; p++ {
			if prune && v.rankLock && setDone[p/4] {
				continue
			}
			if v.accepts(b, p, head) {
				out = append(out, engine.Move{From: src, To: Pile(p)})
				setDone[p/4] = true
			}
		}
		if srcCol >= 0 {
			for i := 0; i < v.cells; i++ {
				if b.cell[i] == engine.NoTile {
					out = append(out, engine.Move{From: src, To: Cell(i)})
					if prune {
						break
					}
				}
			}
		}
	}
	// A lone tile or a whole column going to an empty column changes nothing.
	srcEmptied := self != nil && self.nl == 0
	emptyDone := false
	cand := idx.empty
	for _, f := range v.uppers[head] {
		cand |= idx.byBottom[f]
	}
	if v.levels && srcCol >= 0 {
		// lifting the tiles may uncover a lower level of the source column
		cand |= 1 << srcCol
	}
	cand &= to
	for ; cand != 0; cand &= cand - 1 {
		c := bits.TrailingZeros32(cand)
		w := &views[c]
		if c == srcCol {
			if !v.levels {
				continue // the only place in the column is where the tiles came from
			}
			w = self
		}
		if w.nl == 0 {
			if srcEmptied && (prune || c == srcCol) || emptyDone || !v.emptyTakes(head, k) || k > v.rows {
				continue
			}
			out = append(out, engine.Move{From: src, To: Level(c, 0), N: n})
			emptyDone = prune
			continue
		}
		for a := 0; a < w.na; a++ {
			if int(w.length[a])+k > v.rows || !v.buildsOn(w.bottom[a], head) {
				continue
			}
			if to := Level(c, int(w.level[a])); to != src {
				out = append(out, engine.Move{From: src, To: to, N: n})
			}
		}
		if v.levels && k == 1 && w.nl < maxLevels && v.buildsOn(w.top, head) {
			if to := Level(c, w.nl); to != src {
				out = append(out, engine.Move{From: src, To: to})
			}
		}
	}
	return out
}
