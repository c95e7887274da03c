package control

import (
	"context"
	"time"

	"mahjong/engine"
	freecellview "mahjong/wasm/freecell"
	"mahjong/wasm/msg"
	"mahjong/wasm/page"
)

// The searches (a hint, a winnable deal, the status, the next deal) run in the solvers'
// worker (remote), waited for in goroutines that report back through Update with messages
// (HintFound, SearchProgress, DealFound, OutlookFound, NextDealTried): the page goes on
// handling clicks and painting, and the answer of a search stopped, or of a position left,
// is dropped when it comes.

// hintTime bounds the hint's search, which runs in the solvers' worker (remote), counted from
// when the worker starts it.
const hintTime = 1200 * time.Millisecond

// The long searches: Escape or the Cancel button stops them.
const (
	fcHintTime  = 6 * time.Second         // the hint's search from the current position
	fcBackTime  = 6 * time.Second         // looking back through the history for a winnable position
	fcDealTime  = 1500 * time.Millisecond // one candidate deal
	fcDealTries = 40
)

// mountSearches looks up the elements of the searches: the Hint button, the status.
func (a *Controller) mountSearches() {
	a.search.button = a.p.Doc.ByID("hint")
	a.out.mount(a.p.Doc)
}

// startHint searches for a hint off the event callback, for the games whose search is
// short (not searchesLong); the answer is shown unless the position changed meanwhile
// (hintFound).
func (a *Controller) startHint() {
	p := a.game.Position()
	if a.searchesLong() || a.hinting || p.Status() != engine.Playing {
		return
	}
	a.hinting = true
	a.out.helped = true
	a.line.Enable(a.st.hint, "hint", false)
	gen, v := a.gen, a.solving(a.variant)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), hintTime)
		m, verdict := v.Hint(ctx, p)
		cancel()
		a.Post(HintFound{Gen: gen, Pos: p, Move: m, Verdict: verdict})
	}()
}

// hintFound shows a hint's answer, unless the position changed (or the search was stopped)
// meanwhile.
func (a *Controller) hintFound(m HintFound) {
	if m.Search != 0 {
		a.searchHintFound(m)
		return
	}
	a.hinting = false
	if m.Gen != a.gen { // a new game is a new position: gen tells a new family's view too
		a.render()
		return
	}
	marks, notice := a.view.Hinted(m.Pos, m.Move, m.Verdict)
	a.marks.Hint = marks
	a.render()
	if notice != "" {
		a.show(notice, false)
	}
}

// beginSearch starts a long search of kind, in place of any other.
func (a *Controller) beginSearch(kind searchKind) (context.Context, int) {
	ctx, n := a.search.begin(kind)
	a.line.Enable(a.st.hint, "hint", true) // through the line's record, so that the render after can disable it
	return ctx, n
}

// stopSearch stops the long search in progress, if any, and draws the controls again.
func (a *Controller) stopSearch() {
	if a.search.end() {
		a.render()
	}
}

// stopHintSearch stops a long hint's search: the player plays on, and its answer would be
// for another position.
func (a *Controller) stopHintSearch() {
	if a.search.on && a.search.kind == hintSearch {
		a.stopSearch()
	}
}

// cancelSearch stops the search in progress at the player's word, and says so.
func (a *Controller) cancelSearch() {
	if a.search.on {
		a.stopSearch()
		a.show(a.search.cancelled(), false)
	}
}

// searchKey: Escape stops a search; it reports whether it took the key.
func (a *Controller) searchKey(key string) bool {
	if !a.search.on || key != "Escape" {
		return false
	}
	a.cancelSearch()
	return true
}

