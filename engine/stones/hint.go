package stones

import (
	"context"

	"mahjong/engine"
)

// Hint returns a square for the current stone. When the solver finishes within ctx and finds
// a way to place every stone, the square is the first of that way and proven is true. When
// it runs out of time, or proves that no way is left, the square is the one the heuristic
// ranks best, and proven is false. The heuristic prefers, in turn: squares after which the
// next stone still has somewhere to go; squares with more neighbours (a tight spot is used
// while the stone fits it, open squares are saved for later); squares that leave the next two
// stones more places in all; inner squares (they score); the lowest square. Hint returns -1
// when the current stone has no legal square or the stock is empty.
//
// Give ctx a deadline (a second is plenty: the survey solves every deal tried in well under
// one): without one, Hint on a hopeless position searches until it has proved it hopeless.
func Hint(ctx context.Context, p *Position) (square int, proven bool) {
	if _, ok := p.Current(); !ok {
		return -1, false
	}
	sol := Solve(ctx, p)
	if sol.Verdict == engine.Solved && len(sol.Moves) > 0 {
		return int(sol.Moves[0].To), true
	}
	b := p.board
	if best := p.r.order(&b, p.stock, nil, nil); len(best) > 0 {
		return best[0], false
	}
	// Every square leaves the next stone stuck: any legal square is as good as another.
	if squares := p.LegalSquares(); len(squares) > 0 {
		best := squares[0]
		for _, sq := range squares[1:] {
			if p.r.neighbourCount(&b, sq) > p.r.neighbourCount(&b, best) {
				best = sq
			}
		}
		return best, false
	}
	return -1, false
}
