package freecell

import (
	"cmp"
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
	for {
		id := bf.id
		if int(bf.cur.found) == v.tileCount {
			return bf.line(id), engine.Solved, true
		}
		if verdict, done := bf.expand(id); done {
			return nil, verdict, true
		}
		s.nodes++
		if s.nodes&ctxEvery == 0 && s.ctx.Err() != nil || s.limit > 0 && s.nodes >= s.limit {
			s.stopped = true
			return nil, engine.Unknown, true
		}
		bf.advance()
		if len(bf.nodes) >= budget {
			return nil, engine.Unknown, false
		}
	}
}

// expand queues the new children of cur, the board of node id. With done true the search
// has ended with verdict: the table is full, or the queue is empty.
func (bf *bfSearch) expand(id int32) (verdict engine.Verdict, done bool) {
	v, q := bf.s.v, &bf.q
	n := bf.nodes[id]
	var buf [96]engine.Move
	bf.cache.reset(v, &bf.cur, &bf.w, n.key, int(n.eval))
	ms := bf.children(n.move, buf[:0])
	// The children's keys are worked out first and looked up together: each lookup
	// is a likely cache miss in a table of millions of keys, and the misses of a
	// batch of loads that do not depend on each other overlap (touch).
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
				return engine.Unknown, true
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
			return engine.Unknown, true
		}
		return engine.Unsolvable, true
	}
	return engine.Unknown, false
}

// children returns the moves to search from cur, made by move, appended to buf, and
// makes room for their boards in kids.
func (bf *bfSearch) children(move engine.Move, buf []engine.Move) []engine.Move {
	v := bf.s.v
	var ms []engine.Move
	if only := bf.follow(move); only != allCols {
		ms = v.genTouching(&bf.cur, buf, true, only)
		bf.dropped = true // the moves left out may be needed: no proof
	} else {
		ms = v.gen(&bf.cur, buf, true)
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
	return ms
}

// advance takes the best queued child, makes it the board cur and records it as a node.
func (bf *bfSearch) advance() {
	v := bf.s.v
	e := bf.q.pop()
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
