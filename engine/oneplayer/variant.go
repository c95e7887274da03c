package oneplayer

import (
	"mahjong/engine"
)

// variant is what differs between the two games: the tiles they use.
type variant struct {
	id, name string
	flowers  bool // the 4 Seasons and 4 Flowers are in the set
}

var (
	plain       = &variant{id: "one-player", name: "Mah-Jongg One Player"}
	withFlowers = &variant{id: "one-player-flowers", name: "Mah-Jongg One Player with Flowers", flowers: true}
)

// set returns the variant's tiles in face order.
func (v *variant) set() []engine.Tile {
	s := engine.StandardSet()
	if !v.flowers {
		s = s[:136] // the Seasons and Flowers come last
	}
	return s
}

// limit returns how many tiles of face t the variant's set holds.
func (v *variant) limit(t engine.Tile) int {
	switch t.Kind() {
	case engine.Empty:
		return 0
	case engine.Season, engine.Flower:
		if v.flowers {
			return 1
		}
		return 0
	}
	return 4
}

// deal shuffles the set with the stream of the variant id and the deal number (Fisher–Yates,
// engine.Rand.Shuffle), gives the first 8 tiles to the hand and leaves the rest as the wall,
// drawn in that order.
func (v *variant) deal(n uint64) *Position {
	tiles := v.set()
	r := engine.NewRand(v.id, n)
	r.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
	p := &Position{v: v, deal: n, turn: 1}
	copy(p.hand[:], tiles[:HandSize])
	p.nwall = uint8(copy(p.wall[:], tiles[HandSize:]))
	return p
}

func (v *variant) variant() *engine.Variant {
	ev := engine.VariantOf(v.id, v.name, engine.OnePlayer, true, v.deal,
		func(text string) (*Position, error) { return parse(v, text) })
	if engine.Solvers {
		ev.Solve, ev.Hint = engine.SolverOf(Solve), engine.HinterOf(Hint)
	}
	return ev
}

// Variants returns the family's games: one-player (136 tiles) and one-player-flowers (144).
func Variants() []*engine.Variant {
	return []*engine.Variant{plain.variant(), withFlowers.variant()}
}

// New deals game number deal of the variant id.
func New(id string, deal uint64) (*Position, error) {
	for _, v := range []*variant{plain, withFlowers} {
		if v.id == id {
			return v.deal(deal), nil
		}
	}
	return nil, &engine.UnknownVariantError{Family: engine.OnePlayer, ID: id}
}
