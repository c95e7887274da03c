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
	old := &setAside{game: a.core.game, variant: a.core.variant, seconds: a.core.seconds(),
		counted: a.home.counted || a.core.game.Moved()}
	a.newGame(a.core.variant, a.core.game.Position().Deal())
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
	if old == nil || a.core.game.CanUndo() || old.variant != a.core.variant {
		return false
	}
	a.aside = nil
	a.core.game = old.game
	a.home.counted = old.counted
	a.core.clock.Reset()
	a.core.clock.Resume(time.Duration(old.seconds) * time.Second)
	a.changed()
	return true
}

// canUndo reports whether Undo would do anything: take back a move, or a Restart.
func (a *Controller) canUndo() bool {
	return a.core.game.CanUndo() || a.aside != nil && a.aside.variant == a.core.variant
}
