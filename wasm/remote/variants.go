package remote

import (
	"errors"
	"strings"

	"mahjong/engine"
	"mahjong/engine/catalog"
	"mahjong/engine/shanghai"
	"mahjong/wasm/link"
)

// Variants makes the variants the worker is asked about: the catalog's, and the Mahjong
// Solitaire layouts beyond it (the library's, the random ones, the player's own), from the
// layout the request carries. It keeps those it made: a page asks about the same game again
// and again.
type Variants struct {
	made map[string]*engine.Variant // by game and layout
}

// Variant returns the variant game, made from layout when it is not the catalog's.
func (vs *Variants) Variant(game, layout string) (*engine.Variant, error) {
	if layout == "" {
		return catalog.Find(game)
	}
	key := game + "\n" + layout
	if v, ok := vs.made[key]; ok {
		return v, nil
	}
	if !strings.HasPrefix(game, "shanghai-") {
		return nil, errors.New("a layout for " + game + ", which is not Mahjong Solitaire")
	}
	slots, err := link.DecodeLayout(layout)
	if err != nil {
		return nil, err
	}
	l, err := shanghai.NewLayout(game, slots)
	if err != nil {
		return nil, err
	}
	v, err := shanghai.NewVariant(game, game, l)
	if err != nil {
		return nil, err
	}
	if vs.made == nil {
		vs.made = map[string]*engine.Variant{}
	}
	vs.made[key] = v
	return v, nil
}
