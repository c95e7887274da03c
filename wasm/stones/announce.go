package stones

import (
	"mahjong/wasm/board"
	"mahjong/wasm/msg"

	"mahjong/engine"
	"mahjong/engine/stones"
)

// Announce says what placement m did: "Placed Red Dragon on c3 for 4 points, a
// four-way; 40 stones left". It returns "" for a move it does not describe.
func Announce(before *stones.Position, m engine.Move, after *stones.Position) string {
	sq := int(m.To)
	if m.Action != engine.Step || sq < 0 || sq >= after.Squares() {
		return ""
	}
	st := after.At(sq)
	if st == stones.NoStone {
		return ""
	}
	stone, square := msg.D(st.String()), stones.SquareName(sq, after.Cols())
	gain, fourWay := after.Score()-before.Score(), after.FourWays() > before.FourWays()
	var s string
	switch {
	case fourWay:
		s = msg.N(gain, "Placed {stone} on {square} for {n} point, a four-way", "Placed {stone} on {square} for {n} points, a four-way", "stone", stone, "square", square)
	case gain != 0:
		s = msg.N(gain, "Placed {stone} on {square} for {n} point", "Placed {stone} on {square} for {n} points", "stone", stone, "square", square)
	default:
		s = msg.T("Placed {stone} on {square}", "stone", stone, "square", square)
	}
	left := msg.T("no stones left")
	if n := after.StockLeft(); n > 0 {
		left = msg.N(n, "{n} stone left", "{n} stones left")
	}
	return board.Clauses(s, left)
}
