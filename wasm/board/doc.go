// Package board is what every family's view shares: the size of a board's grid, the marks
// the interface adds to a position (the pick, the hint), the outcome of a click or a drop, the
// message of an ended game, one change of one element's attribute, and the markup helpers
// (escaping, a tile's face) every family's HTML is written with, and the one assertion of a
// position's concrete type (PositionOf). It holds no rules and no DOM.
package board
