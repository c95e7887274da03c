package freecell

import (
	"math/bits"

	"mahjong/engine"
)

// colCache holds the key and eval parts of the columns of the position being expanded:
// a move and its auto-play change only a few columns, so a child's key and eval reuse
// the others' (eval's only while the foundations' lowest heights stay the same). A
// child's key is worked out first and its eval only if the key is new: about a third of
// a Long FreeCell position's children are positions seen before. A column's parts are
// worked out only when a child needs them (col): in Sea Winds and Sea Level, where the
// search follows a column's digging (see follow), most positions' children touch two
// columns.
type colCache struct {
	v     *spec
	w     *weights
	b     *board // the position
	mins  pileMins
	found uint8
	piles [2]uint64 // pileKey
	start [numCols]int
	valid uint32 // the columns whose key and eval below are worked out
	key   [numCols][2]uint64
	eval  [numCols]int
	// the sums of key and eval over the columns: a child with no tile gone home differs
	// from its parent only in the columns its move names, so that its key and eval are
	// these sums with those columns' parts swapped
	keySum  [2]uint64
	evalSum int
	// the cells' key and evalRest, which a move between columns that sends no tile home
	// leaves as they were
	cells [2]uint64
	rest  int
	memo  *colMemo
	// the source column after the last move that sent no tile home, which the other
	// destinations of the same tiles share: its key (srcKey) and eval (srcEval)
	srcKey, srcEval srcCache
}

// colMemo remembers, across the positions a search expands, what a column becomes (key
// and eval) when a tile joins it or its free tiles leave it: successive positions share
// most of their columns and free tiles, so that the same column takes or gives the same
// tile again and again.
type colMemo [1 << colMemoBits]colMemoEntry

const colMemoBits = 14

type colMemoEntry struct {
	from [2]uint64 // the column's key before
	op   uint64    // the tile, its level and the piles' lowest heights; 0: no entry
	key  [2]uint64
	eval int
}

// slot returns the entry for column key from taking op, and whether it holds it.
func (cm *colMemo) slot(from [2]uint64, op uint64) (*colMemoEntry, bool) {
	e := &cm[(from[0]^op*0x9E3779B97F4A7C15)>>(64-colMemoBits)]
	return e, e.op == op && e.from == from
}

// destOp returns the memo's op for m's tile joining column c of parent (level l of m.To),
// or 0 when m does not take one tile from elsewhere to a column.
func (cc *colCache) destOp(b2 *board, m engine.Move) (c int, op uint64) {
	tk, c, l := Where(m.To)
	if tk != InTableau || m.N > 1 {
		return -1, 0
	}
	if fk, fc, _ := Where(m.From); fk == InTableau && fc == c {
		return -1, 0
	}
	// the tile is the bottom of level l of c in b2
	s := b2.start(c)
	for j := 0; j <= l; j++ {
		s += int(b2.lv[c][j])
	}
	t := b2.t[s-1]
	return c, 1<<63 | uint64(t)<<40 | uint64(l)<<32 | cc.minsOp()
}

// srcEntry returns the memo's entry for source column c of the parent after m's tiles
// left it (b2 is the parent after m), filling it when it does not hold it.
func (cc *colCache) srcEntry(v *spec, b2 *board, c int, m engine.Move, w *weights) *colMemoEntry {
	_, _, l := Where(m.From)
	op := 1<<62 | uint64(m.N)<<40 | uint64(l)<<32 | cc.minsOp()
	e, ok := cc.memo.slot(cc.colKey(c), op)
	if !ok {
		i := b2.start(c)
		*e = colMemoEntry{from: cc.colKey(c), op: op, key: b2.colKey(c, i), eval: v.evalCol(b2, w, &cc.mins, c, i)}
	}
	return e
}

func (cc *colCache) minsOp() uint64 {
	return uint64(cc.mins[0]) | uint64(cc.mins[1])<<8 | uint64(cc.mins[2])<<16 | uint64(cc.mins[3])<<24
}

type srcCache struct {
	ok   bool
	from engine.Place
	n    uint8
	key  [2]uint64
	eval int
}

// hit reports whether the cache holds the source column of m, and makes it m's if not.
func (sc *srcCache) hit(m engine.Move) bool {
	if sc.ok && sc.from == m.From && sc.n == m.N {
		return true
	}
	sc.ok, sc.from, sc.n = true, m.From, m.N
	return false
}

// reset readies the cache for the children of b, whose key and eval are given: the sums
// over the columns are those less the piles' and cells' parts.
func (cc *colCache) reset(v *spec, b *board, w *weights, key [2]uint64, eval int) {
	if cc.memo == nil {
		cc.memo = new(colMemo)
	}
	cc.v, cc.w, cc.b = v, w, b
	cc.mins = b.mins()
	cc.found = b.found
	cc.piles = b.pileKey()
	cc.srcKey.ok = false
	cc.srcEval.ok = false
	cc.cells = b.cellKey()
	cc.rest = v.evalRest(b, w, &cc.mins)
	cc.keySum = [2]uint64{key[0] - cc.piles[0] - cc.cells[0], key[1] - cc.piles[1] - cc.cells[1]}
	cc.evalSum = eval - cc.rest
	cc.valid = 0
	i := 0
	for c := 0; c < numCols; c++ {
		cc.start[c] = i
		i += int(b.n[c])
	}
}

