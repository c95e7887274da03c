package stones

import (
	"strconv"

	"mahjong/engine"
	"mahjong/engine/stones"
	"mahjong/wasm/board"
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
	s := "Placed " + st.String() + " on " + stones.SquareName(sq, after.Cols())
	if gain := after.Score() - before.Score(); gain != 0 {
		s += " for " + board.Plural(gain, "point", "points")
	}
	if after.FourWays() > before.FourWays() {
		s += ", a four-way"
	}
	left := after.StockLeft()
	switch left {
	case 0:
		return s + "; no stones left"
	case 1:
		return s + "; 1 stone left"
	}
	return s + "; " + strconv.Itoa(left) + " stones left"
}
