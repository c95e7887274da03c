package stones

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mahjong/engine"
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
	f.Fuzz(func(t *testing.T, text string) {
		p, err := Parse(text)
		if err != nil {
			return
		}
		s := p.String()
		q, err := Parse(s)
		if err != nil {
			t.Fatalf("the printed position does not parse: %v\n%s", err, s)
		}
		if q.String() != s {
			t.Fatalf("round trip changed the position:\n%s\n---\n%s", s, q.String())
		}
		// Whatever was read, the rules must answer without failing.
		_ = p.Status()
		for _, m := range p.Moves() {
			if _, err := p.Apply(m); err != nil {
				t.Fatalf("listed move %s refused: %v", p.FormatMove(m), err)
			}
		}
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
		m, err := p.ParseMove(s)
		if err != nil {
			return
		}
		text := p.FormatMove(m)
		again, err := p.ParseMove(text)
		if err != nil || again != m {
			t.Fatalf("ParseMove(%q) = %+v, printed %q, read back as %+v, %v", s, m, text, again, err)
		}
	})
}

// FuzzApplyUndo plays moves chosen by the fuzzer through engine.Game, then undoes and redoes
// them all, checking that every position comes back exactly and that no move changes the
// position it was made from.
func FuzzApplyUndo(f *testing.F) {
	f.Add(uint8(0), uint64(1), []byte{0, 1, 2, 3, 4, 5, 6, 7})
	f.Add(uint8(4), uint64(9), []byte{200, 13, 7, 99, 0, 0, 0, 1, 250, 3})
	f.Add(uint8(5), uint64(2), []byte(strings.Repeat("\x01", 40)))
	variants := Variants()
	f.Fuzz(func(t *testing.T, which uint8, deal uint64, choices []byte) {
		g := engine.NewGame(variants[int(which)%len(variants)].New(deal))
		seen := []string{g.Position().String()}
		for _, c := range choices {
			p := g.Position()
			moves := p.Moves()
			if len(moves) == 0 {
				break
			}
			// a1 holds an opening stone: a move onto it is refused and changes nothing.
			if err := g.Play(engine.StepMove(StockPlace, 0)); err == nil {
				t.Fatalf("a move onto a taken square was accepted")
			}
			if g.Position().String() != seen[len(seen)-1] {
				t.Fatalf("a refused move changed the game")
			}
			if err := g.Play(moves[int(c)%len(moves)]); err != nil {
				t.Fatalf("listed move refused: %v", err)
			}
			if p.String() != seen[len(seen)-1] {
				t.Fatalf("Apply changed the position it was made from")
			}
			seen = append(seen, g.Position().String())
		}
		for i := len(seen) - 1; i > 0; i-- {
			if !g.Undo() || g.Position().String() != seen[i-1] {
				t.Fatalf("undo %d does not give back the position", len(seen)-i)
			}
		}
		if g.Undo() {
			t.Fatalf("undo past the start")
		}
		for i := 1; i < len(seen); i++ {
			if !g.Redo() || g.Position().String() != seen[i] {
				t.Fatalf("redo %d does not give back the position", i)
			}
		}
	})
}
