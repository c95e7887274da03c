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
func (h *home) openReplay(c *core, s shell, lay *layoutState, hash string) bool {
	if !link.IsReplay(hash) {
		h.endReplay(c)
		return false
	}
	r, err := link.ParseReplay(hash, func(id string) bool { _, ok := lay.lookup(id); return ok })
	if err == nil && r.Layout != "" {
		err = lay.openShared(c, h, link.Link{Game: r.Game, Layout: r.Layout, Name: r.Name})
	}
	if err == nil {
		v, _ := lay.lookup(r.Game)
		var g = c.game
		if g, err = store.ReplayMoves(v, r.Deal, r.Setup, r.Moves); err == nil {
			h.flushSave() // a replay is never saved: write the game it replaces first
			h.replay.on = true
			s.newGame(v, r.Deal)
			c.game = g
			for i := len(r.Moves); i > r.At; i-- {
				c.game.Undo()
			}
			c.p.Address.Replace(link.FormatReplay(r))
			c.p.Doc.ByID("replay-bar").SetHidden(false)
			c.e.board.SetClass("replaying", true)
			s.changed()
			return true
		}
	}
	text := msg.T("The replay link was not understood ({error}); nothing was changed.", "error", storeProblem(err))
	if c.game == nil {
		v, ok := lay.lookup(defaultGame)
		if !ok {
			v = lay.games[0]
		}
		s.newGame(v, h.resumeDeal(c, lay, v, 0))
	} else {
		named := link.Link{Game: c.variant.ID, Deal: c.game.Start().Deal()}
		c.p.Address.Replace(link.FormatFragment(named))
	}
	c.show(text, true)
	return true
}

// endReplay leaves the replay, if one is shown.
func (h *home) endReplay(c *core) {
	if !h.replay.on {
		return
	}
	h.replay.on = false
	c.p.Doc.ByID("replay-bar").SetHidden(true)
	c.e.board.SetClass("replaying", false)
}

func (h *home) replayAction(c *core, s shell, action string) {
	if !h.replay.on || c.game == nil {
		return
	}
	switch action {
	case "r-first":
		for c.game.Undo() {
		}
	case "r-back":
		c.game.Undo()
	case "r-next":
		c.game.Redo()
	case "r-last":
		for c.game.Redo() {
		}
	case "r-play":
		h.endReplay(c)
		named := link.Link{Game: c.variant.ID, Deal: c.game.Start().Deal()}
		c.p.Address.Replace(link.FormatFragment(named))
		h.written, h.counted = "", false
	default:
		return
	}
	s.changed()
}

// showReplayBar brings the bar up to date with the move shown.
func (h *home) showReplayBar(c *core) {
	if !h.replay.on {
		return
	}
	at, n := len(c.game.Played()), len(c.game.Played())+len(c.game.Undone())
	pos := c.p.Doc.ByID("replay-pos")
	pos.SetText(msg.T("Move {at} of {n}", "at", msg.Number(at), "n", msg.Number(n)))
	pos.SetAttr("data-at", strconv.Itoa(at))
	for id, on := range map[string]bool{"replay-first": at > 0, "replay-back": at > 0, "replay-next": at < n, "replay-last": at < n} {
		c.p.Doc.ByID(id).SetDisabled(!on)
	}
}

// replayRefuses reports whether a replay is shown, and then says that the board does not
// take moves: a key or a click on a tile would otherwise rewrite the game being replayed.
func (h *home) replayRefuses(c *core) bool {
	if !h.replay.on {
		return false
	}
	c.show(msg.T("This is a replay: step through it with the bar above the board, or choose Play from here to play on."), false)
	return true
}
