package clock

import (
	"time"

	"mahjong/wasm/msg"
)

// Clock measures the time a game has been played: it runs while the game goes on and stops
// on a win or a loss (and runs again if an undo reopens the game). The caller passes the
// time in, so that tests need no real clock.
type Clock struct {
	total   time.Duration // accumulated before the current run
	since   time.Time     // start of the current run
	running bool
}

// Reset stops the clock at zero.
func (c *Clock) Reset() { *c = Clock{} }

// Run starts the clock at now, if it is stopped.
func (c *Clock) Run(now time.Time) {
	if !c.running {
		c.since, c.running = now, true
	}
}

// Stop stops the clock at now, if it runs.
func (c *Clock) Stop(now time.Time) {
	if c.running {
		c.total += now.Sub(c.since)
		c.running = false
	}
}

// Running reports whether the clock runs.
func (c *Clock) Running() bool { return c.running }

// Elapsed returns the time played up to now.
func (c *Clock) Elapsed(now time.Time) time.Duration {
	if c.running {
		return c.total + now.Sub(c.since)
	}
	return c.total
}

// Format writes whole seconds as "m:ss", or "h:mm:ss" from an hour on, in the page's
// language's digits.
func Format(seconds int) string {
	if seconds < 0 {
		seconds = 0
	}
	h, m, s := seconds/3600, seconds/60%60, seconds%60
	two := func(n int) string {
		if n < 10 {
			return msg.Digits(0) + msg.Digits(n)
		}
		return msg.Digits(n)
	}
	if h > 0 {
		return msg.Digits(h) + ":" + two(m) + ":" + two(s)
	}
	return msg.Digits(m) + ":" + two(s)
}
