//go:build js && wasm

package stones

import (
	"syscall/js"

	"mahjong/engine"
	"mahjong/engine/stones"
	"mahjong/wasm/board"
)

// Gestures of the Stones board besides the click, on the shared drag (board.Drag): the
// stone to place is dragged to a square, the square under it marked as a place it may or
// may not go, and let go there it plays as a click on that square does (place, reported to
// the controller as a click's outcome is). A right-click on the board, or a finger held on
// it (a long press), shows or hides the squares where the stone may go, as the "Show legal
// squares" switch does, and the browser's menu does not open over the board.

// domDrag is the Stones board's side of the shared drag.
type domDrag struct {
	board.Drag
	cur  *DOM
	over int // the square marked under the dragged stone, -1 for none
}

func (g *domDrag) attach(b *DOM) {
	g.Serve(b.k, b, b.board, g) // ends a drag on the board before, which unmarks its square
	g.cur, g.over = b, -1
}

// Grab picks up the stone to place while the game goes on.
func (g *domDrag) Grab(target js.Value) (engine.Place, js.Value, bool) {
	el := target.Call("closest", ".stones-current")
	ok := !el.IsNull() && g.cur.root.Call("contains", el).Bool() && g.cur.p.Status() == engine.Playing
	return stones.StockPlace, el, ok
}

// Lift shows the stone under the pointer, at the board's size (the ghost is outside it), and
// dims the one in the panel.
func (g *domDrag) Lift(_ engine.Place, src, ghost js.Value) {
	ghost.Set("className", "stones-ghost")
	ghost.Set("innerHTML", src.Get("innerHTML"))
	side := g.cur.squares[0].Call("getBoundingClientRect").Get("width").Float()
	ghost.Get("style").Call("setProperty", "--s", board.Px(side))
	src.Get("classList").Call("add", "dragging")
}

// Hover marks the square under the pointer as one the stone may or may not go to.
func (g *domDrag) Hover(x, y float64) {
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

func (g *domDrag) unmark() {
	if g.over >= 0 {
		g.cur.squares[g.over].Get("classList").Call("remove", "drop-ok", "drop-no")
		g.over = -1
	}
}

// Land plays the drop as a click on the square it landed on.
func (g *domDrag) Land(_ engine.Place, hit js.Value) {
	if hit.IsNull() {
		return
	}
	b := g.cur
	if sq, ok := b.squareOf(hit); ok {
		out := b.place(b.p, b.marks, sq)
		b.emit(board.Event{Outcome: &out})
	}
}

func (g *domDrag) Settle(src js.Value) {
	g.unmark()
	src.Get("classList").Call("remove", "dragging")
}

// Press: a right-click or a long press anywhere on the board switches the legal squares,
// by clicking the switch, so that the controller plays its outcome as the switch's own click.
func (g *domDrag) Press(target js.Value) bool {
	b := g.cur
	if !b.root.Call("contains", target).Bool() {
		return false
	}
	if b.p.Status() == engine.Playing {
		b.parts[PartLegal].Call("click")
	}
	return true
}
