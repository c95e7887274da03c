//go:build js && wasm

package board

import (
	"math"
	"syscall/js"
)

// The secondary press of the shared drag (Drag): a right-click on the board, or a finger
// held on it without moving for longPress, which the family may take (DragHandler.Press).
// The browser's menu stays closed over a press the family took, and the click the browser
// may send when the finger is lifted is swallowed, as a drop's is. Browsers report a long
// press as a context menu too, before the board's timer or after: whichever comes first is
// the long press, and the other does nothing more.

// holdStart starts timing a finger's press, and forgets the last long press.
func (g *Drag) holdStart(ev js.Value) {
	g.holdStop()
	g.hold = held{}
	if ev.Get("pointerType").String() != "touch" {
		return
	}
	g.hold = held{pointer: ev.Get("pointerId").Int(), x0: ev.Get("clientX").Float(), y0: ev.Get("clientY").Float(),
		target: ev.Get("target"), on: true}
	g.holdFor.Start(longPress, g.fire)
}

// holdMove lets a finger that moves away be a drag or a scroll, not a long press.
func (g *Drag) holdMove(ev js.Value) {
	if g.hold.on && ev.Get("pointerId").Int() == g.hold.pointer &&
		math.Hypot(ev.Get("clientX").Float()-g.hold.x0, ev.Get("clientY").Float()-g.hold.y0) > longPressSlop {
		g.holdStop()
	}
}

// holdStop: the finger moved, a drag began or the browser took the pointer before the press
// was long.
func (g *Drag) holdStop() {
	if g.hold.on {
		g.hold.on = false
		g.holdFor.Stop()
	}
}

// holdEnd: the finger is lifted. After a long press the family took, the browser's click on
// what the finger held is not the player's.
func (g *Drag) holdEnd(ev js.Value) {
	if ev.Get("pointerId").Int() != g.hold.pointer {
		return
	}
	g.holdStop()
	if g.hold.took {
		g.dropped = g.hold.target
		g.until = js.Global().Get("performance").Call("now").Float() + dragSwallow
	}
}

// fire: the finger stayed put, a long press, which the family may take.
func (g *Drag) fire() {
	if !g.hold.on {
		return
	}
	g.hold.on, g.hold.fired = false, true
	if g.Ours() && g.h.Press(g.hold.target) {
		g.hold.took = true
		g.Cancel() // a tile held without moving: no drag after all
	}
}

// menu: the browser's context menu, for a right-click or a long press.
func (g *Drag) menu(ev js.Value) {
	if !g.Ours() {
		return
	}
	if g.hold.on {
		g.fire() // the browser saw the long press first
	}
	took := g.hold.took
	if !g.hold.fired {
		took = g.h.Press(ev.Get("target"))
	}
	if took {
		ev.Call("preventDefault")
	}
}
