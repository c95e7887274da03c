package control

import (
	"mahjong/wasm/msg"

	"mahjong/engine"
	"mahjong/wasm/board"
)

// The live region that tells screen reader players what each move did. (The keyboard's
// navigation of the board is the board's: board.NavKey, from main's listener.)

// say puts text in the live region #live. Its text node is replaced, not changed, so that
// the same words said twice are read twice; one call does it, as a move says something.
func (a *Controller) say(text string) {
	if text == "" {
		return
	}
	a.said = text
	a.p.Announcer.Say(text)
}

// sayMove announces the move m that led from before to the current position.
func (a *Controller) sayMove(before engine.Position, m engine.Move) {
	after := a.game.Position()
	text := a.view.Announce(before, m, after)
	if text == "" {
		tiles, _ := a.view.Counts(after, a.game.Played())
		text = board.CountAnnounce(msg.T("Played"), a.view.TilesLabel(), tiles)
	}
	a.say(text)
}

// sayCount announces an action that changed the position without a move of its own (undo,
// redo, a new game) with the first number of the status line.
func (a *Controller) sayCount(action string) {
	tiles, _ := a.view.Counts(a.game.Position(), a.game.Played())
	a.say(board.CountAnnounce(action, a.view.TilesLabel(), tiles))
}

// sayResult announces the end of a game, once, when its message appears, after what the
// last move's announcement said.
func (a *Controller) sayResult(res board.Result) {
	a.say(board.Sentences(a.said, res.Title, res.Text))
}

// helpOpen reports whether the help panel is open.
func (a *Controller) helpOpen() bool {
	help := a.p.Doc.ByID("help")
	return help != nil && help.Open()
}

// closeHelp closes the help panel, and gives the focus back to the Help button when it was
// inside the panel.
func (a *Controller) closeHelp() {
	help := a.p.Doc.ByID("help")
	if help == nil {
		return
	}
	inside := help.HasFocus()
	help.SetOpen(false)
	if button := a.p.Doc.ByID("help-open"); inside && button != nil {
		button.Focus()
	}
}

// openHelp opens the "How to play" panel and moves the focus to it: one step from the game.
func (a *Controller) openHelp() {
	help := a.p.Doc.ByID("help")
	if help == nil {
		return
	}
	help.SetOpen(true)
	if summary := help.Query("summary"); summary != nil {
		summary.Focus()
		help.ScrollIntoView()
	}
}
