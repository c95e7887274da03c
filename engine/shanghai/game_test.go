package shanghai

import (
	"testing"

	"mahjong/engine"
)

// FuzzPlayUndo plays moves chosen by the input through engine.Game, with undos and redos
// mixed in, and checks that every position the history returns is the one it was when
// first reached, and that Apply never changes its receiver.
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
		g := engine.NewGame(start)
		seen := []string{start.String()} // seen[i]: the text after i moves of the current line
		for _, b := range script {
			switch b % 5 {
			case 0:
				had := len(g.Played()) > 0
				if g.Undo() != had {
					t.Fatal("Undo disagrees with the history")
				}
			case 1:
				n := len(g.Played())
				if g.Redo() {
					if got := g.Position().String(); got != seen[n+1] {
						t.Fatalf("redo gave another position:\n%s\nwant\n%s", got, seen[n+1])
					}
				}
			default:
				cur := g.Position()
				ms := cur.Moves()
				if len(ms) == 0 {
					continue
				}
				before := cur.String()
				if err := g.Play(ms[int(b)%len(ms)]); err != nil {
					t.Fatalf("listed move refused: %v", err)
				}
				if cur.String() != before {
					t.Fatal("Apply changed its receiver")
				}
				seen = append(seen[:len(g.Played())], g.Position().String())
			}
			if got := g.Position().String(); got != seen[len(g.Played())] {
				t.Fatalf("after %d moves:\n%s\nwant\n%s", len(g.Played()), got, seen[len(g.Played())])
			}
		}
	})
}
