//go:build js && wasm

package freecell

import (
	"strconv"
	"syscall/js"

	"mahjong/engine"
	"mahjong/wasm/board"
	"mahjong/wasm/msg"
)

// Gestures of the FreeCell and Sea games besides the click: dragging a tile or a group with
// pointer events (mouse, pen and touch alike), double-click or double-tap, the panel's
// switches. The listeners are added once for the page and act on the board only while it is
// shown.
//
// A drag that is let go on a place plays the move it means (Drop), reported to the
// controller as a click's outcome is; a refused move shows the engine's reason and the tiles
// snap back. The click the browser sends after the drop is swallowed.

// domDrag is the FreeCell and Sea board's side of the shared drag (board.Drag).
type domDrag struct {
	board.Drag
	cur *DOM
}

func (g *domDrag) attach(b *DOM) {
	installed := g.Serve(b.k, b, b.board, g)
	g.cur = b
	if installed {
		g.On(g.Board(), "dblclick", false, g.dblclick)
		g.On(g.Board(), "change", false, g.change)
	}
}

// placeOf returns the place an element inside the board names.
func (g *domDrag) placeOf(el js.Value, sel string) (engine.Place, js.Value, bool) {
	return board.PlaceIn(g.Board(), el, sel)
}

func (g *domDrag) Grab(target js.Value) (engine.Place, js.Value, bool) {
	g.cur.emit(board.Event{Input: true}) // a touch press, which sends no mousedown
	return g.placeOf(target, ".fc-t.avail, .fc-cell.avail")
}

// Lift shows the tile or the whole group under the pointer, dims the originals and outlines
// the places they may go.
func (g *domDrag) Lift(from engine.Place, _, ghost js.Value) {
	ghost.Set("className", "fc-ghost")
	html := ""
	faces := GroupFaces(g.cur.pos, from)
	for _, f := range faces {
		html += `<div class="fc-ghost-tile">` + board.FaceHTML(f) + `</div>`
	}
	ghost.Set("innerHTML", html)
	kids := ghost.Get("children")
	for i := range faces {
		kids.Index(i).Get("style").Set("top", strconv.Itoa(i*42)+"%")
	}
	g.Board().Get("classList").Call("add", "fc-dragging")
	g.cur.paint(board.Marks{Selected: from})
}

// Land plays the move the drop means (Drop); a refused one shows the engine's reason and
// the tiles go back.
func (g *domDrag) Land(from engine.Place, hit js.Value) {
	if hit.IsNull() {
		return
	}
	to, _, ok := g.placeOf(hit, "[data-place]")
	if !ok {
		return
	}
	b := g.cur
	m, ok := Drop(b.pos, from, to)
	if !ok {
		return
	}
	b.playMove(m)
}

// Hover: the places a tile may go are marked when it is lifted.
func (g *domDrag) Hover(float64, float64) {}

// Press: the FreeCell and Sea boards leave the secondary press to the browser.
func (g *domDrag) Press(js.Value) bool { return false }

func (g *domDrag) Settle(js.Value) {
	g.Board().Get("classList").Call("remove", "fc-dragging")
	g.cur.paint(g.cur.marks)
}

// dblclick sends the tile to its foundation or, failing that, the best obvious place
// (QuickMove).
func (g *domDrag) dblclick(ev js.Value) {
	if !g.Ours() {
		return
	}
	pl, _, ok := g.placeOf(ev.Get("target"), ".fc-t[data-face], .fc-cell[data-face]")
	if !ok {
		return
	}
	b := g.cur
	m, ok := QuickMove(b.pos, pl)
	if !ok {
		b.emit(board.Event{Outcome: &board.Outcome{Selected: b.marks.Selected, Notice: msg.T(NoticeNoMove)}})
		return
	}
	ev.Call("preventDefault")
	b.playMove(m)
}

// playMove reports m, the move of a drop or a double-click, as an outcome to play: played
// or refused, it ends the pick and the hint shown before it.
func (b *DOM) playMove(m engine.Move) {
	b.emit(board.Event{Outcome: &board.Outcome{Selected: engine.NoPlace, Play: true, Move: m}})
}

// change reports the panel's switches.
func (g *domDrag) change(ev js.Value) {
	if !g.Ours() {
		return
	}
	t := ev.Get("target")
	switch t.Get("id").String() {
	case "fc-autoplay":
		on := t.Get("checked").Bool()
		g.cur.autoShown = on // the player's click changed the box: the paint compares with it
		g.cur.emit(board.Event{Setting: AutoPlay, On: on})
	case "fc-winnable":
		g.cur.emit(board.Event{Setting: "winnable", On: t.Get("checked").Bool()})
	}
}
