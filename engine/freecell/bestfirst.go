package freecell

import (
	"cmp"
	"math/bits"
	"slices"

	"mahjong/engine"
)

// The solver's first phase is a best-first search: it always expands the most promising
// position found so far (eval, less a little for every move made, so that it does not
// wander). It finds wins far sooner than a depth-first search, whose early mistakes cost
// whole subtrees, but its memory grows with the search, so it is kept small: a position
// is stored as its parent and the move from it, and only one board in snapshotEvery is
// kept (the others are replayed from the nearest kept ancestor when needed); the queue
// is cut to its better half when it grows too long (after which the search may no longer
// claim a proof); and it stops at a budget. A search's luck depends much on its weights,
// so under the rank lock Solve runs several searches with different weights, taking turns
// (see portfolio), and hands over to the depth-first search only when the last one ends
// too. A child's key and eval are worked out column by column, reusing the parent's
// columns the move did not touch (colCache).

const (
	bfBudget      = 300_000   // positions expanded at most
	snapshotEvery = 8         // keep the board of one position in this many, by depth
	queueCap      = 3_000_000 // entries (16 bytes each) before the worse half is dropped
)

type bfNode struct {
	parent int32
	board  int32 // index in boards, or -1
	depth  int32
	eval   int32     // the position's eval
	key    [2]uint64 // the position's key
	move   engine.Move
}

// bfEntry is a queued child: its score and parent packed in prio so that the queue's
// order (before) is one comparison, the score in the high half and the parent's index
// inverted in the low half.
type bfEntry struct {
	prio int64
	move engine.Move
}

func newEntry(score, parent int32, m engine.Move) bfEntry {
	return bfEntry{prio: int64(score)<<32 | int64(^uint32(parent)), move: m}
}

func (e bfEntry) parent() int32 { return int32(^uint32(e.prio)) }

// bfQueue is a max-heap of entries (before), with container/heap's steps, typed so that
// a push neither boxes its entry nor calls through an interface: with tens of children a
// position, the pushes were a tenth of the search.
type bfQueue []bfEntry

// before reports whether e comes out of the queue before f: the higher score, and among
// equal scores (eval's terms are coarse: many children tie) the child of the position
// expanded first. Ties used to fall as the heap's steps left them: with this order
// Long FreeCell won 88 deals in 100 (every 10th from 5, 30,000 positions each) against
// 84, and 82 against 77 from 3, and of 24 deals unknown there at 30,000, 17 won within
// 120,000 against 14. The child of the later position first won 83 (from 5).
func (e bfEntry) before(f bfEntry) bool {
	return e.prio > f.prio
}

func (q bfQueue) Len() int { return len(q) }

func (q *bfQueue) push(e bfEntry) {
	*q = append(*q, e)
	h := *q
	for j := len(h) - 1; ; {
		i := (j - 1) / 2 // parent
		if i == j || !h[j].before(h[i]) {
			break
		}
		h[i], h[j] = h[j], h[i]
		j = i
	}
}

func (q *bfQueue) pop() bfEntry {
	h := *q
	n := len(h) - 1
	h[0], h[n] = h[n], h[0]
	h.down(0, n)
	e := h[n]
	*q = h[:n]
	return e
}

func (q bfQueue) init() {
	n := len(q)
	for i := n/2 - 1; i >= 0; i-- {
		q.down(i, n)
	}
}

func (q bfQueue) down(i, n int) {
	for {
		j1 := 2*i + 1
		if j1 >= n || j1 < 0 {
			break
		}
		j := j1
		if j2 := j1 + 1; j2 < n && q[j2].before(q[j1]) {
			j = j2
		}
		if !q[j].before(q[i]) {
			break
		}
		q[i], q[j] = q[j], q[i]
		i = j
	}
}

// bestFirst searches from root. It returns the winning line and Solved, Unsolvable when
// every position reachable was expanded without a win, or Unknown when it stopped (budget,
// full table, dropped queue entries, or the context).
func (s *search) bestFirst(root *board, budget int) ([]engine.Move, engine.Verdict) {
	bf := s.newBestFirst(root, s.w, s.seen, queueCap)
	moves, verdict, _ := bf.run(budget)
	if bf.full {
		s.stopped = true
	}
	return moves, verdict
}

