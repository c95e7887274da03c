package control

import (
	"mahjong/engine"
	"mahjong/engine/catalog"
	"mahjong/wasm/msg"
	"mahjong/wasm/panels"
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

// menuRows are the rows of the menu's games, in its order, for the statistics and the Daily
// dialog.
func menuRows(games []*engine.Variant) []panels.Row {
	rows := make([]panels.Row, len(games))
	for i, v := range games {
		rows[i] = panels.Row{ID: v.ID, Name: msg.D(v.Name), Scored: v.Scored}
	}
	return rows
}
