package stones

import (
	"context"

	"mahjong/engine"
)

// Hint returns a square for the current stone and the solver's verdict on p, so that a caller
// need not solve p again to say whether the game can still be won. When the solver finishes
// within ctx and finds a way to place every stone, the square is the first of that way and
// the verdict Solved. When it runs out of time (Unknown), or proves that no way is left
// (Unsolvable), the square is the one the heuristic ranks best. The heuristic prefers, in turn: squares after which the
// next stone still has somewhere to go; squares with more neighbours (a tight spot is used
// while the stone fits it, open squares are saved for later); squares that leave the next two
// stones more places in all; inner squares (they score); the lowest square. Hint returns -1
// when the current stone has no legal square or the stock is empty (the verdict is then
// Unsolvable or Solved).
//
// Give ctx a deadline (a second is plenty: the survey solves every deal tried in well under
// one): without one, Hint on a hopeless position searches until it has proved it hopeless.
func Hint(ctx context.Context, p *Position) (square int, verdict engine.Verdict) {
	sol := Solve(ctx, p)
	if _, ok := p.Current(); !ok {
		return -1, sol.Verdict
	}
	if sol.Verdict == engine.Solved && len(sol.Moves) > 0 {
		return int(sol.Moves[0].To), engine.Solved
	}
	b := p.board
	if best := p.r.order(&b, p.stock, nil, nil); len(best) > 0 {
		return best[0], sol.Verdict
	}
	// Every square leaves the next stone stuck: any legal square is as good as another.
	if squares := p.LegalSquares(); len(squares) > 0 {
		best := squares[0]
		for _, sq := range squares[1:] {
			if p.r.neighbourCount(&b, sq) > p.r.neighbourCount(&b, best) {
				best = sq
			}
		}
		return best, sol.Verdict
	}
	return -1, sol.Verdict
}
