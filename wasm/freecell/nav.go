package freecell

import (
	"mahjong/wasm/nav"
)

// Keyboard navigation of the FreeCell and Sea boards, on the shared Nearest: each place
// (pile, cell, tableau tile or destination) is an item at its centre on the screen, and the
// three areas are its layers, so that Shift+Up/Down (PageUp/PageDown) jump between the
// tableau, the cells and the piles.

// The areas of the board, as navigation layers: the one above a layer is the next area up
// on the screen.
const (
	AreaTableau = iota
	AreaCells
	AreaPiles
)

// fcRowSqueeze shrinks the distance between rows of the tableau for navigation. Rows
// overlap on the screen by more than half a tile, so a few rows weigh as much as a column;
// squeezed, Left and Right go to the next column's nearest tile, however deep, instead of
// skipping a shorter column for a tile in line two columns away.
const fcRowSqueeze = 0.15

// fcAreaGap moves each area further up for navigation, far beyond the board's size, so that
// Left and Right stay in their area while it has a place that way (a row of empty columns
// must not send the focus up to a pile), and Up and Down leave it only at its edge.
const fcAreaGap = 10000

// NavItem is the navigation item of a place whose centre is at x, y on the screen, in
// area; top is the top edge of the tableau, from which tableau rows are squeezed.
func NavItem(x, y float64, area int, top float64) nav.Item {
	if area == AreaTableau && y > top {
		y = top + (y-top)*fcRowSqueeze
	}
	return nav.Item{X: int(x), Y: int(y) - area*fcAreaGap, Layer: area, Present: true}
}
