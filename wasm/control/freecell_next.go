package control

import (
	"context"
	"strconv"

	"mahjong/engine"
)

// With "Winnable deals only", New game deals only a deal the solver wins, and most deals are
// won in a few tens of milliseconds, but some take a second or more. So while a FreeCell or
// Sea game is played, the next deal is looked for ahead, when the page is idle: New game
// then deals it at once. The search runs in the solvers' worker (remote) only after
// fcNextIdle without input, and stops as soon as the player acts again: the worker answers
// one search at a time, and the player's own (the status, a hint) come first.
//
// The search is steps on the page's thread (nextDealStep), timed by the Timers port: a look
// at whether the page is idle every fcNextIdle/4 until it is, then one deal tried in the
// worker, watched every fcNextPoll, whose answer comes back as a NextDealTried message.

// nextWatch is what the search for the next deal reads of the page: the game played, the
// setting, the layouts (for the solvers), and whether a search of the player's own or the
// status's runs. The Controller makes it once; the search's timers hand it on.
type nextWatch struct {
	c   *core
	h   *home
	lay *layoutState
	s   *longSearch
	out *outlook
}

// prepare starts the search for the next deal of the FreeCell or Sea game being played,
// unless it runs or has its deal already.
func (n *nextDeals) prepare(d *nextWatch) {
	if n.running || !n.wants(d.c, d.h) {
		return
	}
	if n.lastInput.IsZero() {
		n.input() // the page has just started: its first second is not idle
	}
	n.running, n.tries = true, 0
	n.step(d)
}

// step goes on with the search: it waits until the page has been idle for fcNextIdle with
// no search of the player's own, nor the status's, running, then tries a deal; it ends the
// search when the page no longer plays a FreeCell or Sea game that wants a deal, or after
// fcDealTries deals.
func (n *nextDeals) step(d *nextWatch) {
	c := d.c
	if !d.s.long(c) {
		n.running = false
		return
	}
	if !n.idle() || d.s.on || d.out.running {
		n.wait.Start(fcNextIdle/4, func() { n.step(d) })
		return
	}
	if n.tries >= fcDealTries || !n.wants(c, d.h) {
		n.running = false
		return
	}
	v, sv := c.variant, c.solving(c.variant, d.lay)
	deal := c.freshDeal()
	ctx := n.try(v, fcDealTime)
	n.poll.Start(fcNextPoll, func() {
		// The deal tried stops as soon as the search may not go on (keepSearching).
		if n.trying != nil && !n.keepSearching(d, n.trying) {
			n.stopTry()
		}
	})
	go func() {
		sol := sv.Solve(ctx, v.New(deal))
		c.post(NextDealTried{Game: v.ID, Deal: deal, Solved: sol.Verdict == engine.Solved,
			Stopped: ctx.Err() == context.Canceled})
	}()
}

// answered keeps the deal tried when the solver won it, else goes on with the search.
func (n *nextDeals) answered(d *nextWatch, m NextDealTried) {
	if !n.tried() {
		return
	}
	if m.Solved && !m.Stopped {
		n.keep(m.Game, m.Deal)
		n.running = false
		n.show(d.c)
		return
	}
	n.step(d) // stopped (the player acted, or plays another game): look again when idle
}

// wants reports whether the game being played is a FreeCell or Sea game, with "Winnable
// deals only", that has no deal made ready.
func (n *nextDeals) wants(c *core, h *home) bool {
	if c.view == nil || !searchesLong(c.family) || c.variant == nil || !h.setting("winnable") {
		return false
	}
	_, ready := n.ready(c.variant.ID)
	return !ready
}

// show marks the board with the deal made ready for the game it shows, if any
// (data-next-deal, which the browser tests read).
func (n *nextDeals) show(c *core) {
	if c.variant != nil {
		if deal, ok := n.ready(c.variant.ID); ok {
			c.e.board.SetAttr("data-next-deal", strconv.FormatUint(deal, 10))
			return
		}
	}
	c.e.board.RemoveAttr("data-next-deal")
}

// keepSearching reports whether the search for v's next deal may go on: not once the player
// acts, starts a search of their own or plays another game, nor while the status is
// searched, which answers the player.
func (n *nextDeals) keepSearching(d *nextWatch, v *engine.Variant) bool {
	return d.s.long(d.c) && d.c.variant == v && !d.s.on && d.h.setting("winnable") && n.idle() && !d.out.running
}
