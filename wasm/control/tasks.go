//go:build js && wasm

package control

import "syscall/js"

// nextTask gives the page back to the browser and returns in a new task, once the browser
// has handled what came meanwhile (input, and a frame when one is due). It splits the
// start-up's work into tasks of their own: the browser counts each task that runs longer than
// 50 ms as blocking the page, for the part beyond 50 ms, so one long task blocks it for longer
// than the same work in a few.
//
// The task is scheduler.yield's continuation where the browser has it, else a message posted
// to a MessageChannel: a timer would wait for a second in a tab the browser has put in the
// background.
func (tasks *tasks) next() {
	if tasks.fn.IsUndefined() {
		tasks.fn = js.FuncOf(func(js.Value, []js.Value) any {
			close(tasks.done)
			return nil
		})
	}
	// scheduler.yield's continuation runs before the tasks queued meanwhile (it gives way to
	// input and a frame), where a posted message waits behind them: the board comes sooner.
	sch := js.Global().Get("scheduler")
	yield := sch.Type() == js.TypeObject && sch.Get("yield").Type() == js.TypeFunction
	if !yield && tasks.port.IsUndefined() {
		mc := js.Global().Get("MessageChannel")
		if mc.Type() != js.TypeFunction {
			return // no way to ask for a task: the work goes on in this one
		}
		ch := mc.New()
		ch.Get("port1").Set("onmessage", tasks.fn)
		tasks.port = ch.Get("port2")
	}
	tasks.done = make(chan struct{})
	if yield {
		sch.Call("yield").Call("then", tasks.fn)
	} else {
		tasks.port.Call("postMessage", nil)
	}
	<-tasks.done
}

// tasks is nextTask's channel, made once for the page's life.
type tasks struct {
	port js.Value // the end to post to, without scheduler.yield
	fn   js.Func  // wakes the waiting nextTask: the yield's continuation or the port's listener
	done chan struct{}
}
