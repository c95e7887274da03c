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

// prepareDeal starts the search for the next deal of the FreeCell or Sea game being played,
// unless it runs or has its deal already.
func (a *Controller) prepareDeal() {
	n := &a.next
	if n.running || !a.wantsNextDeal() {
		return
	}
	if n.lastInput.IsZero() {
		n.input() // the page has just started: its first second is not idle
	}
	n.running, n.tries = true, 0
	a.nextDealStep()
}

// nextDealStep goes on with the search: it waits until the page has been idle for
// fcNextIdle with no search of the player's own, nor the status's, running, then tries a
// deal; it ends the search when the page no longer plays a FreeCell or Sea game that wants
// a deal, or after fcDealTries deals.
func (a *Controller) nextDealStep() {
	n := &a.next
	if !a.searchesLong() {
		n.running = false
		return
	}
	if !n.idle() || a.search.on || a.out.running {
		n.wait.Start(fcNextIdle/4, a.nextDealStep)
		return
	}
	if n.tries >= fcDealTries || !a.wantsNextDeal() {
		n.running = false
		return
	}
	v, sv := a.core.variant, a.solving(a.core.variant)
	deal := a.core.freshDeal()
	ctx := n.try(v, fcDealTime)
	n.poll.Start(fcNextPoll, a.watchNextDeal)
	go func() {
		sol := sv.Solve(ctx, v.New(deal))
		a.Post(NextDealTried{Game: v.ID, Deal: deal, Solved: sol.Verdict == engine.Solved,
			Stopped: ctx.Err() == context.Canceled})
	}()
}

// watchNextDeal stops the deal being tried as soon as the search may not go on
// (keepSearching).
func (a *Controller) watchNextDeal() {
	if n := &a.next; n.trying != nil && !a.keepSearching(n.trying) {
		n.stopTry()
	}
}

// nextDealTried keeps the deal tried when the solver won it, else goes on with the search.
func (a *Controller) nextDealTried(m NextDealTried) {
	n := &a.next
	if !n.tried() {
		return
	}
	if m.Solved && !m.Stopped {
		n.keep(m.Game, m.Deal)
		n.running = false
		a.showNextDeal()
		return
	}
	a.nextDealStep() // stopped (the player acted, or plays another game): look again when idle
}

// wantsNextDeal reports whether the game being played is a FreeCell or Sea game, with
// "Winnable deals only", that has no deal made ready.
func (a *Controller) wantsNextDeal() bool {
	if !a.searchesLong() || a.core.variant == nil || !a.home.setting("winnable") {
		return false
	}
	_, ready := a.next.ready(a.core.variant.ID)
	return !ready
}

// showNextDeal marks the board with the deal made ready for the game it shows, if any
// (data-next-deal, which the browser tests read).
func (a *Controller) showNextDeal() {
	board := a.core.p.Doc.ByID("board")
	if a.core.variant != nil {
		if deal, ok := a.next.ready(a.core.variant.ID); ok {
			board.SetAttr("data-next-deal", strconv.FormatUint(deal, 10))
			return
		}
	}
	board.RemoveAttr("data-next-deal")
}

// keepSearching reports whether the search for v's next deal may go on: not once the player
// acts, starts a search of their own or plays another game, nor while the status is
// searched, which answers the player.
func (a *Controller) keepSearching(v *engine.Variant) bool {
	return a.searchesLong() && a.core.variant == v && !a.search.on && a.home.setting("winnable") && a.next.idle() && !a.out.running
}
