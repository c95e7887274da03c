//go:build js && wasm

package control

import (
	"math"
	"strconv"
	"syscall/js"
	"time"

	"mahjong/engine"
	"mahjong/wasm/dom"
	"mahjong/wasm/page"
)

// pointerDrag turns pointer events on a board into drag and drop, so that a mouse, a pen and
// a finger work alike: a press on something the family lets go (grab) that moves further
// than dragSlop becomes a drag, a ghost copy follows the pointer (lift, hover), and letting
// go hands the element under the pointer to the family (land). A press that does not move far
// stays an ordinary click. The click the browser sends after a drop is swallowed, since the
// drop has already played. A right-click, or a finger held still for longPress, is the
// family's secondary press (press). The listeners are added once for the page, and act only
// while the board the drag serves (serve) is the one shown.
type pointerDrag struct {
	h     dragHandler
	board js.Value
	k     *kit     // holds the listeners
	c     ctl      // says which board is shown
	r     renderer // the board served

	pressed, dragging bool
	pointer           int
	from              engine.Place
	src               js.Value // the pressed element
	x0, y0, dx, dy    float64  // where the press began; from the pointer to the ghost's corner
	ghost             js.Value
	dropped           js.Value // the element last dragged
	until             float64  // until then (performance.now), the browser's click on it is swallowed

	hold    held
	holdFor page.Timer // the long press's timer
}

// held is a finger on the board, which becomes a long press if it stays put for longPress.
type held struct {
	pointer int
	x0, y0  float64
	target  js.Value
	on      bool // the finger is down and may still become a long press
	fired   bool // it became one (until the next press)
	took    bool // and the family took it: the browser's menu and click that follow are not the player's
}

// dragHandler is what a family tells pointerDrag.
type dragHandler interface {
	// grab returns the place a press on target picks up, and the element that shows it.
	grab(target js.Value) (engine.Place, js.Value, bool)
	// lift fills the ghost (class and content) and marks where the tile may go.
	lift(from engine.Place, src, ghost js.Value)
	// hover marks what the pointer at x, y (in the window) is over while the tile moves, for
	// a family that marks only the place under the pointer.
	hover(x, y float64)
	// land plays a drop of from on hit, the element under the pointer (perhaps null),
	// read before the drag's marks were cleared, through the app's drop.
	land(from engine.Place, hit js.Value)
	// settle draws the board without the drag's marks.
	settle(src js.Value)
	// press plays a secondary press on target, a right-click or a long press, and reports
	// whether the board took it: then the browser's menu does not open.
	press(target js.Value) bool
}

const (
	dragSlop    = 6   // CSS pixels a press must move to become a drag
	dragSwallow = 400 // milliseconds after a drop during which the browser's click is ignored

	longPress     = 500 * time.Millisecond // how long a finger is held for a long press
	longPressSlop = 10.0                   // CSS pixels it may move meanwhile
)

// serve makes r, of the page whose controller is c, the board the drag serves, ending any drag
// on the board before it, with h the family's side; it reports whether this call added the
// page's listeners (install), for the family to add its own the same once.
func (g *pointerDrag) serve(k *kit, c ctl, r renderer, root dom.Element, h dragHandler) bool {
	g.cancel()
	g.c, g.r = c, r
	return g.install(k, root.Underlying(), h)
}

// ours reports whether the board served last is shown now.
func (g *pointerDrag) ours() bool { return g.c.shows(g.r) }

// install adds the listeners, once for the page: it reports whether this call added them,
// so that the family adds its own listeners the same once.
func (g *pointerDrag) install(k *kit, board js.Value, h dragHandler) bool {
	if g.h != nil {
		return false
	}
	g.k, g.h, g.board = k, h, board
	g.holdFor = k.timers.Timer()
	doc := js.Global().Get("document")
	// A press starts on the board; the pointer may be let go anywhere.
	g.on(board, "pointerdown", false, g.down)
	g.on(doc, "pointermove", false, g.move)
	g.on(doc, "pointerup", false, g.up)
	g.on(doc, "pointercancel", false, func(ev js.Value) {
		if g.hold.on && ev.Get("pointerId").Int() == g.hold.pointer {
			g.holdStop()
		}
		if g.pressed && ev.Get("pointerId").Int() == g.pointer {
			g.cancel()
		}
	})
	g.on(board, "click", true, g.click)
	g.on(board, "dragstart", false, func(ev js.Value) { ev.Call("preventDefault") })
	g.on(board, "contextmenu", false, g.menu)
	return true
}

