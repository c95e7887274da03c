package control

import (
	"mahjong/wasm/msg"

	"mahjong/engine"
	"mahjong/wasm/board"
	"mahjong/wasm/page"
)

// The page's dialogs are <dialog> elements opened with showModal: the browser moves the focus
// into them, keeps it there, closes them on Escape and gives the focus back to where it was
// when they close. The result of a game is one of them; so are the statistics, the settings,
// the share link and every confirmation (home_ui.go).

// modalOpen reports whether a modal dialog is open: the game's shortcuts then wait.
func (c *core) modalOpen() bool { return c.p.Doc.ModalOpen() }

// openResult shows the end of the game as a modal dialog, and says it through the live
// region, once per position unless the player closed it.
func (c *core) openResult(res board.Result) {
	result := c.e.result
	if result.Open() || c.resultShut == c.gen {
		return
	}
	c.sayResult(res)
	result.Modal()
}

// closeResult closes the result when the game is no longer over (an undo, a new game).
func (c *core) closeResult() {
	result := c.e.result
	result.Close()
	result.SetHidden(true)
	result.RemoveAttr("data-result")
}

// resultClosed follows the result closing, by the player (Escape, Close) or by closeResult:
// it stays closed for this position, and the focus goes back to the board when the element
// that had it is gone.
func (c *core) resultClosed() {
	c.e.result.SetHidden(true)
	c.resultShut = c.gen
	if !c.p.Doc.KeepFocus() {
		c.e.newGame.Focus() // an empty board: the next game is the next thing to do
	}
}

// askNew reports whether starting a new game must first be confirmed, and if so asks: the
// game in progress has moves and its end is not counted, so leaving it counts as a loss.
func (h *home) askNew(c *core, day *dailyState) bool {
	if h.confirmed || h.counted || h.replay.on || c.game == nil ||
		c.game.Position().Status() != engine.Playing || !c.game.Moved() {
		return false
	}
	text := msg.T("The game in progress will count as played and lost in the statistics.")
	if day.play.On() {
		text = msg.T("The daily game in progress will stay begun, not finished, in the Daily record; you can play its deal again from there.")
	}
	d := c.p.Doc
	d.ByID("confirm-new-text").SetText(text)
	d.ByID("confirm-new").Modal()
	// The safe answer has the focus (not by autofocus, which a framed page may not use).
	d.ByID("confirm-new-no").Focus()
	return true
}

// actConfirmed does action without asking first: the player has confirmed it, or the host
// page of an embedded game asked for it.
func (h *home) actConfirmed(s shell, action page.Action) {
	h.confirmed = true
	defer func() { h.confirmed = false }()
	s.act(action)
}
