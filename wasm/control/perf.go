//go:build js && wasm

package control

import "syscall/js"

// perf places the User Timing measures the bench reads (./build.sh bench): "move" spans from
// the input event that made a move to the DOM updated with it, "new-game" from the input that
// asked for a new game to its board drawn. With no input event in hand (a drag finished by a
// timer, the first game of the page), a measure starts when the work does.
//
// Each measure is cleared once made: it reaches PerformanceObservers (the bench's) and the
// browser's performance trace all the same, and the browser keeps User Timing entries until
// the page clears them, one more with every move of a long session.
type perf struct {
	k           *kit // the JS strings, shared with the boards
	performance js.Value
	checked     bool // performance was looked up, and has measure when usable
	usable      bool
	input       float64  // the timeStamp of the input event being handled; 0 when none
	options     js.Value // the measure's options ({start}), one object set again for each
}

// handling notes the input event now being handled; done forgets it once handled.
func (p *perf) handling(ev js.Value) {
	if ts := ev.Get("timeStamp"); ts.Type() == js.TypeNumber {
		p.input = ts.Float()
	}
}

func (p *perf) done() { p.input = 0 }

// start is when the work about to be done began: the input event's time, else now.
func (p *perf) start() float64 {
	if p.input > 0 {
		return p.input
	}
	return p.now()
}

func (p *perf) now() float64 {
	if !p.ok() {
		return 0
	}
	return p.performance.Call("now").Float()
}

// measure places the measure name from start to now.
func (p *perf) measure(name string, start float64) {
	if !p.ok() {
		return
	}
	p.options.Set("start", start)
	n := p.k.str(name)
	p.performance.Call("measure", n, p.options)
	p.performance.Call("clearMeasures", n)
}

// ok reports whether the browser has User Timing, looking it up once: a move should not pay
// for the lookup.
func (p *perf) ok() bool {
	if !p.checked {
		p.checked = true
		p.performance = js.Global().Get("performance")
		p.usable = p.performance.Truthy() && p.performance.Get("measure").Truthy() &&
			p.performance.Get("clearMeasures").Truthy()
		p.options = js.Global().Get("Object").New()
	}
	return p.usable
}
