package control

import (
	"runtime"
	"time"

	"mahjong/wasm/page"
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
	idle  Idle
	quiet page.Timer // notices a pause of the player
	now   func() time.Time

	mem     runtime.MemStats // read by heapBytes, kept: the struct is large
	collect func()           // collectNow and fire, made once: each call would make them again
	fire    func()
	pending bool
	renders int       // renders since the last collection was asked for
	armed   bool      // quiet is set to fire
	last    time.Time // the last render
}

// newIdleGC returns the collector that asks idle for its collections and times the player's
// pauses with quiet; now is the clock.
func newIdleGC(idle Idle, quiet page.Timer, now func() time.Time) *idleGC {
	g := &idleGC{idle: idle, quiet: quiet, now: now}
	g.collect, g.fire = g.collectNow, g.paused
	return g
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
	g.last = g.now()
	if g.renders >= everyRenders {
		g.soon()
		return
	}
	if !g.armed {
		g.arm(quietTime)
	}
}

// arm sets the pause timer; it is not reset by every render (that would be two JS calls a
// render) but checks when it fires whether the page was quiet long enough. The timer is set a
// millisecond longer than after, so that it fires once the pause is long enough.
func (g *idleGC) arm(after time.Duration) {
	g.armed = true
	g.quiet.Start(after+time.Millisecond, g.fire)
}

// paused is the pause timer firing: a collection if the page was quiet for quietTime since
// the last render, else the timer again for the rest of the pause.
func (g *idleGC) paused() {
	g.armed = false
	if g.renders == 0 {
		return
	}
	if wait := quietTime - g.now().Sub(g.last); wait > 0 {
		g.arm(wait)
		return
	}
	g.soon()
}

// soon asks for a collection when the browser is next idle, at most a second from now.
func (g *idleGC) soon() {
	if g.pending {
		return
	}
	g.pending, g.renders = true, 0
	g.idle.Soon(g.collect)
}

func (g *idleGC) collectNow() {
	g.pending = false
	if g.heapBytes() <= maxIdleHeap {
		runtime.GC()
	}
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
