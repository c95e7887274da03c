//go:build js && wasm

package main

import (
	"math"
	"strconv"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"mahjong/engine"
	"mahjong/wasm/view"
)

// Gestures of the FreeCell and Sea games besides the click: dragging a tile or a group with
// pointer events (mouse, pen and touch alike), double-click or double-tap, the panel's
// switches and Escape during a search. The listeners are added once for the page and act on
// the board mounted last, only while it is shown.
//
// A drag that is let go on a place plays the move it means (view.FreeCellDrop) through the
// app; a refused move shows the engine's reason and the tiles snap back. The click the
// browser sends after the drop is swallowed.

const (
	fcDragSlop = 6   // CSS pixels a press must move to become a drag
	fcSwallow  = 400 // milliseconds after a drop during which the browser's click is ignored
)

type fcDrag struct {
	installed bool
	board     js.Value
	cur       *fcBoard
	funcs     []js.Func

	pressed, dragging bool
	pointer           int
	from              engine.Place
	src               js.Value
	x0, y0, dx, dy    float64
	ghost             js.Value
	dropped           js.Value
	until             float64
}

var fcGestures fcDrag

func (g *fcDrag) attach(board dom.Element, b *fcBoard) {
	g.cancel()
	g.cur = b
	if g.installed {
		return
	}
	g.installed = true
	g.board = board.Underlying()
	doc := js.Global().Get("document")
	g.on(g.board, "pointerdown", false, g.down)
	g.on(doc, "pointermove", false, g.move)
	g.on(doc, "pointerup", false, g.up)
	g.on(doc, "pointercancel", false, func(ev js.Value) {
		if g.pressed && ev.Get("pointerId").Int() == g.pointer {
			g.cancel()
		}
	})
	g.on(g.board, "click", true, g.click)
	g.on(g.board, "dblclick", false, g.dblclick)
	g.on(g.board, "change", false, g.change)
	g.on(g.board, "dragstart", false, func(ev js.Value) { ev.Call("preventDefault") })
	g.on(doc, "keydown", false, g.key)
}

func (g *fcDrag) on(target js.Value, event string, capture bool, fn func(js.Value)) {
	f := js.FuncOf(func(_ js.Value, args []js.Value) any {
		fn(args[0])
		return nil
	})
	g.funcs = append(g.funcs, f)
	target.Call("addEventListener", event, f, capture)
}

// ours reports whether the board mounted last is shown now.
func (g *fcDrag) ours() bool {
	return g.cur != nil && g.cur.a != nil && g.cur.a.r == g.cur && g.cur.pos != nil
}

// placeOf returns the place an element inside the board names.
func (g *fcDrag) placeOf(el js.Value, sel string) (engine.Place, js.Value, bool) {
	el = el.Call("closest", sel)
	if el.IsNull() || !g.board.Call("contains", el).Bool() {
		return 0, el, false
	}
	n, err := strconv.Atoi(el.Call("getAttribute", "data-place").String())
	return engine.Place(n), el, err == nil
}

func (g *fcDrag) down(ev js.Value) {
	if !g.ours() || !ev.Get("isPrimary").Bool() || ev.Get("button").Int() != 0 {
		return
	}
	g.cancel()
	pl, el, ok := g.placeOf(ev.Get("target"), ".fc-t.avail, .fc-cell.avail")
	if !ok {
		return
	}
	g.pressed, g.dragging = true, false
	g.pointer = ev.Get("pointerId").Int()
	g.from, g.src = pl, el
	g.x0, g.y0 = ev.Get("clientX").Float(), ev.Get("clientY").Float()
}

func (g *fcDrag) move(ev js.Value) {
	if !g.pressed || ev.Get("pointerId").Int() != g.pointer {
		return
	}
	x, y := ev.Get("clientX").Float(), ev.Get("clientY").Float()
	if !g.dragging {
		if math.Hypot(x-g.x0, y-g.y0) < fcDragSlop {
			return
		}
		g.start()
	}
	ev.Call("preventDefault")
	g.ghost.Get("style").Set("transform", "translate("+fcPx(x+g.dx)+","+fcPx(y+g.dy)+")")
}

