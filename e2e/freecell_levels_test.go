package e2e

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"

	"mahjong/engine"
	"mahjong/engine/freecell"
	"mahjong/wasm/view"
)

// fcTwoTargets finds natively, along a fixed walk through deals of id, a position where a
// free tile may go both below the bottom tile of a level and onto a new level of the same
// column, that level holding a single tile (where the two destinations lie closest). It
// returns the deal, the moves of the walk, the tile's place and the two moves.
func fcTwoTargets(t *testing.T, id string) (start *freecell.Position, walk []engine.Move, from engine.Place, below, level engine.Move) {
	t.Helper()
	for d := uint64(1); d <= 20; d++ {
		start = dealAs[*freecell.Position](t, id, d)
		p := start
		walk = nil
		for step := 0; step < 30; step++ {
			for _, pl := range p.Available() {
				ms := engine.MovesFrom(p, pl)
				for _, a := range ms {
					ka, ca, la := freecell.Where(a.To)
					if ka != freecell.InTableau || la >= p.Levels(ca) || len(p.LevelTiles(ca, la)) != 1 || a.N > 1 {
						continue
					}
					for _, b := range ms {
						if kb, cb, lb := freecell.Where(b.To); kb == freecell.InTableau && cb == ca && lb == p.Levels(cb) && b.N <= 1 {
							return start, walk, pl, a, b
						}
					}
				}
			}
			ms := p.Moves()
			if len(ms) == 0 {
				break
			}
			m := ms[(step*7)%len(ms)]
			p, walk = apply(t, p, m), append(walk, m)
		}
	}
	t.Fatalf("%s: no position with both kinds of level destination in one column", id)
	return
}

// TestFreeCellLevelTargets: on a column whose level holds one tile, a free tile may go
// below that tile or onto a new level. The two destinations are shown apart, each with
// its own centre, and a click or a drop on either plays that move and not the other.
func TestFreeCellLevelTargets(t *testing.T) {
	for _, id := range []string{"mahjongg-freecell", "long-freecell"} {
		t.Run(id, func(t *testing.T) {
			start, walk, from, below, level := fcTwoTargets(t, id)
			tb := newTab(t)
			tb.run("viewport", chromedp.EmulateViewport(1366, 768))
			tb.open(fmt.Sprintf("#game=%s&deal=%d", id, start.Deal()))
			p := start
			for i, m := range walk {
				tb.fcPlayClick(p, i, m)
				p = apply(t, p, m)
			}
			n := len(walk)
			tb.wait("the walk", fmt.Sprintf(`document.getElementById("moves-available").dataset.value === "%d"`, n))
			src := view.FCSourceMark(p, engine.Move{From: from})
			belowAt, levelAt := view.FCMarkOf(p, below.To), view.FCMarkOf(p, level.To)
			t.Logf("deal %d after %d moves: %s or %s", start.Deal(), n, p.FormatMove(below), p.FormatMove(level))

			tries := []struct {
				name string
				m    engine.Move
				at   engine.Place
				drag bool
			}{
				{"click below", below, belowAt, false},
				{"drag to a new level", level, levelAt, true},
				{"click a new level", level, levelAt, false},
				{"drag below", below, belowAt, true},
			}
			for i, try := range tries {
				want := apply(t, p, try.m)
				if try.drag {
					tb.fcDragTo(n, src, try.at, func() point {
						tb.fcCenter(belowAt, "target")
						tb.fcCenter(levelAt, "target")
						return tb.fcCenter(try.at, "target")
					})
				} else {
					pick := tb.fcAt(n, src, "avail")
					tb.run("pick the tile", fcClick(pick))
					tb.fcCenter(belowAt, "target")
					tb.fcCenter(levelAt, "target")
					if i == 0 {
						tb.screenshot("freecell-level-targets-" + id)
					}
					tb.run(try.name, fcClick(tb.fcCenter(try.at, "target")))
				}
				tb.wait(try.name, fmt.Sprintf(`document.getElementById("moves-available").dataset.value === "%d"`, n+1))
				fcCheck(t, try.name+" ("+p.FormatMove(try.m)+")", tb.fcPage(), want, n+1)
				tb.press("#undo")
				fcCheck(t, "undo "+try.name, tb.fcPage(), p, n)
			}
		})
	}
}
