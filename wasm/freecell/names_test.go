package freecell

import (
	"testing"

	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/wasm/board"
)

// TestFCDestinationNames: along a walk through deals of both FreeCell games, every pick's
// destinations have names of their own (two destinations below alike tiles of one column's
// levels are told apart by the level), and each column is drawn as wide as its levels need.
func TestFCDestinationNames(t *testing.T) {
	for _, id := range []string{"mahjongg-freecell", "long-freecell"} {
		t.Run(id, func(t *testing.T) {
			for deal := uint64(1); deal <= 3; deal++ {
				p := fcPosition(t, id, deal)
				for step := 0; step < 40; step++ {
					b := BoardOf(p, board.NoMarks)
					for c := range p.Columns() {
						if want := max(p.Levels(c)-1, 0); b.Raised[c] != want {
							t.Fatalf("deal %d step %d: column %d has %d levels, drawn raised %d", deal, step, c+1, p.Levels(c), b.Raised[c])
						}
					}
					for _, pl := range p.Available() {
						named := map[string]Slot{}
						for _, tl := range BoardOf(p, board.Marks{Selected: SourceMark(p, engine.Move{From: pl})}).Tiles {
							if !tl.Target {
								continue
							}
							if s, ok := named[tl.Label]; ok {
								t.Fatalf("deal %d step %d: %v and %v are both named %q", deal, step, s, tl.Slot, tl.Label)
							}
							named[tl.Label] = tl.Slot
						}
					}
					ms := p.Moves()
					if len(ms) == 0 {
						break
					}
					p = enginetest.Apply(t, p, ms[(step*7)%len(ms)])
				}
			}
		})
	}
}
