package clock

import "time"

// Resume sets the clock, stopped, to a time already played: a game restored from the
// browser's storage goes on from where it was.
func (c *Clock) Resume(played time.Duration) {
	if played < 0 {
		played = 0
	}
	*c = Clock{total: played}
}
