package freecell

import (
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
	eval   int32
	key    [2]uint64
	move   engine.Move
}

type bfEntry struct {
	score  int32
	parent int32
	move   engine.Move
}

// bfQueue is a max-heap of entries by score. It is the heap of container/heap, same
// steps in the same order (so the searches expand the same positions), typed so that a
// push neither boxes its entry nor calls through an interface: with tens of children a
// position, the pushes were a tenth of the search.
type bfQueue []bfEntry

func (q bfQueue) Len() int { return len(q) }

func (q *bfQueue) push(e bfEntry) {
	*q = append(*q, e)
	h := *q
	for j := len(h) - 1; ; {
		i := (j - 1) / 2 // parent
		if i == j || h[j].score <= h[i].score {
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
		if j2 := j1 + 1; j2 < n && q[j2].score > q[j1].score {
			j = j2
		}
		if q[j].score <= q[i].score {
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
	keys     [][2]uint64 // the children's keys and scores, reused from position to position
	scores   []int32
	settled  bool // the move that made the position being expanded sent no tile home
	restrict bool // follow the moves that open a column with moves that use it (see follow)
}

// colCache holds what a child's key and eval need of the position being expanded: its
// whole key and eval, and the parts of the columns looked at so far. A move and its
// auto-play change only a few columns, so a child's key and eval are the parent's with
// those columns' parts swapped (eval's only while the foundations' lowest heights stay
// the same): a position whose children touch two columns reads only those two.
type colCache struct {
	mins  pileMins
	found uint8
	piles [2]uint64 // pileKey
	cells [2]uint64 // cellKey
	key   [2]uint64 // the whole key
	eval  int       // the whole eval
	rest  int       // evalRest
	start [numCols]int
	valid uint32 // the columns whose parts below are worked out
	ckey  [numCols][2]uint64
	ceval [numCols]int
	// the source column after the last move that sent no tile home, which the other
	// destinations of the same tiles share
	src struct {
		ok   bool
		from engine.Place
		n    uint8
		key  [2]uint64
		eval int
	}
}

// reset readies the cache for the children of b, whose key and eval are given.
func (cc *colCache) reset(v *spec, b *board, w *weights, key [2]uint64, eval int) {
	cc.mins = b.mins()
	cc.found = b.found
	cc.piles = b.pileKey()
	cc.cells = b.cellKey()
	cc.key, cc.eval = key, eval
	cc.rest = v.evalRest(b, w, &cc.mins)
	cc.valid = 0
	cc.src.ok = false
	i := 0
	for c := 0; c < numCols; c++ {
		cc.start[c] = i
		i += int(b.n[c])
	}
}

// col works out column c's parts of b, the board the cache was reset to.
func (cc *colCache) col(v *spec, b *board, w *weights, c int) {
	if cc.valid&(1<<c) == 0 {
		cc.valid |= 1 << c
		cc.ckey[c] = b.colKey(c, cc.start[c])
		cc.ceval[c] = v.evalCol(b, w, &cc.mins, c, cc.start[c])
	}
}

// child returns b2's key and eval; b2 is parent after m and its auto-play, and the cache
// was reset to parent.
func (cc *colCache) child(v *spec, parent, b2 *board, m engine.Move, w *weights) ([2]uint64, int) {
	var dirty uint32
	for _, pl := range [2]engine.Place{m.From, m.To} {
		if kind, c, _ := Where(pl); kind == InTableau {
			dirty |= 1 << c
		}
	}
	// With no tile gone home and the tiles leaving their column, the source column is
	// the parent's less the moving tiles, the same for every destination of them.
	srcCol := -1
	if kind, c, _ := Where(m.From); kind == InTableau && b2.found == cc.found {
		if tk, tc, _ := Where(m.To); tk != InTableau || tc != c {
			srcCol = c
		}
	}
	// With no tile gone home the piles are the parent's.
	m2, p2 := cc.mins, cc.piles
	if b2.found != cc.found {
		m2, p2 = b2.mins(), b2.pileKey()
		for c := 0; c < numCols; c++ {
			if b2.n[c] != parent.n[c] {
				dirty |= 1 << c
			}
		}
	}
	same := m2 == cc.mins
	ck := b2.cellKey()
	k := [2]uint64{cc.key[0] - cc.piles[0] - cc.cells[0] + p2[0] + ck[0], cc.key[1] - cc.piles[1] - cc.cells[1] + p2[1] + ck[1]}
	sc := v.evalRest(b2, w, &m2)
	if same {
		sc += cc.eval - cc.rest
	}
	i := 0
	for c := 0; c < numCols; c++ {
		if dirty&(1<<c) != 0 {
			cc.col(v, parent, w, c)
			k[0] -= cc.ckey[c][0]
			k[1] -= cc.ckey[c][1]
			if same {
				sc -= cc.ceval[c]
			}
			if c == srcCol {
				if !cc.src.ok || cc.src.from != m.From || cc.src.n != m.N {
					cc.src.ok, cc.src.from, cc.src.n = true, m.From, m.N
					cc.src.key = b2.colKey(c, i)
					cc.src.eval = v.evalCol(b2, w, &m2, c, i)
				}
				k[0] += cc.src.key[0]
				k[1] += cc.src.key[1]
				sc += cc.src.eval
			} else {
				h := b2.colKey(c, i)
				k[0] += h[0]
				k[1] += h[1]
				sc += v.evalCol(b2, w, &m2, c, i)
			}
		} else if !same {
			sc += v.evalCol(b2, w, &m2, c, i)
		}
		i += int(b2.n[c])
	}
	return k, sc
}

func (s *search) newBestFirst(root *board, w weights, seen *seenSet, queueCap int) *bfSearch {
	seen.add(root.key())
	return &bfSearch{s: s, w: w, seen: seen, queueCap: queueCap, restrict: s.v.rankLock && !s.v.levels,
		nodes:  []bfNode{{parent: -1, board: 0, key: root.key(), eval: int32(s.v.eval(root, &w))}},
		boards: []board{*root}, cur: *root}
}

// boardOf rebuilds the board of node id from its nearest ancestor with a snapshot. Every
// board the search holds is settled (no safe tile left), so that a replayed move needs only
// autoPlayAfter's look at the column it uncovered.
func (bf *bfSearch) boardOf(id int32, b *board) {
	v := bf.s.v
	k := 0
	for bf.nodes[id].board < 0 {
		bf.path[k] = bf.nodes[id].move
		k++
		id = bf.nodes[id].parent
	}
	*b = bf.boards[bf.nodes[id].board]
	for k--; k >= 0; k-- {
		v.move(b, bf.path[k])
		v.autoPlayAfter(b, bf.path[k])
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
		bf.keys = bf.keys[:0]
		bf.scores = bf.scores[:0]
		for _, m := range ms {
			b2 := bf.cur
			v.move(&b2, m)
			v.autoPlayAfter(&b2, m)
			key, score := bf.cache.child(v, &bf.cur, &b2, m, &bf.w)
			bf.keys = append(bf.keys, key)
			bf.scores = append(bf.scores, int32(score))
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
				q.push(bfEntry{score: bf.scores[i] - int32(bf.w.depth)*(n.depth+1), parent: id, move: m})
			}
		}
		if q.Len() > bf.queueCap {
			slices.SortFunc(*q, func(a, b bfEntry) int { return int(b.score) - int(a.score) })
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
		bf.boardOf(e.parent, &bf.cur)
		parent := bf.cur
		v.move(&bf.cur, e.move)
		v.autoPlayAfter(&bf.cur, e.move)
		bf.settled = bf.cur.found == parent.found
		pn := &bf.nodes[e.parent]
		bf.cache.reset(v, &parent, &bf.w, pn.key, int(pn.eval))
		key, eval := bf.cache.child(v, &parent, &bf.cur, e.move, &bf.w)
		child := bfNode{parent: e.parent, board: -1, depth: pn.depth + 1, move: e.move, key: key, eval: int32(eval)}
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
// only a guide: the best-first search using it claims no proof. It is used with the rank
// lock and no levels (Sea Winds, Sea Level): deals 1, 51, ..., 951 at most 100,000
// positions each, won 31 → 39 of 40, median positions 41,773 → 7,693 (Sea Winds) and
// 47,647 → 9,039 (Sea Level). Without the rank lock the searches were already short, and
// in the level games it made the short searches longer (Long FreeCell's median 902 →
// 4,551).
func (bf *bfSearch) follow(last engine.Move) uint32 {
	if !bf.restrict || !bf.settled {
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
