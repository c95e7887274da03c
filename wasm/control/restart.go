package control

import (
	"time"

	"mahjong/engine"
)

// setAside is the game a Restart put aside, for Undo to bring back: a Restart then loses
// nothing, and needs no question first.
type setAside struct {
	game    *engine.Game
	variant *engine.Variant
	seconds int
	counted bool // the game was in the statistics when it was set aside
}

// restart deals the game's deal again, keeping the game as it was for Undo (undoRestart).
func (a *Controller) restart() {
	old := &setAside{game: a.game, variant: a.variant, seconds: a.seconds(),
		counted: a.home.counted || a.game.Moved()}
	a.newGame(a.variant, a.game.Position().Deal())
	if old.game.CanUndo() || old.game.CanRedo() {
		a.aside = old // newGame has dropped the one before
	}
	a.render() // the Undo button
}

// undoRestart brings back the game the last Restart set aside, when the game being
// played has no move left to undo, and reports whether it did. The restarted game's own
// moves, if any, are dropped, as a move played drops the moves that could be redone.
func (a *Controller) undoRestart() bool {
	old := a.aside
	if old == nil || a.game.CanUndo() || old.variant != a.variant {
		return false
	}
	a.aside = nil
	a.game = old.game
	a.home.counted = old.counted
	a.clock.Reset()
	a.clock.Resume(time.Duration(old.seconds) * time.Second)
	a.changed()
	return true
}

// canUndo reports whether Undo would do anything: take back a move, or a Restart.
func (a *Controller) canUndo() bool {
	return a.game.CanUndo() || a.aside != nil && a.aside.variant == a.variant
}
