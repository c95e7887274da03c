//go:build js && wasm

package control

import (
	"mahjong/wasm/msg"
	"strconv"
	"syscall/js"

	"mahjong/engine"
	"mahjong/wasm/board"
	"mahjong/wasm/dom"
	"mahjong/wasm/freecell"
)

// Gestures of the FreeCell and Sea games besides the click: dragging a tile or a group with
// pointer events (mouse, pen and touch alike), double-click or double-tap, the panel's
// switches. The listeners are added once for the page and act on
// the board mounted last, only while it is shown.
//
// A drag that is let go on a place plays the move it means (freecell.Drop) through the
// app's drop; a refused move shows the engine's reason and the tiles snap back. The click the
// browser sends after the drop is swallowed.

// fcDrag is the FreeCell and Sea games' side of the shared drag (see pointerDrag).
type fcDrag struct {
	pointerDrag
	cur *fcBoard
}

func (g *fcDrag) attach(root dom.Element, b *fcBoard) {
	installed := g.serve(b.k, b.c, b, root, g)
	g.cur = b
	if installed {
		g.on(g.board, "dblclick", false, g.dblclick)
		g.on(g.board, "change", false, g.change)
	}
}

// placeOf returns the place an element inside the board names.
func (g *fcDrag) placeOf(el js.Value, sel string) (engine.Place, js.Value, bool) {
	return placeIn(g.board, el, sel)
}

func (g *fcDrag) grab(target js.Value) (engine.Place, js.Value, bool) {
	if g.cur != nil {
		g.cur.c.noteInput() // a touch press, which sends no mousedown
	}
	return g.placeOf(target, ".fc-t.avail, .fc-cell.avail")
}

// lift shows the tile or the whole group under the pointer, dims the originals and outlines
// the places they may go.
func (g *fcDrag) lift(from engine.Place, _, ghost js.Value) {
	ghost.Set("className", "fc-ghost")
	html := ""
	faces := freecell.GroupFaces(g.cur.pos, from)
	for _, f := range faces {
		html += `<div class="fc-ghost-tile">` + board.FaceHTML(f) + `</div>`
	}
	ghost.Set("innerHTML", html)
	kids := ghost.Get("children")
	for i := range faces {
		kids.Index(i).Get("style").Set("top", strconv.Itoa(i*42)+"%")
	}
	g.board.Get("classList").Call("add", "fc-dragging")
	g.cur.paint(board.Marks{Selected: from})
}

// land plays the move the drop means (freecell.Drop); a refused one shows the engine's
// reason and the tiles go back.
func (g *fcDrag) land(from engine.Place, hit js.Value) {
	if hit.IsNull() {
		return
	}
	to, _, ok := g.placeOf(hit, "[data-place]")
	if !ok {
		return
	}
	b := g.cur
	m, ok := freecell.Drop(b.pos, from, to)
	if !ok {
		return
	}
	b.playMove(m)
}

// hover: the places a tile may go are marked when it is lifted.
func (g *fcDrag) hover(float64, float64) {}

// press: the FreeCell and Sea boards leave the secondary press to the browser.
func (g *fcDrag) press(js.Value) bool { return false }

func (g *fcDrag) settle(js.Value) {
	g.board.Get("classList").Call("remove", "fc-dragging")
	g.cur.paint(g.cur.marks)
}

// dblclick sends the tile to its foundation or, failing that, the best obvious place
// (freecell.QuickMove).
func (g *fcDrag) dblclick(ev js.Value) {
	if !g.ours() {
		return
	}
	pl, _, ok := g.placeOf(ev.Get("target"), ".fc-t[data-face], .fc-cell[data-face]")
	if !ok {
		return
	}
	b := g.cur
	m, ok := freecell.QuickMove(b.pos, pl)
	if !ok {
		b.c.show(msg.T(freecell.NoticeNoMove), false)
		return
	}
	ev.Call("preventDefault")
	b.playMove(m)
}

// playMove plays m, the move of a drop or a double-click, on the one path of the app's
// drops. Played or refused, it ends the pick and the hint shown before it.
func (b *fcBoard) playMove(m engine.Move) {
	b.c.unmark()
	b.c.drop(board.Outcome{Selected: engine.NoPlace, Play: true, Move: m})
}

// change handles the panel's switches.
func (g *fcDrag) change(ev js.Value) {
	if !g.ours() {
		return
	}
	t := ev.Get("target")
	switch t.Get("id").String() {
	case "fc-autoplay":
		on := t.Get("checked").Bool()
		g.cur.autoShown = on // the player's click changed the box: the paint compares with it
		g.cur.setAuto(on)
	case "fc-winnable":
		g.cur.c.setHomeSetting("winnable", t.Get("checked").Bool())
	}
}
