//go:build js && wasm

package control

import (
	"context"
	"mahjong/wasm/msg"
	"syscall/js"
	"time"

	"mahjong/engine"
	freecellview "mahjong/wasm/freecell"
	"mahjong/wasm/page"
)

// searcher is a renderer whose games search long (the FreeCell and Sea games): the app runs
// their Hint as a cancellable search, and with "Winnable deals only" their New game as a
// search for a deal the solver wins. The searches are the app's (a.search); the renderer
// only says what a hint's move shows.
type searcher interface {
	// hintShown returns the places to highlight for m, the move the search proposes from
	// p with verdict, and the notice that explains it.
	hintShown(p engine.Position, m engine.Move, verdict engine.Verdict) ([]engine.Place, string)
}

// The long searches (a hint, a winnable deal) run in the solvers' worker (remote), waited for
// in a goroutine that reports through post: the page goes on handling clicks, paints
// "Searching…", and Escape or the Cancel button stops the search.
const (
	fcHintTime  = 6 * time.Second         // the hint's search from the current position
	fcBackTime  = 6 * time.Second         // looking back through the history for a winnable position
	fcDealTime  = 1500 * time.Millisecond // one candidate deal
	fcDealTries = 40
)

// longSearch is the search in progress, if any.
type longSearch struct {
	on     bool
	kind   string // "hint" or "deal"
	cancel context.CancelFunc
	hint   func() // restores the Hint button
}

// begin starts a search of kind, turning the Hint button into Cancel.
func (s *longSearch) begin(a *Controller, kind string) context.Context {
	s.stop()
	ctx, cancel := context.WithCancel(context.Background())
	s.on, s.kind, s.cancel = true, kind, cancel
	btn := a.el.hint
	btn.Set("textContent", msg.T("Cancel"))
	btn.Call("setAttribute", "aria-label", "Cancel the search")
	a.line.Enable(a.st.hint, "hint", true) // through the app's record, so that the render after can disable it
	s.hint = func() {
		btn.Set("textContent", msg.T("Hint"))
		btn.Call("removeAttribute", "aria-label")
		a.render()
	}
	return ctx
}

// stop cancels the search in progress; its goroutine notices at its next poll.
func (s *longSearch) stop() {
	if !s.on {
		return
	}
	s.on = false
	s.cancel()
	s.hint()
}

// searchKey: Escape stops a search.
func (a *Controller) searchKey(ev js.Value) {
	if !a.search.on || ev.Get("key").String() != "Escape" {
		return
	}
	ev.Call("preventDefault")
	a.search.stop()
	a.show(msg.T("Search cancelled."), false)
}

// stopSearch stops the search in progress, if any (ctl).
func (a *Controller) stopSearch() { a.search.stop() }

// searchAction runs Hint and New game (with "Winnable deals only") of a searcher's games;
// any other action first stops a search in progress. It reports whether it handled
// action. Leave and Picked come from the picker (see the report).
func (a *Controller) searchAction(action page.Action) bool {
	s, ok := a.r.(searcher)
	if !ok {
		return false
	}
	searching := a.search.on
	a.search.stop()
	switch action {
	case page.Hint:
		if !searching {
			a.startSearchHint(s)
		}
		return true
	case page.New, page.Picked:
		if !a.homeSetting("winnable") {
			break
		}
		if deal, ok := a.next.take(a.variant, action == page.New); ok {
			a.newGame(a.variant, deal)
			return true
		}
		a.startDeal(a.variant)
		return true
	}
	return false
}

func (s *longSearch) stopHint() {
	if s.on && s.kind == "hint" {
		s.stop()
	}
}

// finish ends the search begun with ctx, unless it was stopped (or replaced) meanwhile;
// it reports whether the search was still the current one.
func (s *longSearch) finish(ctx context.Context) bool {
	if ctx.Err() != nil || !s.on {
		return false
	}
	s.on = false
	s.cancel()
	s.hint()
	return true
}

// startSearchHint searches for a hint from the position played, off the event callback,
// and, when the position has no winning line, looks back through the history for one.
func (a *Controller) startSearchHint(s searcher) {
	p, v := a.game.Position(), a.solving(a.variant)
	if p.Status() != engine.Playing {
		return
	}
	history := make([]engine.Position, len(a.game.Played()))
	for i := range history {
		history[i] = a.game.PositionAt(i)
	}
	gen := a.gen
	a.out.helped = true
	ctx := a.search.begin(a, "hint")
	a.show(msg.T(freecellview.HintSearching), true)
	go func() {
		sctx, cancel := context.WithTimeout(ctx, fcHintTime)
		m, verdict := v.Hint(sctx, p)
		cancel()
		notice := ""
		var marks []engine.Place
		switch {
		case ctx.Err() != nil:
		case verdict == engine.Unsolvable:
			back, searched := a.lookBack(ctx, v, history)
			notice = freecellview.NoLineNotice(back, searched)
		case m == (engine.Move{}):
			notice = msg.T(freecellview.HintWon)
		default:
			marks, notice = s.hintShown(p, m, verdict)
		}
		if ctx.Err() != nil { // stopped, during the hint's search or the look back
			a.post(func() { a.show(msg.T(freecellview.HintCancelled), false) })
			return
		}
		a.post(func() {
			if !a.search.finish(ctx) {
				return
			}
			if gen != a.gen {
				a.show(msg.T("The position changed during the search: ask for a hint again."), false)
				return
			}
			a.marks.Hint = marks
			a.render()
			a.show(notice, true)
		})
	}()
}

// lookBack searches the positions of the history from the latest backwards for one with a
// winning line, and returns how many moves back it is (0 for none) and whether every
// position was answered (false when time ran out first).
func (a *Controller) lookBack(ctx context.Context, v *engine.Variant, history []engine.Position) (int, bool) {
	sctx, cancel := context.WithTimeout(ctx, fcBackTime)
	defer cancel()
	for k := 1; k <= len(history); k++ {
		q := history[len(history)-k]
		a.post(func() {
			a.show(msg.T(freecellview.HintNoLine)+" "+msg.T("Looking back through your moves… ({back})", "back", freecellview.MovesBack(k)), true)
		})
		switch v.Solve(sctx, q).Verdict {
		case engine.Solved:
			return k, true
		case engine.Unknown:
			return 0, false
		}
	}
	return 0, true
}

// startDeal looks for a deal of v the solver wins, trying fresh deal numbers, and deals
// the first one it finds; after fcDealTries it deals the last one tried and says so.
func (a *Controller) startDeal(v *engine.Variant) {
	r, sv := a.r, a.solving(v)
	ctx := a.search.begin(a, "deal")
	a.show(freecellview.DealProgress(0), true)
	go func() {
		var deal uint64
		won := false
		for tried := 0; tried < fcDealTries && !won; tried++ {
			deal = freshDeal()
			if tried > 0 {
				a.post(func() { a.show(freecellview.DealProgress(tried), true) })
			}
			sctx, cancel := context.WithTimeout(ctx, fcDealTime)
			won = sv.Solve(sctx, v.New(deal)).Verdict == engine.Solved
			cancel()
			if ctx.Err() != nil {
				a.post(func() { a.show(msg.T(freecellview.DealCancelled), false) })
				return
			}
		}
		a.post(func() {
			if !a.search.finish(ctx) || a.r != r || a.variant != v {
				return
			}
			if won {
				a.hide()
			}
			a.newGame(v, deal)
			if !won {
				a.show(freecellview.DealGiveUp(fcDealTries), false)
			}
		})
	}()
}
