//go:build js && wasm

package browser

import "syscall/js"

// Tasks gives the page back to the browser between the pieces of its start-up
// (control.Tasks). The new task is scheduler.yield's continuation where the browser has it,
// else a message posted to a MessageChannel: a timer would wait for a second in a tab the
// browser has put in the background.
type Tasks struct {
	port js.Value // the end to post to, without scheduler.yield
	fn   js.Func  // wakes the waiting Next: the yield's continuation or the port's listener
	done chan struct{}
}

// Next returns in a new task (control.Tasks); made once, its channel and callback serve the
// page's life.
func (t *Tasks) Next() {
	if t.fn.IsUndefined() {
		t.fn = js.FuncOf(func(js.Value, []js.Value) any {
			close(t.done)
			return nil
		})
	}
	// scheduler.yield's continuation runs before the tasks queued meanwhile (it gives way to
	// input and a frame), where a posted message waits behind them: the board comes sooner.
	sch := js.Global().Get("scheduler")
	yield := sch.Type() == js.TypeObject && sch.Get("yield").Type() == js.TypeFunction
	if !yield && t.port.IsUndefined() {
		mc := js.Global().Get("MessageChannel")
		if mc.Type() != js.TypeFunction {
			return // no way to ask for a task: the work goes on in this one
		}
		ch := mc.New()
		ch.Get("port1").Set("onmessage", t.fn)
		t.port = ch.Get("port2")
	}
	t.done = make(chan struct{})
	if yield {
		sch.Call("yield").Call("then", t.fn)
	} else {
		t.port.Call("postMessage", nil)
	}
	<-t.done
}
