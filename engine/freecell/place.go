package freecell

import "mahjong/engine"

// Places number everything a move can start or end at, the same way in all seven games:
//
//	level*16 + column   a column's level (0 is the dealt level; the Sea games have only it),
//	                    so 0–15 are the columns themselves
//	192 + i             cell i (0–5)
//	208 + p             foundation pile p (0–11: piles 0–3 are the Bamboo set, 4–7 the
//	                    Characters, 8–11 the Circles)
//	224                 "the foundations": the first pile that takes the tile
//
// As a move's source, a level means its bottom tile; as a destination, the place below its
// bottom tile, or, for the level just above a column's highest, a new level on its top-row
// tile (level 0 of an empty column is the empty column).
const (
	cellBase = 192
	pileBase = 208
	// Foundation names no pile: Apply plays the tile to the first pile that takes it.
	Foundation engine.Place = 224
)

// PlaceKind says what a place is.
type PlaceKind uint8

// The kinds of place.
const (
	Nowhere      PlaceKind = iota // not a place of this family
	InTableau                     // a column's level
	InCell                        // a cell
	OnPile                        // one foundation pile
	ToFoundation                  // the foundations, pile left to the rules
)

// Column returns the place of column c (0–15), its dealt level.
func Column(c int) engine.Place { return engine.Place(c) }

// Level returns the place of level l (0-based) of column c.
func Level(c, l int) engine.Place { return engine.Place(l*numCols + c) }

// Cell returns the place of cell i (0-based).
func Cell(i int) engine.Place { return engine.Place(cellBase + i) }

// Pile returns the place of foundation pile p (0–11).
func Pile(p int) engine.Place { return engine.Place(pileBase + p) }

// Where decodes a place: its kind, its index (column, cell or pile) and, for the
// tableau, the level.
func Where(pl engine.Place) (kind PlaceKind, index, level int) {
	switch {
	case pl >= 0 && pl < numCols*maxLevels:
		return InTableau, int(pl) % numCols, int(pl) / numCols
	case pl >= cellBase && pl < cellBase+maxCells:
		return InCell, int(pl) - cellBase, 0
	case pl >= pileBase && pl < pileBase+numPiles:
		return OnPile, int(pl) - pileBase, 0
	case pl == Foundation:
		return ToFoundation, 0, 0
	}
	return Nowhere, 0, 0
}
