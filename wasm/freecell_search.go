//go:build js && wasm

package main

import (
	"context"
	"syscall/js"
	"time"

	"mahjong/engine"
	"mahjong/engine/freecell"
	"mahjong/wasm/view"
)

// The searches of the FreeCell and Sea games (a hint, a winnable deal) run in a goroutine.
// WebAssembly gives Go one thread and no preemption, so the solver's context pauses for a
// millisecond every fcSlice of wall time (view.Sliced): the browser then handles clicks,
// paints "Searching…", and Escape or the Cancel button can stop the search.
const (
	fcSlice     = 30 * time.Millisecond
	fcHintTime  = 6 * time.Second         // the hint's search from the current position
	fcBackTime  = 6 * time.Second         // looking back through the history for a winnable position
	fcDealTime  = 1500 * time.Millisecond // one candidate deal
	fcDealTries = 40
)

func fcPause() { time.Sleep(time.Millisecond) }

// fcSearch is the search in progress, if any.
type fcSearch struct {
	on     bool
	kind   string // "hint" or "deal"
	cancel context.CancelFunc
	hint   func() // restores the Hint button
}

// begin starts a search of kind, turning the Hint button into Cancel.
func (s *fcSearch) begin(a *app, kind string) context.Context {
	s.stop()
	ctx, cancel := context.WithCancel(context.Background())
	s.on, s.kind, s.cancel = true, kind, cancel
	btn := a.el.hint
	btn.Set("textContent", "Cancel")
	btn.Call("setAttribute", "aria-label", "Cancel the search")
	a.enable(btn, "hint", true) // through the app's record, so that the render after can disable it
	s.hint = func() {
		btn.Set("textContent", "Hint")
		btn.Call("removeAttribute", "aria-label")
		a.render()
	}
	return ctx
}

// stop cancels the search in progress; its goroutine notices at its next poll.
func (s *fcSearch) stop() {
	if !s.on {
		return
	}
	s.on = false
	s.cancel()
	s.hint()
}

// takeKey: Escape stops a search.
func (b *fcBoard) takeKey(ev js.Value) {
	if !b.search.on || ev.Get("key").String() != "Escape" {
		return
	}
	ev.Call("preventDefault")
	b.search.stop()
	b.a.show("Search cancelled.", false)
}

func (s *fcSearch) stopHint() {
	if s.on && s.kind == "hint" {
		s.stop()
	}
}

// finish ends the search begun with ctx, unless it was stopped (or replaced) meanwhile;
// it reports whether the search was still the current one.
func (s *fcSearch) finish(ctx context.Context) bool {
	if ctx.Err() != nil || !s.on {
		return false
	}
	s.on = false
	s.cancel()
	s.hint()
	return true
}

func (b *fcBoard) startHint() {
	a := b.a
	p, ok := a.game.Position().(*freecell.Position)
	if !ok || p.Status() != engine.Playing {
		return
	}
	n := len(a.game.Played())
	history := make([]*freecell.Position, n)
	for i := range history {
		history[i], _ = a.game.PositionAt(i).(*freecell.Position)
	}
	gen := a.gen
	ctx := b.search.begin(a, "hint")
	a.show(view.FCHintSearching, true)
	go func() {
		sctx, cancel := view.Sliced(ctx, fcHintTime, fcSlice, time.Now, fcPause)
		m, verdict := freecell.Hint(sctx, p)
		cancel()
		notice := ""
		var marks []engine.Place
		switch {
		case ctx.Err() != nil:
			a.show(view.FCHintCancelled, false)
			return
		case verdict == engine.Unsolvable:
			back, searched := b.lookBack(ctx, history)
			if ctx.Err() != nil {
				a.show(view.FCHintCancelled, false)
				return
			}
			notice = view.FCNoLineNotice(back, searched)
		case m == (engine.Move{}):
			notice = view.FCHintWon
		default:
			marks = []engine.Place{view.FCSourceMark(p, m), view.FCMarkOf(p, m.To)}
			notice = view.FCHintNotice(p, m, verdict)
		}
		if !b.search.finish(ctx) {
			return
		}
		if gen != a.gen {
			a.show("The position changed during the search: ask for a hint again.", false)
			return
		}
		a.marks.Hint = marks
		a.render()
		a.show(notice, true)
	}()
}

// lookBack searches the positions of the history from the latest backwards for one with a
// winning line, and returns how many moves back it is (0 for none) and whether every
// position was answered (false when time ran out first).
func (b *fcBoard) lookBack(ctx context.Context, history []*freecell.Position) (int, bool) {
	sctx, cancel := view.Sliced(ctx, fcBackTime, fcSlice, time.Now, fcPause)
	defer cancel()
	for k := 1; k <= len(history); k++ {
		q := history[len(history)-k]
		if q == nil {
			return 0, false
		}
		b.a.show(view.FCHintNoLine+" Looking back through your moves… ("+view.FCMovesBack(k)+")", true)
		switch freecell.Solve(sctx, q).Verdict {
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
func (b *fcBoard) startDeal(v *engine.Variant) {
	a := b.a
	ctx := b.search.begin(a, "deal")
	a.show(view.FCDealProgress(0), true)
	go func() {
		var deal uint64
		for tried := 0; tried < fcDealTries; tried++ {
			deal = freshDeal()
			if tried > 0 {
				a.show(view.FCDealProgress(tried), true)
			}
			p := v.New(deal)
			sctx, cancel := view.Sliced(ctx, fcDealTime, fcSlice, time.Now, fcPause)
			sol := v.Solve(sctx, p)
			cancel()
			if ctx.Err() != nil {
				a.show(view.FCDealCancelled, false)
				return
			}
			if sol.Verdict == engine.Solved {
				if b.search.finish(ctx) && a.r == b && a.variant == v {
					a.hide()
					a.newGame(v, deal)
				}
				return
			}
		}
		if b.search.finish(ctx) && a.r == b && a.variant == v {
			a.newGame(v, deal)
			a.show(view.FCDealGiveUp(fcDealTries), false)
		}
	}()
}
