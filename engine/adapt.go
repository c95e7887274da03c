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
