package shanghai

import (
	"context"

	"mahjong/engine"
)

// ConstructionLine returns the removals the construction of p's deal picked, which win
// it, for the tests of package shanghai_test (the library of layouts).
func ConstructionLine(p *Position) []engine.Move {
	_, order := build(p.k, p.deal)
	ms := make([]engine.Move, len(order))
	for i, o := range order {
		ms[i] = engine.Move{Action: engine.Step, From: engine.Place(o[0]), To: engine.Place(o[1])}
	}
	return ms
}

// BruteForce decides p by trying every legal pair, with a memo of the positions seen and
// no pruning at all: the reference the solver's verdicts are checked against.
func BruteForce(p *Position) bool {
	return brute(p, map[set]bool{})
}

// Redeal returns p with its tiles replaced: copies[g] tiles of face g (the first faces
// of the set, Bamboo 1 on), in an order drawn from r, on the slots that still hold a
// tile; nil when their number is not the sum of copies.
func Redeal(p *Position, copies []int, r *engine.Rand) *Position {
	var tiles []engine.Tile
	for g, c := range copies {
		for range c {
			tiles = append(tiles, engine.Bamboo1+engine.Tile(g))
		}
	}
	if len(tiles) != p.Remaining() || len(copies) > seasonGroup {
		return nil
	}
	r.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
	q := *p
	p.present.each(func(i int) {
		q.tiles[i], tiles = tiles[0], tiles[1:]
	})
	return &q
}

// SolvePlain is Solve with every order of the exact search random, none by groups: the
// reference of the pinned verdicts on random deals of the large layouts.
func SolvePlain(ctx context.Context, p *Position) engine.Solution {
	return solveIn(ctx, p, firstRun, true, 0)
}

// SolveSmallStore is Solve with restarts every few relaxations and a store of two learned
// nogoods, halved at every other one learned (see nogoods.halve): the pinned verdicts
// must hold however little of what the search learned it keeps.
func SolveSmallStore(ctx context.Context, p *Position) engine.Solution {
	return solveIn(ctx, p, 4, false, 2)
}
