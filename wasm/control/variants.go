package control

import (
	"mahjong/engine"
	"mahjong/engine/catalog"
)

// defaultGame is the game a visit without a link (or with a link that was not understood)
// opens.
const defaultGame = "shanghai-turtle"

// playable returns the registered variants whose family the page can draw, in the catalog's
// order.
func playable() []*engine.Variant {
	var vs []*engine.Variant
	for _, v := range catalog.All() {
		if viewOf(v.Family) != nil {
			vs = append(vs, v)
		}
	}
	return vs
}
