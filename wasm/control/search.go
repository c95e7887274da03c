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

// mount looks up the Hint button.
func (s *longSearch) mount(c *core) {
	s.button = c.p.Doc.ByID("hint")
}

// startHint searches for a hint off the event callback, for the games whose search is
// short (not searchesLong); the answer is shown unless the position changed meanwhile
// (hintFound).
func (s *longSearch) startHint(c *core, lay *layoutState, out *outlook) {
	p := c.game.Position()
	if s.long(c) || c.hinting || p.Status() != engine.Playing {
		return
	}
	c.hinting = true
	out.helped = true
	c.line.Enable(c.st.hint, "hint", false)
	gen, v := c.gen, c.solving(c.variant, lay)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), hintTime)
		m, verdict := v.Hint(ctx, p)
		cancel()
		c.post(HintFound{Gen: gen, Pos: p, Move: m, Verdict: verdict})
	}()
}

// hintFound shows a hint's answer, unless the position changed (or the search was stopped)
// meanwhile.
func (s *longSearch) hintFound(c *core, pg shell, m HintFound) {
	if m.Search != 0 {
		s.searchHintFound(c, pg, m)
		return
	}
	c.hinting = false
	if m.Gen != c.gen { // a new game is a new position: gen tells a new family's view too
		pg.render()
		return
	}
	marks, notice := c.view.Hinted(m.Pos, m.Move, m.Verdict)
	c.marks.Hint = marks
	pg.render()
	if notice != "" {
		c.show(notice, false)
	}
}

// beginSearch starts a long search of kind, in place of any other.
func (s *longSearch) beginSearch(c *core, kind searchKind) (context.Context, int) {
	ctx, n := s.begin(kind)
	c.line.Enable(c.st.hint, "hint", true) // through the line's record, so that the render after can disable it
	return ctx, n
}

// stopSearch stops the long search in progress, if any, and draws the controls again.
func (s *longSearch) stopSearch(c *core, pg shell) {
	if s.end() {
		pg.render()
	}
}

// stopHintSearch stops a long hint's search: the player plays on, and its answer would be
// for another position.
func (s *longSearch) stopHintSearch(c *core, pg shell) {
	if s.on && s.kind == hintSearch {
		s.stopSearch(c, pg)
	}
}

// cancelSearch stops the search in progress at the player's word, and says so.
func (s *longSearch) cancelSearch(c *core, pg shell) {
	if s.on {
		s.stopSearch(c, pg)
		c.show(s.cancelled(), false)
	}
}

// searchKey: Escape stops a search; it reports whether it took the key.
func (s *longSearch) searchKey(c *core, pg shell, key string) bool {
	if !s.on || key != "Escape" {
		return false
	}
	s.cancelSearch(c, pg)
	return true
}

// searchAction runs Hint and New game (with "Winnable deals only") of the games that search
// long (searchesLong); any other action first stops a search in progress, and Hint during a
// search (the Cancel button) stops it. It reports whether it handled action. Leave and
// Picked come from the picker (see the report).
func (a *Controller) searchAction(action page.Action) bool {
	c, s := &a.core, &a.search
	if !s.long(c) {
		return false
	}
	if action == page.Hint && s.on {
		s.cancelSearch(c, a)
		return true
	}
	s.stopSearch(c, a)
	switch action {
	case page.Hint:
		s.startSearchHint(c, &a.lay, &a.out, &a.day)
		return true
	case page.New, page.Picked:
		if !a.home.setting("winnable") {
			break
		}
		if deal, ok := a.next.take(c.variant, action == page.New); ok {
			a.newGame(c.variant, deal)
			return true
		}
		s.startDeal(c, &a.lay, c.variant)
		return true
	}
	return false
}

// startSearchHint searches for a hint from the position played, off the event callback,
// and, when the position has no winning line, looks back through the history for one.
func (s *longSearch) startSearchHint(c *core, lay *layoutState, out *outlook, day *dailyState) {
	p, v := c.game.Position(), c.solving(c.variant, lay)
	if p.Status() != engine.Playing {
		return
	}
	history := make([]engine.Position, len(c.game.Played()))
	for i := range history {
		history[i] = c.game.PositionAt(i)
	}
	gen := c.gen
	out.helped = true
	day.play.Hinted = true // as act does for the short hints: this Hint never reaches it
	ctx, n := s.beginSearch(c, hintSearch)
	c.show(msg.T(freecellview.HintSearching), true)
	go func() {
		sctx, cancel := context.WithTimeout(ctx, fcHintTime)
		m, verdict := v.Hint(sctx, p)
		cancel()
		found := HintFound{Search: n, Gen: gen, Pos: p, Move: m, Verdict: verdict}
		if verdict == engine.Unsolvable && ctx.Err() == nil {
			found.Back, found.Searched = s.lookBack(c, ctx, n, v, history)
		}
		if ctx.Err() == nil { // else stopped: the stop said so
			c.post(found)
		}
	}()
}

// lookBack searches the positions of the history from the latest backwards for one with a
// winning line, and returns how many moves back it is (0 for none) and whether every
// position was answered (false when time ran out first). Called in the search's goroutine.
func (s *longSearch) lookBack(c *core, ctx context.Context, search int, v *engine.Variant, history []engine.Position) (int, bool) {
	sctx, cancel := context.WithTimeout(ctx, fcBackTime)
	defer cancel()
	for k := 1; k <= len(history); k++ {
		c.post(SearchProgress{Search: search, Step: k})
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
func (s *longSearch) searchHintFound(c *core, pg shell, m HintFound) {
	if !s.current(m.Search) {
		return
	}
	s.stopSearch(c, pg)
	if m.Gen != c.gen {
		c.show(msg.T("The position changed during the search: ask for a hint again."), false)
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
		marks, notice = c.view.Hinted(m.Pos, m.Move, m.Verdict)
	}
	c.marks.Hint = marks
	pg.render()
	c.show(notice, true)
}

// searchProgress shows how far the long search in progress has gone.
func (s *longSearch) searchProgress(c *core, m SearchProgress) {
	if s.current(m.Search) {
		c.show(s.progress(m.Step), true)
	}
}

// startDeal looks for a deal of v the solver wins, trying fresh deal numbers, and deals
// the first one it finds; after fcDealTries it deals the last one tried and says so
// (dealFound).
func (s *longSearch) startDeal(c *core, lay *layoutState, v *engine.Variant) {
	sv := c.solving(v, lay)
	deals := make([]uint64, fcDealTries) // drawn here: the goroutine asks no port
	for i := range deals {
		deals[i] = c.freshDeal()
	}
	ctx, n := s.beginSearch(c, dealSearch)
	c.show(freecellview.DealProgress(0), true)
	go func() {
		found := DealFound{Search: n, Game: v.ID}
		for tried, deal := range deals {
			if tried > 0 {
				c.post(SearchProgress{Search: n, Step: tried})
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
		c.post(found)
	}()
}

// dealFound deals the deal a winnable deal's search found, if the search is still the one
// in progress, for the game still played.
func (s *longSearch) dealFound(c *core, pg shell, m DealFound) {
	if !s.current(m.Search) {
		return
	}
	s.stopSearch(c, pg)
	if c.variant == nil || c.variant.ID != m.Game {
		return
	}
	if m.Won {
		c.hide()
	}
	pg.newGame(c.variant, m.Deal)
	if !m.Won {
		c.show(freecellview.DealGiveUp(fcDealTries), false)
	}
}

// long reports whether the game shown searches long (searchesLong).
func (s *longSearch) long(c *core) bool { return c.view != nil && searchesLong(c.family) }
