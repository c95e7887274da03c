package stones

import (
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
	s := msg.T("Placed {stone} on {square}", "stone", msg.D(st.String()), "square", stones.SquareName(sq, after.Cols()))
	if gain := after.Score() - before.Score(); gain != 0 {
		s += " " + msg.N(gain, "for {n} point", "for {n} points")
	}
	if after.FourWays() > before.FourWays() {
		s += msg.T(", a four-way")
	}
	left := after.StockLeft()
	if left == 0 {
		return s + "; " + msg.T("no stones left")
	}
	return s + "; " + msg.N(left, "{n} stone left", "{n} stones left")
}
