//go:build js && wasm

// Command solve runs the engine's solvers in a Web Worker (static/worker.js starts it), for the
// page, whose own module is built without them (package remote says why). It answers the
// page's requests (read and written by package worker) with a remote.Server: each search in
// slices, with a pause between them in which the worker hears the page's next messages, a
// cancellation among them.
package main

import (
	"context"
	"syscall/js"
	"time"

	"mahjong/wasm/clock"
	"mahjong/wasm/remote"
	"mahjong/wasm/remote/worker"
)

// slice is how long a search runs between two pauses, in which the worker hears the page's
// messages: a cancellation waits at most this long.
const slice = 50 * time.Millisecond

func main() {
	var vs remote.Variants
	within := func(parent context.Context, budget time.Duration) (context.Context, context.CancelFunc) {
		return clock.Sliced(parent, budget, slice, time.Now, func() { time.Sleep(time.Millisecond) })
	}
	s := remote.NewServer(vs.Variant, within, func(r remote.Reply) {
		js.Global().Call("postMessage", worker.Reply(r))
	})
	take := js.FuncOf(func(_ js.Value, args []js.Value) any {
		r, err := worker.Request(args[0])
		if err != nil {
			js.Global().Call("postMessage", worker.Refusal(r.ID, err))
			return nil
		}
		s.Take(r)
		return nil
	})
	js.Global().Call("workerReady", take)
	s.Run(context.Background())
}
