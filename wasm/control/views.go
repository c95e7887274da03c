package control

import (
	"mahjong/engine"
	"mahjong/wasm/board"
	"mahjong/wasm/freecell"
	"mahjong/wasm/oneplayer"
	"mahjong/wasm/shanghai"
	"mahjong/wasm/stones"
)

// viewOf returns the view of family's games; nil for a family the page does not draw. A
// variant is offered in the picker only when its family has one.
func viewOf(family engine.Family) board.View {
	switch family {
	case engine.Shanghai:
		return shanghai.View{}
	case engine.Stones:
		return stones.View{}
	case engine.OnePlayer:
		return oneplayer.View{}
	case engine.FreeCell, engine.Sea:
		return freecell.View{}
	}
	return nil
}

// searchesLong reports whether family's searches are long (the FreeCell and Sea games): the
// controller runs their Hint as a cancellable search, and with "Winnable deals only" their
// New game as a search for a deal the solver wins (search.go). The other games' Hint is a
// search bounded by hintTime.
func searchesLong(family engine.Family) bool {
	return family == engine.FreeCell || family == engine.Sea
}
