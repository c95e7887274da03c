package oneplayer

import (
	"testing"

	"mahjong/engine"
	"mahjong/engine/enginetest"
)

func FuzzParse(f *testing.F) {
	for _, text := range handWritten {
		f.Add(text)
	}
	f.Add(enginetest.Must(New("one-player-flowers", 9)).String())
	f.Fuzz(func(t *testing.T, text string) {
		p, err := Parse(text)
		if err != nil {
			if p != nil {
				t.Fatalf("Parse returned a position and an error")
			}
			return
		}
		out := p.String()
		q, err := Parse(out)
		if err != nil {
			t.Fatalf("cannot read back %q: %v", out, err)
		}
		if q.String() != out {
			t.Fatalf("round trip changed the position:\n%s\n---\n%s", out, q.String())
		}
	})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"1>a0", "8>n-13", "e+1<>e+4", "end", "3>c+2", "a0<>b0", "x"} {
		f.Add(s)
	}
	p := enginetest.Must(New("one-player", 0))
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseMove(s)
		if err != nil {
			return
		}
		text := p.FormatMove(m)
		m2, err := ParseMove(text)
		if err != nil || m2 != m {
			t.Fatalf("%q → %v → %q → %v, %v", s, m, text, m2, err)
		}
	})
}

// FuzzPlayUndo plays moves picked by the fuzzer (any legal move, swaps included) on a deal,
// checks that Apply leaves the position unchanged, and that undoing everything through
// engine.Game returns to the start and redoing returns to the end.
func FuzzPlayUndo(f *testing.F) {
	f.Add(uint64(1), false, []byte{0, 1, 2, 3, 255, 7, 9})
	f.Add(uint64(2), true, []byte("a longer game with many moves chosen by these bytes....................."))
	f.Fuzz(func(t *testing.T, deal uint64, flowers bool, picks []byte) {
		id := "one-player"
		if flowers {
			id = "one-player-flowers"
		}
		if len(picks) > 500 {
			picks = picks[:500] // a whole game; longer inputs only cost memory for the undo check
		}
		start := enginetest.Must(New(id, deal))
		g := engine.NewGame(start)
		var texts []string
		for _, b := range picks {
			p := g.Position().(*Position)
			ms := p.Moves()
			if len(ms) == 0 {
				break
			}
			before := p.String()
			texts = append(texts, before)
			m := ms[int(b)*len(ms)/256]
			if int(b)%4 == 0 {
				m = strategy(p) // to reach the later stages of a game, not only the first line
			}
			if err := g.Play(m); err != nil {
				t.Fatalf("%s: %v", p.FormatMove(m), err)
			}
			if p.String() != before {
				t.Fatalf("Apply(%s) changed its receiver", p.FormatMove(m))
			}
			if q := g.Position().(*Position); q.onBoard() > Placed || q.Score() > q.Running() {
				t.Fatalf("impossible position after %s:\n%s", p.FormatMove(m), q)
			}
		}
		end := g.Position().String()
		for i := len(texts) - 1; i >= 0; i-- {
			if !g.Undo() {
				t.Fatalf("cannot undo move %d", i)
			}
			if got := g.Position().String(); got != texts[i] {
				t.Fatalf("undo %d:\n%s\nwant\n%s", i, got, texts[i])
			}
		}
		for g.Redo() {
		}
		if g.Position().String() != end {
			t.Fatalf("redo does not return to the end")
		}
	})
}
