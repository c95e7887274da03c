package control

import (
	"context"
	"time"

	"mahjong/engine"
	"mahjong/wasm/page"
)

// The search for the next deal looks for one only after fcNextIdle without input, and stops
// within fcNextPoll once the player acts.
const (
	fcNextIdle = time.Second
	fcNextPoll = 20 * time.Millisecond
)

// nextDeals holds the FreeCell and Sea games' next deals made ready (freecell_next.go), by
// variant, and the search for them. The search tries one deal at a time.
type nextDeals struct {
	now  func() time.Time
	wait page.Timer // the next look at whether the page is idle
	poll Ticker     // while a deal is tried: whether the try may go on

	deals     map[string]uint64 // variant id → a deal the solver won
	running   bool
	tries     int
	lastInput time.Time
	trying    *engine.Variant    // the variant a deal is tried for; nil between tries
	cancel    context.CancelFunc // stops the try
}

func newNextDeals(now func() time.Time, wait page.Timer, poll Ticker) nextDeals {
	return nextDeals{now: now, wait: wait, poll: poll}
}

// input notes the player's input: the search waits for the page to be idle.
func (n *nextDeals) input() { n.lastInput = n.now() }

func (n *nextDeals) idle() bool { return n.now().Sub(n.lastInput) >= fcNextIdle }

// take returns the deal made ready for v, once, when want.
func (n *nextDeals) take(v *engine.Variant, want bool) (uint64, bool) {
	deal, ok := n.deals[v.ID]
	if !want || !ok {
		return 0, false
	}
	delete(n.deals, v.ID)
	return deal, true
}

// ready returns the deal made ready for variant id, if any.
func (n *nextDeals) ready(id string) (uint64, bool) {
	deal, ok := n.deals[id]
	return deal, ok
}

// keep makes deal the one ready for variant id.
func (n *nextDeals) keep(id string, deal uint64) {
	if n.deals == nil {
		n.deals = map[string]uint64{}
	}
	n.deals[id] = deal
}

// try starts a try for v, bounded by d, and returns its context.
func (n *nextDeals) try(v *engine.Variant, d time.Duration) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	n.tries++
	n.trying, n.cancel = v, cancel
	return ctx
}

// stopTry stops the try in progress, if any (its answer still comes: see tried).
func (n *nextDeals) stopTry() {
	n.poll.Stop()
	if n.trying != nil {
		n.cancel()
	}
}

// tried ends the try in progress; false when there was none.
func (n *nextDeals) tried() bool {
	if n.trying == nil {
		return false
	}
	n.stopTry()
	n.trying, n.cancel = nil, nil
	return true
}
