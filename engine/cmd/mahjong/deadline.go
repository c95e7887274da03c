package main

import (
	"context"
	"time"
)

// withWallTimeout is context.WithTimeout whose Done and Err also look at the clock. Compiled
// to WebAssembly (the engine's tests run the command under node), Go runs on one thread
// without preemption, so the timer that would end a context.WithTimeout only fires when the
// solver yields, which a search busy in its loop never does; the solver's own polls of Done
// or Err notice the deadline here.
func withWallTimeout(d time.Duration) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	return wallCtx{ctx, time.Now().Add(d), cancel}, cancel
}

type wallCtx struct {
	context.Context
	end    time.Time
	cancel context.CancelFunc
}

func (c wallCtx) Done() <-chan struct{} {
	if !time.Now().Before(c.end) {
		c.cancel()
	}
	return c.Context.Done()
}

func (c wallCtx) Err() error {
	if err := c.Context.Err(); err != nil {
		return err
	}
	if !time.Now().Before(c.end) {
		c.cancel()
		return context.DeadlineExceeded
	}
	return nil
}
