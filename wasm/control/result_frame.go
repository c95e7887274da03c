package control

import (
	"mahjong/engine"
	"mahjong/wasm/board"
)

// resultDue holds the result of a game that a move has just ended until the move is drawn
// and measured. Opening the modal result makes the browser restyle and lay out the whole page
// there and then (the page behind a modal dialog becomes inert): tens of milliseconds on the
// move that ends a game, which are the dialog's, not the move's. The dialog opens in the same
// task, right after the move's measure, and has a User Timing measure of its own ("result"),
// so that its cost stays in sight.
type resultDue struct {
	pending bool
	moving  bool // a move is being drawn: the result waits for its measure
	res     board.Result
}

// openResultSoon opens res now, or, while a move is drawn, once it is measured.
func (c *core) openResultSoon(res board.Result) {
	c.due.res, c.due.pending = res, true
	if !c.due.moving {
		c.openDue()
	}
}

// openDue opens the waiting result, if the game is still over.
func (c *core) openDue() {
	if !c.due.pending {
		return
	}
	c.due.pending = false
	if c.game == nil || c.game.Position().Status() == engine.Playing {
		return
	}
	c.openResult(c.due.res)
}
