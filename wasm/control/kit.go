//go:build js && wasm

package control

import (
	"strconv"
	"syscall/js"

	"mahjong/engine"

	"mahjong/wasm/board"
)

// kit is what the boards share for the page's whole life, made once by the app and handed to
// each renderer it makes: the JS copies of strings written again and again, and the
// listeners of the gestures, which are added to #board once for the page (the element
// outlives every game and every renderer) and act on the board mounted last.
type kit struct {
	strs     map[string]js.Value
	fc       fcDrag
	op       opDrag
	stones   stonesDrag
	noScroll js.Value  // {preventScroll: true}, made once
	funcs    []js.Func // the listeners added for the page's life (listen)
	held     bool      // the listeners drop their events: the page is starting (app.start)
	timers   Timers    // the boards' timers (a long press)
}

// listen adds fn as a listener of event on target for the page's life. Every listener of the
// page and of the boards' gestures is added here.
func (k *kit) listen(target js.Value, event string, capture bool, fn func(js.Value)) {
	f := js.FuncOf(func(_ js.Value, args []js.Value) any {
		if k.held {
			return nil
		}
		fn(args[0])
		return nil
	})
	k.funcs = append(k.funcs, f)
	target.Call("addEventListener", event, f, capture)
}

// hold runs wait, which gives the browser a task, with the listeners dropping their events:
// the page is starting, not playable yet, as before the module ran (embedding hosts wait for
// the first "ready").
func (k *kit) hold(wait func()) {
	k.held = true
	wait()
	k.held = false
}

// maxJSStrings bounds the strings kept: past it, strings are copied as before.
const maxJSStrings = 4096

// str returns s as a JS string, made once. Passing a Go string to JS copies it into a new JS
// string each time, and its handle gets a finalizer that the Go collector must run later; a
// move writes a few dozen of them (attribute names, classes, labels, face references) and a
// new game more than a thousand. The set is small (each family's names and values come from
// fixed lists), and bounded anyway.
func (k *kit) str(s string) js.Value {
	if v, ok := k.strs[s]; ok {
		return v
	}
	v := js.ValueOf(s)
	if k.strs == nil {
		k.strs = map[string]js.Value{}
	}
	if len(k.strs) < maxJSStrings {
		k.strs[s] = v
	}
	return v
}

// apply makes the changes to one element. Names and the values of a small set (classes,
// flags, faces) go through the JS string cache; labels and markup, which are nearly all
// different, are passed as they are, so that they do not crowd the cache out.
func (k *kit) apply(el js.Value, changes []board.Change) {
	for _, c := range changes {
		switch {
		case c.Name == "":
			el.Set("innerHTML", c.Value)
		case c.Remove:
			el.Call("removeAttribute", k.str(c.Name))
		case c.Name == "aria-label":
			el.Call("setAttribute", k.str(c.Name), c.Value)
		default:
			el.Call("setAttribute", k.str(c.Name), k.str(c.Value))
		}
	}
}

// focus moves the focus to el without scrolling the page: the page moves the focus only to
// keep a keyboard player's place on the board.
func (k *kit) focus(el js.Value) {
	if k.noScroll.IsUndefined() {
		k.noScroll = js.ValueOf(map[string]any{"preventScroll": true})
	}
	el.Call("focus", k.noScroll)
}

// placeIn reads the place a board element names in its data-place: the element is target
// itself or its nearest ancestor that matches sel, and when within is an element, one inside
// it. Every board reads data-place here alone.
func placeIn(within, target js.Value, sel string) (engine.Place, js.Value, bool) {
	el := target.Call("closest", sel)
	if el.IsNull() || !within.IsUndefined() && !within.Call("contains", el).Bool() {
		return 0, el, false
	}
	n, err := strconv.Atoi(el.Call("getAttribute", "data-place").String())
	return engine.Place(n), el, err == nil
}
