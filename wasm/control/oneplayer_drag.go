//go:build js && wasm

package control

import (
	"syscall/js"

	"mahjong/engine"
	"mahjong/wasm/board"
	"mahjong/wasm/dom"
	"mahjong/wasm/oneplayer"
)

// Drag and drop for One Player, with pointer events so that a mouse, a pen and a finger work
// alike: press a tile of the hand or of a line, move it, and let go on a cell. While the tile
// moves, the cells it can go to are marked as they are for a pick.
//
// A drop is played through the app's drop (oneplayer.Drop), which plays it (or shows the
// engine's reason) exactly as it plays a click. The click the browser itself sends after the
// pointer is let go is swallowed. A press that does not move far is an ordinary click.

// opDrag is One Player's side of the shared drag (see pointerDrag).
type opDrag struct {
	pointerDrag
	cur *onePlayerBoard
}

func (g *opDrag) attach(root dom.Element, b *onePlayerBoard) {
	g.serve(b.k, b.c, b, root, g) // ends a drag on the board before
	g.cur = b
}

// grab picks up a tile of the hand or of a line.
func (g *opDrag) grab(target js.Value) (engine.Place, js.Value, bool) {
	return placeIn(js.Undefined(), target, "[data-place][data-face]")
}

// lift shows the tile under the pointer and marks the cells it can go to, as a pick does.
func (g *opDrag) lift(from engine.Place, src, ghost js.Value) {
	ghost.Set("className", "op-ghost")
	ghost.Set("innerHTML", board.FaceHTML(src.Call("getAttribute", "data-face").String()))
	src.Get("classList").Call("add", "dragging")
	g.cur.paint(board.Marks{Selected: from})
}

// land plays the drop on the cell it landed on (see the file comment).
func (g *opDrag) land(from engine.Place, hit js.Value) {
	if hit.IsNull() {
		return
	}
	to, _, ok := placeIn(g.board, hit, "[data-place]")
	if !ok || to == from {
		return
	}
	g.cur.c.drop(oneplayer.Drop(g.cur.pos, from, to))
}

// hover: the cells a tile may go to are marked when it is lifted.
func (g *opDrag) hover(float64, float64) {}

// press: the One Player board leaves the secondary press to the browser.
func (g *opDrag) press(js.Value) bool { return false }

func (g *opDrag) settle(src js.Value) {
	src.Get("classList").Call("remove", "dragging")
	g.cur.paint(g.cur.marks)
}
