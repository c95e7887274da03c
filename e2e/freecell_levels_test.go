package e2e

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"

	"mahjong/engine"
	"mahjong/engine/enginetest"
	"mahjong/engine/freecell"
	freecellview "mahjong/wasm/freecell"
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
			p, walk = enginetest.Apply(t, p, m), append(walk, m)
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
				p = enginetest.Apply(t, p, m)
			}
			n := len(walk)
			tb.wait("the walk", fmt.Sprintf(`document.getElementById("moves-available").dataset.value === "%d"`, n))
			src := freecellview.SourceMark(p, engine.Move{From: from})
			belowAt, levelAt := freecellview.MarkOf(p, below.To), freecellview.MarkOf(p, level.To)
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
				want := enginetest.Apply(t, p, try.m)
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

// fcReadableJS lists what is wrong with the tableau as drawn: a column reaching over the
// next one, a tile outside its column's box, or a tile whose corner index (the left fifth
// of the face, its top two fifths) the pointer would not reach it at.
const fcReadableJS = `(() => {
	const out = [], cols = [...document.querySelectorAll("#board .fc-col")].map((c) => c.getBoundingClientRect());
	for (let i = 1; i < cols.length; i++) {
		if (cols[i].left < cols[i - 1].right) out.push("column " + (i + 1) + " overlaps column " + i);
	}
	for (const e of document.querySelectorAll("#board .fc-t:not([hidden])")) {
		if (!e.dataset.face) continue;
		const r = e.getBoundingClientRect(), c = cols[Number(e.dataset.col)], name = e.getAttribute("aria-label");
		if (r.left < c.left - .5 || r.right > c.right + .5) out.push(name + ": drawn outside its column");
		for (const [fx, fy] of [[.18, .16], [.18, .35]]) {
			const hit = document.elementFromPoint(r.left + fx * r.width, r.top + fy * r.height);
			if (hit !== e && !e.contains(hit)) {
				out.push(name + ": its index (" + fx + ", " + fy + ") is under " + (hit ? hit.getAttribute("aria-label") || hit.className : "nothing (off screen)"));
			}
		}
	}
	return out;
})()`

// fcIndexPoints are the points of the corner indices of the tiles that may move, and their
// places.
const fcIndexPointsJS = `[...document.querySelectorAll("#board .fc-t.avail:not([hidden])")].map((e) => {
	const r = e.getBoundingClientRect();
	return {Place: Number(e.dataset.place), X: r.left + .18 * r.width, Y: r.top + .25 * r.height};
})`

// fcDeal3Line is deal 3 of id and a prefix of the solver's winning line for it: its first
// n moves, or, when deepest is set, the prefix of at most n moves that leaves the most levels
// stacked in the tableau.
func fcDeal3Line(t *testing.T, id string, n int, deepest bool) (*freecell.Position, []engine.Move) {
	t.Helper()
	start := dealAs[*freecell.Position](t, id, 3)
	const nodes = 200_000 // both games' deal 3 are won within 7,200 positions
	sol := fcSolve(start, nodes)
	if sol.Verdict != engine.Solved || len(sol.Moves) < n {
		t.Fatalf("%s deal 3: the solver found no winning line of %d moves or more within %d positions (%v)", id, n, nodes, sol.Verdict)
	}
	if !deepest {
		return start, sol.Moves[:n]
	}
	best, depth, p := 0, -1, start
	for i, m := range sol.Moves[:n] {
		p = enginetest.Apply(t, p, m)
		levels := 0
		for c := range p.Columns() {
			levels += p.Levels(c)
		}
		if levels > depth {
			best, depth = i+1, levels
		}
	}
	return start, sol.Moves[:best]
}

// TestFreeCellLevelsReadable: where a column has stacked many levels (MahJongg FreeCell's
// deal 3 after 27 moves of the solver's line; Long FreeCell's deepest point of its deal 3
// within 40 moves), every tile is drawn inside its own column, its corner index shows, and
// a click on the index of a tile that may move picks that tile and no other, whose
// destinations then have names of their own.
func TestFreeCellLevelsReadable(t *testing.T) {
	for _, c := range []struct {
		id      string
		moves   int
		deepest bool
	}{{"mahjongg-freecell", 27, false}, {"long-freecell", 40, true}} {
		t.Run(c.id, func(t *testing.T) {
			start, line := fcDeal3Line(t, c.id, c.moves, c.deepest)
			for _, size := range pageSizes {
				fcLevelsReadable(t, c.id, start, line, size)
			}
		})
	}
}

// fcLevelsReadable plays line from start in a window of size and checks the tableau as
// TestFreeCellLevelsReadable says.
func fcLevelsReadable(t *testing.T, id string, start *freecell.Position, line []engine.Move, size [2]int64) {
	tb := newTab(t)
	tb.run("viewport", chromedp.EmulateViewport(size[0], size[1]))
	tb.open(fmt.Sprintf("#game=%s&deal=3", id))
	p := tb.fcPlayLine(start, line)
	tb.screenshot(fmt.Sprintf("freecell-levels-%s-%dx%d", id, size[0], size[1]))
	var wrong []string
	tb.eval(fcReadableJS, &wrong)
	for _, w := range wrong {
		t.Errorf("%dx%d, after %d moves: %s", size[0], size[1], len(line), w)
	}
	var pts []struct {
		Place int
		X, Y  float64
	}
	tb.eval(fcIndexPointsJS, &pts)
	if len(pts) == 0 {
		t.Fatal("no tile may move")
	}
	for _, pt := range pts {
		sel := fmt.Sprintf(`document.querySelector('#board [data-place="%d"]')`, pt.Place)
		tb.run(fmt.Sprintf("click the index of %d", pt.Place), chromedp.MouseClickXY(pt.X, pt.Y))
		tb.wait(fmt.Sprintf("place %d picked", pt.Place), sel+`.getAttribute("aria-pressed") === "true"`)
		var names []string
		tb.eval(`[...document.querySelectorAll("#board .target")].map((e) => e.getAttribute("aria-label"))`, &names)
		seen := map[string]bool{}
		for _, n := range names {
			if seen[n] {
				t.Errorf("with place %d picked, two destinations are named %q", pt.Place, n)
			}
			seen[n] = true
		}
		tb.run(fmt.Sprintf("click the index of %d again", pt.Place), chromedp.MouseClickXY(pt.X, pt.Y))
		tb.wait(fmt.Sprintf("place %d let go", pt.Place), `document.querySelectorAll("#board .selected").length === 0`)
	}
	fcCheck(t, "after the clicks", tb.fcPage(), p, len(line))
}
