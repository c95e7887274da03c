package shanghai

import (
	"context"

	"mahjong/engine"
)

// Solve decides whether p can be cleared by pair removals alone, and returns a winning line
// when it can. Shuffles are not part of the search: a position counts as solvable when pair
// moves alone clear it, which is what a player who never shuffles can achieve, and what a
// deal built by construction guarantees. The search is exact: it says Unsolvable only after
// a proof, and Unknown when ctx is done first.
//
// It first plays the moves that can never lose a win (see safe) and looks for a group
// whose every pairing is stacked (see dead); then it searches over the ways each group's
// tiles can pair up (see pairing.go). Nodes counts the relaxations and random games run.
func Solve(ctx context.Context, p *Position) engine.Solution {
	return solve(ctx, p, firstRun)
}

// solve is Solve with the budget of the exact search's first run (see pairSearch.solve).
func solve(ctx context.Context, p *Position, first int) engine.Solution {
	return solveIn(ctx, p, first, false, 0)
}

// solveIn is solve, with plain set: the exact search keeps its orders random (see
// pairSearch.reorder), the tests' reference for the orders by groups; store bounds the
// learned nogoods when not 0 (see nogoods), for the tests.
func solveIn(ctx context.Context, p *Position, first int, plain bool, store int) engine.Solution {
	if ctx.Err() != nil {
		return engine.Solution{Verdict: engine.Unknown}
	}
	s := newSolver(p)
	present, line, lost := s.settle(p.present)
	switch {
	case lost:
		return engine.Solution{Verdict: engine.Unsolvable}
	case present.empty():
		return engine.Solution{Verdict: engine.Solved, Moves: line}
	case s.most(&present) > maxGroupTiles:
		return engine.Solution{Verdict: engine.Unknown} // too many pairings to enumerate
	}
	ps := newPairSearch(ctx, s.l, &p.tiles, present)
	ps.plain = plain
	ps.bad.max = store
	v := ps.solve(first)
	if v == engine.Solved {
		for _, pr := range ps.line {
			line = append(line, step(ps.slot[pr[0]], ps.slot[pr[1]]))
		}
		return engine.Solution{Verdict: v, Moves: line, Nodes: ps.nodes}
	}
	return engine.Solution{Verdict: v, Nodes: ps.nodes}
}

func step(a, b int) engine.Move {
	return engine.Move{Action: engine.Step, From: engine.Place(a), To: engine.Place(b)}
}

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

// solver holds what the proofs of loss and the safe moves read: the layout and each slot's
// group.
type solver struct {
	l       *Layout
	group   [maxSlots]uint8
	members [numGroups]set // the slots of each group's tiles at the start
}

func newSolver(p *Position) *solver {
	s := &solver{l: p.k.layout}
	p.present.each(func(i int) {
		g := group(p.tiles[i])
		s.group[i] = uint8(g)
		s.members[g].add(i)
	})
	return s
}

// settle plays safe moves (see safe) until none is left, and returns what remains and the
// moves played; lost reports that a group can no longer be cleared (an odd number of its
// tiles left, or every pairing of them stacked).
func (s *solver) settle(present set) (rest set, line []engine.Move, lost bool) {
	var ps []int
	for {
		if present.empty() {
			return present, line, false
		}
		free := s.l.freeSet(&present)
		progress := false
		for g := range s.members {
			rem := present.and(s.members[g])
			n := rem.count()
			if n == 0 {
				continue
			}
			if n%2 == 1 || s.dead(&rem, n, &present) {
				return present, line, true
			}
			ps = s.safe(&rem, n, &free, &present, ps[:0])
			for k := 0; k+1 < len(ps); k += 2 {
				line = append(line, step(ps[k], ps[k+1]))
				present.del(ps[k])
				present.del(ps[k+1])
				progress = true
			}
		}
		if !progress {
			return present, line, false
		}
	}
}

// most returns the largest number of tiles of one group in present. The pairing search
// enumerates a group's pairings: 105 for eight tiles, 10,395 for twelve (maxGroupTiles).
func (s *solver) most(present *set) int {
	m := 0
	for g := range s.members {
		rem := present.and(s.members[g])
		m = max(m, rem.count())
	}
	return m
}

// maxGroupTiles is the most tiles of one group that Solve handles: three times the four
// copies of a face of the usual set.
const maxGroupTiles = 12
