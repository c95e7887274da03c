//go:build js && wasm

package control

import "syscall/js"

// inputNoter is the browser's Perf (wasm/browser), which starts its measures at the input
// event being handled. The listeners that are still the controller's note their event here;
// once the browser's side sends their messages, it notes the events itself.
type inputNoter interface {
	Handling(ev js.Value)
	Done()
}

// handling notes ev for the Perf port's measures, until handled.
func (a *Controller) handling(ev js.Value) {
	if n, ok := a.p.Perf.(inputNoter); ok {
		n.Handling(ev)
	}
}

func (a *Controller) handled() {
	if n, ok := a.p.Perf.(inputNoter); ok {
		n.Done()
	}
}
