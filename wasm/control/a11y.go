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
func (c *core) say(text string) {
	if text == "" {
		return
	}
	c.said = text
	c.p.Announcer.Say(text)
}

// sayMove announces the move m that led from before to the current position.
func (c *core) sayMove(before engine.Position, m engine.Move) {
	after := c.game.Position()
	text := c.view.Announce(before, m, after)
	if text == "" {
		tiles, _ := c.view.Counts(after, c.game.Played())
		text = board.CountAnnounce(msg.T("Played"), c.view.TilesLabel(), tiles)
	}
	c.say(text)
}

// sayCount announces an action that changed the position without a move of its own (undo,
// redo, a new game) with the first number of the status line.
func (c *core) sayCount(action string) {
	tiles, _ := c.view.Counts(c.game.Position(), c.game.Played())
	c.say(board.CountAnnounce(action, c.view.TilesLabel(), tiles))
}

// sayResult announces the end of a game, once, when its message appears, after what the
// last move's announcement said.
func (c *core) sayResult(res board.Result) {
	c.say(board.Sentences(c.said, res.Title, res.Text))
}

// helpOpen reports whether the help panel is open.
func (c *core) helpOpen() bool {
	help := c.p.Doc.ByID("help")
	return help != nil && help.Open()
}

// closeHelp closes the help panel, and gives the focus back to the Help button when it was
// inside the panel.
func (c *core) closeHelp() {
	help := c.p.Doc.ByID("help")
	if help == nil {
		return
	}
	inside := help.HasFocus()
	help.SetOpen(false)
	if button := c.p.Doc.ByID("help-open"); inside && button != nil {
		button.Focus()
	}
}

// openHelp opens the "How to play" panel and moves the focus to it: one step from the game.
func (c *core) openHelp() {
	help := c.p.Doc.ByID("help")
	if help == nil {
		return
	}
	help.SetOpen(true)
	if summary := help.Query("summary"); summary != nil {
		summary.Focus()
		help.ScrollIntoView()
	}
}
