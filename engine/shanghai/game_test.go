package shanghai

import (
	"testing"

	"mahjong/engine/enginetest"
)

// FuzzPlayUndo plays moves chosen by the input through engine.Game, with undos and redos
// mixed in (enginetest.PlayScript), from a deal built to be won or one dealt at random.
func FuzzPlayUndo(f *testing.F) {
	f.Add(uint8(0), uint64(1), []byte{2, 3, 4, 0, 1, 7, 7, 7, 0, 0, 1})
	f.Add(uint8(2), uint64(5), []byte{9, 9, 9, 9, 0, 9, 1, 1})
	f.Add(uint8(1), uint64(0), []byte{3, 0, 3, 0, 3, 1, 200, 201, 202})
	vs := Variants()
	f.Fuzz(func(t *testing.T, which uint8, deal uint64, script []byte) {
		v := vs[int(which)%len(vs)]
		start := v.Random(deal)
		if which&4 != 0 {
			start = v.New(deal)
		}
		enginetest.PlayScript(t, start, script)
	})
}
