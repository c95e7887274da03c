package stones

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mahjong/engine"
	"mahjong/engine/enginetest"
)

func FuzzParse(f *testing.F) {
	for _, v := range Variants() {
		f.Add(v.New(3).String())
		if golden, err := os.ReadFile(filepath.Join("testdata", v.ID+".golden")); err == nil {
			f.Add(strings.Split(string(golden), "\n\ngame:")[0])
		}
	}
	f.Add("game: tiny-pebbles\ndeal: 0\nscore: 7\nfourways: 1\n\nstock: r1 g2\nb4 .. .. .. .. .. .. R3\n" +
		strings.Repeat(".. .. .. .. .. .. .. ..\n", 4) + "G1 .. .. .. .. .. .. Y2\n")
	f.Add("game: free-stones\ndeal: 1\n\nstock:\n")
	vs := Variants()
	f.Fuzz(func(t *testing.T, text string) {
		enginetest.CheckParse(t, text, vs, Parse)
	})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"a1", "e4", "L8", "j7", "m1", "a9", "a0", " c3", "", "zz"} {
		f.Add(uint8(0), s)
		f.Add(uint8(5), s)
	}
	variants := Variants()
	f.Fuzz(func(t *testing.T, which uint8, s string) {
		p := variants[int(which)%len(variants)].New(1)
		enginetest.RoundTripValue(t, s, p.ParseMove, p.FormatMove)
	})
}

func FuzzParseStone(f *testing.F) {
	for _, s := range []string{"R1", "o6", "..", "P5", "Y0", "R7", "", "r"} {
		f.Add(uint8(4), s)
		f.Add(uint8(6), s)
	}
	f.Fuzz(func(t *testing.T, colours uint8, s string) {
		n := 1 + int(colours)%MaxColours
		parse := func(s string) (Stone, error) { return ParseStone(s, n) }
		enginetest.RoundTripValue(t, s, parse, Stone.Code)
	})
}

// FuzzApplyUndo plays moves chosen by the fuzzer through engine.Game, with undos and redos
// mixed in (enginetest.PlayScript), and checks that a move onto a taken square is refused.
func FuzzApplyUndo(f *testing.F) {
	f.Add(uint8(0), uint64(1), []byte{2, 3, 4, 5, 6, 7, 8, 0, 1})
	f.Add(uint8(4), uint64(9), []byte{200, 13, 7, 99, 0, 0, 0, 1, 250, 3})
	f.Add(uint8(5), uint64(2), []byte(strings.Repeat("\x02", 40)))
	variants := Variants()
	f.Fuzz(func(t *testing.T, which uint8, deal uint64, script []byte) {
		g := enginetest.PlayScript(t, variants[int(which)%len(variants)].New(deal), script)
		// a1 holds an opening stone: a move onto it is refused and changes nothing.
		before := g.Position().String()
		if err := g.Play(engine.StepMove(StockPlace, 0)); err == nil || g.Position().String() != before {
			t.Fatalf("a move onto a taken square: %v", err)
		}
	})
}