// bfSearch is one best-first search that can be run in slices, so that several searches
// with different weights can take turns without starting again.
type bfSearch struct {
	s        *search
	w        weights
	seen     *seenSet
	queueCap int
	nodes    []bfNode
	boards   []board
	q        bfQueue
	dropped  bool
	full     bool // the table could not grow: the search ended
	overflow bool // with a full table, go on without recording new positions
	cur      board
	id       int32
	path     [snapshotEvery]engine.Move
	cache    colCache
	last     prev        // the move that made cur, when it sent no tile home
	restrict bool        // follow the moves that open a column with moves that use it (see follow)
	parent   board       // cur's parent, while the key of cur is worked out
	memo     safeMemo    // auto-play's verdicts on tiles, for cur's foundations
	keys     [][2]uint64 // the children's keys and boards, reused from position to position
	kids     []board
}

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

func (s *search) newBestFirst(root *board, w weights, seen *seenSet, queueCap int) *bfSearch {
	key := root.key()
	seen.add(key)
	return &bfSearch{s: s, w: w, seen: seen, queueCap: queueCap, restrict: s.v.rankLock,
		nodes:  []bfNode{{parent: -1, board: 0, key: key, eval: int32(s.v.eval(root, &w))}},
		boards: []board{*root}, cur: *root, last: noPrev}
}

// boardOf rebuilds the board of node id from its nearest ancestor with a snapshot.
func (bf *bfSearch) boardOf(id int32, b *board) {
	v := bf.s.v
	k := 0
	for bf.nodes[id].board < 0 {
		bf.path[k] = bf.nodes[id].move
		k++
		id = bf.nodes[id].parent
	}
	*b = bf.boards[bf.nodes[id].board]
	// every board on the way was settled before its move: only what the move uncovered
	// needs a look
	for k--; k >= 0; k-- {
		v.move(b, bf.path[k])
		v.autoPlayAfter(b, bf.path[k], nil)
	}
}

func (bf *bfSearch) line(id int32) []engine.Move {
	var out []engine.Move
	for ; bf.nodes[id].parent >= 0; id = bf.nodes[id].parent {
		out = append(out, bf.nodes[id].move)
	}
	slices.Reverse(out)
	return out
}

