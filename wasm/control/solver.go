//go:build js && wasm

package control

import (
	"syscall/js"

	"mahjong/engine"
	"mahjong/engine/catalog"
	"mahjong/wasm/msg"
	"mahjong/wasm/remote"
)

// solverWorker is the Web Worker that runs the solvers (solve.wasm, static/worker.js), started
// when a search is first wanted, and the client that talks to it (package remote).
type solverWorker struct {
	client *remote.Client
	worker js.Value // undefined until started, and again after it failed
}

// solving returns v with a Solve and a Hint that search in the solvers' worker.
func (a *Controller) solving(v *engine.Variant) *engine.Variant {
	s := &a.solve
	if s.client == nil {
		// The searches call this from their goroutines: the message goes through main's loop.
		s.client = remote.NewClient(func(r remote.Request) { a.post(func() { a.toSolver(r) }) })
	}
	return s.client.Equip(v, a.layoutCode(v.ID))
}

// toSolver posts r to the worker, starting it first if need be.
func (a *Controller) toSolver(r remote.Request) {
	s := &a.solve
	if s.worker.IsUndefined() {
		if r.Op == remote.OpCancel {
			return
		}
		s.worker = js.Global().Get("Worker").New("worker.js?module=solve")
		a.listen(s.worker, "message", a.fromSolver)
		a.listen(s.worker, "error", func(ev js.Value) {
			ev.Call("preventDefault")
			a.solverFailed()
		})
	}
	s.worker.Call("postMessage", remote.RequestJS(r))
}

// fromSolver hands the worker's reply to the search waiting for it; a reply of id 0 says the
// worker could not load.
func (a *Controller) fromSolver(ev js.Value) {
	r := remote.ReplyFromJS(ev.Get("data"))
	if r.ID == 0 {
		a.solverFailed()
		return
	}
	a.solve.client.Receive(r)
}

// solverFailed answers every waiting search (Unknown, as when time runs out), says so, and
// drops the worker: the next search starts it again. Offline, the worker loads only once it
// has been used online: the site's service worker keeps it then.
func (a *Controller) solverFailed() {
	s := &a.solve
	if !s.worker.IsUndefined() {
		s.worker.Call("terminate")
	}
	s.worker = js.Undefined()
	s.client.Fail("the solver could not load")
	a.show(msg.T("The solver could not load. Hints and the status need it: try again online."), false)
}

// layoutCode is the layout the worker needs to make the variant id: none for the catalog's
// variants, the layout's slots (link.EncodeLayout) for the others (lookupLayout keeps them).
func (a *Controller) layoutCode(id string) string {
	if _, ok := catalog.Lookup(id); ok {
		return ""
	}
	return a.lay.codes[id]
}
