//go:build js && wasm

package main

import (
	"math"
	"strconv"
	"strings"
	"syscall/js"

	"honnef.co/go/js/dom/v2"

	"mahjong/engine"
	"mahjong/wasm/view"
)

// Drag and drop for One Player, with pointer events so that a mouse, a pen and a finger work
// alike: press a tile of the hand or of a line, move it, and let go on a cell. While the tile
// moves, the cells it can go to are marked as they are for a pick.
//
// A drop is played through the app's board click: the drop is kept in onePlayerBoard.drop and
// a click is dispatched on the cell it landed on, so that the app plays it (or shows the
// engine's reason) exactly as it plays a click. The click the browser itself sends after the
// pointer is let go is swallowed. A press that does not move far is an ordinary click.

// opDrop is a tile let go on a cell.
type opDrop struct{ from, to engine.Place }

// opDragSlop is how far, in CSS pixels, a pointer must move before a press becomes a drag.
const opDragSlop = 6

// opSwallow is how long after a drop, in milliseconds, the browser's own click is swallowed.
const opSwallow = 400

// opDrag follows the pointer that pressed a tile. The listeners are added once for the page
// (the board element never changes) and serve whichever One Player board is mounted; they do
// nothing while another family is shown.
type opDrag struct {
	installed bool
	board     js.Value
	cur       *onePlayerBoard
	funcs     []js.Func // live as long as the page

	pressed  bool
	dragging bool
	pointer  int
	from     engine.Place
	src      js.Value // the pressed element
	x0, y0   float64
	dx, dy   float64 // from the pointer to the ghost's top left corner
	ghost    js.Value
	dropped  js.Value // the element last dragged
	until    float64  // until then (performance.now), the browser's click on it is swallowed
}

var opGestures opDrag

func (g *opDrag) attach(board dom.Element, b *onePlayerBoard) {
	g.cancel()
	g.cur = b
	if g.installed {
		return
	}
	g.installed = true
	g.board = board.Underlying()
	// A press starts on the board; the pointer may be let go anywhere.
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
	g.on(g.board, "dragstart", false, func(ev js.Value) { ev.Call("preventDefault") })
	g.on(doc, "keydown", false, g.key)
}

func (g *opDrag) on(target js.Value, event string, capture bool, fn func(js.Value)) {
	f := js.FuncOf(func(_ js.Value, args []js.Value) any {
		fn(args[0])
		return nil
	})
	g.funcs = append(g.funcs, f)
	target.Call("addEventListener", event, f, capture)
}

// ours reports whether the board shows One Player now.
func (g *opDrag) ours() bool {
	return g.cur != nil && strings.HasPrefix(g.board.Call("getAttribute", "data-variant").String(), "one-player")
}

func (g *opDrag) down(ev js.Value) {
	if !g.ours() || !ev.Get("isPrimary").Bool() || ev.Get("button").Int() != 0 {
		return
	}
	g.cancel() // a press whose release was never seen
	el := ev.Get("target").Call("closest", "[data-place][data-face]")
	if el.IsNull() {
		return
	}
	pl, err := strconv.Atoi(el.Call("getAttribute", "data-place").String())
	if err != nil {
		return
	}
	g.pressed, g.dragging = true, false
	g.pointer = ev.Get("pointerId").Int()
	g.from, g.src = engine.Place(pl), el
	g.x0, g.y0 = ev.Get("clientX").Float(), ev.Get("clientY").Float()
}

func (g *opDrag) move(ev js.Value) {
	if !g.pressed || ev.Get("pointerId").Int() != g.pointer {
		return
	}
	x, y := ev.Get("clientX").Float(), ev.Get("clientY").Float()
	if !g.dragging {
		if math.Hypot(x-g.x0, y-g.y0) < opDragSlop {
			return
		}
		g.start()
	}
	ev.Call("preventDefault")
	g.ghost.Get("style").Set("transform", "translate("+opPx(x+g.dx)+","+opPx(y+g.dy)+")")
}

// start turns the press into a drag: a copy of the tile follows the pointer, and the cells
// it can go to are marked.
func (g *opDrag) start() {
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
	g.ghost.Set("className", "op-ghost")
	g.ghost.Call("setAttribute", "aria-hidden", "true")
	g.ghost.Set("innerHTML", view.FaceHTML(g.src.Call("getAttribute", "data-face").String()))
	g.ghost.Get("style").Set("cssText", "width:"+opPx(w)+";height:"+opPx(h)+";transform:translate("+
		opPx(g.x0+g.dx)+","+opPx(g.y0+g.dy)+")")
	doc.Get("body").Call("appendChild", g.ghost)
	g.src.Get("classList").Call("add", "dragging")
	g.cur.paint(view.Marks{Selected: g.from})
}

func (g *opDrag) up(ev js.Value) {
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
	g.cancel()
	g.until = js.Global().Get("performance").Call("now").Float() + opSwallow
	hit := js.Global().Get("document").Call("elementFromPoint", x, y)
	if hit.IsNull() {
		return
	}
	cell := hit.Call("closest", "[data-place]")
	if cell.IsNull() || !g.board.Call("contains", cell).Bool() {
		return
	}
	to, err := strconv.Atoi(cell.Call("getAttribute", "data-place").String())
	if err != nil || engine.Place(to) == from {
		return
	}
	g.cur.drop = &opDrop{from: from, to: engine.Place(to)}
	click := js.Global().Get("MouseEvent").New("click", map[string]any{"bubbles": true, "cancelable": true})
	cell.Call("dispatchEvent", click)
	g.cur.drop = nil // played, or refused, by the click
}

// cancel ends a press or a drag and draws the board with the app's marks again.
func (g *opDrag) cancel() {
	if g.dragging {
		g.ghost.Call("remove")
		g.src.Get("classList").Call("remove", "dragging")
		if g.cur != nil && g.cur.pos != nil {
			g.cur.paint(g.cur.marks)
		}
	}
	g.pressed, g.dragging = false, false
	g.src, g.ghost = js.Null(), js.Null()
}

// click swallows the click the browser sends when a dragged tile is let go, on the tile (which
// held the pointer) or on an element around it: the drop has already been played. Any other
// click, however soon, is the player's.
func (g *opDrag) click(ev js.Value) {
	if !g.ours() || !ev.Get("isTrusted").Bool() || ev.Get("timeStamp").Float() >= g.until {
		return
	}
	if t := ev.Get("target"); t.Call("contains", g.dropped).Bool() {
		ev.Call("stopImmediatePropagation")
		ev.Call("preventDefault")
		g.until = 0
	}
}

// key: E ends the turn when it may end.
func (g *opDrag) key(ev js.Value) {
	if !g.ours() || ev.Get("defaultPrevented").Bool() || ev.Get("ctrlKey").Bool() ||
		ev.Get("metaKey").Bool() || ev.Get("altKey").Bool() {
		return
	}
	if k := ev.Get("key").String(); k != "e" && k != "E" {
		return
	}
	tag := ev.Get("target").Get("tagName")
	if tag.Truthy() && (tag.String() == "SELECT" || tag.String() == "INPUT" || tag.String() == "TEXTAREA") {
		return
	}
	btn := g.board.Call("querySelector", "#end-turn")
	if btn.IsNull() || btn.Get("disabled").Bool() {
		return
	}
	ev.Call("preventDefault")
	btn.Call("click")
}

func opPx(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) + "px" }
