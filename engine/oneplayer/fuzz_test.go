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
	vs := Variants()
	f.Fuzz(func(t *testing.T, text string) {
		if p, err := enginetest.CheckParse(t, text, vs, Parse); err != nil && p != nil {
			t.Fatalf("Parse returned a position and an error")
		}
	})
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"1>a0", "8>n-13", "e+1<>e+4", "end", "3>c+2", "a0<>b0", "x"} {
		f.Add(s)
	}
	p := enginetest.Must(New("one-player", 0))
	f.Fuzz(func(t *testing.T, s string) {
		enginetest.RoundTripValue(t, s, ParseMove, p.FormatMove)
	})
}

// FuzzPlayUndo plays the strategy's first moves of a deal, as many as the input says (to
// reach the later stages of a game, not only the first line), then moves picked by the
// input, undos and redos through engine.Game (enginetest.PlayScript), and checks that no
// position reached places more tiles than the game has or scores more than it could.
func FuzzPlayUndo(f *testing.F) {
	f.Add(uint64(1), false, uint8(0), []byte{2, 1, 2, 3, 0, 7, 9})
	f.Add(uint64(2), true, uint8(90), []byte("a longer game with many moves chosen by these bytes....................."))
	f.Fuzz(func(t *testing.T, deal uint64, flowers bool, lead uint8, script []byte) {
		v := plain
		if flowers {
			v = withFlowers
		}
		if len(script) > 500 {
			script = script[:500] // a whole game; longer inputs only cost memory for the undo check
		}
		p := v.deal(deal)
		for i := 0; i < int(lead) && p.Status() == engine.Playing; i++ {
			q, err := p.apply(strategy(p))
			if err != nil {
				t.Fatal(err)
			}
			p = q
		}
		g := enginetest.PlayScript(t, p, script)
		for i := 0; i <= len(g.Played()); i++ {
			if q := g.PositionAt(i).(*Position); q.onBoard() > Placed || q.Score() > q.Running() {
				t.Fatalf("impossible position after %d moves:\n%s", i, q)
			}
		}
	})
}
