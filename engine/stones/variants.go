package stones

import (
	"mahjong/engine"
)

// Variants returns the six Stones games in the order of docs/rules.md: mahjongg-stones,
// free-stones, loose-stones, throwing-stones, small-stones, tiny-pebbles. They are won or
// lost (Scored is false) and show a score as well (Position.Score).
func Variants() []*engine.Variant {
	out := make([]*engine.Variant, len(allRules))
	for i, r := range allRules {
		out[i] = r.variant()
	}
	return out
}

func (r *rules) variant() *engine.Variant {
	ev := engine.VariantOf(r.id, r.name, engine.Stones, false, r.deal, r.parse)
	if engine.Solvers {
		ev.Solve, ev.Hint = engine.SolverOf(Solve), engine.HinterOf(Hint)
	}
	return ev
}

// New deals game number deal of the variant id.
func New(id string, deal uint64) (*Position, error) {
	r := rulesFor(id)
	if r == nil {
		return nil, &engine.UnknownVariantError{Family: engine.Stones, ID: id}
	}
	return r.deal(deal), nil
}
