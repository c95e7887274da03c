package stones

import (
	"mahjong/wasm/nav"
)

// Nav returns the navigation items of a Stones board of cols×rows squares, in square
// order (row by row); every square is present.
func Nav(cols, rows int) []nav.Item {
	items := make([]nav.Item, 0, cols*rows)
	for row := 0; row < rows; row++ {
		for col := 0; col < cols; col++ {
			items = append(items, nav.Item{X: col, Y: row, Present: true})
		}
	}
	return items
}
