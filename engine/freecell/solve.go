package freecell

import (
	"context"

	"mahjong/engine"
)

// ctxEvery+1 is how many positions the searches expand between looks at their context. A
// best-first expansion tries every move with its auto-play, which in the browser takes about
// a tenth of a millisecond: a look every 16 positions lets a sliced context (the page's
// searches, in 4 ms slices) give the page its turn within a few milliseconds; a look costs
// tens of nanoseconds, nothing beside 16 expansions.
const ctxEvery = 15

// tableLimit caps the transposition table (16 bytes a slot): past it the search stops and
// answers Unknown rather than forget states.
const tableLimit = 1 << 23

// Solve searches p until it finds a winning line, proves there is none, or ctx is done
// (Unknown). The line follows the position's auto-play
// setting: with auto-play on it holds only the player's moves, with it off it spells out
// the safe foundation moves too.
func Solve(ctx context.Context, p *Position) engine.Solution {
	return SolveNodes(ctx, p, 0)
}

// SolveNodes is Solve stopping (Unknown) after limit positions when limit > 0: a budget
// that, unlike a deadline, gives the same answer on any machine under any load, so that
// surveys measure the solver and tests pick their deals the same way everywhere.
func SolveNodes(ctx context.Context, p *Position, limit int) engine.Solution {
	// A position read from notation may still hold safe tiles: play the first as a move
	// of the line, so that the line replays the same way whatever the auto-play setting.
	b := p.b
	if pre := p.v.autoPlay(&b, []AutoMove{}); len(pre) > 0 {
		m := engine.Move{From: pre[0].From, To: pre[0].To}
		q, err := p.apply(m)
		if err != nil {
			panic("freecell: a safe move was refused: " + err.Error())
		}
		sol := SolveNodes(ctx, q, limit)
		if sol.Verdict == engine.Solved {
			sol.Moves = append([]engine.Move{m}, sol.Moves...)
		}
		return sol
	}
	if ctx.Err() != nil {
		return engine.Solution{}
	}
	s := &search{v: p.v, ctx: ctx, seen: newSeenSet(tableLimit), limit: limit}
	if p.v.rankLock {
		if sol, ok := s.portfolio(p, &b); ok {
			return sol
		}
	} else {
		s.w = defaultWeights
		switch moves, verdict := s.bestFirst(&b, bfBudget); verdict {
		case engine.Solved:
			s.path = moves
			return engine.Solution{Verdict: engine.Solved, Moves: s.line(p), Nodes: s.nodes}
		case engine.Unsolvable:
			return engine.Solution{Verdict: engine.Unsolvable, Nodes: s.nodes}
		}
		if s.stopped {
			return engine.Solution{Verdict: engine.Unknown, Nodes: s.nodes}
		}
	}
	// The best-first phase ran out of room: search depth first, with a fresh table, until
	// a win, a proof, or the end of the context.
	bfNodes := s.nodes
	s = &search{v: p.v, ctx: ctx, seen: newSeenSet(tableLimit), nodes: bfNodes, w: p.v.weights(), limit: limit}
	if s.dfs(&b, noPrev) {
		return engine.Solution{Verdict: engine.Solved, Moves: s.line(p), Nodes: s.nodes}
	}
	if s.stopped {
		return engine.Solution{Verdict: engine.Unknown, Nodes: s.nodes}
	}
	return engine.Solution{Verdict: engine.Unsolvable, Nodes: s.nodes}
}

// Hint returns the first move of a winning line from p with Solved; with Unsolvable, no
// move; with Unknown (ctx ended first), the move the search ranks first, a guess, or no
// move when none is legal. A won position gives no move and Solved.
func Hint(ctx context.Context, p *Position) (engine.Move, engine.Verdict) {
	sol := Solve(ctx, p)
	switch {
	case sol.Verdict == engine.Solved && len(sol.Moves) > 0:
		return sol.Moves[0], engine.Solved
	case sol.Verdict == engine.Unknown:
		b := p.b
		ms := (&search{v: p.v, w: p.v.weights()}).ordered(&b, nil, noPrev)
		if len(ms) > 0 {
			return ms[0], engine.Unknown
		}
	}
	return engine.Move{}, sol.Verdict
}

// Without the rank lock one best-first search with the default weights solves nearly
// every deal at once. With it, a search that starts wrong may wander for long, and which
// weights start right varies from deal to deal: Solve runs a portfolio of best-first
// searches, one per weighting, each with its own table, taking turns of lockSlice
// positions, so that a deal one weighting finds at once is not held up by another's long
// search, and no search's work is thrown away. Each may fill half the table and queue
// one search alone may: few deals need them full, and the memory stays bounded. A search
// whose table is full goes on (overflow) rather than end: it no longer records the new
// positions, so that it may search one twice and can prove nothing, but a long search
// goes on best first where the depth-first search, with its early mistakes, seldom wins
// (Long FreeCell, 9 deals unknown after 10 s: 2 won within 450,000 positions, against 0).
// lockWeights go first: they win most MahJongg FreeCell deals in the first few thousand
// positions. In the Sea games lockWeights seldom win (2 deals in 40 of Sea Winds and Sea Level),
// and the default weights win more with cell tiles that wait long counted against them.
var (
	lockPortfolio    = []weights{lockWeights, defaultWeights, suitlessWeights, digWeights}
	seaLockPortfolio = []weights{cellWaitWeights, suitlessWeights, digWeights}
)

