//go:build js && wasm

// Command wasm is the game in the browser. Compiled to WebAssembly and started by
// static/boot.js, it reads the game from the URL fragment, deals it, draws the board into
// #board and plays the moves the player makes. What to draw is computed by the families' view
// packages (wasm/shanghai, wasm/freecell, wasm/stones, wasm/oneplayer, on wasm/board) and the
// rules are the engine's; this package only touches the DOM.
package main

func main() {
	// The runtime's start-up (with the first compilation of its code) is one task of the
	// browser and the first board another: one long task blocks the page for their sum.
	a := newApp()
	a.tasks.next()
	a.preloadLibrary()
	a.start()
	a.run()
}