// searchAction runs Hint and New game (with "Winnable deals only") of the games that search
// long (searchesLong);
// any other action first stops a search in progress, and Hint during a search (the Cancel
// button) stops it. It reports whether it handled action. Leave and Picked come from the
// picker (see the report).
func (a *Controller) searchAction(action page.Action) bool {
	if !a.searchesLong() {
		return false
	}
	if action == page.Hint && a.search.on {
		a.cancelSearch()
		return true
	}
	a.stopSearch()
	switch action {
	case page.Hint:
		a.startSearchHint()
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

// startSearchHint searches for a hint from the position played, off the event callback,
// and, when the position has no winning line, looks back through the history for one.
func (a *Controller) startSearchHint() {
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
	a.day.play.Hinted = true // as act does for the short hints: this Hint never reaches it
	ctx, n := a.beginSearch(hintSearch)
	a.show(msg.T(freecellview.HintSearching), true)
	go func() {
		sctx, cancel := context.WithTimeout(ctx, fcHintTime)
		m, verdict := v.Hint(sctx, p)
		cancel()
		found := HintFound{Search: n, Gen: gen, Pos: p, Move: m, Verdict: verdict}
		if verdict == engine.Unsolvable && ctx.Err() == nil {
			found.Back, found.Searched = a.lookBack(ctx, n, v, history)
		}
		if ctx.Err() == nil { // else stopped: the stop said so
			a.Post(found)
		}
	}()
}

// lookBack searches the positions of the history from the latest backwards for one with a
// winning line, and returns how many moves back it is (0 for none) and whether every
// position was answered (false when time ran out first). Called in the search's goroutine.
func (a *Controller) lookBack(ctx context.Context, search int, v *engine.Variant, history []engine.Position) (int, bool) {
	sctx, cancel := context.WithTimeout(ctx, fcBackTime)
	defer cancel()
	for k := 1; k <= len(history); k++ {
		a.Post(SearchProgress{Search: search, Step: k})
		switch v.Solve(sctx, history[len(history)-k]).Verdict {
		case engine.Solved:
			return k, true
		case engine.Unknown:
			return 0, false
		}
	}
	return 0, true
}

// searchHintFound shows a long hint's answer, if its search is still the one in progress.
func (a *Controller) searchHintFound(m HintFound) {
	if !a.search.current(m.Search) {
		return
	}
	a.stopSearch()
	if m.Gen != a.gen {
		a.show(msg.T("The position changed during the search: ask for a hint again."), false)
		return
	}
	var marks []engine.Place
	notice := ""
	switch {
	case m.Verdict == engine.Unsolvable:
		notice = freecellview.NoLineNotice(m.Back, m.Searched)
	case m.Move == (engine.Move{}):
		notice = msg.T(freecellview.HintWon)
	default:
		marks, notice = a.view.Hinted(m.Pos, m.Move, m.Verdict)
	}
	a.marks.Hint = marks
	a.render()
	a.show(notice, true)
}

// searchProgress shows how far the long search in progress has gone.
func (a *Controller) searchProgress(m SearchProgress) {
	if a.search.current(m.Search) {
		a.show(a.search.progress(m.Step), true)
	}
}

// startDeal looks for a deal of v the solver wins, trying fresh deal numbers, and deals
// the first one it finds; after fcDealTries it deals the last one tried and says so
// (dealFound).
func (a *Controller) startDeal(v *engine.Variant) {
	sv := a.solving(v)
	deals := make([]uint64, fcDealTries) // drawn here: the goroutine asks no port
	for i := range deals {
		deals[i] = a.freshDeal()
	}
	ctx, n := a.beginSearch(dealSearch)
	a.show(freecellview.DealProgress(0), true)
	go func() {
		found := DealFound{Search: n, Game: v.ID}
		for tried, deal := range deals {
			if tried > 0 {
				a.Post(SearchProgress{Search: n, Step: tried})
			}
			sctx, cancel := context.WithTimeout(ctx, fcDealTime)
			found.Deal, found.Won = deal, sv.Solve(sctx, v.New(deal)).Verdict == engine.Solved
			cancel()
			if ctx.Err() != nil {
				return // stopped: the stop said so
			}
			if found.Won {
				break
			}
		}
		a.Post(found)
	}()
}

// dealFound deals the deal a winnable deal's search found, if the search is still the one
// in progress, for the game still played.
func (a *Controller) dealFound(m DealFound) {
	if !a.search.current(m.Search) {
		return
	}
	a.stopSearch()
	if a.variant == nil || a.variant.ID != m.Game {
		return
	}
	if m.Won {
		a.hide()
	}
	a.newGame(a.variant, m.Deal)
	if !m.Won {
		a.show(freecellview.DealGiveUp(fcDealTries), false)
	}
}

// searchesLong reports whether the game shown searches long (searchesLong).
func (a *Controller) searchesLong() bool { return a.view != nil && searchesLong(a.family) }
