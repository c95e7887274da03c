package shanghai

import (
	"context"
	"slices"

	"mahjong/engine"
)

type orderSolver struct {
	*solver
	ctx     context.Context
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

// tableLimit bounds the table of failed states: 2^21 entries of 24 bytes.
const tableLimit = 1 << 21

// solveByOrder is the solver this package had before the pairing search, kept as an
// independent exact reference for the tests: a depth-first search over move order with a
// table of failed states, safe moves, sleep sets and the order proofs of loss. It decides
// whether p can be cleared and returns a winning line when it can; it says Unsolvable
// only after exhausting every line, and Unknown when ctx is done first.
//
// Wins are found by restarts: the search runs with a node budget, and when the budget runs
// out it starts again with the move order shaken (each pair's score, 4 per tile it frees,
// plus a pseudo-random 0..23 from a fixed stream) and half as much budget again. The
// failed states proven so far stay in the table, so no work that proved something is
// lost, and a run that finishes inside its budget is exact. Budgets count nodes, not time,
// so the answer does not depend on the machine. The restarts cut the long tail of deals where one early wrong choice
// leads into a huge lost subtree that the first move order explores first.
func solveByOrder(ctx context.Context, p *Position) engine.Solution {
	s := &orderSolver{solver: newSolver(p), ctx: ctx, failed: newTable(tableLimit)}
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

// search reports whether present can be cleared, leaving the winning line in s.line.
//
// sleep is a sleep set (Godefroid's partial-order reduction): pairs that an ancestor already
// tried, with no win, and that the moves since did not touch. Playing one of them here
// would reach a state reachable from that failed sibling, so they are skipped. A state is
// recorded as failed only when it truly has no win: every move not asleep was searched, and
// every move asleep leads to a state reachable from one proven lost.
func (s *orderSolver) search(present set, sleep []pair) bool {
	s.nodes++
	if s.nodes&1023 == 1 && s.ctx.Err() != nil || s.nodes > s.limit {
		s.halted = true
	}
	if s.halted {
		return false
	}
	mark := len(s.line)
	// Safe moves first (see safe); a group that can no longer be cleared ends the search.
	present, moves, lost := s.settle(present)
	if lost {
		return false
	}
	s.line = append(s.line, moves...)
	if present.empty() {
		return true
	}
	free := s.l.freeSet(&present)
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
func (s *orderSolver) freed(present, free *set, a, b int) int {
	after := *present
	after.del(a)
	after.del(b)
	dep := or(s.l.blocks[a], s.l.blocks[b])
	dep = dep.and(after).andNot(*free)
	n := 0
	dep.each(func(i int) {
		if s.l.free(&after, i) {
			n++
		}
	})
	return n
}
