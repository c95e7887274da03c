package stones

import (
	"context"

	"mahjong/engine"
)

// Family is the family name every Stones variant reports.
const Family = "stones"

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
	return &engine.Variant{
		ID:     r.id,
		Name:   r.name,
		Family: Family,
		Scored: false,
		New:    func(deal uint64) engine.Position { return r.deal(deal) },
		Parse: func(text string) (engine.Position, error) {
			p, err := r.parse(text)
			if err != nil {
				return nil, err
			}
			return p, nil
		},
		Solve: func(ctx context.Context, p engine.Position) engine.Solution {
			sp, ok := p.(*Position)
			if !ok || sp.r != r {
				return engine.Solution{Verdict: engine.Unknown}
			}
			return Solve(ctx, sp)
		},
	}
}

// New deals game number deal of the variant id, or returns nil for an id that is not a
// Stones game.
func New(id string, deal uint64) *Position {
	r := rulesFor(id)
	if r == nil {
		return nil
	}
	return r.deal(deal)
}