// on adds a listener that lives as long as the page (kit.listen).
func (g *pointerDrag) on(target js.Value, event string, capture bool, fn func(js.Value)) {
	g.k.listen(target, event, capture, fn)
}

func (g *pointerDrag) down(ev js.Value) {
	if !g.ours() || !ev.Get("isPrimary").Bool() {
		return
	}
	g.holdStart(ev) // any press, a right-click's too, ends the last long press
	if ev.Get("button").Int() != 0 {
		return
	}
	g.cancel() // a press whose release was never seen
	pl, el, ok := g.h.grab(ev.Get("target"))
	if !ok {
		return
	}
	g.pressed, g.dragging = true, false
	g.pointer = ev.Get("pointerId").Int()
	g.from, g.src = pl, el
	g.x0, g.y0 = ev.Get("clientX").Float(), ev.Get("clientY").Float()
}

func (g *pointerDrag) move(ev js.Value) {
	g.holdMove(ev)
	if !g.pressed || ev.Get("pointerId").Int() != g.pointer {
		return
	}
	if js.Global().Get("mahjongPinching").Truthy() {
		g.cancel() // the finger that pressed is one of a pinch's two (static/zoom.js)
		return
	}
	x, y := ev.Get("clientX").Float(), ev.Get("clientY").Float()
	if !g.dragging {
		if math.Hypot(x-g.x0, y-g.y0) < dragSlop {
			return
		}
		g.start()
	}
	ev.Call("preventDefault")
	g.ghost.Get("style").Set("transform", "translate("+px(x+g.dx)+","+px(y+g.dy)+")")
	g.h.hover(x, y)
}

// start turns the press into a drag.
func (g *pointerDrag) start() {
	g.dragging = true
	g.holdStop() // a press that moves is no long press
	func() {
		defer func() { recover() }() // the pointer may already be gone
		g.src.Call("setPointerCapture", g.pointer)
	}()
	r := g.src.Call("getBoundingClientRect")
	w, h := r.Get("width").Float(), r.Get("height").Float()
	g.dx, g.dy = r.Get("left").Float()-g.x0, r.Get("top").Float()-g.y0
	doc := js.Global().Get("document")
	g.ghost = doc.Call("createElement", "div")
	g.ghost.Call("setAttribute", "aria-hidden", "true")
	g.ghost.Get("style").Set("cssText", "width:"+px(w)+";height:"+px(h)+";transform:translate("+
		px(g.x0+g.dx)+","+px(g.y0+g.dy)+")")
	g.h.lift(g.from, g.src, g.ghost)
	doc.Get("body").Call("appendChild", g.ghost)
}

func (g *pointerDrag) up(ev js.Value) {
	g.holdEnd(ev)
	if !g.pressed || ev.Get("pointerId").Int() != g.pointer {
		return
	}
	if !g.dragging {
		g.pressed = false
		return // a click, which the browser sends next
	}
	// What lies under the pointer is read before cancel redraws the board: some places
	// (FreeCell's empty slots below a tile) exist only while the drag marks them.
	hit := js.Global().Get("document").Call("elementFromPoint", ev.Get("clientX"), ev.Get("clientY"))
	from := g.from
	g.dropped = g.src
	g.cancel()
	g.until = js.Global().Get("performance").Call("now").Float() + dragSwallow
	g.h.land(from, hit)
}

// cancel ends a press or a drag and lets the family draw its board without the drag.
func (g *pointerDrag) cancel() {
	if g.dragging {
		g.ghost.Call("remove")
		g.h.settle(g.src)
	}
	g.pressed, g.dragging = false, false
	g.src, g.ghost = js.Null(), js.Null()
}

// click swallows the click the browser sends when a dragged tile is let go, on the tile
// (which held the pointer), inside it or on an element around it. Any other click, however
// soon, is the player's.
func (g *pointerDrag) click(ev js.Value) {
	if !g.ours() || !ev.Get("isTrusted").Bool() || ev.Get("timeStamp").Float() >= g.until {
		return
	}
	if t := ev.Get("target"); t.Call("contains", g.dropped).Bool() || g.dropped.Call("contains", t).Bool() {
		ev.Call("stopImmediatePropagation")
		ev.Call("preventDefault")
		g.until = 0
	}
}

// px writes a length in CSS pixels.
func px(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) + "px" }
