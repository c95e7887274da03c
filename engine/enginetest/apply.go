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
