package shanghai

import (
	"mahjong/wasm/msg"

	"mahjong/engine"
	"mahjong/engine/shanghai"
)

// What the page's live region says after a move, so that a screen reader player hears what
// happened without looking for it: the tiles a move took and what is left.

// TilesLeftText is "1 tile left", "42 tiles left" or "no tiles left".
func TilesLeftText(n int) string {
	if n == 0 {
		return msg.T("no tiles left")
	}
	return msg.N(n, "{n} tile left", "{n} tiles left")
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
		return msg.T("Removed {tile} and {other}; {left}", "tile", msg.D(a.String()), "other", msg.D(b.String()), "left", TilesLeftText(after.Remaining()))
	case engine.Shuffle:
		return msg.T("Shuffled; {shuffles}; {pairs}", "shuffles", ShufflesLeftText(after.ShufflesLeft()), "pairs", PairsFreeText(after.PairCount()))
	}
	return ""
}

// ShufflesLeftText is "no shuffles left", "1 shuffle left" or "3 shuffles left".
func ShufflesLeftText(n int) string {
	if n == 0 {
		return msg.T("no shuffles left")
	}
	return msg.N(n, "{n} shuffle left", "{n} shuffles left")
}

// PairsFreeText is "no pair free", "1 pair free" or "12 pairs free".
func PairsFreeText(n int) string {
	if n == 0 {
		return msg.T("no pair free")
	}
	return msg.N(n, "{n} pair free", "{n} pairs free")
}
