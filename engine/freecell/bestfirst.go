package freecell

import (
	"container/heap"
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
// so Solve runs searches with different weights in rounds of growing budgets (see
// lockStages), and hands over to the depth-first search only when the last one ends too.

const (
	bfBudget      = 300_000   // positions expanded at most
	snapshotEvery = 8         // keep the board of one position in this many, by depth
	queueCap      = 3_000_000 // entries (16 bytes each) before the worse half is dropped
)

type bfNode struct {
	parent int32
	board  int32 // index in boards, or -1
	depth  int32
	move   engine.Move
}

type bfEntry struct {
	score  int32
	parent int32
	move   engine.Move
}

type bfQueue []bfEntry

func (q bfQueue) Len() int           { return len(q) }
func (q bfQueue) Less(i, j int) bool { return q[i].score > q[j].score }
func (q bfQueue) Swap(i, j int)      { q[i], q[j] = q[j], q[i] }
func (q *bfQueue) Push(x any)        { *q = append(*q, x.(bfEntry)) }
func (q *bfQueue) Pop() any {
	old := *q
	e := old[len(old)-1]
	*q = old[:len(old)-1]
	return e
}

// bestFirst searches from root. It returns the winning line and Solved, Unsolvable when
// every position reachable was expanded without a win, or Unknown when it stopped (budget,
// full table, dropped queue entries, or the context).
func (s *search) bestFirst(root *board, budget int) ([]engine.Move, engine.Verdict) {
	v := s.v
	nodes := []bfNode{{parent: -1, board: 0}}
	boards := []board{*root}
	s.seen.add(root.key())
	q := &bfQueue{}
	dropped := false

	// boardOf rebuilds the board of node id from its nearest ancestor with a snapshot.
	var path [snapshotEvery]engine.Move
	boardOf := func(id int32, b *board) {
		k := 0
		for nodes[id].board < 0 {
			path[k] = nodes[id].move
			k++
			id = nodes[id].parent
		}
		*b = boards[nodes[id].board]
		for k--; k >= 0; k-- {
			v.move(b, path[k])
			v.autoPlay(b, nil)
		}
	}
	line := func(id int32) []engine.Move {
		var out []engine.Move
		for ; nodes[id].parent >= 0; id = nodes[id].parent {
			out = append(out, nodes[id].move)
		}
		slices.Reverse(out)
		return out
	}
	cur := *root
	for id := int32(0); ; {
		n := nodes[id]
		if int(cur.found) == v.tileCount {
			return line(id), engine.Solved
		}
		var buf [96]engine.Move
		for _, m := range v.gen(&cur, buf[:0], true) {
			b2 := cur
			v.move(&b2, m)
			v.autoPlay(&b2, nil)
			added, full := s.seen.add(b2.key())
			if full {
				s.stopped = true
				return nil, engine.Unknown
			}
			if added {
				heap.Push(q, bfEntry{score: int32(v.eval(&b2, &s.w)) - int32(s.w.depth)*(n.depth+1), parent: id, move: m})
			}
		}
		if q.Len() > queueCap {
			slices.SortFunc(*q, func(a, b bfEntry) int { return int(b.score) - int(a.score) })
			*q = (*q)[:queueCap/2]
			heap.Init(q)
			dropped = true
		}
		if q.Len() == 0 {
			if dropped {
				return nil, engine.Unknown
			}
			return nil, engine.Unsolvable
		}
		s.nodes++
		if s.nodes&ctxEvery == 0 && s.ctx.Err() != nil {
			s.stopped = true
			return nil, engine.Unknown
		}
		if len(nodes) >= budget {
			return nil, engine.Unknown
		}
		e := heap.Pop(q).(bfEntry)
		boardOf(e.parent, &cur)
		v.move(&cur, e.move)
		v.autoPlay(&cur, nil)
		child := bfNode{parent: e.parent, board: -1, depth: nodes[e.parent].depth + 1, move: e.move}
		if child.depth%snapshotEvery == 0 {
			child.board = int32(len(boards))
			boards = append(boards, cur)
		}
		nodes = append(nodes, child)
		id = int32(len(nodes) - 1)
	}
}
