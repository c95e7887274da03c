package control

// New returns the controller of the page, which talks to the browser through p.
func New(p Ports) *Controller { return newApp(p) }

// Run starts the page and runs it for the page's life: it never returns.
func (a *Controller) Run() {
	// The runtime's start-up (with the first compilation of its code) is one task of the
	// browser and the first board another: one long task blocks the page for their sum.
	a.core.p.Tasks.Next()
	a.lay.preloadLibrary(&a.core)
	a.start()
	a.run()
}