const lockSlice = 500

// portfolio runs the rank-lock searches in turns. It returns the answer and true, or
// false when every search ended without one (emptied queues that lost entries) and the
// depth-first search should go on.
func (s *search) portfolio(p *Position, root *board) (engine.Solution, bool) {
	ws := lockPortfolio
	if !p.v.levels {
		ws = seaLockPortfolio
	}
	bfs := make([]*bfSearch, len(ws))
	for i, w := range ws {
		bfs[i] = s.newBestFirst(root, w, newSeenSet(tableLimit/2), queueCap/2)
		bfs[i].overflow = true
	}
	for live := len(bfs); live > 0; {
		for i, bf := range bfs {
			if bf == nil {
				continue
			}
			moves, verdict, done := bf.run(len(bf.nodes) + lockSlice)
			switch verdict {
			case engine.Solved:
				s.path = moves
				return engine.Solution{Verdict: engine.Solved, Moves: s.line(p), Nodes: s.nodes}, true
			case engine.Unsolvable:
				return engine.Solution{Verdict: engine.Unsolvable, Nodes: s.nodes}, true
			}
			if s.stopped {
				return engine.Solution{Verdict: engine.Unknown, Nodes: s.nodes}, true
			}
			if done {
				bfs[i] = nil
				live--
			}
		}
	}
	return engine.Solution{}, false
}

type search struct {
	v       *spec
	ctx     context.Context
	seen    *seenSet
	nodes   int
	limit   int // positions at most, when > 0
	stopped bool
	path    []engine.Move // the line being searched
	w       weights
}

// prev is the place and size of the move just made, when it set off no auto-play: moving
// the same tiles on again at once is never needed, since they could have gone there
// directly.
type prev struct {
	to engine.Place
	n  uint8
}

var noPrev = prev{to: -1}

func (s *search) dfs(b *board, last prev) bool {
	if int(b.found) == s.v.tileCount {
		return true
	}
	s.nodes++
	if s.nodes&ctxEvery == 0 && s.ctx.Err() != nil || s.limit > 0 && s.nodes >= s.limit {
		s.stopped = true
	}
	if s.stopped {
		return false
	}
	added, full := s.seen.add(b.key())
	if full {
		s.stopped = true
	}
	if !added {
		return false
	}
	var buf [96]engine.Move
	for _, m := range s.ordered(b, buf[:0], last) {
		b2 := *b
		s.v.move(&b2, m)
		before := b2.found
		s.v.autoPlay(&b2, nil)
		next := prev{to: m.To, n: m.N}
		if b2.found != before {
			next = noPrev
		}
		s.path = append(s.path, m)
		if s.dfs(&b2, next) {
			return true
		}
		s.path = s.path[:len(s.path)-1]
		if s.stopped {
			return false
		}
	}
	return false
}

// ordered returns the solver's moves from b, most promising first: each move is tried,
// with its auto-play, and the resulting positions ranked by eval; moves to positions
// already searched are dropped.
func (s *search) ordered(b *board, out []engine.Move, last prev) []engine.Move {
	v := s.v
	out = v.gen(b, out, true)
	var score [96]int
	sc := score[:0]
	if len(out) > len(score) {
		sc = make([]int, 0, len(out))
	}
	keep := out[:0]
	for _, m := range out {
		if last.to >= 0 && m.From == last.to && m.N == last.n {
			continue
		}
		b2 := *b
		v.move(&b2, m)
		v.autoPlay(&b2, nil)
		if s.seen != nil && s.seen.has(b2.key()) {
			continue
		}
		keep = append(keep, m)
		sc = append(sc, v.eval(&b2, &s.w))
	}
	out = keep
	// insertion sort, stable: the lists are short
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && sc[j] > sc[j-1]; j-- {
			sc[j], sc[j-1] = sc[j-1], sc[j]
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

var suitOf = func() (s [256]uint8) {
	for t := 1; t < engine.NumFaces; t++ {
		s[t] = uint8(engine.Tile(t).Suit())
	}
	return s
}()

// line replays the moves found from p and returns them as the player plays them: with
// auto-play off, the safe tiles the search played go in as moves of their own.
func (s *search) line(p *Position) []engine.Move {
	var out []engine.Move
	add := func(log []AutoMove) {
		if !p.auto {
			for _, a := range log {
				out = append(out, engine.Move{From: a.From, To: a.To})
			}
		}
	}
	b := p.b
	for _, m := range s.path {
		s.v.move(&b, m)
		out = append(out, m)
		add(s.v.autoPlay(&b, []AutoMove{}))
	}
	return out
}
