//go:build js && wasm

package main

import (
	"syscall/js"
	"time"
)

// interval is a setInterval whose callback is released when it is stopped.
type interval struct {
	id int
	fn js.Func
	on bool
}

func (t *interval) start(every time.Duration, f func()) {
	if t.on {
		return
	}
	t.fn = js.FuncOf(func(js.Value, []js.Value) any {
		f()
		return nil
	})
	t.id = js.Global().Call("setInterval", t.fn, int(every/time.Millisecond)).Int()
	t.on = true
}

func (t *interval) stop() {
	if !t.on {
		return
	}
	js.Global().Call("clearInterval", t.id)
	t.fn.Release()
	t.on = false
}

// timeout is a setTimeout whose callback is released when it fires or is stopped.
type timeout struct {
	id int
	fn js.Func
	on bool
}

func (t *timeout) start(after time.Duration, f func()) {
	t.stop()
	t.fn = js.FuncOf(func(js.Value, []js.Value) any {
		t.stop()
		f()
		return nil
	})
	t.id = js.Global().Call("setTimeout", t.fn, int(after/time.Millisecond)).Int()
	t.on = true
}

func (t *timeout) stop() {
	if !t.on {
		return
	}
	js.Global().Call("clearTimeout", t.id)
	t.fn.Release()
	t.on = false
}
