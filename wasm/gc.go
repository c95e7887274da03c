//go:build js && wasm

package main

import (
	"runtime"
	"syscall/js"
)

// idleGC collects the Go heap's garbage once the page is idle after a new game, and after
// every few renders.
//
// The Go runtime starts its first collection only when the heap reaches 4 MB, and a game
// allocates about 100 KB (the view model, the saves, the handles of JS values with their
// finalizers). So without help the heap fills with garbage over some thirty games before the
// first collection, and the WebAssembly memory, which never shrinks, grows from about 6 MB to
// 11 MB to hold it (and every JS object a dead handle still names stays alive meanwhile); a
// long game would meet that first collection in the middle of a move. Collecting when the
// player is not waiting for anything keeps the heap near what is alive (under 1 MB) from the
// first game on, and the collector's own bookkeeping (mark bits kept for three cycles) reaches
// its size within the first game; a collection of that heap takes a millisecond or two.
type idleGC struct {
	fn      js.Func
	pending bool
	renders int // renders since the last collection was asked for
}

// everyRenders is how many renders (moves, picks, undos) ask for one collection.
const everyRenders = 8

// rendered counts a render and asks for a collection every everyRenders renders.
func (g *idleGC) rendered() {
	g.renders++
	if g.renders >= everyRenders {
		g.soon()
	}
}

// soon asks for a collection when the browser is next idle, at most a second from now.
func (g *idleGC) soon() {
	if g.pending {
		return
	}
	if g.fn.IsUndefined() {
		// Made once and kept for the page's life: the collections reuse it.
		g.fn = js.FuncOf(func(js.Value, []js.Value) any {
			g.pending = false
			runtime.GC()
			return nil
		})
	}
	g.pending, g.renders = true, 0
	if ric := js.Global().Get("requestIdleCallback"); ric.Type() == js.TypeFunction {
		ric.Invoke(g.fn, idleOptions)
		return
	}
	js.Global().Call("setTimeout", g.fn, 200)
}

var idleOptions = map[string]any{"timeout": 1000}
