package oneplayer

import (
	"strconv"

	"mahjong/engine"
	"mahjong/engine/oneplayer"
	"mahjong/wasm/board"
)

// What the live region says after a move of the Stones and One Player games: the stone or
// tile that moved, where it went, and the count that matters next.

// Announce says what move m did: "Placed Bamboo 3 on H4", "Swapped Bamboo 3 on H4
// and Circle 5 on H5", or "Turn 4: 5 tiles in hand, 80 in the wall". It returns "" for a
// move it does not describe.
func Announce(before *oneplayer.Position, m engine.Move, after *oneplayer.Position) string {
	switch m.Action {
	case engine.Step:
		hand := before.Hand()
		if int(m.From) < 0 || int(m.From) >= len(hand) || hand[m.From] == engine.NoTile {
			return ""
		}
		return "Placed " + hand[m.From].String() + " on " + oneplayer.CellName(m.To) + "; score " + strconv.Itoa(after.Running())
	case engine.Swap:
		a, b := after.At(m.To), after.At(m.From)
		if a == engine.NoTile || b == engine.NoTile {
			return ""
		}
		return "Swapped " + a.String() + " on " + oneplayer.CellName(m.From) + " and " + b.String() + " on " + oneplayer.CellName(m.To)
	case engine.EndTurn:
		inHand := 0
		for _, t := range after.Hand() {
			if t != engine.NoTile {
				inHand++
			}
		}
		return "Turn " + strconv.Itoa(after.Turn()) + ": " + board.Plural(inHand, "tile", "tiles") + " in hand, " + strconv.Itoa(after.WallLeft()) + " in the wall"
	}
	return ""
}
