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
			Family: "shanghai",
			New:    func(deal uint64) engine.Position { return newDeal(k, deal) },
			Random: func(deal uint64) engine.Position { return randomDeal(k, deal) },
			Parse: func(text string) (engine.Position, error) {
				p, err := parse(k, text)
				if err != nil {
					return nil, err
				}
				return p, nil
			},
			Solve: func(ctx context.Context, p engine.Position) engine.Solution {
				sp, ok := p.(*Position)
				if !ok || sp.k != k {
					return engine.Solution{Verdict: engine.Unknown}
				}
				return Solve(ctx, sp)
			},
		}
	}
	return vs
}
