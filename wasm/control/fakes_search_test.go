package control

import "time"

// stepTimer is a page.Timer and a Ticker that the test fires by hand.
type stepTimer struct {
	after time.Duration
	f     func()
	on    bool
	// starts counts the Starts, ticker tells a Ticker (Start does nothing while on).
	starts int
	ticker bool
}

func (t *stepTimer) Start(after time.Duration, f func()) {
	if t.ticker && t.on {
		return
	}
	t.after, t.f, t.on = after, f, true
	t.starts++
}

func (t *stepTimer) Stop() { t.on = false }

// fire runs the timer's function as the browser would, once due; false when it is not set.
func (t *stepTimer) fire() bool {
	if !t.on {
		return false
	}
	if !t.ticker {
		t.on = false
	}
	t.f()
	return true
}

// stepIdle is an Idle whose work the test runs by hand.
type stepIdle struct {
	asked int
	f     func()
}

func (i *stepIdle) Soon(f func()) { i.asked, i.f = i.asked+1, f }

func (i *stepIdle) run() {
	f := i.f
	i.f = nil
	f()
}

// stepClock is a clock the test moves on by hand.
type stepClock struct{ t time.Time }

func (c *stepClock) now() time.Time { return c.t }
