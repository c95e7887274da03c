// Package catalog lists every game of the collection that is built, in the order of the rule
// book, and finds a game by its variant id or by the header of a position's notation.
//
// A family is listed here only once its rules, notation and solver are complete; the browser
// picker, the command line tool and the tests all take their list from All.
package catalog

import (
	"errors"

	"mahjong/engine"
	"mahjong/engine/freecell"
	"mahjong/engine/oneplayer"
	"mahjong/engine/shanghai"
	"mahjong/engine/stones"
)

var all = build(
	shanghai.Variants(),
	freecell.Variants(),
	stones.Variants(),
	oneplayer.Variants(),
)

func build(families ...[]*engine.Variant) []*engine.Variant {
	var vs []*engine.Variant
	for _, f := range families {
		vs = append(vs, f...)
	}
	return vs
}

// All returns every registered variant, in the rule book's order. The caller must not modify
// the slice or the variants.
func All() []*engine.Variant { return all }

// Lookup returns the variant with the given id.
func Lookup(id string) (*engine.Variant, bool) {
	for _, v := range all {
		if v.ID == id {
			return v, true
		}
	}
	return nil, false
}

// ErrUnknownGame is returned (wrapped) for a variant id that is not registered.
var ErrUnknownGame = errors.New("no such game")

// UnknownGameError names the id that was not found and the ids that are.
type UnknownGameError struct{ ID string }

func (e *UnknownGameError) Error() string {
	msg := "unknown game \"" + e.ID + "\"; the games are:"
	for _, v := range all {
		msg += " " + v.ID
	}
	return msg
}

func (e *UnknownGameError) Unwrap() error { return ErrUnknownGame }

// Find is Lookup with an error that lists the known ids.
func Find(id string) (*engine.Variant, error) {
	if v, ok := Lookup(id); ok {
		return v, nil
	}
	return nil, &UnknownGameError{ID: id}
}

// Parse reads a position of any registered variant, choosing the family from the "game:" line
// of its header.
func Parse(text string) (engine.Position, error) {
	h, _, _, err := engine.SplitPosition(text)
	if err != nil {
		return nil, err
	}
	v, err := Find(h.Game)
	if err != nil {
		return nil, err
	}
	return v.Parse(text)
}
