//go:build js && wasm

package main

import (
	"syscall/js"
	"time"
)

// interval is a setInterval. Its JS callback is made once and kept for the life of the
// interval value (each is a field of the page's long-lived state), so that starting it again,
// once a game or more, makes no new js.Func.
type interval struct {
	id int
	fn js.Func
	f  func()
	on bool
}

func (t *interval) start(every time.Duration, f func()) {
	if t.on {
		return
	}
	if t.fn.IsUndefined() {
		t.fn = js.FuncOf(func(js.Value, []js.Value) any {
			if t.on {
				t.f()
			}
			return nil
		})
	}
	t.f = f
	t.id = js.Global().Call("setInterval", t.fn, int(every/time.Millisecond)).Int()
	t.on = true
}

func (t *interval) stop() {
	if !t.on {
		return
	}
	js.Global().Call("clearInterval", t.id)
	t.on = false
}

// timeout is a setTimeout, with its JS callback made once and kept as interval's is: a
// debounced save or a notice starts one on most moves.
type timeout struct {
	id int
	fn js.Func
	f  func()
	on bool
}

func (t *timeout) Start(after time.Duration, f func()) {
	t.Stop()
	if t.fn.IsUndefined() {
		t.fn = js.FuncOf(func(js.Value, []js.Value) any {
			if !t.on {
				return nil // stopped after it was due
			}
			t.on = false
			t.f()
			return nil
		})
	}
	t.f = f
	t.id = js.Global().Call("setTimeout", t.fn, int(after/time.Millisecond)).Int()
	t.on = true
}

func (t *timeout) Stop() {
	if !t.on {
		return
	}
	js.Global().Call("clearTimeout", t.id)
	t.on = false
}
