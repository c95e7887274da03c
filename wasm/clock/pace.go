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

// Paced is Sliced for a search that runs in the background: work is the time the search
// may take, not counting the pauses, which may wait as long as the page is busy: each moves
// the deadline on by its own length.
func Paced(parent context.Context, work, slice time.Duration, now func() time.Time, pause func()) (context.Context, context.CancelFunc) {
	w := &wallCtx{Context: parent, deadline: now().Add(work), now: now, done: make(chan struct{})}
	return &slicedCtx{Context: w, slice: slice, now: now, pause: pause, last: now(), paced: w}, func() { w.finish(context.Canceled) }
}

type slicedCtx struct {
	context.Context
	slice time.Duration
	now   func() time.Time
	pause func()
	last  time.Time
	paced *wallCtx // Paced's deadline, which each pause moves on
}

func (c *slicedCtx) breathe() {
	if t := c.now(); t.Sub(c.last) >= c.slice {
		c.pause()
		c.last = c.now()
		if c.paced != nil {
			c.paced.extend(c.last.Sub(t))
		}
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
