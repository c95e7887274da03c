//go:build js && wasm

package oneplayer

import (
	"syscall/js"

	"mahjong/engine"
	"mahjong/wasm/board"
)

// Drag and drop for One Player, with pointer events so that a mouse, a pen and a finger work
// alike: press a tile of the hand or of a line, move it, and let go on a cell. While the tile
// moves, the cells it can go to are marked as they are for a pick.
//
// A drop's outcome (Drop) is reported to the controller, which plays it (or shows the
// engine's reason) exactly as it plays a click's. The click the browser itself sends after the
// pointer is let go is swallowed. A press that does not move far is an ordinary click.

// domDrag is One Player's side of the shared drag (see board.Drag).
type domDrag struct {
	board.Drag
	cur *DOM
}

func (g *domDrag) attach(b *DOM) {
	g.Serve(b.k, b, b.root, g) // ends a drag on the board before
	g.cur = b
}

// Grab picks up a tile of the hand or of a line.
func (g *domDrag) Grab(target js.Value) (engine.Place, js.Value, bool) {
	return board.PlaceIn(js.Undefined(), target, "[data-place][data-face]")
}

// Lift shows the tile under the pointer and marks the cells it can go to, as a pick does.
func (g *domDrag) Lift(from engine.Place, src, ghost js.Value) {
	ghost.Set("className", "op-ghost")
	ghost.Set("innerHTML", board.FaceHTML(src.Call("getAttribute", "data-face").String()))
	src.Get("classList").Call("add", "dragging")
	g.cur.paint(board.Marks{Selected: from})
}

// Land plays the drop on the cell it landed on (see the file comment).
func (g *domDrag) Land(from engine.Place, hit js.Value) {
	if hit.IsNull() {
		return
	}
	to, _, ok := board.PlaceIn(g.Board(), hit, "[data-place]")
	if !ok || to == from {
		return
	}
	out := Drop(g.cur.pos, from, to)
	g.cur.emit(board.Event{Outcome: &out})
}

// Hover: the cells a tile may go to are marked when it is lifted.
func (g *domDrag) Hover(float64, float64) {}

// Press: the One Player board leaves the secondary press to the browser.
func (g *domDrag) Press(js.Value) bool { return false }

func (g *domDrag) Settle(src js.Value) {
	src.Get("classList").Call("remove", "dragging")
	g.cur.paint(g.cur.marks)
}
