//go:build js && wasm

package board

import (
	"strconv"
	"syscall/js"
	"time"

	"mahjong/engine"
)

// Kit is what the boards share for the page's whole life, made once by package main and
// handed to each family's board when it is made: the JS copies of strings written again and
// again, the listeners of the page (added once, for the page's life), the browser's timers,
// and which board #board shows (the one mounted last), so that a board's own listeners act
// only while it is shown.
type Kit struct {
	strs     map[string]js.Value
	noScroll js.Value     // {preventScroll: true}, made once
	funcs    []js.Func    // the listeners added for the page's life (Listen)
	held     bool         // the listeners drop their events: the page is starting (Hold)
	shown    any          // the board mounted last (Mounting)
	timer    func() Timer // makes the boards' timers (a long press)
}

// Timer is a one-shot timer of the browser's (setTimeout), as the controller's Timers port
// makes them (page.Timer).
type Timer interface {
	Start(after time.Duration, f func())
	Stop()
}

// NewKit returns the kit of the boards, whose timers timer makes.
func NewKit(timer func() Timer) *Kit { return &Kit{timer: timer} }

// Listen adds fn as a listener of event on target for the page's life. Every listener of the
// page and of the boards' gestures is added here.
func (k *Kit) Listen(target js.Value, event string, capture bool, fn func(js.Value)) {
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

// Hold runs wait, which gives the browser a task, with the listeners dropping their events:
// the page is starting, not playable yet, as before the module ran (embedding hosts wait for
// the first "ready").
func (k *Kit) Hold(wait func()) {
	k.held = true
	wait()
	k.held = false
}

// Held reports whether the page is starting, its listeners dropping their events (Hold).
func (k *Kit) Held() bool { return k.held }

// Mounting notes that board is the one #board shows from now on: each board calls it as it
// mounts a game.
func (k *Kit) Mounting(board any) { k.shown = board }

// Shows reports whether board is the one #board shows.
func (k *Kit) Shows(board any) bool { return k.shown == board }

// maxJSStrings bounds the strings kept: past it, strings are copied as before.
const maxJSStrings = 4096

// Str returns s as a JS string, made once. Passing a Go string to JS copies it into a new JS
// string each time, and its handle gets a finalizer that the Go collector must run later; a
// move writes a few dozen of them (attribute names, classes, labels, face references) and a
// new game more than a thousand. The set is small (each family's names and values come from
// fixed lists), and bounded anyway.
func (k *Kit) Str(s string) js.Value {
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

// Apply makes the changes to one element. Names and the values of a small set (classes,
// flags, faces) go through the JS string cache; labels and markup, which are nearly all
// different, are passed as they are, so that they do not crowd the cache out.
func (k *Kit) Apply(el js.Value, changes []Change) {
	for _, c := range changes {
		switch {
		case c.Name == "":
			el.Set("innerHTML", c.Value)
		case c.Remove:
			el.Call("removeAttribute", k.Str(c.Name))
		case c.Name == "aria-label":
			el.Call("setAttribute", k.Str(c.Name), c.Value)
		default:
			el.Call("setAttribute", k.Str(c.Name), k.Str(c.Value))
		}
	}
}

// Focus moves the focus to el without scrolling the page: the page moves the focus only to
// keep a keyboard player's place on the board.
func (k *Kit) Focus(el js.Value) {
	if k.noScroll.IsUndefined() {
		k.noScroll = js.ValueOf(map[string]any{"preventScroll": true})
	}
	el.Call("focus", k.noScroll)
}

// PlaceIn reads the place a board element names in its data-place: the element is target
// itself or its nearest ancestor that matches sel, and when within is an element, one inside
// it. Every board reads data-place here alone.
func PlaceIn(within, target js.Value, sel string) (engine.Place, js.Value, bool) {
	el := target.Call("closest", sel)
	if el.IsNull() || !within.IsUndefined() && !within.Call("contains", el).Bool() {
		return 0, el, false
	}
	n, err := strconv.Atoi(el.Call("getAttribute", "data-place").String())
	return engine.Place(n), el, err == nil
}

// ModalOpen reports whether a modal dialog has the keys: a board's own keys then wait.
func ModalOpen() bool {
	return !js.Global().Get("document").Call("querySelector", "dialog:modal").IsNull()
}

// TextTarget reports whether a key pressed on target is typed into a field: a board's own
// keys leave it alone.
func TextTarget(target js.Value) bool {
	tag := target.Get("tagName")
	return tag.Truthy() && (tag.String() == "SELECT" || tag.String() == "INPUT" || tag.String() == "TEXTAREA")
}
