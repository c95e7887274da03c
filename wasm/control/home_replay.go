package control

import (
	"mahjong/wasm/msg"
	"strconv"

	"mahjong/wasm/link"
	"mahjong/wasm/store"
)

// A replay link (link.Replay) opens the game it carries with its moves as the history, and a
// bar to step through them. The board does not take moves meanwhile; "Play from here" makes
// it the player's game, saved like any other.
// replayBar's words are put in the page's language as homeDialogs' are.
const replayBar = `<div id="replay-bar" role="toolbar" aria-label="Replay" data-t="aria-label" hidden>` +
	`<span id="replay-pos" aria-live="polite">Move 0 of 0</span> ` +
	`<button type="button" id="replay-first" data-home="r-first" data-t>First</button>` +
	`<button type="button" id="replay-back" data-home="r-back" data-t>Back</button>` +
	`<button type="button" id="replay-next" data-home="r-next" data-t>Forward</button>` +
	`<button type="button" id="replay-last" data-home="r-last" data-t>Last</button>` +
	`<button type="button" id="replay-play" data-home="r-play" data-t>Play from here</button></div>`

type replayView struct{ on bool }

// openReplay opens the replay the fragment hash carries and reports true, or reports false
// when hash is not a replay link. A link that cannot be read or replayed is explained and
// changes nothing (on a first visit, the saved or default game opens).
func (a *Controller) openReplay(hash string) bool {
	if !link.IsReplay(hash) {
		a.endReplay()
		return false
	}
	r, err := link.ParseReplay(hash, func(id string) bool { _, ok := a.lay.lookup(id); return ok })
	if err == nil && r.Layout != "" {
		err = a.lay.openShared(&a.core, &a.home, link.Link{Game: r.Game, Layout: r.Layout, Name: r.Name})
	}
	if err == nil {
		v, _ := a.lay.lookup(r.Game)
		var g = a.core.game
		if g, err = store.ReplayMoves(v, r.Deal, r.Setup, r.Moves); err == nil {
			a.flushSave() // a replay is never saved: write the game it replaces first
			a.home.replay.on = true
			a.newGame(v, r.Deal)
			a.core.game = g
			for i := len(r.Moves); i > r.At; i-- {
				a.core.game.Undo()
			}
			a.core.p.Address.Replace(link.FormatReplay(r))
			a.core.p.Doc.ByID("replay-bar").SetHidden(false)
			a.core.p.Doc.ByID("board").SetClass("replaying", true)
			a.changed()
			return true
		}
	}
	text := msg.T("The replay link was not understood ({error}); nothing was changed.", "error", storeProblem(err))
	if a.core.game == nil {
		v, ok := a.lay.lookup(defaultGame)
		if !ok {
			v = a.lay.games[0]
		}
		a.newGame(v, a.resumeDeal(v, 0))
	} else {
		named := link.Link{Game: a.core.variant.ID, Deal: a.core.game.Start().Deal()}
		a.core.p.Address.Replace(link.FormatFragment(named))
	}
	a.core.show(text, true)
	return true
}

// endReplay leaves the replay, if one is shown.
func (a *Controller) endReplay() {
	if !a.home.replay.on {
		return
	}
	a.home.replay.on = false
	a.core.p.Doc.ByID("replay-bar").SetHidden(true)
	a.core.p.Doc.ByID("board").SetClass("replaying", false)
}

func (a *Controller) onReplayAction(action string) {
	if !a.home.replay.on || a.core.game == nil {
		return
	}
	switch action {
	case "r-first":
		for a.core.game.Undo() {
		}
	case "r-back":
		a.core.game.Undo()
	case "r-next":
		a.core.game.Redo()
	case "r-last":
		for a.core.game.Redo() {
		}
	case "r-play":
		a.endReplay()
		named := link.Link{Game: a.core.variant.ID, Deal: a.core.game.Start().Deal()}
		a.core.p.Address.Replace(link.FormatFragment(named))
		a.home.written, a.home.counted = "", false
	default:
		return
	}
	a.changed()
}

// showReplayBar brings the bar up to date with the move shown.
func (a *Controller) showReplayBar() {
	if !a.home.replay.on {
		return
	}
	at, n := len(a.core.game.Played()), len(a.core.game.Played())+len(a.core.game.Undone())
	pos := a.core.p.Doc.ByID("replay-pos")
	pos.SetText(msg.T("Move {at} of {n}", "at", msg.Number(at), "n", msg.Number(n)))
	pos.SetAttr("data-at", strconv.Itoa(at))
	for id, on := range map[string]bool{"replay-first": at > 0, "replay-back": at > 0, "replay-next": at < n, "replay-last": at < n} {
		a.core.p.Doc.ByID(id).SetDisabled(!on)
	}
}

// replayRefuses reports whether a replay is shown, and then says that the board does not
// take moves: a key or a click on a tile would otherwise rewrite the game being replayed.
func (a *Controller) replayRefuses() bool {
	if !a.home.replay.on {
		return false
	}
	a.core.show(msg.T("This is a replay: step through it with the bar above the board, or choose Play from here to play on."), false)
	return true
}
