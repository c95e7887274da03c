package control

import (
	"context"
	"time"

	"mahjong/engine"
	"mahjong/engine/status"
	"mahjong/wasm/msg"
	"mahjong/wasm/page"
)

// After each move the solver decides the position shown, while the player thinks, and the
// status line says whether the game can still be won (page.Survey, page.Outlook). The search
// runs in the solvers' worker (remote), so no input ever waits for it; a new move cancels
// it, and it reports through Update (OutlookFound, OutlookDone) like every search.

// on reports whether the status is shown for the game played: the setting (or the embed
// link's status=) says so, and a replay is not shown.
func (o *outlook) on(c *core, h *home, host *embedHost) bool {
	on := h.set.Status
	if s := host.linkStatus(); s != 0 {
		on = s > 0
	}
	return on && c.variant != nil && !h.replay.on
}

// rendered starts the status search for the position shown when it changed, and cancels
// the search of the position before. Called by render before the game's end is counted, so
// that a game won with the status shown counts as helped.
func (o *outlook) rendered(c *core, h *home, day *dailyState, lay *layoutState, host *embedHost) {
	if o.view == nil || c.game == nil {
		return
	}
	o.follow(c.game)
	if !o.on(c, h, host) {
		o.stop()
		o.gen = -1
		if o.shown.Phase != page.Off {
			o.tell(c, host, page.Outlook{})
		}
		return
	}
	if c.game.Position().Status() == engine.Playing {
		o.helped = true
		day.play.Hinted = true
	}
	if o.gen == c.gen {
		return
	}
	o.stop()
	v := c.solving(c.variant, lay)
	o.tell(c, host, page.Outlook{Phase: page.Deciding, Shuffle: v.Family == engine.Shanghai})
	if c.starting {
		return // the search waits for the first board's tasks (see start)
	}
	ctx, run := o.begin(c.gen)
	history, gen := status.History(c.game), c.gen
	go func() {
		within := func(d time.Duration) (context.Context, context.CancelFunc) {
			return context.WithTimeout(ctx, d)
		}
		page.Survey(v, history, within, func(out page.Outlook) {
			if out.Phase == page.Deciding {
				return // shown already, when the search started
			}
			c.post(OutlookFound{Run: run, Gen: gen, Outlook: out})
		})
		c.post(OutlookDone{Run: run})
	}()
}

// found shows a phase of the status search, unless the search was stopped or the position
// changed meanwhile.
func (o *outlook) found(c *core, host *embedHost, m OutlookFound) {
	if o.current(m.Run) && m.Gen == c.gen {
		o.tell(c, host, m.Outlook)
	}
}

// refresh shows the status again after the setting changed, or after the start.
func (o *outlook) refresh(c *core, h *home, day *dailyState, lay *layoutState, host *embedHost) {
	if o.shown.Phase == page.Off {
		o.gen = -1 // turned on: search the position shown
	}
	o.rendered(c, h, day, lay, host)
}

// tell shows out, and tells the embedding page.
func (o *outlook) tell(c *core, host *embedHost, out page.Outlook) {
	o.show(out)
	host.outlook(c, o)
}

// undoToWinnable takes back the moves since the last winnable position the status found.
func (o *outlook) undoToWinnable(c *core, pg shell) {
	n := o.undoMoves(c.gen)
	if n == 0 {
		return
	}
	for range n {
		c.game.Undo()
	}
	pg.changed()
	c.sayCount(msg.T("Undone"))
	c.keepFocus() // the button hides itself
}
