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

// outlookOn reports whether the status is shown for the game played: the setting (or the
// embed link's status=) says so, and a replay is not shown.
func (a *Controller) outlookOn() bool {
	on := a.home.set.Status
	if s := a.host.linkStatus(); s != 0 {
		on = s > 0
	}
	return on && a.core.variant != nil && !a.home.replay.on
}

// outlookRendered starts the status search for the position shown when it changed, and
// cancels the search of the position before. Called by render before the game's end is
// counted, so that a game won with the status shown counts as helped.
func (a *Controller) outlookRendered() {
	o := &a.out
	if o.view == nil || a.core.game == nil {
		return
	}
	o.follow(a.core.game)
	if !a.outlookOn() {
		o.stop()
		o.gen = -1
		if o.shown.Phase != page.Off {
			a.showOutlook(page.Outlook{})
		}
		return
	}
	if a.core.game.Position().Status() == engine.Playing {
		o.helped = true
		a.day.play.Hinted = true
	}
	if o.gen == a.core.gen {
		return
	}
	o.stop()
	v := a.solving(a.core.variant)
	a.showOutlook(page.Outlook{Phase: page.Deciding, Shuffle: v.Family == engine.Shanghai})
	if a.core.starting {
		return // the search waits for the first board's tasks (see start)
	}
	ctx, run := o.begin(a.core.gen)
	history, gen := status.History(a.core.game), a.core.gen
	go func() {
		within := func(d time.Duration) (context.Context, context.CancelFunc) {
			return context.WithTimeout(ctx, d)
		}
		page.Survey(v, history, within, func(out page.Outlook) {
			if out.Phase == page.Deciding {
				return // shown already, when the search started
			}
			a.Post(OutlookFound{Run: run, Gen: gen, Outlook: out})
		})
		a.Post(OutlookDone{Run: run})
	}()
}

// outlookFound shows a phase of the status search, unless the search was stopped or the
// position changed meanwhile.
func (a *Controller) outlookFound(m OutlookFound) {
	if a.out.current(m.Run) && m.Gen == a.core.gen {
		a.showOutlook(m.Outlook)
	}
}

// refreshOutlook shows the status again after the setting changed, or after the start.
func (a *Controller) refreshOutlook() {
	if a.out.shown.Phase == page.Off {
		a.out.gen = -1 // turned on: search the position shown
	}
	a.outlookRendered()
}

// showOutlook shows o, and tells the embedding page.
func (a *Controller) showOutlook(o page.Outlook) {
	a.out.show(o)
	a.host.outlook(&a.core, &a.out)
}

// undoToWinnable takes back the moves since the last winnable position the status found.
func (a *Controller) undoToWinnable() {
	n := a.out.undoMoves(a.core.gen)
	if n == 0 {
		return
	}
	for range n {
		a.core.game.Undo()
	}
	a.changed()
	a.core.sayCount(msg.T("Undone"))
	a.core.keepFocus() // the button hides itself
}
