package board

import "mahjong/engine"

// PositionOf returns p as P, the position type of the family whose board draws it: the one
// place in the page where a position's concrete type is asserted. The controller takes
// each view and board for the family of the variant it plays, so a position of another type
// is a wiring bug, and the assertion's panic names both types.
func PositionOf[P engine.Position](p engine.Position) P {
	return p.(P)
}
