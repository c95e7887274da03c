package clock

import (
	"context"
	"sync"
	"time"
)

// WallDeadline returns a context that is done once the wall clock passes now+d, checked each
// time Done or Err is called.
//
// context.WithTimeout is not enough in the browser: WebAssembly runs Go on one thread without
// preemption, so the timer that would cancel the context only fires when the searching
// goroutine yields, which a solver busy with its search never does. A solver polls ctx.Done()
// or ctx.Err() regularly, and here that poll itself notices the deadline.
func WallDeadline(parent context.Context, d time.Duration, now func() time.Time) (context.Context, context.CancelFunc) {
	c := &wallCtx{Context: parent, deadline: now().Add(d), now: now, done: make(chan struct{})}
	return c, func() { c.finish(context.Canceled) }
}

type wallCtx struct {
	context.Context
	deadline time.Time
	now      func() time.Time

	mu   sync.Mutex
	done chan struct{}
	err  error
}

func (c *wallCtx) finish(err error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.err == nil {
		c.err = err
		close(c.done)
	}
}

func (c *wallCtx) check() {
	if err := c.Context.Err(); err != nil {
		c.finish(err)
	} else if dl, _ := c.Deadline(); !c.now().Before(dl) {
		c.finish(context.DeadlineExceeded)
	}
}

func (c *wallCtx) Deadline() (time.Time, bool) { return c.deadline, true }

func (c *wallCtx) Done() <-chan struct{} {
	c.check()
	return c.done
}

func (c *wallCtx) Err() error {
	c.check()
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}