// colKey returns column c's part of the position's key.
func (cc *colCache) colKey(c int) [2]uint64 {
	cc.col(c)
	return cc.key[c]
}

// colEval returns column c's part of the position's eval.
func (cc *colCache) colEval(c int) int {
	cc.col(c)
	return cc.eval[c]
}

func (cc *colCache) col(c int) {
	if cc.valid&(1<<c) == 0 {
		cc.valid |= 1 << c
		cc.key[c] = cc.b.colKey(c, cc.start[c])
		cc.eval[c] = cc.v.evalCol(cc.b, cc.w, &cc.mins, c, cc.start[c])
	}
}

// touched returns the columns m names (dirty) and, when no tile went home and the tiles
// left their column, that column (srcCol, else -1): it is the parent's less the moving
// tiles, the same for every destination of them. cells is whether the cells and the
// foundations are the parent's.
func (cc *colCache) touched(b2 *board, m engine.Move) (dirty uint32, srcCol int, cells bool) {
	cells = b2.found == cc.found
	for _, pl := range [2]engine.Place{m.From, m.To} {
		if kind, c, _ := Where(pl); kind == InTableau {
			dirty |= 1 << c
		} else {
			cells = false
		}
	}
	srcCol = -1
	if kind, c, _ := Where(m.From); kind == InTableau && b2.found == cc.found {
		if tk, tc, _ := Where(m.To); tk != InTableau || tc != c {
			srcCol = c
		}
	}
	return dirty, srcCol, cells
}

// childKey returns b2's key; b2 is parent after m and its auto-play, and the cache was
// filled from parent.
func (cc *colCache) childKey(v *spec, parent, b2 *board, m engine.Move, w *weights) [2]uint64 {
	dirty, srcCol, cells := cc.touched(b2, m)
	// With no tile gone home the piles are the parent's.
	k := cc.piles
	if b2.found != cc.found {
		k = b2.pileKey()
	}
	ck := cc.cells
	if !cells {
		ck = b2.cellKey()
	}
	k[0] += ck[0]
	k[1] += ck[1]
	if b2.found == cc.found {
		k[0] += cc.keySum[0]
		k[1] += cc.keySum[1]
		dc, op := cc.destOp(b2, m)
		for d := dirty; d != 0; d &= d - 1 {
			c := bits.TrailingZeros32(d)
			var h [2]uint64
			if c == dc {
				e, ok := cc.memo.slot(cc.colKey(c), op)
				if !ok {
					i := b2.start(c)
					*e = colMemoEntry{from: cc.colKey(c), op: op, key: b2.colKey(c, i), eval: v.evalCol(b2, w, &cc.mins, c, i)}
				}
				h = e.key
			} else if c == srcCol {
				if !cc.srcKey.hit(m) {
					cc.srcKey.key = cc.srcEntry(v, b2, c, m, w).key
				}
				h = cc.srcKey.key
			} else {
				h = b2.colKey(c, b2.start(c))
			}
			hk := cc.colKey(c)
			k[0] += h[0] - hk[0]
			k[1] += h[1] - hk[1]
		}
		return k
	}
	i := 0
	for c := 0; c < numCols; c++ {
		var h [2]uint64
		switch {
		case c == srcCol:
			if !cc.srcKey.hit(m) {
				cc.srcKey.key = b2.colKey(c, i)
			}
			h = cc.srcKey.key
		case dirty&(1<<c) != 0 || b2.n[c] != parent.n[c]:
			h = b2.colKey(c, i)
		default:
			h = cc.colKey(c)
		}
		k[0] += h[0]
		k[1] += h[1]
		i += int(b2.n[c])
	}
	return k
}

// childEval returns b2's eval, as childKey its key.
func (cc *colCache) childEval(v *spec, parent, b2 *board, m engine.Move, w *weights) int {
	dirty, srcCol, cells := cc.touched(b2, m)
	m2 := cc.mins
	if b2.found != cc.found {
		m2 = b2.mins()
	}
	same := m2 == cc.mins
	sc := cc.rest
	if !cells {
		sc = v.evalRest(b2, w, &m2)
	}
	if b2.found == cc.found {
		sc += cc.evalSum
		dc, op := cc.destOp(b2, m)
		for d := dirty; d != 0; d &= d - 1 {
			c := bits.TrailingZeros32(d)
			var e int
			if c == dc {
				if me, ok := cc.memo.slot(cc.colKey(c), op); ok {
					e = me.eval
				} else {
					e = v.evalCol(b2, w, &m2, c, b2.start(c))
				}
			} else if c == srcCol {
				if !cc.srcEval.hit(m) {
					cc.srcEval.eval = cc.srcEntry(v, b2, c, m, w).eval
				}
				e = cc.srcEval.eval
			} else {
				e = v.evalCol(b2, w, &m2, c, b2.start(c))
			}
			sc += e - cc.colEval(c)
		}
		return sc
	}
	i := 0
	for c := 0; c < numCols; c++ {
		switch {
		case c == srcCol:
			if !cc.srcEval.hit(m) {
				cc.srcEval.eval = v.evalCol(b2, w, &m2, c, i)
			}
			sc += cc.srcEval.eval
		case same && dirty&(1<<c) == 0 && b2.n[c] == parent.n[c]:
			sc += cc.colEval(c)
		default:
			sc += v.evalCol(b2, w, &m2, c, i)
		}
		i += int(b2.n[c])
	}
	return sc
}
