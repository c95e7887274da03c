package e2e

import (
	"fmt"
	"testing"
	"time"

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
	v := freecellVariant(t, id)
	for d := uint64(1); d <= 20; d++ {
		start = v.New(d).(*freecell.Position)
		p := start
		walk = nil
		for step := 0; step < 30; step++ {
			for _, pl := range p.Available() {
				ms := p.MovesFrom(pl)
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
			next, err := p.Apply(m)
			if err != nil {
				t.Fatal(err)
			}
			p, walk = next.(*freecell.Position), append(walk, m)
		}
	}
	t.Fatalf("%s: no position with both kinds of level destination in one column", id)
	return
}

// fcCenterJS returns the centre of the element of a place once it is shown with class
// want, and whether that element itself receives a click there.
const fcCenterJS = `((place, want) => {
	const e = document.querySelector('#board [data-place="' + place + '"]');
	if (!e || e.hidden || !e.classList.contains(want)) return {Why: "place " + place + " is not shown as ." + want};
	e.scrollIntoView({block: "nearest", inline: "nearest"});
	const r = e.getBoundingClientRect();
	const x = r.left + r.width / 2, y = r.top + r.height / 2;
	const hit = document.elementFromPoint(x, y);
	if (hit && hit.closest("[data-place]") === e) return {X: x, Y: y, Ready: true};
	return {Why: "the centre of place " + place + " is covered by " + (hit ? hit.outerHTML.slice(0, 200) : "nothing")};
})`

// fcCenter waits until the element of place is shown with class want and returns its
// centre, failing the test when something else covers it there.
func (tb *tab) fcCenter(place engine.Place, want string) fcPoint {
	tb.t.Helper()
	expr := fmt.Sprintf(`%s(%d, %q)`, fcCenterJS, place, want)
	var pt fcPoint
	deadline := time.Now().Add(10 * time.Second)
	for {
		tb.eval(expr, &pt)
		if pt.Ready {
			return pt
		}
		if time.Now().After(deadline) {
			tb.screenshot("freecell-levels-failure")
			tb.t.Fatalf("%s", pt.Why)
		}
		time.Sleep(10 * time.Millisecond)
	}
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
				next, _ := p.Apply(m)
				p = next.(*freecell.Position)
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
				want, err := p.Apply(try.m)
				if err != nil {
					t.Fatal(err)
				}
				if try.drag {
					tb.fcDragTo(n, src, try.at, func() fcPoint {
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
				fcCheck(t, try.name+" ("+p.FormatMove(try.m)+")", tb.fcPage(), want.(*freecell.Position), n+1)
				tb.press("#undo")
				fcCheck(t, "undo "+try.name, tb.fcPage(), p, n)
			}
		})
	}
}
