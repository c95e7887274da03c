package oneplayer

import (
	"mahjong/wasm/msg"

	"mahjong/engine"
	"mahjong/engine/oneplayer"
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
		return msg.T("Placed {tile} on {cell}; score {score}", "tile", msg.D(hand[m.From].String()), "cell", opCellName(m.To), "score", msg.Number(after.Running()))
	case engine.Swap:
		a, b := after.At(m.To), after.At(m.From)
		if a == engine.NoTile || b == engine.NoTile {
			return ""
		}
		return msg.T("Swapped {tile} on {cell} and {other} on {othercell}", "tile", msg.D(a.String()), "cell", opCellName(m.From), "other", msg.D(b.String()), "othercell", opCellName(m.To))
	case engine.EndTurn:
		inHand := 0
		for _, t := range after.Hand() {
			if t != engine.NoTile {
				inHand++
			}
		}
		return msg.N(inHand, "Turn {turn}: {n} tile in hand, {wall} in the wall", "Turn {turn}: {n} tiles in hand, {wall} in the wall", "turn", msg.Number(after.Turn()), "wall", msg.Number(after.WallLeft()))
	}
	return ""
}
