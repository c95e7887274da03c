package shanghai

import (
	"errors"
	"strings"

	"mahjong/engine"
)

var kinds = []*kind{
	{id: "shanghai-square", name: "Mahjong Solitaire: Square", layout: square, pairs: 25, draw: drawFromSet},
	{id: "shanghai-pyramid", name: "Mahjong Solitaire: Pyramid", layout: pyramid, pairs: 25, draw: drawFromSet},
	{id: "shanghai-turtle", name: "Mahjong Solitaire: Turtle", layout: turtle, pairs: 72, draw: drawFromSet},
}

func kindByID(id string) *kind {
	for _, k := range kinds {
		if k.id == id {
			return k
		}
	}
	return nil
}

// Variants returns the three variants, in the order square, pyramid, turtle.
func Variants() []*engine.Variant {
	vs := make([]*engine.Variant, len(kinds))
	for i, k := range kinds {
		vs[i] = asVariant(k)
	}
	return vs
}

// NewVariant returns the variant that deals on layout l, with the given id (which names the
// streams its deals and shuffles draw from, so it must never change once published) and
// name. It refuses an id that is not "shanghai-" and a name, one of the three variants' ids,
// and a layout on which no deal can be won: one where removing free pairs gets stuck
// whatever the order (for instance two tiles stacked alone).
func NewVariant(id, name string, l *Layout) (*engine.Variant, error) {
	rest, ok := strings.CutPrefix(id, "shanghai-")
	if !ok || rest == "" {
		return nil, errors.New("variant id " + id + ": want shanghai-NAME")
	}
	if kindByID(id) != nil {
		return nil, errors.New("variant id " + id + " is taken")
	}
	order, err := winnable(l, id)
	if err != nil {
		return nil, err
	}
	return asVariant(&kind{id: id, name: name, layout: l, pairs: l.Len() / 2, draw: drawPairs, fallback: order}), nil
}

func asVariant(k *kind) *engine.Variant {
	ev := engine.VariantOf(k.id, k.name, engine.Shanghai, false,
		func(deal uint64) *Position { return newDeal(k, deal) },
		func(text string) (*Position, error) { return parse(k, text) })
	ev.Random = func(deal uint64) engine.Position { return randomDeal(k, deal) }
	if engine.Solvers {
		ev.Solve, ev.Hint = engine.SolverOf(Solve), engine.HinterOf(Hint)
	}
	return ev
}

// New deals game number deal of the variant id, winnable by construction.
func New(id string, deal uint64) (*Position, error) {
	k := kindByID(id)
	if k == nil {
		return nil, &engine.UnknownVariantError{Family: engine.Shanghai, ID: id}
	}
	return newDeal(k, deal), nil
}
