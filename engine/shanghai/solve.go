package shanghai

import (
	"context"
	"slices"

	"mahjong/engine"
)

// tableLimit bounds the table of failed states: 2^21 entries of 24 bytes.
const tableLimit = 1 << 21

// Solve decides whether p can be cleared by pair removals alone, and returns a winning line
// when it can. Shuffles are not part of the search: a position counts as solvable when pair
// moves alone clear it, which is what a player who never shuffles can achieve, and what a
// deal built by construction guarantees. The search is exact: it says Unsolvable only after
// exhausting every line, and Unknown when ctx is done first.
//
// Wins are found by restarts: the search runs with a node budget, and when the budget runs
// out it starts again with the move order shaken (each pair's score, 4 per tile it frees,
// plus a pseudo-random 0..23 from a fixed stream) and half as much budget again. The
// failed states proven so far stay in the table, so no work that proved something is
// lost, and a run that finishes inside its budget is exact. Budgets count nodes, not time,
// so the answer does not depend on the machine. The restarts cut the long tail of deals where one early wrong choice
// leads into a huge lost subtree that the first move order explores first.
func Solve(ctx context.Context, p *Position) engine.Solution {
	s := newSolver(ctx, p)
	sol := engine.Solution{}
	budget := firstBudget
	for run := 0; ; run++ {
		s.halted = false
		s.limit = s.nodes + budget
		s.noise = uint64(run)
		ok := s.search(p.present, nil)
		sol.Nodes = s.nodes
		switch {
		case ok:
			sol.Verdict = engine.Solved
			sol.Moves = s.line
			return sol
		case !s.halted:
			sol.Verdict = engine.Unsolvable
			return sol
		case ctx.Err() != nil:
			sol.Verdict = engine.Unknown
			return sol
		}
		budget += budget / 2
	}
}

// firstBudget is the node budget of the first run of Solve.
const firstBudget = 2000

// Hint returns the first move of a winning line from p, with verdict Solved. When the
// solver proves that pair moves alone cannot clear p, the move is the zero Move and the
// verdict Unsolvable (a shuffle may still help). When ctx is done first, the verdict is
// Unknown and the move any legal pair, or the zero Move when there is none: the caller should
// say the hint is not proven.
func Hint(ctx context.Context, p *Position) (engine.Move, engine.Verdict) {
	sol := Solve(ctx, p)
	switch sol.Verdict {
	case engine.Solved:
		if len(sol.Moves) == 0 {
			return engine.Move{}, engine.Solved
		}
		return sol.Moves[0], engine.Solved
	case engine.Unsolvable:
		return engine.Move{}, engine.Unsolvable
	}
	if ps := p.pairs(); len(ps) > 0 {
		return ps[0], engine.Unknown
	}
	return engine.Move{}, engine.Unknown
}

type solver struct {
	ctx     context.Context
	l       *Layout
	group   [maxSlots]uint8
	members [numGroups]set // the slots of each group's tiles at the start
	failed  *table
	nodes   int
	halted  bool   // the context is done or the run's budget spent: nothing proven
	limit   int    // node count at which the run stops
	noise   uint64 // the run number: 0 keeps the plain move order, others shake it
	line    []engine.Move
	cands   []cand // scratch for move ordering, by depth
	sleeps  []pair // scratch for sleep sets, by depth
	scratch struct{ up, lc, rc [maxSlots]set }
}

type cand struct {
	a, b  int
	score int
}

func newSolver(ctx context.Context, p *Position) *solver {
	s := &solver{ctx: ctx, l: p.k.layout, failed: newTable(tableLimit)}
	p.present.each(func(i int) {
		g := group(p.tiles[i])
		s.group[i] = uint8(g)
		s.members[g].add(i)
	})
	return s
}

