//go:build js && wasm

package main

import (
	"math"
	"syscall/js"

	"mahjong/wasm/dom"
	"mahjong/wasm/page"
	"mahjong/wasm/store"
)

// boardZoom reads the zoom's gestures (two fingers, Ctrl and the wheel, the +, − and 0 keys,
// the buttons) and the sizes of the board and the stage, and hands them to page.Zoom, which
// decides the view. The view is a CSS transform of #board: the browser's hit-testing follows
// it, so a tap lands on the tile drawn under the finger.
type boardZoom struct {
	z       *page.Zoom
	stage   js.Value
	board   js.Value
	save    timeout
	resize  js.Func // the ResizeObserver's callback, for the page's life
	fingers int     // touches on the stage now
}

// styleOf sets inline style properties of an element (page.Styler).
type styleOf struct{ v js.Value }

func (s styleOf) SetStyle(name, value string) { s.v.Get("style").Call("setProperty", name, value) }

// startZoom makes the zoom, reads what was kept, and listens for the page's life.
func (a *app) startZoom() {
	bz := &a.zoom
	bz.stage, bz.board = a.byID("stage"), a.board.Underlying()
	a.kit.zoom = bz
	saved, _, _ := a.home.storageGet(store.ZoomKey)
	button := func(name string) page.Elem {
		return dom.NewHandle(bz.stage.Call("querySelector", "[data-zoom="+name+"]"))
	}
	z, err := page.NewZoom(page.ZoomElems{
		Board: styleOf{bz.board}, BoardAttr: dom.NewHandle(bz.board),
		In: button("in"), Out: button("out"), Reset: button("reset"),
	}, &bz.save, saved, func(text string) { a.home.storageSet(store.ZoomKey, text) })
	if err != nil {
		a.home.storageRemove(store.ZoomKey) // unreadable: each game opens fitted
	}
	bz.z = z
	if a.home.embedded {
		w := js.Global().Get("innerWidth").Float()
		h := js.Global().Get("innerHeight").Float()
		if text := page.FrameNotice(page.Size{W: w, H: h}); text != "" {
			a.tell("frame", text) // once the first board is drawn
		}
	}

	a.listen(bz.stage, "click", func(ev js.Value) {
		if b := ev.Get("target").Call("closest", "[data-zoom]"); !b.IsNull() && !b.Get("disabled").Bool() {
			a.zoomAction(b.Call("getAttribute", "data-zoom").String())
		}
	})
	a.listen(bz.stage, "wheel", bz.wheel)
	a.listen(bz.stage, "touchstart", bz.touch)
	a.listen(bz.stage, "touchmove", bz.touch)
	a.listen(bz.stage, "touchend", bz.touch)
	a.listen(bz.stage, "touchcancel", bz.touch)
	// The fitted sizes change with the window, the game, the tile size, a FreeCell column
	// that grows: one observer of both elements sees every case, after layout.
	bz.resize = js.FuncOf(func(js.Value, []js.Value) any { bz.measure(); return nil })
	ro := js.Global().Get("ResizeObserver").New(bz.resize)
	ro.Call("observe", bz.stage)
	ro.Call("observe", bz.board)
}

// zoomAction does what a zoom button or key asks: "in", "out" or "reset".
func (a *app) zoomAction(name string) {
	switch name {
	case "in":
		a.zoom.z.Step(1)
	case "out":
		a.zoom.z.Step(-1)
	case "reset":
		a.zoom.z.Reset()
	}
}

// zoomKey takes +, − and 0 (without Ctrl, which zooms the browser's page).
func (a *app) zoomKey(ev js.Value) {
	if ev.Get("defaultPrevented").Bool() || ev.Get("ctrlKey").Bool() || ev.Get("metaKey").Bool() ||
		ev.Get("altKey").Bool() || a.modalOpen() {
		return
	}
	if tag := ev.Get("target").Get("tagName"); tag.Truthy() && (tag.String() == "INPUT" || tag.String() == "SELECT") {
		return
	}
	name := map[string]string{"+": "in", "=": "in", "-": "out", "−": "out", "0": "reset"}[ev.Get("key").String()]
	if name != "" {
		ev.Call("preventDefault")
		a.zoomAction(name)
	}
}

// measure hands the fitted board's size and place and the stage's size to the zoom. The
// offset sizes and places are the layout's, before the transform (#stage is the board's
// offset parent).
func (bz *boardZoom) measure() {
	bw, bh := bz.board.Get("offsetWidth").Float(), bz.board.Get("offsetHeight").Float()
	sw, sh := bz.stage.Get("clientWidth").Float(), bz.stage.Get("clientHeight").Float()
	bz.z.Resize(page.Size{W: bw, H: bh}, page.Size{W: sw, H: sh}, page.Point{
		X: bz.board.Get("offsetLeft").Float() + bw/2 - sw/2,
		Y: bz.board.Get("offsetTop").Float() + bh/2 - sh/2,
	})
}

// at is a point of the window (clientX, clientY) relative to the stage's centre.
func (bz *boardZoom) at(x, y js.Value) page.Point {
	r := bz.stage.Call("getBoundingClientRect")
	return page.Point{
		X: x.Float() - r.Get("left").Float() - r.Get("width").Float()/2,
		Y: y.Float() - r.Get("top").Float() - r.Get("height").Float()/2,
	}
}

// wheel: Ctrl and the wheel (a touchpad's pinch sends the same) zoom about the pointer; the
// wheel alone pans a zoomed board.
func (bz *boardZoom) wheel(ev js.Value) {
	dy := ev.Get("deltaY").Float()
	if ev.Get("deltaMode").Int() != 0 { // lines or pages, not pixels
		dy *= 40
	}
	switch {
	case ev.Get("ctrlKey").Bool():
		bz.z.Wheel(math.Exp(-dy/200), bz.at(ev.Get("clientX"), ev.Get("clientY")))
	case bz.z.Zoomed():
		bz.z.Pan(page.Point{X: -ev.Get("deltaX").Float(), Y: -dy})
	default:
		return
	}
	ev.Call("preventDefault")
}

// touch follows two fingers on the stage: a pinch zooms, both moved together pan. While two
// fingers are down, a tile's drag does not start (kit.pinching).
func (bz *boardZoom) touch(ev js.Value) {
	touches := ev.Get("touches")
	n := touches.Length()
	if n != 2 {
		if bz.fingers == 2 {
			bz.fingers = n
			ev.Call("preventDefault") // the click a lifted finger would send
		}
		bz.fingers = n
		return
	}
	a := bz.at(touches.Index(0).Get("clientX"), touches.Index(0).Get("clientY"))
	b := bz.at(touches.Index(1).Get("clientX"), touches.Index(1).Get("clientY"))
	if ev.Get("type").String() == "touchmove" && bz.fingers == 2 {
		bz.z.PinchMove(a, b)
	} else {
		bz.z.PinchStart(a, b)
	}
	bz.fingers = 2
	ev.Call("preventDefault")
}

// pinching reports whether two fingers are on the stage: a drag does not start then.
func (bz *boardZoom) pinching() bool { return bz.fingers >= 2 }