// start turns the press into a drag: a copy of the tile or group follows the pointer, the
// originals are dimmed and the places they may go are outlined.
func (g *fcDrag) start() {
	g.dragging = true
	func() {
		defer func() { recover() }() // the pointer may already be gone
		g.src.Call("setPointerCapture", g.pointer)
	}()
	r := g.src.Call("getBoundingClientRect")
	w, h := r.Get("width").Float(), r.Get("height").Float()
	g.dx, g.dy = r.Get("left").Float()-g.x0, r.Get("top").Float()-g.y0
	doc := js.Global().Get("document")
	g.ghost = doc.Call("createElement", "div")
	g.ghost.Set("className", "fc-ghost")
	g.ghost.Call("setAttribute", "aria-hidden", "true")
	html := ""
	faces := view.FCGroupFaces(g.cur.pos, g.from)
	for _, f := range faces {
		html += `<div class="fc-ghost-tile">` + view.FaceHTML(f) + `</div>`
	}
	g.ghost.Set("innerHTML", html)
	kids := g.ghost.Get("children")
	for i := range faces {
		kids.Index(i).Get("style").Set("top", strconv.Itoa(i*42)+"%")
	}
	g.ghost.Get("style").Set("cssText", "width:"+fcPx(w)+";height:"+fcPx(h)+";transform:translate("+
		fcPx(g.x0+g.dx)+","+fcPx(g.y0+g.dy)+")")
	doc.Get("body").Call("appendChild", g.ghost)
	g.board.Get("classList").Call("add", "fc-dragging")
	g.cur.paint(view.Marks{Selected: g.from})
}

func (g *fcDrag) up(ev js.Value) {
	if !g.pressed || ev.Get("pointerId").Int() != g.pointer {
		return
	}
	if !g.dragging {
		g.pressed = false
		return // a click, which the browser sends next
	}
	x, y := ev.Get("clientX").Float(), ev.Get("clientY").Float()
	from := g.from
	g.dropped = g.src
	// What lies under the pointer is read before cancel redraws the board: the empty slots
	// marked as destinations (below a tile, a new level) exist only while the drag shows them.
	hit := js.Global().Get("document").Call("elementFromPoint", x, y)
	g.cancel()
	g.until = js.Global().Get("performance").Call("now").Float() + fcSwallow
	if hit.IsNull() {
		return
	}
	to, _, ok := g.placeOf(hit, "[data-place]")
	if !ok {
		return
	}
	b := g.cur
	m, ok := view.FreeCellDrop(b.pos, from, to)
	if !ok {
		return
	}
	a := b.a
	b.search.stopHint()
	a.hide()
	before := a.game.Position()
	a.marks = view.NoMarks
	a.play(m)
	if a.game.Position() == before {
		a.render() // refused: the reason is shown, the tiles go back
	}
}

// cancel ends a press or a drag and draws the board with the app's marks again.
func (g *fcDrag) cancel() {
	if g.dragging {
		g.ghost.Call("remove")
		g.board.Get("classList").Call("remove", "fc-dragging")
		if g.cur != nil && g.cur.pos != nil {
			g.cur.paint(g.cur.marks)
		}
	}
	g.pressed, g.dragging = false, false
	g.src, g.ghost = js.Null(), js.Null()
}

// click swallows the click the browser sends when a dragged tile is let go.
func (g *fcDrag) click(ev js.Value) {
	if !g.ours() || !ev.Get("isTrusted").Bool() || ev.Get("timeStamp").Float() >= g.until {
		return
	}
	if t := ev.Get("target"); t.Call("contains", g.dropped).Bool() || g.dropped.Call("contains", t).Bool() {
		ev.Call("stopImmediatePropagation")
		ev.Call("preventDefault")
		g.until = 0
	}
}

// dblclick sends the tile to its foundation or, failing that, the best obvious place
// (view.FreeCellQuickMove).
func (g *fcDrag) dblclick(ev js.Value) {
	if !g.ours() {
		return
	}
	pl, _, ok := g.placeOf(ev.Get("target"), ".fc-t[data-face], .fc-cell[data-face]")
	if !ok {
		return
	}
	b := g.cur
	a := b.a
	m, ok := view.FreeCellQuickMove(b.pos, pl)
	if !ok {
		a.show(view.FCNoticeNoMove, false)
		return
	}
	ev.Call("preventDefault")
	b.search.stopHint()
	a.hide()
	a.marks = view.NoMarks
	a.play(m)
}

// change handles the panel's switches.
func (g *fcDrag) change(ev js.Value) {
	if !g.ours() {
		return
	}
	t := ev.Get("target")
	switch t.Get("id").String() {
	case "fc-autoplay":
		g.cur.setAuto(t.Get("checked").Bool())
	case "fc-winnable":
		setHomeSetting("winnable", t.Get("checked").Bool())
	}
}

// key: Escape stops a search.
func (g *fcDrag) key(ev js.Value) {
	if !g.ours() || !g.cur.search.on || ev.Get("key").String() != "Escape" {
		return
	}
	ev.Call("preventDefault")
	g.cur.search.stop()
	g.cur.a.show("Search cancelled.", false)
}

func fcPx(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) + "px" }
