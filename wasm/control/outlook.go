//go:build js && wasm

package control

import (
	"context"
	"time"

	"mahjong/engine"
	"mahjong/engine/status"
	"mahjong/wasm/dom"
	"mahjong/wasm/page"
)

// After each move the solver decides the position shown, while the player thinks, and the
// status line says whether the game can still be won (page.Survey, page.Outlook). The search
// runs in the solvers' worker (remote), so no input ever waits for it; a new move cancels
// it, and it reports through app.post like every search.

// outlook is the status search and what it last showed.
type outlook struct {
	view    *page.OutlookView
	shown   page.Outlook
	gen     int          // the position (app.gen) the status is of; -1 for none
	game    *engine.Game // the game helped is of
	cancel  context.CancelFunc
	running bool
	// helped is set once the current game has had help: a hint, or the status shown while
	// it was played. Its win is counted as helped in the statistics.
	helped bool
}

// mountOutlook looks up the status's elements; called once, with the other fixed elements.
func (a *Controller) mountOutlook() {
	h := func(id string) *dom.Handle { return dom.NewHandle(a.byID(id)) }
	a.out.view = page.NewOutlookView(h("outlook"), h("outlook-text"), h("outlook-undo"))
	a.out.gen = -1
}

// outlookOn reports whether the status is shown for the game played: the setting (or the
// embed link's status=) says so, and a replay is not shown.
func (a *Controller) outlookOn() bool {
	on := a.home.set.Status
	if s := a.embedStatus(); s != 0 {
		on = s > 0
	}
	return on && a.variant != nil && !a.home.replay.on
}

// outlookRendered starts the status search for the position shown when it changed, and
// cancels the search of the position before. Called by render before the game's end is
// counted, so that a game won with the status shown counts as helped.
func (a *Controller) outlookRendered() {
	o := &a.out
	if o.view == nil || a.game == nil {
		return
	}
	if o.game != a.game {
		o.game, o.helped = a.game, false
	}
	if !a.outlookOn() {
		a.stopOutlook()
		o.gen = -1
		if o.shown.Phase != page.Off {
			a.showOutlook(page.Outlook{})
		}
		return
	}
	if a.game.Position().Status() == engine.Playing {
		o.helped = true
		a.day.play.Hinted = true
	}
	if o.gen == a.gen {
		return
	}
	a.stopOutlook()
	v := a.solving(a.variant)
	a.showOutlook(page.Outlook{Phase: page.Deciding, Shuffle: v.Family == engine.Shanghai})
	if a.starting {
		return // the search waits for the first board's tasks (see start)
	}
	o.gen = a.gen
	history, gen := status.History(a.game), a.gen
	ctx, cancel := context.WithCancel(context.Background())
	o.cancel, o.running = cancel, true
	go func() {
		within := func(d time.Duration) (context.Context, context.CancelFunc) {
			return context.WithTimeout(ctx, d)
		}
		page.Survey(v, history, within, func(out page.Outlook) {
			if out.Phase == page.Deciding {
				return // shown already, when the search started
			}
			a.post(func() {
				if ctx.Err() == nil && gen == a.gen {
					a.showOutlook(out)
				}
			})
		})
		a.post(func() {
			if ctx.Err() == nil {
				o.running = false
			}
		})
	}()
}

// stopOutlook cancels the status search in progress, if any.
func (a *Controller) stopOutlook() {
	if a.out.running {
		a.out.cancel()
		a.out.running = false
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
	a.out.shown = o
	a.out.view.Show(o)
	a.embedOutlook()
}

// undoToWinnable takes back the moves since the last winnable position the status found.
func (a *Controller) undoToWinnable() {
	n := a.out.shown.UndoMoves()
	if n == 0 || a.out.gen != a.gen {
		return
	}
	for range n {
		a.game.Undo()
	}
	a.changed()
	a.sayCount("Undone")
	a.keepFocus() // the button hides itself
}
