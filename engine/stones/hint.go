package stones

import (
	"context"

	"mahjong/engine"
)

// Hint returns a move of the current stone and the solver's verdict on p, so that a caller
// need not solve p again to say whether the game can still be won. When the solver finishes
// within ctx and finds a way to place every stone, the square is the first of that way and
// the verdict Solved. When it runs out of time (Unknown), or proves that no way is left
// (Unsolvable), the square is the one the heuristic ranks best. The heuristic prefers, in turn: squares after which the
// next stone still has somewhere to go; squares with more neighbours (a tight spot is used
// while the stone fits it, open squares are saved for later); squares that leave the next two
// stones more places in all; inner squares (they score); the lowest square. Hint returns the zero
// Move when the current stone has no legal square or the stock is empty (the verdict is then
// Unsolvable or Solved).
//
// Give ctx a deadline (a second is plenty: the survey solves every deal tried in well under
// one): without one, Hint on a hopeless position searches until it has proved it hopeless.
func Hint(ctx context.Context, p *Position) (engine.Move, engine.Verdict) {
	sol := Solve(ctx, p)
	if _, ok := p.Current(); !ok {
		return engine.Move{}, sol.Verdict
	}
	if sol.Verdict == engine.Solved && len(sol.Moves) > 0 {
		return sol.Moves[0], engine.Solved
	}
	b := p.board
	best := -1
	if order := p.r.order(&b, p.stock, nil, nil); len(order) > 0 {
		best = order[0]
	} else {
		// Every square leaves the next stone stuck: any legal square is as good as another.
		for _, sq := range p.LegalSquares() {
			if best < 0 || p.r.neighbourCount(&b, sq) > p.r.neighbourCount(&b, best) {
				best = sq
			}
		}
	}
	if best < 0 {
		return engine.Move{}, sol.Verdict
	}
	return engine.StepMove(StockPlace, engine.Place(best)), sol.Verdict
}
