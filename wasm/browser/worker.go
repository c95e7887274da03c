//go:build js && wasm

package browser

import (
	"syscall/js"

	"mahjong/wasm/control"
	"mahjong/wasm/remote"
)

// Worker is the Web Worker that runs the solvers (control.Worker): solve.wasm, which
// static/worker.js loads. It is started by the first request, and again by the first after
// Stop; its replies and its failure come back as messages.
type Worker struct {
	send   func(control.Msg)
	worker js.Value // undefined until started, and again after Stop
	// The listeners, made once: a worker started again after a failure reuses them.
	onMessage, onError js.Func
}

// NewWorker returns the worker's port; send takes its replies, on the page's thread.
func NewWorker(send func(control.Msg)) *Worker { return &Worker{send: send} }

// Post sends r to the worker, starting it first if need be; a cancellation of a search is
// not worth starting it for.
func (w *Worker) Post(r remote.Request) {
	if w.worker.IsUndefined() {
		if r.Op == remote.OpCancel {
			return
		}
		if w.onMessage.IsUndefined() {
			w.onMessage = js.FuncOf(func(_ js.Value, args []js.Value) any {
				w.send(control.SolverReply{Reply: remote.ReplyFromJS(args[0].Get("data"))})
				return nil
			})
			w.onError = js.FuncOf(func(_ js.Value, args []js.Value) any {
				args[0].Call("preventDefault")
				w.send(control.SolverFailed{})
				return nil
			})
		}
		w.worker = js.Global().Get("Worker").New("worker.js?module=solve")
		w.worker.Call("addEventListener", "message", w.onMessage)
		w.worker.Call("addEventListener", "error", w.onError)
	}
	w.worker.Call("postMessage", remote.RequestJS(r))
}

// Stop ends the worker, if it runs.
func (w *Worker) Stop() {
	if !w.worker.IsUndefined() {
		w.worker.Call("terminate")
	}
	w.worker = js.Undefined()
}
