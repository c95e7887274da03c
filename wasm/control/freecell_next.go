//go:build js && wasm

package control

import (
	"context"
	"strconv"
	"time"

	"mahjong/engine"
)

// With "Winnable deals only", New game deals only a deal the solver wins, and most deals are
// won in a few tens of milliseconds, but some take a second or more. So while a FreeCell or
// Sea game is played, the next deal is looked for ahead, when the page is idle: New game
// then deals it at once. The search runs in the solvers' worker (remote) only after
// fcNextIdle without input, and stops as soon as the player acts again: the worker answers
// one search at a time, and the player's own (the status, a hint) come first.
const (
	fcNextIdle = time.Second
	fcNextPoll = 20 * time.Millisecond // how soon the search stops once the player acts
)

// fcNext holds the deals made ready, by variant, and the search for them.
type fcNext struct {
	deals     map[string]uint64 // variant id → a deal the solver won
	running   bool
	lastInput time.Time
}

// input notes the player's input: the search waits for the page to be idle.
func (n *fcNext) input() { n.lastInput = time.Now() }

func (n *fcNext) idle() bool { return time.Since(n.lastInput) >= fcNextIdle }

// take returns the deal made ready for v, once, when want.
func (n *fcNext) take(v *engine.Variant, want bool) (uint64, bool) {
	deal, ok := n.deals[v.ID]
	if !want || !ok {
		return 0, false
	}
	delete(n.deals, v.ID)
	return deal, true
}

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
	n.running = true
	go func() {
		defer a.post(func() { n.running = false })
		for tries := 0; tries < fcDealTries; tries++ {
			if !a.waitIdle() {
				return
			}
			var v, sv *engine.Variant
			if !a.ask(func() bool {
				if !a.wantsNextDeal() {
					return false
				}
				v, sv = a.variant, a.solving(a.variant)
				return true
			}) {
				return
			}
			deal := freshDeal()
			ctx, cancel := context.WithTimeout(context.Background(), fcDealTime)
			done := make(chan struct{})
			go a.watchSearch(v, done, cancel)
			sol := sv.Solve(ctx, v.New(deal))
			close(done)
			moved := ctx.Err() == context.Canceled
			cancel()
			if moved {
				continue // the player acted, or plays another game: look again when idle
			}
			if sol.Verdict == engine.Solved {
				a.post(func() {
					if n.deals == nil {
						n.deals = map[string]uint64{}
					}
					n.deals[v.ID] = deal
					a.showNextDeal()
				})
				return
			}
		}
	}()
}

// wantsNextDeal reports whether the game being played is a FreeCell or Sea game, with
// "Winnable deals only", that has no deal made ready.
func (a *Controller) wantsNextDeal() bool {
	if _, ok := a.r.(searcher); !ok || a.variant == nil || !a.homeSetting("winnable") {
		return false
	}
	_, ready := a.next.deals[a.variant.ID]
	return !ready
}

// showNextDeal marks the board with the deal made ready for the game it shows, if any
// (data-next-deal, which the browser tests read).
func (a *Controller) showNextDeal() {
	if a.variant != nil {
		if deal, ok := a.next.deals[a.variant.ID]; ok {
			a.board.SetAttribute("data-next-deal", strconv.FormatUint(deal, 10))
			return
		}
	}
	a.board.Underlying().Call("removeAttribute", "data-next-deal")
}

// waitIdle waits until the page has been idle for fcNextIdle with no search of the player's
// own, nor the status's, running; false when the page no longer plays a FreeCell or Sea game.
// Called from a goroutine: it reads the page's state through main's loop (ask), as do
// watchSearch and prepareDeal's search.
func (a *Controller) waitIdle() bool {
	for {
		var idle bool
		playing := a.ask(func() bool {
			_, ok := a.r.(searcher)
			idle = a.next.idle() && !a.search.on && !a.out.running
			return ok
		})
		if !playing || idle {
			return playing
		}
		time.Sleep(fcNextIdle / 4)
	}
}

// watchSearch cancels the search for v's next deal, until done, as soon as it may not go
// on (keepSearching).
func (a *Controller) watchSearch(v *engine.Variant, done <-chan struct{}, cancel context.CancelFunc) {
	t := time.NewTicker(fcNextPoll)
	defer t.Stop()
	for {
		select {
		case <-done:
			return
		case <-t.C:
			if !a.ask(func() bool { return a.keepSearching(v) }) {
				cancel()
				return
			}
		}
	}
}

// keepSearching reports whether the search for v's next deal may go on: not once the player
// acts, starts a search of their own or plays another game, nor while the status is
// searched, which answers the player.
func (a *Controller) keepSearching(v *engine.Variant) bool {
	_, ok := a.r.(searcher)
	return ok && a.variant == v && !a.search.on && a.homeSetting("winnable") && a.next.idle() && !a.out.running
}
