package engine

import "context"

// SolverOf returns a family's Solve as a Variant holds it: for a position of another family
// (or none), Unknown. Only builds that carry the solvers link it (see Solvers).
func SolverOf[P Position](solve func(context.Context, P) Solution) Solver {
	return func(ctx context.Context, p Position) Solution {
		if q, ok := p.(P); ok {
			return solve(ctx, q)
		}
		return Solution{Verdict: Unknown}
	}
}

// HinterOf returns a family's Hint as a Variant holds it: for a position of another family (or
// none), the zero Move and Unknown.
func HinterOf[P Position](hint func(context.Context, P) (Move, Verdict)) Hinter {
	return func(ctx context.Context, p Position) (Move, Verdict) {
		if q, ok := p.(P); ok {
			return hint(ctx, q)
		}
		return Move{}, Unknown
	}
}

// VariantOf returns the Variant of a family's game, made of the family's own functions on its
// position type P: deal is New, parse is Parse (an error leaves no position, not a typed nil
// one). The family adds Random, Solve and Hint where it has them.
func VariantOf[P Position](id, name string, family Family, scored bool, deal func(uint64) P, parse func(string) (P, error)) *Variant {
	return &Variant{
		ID:     id,
		Name:   name,
		Family: family,
		Scored: scored,
		New:    func(n uint64) Position { return deal(n) },
		Parse:  func(text string) (Position, error) { return AsPosition(parse(text)) },
	}
}