// search reports whether present can be cleared, leaving the winning line in s.line.
//
// sleep is a sleep set (Godefroid's partial-order reduction): pairs that an ancestor already
// tried, with no win, and that the moves since did not touch. Playing one of them here
// would reach a state reachable from that failed sibling, so they are skipped. A state is
// recorded as failed only when it truly has no win: every move not asleep was searched, and
// every move asleep leads to a state reachable from one proven lost.
func (s *solver) search(present set, sleep []pair) bool {
	s.nodes++
	if s.nodes&1023 == 1 && s.ctx.Err() != nil || s.nodes > s.limit {
		s.halted = true
	}
	if s.halted {
		return false
	}
	mark := len(s.line)
	var free set
	// Safe moves first (see safe), until none is left; a group that can no longer be
	// cleared ends the search here.
	for {
		if present.empty() {
			return true
		}
		free = s.l.freeSet(&present)
		progress := false
		for g := range s.members {
			rem := present.and(s.members[g])
			n := rem.count()
			if n == 0 {
				continue
			}
			if n%2 == 1 || s.dead(&rem, n, &present) {
				s.line = s.line[:mark]
				return false
			}
			if ps, ok := s.safe(&rem, n, &free, &present); ok {
				for k := 0; k+1 < len(ps) && ps[k] >= 0; k += 2 {
					s.line = append(s.line, engine.Move{Action: engine.Step, From: engine.Place(ps[k]), To: engine.Place(ps[k+1])})
					present.del(ps[k])
					present.del(ps[k+1])
				}
				progress = true
			}
		}
		if !progress {
			break
		}
	}
	if s.failed.has(&present) || s.cycle(&present) {
		s.line = s.line[:mark]
		return false
	}

	// Every legal pair not asleep, best first: the pairs that free the most tiles.
	base := len(s.cands)
	for g := range s.members {
		fr := free.and(s.members[g])
		if fr.count() < 2 {
			continue
		}
		var ts [4]int
		k := 0
		fr.each(func(i int) { ts[k] = i; k++ })
		for i := 0; i < k; i++ {
			for j := i + 1; j < k; j++ {
				if asleep(sleep, ts[i], ts[j]) {
					continue
				}
				sc := 4 * s.freed(&present, &free, ts[i], ts[j])
				if s.noise != 0 {
					sc += int(mix(s.noise, uint64(ts[i])<<8|uint64(ts[j])) % 24)
				}
				s.cands = append(s.cands, cand{ts[i], ts[j], sc})
			}
		}
	}
	cs := s.cands[base:]
	slices.SortStableFunc(cs, func(a, b cand) int { return b.score - a.score })
	zbase := len(s.sleeps)
	for i := range cs {
		c := s.cands[base+i]
		after := present
		after.del(c.a)
		after.del(c.b)
		// The child sleeps on the pairs asleep here and the siblings already tried that
		// share no tile with c and are still on the board.
		s.sleeps = s.sleeps[:zbase]
		for _, z := range sleep {
			if disjoint(z, c) && present.has(int(z[0])) && present.has(int(z[1])) {
				s.sleeps = append(s.sleeps, z)
			}
		}
		for _, d := range s.cands[base : base+i] {
			if disjoint(pair{uint8(d.a), uint8(d.b)}, c) {
				s.sleeps = append(s.sleeps, pair{uint8(d.a), uint8(d.b)})
			}
		}
		z := s.sleeps[zbase:len(s.sleeps):len(s.sleeps)]
		s.line = append(s.line, engine.Move{Action: engine.Step, From: engine.Place(c.a), To: engine.Place(c.b)})
		if s.search(after, z) {
			s.cands = s.cands[:base]
			s.sleeps = s.sleeps[:zbase]
			return true
		}
		s.line = s.line[:len(s.line)-1]
		if s.halted {
			break
		}
	}
	s.cands = s.cands[:base]
	s.sleeps = s.sleeps[:zbase]
	s.line = s.line[:mark]
	if !s.halted {
		s.failed.put(&present)
	}
	return false
}

// mix hashes a run number and a pair into pseudo-random bits (the SplitMix64 finaliser).
func mix(run, v uint64) uint64 {
	return engine.Mix64(run*0x9E3779B97F4A7C15 ^ v*0xBF58476D1CE4E5B9)
}

// pair is two slots removed together, in a sleep set.
type pair [2]uint8

func asleep(sleep []pair, a, b int) bool {
	for _, z := range sleep {
		if int(z[0]) == a && int(z[1]) == b {
			return true
		}
	}
	return false
}

func disjoint(z pair, c cand) bool {
	return int(z[0]) != c.a && int(z[0]) != c.b && int(z[1]) != c.a && int(z[1]) != c.b
}

// freed counts the tiles that removing a and b makes free.
func (s *solver) freed(present, free *set, a, b int) int {
	after := *present
	after.del(a)
	after.del(b)
	dep := set{s.l.blocks[a][0] | s.l.blocks[b][0], s.l.blocks[a][1] | s.l.blocks[b][1], s.l.blocks[a][2] | s.l.blocks[b][2]}
	dep = dep.and(after).andNot(*free)
	n := 0
	dep.each(func(i int) {
		if s.l.free(&after, i) {
			n++
		}
	})
	return n
}
