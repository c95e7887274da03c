package engine_test

import (
	"strings"
	"testing"

	"mahjong/engine"
	"mahjong/engine/enginetest"
)

func FuzzParseTile(f *testing.F) {
	for i := 0; i < engine.NumFaces; i++ {
		f.Add(engine.Tile(i).Code())
	}
	f.Add("zz")
	f.Fuzz(func(t *testing.T, s string) {
		tile, err := enginetest.RoundTripValue(t, s, engine.ParseTile, engine.Tile.Code)
		if err == nil && !strings.EqualFold(tile.Code(), s) {
			t.Errorf("ParseTile(%q) = %v, whose code is %q", s, tile, tile.Code())
		}
	})
}

// header is what SplitPosition reads: a header and the board lines after it.
type header struct {
	h     engine.Header
	board []string
}

func splitPosition(text string) (header, error) {
	h, board, _, err := engine.SplitPosition(text)
	return header{h, board}, err
}

func (h header) String() string {
	var b strings.Builder
	h.h.Write(&b)
	for _, line := range h.board {
		b.WriteString(line + "\n")
	}
	return b.String()
}

func FuzzSplitPosition(f *testing.F) {
	f.Add("game: a\ndeal: 1\nx: y\n\nboard\n")
	f.Add("\r\ngame: a\r\ndeal: 18446744073709551615\r\n")
	f.Fuzz(func(t *testing.T, text string) {
		// A header that was read writes back to text that reads as the same header.
		enginetest.RoundTrip(t, text, splitPosition, header.String)
	})
}
