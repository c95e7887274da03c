//go:build js && wasm

package board

import (
	"math"
	"strconv"
	"syscall/js"
	"time"

	"mahjong/engine"
)

// Drag turns pointer events on a board into drag and drop, so that a mouse, a pen and a
// finger work alike: a press on something the family lets go (Grab) that moves further than
// dragSlop becomes a drag, a ghost copy follows the pointer (Lift, Hover), and letting go
// hands the element under the pointer to the family (Land). A press that does not move far
// stays an ordinary click. The click the browser sends after a drop is swallowed, since the
// drop has already played. A right-click, or a finger held still for longPress, is the
// family's secondary press (Press). Each family's board has a Drag of its own, whose
// listeners it adds once for the page (Serve), and which acts only while that board is the
// one shown (Kit.Shows).
type Drag struct {
	h     DragHandler
	board js.Value // #board
	k     *Kit     // holds the listeners, and says which board is shown
	owner any      // the board served

	pressed, dragging bool
	pointer           int
	from              engine.Place
	src               js.Value // the pressed element
	x0, y0, dx, dy    float64  // where the press began; from the pointer to the ghost's corner
	ghost             js.Value
	dropped           js.Value // the element last dragged
	until             float64  // until then (performance.now), the browser's click on it is swallowed

	hold    held
	holdFor Timer // the long press's timer
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

// DragHandler is what a family tells its Drag.
type DragHandler interface {
	// Grab returns the place a press on target picks up, and the element that shows it.
	Grab(target js.Value) (engine.Place, js.Value, bool)
	// Lift fills the ghost (class and content) and marks where the tile may go.
	Lift(from engine.Place, src, ghost js.Value)
	// Hover marks what the pointer at x, y (in the window) is over while the tile moves, for
	// a family that marks only the place under the pointer.
	Hover(x, y float64)
	// Land plays a drop of from on hit, the element under the pointer (perhaps null), read
	// before the drag's marks were cleared: the family reports its outcome to the controller.
	Land(from engine.Place, hit js.Value)
	// Settle draws the board without the drag's marks.
	Settle(src js.Value)
	// Press plays a secondary press on target, a right-click or a long press, and reports
	// whether the board took it: then the browser's menu does not open.
	Press(target js.Value) bool
}

const (
	dragSlop    = 6   // CSS pixels a press must move to become a drag
	dragSwallow = 400 // milliseconds after a drop during which the browser's click is ignored

	longPress     = 500 * time.Millisecond // how long a finger is held for a long press
	longPressSlop = 10.0                   // CSS pixels it may move meanwhile
)

// Serve ends any drag in progress and makes the drag serve owner, a board that draws into
// root (#board) with h its family's side; it reports whether this call added the page's
// listeners (the first), for the family to add its own the same once.
func (g *Drag) Serve(k *Kit, owner any, root js.Value, h DragHandler) bool {
	g.Cancel()
	g.owner = owner
	if g.h != nil {
		return false
	}
	g.k, g.h, g.board = k, h, root
	g.holdFor = k.timer()
	doc := js.Global().Get("document")
	// A press starts on the board; the pointer may be let go anywhere.
	g.On(root, "pointerdown", false, g.down)
	g.On(doc, "pointermove", false, g.move)
	g.On(doc, "pointerup", false, g.up)
	g.On(doc, "pointercancel", false, func(ev js.Value) {
		if g.hold.on && ev.Get("pointerId").Int() == g.hold.pointer {
			g.holdStop()
		}
		if g.pressed && ev.Get("pointerId").Int() == g.pointer {
			g.Cancel()
		}
	})
	g.On(root, "click", true, g.click)
	g.On(root, "dragstart", false, func(ev js.Value) { ev.Call("preventDefault") })
	g.On(root, "contextmenu", false, g.menu)
	return true
}

// Ours reports whether the board served is the one shown.
func (g *Drag) Ours() bool { return g.k.Shows(g.owner) }

// Board is #board, the element the drag listens on.
func (g *Drag) Board() js.Value { return g.board }

// On adds a listener that lives as long as the page (Kit.Listen).
func (g *Drag) On(target js.Value, event string, capture bool, fn func(js.Value)) {
	g.k.Listen(target, event, capture, fn)
}

func (g *Drag) down(ev js.Value) {
	if !g.Ours() || !ev.Get("isPrimary").Bool() {
		return
	}
	g.holdStart(ev) // any press, a right-click's too, ends the last long press
	if ev.Get("button").Int() != 0 {
		return
	}
	g.Cancel() // a press whose release was never seen
	pl, el, ok := g.h.Grab(ev.Get("target"))
	if !ok {
		return
	}
	g.pressed, g.dragging = true, false
	g.pointer = ev.Get("pointerId").Int()
	g.from, g.src = pl, el
	g.x0, g.y0 = ev.Get("clientX").Float(), ev.Get("clientY").Float()
}

func (g *Drag) move(ev js.Value) {
	g.holdMove(ev)
	if !g.pressed || ev.Get("pointerId").Int() != g.pointer {
		return
	}
	if js.Global().Get("mahjongPinching").Truthy() {
		g.Cancel() // the finger that pressed is one of a pinch's two (static/zoom.js)
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
	g.ghost.Get("style").Set("transform", "translate("+Px(x+g.dx)+","+Px(y+g.dy)+")")
	g.h.Hover(x, y)
}

// start turns the press into a drag.
func (g *Drag) start() {
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
	g.ghost.Get("style").Set("cssText", "width:"+Px(w)+";height:"+Px(h)+";transform:translate("+
		Px(g.x0+g.dx)+","+Px(g.y0+g.dy)+")")
	g.h.Lift(g.from, g.src, g.ghost)
	doc.Get("body").Call("appendChild", g.ghost)
}

func (g *Drag) up(ev js.Value) {
	g.holdEnd(ev)
	if !g.pressed || ev.Get("pointerId").Int() != g.pointer {
		return
	}
	if !g.dragging {
		g.pressed = false
		return // a click, which the browser sends next
	}
	// What lies under the pointer is read before Cancel redraws the board: some places
	// (FreeCell's empty slots below a tile) exist only while the drag marks them.
	hit := js.Global().Get("document").Call("elementFromPoint", ev.Get("clientX"), ev.Get("clientY"))
	from := g.from
	g.dropped = g.src
	g.Cancel()
	g.until = js.Global().Get("performance").Call("now").Float() + dragSwallow
	g.h.Land(from, hit)
}

// Cancel ends a press or a drag and lets the family draw its board without the drag.
func (g *Drag) Cancel() {
	if g.dragging {
		g.ghost.Call("remove")
		g.h.Settle(g.src)
	}
	g.pressed, g.dragging = false, false
	g.src, g.ghost = js.Null(), js.Null()
}

// click swallows the click the browser sends when a dragged tile is let go, on the tile
// (which held the pointer), inside it or on an element around it. Any other click, however
// soon, is the player's.
func (g *Drag) click(ev js.Value) {
	if !g.Ours() || !ev.Get("isTrusted").Bool() || ev.Get("timeStamp").Float() >= g.until {
		return
	}
	if t := ev.Get("target"); t.Call("contains", g.dropped).Bool() || g.dropped.Call("contains", t).Bool() {
		ev.Call("stopImmediatePropagation")
		ev.Call("preventDefault")
		g.until = 0
	}
}

// Px writes a length in CSS pixels.
func Px(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) + "px" }
