package control

import (
	"mahjong/engine"
	"mahjong/engine/catalog"
	"mahjong/wasm/msg"
	"mahjong/wasm/remote"
)

// solving returns v with a Solve and a Hint that search in the solvers' worker (the Worker
// port, started when a search is first wanted). Their requests come from the searches'
// goroutines: each goes through Update (SolverRequest), which posts it on the page's thread.
func (c *core) solving(v *engine.Variant, lay *layoutState) *engine.Variant {
	if c.solver == nil {
		c.solver = remote.NewClient(func(r remote.Request) { c.post(SolverRequest{Request: r}) })
	}
	return c.solver.Equip(v, lay.code(v.ID))
}

// fromSolver hands the worker's reply to the search waiting for it; a reply of id 0 says the
// worker could not load.
func (c *core) fromSolver(r remote.Reply) {
	if r.ID == 0 {
		c.solverFailed()
		return
	}
	if c.solver != nil {
		c.solver.Receive(r)
	}
}

// solverFailed answers every waiting search (Unknown, as when time runs out), says so, and
// stops the worker: the next search starts it again. Offline, the worker loads only once it
// has been used online: the site's service worker keeps it then.
func (c *core) solverFailed() {
	c.p.Worker.Stop()
	if c.solver != nil {
		c.solver.Fail("the solver could not load")
	}
	c.show(msg.T("The solver could not load. Hints and the status need it: try again online."), false)
}

// code is the layout the worker needs to make the variant id: none for the catalog's
// variants, the layout's slots (link.EncodeLayout) for the others (layoutState.variant keeps them).
func (l *layoutState) code(id string) string {
	if _, ok := catalog.Lookup(id); ok {
		return ""
	}
	return l.codes[id]
}
