//go:build js && wasm

package control

// Run starts the page and runs it for the page's life: it never returns.
func Run() {
	// The runtime's start-up (with the first compilation of its code) is one task of the
	// browser and the first board another: one long task blocks the page for their sum.
	a := newApp()
	a.tasks.next()
	a.preloadLibrary()
	a.start()
	a.run()
}
