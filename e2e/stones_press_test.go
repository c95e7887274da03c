package e2e

import (
	"fmt"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"mahjong/engine/stones"
)

// TestStonesRightClickLongPress: a right-click on a stone or a square of the board shows the
// squares where the stone to place may go, as the "Show legal squares" switch does, a second
// one hides them, and the browser's menu never opens over the board; a finger held on a
// square does the same and places nothing.
func TestStonesRightClickLongPress(t *testing.T) {
	const id, n = "tiny-pebbles", 1
	p := dealAs[*stones.Position](t, id, n)
	tb := newTab(t)
	tb.open(link(id, n))
	// A listener on the window, which runs after the board's: whether each right-click's
	// menu was stopped.
	tb.eval(`window.menus = [], addEventListener("contextmenu", (e) => menus.push(e.defaultPrevented)), true`, nil)
	stone, empty := -1, -1
	for sq := range p.Squares() {
		placed := p.At(sq) != stones.NoStone
		if placed && stone < 0 {
			stone = sq
		} else if !placed && empty < 0 {
			empty = sq
		}
	}
	if stone < 0 || empty < 0 {
		t.Fatalf("deal %d of %s has no placed stone or no empty square", n, id)
	}
	rightClick := func(sq int) {
		t.Helper()
		pt := tb.centres(stonesSquareSel(sq))[0]
		tb.afterRender(fmt.Sprintf("right-click square %d", sq), chromedp.MouseClickXY(pt.X, pt.Y, chromedp.Button("right")))
	}

	rightClick(stone)
	v := tb.stonesView()
	if !v.ShowLegal {
		t.Errorf("a right-click on a stone did not show the legal squares")
	}
	stonesCheck(t, "after a right-click on a stone", v, p)
	rightClick(empty)
	v = tb.stonesView()
	if v.ShowLegal {
		t.Errorf("a second right-click did not hide the legal squares")
	}
	stonesCheck(t, "after a right-click on an empty square", v, p)
	var menus []bool
	tb.eval(`menus`, &menus)
	if len(menus) != 2 || !menus[0] || !menus[1] {
		t.Errorf("the right-clicks' menus were stopped: %v; want [true true]", menus)
	}

	// A finger held on a legal square shows the legal squares and leaves the square empty.
	tb.run("touch emulation", emulation.SetTouchEmulationEnabled(true).WithMaxTouchPoints(2))
	sq := p.LegalSquares()[0]
	pt := tb.centres(stonesSquareSel(sq))[0]
	tb.run("put a finger on a square", pointerDown(pt, true))
	tb.wait("the long press", `document.querySelector("#board .stones-legal").getAttribute("aria-pressed") === "true"`)
	tb.run("lift the finger", input.DispatchTouchEvent(input.TouchEnd, []*input.TouchPoint{}))
	tb.run("touch emulation off", emulation.SetTouchEmulationEnabled(false))
	v = tb.stonesView()
	stonesCheck(t, "after a long press", v, p)
	if !v.ShowLegal {
		t.Errorf("after a long press the legal squares are hidden")
	}
}
