//go:build js && wasm

package control

import (
	"syscall/js"

	"mahjong/engine"
	"mahjong/engine/stones"
	"mahjong/wasm/dom"
	stonesview "mahjong/wasm/stones"
)

// Gestures of the Stones board besides the click, on the shared drag (pointerDrag): the
// stone to place is dragged to a square, the square under it marked as a place it may or
// may not go, and let go there it plays as a click on that square does (place, through the
// app's drop). A right-click on the board, or a finger held on it (a long press), shows or
// hides the squares where the stone may go, as the "Show legal squares" switch does, and
// the browser's menu does not open over the board.

// stonesDrag is the Stones board's side of the shared drag.
type stonesDrag struct {
	pointerDrag
	cur  *stonesBoard
	over int // the square marked under the dragged stone, -1 for none
}

func (g *stonesDrag) attach(root dom.Element, b *stonesBoard) {
	g.serve(b.k, b.c, b, root, g) // ends a drag on the board before, which unmarks its square
	g.cur, g.over = b, -1
}

// grab picks up the stone to place while the game goes on.
func (g *stonesDrag) grab(target js.Value) (engine.Place, js.Value, bool) {
	el := target.Call("closest", ".stones-current")
	ok := !el.IsNull() && g.cur.root.Call("contains", el).Bool() && g.cur.p.Status() == engine.Playing
	return stones.StockPlace, el, ok
}

// lift shows the stone under the pointer, at the board's size (the ghost is outside it), and
// dims the one in the panel.
func (g *stonesDrag) lift(_ engine.Place, src, ghost js.Value) {
	ghost.Set("className", "stones-ghost")
	ghost.Set("innerHTML", src.Get("innerHTML"))
	side := g.cur.squares[0].Call("getBoundingClientRect").Get("width").Float()
	ghost.Get("style").Call("setProperty", "--s", px(side))
	src.Get("classList").Call("add", "dragging")
}

// hover marks the square under the pointer as one the stone may or may not go to.
func (g *stonesDrag) hover(x, y float64) {
	b := g.cur
	sq, ok := b.squareOf(js.Global().Get("document").Call("elementFromPoint", x, y))
	if !ok {
		sq = -1
	}
	if sq == g.over {
		return
	}
	g.unmark()
	if sq >= 0 {
		cls := "drop-no"
		if b.p.Reason(sq) == "" {
			cls = "drop-ok"
		}
		b.squares[sq].Get("classList").Call("add", cls)
		g.over = sq
	}
}

func (g *stonesDrag) unmark() {
	if g.over >= 0 {
		g.cur.squares[g.over].Get("classList").Call("remove", "drop-ok", "drop-no")
		g.over = -1
	}
}

// land plays the drop as a click on the square it landed on.
func (g *stonesDrag) land(_ engine.Place, hit js.Value) {
	if hit.IsNull() {
		return
	}
	b := g.cur
	if sq, ok := b.squareOf(hit); ok {
		b.c.drop(b.place(b.p, b.c.currentMarks(), sq))
	}
}

func (g *stonesDrag) settle(src js.Value) {
	g.unmark()
	src.Get("classList").Call("remove", "dragging")
}

// press: a right-click or a long press anywhere on the board switches the legal squares,
// by clicking the switch, so that the app plays its outcome as the switch's own click.
func (g *stonesDrag) press(target js.Value) bool {
	b := g.cur
	if !b.root.Call("contains", target).Bool() {
		return false
	}
	if b.p.Status() == engine.Playing {
		b.parts[stonesview.PartLegal].Call("click")
	}
	return true
}
