package clock

import (
	"context"
	"time"
)

// Sliced returns a context that ends at now+d like WallDeadline, and that also gives the
// browser its turn: whenever slice of wall time has passed since the last pause, a poll of
// Done or Err calls pause (in the browser, a sleep of a millisecond, which lets the page's
// event loop run). A solver polling its context regularly thus never freezes the page.
func Sliced(parent context.Context, d, slice time.Duration, now func() time.Time, pause func()) (context.Context, context.CancelFunc) {
	ctx, cancel := WallDeadline(parent, d, now)
	return &slicedCtx{Context: ctx, slice: slice, now: now, pause: pause, last: now()}, cancel
}

type slicedCtx struct {
	context.Context
	slice time.Duration
	now   func() time.Time
	pause func()
	last  time.Time
}

func (c *slicedCtx) breathe() {
	if c.now().Sub(c.last) >= c.slice {
		c.pause()
		c.last = c.now()
	}
}

func (c *slicedCtx) Done() <-chan struct{} {
	c.breathe()
	return c.Context.Done()
}

func (c *slicedCtx) Err() error {
	c.breathe()
	return c.Context.Err()
}
