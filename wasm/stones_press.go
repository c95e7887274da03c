//go:build js && wasm

package main

import (
	"math"
	"syscall/js"

	"mahjong/engine"
	stonesview "mahjong/wasm/stones"
)

// A right-click on the board, or a touch held on it (a long press), shows or hides the
// squares where the stone to place may go, as the "Show legal squares" switch does, and
// the browser's own menu does not open over the board.

// onContextMenu: a right-click (or a long press the browser reports as one) on the board.
func (b *stonesBoard) onContextMenu(ev js.Value) {
	ev.Call("preventDefault")
	if b.held.fired || b.held.on {
		return // a touch's long press, which switches on its own timer
	}
	b.switchLegal()
}

// switchLegal clicks the switch, so that the app redraws and says what it shows.
func (b *stonesBoard) switchLegal() {
	if b.p != nil && b.p.Status() == engine.Playing {
		b.parts[stonesview.PartLegal].Call("click")
	}
}

// holdStart starts timing a touch on a square or on the stone to place.
func (b *stonesBoard) holdStart(ev js.Value) {
	b.held.fired = false
	if ev.Get("pointerType").String() != "touch" || ev.Get("target").Call("closest", ".sq, .stones-current").IsNull() {
		return
	}
	b.held = stonesHeld{pointer: ev.Get("pointerId").Int(), x0: ev.Get("clientX").Float(), y0: ev.Get("clientY").Float(), on: true}
	b.k.stones.press.Start(longPress, func() {
		if b.k.stones.current != b || !b.held.on {
			return
		}
		if b.drag.on {
			b.endDrag() // the stone to place, held without moving: no drag after all
		}
		b.held.on, b.held.fired = false, true
		b.switchLegal()
	})
}

// holdMove lets a touch that moves away be a drag or a scroll, not a long press.
func (b *stonesBoard) holdMove(ev js.Value) {
	if b.held.on && ev.Get("pointerId").Int() == b.held.pointer &&
		math.Hypot(ev.Get("clientX").Float()-b.held.x0, ev.Get("clientY").Float()-b.held.y0) > longPressSlop {
		b.holdEnd(ev)
	}
}

// holdEnd: the touch ended (or moved away) before it was a long press.
func (b *stonesBoard) holdEnd(ev js.Value) {
	if b.held.on && ev.Get("pointerId").Int() == b.held.pointer {
		b.held.on = false
		b.k.stones.press.Stop()
	}
}