// run expands positions until the search ends (done: a win, a proof, or it can go no
// further) or, with done false, until it holds budget positions.
func (bf *bfSearch) run(budget int) (moves []engine.Move, verdict engine.Verdict, done bool) {
	s, v := bf.s, bf.s.v
	q := &bf.q
	for {
		id := bf.id
		n := bf.nodes[id]
		if int(bf.cur.found) == v.tileCount {
			return bf.line(id), engine.Solved, true
		}
		var buf [96]engine.Move
		bf.cache.reset(v, &bf.cur, &bf.w, n.key, int(n.eval))
		// The children's keys are worked out first and looked up together: each lookup
		// is a likely cache miss in a table of millions of keys, and the misses of a
		// batch of loads that do not depend on each other overlap (touch).
		var ms []engine.Move
		if only := bf.follow(n.move); only != allCols {
			ms = v.genTouching(&bf.cur, buf[:0], true, only)
			bf.dropped = true // the moves left out may be needed: no proof
		} else {
			ms = v.gen(&bf.cur, buf[:0], true)
		}
		// Moving on the tiles just moved leads where a move of the parent led (dfs).
		if last := bf.last; last.to >= 0 {
			keep := ms[:0]
			for _, m := range ms {
				if m.From != last.to || m.N != last.n {
					keep = append(keep, m)
				}
			}
			ms = keep
		}
		if len(bf.kids) < len(ms) {
			bf.kids = make([]board, len(ms))
		}
		bf.keys = bf.keys[:0]
		bf.memo.reset()
		for i, m := range ms {
			b2 := &bf.kids[i]
			*b2 = bf.cur
			v.move(b2, m)
			v.autoPlayAfter(b2, m, &bf.memo)
			bf.keys = append(bf.keys, bf.cache.childKey(v, &bf.cur, b2, m, &bf.w))
		}
		bf.seen.touch(bf.keys)
		for i, m := range ms {
			added, full := bf.seen.add(bf.keys[i])
			if full {
				if !bf.overflow {
					bf.full = true
					return nil, engine.Unknown, true
				}
				// The table keeps what it holds; new positions go on unrecorded, so
				// that one may be searched twice and the search proves nothing.
				added = !bf.seen.has(bf.keys[i])
				bf.dropped = true
			}
			if added {
				score := bf.cache.childEval(v, &bf.cur, &bf.kids[i], m, &bf.w)
				q.push(newEntry(int32(score)-int32(bf.w.depth)*(n.depth+1), id, m))
			}
		}
		if q.Len() > bf.queueCap {
			slices.SortFunc(*q, func(a, b bfEntry) int { return cmp.Compare(b.prio, a.prio) })
			*q = (*q)[:bf.queueCap/2]
			q.init()
			bf.dropped = true
		}
		if q.Len() == 0 {
			if bf.dropped {
				return nil, engine.Unknown, true
			}
			return nil, engine.Unsolvable, true
		}
		s.nodes++
		if s.nodes&ctxEvery == 0 && s.ctx.Err() != nil || s.limit > 0 && s.nodes >= s.limit {
			s.stopped = true
			return nil, engine.Unknown, true
		}
		e := q.pop()
		pid := e.parent()
		bf.boardOf(pid, &bf.cur)
		bf.parent = bf.cur
		v.move(&bf.cur, e.move)
		v.autoPlayAfter(&bf.cur, e.move, nil)
		bf.last = prev{to: e.move.To, n: e.move.N}
		if bf.cur.found != bf.parent.found {
			bf.last = noPrev
		}
		// The child's eval is in its score; its key is worked out again from its
		// parent's, which costs less than keeping every queued child's.
		pn := &bf.nodes[pid]
		bf.cache.reset(v, &bf.parent, &bf.w, pn.key, int(pn.eval))
		key := bf.cache.childKey(v, &bf.parent, &bf.cur, e.move, &bf.w)
		eval := int32(e.prio>>32) + int32(bf.w.depth)*(pn.depth+1)
		child := bfNode{parent: pid, board: -1, depth: pn.depth + 1, move: e.move, key: key, eval: eval}
		if child.depth%snapshotEvery == 0 {
			child.board = int32(len(bf.boards))
			bf.boards = append(bf.boards, bf.cur)
		}
		bf.nodes = append(bf.nodes, child)
		bf.id = int32(len(bf.nodes) - 1)
		if len(bf.nodes) >= budget {
			return nil, engine.Unknown, false
		}
	}
}

// follow returns the columns the next move has to touch (from them or onto them), or
// allCols. last is the move that made the position being expanded.
//
// A move of one tile or a group from column S, to a cell or onto column D, that sends no
// tile home and leaves S with tiles, changes only S's bottom, D's bottom and the cells.
// A move that follows it and touches neither S nor D could nearly always have been made
// before it (the first move would wait, one cell freer), so that a winning line can mostly
// be put in an order where each such move is followed by one that uses what it opened:
// the tile it uncovered in S, or the tiles it put on D. Searching only that order, the
// digging of a column goes on until it pays (a tile home, a tile built on it, the column
// empty) instead of every column being dug a little. It is not exact (two columns dug by
// turns, each to uncover a tile for the other, cannot be ordered so), which is why it is
// only a guide: the best-first search using it claims no proof. It is used in the games
// with the rank lock. Sea Winds and Sea Level, deals 1, 51, ..., 951 at most 100,000
// positions each: won 31 → 39 of 40, median positions 41,773 → 7,693 (Sea Winds) and
// 47,647 → 9,039 (Sea Level). With levels too, in 3 s a deal (mahjong survey -step 10):
// Long FreeCell deals 1, 11, ..., 991 won 88 → 98 of 100, median 41 → 33 ms, deals 5, 15,
// ..., 995 won 93 → 99, median 46 → 28 ms; MahJongg FreeCell deals 3, 8, ..., 998 won 197
// → 199 of 200, median 6.2 → 5.1 ms. (In positions alone, on 20 deals, Long FreeCell's
// median went up, 823 → 5,315: the positions of a followed search cost less, and the
// deals that were long got short.) Without the rank lock the searches were already short.
func (bf *bfSearch) follow(last engine.Move) uint32 {
	if !bf.restrict || bf.last.to < 0 {
		return allCols
	}
	sk, s, _ := Where(last.From)
	if sk != InTableau || bf.cur.nl[s] == 0 {
		return allCols
	}
	only := uint32(1) << s
	if dk, d, _ := Where(last.To); dk == InTableau {
		only |= 1 << d
	}
	return only
}
