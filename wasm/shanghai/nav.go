package shanghai

import (
	"mahjong/wasm/nav"
)

// Nav returns the navigation items of a Shanghai board, in slot order. A tile spans
// two half-tile cells each way, so its centre is on its 1-based grid lines (Col, Row); they
// are scaled 3 across and 4 down because a half-tile cell is drawn 3:4, so that 45° on the
// board is 45° on the screen. A removed tile is not present.
func Nav(tiles []Tile) []nav.Item {
	items := make([]nav.Item, len(tiles))
	for i, t := range tiles {
		items[i] = nav.Item{X: 3 * t.Col, Y: 4 * t.Row, Layer: t.Layer, Present: !t.Removed}
	}
	return items
}
