//go:build js && wasm

package browser

import "syscall/js"

// Perf places the User Timing measures the bench reads (control.Perf): "move" spans from the
// input event that made a move to the DOM updated with it, "new-game" from the input that
// asked for a new game to its board drawn. The listeners note the input event they handle
// (Handling, Done); with none in hand (a drag finished by a timer, the first game of the
// page), a measure starts when the work does.
//
// Each measure is cleared once made: it reaches PerformanceObservers (the bench's) and the
// browser's performance trace all the same, and the browser keeps User Timing entries until
// the page clears them, one more with every move of a long session.
type Perf struct {
	performance js.Value
	checked     bool // performance was looked up, and has measure when usable
	usable      bool
	input       float64             // the timeStamp of the input event being handled; 0 when none
	options     js.Value            // the measure's options ({start}), one object set again for each
	names       map[string]js.Value // the measures' names as JS strings, made once
}

// Handling notes the input event now being handled; Done forgets it once handled.
func (p *Perf) Handling(ev js.Value) {
	if ts := ev.Get("timeStamp"); ts.Type() == js.TypeNumber {
		p.input = ts.Float()
	}
}

func (p *Perf) Done() { p.input = 0 }

func (p *Perf) Start() float64 {
	if p.input > 0 {
		return p.input
	}
	return p.Now()
}

func (p *Perf) Now() float64 {
	if !p.ok() {
		return 0
	}
	return p.performance.Call("now").Float()
}

func (p *Perf) Measure(name string, start float64) {
	if !p.ok() {
		return
	}
	p.options.Set("start", start)
	n, ok := p.names[name]
	if !ok {
		n = js.ValueOf(name)
		p.names[name] = n
	}
	p.performance.Call("measure", n, p.options)
	p.performance.Call("clearMeasures", n)
}

// ok reports whether the browser has User Timing, looking it up once: a move should not pay
// for the lookup.
func (p *Perf) ok() bool {
	if !p.checked {
		p.checked = true
		p.performance = js.Global().Get("performance")
		p.usable = p.performance.Truthy() && p.performance.Get("measure").Truthy() &&
			p.performance.Get("clearMeasures").Truthy()
		p.options = js.Global().Get("Object").New()
		p.names = map[string]js.Value{}
	}
	return p.usable
}
