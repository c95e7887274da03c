//go:build js && wasm

package browser

import (
	"syscall/js"
	"time"

	"mahjong/wasm/control"
	"mahjong/wasm/page"
)

// Timers makes the browser's timers (control.Timers).
type Timers struct{}

func (Timers) Timer() page.Timer      { return &timeout{} }
func (Timers) Ticker() control.Ticker { return &interval{} }

// timer is a setTimeout or a setInterval. Its JS callback is made once and kept for the life
// of the timer (each is part of the page's long-lived state), so that starting it again, once
// a move or a game or more, makes no new js.Func.
type timer struct {
	id     int
	fn     js.Func
	f      func()
	on     bool
	repeat bool // a setInterval
}

// arm starts the browser's timer: f runs after d, or every d when repeat.
func (t *timer) arm(d time.Duration, f func(), repeat bool) {
	if t.fn.IsUndefined() {
		t.fn = js.FuncOf(func(js.Value, []js.Value) any {
			if !t.on {
				return nil // stopped after it was due
			}
			if !t.repeat {
				t.on = false
			}
			t.f()
			return nil
		})
	}
	t.f, t.repeat = f, repeat
	set := "setTimeout"
	if repeat {
		set = "setInterval"
	}
	t.id = js.Global().Call(set, t.fn, int(d/time.Millisecond)).Int()
	t.on = true
}

// Stop stops the timer, if it runs.
func (t *timer) Stop() {
	if !t.on {
		return
	}
	clearer := "clearTimeout"
	if t.repeat {
		clearer = "clearInterval"
	}
	js.Global().Call(clearer, t.id)
	t.on = false
}

// interval runs a function every so often (the clock's tick).
type interval struct{ timer }

// Start runs f every interval, unless it runs already.
func (t *interval) Start(every time.Duration, f func()) {
	if !t.on {
		t.arm(every, f, true)
	}
}

// timeout runs a function once, later (a notice's end, a debounced save).
type timeout struct{ timer }

// Start runs f after the delay, in place of what was due before.
func (t *timeout) Start(after time.Duration, f func()) {
	t.Stop()
	t.arm(after, f, false)
}
