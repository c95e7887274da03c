//go:build js && wasm

package control

import (
	"runtime"
	"syscall/js"
	"time"
)

// idleGC collects the Go heap's garbage once the page is idle after a new game, after every
// few renders, and when the player pauses.
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
	mem     runtime.MemStats // read by heapBytes, kept: the struct is large
	fn      js.Func
	options js.Value // requestIdleCallback's options, made once
	pending bool
	renders int // renders since the last collection was asked for

	quiet js.Func   // the timer that notices a pause of the player
	armed bool      // quiet is set to fire
	last  time.Time // the last render
}

// everyRenders is how many renders (moves, picks, undos) ask for one collection; a pause of
// quietTime after a render asks for one too, so that the garbage of the last moves (and the
// JS objects its handles keep) does not wait for the next moves to go.
const (
	everyRenders = 8
	quietTime    = time.Second
)

// rendered counts a render and asks for a collection every everyRenders renders, or after a
// pause of quietTime.
func (g *idleGC) rendered() {
	g.renders++
	g.last = time.Now()
	if g.renders >= everyRenders {
		g.soon()
		return
	}
	if !g.armed {
		g.arm(quietTime)
	}
}

// arm sets the pause timer; it is not reset by every render (that would be two JS calls a
// render) but checks when it fires whether the page was quiet long enough.
func (g *idleGC) arm(after time.Duration) {
	if g.quiet.IsUndefined() {
		g.quiet = js.FuncOf(func(js.Value, []js.Value) any {
			g.armed = false
			if g.renders == 0 {
				return nil
			}
			if wait := quietTime - time.Since(g.last); wait > 0 {
				g.arm(wait)
				return nil
			}
			g.soon()
			return nil
		})
	}
	g.armed = true
	js.Global().Call("setTimeout", g.quiet, int(after/time.Millisecond)+1)
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
			if g.heapBytes() <= maxIdleHeap {
				runtime.GC()
			}
			return nil
		})
	}
	g.pending, g.renders = true, 0
	if ric := js.Global().Get("requestIdleCallback"); ric.Type() == js.TypeFunction {
		if g.options.IsUndefined() {
			g.options = js.ValueOf(map[string]any{"timeout": 1000})
		}
		ric.Invoke(g.fn, g.options)
		return
	}
	js.Global().Call("setTimeout", g.fn, 200)
}

// maxIdleHeap bounds the heap an idle collection takes on. A game's heap stays well under it;
// a solver's search (a hint, a winnable deal) fills tens of megabytes, and a forced collection
// of that would stop the page for a large part of a second: the runtime's own collections,
// spread over the search, take care of it.
const maxIdleHeap = 4 << 20

// heapBytes is the memory of the heap's objects, alive or not yet swept. (ReadMemStats stops
// the world, which on the page's one thread costs nothing more than the call.)
func (g *idleGC) heapBytes() uint64 {
	runtime.ReadMemStats(&g.mem)
	return g.mem.HeapAlloc
}
