package shanghai

import (
	"context"

	"mahjong/engine"
)

var kinds = []*kind{
	{id: "shanghai-square", name: "Mahjong Solitaire: Square", layout: square},
	{id: "shanghai-pyramid", name: "Mahjong Solitaire: Pyramid", layout: pyramid},
	{id: "shanghai-turtle", name: "Mahjong Solitaire: Turtle", layout: turtle},
}

func init() {
	for _, k := range kinds {
		k.pairs = k.layout.Len() / 2
	}
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
		vs[i] = &engine.Variant{
			ID:     k.id,
			Name:   k.name,
			Family: engine.Shanghai,
			New:    func(deal uint64) engine.Position { return newDeal(k, deal) },
			Random: func(deal uint64) engine.Position { return randomDeal(k, deal) },
			Parse: func(text string) (engine.Position, error) {
				p, err := parse(k, text)
				if err != nil {
					return nil, err
				}
				return p, nil
			},
			Solve: solveAny,
			Hint:  hintAny,
		}
	}
	return vs
}

// New deals game number deal of the variant id, winnable by construction.
func New(id string, deal uint64) (*Position, error) {
	k := kindByID(id)
	if k == nil {
		return nil, &engine.UnknownVariantError{Family: engine.Shanghai, ID: id}
	}
	return newDeal(k, deal), nil
}

// solveAny and hintAny are Solve and Hint as a Variant holds them: for any engine.Position,
// another family's getting Unknown. Each family writes the pair out: a generic adapter in
// package engine cost the page's module 2.6 KB of type descriptors and dictionaries.
func solveAny(ctx context.Context, p engine.Position) engine.Solution {
	if q, ok := p.(*Position); ok {
		return Solve(ctx, q)
	}
	return engine.Solution{Verdict: engine.Unknown}
}

func hintAny(ctx context.Context, p engine.Position) (engine.Move, engine.Verdict) {
	if q, ok := p.(*Position); ok {
		return Hint(ctx, q)
	}
	return engine.Move{}, engine.Unknown
}
