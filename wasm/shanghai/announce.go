package shanghai

import (
	"strconv"

	"mahjong/engine"
	"mahjong/engine/shanghai"
)

// What the page's live region says after a move, so that a screen reader player hears what
// happened without looking for it: the tiles a move took and what is left.

// TilesLeftText is "1 tile left", "42 tiles left" or "no tiles left".
func TilesLeftText(n int) string {
	switch n {
	case 0:
		return "no tiles left"
	case 1:
		return "1 tile left"
	}
	return strconv.Itoa(n) + " tiles left"
}

// Announce says what move m did to before (after is the position it led to):
// "Removed Bamboo 3 and Bamboo 3; 42 tiles left", or for a shuffle "Shuffled; 2 shuffles
// left; 12 pairs free". It returns "" for a move it does not describe.
func Announce(before *shanghai.Position, m engine.Move, after *shanghai.Position) string {
	switch m.Action {
	case engine.Step:
		n := len(before.Layout().Slots)
		if m.From < 0 || int(m.From) >= n || m.To < 0 || int(m.To) >= n {
			return ""
		}
		a, b := before.Tile(int(m.From)), before.Tile(int(m.To))
		if a == engine.NoTile || b == engine.NoTile {
			return ""
		}
		return "Removed " + a.String() + " and " + b.String() + "; " + TilesLeftText(after.Remaining())
	case engine.Shuffle:
		return "Shuffled; " + ShufflesLeftText(after.ShufflesLeft()) + "; " + PairsFreeText(after.PairCount())
	}
	return ""
}

// ShufflesLeftText is "no shuffles left", "1 shuffle left" or "3 shuffles left".
func ShufflesLeftText(n int) string {
	switch n {
	case 0:
		return "no shuffles left"
	case 1:
		return "1 shuffle left"
	}
	return strconv.Itoa(n) + " shuffles left"
}

// PairsFreeText is "no pair free", "1 pair free" or "12 pairs free".
func PairsFreeText(n int) string {
	switch n {
	case 0:
		return "no pair free"
	case 1:
		return "1 pair free"
	}
	return strconv.Itoa(n) + " pairs free"
}
