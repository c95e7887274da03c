package enginetest

import (
	"testing"

	"mahjong/engine"
)

// As returns p as the family's own position type P, failing t when it is another.
func As[P engine.Position](t testing.TB, p engine.Position) P {
	t.Helper()
	q, ok := p.(P)
	if !ok {
		t.Fatalf("%s: position is a %T, not a %T", p.Variant(), p, q)
	}
	return q
}

// Apply plays m on p and returns the position after it, of p's own type, failing t when the
// rules refuse the move: for the tests' own lines of play, whose moves are known to be legal.
func Apply[P engine.Position](t testing.TB, p P, m engine.Move) P {
	t.Helper()
	q, err := p.Apply(m)
	if err != nil {
		t.Fatalf("%s: engine refuses %s: %v", p.Variant(), p.FormatMove(m), err)
	}
	return As[P](t, q)
}

// Replay plays moves, in the notation of p's family, from p through engine.Game, and returns
// the game, failing t at a move that does not read or that the rules refuse.
func Replay(t testing.TB, p engine.Position, moves []string) *engine.Game {
	t.Helper()
	g, i, err := engine.ReplayNotation(p, moves)
	if err != nil {
		t.Fatalf("move %d %q: %v", i+1, moves[i], err)
	}
	return g
}

// Narrate plays n moves from p, each the one next picks, and returns the position after them
// and what say says of each move, given the positions before and after it: for the pages'
// checks of what their live region announces along a game.
func Narrate[P engine.Position](t testing.TB, p P, n int, next func(P) engine.Move, say func(before P, m engine.Move, after P) string) (P, []string) {
	t.Helper()
	said := make([]string, 0, n)
	for range n {
		m := next(p)
		q := Apply(t, p, m)
		said = append(said, say(p, m, q))
		p = q
	}
	return p, said
}
